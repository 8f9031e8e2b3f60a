//! The tower-lsp-server backend.
//!
//! Ordering. tower-lsp-server runs several handlers concurrently, but it
//! starts (first polls) them in the order the messages arrived. Every handler
//! reads or changes its document synchronously, under the documents mutex,
//! before its first `.await` — so a `didChange` is applied before any later
//! request on that document is answered, and a request sent before it sees
//! the text it was computed for.
//!
//! Analysis off the request path. The sharding analysis (annotations,
//! propagation) of a revision is computed once, on the blocking pool, from a
//! snapshot of the document (clones share the tree and the functions' IR),
//! and shared by every request and the diagnostics that need it. A request
//! whose revision is analysed already answers at once, under the mutex; one
//! that has to wait awaits the shared computation without holding the mutex,
//! so later changes are applied meanwhile. A document's analyses run one at
//! a time, and one whose revision was superseded before its turn is skipped.
//!
//! Stale and cancelled work. When the document changes while a request waits
//! for its analysis (or its semantic tokens), the request is answered with
//! `ContentModified` (-32801) rather than with results for a dead version.
//! `$/cancelRequest` drops the waiting request's future, and tower-lsp-server
//! answers it with `RequestCancelled` (-32800); the analysis it waited for
//! still finishes and is cached if its revision is current. The transport
//! runs up to [`CONCURRENCY`] messages at once, so requests waiting for a
//! slow analysis never keep a `didChange` or a `$/cancelRequest` from being
//! read.
//!
//! The client. Nothing awaits a client request inside a handler: requests to
//! the client (`workspace/inlayHint/refresh`, `window/workDoneProgress/create`)
//! are sent from spawned tasks and bounded by [`CLIENT_TIMEOUT`]; diagnostics
//! are published from spawned tasks.
//!
//! Work-done progress. When the client supports `window.workDoneProgress`
//! and an analysis is still running [`Tuning::progress_after`] (100 ms) after
//! it started, the server creates a token and reports `$/progress`: `begin`
//! (the file), a `report` with the elapsed time every 500 ms, and `end`.
//! Analyses that finish sooner — every keystroke on a file of ordinary size —
//! report nothing, so editors do not flash a spinner on each edit.
//!
//! Diagnostics. When the client supports pull diagnostics
//! (`textDocument.diagnostic`), they are served by `textDocument/diagnostic`
//! only; otherwise they are pushed with `textDocument/publishDiagnostics`,
//! carrying the document version, after every change (a new change cancels
//! the pending publish; a debounce delay can be set, none by default).

use super::convert;
use super::tokens::{KeptTokens, TokensAnswer};
use crate::analysis::{document_analysis_for_editor, ContentChange, Document};
use crate::assist::{actions, communication, hints, hover, partitioned};
use crate::check;
use crate::diagnostic::Diagnostic;
use crate::features::{
    completion, folding, navigation, rename, selection, semantic_tokens, symbols,
};
use crate::partition::Partitioner;
use crate::pipeline::{self, FileAnalysis};
use crate::text::PositionEncoding;
use std::collections::HashMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use tokio::sync::watch;
use tower_lsp_server::gen_lsp_types as lsp;
use tower_lsp_server::jsonrpc::{Error, ErrorCode, Result};
use tower_lsp_server::{Client, ClientSocket, LanguageServer, LspService, Server};

/// How many incoming messages the transport processes at once. Requests
/// waiting for an analysis hold a slot each; with tower-lsp-server's default
/// of 4, four of them would keep the next `didChange` or `$/cancelRequest`
/// from being read until one finished.
pub const CONCURRENCY: usize = 32;

/// The longest the server waits for the client's answer to a request it
/// sent (`window/workDoneProgress/create`, `workspace/inlayHint/refresh`).
pub const CLIENT_TIMEOUT: Duration = Duration::from_secs(5);

/// Server settings that are not negotiated with the client.
#[derive(Clone, Debug)]
pub struct ServerOptions {
    /// How long after the last change diagnostics are published. None by
    /// default: an edit's analysis costs about as much as the edit (a few
    /// milliseconds), analyses run one at a time per document, and revisions
    /// superseded while one runs are skipped, so a burst of keystrokes is
    /// coalesced without waiting.
    pub debounce: Duration,
}

impl Default for ServerOptions {
    fn default() -> Self {
        ServerOptions {
            debounce: Duration::ZERO,
        }
    }
}

/// Timings beyond [`ServerOptions`] (a separate struct, so that
/// `ServerOptions { debounce }` literals stay valid).
#[derive(Clone, Debug)]
pub struct Tuning {
    /// How long an analysis runs before its work-done progress is reported.
    pub progress_after: Duration,
    /// An artificial delay before every analysis and every computation of
    /// full semantic tokens, for tests of stale and cancelled requests. Zero
    /// in a real server.
    pub analysis_delay: Duration,
    /// How long a document must stay unchanged before the partitioning
    /// findings its first publish left out (those of a large function that
    /// changed) are computed for the second: while the user types, each
    /// keystroke would otherwise start a partitioning of the whole function
    /// that the next one makes useless, and slow that next one down.
    pub findings_after_idle: Duration,
}

