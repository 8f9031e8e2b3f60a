//! What the sharding at a position means: the value, its global type, the
//! sharding in its own notation, in sdy and in GSPMD notation (or why it
//! cannot be written there), the device grid, each device's slice and local
//! shape, bytes per device, and where the sharding came from. Used by
//! `mesh-lsp explain` and by hover.

use std::collections::BTreeMap;

use crate::annotations::{Site, Slot};
use crate::diagnostic::Severity;
use crate::ir::{Chunk, FunctionEntry, ShardingRole, SiteSyntax, Type, ValueDef, ValueId};
use crate::notation;
use crate::pipeline::{ChunkAnalysis, FileAnalysis};
use crate::propagation::{self, engine::Origin};
use crate::sharding::devices::{
    layout_summary, shard_tensor, whole_on_each, DeviceError, DeviceShard, LayoutSummary,
    ShardLayout, MAX_DEVICES,
};
use crate::sharding::diag::ConversionError;
use crate::sharding::gspmd::{self, GspmdImport, HloShardingKind};
use crate::sharding::mesh_family;
use crate::sharding::model::{Mesh, MeshRef, Notation, TensorSharding};
use crate::sharding::sdy;
use crate::text::{LineIndex, TextRange};
use serde_json::{json, Map, Value};

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
    let (ci, chunk) = analysis
        .ir
        .chunks
        .iter()
        .enumerate()
        .find(|(_, c)| c.range.touches(offset))?;
    let result = &analysis.chunks[ci];
    let index = LineIndex::new(text);
    if let Some(explanation) = explain_site(chunk, result, text, &index, offset) {
        return Some(explanation);
    }
    // A value at the cursor.
    for (fi, entry) in chunk.functions.iter().enumerate() {
        if !entry.range().touches(offset) {
            continue;
        }
        if let Some(value) = entry.ir.value_at(entry.rel(offset)) {
            let slot = Slot::Value { func: fi, value };
            if let Some(e) = explain_slot_site(chunk, result, text, &index, slot) {
                return Some(e);
            }
            if let Some(e) = explain_slot(chunk, result, slot, text, &index) {
                return Some(e);
            }
            if let ValueDef::OpResult { op, .. } = entry.ir.values[value].def {
                return explain_family_sharding(chunk, result, entry, op, Some(value), text);
            }
            return None;
        }
        // The operands of a `shard.sharding` or `shard.shard` op.
        let op = entry.ir.op_at(entry.rel(offset))?;
        return explain_family_sharding(chunk, result, entry, op, None, text);
    }
    None
}

/// The range of the attribute (`name = value`) holding each sharding site, so
/// that a position on `sdy.sharding =` explains the sharding after it.
fn attribute_range_of(chunk: &Chunk, site: &Site) -> Option<TextRange> {
    let (Slot::Value { func, .. } | Slot::FuncResult { func, .. } | Slot::OpSite { func, .. }) =
        site.slot;
    let entry = chunk.functions.get(func)?;
    let f = &entry.ir;
    let dicts = f
        .argument_attributes
        .iter()
        .chain(f.results.iter().map(|r| &r.attributes))
        .chain(f.ops.iter().map(|o| &o.attributes))
        .chain(f.ops.iter().map(|o| &o.properties));
    dicts
        .flat_map(|d| &d.entries)
        .map(|e| entry.abs(e.range))
        .find(|r| r.start <= site.range.start && site.range.end <= r.end)
}

