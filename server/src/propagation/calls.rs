//! One callee per call site, as Shardy's import flattens the call graph: a
//! private function called from several places (JAX reuses one
//! `@threefry2x32`, `@_where` or `@_one_hot`) gets a copy for every call
//! site after the first, so that each call propagates on its own body and
//! gets its own shardings. The copies live only while a component
//! propagates: afterwards every slot, node and origin of a copy is mapped
//! back to the function it copies, and what the editor shows for a shared
//! body is its first call site's answer (in call-graph order from the
//! functions nothing calls, op by op).

use super::engine::{Node, Origin, Outcome};
use super::graph::BarrierOp;
use crate::annotations::{Annotation, Slot};
use crate::ir::{Chunk, Function, FunctionEntry, OpId};
use rustc_hash::{FxHashMap as HashMap, FxHashSet};
use std::collections::BTreeMap;
use std::ops::Range;
use std::sync::Arc;

/// More copies than this and the rest of the call sites share a body.
const MAX_COPIES: usize = 2000;

/// Which function a call op calls where that is not the function its
/// `callee` names: a call site given a copy of its callee is redirected here
/// instead of being renamed in a copy of its caller, so that the caller (a
/// JAX `main` of 100k ops calling `@silu` at every layer) is shared with the
/// IR rather than copied on every run.
#[derive(Debug, Default)]
pub struct CallTargets {
    redirected: rustc_hash::FxHashMap<(usize, OpId), usize>,
}

impl CallTargets {
    /// The function op `op` of function `func` calls instead of its
    /// `callee`, if it was given a copy.
    pub fn redirect(&self, func: usize, op: OpId) -> Option<usize> {
        self.redirected.get(&(func, op)).copied()
    }
}

/// A component's functions with the copies appended.
pub struct Flattened {
    pub chunk: Chunk,
    /// The call sites that call a copy.
    pub targets: CallTargets,
    /// The component's functions and then the copies, ascending.
    pub functions: Vec<usize>,
    /// For every function index of `chunk`: the original it stands for.
    pub original: Vec<usize>,
}

/// Does any of `functions` call anything? Most components do not, and they
/// need no table over the chunk's functions (a file can have 40k components).
fn calls_anything(chunk: &Chunk, functions: &[usize]) -> bool {
    functions
        .iter()
        .any(|&fi| !chunk.functions[fi].ir.calls.is_empty())
}

fn callee_index(chunk: &Chunk, by_name: &HashMap<&str, usize>, name: &str) -> Option<usize> {
    let &i = by_name.get(name)?;
    chunk.functions.get(i).map(|_| i)
}

/// The component `functions` of `chunk` with a copy of a callee for every
/// call site after its first; `None` when every function has at most one.
pub fn flatten(chunk: &Chunk, functions: &[usize]) -> Option<Flattened> {
    if !calls_anything(chunk, functions) {
        return None;
    }
    let by_name: HashMap<&str, usize> = functions
        .iter()
        .filter_map(|&i| Some((chunk.functions[i].ir.name.as_deref()?, i)))
        .collect();
    // Call sites per callee inside the component.
    let mut sites: HashMap<usize, usize> = HashMap::default();
    let mut called = vec![false; chunk.functions.len()];
    for &fi in functions {
        let f = &chunk.functions[fi].ir;
        for op in f.calls.iter().map(|&op| &f.ops[op]) {
            if let Some(callee) = op
                .callee
                .as_deref()
                .and_then(|n| callee_index(chunk, &by_name, n))
            {
                *sites.entry(callee).or_default() += 1;
                called[callee] = true;
            }
        }
    }
    if sites.values().all(|&n| n <= 1) {
        return None;
    }
    let roots: Vec<usize> = functions.iter().copied().filter(|&f| !called[f]).collect();
    if roots.is_empty() {
        // Only cycles: nothing to start from.
        return None;
    }
    let mut out: Vec<Arc<Function>> = chunk.functions.iter().map(|e| e.ir.clone()).collect();
    let mut redirected = HashMap::default();
    let mut places: Vec<&FunctionEntry> = chunk.functions.iter().collect();
    let mut original: Vec<usize> = (0..chunk.functions.len()).collect();
    // Call sites are claimed callees first (post-order from the functions
    // nothing calls), each function's in op order, as Shardy's flattening
    // leaves the original to the deepest call site: `main` calling `foo`
    // and `bar`, `foo` calling `bar`, gives `bar` to `foo`'s call.
    let mut order = Vec::new();
    let mut visited = vec![false; chunk.functions.len()];
    for &root in &roots {
        post_order(chunk, &by_name, root, &mut visited, &mut order);
    }
    let mut claimed = vec![false; chunk.functions.len()];
    let mut all = functions.to_vec();
    let mut queue: std::collections::VecDeque<usize> = order.into();
    let mut copies = 0;
    while let Some(instance) = queue.pop_front() {
        let calls = out[instance].calls.clone();
        for op in calls {
            let Some(callee) = out[instance].ops[op]
                .callee
                .as_deref()
                .and_then(|n| callee_index(chunk, &by_name, n))
            else {
                continue;
            };
            if !claimed[callee] {
                claimed[callee] = true;
                continue;
            }
            if copies >= MAX_COPIES {
                continue;
            }
            copies += 1;
            let copy = out.len();
            let mut f = Function::clone(&chunk.functions[callee].ir);
            let name = format!("{}.call-site-{copies}", f.name.as_deref().unwrap_or(""));
            f.name = Some(name.clone());
            out.push(Arc::new(f));
            places.push(&chunk.functions[callee]);
            original.push(callee);
            claimed.push(true);
            all.push(copy);
            redirected.insert((instance, op), copy);
            // The copy's own calls are call sites too.
            queue.push_back(copy);
        }
    }
    if copies == 0 {
        return None;
    }
    let functions_out = out
        .into_iter()
        .zip(places)
        // A copy for this run only, where the original is; never reused by
        // `ir::rebuild`.
        .map(|(ir, place)| FunctionEntry {
            ir,
            reusable_syntax: false,
            ..place.clone()
        })
        .collect();
    Some(Flattened {
        chunk: Chunk {
            range: chunk.range,
            modules: chunk.modules.clone(),
            meshes: chunk.meshes.clone(),
            functions: functions_out,
        },
        targets: CallTargets { redirected },
        functions: all,
        original,
    })
}

