"""The installed ``mesh-lsp`` wheel: the binary on PATH and the ``mesh_lsp``
API on text, paths, objects with ``.as_text()`` and (when JAX imports) a
real ``jax.jit(f).lower(...)``. Run by scripts/python-package.sh in a fresh
venv with the wheel installed."""

import os
import pathlib
import re
import shutil
import subprocess
import sys
import sysconfig

import pytest

import mesh_lsp

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples"
MLP = EXAMPLES / "mlp_sdy.mlir"

BROKEN = """func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""

RANK3 = """sdy.mesh @mesh = <["x"=2, "y"=2, "z"=2]>
func.func @main(%arg0: tensor<4x6x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}, {"z"}]>}) -> tensor<4x6x8xf32> {
  return %arg0 : tensor<4x6x8xf32>
}
"""


def test_the_package_is_the_installed_one():
    site = sysconfig.get_paths()["purelib"]
    assert pathlib.Path(mesh_lsp.__file__).resolve().is_relative_to(pathlib.Path(site).resolve())


def test_binary_is_on_path_and_found():
    on_path = shutil.which("mesh-lsp")
    assert on_path, "pip install put mesh-lsp on PATH"
    found = mesh_lsp.find_mesh_lsp_bin()
    assert os.path.samefile(found, on_path)
    version = subprocess.run([found, "--version"], capture_output=True, text=True, check=True)
    assert re.match(r"mesh-lsp \d+\.\d+\.\d+", version.stdout), version.stdout
    via_module = subprocess.run(
        [sys.executable, "-m", "mesh_lsp", "--version"], capture_output=True, text=True
    )
    assert via_module.returncode == 0 and via_module.stdout == version.stdout


def test_check_text_reports_diagnostics():
    result = mesh_lsp.check(BROKEN)
    assert not result.ok
    [d] = result.errors
    assert d.code == "ir/redefined-value"
    assert (d.line, d.column) == (3, 3)
    assert d.start == mesh_lsp.Position(2, 2) and d.end == mesh_lsp.Position(2, 4)
    assert d.related[0].message == "previously defined here"
    assert d.related[0].start.line == 1
    html = result._repr_html_()
    assert "<table" in html and "ir/redefined-value" in html and "3:3" in html


def test_check_paths_str_and_pathlike():
    for source in (MLP, str(MLP)):
        result = mesh_lsp.check(source)
        assert result.ok, list(result)
        assert all(d.file == str(MLP) for d in result)
    with pytest.raises(FileNotFoundError):
        mesh_lsp.check("no/such/model.mlir")
    with pytest.raises(FileNotFoundError):
        mesh_lsp.check(pathlib.Path("no/such/file"))
    with pytest.raises(TypeError):
        mesh_lsp.check(42)


def test_html_escapes_messages():
    text = 'sdy.mesh @mesh = <["a"=2 "<b>"=4]>\n'
    html = mesh_lsp.check(text)._repr_html_()
    assert "<b>" not in html.replace("<b>mesh-lsp</b>", "")
    assert "&lt;b&gt;" in html


class FakeLowered:
    """Anything with ``.as_text()`` is accepted, like a JAX ``Lowered``."""

    def __init__(self, text):
        self.text = text
        self.calls = []

    def as_text(self, debug_info=False):
        self.calls.append(debug_info)
        return self.text


def test_objects_with_as_text():
    lowered = FakeLowered(MLP.read_text())
    assert mesh_lsp.check(lowered).ok
    assert lowered.calls == [True], "asks for source locations"

    class OldStyle:
        def as_text(self):
            return BROKEN

    assert [d.code for d in mesh_lsp.check(OldStyle())] == ["ir/redefined-value"]


def _line_col(text, needle, offset=0):
    for number, line in enumerate(text.splitlines(), start=1):
        if needle in line:
            return number, line.index(needle) + 1 + offset
    raise AssertionError(needle)


def test_explain_gives_devices_and_a_coloured_grid():
    text = MLP.read_text()
    line, col = _line_col(text, "%0 = stablehlo.dot_general")
    ex = mesh_lsp.explain(text, line, col)
    assert ex.value == "%0"
    assert mesh_lsp.source_text(text) == text and mesh_lsp.source_text(MLP) == text
    assert ex.sharding["dims"] == [["data"], ["model"]]
    assert len(ex.devices) == 8
    assert ex.local_shape == [8, 512]
    grid = ex.tile_grid()
    assert grid == [[[0], [1], [2], [3]], [[4], [5], [6], [7]]]
    html = ex._repr_html_()
    assert html.count("background:#") == 8, "one coloured cell per tile"
    assert "mesh-lsp-grid" in html
    with pytest.raises(mesh_lsp.MeshLspError, match="nothing to explain"):
        mesh_lsp.explain(text, 1, 1)
    with pytest.raises(ValueError):
        mesh_lsp.explain(text, 0, 1)


def test_device_grid_for_rank_three_and_replication():
    line, col = _line_col(RANK3, "%arg0:")
    ex = mesh_lsp.explain(RANK3, line, col)
    grid = ex.tile_grid()
    # dim 0 down (2 tiles), dims 1 and 2 across (2 x 2 tiles).
    assert [len(row) for row in grid] == [4, 4]
    assert sorted(d for row in grid for cell in row for d in cell) == list(range(8))
    assert ex._repr_html_().count("<td title=") == 8

    replicated = RANK3.replace('[{"x"}, {"y"}, {"z"}]', '[{"x"}, {}, {}]')
    grid = mesh_lsp.explain(replicated, line, col).tile_grid()
    assert [len(row) for row in grid] == [1, 1]
    assert [len(row[0]) for row in grid] == [4, 4], "four devices hold each tile"


def test_propagate_values():
    result = mesh_lsp.propagate(MLP)
    values = result.values()
    assert values["@main %0"]["dims"] == [["data"], ["model"]]
    assert values["@main %x"]["dims"] == [["data"], []]
    html = result._repr_html_()
    assert '@mesh [{"data"}, {"model"}]' in html.replace("&quot;", '"')


def test_report_collectives_and_totals():
    result = mesh_lsp.report(MLP)
    [c] = result.collectives
    assert c["kind"] == "all-reduce" and c["axes"] == ["model"] and c["function"] == "main"
    assert result.total_bytes_per_device == c["bytes_per_device"] > 0
    assert "all-reduce" in result._repr_html_()
    with pytest.raises(mesh_lsp.MeshLspError, match="unknown hardware"):
        mesh_lsp.report(MLP, hardware="abacus")


def test_real_jax_lowered():
    jax = pytest.importorskip("jax")
    import numpy as np
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

    devices = np.array(jax.devices())
    if devices.size < 1:
        pytest.skip("no JAX devices")
    mesh = Mesh(devices.reshape(-1, 1), ("data", "model"))
    sharding = NamedSharding(mesh, P("data", None))

    @jax.jit
    def f(x, w):
        return jax.numpy.tanh(x @ w)

    x = jax.ShapeDtypeStruct((8, 16), np.float32, sharding=sharding)
    w = jax.ShapeDtypeStruct((16, 4), np.float32, sharding=NamedSharding(mesh, P(None, "model")))
    lowered = f.lower(x, w)
    result = mesh_lsp.check(lowered)
    assert result.ok, [f"{d.code}: {d.message}" for d in result]
    propagated = mesh_lsp.propagate(lowered)
    assert propagated.functions, "the lowered module has functions"
    rep = mesh_lsp.report(lowered)
    assert any(f["name"] == "main" for f in rep.functions)

    # The text the API analyses keeps JAX's source locations.
    text = mesh_lsp.source_text(lowered)
    assert "loc(" in text and __file__ in text


def test_real_jax_report_names_the_python_line():
    """On a mesh where the contraction is sharded, the all-reduce of `x @ w`
    is traced back to that line of this file."""
    jax = pytest.importorskip("jax")
    import numpy as np
    from jax.sharding import AbstractMesh, NamedSharding, PartitionSpec as P

    mesh = AbstractMesh((2, 4), ("data", "model"))

    def f(x, w):
        return jax.numpy.tanh(x @ w)  # THE-MATMUL

    x = jax.ShapeDtypeStruct((8, 16), np.float32, sharding=NamedSharding(mesh, P("data", "model")))
    w = jax.ShapeDtypeStruct((16, 4), np.float32, sharding=NamedSharding(mesh, P("model", None)))
    lowered = jax.jit(f).trace(x, w).lower(lowering_platforms=("tpu",))
    rep = mesh_lsp.report(lowered)
    [c] = rep.collectives
    assert c["kind"] == "all-reduce"
    source_lines = pathlib.Path(__file__).read_text().splitlines()
    expected_line = next(i for i, l in enumerate(source_lines, 1) if "# THE-MATMUL" in l)
    assert c["source"]["file"] == __file__
    assert c["source"]["line"] == expected_line
    assert __file__ in rep._repr_html_()

    # Positions for explain are those of the text the API analyses.
    text = mesh_lsp.source_text(lowered)
    line, col = _line_col(text, "stablehlo.dot_general", offset=-5)
    ex = mesh_lsp.explain(lowered, line, col)
    assert ex.sharding["dims"][0] == ["data"]
    assert len(ex.devices) == 8
