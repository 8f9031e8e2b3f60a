//! A serialized `xla.OpSharding` proto in an `mhlo.sharding` string.
//!
//! XLA's MLIR→HLO exporter reads `mhlo.sharding` as sharding text first and,
//! when that fails, as the bytes of an `OpSharding` proto
//! (`"\08\03\1A\01\02\22\02\00\01"` is `{devices=[2]0,1}`); an empty string
//! is the empty proto, `{replicated}`. [`decode`] turns such a string back
//! into the sharding text the rest of this module parses.

/// The bytes an MLIR string literal's body (between its quotes) stands for:
/// `\XX` is one byte, `\n`, `\t`, `\"`, `\\` as usual, anything else as written.
pub fn body_bytes(body: &str) -> Vec<u8> {
    let bytes = body.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'\\' || i + 1 >= bytes.len() {
            out.push(bytes[i]);
            i += 1;
            continue;
        }
        let next = bytes[i + 1];
        match next {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'"' | b'\\' => out.push(next),
            _ if next.is_ascii_hexdigit() => {
                let two = bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit);
                let digits = if two { 2 } else { 1 };
                let hex = std::str::from_utf8(&bytes[i + 1..i + 1 + digits]).unwrap_or("0");
                out.push(u8::from_str_radix(hex, 16).unwrap_or(0));
                i += 1 + digits;
                continue;
            }
            _ => {
                out.push(b'\\');
                out.push(next);
            }
        }
        i += 2;
    }
    out
}

/// Whether a string body holds a proto rather than sharding text: it is
/// empty, or its first byte is not printable.
pub fn is_proto(body: &str) -> bool {
    match body_bytes(body).first() {
        None => true,
        Some(&b) => b < 0x20 && !b.is_ascii_whitespace(),
    }
}

/// The sharding text of a serialized `OpSharding`, or `None` when the bytes
/// are not one.
pub fn decode(bytes: &[u8]) -> Option<String> {
    let sharding = OpSharding::parse(bytes, 0)?;
    sharding.text()
}

#[derive(Default)]
struct OpSharding {
    kind: u64,
    dims: Vec<i64>,
    devices: Vec<i64>,
    tuple: Vec<OpSharding>,
    replicate_on_last_tile_dim: bool,
    last_tile_dims: Vec<u64>,
    iota_reshape_dims: Vec<i64>,
    iota_transpose_perm: Vec<i64>,
    is_shard_group: bool,
    shard_group_id: i64,
    shard_group_type: u64,
}

fn varint(bytes: &[u8], at: &mut usize) -> Option<u64> {
    let mut value = 0u64;
    for shift in (0..64).step_by(7) {
        let b = *bytes.get(*at)?;
        *at += 1;
        value |= u64::from(b & 0x7f) << shift;
        if b & 0x80 == 0 {
            return Some(value);
        }
    }
    None
}

/// A repeated integer field, packed (wire type 2) or not (wire type 0).
fn repeated(bytes: &[u8], at: &mut usize, wire: u64, out: &mut Vec<i64>) -> Option<()> {
    match wire {
        0 => out.push(varint(bytes, at)? as i64),
        2 => {
            let len = varint(bytes, at)? as usize;
            let end = at.checked_add(len).filter(|&e| e <= bytes.len())?;
            while *at < end {
                out.push(varint(bytes, at)? as i64);
            }
        }
        _ => return None,
    }
    Some(())
}

fn skip(bytes: &[u8], at: &mut usize, wire: u64) -> Option<()> {
    match wire {
        0 => {
            varint(bytes, at)?;
        }
        1 => *at += 8,
        2 => *at += varint(bytes, at)? as usize,
        5 => *at += 4,
        _ => return None,
    }
    (*at <= bytes.len()).then_some(())
}

