//! IR → the sharding model of a chunk: every mesh resolved, every sharding
//! written in the file parsed into the canonical model, attached to the value
//! (or op site) it annotates, and validated.
//!
//! This is where the notations meet: Shardy attributes and op syntax, the
//! `shard`/`mesh` dialects in their three eras, and GSPMD strings all end up
//! as `Annotation`s on `Slot`s, which is all propagation sees.

mod gspmd;
mod mesh_family;
mod sdy;

use crate::diagnostic::{Diagnostic, Severity};
use crate::ir::changes::{leaves_to_take_over, ops_near, Reads};
use crate::ir::per_function::{PerFunction, Placement, RangeOrder, Ranges};
use crate::ir::{Chunk, Function, FunctionEntry, OpId, Type, ValueId};
use crate::sharding::diag::{self as sdiag, ParseError};
use crate::sharding::model::{ManualAxes, Mesh, MeshRef, Notation, TensorSharding};
use crate::text::TextRange;
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

/// Where a sharding lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Slot {
    /// An SSA value of function `func` (index into the chunk's functions).
    Value { func: usize, value: ValueId },
    /// Result `index` of function `func`.
    FuncResult { func: usize, index: usize },
    /// A sharding written inside op `op`: `in_shardings[index]` for
    /// `index < operands`, else `out_shardings[index - operands]`. `local` is
    /// the body-side view of a manual computation (manual axes removed).
    OpSite {
        func: usize,
        op: OpId,
        index: usize,
        local: bool,
    },
}

impl Slot {
    /// The index of the function the slot belongs to.
    pub fn func(&self) -> usize {
        match *self {
            Slot::Value { func, .. }
            | Slot::FuncResult { func, .. }
            | Slot::OpSite { func, .. } => func,
        }
    }
}

/// Why a user annotation exists, as Shardy names origins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnnotationKind {
    Input,
    Output,
    Constraint,
    /// `sdy.sharding` / `mhlo.sharding` on an op's result, or a `shard.shard`.
    OpResult,
    ManualInput,
    ManualOutput,
}

impl AnnotationKind {
    pub fn describe(self) -> &'static str {
        match self {
            AnnotationKind::Input => "input",
            AnnotationKind::Output => "output",
            AnnotationKind::Constraint => "constraint",
            AnnotationKind::OpResult => "op sharding",
            AnnotationKind::ManualInput => "manual computation input",
            AnnotationKind::ManualOutput => "manual computation output",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Annotation {
    /// Shared: moving a function's annotations after an edit copies ranges,
    /// not shardings.
    pub sharding: Arc<TensorSharding>,
    pub kind: AnnotationKind,
    /// Where it is written (current-text coordinates).
    pub range: TextRange,
}

/// A mesh declaration resolved to the model.
#[derive(Clone, Debug)]
pub struct MeshEntry {
    pub mesh: Mesh,
    pub notation: Notation,
    pub name_range: TextRange,
    pub range: TextRange,
}

/// Every sharding written in the chunk, in whatever notation, for features
/// that explain what is under the cursor.
#[derive(Clone, Debug)]
pub struct Site {
    /// The text of the sharding (for GSPMD: the string's contents).
    pub range: TextRange,
    pub notation: Notation,
    pub slot: Slot,
    pub sharding: Arc<TensorSharding>,
}

/// The annotations of a chunk. What each function contributes is kept as
/// its own shared part, so that after an edit the chunk's annotations are
/// put together from the parts of untouched functions without copying them.
#[derive(Clone, Debug, Default)]
pub struct ChunkAnnotations {
    pub meshes: HashMap<String, MeshEntry>,
    /// The user's shardings, by slot.
    pub annotations: AnnotationMap,
    /// The notation the chunk is written in (the first one seen).
    pub notation: Option<Notation>,
    pub diagnostics: Vec<Diagnostic>,
    /// The module's device count, which GSPMD shardings are read against.
    num_devices: Option<i64>,
}

/// The annotations found in one function (slots carry its index).
#[derive(Clone, Debug)]
struct FunctionAnnotations {
    /// Sorted by slot.
    annotations: Vec<(Slot, Annotation)>,
    sites: Vec<Site>,
    /// How `sites` lie in the text they were collected from
    /// (`sites_meeting` bisects).
    sites_order: RangeOrder,
    /// The indices of the sites that write their mesh inline, which the
    /// one-device-count rule reads (`written_device_counts`) after every edit.
    inline_mesh_sites: Vec<usize>,
    manual_axes: Vec<(OpId, ManualAxes)>,
    notation: Option<Notation>,
    diagnostics: Vec<Diagnostic>,
    /// What each op contributed, for the next edit of the function.
    per_op: Arc<OpUnits>,
    /// How many ops' contributions were taken over from the previous
    /// collection rather than collected again.
    ops_reused: usize,
    /// Whether the signature's contribution was taken over.
    signature_reused: bool,
}

/// What one op contributes to its function's annotations (its results' and
/// sites' shardings, and what its `shard.shard` says of its operand), by
/// phase ([`PHASES`]).
#[derive(Clone, Debug, Default)]
struct OpAnnotations {
    /// Sorted by slot.
    annotations: Vec<(Slot, Annotation)>,
    /// What the op says of values other ops define (`Collected::producers`).
    producers: Vec<(Slot, Annotation)>,
    /// Its results' encodings (`Collected::encodings`).
    encodings: Vec<(Slot, Annotation)>,
    phases: [Phase; PHASES],
    manual_axes: Option<ManualAxes>,
}

/// The collectors' passes over a function, in the order their sites and
/// diagnostics are listed: sdy, GSPMD, then the mesh family's shardings
/// (`shard.sharding`, `shard.shard`, `mesh.annotate`), the proposal's
/// options, and tensor encodings. A function is collected op by op, each
/// op in every pass, and the parts are put together pass by pass.
const PHASES: usize = 5;

/// What one collector found for one op (or a function's signature).
#[derive(Clone, Debug, Default)]
struct Phase {
    sites: Vec<Site>,
    diagnostics: Vec<Diagnostic>,
    notation: Option<Notation>,
}

impl OpAnnotations {
    fn is_empty(&self) -> bool {
        self.annotations.is_empty()
            && self.producers.is_empty()
            && self.encodings.is_empty()
            && self.manual_axes.is_none()
            && self
                .phases
                .iter()
                .all(|p| p.sites.is_empty() && p.diagnostics.is_empty() && p.notation.is_none())
    }
}

impl Ranges for OpAnnotations {
    fn for_each_range(&mut self, f: &mut dyn FnMut(&mut TextRange)) {
        let all = (self.annotations.iter_mut())
            .chain(&mut self.producers)
            .chain(&mut self.encodings);
        for (_, a) in all {
            f(&mut a.range);
        }
        for phase in &mut self.phases {
            for site in &mut phase.sites {
                f(&mut site.range);
            }
            phase.diagnostics.for_each_range(f);
        }
    }
}

/// The per-op parts of a function's annotations, kept for the next edit.
struct OpUnits {
    /// The function they were collected from. Holding it keeps alive every
    /// op and value the next collection compares by pointer.
    function: Arc<Function>,
    /// Where the parts' ranges are.
    placement: Placement,
    /// The mesh family's default grid they were collected with.
    default_grid: Option<String>,
    /// What the function's signature contributes.
    signature: Arc<OpAnnotations>,
    /// Indexed by op; `None` when the op contributes nothing.
    units: Vec<Option<Arc<OpAnnotations>>>,
    /// Indexed by op: whether it is a top-level leaf
    /// (`ir::changes::top_level_leaf`), whose part may be taken over.
    reusable: Vec<bool>,
}

impl std::fmt::Debug for OpUnits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "OpUnits({} ops)", self.units.len())
    }
}

