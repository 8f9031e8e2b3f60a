//! The IR: chunks, meshes, functions, ops, values, regions and blocks.
//!
//! Incrementality: each function is built on its own and shared behind an
//! `Arc`. Its ranges are absolute offsets *as of the text it was built from*;
//! `FunctionEntry::start` is where it starts now. When an edit elsewhere moves
//! a function without changing it, the old `Function` is reused and
//! `FunctionEntry::abs` maps its ranges to the current text.

use super::attributes::{AttrDict, Attribute};
use super::shared_list::SharedList;
use super::types::{Dim, Type};
use crate::diagnostic::Diagnostic;
use crate::text::TextRange;
use compact_str::CompactString;
use serde::Serialize;
use std::sync::Arc;
use thin_vec::ThinVec;

pub type OpId = usize;
pub type ValueId = usize;
pub type RegionId = usize;

/// A whole file: one chunk per `// -----` section.
#[derive(Clone, Debug, Default, Serialize)]
pub struct FileIr {
    pub chunks: Vec<Chunk>,
    /// IR-level diagnostics outside functions (bad mesh shapes, nesting limits).
    pub diagnostics: Vec<Diagnostic>,
    /// Names what the tree holds outside functions: kept by an edit that
    /// cannot have changed it, new for every other build.
    #[serde(skip)]
    pub top_level: TopLevelId,
}

/// An id of the top level of a file's tree (everything outside functions:
/// attribute aliases, meshes, module attributes). A build of the IR walks
/// the top level and takes a new id; an edit inside one function whose new
/// tree has no errors keeps the id (`build::shift_keeping`: error recovery
/// can change the parse of text an edit did not touch, so only then). Two
/// IRs with the same id have the same top-level text, up to where it is: an
/// analysis reads the attribute aliases again only when the id changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TopLevelId(u64);

impl Default for TopLevelId {
    /// A new id, never given before in this process.
    fn default() -> Self {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        TopLevelId(NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
    }
}

impl FileIr {
    /// Every IR diagnostic, in current-text coordinates.
    pub fn all_diagnostics(&self) -> Vec<Diagnostic> {
        let mut out = self.diagnostics.clone();
        for chunk in &self.chunks {
            for entry in &chunk.functions {
                out.extend(entry.ir.diagnostics.iter().map(|d| entry.abs_diagnostic(d)));
            }
        }
        out
    }

    pub fn functions(&self) -> impl Iterator<Item = (&Chunk, &FunctionEntry)> {
        self.chunks
            .iter()
            .flat_map(|chunk| chunk.functions.iter().map(move |f| (chunk, f)))
    }

    /// The chunk containing `offset`.
    pub fn chunk_at(&self, offset: usize) -> Option<&Chunk> {
        self.chunks.iter().find(|c| c.range.touches(offset))
    }

    /// The function whose IR may be kept (`FunctionEntry::reusable_syntax`)
    /// that strictly contains `range`, found by bisection: reading every
    /// function's range after each keystroke touched every `Function` of a
    /// file of thousands.
    pub(crate) fn reusable_function_around(&self, range: TextRange) -> Option<&FunctionEntry> {
        let contains = |entry: &FunctionEntry| {
            let own = entry.range();
            entry.reusable_syntax && own.start < range.start && range.end < own.end
        };
        for chunk in &self.chunks {
            let after = chunk.functions.partition_point(|f| f.start < range.start);
            let Some(candidate) = after.checked_sub(1).map(|i| &chunk.functions[i]) else {
                continue;
            };
            if candidate.reusable_syntax {
                // Reusable functions do not overlap: only this one can.
                if contains(candidate) {
                    return Some(candidate);
                }
            } else if let Some(found) = chunk.functions.iter().find(|f| contains(f)) {
                // The chunk's loose ops span other functions.
                return Some(found);
            }
        }
        None
    }
}

/// One `// -----` section of a file (the whole file when there is no marker).
#[derive(Clone, Debug, Default, Serialize)]
pub struct Chunk {
    pub range: TextRange,
    pub modules: Vec<ModuleInfo>,
    pub meshes: Vec<MeshDecl>,
    pub functions: Vec<FunctionEntry>,
}

impl Chunk {
    pub fn mesh(&self, name: &str) -> Option<&MeshDecl> {
        self.meshes.iter().find(|m| m.name == name)
    }

