#!/usr/bin/env bash
# Every check CI runs: formatting, lints, all Rust tests, and the grammar's
# freshness and corpus tests. Run from anywhere: bash scripts/test-all.sh
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

echo "== cargo fmt --check"
cargo fmt --all --check

echo "== cargo clippy"
cargo clippy --workspace --all-targets -- -D warnings

echo "== cargo test"
cargo test --workspace

echo "== grammar"
bash scripts/check-grammar-fresh.sh
