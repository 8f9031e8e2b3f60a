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