    /// The functions whose text meets `range` (touching counts), in order,
    /// with their index. Entries are sorted by start and, but for the loose
    /// ops, disjoint: the ones meeting `range` are a run that ends before the
    /// first entry starting after it, found by bisection (the loose ops'
    /// entry, if any, by its flag). A request about a screen of a module of
    /// thousands of functions then reads a few of them, not every
    /// function's range.
    pub fn functions_meeting(
        &self,
        range: TextRange,
    ) -> impl Iterator<Item = (usize, &FunctionEntry)> {
        let meets = move |entry: &FunctionEntry| entry.range().meets(range);
        let functions = &self.functions;
        let end = functions.partition_point(|f| f.start <= range.end);
        let mut first = end;
        while let Some(before) = first.checked_sub(1) {
            if !meets(&functions[before]) && !functions[before].loose {
                break;
            }
            first = before;
        }
        // The loose ops may start before the run and still reach into it.
        let loose = functions[..first]
            .iter()
            .position(|f| f.loose)
            .filter(|&i| meets(&functions[i]));
        loose
            .into_iter()
            .chain(first..end)
            .map(move |i| (i, &functions[i]))
            .filter(move |(_, entry)| meets(entry))
    }

    pub fn function(&self, name: &str) -> Option<&FunctionEntry> {
        self.functions
            .iter()
            .find(|f| f.ir.name.as_deref() == Some(name))
    }