impl Ranges for FunctionAnnotations {
    fn for_each_range(&mut self, f: &mut dyn FnMut(&mut TextRange)) {
        for (_, a) in &mut self.annotations {
            f(&mut a.range);
        }
        self.sites.for_each_range(f);
        self.diagnostics.for_each_range(f);
    }
}

impl Ranges for Site {
    fn for_each_range(&mut self, f: &mut dyn FnMut(&mut TextRange)) {
        f(&mut self.range);
    }
}

/// Annotations by slot, held per function; reads like a sorted map.
#[derive(Clone, Default)]
pub struct AnnotationMap {
    /// Indexed by function.
    functions: Vec<PerFunction<FunctionAnnotations>>,
}

/// The variant of a slot, in `Slot`'s order.
fn kind_of(slot: &Slot) -> u8 {
    match slot {
        Slot::Value { .. } => 0,
        Slot::FuncResult { .. } => 1,
        Slot::OpSite { .. } => 2,
    }
}

impl AnnotationMap {
    fn part(&self, func: usize) -> &[(Slot, Annotation)] {
        self.functions
            .get(func)
            .map_or(&[], |f| &f.value().annotations)
    }

    pub fn get(&self, slot: &Slot) -> Option<&Annotation> {
        let part = self.part(slot.func());
        let i = part.binary_search_by(|(s, _)| s.cmp(slot)).ok()?;
        Some(&part[i].1)
    }

    pub fn contains_key(&self, slot: &Slot) -> bool {
        self.unmoved(slot).is_some()
    }

    /// Where the annotation of `slot` is written, in the current text: read
    /// without moving the function's other annotations (`get` moves them
    /// all, once, after an edit that moved the function).
    pub fn range_of(&self, slot: &Slot) -> Option<TextRange> {
        let annotation = self.unmoved(slot)?;
        let f = self.functions.get(slot.func())?;
        Some(f.to_current(annotation.range))
    }

    /// The annotation of `slot` with its range as when it was collected.
    fn unmoved(&self, slot: &Slot) -> Option<&Annotation> {
        let part = &self.functions.get(slot.func())?.unmoved().annotations;
        let i = part.binary_search_by(|(s, _)| s.cmp(slot)).ok()?;
        Some(&part[i].1)
    }

    /// The annotations of function `func`, sorted by slot.
    pub fn of_function(&self, func: usize) -> impl Iterator<Item = (&Slot, &Annotation)> {
        self.part(func).iter().map(|(s, a)| (s, a))
    }

