//! XLA's printed form of a sharding (`HloSharding::ToString`, `NamedSharding::ToString`).
//!
//! Iota tile assignments are printed in canonical form (`[3,4,5]T(1,2,0)` as `[3,20]T(1,0)`),
//! as XLA does. Other build-time normalisations (subgroup merging, replication-group sorting,
//! ...) are [`canonicalize`]'s job; [`canonical_text`] chains parse, canonicalize and print,
//! which is what an XLA round trip produces.

use super::canonical::canonicalize;
use super::parse::parse_hlo_sharding;
use super::tile::{canonicalize_iota, is_permutation};
use super::{
    HloSharding, HloShardingKind, IotaTile, NamedAxis, NamedAxisRef, NamedBody, NamedDim,
    NamedSharding, OpMetadata, ShardGroupKind, TileDevices,
};
use crate::sharding::diag::ParseError;
use crate::sharding::model::ReductionKind;

/// Prints without metadata, like XLA's default `ToString()`.
pub fn print_hlo_sharding(s: &HloSharding) -> String {
    let mut out = String::new();
    write_sharding(&mut out, s, false);
    out
}

/// Prints with metadata, like `ToString(/*include_metadata=*/true)`.
pub fn print_hlo_sharding_with_metadata(s: &HloSharding) -> String {
    let mut out = String::new();
    write_sharding(&mut out, s, true);
    out
}

/// Parses, canonicalizes and prints: the text XLA would print back for `text`.
pub fn canonical_text(text: &str) -> Result<String, ParseError> {
    Ok(print_hlo_sharding(&canonicalize(&parse_hlo_sharding(
        text,
    )?)))
}

fn write_sharding(out: &mut String, s: &HloSharding, with_metadata: bool) {
    match &s.kind {
        HloShardingKind::Tuple(elements) => {
            out.push('{');
            for (i, element) in elements.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                    if i % 5 == 0 {
                        out.push_str(&format!("/*index={i}*/"));
                    }
                }
                write_sharding(out, element, with_metadata);
            }
            out.push('}');
            return;
        }
        HloShardingKind::Named(named) => {
            write_named(out, named, &s.metadata, with_metadata);
            return;
        }
        HloShardingKind::Replicated => out.push_str("{replicated"),
        HloShardingKind::Manual => out.push_str("{manual"),
        HloShardingKind::Unknown => out.push_str("{unknown"),
        HloShardingKind::Unreduced => out.push_str("{unreduced"),
        HloShardingKind::Maximal { device } => out.push_str(&format!("{{maximal device={device}")),
        HloShardingKind::Tiled(t) => {
            out.push_str(&format!("{{devices=[{}]", join(&t.dims, ",")));
            match &t.devices {
                TileDevices::Explicit(ids) => out.push_str(&join(ids, ",")),
                TileDevices::Iota(iota) => out.push_str(&format!("<={}", print_iota(iota))),
            }
            if t.last_tile_dim_replicate {
                out.push_str(" last_tile_dim_replicate");
            }
            if !t.last_tile_dims.is_empty() {
                let names: Vec<&str> = t.last_tile_dims.iter().map(|t| t.name()).collect();
                out.push_str(&format!(" last_tile_dims={{{}}}", names.join(", ")));
            }
        }
    }
    if let Some(group) = s.shard_group {
        let kind = match group.kind {
            ShardGroupKind::As => "shard_as",
            ShardGroupKind::Like => "shard_like",
        };
        out.push_str(&format!(" {kind} {}", group.id));
    }
    if with_metadata && !s.metadata.is_empty() {
        out.push_str(&format!(" metadata={}", print_metadata(&s.metadata)));
    }
    out.push('}');
}

/// `[r0,...]` plus `T(p0,...)` when more than one dim remains after canonicalisation.
pub fn print_iota(iota: &IotaTile) -> String {
    let iota = if is_permutation(&iota.perm, iota.reshape_dims.len()) {
        canonicalize_iota(iota)
    } else {
        iota.clone()
    };
    if iota.reshape_dims.len() == 1 {
        format!("[{}]", iota.reshape_dims[0])
    } else {
        format!(
            "[{}]T({})",
            join(&iota.reshape_dims, ","),
            join(&iota.perm, ",")
        )
    }
}

fn print_metadata(metadata: &[OpMetadata]) -> String {
    let entry = |m: &OpMetadata| {
        let attrs: Vec<String> = m.attrs.iter().map(|(k, v)| format!("{k}={v}")).collect();
        format!("{{{}}}", attrs.join(" "))
    };
    match metadata {
        [single] => entry(single),
        many => format!(
            "{{{}}}",
            many.iter().map(entry).collect::<Vec<_>>().join(", ")
        ),
    }
}

