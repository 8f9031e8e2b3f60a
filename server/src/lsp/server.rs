//! The tower-lsp-server backend.
//!
//! Ordering. tower-lsp-server runs up to four handlers concurrently, but it
//! starts (first polls) them in the order the messages arrived. Every handler
//! here does its document work synchronously, under the documents mutex,
//! before its first `.await` — so a `didChange` is applied before any later
//! request on that document is answered, and a request sent before it sees
//! the text it was computed for. Nothing awaits a client request; diagnostics
//! are published from spawned tasks, computed on the blocking pool from a
//! snapshot of the document (clones share the tree and the functions' IR).
//!
//! Diagnostics. When the client supports pull diagnostics
//! (`textDocument.diagnostic`), they are served by `textDocument/diagnostic`
//! only; otherwise they are pushed with `textDocument/publishDiagnostics`,
//! carrying the document version, after every change, debounced per document
//! (a new change cancels the pending publish).

use super::convert;
use crate::analysis::{document_analysis, ContentChange, Document};
use crate::assist::{actions, hints, hover};
use crate::check;
use crate::diagnostic::Diagnostic;
use crate::features::{
    completion, folding, navigation, rename, selection, semantic_tokens, symbols,
};
use crate::pipeline::FileAnalysis;
use crate::text::PositionEncoding;
use std::collections::HashMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tower_lsp_server::gen_lsp_types as lsp;
use tower_lsp_server::jsonrpc::{Error, ErrorCode, Result};
use tower_lsp_server::{Client, ClientSocket, LanguageServer, LspService, Server};

/// Server settings that are not negotiated with the client.
#[derive(Clone, Debug)]
pub struct ServerOptions {
    /// How long after the last change diagnostics are published.
    pub debounce: Duration,
}

impl Default for ServerOptions {
    fn default() -> Self {
        ServerOptions {
            debounce: Duration::from_millis(75),
        }
    }
}

/// What `initialize` settled.
#[derive(Clone, Copy, Debug)]
struct Negotiated {
    encoding: PositionEncoding,
    pull_diagnostics: bool,
    hierarchical_symbols: bool,
    /// The client accepts `workspace/inlayHint/refresh`.
    inlay_hint_refresh: bool,
}

impl Default for Negotiated {
    fn default() -> Self {
        Negotiated {
            encoding: PositionEncoding::Utf16,
            pull_diagnostics: false,
            hierarchical_symbols: false,
            inlay_hint_refresh: false,
        }
    }
}

/// An open document and its diagnostics, computed at most once per revision.
struct Entry {
    document: Document,
    /// Bumped on every change; the result id of pull diagnostics.
    revision: u64,
    diagnostics: Option<(u64, Arc<Vec<Diagnostic>>)>,
    /// Encoded full semantic tokens of a revision (editors ask again when a
    /// document is shown again).
    semantic_tokens: Option<(u64, Arc<Vec<lsp::SemanticToken>>)>,
    /// The sharding analysis (annotations, propagation) of a revision.
    analysis: Option<(u64, Arc<FileAnalysis>)>,
}

impl Entry {
    fn diagnostics(&mut self) -> Arc<Vec<Diagnostic>> {
        match &self.diagnostics {
            Some((revision, d)) if *revision == self.revision => d.clone(),
            _ => {
                let analysis = self.analysis();
                let d = Arc::new(check::diagnostics_of(&analysis, self.document.text()));
                self.diagnostics = Some((self.revision, d.clone()));
                d
            }
        }
    }

    fn analysis(&mut self) -> Arc<FileAnalysis> {
        match &self.analysis {
            Some((revision, a)) if *revision == self.revision => a.clone(),
            _ => {
                let previous = self.analysis.take().map(|(_, a)| a);
                let a = Arc::new(document_analysis(&self.document, previous.as_deref()));
                self.analysis = Some((self.revision, a.clone()));
                a
            }
        }
    }
}

