//! The shardings the pass reads out for one function, in a vector indexed
//! by a dense numbering of the function's slots in `Slot` order: its
//! values, its results, then each op's operand sites. The read-out writes
//! and looks up by index, and the outcome comes out in slot order, so a
//! function of 100k ops makes no map of its 300k slots and sorts nothing.
//! Slots outside the numbering (another function's, a local site) are kept
//! in a map beside it.

use crate::annotations::Slot;
use crate::ir::Function;
use crate::propagation::engine::{Origin, SlotSharding, SlotShardings};
use std::collections::BTreeMap;

pub struct SlotTable {
    func: usize,
    values: usize,
    results: usize,
    /// The number of each op's first operand site, and one past the last
    /// op's last.
    site_start: Vec<usize>,
    /// Indexed by slot number.
    entries: Vec<Option<SlotSharding>>,
    others: BTreeMap<Slot, SlotSharding>,
}

impl SlotTable {
    /// An empty table for the slots of function `func`, `f`.
    pub fn new(func: usize, f: &Function) -> Self {
        let values = f.values.len();
        let results = f.results.len();
        let mut site_start = Vec::with_capacity(f.ops.len() + 1);
        let mut next = values + results;
        for op in &f.ops {
            site_start.push(next);
            next += op.operands.len();
        }
        site_start.push(next);
        SlotTable {
            func,
            values,
            results,
            site_start,
            entries: vec![None; next],
            others: BTreeMap::new(),
        }
    }

    fn number(&self, slot: &Slot) -> Option<usize> {
        match *slot {
            Slot::Value { func, value } if func == self.func && value < self.values => Some(value),
            Slot::FuncResult { func, index } if func == self.func && index < self.results => {
                Some(self.values + index)
            }
            Slot::OpSite {
                func,
                op,
                index,
                local: false,
            } if func == self.func && op + 1 < self.site_start.len() => {
                let at = self.site_start[op] + index;
                (at < self.site_start[op + 1]).then_some(at)
            }
            _ => None,
        }
    }

    /// Sets the sharding of `slot`, replacing what it had.
    pub fn insert(&mut self, slot: Slot, sharding: SlotSharding) {
        match self.number(&slot) {
            Some(at) => self.entries[at] = Some(sharding),
            None => {
                self.others.insert(slot, sharding);
            }
        }
    }

    pub fn get(&self, slot: &Slot) -> Option<&SlotSharding> {
        match self.number(slot) {
            Some(at) => self.entries[at].as_ref(),
            None => self.others.get(slot),
        }
    }

    pub fn contains_key(&self, slot: &Slot) -> bool {
        self.get(slot).is_some()
    }

    /// The slot numbered `at`; `op` is an op whose sites start at or
    /// before `at` (a walk in number order carries it along, so finding a
    /// site's op costs nothing).
    fn slot(&self, at: usize, op: &mut usize) -> Slot {
        let func = self.func;
        if at < self.values {
            return Slot::Value { func, value: at };
        }
        if at < self.values + self.results {
            return Slot::FuncResult {
                func,
                index: at - self.values,
            };
        }
        while self.site_start[*op + 1] <= at {
            *op += 1;
        }
        Slot::OpSite {
            func,
            op: *op,
            index: at - self.site_start[*op],
            local: false,
        }
    }

    /// The shardings in slot order, with the origin cycles cut
    /// (`break_origin_cycles`).
    pub fn into_shardings(mut self) -> SlotShardings {
        let entries = std::mem::take(&mut self.entries);
        let mut sorted = Vec::with_capacity(entries.iter().flatten().count());
        // Where each numbered slot's entry lands in `sorted`.
        let mut position: Vec<u32> = vec![u32::MAX; entries.len()];
        let mut op = 0;
        for (at, entry) in entries.into_iter().enumerate() {
            if let Some(sharding) = entry {
                position[at] = sorted.len() as u32;
                sorted.push((self.slot(at, &mut op), sharding));
            }
        }
        if self.others.is_empty() {
            break_origin_cycles(&mut sorted, |slot| {
                let at = self.number(slot)?;
                Some(position[at] as usize).filter(|&p| p != u32::MAX as usize)
            });
        } else {
            sorted.extend(std::mem::take(&mut self.others));
            sorted.sort_by_key(|(slot, _)| *slot);
            let slots: Vec<Slot> = sorted.iter().map(|(slot, _)| *slot).collect();
            break_origin_cycles(&mut sorted, |slot| slots.binary_search(slot).ok());
        }
        SlotShardings::from_sorted(sorted)
    }
}

