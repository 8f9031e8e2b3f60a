#!/usr/bin/env python3
"""Lower and compile JAX programs that cover the usual ways of sharding a
model, and keep what XLA's SPMD partitioner made of them: the reference for
mesh-lsp's communication and memory view (`server/tests/partition_jax_programs.rs`).

For each program NAME and each lowering L (`sdy`: Shardy on, `gspmd`: off),
this writes into --out DIR (default: jax-partitioned/):

  NAME.L.mlir                     jax.jit(...).lower(...).as_text()
  NAME.L.spmd_partitioned.hlo.txt XLA's HLO right after `spmd-partitioning`
                                  (the collectives the partitioner inserted,
                                  before combiners and other backend passes)
  NAME.L.optimized.hlo.txt        with --optimized: compiled.as_text(), the
                                  final HLO after the backend's passes (the
                                  reference for server/tests/
                                  partition_backend_predictions.rs)
  NAME.memory.json                compiled.memory_analysis() per lowering:
                                  argument, output, alias and temp bytes
                                  (per device)

Programs: data parallel (a training step), FSDP, tensor parallel (column
and row), Megatron MLP, MoE with top-k routing, attention, convolution with
a sharded spatial dim, sort and argmax along sharded dims, scatter, gathers
(embedding lookups with the table sharded on its columns, its vocabulary or
both, take_along_axis, a vmapped lookup, (row, column) pairs), a scatter
into a column-sharded table, an embedding's gradient, a reduction over a
sharded dim, scan over layers, shard_map with psum, donation; pad, reverse,
concatenate, slices (strided, on both axes) and a cumsum along a sharded
dim; a row-parallel matmul sliced afterwards, data-parallel gradients of
two element types, and gradients computed in two called functions.

Only jax and jaxlib are needed (`pip install jax==0.10.2 jaxlib==0.10.2`,
CPU wheels); 8 host devices are forced.

Usage: python3 tools/jax_partitioned.py [--out DIR] [--only NAME[,NAME...]] [--optimized]
"""
import argparse
import glob
import json
import os
import sys
import tempfile

os.environ.setdefault("JAX_PLATFORMS", "cpu")
_flags = os.environ.get("XLA_FLAGS", "")
if "xla_force_host_platform_device_count" not in _flags:
    os.environ["XLA_FLAGS"] = (_flags + " --xla_force_host_platform_device_count=8").strip()

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402


def mesh(shape, names):
    devices = np.array(jax.devices()[: int(np.prod(shape))]).reshape(shape)
    return Mesh(devices, names)


DP_TP = mesh((2, 4), ("data", "model"))
FSDP_TP = mesh((4, 2), ("fsdp", "tp"))
DATA8 = mesh((8,), ("data",))

PROGRAMS = {}


def program(fn):
    PROGRAMS[fn.__name__] = fn
    return fn


def sds(m, shape, *spec, dtype=jnp.float32):
    return jax.ShapeDtypeStruct(shape, dtype, sharding=NamedSharding(m, P(*spec)))


# Each program returns (jitted function, abstract arguments).


@program
def dp_train_step():
    """Data parallel: replicated weights, batch-sharded inputs; the gradients
    are all-reduced over "data"."""

    def loss(w1, w2, x, y):
        h = jax.nn.relu(x @ w1)
        return jnp.mean((h @ w2 - y) ** 2)

    def step(w1, w2, x, y):
        l, (g1, g2) = jax.value_and_grad(loss, argnums=(0, 1))(w1, w2, x, y)
        return l, w1 - 0.1 * g1, w2 - 0.1 * g2

    m = DATA8
    args = [sds(m, (64, 128)), sds(m, (128, 32)), sds(m, (64, 64), "data", None),
            sds(m, (64, 32), "data", None)]
    return jax.jit(step), args


@program
def fsdp_matmul():
    """FSDP x TP: `x @ w` with x on P('fsdp', None) and w on P('fsdp', 'tp'):
    the weight is all-gathered over "fsdp" by design."""

    def f(x, w):
        return jax.nn.gelu(x @ w)

    m = FSDP_TP
    return jax.jit(f), [sds(m, (32, 64), "fsdp", None), sds(m, (64, 128), "fsdp", "tp")]


@program
def tp_column():
    """Column-parallel matmul: no communication."""

    def f(x, w):
        return x @ w

    m = DP_TP
    return jax.jit(f), [sds(m, (16, 64), "data", None), sds(m, (64, 128), None, "model")]


