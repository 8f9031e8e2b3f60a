//! Work spread over the machine's cores: independent per-function and
//! per-component computations of an analysis.

use rayon::prelude::*;

/// `work` applied to every item, on rayon's pool of one thread per core
/// (work-stealing, so uneven items balance); the results are in the items'
/// order. One item runs on this thread.
///
/// The pool's threads live as long as the process. Threads spawned per
/// call, as this once did, each got a fresh allocator heap and abandoned it
/// on exit, with the results they had allocated still in it: a long
/// editing session's resident memory grew to several times what it needed
/// (`server/tests/lsp_soak.rs` watches for that).
pub fn map<T: Send>(items: &[usize], work: impl Fn(usize) -> T + Sync) -> Vec<T> {
    if items.len() <= 1 {
        return items.iter().map(|&i| work(i)).collect();
    }
    items.par_iter().map(|&i| work(i)).collect()
}

/// `background` on rayon's pool while `foreground` runs on this thread
/// (which helps with the pool's work if it finishes first); both results.
/// `foreground` need not be `Send`.
pub fn beside<A: Send, B>(
    background: impl FnOnce() -> A + Send,
    foreground: impl FnOnce() -> B,
) -> (A, B) {
    let mut in_background = None;
    let b = rayon::in_place_scope(|scope| {
        scope.spawn(|_| in_background = Some(background()));
        foreground()
    });
    (in_background.expect("a scope waits for what it spawned"), b)
}

#[cfg(test)]
mod tests {
    use super::{beside, map};

    #[test]
    fn beside_gives_both_results() {
        let local = std::rc::Rc::new(3); // not `Send`: stays on this thread
        let (a, b) = beside(|| (0..1000u64).sum::<u64>(), || *local * 2);
        assert_eq!((a, b), (499_500, 6));
    }

    #[test]
    fn results_keep_the_order_of_the_items() {
        let items: Vec<usize> = (0..1000).rev().collect();
        assert_eq!(
            map(&items, |i| i * 2),
            items.iter().map(|i| i * 2).collect::<Vec<_>>()
        );
        assert!(map(&[], |i| i).is_empty());
    }
}
