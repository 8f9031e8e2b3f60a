"""HTML for notebooks (``_repr_html_``): tables of diagnostics, shardings
and collectives, and the device grid of a sharding coloured by tile."""

from __future__ import annotations

import colorsys
from html import escape
from typing import Any, Dict, List, Sequence, Tuple

_TABLE = 'style="border-collapse:collapse;font-family:monospace;font-size:12px"'
_CELL = 'style="border:1px solid #bbb;padding:2px 6px;text-align:left"'
_SEVERITY_COLOURS = {
    "error": "#c62828",
    "warning": "#ef6c00",
    "information": "#1565c0",
    "hint": "#558b2f",
}


def _table(header: Sequence[str], rows: Sequence[Sequence[str]], raw: bool = False) -> str:
    """A table; cells are escaped unless ``raw``."""
    head = "".join(f"<th {_CELL}>{escape(h)}</th>" for h in header)
    body = "".join(
        "<tr>" + "".join(f"<td {_CELL}>{c if raw else escape(str(c))}</td>" for c in row) + "</tr>"
        for row in rows
    )
    return f"<table {_TABLE}><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def diagnostics_table(diagnostics: Sequence[Any]) -> str:
    if not diagnostics:
        return "<p><b>mesh-lsp</b>: no diagnostics</p>"
    rows = []
    for d in diagnostics:
        colour = _SEVERITY_COLOURS.get(d.severity, "#000")
        rows.append(
            [
                f'<span style="color:{colour};font-weight:bold">{escape(d.severity)}</span>',
                escape(d.code),
                f"{d.line}:{d.column}",
                escape(d.message)
                + "".join(
                    f"<br><i>note</i> ({r.start.line + 1}:{r.start.character + 1}): "
                    + escape(r.message)
                    for r in d.related
                ),
            ]
        )
    errors = sum(1 for d in diagnostics if d.severity == "error")
    caption = f"<p><b>mesh-lsp</b>: {errors} error(s), {len(diagnostics)} diagnostic(s)</p>"
    return caption + _table(["severity", "code", "line:col", "message"], rows, raw=True)


def sharding_text(sharding: Dict[str, Any]) -> str:
    """A sharding from the JSON as ``@mesh [{"a"}, {}]``, plus its
    replicated and unreduced axes."""
    dims = ", ".join(
        "{" + ", ".join(f'"{axis}"' for axis in dim) + "}" for dim in sharding.get("dims", [])
    )
    text = f"@{sharding.get('mesh', '?')} [{dims}]"
    for key in ("replicated", "unreduced"):
        if sharding.get(key):
            text += f" {key}={{" + ", ".join(f'"{a}"' for a in sharding[key]) + "}"
    return text


# ---- the device grid -----------------------------------------------------


def _tile_coords(devices: Sequence[Dict[str, Any]]) -> List[Tuple[int, ...]]:
    """Each device's tile index per tensor dim: the rank of its slice start
    among the distinct starts of that dim."""
    if not devices:
        return []
    rank = len(devices[0].get("slices", []))
    starts = [sorted({d["slices"][k][0] for d in devices}) for k in range(rank)]
    return [tuple(starts[k].index(d["slices"][k][0]) for k in range(rank)) for d in devices]


def tile_grid(devices: Sequence[Dict[str, Any]]) -> List[List[List[int]]]:
    """Rows = tiles of dim 0, columns = tiles of the other dims in row-major
    order; each cell lists the ids of the devices holding that tile."""
    coords = _tile_coords(devices)
    if not coords:
        return []
    rank = len(coords[0])
    counts = [max(c[k] for c in coords) + 1 for k in range(rank)]
    rows = counts[0] if rank else 1
    cols = 1
    for n in counts[1:]:
        cols *= n
    grid: List[List[List[int]]] = [[[] for _ in range(cols)] for _ in range(rows)]
    for device, c in zip(devices, coords):
        row = c[0] if rank else 0
        col = 0
        for k in range(1, rank):
            col = col * counts[k] + c[k]
        grid[row][col].append(device["id"])
    return grid


def _colour(index: int, total: int) -> str:
    r, g, b = colorsys.hls_to_rgb((index / max(total, 1)) % 1.0, 0.82, 0.65)
    return f"#{int(r * 255):02x}{int(g * 255):02x}{int(b * 255):02x}"