/// A slot's `from` may lead back to itself when a later visit replaced the
/// annotation it came from; such a chain ends at the slot instead. One walk
/// per chain: slots already walked are not walked again. `find` gives the
/// position in `shardings` (sorted by slot) of a slot's entry.
fn break_origin_cycles(
    shardings: &mut [(Slot, SlotSharding)],
    find: impl Fn(&Slot) -> Option<usize>,
) {
    let next: Vec<Option<usize>> = shardings
        .iter()
        .map(|(slot, s)| match &s.origin {
            Origin::Propagated { from, .. } if from != slot => find(from),
            _ => None,
        })
        .collect();
    #[derive(Clone, Copy, PartialEq)]
    enum Walk {
        Not,
        OnPath,
        Done,
    }
    let mut walk = vec![Walk::Not; shardings.len()];
    let mut path = Vec::new();
    let mut cut = Vec::new();
    for start in 0..shardings.len() {
        let mut current = start;
        while walk[current] == Walk::Not {
            walk[current] = Walk::OnPath;
            path.push(current);
            match next[current] {
                Some(n) if walk[n] == Walk::OnPath => {
                    cut.push(current);
                    break;
                }
                Some(n) => current = n,
                None => break,
            }
        }
        for i in path.drain(..) {
            walk[i] = Walk::Done;
        }
    }
    for at in cut {
        let (slot, sharding) = &mut shardings[at];
        if let Origin::Propagated { from, .. } = &mut sharding.origin {
            *from = *slot;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sharding::model::TensorSharding;
    use std::sync::Arc;

    fn propagated(node: usize, from: Slot) -> SlotSharding {
        SlotSharding {
            sharding: Arc::new(TensorSharding::new(String::from("g"), Vec::new())),
            origin: Origin::Propagated { node, from },
        }
    }

    /// A function with two arguments, an op reading both and one result.
    fn function() -> Function {
        let text = "func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {\n  %c = arith.addf %a, %b : tensor<4xf32>\n  return %c : tensor<4xf32>\n}\n";
        let tree = crate::syntax::parse(text);
        let ir = crate::ir::build(&tree, text);
        (*ir.chunks[0].functions[0].ir).clone()
    }

    #[test]
    fn origin_cycles_end_at_the_slot_that_closes_them() {
        let value = |value| Slot::Value { func: 0, value };
        let mut shardings: Vec<(Slot, SlotSharding)> = vec![
            // 0 → 1 → 2 → 0: a cycle, entered at 0.
            (value(0), propagated(0, value(1))),
            (value(1), propagated(0, value(2))),
            (value(2), propagated(0, value(0))),
            // 3 → 1 joins the cycle after it was walked: not cut again.
            (value(3), propagated(0, value(1))),
            // 4 → 5, which has no sharding: the chain just ends.
            (value(4), propagated(0, value(5))),
            // 6 → 6 is where a chain ends already.
            (value(6), propagated(0, value(6))),
        ];
        let before = shardings.clone();
        let slots: Vec<Slot> = shardings.iter().map(|(s, _)| *s).collect();
        break_origin_cycles(&mut shardings, |slot| slots.binary_search(slot).ok());
        let from = |at: usize| match shardings[at].1.origin {
            Origin::Propagated { from, .. } => from,
            Origin::Annotation { .. } => unreachable!(),
        };
        // The walk from 0 reaches 2, whose `from` is on its path: 2 is cut.
        assert_eq!(from(2), value(2));
        for at in [0, 1, 3, 4, 5] {
            assert_eq!(shardings[at], before[at], "{at}");
        }
    }

    /// Inserting replaces a slot's entry; the outcome is in slot order,
    /// slots outside the function's numbering included, and a cycle
    /// through them is cut as through the others.
    #[test]
    fn the_table_reads_out_in_slot_order_as_a_map_would() {
        let f = function();
        let mut table = SlotTable::new(0, &f);
        let mut map: BTreeMap<Slot, SlotSharding> = BTreeMap::new();
        let value = |value| Slot::Value { func: 0, value };
        let site = |op, index| Slot::OpSite {
            func: 0,
            op,
            index,
            local: false,
        };
        let result = Slot::FuncResult { func: 0, index: 0 };
        let other = Slot::Value { func: 1, value: 0 };
        let local = Slot::OpSite {
            func: 0,
            op: 0,
            index: 0,
            local: true,
        };
        let entries = [
            (site(0, 1), propagated(0, value(1))),
            (value(2), propagated(1, site(0, 0))),
            (result, propagated(2, value(2))),
            (value(0), propagated(3, value(0))),
            (site(0, 1), propagated(4, value(0))),
            (other, propagated(5, local)),
            (local, propagated(6, other)),
            (site(1, 0), propagated(7, value(2))),
        ];
        for (slot, sharding) in entries {
            table.insert(slot, sharding.clone());
            map.insert(slot, sharding);
        }
        assert_eq!(table.get(&site(0, 1)), map.get(&site(0, 1)));
        assert!(!table.contains_key(&site(0, 0)));
        let out = table.into_shardings();
        let slots: Vec<Slot> = out.iter().map(|(slot, _)| *slot).collect();
        assert_eq!(slots, map.keys().copied().collect::<Vec<_>>());
        // `other` → `local` → `other`: the walk from `other` cuts `local`.
        assert_eq!(
            out.get(&local).map(|s| &s.origin),
            Some(&Origin::Propagated {
                node: 6,
                from: local
            })
        );
        for slot in slots.iter().filter(|s| **s != local) {
            assert_eq!(out.get(slot), map.get(slot), "{slot:?}");
        }
    }
}