#[derive(Default)]
struct State {
    documents: Mutex<HashMap<lsp::Uri, Entry>>,
    negotiated: Mutex<Negotiated>,
    /// Pending debounced publishes, per document.
    pending: Mutex<HashMap<lsp::Uri, tokio::task::AbortHandle>>,
    next_revision: Mutex<u64>,
    /// Inlay hint settings (initializationOptions / didChangeConfiguration).
    hint_options: Mutex<hints::HintOptions>,
}

/// Locks a mutex, recovering the data if a panicking handler poisoned it.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl State {
    fn negotiated(&self) -> Negotiated {
        *lock(&self.negotiated)
    }

    fn revision(&self) -> u64 {
        let mut next = lock(&self.next_revision);
        *next += 1;
        *next
    }
}

/// Runs a feature, turning a panic into an internal error response.
fn guarded<T>(what: &str, f: impl FnOnce() -> T) -> Result<T> {
    catch_unwind(AssertUnwindSafe(f)).map_err(|_| {
        let mut error = Error::internal_error();
        error.message = format!("internal error while computing {what}").into();
        error
    })
}

/// `RequestFailed` (-32803): a well-formed request that cannot be carried out.
fn request_failed(message: String) -> Error {
    Error {
        code: ErrorCode::ServerError(-32803),
        message: message.into(),
        data: None,
    }
}

pub struct Backend {
    client: Client,
    options: ServerOptions,
    state: Arc<State>,
}

impl std::fmt::Debug for Backend {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Backend")
            .field("options", &self.options)
            .finish_non_exhaustive()
    }
}

/// The service and the client socket, to be served over any transport.
pub fn service(options: ServerOptions) -> (LspService<Backend>, ClientSocket) {
    LspService::new(move |client| Backend {
        client,
        options,
        state: Arc::new(State::default()),
    })
}

/// Serves the language server over `input`/`output` until `exit`.
pub async fn serve<I, O>(input: I, output: O, options: ServerOptions)
where
    I: tokio::io::AsyncRead + Unpin,
    O: tokio::io::AsyncWrite,
{
    let (service, socket) = service(options);
    Server::new(input, output, socket).serve(service).await;
}

/// Runs the language server on stdin/stdout until the client sends `exit`.
pub async fn run_stdio() {
    serve(
        tokio::io::stdin(),
        tokio::io::stdout(),
        ServerOptions::default(),
    )
    .await;
}

/// [`run_stdio`] on a new tokio runtime, for a synchronous `main`.
pub fn run_stdio_blocking() -> std::io::Result<()> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?
        .block_on(run_stdio());
    Ok(())
}
/// A document's position parameters resolved to a byte offset.
macro_rules! with_document {
    ($self:ident, $uri:expr, $default:expr, |$doc:ident, $enc:ident| $body:expr) => {{
        let encoding = $self.state.negotiated().encoding;
        let documents = lock(&$self.state.documents);
        match documents.get($uri) {
            None => Ok($default),
            Some(entry) => {
                let $doc = &entry.document;
                let $enc = encoding;
                $body
            }
        }
    }};
}

impl Backend {
    /// Publishes the diagnostics of `uri` after the debounce delay, unless a
    /// newer change reschedules first.
    fn schedule_diagnostics(&self, uri: lsp::Uri) {
        if self.state.negotiated().pull_diagnostics {
            return;
        }
        let state = self.state.clone();
        let client = self.client.clone();
        let delay = self.options.debounce;
        let key = uri.clone();
        let task = tokio::spawn(async move {
            tokio::time::sleep(delay).await;
            // Compute on the blocking pool from a snapshot, so the documents
            // stay unlocked (and requests answered) meanwhile.
            let snapshot = {
                let documents = lock(&state.documents);
                let Some(entry) = documents.get(&uri) else {
                    return;
                };
                match &entry.diagnostics {
                    Some((revision, _)) if *revision == entry.revision => None,
                    _ => Some((
                        entry.revision,
                        entry.document.clone(),
                        entry.analysis.as_ref().map(|(_, a)| a.clone()),
                    )),
                }
            };
            if let Some((revision, document, previous)) = snapshot {
                let computed = tokio::task::spawn_blocking(move || {
                    guarded("diagnostics", || {
                        let analysis = document_analysis(&document, previous.as_deref());
                        let diagnostics = check::diagnostics_of(&analysis, document.text());
                        (Arc::new(analysis), diagnostics)
                    })
                })
                .await;
                let Ok(Ok((analysis, diagnostics))) = computed else {
                    return;
                };
                let mut documents = lock(&state.documents);
                let Some(entry) = documents.get_mut(&uri) else {
                    return;
                };
                if entry.revision != revision {
                    // A newer change scheduled its own publish.
                    return;
                }
                entry.diagnostics = Some((revision, Arc::new(diagnostics)));
                entry.analysis = Some((revision, analysis));
            }
            let Some((version, diagnostics)) = published_diagnostics(&state, &uri) else {
                return;
            };
            {
                let mut pending = lock(&state.pending);
                if pending.get(&uri).map(|h| h.id()) == Some(tokio::task::id()) {
                    pending.remove(&uri);
                }
            }
            client
                .publish_diagnostics(uri, diagnostics, Some(version))
                .await;
        });
        if let Some(previous) = lock(&self.state.pending).insert(key, task.abort_handle()) {
            previous.abort();
        }
    }