@program
def tp_row():
    """Row-parallel matmul: the contracting dim is sharded, the partial sums
    are all-reduced."""

    def f(x, w):
        return x @ w

    m = DP_TP
    return jax.jit(f), [sds(m, (16, 64), "data", "model"), sds(m, (64, 32), "model", None)]


@program
def megatron_mlp():
    """Column- then row-parallel: one all-reduce at the end."""

    def f(x, w1, w2):
        return jax.nn.relu(x @ w1) @ w2

    m = DP_TP
    args = [sds(m, (16, 64), "data", None), sds(m, (64, 256), None, "model"),
            sds(m, (256, 64), "model", None)]
    return jax.jit(f), args


@program
def moe_top2():
    """Mixture of experts: a router, top-2 gating, one-hot dispatch and
    experts sharded over "model"."""

    def f(x, router, w_in, w_out):
        logits = x @ router
        weights, experts = jax.lax.top_k(jax.nn.softmax(logits), 2)
        dispatch = jax.nn.one_hot(experts, router.shape[1])  # [t, 2, e]
        combine = jnp.einsum("tk,tke->te", weights, dispatch)
        h = jnp.einsum("td,edf->tef", x, w_in)
        y = jnp.einsum("tef,efd->ted", jax.nn.relu(h), w_out)
        return jnp.einsum("ted,te->td", y, combine)

    m = DP_TP
    args = [sds(m, (32, 16), "data", None), sds(m, (16, 8), None, None),
            sds(m, (8, 16, 32), "model", None, None), sds(m, (8, 32, 16), "model", None, None)]
    return jax.jit(f), args


@program
def attention():
    """Multi-head attention with heads sharded over "model"."""

    def f(x, wq, wk, wv, wo):
        q = jnp.einsum("bsd,dhk->bshk", x, wq)
        k = jnp.einsum("bsd,dhk->bshk", x, wk)
        v = jnp.einsum("bsd,dhk->bshk", x, wv)
        s = jax.nn.softmax(jnp.einsum("bqhk,bshk->bhqs", q, k) / 4.0, axis=-1)
        o = jnp.einsum("bhqs,bshk->bqhk", s, v)
        return jnp.einsum("bqhk,hkd->bqd", o, wo)

    m = DP_TP
    w = sds(m, (32, 8, 4), None, "model", None)
    args = [sds(m, (4, 16, 32), "data", None, None), w, w, w, sds(m, (8, 4, 32), "model", None, None)]
    return jax.jit(f), args


@program
def conv_spatial():
    """A 3x3 convolution with the image height sharded: halo exchange."""

    def f(x, k):
        return jax.lax.conv_general_dilated(
            x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))

    m = DP_TP
    return jax.jit(f), [sds(m, (2, 32, 32, 8), "data", "model", None, None),
                        sds(m, (3, 3, 8, 16))]


@program
def sort_argmax():
    """Sort and argmax along a sharded dim."""

    def f(x):
        return jnp.sort(x, axis=1), jnp.argmax(x, axis=1)

    m = DP_TP
    return jax.jit(f), [sds(m, (16, 64), "data", "model")]


@program
def argsort_sharded():
    """argsort along a sharded dim: a sort of two operands whose keys are
    dropped. (On its own: with a sort of the same input beside it, XLA's
    reshard cache moves the input once for both after inlining, which a
    per-function view does not see.)"""

    def f(x):
        return jnp.argsort(x, axis=1)

    m = DP_TP
    return jax.jit(f), [sds(m, (16, 64), "data", "model")]


@program
def scatter_add():
    """A scatter-add into a table whose rows are sharded."""

    def f(table, ids, updates):
        return table.at[ids].add(updates)

    m = DP_TP
    args = [sds(m, (64, 32), "model", None), sds(m, (16,), None, dtype=jnp.int32),
            sds(m, (16, 32), None, None)]
    return jax.jit(f), args


@program
def embedding_gather():
    """An embedding lookup with the table on P(None, 'fsdp')."""

    def f(table, ids):
        return jnp.take(table, ids, axis=0)

    m = FSDP_TP
    return jax.jit(f), [sds(m, (128, 64), None, "fsdp"), sds(m, (8, 16), "fsdp", None, dtype=jnp.int32)]


