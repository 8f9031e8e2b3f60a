//! Generator of large realistic modules for benchmarks and stress tests:
//! stacks of transformer layers (attention + MLP, data- and tensor-parallel)
//! in each notation. Roughly 30 ops per layer.

use std::fmt::Write;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenNotation {
    Sdy,
    Gspmd,
    Shard,
}

/// How the generated layers are laid out in functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenShape {
    /// Functions of up to 16 layers each: edits land in different functions.
    Split,
    /// Every layer in one function, as JAX emits a whole program into one
    /// `main`: the shape where per-function reuse does nothing.
    Single,
}

/// A module of `layers` transformer layers in functions of up to 16 layers
/// each, so edits can land in different functions.
/// Shapes: batch 8 × seq 128 × model 512, 8 heads, MLP 2048; mesh data=2 × model=4.
pub fn transformer_module(notation: GenNotation, layers: usize) -> String {
    shaped_transformer_module(notation, layers, GenShape::Split)
}

/// [`transformer_module`] with the layers laid out as `shape` says.
pub fn shaped_transformer_module(notation: GenNotation, layers: usize, shape: GenShape) -> String {
    let mut out = String::with_capacity(layers * 4096);
    match notation {
        GenNotation::Sdy => {
            out.push_str("module @transformer attributes {mhlo.num_partitions = 8 : i32} {\n");
            out.push_str("  sdy.mesh @mesh = <[\"data\"=2, \"model\"=4]>\n");
        }
        GenNotation::Gspmd => {
            out.push_str("module @transformer attributes {mhlo.num_partitions = 8 : i32} {\n");
        }
        GenNotation::Shard => {
            out.push_str("module @transformer {\n");
            out.push_str("  shard.grid @grid(shape = 2x4)\n");
        }
    }
    let per_function = match shape {
        GenShape::Split => 16,
        GenShape::Single => layers.max(1),
    };
    let functions = layers.div_ceil(per_function).max(1);
    for f in 0..functions {
        let count = per_function.min(layers - f * per_function);
        layer_function(&mut out, notation, f, count);
    }
    out.push_str("}\n");
    out
}

fn arg_annotation(notation: GenNotation, kind: Shard) -> String {
    match (notation, kind) {
        (GenNotation::Sdy, Shard::Batch) => {
            " {sdy.sharding = #sdy.sharding<@mesh, [{\"data\"}, {}, {}]>}".into()
        }
        (GenNotation::Sdy, Shard::ColumnWeight) => {
            " {sdy.sharding = #sdy.sharding<@mesh, [{}, {\"model\"}]>}".into()
        }
        (GenNotation::Sdy, Shard::RowWeight) => {
            " {sdy.sharding = #sdy.sharding<@mesh, [{\"model\"}, {}]>}".into()
        }
        (GenNotation::Gspmd, Shard::Batch) => {
            " {mhlo.sharding = \"{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}\"}".into()
        }
        (GenNotation::Gspmd, Shard::ColumnWeight) => {
            " {mhlo.sharding = \"{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}\"}".into()
        }
        (GenNotation::Gspmd, Shard::RowWeight) => {
            " {mhlo.sharding = \"{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}\"}".into()
        }
        (GenNotation::Shard, _) => String::new(),
    }
}

#[derive(Clone, Copy)]
enum Shard {
    Batch,
    ColumnWeight,
    RowWeight,
}

fn layer_function(out: &mut String, notation: GenNotation, index: usize, layers: usize) {
    let x = "tensor<8x128x512xf32>";
    let w_in = "tensor<512x2048xf32>";
    let w_out = "tensor<2048x512xf32>";
    let _ = writeln!(
        out,
        "  func.func @layers_{index}(%x: {x}{}, %wq: tensor<512x512xf32>{}, %wo: tensor<512x512xf32>{}, %w1: {w_in}{}, %w2: {w_out}{}) -> {x} {{",
        arg_annotation(notation, Shard::Batch),
        arg_annotation(notation, Shard::ColumnWeight),
        arg_annotation(notation, Shard::RowWeight),
        arg_annotation(notation, Shard::ColumnWeight),
        arg_annotation(notation, Shard::RowWeight),
    );
    if notation == GenNotation::Shard {
        out.push_str("    %sx = shard.sharding @grid split_axes = [[0]] : !shard.sharding\n");
        out.push_str("    %x_s = shard.shard %x to %sx : tensor<8x128x512xf32>\n");
    }
    let mut cur = if notation == GenNotation::Shard {
        "%x_s".to_string()
    } else {
        "%x".to_string()
    };
    for l in 0..layers {
        let p = format!("l{l}");
        cur = match notation {
            GenNotation::Shard => linalg_layer(out, &p, &cur),
            _ => stablehlo_layer(out, notation, &p, &cur),
        };
    }
    let _ = writeln!(out, "    return {cur} : {x}\n  }}");
}