    fn cancel_diagnostics(&self, uri: &lsp::Uri) {
        if let Some(pending) = lock(&self.state.pending).remove(uri) {
            pending.abort();
        }
    }
}

/// The protocol diagnostics of an open document and its version.
fn published_diagnostics(state: &State, uri: &lsp::Uri) -> Option<(i32, Vec<lsp::Diagnostic>)> {
    let encoding = state.negotiated().encoding;
    let mut documents = lock(&state.documents);
    let entry = documents.get_mut(uri)?;
    let result = guarded("diagnostics", || {
        let diagnostics = entry.diagnostics();
        diagnostics
            .iter()
            .map(|d| convert::diagnostic(&entry.document, uri, d, encoding))
            .collect::<Vec<_>>()
    });
    Some((entry.document.version(), result.unwrap_or_default()))
}

/// Reads `{"inlayHints": {"enabled", "notation", "shapes"}}`, also nested
/// under `meshLsp` (the shape VS Code and Neovim send settings in).
fn apply_settings(state: &State, settings: &serde_json::Value) {
    let settings = settings.get("meshLsp").unwrap_or(settings);
    let Some(hints_settings) = settings.get("inlayHints") else {
        return;
    };
    let mut options = lock(&state.hint_options);
    if let Some(enabled) = hints_settings.get("enabled").and_then(|v| v.as_bool()) {
        options.enabled = enabled;
    }
    if let Some(shapes) = hints_settings.get("shapes").and_then(|v| v.as_bool()) {
        options.shapes = shapes;
    }
    if let Some(notation) = hints_settings.get("notation").and_then(|v| v.as_str()) {
        use crate::sharding::model::Notation;
        options.notation = match notation {
            "sdy" => Some(Notation::Sdy),
            "gspmd" => Some(Notation::Gspmd),
            "shard" => Some(Notation::ShardDialect),
            "mesh" => Some(Notation::MeshDialect),
            _ => None,
        };
    }
}

fn content_change(change: lsp::TextDocumentContentChangeEvent) -> ContentChange {
    match change {
        lsp::TextDocumentContentChangeEvent::TextDocumentContentChangePartial(partial) => {
            ContentChange {
                range: Some((
                    convert::line_col(partial.range.start),
                    convert::line_col(partial.range.end),
                )),
                text: partial.text,
            }
        }
        lsp::TextDocumentContentChangeEvent::TextDocumentContentChangeWholeDocument(whole) => {
            ContentChange {
                range: None,
                text: whole.text,
            }
        }
    }
}

