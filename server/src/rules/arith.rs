//! `arith` and `math`: elementwise on tensors (a scalar operand, like the
//! condition of `arith.select`, is left out); constants have no rule.

use super::context::Ctx;
use super::model::FactorKind;
use super::registry::{Lookup, Outcome};

pub(crate) fn lookup(ctx: &Ctx, name: &str) -> Lookup {
    if name == "constant" {
        return Ok(Outcome::excluded(
            "creates a value from nothing: there is nothing to propagate through",
        ));
    }
    let shapes = ctx.shapes()?;
    let shape = shapes.result(0)?;
    for (i, other) in shapes.operands.iter().enumerate() {
        if !other.is_empty() && other.as_slice() != shape {
            return Err(format!("operand {i} is not shaped like the result"));
        }
    }
    let mut b = shapes.builder();
    b.add_pointwise(shape, |_| FactorKind::PassThrough);
    b.build().map(Outcome::from)
}
