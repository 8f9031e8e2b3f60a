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

use super::{Function, FunctionEntry, InnerMoves};
use crate::diagnostic::Diagnostic;
use crate::text::TextRange;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

/// How a list of items lies in the text, recorded where the list is made,
/// so that the items near a range are found by bisection: whether their
/// ranges start in ascending order, and how long the longest is. The
/// default (not known to ascend) has every item looked at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RangeOrder {
    ascending: bool,
    longest: usize,
}

impl RangeOrder {
    pub fn of<D>(items: &[D], range_of: impl Fn(&D) -> TextRange) -> Self {
        let mut order = RangeOrder {
            ascending: true,
            longest: 0,
        };
        let mut last_start = 0;
        for range in items.iter().map(range_of) {
            order.ascending &= range.start >= last_start;
            last_start = range.start;
            order.longest = order.longest.max(range.len());
        }
        order
    }

    /// The index of the first item that may meet `[low, high]` (both ends
    /// included) and the items from there that may: an item ends at most
    /// `longest` bytes after it starts, so one that starts more than that
    /// before `low`, or after `high`, cannot.
    pub fn window<D>(
        self,
        items: &[D],
        range_of: impl Fn(&D) -> TextRange,
        low: usize,
        high: usize,
    ) -> (usize, &[D]) {
        if !self.ascending {
            return (0, items);
        }
        let from = items.partition_point(|d| range_of(d).start.saturating_add(self.longest) < low);
        let to = items
            .partition_point(|d| range_of(d).start <= high)
            .max(from);
        (from, &items[from..to])
    }
}

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
    /// Where the function is now, and its entry's start.
    here: Placement,
    entry_start: usize,
    /// The result as computed, its ranges where `computed_at` put them.
    value: Arc<T>,
    computed_at: Placement,
    /// Every range of `value` lies inside its function's span then: it can
    /// be moved.
    inside: bool,
    /// The function's whitespace moves now, through which `value` is moved
    /// from `computed_at` to `here`.
    moves: InnerMoves,
    /// `value` moved `here`, made on first use: after an edit before the
    /// function, most results are kept without anyone reading their ranges,
    /// and moving every one of them was a pass over the file per keystroke.
    moved: OnceLock<Arc<T>>,
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

    /// The result with its ranges where they were when it was computed:
    /// for reading what does not depend on where the function now is.
    pub fn unmoved(&self) -> &T {
        &self.value
    }
}

impl<T> Clone for PerFunction<T> {
    fn clone(&self) -> Self {
        PerFunction {
            function: self.function.clone(),
            index: self.index,
            here: self.here,
            entry_start: self.entry_start,
            value: self.value.clone(),
            computed_at: self.computed_at,
            inside: self.inside,
            moves: self.moves.clone(),
            moved: self.moved.clone(),
            id: self.id,
        }
    }
}

impl<T: Ranges + Clone> PerFunction<T> {
    pub fn new(entry: &FunctionEntry, index: usize, mut value: T) -> Self {
        let here = Placement::of(entry);
        let mut inside = true;
        value.for_each_range(&mut |range| {
            inside &= here.span.start <= range.start && range.end <= here.span.end;
        });
        PerFunction {
            function: entry.ir.clone(),
            index,
            here,
            entry_start: entry.start,
            value: Arc::new(value),
            computed_at: here,
            inside,
            moves: entry.moves().clone(),
            moved: OnceLock::new(),
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
        }
    }

    /// The result, its ranges in the current text.
    pub fn value(&self) -> &T {
        if self.computed_at == self.here {
            return &self.value;
        }
        self.moved.get_or_init(|| {
            let mut value = T::clone(&self.value);
            value.for_each_range(&mut |range| *range = self.to_current(*range));
            Arc::new(value)
        })
    }

    /// A range of [`PerFunction::unmoved`], where it is in the current text.
    pub fn to_current(&self, range: TextRange) -> TextRange {
        self.computed_at.map_range(&self.moves, &self.here, range)
    }

    /// The items `part` picks from the result, with their ranges in the
    /// current text: unlike [`PerFunction::value`], this moves only them.
    pub fn moved_items<D: Ranges + Clone>(&self, part: impl Fn(&T) -> &[D]) -> Vec<D> {
        if let Some(moved) = self.moved.get() {
            return part(moved).to_vec();
        }
        let mut items = part(&self.value).to_vec();
        if self.computed_at != self.here {
            for item in &mut items {
                item.for_each_range(&mut |range| *range = self.to_current(*range));
            }
        }
        items
    }

