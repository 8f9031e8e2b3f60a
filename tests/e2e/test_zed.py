"""editors/zed: what can be checked without Zed.

Zed is not installable here (no Debian, PyPI or npm package) and building its
extensions needs the wasm32-wasip2 Rust target and the WASI SDK, neither of
which this machine can download; so the extension is not run in Zed (see
editors/zed/README.md). What runs: the manifests agree with each other and
with tree-sitter-mesh, the queries name only nodes the grammar has
(tree-sitter-mesh/tests/editor_queries.rs compiles them), and the extension's
Rust code type-checks against zed_extension_api (`cargo check`, host target).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tomllib

import pytest

from conftest import ARTIFACTS, REPO

ZED = REPO / "editors" / "zed"


def load(path):
    with open(path, "rb") as f:
        return tomllib.load(f)


def test_manifest_grammar_is_tree_sitter_mesh():
    manifest = load(ZED / "extension.toml")
    grammar = manifest["grammars"]["mesh"]
    assert grammar["path"] == "tree-sitter-mesh"
    assert (REPO / grammar["path"] / "src" / "parser.c").is_file()
    assert grammar["repository"].startswith("file://"), "the documented local form"


def test_language_config_matches_manifest():
    manifest = load(ZED / "extension.toml")
    config = load(ZED / "languages" / "mesh" / "config.toml")
    assert config["grammar"] in manifest["grammars"]
    assert config["path_suffixes"] == ["mlir"]
    server = manifest["language_servers"]["mesh-lsp"]
    assert server["languages"] == [config["name"]]
    assert server["language_ids"] == {config["name"]: "mlir"}


def test_queries_present():
    names = {p.name for p in (ZED / "languages" / "mesh").glob("*.scm")}
    assert {"highlights.scm", "brackets.scm", "indents.scm", "outline.scm", "textobjects.scm", "injections.scm"} <= names


def test_extension_code_checks_against_zed_extension_api():
    cargo = shutil.which("cargo")
    if not cargo:
        pytest.skip("cargo not on PATH")
    target = os.environ.get("MESH_E2E_CACHE", os.path.expanduser("~/.cache/mesh-lsp-e2e")) + "/zed-target"
    proc = subprocess.run(
        [cargo, "check", "--locked", "--quiet", "--manifest-path", str(ZED / "Cargo.toml")],
        env=dict(os.environ, CARGO_TARGET_DIR=target),
        capture_output=True,
        text=True,
        timeout=900,
    )
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "zed-cargo-check.log").write_text(proc.stdout + proc.stderr)
    assert proc.returncode == 0, proc.stderr[-4000:]