@program
def embedding_vocab_parallel():
    """An embedding lookup with the table's rows (the vocabulary) on "model"
    and the ids on "data": each device gathers the rows it holds, masks the
    others and the results are all-reduced over "model"."""

    def f(table, ids):
        return table[ids]

    m = DP_TP
    return jax.jit(f), [sds(m, (1024, 64), "model", None),
                        sds(m, (16, 8), "data", None, dtype=jnp.int32)]


@program
def embedding_columns_and_batch():
    """An embedding lookup with the table's columns on "model" and the ids'
    batch on "data": both pass through, no communication."""

    def f(table, ids):
        return table[ids]

    m = DP_TP
    return jax.jit(f), [sds(m, (256, 64), None, "model"),
                        sds(m, (16, 8), "data", None, dtype=jnp.int32)]


@program
def take_along_axis_sharded():
    """jnp.take_along_axis along a sharded dim, the batch on "data": a
    gather with batching dims (parallel on "data") whose gathered dim is on
    "model"."""

    def f(x, idx):
        return jnp.take_along_axis(x, idx, axis=1)

    m = DP_TP
    return jax.jit(f), [sds(m, (16, 64), "data", "model"),
                        sds(m, (16, 8), "data", None, dtype=jnp.int32)]


@program
def batched_gather():
    """A vmapped row lookup: per example, rows of its own matrix; the batch
    on "data", the features on "model"."""

    def f(x, idx):
        return jax.vmap(lambda a, i: a[i])(x, idx)

    m = DP_TP
    return jax.jit(f), [sds(m, (8, 32, 16), "data", None, "model"),
                        sds(m, (8, 4), "data", None, dtype=jnp.int32)]


@program
def embedding_table_on_both_dims():
    """An embedding lookup with the table's vocabulary on "model" and its
    columns on "data", the ids on "data": the vocabulary is trivially
    sliced first, then the columns pass through on "data", so the ids and
    their mask of valid rows are all-gathered over "data"."""

    def f(table, ids):
        return table[ids]

    m = DP_TP
    return jax.jit(f), [sds(m, (1024, 64), "model", "data"),
                        sds(m, (16, 8), "data", None, dtype=jnp.int32)]


@program
def gather_pairs():
    """Elements picked by (row, column) pairs from a matrix sharded on both
    dims: both dims are trivially sliced, one all-reduce per dim."""

    def f(table, i, j):
        return table[i, j]

    m = DP_TP
    return jax.jit(f), [sds(m, (64, 32), "data", "model"), sds(m, (16,), None, dtype=jnp.int32),
                        sds(m, (16,), None, dtype=jnp.int32)]


@program
def scatter_columns():
    """A scatter (set) of rows into a table whose columns are on "model",
    the ids and updates on "data"."""

    def f(table, ids, updates):
        return table.at[ids].set(updates)

    m = DP_TP
    return jax.jit(f), [sds(m, (64, 32), None, "model"), sds(m, (16,), "data", dtype=jnp.int32),
                        sds(m, (16, 32), "data", "model")]


@program
def embedding_gradient():
    """The gradient of an embedding lookup (a scatter-add of the output
    gradient into the table), the table's columns on "model" and the batch
    on "data": the partial tables are all-reduced over "data"."""

    def f(table, ids, g):
        return jax.grad(lambda t: jnp.sum(t[ids] * g))(table)

    m = DP_TP
    return jax.jit(f), [sds(m, (256, 64), None, "model"),
                        sds(m, (16, 8), "data", None, dtype=jnp.int32),
                        sds(m, (16, 8, 64), "data", None, "model")]


@program
def reduce_sharded():
    """Sums over a sharded dim and over an unsharded one."""

    def f(x):
        return jnp.sum(x, axis=1), jnp.max(x, axis=0)

    m = DP_TP
    return jax.jit(f), [sds(m, (16, 64), "data", "model")]


@program
def scan_layers():
    """lax.scan over stacked layer weights (a while loop in HLO)."""

    def f(ws, x):
        def layer(h, w):
            return jnp.tanh(h @ w), None

        h, _ = jax.lax.scan(layer, x, ws)
        return h

    m = DP_TP
    return jax.jit(f), [sds(m, (4, 32, 32), None, None, "model"), sds(m, (16, 32), "data", None)]


@program
def shard_map_psum():
    """shard_map with an explicit psum over "model"."""
    m = DP_TP

    def local(x, w):
        return jax.lax.psum(x @ w, "model")

    def f(x, w):
        return jax.shard_map(local, mesh=m, in_specs=(P("data", "model"), P("model", None)),
                             out_specs=P("data", None))(x, w)

    return jax.jit(f), [sds(m, (16, 64), "data", "model"), sds(m, (64, 32), "model", None)]


