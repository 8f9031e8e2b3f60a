"""mesh-lsp over stdio, driven by pytest-lsp as a real LSP client.

Each test starts the built binary (`mesh-lsp lsp`), opens documents, and
checks what comes back: pushed and pulled diagnostics, hover, inlay hints
(and their settings), code actions whose edit is applied and re-checked.

Hover, inlay hint and code action tests skip, saying so, when the server's
initialize response does not advertise the capability.
"""

from __future__ import annotations

import asyncio
import copy
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from conftest import EXAMPLES, FIXTURES, server_path
from lsp_util import (
    apply_text_edits,
    hint_label,
    hover_text,
    position_of,
    utf16_len,
    workspace_edit_for,
)

TIMEOUT = 15.0
CONFIG = ClientServerConfig(server_command=[server_path(), "lsp"])


def capabilities(pull: bool) -> types.ClientCapabilities:
    """Neovim 0.11's capabilities; without `textDocument.diagnostic` for push diagnostics."""
    caps = copy.deepcopy(client_capabilities("neovim"))
    if not pull and caps.text_document is not None:
        caps.text_document.diagnostic = None
    return caps


async def start(client: LanguageClient, *, pull: bool, init_options=None) -> types.InitializeResult:
    # Neovim's capabilities include `workspace.inlayHint.refreshSupport`, so
    # the server asks for a refresh after a settings change: answer it like
    # Neovim does, and count the requests.
    client.inlay_hint_refreshes = 0  # type: ignore[attr-defined]

    @client.feature(types.WORKSPACE_INLAY_HINT_REFRESH)
    def _refresh(_params):
        client.inlay_hint_refreshes += 1  # type: ignore[attr-defined]
        return None

    result = await client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities(pull),
            root_uri=pathlib.Path(FIXTURES).as_uri(),
            initialization_options=init_options,
        )
    )
    client.init_result = result  # type: ignore[attr-defined]
    return result


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient):
    """A client that receives pushed diagnostics."""
    await start(lsp_client, pull=False)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=CONFIG)
async def pull_client(lsp_client: LanguageClient):
    """A client that pulls diagnostics (textDocument/diagnostic), as Neovim 0.11 and VS Code do."""
    await start(lsp_client, pull=True)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=CONFIG)
async def hints_off_client(lsp_client: LanguageClient):
    """A client that starts the server with inlay hints disabled in initializationOptions."""
    await start(lsp_client, pull=False, init_options={"inlayHints": {"enabled": False}})
    yield
    await lsp_client.shutdown_session()


def require(client: LanguageClient, capability: str, method: str) -> None:
    caps = client.init_result.capabilities  # type: ignore[attr-defined]
    if not getattr(caps, capability, None):
        pytest.skip(f"server does not advertise {capability} in initialize; {method} not tested")


