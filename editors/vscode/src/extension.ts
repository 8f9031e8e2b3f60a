// VS Code client for mesh-lsp: starts `mesh-lsp lsp` over stdio for MLIR files
// and passes the `meshLsp.*` settings to it.
//
// Settings reach the server twice: as `initializationOptions` when it starts,
// and as `workspace/didChangeConfiguration` ({ settings: { meshLsp: {...} } })
// whenever they change, after which the inlay hints are fetched again. `meshLsp.inlayHints.enabled` is also honoured here, so
// turning hints off hides them at once whatever the server does. Changing
// `meshLsp.serverPath` restarts the server.

import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as vscode from 'vscode';
import {
  DidChangeConfigurationNotification,
  InlayHintRequest,
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
  State,
} from 'vscode-languageclient/node';

const SECTION = 'meshLsp';

/** Scheme of the read-only "partitioned function" documents. */
const PARTITIONED_SCHEME = 'mesh-lsp-partitioned';

/** The texts of the partitioned-function documents opened so far, by URI. */
const partitionedTexts = new Map<string, string>();

/**
 * `mesh-lsp: Show partitioned function`: asks the server for the module as
 * the SPMD partitioner will run it (`meshLsp/partitionedFunction`) and opens
 * it beside the editor as a read-only virtual document, as rust-analyzer's
 * "Expand macro" does.
 */
async function showPartitionedFunction(partitioner: 'xla' | 'shardy' = 'xla'): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== 'mlir' || !client?.isRunning()) {
    return;
  }
  const result = await client.sendRequest<{ name: string; text: string } | null>(
    'meshLsp/partitionedFunction',
    {
      textDocument: { uri: editor.document.uri.toString() },
      position: client.code2ProtocolConverter.asPosition(editor.selection.active),
      partitioner,
    },
  );
  if (!result) {
    void vscode.window.showInformationMessage('mesh-lsp: the cursor is not in a function.');
    return;
  }
  const base = path.basename(editor.document.uri.path);
  const uri = vscode.Uri.from({
    scheme: PARTITIONED_SCHEME,
    path: `/${base} ${result.name} (${partitioner === 'shardy' ? 'Shardy explicit reshards' : 'partitioned'}).mlir`,
  });
  partitionedTexts.set(uri.toString(), result.text);
  partitionedChanged.fire(uri);
  const doc = await vscode.workspace.openTextDocument(uri);
  await vscode.languages.setTextDocumentLanguage(doc, 'mlir');
  await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preview: true });
}

const partitionedChanged = new vscode.EventEmitter<vscode.Uri>();

/** The settings the server receives, as in package.json. */
export interface MeshLspSettings {
  serverPath: string;
  hardware: string;
  backend: 'auto' | 'cpu' | 'gpu' | 'tpu';
  inlayHints: {
    enabled: boolean;
    notation: 'auto' | 'sdy' | 'shard' | 'gspmd';
    shapes: boolean;
    communication: boolean;
    openMarkers: boolean;
  };
  propagation: {
    traversal: 'backward-forward' | 'forward' | 'backward' | 'forward-backward';
  };
}

let client: LanguageClient | undefined;
let output: vscode.LogOutputChannel | undefined;

export function readSettings(): MeshLspSettings {
  const cfg = vscode.workspace.getConfiguration(SECTION);
  return {
    serverPath: cfg.get<string>('serverPath', ''),
    hardware: cfg.get<string>('hardware', 'tpu-v5e'),
    backend: cfg.get<MeshLspSettings['backend']>('backend', 'auto'),
    inlayHints: {
      enabled: cfg.get<boolean>('inlayHints.enabled', true),
      notation: cfg.get<MeshLspSettings['inlayHints']['notation']>('inlayHints.notation', 'auto'),
      shapes: cfg.get<boolean>('inlayHints.shapes', true),
      communication: cfg.get<boolean>('inlayHints.communication', true),
      openMarkers: cfg.get<boolean>('inlayHints.openMarkers', false),
    },
    propagation: {
      traversal: cfg.get<MeshLspSettings['propagation']['traversal']>(
        'propagation.traversal',
        'backward-forward',
      ),
    },
  };
}

/** Expands `~/` and `${workspaceFolder}` in a configured path. */
function expand(p: string): string {
  let out = p.trim();
  if (out.startsWith('~/')) {
    out = path.join(os.homedir(), out.slice(2));
  }
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  if (folder) {
    out = out.split('${workspaceFolder}').join(folder);
  }
  return out;
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) {
      continue;
    }
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

const EXECUTABLE = process.platform === 'win32' ? 'mesh-lsp.exe' : 'mesh-lsp';