    /// Every annotation in slot order (values of all functions, then
    /// function results, then op sites).
    pub fn iter(&self) -> impl Iterator<Item = (&Slot, &Annotation)> {
        (0..3u8).flat_map(move |kind| {
            self.functions.iter().flat_map(move |f| {
                let part = &f.value().annotations;
                let from = part.partition_point(|(s, _)| kind_of(s) < kind);
                let to = part.partition_point(|(s, _)| kind_of(s) <= kind);
                part[from..to].iter().map(|(s, a)| (s, a))
            })
        })
    }

    /// Identifies what function `func` contributed: equal ids, equal
    /// annotations (ranges aside, which move with the function).
    pub fn part_id(&self, func: usize) -> Option<u64> {
        self.functions.get(func).map(|f| f.id())
    }
}

impl std::fmt::Debug for AnnotationMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a AnnotationMap {
    type Item = (&'a Slot, &'a Annotation);
    type IntoIter = Box<dyn Iterator<Item = (&'a Slot, &'a Annotation)> + 'a>;
    fn into_iter(self) -> Self::IntoIter {
        Box::new(self.iter())
    }
}

/// What the collectors write into: one function's annotations, or the
/// chunk's meshes.
#[derive(Default)]
pub(crate) struct Collected {
    pub meshes: HashMap<String, MeshEntry>,
    pub annotations: BTreeMap<Slot, Annotation>,
    /// What a `shard.shard` (or `mesh.annotate`) without
    /// `annotate_for_users` says of its operand: the sharding its producer
    /// makes. A slot's own annotation (from the op or signature defining
    /// it) wins over these; among these, the first in the text.
    pub producers: Vec<(Slot, Annotation)>,
    /// The proposal's tensor encodings of a value or function result
    /// without an annotation of its own: any annotation of the slot,
    /// including a producer's, wins over its encoding.
    pub encodings: Vec<(Slot, Annotation)>,
    pub sites: Vec<Site>,
    pub manual_axes: HashMap<(usize, OpId), ManualAxes>,
    pub notation: Option<Notation>,
    pub diagnostics: Vec<Diagnostic>,
    /// The shardings collected so far, one of each.
    shardings: crate::sharding::SharedShardings,
}

impl Collected {
    /// `sharding`, shared with an equal one collected before.
    pub fn share(&mut self, sharding: TensorSharding) -> Arc<TensorSharding> {
        self.shardings.share(sharding)
    }

    pub fn mesh(&self, name: &str) -> Option<&Mesh> {
        self.meshes.get(name).map(|m| &m.mesh)
    }

    pub fn resolve<'a>(&'a self, sharding: &'a TensorSharding) -> Option<&'a Mesh> {
        sharding.resolve_mesh(|name| self.mesh(name))
    }

    fn note_notation(&mut self, notation: Notation) {
        self.notation.get_or_insert(notation);
    }

    /// The sites, diagnostics and notation found since the last call.
    fn take_phase(&mut self) -> Phase {
        Phase {
            sites: std::mem::take(&mut self.sites),
            diagnostics: std::mem::take(&mut self.diagnostics),
            notation: self.notation.take(),
        }
    }
}

impl ChunkAnnotations {
    pub fn mesh(&self, name: &str) -> Option<&Mesh> {
        self.meshes.get(name).map(|m| &m.mesh)
    }

    /// The meshes by name, as propagation wants them.
    pub fn mesh_table(&self) -> HashMap<String, Mesh> {
        self.meshes
            .iter()
            .map(|(name, entry)| (name.clone(), entry.mesh.clone()))
            .collect()
    }

    /// The mesh a sharding lives on.
    pub fn resolve<'a>(&'a self, sharding: &'a TensorSharding) -> Option<&'a Mesh> {
        sharding.resolve_mesh(|name| self.mesh(name))
    }

    /// Whether `other` was collected in the same context: the same meshes
    /// (wherever they are written) and module device count. What a function
    /// contributes depends on that context and the function alone.
    pub fn same_context(&self, other: &ChunkAnnotations) -> bool {
        self.num_devices == other.num_devices && same_meshes(&self.meshes, &other.meshes)
    }

    /// The shardings written in function `fi`.
    pub fn sites_of(&self, fi: usize) -> &[Site] {
        self.annotations
            .functions
            .get(fi)
            .map_or(&[], |f| &f.value().sites)
    }

    /// The shardings written in function `fi` whose text meets `range`
    /// (ends included), in the function's order; the function's other
    /// sites are not moved to the current text (`PerFunction::items_meeting`).
    pub fn sites_meeting(&self, fi: usize, range: TextRange) -> Vec<Site> {
        self.annotations
            .functions
            .get(fi)
            .map_or_else(Vec::new, |f| {
                f.items_meeting(|a| &a.sites, |site| site.range, |a| a.sites_order, range)
                    .into_iter()
                    .map(|(_, site)| site)
                    .collect()
            })
    }

    /// The sharding written for `slot`, if any.
    pub fn site_of(&self, slot: Slot) -> Option<Site> {
        self.annotations
            .functions
            .get(slot.func())?
            .find_item(|a| &a.sites, |site| site.slot == slot)
    }

