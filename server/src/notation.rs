//! Printing a model sharding back in a file's own notation, and as the
//! notation-neutral JSON the CLI emits.

use crate::sharding::diag::ConversionError;
use crate::sharding::gspmd::{self, GspmdImport};
use crate::sharding::mesh_family;
use crate::sharding::model::{AxisRef, ManualAxes, Mesh, MeshRef, Notation, TensorSharding};
use crate::sharding::sdy;
use serde_json::{json, Value};

/// `sharding` in `notation`: `#sdy.sharding<…>`, a GSPMD string body, or the
/// mesh family's attribute form. `mesh` is the sharding's resolved mesh.
pub fn print(
    sharding: &TensorSharding,
    mesh: Option<&Mesh>,
    notation: Notation,
) -> Result<String, ConversionError> {
    match notation {
        Notation::Sdy => Ok(sdy::print_sharding(sharding)),
        Notation::Gspmd => {
            let mesh =
                mesh.ok_or_else(|| ConversionError::invalid("the sharding's mesh is unknown"))?;
            let hlo = gspmd::from_model(&open_closed(sharding), mesh, &ManualAxes::default())?;
            Ok(gspmd::print_hlo_sharding(&hlo))
        }
        era => {
            let mesh =
                mesh.ok_or_else(|| ConversionError::invalid("the sharding's mesh is unknown"))?;
            let family = mesh_family::from_model(&open_closed(sharding), mesh, era)?;
            Ok(mesh_family::print_sharding_attr(&family))
        }
    }
}

/// `sharding` converted to `target` without losing anything: unlike [`print`],
/// which closes the open dims of propagated shardings, a written open dim or
/// priority that `target` cannot express is a [`ConversionError::CannotExpress`].
/// GSPMD writes open dims in its named form (`{mesh[…], [{x, ?}]}`), and has no
/// priorities.
pub fn convert(
    sharding: &TensorSharding,
    mesh: Option<&Mesh>,
    target: Notation,
) -> Result<String, ConversionError> {
    match target {
        Notation::Sdy => Ok(sdy::print_sharding(sharding)),
        Notation::Gspmd => {
            let mesh =
                mesh.ok_or_else(|| ConversionError::invalid("the sharding's mesh is unknown"))?;
            let hlo = if sharding.dims.iter().any(|d| d.is_open) {
                gspmd::to_named(sharding, mesh, &ManualAxes::default())?
            } else {
                gspmd::from_model(sharding, mesh, &ManualAxes::default())?
            };
            Ok(gspmd::print_hlo_sharding(&hlo))
        }
        era => {
            let mesh =
                mesh.ok_or_else(|| ConversionError::invalid("the sharding's mesh is unknown"))?;
            let family = mesh_family::from_model(sharding, mesh, era)?;
            Ok(mesh_family::print_sharding_attr(&family))
        }
    }
}

/// A GSPMD sharding (as imported, with its manual axes and shard group) in sdy
/// notation. sdy has no manual sharding attribute (manual axes exist only as
/// `sdy.manual_computation`'s `manual_axes`) and keeps shard groups in
/// `sdy.sharding_group` ops, so either one is a
/// [`ConversionError::CannotExpress`] that says what the value would be instead.
pub fn gspmd_to_sdy(import: &GspmdImport) -> Result<String, ConversionError> {
    let body = sdy::print_sharding(&import.sharding);
    if import.fully_manual {
        return Err(ConversionError::cannot(
            Notation::Sdy,
            "{manual}: every device holds its own data; sdy has no manual sharding, \
             only a value inside an sdy.manual_computation over all mesh axes",
        ));
    }
    if !import.manual_axes.0.is_empty() {
        let axes: Vec<String> = import
            .manual_axes
            .0
            .iter()
            .map(|a| format!("\"{a}\""))
            .collect();
        let (noun, verb) = if axes.len() == 1 {
            ("axis", "is")
        } else {
            ("axes", "are")
        };
        let axes = axes.join(", ");
        return Err(ConversionError::cannot(
            Notation::Sdy,
            format!(
                "{noun} {axes} {verb} manual; sdy expresses manual axes only through \
                 sdy.manual_computation (manual_axes={{{axes}}}), inside which the value is {body}"
            ),
        ));
    }
    if let Some(group) = import.shard_group {
        let word = match group.kind {
            gspmd::ShardGroupKind::As => "shard_as",
            gspmd::ShardGroupKind::Like => "shard_like",
        };
        return Err(ConversionError::cannot(
            Notation::Sdy,
            format!(
                "{word} {}: sdy keeps shard groups in sdy.sharding_group ops, not in the \
                 sharding, which alone is {body}",
                group.id
            ),
        ));
    }
    Ok(body)
}

/// The short form for inlay hints: the per-dimension axes, `[{"data"}, {}]`
/// in sdy; the split axes `[[0], []]` in the mesh family; the GSPMD string.
pub fn print_short(
    sharding: &TensorSharding,
    mesh: Option<&Mesh>,
    notation: Notation,
) -> Result<String, ConversionError> {
    match notation {
        Notation::Sdy => {
            let stripped = sdy::print_sharding_stripped(sharding);
            // `<@mesh, [dims]…>` → `[dims]…` (the mesh is almost always the same).
            let body = stripped.trim_start_matches('<').trim_end_matches('>');
            Ok(body
                .split_once(", ")
                .map_or(body, |(_, rest)| rest)
                .to_string())
        }
        Notation::Gspmd => print(sharding, mesh, notation),
        era => {
            let mesh =
                mesh.ok_or_else(|| ConversionError::invalid("the sharding's mesh is unknown"))?;
            let family = mesh_family::from_model(&open_closed(sharding), mesh, era)?;
            Ok(mesh_family::print_split_axes(&family.split_axes))
        }
    }
}

