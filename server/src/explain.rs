//! What the sharding at a position means: the value, its global type, the
//! sharding in its own notation and in sdy notation, the device grid, each
//! device's slice and local shape, bytes per device, and where the sharding
//! came from. Used by `mesh-lsp explain` and by hover.

use crate::annotations::Slot;
use crate::ir::{Chunk, Type};
use crate::notation;
use crate::pipeline::{ChunkAnalysis, FileAnalysis};
use crate::propagation::{self, engine::Origin};
use crate::sharding::devices::{shard_tensor, DeviceShard, ShardLayout};
use crate::sharding::model::{Mesh, MeshRef, Notation, TensorSharding};
use crate::sharding::sdy;
use crate::text::{LineIndex, TextRange};
use serde_json::{json, Value};

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
    pub sdy_text: String,
    pub mesh_name: Option<String>,
    pub mesh: Option<Mesh>,
    /// `None` when the mesh or shape is dynamic or unknown.
    pub layout: Option<ShardLayout>,
    pub element_bytes: Option<i64>,
    /// Written in the file (`true`) or inferred by propagation.
    pub annotated: bool,
    /// The origin chain, nearest first, as sentences.
    pub origins: Vec<String>,
}

impl Explanation {
    pub fn bytes_per_device(&self) -> Option<i64> {
        self.layout.as_ref()?.buffer_bytes(self.element_bytes?)
    }
}

/// Explains the sharding at `offset`: a sharding written there, or the value
/// (definition or use) there.
pub fn explain_at(analysis: &FileAnalysis, text: &str, offset: usize) -> Option<Explanation> {
    let (ci, chunk) = analysis
        .ir
        .chunks
        .iter()
        .enumerate()
        .find(|(_, c)| c.range.touches(offset))?;
    let result = &analysis.chunks[ci];
    let index = LineIndex::new(text);
    // A sharding written at the cursor.
    if let Some(site) = result
        .annotations
        .sites()
        .filter(|s| s.range.touches(offset))
        .min_by_key(|s| s.range.len())
    {
        let mut explanation = build(
            chunk,
            result,
            site.slot,
            TensorSharding::clone(&site.sharding),
            site.notation,
            true,
            text,
            &index,
        );
        // Show a written sharding as written.
        if let Some(written) = text.get(site.range.start..site.range.end) {
            explanation.text = written.to_string();
        }
        return Some(explanation);
    }
    // A value at the cursor.
    for (fi, entry) in chunk.functions.iter().enumerate() {
        if !entry.range().touches(offset) {
            continue;
        }
        let Some(value) = entry.ir.value_at(entry.rel(offset)) else {
            continue;
        };
        let slot = Slot::Value { func: fi, value };
        return explain_slot(chunk, result, slot, text, &index);
    }
    None
}

/// Explains the sharding of a slot after propagation.
pub fn explain_slot(
    chunk: &Chunk,
    result: &ChunkAnalysis,
    slot: Slot,
    text: &str,
    index: &LineIndex,
) -> Option<Explanation> {
    let sharding = result.propagation.sharding(slot)?.clone();
    let annotated = matches!(
        result.propagation.origin(slot),
        Some(Origin::Annotation { .. })
    );
    let notation = result.annotations.notation.unwrap_or(Notation::Sdy);
    Some(build(
        chunk, result, slot, sharding, notation, annotated, text, index,
    ))
}

#[allow(clippy::too_many_arguments)]
fn build(
    chunk: &Chunk,
    result: &ChunkAnalysis,
    slot: Slot,
    sharding: TensorSharding,
    notation: Notation,
    annotated: bool,
    text: &str,
    index: &LineIndex,
) -> Explanation {
    let ty = slot_type(chunk, slot);
    let mesh = result.annotations.resolve(&sharding).cloned();
    let layout = match (&mesh, ty.as_ref().and_then(Type::static_shape)) {
        (Some(mesh), Some(shape)) => shard_tensor(&sharding, mesh, &shape).ok(),
        _ => None,
    };
    let written =
        notation::print(&sharding, mesh.as_ref(), notation).unwrap_or_else(|e| format!("<{e}>"));
    let line = |offset: usize| index.line_of(offset);
    let origins =
        propagation::describe_origin(chunk, &result.annotations, &result.propagation, slot, &line);
    let _ = text;
    Explanation {
        value: propagation::slot_name(chunk, slot),
        element_bytes: ty
            .as_ref()
            .and_then(Type::element_byte_width)
            .map(|b| b as i64),
        ty,
        range: propagation::slot_range(chunk, slot).unwrap_or_default(),
        sdy_text: sdy::print_sharding(&sharding),
        text: written,
        mesh_name: match &sharding.mesh {
            MeshRef::Symbol(name) => Some(name.clone()),
            MeshRef::Inline(_) => None,
        },
        mesh,
        layout,
        sharding,
        notation,
        annotated,
        origins,
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

fn slice_text(shard: &DeviceShard) -> String {
    let parts: Vec<String> = shard
        .offset
        .iter()
        .zip(&shard.limit)
        .map(|(o, l)| {
            if l - o <= 1 {
                format!("{o}")
            } else {
                format!("{o}..{}", l - 1)
            }
        })
        .collect();
    format!("[{}]", parts.join(", "))
}

fn shape_text(shape: &[i64]) -> String {
    shape
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join("x")
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
        out.push_str(&format!("as sdy:    {}\n", e.sdy_text));
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
        out.push_str(&format!(
            "mesh:      {}[{}]{}\n",
            e.mesh_name
                .as_deref()
                .map(|n| format!("@{n} "))
                .unwrap_or_default(),
            axes.join(", "),
            mesh.device_ids
                .as_ref()
                .map(|ids| format!(" device_ids={ids:?}"))
                .unwrap_or_default()
        ));
    }
    for origin in &e.origins {
        out.push_str(&format!("origin:    {origin}\n"));
    }
    if let Some(layout) = &e.layout {
        out.push_str(&format!(
            "local:     {} per device (padded buffer), replicated {}x{}\n",
            shape_text(&layout.buffer_shape),
            layout.replication_factor,
            if layout.partial {
                ", partial values"
            } else {
                ""
            }
        ));
        if let Some(bytes) = e.bytes_per_device() {
            out.push_str(&format!("bytes:     {bytes} per device\n"));
        }
        out.push_str("\ndevice  coords      slice                      local shape\n");
        for shard in &layout.shards {
            out.push_str(&format!(
                "{:<7} {:<11} {:<26} {}\n",
                shard.device,
                format!("{:?}", shard.coords),
                slice_text(shard),
                shape_text(&shard.local_shape)
            ));
        }
    }
    out
}

/// The explanation in the CLI's JSON schema.
pub fn to_json(e: &Explanation) -> Value {
    let mesh = e.mesh.as_ref().map(|m| {
        json!({
            "name": e.mesh_name,
            "axes": m.axes.iter().map(|a| json!({"name": a.name, "size": a.size})).collect::<Vec<_>>(),
            "device_ids": m.device_ids,
        })
    });
    let mut sharding = notation::sharding_json(&e.sharding);
    sharding["text"] = json!(e.text);
    sharding["sdy"] = json!(e.sdy_text);
    let devices: Vec<Value> = e
        .layout
        .iter()
        .flat_map(|l| &l.shards)
        .map(|s| {
            json!({
                "id": s.device,
                "coords": s.coords,
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
        "devices": devices,
        "bytes_per_device": e.bytes_per_device(),
    })
}