    /// Every sharding written in the chunk, function by function.
    pub fn sites(&self) -> impl Iterator<Item = &Site> {
        self.annotations
            .functions
            .iter()
            .flat_map(|f| f.value().sites.iter())
    }

    /// How many ops of function `fi` took over their annotations from the
    /// previous collection (an observable for tests and benchmarks).
    pub fn ops_reused(&self, fi: usize) -> usize {
        self.annotations
            .functions
            .get(fi)
            .map_or(0, |f| f.value().ops_reused)
    }

    /// Whether function `fi` took over its signature's annotations from the
    /// previous collection (an observable for tests).
    pub fn signature_reused(&self, fi: usize) -> bool {
        self.annotations
            .functions
            .get(fi)
            .is_some_and(|f| f.value().signature_reused)
    }

    /// The manual axes of the `sdy.manual_computation` `op` of function `fi`.
    pub fn manual_axes(&self, fi: usize, op: OpId) -> Option<&ManualAxes> {
        let part = self.annotations.functions.get(fi)?.value();
        part.manual_axes
            .iter()
            .find(|(o, _)| *o == op)
            .map(|(_, axes)| axes)
    }
}

/// Collects the annotations of one chunk.
pub fn collect(chunk: &Chunk, text: &str) -> ChunkAnnotations {
    collect_incremental(chunk, text, None)
}

/// Collects the annotations of one chunk, reusing from `previous` (the same
/// chunk before an edit) what each function the edit left alone contributed,
/// when the meshes are the same. Costs O(meshes + functions + annotations),
/// plus the collection of the functions that changed.
pub fn collect_incremental(
    chunk: &Chunk,
    text: &str,
    previous: Option<&ChunkAnnotations>,
) -> ChunkAnnotations {
    let mut declared = Collected::default();
    Context {
        chunk,
        text,
        out: &mut declared,
    }
    .meshes();
    let mut out = ChunkAnnotations {
        meshes: std::mem::take(&mut declared.meshes),
        notation: declared.notation,
        diagnostics: declared.diagnostics,
        num_devices: chunk.num_devices(),
        ..ChunkAnnotations::default()
    };
    let previous = previous
        .filter(|p| p.same_context(&out))
        .map(|p| p.annotations.functions.as_slice());
    let functions: Vec<PerFunction<FunctionAnnotations>> =
        PerFunction::reuse_or_compute_all(previous, &chunk.functions, |fi, entry| {
            // The per-op parts keep their own placement (moving the
            // function's result would not move them).
            let units = previous
                .and_then(|p| p.get(fi))
                .map(|p| &*p.unmoved().per_op);
            collect_function(chunk, text, &out.meshes, fi, entry, units)
        });
    for part in &functions {
        if let Some(notation) = part.unmoved().notation {
            out.notation.get_or_insert(notation);
        }
        out.diagnostics
            .extend(part.moved_items(|p: &FunctionAnnotations| &p.diagnostics));
    }
    out.annotations = AnnotationMap { functions };
    let written = written_device_counts(&out);
    out.diagnostics.extend(written);
    out
}

/// The "one device count per module" rule of [`Context::device_counts`] for
/// meshes written inside shardings: inline `sdy` meshes, and GSPMD tile
/// assignments (whose size is the sharding's device count) when the module
/// gives no `mhlo.num_partitions` (with it, each is checked against it).
/// The reference is the first declared mesh, else the first such sharding.
fn written_device_counts(out: &ChunkAnnotations) -> Vec<Diagnostic> {
    let mut declared: Vec<(&String, &MeshEntry)> = out.meshes.iter().collect();
    declared.sort_by_key(|(_, entry)| entry.range.start);
    let mut reference = declared.iter().find_map(|(name, entry)| {
        let count = entry.mesh.device_count().filter(|c| *c > 1)?;
        Some((
            count,
            format!("mesh @{name}"),
            entry.name_range,
            "is declared here",
        ))
    });
    let mut found = Vec::new();
    let mut reported: Vec<TextRange> = Vec::new();
    // The sites with inline meshes, found without passing over the others
    // or moving the rest of a function's annotations.
    let inline_sites = out.annotations.functions.iter().flat_map(|part| {
        let unmoved = part.unmoved();
        unmoved.inline_mesh_sites.iter().map(move |&i| {
            let site = &unmoved.sites[i];
            (site, part.to_current(site.range))
        })
    });
    for (site, site_range) in inline_sites {
        let counted = match (&site.sharding.mesh, site.notation) {
            (MeshRef::Inline(_), Notation::Gspmd) => out.num_devices.is_none(),
            (MeshRef::Inline(_), _) => true,
            (MeshRef::Symbol(_), _) => false,
        };
        if !counted || reported.contains(&site_range) {
            continue;
        }
        let Some(count) = out
            .resolve(&site.sharding)
            .and_then(Mesh::device_count)
            .filter(|c| *c > 1)
        else {
            continue;
        };
        let what = if site.notation == Notation::Gspmd {
            "this sharding"
        } else {
            "this inline mesh"
        };
        match &reference {
            None => {
                reference = Some((
                    count,
                    "the first sharding".to_string(),
                    site_range,
                    "is written here",
                ))
            }
            Some((first, first_name, first_range, verb)) if *first != count => {
                reported.push(site_range);
                found.push(
                    Diagnostic::warning(
                        site_range,
                        "mesh/device-count-mismatch",
                        format!(
                            "{what} has {count} devices but {first_name} has {first}; all meshes of a module must have the same number of devices"
                        ),
                    )
                    .with_related(*first_range, format!("{first_name} {verb}")),
                );
            }
            Some(_) => {}
        }
    }
    found
}