@program
def donated_update():
    """An in-place optimizer update with the parameters donated."""

    def f(p, g):
        return p - 0.01 * g, jnp.sum(g * g)

    m = DP_TP
    return jax.jit(f, donate_argnums=0), [sds(m, (64, 128), "data", "model"),
                                         sds(m, (64, 128), "data", "model")]


def _constraint(spec_in, spec_out):
    m = DP_TP

    def f(x):
        return jax.lax.with_sharding_constraint(x * 2, NamedSharding(m, P(*spec_out)))

    return jax.jit(f), [sds(m, (64, 64), *spec_in)]


@program
def reshard_rows_to_columns():
    """Rows on "data" to columns on "model": no collective fits, XLA gathers
    the whole tensor and slices it (a full rematerialization)."""
    return _constraint(("data", None), (None, "model"))


@program
def reshard_swap_axes():
    """Rows on "data" and columns on "model" to the other way round."""
    return _constraint(("data", "model"), ("model", "data"))


@program
def reshard_axis_on_same_dim():
    """Rows on "data" to rows on "model"."""
    return _constraint(("data", None), ("model", None))


@program
def reshard_gather_and_move():
    """Rows on "data" and columns on "model" to rows on "model"."""
    return _constraint(("data", "model"), ("model", None))


@program
def reshard_rows_to_both_axes_on_columns():
    """Rows on "data" to columns on ("data", "model")."""
    return _constraint(("data", None), (None, ("data", "model")))


@program
def pad_sharded():
    """Padding along a sharded dim: halo exchange with the neighbours."""

    def f(x):
        return jnp.pad(x, ((0, 0), (2, 2)))

    m = DP_TP
    return jax.jit(f), [sds(m, (16, 64), "data", "model")]


@program
def reverse_sharded():
    """Reversing a sharded dim: each shard goes to its mirror device."""

    def f(x):
        return jnp.flip(x, axis=1)

    m = DP_TP
    return jax.jit(f), [sds(m, (16, 64), "data", "model")]


@program
def concat_sharded():
    """Concatenating along a sharded dim."""

    def f(x, y):
        return jnp.concatenate([x, y], axis=1)

    m = DP_TP
    return jax.jit(f), [sds(m, (16, 64), "data", "model"), sds(m, (16, 64), "data", "model")]


@program
def slice_sharded():
    """A slice across shard boundaries."""

    def f(x):
        return x[:, 3:35]

    m = DP_TP
    return jax.jit(f), [sds(m, (16, 64), "data", "model")]


@program
def slice_trimmed():
    """A slice that trims both ends of a sharded dim: each device takes a
    one-column halo from a neighbour."""

    def f(x):
        return x[:, 2:62]

    m = DP_TP
    return jax.jit(f), [sds(m, (16, 64), "data", "model")]


@program
def slice_strided():
    """A strided slice along a sharded dim: shards shift by one and two
    devices."""

    def f(x):
        return x[:, 1:33:2]

    m = DP_TP
    return jax.jit(f), [sds(m, (16, 64), "data", "model")]


@program
def slice_on_both_axes():
    """A slice across the boundaries of a dim sharded on both mesh axes:
    eight shards, three rounds of collective-permutes."""

    def f(x):
        return x[:, 3:35]

    m = DP_TP
    return jax.jit(f), [sds(m, (16, 64), None, ("data", "model"))]


@program
def slice_uneven():
    """A slice whose 54 columns do not divide among the 4 shards of "model":
    each device takes a halo from both neighbours (XLA's plain halo exchange,
    not the compact one), and the result, which cannot stay sharded on
    "model", is gathered."""

    def f(x):
        return x[:, 5:59]

    m = DP_TP
    return jax.jit(f), [sds(m, (16, 64), "data", "model")]


@program
def cumsum_sharded():
    """A cumulative sum (reduce_window) along a sharded dim."""

    def f(x):
        return jnp.cumsum(x, axis=1)

    m = DP_TP
    return jax.jit(f), [sds(m, (16, 64), "data", "model")]


