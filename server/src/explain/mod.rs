//! What the sharding at a position means: the value, its global type, the
//! sharding in its own notation, in sdy and in GSPMD notation (or why it
//! cannot be written there), the device grid, each device's slice and local
//! shape, bytes per device, and where the sharding came from. Used by
//! `mesh-lsp explain` and by hover.

use crate::annotations::{Site, Slot};
use crate::diagnostic::Severity;
use crate::ir::{Chunk, FunctionEntry, ShardingRole, SiteSyntax, Type, ValueDef, ValueId};
use crate::notation;
use crate::pipeline::{ChunkAnalysis, FileAnalysis};
use crate::propagation::{self, engine::Origin};
use crate::sharding::devices::{
    layout_summary, shard_tensor, whole_on_each, DeviceError, LayoutSummary, ShardLayout,
    MAX_DEVICES,
};
use crate::sharding::diag::ConversionError;
use crate::sharding::gspmd::{self, GspmdImport, HloShardingKind};
use crate::sharding::mesh_family;
use crate::sharding::model::{Mesh, MeshRef, Notation, TensorSharding};
use crate::sharding::sdy;
use crate::text::{LineIndex, TextRange};

mod render;
pub use render::{device_table, to_json, to_text};

/// The text output lists at most this many devices one by one.
pub const MAX_LISTED_DEVICES: usize = 256;
/// The device grid table has at most this many tiles.
pub const MAX_TABLE_TILES: i64 = 64;

/// Which mesh axes are manual (GSPMD `{manual}` and `last_tile_dims={manual}`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Manual {
    None,
    /// Devices along these axes are groups, each holding its own data.
    Axes(Vec<String>),
    /// Every device holds its own data; the type is the per-device type.
    All,
}

/// Everything known about the sharding under the cursor.
pub struct Explanation {
    /// The value's name (`%0`, `%arg1`, `result 0 of @main`).
    pub value: String,
    pub ty: Option<Type>,
    pub range: TextRange,
    pub sharding: TensorSharding,
    pub notation: Notation,
    /// The sharding as written (or, if inferred, printed) in its notation.
    pub text: String,
    /// In sdy notation, or why sdy cannot write it as a plain sharding.
    pub sdy_text: Result<String, ConversionError>,
    /// For shardings not written in GSPMD: as a GSPMD string, or why not.
    pub gspmd_text: Option<Result<String, ConversionError>>,
    pub mesh_name: Option<String>,
    pub mesh: Option<Mesh>,
    /// Every device's part; `None` when the mesh or shape is dynamic or
    /// unknown, or when there are more than [`MAX_DEVICES`] devices.
    pub layout: Option<ShardLayout>,
    /// Buffer shape and replication, also for meshes too large to list.
    pub summary: Option<LayoutSummary>,
    /// Why the per-device layout is missing.
    pub layout_note: Option<String>,
    pub manual: Manual,
    /// The module's device count (`mhlo.num_partitions` × `mhlo.num_replicas`).
    pub module_devices: Option<i64>,
    pub element_bytes: Option<i64>,
    /// Written in the file (`true`) or inferred by propagation.
    pub annotated: bool,
    /// The origin chain, nearest first, as sentences.
    pub origins: Vec<String>,
    /// Further facts: what a sharding value is applied to, who holds a maximal tensor.
    pub notes: Vec<String>,
}

impl Explanation {
    pub fn bytes_per_device(&self) -> Option<i64> {
        self.summary.as_ref()?.buffer_bytes(self.element_bytes?)
    }

    /// How many devices hold the same data. Devices of different manual groups
    /// hold different data, so manual axes do not count.
    pub fn replication_factor(&self) -> Option<i64> {
        let summary = self.summary.as_ref()?;
        match &self.manual {
            Manual::None => Some(summary.replication_factor),
            Manual::All => Some(1),
            Manual::Axes(axes) => {
                let mesh = self.mesh.as_ref()?;
                let groups = axes
                    .iter()
                    .try_fold(1i64, |acc, a| acc.checked_mul(mesh.axis_size(a)?))?;
                Some(summary.replication_factor / groups.max(1))
            }
        }
    }

