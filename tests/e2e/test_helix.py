"""Helix with editors/helix: grammar build, health, queries, text objects, server.

Needs `hx` (Helix 25.07 or newer): $HX, else `hx` on PATH. Helix is neither
in Debian nor on PyPI or npm, so CI has none and these tests skip there,
saying so; build it from source (`cargo build -p helix-term`) to run them.

The configuration under test is editors/helix/languages.toml itself, with its
placeholders (/path/to/mesh-lsp, command = "mesh-lsp") replaced, and
editors/helix/runtime/queries/mesh linked into a scratch config directory
(XDG_CONFIG_HOME), the way its README says to install them.
"""

from __future__ import annotations

import fcntl
import os
import pathlib
import pty
import re
import select
import shutil
import struct
import subprocess
import termios
import time

import pytest

from conftest import ARTIFACTS, FIXTURES, REPO, server_path

HELIX = REPO / "editors" / "helix"


def hx_binary() -> str:
    hx = os.environ.get("HX") or shutil.which("hx")
    if not hx:
        pytest.skip("hx not found (set HX or put Helix on PATH): Helix is not installable in CI")
    return hx


@pytest.fixture(scope="module")
def helix(tmp_path_factory):
    hx = hx_binary()
    home = tmp_path_factory.mktemp("helix")
    config = home / "config" / "helix"
    (config / "runtime" / "queries").mkdir(parents=True)
    (config / "runtime" / "grammars").mkdir()
    (config / "runtime" / "queries" / "mesh").symlink_to(HELIX / "runtime" / "queries" / "mesh")
    toml = (HELIX / "languages.toml").read_text()
    for placeholder in ('source = { path = "/path/to/mesh-lsp/tree-sitter-mesh" }', 'command = "mesh-lsp"'):
        assert placeholder in toml, f"editors/helix/languages.toml no longer has {placeholder!r}; update the test"
    toml = toml.replace("/path/to/mesh-lsp/tree-sitter-mesh", str(REPO / "tree-sitter-mesh"))
    toml = toml.replace('command = "mesh-lsp"', f"command = {server_path()!r}".replace("'", '"'))
    # Only this grammar: the built-in ones would need `hx --grammar fetch`.
    (config / "languages.toml").write_text('use-grammars = { only = ["mesh"] }\n' + toml)
    env = {k: v for k, v in os.environ.items() if k != "CARGO_MANIFEST_DIR"}  # a runtime dir for hx
    env.update(
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_CACHE_HOME=str(home / "cache"),
        XDG_DATA_HOME=str(home / "data"),
        NO_COLOR="1",
        TERM="xterm-256color",
    )
    ws = home / "ws"
    ws.mkdir()
    (ws / ".git").mkdir()  # the `roots` marker
    return {"hx": hx, "env": env, "config": config, "ws": ws, "log": home / "hx.log"}


def run(helix, *args: str) -> subprocess.CompletedProcess:
    proc = subprocess.run(
        [helix["hx"], *args], env=helix["env"], cwd=helix["ws"], capture_output=True, text=True, timeout=300
    )
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    name = "helix" + "".join("_" + re.sub(r"\W", "", a) for a in args) + ".log"
    (ARTIFACTS / name).write_text(f"$ hx {' '.join(args)}\nexit {proc.returncode}\n{proc.stdout}\n{proc.stderr}")
    return proc


@pytest.fixture(scope="module")
def built(helix):
    proc = run(helix, "--grammar", "build")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return helix


def test_grammar_build_from_local_path(built):
    lib = built["config"] / "runtime" / "grammars" / "mesh.so"
    assert lib.is_file(), f"hx --grammar build wrote no {lib}"


def test_health(built):
    proc = run(built, "--health", "mesh")
    out = proc.stdout
    assert proc.returncode == 0, out + proc.stderr
    assert re.search(r"✓ mesh-lsp: " + re.escape(server_path()), out), out
    for line in ("Tree-sitter parser: ✓", "Highlight queries: ✓", "Textobject queries: ✓", "Indent queries: ✓"):
        assert line in out, f"{line!r} not in:\n{out}"


