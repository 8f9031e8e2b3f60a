//! The partitioning's warnings (the README's severity policy): a reshard
//! through a whole copy, a large replicated argument, heavy padding, a
//! function that does not fit the chosen hardware; and that they stay
//! quiet on what is designed.

use mesh_lsp::check::{self, CheckOptions};
use mesh_lsp::diagnostic::{Diagnostic, Severity};
use mesh_lsp::partition::Hardware;
use mesh_lsp::pipeline::analyze;

const MESH: &str = "sdy.mesh @mesh = <[\"data\"=2, \"model\"=4]>\n";

fn diagnostics(text: &str, hardware: Option<&str>) -> Vec<Diagnostic> {
    let options = CheckOptions {
        hardware: hardware.map(|h| Hardware::named(h).expect("a known hardware")),
        ..CheckOptions::default()
    };
    check::diagnostics_with(&analyze(text), text, &options)
}

fn with_code<'a>(all: &'a [Diagnostic], code: &str) -> Vec<&'a Diagnostic> {
    all.iter().filter(|d| d.code == code).collect()
}

#[test]
fn a_reshard_between_different_axes_goes_through_a_whole_copy() {
    // 1024x1024 f32 (4 MiB) from rows on "data" to columns on "model": no
    // collective moves one into the other; XLA all-gathers and slices.
    let text = format!(
        r#"{MESH}func.func @main(%x: tensor<1024x1024xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"data"}}, {{}}]>}}) -> tensor<1024x1024xf32> {{
  %0 = sdy.reshard %x <@mesh, [{{}}, {{"model"}}]> : tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}}
"#
    );
    let all = diagnostics(&text, None);
    let found = with_code(&all, "partition/full-rematerialization");
    assert_eq!(found.len(), 1, "{all:#?}");
    assert_eq!(found[0].severity, Severity::Warning);
    assert_eq!(
        &text[found[0].range.start..found[0].range.end],
        "sdy.reshard"
    );
    assert!(found[0].message.contains("4.0 MiB"), "{}", found[0].message);

    // The same axes on other dims: an all-to-all, no whole copy.
    let moved = text.replace(r#"[{{}}, {{"model"}}]"#, r#"[{{}}, {{"data"}}]"#);
    let moved = moved.replace(r#"[{}, {"model"}]"#, r#"[{}, {"data"}]"#);
    let all = diagnostics(&moved, None);
    assert!(
        with_code(&all, "partition/full-rematerialization").is_empty(),
        "{all:#?}"
    );
}

#[test]
fn a_large_replicated_argument_of_a_public_function_warns() {
    // 16384x16384 f32 = 1 GiB on each of 8 devices.
    let public = format!(
        r#"{MESH}func.func @main(%w: tensor<16384x16384xf32>, %x: tensor<8x16384xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"data"}}, {{}}]>}}) -> tensor<8x16384xf32> {{
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x16384xf32>, tensor<16384x16384xf32>) -> tensor<8x16384xf32>
  return %0 : tensor<8x16384xf32>
}}
"#
    );
    let all = diagnostics(&public, None);
    let found = with_code(&all, "partition/replicated");
    assert_eq!(found.len(), 1, "{all:#?}");
    assert_eq!(&public[found[0].range.start..found[0].range.end], "%w");
    assert!(found[0].message.contains("1.0 GiB"), "{}", found[0].message);

    // Sharded on its rows: a quarter on each device, no warning.
    let sharded = public.replace(
        "%w: tensor<16384x16384xf32>,",
        r#"%w: tensor<16384x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>},"#,
    );
    assert!(with_code(&diagnostics(&sharded, None), "partition/replicated").is_empty());

    // A small replicated weight (data parallelism's design): no warning.
    let small = public
        .replace("16384x16384", "1024x1024")
        .replace("8x16384", "8x1024");
    assert!(with_code(&diagnostics(&small, None), "partition/replicated").is_empty());
}

