#!/usr/bin/env bash
# Checks that the committed tree-sitter parser matches grammar.js, and runs
# the grammar's own corpus tests (tree-sitter-mesh/test/corpus).
#
# `tree-sitter generate` runs in a temporary copy of tree-sitter-mesh, so the
# working tree is never modified; the generated src/parser.c, src/grammar.json
# and src/node-types.json must equal the committed ones. Installs
# tree-sitter-cli (pinned) with cargo when it is not on PATH.
set -euo pipefail

TREE_SITTER_VERSION=0.27.1
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
grammar="$repo/tree-sitter-mesh"

# cargo installs into ~/.cargo/bin, which a fresh shell may not have on PATH.
export PATH="$PATH:${CARGO_HOME:-$HOME/.cargo}/bin"
if ! command -v tree-sitter >/dev/null 2>&1; then
  echo "tree-sitter not found; installing tree-sitter-cli $TREE_SITTER_VERSION" >&2
  cargo install tree-sitter-cli --locked --version "$TREE_SITTER_VERSION"
fi
installed="$(tree-sitter --version | awk '{print $2}')"
if [[ "$installed" != "$TREE_SITTER_VERSION" ]]; then
  echo "warning: tree-sitter $installed found; the parser is generated with $TREE_SITTER_VERSION" >&2
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cp -R "$grammar/." "$scratch/"
rm -f "$scratch/src/parser.c" "$scratch/src/grammar.json" "$scratch/src/node-types.json"
# The built-in QuickJS runtime needs no Node.js and generates the same files.
(cd "$scratch" && tree-sitter generate --js-runtime native)

stale=0
for file in src/parser.c src/grammar.json src/node-types.json; do
  if ! cmp -s "$scratch/$file" "$grammar/$file"; then
    echo "error: tree-sitter-mesh/$file is out of date with grammar.js" >&2
    diff -u "$grammar/$file" "$scratch/$file" | head -n 40 >&2 || true
    stale=1
  fi
done
if [[ $stale -ne 0 ]]; then
  echo "run: (cd tree-sitter-mesh && tree-sitter generate) and commit the result" >&2
  exit 1
fi
echo "tree-sitter-mesh: generated files are up to date"

# `tree-sitter test` compiles the grammar into its cache keyed by name; running
# it from the grammar directory makes sure this grammar is the one tested.
(cd "$grammar" && tree-sitter test)

# The Helix and Zed copies of the queries are generated from queries/*.scm.
python3 "$repo/scripts/editor-queries.py" --check
echo "editors/helix and editors/zed: generated queries are up to date"
