#!/usr/bin/env bash
# Packages the VS Code extension for one platform with the server inside
# (as rust-analyzer and ruff ship theirs): editors/vscode/mesh-lsp-TARGET.vsix.
# Installing it is all a user does; `meshLsp.serverPath` stays an override.
#
#   bash scripts/package-vscode.sh                  # target/release/mesh-lsp, this machine's target
#   bash scripts/package-vscode.sh BINARY [TARGET]  # TARGET: linux-x64, linux-arm64, darwin-x64,
#                                                   # darwin-arm64, win32-x64 (vsce --target)
#
# Needs Node 22+ and `npm ci` in editors/vscode (scripts/e2e.sh sets both up).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

binary=${1:-target/release/mesh-lsp}
target=${2:-}
if [ -z "$target" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) target=linux-x64 ;;
    Linux-aarch64) target=linux-arm64 ;;
    Darwin-x86_64) target=darwin-x64 ;;
    Darwin-arm64) target=darwin-arm64 ;;
    *) echo "unknown platform $(uname -s)-$(uname -m): pass TARGET" >&2; exit 2 ;;
  esac
fi
if [ ! -x "$binary" ]; then
  [ "$binary" = target/release/mesh-lsp ] && cargo build --release -p mesh-lsp --bin mesh-lsp
  [ -x "$binary" ] || { echo "no executable at $binary" >&2; exit 2; }
fi
name=mesh-lsp
[[ $target == win32-* ]] && name=mesh-lsp.exe

ext=editors/vscode
rm -rf "$ext/server" && mkdir -p "$ext/server"
cp "$binary" "$ext/server/$name"
# A debug build carries its symbols; the user's copy does not need them.
if command -v strip >/dev/null 2>&1 && [[ $target == linux-* ]]; then
  strip "$ext/server/$name" 2>/dev/null || true
fi
chmod +x "$ext/server/$name"
out=mesh-lsp-$target.vsix
(cd "$ext" && npm run --silent compile && rm -f "$out" &&
  npx vsce package --target "$target" --no-dependencies --skip-license -o "$out" </dev/null)
rm -rf "$ext/server"
echo "$ext/$out"