/// The indices of `sites` whose mesh is written inline.
fn inline_mesh_sites(sites: &[Site]) -> Vec<usize> {
    sites
        .iter()
        .enumerate()
        .filter(|(_, site)| matches!(site.sharding.mesh, MeshRef::Inline(_)))
        .map(|(i, _)| i)
        .collect()
}

fn same_meshes(a: &HashMap<String, MeshEntry>, b: &HashMap<String, MeshEntry>) -> bool {
    a.len() == b.len()
        && a.iter().all(|(name, x)| {
            b.get(name)
                .is_some_and(|y| x.mesh == y.mesh && x.notation == y.notation)
        })
}

/// What function `fi` contributes, collected op by op: the signature, then
/// each op's unit ([`OpAnnotations`]), put together in the order collecting
/// the function pass by pass gives ([`PHASES`]: each pass's sites and
/// diagnostics, signature first, then the ops in order; the first notation
/// seen in that order). `previous` holds the same function's units before
/// an edit, in the same context (the caller's `same_context`: the chunk's
/// meshes and device count); what the ops the edit left alone contributed
/// is taken over.
///
/// Each collector reads, for an op, only the op (its attributes, sites,
/// text), its operand and result values (their types), the ops defining
/// its operands (a `shard.shard` reads its `shard.sharding`), the chunk's
/// meshes, the default grid, and the manual axes of the computations
/// around it. It writes the slots of the op's own results and sites, and
/// what a `shard.shard` says of its operand's producer
/// (`Collected::producers`), and encodings (`Collected::encodings`), which
/// the parts resolve as the passes would (`resolved_annotations`). A unit
/// of `previous` is taken over for an op at the function's top level
/// without regions (`ir::changes::top_level_leaf`: no manual axes around
/// it) when it and what it reads are the very same `Arc`s
/// (`ir::changes::ops_near` reading operands, not users) and the default
/// grid is the same: then it equals what collecting it again gives, once
/// its ranges are moved as the function's (`Placement`).
fn collect_function(
    chunk: &Chunk,
    text: &str,
    meshes: &HashMap<String, MeshEntry>,
    fi: usize,
    entry: &FunctionEntry,
    previous: Option<&OpUnits>,
) -> FunctionAnnotations {
    let mut out = Collected {
        meshes: meshes.clone(),
        ..Collected::default()
    };
    let cx = &mut Context {
        chunk,
        text,
        out: &mut out,
    };
    let f = &entry.ir;
    let default = mesh_family::default_grid(cx, entry);
    let here = Placement::of(entry);
    let previous = previous.filter(|p| p.default_grid == default);
    let kept_signature = previous
        .filter(|p| same_signature(&p.function, f))
        .and_then(|p| {
            p.placement
                .take_over(entry, &here, &Some(p.signature.clone()))
        })
        .flatten();
    let signature_reused = kept_signature.is_some();
    let signature = match kept_signature {
        Some(signature) => signature,
        None => Arc::new(collect_signature(cx, fi, entry, default.as_deref())),
    };
    let mut ops_reused = 0;
    let mut units: Vec<Option<Arc<OpAnnotations>>> = Vec::with_capacity(f.ops.len());
    // The ops that are not the very same, or read values or ops that are
    // not: found from the two functions' `Arc` tables, so that an op far
    // from the edit is not read. Only a top-level op without regions takes
    // over its part (no manual computation around it gives it manual axes,
    // no region's in/out shardings read operands and body arguments).
    let changed = previous.map(|p| {
        let reads = Reads {
            operands: true,
            users: false,
        };
        ops_near(&p.function, f, &[], &[], reads)
    });
    let (reusable, take_over) = leaves_to_take_over(
        f,
        previous
            .zip(changed.as_deref())
            .map(|(p, changed)| (changed, p.reusable.as_slice())),
    );
    for (op_id, &take) in take_over.iter().enumerate() {
        let kept = previous
            .filter(|_| take)
            .and_then(|p| p.placement.take_over(entry, &here, &p.units[op_id]));
        let unit = match kept {
            Some(unit) => {
                ops_reused += 1;
                if let Some(axes) = unit.as_ref().and_then(|u| u.manual_axes.clone()) {
                    cx.out.manual_axes.insert((fi, op_id), axes);
                }
                unit
            }
            None => collect_op(cx, fi, entry, op_id, default.as_deref()),
        };
        units.push(unit);
    }
    let annotations = resolved_annotations(&signature, &units);
    let mut sites = Vec::new();
    let mut diagnostics = Vec::new();
    let mut notation = None;
    for p in 0..PHASES {
        for phase in std::iter::once(&signature.phases[p])
            .chain(units.iter().flatten().map(|u| &u.phases[p]))
        {
            sites.extend(phase.sites.iter().cloned());
            diagnostics.extend(phase.diagnostics.iter().cloned());
            notation = notation.or(phase.notation);
        }
    }
    let manual_axes = units
        .iter()
        .enumerate()
        .filter_map(|(op, u)| Some((op, u.as_ref()?.manual_axes.clone()?)))
        .collect();
    FunctionAnnotations {
        annotations,
        inline_mesh_sites: inline_mesh_sites(&sites),
        sites_order: RangeOrder::of(&sites, |site| site.range),
        sites,
        manual_axes,
        notation,
        diagnostics,
        per_op: Arc::new(OpUnits {
            function: f.clone(),
            placement: here,
            default_grid: default,
            signature,
            units,
            reusable,
        }),
        ops_reused,
        signature_reused,
    }
}