/// The functions reachable from `f` by calls, callees before callers.
fn post_order(
    chunk: &Chunk,
    by_name: &HashMap<&str, usize>,
    f: usize,
    visited: &mut [bool],
    order: &mut Vec<usize>,
) {
    // Iterative: call chains can be deep.
    let mut stack = vec![(f, 0usize)];
    visited[f] = true;
    while let Some((g, next)) = stack.pop() {
        let f = &chunk.functions[g].ir;
        let from = f.calls.partition_point(|&op| op < next);
        let callee = f.calls[from..].iter().find_map(|&op| {
            let c = f.ops[op]
                .callee
                .as_deref()
                .and_then(|n| callee_index(chunk, by_name, n))?;
            (!visited[c]).then_some((op, c))
        });
        match callee {
            Some((k, c)) => {
                stack.push((g, k + 1));
                visited[c] = true;
                stack.push((c, 0));
            }
            None => order.push(g),
        }
    }
}

impl Flattened {
    fn slot(&self, slot: Slot) -> Slot {
        match slot {
            Slot::Value { func, value } => Slot::Value {
                func: self.original[func],
                value,
            },
            Slot::FuncResult { func, index } => Slot::FuncResult {
                func: self.original[func],
                index,
            },
            Slot::OpSite {
                func,
                op,
                index,
                local,
            } => Slot::OpSite {
                func: self.original[func],
                op,
                index,
                local,
            },
        }
    }

    fn with_func(slot: Slot, to: usize) -> Slot {
        match slot {
            Slot::Value { value, .. } => Slot::Value { func: to, value },
            Slot::FuncResult { index, .. } => Slot::FuncResult { func: to, index },
            Slot::OpSite {
                op, index, local, ..
            } => Slot::OpSite {
                func: to,
                op,
                index,
                local,
            },
        }
    }

    /// The annotations of the copies: their originals', moved to them.
    pub fn add_copy_annotations(&self, own: &mut BTreeMap<Slot, Annotation>) {
        let mut by_func: HashMap<usize, Vec<(Slot, Annotation)>> = HashMap::default();
        for (slot, a) in own.iter() {
            let func = slot.func();
            by_func.entry(func).or_default().push((*slot, a.clone()));
        }
        for (copy, &orig) in self.original.iter().enumerate() {
            if copy == orig {
                continue;
            }
            for (slot, a) in by_func.get(&orig).into_iter().flatten() {
                own.insert(Self::with_func(*slot, copy), a.clone());
            }
        }
    }

    /// The function index the copy `func` stands for.
    pub fn original(&self, func: usize) -> usize {
        self.original.get(func).copied().unwrap_or(func)
    }