@program
def row_parallel_sliced():
    """A row-parallel matmul whose replicated result is then sliced onto the
    contracting axis: all-reduce + dynamic-slice, which GPU and TPU turn
    into a reduce-scatter and XLA:CPU keeps."""
    m = DP_TP

    def f(x, w):
        y = jax.lax.with_sharding_constraint(x @ w, NamedSharding(m, P(None, None)))
        return jax.lax.with_sharding_constraint(y, NamedSharding(m, P("model", None)))

    return jax.jit(f), [sds(m, (16, 64), None, "model"), sds(m, (64, 32), "model", None)]


@program
def grads_mixed_dtypes():
    """Data-parallel gradients of a bf16 and an f32 weight and of a bias:
    three independent all-reduces over "data", two element types."""

    def loss(w1, w2, b, x):
        h = jnp.tanh((x.astype(jnp.bfloat16) @ w1).astype(jnp.float32))
        return jnp.sum((h @ w2 + b) ** 2)

    m = DATA8
    args = [sds(m, (32, 64), dtype=jnp.bfloat16), sds(m, (64, 16)), sds(m, (16,)),
            sds(m, (64, 32), "data", None)]
    return jax.jit(jax.grad(loss, argnums=(0, 1, 2))), args


@program
def grads_across_calls():
    """Data-parallel gradients computed in two functions of their own (nested
    jits: `func.call`s in the lowering), each with its all-reduce over
    "data": XLA inlines the calls and its combiner merges the two."""

    @jax.jit
    def grad_tanh(w, x):
        return jax.grad(lambda w: jnp.sum(jnp.tanh(x @ w)))(w)

    @jax.jit
    def grad_square(v, x):
        return jax.grad(lambda v: jnp.sum((x @ v) ** 2))(v)

    def f(w, v, x):
        return grad_tanh(w, x), grad_square(v, x)

    m = DATA8
    return jax.jit(f), [sds(m, (64, 32)), sds(m, (64, 16)), sds(m, (32, 64), "data", None)]


def one(pattern):
    hits = glob.glob(pattern)
    if len(hits) != 1:
        raise RuntimeError(f"expected one file for {pattern}, got {hits}")
    return hits[0]


def build(name, shardy, out_dir, tmp, optimized=False):
    jax.config.update("jax_use_shardy_partitioner", shardy)
    suffix = "sdy" if shardy else "gspmd"
    fn, args = PROGRAMS[name]()
    lowered = fn.lower(*args)
    with open(os.path.join(out_dir, f"{name}.{suffix}.mlir"), "w") as out:
        out.write(lowered.as_text())
    dump = os.path.join(tmp, f"{name}.{suffix}")
    compiled = lowered.compile(compiler_options={
        "xla_dump_to": dump,
        "xla_dump_hlo_pass_re": "spmd-partitioning",
        "xla_dump_hlo_as_text": True,
    })
    with open(one(dump + "/*after_spmd-partitioning.*.txt")) as src, \
            open(os.path.join(out_dir, f"{name}.{suffix}.spmd_partitioned.hlo.txt"), "w") as out:
        out.write(src.read())
    if optimized:
        with open(os.path.join(out_dir, f"{name}.{suffix}.optimized.hlo.txt"), "w") as out:
            out.write(compiled.as_text())
    m = compiled.memory_analysis()
    return {
        "argument_bytes": int(m.argument_size_in_bytes),
        "output_bytes": int(m.output_size_in_bytes),
        "alias_bytes": int(m.alias_size_in_bytes),
        "temp_bytes": int(m.temp_size_in_bytes),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="jax-partitioned")
    parser.add_argument("--only", default="")
    parser.add_argument("--optimized", action="store_true",
                        help="also write NAME.L.optimized.hlo.txt (the HLO after the backend's passes)")
    opts = parser.parse_args()
    names = [n for n in opts.only.split(",") if n] or list(PROGRAMS)
    os.makedirs(opts.out, exist_ok=True)
    failed = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            memory = {}
            for shardy in (True, False):
                try:
                    memory["sdy" if shardy else "gspmd"] = build(name, shardy, opts.out, tmp,
                                                                 opts.optimized)
                except Exception as e:  # say so and go on with the others
                    failed.append(f"{name} (shardy={shardy}): {type(e).__name__}: "
                                  f"{str(e).splitlines()[0][:200]}")
            with open(os.path.join(opts.out, f"{name}.memory.json"), "w") as out:
                json.dump(memory, out, indent=1, sort_keys=True)
    jax.config.update("jax_use_shardy_partitioner", True)
    print(f"jax {jax.__version__}: {len(names) - len(failed)} programs written to {opts.out}")
    for f in failed:
        print("failed", f, file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