impl Default for Tuning {
    fn default() -> Self {
        Tuning {
            progress_after: Duration::from_millis(100),
            analysis_delay: Duration::ZERO,
            findings_after_idle: Duration::from_millis(250),
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
    /// The client resolves an inlay hint's tooltip when it shows it
    /// (`inlayHint/resolve`), so hints are sent without.
    inlay_hint_resolves_tooltips: bool,
    /// The client accepts `window/workDoneProgress/create` and `$/progress`.
    work_done_progress: bool,
}

impl Default for Negotiated {
    fn default() -> Self {
        Negotiated {
            encoding: PositionEncoding::Utf16,
            pull_diagnostics: false,
            hierarchical_symbols: false,
            inlay_hint_refresh: false,
            inlay_hint_resolves_tooltips: false,
            work_done_progress: false,
        }
    }
}

/// The analysis of one revision, being computed; `None` until it is done.
/// The sender is dropped without a value if the analysis panicked.
type Computing = watch::Receiver<Option<Arc<FileAnalysis>>>;

/// An open document and what was computed for it, at most once per revision.
struct Entry {
    document: Document,
    /// Bumped on every change; the result id of pull diagnostics.
    revision: u64,
    /// The diagnostics of a revision, and whether they are all of them
    /// (`false`: the findings of a large function are still to come, see
    /// `pipeline::analyze_for_editor`).
    diagnostics: Option<(u64, Arc<Vec<Diagnostic>>, bool)>,
    /// The semantic tokens last answered, and the changes made since.
    semantic_tokens: Option<KeptTokens>,
    /// The sharding analysis (annotations, propagation) of a revision.
    analysis: Option<(u64, Arc<FileAnalysis>)>,
    /// The analysis of a revision in progress on the blocking pool.
    computing: Option<(u64, Computing)>,
    /// Held by the analysis running for this document: one at a time, each
    /// reusing the one before, and none for a revision already superseded
    /// when its turn comes — fast typing on a slow file does not pile up
    /// analyses.
    turn: Arc<Mutex<()>>,
    /// The revision whose inlay hints were answered before the findings of
    /// a large function were computed (without its communication hints);
    /// 0 when none. Once those findings are stored, the client is asked to
    /// request the hints again (`workspace/inlayHint/refresh`).
    hints_without_findings: AtomicU64,
    /// Raised when a change to this revision arrives: the findings computed
    /// in the background (at the next function) and the semantic tokens of
    /// the whole file (within a few thousand matches) stop and drop their
    /// clone of the document, so that the change patches the text in place
    /// instead of copying it (`did_change`). A new revision gets a new flag.
    stop_background: Arc<AtomicBool>,
}

impl Entry {
    fn new(document: Document, revision: u64) -> Entry {
        Entry {
            document,
            revision,
            diagnostics: None,
            semantic_tokens: None,
            analysis: None,
            computing: None,
            turn: Arc::new(Mutex::new(())),
            hints_without_findings: AtomicU64::new(0),
            stop_background: Arc::default(),
        }
    }

    /// The analysis of the current revision, if computed.
    fn current_analysis(&self) -> Option<Arc<FileAnalysis>> {
        match &self.analysis {
            Some((revision, a)) if *revision == self.revision => Some(a.clone()),
            _ => None,
        }
    }

    fn current_diagnostics(&self) -> Option<Arc<Vec<Diagnostic>>> {
        match &self.diagnostics {
            Some((revision, d, _)) if *revision == self.revision => Some(d.clone()),
            _ => None,
        }
    }

    /// Are the current revision's diagnostics cached, all of them if `all`?
    fn has_diagnostics(&self, all: bool) -> bool {
        matches!(&self.diagnostics, Some((revision, _, complete)) if *revision == self.revision && (*complete || !all))
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
    /// What the checks need besides the text (the hardware model the user chose).
    check_options: Mutex<check::CheckOptions>,
    /// How to propagate (`meshLsp.propagation.traversal`).
    propagation_options: Mutex<crate::propagation::Options>,
    /// Numbers the work-done progress tokens.
    next_token: AtomicU64,
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

/// `ContentModified` (-32801): the document changed before the result was
/// ready; the client asks again for the new version if it still needs to.
fn content_modified() -> Error {
    Error {
        code: ErrorCode::ContentModified,
        message: "the document changed while the request was computed".into(),
        data: None,
    }
}

/// What every task of the server shares: the documents and the client.
#[derive(Clone)]
struct Shared {
    state: Arc<State>,
    client: Client,
    tuning: Tuning,
}

pub struct Backend {
    shared: Shared,
    options: ServerOptions,
}

impl std::fmt::Debug for Backend {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Backend")
            .field("options", &self.options)
            .field("tuning", &self.shared.tuning)
            .finish_non_exhaustive()
    }
}

/// The service and the client socket, to be served over any transport.
pub fn service(options: ServerOptions) -> (LspService<Backend>, ClientSocket) {
    service_tuned(options, Tuning::default())
}

/// [`service`] with non-default [`Tuning`].
pub fn service_tuned(
    options: ServerOptions,
    tuning: Tuning,
) -> (LspService<Backend>, ClientSocket) {
    LspService::build(move |client| Backend {
        shared: Shared {
            state: Arc::new(State::default()),
            client,
            tuning,
        },
        options,
    })
    .custom_method(PARTITIONED_FUNCTION, Backend::partitioned_function)
    .finish()
}

/// The editor's "Show partitioned function" request: position → the module
/// as the partitioner will run it, `{"name": "@main", "text": …}` or null.
pub const PARTITIONED_FUNCTION: &str = "meshLsp/partitionedFunction";

/// The `data` of an inlay hint sent without its tooltip.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
struct HintToResolve {
    uri: lsp::Uri,
    /// The document's revision the hint was made from.
    revision: u64,
    /// Where the hint is, in bytes of that revision's text.
    offset: usize,
    /// A communication hint (else a sharding hint).
    communication: bool,
}

/// A position, and optionally `"partitioner": "shardy"` for Shardy's
/// explicit-reshard form (default `"xla"`).
#[derive(Debug, serde::Deserialize)]
pub struct PartitionedFunctionParams {
    #[serde(flatten)]
    pub position: lsp::TextDocumentPositionParams,
    #[serde(default)]
    pub partitioner: Option<String>,
}

#[derive(Debug, serde::Serialize)]
pub struct PartitionedFunction {
    pub name: String,
    pub text: String,
}

impl Backend {
    async fn partitioned_function(
        &self,
        params: PartitionedFunctionParams,
    ) -> Result<Option<PartitionedFunction>> {
        let partitioner = match params.partitioner.as_deref() {
            None | Some("xla") => Partitioner::Xla,
            Some("shardy") => Partitioner::Shardy,
            Some(other) => {
                return Err(Error::invalid_params(format!(
                    "unknown partitioner {other:?}: \"xla\" or \"shardy\""
                )))
            }
        };
        let params = params.position;
        let encoding = self.shared.state.negotiated().encoding;
        let backend = {
            let options = lock(&self.shared.state.hint_options);
            communication::backend_for(&communication::hardware(&options.hardware), options.backend)
        };
        self.with_analysis(
            &params.text_document.uri,
            "partitioned function",
            |doc, analysis| {
                let offset = convert::offset(doc, params.position, encoding);
                partitioned::partitioned_view_predicting(
                    analysis,
                    doc.text(),
                    offset,
                    partitioner,
                    Some(backend),
                )
                .map(|view| PartitionedFunction {
                    name: view.name,
                    text: view.text,
                })
            },
        )
        .await
        .map(Option::flatten)
    }
}

/// Serves the language server over `input`/`output` until `exit`.
pub async fn serve<I, O>(input: I, output: O, options: ServerOptions)
where
    I: tokio::io::AsyncRead + Unpin,
    O: tokio::io::AsyncWrite,
{
    serve_tuned(input, output, options, Tuning::default()).await;
}

/// [`serve`] with non-default [`Tuning`].
pub async fn serve_tuned<I, O>(input: I, output: O, options: ServerOptions, tuning: Tuning)
where
    I: tokio::io::AsyncRead + Unpin,
    O: tokio::io::AsyncWrite,
{
    let (service, socket) = service_tuned(options, tuning);
    Server::new(input, output, socket)
        .concurrency_level(CONCURRENCY)
        .serve(service)
        .await;
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
        let encoding = $self.shared.state.negotiated().encoding;
        let documents = lock(&$self.shared.state.documents);
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

impl Shared {
    /// Makes sure the analysis of the current revision of `uri` is cached,
    /// computing it on the blocking pool (once, however many ask) when it is
    /// not. Returns the revision analysed, `None` when the document is not
    /// open, and `ContentModified` when it changed while the analysis ran.
    async fn ensure_analysis(&self, uri: &lsp::Uri) -> Result<Option<u64>> {
        let (revision, mut computing) = {
            let mut documents = lock(&self.state.documents);
            let Some(entry) = documents.get_mut(uri) else {
                return Ok(None);
            };
            if entry.current_analysis().is_some() {
                return Ok(Some(entry.revision));
            }
            let running = match &entry.computing {
                // A computation of this revision that has not failed.
                Some((revision, rx))
                    if *revision == entry.revision
                        && (rx.borrow().is_some() || rx.has_changed().is_ok()) =>
                {
                    Some(rx.clone())
                }
                _ => None,
            };
            let rx = match running {
                Some(rx) => rx,
                None => {
                    let rx = self.start_analysis(uri, entry);
                    entry.computing = Some((entry.revision, rx.clone()));
                    rx
                }
            };
            (entry.revision, rx)
        };
        let done = computing.wait_for(|a| a.is_some()).await.is_ok();
        let documents = lock(&self.state.documents);
        let Some(entry) = documents.get(uri) else {
            return Ok(None);
        };
        if entry.revision != revision {
            return Err(content_modified());
        }
        if !done || entry.current_analysis().is_none() {
            let mut error = Error::internal_error();
            error.message = "internal error while computing the sharding analysis".into();
            return Err(error);
        }
        Ok(Some(revision))
    }

    /// Starts analysing the current revision of `entry` on the blocking pool;
    /// the result is cached in the entry if its revision is still current.
    fn start_analysis(&self, uri: &lsp::Uri, entry: &Entry) -> Computing {
        let (tx, rx) = watch::channel(None);
        let document = entry.document.clone();
        let revision = entry.revision;
        let state = self.state.clone();
        let key = uri.clone();
        let delay = self.tuning.analysis_delay;
        let turn = entry.turn.clone();
        tokio::task::spawn_blocking(move || {
            let my_turn = lock(&turn);
            // The latest analysis, for reuse; nothing to do if a change came
            // while this one waited for its turn (its waiters answer
            // ContentModified).
            let previous = {
                let documents = lock(&state.documents);
                match documents.get(&key) {
                    Some(entry) if entry.revision == revision => {
                        entry.analysis.as_ref().map(|(_, a)| a.clone())
                    }
                    _ => return,
                }
            };
            if !delay.is_zero() {
                std::thread::sleep(delay);
            }
            // A settings change meanwhile bumps the revision: this result is
            // then not kept.
            let options = *lock(&state.propagation_options);
            let Ok(analysis) = guarded("analysis", || {
                Arc::new(document_analysis_for_editor(
                    &document,
                    options,
                    previous.as_deref(),
                ))
            }) else {
                return;
            };
            // Let go of the text before anything else: a change waiting to
            // edit it in place (`did_change`) goes on as soon as it is free.
            drop(document);
            let replaced = {
                let mut documents = lock(&state.documents);
                match documents.get_mut(&key) {
                    Some(entry) if entry.revision == revision => {
                        entry.analysis.replace((revision, analysis.clone()))
                    }
                    _ => None,
                }
            };
            let _ = tx.send(Some(analysis.clone()));
            // The old analysis is freed after the new one is out, outside
            // the lock and after the turn passes to the next analysis: for
            // a JAX `main` of 100k ops that takes tens of milliseconds.
            drop(my_turn);
            drop((previous, replaced));
        });
        if self.state.negotiated().work_done_progress {
            let name = uri
                .as_ref()
                .rsplit('/')
                .next()
                .unwrap_or_default()
                .to_string();
            tokio::spawn(report_progress(
                self.clone(),
                rx.clone(),
                name,
                entry.document.len(),
            ));
        }
        rx
    }

    /// Makes sure the diagnostics of the current revision are cached
    /// (computed on the blocking pool from the cached analysis): all of them
    /// if `all`, else those known before the findings the analysis left for
    /// later (`check::diagnostics_known`).
    async fn ensure_diagnostics(&self, uri: &lsp::Uri, all: bool) -> Result<Option<u64>> {
        let Some(revision) = self.ensure_analysis(uri).await? else {
            return Ok(None);
        };
        let (analysis, document, stop) = {
            let documents = lock(&self.state.documents);
            let Some(entry) = documents.get(uri) else {
                return Ok(None);
            };
            if entry.revision != revision {
                return Err(content_modified());
            }
            if entry.has_diagnostics(all) {
                return Ok(Some(revision));
            }
            let Some(analysis) = entry.current_analysis() else {
                return Err(content_modified());
            };
            (
                analysis,
                entry.document.clone(),
                entry.stop_background.clone(),
            )
        };
        let options = lock(&self.state.check_options).clone();
        let state = self.state.clone();
        let key = uri.clone();
        let (computed, complete) = tokio::task::spawn_blocking(move || {
            guarded("diagnostics", || {
                // A change meanwhile stops the findings' computation between
                // functions (what was computed is kept for the next revision):
                // a large module's take seconds, and the keystroke's own
                // analysis should not share the cores with them.
                let changed = || {
                    stop.load(Ordering::Relaxed)
                        || lock(&state.documents)
                            .get(&key)
                            .is_none_or(|entry| entry.revision != revision)
                };
                if all && !pipeline::complete_findings_unless(&analysis, document.text(), &changed)
                {
                    return None;
                }
                Some(check::diagnostics_known(
                    &analysis,
                    document.text(),
                    &options,
                ))
            })
        })
        .await
        .map_err(|_| Error::internal_error())??
        .ok_or_else(content_modified)?;
        let mut documents = lock(&self.state.documents);
        let Some(entry) = documents.get_mut(uri) else {
            return Ok(None);
        };
        if entry.revision != revision {
            return Err(content_modified());
        }
        entry.diagnostics = Some((revision, Arc::new(computed), complete));
        // Under the documents mutex, after the findings were computed: a
        // hint request that found them missing (read under the same mutex)
        // has left its mark by now.
        let hints_lacked_findings = complete
            && entry
                .hints_without_findings
                .compare_exchange(revision, 0, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok();
        drop(documents);
        if hints_lacked_findings {
            self.refresh_inlay_hints();
        }
        Ok(Some(revision))
    }

    /// Asks the client to request inlay hints again, if it can; never waits
    /// on it unbounded.
    fn refresh_inlay_hints(&self) {
        if !self.state.negotiated().inlay_hint_refresh {
            return;
        }
        let client = self.client.clone();
        tokio::spawn(async move {
            let _ = tokio::time::timeout(CLIENT_TIMEOUT, client.inlay_hint_refresh()).await;
        });
    }
}

/// Reports the work-done progress of an analysis that takes longer than
/// [`Tuning::progress_after`]: creates a token (bounded by
/// [`CLIENT_TIMEOUT`]), then `begin`, a `report` every 500 ms, `end`.
async fn report_progress(shared: Shared, mut computing: Computing, name: String, bytes: usize) {
    let started = Instant::now();
    let finished = tokio::time::timeout(
        shared.tuning.progress_after,
        computing.wait_for(|a| a.is_some()),
    )
    .await
    .is_ok();
    if finished {
        return;
    }
    let number = shared.state.next_token.fetch_add(1, Ordering::Relaxed);
    let token = lsp::ProgressToken::String(format!("mesh-lsp/analysis/{number}"));
    let created = tokio::time::timeout(
        CLIENT_TIMEOUT,
        shared.client.create_work_done_progress(token.clone()),
    )
    .await;
    if !matches!(created, Ok(Ok(()))) {
        return;
    }
    let progress = shared
        .client
        .progress(token, "Analysing shardings")
        .with_message(format!("{name} ({} KiB)", bytes.div_ceil(1024)))
        .begin()
        .await;
    let outcome = loop {
        // `None` while still running (the borrowed value is not kept).
        let status = tokio::time::timeout(
            Duration::from_millis(500),
            computing.wait_for(|a| a.is_some()),
        )
        .await
        .ok()
        .map(|r| r.is_ok());
        match status {
            Some(true) => break "done",
            Some(false) => break "stopped",
            None => {
                progress
                    .report(format!("{name}: {:.1} s", started.elapsed().as_secs_f64()))
                    .await
            }
        }
    };
    progress
        .finish_with_message(format!(
            "{name}: {outcome} in {} ms",
            started.elapsed().as_millis()
        ))
        .await;
}

impl Backend {
    /// Answers with `respond` from the semantic tokens of `uri`'s current
    /// text: those last answered, moved through the changes since, or found
    /// whole. Found and encoded on the blocking pool from a snapshot;
    /// ContentModified if the document changes meanwhile.
    async fn answer_tokens<R: Send + 'static>(
        &self,
        uri: &lsp::Uri,
        respond: impl FnOnce(&TokensAnswer) -> R + Send + 'static,
    ) -> Result<Option<R>> {
        let (revision, document, stop, kept) = {
            let documents = lock(&self.shared.state.documents);
            let Some(entry) = documents.get(uri) else {
                return Ok(None);
            };
            (
                entry.revision,
                entry.document.clone(),
                entry.stop_background.clone(),
                entry.semantic_tokens.clone(),
            )
        };
        // Asked again without a change (a document shown again).
        if let Some(kept) = kept.as_ref().filter(|kept| kept.changes.is_empty()) {
            let answer = TokensAnswer {
                document,
                result_id: kept.result_id,
                tokens: kept.tokens.clone(),
                moved_from: Some((kept.result_id, kept.tokens.len(), Vec::new())),
            };
            return tokio::task::spawn_blocking(move || Some(respond(&answer)))
                .await
                .map_err(|_| Error::internal_error());
        }
        let result_id = self.shared.state.revision();
        let delay = self.shared.tuning.analysis_delay;
        let (tokens, response) = tokio::task::spawn_blocking(move || {
            if !delay.is_zero() {
                std::thread::sleep(delay);
            }
            // A change stops the walk (a JAX `main`'s whole takes a second)
            // so that it lets go of the text the change would copy.
            let stop = || stop.load(Ordering::Relaxed);
            guarded("semantic tokens", || {
                let moved = kept.as_ref().and_then(|kept| {
                    let moved = semantic_tokens::moved_through(
                        &document,
                        &kept.tokens,
                        &kept.changes,
                        &stop,
                    )?;
                    let earlier = (kept.result_id, kept.tokens.len(), moved.splices);
                    Some((moved.tokens, Some(earlier)))
                });
                let (tokens, moved_from) = moved.or_else(|| {
                    semantic_tokens::semantic_tokens_unless(&document, &stop)
                        .map(|tokens| (tokens, None))
                })?;
                let answer = TokensAnswer {
                    document,
                    result_id,
                    tokens: Arc::new(tokens),
                    moved_from,
                };
                let response = respond(&answer);
                Some((answer.tokens, response))
            })
        })
        .await
        .map_err(|_| Error::internal_error())??
        .ok_or_else(content_modified)?;
        let mut documents = lock(&self.shared.state.documents);
        let Some(entry) = documents.get_mut(uri) else {
            return Ok(None);
        };
        if entry.revision != revision {
            return Err(content_modified());
        }
        entry.semantic_tokens = Some(KeptTokens {
            result_id,
            tokens,
            changes: Vec::new(),
        });
        Ok(Some(response))
    }

    /// Publishes the diagnostics of `uri` after the debounce delay, unless a
    /// newer change reschedules first.
    fn schedule_diagnostics(&self, uri: lsp::Uri) {
        if self.shared.state.negotiated().pull_diagnostics {
            return;
        }
        let shared = self.shared.clone();
        let delay = self.options.debounce;
        let key = uri.clone();
        let task = tokio::spawn(async move {
            if !delay.is_zero() {
                tokio::time::sleep(delay).await;
            }
            // A newer change reschedules (and aborts this task); an error
            // here means the document changed or closed meanwhile. What is
            // known first is published first; the findings of a large
            // function follow in a second publish of the same version.
            for all in [false, true] {
                // A newer change aborts this task while it waits here.
                if all && !shared.tuning.findings_after_idle.is_zero() {
                    tokio::time::sleep(shared.tuning.findings_after_idle).await;
                }
                let Ok(Some(revision)) = shared.ensure_diagnostics(&uri, all).await else {
                    return;
                };
                let complete = {
                    let documents = lock(&shared.state.documents);
                    documents
                        .get(&uri)
                        .is_some_and(|e| e.revision == revision && e.has_diagnostics(true))
                };
                let Some((version, diagnostics)) = published_diagnostics(&shared.state, &uri)
                else {
                    return;
                };
                if complete {
                    let mut pending = lock(&shared.state.pending);
                    if pending.get(&uri).map(|h| h.id()) == Some(tokio::task::id()) {
                        pending.remove(&uri);
                    }
                }
                shared
                    .client
                    .publish_diagnostics(uri.clone(), diagnostics, Some(version))
                    .await;
                if complete {
                    return;
                }
            }
        });
        if let Some(previous) = lock(&self.shared.state.pending).insert(key, task.abort_handle()) {
            previous.abort();
        }
    }

    fn cancel_diagnostics(&self, uri: &lsp::Uri) {
        if let Some(pending) = lock(&self.shared.state.pending).remove(uri) {
            pending.abort();
        }
    }

    /// Runs `f` on the document `uri` and the analysis of its current
    /// revision: at once when it is cached, else once it is computed (off the
    /// mutex). `ContentModified` if the document changed meanwhile.
    async fn with_analysis<T>(
        &self,
        uri: &lsp::Uri,
        what: &str,
        f: impl FnOnce(&Document, &FileAnalysis) -> T,
    ) -> Result<Option<T>> {
        self.with_entry_analysis(uri, what, |entry, analysis| f(&entry.document, analysis))
            .await
    }

    /// [`Self::with_analysis`], giving `f` the document's whole entry.
    async fn with_entry_analysis<T>(
        &self,
        uri: &lsp::Uri,
        what: &str,
        f: impl FnOnce(&Entry, &FileAnalysis) -> T,
    ) -> Result<Option<T>> {
        let Some(revision) = self.shared.ensure_analysis(uri).await? else {
            return Ok(None);
        };
        let documents = lock(&self.shared.state.documents);
        let Some(entry) = documents.get(uri) else {
            return Ok(None);
        };
        if entry.revision != revision {
            return Err(content_modified());
        }
        let Some(analysis) = entry.current_analysis() else {
            return Err(content_modified());
        };
        guarded(what, || f(entry, &analysis)).map(Some)
    }
}

/// The protocol diagnostics of an open document and its version, if those
/// of its current revision are computed.
fn published_diagnostics(state: &State, uri: &lsp::Uri) -> Option<(i32, Vec<lsp::Diagnostic>)> {
    let encoding = state.negotiated().encoding;
    let documents = lock(&state.documents);
    let entry = documents.get(uri)?;
    let diagnostics = entry.current_diagnostics()?;
    let result = guarded("diagnostics", || {
        diagnostics
            .iter()
            .map(|d| convert::diagnostic(&entry.document, uri, d, encoding))
            .collect::<Vec<_>>()
    });
    Some((entry.document.version(), result.unwrap_or_default()))
}

/// Reads `{"inlayHints": {"enabled", "notation", "shapes", "openMarkers"}}`, also nested
/// under `meshLsp` (the shape VS Code and Neovim send settings in).
/// Returns whether the diagnostics depend on what changed (the hardware,
/// which the fit check reads).
fn apply_settings(state: &State, settings: &serde_json::Value) -> bool {
    let settings = settings.get("meshLsp").unwrap_or(settings);
    let mut options = lock(&state.hint_options);
    let mut diagnostics_changed = false;
    if let Some(name) = settings.get("hardware").and_then(|v| v.as_str()) {
        if let Some(hardware) = crate::partition::Hardware::named(name) {
            options.hardware = name.to_string();
            let mut check_options = lock(&state.check_options);
            diagnostics_changed = check_options
                .hardware
                .as_ref()
                .is_none_or(|h| h.name != hardware.name);
            check_options.hardware = Some(hardware);
        }
    }
    // `meshLsp.backend`: "auto" (the hardware model's) or a backend's name.
    if let Some(name) = settings.get("backend").and_then(|v| v.as_str()) {
        if name == "auto" {
            options.backend = None;
        } else if let Some(backend) = crate::partition::backend::Backend::named(name) {
            options.backend = Some(backend);
        }
    }
    let Some(hints_settings) = settings.get("inlayHints") else {
        return diagnostics_changed;
    };
    if let Some(communication) = hints_settings
        .get("communication")
        .and_then(|v| v.as_bool())
    {
        options.communication = communication;
    }
    if let Some(enabled) = hints_settings.get("enabled").and_then(|v| v.as_bool()) {
        options.enabled = enabled;
    }
    if let Some(shapes) = hints_settings.get("shapes").and_then(|v| v.as_bool()) {
        options.shapes = shapes;
    }
    if let Some(open) = hints_settings.get("openMarkers").and_then(|v| v.as_bool()) {
        options.open_markers = open;
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
    diagnostics_changed
}

/// Reads `{"propagation": {"traversal": "forward" | "backward" |
/// "forward-backward" | "backward-forward"}}` (also under `meshLsp`).
/// Returns whether it changed: every analysis must then be redone.
fn apply_propagation_settings(state: &State, settings: &serde_json::Value) -> bool {
    let settings = settings.get("meshLsp").unwrap_or(settings);
    let traversal = settings
        .get("propagation")
        .and_then(|p| p.get("traversal"))
        .and_then(|v| v.as_str())
        .and_then(crate::propagation::mesh_family::Traversal::named);
    let Some(traversal) = traversal else {
        return false;
    };
    let mut options = lock(&state.propagation_options);
    let changed = options.traversal != traversal;
    options.traversal = traversal;
    changed
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
            apply_settings(&self.shared.state, options);
            apply_propagation_settings(&self.shared.state, options);
        }
        let inlay_hint_refresh = capabilities
            .workspace
            .as_ref()
            .and_then(|w| w.inlay_hint.as_ref())
            .and_then(|h| h.refresh_support)
            .unwrap_or(false);
        let inlay_hint_resolves_tooltips = text_document
            .and_then(|t| t.inlay_hint.as_ref())
            .and_then(|h| h.resolve_support.as_ref())
            .is_some_and(|r| r.properties.iter().any(|p| p == "tooltip"));
        let work_done_progress = capabilities
            .window
            .as_ref()
            .and_then(|w| w.work_done_progress)
            .unwrap_or(false);
        *lock(&self.shared.state.negotiated) = Negotiated {
            encoding,
            pull_diagnostics,
            hierarchical_symbols,
            inlay_hint_refresh,
            inlay_hint_resolves_tooltips,
            work_done_progress,
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
            inlay_hint_provider: Some(
                lsp::InlayHintOptions {
                    resolve_provider: Some(true),
                    ..Default::default()
                }
                .into(),
            ),
            code_lens_provider: Some(lsp::CodeLensOptions {
                resolve_provider: Some(false),
                ..Default::default()
            }),
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
                    full: Some(lsp::Full::SemanticTokensFullDelta(
                        lsp::SemanticTokensFullDelta { delta: Some(true) },
                    )),
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
        for (_, pending) in lock(&self.shared.state.pending).drain() {
            pending.abort();
        }
        Ok(())
    }

    async fn did_open(&self, params: lsp::DidOpenTextDocumentParams) {
        let item = params.text_document;
        let revision = self.shared.state.revision();
        let opened = guarded("didOpen", || {
            Document::with_version(item.text, item.version)
        });
        let Ok(document) = opened else { return };
        lock(&self.shared.state.documents).insert(item.uri.clone(), Entry::new(document, revision));
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
        let encoding = self.shared.state.negotiated().encoding;
        let revision = self.shared.state.revision();
        // An analysis holding the text would make the edit copy it (110 MB
        // in a 1M-op module, whose fresh pages the kernel zeroes: hundreds
        // of milliseconds). The findings computed in the background and the
        // semantic tokens stop when asked and let go of it; wait for that, but
        // not longer than the copy would take. No await until the change is
        // applied: changes are applied in the order they came.
        let readers = {
            let documents = lock(&self.shared.state.documents);
            let Some(entry) = documents.get(&uri) else {
                return;
            };
            entry.stop_background.store(true, Ordering::Relaxed);
            entry.document.other_readers()
        };
        if let Some(readers) = readers {
            readers.wait_until_gone(readers.copy_time());
        }
        {
            let mut documents = lock(&self.shared.state.documents);
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
            entry.stop_background = Arc::default();
            if let Some(kept) = &mut entry.semantic_tokens {
                if applied.is_err() || !kept.follow(&entry.document) {
                    entry.semantic_tokens = None;
                }
            }
        }
        self.schedule_diagnostics(uri);
    }

    async fn did_close(&self, params: lsp::DidCloseTextDocumentParams) {
        let uri = params.text_document.uri;
        lock(&self.shared.state.documents).remove(&uri);
        self.cancel_diagnostics(&uri);
        if !self.shared.state.negotiated().pull_diagnostics {
            let client = self.shared.client.clone();
            tokio::spawn(async move { client.publish_diagnostics(uri, Vec::new(), None).await });
        }
    }

    async fn diagnostic(
        &self,
        params: lsp::DocumentDiagnosticParams,
    ) -> Result<lsp::DocumentDiagnosticReport> {
        let uri = params.text_document.uri;
        let encoding = self.shared.state.negotiated().encoding;
        {
            let documents = lock(&self.shared.state.documents);
            let Some(entry) = documents.get(&uri) else {
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
        }
        let Some(revision) = self.shared.ensure_diagnostics(&uri, true).await? else {
            return Ok(lsp::RelatedFullDocumentDiagnosticReport::default().into());
        };
        let documents = lock(&self.shared.state.documents);
        let Some(entry) = documents.get(&uri) else {
            return Ok(lsp::RelatedFullDocumentDiagnosticReport::default().into());
        };
        let Some(diagnostics) = entry
            .current_diagnostics()
            .filter(|_| entry.revision == revision)
        else {
            return Err(content_modified());
        };
        let items = guarded("diagnostics", || {
            diagnostics
                .iter()
                .map(|d| convert::diagnostic(&entry.document, &uri, d, encoding))
                .collect::<Vec<_>>()
        })?;
        Ok(lsp::RelatedFullDocumentDiagnosticReport {
            related_documents: None,
            full_document_diagnostic_report: lsp::FullDocumentDiagnosticReport {
                result_id: Some(revision.to_string()),
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
            let mut locations: Vec<lsp::Location> = ranges
                .into_iter()
                .map(|r| convert::location(doc, &uri, r, enc))
                .collect();
            if locations.is_empty() {
                // On an op's name: the source files of its `loc(…)`, as
                // mlir-lsp-server does (`locations::resolve_file` says which).
                locations = convert::source_locations(doc, &uri, offset);
            }
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
        let hierarchical = self.shared.state.negotiated().hierarchical_symbols;
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
        let encoding = self.shared.state.negotiated().encoding;
        let documents = lock(&self.shared.state.documents);
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
        let reanalyse = apply_propagation_settings(&self.shared.state, &params.settings);
        if reanalyse {
            // Another traversal: a new revision of every document, as an
            // edit would make, so no analysis of the old one is kept.
            let mut documents = lock(&self.shared.state.documents);
            for entry in documents.values_mut() {
                entry.revision = self.shared.state.revision();
            }
        }
        if apply_settings(&self.shared.state, &params.settings) || reanalyse {
            // The fit check reads the hardware, the analysis the traversal:
            // publish every document again.
            let uris: Vec<lsp::Uri> = {
                let mut documents = lock(&self.shared.state.documents);
                for entry in documents.values_mut() {
                    entry.diagnostics = None;
                }
                documents.keys().cloned().collect()
            };
            for uri in uris {
                self.schedule_diagnostics(uri);
            }
        }
        self.shared.refresh_inlay_hints();
    }

    async fn hover(&self, params: lsp::HoverParams) -> Result<Option<lsp::Hover>> {
        let p = params.text_document_position_params;
        let encoding = self.shared.state.negotiated().encoding;
        let (hardware, backend) = {
            let options = lock(&self.shared.state.hint_options);
            let hardware = communication::hardware(&options.hardware);
            let backend = communication::backend_for(&hardware, options.backend);
            (hardware, backend)
        };
        let info = self
            .with_analysis(&p.text_document.uri, "hover", |doc, analysis| {
                let offset = convert::offset(doc, p.position, encoding);
                // From the findings known: a large function's, after an
                // edit, come after its first diagnostics, and a hover does
                // not wait for them.
                let info = hover::editor_hover(
                    analysis,
                    doc.text(),
                    offset,
                    &hardware,
                    backend,
                    communication::Findings::Known,
                );
                info.map(|h| lsp::Hover {
                    contents: lsp::MarkupContent {
                        kind: lsp::MarkupKind::Markdown,
                        value: h.markdown,
                    }
                    .into(),
                    range: Some(convert::range(doc, h.range, encoding)),
                })
            })
            .await?;
        Ok(info.flatten())
    }

    async fn inlay_hint(
        &self,
        params: lsp::InlayHintParams,
    ) -> Result<Option<Vec<lsp::InlayHint>>> {
        let negotiated = self.shared.state.negotiated();
        let encoding = negotiated.encoding;
        let later = negotiated.inlay_hint_resolves_tooltips;
        let options = lock(&self.shared.state.hint_options).clone();
        // A client that takes a refresh gets the hints at once, without the
        // communication hints of a function whose partitioning findings are
        // still being computed, and is asked again once they are; another
        // waits for them.
        let findings = if negotiated.inlay_hint_refresh {
            communication::Findings::Known
        } else {
            communication::Findings::Compute
        };
        let uri = params.text_document.uri.clone();
        self.with_entry_analysis(
            &params.text_document.uri,
            "inlay hints",
            |entry, analysis| {
                let doc = &entry.document;
                let start = convert::offset(doc, params.range.start, encoding);
                let end = convert::offset(doc, params.range.end, encoding);
                let range = crate::text::TextRange::new(start.min(end), end.max(start));
                let sharding = if later {
                    hints::inlay_hints_to_resolve(analysis, doc.text(), range, &options)
                } else {
                    hints::inlay_hints(analysis, doc.text(), range, &options)
                };
                let mut all: Vec<(hints::Hint, bool)> =
                    sharding.into_iter().map(|h| (h, false)).collect();
                if options.enabled && options.communication {
                    let hardware = communication::hardware(&options.hardware);
                    let (communicating, completeness) = communication::hints_reading(
                        analysis,
                        doc.text(),
                        range,
                        &hardware,
                        findings,
                    );
                    if completeness == communication::Completeness::Pending {
                        entry
                            .hints_without_findings
                            .store(entry.revision, Ordering::Relaxed);
                    }
                    all.extend(communicating.into_iter().map(|h| (h, true)));
                }
                all.into_iter()
                    .map(|(h, communication)| {
                        // What `inlayHint/resolve` needs to find the hint again.
                        let data = later.then(|| HintToResolve {
                            uri: uri.clone(),
                            revision: entry.revision,
                            offset: h.offset,
                            communication,
                        });
                        lsp::InlayHint {
                            position: convert::position(doc, h.offset, encoding),
                            label: h.label.into(),
                            kind: Some(lsp::InlayHintKind::Type),
                            text_edits: None,
                            tooltip: (!later && !h.tooltip.is_empty()).then(|| h.tooltip.into()),
                            padding_left: Some(false),
                            padding_right: Some(true),
                            data: data.and_then(|d| serde_json::to_value(d).ok()),
                        }
                    })
                    .collect()
            },
        )
        .await
    }

    /// The tooltip of a hint sent without it: of the revision the hint was
    /// made from, else the hint comes back as it was.
    async fn inlay_hint_resolve(&self, mut hint: lsp::InlayHint) -> Result<lsp::InlayHint> {
        let Some(data) = hint
            .data
            .as_ref()
            .and_then(|d| serde_json::from_value::<HintToResolve>(d.clone()).ok())
        else {
            return Ok(hint);
        };
        let options = lock(&self.shared.state.hint_options).clone();
        let tooltip = self
            .with_entry_analysis(&data.uri, "inlay hint tooltip", |entry, analysis| {
                if entry.revision != data.revision {
                    return None;
                }
                let text = entry.document.text();
                if data.communication {
                    let hardware = communication::hardware(&options.hardware);
                    let at = crate::text::TextRange::new(data.offset, data.offset);
                    communication::hints_reading(
                        analysis,
                        text,
                        at,
                        &hardware,
                        communication::Findings::Known,
                    )
                    .0
                    .into_iter()
                    .find(|h| h.offset == data.offset)
                    .map(|h| h.tooltip)
                } else {
                    hints::tooltip_at(analysis, text, data.offset, &options)
                }
            })
            .await;
        if let Ok(Some(Some(tooltip))) = tooltip {
            hint.tooltip = (!tooltip.is_empty()).then(|| tooltip.into());
        }
        Ok(hint)
    }

    async fn code_lens(&self, params: lsp::CodeLensParams) -> Result<Option<Vec<lsp::CodeLens>>> {
        let encoding = self.shared.state.negotiated().encoding;
        let hardware = communication::hardware(&lock(&self.shared.state.hint_options).hardware);
        self.with_analysis(&params.text_document.uri, "code lenses", |doc, analysis| {
            communication::code_lenses(analysis, doc.text(), &hardware)
                .into_iter()
                .map(|lens| lsp::CodeLens {
                    range: convert::range(doc, lens.range, encoding),
                    command: Some(lsp::Command {
                        title: lens.title,
                        command: String::new(),
                        arguments: None,
                        tooltip: None,
                    }),
                    data: None,
                })
                .collect()
        })
        .await
    }

    async fn code_action(
        &self,
        params: lsp::CodeActionParams,
    ) -> Result<Option<Vec<lsp::CodeActionResponse>>> {
        let encoding = self.shared.state.negotiated().encoding;
        let uri = params.text_document.uri;
        let context = params.context;
        let requested = params.range;
        self.with_analysis(&uri, "code actions", |doc, analysis| {
            let start = convert::offset(doc, requested.start, encoding);
            let end = convert::offset(doc, requested.end, encoding);
            let range = crate::text::TextRange::new(start.min(end), end.max(start));
            actions::code_actions(analysis, doc.text(), range)
                .into_iter()
                .map(|a| code_action(doc, &uri, a, &context.diagnostics, encoding))
                .collect()
        })
        .await
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
        let encoding = self.shared.state.negotiated().encoding;
        self.answer_tokens(&params.text_document.uri, move |answer| {
            answer.whole(encoding)
        })
        .await
    }

    async fn semantic_tokens_full_delta(
        &self,
        params: lsp::SemanticTokensDeltaParams,
    ) -> Result<Option<lsp::SemanticTokensDeltaResponse>> {
        let encoding = self.shared.state.negotiated().encoding;
        let previous = params.previous_result_id.parse::<u64>().ok();
        self.answer_tokens(&params.text_document.uri, move |answer| {
            match answer.delta_from(previous, encoding) {
                Some(delta) => delta.into(),
                // Not the answer the tokens were moved from: all of them.
                None => answer.whole(encoding).into(),
            }
        })
        .await
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
                data: convert::semantic_tokens(doc, tokens, enc),
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

/// A plain code action as a protocol one, listing the client's diagnostics
/// it fixes.
fn code_action(
    doc: &Document,
    uri: &lsp::Uri,
    action: actions::Action,
    diagnostics: &[lsp::Diagnostic],
    encoding: PositionEncoding,
) -> lsp::CodeActionResponse {
    let edits: Vec<lsp::TextEdit> = action
        .edits
        .iter()
        .map(|e| lsp::TextEdit {
            range: convert::range(doc, e.range, encoding),
            new_text: e.text.clone(),
        })
        .collect();
    let fixed: Vec<lsp::Diagnostic> = diagnostics
        .iter()
        .filter(|d| {
            action
                .fixes
                .is_some_and(|code| matches!(&d.code, Some(lsp::Code::String(c)) if c == code))
        })
        .cloned()
        .collect();
    lsp::CodeActionResponse::CodeAction(lsp::CodeAction {
        title: action.title,
        kind: Some(match action.kind {
            actions::ActionKind::QuickFix => lsp::CodeActionKind::QuickFix,
            actions::ActionKind::Rewrite => lsp::CodeActionKind::RefactorRewrite,
        }),
        diagnostics: (!fixed.is_empty()).then_some(fixed),
        is_preferred: Some(action.fixes.is_some()),
        edit: Some(lsp::WorkspaceEdit {
            changes: Some(HashMap::from([(uri.clone(), edits)])),
            ..Default::default()
        }),
        ..Default::default()
    })
}
