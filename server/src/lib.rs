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

/// Turns transparent huge pages off for this process (on Linux; elsewhere
/// nothing). mimalloc asks for them on its arenas (`MADV_HUGEPAGE`), and
/// each first touch of a 2 MiB page zeroes all of it: on the benchmark
/// machine, with them, opening the 100k-op `sdy` module took 1.68 s instead
/// of 1.30 s, a name keystroke's p99 in the 12.3 MB JAX `main` 192–204 ms
/// instead of 92 ms, and the peak memory was higher; the keystroke medians
/// were the same (`README.md`, "Huge pages"). mimalloc's own switch
/// (`MIMALLOC_ALLOW_THP=0`) does this too, but it is read when the
/// allocator starts, before `main`. The kernel checks the flag at each page
/// fault, so calling this first thing in `main` covers the whole run.
/// `MESH_LSP_HUGE_PAGES=1` in the environment leaves them on.
pub fn disable_transparent_huge_pages() {
    if std::env::var_os("MESH_LSP_HUGE_PAGES").is_some_and(|v| v == "1") {
        return;
    }
    #[cfg(target_os = "linux")]
    // SAFETY: `prctl(PR_SET_THP_DISABLE)` only sets a flag of this process.
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    #[test]
    fn transparent_huge_pages_are_off_after_disabling_them() {
        super::disable_transparent_huge_pages();
        // SAFETY: reads a flag of this process.
        let disabled = unsafe { libc::prctl(libc::PR_GET_THP_DISABLE, 0, 0, 0, 0) };
        assert_eq!(disabled, 1);
    }
}