    /// The mesh's device ids in mesh order (the iota when the mesh gives none);
    /// for a sharding without a mesh, the devices of the layout.
    pub fn device_ids(&self) -> Option<Vec<i64>> {
        let mesh = self.mesh.as_ref()?;
        if let Some(ids) = mesh.device_ids.as_ref().filter(|ids| !ids.is_empty()) {
            return Some(ids.clone());
        }
        if mesh.axes.is_empty() && !mesh.is_maximal() {
            return Some(
                self.layout
                    .as_ref()?
                    .shards
                    .iter()
                    .map(|s| s.device)
                    .collect(),
            );
        }
        let count = mesh.device_count().filter(|n| *n <= MAX_DEVICES)?;
        Some((0..count).collect())
    }
}

/// What the explanation is about: a value, a result, an op's sharding or a
/// sharding value.
struct Subject {
    value: String,
    ty: Option<Type>,
    range: TextRange,
    origins: Vec<String>,
}

/// Explains the sharding at `offset`: a sharding written there (or the
/// attribute holding it), a GSPMD tuple element, the value (definition or use)
/// there, or a `shard.sharding` / `mesh.sharding` value.
pub fn explain_at(analysis: &FileAnalysis, text: &str, offset: usize) -> Option<Explanation> {
    explain_at_with(analysis, text, offset, false)
}

/// [`explain_at`], and at an op's name its first result, written or
/// propagated (what `mesh-lsp explain` answers there; hover shows the op's
/// rule instead).
pub fn explain_at_or_op_result(
    analysis: &FileAnalysis,
    text: &str,
    offset: usize,
) -> Option<Explanation> {
    explain_at_with(analysis, text, offset, true)
}

fn explain_at_with(
    analysis: &FileAnalysis,
    text: &str,
    offset: usize,
    op_names: bool,
) -> Option<Explanation> {
    let (chunk, result) = analysis.chunk_at(offset)?;
    let index = analysis.lines(text);
    if let Some(explanation) = explain_site(chunk, result, text, index, offset) {
        return Some(explanation);
    }
    // A value at the cursor, in the first function there.
    let (fi, entry) = chunk
        .functions_meeting(TextRange::new(offset, offset))
        .next()?;
    if let Some(value) = entry.value_at(offset) {
        let slot = Slot::Value { func: fi, value };
        if let Some(e) = explain_slot_site(chunk, result, text, index, slot) {
            return Some(e);
        }
        if let Some(e) = explain_slot(chunk, result, slot, text, index) {
            return Some(e);
        }
        if let ValueDef::OpResult { op, .. } = entry.ir.values[value].def {
            return explain_family_sharding(chunk, result, entry, op, Some(value), text);
        }
        return None;
    }
    let op = entry.op_at(offset)?;
    // An op's name explains its (first) result, as written or propagated.
    let ir_op = &entry.ir.ops[op];
    if op_names && entry.abs(ir_op.name_range).touches(offset) {
        if let Some(&value) = ir_op.results.first() {
            let slot = Slot::Value { func: fi, value };
            if let Some(e) = explain_slot_site(chunk, result, text, index, slot)
                .or_else(|| explain_slot(chunk, result, slot, text, index))
            {
                return Some(e);
            }
        }
    }
    // The operands of a `shard.sharding` or `shard.shard` op.
    explain_family_sharding(chunk, result, entry, op, None, text)
}

