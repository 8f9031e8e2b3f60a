//! The registry's rules per op family, on small hand-written ops. Every
//! rule built here must also survive Shardy's verifier and a print/parse
//! round trip.

use mesh_lsp::rules::{self, AliasTable, NoRuleKind, RuleEnv, RuleLookup};
use mesh_lsp::{ir, syntax};

/// The rule (or `NO <kind>: <reason>`) of each op named `name`, in order.
fn lookups(source: &str, name: &str, conservative: bool) -> Vec<String> {
    let tree = syntax::parse(source);
    let file = ir::build(&tree, source);
    let aliases = AliasTable::from_tree(&tree, source);
    let env = RuleEnv::new(source, &aliases).with_conservative(conservative);
    let mut out = Vec::new();
    for (_, entry) in file.functions() {
        for op in entry.ir.ops.iter().filter(|op| op.name == name) {
            match rules::rule_for(op, &entry.ir, &env.for_entry(entry)) {
                RuleLookup::Rule(rule) => {
                    check_round_trip(&rule);
                    out.push(rule.to_string());
                }
                RuleLookup::NoRule { kind, reason } => out.push(format!("NO {kind:?}: {reason}")),
            }
        }
    }
    out
}

/// Shardy's parser rejects rules without operands (`tensor.empty`), so
/// those are only checked by the verifier's standards on what they have.
fn check_round_trip(rule: &rules::OpShardingRule) {
    if rule.operands.is_empty() {
        return;
    }
    let parsed = rules::parse_rule(&rule.to_attribute());
    assert_eq!(parsed.as_ref(), Ok(rule), "{rule} does not round-trip");
}

fn rule(body: &str, name: &str) -> String {
    rule_with(body, name, false)
}

fn rule_with(body: &str, name: &str, conservative: bool) -> String {
    let source = format!(
        "func.func @f(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %c: tensor<8xf32>, %r: tensor<1x16xf32>, \
         %v: tensor<16xf32>, %s: tensor<f32>, %i: tensor<i32>, %x: tensor<2x16x10x10xf32>, \
         %img: tensor<2x10x10x16xf32>, %b3: tensor<2x8x16xf32>, %b4: tensor<2x16x4xf32>, \
         %dyn: tensor<?x16xf32>, %bias: tensor<4xf32>) {{\n{body}\n  return\n}}\n"
    );
    let mut all = lookups(&source, name, conservative);
    assert_eq!(all.len(), 1, "expected one {name} in {body}");
    all.remove(0)
}

#[test]
fn stablehlo_elementwise_and_scalars() {
    assert_eq!(
        rule(
            "%0 = stablehlo.add %a, %a : tensor<8x16xf32>",
            "stablehlo.add"
        ),
        "([i, j], [i, j])->([i, j]) {i=8, j=16}"
    );
    assert_eq!(
        rule(
            "%0 = stablehlo.multiply %s, %s : tensor<f32>",
            "stablehlo.multiply"
        ),
        "([], [])->([])"
    );
    assert_eq!(
        rule("%0 = stablehlo.compare GT, %a, %a : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>", "stablehlo.compare"),
        "([i, j], [i, j])->([i, j]) {i=8, j=16}"
    );
    assert_eq!(
        rule("%0 = stablehlo.clamp %s, %a, %s : (tensor<f32>, tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>", "stablehlo.clamp"),
        "([], [i, j], [])->([i, j]) {i=8, j=16}"
    );
    assert_eq!(
        rule(
            "%0 = \"mhlo.add\"(%a, %a) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>",
            "mhlo.add"
        ),
        "([i, j], [i, j])->([i, j]) {i=8, j=16}"
    );
}

