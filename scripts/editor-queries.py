#!/usr/bin/env python3
"""Writes the Helix and Zed copies of tree-sitter-mesh's queries.

tree-sitter-mesh/queries/*.scm use nvim-treesitter's capture names. Helix and
Zed read the same patterns under other names (Helix: book/src/themes.md and
guides/locals.md; Zed: docs/src/extensions/languages.md), so their copies are
generated from ours with the capture names renamed:

  editors/helix/runtime/queries/mesh/{highlights,injections,locals}.scm
  editors/zed/languages/mesh/{highlights,injections}.scm

textobjects.scm is not generated: each editor knows other objects
(editors/helix/runtime/queries/mesh/textobjects.scm and
editors/zed/languages/mesh/textobjects.scm are written by hand).

  python3 scripts/editor-queries.py           # rewrite the copies
  python3 scripts/editor-queries.py --check   # exit 1 when one is stale
"""

from __future__ import annotations

import pathlib
import re
import sys

REPO = pathlib.Path(__file__).resolve().parents[1]
SRC = REPO / "tree-sitter-mesh" / "queries"

# nvim-treesitter capture -> Helix scope (themes.md). Every capture of
# highlights.scm must be listed, so that a new one is not passed on unread.
HELIX_HIGHLIGHTS = {
    "attribute": "attribute",
    "attribute.builtin": "attribute",
    "boolean": "constant.builtin.boolean",
    "comment": "comment.line",
    "comment.special": "comment.line.documentation",
    "constant": "constant",
    "constant.builtin": "constant.builtin",
    "function": "function",
    "function.builtin": "function.builtin",
    "function.call": "function",
    "keyword": "keyword",
    "keyword.directive": "keyword.directive",
    "keyword.function": "keyword.function",
    "keyword.modifier": "keyword.storage.modifier",
    "keyword.return": "keyword.control.return",
    "label": "label",
    "number": "constant.numeric.integer",
    "number.float": "constant.numeric.float",
    "operator": "operator",
    "property": "variable.other.member",
    "punctuation.bracket": "punctuation.bracket",
    "punctuation.delimiter": "punctuation.delimiter",
    "string": "string",
    "type": "type",
    "type.builtin": "type.builtin",
    "type.definition": "type",
    "variable": "variable",
    "variable.member": "variable.other.member",
    "variable.parameter": "variable.parameter",
}

# Helix locals (guides/locals.md): the suffix of @local.definition.* is the
# highlight scope a resolved reference takes.
HELIX_LOCALS = {
    "local.scope": "local.scope",
    "local.reference": "local.reference",
    "local.definition.var": "local.definition.variable",
    "local.definition.parameter": "local.definition.variable.parameter",
    "local.definition.label": "local.definition.label",
    "local.definition.function": "local.definition.function",
    "local.definition.namespace": "local.definition.namespace",
    "local.definition.constant": "local.definition.constant",
}

# nvim-treesitter capture -> Zed theme key (languages.md, "Syntax
# highlighting"); Zed falls back along the dots, so `function.builtin` still
# takes `function`'s colour where a theme has no `function.builtin`.
ZED_HIGHLIGHTS = {
    "attribute": "attribute",
    "attribute.builtin": "attribute",
    "boolean": "boolean",
    "comment": "comment",
    "comment.special": "comment.doc",
    "constant": "constant",
    "constant.builtin": "constant.builtin",
    "function": "function",
    "function.builtin": "function.builtin",
    "function.call": "function.call",
    "keyword": "keyword",
    "keyword.directive": "preproc",
    "keyword.function": "keyword",
    "keyword.modifier": "keyword",
    "keyword.return": "keyword",
    "label": "label",
    "number": "number",
    "number.float": "number",
    "operator": "operator",
    "property": "property",
    "punctuation.bracket": "punctuation.bracket",
    "punctuation.delimiter": "punctuation.delimiter",
    "string": "string",
    "type": "type",
    "type.builtin": "type.builtin",
    "type.definition": "type",
    "variable": "variable",
    "variable.member": "property",
    "variable.parameter": "variable.parameter",
}

# Injection captures are the same in all three.
SAME = None

CAPTURE = re.compile(r"@([A-Za-z_][A-Za-z0-9_.\-]*)")


# Rewrites before the renaming, per output: (old, new) pairs that must match.
# Helix rejects a whole query over a `#set!` property it does not know
# ("unknown property"), and has no definition.function.scope: there a
# function's name is a definition in its own scope.
HELIX_LOCALS_EDITS = [
    (
        """((func_operation name: (symbol_ref) @local.definition.function)
  (#set! definition.function.scope "parent"))""",
        """(func_operation name: (symbol_ref) @local.definition.function)""",
    ),
]


def edit(text: str, edits: list[tuple[str, str]], source: str) -> str:
    for old, new in edits:
        if old not in text:
            raise SystemExit(f"{source}: scripts/editor-queries.py expects {old!r}; update the script")
        text = text.replace(old, new)
    return text


def rename(text: str, table: dict[str, str] | None, source: str) -> str:
    def sub(m: re.Match[str]) -> str:
        name = m.group(1)
        if table is None or name.startswith("_") or name.startswith("injection."):
            return m.group(0)
        if name not in table:
            raise SystemExit(f"{source}: capture @{name} has no mapping in scripts/editor-queries.py")
        return "@" + table[name]

    out = []
    for line in text.splitlines(keepends=True):
        # Comments keep their words (they may mention captures in prose).
        code, sep, comment = line.partition(";")
        out.append(CAPTURE.sub(sub, code) + sep + comment)
    return "".join(out)


def header(editor: str, source: str) -> str:
    return (
        f"; Generated by scripts/editor-queries.py from tree-sitter-mesh/queries/{source}\n"
        f"; with {editor}'s capture names; edit that file and rerun the script.\n\n"
    )


def outputs() -> dict[pathlib.Path, str]:
    helix = REPO / "editors" / "helix" / "runtime" / "queries" / "mesh"
    zed = REPO / "editors" / "zed" / "languages" / "mesh"
    plan = [
        (helix / "highlights.scm", "Helix", "highlights.scm", HELIX_HIGHLIGHTS, []),
        (helix / "injections.scm", "Helix", "injections.scm", SAME, []),
        (helix / "locals.scm", "Helix", "locals.scm", HELIX_LOCALS, HELIX_LOCALS_EDITS),
        (zed / "highlights.scm", "Zed", "highlights.scm", ZED_HIGHLIGHTS, []),
        (zed / "injections.scm", "Zed", "injections.scm", SAME, []),
    ]
    files = {}
    for target, editor, source, table, edits in plan:
        text = edit((SRC / source).read_text(), edits, source)
        files[target] = header(editor, source) + rename(text, table, source)
    return files


def main() -> int:
    check = "--check" in sys.argv[1:]
    stale = []
    for path, text in outputs().items():
        if check:
            if not path.exists() or path.read_text() != text:
                stale.append(path.relative_to(REPO))
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
    if stale:
        print("stale (run python3 scripts/editor-queries.py):", *stale, sep="\n  ", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