impl LanguageServer for Backend {
    async fn initialize(&self, params: lsp::InitializeParams) -> Result<lsp::InitializeResult> {
        let capabilities = &params.capabilities;
        let encoding = convert::negotiate_encoding(
            capabilities
                .general
                .as_ref()
                .and_then(|g| g.position_encodings.as_deref()),
        );
        let text_document = capabilities.text_document.as_ref();
        let pull_diagnostics = text_document.is_some_and(|t| t.diagnostic.is_some());
        let hierarchical_symbols = text_document
            .and_then(|t| t.document_symbol.as_ref())
            .and_then(|s| s.hierarchical_document_symbol_support)
            .unwrap_or(false);
        if let Some(options) = params.initialization_options.as_ref() {
            apply_settings(&self.state, options);
        }
        let inlay_hint_refresh = capabilities
            .workspace
            .as_ref()
            .and_then(|w| w.inlay_hint.as_ref())
            .and_then(|h| h.refresh_support)
            .unwrap_or(false);
        *lock(&self.state.negotiated) = Negotiated {
            encoding,
            pull_diagnostics,
            hierarchical_symbols,
            inlay_hint_refresh,
        };

        let legend = lsp::SemanticTokensLegend {
            token_types: semantic_tokens::TokenType::ALL
                .iter()
                .map(|t| t.name().to_string())
                .collect(),
            token_modifiers: semantic_tokens::MODIFIERS
                .iter()
                .map(|m| m.to_string())
                .collect(),
        };
        let server_capabilities = lsp::ServerCapabilities {
            position_encoding: Some(convert::encoding_kind(encoding)),
            text_document_sync: Some(
                lsp::TextDocumentSyncOptions {
                    open_close: Some(true),
                    change: Some(lsp::TextDocumentSyncKind::Incremental),
                    ..Default::default()
                }
                .into(),
            ),
            definition_provider: Some(true.into()),
            hover_provider: Some(true.into()),
            inlay_hint_provider: Some(true.into()),
            code_action_provider: Some(
                lsp::CodeActionOptions {
                    code_action_kinds: Some(vec![
                        lsp::CodeActionKind::QuickFix,
                        lsp::CodeActionKind::RefactorRewrite,
                    ]),
                    ..Default::default()
                }
                .into(),
            ),
            references_provider: Some(true.into()),
            document_symbol_provider: Some(true.into()),
            workspace_symbol_provider: Some(true.into()),
            rename_provider: Some(
                lsp::RenameOptions {
                    prepare_provider: Some(true),
                    ..Default::default()
                }
                .into(),
            ),
            folding_range_provider: Some(true.into()),
            selection_range_provider: Some(true.into()),
            semantic_tokens_provider: Some(
                lsp::SemanticTokensOptions {
                    legend,
                    full: Some(lsp::Full::Bool(true)),
                    range: Some(lsp::SemanticTokensOptionsRange::Bool(true)),
                    ..Default::default()
                }
                .into(),
            ),
            completion_provider: Some(lsp::CompletionOptions {
                trigger_characters: Some(
                    ["@", "\"", "{", "."]
                        .iter()
                        .map(|c| c.to_string())
                        .collect(),
                ),
                ..Default::default()
            }),
            diagnostic_provider: pull_diagnostics.then(|| {
                lsp::DiagnosticOptions {
                    identifier: Some("mesh-lsp".to_string()),
                    inter_file_dependencies: false,
                    workspace_diagnostics: false,
                    ..Default::default()
                }
                .into()
            }),
            ..Default::default()
        };
        Ok(lsp::InitializeResult {
            capabilities: server_capabilities,
            server_info: Some(lsp::ServerInfo {
                name: "mesh-lsp".to_string(),
                version: Some(env!("CARGO_PKG_VERSION").to_string()),
            }),
        })
    }

    async fn shutdown(&self) -> Result<()> {
        for (_, pending) in lock(&self.state.pending).drain() {
            pending.abort();
        }
        Ok(())
    }

    async fn did_open(&self, params: lsp::DidOpenTextDocumentParams) {
        let item = params.text_document;
        let revision = self.state.revision();
        let opened = guarded("didOpen", || {
            Document::with_version(item.text, item.version)
        });
        let Ok(document) = opened else { return };
        lock(&self.state.documents).insert(
            item.uri.clone(),
            Entry {
                document,
                revision,
                diagnostics: None,
                semantic_tokens: None,
                analysis: None,
            },
        );
        self.schedule_diagnostics(item.uri);
    }

