#!/usr/bin/env python3
"""Lower a set of real JAX programs to the MLIR text JAX prints, for mesh-lsp's
syntax and `check` tests and for comparing its propagation with Shardy's.

For each program NAME this writes into --out DIR (default: jax-programs/):

  NAME.sdy.mlir         jax.jit(...).lower(...).as_text() with Shardy on
  NAME.gspmd.mlir       the same with Shardy off (mhlo.sharding strings)
  NAME.propagated.mlir  Shardy's sdy-propagation-pipeline up to its
                        propagation result (before explicit reshards), run
                        in-process (jaxlib's PassManager) on NAME.sdy.mlir

A program JAX cannot lower here (a feature missing on the CPU backend, say)
is reported and skipped. Nothing is downloaded; only jax and jaxlib are
needed (`pip install jax==0.10.2 jaxlib==0.10.2`, CPU wheels).

Usage: python3 tools/jax_programs.py [--out DIR] [--only NAME[,NAME...]]
"""
import argparse
import os
import sys
import traceback

os.environ.setdefault("JAX_PLATFORMS", "cpu")
_flags = os.environ.get("XLA_FLAGS", "")
if "xla_force_host_platform_device_count" not in _flags:
    os.environ["XLA_FLAGS"] = (_flags + " --xla_force_host_platform_device_count=8").strip()

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

try:
    from jax.sharding import AxisType
except ImportError:  # older JAX
    AxisType = None


def mesh(shape, names, explicit=False):
    devices = np.array(jax.devices()[: int(np.prod(shape))]).reshape(shape)
    if AxisType is None:
        return Mesh(devices, names)
    kind = AxisType.Explicit if explicit else AxisType.Auto
    return Mesh(devices, names, axis_types=(kind,) * len(names))


MESH = mesh((2, 4), ("data", "model"))
MESH3 = mesh((2, 2, 2), ("x", "y", "z"))


def ns(*spec, m=MESH):
    return NamedSharding(m, P(*spec))


def sds(shape, dtype, *spec, m=MESH):
    return jax.ShapeDtypeStruct(shape, dtype, sharding=ns(*spec, m=m))


PROGRAMS = {}


def program(fn):
    PROGRAMS[fn.__name__] = fn
    return fn


# --- jax.nn -----------------------------------------------------------------


@program
def attention_bf16():
    def f(q, k, v):
        return jax.nn.dot_product_attention(q, k, v, is_causal=True)

    shape = (4, 128, 8, 64)  # batch, seq, heads, head_dim
    args = [sds(shape, jnp.bfloat16, "data", None, "model", None) for _ in range(3)]
    return jax.jit(f), args, {}


@program
def attention_bias_f32():
    def f(q, k, v, bias):
        return jax.nn.dot_product_attention(q, k, v, bias=bias, scale=0.125)

    shape = (4, 64, 8, 32)
    args = [sds(shape, jnp.float32, "data", None, "model", None) for _ in range(3)]
    args.append(sds((4, 8, 64, 64), jnp.float32, "data", "model", None, None))
    return jax.jit(f), args, {}


@program
def layer_norm_mlp():
    def layer_norm(x, g, b):
        mean = jnp.mean(x, axis=-1, keepdims=True)
        var = jnp.var(x, axis=-1, keepdims=True)
        return (x - mean) * jax.lax.rsqrt(var + 1e-6) * g + b

    def f(x, g, b, w1, w2):
        h = layer_norm(x, g, b)
        h = jax.nn.gelu(h @ w1)
        h = jax.nn.silu(h) * jax.nn.sigmoid(h)
        y = h @ w2
        return jax.nn.softmax(y, axis=-1), jax.nn.log_softmax(y), jax.nn.relu(y)

    args = [
        sds((16, 256), jnp.float32, "data", None),
        sds((256,), jnp.float32, None),
        sds((256,), jnp.float32, None),
        sds((256, 1024), jnp.float32, None, "model"),
        sds((1024, 256), jnp.float32, "model", None),
    ]
    return jax.jit(f), args, {}


@program
def rms_norm_bf16():
    def f(x, scale):
        x32 = x.astype(jnp.float32)
        y = x32 * jax.lax.rsqrt(jnp.mean(x32 * x32, axis=-1, keepdims=True) + 1e-6)
        return (y * scale).astype(jnp.bfloat16), jax.nn.standardize(x32, axis=-1)

    args = [sds((8, 128, 512), jnp.bfloat16, "data", None, "model"), sds((512,), jnp.float32, "model")]
    return jax.jit(f), args, {}


