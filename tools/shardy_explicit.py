#!/usr/bin/env python3
"""Shardy's own explicit-reshard form of sdy modules, with jaxlib's Shardy.

  python tools/shardy_explicit.py --out DIR IN.mlir [IN.mlir ...]

For each input writes DIR/<basename> (same file name): the module after

  builtin.module(sdy-propagation-pipeline,
                 func.func(sdy-insert-explicit-reshards{enable-full-version=true}),
                 func.func(sdy-reshard-to-collectives))

or DIR/<basename>.error with the pass failure. Used by
server/tests/partition_shardy_explicit.rs, which compares mesh-lsp's
`--partitioner shardy` prediction with these modules. Needs jax 0.10.2.
"""
import argparse
import os
import sys

os.environ.setdefault("JAX_PLATFORMS", "cpu")

PIPELINE = ("builtin.module(sdy-propagation-pipeline,"
            "func.func(sdy-insert-explicit-reshards{enable-full-version=true}),"
            "func.func(sdy-reshard-to-collectives))")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True)
    ap.add_argument("inputs", nargs="+")
    opts = ap.parse_args()
    from jax._src.interpreters import mlir as jmlir
    from jax._src.lib.mlir import ir, passmanager
    os.makedirs(opts.out, exist_ok=True)
    for path in opts.inputs:
        name = os.path.basename(path)
        target = os.path.join(opts.out, name)
        try:
            with jmlir.make_ir_context() as ctx:
                ctx.allow_unregistered_dialects = True
                mod = ir.Module.parse(open(path).read())
                passmanager.PassManager.parse(PIPELINE).run(mod.operation)
                text = mod.operation.get_asm(enable_debug_info=False)
            with open(target, "w") as out:
                out.write(text)
        except Exception as e:  # a pass or parse failure: recorded, not fatal
            with open(target + ".error", "w") as out:
                out.write(str(e))
    print(f"{len(opts.inputs)} modules written to {opts.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