    async fn did_change(&self, params: lsp::DidChangeTextDocumentParams) {
        let uri = params.text_document.text_document_identifier.uri;
        let version = params.text_document.version;
        let changes: Vec<ContentChange> = params
            .content_changes
            .into_iter()
            .map(content_change)
            .collect();
        let encoding = self.state.negotiated().encoding;
        let revision = self.state.revision();
        {
            let mut documents = lock(&self.state.documents);
            let Some(entry) = documents.get_mut(&uri) else {
                return;
            };
            let applied = guarded("didChange", || {
                entry.document.apply_changes(&changes, encoding)
            });
            if applied.is_err() {
                // Start over from the text, which is always patched first.
                let text = entry.document.text().to_string();
                entry.document = Document::new(text);
            }
            entry.document.set_version(version);
            entry.revision = revision;
        }
        self.schedule_diagnostics(uri);
    }

    async fn did_close(&self, params: lsp::DidCloseTextDocumentParams) {
        let uri = params.text_document.uri;
        lock(&self.state.documents).remove(&uri);
        self.cancel_diagnostics(&uri);
        if !self.state.negotiated().pull_diagnostics {
            let client = self.client.clone();
            tokio::spawn(async move { client.publish_diagnostics(uri, Vec::new(), None).await });
        }
    }

    async fn diagnostic(
        &self,
        params: lsp::DocumentDiagnosticParams,
    ) -> Result<lsp::DocumentDiagnosticReport> {
        let uri = params.text_document.uri;
        let encoding = self.state.negotiated().encoding;
        let mut documents = lock(&self.state.documents);
        let Some(entry) = documents.get_mut(&uri) else {
            return Ok(lsp::RelatedFullDocumentDiagnosticReport::default().into());
        };
        let result_id = entry.revision.to_string();
        if params.previous_result_id.as_deref() == Some(result_id.as_str()) {
            return Ok(lsp::RelatedUnchangedDocumentDiagnosticReport {
                related_documents: None,
                unchanged_document_diagnostic_report: lsp::UnchangedDocumentDiagnosticReport {
                    result_id,
                },
            }
            .into());
        }
        let items = guarded("diagnostics", || {
            let diagnostics = entry.diagnostics();
            diagnostics
                .iter()
                .map(|d| convert::diagnostic(&entry.document, &uri, d, encoding))
                .collect::<Vec<_>>()
        })?;
        Ok(lsp::RelatedFullDocumentDiagnosticReport {
            related_documents: None,
            full_document_diagnostic_report: lsp::FullDocumentDiagnosticReport {
                result_id: Some(result_id),
                items,
            },
        }
        .into())
    }

    async fn goto_definition(
        &self,
        params: lsp::DefinitionParams,
    ) -> Result<Option<lsp::DefinitionResponse>> {
        let p = params.text_document_position_params;
        let uri = p.text_document.uri;
        with_document!(self, &uri, None, |doc, enc| {
            let offset = convert::offset(doc, p.position, enc);
            let ranges = guarded("definition", || navigation::definition(doc, offset))?;
            let locations: Vec<lsp::Location> = ranges
                .into_iter()
                .map(|r| convert::location(doc, &uri, r, enc))
                .collect();
            Ok((!locations.is_empty()).then(|| lsp::Definition::LocationList(locations).into()))
        })
    }

    async fn references(&self, params: lsp::ReferenceParams) -> Result<Option<Vec<lsp::Location>>> {
        let p = params.text_document_position_params;
        let uri = p.text_document.uri;
        let include_declaration = params.context.include_declaration;
        with_document!(self, &uri, None, |doc, enc| {
            let offset = convert::offset(doc, p.position, enc);
            let ranges = guarded("references", || {
                navigation::references(doc, offset, include_declaration)
            })?;
            Ok(Some(
                ranges
                    .into_iter()
                    .map(|r| convert::location(doc, &uri, r, enc))
                    .collect(),
            ))
        })
    }