#[test]
fn stablehlo_dot_general_in_both_forms() {
    let custom = "%0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>";
    let generic = "%0 = \"stablehlo.dot_general\"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>";
    let expected = "([i, k], [k, j])->([i, j]) {i=8, j=4, k=16} reduction={k}";
    assert_eq!(rule(custom, "stablehlo.dot_general"), expected);
    assert_eq!(rule(generic, "stablehlo.dot_general"), expected);
    let batched = "%0 = stablehlo.dot_general %b3, %b4, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x8x16xf32>, tensor<2x16x4xf32>) -> tensor<2x8x4xf32>";
    assert_eq!(
        rule(batched, "stablehlo.dot_general"),
        "([i, j, l], [i, l, k])->([i, j, k]) {i=2, j=8, k=4, l=16} reduction={l}"
    );
}

#[test]
fn stablehlo_data_movement() {
    assert_eq!(
        rule(
            "%0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>",
            "stablehlo.transpose"
        ),
        "([j, i])->([i, j]) {i=16, j=8}"
    );
    assert_eq!(
        rule("%0 = \"mhlo.transpose\"(%a) {permutation = dense<[1, 0]> : tensor<2xi64>} : (tensor<8x16xf32>) -> tensor<16x8xf32>", "mhlo.transpose"),
        "([j, i])->([i, j]) {i=16, j=8}"
    );
    assert_eq!(
        rule("%0 = stablehlo.broadcast_in_dim %r, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<4x8x16xf32>", "stablehlo.broadcast_in_dim"),
        "([j, l])->([i, k, l]) {i=4, j=1, k=8, l=16}"
    );
    assert_eq!(
        rule(
            "%0 = stablehlo.reshape %a : (tensor<8x16xf32>) -> tensor<4x32xf32>",
            "stablehlo.reshape"
        ),
        "([ij, k])->([i, jk]) {i=4, j=2, k=16}"
    );
    assert_eq!(
        rule("%0 = stablehlo.pad %a, %s, low = [1, 0], high = [1, 0], interior = [0, 0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<10x16xf32>", "stablehlo.pad"),
        "([i, j], [])->([i, j]) {i=8, j=16} permutation={i}"
    );
    assert_eq!(
        rule("%0 = stablehlo.dynamic_slice %a, %i, %i, sizes = [4, 16] : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<4x16xf32>", "stablehlo.dynamic_slice"),
        "([i, j], [], [])->([i, j]) {i=8, j=16} need_replication={i} blocked_propagation={i}"
    );
    assert_eq!(
        rule(
            "%0 = stablehlo.reverse %a, dims = [1] : tensor<8x16xf32>",
            "stablehlo.reverse"
        ),
        "([i, j])->([i, j]) {i=8, j=16} permutation={j}"
    );
}

#[test]
fn stablehlo_slices_and_concatenation_with_conservative_mode() {
    let body = "%0 = stablehlo.slice %a [0:4, 0:16] : (tensor<8x16xf32>) -> tensor<4x16xf32>\n  \
                %1 = stablehlo.concatenate %0, %a, dim = 0 : (tensor<4x16xf32>, tensor<8x16xf32>) -> tensor<12x16xf32>";
    assert_eq!(
        rule(body, "stablehlo.slice"),
        "([i, j])->([i, j]) {i=8, j=16} permutation={i}"
    );
    assert_eq!(
        rule_with(body, "stablehlo.slice", true),
        "([i, j])->([i, j]) {i=8, j=16} permutation={i} blocked_propagation={i}"
    );
    // Slices of the concatenated value itself: a permutation suffices.
    assert_eq!(
        rule(body, "stablehlo.concatenate"),
        "([i, j], [i, j])->([i, j]) {i=12, j=16} permutation={i}"
    );
    // Conservative propagation gives the concat dim no factor.
    assert_eq!(
        rule_with(body, "stablehlo.concatenate", true),
        "([j, i], [k, i])->([l, i]) {i=16, j=1, k=1, l=1}"
    );
    let plain = "%0 = stablehlo.concatenate %a, %a, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x32xf32>";
    assert_eq!(
        rule(plain, "stablehlo.concatenate"),
        "([i, j], [i, j])->([i, j]) {i=8, j=32} need_replication={j}"
    );
}

