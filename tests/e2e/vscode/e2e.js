// The mesh-lsp VS Code extension inside code-server, driven by headless
// Chromium through playwright-core. scripts/e2e.sh prepares everything and
// runs: node e2e.js <code-server-url> <workspace-dir> <out-dir> <user-settings.json> <mesh-lsp>
//
// Checks through the DOM: the extension activates (language mode MLIR, TextMate
// colours), inlay hints are rendered, hover shows the sharding, the conflict
// warning shows as squiggle and in the Problems panel, the quick fix from
// Ctrl+. rewrites the file and the warning goes away, and changing
// meshLsp.inlayHints.* in the user settings changes the hints.
// Screenshots go to <out-dir>. Prints `N passed, M failed` (skips counted apart).
'use strict';
const { chromium } = require('playwright-core');
const { spawn } = require('child_process');
const fs = require('fs');
const path = require('path');

const [BASE, WS, OUT, SETTINGS, SERVER] = process.argv.slice(2);
if (!SERVER) {
  console.error('usage: node e2e.js <url> <workspace> <out-dir> <settings.json> <mesh-lsp>');
  process.exit(2);
}
const T = 30000; // per-step timeout (ms)
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

const t0 = Date.now();
const log = (...a) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1)}s]`, ...a);
const norm = (s) => s.replace(/\u00a0/g, ' ');
const results = [];

class Skip extends Error {}

async function step(name, fn) {
  const s = Date.now();
  try {
    await fn();
    results.push([name, 'PASS']);
    log(`PASS ${name} (${Date.now() - s} ms)`);
    return true;
  } catch (e) {
    if (e instanceof Skip) {
      results.push([name, 'SKIP']);
      log(`SKIP ${name}: ${e.message}`);
      return true;
    }
    results.push([name, 'FAIL']);
    log(`FAIL ${name}: ${e.message.split('\n')[0]}`);
    return false;
  }
}

/** The server's initialize capabilities, asked directly over stdio. */
function serverCapabilities() {
  return new Promise((resolve, reject) => {
    const child = spawn(SERVER, ['lsp'], { stdio: ['pipe', 'pipe', 'inherit'] });
    const send = (msg) => {
      const body = JSON.stringify(msg);
      child.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    };
    let buf = Buffer.alloc(0);
    const timer = setTimeout(() => { child.kill(); reject(new Error('no initialize response in 10 s')); }, 10000);
    child.stdout.on('data', (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      for (;;) {
        const head = buf.indexOf('\r\n\r\n');
        if (head < 0) return;
        const len = Number(/Content-Length: (\d+)/i.exec(buf.slice(0, head).toString())[1]);
        if (buf.length < head + 4 + len) return;
        const msg = JSON.parse(buf.slice(head + 4, head + 4 + len).toString());
        buf = buf.slice(head + 4 + len);
        if (msg.id === 1) {
          clearTimeout(timer);
          send({ jsonrpc: '2.0', id: 2, method: 'shutdown' });
          send({ jsonrpc: '2.0', method: 'exit' });
          child.stdin.end();
          resolve(msg.result.capabilities);
        }
      }
    });
    child.on('error', reject);
    send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
  });
}

/**
 * Screen rectangle of the first `needle` (within one text node) in the rendered
 * lines of the editor, on a line whose text contains `lineText` (default: `needle`).
 */
async function textRect(page, needle, lineText) {
  return page.evaluate(([needle, lineText]) => {
    const editor = document.querySelector('.editor-instance .monaco-editor.focused') ||
      document.querySelector('.editor-instance .monaco-editor');
    for (const line of editor.querySelectorAll('.view-lines .view-line')) {
      if (!line.textContent.replace(/\u00a0/g, ' ').includes(lineText)) continue;
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const i = n.data.replace(/\u00a0/g, ' ').indexOf(needle);
        if (i >= 0) {
          const r = document.createRange();
          r.setStart(n, i);
          r.setEnd(n, i + needle.length);
          const b = r.getBoundingClientRect();
          return { x: b.x, y: b.y, w: b.width, h: b.height };
        }
      }
    }
    return null;
  }, [needle, lineText || needle]);
}

/** Text of the rendered line that contains all of `needles` (with inlay hints), or null. */
function lineWith(page, needles) {
  return page.evaluate((needles) => {
    for (const line of document.querySelectorAll('.editor-instance .monaco-editor .view-line')) {
      const t = line.textContent.replace(/\u00a0/g, ' ');
      if (needles.every((n) => t.includes(n))) return t;
    }
    return null;
  }, needles);
}

async function waitLine(page, needles, what) {
  try {
    await page.waitForFunction((needles) => [...document.querySelectorAll('.editor-instance .monaco-editor .view-line')]
      .some((l) => needles.every((n) => l.textContent.replace(/\u00a0/g, ' ').includes(n))), needles, { timeout: T });
  } catch (e) {
    throw new Error(`${what}: no rendered line contains ${JSON.stringify(needles)}`);
  }
  return lineWith(page, needles);
}

async function openFile(page, name) {
  await page.getByRole('treeitem', { name }).click({ timeout: T });
  await page.locator(`.tab.active[data-resource-name="${name}"], .tab.active:has-text("${name}")`).first()
    .waitFor({ timeout: T });
  await page.locator('#status\\.editor\\.mode').filter({ hasText: 'MLIR' }).waitFor({ timeout: T })
    .catch(() => { throw new Error(`${name} did not open in language mode MLIR (the extension's language)`); });
}

