//! Transparent huge pages off while a file is parsed and its IR built.
//!
//! mimalloc asks the kernel for huge pages on its arenas (`MADV_HUGEPAGE`),
//! and each first touch of a 2 MiB page zeroes all of it. Parsing a file and
//! building its IR is where a session touches most fresh memory at once (a
//! tree and an IR of 330 MB for the 11 MB, 100k-op module): on the benchmark
//! machine the two took 1.07–1.19 s with huge pages and 0.79–0.81 s without
//! them at one time of day, 0.96–0.99 s and 0.82 s at another (the kernel
//! has more or fewer free huge pages to give). After that, huge pages help:
//! with them off for the whole session, a name keystroke in the 1M-op module
//! took 16.4–17.2 ms instead of 13.8–14.0 (the text's `memmove` and the
//! analysis read memory through more TLB entries). So they are off only
//! around that work (`docs/performance-log.md`, "Opening, huge pages and
//! shared blocks"), and around a document's first analysis, which touches as much fresh
//! memory again (`analysis::diagnostics`: the 12 MB JAX dump opened in
//! 1.77–1.80 s instead of 1.98–2.30 s), and around the propagation of a
//! component of at least 16k ops after an edit (`propagation`: the slowest
//! keystrokes in that dump's `main` waited on the kernel for huge pages).
//!
//! The setting is the process's (`PR_SET_THP_DISABLE`): the kernel reads it
//! at each page fault. Overlapping scopes on several threads are counted, so
//! huge pages come back when the last ends. `MESH_LSP_HUGE_PAGES=1` in the
//! environment leaves them alone. On systems other than Linux this does
//! nothing.

use std::sync::Mutex;

/// How many `small_pages_while` scopes are running.
static ACTIVE: Mutex<usize> = Mutex::new(0);

/// Runs `work` with transparent huge pages off for the process.
pub fn small_pages_while<T>(work: impl FnOnce() -> T) -> T {
    let _scope = Scope::enter();
    work()
}

/// Whether huge pages are left as the system has them.
pub(crate) fn left_alone() -> bool {
    !cfg!(target_os = "linux") || std::env::var_os("MESH_LSP_HUGE_PAGES").is_some_and(|v| v == "1")
}

struct Scope {
    counted: bool,
}

impl Scope {
    fn enter() -> Scope {
        if left_alone() {
            return Scope { counted: false };
        }
        let mut active = ACTIVE.lock().unwrap_or_else(|e| e.into_inner());
        if *active == 0 {
            set_disabled(true);
        }
        *active += 1;
        Scope { counted: true }
    }
}

impl Drop for Scope {
    fn drop(&mut self) {
        if !self.counted {
            return;
        }
        let mut active = ACTIVE.lock().unwrap_or_else(|e| e.into_inner());
        *active -= 1;
        if *active == 0 {
            set_disabled(false);
        }
    }
}

fn set_disabled(disabled: bool) {
    #[cfg(target_os = "linux")]
    // SAFETY: `prctl(PR_SET_THP_DISABLE)` only sets a flag of this process.
    unsafe {
        libc::prctl(
            libc::PR_SET_THP_DISABLE,
            libc::c_ulong::from(disabled),
            0,
            0,
            0,
        );
    }
    #[cfg(not(target_os = "linux"))]
    let _ = disabled;
}

/// Whether huge pages are off for the process now, for tests of the
/// scopes that turn them off.
#[cfg(all(test, target_os = "linux"))]
pub(crate) fn huge_pages_off() -> bool {
    // SAFETY: reads a flag of this process.
    unsafe { libc::prctl(libc::PR_GET_THP_DISABLE, 0, 0, 0, 0) == 1 }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::{huge_pages_off, small_pages_while};

    fn thp_disabled() -> i32 {
        i32::from(huge_pages_off())
    }

    #[test]
    fn huge_pages_are_off_inside_the_scope_and_nested_scopes_keep_them_off() {
        if super::left_alone() {
            return;
        }
        small_pages_while(|| {
            assert_eq!(thp_disabled(), 1);
            small_pages_while(|| assert_eq!(thp_disabled(), 1));
            assert_eq!(thp_disabled(), 1, "still off after the inner scope ends");
        });
        // Other tests of this process may be inside a scope now: that huge
        // pages come back is not asserted here.
    }
}