def drive(helix, path: pathlib.Path, keys: list[str], settle: float = 3.0, screen: list | None = None) -> str:
    """Opens `path` in hx on a pseudo-terminal, types `keys` (one string per
    step, half a second apart), and returns the file's text after `:w`.
    `screen`, when given, receives what hx wrote after the last key (escape
    sequences removed)."""
    log = helix["log"]
    pid, fd = pty.fork()
    if pid == 0:  # the child: hx, logging (with the LSP traffic) to `log`
        os.chdir(helix["ws"])
        os.execve(helix["hx"], ["hx", "-vv", "--log", str(log), str(path)], helix["env"])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 200, 0, 0))

    written = bytearray()

    def pump(seconds: float) -> None:
        end = time.time() + seconds
        while time.time() < end:
            if select.select([fd], [], [], 0.05)[0]:
                try:
                    written.extend(os.read(fd, 65536))
                except OSError:
                    return

    try:
        pump(settle)
        for step in keys:
            mark = len(written)
            os.write(fd, step.encode())
            pump(0.5)
        if screen is not None and keys:
            pump(1.5)  # the popup is drawn on a later frame
            screen.append(re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", " ", written[mark:].decode(errors="replace")))
        for step in ["\x1b", ":w\r", ":q!\r"]:
            os.write(fd, step.encode())
            pump(0.5)
        deadline = time.time() + 10
        while time.time() < deadline:
            done, _ = os.waitpid(pid, os.WNOHANG)
            if done:
                break
            pump(0.2)
        else:
            os.kill(pid, 9)
            os.waitpid(pid, 0)
            pytest.fail("hx did not quit")
    finally:
        os.close(fd)
    return path.read_text()


def fixture_copy(helix, name: str = "textobjects.mlir") -> pathlib.Path:
    path = helix["ws"] / name
    shutil.copy(FIXTURES / "textobjects.mlir", path)
    return path


def test_queries_load_and_server_starts(built):
    path = fixture_copy(built, "open.mlir")
    built["log"].unlink(missing_ok=True)
    drive(built, path, [])
    log = built["log"].read_text()
    (ARTIFACTS / "helix-open.log").write_text(log)
    # A query Helix cannot compile is logged by helix_core::syntax ("Failed to
    # compile highlights for 'mesh'"), and the language then has none of its
    # queries. (The LSP transport's errors at :q! are shutdown noise.)
    errors = [line for line in log.splitlines() if "[ERROR]" in line and "helix_core" in line]
    assert not errors, "\n".join(errors)
    assert '"serverInfo":{"name":"mesh-lsp"' in log, "mesh-lsp did not answer initialize:\n" + log[-3000:]
    assert '"method":"textDocument/didOpen"' in log and "open.mlir" in log, "no didOpen sent"


HELPER = (
    "  func.func private @helper(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {\n"
    "    %0 = stablehlo.add %a, %b : tensor<8xf32>\n"
    "    return %0 : tensor<8xf32>\n"
    "  }\n"
)


def test_textobject_function_around(built):
    path = fixture_copy(built)
    original = path.read_text()
    assert HELPER in original
    # The search puts the cursor on `stablehlo.add` inside @helper; `maf` selects the function.
    text = drive(built, path, ["/stablehlo\r", "maf", "d"])
    assert text == original.replace(HELPER.strip(), ""), text


def test_textobject_function_inside(built):
    path = fixture_copy(built)
    original = path.read_text()
    text = drive(built, path, ["/stablehlo\r", "mif", "d"])
    body = "%0 = stablehlo.add %a, %b : tensor<8xf32>\n    return %0 : tensor<8xf32>"
    assert text == original.replace(body, "", 1), text


def test_textobject_parameter(built):
    path = fixture_copy(built)
    original = path.read_text()
    # `/%b:` puts the selection on the second argument of @helper; `mia` the argument.
    text = drive(built, path, ["/%b:\r", "mia", "d"])
    assert text == original.replace("%b: tensor<8xf32>) -> tensor<8xf32> {", ") -> tensor<8xf32> {", 1), text


@pytest.mark.parametrize(
    "search,scope",
    [
        ("private", "keyword"),  # keyword.storage.modifier in highlights.scm; the theme's nearest
        ("helper", "function"),
        ("tensor", "type"),  # type.builtin
        ("Text objects", "comment"),
    ],
)
def test_highlight_scope_under_cursor(built, search, scope):
    """`:tree-sitter-highlight-name` shows the highlight of the cursor's token:
    the scope highlights.scm gives it (as far as the default theme has it)."""
    path = fixture_copy(built, "highlight.mlir")
    screen: list[str] = []
    drive(built, path, [f"/{search}\r", ":tree-sitter-highlight-name\r"], screen=screen)
    # After the command's own help line, the popup shows the scope's name.
    shown = screen[0].rsplit("under the cursor.", 1)[-1]
    assert re.search(rf"\b{re.escape(scope)}\b", shown), f"highlight under {search!r}: {shown!r}"


def test_grammar_from_git_subpath(tmp_path):
    """The README's other form: `source = { git, rev, subpath }`, fetched with
    `hx --grammar fetch` (here from this repository's own HEAD, a file:// URL)."""
    hx = hx_binary()
    rev = subprocess.run(["git", "-C", str(REPO), "rev-parse", "HEAD"], capture_output=True, text=True)
    if rev.returncode != 0:
        pytest.skip("not a git checkout")
    config = tmp_path / "config" / "helix"
    (config / "runtime" / "grammars").mkdir(parents=True)
    documented = '# source = { git = "<this repository\'s git URL>", rev = "<commit>", subpath = "tree-sitter-mesh" }'
    assert documented in (HELIX / "languages.toml").read_text(), "update the test with editors/helix/languages.toml"
    source = f'source = {{ git = "file://{REPO}", rev = "{rev.stdout.strip()}", subpath = "tree-sitter-mesh" }}'
    (config / "languages.toml").write_text(
        'use-grammars = { only = ["mesh"] }\n'
        '[[language]]\nname = "mesh"\nscope = "source.mlir"\nfile-types = ["mlir"]\ngrammar = "mesh"\n'
        f'[[grammar]]\nname = "mesh"\n{source}\n'
    )
    env = {k: v for k, v in os.environ.items() if k != "CARGO_MANIFEST_DIR"}
    env.update(XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    for step in ("fetch", "build"):
        proc = subprocess.run([hx, "--grammar", step], env=env, capture_output=True, text=True, timeout=300)
        assert proc.returncode == 0, f"hx --grammar {step}:\n{proc.stdout}{proc.stderr}"
    assert (config / "runtime" / "grammars" / "mesh.so").is_file()
    assert (config / "runtime" / "grammars" / "sources" / "mesh" / "tree-sitter-mesh" / "src" / "parser.c").is_file()