/// The ranges of the attributes (`name = value`) of the function at
/// `offset` that touch it, so that a position on `sdy.sharding =` explains
/// the sharding after it.
fn attributes_at(chunk: &Chunk, offset: usize) -> Vec<TextRange> {
    let mut out = Vec::new();
    for (_, entry) in chunk.functions_meeting(TextRange::new(offset, offset)) {
        let f = &entry.ir;
        // Compared where they are now: an offset in whitespace typed since
        // the IR was built is in no attribute (`FunctionEntry::value_at`).
        let touching = entry.touching_now(offset);
        let ops = f
            .ops_around(entry.rel(offset))
            .into_iter()
            .map(|op| &f.ops[op])
            .filter(|o| touching(o.range));
        out.extend(
            f.argument_attributes
                .iter()
                .chain(f.results.iter().map(|r| &r.attributes))
                .chain(ops.flat_map(|o| [&o.attributes, &o.properties]))
                .flat_map(|d| &d.entries)
                .filter(|e| touching(e.range))
                .map(|e| entry.abs(e.range)),
        );
    }
    out
}

fn explain_site(
    chunk: &Chunk,
    result: &ChunkAnalysis,
    text: &str,
    index: &LineIndex,
    offset: usize,
) -> Option<Explanation> {
    // Only a function whose text touches `offset` has a site that does;
    // only the sites meeting a range are read (a JAX `main` has thousands).
    let sites = |range: TextRange| -> Vec<Site> {
        chunk
            .functions
            .iter()
            .enumerate()
            .filter(|(_, entry)| entry.range().touches(offset))
            .flat_map(|(fi, _)| result.annotations.sites_meeting(fi, range))
            .collect()
    };
    let site = sites(TextRange::new(offset, offset))
        .into_iter()
        .min_by_key(|s| s.range.len())
        .or_else(|| {
            // On the attribute's name (`sdy.sharding =`): the sites inside
            // the attributes at the cursor.
            let attributes = attributes_at(chunk, offset);
            let start = attributes.iter().map(|a| a.start).min()?;
            let end = attributes.iter().map(|a| a.end).max()?;
            sites(TextRange::new(start, end))
                .into_iter()
                .filter(|s| {
                    attributes
                        .iter()
                        .any(|a| a.start <= s.range.start && s.range.end <= a.end)
                })
                .min_by_key(|s| s.range.len())
        })?;
    // Sites of one GSPMD tuple string share its range, one per value, in
    // result order: the element under the cursor picks the value.
    let same: Vec<Site> = sites(site.range)
        .into_iter()
        .filter(|s| s.range == site.range)
        .collect();
    let element = if site.notation == Notation::Gspmd && same.len() > 1 {
        let written = text.get(site.range.start..site.range.end)?;
        gspmd::parse_hlo_sharding(written)
            .ok()
            .and_then(|hlo| match hlo.kind {
                HloShardingKind::Tuple(elements) => {
                    let relative = offset.saturating_sub(site.range.start);
                    elements
                        .iter()
                        .position(|e| e.span.start <= relative && relative <= e.span.end)
                }
                _ => None,
            })
            .unwrap_or(0)
    } else {
        0
    };
    let chosen = same.get(element).unwrap_or(&site);
    explain_written(chunk, result, text, index, chosen)
}

/// The written sharding of `slot`, if it has one.
fn explain_slot_site(
    chunk: &Chunk,
    result: &ChunkAnalysis,
    text: &str,
    index: &LineIndex,
    slot: Slot,
) -> Option<Explanation> {
    let site = result.annotations.site_of(slot)?;
    // Propagation may have extended an open sharding: then show the result.
    // GSPMD strings are read again for what the model does not keep (manual
    // axes, shard groups).
    let unchanged = result
        .propagation
        .sharding(slot)
        .is_none_or(|p| *p == *site.sharding);
    // A GSPMD constraint's `unspecified_dims` are open: when propagation
    // filled them, explain what XLA will use.
    let open = site.sharding.dims.iter().any(|d| d.is_open);
    if !unchanged && (site.notation != Notation::Gspmd || open) {
        return None;
    }
    explain_written(chunk, result, text, index, &site)
}