fn explain_site(
    chunk: &Chunk,
    result: &ChunkAnalysis,
    text: &str,
    index: &LineIndex,
    offset: usize,
) -> Option<Explanation> {
    let sites: Vec<&Site> = result.annotations.sites().collect();
    let site = sites
        .iter()
        .copied()
        .filter(|s| s.range.touches(offset))
        .min_by_key(|s| s.range.len())
        .or_else(|| {
            sites
                .iter()
                .copied()
                .filter(|s| attribute_range_of(chunk, s).is_some_and(|r| r.touches(offset)))
                .min_by_key(|s| s.range.len())
        })?;
    // Sites of one GSPMD tuple string share its range, one per value, in
    // result order: the element under the cursor picks the value.
    let same: Vec<&Site> = sites
        .iter()
        .copied()
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
    let chosen = same.get(element).copied().unwrap_or(site);
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
    let site = result.annotations.sites().find(|s| s.slot == slot)?;
    // Propagation may have extended an open sharding: then show the result.
    // GSPMD strings are read again for what the model does not keep (manual
    // axes, shard groups).
    let unchanged = result
        .propagation
        .sharding(slot)
        .is_none_or(|p| *p == *site.sharding);
    if !unchanged && site.notation != Notation::Gspmd {
        return None;
    }
    explain_written(chunk, result, text, index, site)
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
                        .sites()
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
                    applying_op: user,
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
        value: name.clone(),
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
    let Some((ci, chunk)) = analysis
        .ir
        .chunks
        .iter()
        .enumerate()
        .find(|(_, c)| c.range.touches(offset))
    else {
        return "no sharded value or sharding there".to_string();
    };
    let result = &analysis.chunks[ci];
    for entry in &chunk.functions {
        if !entry.range().touches(offset) {
            continue;
        }
        let rel = entry.rel(offset);
        let value = entry.ir.value_at(rel);
        let op = entry.ir.op_at(rel);
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
                    None => v.name.clone(),
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
                .unwrap_or(Type::Builtin { name: "f32".into() });
            Some(Type::Tensor {
                shape: Some(shape.into_iter().map(crate::ir::Dim::Static).collect()),
                element: Box::new(element),
                encoding: None,
            })
        }
    }
}

/// A device's index range per dimension, half-open (`0..4` is 0, 1, 2, 3);
/// an empty range shows as `2..2`.
fn slice_text(shard: &DeviceShard) -> String {
    let parts: Vec<String> = shard
        .offset
        .iter()
        .zip(&shard.limit)
        .map(|(o, l)| format!("{o}..{l}"))
        .collect();
    format!("[{}]", parts.join(", "))
}

/// A device's shard and its size in bytes.
type SizedShard<'a> = (&'a DeviceShard, i64);

/// The smallest and largest shard with their bytes, for a mesh-family layout
/// whose shards differ in size (explicit `sharded_dims_offsets` or halos):
/// those notations do not pad, so there is no single buffer size.
fn unpadded_extremes(e: &Explanation) -> Option<(SizedShard<'_>, SizedShard<'_>)> {
    if matches!(e.notation, Notation::Sdy | Notation::Gspmd) {
        return None;
    }
    let layout = e.layout.as_ref()?;
    let element_bytes = e.element_bytes?;
    let mut sized = layout.shards.iter().map(|shard| {
        let bytes = shard.element_count()?.checked_mul(element_bytes)?;
        Some((shard, bytes))
    });
    let first = sized.next()??;
    let (mut small, mut large) = (first, first);
    for next in sized {
        let next = next?;
        if next.1 < small.1 {
            small = next;
        }
        if next.1 > large.1 {
            large = next;
        }
    }
    (small.1 != large.1).then_some((small, large))
}

fn shape_text(shape: &[i64]) -> String {
    if shape.is_empty() {
        return "scalar".to_string();
    }
    shape
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join("x")
}

/// Tiles of dim 0 down, tiles of the other dims across; each cell lists the
/// devices holding that tile. A markdown table, for hover and the terminal.
pub fn device_table(layout: &ShardLayout) -> String {
    let mut cells: BTreeMap<(i64, i64), Vec<i64>> = BTreeMap::new();
    let across: i64 = layout.tiles_per_dim.iter().skip(1).product::<i64>().max(1);
    for shard in &layout.shards {
        let row = shard.tile_index.first().copied().unwrap_or(0);
        let mut col = 0;
        for (d, t) in shard.tile_index.iter().enumerate().skip(1) {
            col = col * layout.tiles_per_dim[d] + t;
        }
        cells.entry((row, col)).or_default().push(shard.device);
    }
    let rows = layout.tiles_per_dim.first().copied().unwrap_or(1).max(1);
    if rows.saturating_mul(across) > MAX_TABLE_TILES {
        return format!(
            "({} tiles on {} devices; the grid table is omitted above {MAX_TABLE_TILES} tiles)\n",
            rows.saturating_mul(across),
            layout.shards.len()
        );
    }
    let mut md = String::from("|");
    for c in 0..across {
        md.push_str(&format!(" tile {c} |"));
    }
    md.push_str("\n|");
    md.push_str(&" --- |".repeat(across as usize));
    md.push('\n');
    for r in 0..rows {
        md.push('|');
        for c in 0..across {
            let devices = cells.get(&(r, c)).map(|d| {
                d.iter()
                    .map(|x| format!("{x}"))
                    .collect::<Vec<_>>()
                    .join(",")
            });
            md.push_str(&format!(" dev {} |", devices.unwrap_or_default()));
        }
        md.push('\n');
    }
    md
}