#[test]
fn stablehlo_reductions_and_windows() {
    assert_eq!(
        rule("%0 = stablehlo.reduce(%a init: %s) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>", "stablehlo.reduce"),
        "([i, j], [])->([j]) {i=8, j=16} reduction={i}"
    );
    let window = "%0 = \"stablehlo.reduce_window\"(%a, %s) ({\n  ^bb0(%p: tensor<f32>, %q: tensor<f32>):\n    %m = stablehlo.maximum %p, %q : tensor<f32>\n    stablehlo.return %m : tensor<f32>\n  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2, 1>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<4x16xf32>";
    assert_eq!(
        rule(window, "stablehlo.reduce_window"),
        "([i, j], [])->([i, j]) {i=4, j=16} permutation={i}"
    );
    let sort = "%0 = \"stablehlo.sort\"(%a) ({\n  ^bb0(%p: tensor<f32>, %q: tensor<f32>):\n    %m = stablehlo.compare GT, %p, %q : (tensor<f32>, tensor<f32>) -> tensor<i1>\n    stablehlo.return %m : tensor<i1>\n  }) {dimension = 1 : i64} : (tensor<8x16xf32>) -> tensor<8x16xf32>";
    assert_eq!(
        rule(sort, "stablehlo.sort"),
        "([i, j])->([i, j]) {i=8, j=16} need_replication={j}"
    );
}

#[test]
fn stablehlo_convolution_generic_form() {
    let conv = "%0 = \"stablehlo.convolution\"(%img, %w) {dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x10x10x16xf32>, tensor<3x3x16x4xf32>) -> tensor<2x8x8x4xf32>";
    let source = format!(
        "func.func @f(%img: tensor<2x10x10x16xf32>, %w: tensor<3x3x16x4xf32>) {{\n  {conv}\n  return\n}}\n"
    );
    assert_eq!(
        lookups(&source, "stablehlo.convolution", false),
        ["([i, j, k, l], [n, o, l, m])->([i, j, k, m]) {i=2, j=8, k=8, l=16, m=4, n=1, o=1} reduction={l} permutation={j, k}"]
    );
}

#[test]
fn custom_calls_and_user_rules() {
    assert_eq!(
        rule(
            "%0 = stablehlo.custom_call @Sharding(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>",
            "stablehlo.custom_call"
        ),
        "([i, j])->([i, j]) {i=8, j=16}"
    );
    assert_eq!(
        rule("%0 = stablehlo.custom_call @SPMDFullToShardShape(%a) : (tensor<8x16xf32>) -> tensor<4x16xf32>", "stablehlo.custom_call"),
        "NO Excluded: @SPMDFullToShardShape marks a manual-computation boundary; Shardy's import turns the pair into an sdy.manual_computation"
    );
    // The generic form names its target with `call_target_name`.
    assert_eq!(
        rule("%0 = \"stablehlo.custom_call\"(%a) {call_target_name = \"MoveToHost\"} : (tensor<8x16xf32>) -> tensor<8x16xf32>", "stablehlo.custom_call"),
        "([i, j])->([i, j]) {i=8, j=16}"
    );
    assert_eq!(
        rule(
            "%0 = stablehlo.custom_call @mystery(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>",
            "stablehlo.custom_call"
        ),
        "NO Unknown: custom call @mystery is unknown to SDY sharding rule registry"
    );
    // A user rule wins over the registry, even on a known op.
    assert_eq!(
        rule("%0 = stablehlo.add %a, %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=16} need_replication={j}>} : tensor<8x16xf32>", "stablehlo.add"),
        "([i, j], [i, j])->([i, j]) {i=8, j=16} need_replication={j}"
    );
    assert_eq!(
        rule("%0 = stablehlo.custom_call @foo(%a) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=16} reduction={i}>} : (tensor<8x16xf32>) -> tensor<8xf32>", "stablehlo.custom_call"),
        "NO InvalidUserRule: invalid sdy.sharding_rule: reduction factor cannot be in result mappings"
    );
}