# --- jax.random -------------------------------------------------------------


@program
def random_dropout():
    def f(key, x):
        k1, k2, k3 = jax.random.split(key, 3)
        keep = jax.random.bernoulli(k1, 0.9, x.shape)
        noise = jax.random.normal(k2, x.shape, dtype=x.dtype)
        perm = jax.random.permutation(k3, x.shape[0])
        u = jax.random.uniform(k3, (x.shape[0],), minval=-1.0, maxval=1.0)
        return jnp.where(keep, x / 0.9, 0.0) + noise, perm, u, jax.random.categorical(k1, x, axis=-1)

    key = jax.ShapeDtypeStruct((2,), jnp.uint32, sharding=ns(None))
    return jax.jit(f), [key, sds((32, 64), jnp.float32, "data", "model")], {}


@program
def random_typed_key():
    def f(seed, x):
        key = jax.random.key(seed)
        k = jax.random.fold_in(key, 7)
        return x + jax.random.truncated_normal(k, -2.0, 2.0, x.shape), jax.random.randint(k, (8,), 0, 10)

    return jax.jit(f), [jax.ShapeDtypeStruct((), jnp.int32), sds((16, 16), jnp.float32, "data", None)], {}


# --- training steps ---------------------------------------------------------


def _mlp_params():
    return {
        "w1": sds((128, 512), jnp.float32, None, "model"),
        "b1": sds((512,), jnp.float32, "model"),
        "w2": sds((512, 10), jnp.float32, "model", None),
    }


def _loss(params, x, labels):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    logits = h @ params["w2"]
    onehot = jax.nn.one_hot(labels, 10)
    return -jnp.mean(jnp.sum(onehot * jax.nn.log_softmax(logits), axis=-1))


@program
def train_step_sgd():
    def step(params, x, labels):
        loss, grads = jax.value_and_grad(_loss)(params, x, labels)
        return loss, jax.tree.map(lambda p, g: p - 0.01 * g, params, grads)

    args = [_mlp_params(), sds((64, 128), jnp.float32, "data", None), sds((64,), jnp.int32, "data")]
    return jax.jit(step, donate_argnums=(0,)), args, {}


@program
def train_step_adam():
    def step(params, m, v, count, x, labels):
        loss, grads = jax.value_and_grad(_loss)(params, x, labels)
        b1, b2, lr = 0.9, 0.999, 1e-3
        count = count + 1
        m = jax.tree.map(lambda m, g: b1 * m + (1 - b1) * g, m, grads)
        v = jax.tree.map(lambda v, g: b2 * v + (1 - b2) * g * g, v, grads)
        mhat = jax.tree.map(lambda m: m / (1 - b1**count), m)
        vhat = jax.tree.map(lambda v: v / (1 - b2**count), v)
        gnorm = jnp.sqrt(sum(jnp.sum(g * g) for g in jax.tree.leaves(grads)))
        params = jax.tree.map(lambda p, mh, vh: p - lr * mh / (jnp.sqrt(vh) + 1e-8), params, mhat, vhat)
        return loss, gnorm, params, m, v, count

    p = _mlp_params()
    args = [p, p, p, jax.ShapeDtypeStruct((), jnp.int32),
            sds((64, 128), jnp.float32, "data", None), sds((64,), jnp.int32, "data")]
    return jax.jit(step, donate_argnums=(0, 1, 2)), args, {}


@program
def scan_remat():
    def layer(h, w):
        return jnp.tanh(h @ w), jnp.sum(h)

    def f(ws, x):
        body = jax.checkpoint(layer, policy=jax.checkpoint_policies.nothing_saveable)

        def loss(ws, x):
            h, sums = jax.lax.scan(body, x, ws)
            return jnp.sum(h) + jnp.sum(sums)

        return jax.value_and_grad(loss)(ws, x)

    args = [sds((4, 128, 128), jnp.float32, None, None, "model"), sds((32, 128), jnp.float32, "data", None)]
    return jax.jit(f), args, {}


@program
def while_fori():
    def f(x):
        return jax.lax.fori_loop(0, 10, lambda i, c: c * 0.5 + jnp.sin(c), x)

    return jax.jit(f), [sds((64, 64), jnp.float32, "data", "model")], {}