    /// The items `part` picks from the result whose range (`range_of`) in
    /// the current text meets `range` (both ends included), moved there,
    /// with their index in `part`. Unlike [`PerFunction::value`], the other
    /// items are neither copied nor moved: a hover or a screen of hints
    /// after a keystroke in a JAX `main` costs what it shows. `order` is how
    /// the part's items lie in the text they were computed from: when they
    /// ascend, only those near `range` are looked at.
    pub fn items_meeting<D: Ranges + Clone>(
        &self,
        part: impl Fn(&T) -> &[D],
        range_of: impl Fn(&D) -> TextRange,
        order: impl Fn(&T) -> RangeOrder,
        range: TextRange,
    ) -> Vec<(usize, D)> {
        // Where `range` may be in the text the result was computed from:
        // whitespace moves put a position at most `slack` bytes from where
        // the function's shift alone puts it. The items found there are
        // moved (or read from the moved result) and checked.
        let (low, high) = if self.computed_at == self.here {
            (range.start, range.end)
        } else {
            let slack = self.moves.reach_from(self.computed_at.moves_seen);
            let shift = |offset: usize| {
                (offset as isize - self.here.span.start as isize
                    + self.computed_at.span.start as isize)
                    .max(0) as usize
            };
            (
                shift(range.start).saturating_sub(slack),
                shift(range.end).saturating_add(slack),
            )
        };
        let stored = part(&self.value);
        let (first, window) = order(&self.value).window(stored, &range_of, low, high);
        let moved = self.moved.get().map(|moved| part(moved));
        window
            .iter()
            .enumerate()
            .filter(|(_, item)| range_of(item).meets(TextRange::new(low, high)))
            .filter_map(|(k, item)| {
                let i = first + k;
                let item = match moved {
                    Some(moved) => moved.get(i)?.clone(),
                    None if self.computed_at == self.here => item.clone(),
                    None => {
                        let mut item = item.clone();
                        item.for_each_range(&mut |r| *r = self.to_current(*r));
                        item
                    }
                };
                range_of(&item).meets(range).then_some((i, item))
            })
            .collect()
    }

    /// The first item `part` picks from the result that `wanted` accepts
    /// (which must not read its ranges), moved to the current text.
    pub fn find_item<D: Ranges + Clone>(
        &self,
        part: impl Fn(&T) -> &[D],
        wanted: impl Fn(&D) -> bool,
    ) -> Option<D> {
        if let Some(moved) = self.moved.get() {
            return part(moved).iter().find(|item| wanted(item)).cloned();
        }
        let mut item = part(&self.value).iter().find(|item| wanted(item))?.clone();
        if self.computed_at != self.here {
            item.for_each_range(&mut |r| *r = self.to_current(*r));
        }
        Some(item)
    }

    /// This result for function `index` now at `entry`, if it was computed
    /// from the same function at the same index: shared when the function
    /// did not move, else to be moved along with it when read.
    pub fn reuse(&self, entry: &FunctionEntry, index: usize) -> Option<Self> {
        if index != self.index || !Arc::ptr_eq(&entry.ir, &self.function) {
            return None;
        }
        // Where it was: the same start and the very same moves (read
        // without touching the function, for the thousands of functions an
        // edit elsewhere leaves in place).
        if entry.start == self.entry_start && entry.moves().same(&self.moves) {
            return Some(self.clone());
        }
        let here = Placement::of(entry);
        if here == self.here {
            return Some(self.clone());
        }
        // A range outside the function cannot be moved (the edit may lie
        // between the two), nor can moves that are not a continuation of
        // the ones seen.
        if !self.inside || entry.moves().len() < self.computed_at.moves_seen {
            return None;
        }
        Some(PerFunction {
            function: self.function.clone(),
            index,
            here,
            entry_start: entry.start,
            value: self.value.clone(),
            computed_at: self.computed_at,
            inside: true,
            moves: entry.moves().clone(),
            moved: OnceLock::new(),
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
            *range = self.map_range(moves, to, *range);
        });
        inside
    }