#[test]
fn user_rules_behind_aliases_and_error_spans() {
    let source = "#rule = #sdy.op_sharding_rule<([i, j])->([j, i]) {i=8, j=16}, custom>\n\
                  func.func @f(%a: tensor<8x16xf32>) {\n  \
                  %0 = stablehlo.custom_call @foo(%a) {sdy.sharding_rule = #rule} : (tensor<8x16xf32>) -> tensor<16x8xf32>\n  \
                  %1 = stablehlo.custom_call @bar(%a) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, q])->([i]) {i=8, j=16}>} : (tensor<8x16xf32>) -> tensor<8xf32>\n  \
                  return\n}\n";
    assert_eq!(
        lookups(source, "stablehlo.custom_call", false)[0],
        "([i, j])->([j, i]) {i=8, j=16}, custom"
    );
    let tree = syntax::parse(source);
    let file = ir::build(&tree, source);
    let aliases = AliasTable::from_tree(&tree, source);
    let env = RuleEnv::new(source, &aliases);
    let (_, entry) = file.functions().next().unwrap();
    let bar = entry
        .ir
        .ops
        .iter()
        .filter(|op| op.name == "stablehlo.custom_call")
        .nth(1)
        .unwrap();
    let errors = rules::user_rule(bar, &entry.ir, &env.for_entry(entry))
        .unwrap()
        .unwrap_err();
    assert_eq!(
        errors[0].message,
        "operand - expecting factor indices to be within 0<=...<num_factors; received: 8, num_factors: 2"
    );
    // Errors point into the attribute's text.
    assert!(source[errors[0].span.clone()].starts_with("#sdy.op_sharding_rule<([i, q])"));
}

#[test]
fn no_rule_reasons() {
    assert_eq!(
        rule("%0 = stablehlo.add %dyn, %dyn : tensor<?x16xf32>", "stablehlo.add"),
        "NO Unsupported: operand 0 (%dyn) has a dynamic shape (tensor<?x16xf32>); Shardy needs static shapes"
    );
    assert_eq!(
        rule(
            "%0 = stablehlo.transpose %a, dims = [0, 5] : (tensor<8x16xf32>) -> tensor<16x8xf32>",
            "stablehlo.transpose"
        ),
        "NO Unsupported: permutation entry 5 is out of range for rank 2"
    );
    assert_eq!(
        rule(
            "%0 = stablehlo.constant dense<1.0> : tensor<f32>",
            "stablehlo.constant"
        ),
        "NO Excluded: creates a value from nothing: there is nothing to propagate through"
    );
    assert_eq!(
        rule(
            "%0 = stablehlo.iota dim = 0 : tensor<8xf32>",
            "stablehlo.iota"
        ),
        "NO Excluded: creates a value from nothing: there is nothing to propagate through"
    );
    assert_eq!(
        rule("%0 = foo.bar %a : tensor<8x16xf32>", "foo.bar"),
        "NO Unknown: op 'foo.bar' is unknown to SDY sharding rule registry"
    );
    assert!(rule(
        "%0 = func.call @g(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>",
        "func.call"
    )
    .starts_with("NO Excluded"));
    assert!(rule(
        "%0 = sdy.reshard %a <@mesh, [{}, {}]> : tensor<8x16xf32>",
        "sdy.reshard"
    )
    .starts_with("NO Excluded"));
    assert!(rule(
        "%0 = sdy.all_gather [{}, {\"x\"}] %a out_sharding=<@mesh, [{}, {}]> : tensor<8x16xf32>",
        "sdy.all_gather"
    )
    .starts_with("NO Excluded: sdy collectives"));
    assert!(rule(
        "%0 = shard.shard %a to %sh : tensor<8x16xf32>",
        "shard.shard"
    )
    .starts_with("NO Excluded: sharding annotations"));
    assert_eq!(
        rule(
            "%0 = sdy.sharding_constraint %a <@mesh, [{}, {}]> : tensor<8x16xf32>",
            "sdy.sharding_constraint"
        ),
        "([i, j])->([i, j]) {i=8, j=16}"
    );
    // The kind tells consumers whether to warn.
    let source =
        "func.func @f(%a: tensor<8xf32>) {\n  %0 = foo.bar %a : tensor<8xf32>\n  return\n}\n";
    let tree = syntax::parse(source);
    let file = ir::build(&tree, source);
    let aliases = AliasTable::default();
    let (_, entry) = file.functions().next().unwrap();
    let lookup = rules::rule_for(&entry.ir.ops[0], &entry.ir, &RuleEnv::new(source, &aliases));
    assert!(matches!(
        lookup,
        RuleLookup::NoRule {
            kind: NoRuleKind::Unknown,
            ..
        }
    ));
}