    /// `mhlo.num_partitions × mhlo.num_replicas` of the outermost module, if given.
    pub fn num_devices(&self) -> Option<i64> {
        let module = self.modules.first()?;
        let partitions = module.attributes.get("mhlo.num_partitions")?.as_i64()?;
        let replicas = module
            .attributes
            .get("mhlo.num_replicas")
            .and_then(Attribute::as_i64)
            .unwrap_or(1);
        partitions.checked_mul(replicas)
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct ModuleInfo {
    pub name: Option<String>,
    pub range: TextRange,
    pub attributes: AttrDict,
}

/// A mesh declaration in any notation.
#[derive(Clone, Debug, Serialize)]
pub struct MeshDecl {
    pub name: String,
    pub name_range: TextRange,
    pub range: TextRange,
    pub kind: MeshDeclKind,
    pub attributes: AttrDict,
}

#[derive(Clone, Debug, Serialize)]
#[serde(tag = "notation", rename_all = "snake_case")]
pub enum MeshDeclKind {
    /// `sdy.mesh @m = <["x"=2]>`: `body` is the range of `<…>`.
    Sdy { body: TextRange },
    /// `shard.grid @g(shape = 2x4)` or `mesh.mesh @m(shape = 2x?)`.
    Grid {
        dialect: GridDialect,
        /// `None` when the shape could not be read (a diagnostic says why).
        shape: Option<Vec<Dim>>,
        shape_range: TextRange,
    },
    /// `mesh.cluster @m(rank = 2, dim_sizes = [2, 4])` (the 2023 proposal).
    Cluster {
        rank: Option<i64>,
        dim_sizes: Vec<Dim>,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GridDialect {
    /// `shard.grid` (2025)
    Shard,
    /// `mesh.mesh` (2024)
    Mesh,
}

/// A function in the chunk, and where it starts in the current text.
#[derive(Clone, Debug, Serialize)]
pub struct FunctionEntry {
    pub start: usize,
    pub ir: Arc<Function>,
    /// Whether `ir::rebuild` may reuse `ir` for the same text after an edit
    /// elsewhere (`build::reusable_syntax`: its syntax has no errors).
    /// False for the chunk's loose ops, which are rebuilt every time.
    #[serde(skip)]
    pub(crate) reusable_syntax: bool,
    /// Whitespace edits between the function's ops since `ir` was built
    /// (`ir::rebuild` keeps `ir` for them): they move the text after them
    /// inside the function without changing what any op says.
    #[serde(skip)]
    pub(crate) moves: InnerMoves,
    /// Whether this is the chunk's loose ops (the unnamed pseudo-function),
    /// whose range may span functions between them: every other entry is a
    /// `func.func` of its own text, so their ranges are disjoint.
    #[serde(skip)]
    pub(crate) loose: bool,
}

/// One whitespace edit inside a function: `old_len` bytes at `at` (an
/// offset from the function's start, in the text of that edit) became
/// `new_len` bytes. No op's range has an end inside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InnerMove {
    pub at: usize,
    pub old_len: usize,
    pub new_len: usize,
}

impl InnerMove {
    /// Where a range starting at `offset` (function-relative, in the text
    /// before this edit) starts after it.
    fn start(&self, offset: usize) -> usize {
        if offset >= self.at + self.old_len {
            offset + self.new_len - self.old_len
        } else {
            offset.min(self.at)
        }
    }

    /// Where a range ending at `offset` ends after this edit: a range that
    /// ends where the whitespace starts keeps its end.
    fn end(&self, offset: usize) -> usize {
        if offset > self.at {
            self.start(offset)
        } else {
            offset
        }
    }

    /// The inverse of `start`; offsets inside the new whitespace go to its
    /// old end (where the next token starts).
    fn back(&self, offset: usize) -> usize {
        if offset >= self.at + self.new_len {
            offset + self.old_len - self.new_len
        } else if offset > self.at {
            self.at + self.old_len
        } else {
            offset
        }
    }
}

/// The whitespace edits of a function since its IR was built, in order;
/// shared by the entries of successive revisions.
#[derive(Clone, Debug, Default)]
pub struct InnerMoves(Arc<Vec<InnerMove>>);

impl InnerMoves {
    /// The very same list (not only equal moves).
    pub fn same(&self, other: &InnerMoves) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// These moves and then `next`.
    pub fn then(&self, next: InnerMove) -> InnerMoves {
        let mut moves = Vec::with_capacity(self.0.len() + 1);
        moves.extend_from_slice(&self.0);
        moves.push(next);
        InnerMoves(Arc::new(moves))
    }

    /// Maps a function-relative range through the moves from the `from`th on.
    pub fn map_range(&self, from: usize, range: TextRange) -> TextRange {
        let (mut start, mut end) = (range.start, range.end);
        for m in self.0.iter().skip(from) {
            // An empty range marks the end of what precedes it ("missing …
            // after this op"): whitespace inserted there goes after it.
            if start == end {
                start = m.end(start);
                end = start;
            } else {
                start = m.start(start);
                end = m.end(end).max(start);
            }
        }
        TextRange::new(start, end)
    }

    /// How far the moves from the `from`th on can move a position, at most:
    /// each moves it by no more than the longer of the text it replaces and
    /// the text it puts there.
    pub fn reach_from(&self, from: usize) -> usize {
        self.0
            .iter()
            .skip(from)
            .map(|m| m.old_len.max(m.new_len))
            .sum()
    }

    /// Maps a function-relative offset of the current text back to the text
    /// the function's IR was built from.
    pub fn map_back(&self, offset: usize) -> usize {
        self.0.iter().rev().fold(offset, |o, m| m.back(o))
    }
}

impl FunctionEntry {
    pub(crate) fn new(start: usize, ir: Arc<Function>, reusable_syntax: bool) -> Self {
        FunctionEntry {
            start,
            ir,
            reusable_syntax,
            moves: InnerMoves::default(),
            loose: false,
        }
    }

    /// The entry of a chunk's loose ops, built again with every IR.
    pub(crate) fn of_loose_ops(start: usize, ir: Arc<Function>) -> Self {
        FunctionEntry {
            loose: true,
            ..FunctionEntry::new(start, ir, false)
        }
    }

    /// The same function at `start` of an edited text, with `moves` since
    /// it was built.
    pub(crate) fn moved(&self, start: usize, moves: InnerMoves) -> Self {
        FunctionEntry {
            start,
            ir: self.ir.clone(),
            reusable_syntax: self.reusable_syntax,
            moves,
            loose: self.loose,
        }
    }

    pub fn moves(&self) -> &InnerMoves {
        &self.moves
    }

    /// What an offset before the function's start moves by.
    fn delta(&self) -> isize {
        self.start as isize - self.ir.range.start as isize
    }

    /// Maps a range stored in `ir` to the current text.
    pub fn abs(&self, range: TextRange) -> TextRange {
        let base = self.ir.range.start;
        if self.moves.is_empty() || range.start < base {
            let delta = self.delta();
            let shift = |offset: usize| (offset as isize + delta).max(0) as usize;
            return TextRange::new(shift(range.start), shift(range.end));
        }
        let relative = TextRange::new(range.start - base, range.end.max(range.start) - base);
        let moved = self.moves.map_range(0, relative);
        TextRange::new(moved.start + self.start, moved.end + self.start)
    }

    /// Maps a current-text offset into the coordinates stored in `ir`.
    pub fn rel(&self, offset: usize) -> usize {
        if self.moves.is_empty() || offset < self.start {
            return (offset as isize - self.delta()).max(0) as usize;
        }
        self.moves.map_back(offset - self.start) + self.ir.range.start
    }

    /// The value whose definition or use covers `offset` of the current
    /// text (`Function::value_at`): ranges are compared where they are now,
    /// so whitespace typed since the IR was built covers nothing (mapped
    /// back alone, an offset in it lands on the next token).
    pub fn value_at(&self, offset: usize) -> Option<ValueId> {
        self.ir
            .value_where(self.rel(offset), self.touching_now(offset))
    }

    /// The innermost op covering `offset` of the current text, as
    /// [`FunctionEntry::value_at`] compares.
    pub fn op_at(&self, offset: usize) -> Option<OpId> {
        self.ir
            .op_where(self.rel(offset), self.touching_now(offset))
    }

    /// Whether a stored range, where it is now, touches `offset` of the
    /// current text. Only ranges that may are mapped through the moves: a
    /// position moves by the function's shift and then by at most the
    /// moves' reach, so a search over many ranges (a JAX `main`'s argument
    /// attributes) maps only the few near `offset`.
    pub fn touching_now(&self, offset: usize) -> impl Fn(TextRange) -> bool + '_ {
        let slack = self.moves.reach_from(0);
        let at = (offset as isize - self.delta()).max(0) as usize;
        let near = TextRange::new(at.saturating_sub(slack), at.saturating_add(slack));
        move |range| range.meets(near) && self.abs(range).touches(offset)
    }

    pub fn abs_diagnostic(&self, diagnostic: &Diagnostic) -> Diagnostic {
        let mut d = diagnostic.clone();
        d.range = self.abs(d.range);
        for related in &mut d.related {
            related.range = self.abs(related.range);
        }
        d
    }

    pub fn range(&self) -> TextRange {
        self.abs(self.ir.range)
    }
}

/// A `func.func`, or the ops found at the top level of a chunk outside any
/// function (then `name` is `None`).
#[derive(Clone, Debug, Default, Serialize)]
pub struct Function {
    pub name: Option<String>,
    pub name_range: TextRange,
    pub range: TextRange,
    pub visibility: Option<String>,
    pub arguments: Vec<ValueId>,
    /// Shared with a splice's copy: a JAX `main` has thousands.
    pub argument_attributes: Arc<Vec<AttrDict>>,
    pub results: Vec<FunctionResult>,
    pub attributes: AttrDict,
    /// For a function in the generic form (`"func.func"() <{…}> ({…})`): the
    /// dictionary of its inherent attributes (`sym_name`, `arg_attrs`,
    /// `res_attrs`, …), where annotations of arguments and results that have
    /// no dictionary of their own go.
    pub generic_inherent: Option<AttrDict>,
    /// The function body (`None` for declarations).
    pub body: Option<RegionId>,
    /// Every op of the function, nested ones included, in textual order.
    /// Behind `Arc`s, in shared blocks, so that a copy of the function
    /// shares them: an edit inside one op (`ir::splice`) copies the function
    /// and replaces that op, copying only its block.
    pub ops: SharedList<Arc<Op>>,
    pub regions: Vec<Region>,
    /// Every value, in the order of definition; shared as `ops` are.
    pub values: SharedList<Arc<Value>>,
    /// The ops with a `callee`, ascending: who calls whom without a pass
    /// over every op (and a cache miss per op) of a JAX `main`.
    #[serde(skip)]
    pub calls: Vec<OpId>,
    /// The `sdy.sharding_group` ops, ascending: which functions propagation
    /// links, read after every edit (`propagation::graph::components`).
    #[serde(skip)]
    pub sharding_groups: Vec<OpId>,
    /// The sharding constraints (`sdy.sharding_constraint`, GSPMD's
    /// `custom_call @Sharding`), ascending: Shardy's import reads them
    /// before every propagation of the function.
    #[serde(skip)]
    pub sharding_constraints: Vec<OpId>,
    pub diagnostics: Vec<Diagnostic>,
    /// Where the `func.func`'s trailing `loc(…)` is, if it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub location: Option<TextRange>,
    /// How the build scoped names and ordered diagnostics, for `ir::splice`.
    #[serde(skip)]
    pub(crate) names: NameIndex,
}

/// What `ir::splice` needs to rebuild one op of a function and resolve
/// names as a fresh build does, kept from the build: scopes are numbered in
/// the order the build opened them (each op opens one, its operands' scope;
/// each region one), values and ops are numbered as in `Function`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct NameIndex {
    /// Each scope's parent (`None` for a scope isolated from above).
    pub scope_parent: Vec<Option<u32>>,
    /// Each op's own scope, where its operands are looked up (its parent is
    /// the scope of the block the op is in).
    pub op_scope: Vec<u32>,
    /// The nesting depth the op was built at (regions above it).
    pub op_depth: Vec<u32>,
    /// The scope each value is defined in.
    pub value_scope: Vec<u32>,
    /// Each value's `name_key`: a splice that renames a value looks for the
    /// values of a few names in this table rather than in every value.
    pub value_name_keys: Vec<u32>,
    /// Per op, `[start, end)` in `Function::diagnostics` of what the build
    /// reported while it built the op (its nested ops included).
    pub op_diagnostics: Vec<(u32, u32)>,
    /// How many of `Function::diagnostics` the build reported while it
    /// walked the function; the undefined names follow, in the order their
    /// operands were written.
    pub walk_diagnostics: usize,
    /// Ops whose operands are not in the order they were written (a
    /// multi-input custom `reduce`): per operand index, its written position.
    pub creation_order: Vec<(OpId, Vec<u32>)>,
    /// Whether names were resolved op by op, in op order (true unless a
    /// custom op has operands after a region of its own).
    pub operands_in_op_order: bool,
    /// Values written `%def = %source` that take their source's type:
    /// (value, op, operand, whether it had a type before).
    pub typed_later: Vec<(ValueId, OpId, usize, bool)>,
    /// The ops with an operand naming no value in scope, ascending: where
    /// the undefined-name diagnostics come from, without a pass over every
    /// op after a splice.
    pub undefined_ops: Vec<OpId>,
}

impl NameIndex {
    /// A value name's key: a hash of the name without one trailing `#0`
    /// (equal names have equal keys; so have `%v` and `%v#0`).
    pub fn name_key(name: &str) -> u32 {
        Self::exact_key(name.strip_suffix("#0").unwrap_or(name))
    }

