#!/usr/bin/env bash
# The full soak test of the language server (server/tests/lsp_soak.rs): one
# session of 20,000 random edits (typing, deleting, pasting, undo/redo of
# multi-line blocks, breaking and repairing braces, non-ASCII comments) on a
# 10,000-op module, driving the release binary over stdio, comparing the
# edited document with a from-scratch analysis every 100 edits and checking
# that the server's resident memory does not grow over the session. CI runs
# a bounded version of the same test (1,500 edits on 1,500 ops) as part of
# `cargo test`.
#
#   bash scripts/soak.sh                       # the full session
#   SOAK_EDITS=5000 SOAK_SEED=7 bash scripts/soak.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export SOAK_EDITS=${SOAK_EDITS:-20000}
export SOAK_OPS=${SOAK_OPS:-10000}
exec cargo test --release -p mesh-lsp --test lsp_soak -- --nocapture