/// Attention projection + MLP in StableHLO (what JAX emits).
fn stablehlo_layer(out: &mut String, notation: GenNotation, p: &str, x: &str) -> String {
    let t3 = "tensor<8x128x512xf32>";
    let h = "tensor<8x128x2048xf32>";
    let constraint = |out: &mut String,
                      name: &str,
                      input: &str,
                      ty: &str,
                      sdy: &str,
                      gspmd: &str| match notation {
        GenNotation::Sdy => {
            let _ = writeln!(
                out,
                "    %{name} = sdy.sharding_constraint {input} <@mesh, {sdy}> : {ty}"
            );
        }
        _ => {
            let _ = writeln!(
                out,
                "    %{name} = stablehlo.custom_call @Sharding({input}) {{mhlo.sharding = \"{gspmd}\"}} : ({ty}) -> {ty}"
            );
        }
    };
    let _ = writeln!(out, "    %{p}_q = stablehlo.dot_general {x}, %wq, contracting_dims = [2] x [0] : ({t3}, tensor<512x512xf32>) -> {t3}");
    let _ = writeln!(out, "    %{p}_qt = stablehlo.transpose %{p}_q, dims = [0, 2, 1] : ({t3}) -> tensor<8x512x128xf32>");
    let _ = writeln!(out, "    %{p}_s = stablehlo.dot_general %{p}_q, %{p}_qt, batching_dims = [0] x [0], contracting_dims = [2] x [1] : ({t3}, tensor<8x512x128xf32>) -> tensor<8x128x128xf32>");
    let _ = writeln!(
        out,
        "    %{p}_m = stablehlo.constant dense<0.000000e+00> : tensor<f32>"
    );
    let _ = writeln!(out, "    %{p}_mx = stablehlo.reduce(%{p}_s init: %{p}_m) applies stablehlo.maximum across dimensions = [2] : (tensor<8x128x128xf32>, tensor<f32>) -> tensor<8x128xf32>");
    let _ = writeln!(out, "    %{p}_mb = stablehlo.broadcast_in_dim %{p}_mx, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x128xf32>");
    let _ = writeln!(
        out,
        "    %{p}_sm = stablehlo.subtract %{p}_s, %{p}_mb : tensor<8x128x128xf32>"
    );
    let _ = writeln!(
        out,
        "    %{p}_e = stablehlo.exponential %{p}_sm : tensor<8x128x128xf32>"
    );
    let _ = writeln!(out, "    %{p}_sum = stablehlo.reduce(%{p}_e init: %{p}_m) applies stablehlo.add across dimensions = [2] : (tensor<8x128x128xf32>, tensor<f32>) -> tensor<8x128xf32>");
    let _ = writeln!(out, "    %{p}_sb = stablehlo.broadcast_in_dim %{p}_sum, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x128xf32>");
    let _ = writeln!(
        out,
        "    %{p}_pr = stablehlo.divide %{p}_e, %{p}_sb : tensor<8x128x128xf32>"
    );
    let _ = writeln!(out, "    %{p}_ctx = stablehlo.dot_general %{p}_pr, %{p}_q, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x128x128xf32>, {t3}) -> {t3}");
    let _ = writeln!(out, "    %{p}_o = stablehlo.dot_general %{p}_ctx, %wo, contracting_dims = [2] x [0] : ({t3}, tensor<512x512xf32>) -> {t3}");
    let _ = writeln!(out, "    %{p}_r1 = stablehlo.add {x}, %{p}_o : {t3}");
    constraint(
        out,
        &format!("{p}_c1"),
        &format!("%{p}_r1"),
        t3,
        "[{\"data\"}, {}, {}]",
        "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}",
    );
    let _ = writeln!(out, "    %{p}_h = stablehlo.dot_general %{p}_c1, %w1, contracting_dims = [2] x [0] : ({t3}, tensor<512x2048xf32>) -> {h}");
    let _ = writeln!(
        out,
        "    %{p}_z = stablehlo.constant dense<0.000000e+00> : {h}"
    );
    let _ = writeln!(out, "    %{p}_a = stablehlo.maximum %{p}_h, %{p}_z : {h}");
    constraint(
        out,
        &format!("{p}_c2"),
        &format!("%{p}_a"),
        h,
        "[{\"data\"}, {}, {\"model\"}]",
        "{devices=[2,1,4]<=[8]}",
    );
    let _ = writeln!(out, "    %{p}_y = stablehlo.dot_general %{p}_c2, %w2, contracting_dims = [2] x [0] : ({h}, tensor<2048x512xf32>) -> {t3}");
    let _ = writeln!(out, "    %{p}_r2 = stablehlo.add %{p}_c1, %{p}_y : {t3}");
    let _ = writeln!(
        out,
        "    %{p}_n = stablehlo.multiply %{p}_r2, %{p}_r2 : {t3}"
    );
    let _ = writeln!(out, "    %{p}_out = stablehlo.tanh %{p}_n : {t3}");
    format!("%{p}_out")
}

