"""Smoke test of the LSP harness: `python3 -m unittest discover tools/lsp-bench`
(or pytest). The end-to-end case runs the harness on a 200-op module with 5
edits against the built mesh-lsp (MESH_LSP, else $CARGO_TARGET_DIR or
target/, release then debug) and, when present, LLVM's mlir-lsp-server; it
skips when no binary is built. A few seconds."""

import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import lsp_bench  # noqa: E402


def mesh_lsp_binary():
    if os.environ.get("MESH_LSP"):
        return os.environ["MESH_LSP"]
    target = os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")
    for profile in ("release", "debug"):
        path = os.path.join(target, profile, "mesh-lsp")
        if os.access(path, os.X_OK):
            return path
    return None


class Units(unittest.TestCase):
    def test_percentile_interpolates(self):
        self.assertEqual(lsp_bench.percentile([1, 2, 3, 4, 5], 50), 3)
        self.assertAlmostEqual(lsp_bench.percentile(list(range(101)), 99), 99)
        self.assertIsNone(lsp_bench.percentile([], 99))

    def test_edits_land_on_distinct_value_lines(self):
        lines = ["module {", "  func.func @f() {"] + [f"    %v{i} = foo" for i in range(50)] + ["  }", "}"]
        positions = lsp_bench.edit_positions(lines, 10)
        self.assertEqual(len(positions), 10)
        self.assertEqual(len({line for line, _ in positions}), 10)
        for line, column in positions:
            self.assertEqual(lines[line][column], "%")
        self.assertEqual(len(lsp_bench.edit_positions(lines, 500)), 50)


class ScalingTable(unittest.TestCase):
    """table.py's scaling table, from results made up here."""

    @staticmethod
    def session(server, notation, shape, ops, kind, open_ms, median_ms, peak_mb):
        return {
            "server": server, "notation": notation, "mode": "push", "shape": shape, "ops": ops,
            "edit_kind": kind, "edits": 10, "open_ms": open_ms, "peak_memory_mb": peak_mb,
            "diagnostics": {"median_ms": median_ms, "p99_ms": median_ms * 2},
        }

    def test_growth_from_the_size_before(self):
        import table

        s = self.session
        results = [
            s("mesh-lsp", "sdy", "split", 100_000, "space", 1000.0, 1.0, 400.0),
            s("mesh-lsp", "sdy", "split", 100_000, "name", 1100.0, 4.0, 420.0),
            s("mesh-lsp", "sdy", "split", 1_000_000, "space", 15000.0, 2.0, 4000.0),
            s("mesh-lsp", "sdy", "split", 1_000_000, "name", 16000.0, 12.0, 4100.0),
            s("mlir-lsp-server", "shard", "split", 100_000, "space", 800.0, 900.0, 300.0),
            # One size of the single shape: no growth to show, no rows.
            s("mesh-lsp", "sdy", "single", 100_000, "space", 1500.0, 1.0, 700.0),
        ]
        out = table.scaling_table(results)
        rows = [line for line in out.splitlines() if line.startswith("| mesh-lsp") or line.startswith("| mlir")]
        self.assertEqual(
            rows,
            [
                "| mesh-lsp `sdy` | split | 100k ops | 10/10 | 1.00 s | 1.0 ms | 4.0 ms | 400 MB |",
                "| mesh-lsp `sdy` | split | 1M ops | 10/10 | 15.00 s (×15.0) | 2.0 ms (×2.0) | 12.0 ms (×3.0) | 4000 MB (×10.0) |",
                "| mlir-lsp-server `shard` | split | 100k ops | 10 | 800 ms | 900 ms | n/a | 300 MB |",
            ],
        )
        self.assertEqual(table.scaling_table(results[-1:]), "")