def device_grid(devices: Sequence[Dict[str, Any]]) -> str:
    """The tiles as a coloured grid, like ``jax.debug.visualize_array_sharding``
    but for any rank: dim 0 down, the other dims flattened across; one colour
    per tile, the devices holding it written in it."""
    grid = tile_grid(devices)
    if not grid:
        return ""
    by_device = {d["id"]: d for d in devices}
    total = sum(len(row) for row in grid)
    cells = []
    for r, row in enumerate(grid):
        tds = []
        for c, ids in enumerate(row):
            index = r * len(row) + c
            if ids:
                slices = by_device[ids[0]]["slices"]
                title = "[" + ", ".join(f"{a}..{b}" for a, b in slices) + "]"
                label = " ".join(str(i) for i in ids)
                style = f"background:{_colour(index, total)}"
            else:
                title, label, style = "no device", "", "background:#eee"
            tds.append(
                f'<td title="{escape(title)}" style="border:1px solid #555;padding:6px 10px;'
                f'text-align:center;{style}">{escape(label)}</td>'
            )
        cells.append("<tr>" + "".join(tds) + "</tr>")
    return (
        '<table class="mesh-lsp-grid" style="border-collapse:collapse;font-family:monospace">'
        + "".join(cells)
        + "</table>"
    )


def explanation(data: Dict[str, Any]) -> str:
    sharding = data.get("sharding") or {}
    mesh = data.get("mesh") or {}
    axes = ", ".join(f"{a['name']}={a['size']}" for a in mesh.get("axes", []))
    rows = [
        ["value", data.get("value", "")],
        ["type", data.get("type", "")],
        ["sharding", sharding.get("text", "")],
        ["as sdy", sharding.get("sdy") or ""],
        ["as GSPMD", sharding.get("gspmd") or ""],
        ["mesh", f"@{mesh.get('name', '?')} [{axes}]"],
        ["local shape", "x".join(str(n) for n in data.get("local_shape") or [])],
        ["bytes per device", data.get("bytes_per_device", "")],
        ["replication", data.get("replication_factor", "")],
    ]
    rows += [["origin", o] for o in data.get("origin") or []]
    rows += [["note", n] for n in data.get("notes") or []]
    return _table(["", ""], rows) + device_grid(data.get("devices") or [])


def propagation(data: Dict[str, Any]) -> str:
    rows = []
    for f in data.get("functions", []):
        for arg in f.get("args", []):
            if arg.get("sharding") is not None:
                rows.append([f"@{f['name']}", arg["name"], "argument", "", sharding_text(arg["sharding"]), ""])
        for op in f.get("ops", []):
            for result in op.get("results", []):
                if result.get("sharding") is None:
                    continue
                origin = result.get("origin") or {}
                rows.append(
                    [
                        f"@{f['name']}",
                        result.get("name", ""),
                        op.get("op", ""),
                        op.get("line", ""),
                        sharding_text(result["sharding"]),
                        origin.get("kind", ""),
                    ]
                )
    return _table(["function", "value", "op", "line", "sharding", "origin"], rows)


def _source(source: Any) -> str:
    """``file:line:col`` of a report's ``source`` (the Python frame), if any."""
    if not source:
        return ""
    return f"{source.get('file')}:{source.get('line')}:{source.get('column')}"


def report(data: Dict[str, Any]) -> str:
    from mesh_lsp._units import human_bytes, human_seconds

    rows = []
    for f in data.get("functions", []):
        for c in f.get("collectives", []):
            rows.append(
                [
                    f"@{f['name']}",
                    c.get("line", ""),
                    c.get("kind", ""),
                    ", ".join(c.get("axes", [])),
                    human_bytes(c.get("bytes_per_device", 0)),
                    human_seconds(c.get("seconds", 0.0)),
                    _source(c.get("source")),
                    c.get("reason", ""),
                ]
            )
    collectives = _table(
        ["function", "line", "collective", "axes", "bytes/device", "time", "source", "why"], rows
    )
    memory = _table(
        ["function", "arguments", "results", "peak", "fits"],
        [
            [
                f"@{f['name']}",
                human_bytes(f["memory"].get("argument_bytes_per_device", 0)),
                human_bytes(f["memory"].get("result_bytes_per_device", 0)),
                human_bytes(f["memory"].get("peak_bytes_per_device", 0)),
                f["memory"].get("fits"),
            ]
            for f in data.get("functions", [])
        ],
    )
    hardware = (data.get("hardware") or {}).get("name", "")
    return f"<p><b>mesh-lsp report</b> on {escape(str(hardware))}</p>" + collectives + memory