function writeSettings(patch) {
  fs.mkdirSync(path.dirname(SETTINGS), { recursive: true });
  const settings = fs.existsSync(SETTINGS) ? JSON.parse(fs.readFileSync(SETTINGS, 'utf8')) : {};
  Object.assign(settings, patch);
  fs.writeFileSync(SETTINGS, JSON.stringify(settings, null, 2));
}

/**
 * Writes user settings and waits for `applied()`. VS Code watches settings.json
 * but can miss a write that comes right after the previous one, so the file is
 * written again (up to 3 times) if nothing changed within 8 s.
 */
async function changeSettings(page, patch, applied, what) {
  for (let attempt = 1; ; attempt++) {
    writeSettings(patch);
    try {
      await page.waitForFunction(applied, null, { timeout: 8000 });
      return;
    } catch (e) {
      if (attempt === 3) throw new Error(`${what}: not seen after writing settings.json 3 times`);
      log(`  settings change not picked up yet, writing settings.json again (${attempt})`);
      await new Promise((res) => setTimeout(res, 1000));
    }
  }
}

/** Browser-side predicate: the rendered line of `%0 = stablehlo.dot_general` satisfies `test` (a string of JS). */
const l0 = (test) => new Function(`
  const t = [...document.querySelectorAll('.editor-instance .monaco-editor .view-line')]
    .map((l) => l.textContent.replace(/\u00a0/g, ' '))
    .find((t) => t.includes('%0') && t.includes('stablehlo.dot_general'));
  return t !== undefined && (${test});`);

