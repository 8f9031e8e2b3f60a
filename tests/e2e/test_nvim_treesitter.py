"""tree-sitter-mesh in headless Neovim: textobjects and nvim-treesitter.

One Neovim run (tests/e2e/nvim/treesitter.lua) records every check in a JSON
file; each check is one test here. The first two use only Neovim's own
vim.treesitter and run everywhere Neovim 0.11+ does (CI included). The others
need checkouts of nvim-treesitter and nvim-treesitter-textobjects, given as
$NVIM_TREESITTER and $NVIM_TREESITTER_TEXTOBJECTS (either the `main` or the
`master` branch of both); without them they skip, saying so. `:TSInstall` of
nvim-treesitter's `main` branch also needs the `tree-sitter` CLI on PATH.
"""

from __future__ import annotations

import os
import shutil

import pytest

from conftest import FIXTURES
from nvim_run import run_nvim_script

BUILTIN = [
    "textobjects.scm parses with vim.treesitter.query",
    "textobjects capture the expected text",
]
PLUGINS = [
    "nvim-treesitter has mesh in its parser table",
    ":TSInstall mesh builds and installs the parser from tree-sitter-mesh",
    "highlighting attaches to an .mlir buffer",
    "nvim-treesitter-textobjects: vaf, vif, vac, via, vaa select the expected text",
]


def run_nvim(tmp_path_factory, mode: str) -> dict:
    ws = tmp_path_factory.mktemp(f"nvim-ts-{mode}")
    shutil.copy(FIXTURES / "textobjects.mlir", ws / "textobjects.mlir")
    out = ws / "results.json"
    env = dict(
        os.environ,
        E2E_MODE=mode,
        E2E_WS=str(ws),
        E2E_OUT=str(out),
        E2E_INSTALL=str(ws / "mesh_lsp"),
        E2E_TS_INSTALL=str(ws / "nvim-treesitter"),
        XDG_STATE_HOME=str(ws / "state"),
        XDG_DATA_HOME=str(ws / "data"),
        XDG_CACHE_HOME=str(ws / "cache"),
    )
    return run_nvim_script("treesitter.lua", ws, env, timeout=600, artifact=f"nvim-treesitter-{mode}")


@pytest.fixture(scope="module")
def builtin_results(tmp_path_factory):
    return run_nvim(tmp_path_factory, "builtin")


@pytest.fixture(scope="module")
def plugin_results(tmp_path_factory):
    missing = [v for v in ("NVIM_TREESITTER", "NVIM_TREESITTER_TEXTOBJECTS") if not os.path.isdir(os.environ.get(v, ""))]
    if missing:
        pytest.skip(
            f"{' and '.join(missing)} not set to a checkout: nvim-treesitter and nvim-treesitter-textobjects "
            "are not installable in CI (set them to local checkouts to run these)"
        )
    return run_nvim(tmp_path_factory, "plugins")


def check(results: dict, name: str, mode: str) -> None:
    result = results["checks"].get(name)
    assert result is not None, f"check {name!r} did not run (see tests/e2e/artifacts/nvim-treesitter-{mode}.log)"
    if result.get("skipped"):
        pytest.skip(result["skipped"])
    assert result["ok"], f"{name}:\n{result.get('detail')}"


def test_builtin_ran_every_check(builtin_results):
    assert builtin_results["order"] == BUILTIN


@pytest.mark.parametrize("name", BUILTIN)
def test_builtin(builtin_results, name):
    check(builtin_results, name, "builtin")


def test_plugins_ran_every_check(plugin_results):
    assert plugin_results["order"] == PLUGINS


@pytest.mark.parametrize("name", PLUGINS)
def test_plugins(plugin_results, name):
    check(plugin_results, name, "plugins")
