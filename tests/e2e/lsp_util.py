"""Small LSP helpers for the tests: positions in UTF-16, applying edits."""

from __future__ import annotations

from lsprotocol import types


def utf16_len(s: str) -> int:
    return len(s.encode("utf-16-le")) // 2


def position_of(text: str, needle: str, occurrence: int = 0, delta: int = 0) -> types.Position:
    """The LSP position (UTF-16 columns) of the `occurrence`-th `needle`, plus `delta` characters."""
    index = -1
    for _ in range(occurrence + 1):
        index = text.index(needle, index + 1)
    index += delta
    line = text.count("\n", 0, index)
    line_start = text.rfind("\n", 0, index) + 1
    return types.Position(line=line, character=utf16_len(text[line_start:index]))


def offset_of(text: str, position: types.Position) -> int:
    """The string index of an LSP position (UTF-16 columns)."""
    lines = text.split("\n")
    if position.line >= len(lines):
        return len(text)
    offset = sum(len(line) + 1 for line in lines[: position.line])
    line = lines[position.line]
    units = 0
    for i, ch in enumerate(line):
        if units >= position.character:
            return offset + i
        units += utf16_len(ch)
    return offset + len(line)


def apply_text_edits(text: str, edits: list[types.TextEdit]) -> str:
    """Applies non-overlapping edits, as LSP defines them (all against the original text)."""
    spans = sorted(
        ((offset_of(text, e.range.start), offset_of(text, e.range.end), e.new_text) for e in edits),
        key=lambda s: (s[0], s[1]),
    )
    out, last = [], 0
    for start, end, new in spans:
        assert start >= last, f"overlapping edits: {spans}"
        out.append(text[last:start])
        out.append(new)
        last = end
    out.append(text[last:])
    return "".join(out)


def workspace_edit_for(edit: types.WorkspaceEdit, uri: str) -> list[types.TextEdit]:
    """The text edits of `edit` for `uri`, from `changes` or `documentChanges`."""
    edits: list[types.TextEdit] = []
    if edit.changes:
        edits.extend(edit.changes.get(uri, []))
    for change in edit.document_changes or []:
        if isinstance(change, types.TextDocumentEdit) and change.text_document.uri == uri:
            edits.extend(e for e in change.edits if isinstance(e, types.TextEdit))
    return edits


def hover_text(hover: types.Hover | None) -> str:
    if hover is None:
        return ""
    contents = hover.contents
    if isinstance(contents, types.MarkupContent):
        return contents.value
    if isinstance(contents, str):
        return contents
    if isinstance(contents, types.MarkedStringWithLanguage):
        return contents.value
    return "\n".join(c if isinstance(c, str) else c.value for c in contents)


def hint_label(hint: types.InlayHint) -> str:
    if isinstance(hint.label, str):
        return hint.label
    return "".join(part.value for part in hint.label)