    /// Maps every slot, node and origin of a copy back to its original and
    /// drops the copies' own shardings (the original keeps its first call
    /// site's).
    pub fn map_back(
        &self,
        nodes: &mut [Node],
        barriers: &mut Vec<BarrierOp>,
        outcome: &mut Outcome,
    ) {
        let is_copy = |slot: &Slot| {
            let func = slot.func();
            self.original(func) != func
        };
        outcome.shardings.retain(|slot, _| !is_copy(slot));
        for s in outcome.shardings.values_mut() {
            s.origin = match s.origin.clone() {
                Origin::Annotation { kind, at } => Origin::Annotation {
                    kind,
                    at: self.slot(at),
                },
                Origin::Propagated { node, from } => Origin::Propagated {
                    node,
                    from: self.slot(from),
                },
            };
        }
        for conflict in &mut outcome.conflicts {
            for (slot, _) in &mut conflict.tensors {
                *slot = self.slot(*slot);
            }
        }
        for node in nodes.iter_mut() {
            for slot in &mut node.slots {
                *slot = self.slot(*slot);
            }
            if let Some((func, op)) = node.op {
                node.op = Some((self.original(func), op));
            }
        }
        // A conflict in a copy is the one of its original at the same op.
        let mut seen = FxHashSet::default();
        outcome.conflicts.retain(|c| {
            let op = nodes.get(c.node).and_then(|n| n.op);
            seen.insert((
                op,
                c.factor,
                c.other_factor,
                c.tensors.clone(),
                c.kept.clone(),
            ))
        });
        for barrier in barriers.iter_mut() {
            barrier.func = self.original(barrier.func);
        }
        barriers.sort_by_key(|b| (b.func, b.op));
        barriers.dedup_by_key(|b| (b.func, b.op));
    }
}

/// The ops of a component in the order Shardy visits them, where a call is
/// a `sdy.named_computation` holding the callee's body: top-down from the
/// functions nothing calls, a callee's ops right after its call op. The
/// graph makes its nodes in this order (`graph::build_graph`).
pub struct InlineWalk {
    /// Runs of ops `(function, ops, placed)` in order; `placed` is false
    /// for the functions the walk from the roots does not reach, which
    /// come last, in component order.
    pub runs: Vec<(usize, Range<OpId>, bool)>,
    /// The functions nothing calls, when the component has calls.
    pub roots: Option<Vec<usize>>,
}

/// The walk of `functions` of `chunk` (see `InlineWalk`): each function
/// whole, in order, when nothing is called.
pub fn inline_walk(chunk: &Chunk, targets: &CallTargets, functions: &[usize]) -> InlineWalk {
    let in_order = || InlineWalk {
        runs: functions
            .iter()
            .map(|&fi| (fi, 0..chunk.functions[fi].ir.ops.len(), true))
            .collect(),
        roots: None,
    };
    if !calls_anything(chunk, functions) {
        return in_order();
    }
    let by_name: HashMap<&str, usize> = functions
        .iter()
        .filter_map(|&i| Some((chunk.functions[i].ir.name.as_deref()?, i)))
        .collect();
    let mut called = vec![false; chunk.functions.len()];
    for &fi in functions {
        let f = &chunk.functions[fi].ir;
        // Only calls are redirected.
        for (id, op) in f.calls.iter().map(|&id| (id, &f.ops[id])) {
            if let Some(c) = targets.redirect(fi, id).or_else(|| {
                op.callee
                    .as_deref()
                    .and_then(|n| callee_index(chunk, &by_name, n))
            }) {
                called[c] = true;
            }
        }
    }
    if !called.iter().any(|&c| c) {
        return in_order();
    }
    let roots: Vec<usize> = functions.iter().copied().filter(|&f| !called[f]).collect();
    let mut runs = Vec::new();
    let mut visited = vec![false; chunk.functions.len()];
    for &root in &roots {
        // An explicit stack of (function, next op).
        let mut stack = vec![(root, 0usize)];
        visited[root] = true;
        while let Some((f, next)) = stack.pop() {
            let function = &chunk.functions[f].ir;
            let ops = &function.ops;
            if next >= ops.len() {
                continue;
            }
            // Only an op with a callee calls (and is redirected), and
            // `Function::calls` lists them: the ops up to the next one go
            // in order without reading them.
            let call = function.calls[function.calls.partition_point(|&c| c < next)..]
                .first()
                .copied();
            let last = call.unwrap_or(ops.len() - 1);
            runs.push((f, next..last + 1, true));
            stack.push((f, last + 1));
            let Some(call) = call else {
                continue;
            };
            let Some(callee) = ops[call].callee.as_deref() else {
                continue;
            };
            if let Some(c) = targets
                .redirect(f, call)
                .or_else(|| callee_index(chunk, &by_name, callee))
            {
                if !visited[c] {
                    visited[c] = true;
                    stack.push((c, 0));
                }
            }
        }
    }
    for &fi in functions {
        if !visited[fi] {
            runs.push((fi, 0..chunk.functions[fi].ir.ops.len(), false));
        }
    }
    InlineWalk {
        runs,
        roots: Some(roots),
    }
}