fn conversion_line(result: &Result<String, ConversionError>, notation: &str) -> String {
    match result {
        Ok(text) => text.clone(),
        Err(ConversionError::CannotExpress { reason, .. }) => {
            format!("cannot be written as {notation}: {reason}")
        }
        Err(error) => format!("cannot be written as {notation}: {error}"),
    }
}

/// The explanation as plain text, for the terminal.
pub fn to_text(e: &Explanation) -> String {
    let mut out = String::new();
    let ty = e.ty.as_ref().map_or("?".to_string(), |t| t.to_string());
    out.push_str(&format!("value:     {}\ntype:      {ty}\n", e.value));
    out.push_str(&format!(
        "sharding:  {}{}\n",
        e.text,
        if e.annotated {
            ""
        } else {
            "  (inferred by propagation)"
        }
    ));
    if e.notation != Notation::Sdy {
        out.push_str(&format!(
            "as sdy:    {}\n",
            conversion_line(&e.sdy_text, "sdy")
        ));
    }
    if let Some(gspmd) = &e.gspmd_text {
        out.push_str(&format!("as GSPMD:  {}\n", conversion_line(gspmd, "GSPMD")));
    }
    if let Some(mesh) = &e.mesh {
        let axes: Vec<String> = mesh
            .axes
            .iter()
            .map(|a| {
                format!(
                    "{}={}",
                    a.name,
                    a.size.map_or("?".into(), |s| s.to_string())
                )
            })
            .collect();
        let ids = e.device_ids();
        out.push_str(&format!(
            "mesh:      {}[{}]{}\n",
            e.mesh_name
                .as_deref()
                .map(|n| format!("@{n} "))
                .unwrap_or_default(),
            axes.join(", "),
            match (&ids, e.summary.as_ref().map(|s| s.device_count)) {
                (Some(ids), _) if mesh.has_explicit_device_order() || mesh.axes.is_empty() => {
                    format!(" device_ids={ids:?}")
                }
                (_, Some(n)) => format!(" ({n} devices)"),
                _ => String::new(),
            }
        ));
    }
    for origin in &e.origins {
        out.push_str(&format!("origin:    {origin}\n"));
    }
    for note in &e.notes {
        out.push_str(&format!("note:      {note}\n"));
    }
    if let Some(summary) = &e.summary {
        let replication = match (&e.manual, e.replication_factor()) {
            (Manual::All, _) => "manual (not replicated)".to_string(),
            (_, Some(r)) => format!("replicated {r}x"),
            (_, None) => "replication unknown".to_string(),
        };
        let partial = if e.layout.as_ref().is_some_and(|l| l.partial) {
            ", partial values"
        } else {
            ""
        };
        match unpadded_extremes(e) {
            // The shard family does not pad: with explicit offsets or halos
            // each device's buffer is exactly its own shard.
            Some(((small, small_bytes), (large, large_bytes))) => {
                out.push_str(&format!(
                    "local:     {} to {} per device (unpadded; shards differ in size), {replication}{partial}\n",
                    shape_text(&small.local_shape),
                    shape_text(&large.local_shape),
                ));
                out.push_str(&format!(
                    "bytes:     {small_bytes} to {large_bytes} per device\n"
                ));
            }
            None => {
                out.push_str(&format!(
                    "local:     {} per device (padded buffer), {replication}{partial}\n",
                    shape_text(&summary.buffer_shape),
                ));
                if let Some(bytes) = e.bytes_per_device() {
                    out.push_str(&format!("bytes:     {bytes} per device\n"));
                }
            }
        }
    }
    if let Some(note) = &e.layout_note {
        out.push_str(&format!("layout:    {note}\n"));
    }
    let Some(layout) = &e.layout else {
        return out;
    };
    if e.manual == Manual::All {
        // No tiles of one tensor: every device has its own.
        out.push_str("\ndevices (each with its own data):\n");
    } else {
        out.push_str("\ndevice grid (tiles of dim 0 down, of the other dims across):\n");
        out.push_str(&device_table(layout));
    }
    if layout.shards.len() > MAX_LISTED_DEVICES {
        out.push_str(&format!(
            "\n{} devices; the per-device list is omitted above {MAX_LISTED_DEVICES} (--format json lists them all)\n",
            layout.shards.len()
        ));
        return out;
    }
    // One column per mesh axis, named after it.
    let axis_names: Vec<String> = e
        .mesh
        .as_ref()
        .filter(|m| !m.is_maximal())
        .map(|m| m.axes.iter().map(|a| a.name.clone()).collect())
        .unwrap_or_default();
    let slices: Vec<String> = layout
        .shards
        .iter()
        .map(|s| {
            if e.manual == Manual::All {
                "own data".to_string()
            } else {
                slice_text(s)
            }
        })
        .collect();
    let slice_width = slices
        .iter()
        .map(|s| s.chars().count())
        .max()
        .unwrap_or(0)
        .max("slice".len());
    let widths: Vec<usize> = axis_names
        .iter()
        .map(|n| n.chars().count().max(2))
        .collect();
    let mut header = format!("\n{:<7}", "device");
    for (name, w) in axis_names.iter().zip(&widths) {
        header.push_str(&format!(" {name:>w$}"));
    }
    header.push_str(&format!("  {:<slice_width$}  local shape\n", "slice"));
    out.push_str(&header);
    for (shard, slice) in layout.shards.iter().zip(&slices) {
        let mut line = format!("{:<7}", shard.device);
        for (c, w) in shard.coords.iter().zip(&widths) {
            line.push_str(&format!(" {c:>w$}"));
        }
        let empty = shard.offset.iter().zip(&shard.limit).any(|(o, l)| o == l);
        line.push_str(&format!(
            "  {slice:<slice_width$}  {}{}\n",
            shape_text(&shard.local_shape),
            if empty { " (empty)" } else { "" }
        ));
        out.push_str(&line);
    }
    out
}