/// The function's annotations by slot, from its parts: each slot's own
/// annotation (only the op or signature defining a slot writes it), else
/// the first annotation a `shard.shard` gives it as its operand's producer,
/// else its encoding. Collecting the function pass by pass gives the same:
/// the own annotations' passes overwrite a slot, a producer's fills it only
/// when empty, and encodings come last and fill only empty slots.
fn resolved_annotations(
    signature: &OpAnnotations,
    units: &[Option<Arc<OpAnnotations>>],
) -> Vec<(Slot, Annotation)> {
    let parts = || std::iter::once(signature).chain(units.iter().flatten().map(|u| &**u));
    let mut annotations: Vec<(Slot, Annotation)> = parts()
        .flat_map(|u| u.annotations.iter().cloned())
        .collect();
    annotations.sort_by_key(|(slot, _)| *slot);
    for weaker in [
        parts().flat_map(|u| &u.producers).collect::<Vec<_>>(),
        parts().flat_map(|u| &u.encodings).collect(),
    ] {
        let mut filling: Vec<(Slot, Annotation)> = weaker
            .into_iter()
            .filter(|(slot, _)| annotations.binary_search_by_key(slot, |(s, _)| *s).is_err())
            .cloned()
            .collect();
        if filling.is_empty() {
            continue;
        }
        // Stable: the first of a slot's annotations is kept.
        filling.sort_by_key(|(slot, _)| *slot);
        filling.dedup_by_key(|(slot, _)| *slot);
        annotations.extend(filling);
        annotations.sort_by_key(|(slot, _)| *slot);
    }
    annotations
}

/// What the signature of function `fi` contributes (`cx.out` holds no
/// annotations, sites or diagnostics yet).
fn collect_signature(
    cx: &mut Context,
    fi: usize,
    entry: &FunctionEntry,
    default: Option<&str>,
) -> OpAnnotations {
    let mut signature = OpAnnotations::default();
    sdy::signature(cx, fi, entry);
    signature.phases[0] = cx.out.take_phase();
    gspmd::signature(cx, fi, entry);
    signature.phases[1] = cx.out.take_phase();
    // The mesh family's shardings and options are ops'.
    mesh_family::signature_encodings(cx, fi, entry, default);
    signature.phases[4] = cx.out.take_phase();
    signature.annotations = std::mem::take(&mut cx.out.annotations)
        .into_iter()
        .collect();
    signature.encodings = std::mem::take(&mut cx.out.encodings);
    signature
}

/// Whether `new`'s signature is `old`'s, text included: the collectors read
/// its arguments (their attributes, and the types and text after their
/// names up to the body), its results, and the meshes and default grid the
/// caller compares. Attributes hold ranges, not text, so equal attributes
/// alone could hide an edit inside one; but arguments that are the very same
/// `Arc<Value>`s (`old` is alive, so no pointer was reused) come from an op
/// splice (`ir::splice_edit`), which edits the text of one op of the body
/// only and shares every value it does not rebuild.
fn same_signature(old: &Function, new: &Function) -> bool {
    !new.arguments.is_empty()
        && old.arguments == new.arguments
        && new.arguments.iter().all(|&v| {
            matches!((old.values.get(v), new.values.get(v)), (Some(a), Some(b)) if Arc::ptr_eq(a, b))
        })
        && (Arc::ptr_eq(&old.argument_attributes, &new.argument_attributes)
            || old.argument_attributes == new.argument_attributes)
        && old.results == new.results
        && body_start(old) == body_start(new)
}

/// Where the function's body starts, relative to the function.
fn body_start(f: &Function) -> Option<usize> {
    let body = f.regions.get(f.body?)?;
    Some(body.range.start)
}

/// What op `op_id` contributes, collected on its own (`cx.out` holds no
/// annotations, sites or diagnostics yet; its manual axes, those of the ops
/// before, which the ops inside them read).
fn collect_op(
    cx: &mut Context,
    fi: usize,
    entry: &FunctionEntry,
    op_id: OpId,
    default: Option<&str>,
) -> Option<Arc<OpAnnotations>> {
    let mut unit = OpAnnotations::default();
    sdy::op(cx, fi, entry, op_id);
    unit.phases[0] = cx.out.take_phase();
    gspmd::op_sharding(cx, fi, entry, op_id);
    unit.phases[1] = cx.out.take_phase();
    mesh_family::op(cx, fi, entry, op_id, default);
    unit.phases[2] = cx.out.take_phase();
    mesh_family::op_option(cx, fi, entry, op_id, default);
    unit.phases[3] = cx.out.take_phase();
    mesh_family::op_encodings(cx, fi, entry, op_id, default);
    unit.phases[4] = cx.out.take_phase();
    unit.annotations = std::mem::take(&mut cx.out.annotations)
        .into_iter()
        .collect();
    unit.producers = std::mem::take(&mut cx.out.producers);
    unit.encodings = std::mem::take(&mut cx.out.encodings);
    unit.manual_axes = cx.out.manual_axes.get(&(fi, op_id)).cloned();
    (!unit.is_empty()).then(|| Arc::new(unit))
}