#[test]
fn heavy_padding_of_a_non_divisible_shard_warns() {
    // 5 rows on 4 devices: each allocates 2 rows of 1 MiB, 0.75 MiB of which
    // (37.5%) is padding on average.
    let padded = format!(
        r#"{MESH}func.func @main(%x: tensor<5x262144xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"model"}}, {{}}]>}}) -> tensor<5x262144xf32> {{
  %0 = stablehlo.negate %x : tensor<5x262144xf32>
  return %0 : tensor<5x262144xf32>
}}
"#
    );
    let all = diagnostics(&padded, None);
    let found = with_code(&all, "partition/padding");
    assert_eq!(found.len(), 1, "{all:#?}");
    assert!(
        found[0].message.starts_with("38% of 2.0 MiB"),
        "{}",
        found[0].message
    );

    // 1025 rows on 4: 257 rows each, 0.3% padding: fine.
    let slight = padded.replace("5x262144", "1025x1024");
    assert!(with_code(&diagnostics(&slight, None), "partition/padding").is_empty());
}

#[test]
fn a_function_that_does_not_fit_the_chosen_hardware_warns() {
    // Two 64 GiB f32 tensors over 8 devices: 8 GiB each per device, and the
    // result as much again: about 24 GiB, more than a v5e's 16 GiB.
    let text = format!(
        r#"{MESH}func.func @main(%a: tensor<262144x65536xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"data", "model"}}, {{}}]>}}, %b: tensor<262144x65536xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"data", "model"}}, {{}}]>}}) -> tensor<262144x65536xf32> {{
  %0 = stablehlo.add %a, %b : tensor<262144x65536xf32>
  return %0 : tensor<262144x65536xf32>
}}
"#
    );
    let on_v5e = diagnostics(&text, Some("tpu-v5e"));
    let found = with_code(&on_v5e, "partition/does-not-fit");
    assert_eq!(found.len(), 1, "{on_v5e:#?}");
    assert_eq!(&text[found[0].range.start..found[0].range.end], "@main");
    assert!(found[0].message.contains("tpu-v5e"), "{}", found[0].message);
    // An H100 has 80 GB; no hardware chosen, no fit check.
    assert!(with_code(&diagnostics(&text, Some("h100")), "partition/does-not-fit").is_empty());
    assert!(with_code(&diagnostics(&text, None), "partition/does-not-fit").is_empty());
}

#[test]
fn designed_communication_stays_quiet() {
    // FSDP: x on P('data', None), w on P('data', 'model'): w is all-gathered
    // over "data" by design. Megatron's row-parallel all-reduce likewise.
    let text = format!(
        r#"{MESH}func.func @main(%x: tensor<64x4096xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"data"}}, {{}}]>}}, %w: tensor<4096x4096xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"data"}}, {{"model"}}]>}}, %v: tensor<4096x4096xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"model"}}, {{}}]>}}) -> tensor<64x4096xf32> {{
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x4096xf32>, tensor<4096x4096xf32>) -> tensor<64x4096xf32>
  %1 = stablehlo.dot_general %0, %v, contracting_dims = [1] x [0] : (tensor<64x4096xf32>, tensor<4096x4096xf32>) -> tensor<64x4096xf32>
  return %1 : tensor<64x4096xf32>
}}
"#
    );
    let all = diagnostics(&text, Some("tpu-v5e"));
    let warnings: Vec<_> = all
        .iter()
        .filter(|d| d.severity != Severity::Information && d.severity != Severity::Hint)
        .collect();
    assert!(warnings.is_empty(), "{warnings:#?}");
}

#[test]
fn the_shard_dialect_does_not_pad() {
    // The same 5 rows on 4 devices in the `shard` dialect: the last devices
    // get smaller shards (shard-partition's per-device types), no padding.
    let text = r#"shard.grid @grid(shape = 4)
func.func @f(%x: tensor<5x262144xf32>) -> tensor<5x262144xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %a = shard.shard %x to %s annotate_for_users : tensor<5x262144xf32>
  %e = tensor.empty() : tensor<5x262144xf32>
  %r = linalg.exp ins(%a : tensor<5x262144xf32>) outs(%e : tensor<5x262144xf32>) -> tensor<5x262144xf32>
  return %r : tensor<5x262144xf32>
}
"#;
    let all = diagnostics(text, None);
    assert!(with_code(&all, "partition/padding").is_empty(), "{all:#?}");
}