/// A sharding as written at `site`; for a GSPMD tuple, the site's element.
fn explain_written(
    chunk: &Chunk,
    result: &ChunkAnalysis,
    text: &str,
    index: &LineIndex,
    site: &Site,
) -> Option<Explanation> {
    let written = text.get(site.range.start..site.range.end)?;
    let mut shown = written.to_string();
    let mut import = None;
    if site.notation == Notation::Gspmd {
        if let Ok(hlo) = gspmd::parse_hlo_sharding(written) {
            let element = match &hlo.kind {
                HloShardingKind::Tuple(elements) => {
                    let k = result
                        .annotations
                        .sites_meeting(site.slot.func(), site.range)
                        .iter()
                        .filter(|s| s.range == site.range)
                        .position(|s| s.slot == site.slot)
                        .unwrap_or(0);
                    let element = elements.get(k).unwrap_or(&hlo);
                    shown = written
                        .get(element.span.clone())
                        .unwrap_or(written)
                        .to_string();
                    element
                }
                _ => &hlo,
            };
            let rank = slot_type(chunk, site.slot)
                .and_then(|t| t.rank())
                .unwrap_or(site.sharding.rank());
            import = gspmd::to_model(element, rank).ok();
        }
    }
    let subject = slot_subject(chunk, result, site.slot, index);
    let mut explanation = build(
        chunk,
        result,
        subject,
        TensorSharding::clone(&site.sharding),
        site.notation,
        true,
        import.as_ref(),
    );
    explanation.text = shown;
    Some(explanation)
}

/// Explains the sharding of a slot after propagation.
pub fn explain_slot(
    chunk: &Chunk,
    result: &ChunkAnalysis,
    slot: Slot,
    text: &str,
    index: &LineIndex,
) -> Option<Explanation> {
    let _ = text;
    let sharding = result.propagation.sharding(slot)?.clone();
    let annotated = matches!(
        result.propagation.origin(slot),
        Some(Origin::Annotation { .. })
    );
    let notation = result.annotations.notation.unwrap_or(Notation::Sdy);
    let subject = slot_subject(chunk, result, slot, index);
    Some(build(
        chunk, result, subject, sharding, notation, annotated, None,
    ))
}

fn slot_subject(chunk: &Chunk, result: &ChunkAnalysis, slot: Slot, index: &LineIndex) -> Subject {
    let line = |offset: usize| index.line_of(offset);
    Subject {
        value: propagation::slot_name(chunk, slot),
        ty: slot_type(chunk, slot),
        range: propagation::slot_range(chunk, slot).unwrap_or_default(),
        origins: propagation::describe_origin(
            chunk,
            &result.annotations,
            &result.propagation,
            slot,
            &line,
        ),
    }
}

/// A mesh-family sharding the op at `op_id` writes or applies, with the op
/// that applies it to a tensor: `%s = shard.sharding …` (applied by its first
/// `shard.shard` user), or `shard.shard %x to %s` / `to <@grid, …>`.
struct FamilySharding<'a> {
    sharding: mesh_family::MeshFamilySharding,
    era: Notation,
    /// `shard.sharding @grid …` or `<@grid, …>` as written.
    written: String,
    /// The `%s` value, when the sharding is one.
    value: Option<ValueId>,
    applying_op: Option<&'a crate::ir::Op>,
}

