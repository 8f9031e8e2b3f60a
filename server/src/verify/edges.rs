//! Propagation edges, the debug attributes propagation writes
//! (`sdy-syntax.md` §7): `sdy.propagation_edges = #sdy.propagation_edges<[…]>`
//! on ops, and arrays of them in `sdy.result_propagation_edges` /
//! `sdy.block_arg_propagation_edges`.
//!
//! `#sdy.propagation_edges<[{step-2 = [{"y" = operand-1 -> [operand-0, result-0]}]}]>`
//! lists, per propagation step, which axis went from which value to which.

use super::axes;
use super::context::{same_mesh, OpContext};
use crate::diagnostic::Diagnostic;
use crate::ir::Attribute;
use crate::sharding::diag::ParseError;
use crate::sharding::mlir_text::Cursor;
use crate::sharding::model::{AxisRef, Mesh};
use crate::text::TextRange;

const EDGES: &str = "sdy.propagation_edges";
const EDGE_ARRAYS: [&str; 2] = [
    "sdy.result_propagation_edges",
    "sdy.block_arg_propagation_edges",
];
const PREFIX: &str = "#sdy.propagation_edges";

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum ValueKind {
    Operand,
    Result,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct ValueRef {
    kind: ValueKind,
    index: i64,
}

#[derive(Clone, Debug, PartialEq)]
struct AxisEdges {
    axis: AxisRef,
    source: ValueRef,
    targets: Vec<ValueRef>,
}

#[derive(Clone, Debug, PartialEq)]
struct Step {
    index: i64,
    edges: Vec<AxisEdges>,
}

pub(super) fn verify(cx: &OpContext) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for entry in &cx.op.attributes.entries {
        let range = cx.abs(entry.range);
        let error = |message: String| cx.op_error_at(range, "sdy/propagation-edges", message);
        if entry.name == EDGES {
            let Some(text) = edges_text(&entry.value) else {
                out.push(error(format!(
                    "should have a propagation edges attribute of type PropagationEdgesAttr for attr named '{EDGES}'"
                )));
                continue;
            };
            out.extend(check_edges(cx, text, range, true));
        } else if EDGE_ARRAYS.contains(&entry.name.as_str()) {
            let texts: Option<Vec<&str>> = match &entry.value {
                Attribute::Array { elements } => elements.iter().map(edges_text).collect(),
                _ => None,
            };
            let Some(texts) = texts else {
                out.push(error(format!(
                    "should have a propagation edges attribute of type ArrayAttr<PropagationEdgesAttr> for attr named '{}' or '{}'",
                    EDGE_ARRAYS[0], EDGE_ARRAYS[1]
                )));
                continue;
            };
            for text in texts {
                out.extend(check_edges(cx, text, range, false));
            }
        }
    }
    out
}

/// The text of a `#sdy.propagation_edges<…>` attribute.
fn edges_text(value: &Attribute) -> Option<&str> {
    match value {
        Attribute::Opaque { text } if text.starts_with(PREFIX) => Some(text),
        _ => None,
    }
}

/// Parses and verifies one edges attribute; `on_op` adds the checks against
/// the op's values (`sdy.propagation_edges` on the op itself).
fn check_edges(cx: &OpContext, text: &str, range: TextRange, on_op: bool) -> Option<Diagnostic> {
    let steps = match parse(text) {
        Ok(steps) => steps,
        Err(error) => {
            let mut message = error.message;
            for context in error.context {
                message.push_str("; ");
                message.push_str(&context);
            }
            return Some(Diagnostic::error(range, "sharding/parse", message));
        }
    };
    let error = |message: String| Some(cx.op_error_at(range, "sdy/propagation-edges", message));
    if let Err(message) = check_steps(&steps) {
        return error(message);
    }
    // The data-flow edge ops describe the values of another op.
    let data_flow_edge = matches!(
        cx.op.name.as_str(),
        "sdy.data_flow_edge" | "sdy.func_data_flow_edge"
    );
    if !on_op || data_flow_edge {
        return None;
    }
    check_against_op(cx, &steps).err().and_then(error)
}

