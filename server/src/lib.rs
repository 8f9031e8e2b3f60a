//! mesh-lsp: analysis of MLIR with sharding annotations.
//!
//! Data flows one way through the modules: `text` → `syntax` (tree-sitter) → `ir`
//! (values, ops, types, meshes) → `sharding` (the canonical model and its notations)
//! → checks → `cli` / protocol. See ARCHITECTURE.md.

pub mod analysis;
pub mod annotations;
pub mod assist;
pub mod check;
pub mod cli;
pub mod diagnostic;
pub mod explain;
pub mod features;
pub mod generate;
pub mod interning;
pub mod ir;
pub mod locations;
pub mod lsp;
pub mod notation;
pub mod pages;
pub mod parallel;
pub mod partition;
pub mod pipeline;
pub mod propagation;
pub mod reshard;
pub mod rules;
pub mod sharding;
pub mod syntax;
pub mod text;
pub mod verify;

/// Analyses allocate and free many small vectors per op (projections,
/// sharding clones); mimalloc is markedly faster at that than glibc's malloc,
/// whose frees of whole analyses also stall on consolidation.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
