#!/usr/bin/env python3
"""Write a real JAX dump to benchmark on: one Llama-style training step
(`value_and_grad` of a decoder-only model plus an AdamW update), FSDP x TP
on 8 devices, the L decoder layers unrolled in Python, lowered by JAX with
Shardy on and `as_text(debug_info=True)` (`--no-debug-info`: `as_text()`, as
JAX prints by default, without a `loc(...)` after each op).

JAX inlines nearly everything into one `main`, which is what users open:
the benchmark's "single-main" rows (`scripts/bench.sh`) use these files.
At L = 48 the dump is about 3 MB, at L = 160 about 10 MB.

Only jax and jaxlib are needed (`pip install jax==0.10.2 jaxlib==0.10.2`,
CPU wheels); 8 host devices are forced. Nothing is compiled.

Usage: python3 tools/jax_llama_step.py --layers L [--gspmd] [--no-debug-info] > step.mlir
"""
import argparse
import os
import sys

os.environ.setdefault("JAX_PLATFORMS", "cpu")
_flags = os.environ.get("XLA_FLAGS", "")
if "xla_force_host_platform_device_count" not in _flags:
    os.environ["XLA_FLAGS"] = (_flags + " --xla_force_host_platform_device_count=8").strip()

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

BATCH, SEQ, DIM, HEADS, FFN, VOCAB = 8, 128, 256, 4, 512, 1024


def rms_norm(x, scale):
    variance = jnp.mean(jnp.square(x), axis=-1, keepdims=True)
    return x * jax.lax.rsqrt(variance + 1e-6) * scale


def rotary(x):
    seq, half = x.shape[1], x.shape[-1] // 2
    freqs = 1.0 / (10000.0 ** (jnp.arange(half, dtype=jnp.float32) / half))
    angles = jnp.arange(seq, dtype=jnp.float32)[:, None] * freqs[None, :]
    sin, cos = jnp.sin(angles)[None, :, None, :], jnp.cos(angles)[None, :, None, :]
    x1, x2 = x[..., :half], x[..., half:]
    return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], axis=-1)


def decoder_layer(h, layer):
    batch, seq, _ = h.shape
    head_dim = DIM // HEADS
    x = rms_norm(h, layer["attn_norm"])
    q = (x @ layer["wq"]).reshape(batch, seq, HEADS, head_dim)
    k = (x @ layer["wk"]).reshape(batch, seq, HEADS, head_dim)
    v = (x @ layer["wv"]).reshape(batch, seq, HEADS, head_dim)
    q, k = rotary(q), rotary(k)
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(head_dim)
    mask = jnp.tril(jnp.ones((seq, seq), dtype=bool))
    scores = jnp.where(mask, scores, -1e9)
    attn = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(scores, axis=-1), v)
    h = h + attn.reshape(batch, seq, DIM) @ layer["wo"]
    x = rms_norm(h, layer["mlp_norm"])
    gate = jax.nn.silu(x @ layer["w_gate"]) * (x @ layer["w_up"])
    return h + gate @ layer["w_down"]


def loss_fn(params, tokens, targets):
    h = params["embed"][tokens]
    for layer in params["layers"]:
        h = decoder_layer(h, layer)
    logits = rms_norm(h, params["final_norm"]) @ params["unembed"]
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(jnp.take_along_axis(logp, targets[..., None], axis=-1))


def adamw(params, grads, m, v, step, lr=1e-3, b1=0.9, b2=0.95, wd=0.1):
    m = jax.tree.map(lambda m, g: b1 * m + (1 - b1) * g, m, grads)
    v = jax.tree.map(lambda v, g: b2 * v + (1 - b2) * g * g, v, grads)
    t = step + 1
    def update(p, m, v):
        m_hat = m / (1 - b1 ** t)
        v_hat = v / (1 - b2 ** t)
        return p - lr * (m_hat / (jnp.sqrt(v_hat) + 1e-8) + wd * p)
    return jax.tree.map(update, params, m, v), m, v


def train_step(params, m, v, step, tokens, targets):
    loss, grads = jax.value_and_grad(loss_fn)(params, tokens, targets)
    params, m, v = adamw(params, grads, m, v, step)
    return params, m, v, loss


def shapes_and_specs(layers):
    def sds(*shape, dtype=jnp.float32):
        return jax.ShapeDtypeStruct(shape, dtype)
    layer_shapes = {
        "attn_norm": (sds(DIM), P(None)),
        "wq": (sds(DIM, DIM), P("fsdp", "tp")),
        "wk": (sds(DIM, DIM), P("fsdp", "tp")),
        "wv": (sds(DIM, DIM), P("fsdp", "tp")),
        "wo": (sds(DIM, DIM), P("tp", "fsdp")),
        "mlp_norm": (sds(DIM), P(None)),
        "w_gate": (sds(DIM, FFN), P("fsdp", "tp")),
        "w_up": (sds(DIM, FFN), P("fsdp", "tp")),
        "w_down": (sds(FFN, DIM), P("tp", "fsdp")),
    }
    params = {
        "embed": (sds(VOCAB, DIM), P(None, "fsdp")),
        "layers": [dict(layer_shapes) for _ in range(layers)],
        "final_norm": (sds(DIM), P(None)),
        "unembed": (sds(DIM, VOCAB), P("fsdp", "tp")),
    }
    is_pair = lambda x: isinstance(x, tuple)  # noqa: E731
    shapes = jax.tree.map(lambda p: p[0], params, is_leaf=is_pair)
    specs = jax.tree.map(lambda p: p[1], params, is_leaf=is_pair)
    return shapes, specs


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--layers", type=int, default=48)
    ap.add_argument("--gspmd", action="store_true", help="lower with Shardy off (mhlo.sharding strings)")
    ap.add_argument(
        "--no-debug-info",
        action="store_true",
        help="print as JAX does by default, without source locations",
    )
    args = ap.parse_args()
    jax.config.update("jax_use_shardy_partitioner", not args.gspmd)

    mesh = Mesh(np.array(jax.devices()[:8]).reshape(4, 2), ("fsdp", "tp"))
    shapes, specs = shapes_and_specs(args.layers)
    named = lambda spec: NamedSharding(mesh, spec)  # noqa: E731
    param_shardings = jax.tree.map(named, specs, is_leaf=lambda x: isinstance(x, P))
    batch = NamedSharding(mesh, P("fsdp", None))
    tokens = jax.ShapeDtypeStruct((BATCH, SEQ), jnp.int32)
    step = jax.ShapeDtypeStruct((), jnp.int32)
    jitted = jax.jit(
        train_step,
        in_shardings=(param_shardings, param_shardings, param_shardings, NamedSharding(mesh, P()), batch, batch),
        out_shardings=(param_shardings, param_shardings, param_shardings, NamedSharding(mesh, P())),
        donate_argnums=(0, 1, 2),
    )
    lowered = jitted.lower(shapes, shapes, shapes, step, tokens, tokens)
    sys.stdout.write(lowered.as_text(debug_info=not args.no_debug_info))


if __name__ == "__main__":
    main()