fn family_sharding_of<'a>(
    entry: &'a FunctionEntry,
    op_id: usize,
    text: &str,
) -> Option<FamilySharding<'a>> {
    let op = entry.ir.ops.get(op_id)?;
    let era = if op.name.starts_with("shard.") {
        Notation::ShardDialect
    } else {
        Notation::MeshDialect
    };
    for site in &op.sharding_sites {
        let range = entry.abs(site.range);
        let written = text.get(range.start..range.end)?;
        match (site.role, site.syntax) {
            (ShardingRole::Result, SiteSyntax::ShardingOp) => {
                let parsed = mesh_family::parse_sharding_op(written, era).ok()?;
                let value = *op.results.first()?;
                let user = entry.ir.ops.iter().find(|o| {
                    o.name.ends_with(".shard")
                        && o.operands.get(1).and_then(|x| x.value) == Some(value)
                });
                return Some(FamilySharding {
                    sharding: parsed.sharding,
                    era,
                    written: format!("{} {written}", op.name),
                    value: Some(value),
                    applying_op: user.map(|o| &**o),
                });
            }
            (ShardingRole::ShardTo { .. }, SiteSyntax::ShardingValue) => {
                let value = op.operands.get(1)?.value?;
                let ValueDef::OpResult { op: def, .. } = entry.ir.values.get(value)?.def else {
                    return None;
                };
                let mut found = family_sharding_of(entry, def, text)?;
                found.applying_op = Some(op);
                return Some(found);
            }
            (ShardingRole::ShardTo { .. }, SiteSyntax::MeshShardingBody) => {
                let parsed = mesh_family::parse_sharding_attr(written, era).ok()?;
                return Some(FamilySharding {
                    sharding: parsed.sharding,
                    era,
                    written: written.to_string(),
                    value: None,
                    applying_op: Some(op),
                });
            }
            _ => {}
        }
    }
    None
}

/// A mesh-family sharding that propagation has no value for: a sharding
/// value (`%s = shard.sharding …`), or a `shard.shard` whose sharding is
/// invalid for its tensor. Explains what can be read, and why there is no
/// layout when the sharding is invalid.
fn explain_family_sharding(
    chunk: &Chunk,
    result: &ChunkAnalysis,
    entry: &FunctionEntry,
    op_id: usize,
    subject_value: Option<ValueId>,
    text: &str,
) -> Option<Explanation> {
    let found = family_sharding_of(entry, op_id, text)?;
    let tensor = found.applying_op.and_then(|u| u.operands.first()?.value);
    let ty = tensor.and_then(|t| entry.ir.values.get(t)?.ty.clone());
    let rank = ty
        .as_ref()
        .and_then(Type::rank)
        .unwrap_or(found.sharding.split_axes.len());
    let model = mesh_family::to_model(&found.sharding, rank, None).ok()?;
    let index = LineIndex::new(text);
    let named = subject_value
        .or(found.value)
        .or_else(|| found.applying_op?.results.first().copied())?;
    let name = entry.ir.values.get(named)?.name.clone();
    let subject = Subject {
        value: name.to_string(),
        ty: ty.clone(),
        range: entry.abs(entry.ir.values[named].range),
        origins: Vec::new(),
    };
    let mut e = build(chunk, result, subject, model, found.era, true, None);
    e.text = found.written;
    if let (Some(t), Some(user)) = (tensor, found.applying_op) {
        let line = index.line_of(entry.abs(user.range).start) + 1;
        if found.value == Some(named) {
            e.notes.push(format!(
                "{name} is a sharding value; shapes are those of {}, which `{}` at line {line} shards with it",
                entry.ir.values[t].name, user.name
            ));
        }
        // The verifier's findings on the op that applies it.
        let at = entry.abs(user.range);
        let errors: Vec<&str> = result
            .annotations
            .diagnostics
            .iter()
            .filter(|d| d.severity == Severity::Error && overlaps(d.range, at))
            .map(|d| d.message.as_str())
            .collect();
        if !errors.is_empty() {
            e.layout = None;
            e.summary = None;
            e.layout_note = Some(format!(
                "not available: the sharding is invalid for {}: {}",
                entry.ir.values[t].name,
                errors.join("; ")
            ));
        }
    } else if found.value == Some(named) {
        e.notes.push(format!(
            "{name} is a sharding value that no `shard` op applies to a tensor, so there are no shapes"
        ));
    }
    Some(e)
}

/// Whether two ranges share a byte (an empty range counts as its position).
fn overlaps(a: TextRange, b: TextRange) -> bool {
    a.start < b.end.max(b.start + 1) && b.start < a.end.max(a.start + 1)
}