    /// A range inside the function, placed here, where `moves` (the
    /// function's moves now, a continuation of the ones seen here) and `to`
    /// put it.
    fn map_range(&self, moves: &InnerMoves, to: &Placement, range: TextRange) -> TextRange {
        if self == to {
            return range;
        }
        let relative = TextRange::new(range.start - self.span.start, range.end - self.span.start);
        let moved = moves.map_range(self.moves_seen, relative);
        TextRange::new(moved.start + to.span.start, moved.end + to.span.start)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::Document;

    /// A result of function 1: one diagnostic per op, at the op.
    fn op_diagnostics(entry: &FunctionEntry) -> Vec<Diagnostic> {
        entry
            .ir
            .ops
            .iter()
            .map(|op| Diagnostic::error(entry.abs(op.range), "test/op", "an op"))
            .collect()
    }

    /// The items of `items` that meet `range` (both ends included), with
    /// their indices: what `items_meeting` should find.
    fn meeting(items: &[Diagnostic], range: TextRange) -> Vec<(usize, Diagnostic)> {
        items
            .iter()
            .cloned()
            .enumerate()
            .filter(|(_, d)| d.range.meets(range))
            .collect()
    }

    /// Kept across edits before the function and whitespace edits inside
    /// it, a result read lazily (whole, by part, or one range at a time)
    /// equals the one computed again at each step.
    #[test]
    fn lazily_moved_results_equal_results_computed_again() {
        let text = "func.func @a(%x: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = stablehlo.abs %x : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\nfunc.func @b(%y: tensor<4xf32>) -> tensor<4xf32> {\n  %1 = stablehlo.negate %y : tensor<4xf32>\n  %2 = stablehlo.abs %1 : tensor<4xf32>\n  return %2 : tensor<4xf32>\n}\n";
        let mut document = Document::new(text);
        let entry = |d: &Document| d.ir().chunks[0].functions[1].clone();
        let mut kept = PerFunction::new(&entry(&document), 1, op_diagnostics(&entry(&document)));
        let original_id = kept.id();
        let ascending = |items: &Vec<Diagnostic>| {
            let order = RangeOrder::of(items, |d| d.range);
            assert!(order.ascending);
            order
        };
        // Edits before @b, and whitespace inside it: at the anchor, how
        // many bytes are deleted and what is inserted.
        let edits: [(&str, usize, &str); 6] = [
            ("stablehlo.abs %x", 0, "  "),
            ("%2 = stablehlo.abs", 0, "  "),
            ("func.func @a", 0, "\n\n"),
            ("return %2", 0, "    "),
            ("    return %2", 2, ""),
            ("a(%x", 0, "a"),
        ];
        for (step, (anchor, deleted, inserted)) in edits.iter().enumerate() {
            let at = document.text().find(anchor).expect("the anchor is there");
            document.apply_change(Some(TextRange::new(at, at + deleted)), inserted);
            let now = entry(&document);
            let reused = kept
                .reuse(&now, 1)
                .unwrap_or_else(|| panic!("step {step}: the result of @b is kept"));
            let fresh = op_diagnostics(&now);
            // Items read one range at a time, before anything is moved
            // whole, are those of the result computed again.
            let unread = kept.reuse(&now, 1).expect("kept");
            for start in 0..document.text().len() {
                for len in [0, 1, 5] {
                    let range = TextRange::new(start, start + len);
                    let expected = meeting(&fresh, range);
                    // Looked for by bisection (ops start in ascending
                    // order) and by a pass over every item.
                    let read =
                        unread.items_meeting(|d| d.as_slice(), |d| d.range, ascending, range);
                    assert_eq!(read, expected, "step {step}: items meeting {range:?}");
                    let read = unread.items_meeting(
                        |d| d.as_slice(),
                        |d| d.range,
                        |_| RangeOrder::default(),
                        range,
                    );
                    assert_eq!(
                        read, expected,
                        "step {step}: items meeting {range:?}, all read"
                    );
                }
            }
            for (i, d) in fresh.iter().enumerate() {
                let found =
                    unread.find_item(|d| d.as_slice(), |u| std::ptr::eq(u, &unread.unmoved()[i]));
                assert_eq!(found.as_ref(), Some(d), "step {step}: item {i} found");
            }
            assert!(unread.moved.get().is_none(), "nothing was moved whole");
            assert_eq!(reused.value(), &fresh, "step {step}: value");
            // Read again once moved whole.
            for start in 0..document.text().len() {
                let range = TextRange::new(start, start + 1);
                let read = reused.items_meeting(|d| d.as_slice(), |d| d.range, ascending, range);
                assert_eq!(
                    read,
                    meeting(&fresh, range),
                    "step {step}: moved items meeting {range:?}"
                );
            }
            assert_eq!(reused.moved_items(|d| d.as_slice()), fresh, "step {step}");
            let ranges: Vec<TextRange> = reused
                .unmoved()
                .iter()
                .map(|d| reused.to_current(d.range))
                .collect();
            let fresh_ranges: Vec<TextRange> = fresh.iter().map(|d| d.range).collect();
            assert_eq!(ranges, fresh_ranges, "step {step}: to_current");
            assert_eq!(reused.id(), original_id);
            // Every other step reads nothing before the next edit.
            kept = if step % 2 == 0 {
                reused
            } else {
                reused.reuse(&now, 1).expect("kept where it is")
            };
        }
    }
}
