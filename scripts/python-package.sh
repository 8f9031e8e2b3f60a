#!/usr/bin/env bash
# Builds the `mesh-lsp` wheel (python/pyproject.toml: maturin, bindings =
# "bin") and tests it as a user gets it: installed into a fresh venv, the
# binary on PATH, the `mesh_lsp` API under pytest (python/tests). Then the
# same venv sees a JAX installation too (the oracle venv's site-packages, when
# it exists, through a .pth file) and the tests on a real `jax.jit(f).lower()`
# run instead of skipping.
#
# Build cost: maturin builds the release profile by default; a cold release
# build of the server takes minutes on two cores. This script builds with
# the dev profile unless MESH_LSP_WHEEL_PROFILE says otherwise, which reuses
# what `cargo test` already compiled (about 15 s after it). The packaging is
# the same; only the binary's speed differs.
#
# Tools (maturin, pytest) are pip-installed into a throwaway venv under
# target/. Run from anywhere: bash scripts/python-package.sh
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
work=$root/target/python-package
profile=${MESH_LSP_WHEEL_PROFILE:-dev}
python=${PYTHON:-python3}
oracle_venv=${MESH_LSP_ORACLE_VENV:-$HOME/.cache/mesh-lsp-oracle/venv}

if ! "$python" -c 'import venv, ensurepip' 2>/dev/null; then
  echo "error: $python cannot create venvs (no venv/ensurepip module)" >&2
  exit 1
fi

rm -rf "$work/wheels" "$work/venv" "$work/venv-jax"
mkdir -p "$work"

echo "== tools (maturin, pytest) in $work/tools"
if [ ! -x "$work/tools/bin/maturin" ]; then
  "$python" -m venv "$work/tools"
  "$work/tools/bin/pip" install -q --disable-pip-version-check "maturin>=1.5,<2" pytest
fi

echo "== wheel (profile $profile)"
start=$(date +%s)
(cd python && "$work/tools/bin/maturin" build --profile "$profile" --out "$work/wheels")
echo "built in $(($(date +%s) - start)) s"
wheel=$(ls "$work"/wheels/mesh_lsp-*.whl)

echo "== fresh venv with the wheel"
"$python" -m venv "$work/venv"
"$work/venv/bin/pip" install -q --disable-pip-version-check "$wheel"
# The tests run from the venv's own pytest so that `mesh_lsp` resolves to
# the installed package, not python/src.
"$work/venv/bin/pip" install -q --disable-pip-version-check pytest
# PATH as an activated venv has it: the wheel's binary must be there.
export PATH="$work/venv/bin:$PATH"
command -v mesh-lsp
mesh-lsp --version
"$work/venv/bin/python" -m pytest -q -p no:cacheprovider python/tests

echo "== with JAX (the oracle venv's packages)"
site=$(ls -d "$oracle_venv"/lib/python3*/site-packages 2>/dev/null | head -1 || true)
venv_py=$("$work/venv/bin/python" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
if [ -n "$site" ] && [ -d "$site/jax" ] && [ "$(basename "$(dirname "$site")")" = "python$venv_py" ]; then
  "$python" -m venv "$work/venv-jax"
  "$work/venv-jax/bin/pip" install -q --disable-pip-version-check "$wheel" pytest
  purelib=$("$work/venv-jax/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
  echo "$site" > "$purelib/mesh_lsp_oracle_jax.pth"
  export PATH="$work/venv-jax/bin:$PATH"
  "$work/venv-jax/bin/python" -c 'import jax; print("jax", jax.__version__)'
  "$work/venv-jax/bin/python" -m pytest -q -p no:cacheprovider python/tests -k jax -rs \
    | tee "$work/jax.log"
  if grep -q "skipped" "$work/jax.log"; then
    echo "error: JAX is importable but the JAX test skipped" >&2
    exit 1
  fi
else
  echo "skipped: no JAX for Python $venv_py at $oracle_venv (the test on a real Lowered did not run)"
fi
