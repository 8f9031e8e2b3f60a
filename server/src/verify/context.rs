//! What an op verifier sees: the op, its function, the chunk's annotations
//! and the text, with the lookups every verifier needs (a value's sharding,
//! type and mesh; the axes bound by enclosing manual computations).

use super::value_types;
use crate::annotations::{ChunkAnnotations, Slot};
use crate::diagnostic::Diagnostic;
use crate::ir::{
    Block, FunctionEntry, Op, OpId, ShardingRole, ShardingSite, Type, ValueDef, ValueId,
};
use crate::sharding::diag::Severity;
use crate::sharding::model::{is_iota, Mesh, TensorSharding};
use crate::sharding::validate::{validate_sharding, SdyCheckOptions};
use crate::text::TextRange;

pub(crate) struct OpContext<'a> {
    pub annotations: &'a ChunkAnnotations,
    pub text: &'a str,
    /// Index of the function in the chunk.
    pub func: usize,
    pub entry: &'a FunctionEntry,
    pub op_id: OpId,
    pub op: &'a Op,
}

impl<'a> OpContext<'a> {
    pub fn new(
        annotations: &'a ChunkAnnotations,
        text: &'a str,
        func: usize,
        entry: &'a FunctionEntry,
        op_id: OpId,
    ) -> Self {
        OpContext {
            annotations,
            text,
            func,
            entry,
            op_id,
            op: &entry.ir.ops[op_id],
        }
    }

    /// A stored range in current-text coordinates.
    pub fn abs(&self, range: TextRange) -> TextRange {
        self.entry.abs(range)
    }