#[test]
fn linalg_named_and_generic_ops() {
    let matmul = "%init = tensor.empty() : tensor<8x4xf32>\n  %0 = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%init : tensor<8x4xf32>) -> tensor<8x4xf32>";
    assert_eq!(
        rule(matmul, "linalg.matmul"),
        "([i, k], [k, j], [i, j])->([i, j]) {i=8, j=4, k=16} reduction={k}"
    );
    assert_eq!(rule(matmul, "tensor.empty"), "()->([i, j]) {i=8, j=4}");
    // Explicit maps on a named op: here B is transposed.
    let transposed = "%0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %bt : tensor<8x16xf32>, tensor<4x16xf32>) outs(%o : tensor<8x4xf32>) -> tensor<8x4xf32>";
    assert_eq!(
        rule(transposed, "linalg.matmul"),
        "([i, k], [j, k], [i, j])->([i, j]) {i=8, j=4, k=16} reduction={k}"
    );
    let batch = "%0 = linalg.batch_matmul ins(%b3, %b4 : tensor<2x8x16xf32>, tensor<2x16x4xf32>) outs(%o : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>";
    assert_eq!(
        rule(batch, "linalg.batch_matmul"),
        "([i, j, l], [i, l, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4, l=16} reduction={l}"
    );
    let matvec = "%0 = linalg.matvec ins(%a, %v : tensor<8x16xf32>, tensor<16xf32>) outs(%c : tensor<8xf32>) -> tensor<8xf32>";
    assert_eq!(
        rule(matvec, "linalg.matvec"),
        "([i, j], [j], [i])->([i]) {i=8, j=16} reduction={j}"
    );
    let fill = "%0 = linalg.fill ins(%f : f32) outs(%a : tensor<8x16xf32>) -> tensor<8x16xf32>";
    assert_eq!(
        rule(fill, "linalg.fill"),
        "([], [i, j])->([i, j]) {i=8, j=16}"
    );
    let add = "%0 = linalg.add ins(%a, %a : tensor<8x16xf32>, tensor<8x16xf32>) outs(%a : tensor<8x16xf32>) -> tensor<8x16xf32>";
    assert_eq!(
        rule(add, "linalg.add"),
        "([i, j], [i, j], [i, j])->([i, j]) {i=8, j=16}"
    );
    let transpose = "%0 = linalg.transpose ins(%a : tensor<8x16xf32>) outs(%t : tensor<16x8xf32>) permutation = [1, 0]";
    assert_eq!(
        rule(transpose, "linalg.transpose"),
        "([j, i], [i, j])->([i, j]) {i=16, j=8}"
    );
    let broadcast = "%0 = linalg.broadcast ins(%c : tensor<8xf32>) outs(%a : tensor<8x16xf32>) dimensions = [1]";
    assert_eq!(
        rule(broadcast, "linalg.broadcast"),
        "([i], [i, j])->([i, j]) {i=8, j=16}"
    );
    let reduce = "%0 = linalg.reduce ins(%a : tensor<8x16xf32>) outs(%c : tensor<8xf32>) dimensions = [1]\n    (%in: f32, %acc: f32) {\n      %1 = arith.addf %in, %acc : f32\n      linalg.yield %1 : f32\n    }";
    assert_eq!(
        rule(reduce, "linalg.reduce"),
        "([i, j], [i])->([i]) {i=8, j=16} reduction={j}"
    );
}

