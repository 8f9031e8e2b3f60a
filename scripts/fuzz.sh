#!/usr/bin/env bash
# Fuzzes mesh-lsp. Two modes:
#
#   bash scripts/fuzz.sh                      # CI: deterministic
#   bash scripts/fuzz.sh --long [TARGET...]   # a campaign, outside CI
#   FUZZ_SECONDS=600 bash scripts/fuzz.sh document_edits   # the same
#
# Targets (fuzz/src/lib.rs): check_bytes, sdy_parsers, mesh_family_parsers,
# gspmd_parsers, document_edits.
#
# CI mode runs every target as a randomized test on the stable toolchain
# (fuzz/tests/stable.rs): its seeds, then a fixed number of mutated inputs
# from a fixed seed (FUZZ_INPUTS overrides the count), then every saved
# regression input. The same commit runs the same inputs on every machine,
# fast or slow, and passes or fails the same way. A failing input is saved in
# fuzz/regressions/<target>/ (commit it with the fix) and printed as hex.
#
# Long mode is coverage-guided when it can be: cargo-fuzz is installed from
# crates.io if missing, and the targets run under libFuzzer with
# AddressSanitizer and debug assertions, FUZZ_SECONDS (default 600) each,
# from a seed that changes per run (FUZZ_SEED to repeat one). cargo-fuzz
# needs unstable compiler flags: the project's machines have only a stable
# toolchain, so it runs there with RUSTC_BOOTSTRAP=1 (FUZZ_TOOLCHAIN=nightly
# uses a nightly toolchain instead). Its corpus grows in
# fuzz/corpus/<target>; crashes are copied to fuzz/regressions/<target>/.
# Where cargo-fuzz cannot be built, long mode falls back to the stable runner
# with a time budget and a fresh seed (FUZZ_MODE=stable forces that).
# Each target's inputs executed and findings are printed at the end.
#
# Exit status: 0 when no target failed, 1 otherwise.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

long=0
if [ "${1:-}" = --long ]; then
  long=1
  shift
fi
if [ -n "${FUZZ_SECONDS:-}" ]; then
  long=1
fi
all_targets=(check_bytes sdy_parsers mesh_family_parsers gspmd_parsers document_edits)
if [ $# -gt 0 ]; then
  targets=("$@")
else
  targets=("${all_targets[@]}")
fi

failed=()
summary=()

# The stable runner: `run_stable TARGET` with FUZZ_* from the environment.
run_stable() {
  local target=$1 status log
  log=$(mktemp)
  set +e
  cargo test --release --no-default-features --manifest-path fuzz/Cargo.toml \
    --test stable -- --exact "$target" --nocapture >"$log" 2>&1
  status=$?
  set -e
  grep -E "inputs in|panicked|failed on|failing input|test result" "$log" || true
  if [ "$status" -ne 0 ]; then
    failed+=("$target")
    if [ "$target" = regressions ]; then
      summary+=("regressions: FAILED (a saved input fails again)")
    else
      summary+=("$target: FAILED (input saved in fuzz/regressions/$target/)")
    fi
  else
    summary+=("$(grep -E "^$target: [0-9]+ inputs in" "$log" | tail -n 1 || echo "$target: passed")")
  fi
  rm -f "$log"
}

if [ $long = 0 ]; then
  echo "== fuzz (deterministic: fixed seed, fixed input counts): ${targets[*]}"
  # Build once, quietly, so the per-target output is only the figures.
  cargo test --release --no-default-features --manifest-path fuzz/Cargo.toml \
    --test stable --no-run 2>&1 | grep -E "^(error|warning)" || true
  for target in "${targets[@]}" regressions; do
    echo "-- $target"
    run_stable "$target"
  done
else
  seconds=${FUZZ_SECONDS:-600}
  seed=${FUZZ_SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}
  mode=${FUZZ_MODE:-}
  if [ -z "$mode" ]; then
    if ! cargo fuzz --version >/dev/null 2>&1; then
      echo "== installing cargo-fuzz from crates.io"
      cargo install cargo-fuzz --locked >/dev/null 2>&1 || true
    fi
    if cargo fuzz --version >/dev/null 2>&1; then
      mode=libfuzzer
    else
      mode=stable
    fi
  fi
  if [ "$mode" = libfuzzer ]; then
    if [ "${FUZZ_TOOLCHAIN:-}" = nightly ]; then
      toolchain=(+nightly)
    else
      toolchain=()
      export RUSTC_BOOTSTRAP=1
    fi
    echo "== fuzz campaign (libFuzzer, ${toolchain[*]:-stable toolchain with RUSTC_BOOTSTRAP=1}): ${targets[*]}, ${seconds}s each, seed $seed"
    (cd fuzz && cargo "${toolchain[@]}" fuzz build --debug-assertions 2>&1 | grep -E "^(error|warning: unused)|Finished") || true
    for target in "${targets[@]}"; do
      corpus=fuzz/corpus/$target
      mkdir -p "$corpus" "fuzz/regressions/$target"
      inputs=("$corpus" "fuzz/seeds/$target" "fuzz/regressions/$target")
      case $target in
        check_bytes) inputs+=(examples tests/bad-inputs) ;;
      esac
      echo "-- $target"
      log=$(mktemp)
      before=$(ls "fuzz/artifacts/$target" 2>/dev/null || true)
      set +e
      (cd fuzz && cargo "${toolchain[@]}" fuzz run --debug-assertions "$target" \
        "${inputs[@]/#/../}" -- \
        -max_total_time="$seconds" -seed="$seed" -timeout=20 -rss_limit_mb=4096 \
        -max_len=65536 -dict=dicts/mlir.dict -print_final_stats=1) >"$log" 2>&1
      status=$?
      set -e
      grep -E "stat::number_of_executed_units|stat::peak_rss_mb|SUMMARY|Test unit written|panicked at|assertion" "$log" || true
      runs=$(grep -oE "stat::number_of_executed_units: *[0-9]+" "$log" | grep -oE "[0-9]+$" || echo "?")
      if [ "$status" -ne 0 ]; then
        failed+=("$target")
        # Only what this run found: earlier findings are fixed or known.
        for crash in fuzz/artifacts/"$target"/*; do
          if [ -f "$crash" ] && ! grep -qxF "$(basename "$crash")" <<<"$before"; then
            cp "$crash" "fuzz/regressions/$target/"
          fi
        done
        summary+=("$target: $runs inputs, FAILED (saved in fuzz/regressions/$target/; log $log)")
      else
        summary+=("$target: $runs inputs, nothing found")
        rm -f "$log"
      fi
    done
  else
    echo "== fuzz campaign (stable runner): ${targets[*]}, ${seconds}s each, seed $seed"
    for target in "${targets[@]}"; do
      echo "-- $target"
      FUZZ_SECONDS=$seconds FUZZ_SEED=$seed run_stable "$target"
    done
  fi
fi

echo "== fuzz summary"
printf '%s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]}"
  exit 1
fi
echo "ok: no target failed"