/**
 * The server executable: the setting, then $MESH_LSP_PATH, then the one
 * bundled in a platform-specific .vsix (`<extension>/server/mesh-lsp`, see
 * scripts/package-vscode.sh), then PATH.
 */
export function resolveServer(settings: MeshLspSettings, extensionPath?: string): string | undefined {
  const configured = settings.serverPath ? expand(settings.serverPath) : process.env.MESH_LSP_PATH;
  if (configured) {
    return configured;
  }
  if (extensionPath) {
    const bundled = path.join(extensionPath, 'server', EXECUTABLE);
    if (fs.existsSync(bundled)) {
      try {
        fs.accessSync(bundled, fs.constants.X_OK);
      } catch {
        // An unzip that dropped the mode bits.
        try {
          fs.chmodSync(bundled, 0o755);
        } catch {
          // left to the start error below
        }
      }
      return bundled;
    }
  }
  return onPath(EXECUTABLE);
}

async function startClient(context: vscode.ExtensionContext): Promise<void> {
  const settings = readSettings();
  const command = resolveServer(settings, context.extensionPath);
  if (!command) {
    void vscode.window.showErrorMessage(
      'mesh-lsp: the server was not found. Install the .vsix for your platform (it has the server inside), set "meshLsp.serverPath" to the mesh-lsp executable, or put mesh-lsp on PATH.',
    );
    return;
  }
  if (!fs.existsSync(command)) {
    void vscode.window.showErrorMessage(`mesh-lsp: "${command}" does not exist (setting meshLsp.serverPath).`);
    return;
  }
  output ??= vscode.window.createOutputChannel('mesh-lsp', { log: true });
  // stdio. No `transport` on purpose: TransportKind.stdio would append a
  // `--stdio` argument, which `mesh-lsp lsp` does not take.
  const serverOptions: ServerOptions = {
    run: { command, args: ['lsp'] },
    debug: { command, args: ['lsp'] },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'mlir' },
      { scheme: 'untitled', language: 'mlir' },
    ],
    outputChannel: output,
    initializationOptions: settings,
    middleware: {
      provideInlayHints: (document, range, token, next) =>
        readSettings().inlayHints.enabled ? next(document, range, token) : [],
    },
  };
  client = new LanguageClient('meshLsp', 'mesh-lsp', serverOptions, clientOptions);
  client.onDidChangeState((e) => {
    if (e.newState === State.Stopped) {
      output?.info('the server stopped');
    }
  });
  output.info(`starting ${command} lsp`);
  try {
    await client.start();
  } catch (e) {
    output.error(`the server did not start: ${e}`);
    void vscode.window.showErrorMessage(`mesh-lsp: the server did not start (${command}): ${e}`);
  }
}

/** Asks VS Code to fetch the inlay hints of the visible MLIR editors again. */
function refreshInlayHints(): void {
  if (!client || !client.isRunning()) {
    return;
  }
  const feature = client.getFeature(InlayHintRequest.method);
  for (const editor of vscode.window.visibleTextEditors) {
    if (editor.document.languageId === 'mlir') {
      feature.getProvider(editor.document)?.onDidChangeInlayHints.fire();
    }
  }
}

async function stopClient(): Promise<void> {
  const running = client;
  client = undefined;
  if (running) {
    await running.stop();
  }
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  context.subscriptions.push(
    vscode.commands.registerCommand('meshLsp.restartServer', async () => {
      await stopClient();
      await startClient(context);
    }),
    vscode.commands.registerCommand('meshLsp.showOutput', () => output?.show(true)),
    vscode.commands.registerCommand('meshLsp.showPartitionedFunction', () => showPartitionedFunction('xla')),
    vscode.commands.registerCommand('meshLsp.showShardyExplicitReshards', () =>
      showPartitionedFunction('shardy'),
    ),
    vscode.workspace.registerTextDocumentContentProvider(PARTITIONED_SCHEME, {
      onDidChange: partitionedChanged.event,
      provideTextDocumentContent: (uri) => partitionedTexts.get(uri.toString()) ?? '',
    }),
    vscode.workspace.onDidChangeConfiguration(async (e) => {
      if (e.affectsConfiguration(`${SECTION}.serverPath`)) {
        await stopClient();
        await startClient(context);
      } else if (e.affectsConfiguration(SECTION) && client?.isRunning()) {
        // Settings first, then the hints again: the server reads the
        // notification before the inlay hint requests that follow it.
        await client.sendNotification(DidChangeConfigurationNotification.type, {
          settings: { [SECTION]: readSettings() },
        });
        refreshInlayHints();
      }
    }),
  );
  await startClient(context);
}

export function deactivate(): Thenable<void> | undefined {
  return stopClient();
}
