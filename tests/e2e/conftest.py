"""Shared paths and helpers for the end-to-end tests.

The server under test is $MESH_LSP (default: target/debug/mesh-lsp of this
repository); scripts/e2e.sh builds it and sets the variable.
"""

from __future__ import annotations

import os
import pathlib

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
E2E = pathlib.Path(__file__).resolve().parent
FIXTURES = E2E / "fixtures"
EXAMPLES = REPO / "examples"
ARTIFACTS = pathlib.Path(os.environ.get("MESH_E2E_ARTIFACTS", E2E / "artifacts"))


def server_path() -> str:
    path = os.environ.get("MESH_LSP") or str(REPO / "target" / "debug" / "mesh-lsp")
    return path


def pytest_configure(config):
    path = pathlib.Path(server_path())
    if not path.is_file() or not os.access(path, os.X_OK):
        raise pytest.UsageError(
            f"mesh-lsp not found at {path}: run `cargo build --bin mesh-lsp` or set MESH_LSP"
        )
