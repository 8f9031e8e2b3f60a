//! A function as `sharding-propagation` leaves it, printed as mlir-opt
//! prints it: the ops of the body in their new order, each inserted
//! `shard.sharding` / `shard.shard` on a line of its own with MLIR's names
//! (`%sharding`, `%sharding_annotated`, uniqued with `_N`), and every use the
//! pass rewired reading its new value. Ops of the file keep their text (one
//! line outside their regions) and their names. With `cse`, the `cse` pass
//! that LLVM's tests run after it: identical `shard.sharding` and
//! `shard.shard` ops merge into the first, and unused ones go.

use super::sharding::GridSharding;
use super::sim::{Def, OpKind, Sim, SimOp, SimValue};
use crate::ir::{Function, FunctionEntry};
use std::collections::{HashMap, HashSet};

/// Prints function `entry` of `text` whose body the pass rewrote into `sim`
/// (its block ops, then the terminator, are `sim.block()`).
pub fn function(entry: &FunctionEntry, sim: &Sim, text: &str, cse: bool) -> String {
    let f = &entry.ir;
    let mut block = sim.block();
    // What each value reads as after `cse`: merged ops' results go to the first.
    let mut replaced: HashMap<SimValue, SimValue> = HashMap::new();
    if cse {
        block = common_subexpressions(f, sim, text, entry, block, &mut replaced);
    }
    let resolve = |v: SimValue| *replaced.get(&v).unwrap_or(&v);
    let mut names = Names::new(f);
    let mut body = String::new();
    for &op in &block {
        let line = match &sim.ops[op].kind {
            OpKind::Sharding(sharding) => {
                let name = names.fresh(sim.ops[op].results[0], "sharding");
                format!(
                    "{name} = shard.sharding {} : !shard.sharding",
                    print_sharding(sharding)
                )
            }
            OpKind::Shard(shard) if op >= f.ops.len() => {
                let shard = &sim.shards[*shard];
                let result = sim.ops[op].results[0];
                let src = names.get(resolve(sim.ops[op].operands[0]));
                let sharding = sim.ops[op]
                    .sharding
                    .map(|s| names.get(resolve(s)))
                    .unwrap_or_default();
                let name = names.fresh(result, "sharding_annotated");
                let for_users = if shard.for_users {
                    " annotate_for_users"
                } else {
                    ""
                };
                let ty = type_of(f, sim, result).unwrap_or_default();
                format!("{name} = shard.shard {src} to {sharding}{for_users} : {ty}")
            }
            _ => ir_op(entry, sim, text, op, &|v| names.get(resolve(v))),
        };
        body.push_str("  ");
        body.push_str(&line);
        body.push('\n');
    }
    let range = entry.abs(f.range);
    let body_start = f
        .body
        .map(|b| entry.abs(f.regions[b].range).start)
        .unwrap_or(range.end);
    let header = squash(text.get(range.start..body_start).unwrap_or_default());
    format!("{header} {{\n{body}}}\n")
}

/// `shard.sharding`'s custom form after its `%name =`.
pub fn print_sharding(s: &GridSharding) -> String {
    let list = |items: Vec<String>| items.join(", ");
    let axes = list(
        s.split_axes
            .iter()
            .map(|a| format!("[{}]", list(a.iter().map(i64::to_string).collect())))
            .collect(),
    );
    let mut out = format!("@{} split_axes = [{axes}]", s.grid);
    if !s.partial_axes.is_empty() {
        let partial = list(s.partial_axes.iter().map(i64::to_string).collect());
        out.push_str(&format!(" partial = {} [{partial}]", s.partial_kind.name()));
    }
    if !s.halo_sizes.is_empty() {
        let halos = list(s.halo_sizes.iter().map(ToString::to_string).collect());
        out.push_str(&format!(" halo_sizes = [{halos}]"));
    }
    if !s.sharded_dims_offsets.is_empty() {
        let offsets = list(
            s.sharded_dims_offsets
                .iter()
                .map(ToString::to_string)
                .collect(),
        );
        out.push_str(&format!(" sharded_dims_offsets = [{offsets}]"));
    }
    out
}

/// The value names: the file's for its values, MLIR's suggested names for
/// the new ones, with one `_N` counter for every clash (as `AsmPrinter`).
struct Names<'a> {
    f: &'a Function,
    new: HashMap<SimValue, String>,
    used: HashSet<String>,
    next: usize,
}

impl<'a> Names<'a> {
    fn new(f: &'a Function) -> Self {
        let used = f
            .values
            .iter()
            .map(|v| v.name.split('#').next().unwrap_or_default().to_string())
            .collect();
        Names {
            f,
            new: HashMap::new(),
            used,
            next: 0,
        }
    }

    fn fresh(&mut self, value: SimValue, stem: &str) -> String {
        let mut name = format!("%{stem}");
        while self.used.contains(&name) {
            name = format!("%{stem}_{}", self.next);
            self.next += 1;
        }
        self.used.insert(name.clone());
        self.new.insert(value, name.clone());
        name
    }

