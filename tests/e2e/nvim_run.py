"""Runs a Lua script of tests/e2e/nvim/ in a headless Neovim with editors/nvim
on its runtimepath, and reads the JSON of checks the script writes
($E2E_OUT). Shared by test_nvim.py and test_nvim_treesitter.py."""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import subprocess

import pytest

from conftest import ARTIFACTS, E2E, REPO


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


def run_nvim_script(script: str, ws: pathlib.Path, env: dict, timeout: int, artifact: str) -> dict:
    """Runs tests/e2e/nvim/<script> in `ws` with `env` (which must set E2E_OUT);
    keeps the log and the results as ARTIFACTS/<artifact>.log and .json."""
    out = pathlib.Path(env["E2E_OUT"])
    cmd = [
        nvim_binary(),
        "--clean",
        "--headless",
        "--cmd",
        f"set rtp^={REPO / 'editors' / 'nvim'}",
        "-c",
        f"luafile {E2E / 'nvim' / script}",
    ]
    proc = subprocess.run(cmd, cwd=ws, env=env, capture_output=True, text=True, timeout=timeout)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    log = f"$ {' '.join(cmd)}\nexit {proc.returncode}\n--- stdout\n{proc.stdout}\n--- stderr\n{proc.stderr}\n"
    (ARTIFACTS / f"{artifact}.log").write_text(log)
    if not out.exists():
        pytest.fail(f"Neovim wrote no results\n{log}")
    results = json.loads(out.read_text())
    (ARTIFACTS / f"{artifact}.json").write_text(json.dumps(results, indent=2))
    return results