    /// The hash of `name` as written.
    pub fn exact_key(name: &str) -> u32 {
        use std::hash::BuildHasher;
        let hash = rustc_hash::FxBuildHasher.hash_one(name);
        (hash ^ (hash >> 32)) as u32
    }

    /// The position operand `operand` of `op` was written at.
    pub fn creation_position(&self, op: OpId, operand: usize) -> u32 {
        match self.creation_order.binary_search_by_key(&op, |(o, _)| *o) {
            Ok(i) => (self.creation_order[i].1)
                .get(operand)
                .copied()
                .unwrap_or(operand as u32),
            Err(_) => operand as u32,
        }
    }
}

impl Function {
    pub fn value(&self, id: ValueId) -> &Value {
        &self.values[id]
    }

    pub fn op(&self, id: OpId) -> &Op {
        &self.ops[id]
    }

    /// The ops among which every op whose range touches `offset` (stored
    /// coordinates) is, in ascending order: the last op starting at or
    /// before `offset` with the ops enclosing it, and when it starts right
    /// at `offset`, the op before it with those enclosing that one (it may
    /// end there). Found by bisection: ops are in text order, each before
    /// the ops of its regions, and two op ranges nest or are disjoint, so an
    /// op touching `offset` that encloses neither of those two would have to
    /// overlap one of them. A JAX `main` has 100k ops; a pass over them
    /// costs a cache miss per op.
    pub fn ops_around(&self, offset: usize) -> Vec<OpId> {
        let after = self.ops.partition_point(|op| op.range.start <= offset);
        let Some(last) = after.checked_sub(1) else {
            return Vec::new();
        };
        let mut around = Vec::new();
        self.push_enclosing(last, &mut around);
        if self.ops[last].range.start == offset && last > 0 {
            self.push_enclosing(last - 1, &mut around);
        }
        around.sort_unstable();
        around.dedup();
        around
    }

