//! A private function called from several places (issue #14, item 3):
//! Shardy's import gives every call site its own copy of the callee, so each
//! call propagates on its own body. The program is Shardy's own lit test
//! ("main calls foo and bar, foo calls bar. two bar calls have different
//! shardings", propagation_pipeline.mlir); the values are its CHECK lines.
//! The shared body shows the call site Shardy keeps the original name for
//! (`foo`'s); `main`'s call has its own answer.

use mesh_lsp::cli::rewrite::propagated_module;
use mesh_lsp::pipeline::analyze;

const TEXT: &str = r#"sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x2xi32>) -> tensor<8x2xi32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x2xi32>
  %1 = call @foo(%0) : (tensor<8x2xi32>) -> tensor<8x2xi32>
  %2 = call @bar(%0) : (tensor<8x2xi32>) -> tensor<8x2xi32>
  return %2 : tensor<8x2xi32>
}
func.func private @bar(%arg0: tensor<8x2xi32>) -> tensor<8x2xi32> {
  return %arg0 : tensor<8x2xi32>
}
func.func private @foo(%arg0: tensor<8x2xi32>) -> tensor<8x2xi32> {
  %0 = stablehlo.abs %arg0 : tensor<8x2xi32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"a"}, {}]> : tensor<8x2xi32>
  %2 = sdy.sharding_constraint %0 <@mesh, [{"b"}, {}]> : tensor<8x2xi32>
  %3 = call @bar(%2) : (tensor<8x2xi32>) -> tensor<8x2xi32>
  return %3 : tensor<8x2xi32>
}
"#;

#[test]
fn each_call_site_of_a_shared_callee_has_its_own_shardings() {
    let out = propagated_module(&analyze(TEXT), TEXT);
    for expected in [
        r#"func.func @main(%arg0: tensor<8x2xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> (tensor<8x2xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>})"#,
        r#"%1 = call @foo(%0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}, {}]>]>}"#,
        // main's own copy of @bar: "a"; the merged answer was "b".
        r#"%2 = call @bar(%0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}"#,
        r#"%3 = call @bar(%2) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}, {}]>]>}"#,
        r#"func.func private @bar(%arg0: tensor<8x2xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>}) -> (tensor<8x2xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>})"#,
        r#"func.func private @foo(%arg0: tensor<8x2xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> (tensor<8x2xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>})"#,
    ] {
        assert!(out.contains(expected), "{expected}\n{out}");
    }
}

#[test]
fn a_callee_called_once_is_left_as_it_is() {
    let text = TEXT.replace("%2 = call @bar(%0)", "%2 = stablehlo.negate %0");
    let text = text.replace(
        "%2 = stablehlo.negate %0 : (tensor<8x2xi32>) -> tensor<8x2xi32>",
        "%2 = stablehlo.negate %0 : tensor<8x2xi32>",
    );
    let out = propagated_module(&analyze(&text), &text);
    assert!(
        out.contains(
            r#"%3 = call @bar(%2) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}, {}]>]>}"#
        ),
        "{out}"
    );
}

#[test]
fn a_callee_propagates_where_it_is_called() {
    // Shardy turns a call into a named computation holding the callee's
    // body, so the body propagates before the ops after the call: "b" comes
    // through @bar before the abs's "a" is seen (jaxlib 0.10.2 answers "b"
    // for the call, @bar's negate and its signature).
    let text = r#"sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x2xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}, {?}]>}) -> tensor<8x2xi32> {
  %2 = call @bar(%arg0) : (tensor<8x2xi32>) -> tensor<8x2xi32>
  %3 = stablehlo.abs %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : tensor<8x2xi32>
  return %3 : tensor<8x2xi32>
}
func.func private @bar(%arg0: tensor<8x2xi32>) -> tensor<8x2xi32> {
  %0 = stablehlo.negate %arg0 : tensor<8x2xi32>
  return %0 : tensor<8x2xi32>
}
"#;
    let out = propagated_module(&analyze(text), text);
    for expected in [
        r#"%2 = call @bar(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}, {}]>]>}"#,
        r#"%0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}, {}]>]>}"#,
    ] {
        assert!(out.contains(expected), "{expected}\n{out}");
    }
}

/// A `while` whose carry is a broadcast of the sharded argument, and whose
/// body calls a function on that carry (what `jax.lax.scan` with remat
/// lowers to). The broadcast shards the carry only in the last op-priority
/// pass, after the call's argument edge was visited; Shardy does not revisit
/// a call's argument edge when the operand changes (only when the callee's
/// side does), and the while's edges follow its body. So the call and the
/// body's accumulator stay unsharded while the carry is sharded. The values
/// are jaxlib 0.10.2's `sdy-propagation-pipeline` (the same cause made 3
/// values of tools/jax_programs.py's `scan_remat` differ).
const LATE_CARRY: &str = r#"sdy.mesh @mesh = <["a"=2, "b"=4]>
func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<8x16xf32> {
  %bc = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<4x8x16xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %z = stablehlo.constant dense<0.0> : tensor<8x16xf32>
  %0:3 = stablehlo.while(%i = %c, %x = %bc, %acc = %z) : tensor<i32>, tensor<4x8x16xf32>, tensor<8x16xf32>
  cond {
    %c4 = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %s = func.call @idx(%x, %i) : (tensor<4x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
    %n = stablehlo.add %acc, %s : tensor<8x16xf32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %i1, %x, %n : tensor<i32>, tensor<4x8x16xf32>, tensor<8x16xf32>
  }
  return %0#2 : tensor<8x16xf32>
}
func.func private @idx(%arg0: tensor<4x8x16xf32>, %arg1: tensor<i32>) -> tensor<8x16xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 8, 16] : (tensor<4x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x16xf32>
  %1 = stablehlo.reshape %0 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
"#;

#[test]
fn a_call_in_a_loop_does_not_see_a_carry_sharded_in_the_last_pass() {
    let out = propagated_module(&analyze(LATE_CARRY), LATE_CARRY);
    for expected in [
        r#"attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{}, {"a"}, {}]>, <@mesh, [{}, {}]>]>}"#,
        "%s = func.call @idx(%x, %i) : (tensor<4x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>",
        "func.func private @idx(%arg0: tensor<4x8x16xf32>, %arg1: tensor<i32>) -> tensor<8x16xf32> {",
    ] {
        assert!(out.contains(expected), "{expected}\n{out}");
    }
}

#[test]
fn a_call_in_a_loop_sees_a_carry_sharded_from_the_start() {
    // The argument itself is the carry: sharded before any pass, the call
    // gets it (again Shardy's answer).
    let text = LATE_CARRY
        .replace(
            r#"%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}"#,
            r#"%arg0: tensor<4x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"a"}, {}]>}"#,
        )
        .replace(
            "  %bc = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<4x8x16xf32>\n",
            "",
        )
        .replace("%x = %bc", "%x = %arg0");
    let out = propagated_module(&analyze(&text), &text);
    for expected in [
        r#"%s = func.call @idx(%x, %i) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}"#,
        r#"func.func private @idx(%arg0: tensor<4x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"a"}, {}]>}"#,
    ] {
        assert!(out.contains(expected), "{expected}\n{out}");
    }
}