@program
def vmap_matmul():
    def f(a, b):
        return jax.vmap(lambda x, y: jnp.dot(x, y) + jnp.max(x), in_axes=(0, None))(a, b)

    args = [sds((8, 32, 64), jnp.float32, "data", None, None), sds((64, 16), jnp.float32, None, "model")]
    return jax.jit(f), args, {}


@program
def shard_map_psum():
    from jax import shard_map

    def inner(x, w):
        y = x @ w
        return jax.lax.psum(y, "model"), jax.lax.all_gather(x, "data", tiled=True)

    def f(x, w):
        return shard_map(inner, mesh=MESH, in_specs=(P("data", "model"), P("model", None)),
                         out_specs=(P("data", None), P(None, "model")), check_vma=False)(x, w)

    args = [sds((16, 64), jnp.float32, "data", "model"), sds((64, 32), jnp.float32, "model", None)]
    return jax.jit(f), args, {}


@program
def shard_map_ppermute():
    from jax import shard_map

    def inner(x):
        perm = [(i, (i + 1) % 4) for i in range(4)]
        y = jax.lax.ppermute(x, "model", perm)
        return jax.lax.psum_scatter(y, "model", scatter_dimension=1, tiled=True), jax.lax.axis_index("model")

    def f(x):
        return shard_map(inner, mesh=MESH, in_specs=P("data", None),
                         out_specs=(P("data", "model"), P()), check_vma=False)(x)

    return jax.jit(f), [sds((16, 64), jnp.float32, "data", None)], {}


@program
def fp8_matmul():
    def f(a, b, scale):
        a8 = (a * scale).astype(jnp.float8_e4m3fn)
        b8 = b.astype(jnp.float8_e5m2)
        y = jax.lax.dot_general(a8, b8, (((1,), (0,)), ((), ())), preferred_element_type=jnp.float32)
        return y, a8.astype(jnp.bfloat16), b.astype(jnp.float8_e4m3fnuz)

    args = [sds((32, 64), jnp.float32, "data", None), sds((64, 128), jnp.float32, None, "model"),
            jax.ShapeDtypeStruct((), jnp.float32)]
    return jax.jit(f), args, {}


@program
def dot_algorithm():
    def f(a, b):
        y = jax.lax.dot(a, b, precision=jax.lax.DotAlgorithmPreset.BF16_BF16_F32)
        z = jax.lax.dot(a, b, precision=jax.lax.Precision.HIGHEST)
        return y, z

    args = [sds((32, 64), jnp.float32, "data", None), sds((64, 128), jnp.float32, None, "model")]
    return jax.jit(f), args, {}


@program
def explicit_mode():
    m = mesh((2, 4), ("data", "model"), explicit=True)

    def f(x, w):
        y = jnp.dot(x, w, out_sharding=NamedSharding(m, P("data", "model")))
        y = jax.sharding.reshard(y, P("data", None))
        return jnp.sin(y)

    args = [sds((16, 64), jnp.float32, "data", None, m=m), sds((64, 32), jnp.float32, None, "model", m=m)]
    return jax.jit(f), args, {"mesh": m}


@program
def memory_kinds():
    host = NamedSharding(MESH, P("data", None), memory_kind="pinned_host")

    def f(x, y):
        return x * 2, y + 1

    args = [jax.ShapeDtypeStruct((16, 16), jnp.float32, sharding=host), sds((16, 16), jnp.float32, "data", None)]
    return jax.jit(f, out_shardings=(host, ns("data", None))), args, {}


@program
def concat_pad_slice():
    def f(x, y):
        c = jnp.concatenate([x, y], axis=0)
        p = jnp.pad(c, ((1, 2), (0, 0)))
        s = p[3:17:2, ::-1]
        g = jnp.take(c, jnp.array([0, 3, 5]), axis=0)
        return jax.lax.with_sharding_constraint(s, ns(None, "model")), g, jnp.cumsum(c, axis=1)

    args = [sds((8, 64), jnp.float32, "data", "model"), sds((8, 64), jnp.float32, "data", "model")]
    return jax.jit(f), args, {}


@program
def three_axis_conv():
    def f(x, k):
        y = jax.lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        return jax.nn.relu(y).mean(axis=(1, 2))

    args = [sds((8, 16, 16, 32), jnp.bfloat16, "x", None, None, "y", m=MESH3),
            sds((3, 3, 32, 64), jnp.bfloat16, None, None, "y", "z", m=MESH3)]
    return jax.jit(f), args, {}