/// `PropagationEdgesAttr::verify`: step indices are non-negative and unique;
/// no edge goes back to its source or twice to one target.
fn check_steps(steps: &[Step]) -> Result<(), String> {
    let mut seen = std::collections::HashSet::new();
    for step in steps {
        if step.index < 0 {
            return Err(format!(
                "propagation edges have negative step index: {}",
                step.index
            ));
        }
        if !seen.insert(step.index) {
            return Err(format!(
                "propagation edges have duplicate step index: {}",
                step.index
            ));
        }
        for edge in &step.edges {
            if edge.targets.contains(&edge.source) {
                return Err("propagation edges have a source that is the same as a target".into());
            }
            let mut targets = std::collections::HashSet::new();
            if !edge.targets.iter().all(|t| targets.insert(*t)) {
                return Err(format!(
                    "propagation edges have duplicate targets for step index: {} and axis: {}",
                    step.index,
                    axes::unquoted(&edge.axis)
                ));
            }
        }
    }
    Ok(())
}

/// The edges against the op: its values' shardings give the mesh the axes
/// come from, and value indices are in range.
fn check_against_op(cx: &OpContext, steps: &[Step]) -> Result<(), String> {
    let values = cx
        .op
        .operands
        .iter()
        .filter_map(|o| o.value)
        .chain(cx.op.results.iter().copied());
    let mut mesh: Option<&Mesh> = None;
    let mut any_sharding = false;
    for sharding in values.filter_map(|v| cx.value_sharding(v)) {
        any_sharding = true;
        let Some(other) = cx.mesh_of(sharding) else {
            continue;
        };
        match mesh {
            Some(m) if !same_mesh(m, other) => {
                return Err("expected a common mesh for propagation edges attr.".into())
            }
            _ => mesh = Some(other),
        }
    }
    if !any_sharding {
        return Err("expected propagation edges attr to reference a sharding.".into());
    }
    let edges = || steps.iter().flat_map(|s| &s.edges);
    if let Some(mesh) = mesh {
        if edges().any(|e| mesh.axis(&e.axis.name).is_none()) {
            return Err("expected axis ref to be in one of the meshes".into());
        }
    }
    for edge in edges() {
        for value in std::iter::once(&edge.source).chain(&edge.targets) {
            let (name, count) = match value.kind {
                ValueKind::Operand => ("an operand", cx.op.operands.len()),
                ValueKind::Result => ("a result", cx.op.results.len()),
            };
            if usize::try_from(value.index).map_or(true, |i| i >= count) {
                return Err(format!(
                    "expected a value ref to have {name} index in range [0, {count}), got: {}",
                    value.index
                ));
            }
        }
    }
    Ok(())
}

fn parse(text: &str) -> Result<Vec<Step>, ParseError> {
    let mut c = Cursor::new(text);
    c.eat(PREFIX);
    c.expect("<")?;
    let steps = list(&mut c, "[", "]", |c| {
        c.expect("{")?;
        c.expect("step-")?;
        let (_, index) = c.integer()?;
        c.expect("=")?;
        let edges = list(c, "[", "]", |c| {
            c.expect("{")?;
            let (_, name) = c.string()?;
            let mut axis = AxisRef::full(name);
            if c.eat(":") {
                c.expect("(")?;
                let (_, pre_size) = c.integer()?;
                c.expect(")")?;
                let (_, size) = c.integer()?;
                axis = AxisRef::sub(axis.name, pre_size, size);
            }
            c.expect("=")?;
            let source = value_ref(c)?;
            c.expect("->")?;
            let targets = list(c, "[", "]", value_ref)?;
            c.expect("}")?;
            Ok(AxisEdges {
                axis,
                source,
                targets,
            })
        })?;
        c.expect("}")?;
        Ok(Step { index, edges })
    })?;
    c.expect(">")?;
    c.expect_end()?;
    Ok(steps)
}

fn list<T>(
    c: &mut Cursor,
    open: &str,
    close: &str,
    mut item: impl FnMut(&mut Cursor) -> Result<T, ParseError>,
) -> Result<Vec<T>, ParseError> {
    c.expect(open)?;
    let mut items = Vec::new();
    if c.eat(close) {
        return Ok(items);
    }
    loop {
        items.push(item(c)?);
        if !c.eat(",") {
            break;
        }
    }
    c.expect(close)?;
    Ok(items)
}

