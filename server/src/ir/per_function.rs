//! Results computed from one function, kept across edits.
//!
//! `ir::rebuild` keeps the `Arc<Function>` of every function an edit did not
//! touch. A result computed from such a function alone (its annotations, its
//! verifier diagnostics) is still right after the edit, except that text
//! before the function may have grown or shrunk: its ranges move by the
//! same amount as the function. `PerFunction` holds such a result with what
//! it depends on (the function, its index in the chunk, where it started) and
//! moves it; a result that points outside its function (related information
//! on a mesh, say) is not moved but recomputed, since the edit may lie
//! between the two.

use super::{Function, FunctionEntry};
use crate::diagnostic::Diagnostic;
use crate::text::TextRange;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// Something with text ranges that can be moved.
pub trait Ranges {
    /// Calls `f` on every range held.
    fn for_each_range(&mut self, f: &mut dyn FnMut(&mut TextRange));
}

impl Ranges for Diagnostic {
    fn for_each_range(&mut self, f: &mut dyn FnMut(&mut TextRange)) {
        f(&mut self.range);
        for related in &mut self.related {
            f(&mut related.range);
        }
    }
}

impl<T: Ranges> Ranges for Vec<T> {
    fn for_each_range(&mut self, f: &mut dyn FnMut(&mut TextRange)) {
        for item in self {
            item.for_each_range(f);
        }
    }
}

/// A result computed from function `index` of a chunk.
#[derive(Debug)]
pub struct PerFunction<T> {
    function: Arc<Function>,
    index: usize,
    /// The function's range in the text the result was computed on.
    span: TextRange,
    /// How many whitespace edits inside the function its entry had then
    /// (`FunctionEntry::moves`): the later ones move the result's ranges.
    moves_seen: usize,
    value: Arc<T>,
    /// Names the computation: kept when the result is reused or moved.
    id: u64,
}

/// Source of `PerFunction` ids.
static NEXT_ID: AtomicU64 = AtomicU64::new(0);

impl<T> PerFunction<T> {
    /// Equal ids: the same computation, so the same value up to moved ranges.
    pub fn id(&self) -> u64 {
        self.id
    }
}

impl<T> Clone for PerFunction<T> {
    fn clone(&self) -> Self {
        PerFunction {
            function: self.function.clone(),
            index: self.index,
            span: self.span,
            moves_seen: self.moves_seen,
            value: self.value.clone(),
            id: self.id,
        }
    }
}

impl<T: Ranges + Clone> PerFunction<T> {
    pub fn new(entry: &FunctionEntry, index: usize, value: T) -> Self {
        PerFunction {
            function: entry.ir.clone(),
            index,
            span: entry.range(),
            moves_seen: entry.moves().len(),
            value: Arc::new(value),
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
        }
    }

    pub fn value(&self) -> &T {
        &self.value
    }

    /// This result for function `index` now at `entry`, if it was computed
    /// from the same function at the same index: shared when the function
    /// did not move, moved along with it otherwise.
    pub fn reuse(&self, entry: &FunctionEntry, index: usize) -> Option<Self> {
        if index != self.index || !Arc::ptr_eq(&entry.ir, &self.function) {
            return None;
        }
        let seen = Placement {
            span: self.span,
            moves_seen: self.moves_seen,
        };
        let here = Placement::of(entry);
        if seen == here {
            return Some(self.clone());
        }
        let mut value = T::clone(&self.value);
        seen.move_to(entry, &here, &mut value).then(|| PerFunction {
            function: self.function.clone(),
            index,
            span: here.span,
            moves_seen: here.moves_seen,
            value: Arc::new(value),
            id: self.id,
        })
    }

    /// The result of every function of `functions`: reused from `previous`
    /// where possible, the others computed on all cores (opening a file
    /// computes every function's).
    pub fn reuse_or_compute_all(
        previous: Option<&[PerFunction<T>]>,
        functions: &[FunctionEntry],
        compute: impl Fn(usize, &FunctionEntry) -> T + Sync,
    ) -> Vec<Self>
    where
        T: Send + Sync,
    {
        Self::reuse_where_or_compute_all(previous, functions, |_| true, compute)
    }