#[test]
fn linalg_generic_reads_maps_aliases_and_iterators() {
    let source = "#id = affine_map<(d0, d1) -> (d0, d1)>\n#row = affine_map<(d0, d1) -> (d0)>\n#bcast = affine_map<(d0, d1) -> (0, d1)>\n\
        func.func @f(%a: tensor<8x16xf32>, %c: tensor<8xf32>, %r: tensor<1x16xf32>) {\n  \
        %0 = linalg.generic {indexing_maps = [#id, #row], iterator_types = [\"parallel\", \"reduction\"]} ins(%a : tensor<8x16xf32>) outs(%c : tensor<8xf32>) {\n  \
        ^bb0(%x: f32, %y: f32):\n    %s = arith.addf %x, %y : f32\n    linalg.yield %s : f32\n  } -> tensor<8xf32>\n  \
        %1 = linalg.generic {indexing_maps = [#bcast, #id], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%r : tensor<1x16xf32>) outs(%a : tensor<8x16xf32>) {\n  \
        ^bb0(%x: f32, %y: f32):\n    linalg.yield %x : f32\n  } -> tensor<8x16xf32>\n  \
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [\"parallel\", \"reduction\"]} ins(%x10, %k3 : tensor<10xf32>, tensor<3xf32>) outs(%o8 : tensor<8xf32>) {\n  \
        ^bb0(%x: f32, %y: f32, %z: f32):\n    linalg.yield %x : f32\n  } -> tensor<8xf32>\n  \
        return\n}\n";
    assert_eq!(
        lookups(source, "linalg.generic", false),
        [
            "([i, j], [i])->([i]) {i=8, j=16} reduction={j}",
            // The size-1 dim read through a constant keeps its own factor.
            "([k, j], [i, j])->([i, j]) {i=8, j=16, k=1}",
            // A window expression (`d0 + d1`) gets its own permutation factor.
            "([k], [j], [i])->([i]) {i=8, j=3, k=10} reduction={j} permutation={k}",
        ]
    );
}

#[test]
fn linalg_convolution_and_pooling() {
    let conv = "%0 = linalg.conv_2d_nhwc_hwcf ins(%img, %k : tensor<2x10x10x16xf32>, tensor<3x3x16x4xf32>) outs(%o : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>";
    assert_eq!(
        rule(conv, "linalg.conv_2d_nhwc_hwcf"),
        "([i, j, k, l], [n, o, l, m], [i, j, k, m])->([i, j, k, m]) {i=2, j=8, k=8, l=16, m=4, n=1, o=1} reduction={l} permutation={j, k}"
    );
    let pool = "%0 = linalg.pooling_nhwc_max {strides = dense<2> : vector<2xi64>} ins(%img, %win : tensor<2x10x10x16xf32>, tensor<2x2xf32>) outs(%o : tensor<2x5x5x16xf32>) -> tensor<2x5x5x16xf32>";
    assert_eq!(
        rule(pool, "linalg.pooling_nhwc_max"),
        "([i, o, p, l], [m, n], [i, j, k, l])->([i, j, k, l]) {i=2, j=5, k=5, l=16, m=2, n=2, o=10, p=10} reduction={m, n} permutation={o, p}"
    );
}