FAKE_SERVER = r"""
import json, sys
style = sys.argv[1]
inp, out = sys.stdin.buffer, sys.stdout.buffer

def send(m):
    body = json.dumps(m).encode()
    out.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    out.flush()

while True:
    length = None
    while True:
        line = inp.readline()
        if not line:
            sys.exit(0)
        if not line.strip():
            break
        k, _, v = line.partition(b":")
        if k.lower() == b"content-length":
            length = int(v)
    m = json.loads(inp.read(length))
    method = m.get("method")
    if method == "initialize":
        caps = {"textDocumentSync": 1, "hoverProvider": True}
        if style == "pull":
            caps["diagnosticProvider"] = {"interFileDependencies": False, "workspaceDiagnostics": False}
        send({"jsonrpc": "2.0", "id": m["id"], "result": {"capabilities": caps}})
        # A server request the client must answer.
        send({"jsonrpc": "2.0", "id": "cfg", "method": "workspace/configuration", "params": {"items": [{}]}})
    elif method in ("textDocument/didOpen", "textDocument/didChange") and style == "versionless":
        uri = m["params"]["textDocument"]["uri"]
        send({"jsonrpc": "2.0", "method": "window/logMessage", "params": {"type": 3, "message": "hi"}})
        send({"jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": {"uri": uri, "diagnostics": []}})
    elif method == "textDocument/diagnostic":
        send({"jsonrpc": "2.0", "id": m["id"], "result": {"kind": "full", "items": []}})
    elif method == "textDocument/hover":
        send({"jsonrpc": "2.0", "id": m["id"], "result": {"contents": "value"}})
    elif method == "shutdown":
        send({"jsonrpc": "2.0", "id": m["id"], "result": None})
    elif method == "exit":
        sys.exit(0)
    elif "id" in m and method:
        send({"jsonrpc": "2.0", "id": m["id"], "error": {"code": -32601, "message": "no"}})
"""


class FakeServers(unittest.TestCase):
    """Servers that publish without a version, or only answer pulls."""

    def run_fake(self, style, mode):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "fake.py")
            with open(path, "w") as f:
                f.write(FAKE_SERVER)
            text = "\n".join(["module {"] + [f"  %v{i} = foo" for i in range(40)] + ["}"])
            return lsp_bench.run_scenario([sys.executable, path, style], text, 7, mode, 10)

    def test_versionless_publish(self):
        r = self.run_fake("versionless", "push")
        self.assertEqual((r["mode_used"], r["sync"], r["edits"]), ("push", "full", 7))
        self.assertEqual(r["hover"]["count"], 7)
        self.assertEqual(r["hover_answered"], 7)
        self.assertIsNone(r["inlay_hints"])

    def test_pull_only_server_is_pulled(self):
        r = self.run_fake("pull", "push")
        self.assertEqual((r["mode_used"], r["edits"]), ("pull", 7))
        self.assertEqual(r["diagnostics"]["count"], 7)

    def test_silent_server_times_out(self):
        with self.assertRaises(lsp_bench.ServerError) as caught:
            with tempfile.TemporaryDirectory() as tmp:
                path = os.path.join(tmp, "fake.py")
                with open(path, "w") as f:
                    f.write(FAKE_SERVER)
                lsp_bench.run_scenario([sys.executable, path, "silent"], "%a = b\n", 3, "push", 1)
        self.assertIn("within 1 s", str(caught.exception))