(async () => {
  fs.mkdirSync(OUT, { recursive: true });
  let caps = {};
  try {
    caps = await serverCapabilities();
  } catch (e) {
    log('could not read the server capabilities:', e.message);
  }
  const need = (cap, method) => {
    if (!caps[cap]) throw new Skip(`server does not advertise ${cap} in initialize; ${method} not tested`);
  };
  const udd = fs.mkdtempSync('/tmp/mesh-e2e-chrome-');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    ignoreDefaultArgs: true, // exactly these flags (Playwright otherwise adds ~40 of its own)
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      `--user-data-dir=${udd}`, '--remote-debugging-pipe'],
  });
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await ctx.route((u) => !['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname),
    (r) => { log('blocked non-loopback request', r.request().url()); return r.abort(); });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => log('pageerror', e.message.slice(0, 200)));
  const shot = (name) => page.screenshot({ path: path.join(OUT, name) });
  // A smaller picture for the README: the editor area around the given elements.
  const editorShot = async (name, selectors, { above = 40, below = 40, width = 900 } = {}) => {
    const boxes = [];
    for (const sel of selectors) {
      for (const el of await page.locator(sel).all()) {
        const b = await el.boundingBox();
        if (b && b.width > 0) boxes.push(b);
      }
    }
    const editor = await page.locator('.editor-instance').first().boundingBox();
    if (!boxes.length || !editor) return;
    const top = Math.max(editor.y, Math.min(...boxes.map((b) => b.y)) - above);
    const bottom = Math.min(900, Math.max(...boxes.map((b) => b.y + b.height)) + below);
    const x = editor.x;
    await page.screenshot({ path: path.join(OUT, name), clip: { x, y: top, width: Math.min(width, editor.width), height: bottom - top } });
  };

  try {
    const up = await step('workbench loads', async () => {
      await page.goto(`${BASE}/?folder=${encodeURIComponent(WS)}`);
      await page.waitForSelector('.monaco-workbench', { timeout: T });
    });
    const opened = up && await step('extension activates on mlp_sdy.mlir (language MLIR, TextMate colours)', async () => {
      await openFile(page, 'mlp_sdy.mlir');
      await waitLine(page, ['sdy.mesh', '@mesh'], 'file text');
      // The grammar colours tokens (tokenizing is asynchronous): some span on the
      // sdy.mesh line gets a class other than the default mtk1.
      const coloured = () => {
        const line = [...document.querySelectorAll('.editor-instance .monaco-editor .view-line')]
          .find((l) => l.textContent.includes('sdy.mesh'));
        return line && [...line.querySelectorAll('span[class^="mtk"]')].some((s) => !/^mtk1\b/.test(s.className));
      };
      await page.waitForFunction(coloured, null, { timeout: T })
        .catch(() => { throw new Error('the sdy.mesh line is not coloured by the TextMate grammar'); });
    });

    if (opened) {
      await step('inlay hints rendered after unannotated values', async () => {
        need('inlayHintProvider', 'textDocument/inlayHint');
        const line = await waitLine(page, ['%0', 'stablehlo.dot_general', '"model"'], 'inlay hint on %0');
        log('  %0 line as rendered:', JSON.stringify(line.slice(0, 120)));
        await shot('1-inlay-hints.png');
        await editorShot('docs-inlay-hints.png', ['.view-line:has-text("stablehlo")'], { above: 60, below: 10 });
      });

      await step('hover on %x shows its sharding', async () => {
        need('hoverProvider', 'textDocument/hover');
        const hover = page.locator('.monaco-hover').filter({ hasText: 'Sharding' });
        // Lines can still move after the token is measured (a code lens arriving above
        // the signature shifts them), and Monaco shows a hover only for a mouse move
        // that stays on the token: measure again and move onto it again, a few times.
        let shown = false;
        for (let attempt = 1; attempt <= 4 && !shown; attempt++) {
          const r = await textRect(page, '%x', '%x: tensor');
          if (!r) throw new Error('token %x not found on screen');
          await page.mouse.move(5, 450);
          await page.mouse.move(r.x + 6, r.y + r.h / 2, { steps: 3 });
          shown = await hover.first().waitFor({ state: 'visible', timeout: T / 4 }).then(() => true, () => false);
          if (!shown) {
            const seen = await page.locator('.monaco-hover').allInnerTexts().catch(() => []);
            log(`  attempt ${attempt}: no hover at (${r.x + 6}, ${r.y + r.h / 2}); hovers seen: ${JSON.stringify(seen.map(norm))}`);
          }
        }
        if (!shown) throw new Error('no hover with "Sharding" appeared over %x');
        const text = norm(await hover.first().innerText());
        log('  hover:', JSON.stringify(text.slice(0, 160)));
        if (!text.includes('%x') || !text.includes('{"data"}')) throw new Error(`unexpected hover: ${text}`);
        await shot('2-hover.png');
        await editorShot('docs-hover.png', ['.monaco-hover', '.view-line:has-text("%x: tensor")'], { above: 10, below: 10, width: 700 });
        await page.mouse.move(5, 450);
        await page.keyboard.press('Escape');
      });

      await step('command "Show partitioned function" opens the module with its all-reduce, read-only', async () => {
        const r = await textRect(page, 'stablehlo.dot_general');
        if (!r) throw new Error('stablehlo.dot_general not on screen');
        await page.mouse.click(r.x + 10, r.y + r.h / 2); // the caret inside @main
        await page.mouse.move(5, 450);
        await page.keyboard.press('F1');
        await page.locator('.quick-input-widget input').first().waitFor({ state: 'visible', timeout: T });
        await page.keyboard.type('mesh-lsp: Show partitioned function');
        await page.locator('.quick-input-list .monaco-list-row').filter({ hasText: 'Show partitioned function' })
          .first().waitFor({ timeout: T })
          .catch(() => { throw new Error('the command is not in the command palette'); });
        await page.keyboard.press('Enter');
        await page.locator('.tab').filter({ hasText: '(partitioned)' }).first().waitFor({ timeout: T })
          .catch(() => { throw new Error('no "(partitioned)" editor tab opened'); });
        await waitLine(page, ['sdy.all_reduce', '"model"'], 'the all-reduce in the partitioned view');
        await shot('partitioned-function.png');
        // Back to one editor for the steps that read the first one's lines:
        // the view's own close button (a command would close the focused one).
        const tab = page.locator('.tab').filter({ hasText: '(partitioned)' }).first();
        await tab.hover();
        await tab.locator('.tab-actions .action-label').first().click({ timeout: T });
        await tab.waitFor({ state: 'detached', timeout: T })
          .catch(() => { throw new Error('the partitioned view did not close'); });
        await page.locator('.tab').filter({ hasText: 'mlp_sdy.mlir' }).first().waitFor({ timeout: T })
          .catch(() => { throw new Error('mlp_sdy.mlir was closed with the view'); });
      });

      await step('settings: meshLsp.inlayHints.notation = gspmd, shapes off', async () => {
        need('inlayHintProvider', 'textDocument/inlayHint');
        await changeSettings(page, { 'meshLsp.inlayHints.notation': 'gspmd', 'meshLsp.inlayHints.shapes': false },
          l0("t.includes('devices=') && !t.includes('→')"), 'GSPMD hint without shapes on %0');
        log('  %0 line as rendered:', JSON.stringify((await lineWith(page, ['%0', 'stablehlo.dot_general'])).slice(0, 120)));
      });

      await step('settings: meshLsp.inlayHints.enabled = false hides the hints', async () => {
        need('inlayHintProvider', 'textDocument/inlayHint');
        await changeSettings(page, { 'meshLsp.inlayHints.enabled': false },
          l0("!t.includes('devices=') && !t.includes('\"model\"')"), 'hints gone after disabling them');
        await changeSettings(page,
          { 'meshLsp.inlayHints.enabled': true, 'meshLsp.inlayHints.notation': 'auto', 'meshLsp.inlayHints.shapes': true },
          l0("t.includes('\"model\"') && t.includes('→')"), 'hints back after enabling them');
      });
    }

    const conflictOpen = up && await step('conflict.mlir: warning squiggle and Problems panel row', async () => {
      await openFile(page, 'conflict.mlir');
      await waitLine(page, ['%0 = stablehlo.add'], 'file text');
      await page.locator('.editor-instance .monaco-editor .squiggly-warning').first()
        .waitFor({ state: 'attached', timeout: T })
        .catch(() => { throw new Error('no warning squiggle'); });
      log('  status bar:', await page.locator('#status\\.problems').first().getAttribute('aria-label').catch(() => '?'));
      await page.keyboard.press('Control+Shift+M'); // View: Problems
      await page.locator('.markers-panel .monaco-list-row').filter({ hasText: 'sharding conflict' }).first()
        .waitFor({ timeout: T }).catch(() => { throw new Error('no "sharding conflict" row in the Problems panel'); });
      await shot('3-diagnostics.png');
      await editorShot('docs-diagnostics.png', ['.view-line:has-text("stablehlo.add")', '.markers-panel .monaco-list-row'], { above: 60, below: 10 });
    });

    if (conflictOpen) {
      await step('quick fix via Ctrl+. inserts sdy.reshard; the warning goes away after save', async () => {
        need('codeActionProvider', 'textDocument/codeAction');
        const r = await textRect(page, 'stablehlo.add');
        if (!r) throw new Error('stablehlo.add not on screen');
        await page.mouse.click(r.x + 10, r.y + r.h / 2); // caret inside the diagnostic range
        await page.mouse.move(5, 450); // park the mouse so no hover covers the menu
        await page.locator('#status\\.editor\\.selection').filter({ hasText: 'Ln 3, Col' }).waitFor({ timeout: T });
        const item = page.locator('.action-widget .monaco-list-row').filter({ hasText: 'Reshard %arg0' });
        for (let attempt = 1; ; attempt++) { // Ctrl+. can be swallowed while the editor is busy
          await page.keyboard.press('Escape');
          await page.keyboard.press('Control+Period');
          try {
            await item.first().waitFor({ state: 'visible', timeout: 5000 });
            break;
          } catch (e) {
            if (attempt === 3) {
              const rows = await page.locator('.action-widget .monaco-list-row').allInnerTexts().catch(() => []);
              throw new Error(`no "Reshard %arg0" item after 3 x Ctrl+.; menu: ${JSON.stringify(rows)}`);
            }
            log(`  quick-fix menu not open, retry ${attempt}`);
          }
        }
        await shot('4-quick-fix-menu.png');
        await editorShot('docs-quick-fix.png', ['.action-widget', '.view-line:has-text("sdy.mesh")'], { above: 10, below: 10 });
        await item.first().click();
        await waitLine(page, ['sdy.reshard', '%arg0'], 'the quick fix edit');
        await page.keyboard.press('Control+S');
        const file = path.join(WS, 'conflict.mlir');
        const deadline = Date.now() + T;
        while (!fs.readFileSync(file, 'utf8').includes('sdy.reshard %arg0')) {
          if (Date.now() > deadline) throw new Error('conflict.mlir on disk not updated after Ctrl+S');
          await new Promise((res) => setTimeout(res, 200));
        }
        await page.waitForFunction(() => !document.querySelector('.editor-instance .monaco-editor .squiggly-warning'),
          null, { timeout: T }).catch(() => { throw new Error('the warning squiggle is still there after the fix'); });
        await page.locator('.markers-panel .monaco-list-row').filter({ hasText: 'sharding conflict' })
          .waitFor({ state: 'detached', timeout: T })
          .catch(() => { throw new Error('the Problems panel still lists the conflict'); });
        await shot('5-after-fix.png');
      });
    }
  } catch (e) {
    log('unexpected error:', e.stack);
    results.push(['e2e script', 'FAIL']);
  } finally {
    if (results.some(([, r]) => r === 'FAIL')) await shot('failure.png').catch(() => {});
    await browser.close();
    fs.rmSync(udd, { recursive: true, force: true });
  }
  const count = (r) => results.filter(([, x]) => x === r).length;
  fs.writeFileSync(path.join(OUT, 'results.json'), JSON.stringify(results, null, 2));
  console.log(`vscode: ${count('PASS')} passed, ${count('FAIL')} failed, ${count('SKIP')} skipped`);
  process.exit(count('FAIL') ? 1 : 0);
})();