fn write_named(
    out: &mut String,
    named: &NamedSharding,
    metadata: &[OpMetadata],
    with_metadata: bool,
) {
    match named {
        NamedSharding::MaximalMesh { device_id } => {
            out.push_str(&format!("{{maximal_mesh[device_id={device_id}]"))
        }
        NamedSharding::Mesh { mesh, body } => {
            // A quoted name escapes what would end it or read as an escape
            // (the lexer's `string`); an unquoted one is an identifier.
            let name = |n: &str| {
                if mesh.quoted {
                    let escaped = n
                        .replace('\\', "\\\\")
                        .replace('\'', "\\'")
                        .replace('\n', "\\n")
                        .replace('\t', "\\t");
                    format!("'{escaped}'")
                } else {
                    n.to_string()
                }
            };
            let axes: Vec<String> = mesh
                .axes
                .iter()
                .map(|(n, size)| format!("{}={size}", name(n)))
                .collect();
            out.push_str(&format!("{{mesh[{}]", axes.join(",")));
            match &mesh.device_ids {
                Some(TileDevices::Iota(iota)) => {
                    out.push_str(&format!(", device_ids=({})", print_iota(iota)))
                }
                Some(TileDevices::Explicit(ids)) => {
                    out.push_str(&format!(", device_ids=({})", join(ids, ",")))
                }
                None => {}
            }
            let axis_ref = |r: &NamedAxisRef| {
                let mut s = match &r.axis {
                    NamedAxis::Name(n) => name(n),
                    NamedAxis::Index(i) => i.to_string(),
                };
                if let Some(sub) = r.sub_axis {
                    s.push_str(&format!(":({}){}", sub.pre_size, sub.size));
                }
                s
            };
            let set = |refs: &[NamedAxisRef]| {
                format!(
                    "{{{}}}",
                    refs.iter().map(axis_ref).collect::<Vec<_>>().join(", ")
                )
            };
            match body {
                NamedBody::Replicated => out.push_str(", replicated"),
                NamedBody::Unreduced => out.push_str(", unreduced"),
                NamedBody::Manual => out.push_str(", manual"),
                NamedBody::Dims {
                    dims,
                    replicated,
                    unreduced,
                    reduction,
                    manual,
                } => {
                    let dim = |d: &NamedDim| {
                        let mut items: Vec<String> = d.axes.iter().map(axis_ref).collect();
                        if d.is_open {
                            items.push("?".into());
                        }
                        format!("{{{}}}", items.join(", "))
                    };
                    out.push_str(&format!(
                        ", [{}]",
                        dims.iter().map(dim).collect::<Vec<_>>().join(", ")
                    ));
                    if !replicated.is_empty() {
                        out.push_str(&format!(", replicated={}", set(replicated)));
                    }
                    if !unreduced.is_empty() {
                        let op = if *reduction == ReductionKind::Sum {
                            ""
                        } else {
                            reduction.name()
                        };
                        out.push_str(&format!(", unreduced={op}{}", set(unreduced)));
                    }
                    if !manual.is_empty() {
                        out.push_str(&format!(", manual={}", set(manual)));
                    }
                }
            }
        }
    }
    if with_metadata && !metadata.is_empty() {
        out.push_str(&format!(", metadata={}", print_metadata(metadata)));
    }
    out.push('}');
}