class Doc:
    """An open document whose text the test keeps in step with the server's."""

    def __init__(self, client: LanguageClient, path: pathlib.Path, text: str | None = None):
        self.client = client
        self.uri = path.as_uri()
        self.text = path.read_text() if text is None else text
        self.version = 1
        client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(
                    uri=self.uri, language_id="mlir", version=self.version, text=self.text
                )
            )
        )

    @property
    def ident(self) -> types.TextDocumentIdentifier:
        return types.TextDocumentIdentifier(uri=self.uri)

    def replace(self, old: str, new: str) -> None:
        """One incremental change: the first `old` becomes `new`."""
        start = position_of(self.text, old)
        end = position_of(self.text, old, delta=len(old))
        self.text = self.text.replace(old, new, 1)
        self.version += 1
        self.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=self.uri, version=self.version),
                content_changes=[
                    types.TextDocumentContentChangePartial(range=types.Range(start=start, end=end), text=new)
                ],
            )
        )

    def apply(self, edits: list[types.TextEdit]) -> None:
        """Applies `edits` here and sends them to the server as incremental changes (last first)."""
        self.text = apply_text_edits(self.text, edits)
        self.version += 1
        ordered = sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True)
        self.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=self.uri, version=self.version),
                content_changes=[
                    types.TextDocumentContentChangePartial(range=e.range, text=e.new_text) for e in ordered
                ],
            )
        )

    def full_range(self) -> types.Range:
        lines = self.text.split("\n")
        return types.Range(
            start=types.Position(line=0, character=0),
            end=types.Position(line=len(lines) - 1, character=utf16_len(lines[-1])),
        )

    async def pushed(self, predicate, what: str) -> list[types.Diagnostic]:
        """Waits until the last published diagnostics satisfy `predicate`."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + TIMEOUT
        while True:
            diagnostics = self.client.diagnostics.get(self.uri)
            if diagnostics is not None and predicate(list(diagnostics)):
                return list(diagnostics)
            if loop.time() > deadline:
                got = [(d.code, d.message) for d in diagnostics or []]
                raise AssertionError(f"timed out after {TIMEOUT}s waiting for {what}; last published: {got}")
            await asyncio.sleep(0.05)


def codes(diagnostics) -> list[str]:
    return [d.code for d in diagnostics]


def typo_text() -> str:
    """mlp_sdy.mlir with the axis of %x misspelled."""
    text = (EXAMPLES / "mlp_sdy.mlir").read_text()
    marker = '%x: tensor<16x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}'
    assert marker in text, "examples/mlp_sdy.mlir changed; update the test"
    return text.replace(marker, marker.replace('"data"', '"dta"'), 1)


# --- diagnostics ---------------------------------------------------------------------------------


@pytest.mark.asyncio
async def test_push_diagnostics_follow_edits(client: LanguageClient):
    doc = Doc(client, FIXTURES / "typo.mlir", text=typo_text())
    diagnostics = await doc.pushed(lambda ds: "sharding/unknown-axis" in codes(ds), "sharding/unknown-axis")
    unknown = next(d for d in diagnostics if d.code == "sharding/unknown-axis")
    assert unknown.severity == types.DiagnosticSeverity.Error
    assert '"dta"' in unknown.message
    assert unknown.range.start == position_of(doc.text, '"dta"'), unknown.range
    assert unknown.range.end == position_of(doc.text, '"dta"', delta=5), unknown.range

    # Fix the typo: the error goes away.
    doc.replace('"dta"', '"data"')
    diagnostics = await doc.pushed(lambda ds: "sharding/unknown-axis" not in codes(ds), "the fix to clear the error")
    assert not [d for d in diagnostics if d.severity == types.DiagnosticSeverity.Error], codes(diagnostics)

    # Break it differently: a use of an undefined value.
    doc.replace("return %5", "return %9")
    diagnostics = await doc.pushed(lambda ds: "ir/undefined-value" in codes(ds), "ir/undefined-value")
    undefined = next(d for d in diagnostics if d.code == "ir/undefined-value")
    assert undefined.range.start == position_of(doc.text, "%9"), undefined.range


@pytest.mark.asyncio
async def test_pull_diagnostics(pull_client: LanguageClient):
    caps = pull_client.init_result.capabilities  # type: ignore[attr-defined]
    assert caps.diagnostic_provider is not None, "a client with textDocument.diagnostic gets diagnosticProvider"
    doc = Doc(pull_client, FIXTURES / "typo.mlir", text=typo_text())
    params = types.DocumentDiagnosticParams(text_document=doc.ident)
    report = await asyncio.wait_for(pull_client.text_document_diagnostic_async(params), TIMEOUT)
    assert isinstance(report, types.RelatedFullDocumentDiagnosticReport), report
    assert "sharding/unknown-axis" in codes(report.items)

    # Unchanged document, same result id: the server says so.
    same = await pull_client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=doc.ident, previous_result_id=report.result_id)
    )
    assert isinstance(same, types.RelatedUnchangedDocumentDiagnosticReport), same

    doc.replace('"dta"', '"data"')
    fixed = await pull_client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=doc.ident, previous_result_id=report.result_id)
    )
    assert isinstance(fixed, types.RelatedFullDocumentDiagnosticReport), fixed
    assert fixed.result_id != report.result_id
    assert "sharding/unknown-axis" not in codes(fixed.items)


# --- hover ---------------------------------------------------------------------------------------


@pytest.mark.asyncio
async def test_hover_on_annotated_argument(client: LanguageClient):
    require(client, "hover_provider", "textDocument/hover")
    doc = Doc(client, EXAMPLES / "mlp_sdy.mlir")
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=doc.ident, position=position_of(doc.text, "%x: tensor", delta=1))
    )
    text = hover_text(hover)
    assert text, "no hover on %x"
    assert isinstance(hover.contents, types.MarkupContent) and hover.contents.kind == types.MarkupKind.Markdown
    assert "%x" in text and '{"data"}' in text, text
    # The per-device shape: 16x512 split in 2 along dim 0.
    assert "8x512" in text, text


@pytest.mark.asyncio
async def test_hover_on_mesh(client: LanguageClient):
    require(client, "hover_provider", "textDocument/hover")
    doc = Doc(client, EXAMPLES / "mlp_sdy.mlir")
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=doc.ident, position=position_of(doc.text, "sdy.mesh @mesh", delta=11))
    )
    text = hover_text(hover)
    assert "data" in text and "model" in text and "8" in text, text


@pytest.mark.asyncio
async def test_no_hover_in_comment(client: LanguageClient):
    require(client, "hover_provider", "textDocument/hover")
    doc = Doc(client, EXAMPLES / "mlp_sdy.mlir")
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=doc.ident, position=types.Position(line=0, character=5))
    )
    assert hover is None or not hover_text(hover).strip(), hover


# --- inlay hints ---------------------------------------------------------------------------------


async def hints(client: LanguageClient, doc: Doc) -> list[types.InlayHint]:
    result = await asyncio.wait_for(
        client.text_document_inlay_hint_async(types.InlayHintParams(text_document=doc.ident, range=doc.full_range())),
        TIMEOUT,
    )
    return list(result or [])


@pytest.mark.asyncio
async def test_inlay_hints_show_inferred_shardings(client: LanguageClient):
    require(client, "inlay_hint_provider", "textDocument/inlayHint")
    doc = Doc(client, EXAMPLES / "mlp_sdy.mlir")
    found = await hints(client, doc)
    assert found, "no inlay hints for examples/mlp_sdy.mlir"
    by_position = {(h.position.line, h.position.character): hint_label(h) for h in found}
    # %0 = x @ w1 is split over both axes; the hint sits right after `%0`.
    at = position_of(doc.text, "%0 = stablehlo.dot_general", delta=2)
    label = by_position.get((at.line, at.character))
    assert label is not None, f"no hint after %0 at {at}; hints: {by_position}"
    assert '"data"' in label and '"model"' in label, label
    assert "16x2048" in label and "→" in label, f"shapes are on by default: {label}"
    # Annotated arguments carry no hint.
    arg_line = position_of(doc.text, "%w1: tensor").line
    assert not [p for p in by_position if p[0] == arg_line], by_position


@pytest.mark.asyncio
async def test_inlay_hints_disabled_by_initialization_options(hints_off_client: LanguageClient):
    require(hints_off_client, "inlay_hint_provider", "textDocument/inlayHint")
    doc = Doc(hints_off_client, EXAMPLES / "mlp_sdy.mlir")
    assert await hints(hints_off_client, doc) == []


@pytest.mark.asyncio
async def test_inlay_hint_settings_change(client: LanguageClient):
    require(client, "inlay_hint_provider", "textDocument/inlayHint")
    doc = Doc(client, EXAMPLES / "mlp_sdy.mlir")
    assert await hints(client, doc), "hints are on by default"
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(
            settings={"meshLsp": {"inlayHints": {"enabled": True, "notation": "gspmd", "shapes": False}}}
        )
    )
    all_labels = [hint_label(h) for h in await hints(client, doc)]
    # Communication hints (`⇄ all-reduce …`) name collectives, not shardings.
    assert any(l.startswith("⇄ all-reduce") for l in all_labels), all_labels
    labels = [l for l in all_labels if not l.startswith("⇄")]
    assert labels and all("devices=" in l or "replicated" in l for l in labels), labels
    assert not any("→" in l for l in labels), f"shapes were turned off: {labels}"
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"meshLsp": {"inlayHints": {"enabled": False}}})
    )
    assert await hints(client, doc) == []
    # Each change asked the client to refresh the hints it shows.
    for _ in range(50):
        if client.inlay_hint_refreshes >= 2:  # type: ignore[attr-defined]
            break
        await asyncio.sleep(0.05)
    assert client.inlay_hint_refreshes >= 2  # type: ignore[attr-defined]


# --- code actions --------------------------------------------------------------------------------


@pytest.mark.asyncio
async def test_quick_fix_resolves_a_propagation_conflict(client: LanguageClient):
    require(client, "code_action_provider", "textDocument/codeAction")
    doc = Doc(client, FIXTURES / "conflict.mlir")
    diagnostics = await doc.pushed(lambda ds: "propagation/conflict" in codes(ds), "propagation/conflict")
    conflict = next(d for d in diagnostics if d.code == "propagation/conflict")
    assert conflict.range.start.line == 2, conflict.range

    actions = await asyncio.wait_for(
        client.text_document_code_action_async(
            types.CodeActionParams(
                text_document=doc.ident,
                range=conflict.range,
                context=types.CodeActionContext(
                    diagnostics=[conflict], trigger_kind=types.CodeActionTriggerKind.Invoked
                ),
            )
        ),
        TIMEOUT,
    )
    actions = [a for a in actions or [] if isinstance(a, types.CodeAction)]
    fixes = [a for a in actions if a.kind == types.CodeActionKind.QuickFix]
    assert fixes, f"no quick fix offered for the conflict; actions: {[(a.title, a.kind) for a in actions]}"
    fix = fixes[0]
    assert fix.title.startswith("Reshard "), fix.title
    if fix.edit is None and fix.data is not None:
        fix = await client.code_action_resolve_async(fix)
    assert fix.edit is not None, f"quick fix without an edit: {fix}"
    if fix.diagnostics:
        assert any(d.code == "propagation/conflict" for d in fix.diagnostics)

    edits = workspace_edit_for(fix.edit, doc.uri)
    assert edits, f"the quick fix edits nothing in {doc.uri}: {fix.edit}"
    before = doc.text
    doc.apply(edits)
    assert doc.text != before
    diagnostics = await doc.pushed(
        lambda ds: "propagation/conflict" not in codes(ds), "the conflict to disappear after the quick fix"
    )
    assert not [d for d in diagnostics if d.severity == types.DiagnosticSeverity.Error], [
        (d.code, d.message) for d in diagnostics
    ]
    assert "reshard" in doc.text, doc.text