@program
def sort_topk_cumulative():
    def f(x):
        vals, idx = jax.lax.top_k(x, 4)
        return jnp.sort(x, axis=-1), vals, idx, jnp.argmax(x, axis=0), jax.lax.cummax(x, axis=1)

    return jax.jit(f), [sds((32, 128), jnp.float32, "data", None)], {}


@program
def complex_fft():
    def f(x):
        y = jnp.fft.rfft(x, axis=-1)
        return jnp.abs(y), jnp.real(jnp.fft.irfft(y * 1j, axis=-1))

    return jax.jit(f), [sds((16, 64), jnp.float32, "data", None)], {}


@program
def unreduced_partial():
    def f(x, w):
        return jnp.einsum("bd,df->bf", x, w), jnp.linalg.norm(x, axis=-1)

    args = [sds((16, 64), jnp.float32, "data", "model"), sds((64, 32), jnp.float32, "model", None)]
    return jax.jit(f, out_shardings=(ns("data", None), ns("data"))), args, {}


@program
def custom_vjp_callback():
    @jax.custom_vjp
    def clip_grad(x):
        return x

    clip_grad.defvjp(lambda x: (x, None), lambda _, g: (jnp.clip(g, -1, 1),))

    def f(x):
        return jax.grad(lambda x: jnp.sum(clip_grad(x) ** 2 + jax.nn.softplus(x)))(x)

    return jax.jit(f), [sds((16, 16), jnp.float32, "data", "model")], {}


@program
def integer_bitwise():
    def f(x, y):
        z = (x << 2) ^ (y >> 1) | (x & y)
        return z, jax.lax.population_count(z), jnp.remainder(x, 7), x.astype(jnp.uint8), jax.lax.bitcast_convert_type(y, jnp.float32)

    args = [sds((16, 16), jnp.int32, "data", None), sds((16, 16), jnp.int32, None, "model")]
    return jax.jit(f), args, {}


@program
def callbacks_and_debug():
    def f(x):
        jax.debug.print("x sum {s}", s=jnp.sum(x))
        y = jax.pure_callback(lambda a: np.asarray(a) * 2, jax.ShapeDtypeStruct(x.shape, x.dtype), x)
        return jnp.tanh(y)

    return jax.jit(f), [sds((8, 16), jnp.float32, "data", None)], {}


@program
def control_flow():
    def f(x, i):
        y = jax.lax.cond(jnp.sum(x) > 0, lambda a: a * 2, lambda a: a - 1, x)
        z = jax.lax.switch(i, [jnp.sin, jnp.cos, jnp.tanh], y)
        return jax.lax.while_loop(lambda c: jnp.max(c) < 10.0, lambda c: c + 1.0, z)

    return jax.jit(f), [sds((16, 16), jnp.float32, "data", "model"), jax.ShapeDtypeStruct((), jnp.int32)], {}


@program
def one_hot_gather_scatter():
    def f(table, ids, updates):
        onehot = jax.nn.one_hot(ids, 64, dtype=jnp.bfloat16)
        rows = jnp.take_along_axis(table, ids[:, None], axis=0)
        table = table.at[ids].add(updates)
        return onehot, rows, table, jnp.argsort(ids)

    args = [sds((64, 32), jnp.float32, None, "model"), sds((16,), jnp.int32, "data"),
            sds((16, 32), jnp.float32, "data", None)]
    return jax.jit(f), args, {}


@program
def linalg_and_precision():
    def f(a, b):
        spd = a @ a.T + 64 * jnp.eye(a.shape[0], dtype=a.dtype)
        c = jnp.linalg.cholesky(spd)
        r = jax.lax.reduce_precision(b, exponent_bits=5, mantissa_bits=2)
        return c, r, jnp.linalg.solve(spd, b)

    args = [sds((32, 32), jnp.float32, None, None), sds((32, 8), jnp.float32, None, "model")]
    return jax.jit(f), args, {}


@program
def small_dtypes():
    def f(x):
        return (x.astype(jnp.int4), x.astype(jnp.uint4), x.astype(jnp.float8_e4m3b11fnuz),
                x.astype(jnp.float8_e5m2fnuz), x.astype(jnp.complex64) * 1j, x.astype(jnp.uint16))

    return jax.jit(f), [sds((16, 16), jnp.float32, "data", "model")], {}