    fn get(&self, value: SimValue) -> String {
        match self.f.values.get(value) {
            Some(v) => v.name.to_string(),
            None => self.new.get(&value).cloned().unwrap_or_else(|| "%?".into()),
        }
    }
}

/// The tensor type of a `shard.shard` result: its source's, back to a
/// value of the file.
fn type_of(f: &Function, sim: &Sim, mut value: SimValue) -> Option<String> {
    for _ in 0..sim.values.len() + 1 {
        if let Some(v) = f.values.get(value) {
            return v.ty.as_ref().map(ToString::to_string);
        }
        let Def::Result(op) = sim.values[value].def else {
            return None;
        };
        value = *sim.ops[op].operands.first()?;
    }
    None
}

/// An op of the file, its operands renamed where the pass rewired them, on
/// one line outside its regions (whitespace runs squashed, comments gone).
fn ir_op(
    entry: &FunctionEntry,
    sim: &Sim,
    text: &str,
    op: SimOp,
    name: &dyn Fn(SimValue) -> String,
) -> String {
    let f = &entry.ir;
    let range = entry.abs(f.ops[op].range);
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    for (id, ir) in f.ops.iter().enumerate() {
        let r = entry.abs(ir.range);
        if r.start < range.start || r.end > range.end {
            continue;
        }
        for (i, operand) in ir.operands.iter().enumerate() {
            let (Some(written), Some(&now)) = (operand.value, sim.ops[id].operands.get(i)) else {
                continue;
            };
            if now != written || name(now) != operand.name {
                let o = entry.abs(operand.range);
                edits.push((o.start, o.end, name(now)));
            }
        }
        // A written `shard.shard`'s sharding operand (not among the sim's).
        if sim.ops[id].sharding.is_some() && ir.operands.len() > 1 {
            if let (Some(written), Some(now)) = (ir.operands[1].value, sim.ops[id].sharding) {
                if written != now || name(now) != ir.operands[1].name {
                    let o = entry.abs(ir.operands[1].range);
                    edits.push((o.start, o.end, name(now)));
                }
            }
        }
    }
    edits.sort_by_key(|e| std::cmp::Reverse(e.0));
    edits.dedup_by_key(|e| e.0);
    let mut out = text
        .get(range.start..range.end)
        .unwrap_or_default()
        .to_string();
    for (start, end, new) in edits {
        out.replace_range(start - range.start..end - range.start, &new);
    }
    let regions: Vec<(usize, usize)> = f.ops[op]
        .regions
        .iter()
        .map(|&r| entry.abs(f.regions[r].range))
        .map(|r| (r.start, r.end))
        .collect();
    if regions.is_empty() {
        return squash(&out);
    }
    // Outside regions on one line; inside, the lines as written. The
    // offsets moved with the renames: find the regions again by braces.
    one_line_outside_braces(&out)
}