class EndToEnd(unittest.TestCase):
    def test_small_run(self):
        binary = mesh_lsp_binary()
        if not binary:
            self.skipTest("no mesh-lsp binary built")
        argv = [sys.executable, os.path.join(HERE, "lsp_bench.py"), "--mesh-lsp", binary,
                "--sizes", "200", "--edits", "5", "--timeout", "30", "--edit-kinds", "space,name"]
        mlir = "/usr/lib/llvm-22/bin/mlir-lsp-server"
        if os.access(mlir, os.X_OK):
            argv += ["--mlir-lsp-server", mlir]
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "out.json")
            run = subprocess.run(argv + ["--json", out], capture_output=True, text=True, timeout=300)
            self.assertEqual(run.returncode, 0, run.stdout + run.stderr)
            with open(out) as f:
                results = json.load(f)["results"]
            table = subprocess.run(
                [sys.executable, os.path.join(HERE, "table.py"), "--sizes", "200", "--criterion", tmp,
                 "--lsp", out, "--mlir-lsp-server", mlir],
                capture_output=True, text=True, timeout=60, cwd=ROOT,
            )
        self.assertEqual(table.returncode, 0, table.stderr)
        self.assertIn("typing a letter into a value's name", table.stdout)
        kinds = {r["edit_kind"] for r in results}
        self.assertEqual(kinds, {"space", "name"})
        # Typing into a name leaves uses undefined: diagnostics appear.
        for r in results:
            if r["edit_kind"] == "name":
                self.assertGreater(r["last_diagnostics"], 0, r)
        results = [r for r in results if r["edit_kind"] == "space"]
        self.assertGreaterEqual(len(results), 4)
        for r in results:
            self.assertNotIn("error", r)
            self.assertEqual(r["edits"], 5)
            self.assertEqual(r["open_diagnostics"], 0, r)
            self.assertEqual(r["diagnostics"]["count"], 5)
            self.assertEqual(r["hover"]["count"], 5)
            if r["server"] == "mesh-lsp":
                self.assertEqual(r["sync"], "incremental")
                self.assertEqual(r["inlay_hints"]["count"], 5)
                self.assertGreater(r["inlay_hints_per_request"], 0)
            else:
                self.assertEqual(r["sync"], "full")
            self.assertGreater(r["peak_memory_mb"] or 0, 0)

    def test_single_function_shape_and_a_file(self):
        binary = mesh_lsp_binary()
        if not binary:
            self.skipTest("no mesh-lsp binary built")
        mlir = "/usr/lib/llvm-22/bin/mlir-lsp-server"
        with tempfile.TemporaryDirectory() as tmp:
            dump = os.path.join(tmp, "dump.mlir")
            with open(dump, "w") as f:
                f.write(lsp_bench.generate(binary, "sdy", 300, 30, "single"))
            argv = [sys.executable, os.path.join(HERE, "lsp_bench.py"), "--mesh-lsp", binary,
                    "--sizes", "200", "--edits", "4", "--timeout", "30", "--shapes", "single",
                    "--notations", "sdy", "--no-pull", "--files", f"dump={dump}", "--file-edits", "3",
                    "--file-edit-kinds", "space,name"]
            if os.access(mlir, os.X_OK):
                argv += ["--mlir-lsp-server", mlir]
            out = os.path.join(tmp, "out.json")
            run = subprocess.run(argv + ["--json", out], capture_output=True, text=True, timeout=300)
            self.assertEqual(run.returncode, 0, run.stdout + run.stderr)
            with open(out) as f:
                results = json.load(f)["results"]
        for r in results:
            self.assertNotIn("error", r)
        single = [r for r in results if r["server"] == "mesh-lsp" and r["shape"] == "single"]
        self.assertEqual([r["notation"] for r in single], ["sdy"])
        self.assertEqual(single[0]["diagnostics"]["count"], 4)
        files = [r for r in results if r["shape"] == "file"]
        self.assertEqual([(r["label"], r["edit_kind"]) for r in files], [("dump", "space"), ("dump, typing a name", "name")])
        self.assertEqual([(r["edits"], r["diagnostics"]["count"]) for r in files], [(3, 3), (3, 3)])
        self.assertIn("dump", run.stdout)
        if os.access(mlir, os.X_OK):
            for kind, r in zip(["space", "name"], files):
                peer = [x for x in results if x["server"] == "mlir-lsp-server" and x["ops"] == r["ops"] and x["edit_kind"] == kind]
                self.assertEqual(len(peer), 1)
                self.assertEqual(peer[0]["shape"], "single")
                self.assertIn("open", r["vs_mlir_lsp_server"])

    def test_a_typed_name_makes_uses_undefined(self):
        """The "name" edit kind changes the program: the value's uses no
        longer resolve, so diagnostics appear; "space" changes nothing."""
        binary = mesh_lsp_binary()
        if not binary:
            self.skipTest("no mesh-lsp binary built")
        text = lsp_bench.generate(binary, "sdy", 200, 30, "single")
        space = lsp_bench.run_scenario([binary, "lsp"], text, 3, "push", 30, "space")
        name = lsp_bench.run_scenario([binary, "lsp"], text, 3, "push", 30, "name")
        self.assertEqual((space["edit_kind"], name["edit_kind"]), ("space", "name"))
        self.assertEqual(space["open_diagnostics"], name["open_diagnostics"])
        self.assertGreater(name["last_diagnostics"], space["last_diagnostics"])
        with self.assertRaises(ValueError):
            lsp_bench.run_scenario([binary, "lsp"], text, 1, "push", 30, "tab")

if __name__ == "__main__":
    unittest.main()
