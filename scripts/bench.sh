#!/usr/bin/env bash
# Benchmarks, printed as one table: criterion medians of the analysis stages
# (server/benches/pipeline.rs: parse, IR build, propagation, and one
# keystroke through the incremental path in each notation) and an LSP
# latency harness that drives the real binaries over stdio
# (tools/lsp-bench/lsp_bench.py): didChange -> published diagnostics,
# inlay-hint and hover latency (median, p99) over N single-character edits,
# and peak memory, for mesh-lsp on `shard`, `sdy` and GSPMD modules and for
# LLVM's mlir-lsp-server on the same `shard`-notation module, in the same run.
#
#   bash scripts/bench.sh                              # 1k, 10k, 100k ops; 100 edits (~15 min on 2 cores)
#   BENCH_SIZES=1000,10000 BENCH_EDITS=20 bash scripts/bench.sh   # quick
#   BENCH_SCALE_SIZES= bash scripts/bench.sh           # without the 1M-op sessions
#
# Besides the generated modules split into functions of 16 layers, it runs
# the one-function shape (`generate --shape single`) and real JAX dumps: a
# Llama-style training step with L unrolled layers (tools/jax_llama_step.py,
# one 'main'), made with the Shardy oracle's Python when it has jax.
#
# Environment: BENCH_SHAPES (split,single), BENCH_DUMPS (layers of the real
# dumps, default 48,160; empty to skip), BENCH_PLAIN_DUMPS (layers of the
# same dumps printed without locations, as `as_text()` does by default;
# default 160; empty to skip), BENCH_DUMP_EDITS (edits per dump
# session, default 20), BENCH_DUMP_EDIT_KINDS (what those sessions type:
# `space`, indentation before a statement, which changes no op, and `name`,
# a letter in the defined value's name, which changes the program; default
# both), BENCH_EDIT_KINDS (the same for the generated modules, default
# both), BENCH_PYTHON (a Python with jax 0.10.2; default the
# oracle venv ~/.cache/mesh-lsp-oracle/venv), BENCH_SIZES (ops, comma-separated), BENCH_EDITS (edits per
# session), BENCH_PULL_EDITS (edits in mesh-lsp's pull session, default 30),
# BENCH_SCALE_SIZES (larger generated modules run only in the LSP harness,
# `sdy` for mesh-lsp and `shard` for the peer, both shapes and edit kinds,
# for the scaling table; default 1000000, empty to skip),
# BENCH_SCALE_EDITS (edits per session there, default 10: the peer takes
# 10-30 s a keystroke in a one-function module of 1M ops),
# BENCH_CRITERION=0 to skip the criterion part, MLIR_LSP_SERVER
# (default: LLVM 22's, installed from Debian's mlir-22-tools when root and
# absent; the comparison is skipped when there is none), CARGO_TARGET_DIR
# (default target/), BENCH_COMMIT (names the sources outside a git checkout).
# Results also land in $CARGO_TARGET_DIR/bench/
# (criterion.log, lsp-bench.json, lsp-bench-scale.json, lsp-bench.md, table.md).
# Not part of CI (scripts/test-all.sh): it takes minutes and the figures
# depend on the machine.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

sizes=${BENCH_SIZES:-1000,10000,100000}
edits=${BENCH_EDITS:-100}
# The pull session (latency without the debounce, hints asked at once) is
# secondary and as slow as the push one: fewer edits keep the run short.
pull_edits=${BENCH_PULL_EDITS:-$((edits < 30 ? edits : 30))}
target=${CARGO_TARGET_DIR:-target}
mlir_lsp=${MLIR_LSP_SERVER:-/usr/lib/llvm-22/bin/mlir-lsp-server}
out=$target/bench
mkdir -p "$out"

if [ -z "${MLIR_LSP_SERVER:-}" ] && [ ! -x "$mlir_lsp" ] && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "== installing mlir-22-tools (mlir-lsp-server)" >&2
  (apt-get update -qq && apt-get install -y -qq mlir-22-tools >/dev/null) ||
    echo "warning: could not install mlir-22-tools" >&2
fi

# One build: building a bench also builds (and puts in $target/release/)
# the mesh-lsp binary, with the same dependency features, so the harness
# drives that binary and nothing is compiled twice.
echo "== build (bench profile)" >&2
cargo bench -p mesh-lsp --bench pipeline --no-run >&2
mesh_lsp=$target/release/mesh-lsp