impl OpSharding {
    fn parse(bytes: &[u8], depth: usize) -> Option<OpSharding> {
        if depth > 16 {
            return None;
        }
        let mut s = OpSharding::default();
        let mut at = 0;
        while at < bytes.len() {
            let key = varint(bytes, &mut at)?;
            let (field, wire) = (key >> 3, key & 7);
            match field {
                1 if wire == 0 => s.kind = varint(bytes, &mut at)?,
                3 => repeated(bytes, &mut at, wire, &mut s.dims)?,
                4 => repeated(bytes, &mut at, wire, &mut s.devices)?,
                5 if wire == 2 => {
                    let len = varint(bytes, &mut at)? as usize;
                    let end = at.checked_add(len).filter(|&e| e <= bytes.len())?;
                    s.tuple.push(OpSharding::parse(&bytes[at..end], depth + 1)?);
                    at = end;
                }
                6 if wire == 0 => s.replicate_on_last_tile_dim = varint(bytes, &mut at)? != 0,
                8 => {
                    let mut kinds = Vec::new();
                    repeated(bytes, &mut at, wire, &mut kinds)?;
                    s.last_tile_dims.extend(kinds.into_iter().map(|k| k as u64));
                }
                9 => repeated(bytes, &mut at, wire, &mut s.iota_reshape_dims)?,
                10 => repeated(bytes, &mut at, wire, &mut s.iota_transpose_perm)?,
                11 if wire == 0 => s.is_shard_group = varint(bytes, &mut at)? != 0,
                12 if wire == 0 => s.shard_group_id = varint(bytes, &mut at)? as i64,
                13 if wire == 0 => s.shard_group_type = varint(bytes, &mut at)?,
                // tile_shape, metadata and anything newer: not needed here.
                _ => skip(bytes, &mut at, wire)?,
            }
        }
        Some(s)
    }

    fn text(&self) -> Option<String> {
        let list = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(",");
        let group = if self.is_shard_group {
            let kind = if self.shard_group_type == 1 {
                "shard_like"
            } else {
                "shard_as"
            };
            format!(" {kind} {}", self.shard_group_id)
        } else {
            String::new()
        };
        let body = match self.kind {
            0 => "replicated".to_string(),
            1 => format!("maximal device={}", self.devices.first()?),
            2 => {
                let parts: Option<Vec<String>> = self.tuple.iter().map(OpSharding::text).collect();
                return Some(format!("{{{}}}", parts?.join(", ")));
            }
            3 => {
                let mut out = format!("devices=[{}]", list(&self.dims));
                if !self.iota_reshape_dims.is_empty() {
                    out.push_str(&format!("<=[{}]", list(&self.iota_reshape_dims)));
                    if !self.iota_transpose_perm.is_empty() {
                        out.push_str(&format!("T({})", list(&self.iota_transpose_perm)));
                    }
                } else {
                    out.push_str(&list(&self.devices));
                }
                if self.replicate_on_last_tile_dim {
                    out.push_str(" last_tile_dim_replicate");
                } else if !self.last_tile_dims.is_empty() {
                    let names: Option<Vec<&str>> = self
                        .last_tile_dims
                        .iter()
                        .map(|&k| match k {
                            0 => Some("replicated"),
                            4 => Some("manual"),
                            6 => Some("unreduced"),
                            _ => None,
                        })
                        .collect();
                    out.push_str(&format!(" last_tile_dims={{{}}}", names?.join(", ")));
                }
                out
            }
            4 => "manual".to_string(),
            5 => "unknown".to_string(),
            6 => "unreduced".to_string(),
            _ => return None,
        };
        Some(format!("{{{body}{group}}}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_issues_example_and_the_empty_string() {
        let body = r"\08\03\1A\01\02\22\02\00\01";
        assert!(is_proto(body));
        assert_eq!(
            decode(&body_bytes(body)).as_deref(),
            Some("{devices=[2]0,1}")
        );
        assert!(is_proto(""));
        assert_eq!(decode(&body_bytes("")).as_deref(), Some("{replicated}"));
        assert!(!is_proto("{replicated}"));
    }

    #[test]
    fn iota_subgroups_tuples_and_maximal() {
        // type=OTHER, dims [2,1,4] packed, iota_reshape_dims [8], last_tile_dim_replicate.
        let iota = [0x08, 3, 0x1A, 3, 2, 1, 4, 0x4A, 1, 8, 0x30, 1];
        assert_eq!(
            decode(&iota).as_deref(),
            Some("{devices=[2,1,4]<=[8] last_tile_dim_replicate}")
        );
        // type=OTHER, dims [2,2], iota [2,2] T(1,0), last_tile_dims={manual}.
        let transposed = [
            0x08, 3, 0x1A, 2, 2, 2, 0x4A, 2, 2, 2, 0x52, 2, 1, 0, 0x42, 1, 4,
        ];
        assert_eq!(
            decode(&transposed).as_deref(),
            Some("{devices=[2,2]<=[2,2]T(1,0) last_tile_dims={manual}}")
        );
        let maximal = [0x08, 1, 0x22, 1, 3];
        let tuple: Vec<u8> = [0x08, 2, 0x2A, maximal.len() as u8]
            .into_iter()
            .chain(maximal)
            .chain([0x2A, 0])
            .collect();
        assert_eq!(
            decode(&tuple).as_deref(),
            Some("{{maximal device=3}, {replicated}}")
        );
        // Truncated bytes are no proto.
        assert_eq!(decode(&[0x1A, 5, 1]), None);
    }
}
