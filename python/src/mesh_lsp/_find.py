"""Finding the ``mesh-lsp`` binary the wheel installed (as ruff's
``find_ruff_bin`` does): the scripts directory of the environment this Python
runs in, then the user scheme's, then a ``pip install --target`` layout, then
``PATH``. ``MESH_LSP_BIN`` overrides all of them."""

from __future__ import annotations

import os
import shutil
import sys
import sysconfig


def _exe_name() -> str:
    return "mesh-lsp" + (sysconfig.get_config_var("EXE") or "")


def _user_scheme() -> str:
    if os.name == "nt":
        return "nt_user"
    if sys.platform == "darwin" and sys._framework:  # type: ignore[attr-defined]
        return "osx_framework_user"
    return "posix_user"


def find_mesh_lsp_bin() -> str:
    """The path of the ``mesh-lsp`` executable; ``FileNotFoundError`` when
    there is none."""
    override = os.environ.get("MESH_LSP_BIN")
    if override:
        if os.path.isfile(override):
            return override
        raise FileNotFoundError(f"MESH_LSP_BIN={override!r} is not a file")
    exe = _exe_name()
    candidates = [os.path.join(sysconfig.get_path("scripts"), exe)]
    try:
        candidates.append(os.path.join(sysconfig.get_path("scripts", scheme=_user_scheme()), exe))
    except KeyError:
        pass
    # `pip install --target DIR`: DIR/mesh_lsp/ and DIR/bin/mesh-lsp.
    package_parent = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    candidates.append(os.path.join(package_parent, "bin", exe))
    # A venv whose scripts dir differs from sysconfig's (unusual launchers).
    candidates.append(os.path.join(os.path.dirname(sys.executable), exe))
    for candidate in candidates:
        if os.path.isfile(candidate):
            return candidate
    on_path = shutil.which(exe)
    if on_path:
        return on_path
    raise FileNotFoundError(
        "the mesh-lsp binary was not found (looked in "
        + ", ".join(candidates)
        + " and on PATH); reinstall the mesh-lsp wheel or set MESH_LSP_BIN"
    )