if [ "${BENCH_CRITERION:-1}" != 0 ]; then
  echo "== criterion: server/benches/pipeline.rs (sizes $sizes)" >&2
  rm -rf "$target/criterion/pipeline"
  MESH_BENCH_OPS=$sizes cargo bench -p mesh-lsp --bench pipeline >"$out/criterion.log" 2>&1 \
    || { tail -20 "$out/criterion.log" >&2; exit 1; }
fi

shapes=${BENCH_SHAPES:-split,single}
dumps=${BENCH_DUMPS-48,160}
plain_dumps=${BENCH_PLAIN_DUMPS-160}
dump_edits=${BENCH_DUMP_EDITS:-20}
dump_edit_kinds=${BENCH_DUMP_EDIT_KINDS:-space,name}
edit_kinds=${BENCH_EDIT_KINDS:-space,name}
python=${BENCH_PYTHON:-$HOME/.cache/mesh-lsp-oracle/venv/bin/python}
lsp_args=(--mesh-lsp "$mesh_lsp" --sizes "$sizes" --edits "$edits" --pull-edits "$pull_edits" --shapes "$shapes" --edit-kinds "$edit_kinds" --json "$out/lsp-bench.json")
if [ -n "$dumps" ]; then
  if [ -x "$python" ] && "$python" -c "import jax" 2>/dev/null; then
    for layers in ${dumps//,/ }; do
      dump=$out/llama-step-L$layers.mlir
      [ -s "$dump" ] || { echo "== real dump: Llama-style training step, L = $layers" >&2; "$python" tools/jax_llama_step.py --layers "$layers" >"$dump"; }
      lsp_args+=(--files "JAX Llama step L=$layers=$dump")
    done
    # The same step as JAX prints it by default, without a `loc(...)` after
    # each op: the first reparse of a freshly parsed function is where the
    # two differ (vendor/tree-sitter/MESH-LSP-PATCH.md, third change).
    for layers in ${plain_dumps//,/ }; do
      dump=$out/llama-step-L$layers-noloc.mlir
      [ -s "$dump" ] || { echo "== real dump without locations: L = $layers" >&2; "$python" tools/jax_llama_step.py --layers "$layers" --no-debug-info >"$dump"; }
      lsp_args+=(--files "JAX Llama step L=$layers, no locations=$dump")
    done
    # A pull session per dump too: each edit timed to the diagnostics with
    # the partitioning's findings, which a push publishes once typing pauses.
    lsp_args+=(--file-edits "$dump_edits" --file-edit-kinds "$dump_edit_kinds" --file-pull)
  else
    echo "(no Python with jax at $python: the real-dump rows are skipped; see tools/jax_llama_step.py)" >&2
  fi
fi
if [ -x "$mlir_lsp" ]; then
  lsp_args+=(--mlir-lsp-server "$mlir_lsp")
else
  echo "(no mlir-lsp-server at $mlir_lsp: the comparison is skipped)" >&2
fi
echo "== LSP latency harness ($edits edits per session)" >&2
# Exit status 1 means a session failed; its row says why, the others stand.
python3 tools/lsp-bench/lsp_bench.py "${lsp_args[@]}" >"$out/lsp-bench.md" || echo "warning: an LSP session failed (see the table)" >&2

# The sizes of the scaling table beyond the main table's: opening a 1M-op
# module takes 10-20 s in either server, so only the `sdy` module (and the
# peer's `shard` one) and fewer edits.
scale_sizes=${BENCH_SCALE_SIZES-1000000}
scale_json=$out/lsp-bench-scale.json
rm -f "$scale_json"
if [ -n "$scale_sizes" ]; then
  scale_args=(--mesh-lsp "$mesh_lsp" --sizes "$scale_sizes" --edits "${BENCH_SCALE_EDITS:-10}" --notations sdy --no-pull
    --shapes "$shapes" --edit-kinds "$edit_kinds" --timeout 300 --json "$scale_json")
  [ -x "$mlir_lsp" ] && scale_args+=(--mlir-lsp-server "$mlir_lsp")
  echo "== LSP latency harness at $scale_sizes ops (${BENCH_SCALE_EDITS:-10} edits per session)" >&2
  python3 tools/lsp-bench/lsp_bench.py "${scale_args[@]}" >>"$out/lsp-bench.md" || echo "warning: an LSP session at $scale_sizes ops failed (see the table)" >&2
fi

commit=$(git describe --always --dirty 2>/dev/null || echo "${BENCH_COMMIT:-unknown commit}")
python3 tools/lsp-bench/table.py --sizes "$sizes" --criterion "$target/criterion/pipeline" \
  --lsp "$out/lsp-bench.json" ${scale_sizes:+--lsp "$scale_json"} --mlir-lsp-server "$mlir_lsp" --commit "$commit" | tee "$out/table.md"