    async fn document_symbol(
        &self,
        params: lsp::DocumentSymbolParams,
    ) -> Result<Option<lsp::DocumentSymbolResponse>> {
        let uri = params.text_document.uri;
        let hierarchical = self.state.negotiated().hierarchical_symbols;
        with_document!(self, &uri, None, |doc, enc| {
            let outline = guarded("document symbols", || symbols::document_symbols(doc))?;
            if hierarchical {
                let symbols: Vec<lsp::DocumentSymbol> = outline
                    .iter()
                    .map(|s| convert::document_symbol(doc, s, enc))
                    .collect();
                Ok(Some(symbols.into()))
            } else {
                let mut flat = Vec::new();
                convert::symbol_information(doc, &uri, &outline, None, enc, &mut flat);
                Ok(Some(flat.into()))
            }
        })
    }

    async fn symbol(
        &self,
        params: lsp::WorkspaceSymbolParams,
    ) -> Result<Option<lsp::WorkspaceSymbolResponse>> {
        let encoding = self.state.negotiated().encoding;
        let documents = lock(&self.state.documents);
        let mut uris: Vec<&lsp::Uri> = documents.keys().collect();
        uris.sort_by(|a, b| a.as_ref().cmp(b.as_ref()));
        let mut out = Vec::new();
        for uri in uris {
            let doc = &documents[uri].document;
            let found = guarded("workspace symbols", || {
                symbols::workspace_symbols(doc, &params.query)
            })?;
            out.extend(found.into_iter().map(|s| lsp::WorkspaceSymbol {
                location: convert::location(doc, uri, s.range, encoding).into(),
                data: None,
                base_symbol_information: lsp::BaseSymbolInformation {
                    name: s.name,
                    kind: convert::symbol_kind(s.kind),
                    container_name: s.container,
                    tags: None,
                },
            }));
        }
        Ok(Some(out.into()))
    }

    async fn prepare_rename(
        &self,
        params: lsp::TextDocumentPositionParams,
    ) -> Result<Option<lsp::PrepareRenameResult>> {
        let uri = params.text_document.uri;
        with_document!(self, &uri, None, |doc, enc| {
            let offset = convert::offset(doc, params.position, enc);
            match guarded("prepare rename", || rename::prepare_rename(doc, offset))? {
                Ok(range) => Ok(Some(convert::range(doc, range, enc).into())),
                Err(error) => Err(request_failed(error.0)),
            }
        })
    }

    async fn rename(&self, params: lsp::RenameParams) -> Result<Option<lsp::WorkspaceEdit>> {
        let p = params.text_document_position_params;
        let uri = p.text_document.uri;
        with_document!(self, &uri, None, |doc, enc| {
            let offset = convert::offset(doc, p.position, enc);
            match guarded("rename", || rename::rename(doc, offset, &params.new_name))? {
                Ok(edits) => {
                    let edits: Vec<lsp::TextEdit> = edits
                        .into_iter()
                        .map(|e| lsp::TextEdit {
                            range: convert::range(doc, e.range, enc),
                            new_text: e.new_text,
                        })
                        .collect();
                    Ok(Some(lsp::WorkspaceEdit {
                        changes: Some(HashMap::from([(uri.clone(), edits)])),
                        ..Default::default()
                    }))
                }
                Err(error) => Err(request_failed(error.0)),
            }
        })
    }

    async fn did_change_configuration(&self, params: lsp::DidChangeConfigurationParams) {
        apply_settings(&self.state, &params.settings);
        if self.state.negotiated().inlay_hint_refresh {
            // Ask the client to re-request hints; never wait on it unbounded.
            let client = self.client.clone();
            tokio::spawn(async move {
                let _ =
                    tokio::time::timeout(Duration::from_secs(5), client.inlay_hint_refresh()).await;
            });
        }
    }