#[test]
fn tosa_ops() {
    assert_eq!(
        rule(
            "%0 = tosa.add %a, %r : (tensor<8x16xf32>, tensor<1x16xf32>) -> tensor<8x16xf32>",
            "tosa.add"
        ),
        "([j, k], [i, k])->([j, k]) {i=1, j=8, k=16}"
    );
    assert_eq!(
        rule("%0 = tosa.mul %a, %a, %sh : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<1xi8>) -> tensor<8x16xf32>", "tosa.mul"),
        "([i, j], [i, j], [k])->([i, j]) {i=8, j=16, k=1}"
    );
    assert_eq!(
        rule("%0 = tosa.matmul %b3, %b4 : (tensor<2x8x16xf32>, tensor<2x16x4xf32>) -> tensor<2x8x4xf32>", "tosa.matmul"),
        "([i, j, l], [i, l, k])->([i, j, k]) {i=2, j=8, k=4, l=16} reduction={l}"
    );
    assert_eq!(
        rule(
            "%0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<8x16xf32>) -> tensor<8x1xf32>",
            "tosa.reduce_sum"
        ),
        "([i, j])->([i, k]) {i=8, j=16, k=1} reduction={j}"
    );
    assert_eq!(
        rule("%0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<8x16xf32>) -> tensor<16x8xf32>", "tosa.transpose"),
        "([j, i])->([i, j]) {i=16, j=8}"
    );
    assert_eq!(
        rule("%0 = tosa.tile %a {multiples = array<i64: 2, 1>} : (tensor<8x16xf32>) -> tensor<16x16xf32>", "tosa.tile"),
        "([j, k])->([ij, k]) {i=2, j=8, k=16}"
    );
    assert_eq!(
        rule("%0 = tosa.conv2d %img, %w, %bias {pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, dilation = array<i64: 1, 1>} : (tensor<2x10x10x16xf32>, tensor<4x3x3x16xf32>, tensor<4xf32>) -> tensor<2x8x8x4xf32>", "tosa.conv2d"),
        "([i, j, k, l], [m, n, o, l], [m])->([i, j, k, m]) {i=2, j=8, k=8, l=16, m=4, n=1, o=1} reduction={l} permutation={j, k}"
    );
    assert_eq!(
        rule("%0 = tosa.max_pool2d %img {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<2x10x10x16xf32>) -> tensor<2x5x5x16xf32>", "tosa.max_pool2d"),
        "([i, j, k, l])->([i, j, k, l]) {i=2, j=5, k=5, l=16} permutation={j, k}"
    );
    assert!(rule(
        "%0 = tosa.const {values = dense<1.0> : tensor<4xf32>} : () -> tensor<4xf32>",
        "tosa.const"
    )
    .starts_with("NO Excluded"));
}

#[test]
fn tensor_arith_and_math_ops() {
    assert_eq!(
        rule(
            "%0 = tensor.collapse_shape %a [[0, 1]] : tensor<8x16xf32> into tensor<128xf32>",
            "tensor.collapse_shape"
        ),
        "([i, j])->([ij]) {i=8, j=16}"
    );
    assert_eq!(
        rule("%0 = tensor.extract_slice %a[0, 0] [4, 16] [1, 1] : tensor<8x16xf32> to tensor<4x16xf32>", "tensor.extract_slice"),
        "([i, j])->([i, j]) {i=8, j=16} permutation={i}"
    );
    assert_eq!(
        rule("%0 = tensor.insert_slice %r into %a[0, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<8x16xf32>", "tensor.insert_slice"),
        "([j, k], [i, k])->([i, k]) {i=8, j=1, k=16}"
    );
    assert_eq!(
        rule("%0 = tensor.concat dim(0) %a, %a : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>", "tensor.concat"),
        "([i, j], [i, j])->([i, j]) {i=16, j=16} need_replication={i}"
    );
    assert_eq!(
        rule("%0 = arith.addf %a, %a : tensor<8x16xf32>", "arith.addf"),
        "([i, j], [i, j])->([i, j]) {i=8, j=16}"
    );
    assert_eq!(
        rule("%0 = math.exp %a : tensor<8x16xf32>", "math.exp"),
        "([i, j])->([i, j]) {i=8, j=16}"
    );
    assert!(rule(
        "%0 = arith.constant dense<1.0> : tensor<4xf32>",
        "arith.constant"
    )
    .starts_with("NO Excluded"));
}

