// Tokenizes MLIR with the extension's TextMate grammar (vscode-textmate, the
// engine VS Code uses) and checks the scopes of the tokens that matter.
// Run: npm test
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const vsctm = require('vscode-textmate');
const oniguruma = require('vscode-oniguruma');

const ROOT = path.join(__dirname, '..');
const EXAMPLES = path.join(ROOT, '..', '..', 'examples');

async function loadGrammar() {
  const wasm = fs.readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new vsctm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scopeName) => {
      if (scopeName !== 'source.mlir') return null;
      const file = path.join(ROOT, 'syntaxes', 'mlir.tmLanguage.json');
      return vsctm.parseRawGrammar(fs.readFileSync(file, 'utf8'), file);
    },
  });
  return registry.loadGrammar('source.mlir');
}

/** Tokens of `lines` as [{text, scopes}]. */
function tokenize(grammar, text) {
  let state = vsctm.INITIAL;
  const out = [];
  for (const line of text.split('\n')) {
    const r = grammar.tokenizeLine(line, state);
    for (const t of r.tokens) out.push({ text: line.slice(t.startIndex, t.endIndex), scopes: t.scopes });
    state = r.ruleStack;
  }
  return out;
}

/** The innermost scope of the first token whose text is `text`. */
function scopeOf(tokens, text) {
  const t = tokens.find((t) => t.text === text);
  assert.ok(t, `no token ${JSON.stringify(text)} in ${JSON.stringify(tokens.map((t) => t.text))}`);
  return t.scopes;
}

let grammar;
test.before(async () => { grammar = await loadGrammar(); });

test('comments, SSA values, symbols, types', () => {
  const toks = tokenize(grammar, [
    '// a comment with %x and @y',
    'func.func @main(%arg0: tensor<16x512xf32>) -> tensor<16x512xf32> {',
    '  %0 = stablehlo.add %arg0, %arg0 : tensor<16x512xf32>',
    '  return %0 : tensor<16x512xf32>',
    '}',
  ].join('\n'));
  assert.deepStrictEqual(scopeOf(toks, '// a comment with %x and @y'), ['source.mlir', 'comment.line.double-slash.mlir']);
  assert.ok(scopeOf(toks, '@main').includes('entity.name.function.symbol.mlir'));
  assert.ok(scopeOf(toks, '%arg0').includes('variable.other.ssa.mlir'));
  assert.ok(scopeOf(toks, '%0').includes('variable.other.ssa.mlir'));
  assert.ok(scopeOf(toks, 'tensor').includes('storage.type.builtin.mlir'));
  assert.ok(scopeOf(toks, 'f32').includes('storage.type.builtin.mlir'));
  assert.ok(scopeOf(toks, 'stablehlo.add').includes('entity.name.function.operation.mlir'));
  assert.ok(scopeOf(toks, 'func.func').includes('keyword.control.mlir'));
});

test('Shardy: mesh op, sharding attribute, axis names', () => {
  const toks = tokenize(grammar, [
    'sdy.mesh @mesh = <["data"=2, "model"=4]>',
    'func.func @f(%x: tensor<16x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {',
    '  %1 = sdy.sharding_constraint %x <@mesh, [{"data", ?}, {"model"}p1]> : tensor<16x512xf32>',
  ].join('\n'));
  assert.ok(scopeOf(toks, 'sdy.mesh').includes('keyword.other.sharding.mlir'));
  assert.ok(scopeOf(toks, 'sdy.sharding').includes('entity.other.attribute-name.sharding.mlir'));
  assert.ok(scopeOf(toks, '#sdy.sharding').includes('support.type.sharding.mlir'));
  const data = toks.filter((t) => t.text === '"data"');
  assert.ok(data.some((t) => t.scopes.includes('variable.other.axis.mlir')), 'axis name inside #sdy.sharding');
  assert.ok(data.every((t) => !t.scopes.includes('comment.line.double-slash.mlir')));
  assert.ok(scopeOf(toks, 'sdy.sharding_constraint').includes('keyword.other.sharding.mlir'));
  assert.ok(scopeOf(toks, 'p1').includes('constant.numeric.priority.mlir'));
});

test('shard dialect and GSPMD strings', () => {
  const toks = tokenize(grammar, [
    'shard.grid @grid(shape = 2x4)',
    '%s = shard.sharding @grid split_axes = [[0], []] : !shard.sharding',
    '%a: tensor<16x512xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}',
  ].join('\n'));
  assert.ok(scopeOf(toks, 'shard.grid').includes('keyword.other.sharding.mlir'));
  assert.ok(scopeOf(toks, 'shard.sharding').includes('keyword.other.sharding.mlir'));
  assert.ok(scopeOf(toks, 'split_axes').some((s) => s.startsWith('entity.other.attribute-name.sharding') || s === 'keyword.control.mlir'));
  assert.ok(scopeOf(toks, '!shard.sharding').includes('storage.type.dialect.mlir'));
  assert.ok(scopeOf(toks, 'mhlo.sharding').includes('entity.other.attribute-name.sharding.mlir'));
  assert.ok(scopeOf(toks, 'devices').includes('keyword.other.sharding.gspmd.mlir'));
  assert.ok(scopeOf(toks, 'last_tile_dim_replicate').includes('keyword.other.sharding.gspmd.mlir'));
  assert.ok(scopeOf(toks, '<=').includes('keyword.operator.gspmd.mlir'));
});

test('every example tokenizes and the grammar state closes at the end of each file', () => {
  for (const name of fs.readdirSync(EXAMPLES).filter((n) => n.endsWith('.mlir'))) {
    const text = fs.readFileSync(path.join(EXAMPLES, name), 'utf8');
    let state = vsctm.INITIAL;
    for (const line of text.split('\n')) state = grammar.tokenizeLine(line, state).ruleStack;
    // Every begin/end rule is line-bounded or closed: nothing is left open.
    assert.strictEqual(state.depth, 1, `${name}: a begin/end rule is still open at the end of the file`);
  }
});