/// Shared state of the collectors.
pub(crate) struct Context<'a> {
    pub chunk: &'a Chunk,
    pub text: &'a str,
    pub out: &'a mut Collected,
}

impl Context<'_> {
    pub fn slice(&self, range: TextRange) -> &str {
        self.text.get(range.start..range.end).unwrap_or("")
    }

    fn meshes(&mut self) {
        for decl in &self.chunk.meshes {
            let parsed = match &decl.kind {
                crate::ir::MeshDeclKind::Sdy { body } => sdy::mesh(self, *body),
                crate::ir::MeshDeclKind::Grid { dialect, shape, .. } => {
                    mesh_family::grid(self, decl, *dialect, shape.as_deref())
                }
                crate::ir::MeshDeclKind::Cluster { rank, dim_sizes } => {
                    mesh_family::cluster(self, decl, *rank, dim_sizes)
                }
            };
            if let Some((mesh, notation)) = parsed {
                self.out.note_notation(notation);
                if let Some(previous) = self.out.meshes.get(&decl.name) {
                    self.out.diagnostics.push(
                        Diagnostic::error(
                            decl.name_range,
                            "mesh/redefined",
                            format!("redefinition of symbol named '{}'", decl.name),
                        )
                        .with_related(previous.name_range, "previous definition here"),
                    );
                    continue;
                }
                self.out.meshes.insert(
                    decl.name.clone(),
                    MeshEntry {
                        mesh,
                        notation,
                        name_range: decl.name_range,
                        range: decl.range,
                    },
                );
            }
        }
        self.device_counts();
    }

    /// Shardy: all meshes of a module have the same number of devices, except
    /// single-device ones.
    fn device_counts(&mut self) {
        let mut seen: Option<(i64, &str, TextRange)> = None;
        let mut names: Vec<&String> = self.out.meshes.keys().collect();
        names.sort_by_key(|n| self.out.meshes[*n].range.start);
        let mut found = Vec::new();
        for name in names {
            let entry = &self.out.meshes[name];
            let Some(count) = entry.mesh.device_count() else {
                continue;
            };
            if count <= 1 {
                continue;
            }
            match seen {
                None => seen = Some((count, name, entry.name_range)),
                Some((first, first_name, first_range)) if first != count => found.push(
                    Diagnostic::warning(
                        entry.name_range,
                        "mesh/device-count-mismatch",
                        format!(
                            "mesh @{name} has {count} devices but mesh @{first_name} has {first}; all meshes of a module must have the same number of devices"
                        ),
                    )
                    .with_related(first_range, format!("@{first_name} is declared here")),
                ),
                Some(_) => {}
            }
        }
        self.out.diagnostics.extend(found);
    }

    /// Reports a parse error of sharding text starting at `base`.
    pub fn parse_error(&mut self, base: usize, limit: TextRange, error: &ParseError) {
        let at = (base + error.offset).min(limit.end.max(base));
        let end = (at + 1).min(limit.end).max(at);
        let mut message = error.message.clone();
        for context in &error.context {
            message.push_str("; ");
            message.push_str(context);
        }
        self.out.diagnostics.push(Diagnostic::error(
            TextRange::new(at, end),
            "sharding/parse",
            message,
        ));
    }

    /// Lifts a sharding-stage diagnostic into the file: its range is relative
    /// to `base`; without one it covers `fallback`. `prefix` is MLIR's
    /// location prefix (`'func.func' op arg 0 - `).
    pub fn lift(
        &mut self,
        diagnostic: sdiag::Diagnostic,
        base: usize,
        fallback: TextRange,
        prefix: &str,
    ) {
        let range = diagnostic
            .range
            .map(|r| TextRange::new(base + r.start, base + r.end))
            .unwrap_or(fallback);
        let severity = match diagnostic.severity {
            sdiag::Severity::Error => Severity::Error,
            sdiag::Severity::Warning => Severity::Warning,
            sdiag::Severity::Info => Severity::Information,
        };
        self.out.diagnostics.push(Diagnostic::new(
            range,
            severity,
            diagnostic.code,
            format!("{prefix}{}", diagnostic.message),
        ));
    }

    pub fn annotate(
        &mut self,
        slot: Slot,
        annotation: Annotation,
        notation: Notation,
        site_range: TextRange,
    ) {
        self.out.note_notation(notation);
        self.out.sites.push(Site {
            range: site_range,
            notation,
            slot,
            sharding: annotation.sharding.clone(),
        });
        self.out.annotations.insert(slot, annotation);
    }
}

