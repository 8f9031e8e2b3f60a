"""mesh-lsp from Python: check, explain, propagate and report on sharded
MLIR given as text, a path, or a JAX ``Lowered`` (``jax.jit(f).lower(...)``).

Each function runs the ``mesh-lsp`` binary installed with this package and
returns plain Python data (dataclasses over the CLI's JSON) that renders as
a table in a notebook. JAX is not needed.
"""

from mesh_lsp._api import (
    CheckResult,
    Diagnostic,
    Explanation,
    MeshLspError,
    Position,
    Propagation,
    Related,
    Report,
    check,
    explain,
    propagate,
    report,
    source_text,
)
from mesh_lsp._find import find_mesh_lsp_bin

__all__ = [
    "CheckResult",
    "Diagnostic",
    "Explanation",
    "MeshLspError",
    "Position",
    "Propagation",
    "Related",
    "Report",
    "check",
    "explain",
    "find_mesh_lsp_bin",
    "propagate",
    "report",
    "source_text",
]