    /// Pushes `op` and every op whose regions hold it.
    fn push_enclosing(&self, op: OpId, out: &mut Vec<OpId>) {
        let mut at = Some(op);
        // Bounded by the op count, should parents ever form a cycle.
        for _ in 0..=self.ops.len() {
            let Some(op) = at.filter(|&op| op < self.ops.len()) else {
                break;
            };
            out.push(op);
            at = self.ops[op]
                .parent
                .and_then(|(region, _)| self.regions.get(region)?.parent);
        }
    }

    /// The value whose definition or use covers `offset` (stored
    /// coordinates); the first defined when several do. Every use is inside
    /// its op, and every definition inside its op or, for the function's
    /// and its body's block arguments, outside every op: so only the values
    /// of the ops around `offset` (`ops_around`: results, operands, values
    /// defined in their own syntax or as their blocks' arguments) can, or
    /// when none of those ops covers it, the function's and its body's
    /// block arguments (a JAX `main` has thousands).
    pub fn value_at(&self, offset: usize) -> Option<ValueId> {
        self.value_where(offset, |range| range.touches(offset))
    }

    /// [`Function::value_at`], with `covers` saying whether a stored range
    /// covers the position (`FunctionEntry::value_at`: where it is now).
    pub fn value_where(
        &self,
        offset: usize,
        covers: impl Fn(TextRange) -> bool,
    ) -> Option<ValueId> {
        let ops = self.ops_around(offset);
        let mut candidates: Vec<ValueId> = Vec::new();
        let block_arguments = |region: &Region, out: &mut Vec<ValueId>| {
            for block in &region.blocks {
                out.extend_from_slice(&block.arguments);
            }
        };
        for &op in &ops {
            let op = &self.ops[op];
            for region in op.regions.iter().filter_map(|&r| self.regions.get(r)) {
                block_arguments(region, &mut candidates);
            }
            candidates.extend_from_slice(&op.results);
            candidates.extend(op.operands.iter().filter_map(|o| o.value));
            Item::push_definitions(&op.items, &mut candidates);
        }
        if !ops.iter().any(|&op| covers(self.ops[op].range)) {
            for region in self.regions.iter().filter(|r| r.parent.is_none()) {
                block_arguments(region, &mut candidates);
            }
            candidates.extend_from_slice(&self.arguments);
        }
        candidates
            .into_iter()
            .filter(|&id| {
                self.values
                    .get(id)
                    .is_some_and(|v| covers(v.range) || v.uses.iter().any(|u| covers(u.range)))
            })
            .min()
    }