/// Squashes whitespace runs into one space, outside `{`…`}` nesting that
/// holds a newline (a region); regions keep their lines, minus comments.
fn one_line_outside_braces(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    let mut region_depth: Option<usize> = None;
    let mut pending_space = false;
    let bytes: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if region_depth.is_some() {
            out.push(c);
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if Some(depth) == region_depth {
                        region_depth = None;
                    }
                }
                _ => {}
            }
            i += 1;
            continue;
        }
        if c.is_whitespace() {
            pending_space = true;
            i += 1;
            continue;
        }
        if pending_space && !out.is_empty() {
            out.push(' ');
        }
        pending_space = false;
        out.push(c);
        if c == '{' {
            // A region: its brace is followed by a line break.
            let rest: String = bytes[i + 1..].iter().take_while(|c| **c != '\n').collect();
            if rest.trim().is_empty() && bytes[i + 1..].contains(&'\n') {
                region_depth = Some(depth);
            }
            depth += 1;
        } else if c == '}' {
            depth = depth.saturating_sub(1);
        }
        i += 1;
    }
    out.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn squash(text: &str) -> String {
    text.lines()
        .map(|l| match l.find("//") {
            Some(i) if l[..i].trim().is_empty() => "",
            _ => l,
        })
        .collect::<Vec<_>>()
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// MLIR's `cse` on the block: an op identical to an earlier one (same name,
/// operands and attributes) is replaced by it; an op without uses goes.
/// The ops the pass inserts, their written kin, and the file's ops known to
/// be free of memory effects (`pure_op_key`) take part; ops inside regions
/// are left as written.
fn common_subexpressions(
    f: &Function,
    sim: &Sim,
    text: &str,
    entry: &FunctionEntry,
    block: Vec<SimOp>,
    replaced: &mut HashMap<SimValue, SimValue>,
) -> Vec<SimOp> {
    // Uses of each value by ops in the block or nested in them.
    let mut uses: HashMap<SimValue, usize> = HashMap::new();
    for op in &sim.ops {
        for &v in op.operands.iter().chain(&op.sharding) {
            *uses.entry(v).or_default() += 1;
        }
    }
    let mut known: HashMap<String, SimValue> = HashMap::new();
    let mut kept = Vec::new();
    for op in block {
        let key = match &sim.ops[op].kind {
            OpKind::Sharding(s) => Some(format!("sharding {}", print_sharding(s))),
            OpKind::Shard(shard) => {
                let at = |v: SimValue| *replaced.get(&v).unwrap_or(&v);
                let src = sim.ops[op].operands.first().map(|&v| at(v));
                let sharding = sim.ops[op].sharding.map(at);
                let for_users = sim.shards[*shard].for_users;
                Some(format!("shard {src:?} {sharding:?} {for_users}"))
            }
            OpKind::Ir if f.ops.get(op).is_some_and(|o| o.name == "shard.sharding") => {
                let r = entry.abs(f.ops[op].range);
                let written = text.get(r.start..r.end).unwrap_or_default();
                written_sharding_key(written)
            }
            OpKind::Ir => pure_op_key(entry, sim, text, op, &|v| *replaced.get(&v).unwrap_or(&v)),
        };
        let Some(key) = key else {
            kept.push(op);
            continue;
        };
        let results = &sim.ops[op].results;
        let dead = results
            .iter()
            .all(|r| uses.get(r).copied().unwrap_or(0) == 0);
        if dead {
            continue;
        }
        match known.get(&key) {
            Some(&earlier) => {
                if let Some(&r) = results.first() {
                    replaced.insert(r, earlier);
                    let moved = uses.remove(&r).unwrap_or(0);
                    *uses.entry(earlier).or_default() += moved;
                }
            }
            None => {
                if let Some(&r) = results.first() {
                    known.insert(key, r);
                }
                kept.push(op);
            }
        }
    }
    kept
}

/// The CSE key of a written `shard.sharding` op: its sharding read back.
fn written_sharding_key(op_text: &str) -> Option<String> {
    use crate::sharding::mesh_family as family;
    use crate::sharding::model::Notation;
    let (_, rest) = op_text.split_once("shard.sharding")?;
    let parsed = family::parse_sharding_op(rest.trim(), Notation::ShardDialect).ok()?;
    let s = parsed.sharding;
    let mut g = GridSharding::new(s.grid.as_deref()?, s.split_axes.clone());
    g.halo_sizes = s.halo_sizes.clone();
    g.sharded_dims_offsets = s.sharded_dims_offsets.clone();
    if let Some(p) = &s.partial {
        g.partial_axes = p.axes.clone();
        g.partial_kind = p.kind;
    }
    Some(format!("sharding {}", print_sharding(&g)))
}

/// The CSE key of an op of the file free of memory effects
/// (`tensor.empty`, `arith.*`, tosa's tensor ops, linalg on tensors): its
/// text after `=`, operands by value, whitespace squashed; an op with a
/// region gets a key of its own. `None` for any other op (never removed).
fn pure_op_key(
    entry: &FunctionEntry,
    sim: &Sim,
    text: &str,
    op: SimOp,
    at: &dyn Fn(SimValue) -> SimValue,
) -> Option<String> {
    const IMPURE_TOSA: &[&str] = &[
        "tosa.custom",
        "tosa.variable",
        "tosa.variable_read",
        "tosa.variable_write",
        "tosa.yield",
    ];
    let ir = entry.ir.ops.get(op)?;
    let name = ir.name.as_str();
    // linalg on tensors has no memory effects (its body's ops are pure).
    let tensors = !ir.results.is_empty()
        && ir.results.iter().all(|&r| {
            matches!(
                entry.ir.values[r].ty.as_ref().map(crate::ir::Type::kind),
                Some(crate::ir::TypeKind::Tensor { .. })
            )
        });
    let pure = name == "tensor.empty"
        || name.starts_with("arith.")
        || (name.starts_with("tosa.") && !IMPURE_TOSA.contains(&name))
        || (name.starts_with("linalg.") && tensors);
    if !pure || ir.results.is_empty() {
        return None;
    }
    if !ir.regions.is_empty() {
        // Goes when unused; never merged here (its region would have to
        // be compared too).
        return Some(format!("op {op}"));
    }
    let range = entry.abs(ir.range);
    let mut edits: Vec<(usize, usize, String)> = ir
        .operands
        .iter()
        .enumerate()
        .map(|(i, o)| {
            let r = entry.abs(o.range);
            let value = sim.ops[op].operands.get(i).map(|&v| at(v));
            (r.start, r.end, format!("{value:?}"))
        })
        .collect();
    edits.sort_by_key(|e| std::cmp::Reverse(e.0));
    let mut key = text.get(range.start..range.end)?.to_string();
    for (start, end, new) in edits {
        key.replace_range(
            start.checked_sub(range.start)?..end.checked_sub(range.start)?,
            &new,
        );
    }
    // Without the results' names.
    let name_at = key.find(name)?;
    Some(squash(&key[name_at..]))
}
