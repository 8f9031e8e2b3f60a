#!/usr/bin/env bash
# Every check CI runs: formatting, lints, all Rust tests (conformance with
# Shardy's and LLVM's test corpora and oracles included), the Python wheel
# and its API, the grammar's freshness and corpus tests, the fuzz targets on a fixed number of inputs
# (the same on every machine), and the end-to-end tests with real editors.
# Installs what it needs.
# Run from anywhere: bash scripts/test-all.sh
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

echo "== setup"
# LLVM 22's mlir-opt is the oracle for the shard dialect's propagation; the
# tests that need it skip (saying so) when it cannot be installed.
if [ ! -x /usr/lib/llvm-22/bin/mlir-opt ] && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  (apt-get update -qq && apt-get install -y -qq mlir-22-tools >/dev/null) ||
    echo "warning: could not install mlir-22-tools; the mlir-opt differential tests will skip"
fi

echo "== cargo fmt --check"
cargo fmt --all --check

echo "== cargo clippy"
cargo clippy --workspace --all-targets -- -D warnings

echo "== cargo test"
cargo test --workspace

echo "== LSP benchmark harness (its units, and short sessions on the debug binary)"
MESH_LSP="${CARGO_TARGET_DIR:-target}/debug/mesh-lsp" python3 -m unittest discover -s tools/lsp-bench -p 'test_*.py'

echo "== Python package (wheel with the binary, mesh_lsp API, JAX when present)"
bash scripts/python-package.sh

echo "== grammar"
bash scripts/check-grammar-fresh.sh

echo "== fuzz"
bash scripts/fuzz.sh

echo "== end-to-end (pytest-lsp, Neovim, VS Code)"
bash scripts/e2e.sh