    async fn hover(&self, params: lsp::HoverParams) -> Result<Option<lsp::Hover>> {
        let p = params.text_document_position_params;
        let encoding = self.state.negotiated().encoding;
        let mut documents = lock(&self.state.documents);
        let Some(entry) = documents.get_mut(&p.text_document.uri) else {
            return Ok(None);
        };
        let offset = convert::offset(&entry.document, p.position, encoding);
        let analysis = guarded("hover", || entry.analysis())?;
        let doc = &entry.document;
        let info = guarded("hover", || hover::hover(&analysis, doc.text(), offset))?;
        Ok(info.map(|h| lsp::Hover {
            contents: lsp::MarkupContent {
                kind: lsp::MarkupKind::Markdown,
                value: h.markdown,
            }
            .into(),
            range: Some(convert::range(doc, h.range, encoding)),
        }))
    }

    async fn inlay_hint(
        &self,
        params: lsp::InlayHintParams,
    ) -> Result<Option<Vec<lsp::InlayHint>>> {
        let encoding = self.state.negotiated().encoding;
        let options = lock(&self.state.hint_options).clone();
        let mut documents = lock(&self.state.documents);
        let Some(entry) = documents.get_mut(&params.text_document.uri) else {
            return Ok(None);
        };
        let start = convert::offset(&entry.document, params.range.start, encoding);
        let end = convert::offset(&entry.document, params.range.end, encoding);
        let analysis = guarded("inlay hints", || entry.analysis())?;
        let doc = &entry.document;
        let range = crate::text::TextRange::new(start.min(end), end.max(start));
        let found = guarded("inlay hints", || {
            hints::inlay_hints(&analysis, doc.text(), range, &options)
        })?;
        Ok(Some(
            found
                .into_iter()
                .map(|h| lsp::InlayHint {
                    position: convert::position(doc, h.offset, encoding),
                    label: h.label.into(),
                    kind: Some(lsp::InlayHintKind::Type),
                    text_edits: None,
                    tooltip: (!h.tooltip.is_empty()).then(|| h.tooltip.into()),
                    padding_left: Some(false),
                    padding_right: Some(true),
                    data: None,
                })
                .collect(),
        ))
    }

    async fn code_action(
        &self,
        params: lsp::CodeActionParams,
    ) -> Result<Option<Vec<lsp::CodeActionResponse>>> {
        let encoding = self.state.negotiated().encoding;
        let uri = params.text_document.uri;
        let mut documents = lock(&self.state.documents);
        let Some(entry) = documents.get_mut(&uri) else {
            return Ok(None);
        };
        let start = convert::offset(&entry.document, params.range.start, encoding);
        let end = convert::offset(&entry.document, params.range.end, encoding);
        let analysis = guarded("code actions", || entry.analysis())?;
        let doc = &entry.document;
        let range = crate::text::TextRange::new(start.min(end), end.max(start));
        let found = guarded("code actions", || {
            actions::code_actions(&analysis, doc.text(), range)
        })?;
        Ok(Some(
            found
                .into_iter()
                .map(|a| {
                    let edits: Vec<lsp::TextEdit> = a
                        .edits
                        .iter()
                        .map(|e| lsp::TextEdit {
                            range: convert::range(doc, e.range, encoding),
                            new_text: e.text.clone(),
                        })
                        .collect();
                    let diagnostics: Vec<lsp::Diagnostic> = params
                        .context
                        .diagnostics
                        .iter()
                        .filter(|d| {
                            a.fixes.is_some_and(
                                |code| matches!(&d.code, Some(lsp::Code::String(c)) if c == code),
                            )
                        })
                        .cloned()
                        .collect();
                    lsp::CodeActionResponse::CodeAction(lsp::CodeAction {
                        title: a.title,
                        kind: Some(match a.kind {
                            actions::ActionKind::QuickFix => lsp::CodeActionKind::QuickFix,
                            actions::ActionKind::Rewrite => lsp::CodeActionKind::RefactorRewrite,
                        }),
                        diagnostics: (!diagnostics.is_empty()).then_some(diagnostics),
                        is_preferred: Some(a.fixes.is_some()),
                        edit: Some(lsp::WorkspaceEdit {
                            changes: Some(HashMap::from([(uri.clone(), edits)])),
                            ..Default::default()
                        }),
                        ..Default::default()
                    })
                })
                .collect(),
        ))
    }