/// Why nothing can be explained at `offset`: the value there and the errors
/// that kept its sharding from being read, if any.
pub fn nothing_to_explain(analysis: &FileAnalysis, offset: usize) -> String {
    let Some((chunk, result)) = analysis.chunk_at(offset) else {
        return "no sharded value or sharding there".to_string();
    };
    for entry in &chunk.functions {
        if !entry.range().touches(offset) {
            continue;
        }
        let value = entry.value_at(offset);
        let op = entry.op_at(offset);
        let Some(op_range) = op.map(|o| entry.abs(entry.ir.ops[o].range)) else {
            break;
        };
        let errors: Vec<&str> = result
            .annotations
            .diagnostics
            .iter()
            .filter(|d| d.severity == Severity::Error || d.code == "sharding/not-imported")
            .filter(|d| overlaps(d.range, op_range))
            .map(|d| d.message.as_str())
            .collect();
        let what = match value {
            Some(v) => {
                let v = &entry.ir.values[v];
                match &v.ty {
                    Some(ty) => format!("{} : {ty}", v.name),
                    None => v.name.to_string(),
                }
            }
            None => format!("`{}`", entry.ir.ops[op.unwrap_or_default()].name),
        };
        if errors.is_empty() {
            return format!("{what} has no sharding (none written, none propagated)");
        }
        return format!(
            "{what} has no sharding to lay out: its sharding is invalid: {}",
            errors.join("; ")
        );
    }
    "no sharded value or sharding there".to_string()
}