/// Propagated shardings are open; notations without open dims print them closed.
fn open_closed(sharding: &TensorSharding) -> TensorSharding {
    let mut out = sharding.clone();
    for dim in &mut out.dims {
        dim.is_open = false;
        dim.priority = None;
    }
    out
}

/// An axis as the JSON output writes it: `"x"` or `"x:(1)2"`.
pub fn axis_json(axis: &AxisRef) -> String {
    match axis.sub_axis {
        Some(sub) => format!("{}:({}){}", axis.name, sub.pre_size, sub.size),
        None => axis.name.to_string(),
    }
}

/// `{"mesh", "dims", "replicated", "unreduced"}` (the CLI's JSON schema).
pub fn sharding_json(sharding: &TensorSharding) -> Value {
    let axes = |axes: &[AxisRef]| -> Vec<String> { axes.iter().map(axis_json).collect() };
    let mesh = match &sharding.mesh {
        MeshRef::Symbol(name) => name.clone(),
        MeshRef::Inline(mesh) => sdy::print_mesh(mesh),
    };
    json!({
        "mesh": mesh,
        "dims": sharding.dims.iter().map(|d| axes(&d.axes)).collect::<Vec<_>>(),
        "replicated": axes(&sharding.replicated),
        "unreduced": axes(&sharding.unreduced),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sharding::model::DimSharding;

    #[test]
    fn prints_in_each_notation() {
        let mesh = Mesh::from_sizes(&[("data", 2), ("model", 4)]);
        let s = TensorSharding::new(
            "mesh",
            vec![DimSharding::on(&["data"]), DimSharding::closed(vec![])],
        );
        assert_eq!(
            print(&s, Some(&mesh), Notation::Sdy).unwrap(),
            "#sdy.sharding<@mesh, [{\"data\"}, {}]>"
        );
        assert_eq!(
            print_short(&s, Some(&mesh), Notation::Sdy).unwrap(),
            "[{\"data\"}, {}]"
        );
        assert_eq!(
            print(&s, Some(&mesh), Notation::Gspmd).unwrap(),
            "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"
        );
        let grid = Mesh::indexed(&[Some(2), Some(4)]);
        let g = TensorSharding::new(
            "grid",
            vec![DimSharding::on(&["0"]), DimSharding::closed(vec![])],
        );
        // Trailing unsplit dims are dropped, as the shard dialect prints them.
        assert_eq!(
            print_short(&g, Some(&grid), Notation::ShardDialect).unwrap(),
            "[[0]]"
        );
        let json = sharding_json(&TensorSharding::new(
            "mesh",
            vec![DimSharding::closed(vec![AxisRef::sub("x", 1, 2)])],
        ));
        assert_eq!(json["dims"][0][0], "x:(1)2");
    }

    #[test]
    fn convert_keeps_what_print_drops_or_says_what_it_cannot() {
        let mesh = Mesh::from_sizes(&[("x", 8), ("y", 4)]);
        let open = sdy::parse_sharding(r#"<@mesh, [{"x", ?}, {"y"}]>"#)
            .unwrap()
            .sharding;
        // Propagated shardings print closed; a written open dim uses GSPMD's mesh form.
        assert_eq!(
            print(&open, Some(&mesh), Notation::Gspmd).unwrap(),
            "{devices=[8,4]<=[32]}"
        );
        assert_eq!(
            convert(&open, Some(&mesh), Notation::Gspmd).unwrap(),
            "{mesh[x=8,y=4], [{x, ?}, {y}]}"
        );
        let priority = sdy::parse_sharding(r#"<@mesh, [{"x"}, {"y"}p1]>"#)
            .unwrap()
            .sharding;
        let error = convert(&priority, Some(&mesh), Notation::Gspmd).unwrap_err();
        assert!(
            matches!(
                error,
                ConversionError::CannotExpress {
                    target: Notation::Gspmd,
                    ..
                }
            ),
            "{error}"
        );
        assert!(error.to_string().contains("priority"), "{error}");
        let error = convert(&open, Some(&mesh), Notation::ShardDialect).unwrap_err();
        assert!(error.to_string().contains("open"), "{error}");
    }

    #[test]
    fn gspmd_manual_and_shard_groups_are_not_plain_sdy() {
        let import =
            |text: &str| gspmd::to_model(&gspmd::parse_hlo_sharding(text).unwrap(), 2).unwrap();
        assert!(gspmd_to_sdy(&import("{devices=[2,2]<=[4]}"))
            .unwrap()
            .starts_with("#sdy.sharding<mesh<"));
        let manual = gspmd_to_sdy(&import("{devices=[2,1,2]<=[4] last_tile_dims={manual}}"))
            .unwrap_err()
            .to_string();
        assert!(
            manual.contains(r#"axis "_axis_1" is manual"#)
                && manual.contains("sdy.manual_computation"),
            "{manual}"
        );
        let all = gspmd_to_sdy(&import("{manual}")).unwrap_err().to_string();
        assert!(all.contains("{manual}"), "{all}");
        let group = gspmd_to_sdy(&import("{devices=[2,2]<=[4] shard_as 1}"))
            .unwrap_err()
            .to_string();
        assert!(
            group.contains("shard_as 1") && group.contains("sdy.sharding_group"),
            "{group}"
        );
    }
}