    async fn folding_range(
        &self,
        params: lsp::FoldingRangeParams,
    ) -> Result<Option<Vec<lsp::FoldingRange>>> {
        let uri = params.text_document.uri;
        with_document!(self, &uri, None, |doc, _enc| {
            let folds = guarded("folding ranges", || folding::folding_ranges(doc))?;
            // Clients fold by line: keep one fold per start line, the
            // largest (folds come largest first for equal starts).
            let mut ranges: Vec<lsp::FoldingRange> = Vec::new();
            for range in folds.iter().filter_map(|f| convert::folding_range(doc, f)) {
                if ranges
                    .last()
                    .is_none_or(|last| last.start_line != range.start_line)
                {
                    ranges.push(range);
                }
            }
            Ok(Some(ranges))
        })
    }

    async fn selection_range(
        &self,
        params: lsp::SelectionRangeParams,
    ) -> Result<Option<Vec<lsp::SelectionRange>>> {
        let uri = params.text_document.uri;
        with_document!(self, &uri, None, |doc, enc| {
            let mut out = Vec::new();
            for position in &params.positions {
                let offset = convert::offset(doc, *position, enc);
                let ranges = guarded("selection ranges", || {
                    selection::selection_ranges(doc, offset)
                })?;
                // Build the chain from the outermost range inwards.
                let mut chain: Option<lsp::SelectionRange> = None;
                for r in ranges.iter().rev() {
                    chain = Some(lsp::SelectionRange {
                        range: convert::range(doc, *r, enc),
                        parent: chain.map(Box::new),
                    });
                }
                out.push(chain.unwrap_or(lsp::SelectionRange {
                    range: lsp::Range {
                        start: *position,
                        end: *position,
                    },
                    parent: None,
                }));
            }
            Ok(Some(out))
        })
    }

    async fn semantic_tokens_full(
        &self,
        params: lsp::SemanticTokensParams,
    ) -> Result<Option<lsp::SemanticTokens>> {
        let uri = params.text_document.uri;
        let encoding = self.state.negotiated().encoding;
        let mut documents = lock(&self.state.documents);
        let Some(entry) = documents.get_mut(&uri) else {
            return Ok(None);
        };
        let data = match &entry.semantic_tokens {
            Some((revision, data)) if *revision == entry.revision => data.clone(),
            _ => {
                let doc = &entry.document;
                let data = guarded("semantic tokens", || {
                    let tokens = semantic_tokens::semantic_tokens(doc);
                    convert::semantic_tokens(doc, &tokens, encoding)
                })?;
                let data = Arc::new(data);
                entry.semantic_tokens = Some((entry.revision, data.clone()));
                data
            }
        };
        Ok(Some(lsp::SemanticTokens {
            result_id: None,
            data: data.as_ref().clone(),
        }))
    }

    async fn semantic_tokens_range(
        &self,
        params: lsp::SemanticTokensRangeParams,
    ) -> Result<Option<lsp::SemanticTokens>> {
        let uri = params.text_document.uri;
        with_document!(self, &uri, None, |doc, enc| {
            let range = crate::text::TextRange::new(
                convert::offset(doc, params.range.start, enc),
                convert::offset(doc, params.range.end, enc),
            );
            if range.end < range.start {
                return Err(Error::invalid_params("the range ends before it starts"));
            }
            let tokens = guarded("semantic tokens", || {
                semantic_tokens::semantic_tokens_in(doc, range)
            })?;
            Ok(Some(lsp::SemanticTokens {
                result_id: None,
                data: convert::semantic_tokens(doc, &tokens, enc),
            }))
        })
    }

    async fn completion(
        &self,
        params: lsp::CompletionParams,
    ) -> Result<Option<lsp::CompletionResponse>> {
        let p = params.text_document_position_params;
        let uri = p.text_document.uri;
        with_document!(self, &uri, None, |doc, enc| {
            let offset = convert::offset(doc, p.position, enc);
            let items = guarded("completion", || completion::completions(doc, offset))?;
            Ok(Some(
                items
                    .iter()
                    .map(|item| convert::completion_item(doc, item, enc))
                    .collect::<Vec<_>>()
                    .into(),
            ))
        })
    }
}
