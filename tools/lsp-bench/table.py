#!/usr/bin/env python3
"""One Markdown table of every benchmark figure: criterion medians of
server/benches/pipeline.rs and the LSP harness's JSON (lsp_bench.py).
Used by scripts/bench.sh. Standard library only."""

import argparse
import datetime
import json
import os
import platform
import re
import subprocess

# The harness's list of whole-file requests (same directory; importing it
# runs nothing).
from lsp_bench import SEMANTIC_TOKENS_DELTA, WHOLE_FILE_REQUESTS

STAGES = [
    ("parse, from scratch (`sdy` module)", "parse", ""),
    ("IR build", "ir_build", ""),
    ("analysis from scratch (annotations, checks, propagation)", "propagation", "well under 1 s (#4)"),
    ("`report`: the communication view of every function", "report", "well under 1 s (#13)"),
    ("code lenses of the whole module (from the kept findings)", "code_lenses", "≤ 10 ms for a screen (#13)"),
    ("one keystroke, incremental: edit, reparse, IR rebuild, analysis reusing the last, diagnostics — `sdy`", "keystroke_sdy", ""),
    ("… `shard`", "keystroke_shard", ""),
    ("… GSPMD", "keystroke_gspmd", ""),
]


def ms(v):
    if v is None:
        return "n/a"
    if v >= 1000:
        return f"{v / 1000:.2f} s"
    if v >= 100:
        return f"{v:.0f} ms"
    if v >= 1:
        return f"{v:.1f} ms"
    return f"{v:.2f} ms"


def label(ops):
    return f"{ops // 1000}k_ops" if ops >= 1000 else f"{ops}_ops"


def column(ops):
    if ops >= 1_000_000 and ops % 1_000_000 == 0:
        return f"{ops // 1_000_000}M ops"
    return f"{ops // 1000}k ops" if ops >= 1000 and ops % 1000 == 0 else f"{ops} ops"


def criterion(root, bench, ops):
    path = os.path.join(root, bench, label(ops), "new", "estimates.json")
    try:
        with open(path) as f:
            return json.load(f)["median"]["point_estimate"] / 1e6
    except (OSError, KeyError, ValueError):
        return None


def first_line(argv):
    try:
        out = subprocess.run(argv, capture_output=True, text=True, timeout=30)
        if out.returncode != 0:
            return "n/a"
        lines = (out.stdout or out.stderr).strip().splitlines()
        return next((l.strip() for l in lines if l.strip()), "n/a")
    except Exception:
        return "n/a"


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def ram():
    try:
        with open("/proc/meminfo") as f:
            return f"{int(f.readline().split()[1]) / 1024 / 1024:.0f} GiB RAM"
    except OSError:
        return "? RAM"


def debounce_ms():
    """The server's push debounce, read from its source."""
    try:
        with open("server/src/lsp/server.rs") as f:
            source = f.read()
    except OSError:
        return None
    if re.search(r"debounce:\s*Duration::ZERO", source):
        return 0
    m = re.search(r"debounce:\s*Duration::from_millis\((\d+)\)", source)
    return int(m.group(1)) if m else None


