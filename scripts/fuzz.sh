#!/usr/bin/env bash
# Fuzzes mesh-lsp for a bounded time per target; CI runs this.
#
#   bash scripts/fuzz.sh                 # every target, 20 s each
#   FUZZ_SECONDS=300 bash scripts/fuzz.sh check_bytes
#
# Targets (fuzz/src/lib.rs): check_bytes, sdy_parsers, mesh_family_parsers,
# gspmd_parsers, document_edits.
#
# With cargo-fuzz and a nightly toolchain installed, each target runs under
# libFuzzer with AddressSanitizer, overflow checks and debug assertions,
# starting from fuzz/seeds/<target> and fuzz/regressions/<target> (plus the
# examples and the bad-input catalogue for check_bytes) and keeping what it finds in
# fuzz/corpus/<target>. Crashes land in fuzz/artifacts/<target>/.
#
# Without them (or with FUZZ_MODE=stable) the same target functions run as
# bounded randomized tests on the stable toolchain (fuzz/tests/stable.rs):
# seeds, then seeded mutations, for FUZZ_SECONDS each, and the saved
# regression inputs.
#
# Exit status: 0 when no target failed, 1 otherwise.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

seconds=${FUZZ_SECONDS:-20}
all_targets=(check_bytes sdy_parsers mesh_family_parsers gspmd_parsers document_edits)
if [ $# -gt 0 ]; then
  targets=("$@")
else
  targets=("${all_targets[@]}")
fi

mode=${FUZZ_MODE:-}
if [ -z "$mode" ]; then
  if cargo fuzz --version >/dev/null 2>&1 && cargo +nightly --version >/dev/null 2>&1; then
    mode=libfuzzer
  else
    mode=stable
  fi
fi

failed=()
if [ "$mode" = libfuzzer ]; then
  echo "== cargo fuzz (libFuzzer, nightly): ${targets[*]}, ${seconds}s each"
  cargo +nightly fuzz build --debug-assertions 2>&1 | grep -E "^(error|warning)|Finished" || true
  for target in "${targets[@]}"; do
    corpus=fuzz/corpus/$target
    mkdir -p "$corpus"
    inputs=("$corpus" "fuzz/seeds/$target")
    if [ -d "fuzz/regressions/$target" ]; then
      inputs+=("fuzz/regressions/$target")
    fi
    case $target in
      check_bytes) inputs+=(examples tests/bad-inputs) ;;
    esac
    echo "-- $target"
    set +e
    cargo +nightly fuzz run --debug-assertions "$target" "${inputs[@]}" -- \
      -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
      -dict=fuzz/dicts/mlir.dict -print_final_stats=1 2>&1 \
      | grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==|SUMMARY|Test unit written|Done [0-9]+ runs)|panicked at|assertion"
    status=${PIPESTATUS[0]}
    set -e
    if [ "$status" -ne 0 ]; then
      failed+=("$target")
    fi
  done
else
  echo "== stable randomized targets (no cargo-fuzz/nightly): ${targets[*]}, ${seconds}s each"
  for target in "${targets[@]}" regressions; do
    echo "-- $target"
    set +e
    FUZZ_SECONDS=$seconds cargo test --release --no-default-features \
      --manifest-path fuzz/Cargo.toml --test stable -- --exact "$target" --nocapture 2>&1 \
      | grep -E "inputs in|panicked|failed on|test result"
    status=${PIPESTATUS[0]}
    set -e
    if [ "$status" -ne 0 ]; then
      failed+=("$target")
    fi
  done
fi

if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]} (inputs in fuzz/artifacts/<target>/)"
  exit 1
fi
echo "ok: no target failed"