/// The same shape of computation with linalg ops, annotated with `shard.shard`.
fn linalg_layer(out: &mut String, p: &str, x: &str) -> String {
    let t3 = "tensor<8x128x512xf32>";
    let h = "tensor<8x128x2048xf32>";
    let _ = writeln!(out, "    %{p}_e0 = tensor.empty() : {h}");
    let _ = writeln!(out, "    %{p}_w1 = tensor.empty() : tensor<8x512x2048xf32>");
    let _ = writeln!(out, "    %{p}_h = linalg.batch_matmul ins({x}, %{p}_w1 : {t3}, tensor<8x512x2048xf32>) outs(%{p}_e0 : {h}) -> {h}");
    let _ = writeln!(
        out,
        "    %{p}_sh = shard.sharding @grid split_axes = [[0], [], [1]] : !shard.sharding"
    );
    let _ = writeln!(out, "    %{p}_hs = shard.shard %{p}_h to %{p}_sh : {h}");
    let _ = writeln!(out, "    %{p}_e1 = tensor.empty() : {h}");
    let _ = writeln!(
        out,
        "    %{p}_a = linalg.exp ins(%{p}_hs : {h}) outs(%{p}_e1 : {h}) -> {h}"
    );
    let _ = writeln!(out, "    %{p}_e2 = tensor.empty() : {t3}");
    let _ = writeln!(out, "    %{p}_w2 = tensor.empty() : tensor<8x2048x512xf32>");
    let _ = writeln!(out, "    %{p}_y = linalg.batch_matmul ins(%{p}_a, %{p}_w2 : {h}, tensor<8x2048x512xf32>) outs(%{p}_e2 : {t3}) -> {t3}");
    let _ = writeln!(out, "    %{p}_e3 = tensor.empty() : {t3}");
    let _ = writeln!(
        out,
        "    %{p}_r = linalg.add ins({x}, %{p}_y : {t3}, {t3}) outs(%{p}_e3 : {t3}) -> {t3}"
    );
    let _ = writeln!(
        out,
        "    %{p}_so = shard.sharding @grid split_axes = [[0]] : !shard.sharding"
    );
    let _ = writeln!(
        out,
        "    %{p}_out = shard.shard %{p}_r to %{p}_so annotate_for_users : {t3}"
    );
    format!("%{p}_out")
}

/// Number of ops in a generated module (lines that are ops).
pub fn count_ops(text: &str) -> usize {
    text.lines()
        .map(str::trim_start)
        .filter(|l| {
            l.starts_with('%')
                || l.starts_with("return")
                || l.starts_with("sdy.mesh")
                || l.starts_with("shard.grid")
        })
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_modules_parse_cleanly_in_every_notation() {
        for notation in [GenNotation::Sdy, GenNotation::Gspmd, GenNotation::Shard] {
            let text = transformer_module(notation, 20);
            let tree = crate::syntax::parse(&text);
            assert!(!tree.root_node().has_error(), "{notation:?}");
            let ir = crate::ir::build(&tree, &text);
            assert!(
                ir.all_diagnostics().is_empty(),
                "{notation:?}: {:?}",
                ir.all_diagnostics()
            );
            assert_eq!(ir.chunks[0].functions.len(), 2);
            assert!(count_ops(&text) > 20 * 14);
        }
    }
}
