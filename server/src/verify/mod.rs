//! Op verifiers of the `sdy` dialect: the rules Shardy checks on its ops
//! beyond the validity of each sharding on its own (which `annotations`
//! checks). Messages are Shardy's (`sdy-syntax.md` §4, §6, §7).
//!
//! Like MLIR, each op gets at most one error from its verifier: the checks run
//! in Shardy's order and stop at the first failure. A check that needs a
//! sharding which is itself invalid stops silently, because `annotations`
//! already reported that sharding.
//!
//! | module | verifies |
//! |---|---|
//! | `collectives` | `sdy.all_gather`, `all_slice`, `all_reduce`, `reduce_scatter`, `all_to_all`, `collective_permute`, `sharded_to_unreduced`, `replicated_to_unreduced` |
//! | `unreduced` | the unreduced-axes transition rule; `sdy.sharding_constraint`, `sdy.reshard` |
//! | `manual` | `sdy.manual_computation` |
//! | `named` | `sdy.named_computation` |
//! | `data_flow` | `sdy.data_flow_edge`, `sdy.func_data_flow_edge` |
//! | `barrier` | `sdy.propagation_barrier` |
//! | `constant` | dense literals with a dynamic or unranked type |
//! | `edges` | `sdy.propagation_edges` and friends |
//! | `isolation` | uses of outer values in isolated bodies |
//! | `shard_collectives` | the upstream `shard` dialect's collectives and grid queries (`shard.all_gather` … `shard.neighbors_linear_indices`, 2024 `mesh.*` spellings), LLVM 22's messages |
//! | `shard_passes` | what only LLVM 22's `sharding-propagation` / `shard-partition` reject: function bodies of more than one block, reshards with no partition pattern (warnings) |
//! | `value_types` | a sharding against the kind of type it annotates (tuples, tokens, unranked) |

mod axes;
mod barrier;
mod collective_axes;
mod collectives;
mod constant;
mod context;
mod data_flow;
mod edges;
mod isolation;
mod manual;
mod named;
mod shard_collectives;
mod shard_passes;
mod unreduced;
mod value_types;

use crate::annotations::ChunkAnnotations;
use crate::diagnostic::Diagnostic;
use crate::ir::Chunk;
use context::OpContext;

/// Runs every op verifier on the ops of `chunk`.
pub fn verify_chunk(chunk: &Chunk, annotations: &ChunkAnnotations, text: &str) -> Vec<Diagnostic> {
    (0..chunk.functions.len())
        .flat_map(|fi| verify_function(chunk, annotations, text, fi))
        .collect()
}

/// The verifiers' diagnostics of function `fi`. They depend on the function,
/// its annotations and the chunk's meshes only: each op's in op order
/// ([`verify_op_checks`]), then those over the whole function
/// ([`verify_function_wide`]).
pub fn verify_function(
    chunk: &Chunk,
    annotations: &ChunkAnnotations,
    text: &str,
    fi: usize,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let Some(entry) = chunk.functions.get(fi) else {
        return out;
    };
    for op_id in 0..entry.ir.ops.len() {
        out.extend(verify_op_checks(chunk, annotations, text, fi, op_id));
    }
    out.extend(verify_function_wide(chunk, annotations, fi));
    out
}

/// The verifiers of op `op_id` of function `fi`. They read the op, the
/// values it uses and defines, the ops defining its operands, the shardings
/// on these (`ChunkAnnotations`), the chunk's meshes, and for an op inside a
/// region the ops around it (manual axes, isolation); for an op with regions,
/// its body.
pub fn verify_op_checks(
    chunk: &Chunk,
    annotations: &ChunkAnnotations,
    text: &str,
    fi: usize,
    op_id: usize,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let Some(entry) = chunk.functions.get(fi) else {
        return out;
    };
    let cx = OpContext::new(annotations, text, fi, entry, op_id);
    out.extend(verify_op(&cx));
    out.extend(shard_collectives::verify(&cx, chunk));
    out.extend(constant::verify(&cx));
    out.extend(edges::verify(&cx));
    out.extend(isolation::verify(&cx));
    out.extend(value_types::verify_resultless_op(&cx));
    out
}

/// The verifiers over the whole function `fi`: each sharding site against
/// the type it annotates, and what only LLVM's passes reject.
pub fn verify_function_wide(
    chunk: &Chunk,
    annotations: &ChunkAnnotations,
    fi: usize,
) -> Vec<Diagnostic> {
    let mut out = value_types::verify(chunk, annotations, fi);
    out.extend(shard_passes::verify(chunk, annotations, fi));
    out
}

/// The verifier of the op's own kind, if it has one.
fn verify_op(cx: &OpContext) -> Vec<Diagnostic> {
    let first_error = match cx.op.name.as_str() {
        "sdy.sharding_constraint" | "sdy.reshard" => unreduced::verify_constraint(cx),
        "sdy.manual_computation" => manual::verify(cx),
        "sdy.named_computation" => return named::verify(cx),
        "sdy.data_flow_edge" => data_flow::verify_data_flow_edge(cx),
        "sdy.func_data_flow_edge" => data_flow::verify_func_data_flow_edge(cx),
        "sdy.propagation_barrier" => barrier::verify(cx),
        name if collectives::CollectiveOp::from_name(name).is_some() => collectives::verify(cx),
        _ => None,
    };
    first_error.into_iter().collect()
}

#[cfg(test)]
pub(crate) mod test_support {
    use crate::diagnostic::{Diagnostic, Severity};
    use crate::{annotations, ir, syntax};

    /// The diagnostics of the op verifiers alone (not those of `annotations`).
    pub fn verify_text(text: &str) -> Vec<Diagnostic> {
        let tree = syntax::parse(text);
        let file = ir::build(&tree, text);
        let mut out = Vec::new();
        for chunk in &file.chunks {
            let annotations = annotations::collect(chunk, text);
            out.extend(super::verify_chunk(chunk, &annotations, text));
        }
        out
    }

    /// The messages of the verifiers' errors.
    pub fn errors(text: &str) -> Vec<String> {
        verify_text(text)
            .into_iter()
            .filter(|d| d.severity == Severity::Error)
            .map(|d| d.message)
            .collect()
    }

    /// Asserts that the verifiers report exactly one error, containing `expected`.
    #[track_caller]
    pub fn assert_error(text: &str, expected: &str) {
        let errors = errors(text);
        assert!(
            errors.len() == 1 && errors[0].contains(expected),
            "expected one error containing {expected:?}, got {errors:#?}"
        );
    }

    /// Asserts that the verifiers report no error.
    #[track_caller]
    pub fn assert_clean(text: &str) {
        let errors = errors(text);
        assert!(errors.is_empty(), "expected no error, got {errors:#?}");
    }
}