def scaling_table(results):
    """Open, keystroke and peak memory of the generated `sdy` modules by size,
    per shape, beside mlir-lsp-server on the `shard` module of as many ops,
    with how much each grew from the size before: open and memory should
    grow with the module, the keystroke not at all. Empty when fewer than
    two sizes were run."""

    def find(server, notation, shape, ops, kind):
        return next(
            (
                r
                for r in results
                if r["server"] == server and r["notation"] == notation and r.get("mode") == "push"
                and r.get("shape", "split") == shape and r["ops"] == ops and r.get("edit_kind", "space") == kind
                and "error" not in r
            ),
            None,
        )

    def median(r):
        return r["diagnostics"]["median_ms"] if r and r.get("diagnostics") else None

    def with_growth(value, before, show):
        if value is None:
            return "n/a"
        if before is None or before <= 0:
            return show(value)
        return f"{show(value)} (×{value / before:.1f})"

    def mb(v):
        return f"{v:.0f} MB"

    # The columns after the edit counts, and how each is shown.
    columns = (("open", ms), ("space", ms), ("name", ms), ("peak", mb))

    servers = [("mesh-lsp", "sdy"), ("mlir-lsp-server", "shard")]
    rows = []
    for shape in ("split", "single"):
        sizes = sorted({r["ops"] for r in results if r.get("shape", "split") == shape and r["server"] == "mesh-lsp"})
        if len(sizes) < 2:
            continue
        for server, notation in servers:
            before = {}
            for ops in sizes:
                space = find(server, notation, shape, ops, "space")
                name = find(server, notation, shape, ops, "name")
                if not space and not name:
                    continue
                # Open and peak from the session that typed spaces, else the other.
                first = space or name
                edits = "/".join(str(r["edits"]) for r in (space, name) if r)
                figures = {
                    "open": first["open_ms"],
                    "space": median(space),
                    "name": median(name),
                    "peak": first.get("peak_memory_mb"),
                }
                cells = " | ".join(with_growth(figures[key], before.get(key), show) for key, show in columns)
                rows.append(f"| {server} `{notation}` | {shape} | {column(ops)} | {edits} | {cells} |")
                before = figures
    if not rows:
        return ""
    head = (
        "Scaling: the generated modules by size (split into functions of 16 layers, and one function), "
        "mesh-lsp on `sdy` and mlir-lsp-server on `shard`, push sessions. In brackets, how much each "
        "figure grew from the size before (10× the ops): open and memory should grow about as much, a "
        "keystroke (median) not at all.\n\n"
        "| server | shape | ops | edits (space / name) | open → diagnostics | keystroke median, a space typed "
        "| keystroke median, typing a name | peak memory |\n"
        "|---|---|---|---|---|---|---|---|"
    )
    return head + "\n" + "\n".join(rows)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--sizes", required=True)
    p.add_argument("--criterion", required=True, help="target/criterion/pipeline")
    p.add_argument(
        "--lsp",
        required=True,
        action="append",
        help="lsp-bench.json; repeatable (bench.sh's run at 1M ops is a second file)",
    )
    p.add_argument("--mlir-lsp-server", default="")
    p.add_argument("--commit", default="unknown commit", help="what the mesh-lsp sources are")
    args = p.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s.strip()]
    docs = []
    for path in args.lsp:
        try:
            with open(path) as f:
                docs.append(json.load(f))
        except (OSError, ValueError):
            pass
    doc = docs[0] if docs else {}
    # The first file's settings name the sessions of the main tables; the
    # others add rows (their own edit counts are in each row).
    results = [r for d in docs for r in d.get("results", [])]
    edits = doc.get("edits", "?")
    pull_edits = doc.get("pull_edits") or edits
    loads = [l for r in results for l in r.get("loadavg_before_after") or [] if l is not None]

    def result(server, notation, mode, ops, kind="space"):
        return next(
            (
                r
                for r in results
                if r["server"] == server and r["notation"] == notation and r["mode"] == mode and r["ops"] == ops
                and r.get("shape", "split") == "split" and r.get("edit_kind", "space") == kind
            ),
            None,
        )

    def lat(r, key):
        if r is None:
            return "n/a"
        if "error" in r:
            return "error: " + r["error"][:60].replace("|", "/")
        s = r.get(key)
        return f"{ms(s['median_ms'])} / {ms(s['p99_ms'])}" if s else "n/a"

    def ratio(a, b, key):
        if not a or not b or "error" in a or "error" in b or not a.get(key) or not b.get(key):
            return "n/a"
        sa, sb = a[key], b[key]
        if not sb["median_ms"] or not sb["p99_ms"]:
            return "n/a"
        return f"{sa['median_ms'] / sb['median_ms']:.2f}x / {sa['p99_ms'] / sb['p99_ms']:.2f}x"

    def mem(r):
        return "n/a" if not r or "error" in r or r.get("peak_memory_mb") is None else f"{r['peak_memory_mb']:.0f} MB"

    def open_ms(r):
        return "n/a" if not r or "error" in r else ms(r["open_ms"])

    def hints_offered(r):
        if r and "error" not in r and r.get("inlay_hints") is None:
            return "not offered"
        return lat(r, "inlay_hints")

    big = max(sizes) if sizes else None

    def target(limit, r, key):
        """The issue's target, and whether the largest size meets it."""
        if big is None or big < 100_000:
            return f"≤ {limit} ms median (at 100k ops)"
        s = r(big) if r else None
        if not s or "error" in s or not s.get(key):
            return f"≤ {limit} ms median"
        met = "met" if s[key]["median_ms"] <= limit else "not met"
        return f"≤ {limit} ms median: {met}"

    m = lambda server, notation, mode, kind="space": (lambda n: result(server, notation, mode, n, kind))
    mesh_shard, mesh_pull = m("mesh-lsp", "shard", "push"), m("mesh-lsp", "shard", "pull")
    mesh_sdy, mesh_gspmd = m("mesh-lsp", "sdy", "push"), m("mesh-lsp", "gspmd", "push")
    mlir = m("mlir-lsp-server", "shard", "push")
    named = {
        name: m(server, notation, "push", "name")
        for name, server, notation in [
            ("shard", "mesh-lsp", "shard"),
            ("sdy", "mesh-lsp", "sdy"),
            ("gspmd", "mesh-lsp", "gspmd"),
            ("mlir", "mlir-lsp-server", "shard"),
        ]
    }
    typed_names = any(r.get("edit_kind") == "name" and r.get("shape", "split") == "split" for r in results)
    debounce = debounce_ms()
    deb = f"includes {debounce} ms debounce" if debounce else "no debounce" if debounce == 0 else "includes the debounce"

    rows = [(name, (lambda b: lambda n: ms(criterion(args.criterion, b, n)))(bench), goal) for name, bench, goal in STAGES]
    rows += [
        (f"**LSP didChange → published diagnostics** (median / p99; {deb}): mesh-lsp `shard`",
         lambda n: lat(mesh_shard(n), "diagnostics"), target(20, mesh_shard, "diagnostics")),
        ("… mlir-lsp-server `shard` (full-text sync, no debounce)", lambda n: lat(mlir(n), "diagnostics"), ""),
        ("… ratio mesh-lsp / mlir-lsp-server, median / p99", lambda n: ratio(mesh_shard(n), mlir(n), "diagnostics"), ""),
        ("… mesh-lsp `sdy`", lambda n: lat(mesh_sdy(n), "diagnostics"), target(20, mesh_sdy, "diagnostics")),
        ("… mesh-lsp GSPMD", lambda n: lat(mesh_gspmd(n), "diagnostics"), target(20, mesh_gspmd, "diagnostics")),
        (f"… mesh-lsp `shard`, pulled (`textDocument/diagnostic`, no debounce; {pull_edits} edits)", lambda n: lat(mesh_pull(n), "diagnostics"), ""),
    ]
    if typed_names:
        # The edits above type indentation before a statement, which changes
        # no op; these type a letter into the defined value's name.
        rows += [
            ("… typing a letter into a value's name instead (the program changes): mesh-lsp `shard`",
             lambda n: lat(named["shard"](n), "diagnostics"), target(20, named["shard"], "diagnostics")),
            ("… … mlir-lsp-server `shard`", lambda n: lat(named["mlir"](n), "diagnostics"), ""),
            ("… … mesh-lsp `sdy` / GSPMD",
             lambda n: f"{lat(named['sdy'](n), 'diagnostics')}; {lat(named['gspmd'](n), 'diagnostics')}", ""),
        ]
    rows += [
        ("… ratio mesh-lsp pulled / mlir-lsp-server", lambda n: ratio(mesh_pull(n), mlir(n), "diagnostics"), ""),
        ("**inlay hints, one screen (60 lines)**, after the diagnostics: mesh-lsp `shard`",
         lambda n: lat(mesh_shard(n), "inlay_hints"), target(10, mesh_shard, "inlay_hints")),
        ("… mesh-lsp `sdy`", lambda n: lat(mesh_sdy(n), "inlay_hints"), target(10, mesh_sdy, "inlay_hints")),
        ("… mesh-lsp GSPMD", lambda n: lat(mesh_gspmd(n), "inlay_hints"), target(10, mesh_gspmd, "inlay_hints")),
        (f"… mesh-lsp `shard`, asked at once after the change (includes the analysis; {pull_edits} edits)", lambda n: lat(mesh_pull(n), "inlay_hints"), ""),
        ("… one hint's tooltip, resolved when shown (`inlayHint/resolve`: the hints come without, as VS Code and Neovim ask): mesh-lsp `sdy`",
         lambda n: lat(mesh_sdy(n), "hint_tooltip"), ""),
        ("… mlir-lsp-server", lambda n: hints_offered(mlir(n)), ""),
        ("**hover** on the edited line's value: mesh-lsp `shard`", lambda n: lat(mesh_shard(n), "hover"), target(5, mesh_shard, "hover")),
        ("… mlir-lsp-server `shard`", lambda n: lat(mlir(n), "hover"), ""),
        ("… ratio mesh-lsp / mlir-lsp-server", lambda n: ratio(mesh_shard(n), mlir(n), "hover"), ""),
        ("… mesh-lsp `sdy`", lambda n: lat(mesh_sdy(n), "hover"), target(5, mesh_sdy, "hover")),
        ("… mesh-lsp GSPMD", lambda n: lat(mesh_gspmd(n), "hover"), target(5, mesh_gspmd, "hover")),
        ("open → first diagnostics: mesh-lsp `shard` / mlir-lsp-server", lambda n: f"{open_ms(mesh_shard(n))} / {open_ms(mlir(n))}", ""),
        ("… mesh-lsp `sdy` / GSPMD", lambda n: f"{open_ms(mesh_sdy(n))} / {open_ms(mesh_gspmd(n))}", ""),
        ("peak memory (VmHWM): mesh-lsp `shard` / mlir-lsp-server", lambda n: f"{mem(mesh_shard(n))} / {mem(mlir(n))}", ""),
        ("… mesh-lsp `sdy` / GSPMD", lambda n: f"{mem(mesh_sdy(n))} / {mem(mesh_gspmd(n))}", ""),
    ]

    mlir_version = first_line([args.mlir_lsp_server, "--version"]) if args.mlir_lsp_server and os.path.exists(args.mlir_lsp_server) else "absent"
    commit = args.commit
    print(
        f"Machine: {cpu_model()}, {os.cpu_count()} cores (nproc), {ram()}, {platform.system()} {platform.release()}; "
        f"{first_line(['rustc', '--version'])}; mlir-lsp-server: {mlir_version}; "
        f"mesh-lsp at {commit}; {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC; "
        f"{edits} edits per LSP session"
        + (f"; 1-minute load average during the LSP sessions {min(loads):.1f}–{max(loads):.1f}" if loads else "")
        + "."
    )
    print()
    print("| figure | " + " | ".join(column(n) for n in sizes) + " | target at 100k ops (#4 propagation, #5 LSP) |")
    print("|---|" + "---|" * len(sizes) + "---|")
    for name, cell, goal in rows:
        print(f"| {name} | " + " | ".join(cell(n) for n in sizes) + f" | {goal} |")
    one_function = [r for r in results if r.get("shape") in ("single", "file")]
    if one_function:
        print()
        print(
            "One function holding the whole program (generated `--shape single`, and real JAX dumps, "
            "whose `main` holds nearly everything): the shape where per-function reuse does nothing. "
            "mlir-lsp-server runs on a `shard` module of as many ops in one function."
        )
        print()
        print(
            "| server | module | lines / MB | edits | open → diagnostics ms | edit → diagnostics median / p99 ms "
            "| inlay hints median / p99 ms (; a tooltip resolved) | hover median / p99 ms | peak MB | vs mlir-lsp-server: open / edit median / peak |"
        )
        print("|---|---|---|---|---|---|---|---|---|---|")
        for r in one_function:
            name = f"{r.get('label', r['notation'])}, {column(r['ops'])}"
            if r.get("mode") == "pull":
                name += ", pulled (with the partitioning's findings)"
            if "error" in r:
                print(f"| {r['server']} | {name} | | | error: {r['error'][:100]} | | | | | |")
                continue
            vs = r.get("vs_mlir_lsp_server") or {}
            versus = " / ".join(
                f"{vs[k]['median'] if isinstance(vs.get(k), dict) else vs[k]:.2f}x" if k in vs else "n/a"
                for k in ("open", "diagnostics", "peak_memory")
            ) if vs else ""
            hints = lat(r, "inlay_hints")
            if r.get("hint_tooltip"):
                hints += f"; {lat(r, 'hint_tooltip')}"
            print(
                f"| {r['server']} | {name} | {r.get('lines', 0)} / {r['bytes'] / 1e6:.1f} | {r.get('edits', '')} "
                f"| {open_ms(r)} | {lat(r, 'diagnostics')} | {hints} | {lat(r, 'hover')} | {mem(r)} | {versus} |"
            )
    scaling = scaling_table(results)
    if scaling:
        print()
        print(scaling)
    whole_file = [r for r in results if r.get("whole_file_ms")]
    if whole_file:
        methods = [(method, name) for method, _, name in WHOLE_FILE_REQUESTS]
        methods.append((SEMANTIC_TOKENS_DELTA, "semantic tokens, delta after one more edit"))
        print()
        print(
            "Requests about the whole file that an editor makes after each change (VS Code: outline and "
            "breadcrumbs, folding, semantic highlighting, code lenses), timed once after the last edit of "
            "each push session; n/a where the server does not offer them. A server that offers semantic "
            "token deltas then gets one more edit and the delta from those tokens "
            "(`semanticTokens/full/delta`), as VS Code and Neovim ask for it. The peak memory of the "
            "tables above is read before them; the last column, after."
        )
        print()
        print("| server | module | " + " | ".join(name for _, name in methods) + " | peak with them |")
        print("|---|---|" + "---|" * len(methods) + "---|")
        for r in whole_file:
            if r.get("mode") == "pull":
                continue  # the push session of the same module says the same
            name = f"{r.get('label', r['notation'])}, {column(r['ops'])}"
            if r.get("shape") == "split":
                name += " (split)"
            times = r["whole_file_ms"]
            cells = " | ".join(ms(times[m]) if m in times else "n/a" for m, _ in methods)
            peak = r.get("peak_memory_with_whole_file_mb")
            peak = f"{peak:.0f} MB" if peak else ""
            print(f"| {r['server']} | {name} | {cells} | {peak} |")
    problems = [r for r in results if "error" in r]
    for r in problems:
        print(f"\nFailed: {r['server']} {r['notation']} {r['mode']} {r['ops']} ops: {r['error']}")


if __name__ == "__main__":
    main()