fn build(
    chunk: &Chunk,
    result: &ChunkAnalysis,
    subject: Subject,
    sharding: TensorSharding,
    notation: Notation,
    annotated: bool,
    import: Option<&GspmdImport>,
) -> Explanation {
    let mesh = result.annotations.resolve(&sharding).cloned();
    let module_devices = chunk.num_devices();
    let manual = match import {
        Some(i) if i.fully_manual => Manual::All,
        Some(i) if !i.manual_axes.0.is_empty() => Manual::Axes(i.manual_axes.0.clone()),
        _ => Manual::None,
    };
    let shape = subject.ty.as_ref().and_then(Type::static_shape);
    let mut notes = Vec::new();
    let (layout, summary, layout_note) = match (&mesh, &shape) {
        (None, _) => (
            None,
            None,
            Some("the sharding's mesh is unknown".to_string()),
        ),
        (Some(_), None) => (
            None,
            None,
            Some("the type has no static shape, so there are no per-device shapes".to_string()),
        ),
        // GSPMD `{replicated}`, `{manual}`, `{unknown}`: no mesh of their own;
        // they cover every device of the module.
        (Some(m), Some(shape)) if m.axes.is_empty() && !m.is_maximal() => match module_devices {
            Some(n) => match whole_on_each(n, shape) {
                Ok(layout) => {
                    let summary = LayoutSummary {
                        tiles_per_dim: layout.tiles_per_dim.clone(),
                        buffer_shape: layout.buffer_shape.clone(),
                        device_count: n,
                        replication_factor: n,
                    };
                    (Some(layout), Some(summary), None)
                }
                Err(error) => (None, None, Some(format!("no per-device layout: {error}"))),
            },
            None => (
                None,
                None,
                Some(
                    "the module does not say how many devices there are \
                     (mhlo.num_partitions), so it is unknown which devices hold this value"
                        .to_string(),
                ),
            ),
        },
        (Some(m), Some(shape)) => match layout_summary(&sharding, m, shape) {
            Ok(summary) => match shard_tensor(&sharding, m, shape) {
                Ok(layout) => (Some(layout), Some(summary), None),
                Err(DeviceError::TooManyDevices) => {
                    let note = format!(
                        "{} devices; the per-device list is omitted above {MAX_DEVICES} devices",
                        summary.device_count
                    );
                    (None, Some(summary), Some(note))
                }
                Err(error) => (
                    None,
                    Some(summary),
                    Some(format!("no per-device layout: {error}")),
                ),
            },
            Err(error) => (None, None, Some(format!("no per-device layout: {error}"))),
        },
    };
    if let (Some(m), Some(n)) = (&mesh, module_devices) {
        if m.is_maximal() && n > 1 {
            let device = m.device_at(0).unwrap_or(0);
            notes.push(format!(
                "only device {device} holds this value; the module's other {} devices hold none of it",
                n - 1
            ));
        }
    }
    let unknown = mesh
        .as_ref()
        .is_some_and(|m| m.axes.is_empty() && !m.is_maximal())
        && !sharding.dims.is_empty()
        && sharding.dims.iter().all(|d| d.is_open);
    if unknown {
        notes.push(
            "no sharding chosen yet (every dim open, GSPMD {unknown}); \
             the layout shown is the replicated one until the partitioner picks one"
                .to_string(),
        );
    }
    match &manual {
        Manual::All => notes.push(
            "manual: each device holds its own data, not a slice or copy of one tensor; \
             the type is each device's local type"
                .to_string(),
        ),
        Manual::Axes(axes) => notes.push(format!(
            "manual along {}: devices that differ along {} hold different data (their own), \
             not replicas; slices are within each group's tensor",
            axes.join(", "),
            if axes.len() == 1 { "it" } else { "them" }
        )),
        Manual::None => {}
    }
    let text = if annotated {
        notation::convert(&sharding, mesh.as_ref(), notation)
    } else {
        notation::print(&sharding, mesh.as_ref(), notation)
    }
    .unwrap_or_else(|e| format!("<{e}>"));
    let sdy_text = match import {
        Some(import) => notation::gspmd_to_sdy(import),
        None => Ok(sdy::print_sharding(&sharding)),
    };
    let gspmd_text = (notation != Notation::Gspmd).then(|| {
        if annotated {
            notation::convert(&sharding, mesh.as_ref(), Notation::Gspmd)
        } else {
            notation::print(&sharding, mesh.as_ref(), Notation::Gspmd)
        }
    });
    Explanation {
        value: subject.value,
        element_bytes: subject
            .ty
            .as_ref()
            .and_then(Type::element_byte_width)
            .map(|b| b as i64),
        ty: subject.ty,
        range: subject.range,
        sdy_text,
        gspmd_text,
        text,
        mesh_name: match &sharding.mesh {
            MeshRef::Symbol(name) => Some(name.clone()),
            MeshRef::Inline(_) => None,
        },
        mesh,
        layout,
        summary,
        layout_note,
        manual,
        module_devices,
        sharding,
        notation,
        annotated,
        origins: subject.origins,
        notes,
    }
}

fn slot_type(chunk: &Chunk, slot: Slot) -> Option<Type> {
    match slot {
        Slot::Value { func, value } => chunk.functions.get(func)?.ir.values.get(value)?.ty.clone(),
        Slot::FuncResult { func, index } => {
            Some(chunk.functions.get(func)?.ir.results.get(index)?.ty.clone())
        }
        Slot::OpSite {
            func,
            op,
            index,
            local,
        } => {
            let shape = propagation::graph::slot_shape(
                chunk,
                Slot::OpSite {
                    func,
                    op,
                    index,
                    local,
                },
            )?;
            let f = &chunk.functions.get(func)?.ir;
            let op_ref = f.ops.get(op)?;
            let element = op_ref
                .operand_types
                .first()
                .or(op_ref.result_types.first())
                .and_then(|t| t.element_type().cloned())
                .unwrap_or_else(|| Type::builtin("f32"));
            Some(Type::new(crate::ir::TypeKind::Tensor {
                shape: Some(shape.into_iter().map(crate::ir::Dim::Static).collect()),
                element,
                encoding: None,
            }))
        }
    }
}