    /// The innermost op whose range covers `offset` (stored coordinates);
    /// the first of the shortest.
    pub fn op_at(&self, offset: usize) -> Option<OpId> {
        self.op_where(offset, |range| range.touches(offset))
    }

    /// [`Function::op_at`], with `covers` as in [`Function::value_where`].
    pub fn op_where(&self, offset: usize, covers: impl Fn(TextRange) -> bool) -> Option<OpId> {
        self.ops_around(offset)
            .into_iter()
            .filter(|&op| covers(self.ops[op].range))
            .min_by_key(|&op| (self.ops[op].range.len(), op))
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FunctionResult {
    pub ty: Type,
    pub attributes: AttrDict,
    pub range: TextRange,
}

#[derive(Clone, Debug, Serialize)]
pub struct Value {
    /// `%name` as written, with the `#N` of multi-result groups: `%0#1`
    /// (inline up to 24 bytes: most names allocate nothing).
    pub name: CompactString,
    /// Where the value is defined (`%0` of `%0:2 = …`, `%arg0` of a signature).
    pub range: TextRange,
    pub ty: Option<Type>,
    pub def: ValueDef,
    pub uses: Vec<Use>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ValueDef {
    FunctionArgument {
        index: usize,
    },
    OpResult {
        op: OpId,
        index: usize,
    },
    /// An argument of a block of an op's region (`^bb0(%a: f32)`, the region
    /// arguments of `sdy.manual_computation`).
    BlockArgument {
        op: OpId,
        region: RegionId,
        index: usize,
    },
    /// A value a custom-format op defines for all its regions in its own
    /// syntax: `%it` of `stablehlo.while(%it = %x)`, `%a` of `reducer(%a: …)`.
    RegionArgument {
        op: OpId,
        index: usize,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Use {
    pub op: OpId,
    pub operand: usize,
    pub range: TextRange,
}

#[derive(Clone, Debug, Serialize)]
pub struct Region {
    pub range: TextRange,
    /// The op owning the region (`None` for a function body).
    pub parent: Option<OpId>,
    pub blocks: Vec<Block>,
}

#[derive(Clone, Debug, Serialize)]
pub struct Block {
    /// `^bb0` (`None` for an entry block without a label).
    pub label: Option<String>,
    pub arguments: Vec<ValueId>,
    pub ops: Vec<OpId>,
}

/// How an op was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum OpForm {
    /// `"dialect.op"(…) : (…) -> …`
    Generic,
    /// A custom assembly format read by the dialect-open fallback.
    Custom,
    /// A custom format with its own grammar rule (func, sdy, shard/mesh ops).
    Dedicated,
}

#[derive(Clone, Debug, Serialize)]
pub struct Op {
    /// Full name, default dialects resolved: `return` → `func.return`
    /// (inline up to 24 bytes: most names allocate nothing).
    pub name: CompactString,
    pub name_range: TextRange,
    pub range: TextRange,
    pub form: OpForm,
    pub results: Vec<ValueId>,
    pub operands: Vec<Operand>,
    /// Operand types as written in the op's signature (`(t1, t2) -> t3`), if any.
    pub operand_types: ThinVec<Type>,
    pub result_types: ThinVec<Type>,
    pub attributes: AttrDict,
    /// Generic-form properties `<{…}>`.
    pub properties: AttrDict,
    /// `name = value` arguments of custom formats: `dims = [0, 1]`.
    pub keywords: ThinVec<KeywordArg>,
    /// The custom-format body as items (custom ops only).
    pub items: Vec<Item>,
    /// Shardings written in the op's own syntax (not in its attributes).
    pub sharding_sites: ThinVec<ShardingSite>,
    pub callee: Option<Box<str>>,
    pub regions: ThinVec<RegionId>,
    /// The region and block this op sits in.
    pub parent: Option<(RegionId, usize)>,
    /// Where the op's trailing `loc(…)` is, if it has one (what it means is
    /// the `locations` module's business).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub location: Option<TextRange>,
}

impl Op {
    pub fn keyword(&self, name: &str) -> Option<&[Item]> {
        self.keywords
            .iter()
            .find(|k| k.name == name)
            .and_then(|k| self.items.get(k.value.clone()))
    }

    /// The value of a keyword argument as a list of integers (`dims = [0, 1]`).
    pub fn keyword_ints(&self, name: &str) -> Option<Vec<i64>> {
        match self.keyword(name)? {
            [item] => item.int_list().or_else(|| item.int().map(|i| vec![i])),
            _ => None,
        }
    }

    pub fn dialect(&self) -> &str {
        self.name.split_once('.').map_or("", |(dialect, _)| dialect)
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct Operand {
    /// `None` when the name is not defined in scope (a diagnostic says so).
    pub value: Option<ValueId>,
    /// As written (inline up to 24 bytes).
    pub name: CompactString,
    pub range: TextRange,
}

#[derive(Clone, Debug, Serialize)]
pub struct KeywordArg {
    pub name: CompactString,
    pub name_range: TextRange,
    /// The value's items: a range of `Op::items` (see `Op::keyword`).
    pub value: std::ops::Range<usize>,
}

/// One element of a custom-format op body.
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Item {
    /// An operand (index into `Op::operands`).
    Operand {
        index: usize,
    },
    /// A value defined by this op for its regions (`%it` of `while(%it = %x)`).
    Definition {
        value: ValueId,
    },
    Keyword {
        name: CompactString,
        range: TextRange,
    },
    Integer {
        value: Option<i64>,
        range: TextRange,
    },
    Symbol {
        name: String,
        range: TextRange,
    },
    Successor {
        label: String,
    },
    Type {
        ty: Type,
    },
    /// Boxed: the largest variant, and the rarest in a custom op's body.
    Attribute {
        attribute: Box<Attribute>,
        range: TextRange,
    },
    Punct {
        text: CompactString,
    },
    Parens {
        items: Vec<Item>,
    },
    Brackets {
        items: Vec<Item>,
        range: TextRange,
    },
    Dictionary {
        dict: AttrDict,
    },
    Region {
        region: RegionId,
    },
}

impl Item {
    /// Pushes the values `items` define (`%it` of `while(%it = %x)`),
    /// nested ones included.
    pub fn push_definitions(items: &[Item], out: &mut Vec<ValueId>) {
        for item in items {
            match item {
                Item::Definition { value } => out.push(*value),
                Item::Parens { items } | Item::Brackets { items, .. } => {
                    Item::push_definitions(items, out)
                }
                _ => {}
            }
        }
    }

    pub fn int(&self) -> Option<i64> {
        match self {
            Item::Integer { value, .. } => *value,
            _ => None,
        }
    }

    /// `[1, 2]` as integers (`[]` → empty).
    pub fn int_list(&self) -> Option<Vec<i64>> {
        match self {
            Item::Brackets { items, .. } => items
                .iter()
                .filter(|i| !matches!(i, Item::Punct { text } if text == ","))
                .map(Item::int)
                .collect(),
            Item::Attribute { attribute, .. } => attribute.as_i64_list(),
            _ => None,
        }
    }
}

/// Where a sharding is spelled by an op's own syntax.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ShardingSite {
    pub role: ShardingRole,
    pub syntax: SiteSyntax,
    pub range: TextRange,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ShardingRole {
    /// The sharding of the op's (only) result: `sdy.sharding_constraint`,
    /// `sdy.reshard`, collectives' `out_sharding`, `sdy.data_flow_edge`.
    Result,
    /// `in_shardings[index]` of `sdy.manual_computation` / `named_computation`.
    InSharding {
        index: usize,
    },
    OutSharding {
        index: usize,
    },
    /// `manual_axes={…}`.
    ManualAxes,
    /// The per-dimension axes of a collective (`sdy.all_gather [{}, {"x"}]`).
    CollectiveAxes,
    /// `shard.shard %x to <sharding>`; `for_users` = `annotate_for_users`.
    ShardTo {
        for_users: bool,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SiteSyntax {
    /// Stripped `<@mesh, [{…}]>`.
    SdyTensorSharding,
    /// `#sdy.sharding<…>` inside a list.
    SdyShardingAttribute,
    /// `{"a", "b"}`.
    SdyAxisSet,
    /// `[{…}, {…}]` or the all-to-all parameter list.
    SdyCollectiveAxes,
    /// `<@mesh, [[0]], partial = sum[1]>`.
    MeshShardingBody,
    /// `shard.shard %x to %s`: the range is the `%s` use.
    ShardingValue,
    /// The operands of `shard.sharding` / `mesh.sharding`, from the grid symbol
    /// to the last clause: `@grid split_axes = [[0]] partial = sum[1] …`.
    ShardingOp,
}

#[cfg(test)]
mod size_tests {
    /// An op is allocated behind an `Arc` (two counts more): at 304 bytes
    /// it takes mimalloc's 320-byte blocks, where 424 took 448 (a million
    /// ops are 120 MB apart). Thin lists for what most ops leave empty keep
    /// it there.
    #[test]
    fn an_op_fits_a_320_byte_block() {
        assert!(
            std::mem::size_of::<super::Op>() + 16 <= 320,
            "{}",
            std::mem::size_of::<super::Op>()
        );
    }
}

#[cfg(test)]
mod functions_meeting_tests {
    use crate::analysis::Document;
    use crate::generate::{shaped_transformer_module, GenNotation, GenShape};
    use crate::text::TextRange;

    /// What `Chunk::functions_meeting` must find: every function whose range
    /// meets `range`, in order, found by a pass over all of them.
    fn every_function_meeting(chunk: &super::Chunk, range: TextRange) -> Vec<usize> {
        (chunk.functions.iter().enumerate())
            .filter(|(_, entry)| entry.range().meets(range))
            .map(|(fi, _)| fi)
            .collect()
    }

    fn assert_found_as_by_a_pass(name: &str, document: &Document) {
        let len = document.text().len();
        // Every seventh offset, or about 3,000 of a long text.
        let step = (len / 3000).max(7);
        for chunk in &document.ir().chunks {
            for start in (0..=len).step_by(step) {
                for width in [0, 1, 40, 400] {
                    let range = TextRange::new(start, (start + width).min(len));
                    let found: Vec<usize> =
                        chunk.functions_meeting(range).map(|(fi, _)| fi).collect();
                    assert_eq!(
                        found,
                        every_function_meeting(chunk, range),
                        "{name}: {range:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_functions_meeting_a_range_are_those_a_pass_over_every_function_finds() {
        // Loose ops before, between and after functions: their pseudo-function
        // spans the functions between them.
        let loose = "sdy.mesh @mesh = <[\"x\"=2]>\n\
            %a = stablehlo.constant dense<1.0> : tensor<4xf32>\n\
            func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = stablehlo.abs %x : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n\
            %b = stablehlo.abs %a : tensor<4xf32>\n\
            func.func @g(%x: tensor<4xf32>) -> tensor<4xf32> {\n  return %x : tensor<4xf32>\n}\n\
            func.func private @h(%x: tensor<4xf32>) -> tensor<4xf32> {\n  return %x : tensor<4xf32>\n}\n\
            %c = stablehlo.abs %b : tensor<4xf32>\n\
            // -----\n\
            func.func @k(%x: tensor<4xf32>) -> tensor<4xf32> {\n  return %x : tensor<4xf32>\n}\n";
        let mut texts = vec![("loose ops".to_string(), loose.to_string())];
        // Generated modules split into functions of 16 layers.
        for notation in [GenNotation::Sdy, GenNotation::Shard] {
            let text = shaped_transformer_module(notation, 40, GenShape::Split);
            texts.push((format!("{notation:?}, 40 layers"), text));
        }
        for (name, text) in &texts {
            let mut document = Document::new(text.as_str());
            let functions: usize = document.ir().chunks.iter().map(|c| c.functions.len()).sum();
            assert!(functions >= 2, "{name}: {functions} functions");
            assert_found_as_by_a_pass(name, &document);
            // Whitespace typed inside functions (recorded as moves) and an
            // op changed: ranges found where they are now.
            let mut at = 0;
            for typed in ["  ", "\n", "x"] {
                let Some(line) = document.text()[at..].find("\n  %") else {
                    break;
                };
                at += line + 3;
                document.apply_change(Some(TextRange::new(at, at)), typed);
                assert_found_as_by_a_pass(&format!("{name} after typing {typed:?}"), &document);
            }
        }
        // Broken text, where tree-sitter's recovery decides what a function
        // spans (a missing brace, a function inside another's body).
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let entries = std::fs::read_dir(root.join("tests/bad-inputs")).expect("tests/bad-inputs");
        let mut files: Vec<_> = (entries.flatten())
            .map(|entry| entry.path())
            .filter(|path| path.extension().is_some_and(|e| e == "mlir"))
            .collect();
        files.sort();
        assert!(files.len() > 100, "{} bad inputs", files.len());
        for path in files {
            let bytes = std::fs::read(&path).expect("readable input");
            let document = Document::new(String::from_utf8_lossy(&bytes).into_owned());
            assert_found_as_by_a_pass(&path.display().to_string(), &document);
        }
    }
}