#[test]
fn onnx_operator_groups() {
    // Unary elementwise.
    assert_eq!(
        rule(
            "%0 = \"onnx.Tanh\"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>",
            "onnx.Tanh"
        ),
        "([i, j])->([i, j]) {i=8, j=16}"
    );
    // Broadcast n-ary: a size-1 axis keeps its own size-1 factor; lower
    // ranks align to the right.
    assert_eq!(
        rule(
            "%0 = \"onnx.Mul\"(%a, %r) : (tensor<8x16xf32>, tensor<1x16xf32>) -> tensor<8x16xf32>",
            "onnx.Mul"
        ),
        "([j, k], [i, k])->([j, k]) {i=1, j=8, k=16}"
    );
    assert_eq!(
        rule(
            "%0 = \"onnx.Add\"(%a, %v) : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8x16xf32>",
            "onnx.Add"
        ),
        "([i, j], [j])->([i, j]) {i=8, j=16}"
    );
    // Reductions: attribute axes or a constant operand, keepdims.
    assert_eq!(
        rule("%0 = \"onnx.ReduceSum\"(%a) {axes = [1], keepdims = 1 : si64} : (tensor<8x16xf32>) -> tensor<8x1xf32>", "onnx.ReduceSum"),
        "([i, j])->([i, k]) {i=8, j=16, k=1} reduction={j}"
    );
    assert_eq!(
        rule("%ax = \"onnx.Constant\"() {value = dense<[0]> : tensor<1xi64>} : () -> tensor<1xi64>\n  %0 = \"onnx.ReduceMean\"(%a, %ax) {keepdims = 0 : si64} : (tensor<8x16xf32>, tensor<1xi64>) -> tensor<16xf32>", "onnx.ReduceMean"),
        "([i, j], [k])->([j]) {i=8, j=16, k=1} reduction={i}"
    );
    // MatMul-like: K is a reduction; Gemm's transB and bias.
    assert_eq!(
        rule("%0 = \"onnx.MatMul\"(%b3, %b) : (tensor<2x8x16xf32>, tensor<16x4xf32>) -> tensor<2x8x4xf32>", "onnx.MatMul"),
        "([i, j, l], [l, k])->([i, j, k]) {i=2, j=8, k=4, l=16} reduction={l}"
    );
    assert_eq!(
        rule("%0 = \"onnx.Gemm\"(%a, %g, %bias) {transB = 1 : si64} : (tensor<8x16xf32>, tensor<4x16xf32>, tensor<4xf32>) -> tensor<8x4xf32>", "onnx.Gemm"),
        "([i, k], [j, k], [j])->([i, j]) {i=8, j=4, k=16} reduction={k}"
    );
    // Pooling and convolution.
    assert_eq!(
        rule("%0 = \"onnx.Conv\"(%x, %w, %bias) {group = 1 : si64, kernel_shape = [3, 3]} : (tensor<2x16x10x10xf32>, tensor<4x16x3x3xf32>, tensor<4xf32>) -> tensor<2x4x8x8xf32>", "onnx.Conv"),
        "([i, l, j, k], [m, l, n, o], [m])->([i, m, j, k]) {i=2, j=8, k=8, l=16, m=4, n=1, o=1} reduction={l} permutation={j, k}"
    );
    assert_eq!(
        rule("%0 = \"onnx.MaxPool\"(%x) {kernel_shape = [2, 2], strides = [2, 2]} : (tensor<2x16x10x10xf32>) -> tensor<2x16x5x5xf32>", "onnx.MaxPool"),
        "([i, j, k, l])->([i, j, k, l]) {i=2, j=16, k=5, l=5} permutation={k, l}"
    );
    assert_eq!(
        rule("%0 = \"onnx.GlobalAveragePool\"(%x) : (tensor<2x16x10x10xf32>) -> tensor<2x16x1x1xf32>", "onnx.GlobalAveragePool"),
        "([i, j, k, l])->([i, j, m, n]) {i=2, j=16, k=10, l=10, m=1, n=1} reduction={k, l}"
    );
    assert_eq!(
        rule(
            "%0 = \"onnx.Softmax\"(%a) {axis = -1 : si64} : (tensor<8x16xf32>) -> tensor<8x16xf32>",
            "onnx.Softmax"
        ),
        "([i, j])->([i, j]) {i=8, j=16} need_replication={j}"
    );
    assert_eq!(
        rule(
            "%0 = \"onnx.Transpose\"(%a) : (tensor<8x16xf32>) -> tensor<16x8xf32>",
            "onnx.Transpose"
        ),
        "([j, i])->([i, j]) {i=16, j=8}"
    );
    assert!(rule(
        "%0 = \"onnx.Loop\"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>",
        "onnx.Loop"
    )
    .starts_with("NO Unknown: op 'onnx.Loop'"));
}
