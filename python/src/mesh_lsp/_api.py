"""The Python API: runs the ``mesh-lsp`` binary with ``--format json`` and
turns its output into plain Python data."""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
from dataclasses import dataclass, field
from typing import Any, Dict, Iterator, List, Optional, Sequence, Union

from mesh_lsp import _html
from mesh_lsp._find import find_mesh_lsp_bin

#: What the functions accept: MLIR text, a path, or anything with
#: ``.as_text()`` (a JAX ``Lowered``, ``jax.jit(f).lower(...)``).
Source = Union[str, "os.PathLike[str]", Any]


class MeshLspError(RuntimeError):
    """``mesh-lsp`` could not do what was asked (bad arguments, unreadable
    input, nothing to explain at a position); the message is its own."""


# ---- input ---------------------------------------------------------------


class _Input:
    """A source as a file ``mesh-lsp`` can read: the path itself, or a
    temporary file holding the text (removed on ``close``)."""

    def __init__(self, source: Source) -> None:
        self._tmp: Optional[tempfile.TemporaryDirectory] = None
        if isinstance(source, os.PathLike):
            self.path = os.fspath(source)
            if not os.path.isfile(self.path):
                raise FileNotFoundError(self.path)
            return
        if isinstance(source, str):
            if _looks_like_path(source):
                if not os.path.isfile(source):
                    raise FileNotFoundError(source)
                self.path = source
                return
            text, name = source, "input.mlir"
        elif callable(getattr(source, "as_text", None)):
            text, name = _lowered_text(source), "lowered.mlir"
        else:
            raise TypeError(
                "expected MLIR text, a path, or an object with .as_text() "
                f"(a JAX Lowered), got {type(source).__name__}"
            )
        self._tmp = tempfile.TemporaryDirectory(prefix="mesh-lsp-")
        self.path = os.path.join(self._tmp.name, name)
        with open(self.path, "w", encoding="utf-8", newline="") as f:
            f.write(text)

    def close(self) -> None:
        if self._tmp is not None:
            self._tmp.cleanup()

    def __enter__(self) -> "_Input":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _looks_like_path(text: str) -> bool:
    """A one-line string naming an existing file, or ending in ``.mlir``, is
    a path; anything else is MLIR text."""
    if "\n" in text or not text.strip():
        return False
    return os.path.isfile(text) or text.strip().endswith(".mlir")


def _lowered_text(lowered: Any) -> str:
    """The module text of a JAX ``Lowered``, with source locations when it
    can give them (``debug_info=True``), so diagnostics and hovers can name
    the Python line."""
    try:
        text = lowered.as_text(debug_info=True)
    except TypeError:
        text = lowered.as_text()
    if not isinstance(text, str):
        raise TypeError(f".as_text() returned {type(text).__name__}, not str")
    return text


def source_text(source: Source) -> str:
    """The MLIR text the other functions analyse for ``source``: the text
    itself, the file's contents, or a ``Lowered``'s ``as_text(debug_info=True)``
    — the text whose lines and columns ``explain`` and the diagnostics use."""
    if isinstance(source, (str, os.PathLike)) and not (
        isinstance(source, str) and not _looks_like_path(source)
    ):
        with open(os.fspath(source), encoding="utf-8", errors="replace") as f:
            return f.read()
    if isinstance(source, str):
        return source
    if callable(getattr(source, "as_text", None)):
        return _lowered_text(source)
    raise TypeError(f"expected MLIR text, a path, or an object with .as_text(), got {type(source).__name__}")


