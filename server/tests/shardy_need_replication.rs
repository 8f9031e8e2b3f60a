//! Need-replication factors (issue #14, item 2): a `concatenate` along a
//! sharded dim. What Shardy answers was measured with jaxlib 0.10.2 on each
//! program below, at the end of propagation (the point the differential
//! tests compare) and with XLA's own pipeline (`shardy_oracle.py --xla`):
//! propagation does move axes along the concat dim's `need_replication`
//! factor, and the values downstream keep them. Only the later
//! `sdy-insert-explicit-reshards` gives the concatenate itself another
//! sharding (the axis moved to a pass-through dim, with reshards around
//! it); that pass decides how the op is computed, not what propagation
//! infers, so the values here are the ones to agree with.

use mesh_lsp::cli::rewrite::propagated_module;
use mesh_lsp::pipeline::analyze;

/// The propagated module's lines after the mesh, as `propagate` prints them.
fn propagated(text: &str) -> String {
    propagated_module(&analyze(text), text)
}

fn program(x: &str, y: &str) -> String {
    format!(
        r#"sdy.mesh @mesh = <["a"=2, "b"=4]>
func.func @main(%x: tensor<8x16xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{x}]>}}, %y: tensor<8x16xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{y}]>}}) -> tensor<16x16xf32> {{
  %0 = stablehlo.concatenate %x, %y, dim = 0 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  %1 = stablehlo.negate %0 : tensor<16x16xf32>
  return %1 : tensor<16x16xf32>
}}
"#
    )
}

#[test]
fn a_concat_dim_sharded_on_one_operand_propagates_as_in_shardy() {
    // Shardy: concatenate and negate [{"a"}, {}], the function result too.
    let out = propagated(&program(r#"{"a"}, {}"#, "{}, {}"));
    assert!(
        out.contains(r#"dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}"#),
        "{out}"
    );
    assert!(
        out.contains(r#"stablehlo.negate %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}"#),
        "{out}"
    );
    assert!(
        out.contains(
            r#"-> (tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>})"#
        ),
        "{out}"
    );
    // With the other dim sharded on both: [{"a"}, {"b"}] everywhere.
    let out = propagated(&program(r#"{"a"}, {"b"}"#, r#"{}, {"b"}"#));
    assert!(
        out.contains(r#"stablehlo.negate %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {"b"}]>]>}"#),
        "{out}"
    );
}

#[test]
fn operands_sharded_differently_along_the_concat_dim_give_nothing_as_in_shardy() {
    // `{"a"}` against `{"b"}`, closed or open: Shardy leaves the concatenate,
    // the negate and the result without a sharding.
    for (x, y) in [
        (r#"{"a"}, {}"#, r#"{"b"}, {}"#),
        (r#"{"a", ?}, {?}"#, r#"{"b", ?}, {?}"#),
    ] {
        let out = propagated(&program(x, y));
        assert!(!out.contains("sharding_per_value"), "{out}");
        assert!(out.contains("-> tensor<16x16xf32> {"), "{out}");
    }
}