fn value_ref(c: &mut Cursor) -> Result<ValueRef, ParseError> {
    let kind = if c.eat("operand-") {
        ValueKind::Operand
    } else if c.eat("result-") {
        ValueKind::Result
    } else {
        return Err(c.error("expected 'operand-<index>' or 'result-<index>'"));
    };
    let (_, index) = c.integer()?;
    Ok(ValueRef { kind, index })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verify::test_support::{assert_clean, assert_error};

    #[test]
    fn parses_steps_and_edges() {
        let steps = parse(r#"#sdy.propagation_edges<[{step-2 = [{"y" = operand-1 -> [operand-0, result-0]}]}, {step--3 = [{"x":(1)4 = result-0->[operand-0]}]}]>"#).unwrap();
        assert_eq!(steps.len(), 2);
        assert_eq!(steps[0].index, 2);
        assert_eq!(steps[0].edges[0].targets.len(), 2);
        assert_eq!(steps[1].index, -3);
        assert_eq!(steps[1].edges[0].axis, AxisRef::sub("x", 1, 4));
        assert!(parse("#sdy.propagation_edges<[{step-1 = [{\"x\" = input-0 -> []}]}]>").is_err());
    }

    fn add(attrs: &str, arg: &str) -> String {
        format!("sdy.mesh @mesh = <[\"x\"=4]>\nfunc.func @f(%arg0: tensor<8x8xf32>{arg}) -> tensor<8x8xf32> {{\n  %0 = stablehlo.add %arg0, %arg0 {{{attrs}}} : tensor<8x8xf32>\n  return %0 : tensor<8x8xf32>\n}}\n")
    }

    const SHARDED: &str = "sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {\"x\", ?}]>]>";

    #[test]
    fn steps_are_unique_and_edges_well_formed() {
        let edges = |e: &str| {
            add(
                &format!("sdy.propagation_edges = #sdy.propagation_edges<{e}>, {SHARDED}"),
                "",
            )
        };
        assert_error(
            &edges("[{step-1 = [{\"x\" = operand-0 -> [result-0]}]}, {step-1 = [{\"x\" = operand-1 -> [result-0]}]}]"),
            "'stablehlo.add' op propagation edges have duplicate step index: 1",
        );
        assert_error(
            &edges("[{step--3 = [{\"x\" = operand-0 -> [result-0]}]}]"),
            "propagation edges have negative step index: -3",
        );
        assert_error(
            &edges("[{step-1 = [{\"x\" = operand-0 -> [operand-0]}]}]"),
            "propagation edges have a source that is the same as a target",
        );
        assert_error(
            &edges("[{step-123 = [{\"x\" = result-0 -> [operand-0, operand-0]}]}]"),
            "propagation edges have duplicate targets for step index: 123 and axis: x",
        );
        assert_error(
            &edges("[{step-22 = [{\"x\" = result-0 -> [operand-3]}]}]"),
            "'stablehlo.add' op expected a value ref to have an operand index in range [0, 2), got: 3",
        );
        assert_error(
            &edges("[{step-22 = [{\"x\" = operand-1 -> [result-1]}]}]"),
            "expected a value ref to have a result index in range [0, 1), got: 1",
        );
        assert_error(
            &edges("[{step-9 = [{\"z\" = operand-1 -> [result-0]}]}]"),
            "expected axis ref to be in one of the meshes",
        );
        assert_clean(&edges("[{step-2 = [{\"x\" = operand-1 -> [operand-0, result-0]}]}, {step-7 = [{\"x\" = result-0 -> [operand-0]}]}]"));
    }

    #[test]
    fn edges_need_a_sharding_on_the_op() {
        assert_error(
            &add("sdy.propagation_edges = #sdy.propagation_edges<[{step-9 = [{\"x\" = operand-1 -> [result-0]}]}]>", ""),
            "expected propagation edges attr to reference a sharding.",
        );
        assert_clean(&add(
            "sdy.propagation_edges = #sdy.propagation_edges<[{step-9 = [{\"x\" = operand-1 -> [result-0]}]}]>",
            " {sdy.sharding = #sdy.sharding<@mesh, [{}, {\"x\"}]>}",
        ));
    }

    #[test]
    fn attribute_types() {
        assert_error(
            &add("sdy.propagation_edges = 64", ""),
            "'stablehlo.add' op should have a propagation edges attribute of type PropagationEdgesAttr for attr named 'sdy.propagation_edges'",
        );
        for name in [
            "sdy.result_propagation_edges",
            "sdy.block_arg_propagation_edges",
        ] {
            for value in ["64", "[1, 2]"] {
                assert_error(
                    &add(&format!("{name} = {value}"), ""),
                    "should have a propagation edges attribute of type ArrayAttr<PropagationEdgesAttr> for attr named 'sdy.result_propagation_edges' or 'sdy.block_arg_propagation_edges'",
                );
            }
        }
        assert_clean(&add(
            "sdy.result_propagation_edges = [#sdy.propagation_edges<[{step-1 = [{\"x\" = operand-0 -> [result-0]}]}]>]",
            "",
        ));
    }
}