@program
def unconstrained_constraint():
    def f(x):
        y = jnp.exp(x)
        y = jax.lax.with_sharding_constraint(y, ns("data", P.UNCONSTRAINED))
        return jnp.sum(y, axis=0)

    return jax.jit(f), [sds((16, 64), jnp.float32, None, "model")], {}


@program
def remat_offload():
    from jax.ad_checkpoint import checkpoint_name

    def layer(x, w):
        h = checkpoint_name(jnp.tanh(x @ w), "h")
        return jnp.sum(h * h)

    policy = jax.checkpoint_policies.save_and_offload_only_these_names(
        names_which_can_be_saved=[], names_which_can_be_offloaded=["h"],
        offload_src="device", offload_dst="pinned_host")

    def f(x, w):
        return jax.grad(jax.checkpoint(layer, policy=policy), argnums=1)(x, w)

    args = [sds((32, 64), jnp.float32, "data", None), sds((64, 64), jnp.float32, None, "model")]
    return jax.jit(f), args, {}


@program
def rbg_random_and_einsum():
    def f(x, w1, w2):
        key = jax.random.key(0, impl="rbg")
        mask = jax.random.bernoulli(key, 0.5, x.shape)
        h = jnp.einsum("bsd,dhk->bshk", jnp.where(mask, x, 0.0), w1)
        return jnp.einsum("bshk,hkd->bsd", jax.nn.gelu(h, approximate=False), w2)

    args = [sds((4, 16, 32), jnp.bfloat16, "data", None, None),
            sds((32, 4, 8), jnp.bfloat16, None, "model", None),
            sds((4, 8, 32), jnp.bfloat16, "model", None, None)]
    return jax.jit(f), args, {}


def lower(name, shardy):
    jax.config.update("jax_use_shardy_partitioner", shardy)
    fn, args, extra = PROGRAMS[name]()
    m = extra.get("mesh")
    if m is not None:
        set_mesh = getattr(jax, "set_mesh", None) or jax.sharding.use_mesh
        with set_mesh(m):
            return fn.lower(*args).as_text()
    return fn.lower(*args).as_text()


def propagate(text):
    """Shardy's sdy-propagation-pipeline up to its "after propagation" point,
    before the partitioner's explicit reshards: what propagation decided, with
    the op structure of the input (one op per op)."""
    from jax._src.interpreters import mlir as jmlir
    from jax._src.lib.mlir import ir, passmanager

    with jmlir.make_ir_context():
        full = str(passmanager.PassManager.parse("builtin.module(sdy-propagation-pipeline)"))
        cut = full.find(",func.func(sdy-insert-explicit-reshards")
        pipeline = full[:cut].replace(",sdy-save-module", "") + ")" if cut > 0 else full
        module = ir.Module.parse(text)
        passmanager.PassManager.parse(pipeline).run(module.operation)
        return module.operation.get_asm(enable_debug_info=False)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="jax-programs")
    parser.add_argument("--only", default="")
    opts = parser.parse_args()
    names = [n for n in opts.only.split(",") if n] or list(PROGRAMS)
    os.makedirs(opts.out, exist_ok=True)
    written, failed = 0, []
    for name in names:
        for shardy, suffix in ((True, "sdy"), (False, "gspmd")):
            try:
                text = lower(name, shardy)
            except Exception as e:  # a feature the CPU backend lacks: skip, say so
                failed.append(f"{name}.{suffix}: {type(e).__name__}: {str(e).splitlines()[0][:160]}")
                if os.environ.get("JAX_PROGRAMS_DEBUG"):
                    traceback.print_exc()
                continue
            with open(os.path.join(opts.out, f"{name}.{suffix}.mlir"), "w") as out:
                out.write(text)
            written += 1
            if shardy:
                try:
                    prop = propagate(text)
                except Exception as e:
                    failed.append(f"{name}.propagated: {type(e).__name__}: {str(e).splitlines()[0][:160]}")
                    continue
                with open(os.path.join(opts.out, f"{name}.propagated.mlir"), "w") as out:
                    out.write(prop)
    jax.config.update("jax_use_shardy_partitioner", True)
    print(f"jax {jax.__version__}: {written} lowerings written to {opts.out}")
    for f in failed:
        print("skipped", f, file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