def _run(args: Sequence[str], ok: Sequence[int] = (0, 1)) -> subprocess.CompletedProcess:
    binary = find_mesh_lsp_bin()
    proc = subprocess.run(
        [binary, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        encoding="utf-8",
        errors="replace",
        check=False,
    )
    if proc.returncode not in ok:
        message = proc.stderr.strip() or f"mesh-lsp exited with status {proc.returncode}"
        raise MeshLspError(message)
    return proc


def _json(proc: subprocess.CompletedProcess) -> Any:
    try:
        return json.loads(proc.stdout)
    except json.JSONDecodeError as error:
        raise MeshLspError(
            f"mesh-lsp printed something that is not JSON ({error}): {proc.stderr.strip()}"
        ) from error


# ---- check ---------------------------------------------------------------


@dataclass(frozen=True)
class Position:
    """0-based line and UTF-16 column, as in LSP (and ``--format json``)."""

    line: int
    character: int


@dataclass(frozen=True)
class Related:
    start: Position
    end: Position
    message: str


@dataclass(frozen=True)
class Diagnostic:
    """One diagnostic. ``start``/``end`` are 0-based; ``line`` and
    ``column`` are the 1-based start, as editors and the text output show."""

    file: str
    severity: str
    code: str
    message: str
    start: Position
    end: Position
    related: List[Related] = field(default_factory=list)

    @property
    def line(self) -> int:
        return self.start.line + 1

    @property
    def column(self) -> int:
        return self.start.character + 1

    @classmethod
    def from_json(cls, data: Dict[str, Any]) -> "Diagnostic":
        def pos(p: Dict[str, int]) -> Position:
            return Position(p["line"], p["character"])

        return cls(
            file=data["file"],
            severity=data["severity"],
            code=data["code"],
            message=data["message"],
            start=pos(data["range"]["start"]),
            end=pos(data["range"]["end"]),
            related=[
                Related(pos(r["range"]["start"]), pos(r["range"]["end"]), r["message"])
                for r in data.get("related", [])
            ],
        )


@dataclass
class CheckResult:
    """The diagnostics of one input; iterable, and a table in a notebook."""

    diagnostics: List[Diagnostic]

    @property
    def errors(self) -> List[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "error"]

    @property
    def ok(self) -> bool:
        """True when there is no error (warnings allowed), as exit status 0."""
        return not self.errors

    def __iter__(self) -> Iterator[Diagnostic]:
        return iter(self.diagnostics)

    def __len__(self) -> int:
        return len(self.diagnostics)

    def __getitem__(self, index: int) -> Diagnostic:
        return self.diagnostics[index]

    def _repr_html_(self) -> str:
        return _html.diagnostics_table(self.diagnostics)


def check(source: Source) -> CheckResult:
    """Every diagnostic of ``source`` (``mesh-lsp check --format json``)."""
    with _Input(source) as inp:
        proc = _run(["check", "--format", "json", inp.path])
        data = _json(proc)
    return CheckResult([Diagnostic.from_json(d) for d in data])


# ---- explain -------------------------------------------------------------


@dataclass
class Explanation:
    """What the sharding at a position means (``mesh-lsp explain --format
    json``): ``data`` holds the whole JSON object; the common parts are
    attributes."""

    data: Dict[str, Any]

    @property
    def value(self) -> Optional[str]:
        return self.data.get("value")

    @property
    def type(self) -> Optional[str]:
        return self.data.get("type")

    @property
    def sharding(self) -> Dict[str, Any]:
        return self.data.get("sharding") or {}

    @property
    def mesh(self) -> Dict[str, Any]:
        return self.data.get("mesh") or {}

    @property
    def devices(self) -> List[Dict[str, Any]]:
        return self.data.get("devices") or []

    @property
    def local_shape(self) -> Optional[List[int]]:
        return self.data.get("local_shape")

    @property
    def bytes_per_device(self) -> Optional[int]:
        return self.data.get("bytes_per_device")

    def tile_grid(self) -> List[List[List[int]]]:
        """The devices holding each tile, as rows (tiles of dim 0) of cells
        (tiles of the other dims, row-major); replicated tiles list several
        devices."""
        return _html.tile_grid(self.devices)

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def _repr_html_(self) -> str:
        return _html.explanation(self.data)


def explain(source: Source, line: int, col: int) -> Explanation:
    """The sharding at 1-based ``line`` and ``col`` (columns count
    characters), as ``mesh-lsp explain``."""
    if line < 1 or col < 1:
        raise ValueError("line and col are 1-based")
    with _Input(source) as inp:
        proc = _run(["explain", inp.path, f"{line}:{col}", "--format", "json"], ok=(0,))
        return Explanation(_json(proc))


# ---- propagate -----------------------------------------------------------


@dataclass
class Propagation:
    """Every value's sharding after propagation (``mesh-lsp propagate
    --format json``): ``functions`` as the JSON has them, and the
    diagnostics met on the way."""

    data: Dict[str, Any]

    @property
    def functions(self) -> List[Dict[str, Any]]:
        return self.data.get("functions") or []

    @property
    def diagnostics(self) -> List[Any]:
        return self.data.get("diagnostics") or []

    def values(self) -> Dict[str, Dict[str, Any]]:
        """``{"@function %value": sharding}`` for every argument and op result
        that has a sharding."""
        out: Dict[str, Dict[str, Any]] = {}
        for f in self.functions:
            for arg in f.get("args", []):
                if arg.get("sharding") is not None:
                    out[f"@{f['name']} {arg['name']}"] = arg["sharding"]
            for op in f.get("ops", []):
                for result in op.get("results", []):
                    if result.get("sharding") is not None:
                        out[f"@{f['name']} {result['name']}"] = result["sharding"]
        return out

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def _repr_html_(self) -> str:
        return _html.propagation(self.data)


def propagate(source: Source) -> Propagation:
    """Propagates shardings through ``source``."""
    with _Input(source) as inp:
        proc = _run(["propagate", inp.path, "--format", "json"])
        return Propagation(_json(proc))


# ---- report --------------------------------------------------------------


@dataclass
class Report:
    """The collectives each function runs, their estimated time and memory
    per device (``mesh-lsp report --format json``)."""

    data: Dict[str, Any]

    @property
    def functions(self) -> List[Dict[str, Any]]:
        return self.data.get("functions") or []

    @property
    def totals(self) -> Dict[str, Dict[str, Any]]:
        return self.data.get("totals") or {}

    @property
    def collectives(self) -> List[Dict[str, Any]]:
        """Every collective of every function, with its function's name
        under ``"function"``."""
        return [
            {"function": f["name"], **c} for f in self.functions for c in f.get("collectives", [])
        ]

    @property
    def total_bytes_per_device(self) -> int:
        return sum(t.get("bytes_per_device", 0) for t in self.totals.values())

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def _repr_html_(self) -> str:
        return _html.report(self.data)


def report(source: Source, hardware: str = "tpu-v5e") -> Report:
    """What ``source`` will communicate on ``hardware`` (a model name
    ``mesh-lsp report --hardware`` knows)."""
    with _Input(source) as inp:
        proc = _run(["report", inp.path, "--format", "json", "--hardware", hardware], ok=(0,))
        return Report(_json(proc))
