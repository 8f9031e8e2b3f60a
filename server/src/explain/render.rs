//! The explanation as the CLI prints it: text (with the device grid table
//! that hover shows too) and the JSON schema.

use std::collections::BTreeMap;

use super::{Explanation, Manual, MAX_LISTED_DEVICES, MAX_TABLE_TILES};
use crate::notation;
use crate::sharding::devices::{DeviceShard, ShardLayout};
use crate::sharding::diag::ConversionError;
use crate::sharding::model::Notation;
use serde_json::{json, Map, Value};

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