    /// The current text at a stored range.
    pub fn slice(&self, range: TextRange) -> &'a str {
        let range = self.abs(range);
        self.text.get(range.start..range.end).unwrap_or("")
    }

    /// Where op-level errors point: the op name.
    pub fn name_range(&self) -> TextRange {
        self.abs(self.op.name_range)
    }

    /// MLIR's `emitOpError`: `'<op>' op <message>`, at the op name.
    pub fn op_error(&self, code: &'static str, message: impl AsRef<str>) -> Diagnostic {
        self.op_error_at(self.name_range(), code, message)
    }

    /// `emitOpError` pointing at `range` (current-text coordinates).
    pub fn op_error_at(
        &self,
        range: TextRange,
        code: &'static str,
        message: impl AsRef<str>,
    ) -> Diagnostic {
        Diagnostic::error(
            range,
            code,
            format!("'{}' op {}", self.op.name, message.as_ref()),
        )
    }

    /// The first sharding site of the op with `role`.
    pub fn site(&self, role: ShardingRole) -> Option<&'a ShardingSite> {
        self.op.sharding_sites.iter().find(|s| s.role == role)
    }

    pub fn value_type(&self, value: ValueId) -> Option<&'a Type> {
        self.entry.ir.values.get(value)?.ty.as_ref()
    }

    /// The operand's value, when its name resolved.
    pub fn operand(&self, index: usize) -> Option<ValueId> {
        self.op.operands.get(index)?.value
    }

    /// The type of operand `index`: as written in the op's signature, else the value's.
    pub fn operand_type(&self, index: usize) -> Option<&'a Type> {
        self.op
            .operand_types
            .get(index)
            .or_else(|| self.value_type(self.operand(index)?))
    }

    /// The type of result `index`: the value's, else as written in the signature.
    pub fn result_type(&self, index: usize) -> Option<&'a Type> {
        self.op
            .results
            .get(index)
            .and_then(|&v| self.value_type(v))
            .or_else(|| self.op.result_types.get(index))
    }

    /// The entry block of the op's (first) region.
    pub fn body(&self) -> Option<&'a Block> {
        let &region = self.op.regions.first()?;
        self.entry.ir.regions.get(region)?.blocks.first()
    }

    /// The types of the body's arguments.
    pub fn body_argument_types(&self) -> Vec<Option<&'a Type>> {
        self.body()
            .map(|b| b.arguments.iter().map(|&v| self.value_type(v)).collect())
            .unwrap_or_default()
    }

    /// The types of the values the body's `sdy.return` returns.
    pub fn returned_types(&self) -> Vec<Option<&'a Type>> {
        let Some(ret) = self
            .body()
            .and_then(|b| b.ops.last())
            .map(|&op| &self.entry.ir.ops[op])
            .filter(|op| op.name == "sdy.return")
        else {
            return Vec::new();
        };
        (0..ret.operands.len())
            .map(|i| {
                ret.operand_types
                    .get(i)
                    .or_else(|| self.value_type(ret.operands[i].value?))
            })
            .collect()
    }

    /// Shardy's `getSharding(value)`: the annotation on the value itself, or
    /// for the block arguments and results of `sdy.manual_computation` /
    /// `sdy.named_computation`, the in/out sharding that describes them.
    pub fn value_sharding(&self, value: ValueId) -> Option<&'a TensorSharding> {
        let table = &self.annotations.annotations;
        let func = self.func;
        if let Some(a) = table.get(&Slot::Value { func, value }) {
            return Some(&a.sharding);
        }
        let site = |op: OpId, index: usize, local: bool| {
            table
                .get(&Slot::OpSite {
                    func,
                    op,
                    index,
                    local,
                })
                .map(|a| &*a.sharding)
        };
        match self.entry.ir.values.get(value)?.def {
            ValueDef::BlockArgument { op, index, .. } => {
                site(op, index, true).or_else(|| site(op, index, false))
            }
            ValueDef::OpResult { op, index } => {
                let operands = self.entry.ir.ops.get(op)?.operands.len();
                site(op, operands + index, false)
            }
            _ => None,
        }
    }

    /// The sharding written as the op's result (`out_sharding`, the sharding
    /// of a constraint or reshard), as parsed by `annotations`.
    pub fn result_sharding(&self) -> Option<&'a TensorSharding> {
        let &result = self.op.results.first()?;
        let slot = Slot::Value {
            func: self.func,
            value: result,
        };
        self.annotations
            .annotations
            .get(&slot)
            .map(|a| &*a.sharding)
    }

    /// The parsed `in_shardings` (or `out_shardings`) of a manual or named
    /// computation, with where each is written; `None` when one of them did
    /// not parse (its parse error is reported).
    pub fn in_out_shardings(&self, out: bool) -> Option<Vec<(&'a TensorSharding, TextRange)>> {
        let operands = self.op.operands.len();
        self.op
            .sharding_sites
            .iter()
            .filter_map(|site| match (site.role, out) {
                (ShardingRole::InSharding { index }, false) => Some((index, site)),
                (ShardingRole::OutSharding { index }, true) => Some((operands + index, site)),
                _ => None,
            })
            .map(|(index, site)| {
                let slot = Slot::OpSite {
                    func: self.func,
                    op: self.op_id,
                    index,
                    local: false,
                };
                let annotation = self.annotations.annotations.get(&slot)?;
                Some((&*annotation.sharding, self.abs(site.range)))
            })
            .collect()
    }

    pub fn mesh_of(&self, sharding: &'a TensorSharding) -> Option<&'a Mesh> {
        self.annotations.resolve(sharding)
    }

    /// Axes made manual by the `sdy.manual_computation` ops enclosing the op.
    pub fn bound_manual_axes(&self) -> Vec<String> {
        let f = &self.entry.ir;
        let mut axes = Vec::new();
        let mut current = self.op.parent;
        for _ in 0..crate::ir::convert::MAX_NESTING {
            let Some((region, _)) = current else { break };
            let Some(owner) = f.regions.get(region).and_then(|r| r.parent) else {
                break;
            };
            if let Some(manual) = self.annotations.manual_axes(self.func, owner) {
                axes.extend(manual.0.iter().cloned());
            }
            current = f.ops.get(owner).and_then(|o| o.parent);
        }
        axes
    }

    /// True when `sharding` passes Shardy's `verifyTensorShardingAttr` for a
    /// value of type `ty` inside this op. Verifiers use it to stop where Shardy
    /// would: the error itself is reported by `annotations` / `value_types`.
    pub fn sharding_is_valid(&self, sharding: &TensorSharding, ty: Option<&Type>) -> bool {
        let mesh = self.annotations.resolve(sharding);
        let Some(mesh) = mesh else { return false };
        if value_types::type_error(sharding, mesh, ty).is_some() {
            return false;
        }
        let shape = value_types::checked_shape(ty);
        let options = SdyCheckOptions {
            check_divisibility: false,
            bound_manual_axes: self.bound_manual_axes(),
        };
        !validate_sharding(sharding, Some(mesh), shape.as_deref(), &options, None)
            .iter()
            .any(|d| d.severity == Severity::Error)
    }
}

/// Meshes equal as Shardy's `MeshAttr`s are: same axes, same device order
/// (explicit iota ids are the default order).
pub(crate) fn same_mesh(a: &Mesh, b: &Mesh) -> bool {
    a.axes == b.axes && device_order(a) == device_order(b)
}

fn device_order(mesh: &Mesh) -> Option<&[i64]> {
    let ids = mesh.device_ids.as_deref().filter(|ids| !ids.is_empty())?;
    // A maximal mesh's single id is its device, not an order.
    let default_order = is_iota(ids) && !mesh.axes.is_empty();
    (!default_order).then_some(ids)
}

/// MLIR prints a type inside a diagnostic in single quotes.
pub(crate) fn quoted(ty: &Type) -> String {
    format!("'{ty}'")
}