    /// `reuse_or_compute_all` for a result that also depends on something
    /// besides the function: `still_valid(index)` says whether the previous
    /// result of function `index` may be kept.
    pub fn reuse_where_or_compute_all(
        previous: Option<&[PerFunction<T>]>,
        functions: &[FunctionEntry],
        still_valid: impl Fn(usize) -> bool,
        compute: impl Fn(usize, &FunctionEntry) -> T + Sync,
    ) -> Vec<Self>
    where
        T: Send + Sync,
    {
        let kept = Self::reuse_where(|i| previous?.get(i), functions, still_valid);
        Self::compute_missing(kept, functions, compute)
    }

    /// The previous result of every function that may be kept
    /// (`still_valid(index)` and [`PerFunction::reuse`]), `None` for the
    /// others.
    pub fn reuse_where<'p>(
        previous: impl Fn(usize) -> Option<&'p PerFunction<T>>,
        functions: &[FunctionEntry],
        still_valid: impl Fn(usize) -> bool,
    ) -> Vec<Option<Self>>
    where
        T: 'p,
    {
        functions
            .iter()
            .enumerate()
            .map(|(index, entry)| {
                if !still_valid(index) {
                    return None;
                }
                previous(index)?.reuse(entry, index)
            })
            .collect()
    }

    /// `kept` with every `None` computed, on all cores.
    pub fn compute_missing(
        mut kept: Vec<Option<Self>>,
        functions: &[FunctionEntry],
        compute: impl Fn(usize, &FunctionEntry) -> T + Sync,
    ) -> Vec<Self>
    where
        T: Send + Sync,
    {
        let missing: Vec<usize> = (0..functions.len())
            .filter(|&index| kept.get(index).is_none_or(Option::is_none))
            .collect();
        let computed = crate::parallel::map(&missing, |index| {
            let entry = &functions[index];
            PerFunction::new(entry, index, compute(index, entry))
        });
        kept.resize_with(functions.len(), || None);
        for (index, result) in missing.into_iter().zip(computed) {
            kept[index] = Some(result);
        }
        kept.into_iter().flatten().collect()
    }
}

/// Where results computed from a function's text were placed: the
/// function's range in that text and how many of its entry's moves
/// (`FunctionEntry::moves`) it had seen. Per-op results of a function
/// (`annotations`, `check`) are kept with one `Placement` and moved to the
/// current text as [`PerFunction::reuse`] moves a whole function's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    span: TextRange,
    moves_seen: usize,
}

impl Placement {
    /// Where `entry` is now.
    pub fn of(entry: &FunctionEntry) -> Self {
        Placement {
            span: entry.range(),
            moves_seen: entry.moves().len(),
        }
    }

    /// Moves the ranges of `value`, computed at this placement, to where
    /// `entry` puts them now (`to` = `Placement::of(entry)`). False when
    /// `entry`'s moves are not a continuation of the ones seen, or a range
    /// lies outside the function (the edit may lie between the two): then
    /// `value` is to be recomputed.
    pub fn move_to<T: Ranges>(&self, entry: &FunctionEntry, to: &Placement, value: &mut T) -> bool {
        if self == to {
            return true;
        }
        let moves = entry.moves();
        if moves.len() < self.moves_seen {
            return false;
        }
        let mut inside = true;
        value.for_each_range(&mut |range| {
            inside &= self.span.start <= range.start && range.end <= self.span.end;
            if !inside {
                return;
            }
            let relative =
                TextRange::new(range.start - self.span.start, range.end - self.span.start);
            let moved = moves.map_range(self.moves_seen, relative);
            *range = TextRange::new(moved.start + to.span.start, moved.end + to.span.start);
        });
        inside
    }

    /// A per-op result computed at this placement (`None`: the op had
    /// none), shared if `entry` is still here, else moved to `to`
    /// (`Placement::of(entry)`); `None` if it cannot be moved.
    pub fn take_over<T: Ranges + Clone>(
        &self,
        entry: &FunctionEntry,
        to: &Placement,
        unit: &Option<Arc<T>>,
    ) -> Option<Option<Arc<T>>> {
        let Some(unit) = unit else {
            return Some(None);
        };
        if self == to {
            return Some(Some(unit.clone()));
        }
        let mut moved = T::clone(unit);
        self.move_to(entry, to, &mut moved)
            .then(|| Some(Arc::new(moved)))
    }
}