/// The explanation in the CLI's JSON schema:
/// `{value, type, mesh: {name, axes: [{name, size}], device_ids}, sharding:
/// {text, dims, replicated, unreduced, …}, devices: [{id, coords, slices:
/// [[start, end]], shape}], bytes_per_device, …}`. `coords` maps each mesh
/// axis name to the device's coordinate along it; `slices` are half-open.
pub fn to_json(e: &Explanation) -> Value {
    let mesh = e.mesh.as_ref().map(|m| {
        json!({
            "name": e.mesh_name,
            "axes": m.axes.iter().map(|a| json!({"name": a.name, "size": a.size})).collect::<Vec<_>>(),
            "device_ids": e.device_ids(),
        })
    });
    let mut sharding = notation::sharding_json(&e.sharding);
    sharding["text"] = json!(e.text);
    sharding["sdy"] = json!(conversion_line(&e.sdy_text, "sdy"));
    if let Some(gspmd) = &e.gspmd_text {
        sharding["gspmd"] = json!(conversion_line(gspmd, "GSPMD"));
    }
    sharding["manual"] = match &e.manual {
        Manual::None => json!([]),
        Manual::Axes(axes) => json!(axes),
        Manual::All => json!("all"),
    };
    let axis_names: Vec<&str> = e
        .mesh
        .as_ref()
        .map(|m| m.axes.iter().map(|a| a.name.as_str()).collect())
        .unwrap_or_default();
    let devices: Vec<Value> = e
        .layout
        .iter()
        .flat_map(|l| &l.shards)
        .map(|s| {
            let coords: Map<String, Value> = axis_names
                .iter()
                .zip(&s.coords)
                .map(|(name, c)| (name.to_string(), json!(c)))
                .collect();
            json!({
                "id": s.device,
                "coords": coords,
                "slices": s.offset.iter().zip(&s.limit).map(|(o, l)| [*o, *l]).collect::<Vec<_>>(),
                "shape": s.local_shape,
            })
        })
        .collect();
    json!({
        "value": e.value,
        "type": e.ty.as_ref().map(|t| t.to_string()),
        "mesh": mesh,
        "sharding": sharding,
        "inferred": !e.annotated,
        "origin": e.origins,
        "notes": e.notes,
        "devices": devices,
        "device_count": e.summary.as_ref().map(|s| s.device_count),
        "local_shape": e.summary.as_ref().map(|s| &s.buffer_shape),
        "replication_factor": e.replication_factor(),
        "layout_note": e.layout_note,
        "bytes_per_device": e.bytes_per_device(),
    })
}