/// Dims of a value's type for validation (`None` = dynamic), when it is shaped.
pub fn shape_of(ty: Option<&Type>) -> Option<Vec<Option<i64>>> {
    Some(ty?.shape()?.iter().map(|d| d.as_static()).collect())
}

/// The type of a value of a function.
pub fn value_type(entry: &FunctionEntry, value: ValueId) -> Option<&Type> {
    entry.ir.values.get(value)?.ty.as_ref()
}

/// MLIR's prefix for diagnostics about result `index` of an op with `count` results.
pub fn result_prefix(op_name: &str, index: usize, count: usize) -> String {
    if count == 1 {
        format!("'{op_name}' op result - ")
    } else {
        format!("'{op_name}' op result {index} - ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Equal shardings written on several ops of a function are held once
    /// (`Collected::share`); different ones are not merged.
    #[test]
    fn equal_shardings_of_a_function_share_one_copy() {
        let text = r#"sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<8x8xf32>
  %1 = stablehlo.abs %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<8x8xf32>
  %2 = stablehlo.cosine %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y"}]>]>} : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}
"#;
        let tree = crate::syntax::parse(text);
        let ir = crate::ir::build(&tree, text);
        let chunk = &ir.chunks[0];
        let annotations = collect(chunk, text);
        let (fi, entry) = chunk
            .functions
            .iter()
            .enumerate()
            .next()
            .expect("a function");
        let of_result = |op: usize| {
            let value = entry
                .ir
                .ops
                .iter()
                .filter(|o| !o.results.is_empty())
                .nth(op)
                .expect("an op")
                .results[0];
            annotations
                .annotations
                .get(&Slot::Value { func: fi, value })
                .expect("an annotation")
                .sharding
                .clone()
        };
        let (first, second, third) = (of_result(0), of_result(1), of_result(2));
        assert_eq!(first, second);
        assert!(Arc::ptr_eq(&first, &second));
        assert_ne!(first, third);
    }

    /// The sharding of each named value of the first function of `text`,
    /// as written in the annotation that wins, and where that is written.
    fn annotated_values(text: &str) -> Vec<(String, String)> {
        let tree = crate::syntax::parse(text);
        let ir = crate::ir::build(&tree, text);
        let chunk = &ir.chunks[0];
        let annotations = collect(chunk, text);
        let entry = &chunk.functions[0];
        entry
            .ir
            .values
            .iter()
            .enumerate()
            .filter_map(|(value, v)| {
                let a = annotations
                    .annotations
                    .get(&Slot::Value { func: 0, value })?;
                let written = &text[a.range.start..a.range.end];
                Some((v.name.to_string(), written.to_string()))
            })
            .collect()
    }

    /// A value's own annotation wins over what a `shard.shard` says of its
    /// producer; of two `shard.shard`s of one value, the first wins; an
    /// encoding yields to both. Collected op by op, each op's part sees
    /// only itself, so the parts are resolved when put together.
    #[test]
    fn own_annotations_win_over_producers_and_producers_over_encodings() {
        let shard = r#"shard.grid @grid(shape = 2x4)
func.func @main(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %s0 = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %s1 = shard.sharding @grid split_axes = [[1]] : !shard.sharding
  %a = arith.addf %x, %x : tensor<8x16xf32>
  %b = shard.shard %a to %s0 : tensor<8x16xf32>
  %c = shard.shard %a to %s1 : tensor<8x16xf32>
  %d = shard.shard %b to %s1 : tensor<8x16xf32>
  %e = shard.shard %d to %s0 annotate_for_users : tensor<8x16xf32>
  return %e : tensor<8x16xf32>
}
"#;
        // Each annotation is written in the `shard.sharding` the op reads.
        let s0 = "@grid split_axes = [[0]]".to_string();
        let s1 = "@grid split_axes = [[1]]".to_string();
        assert_eq!(
            annotated_values(shard),
            vec![
                // The first `shard.shard` of %a says what %a is.
                ("%a".to_string(), s0.clone()),
                // %b's own annotation, not what %d says of its producer.
                ("%b".to_string(), s0.clone()),
                ("%c".to_string(), s1.clone()),
                ("%d".to_string(), s1),
                ("%e".to_string(), s0),
            ]
        );
        // The argument's encoding yields to the `mesh.annotate` of it.
        let proposal = r#"mesh.cluster @mesh0(rank = 2, dim_sizes = [2, 4])
func.func @main(%arg0: tensor<8x16xf32, #mesh.shard<[[0]]>>) -> tensor<8x16xf32> attributes { mesh_cluster = @mesh0 } {
  %0 = mesh.annotate %arg0 {required = true, sharding = [[1]]} : tensor<8x16xf32> -> tensor<8x16xf32>
  %1 = mesh.annotate %0 {sharding = [[], [1]], as_result = false} : tensor<8x16xf32> -> tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
"#;
        assert_eq!(
            annotated_values(proposal),
            vec![
                ("%arg0".to_string(), "[[1]]".to_string()),
                ("%0".to_string(), "[[1]]".to_string()),
                ("%1".to_string(), "[[], [1]]".to_string()),
            ]
        );
    }
}
