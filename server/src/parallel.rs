//! Work spread over the machine's cores: independent per-function and
//! per-component computations of an analysis.

use std::sync::atomic::{AtomicUsize, Ordering};

/// `work` applied to every item, on as many threads as the machine has
/// (one item per thread at a time, so uneven items balance); the results
/// are in the items' order. One item, or one core, runs on this thread.
pub fn map<T: Send>(items: &[usize], work: impl Fn(usize) -> T + Sync) -> Vec<T> {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(items.len());
    if threads <= 1 {
        return items.iter().map(|&i| work(i)).collect();
    }
    let next = AtomicUsize::new(0);
    let mut results: Vec<(usize, T)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        let Some(&item) = items.get(k) else { break };
                        done.push((k, work(item)));
                    }
                    done
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| {
                w.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    results.sort_by_key(|(k, _)| *k);
    results.into_iter().map(|(_, t)| t).collect()
}

#[cfg(test)]
mod tests {
    use super::map;

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