fn join<T: ToString>(items: &[T], sep: &str) -> String {
    items.iter().map(T::to_string).collect::<Vec<_>>().join(sep)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(text: &str) -> String {
        print_hlo_sharding_with_metadata(
            &parse_hlo_sharding(text).unwrap_or_else(|e| panic!("{text}: {e}")),
        )
    }

    /// A quoted axis name holding a quote, a backslash or a line break
    /// prints escaped, so the printed text reads back as the same name
    /// (found by the gspmd_parsers fuzz target:
    /// fuzz/regressions/gspmd_parsers/quote-inside-quoted-axis-name).
    #[test]
    fn quoted_axis_names_print_escaped() {
        let text = "{mesh[\"it's\"=2,\"a\\\\b\"=2,'x\\ny'=2], [{'it\\'s'}, {}]}";
        let parsed = parse_hlo_sharding(text).unwrap();
        let printed = print_hlo_sharding(&parsed);
        let again = parse_hlo_sharding(&printed).unwrap_or_else(|e| panic!("{printed}: {e}"));
        assert_eq!(print_hlo_sharding(&again), printed);
        assert_eq!(again.kind, parsed.kind, "{printed}");
    }

    #[test]
    fn xla_test_strings_round_trip() {
        for text in [
            "{replicated}",
            "{replicated metadata={op_name=\"a\"}}",
            "{maximal device=7}",
            "{maximal device=7 metadata={{op_name=\"b\"}, {op_name=\"c\"}}}",
            "{devices=[2,1,2]2,3,5,7}",
            "{devices=[3,4]<=[2,2,3]T(2,1,0)}",
            "{devices=[1,1,2,2]0,1,2,3}",
            "{{replicated}, {devices=[1,2]3,5}, {maximal device=3}}",
            "{maximal device=42}",
            "{devices=[2,2]0,1,2,3 last_tile_dim_replicate}",
            "{devices=[2,2,2,2]0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15 last_tile_dims={manual, replicated}}",
            "{devices=[2,2]<=[4] last_tile_dim_replicate}",
            "{devices=[2,2,2,2]<=[16] last_tile_dims={manual, replicated}}",
            "{devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate}",
            "{devices=[2,2,2,2]<=[2,2,4]T(2,1,0) last_tile_dims={manual, replicated}}",
            "{manual shard_as 1}",
            "{devices=[2,2,2,2]<=[16] last_tile_dims={manual, replicated} shard_like 1}",
            "{unknown}",
            "{unreduced}",
            "{}",
            "{devices=[2,1,4]<=[8] last_tile_dims={unreduced} metadata={op_type=\"sdy::reduction_op\" op_name=\"SUM\"}}",
        ] {
            assert_eq!(round_trip(text), text);
        }
    }

    #[test]
    fn v3_test_strings_round_trip() {
        for text in [
            "{mesh[a=2,b=4,c=3,d=8], [{a}, {b}]}",
            "{mesh[a=2,b=4,c=3,d=8], [{b, a}, {c, d, ?}]}",
            "{mesh[a=2,b=4,c=3,d=8], [{b:(2)2}, {d:(4)2, c, ?}]}",
            "{mesh[a=2,b=4,c=4,d=2], device_ids=([4,16]T(1,0)), [{a}]}",
            "{mesh[x=2,y=2], device_ids=(0,2,1,3), [{x}]}",
            "{mesh[a=2,b=4], replicated}",
            "{mesh[a=2,b=4], [{a}], replicated={b}}",
            "{maximal_mesh[device_id=5]}",
            "{mesh[a=2,b=4], unreduced}",
            "{mesh[a=2,b=4,c=3,d=8], [{}, {b}], unreduced={d:(4)2}}",
            "{mesh[a=2,b=4], manual}",
            "{mesh[a=2,b=4,c=3,d=8], [{a}], manual={d:(4)2}}",
            "{mesh[a=2,b=4,c=3,d=8], [{a}], replicated={c}, unreduced={d:(4)2}, manual={b:(2)2}, metadata={{op_name=\"foo\"}, {op_name=\"bar\"}}}",
            "{{replicated}, {mesh[a=2,b=4], replicated}, {maximal device=5}, {maximal_mesh[device_id=5]}}",
            "{{mesh[a=2,b=2], [{a}, {}]}, {devices=[2,2]<=[4] last_tile_dim_replicate}}",
            "{mesh['x'=8,'y'=4], [{'y'}, {}], manual={'x'}}",
            "{mesh['i'=2,'j'=2], manual}",
            "{mesh['x'=2], [{}], unreduced=max{'x'}}",
            "{mesh[a=2,b=2,c=2,d=2], [], manual={a, b}}",
            "{mesh[a=2,b=2], [{0}, {?}]}",
        ] {
            assert_eq!(round_trip(text), text);
        }
    }

    #[test]
    fn metadata_is_omitted_by_default() {
        let s = parse_hlo_sharding("{replicated metadata={op_name=\"a\"}}").unwrap();
        assert_eq!(print_hlo_sharding(&s), "{replicated}");
        let s = parse_hlo_sharding("{mesh[a=2], [{a}], metadata={op_name=\"a\"}}").unwrap();
        assert_eq!(print_hlo_sharding(&s), "{mesh[a=2], [{a}]}");
        assert_eq!(
            print_hlo_sharding_with_metadata(&s),
            "{mesh[a=2], [{a}], metadata={op_name=\"a\"}}"
        );
        let s =
            parse_hlo_sharding("{maximal_mesh[device_id=5], metadata={op_name=\"a\"}}").unwrap();
        assert_eq!(
            print_hlo_sharding_with_metadata(&s),
            "{maximal_mesh[device_id=5], metadata={op_name=\"a\"}}"
        );
    }

    #[test]
    fn iota_dims_print_canonically() {
        assert_eq!(
            round_trip("{devices=[3,20]<=[3,4,5]T(1,2,0)}"),
            "{devices=[3,20]<=[3,20]T(1,0)}"
        );
        assert_eq!(
            round_trip("{devices=[60]<=[3,4,5]T(0,1,2)}"),
            "{devices=[60]<=[60]}"
        );
        assert_eq!(
            round_trip("{devices=[4,8]<=[2,4,4]T(2,0,1)}"),
            "{devices=[4,8]<=[8,4]T(1,0)}"
        );
        assert_eq!(
            print_iota(&IotaTile {
                reshape_dims: vec![2, 2],
                perm: vec![0, 0]
            }),
            "[2,2]T(0,0)"
        );
    }

    #[test]
    fn tuple_index_markers() {
        let text = "{{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, {manual}, {replicated}, {replicated}, {replicated}, {replicated}, {unknown}}";
        assert_eq!(
            round_trip(text),
            "{{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=5*/{manual}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=10*/{unknown}}"
        );
    }

    #[test]
    fn canonical_text_normalises_like_xla() {
        assert_eq!(
            canonical_text("{devices=[2,2]<=[4] last_tile_dims={replicated}}").unwrap(),
            "{devices=[2,2]<=[4] last_tile_dim_replicate}"
        );
        assert!(canonical_text("{oops}").is_err());
    }
}
