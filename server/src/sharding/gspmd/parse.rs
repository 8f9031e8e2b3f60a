//! `ParseSharding` from XLA's `hlo_parser.cc`, including the V3 named form.
//!
//! The structure follows XLA's code so the error messages and the order in which problems
//! are found match it: `ParseSharding` decides between a tuple and a single sharding,
//! `ParseSingleSharding` collects items in any order until `}` and then resolves them
//! (replicated, maximal, manual, unknown, unreduced, else tiled), and the named form is
//! parsed when the first token is `mesh` or `maximal_mesh`. Resolution errors are reported
//! at the start of the sharding body, as XLA does.

use super::lexer::{tokenize, Tok, Token};
use super::{
    HloSharding, HloShardingKind, IotaTile, NamedAxis, NamedAxisRef, NamedBody, NamedDim,
    NamedMesh, NamedSharding, OpMetadata, ShardGroup, ShardGroupKind, SubgroupType, TileDevices,
    TiledSharding,
};
use crate::sharding::diag::ParseError;
use crate::sharding::model::{ReductionKind, SubAxis};

/// Parses a whole sharding string such as `{devices=[2,1]0,1}` or `{{replicated}, {manual}}`.
pub fn parse_hlo_sharding(text: &str) -> Result<HloSharding, ParseError> {
    let mut p = Parser {
        text,
        tokens: tokenize(text)?,
        pos: 0,
    };
    let sharding = p.sharding()?;
    if p.peek() != &Tok::Eof {
        let error = p.error("expected end of sharding string");
        // A sharding keyword after the closing brace (as in one of the seed documents).
        return Err(match p.peek() {
            Tok::Ident(word) | Tok::AttrName(word) if SHARDING_WORDS.contains(&word.as_str()) => {
                error.within(format!("'{word}' belongs inside the braces"))
            }
            _ => error,
        });
    }
    Ok(sharding)
}

/// The words of a single sharding's item list.
const SHARDING_WORDS: [&str; 14] = [
    "maximal",
    "replicated",
    "manual",
    "unknown",
    "unreduced",
    "last_tile_dim_replicate",
    "last_tile_dims",
    "shard_as",
    "shard_like",
    "device",
    "devices",
    "metadata",
    "device_ids",
    "mesh",
];

struct Parser<'a> {
    text: &'a str,
    tokens: Vec<Token>,
    pos: usize,
}

/// Everything `ParseSingleSharding` collects before resolving.
#[derive(Default)]
struct Items {
    replicated: bool,
    maximal: bool,
    manual: bool,
    unknown: bool,
    unreduced: bool,
    last_tile_dim_replicate: bool,
    devices: Vec<i64>,
    tile_dims: Vec<i64>,
    iota_reshape: Vec<i64>,
    iota_perm: Vec<i64>,
    subgroup_types: Vec<SubgroupType>,
    metadata: Vec<OpMetadata>,
    shard_group: Option<ShardGroup>,
}

impl<'a> Parser<'a> {
    fn token(&self) -> &Token {
        &self.tokens[self.pos.min(self.tokens.len() - 1)]
    }

    fn peek(&self) -> &Tok {
        &self.token().tok
    }

    fn peek_at(&self, ahead: usize) -> &Tok {
        &self.tokens[(self.pos + ahead).min(self.tokens.len() - 1)].tok
    }

    fn bump(&mut self) -> Token {
        let t = self.token().clone();
        if self.pos < self.tokens.len() - 1 {
            self.pos += 1;
        }
        t
    }

    fn error(&self, message: impl Into<String>) -> ParseError {
        ParseError::new(self.token().start, message)
    }

    fn eat(&mut self, tok: &Tok) -> bool {
        if self.peek() == tok {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, tok: &Tok, message: &str) -> Result<Token, ParseError> {
        if self.peek() == tok {
            Ok(self.bump())
        } else {
            Err(self.error(message))
        }
    }

    fn int(&mut self) -> Result<i64, ParseError> {
        match *self.peek() {
            Tok::Int(v) => {
                self.bump();
                Ok(v)
            }
            _ => Err(self.error("expects integer")),
        }
    }

    fn int_list(&mut self) -> Result<Vec<i64>, ParseError> {
        let mut values = vec![self.int()?];
        while self.eat(&Tok::Comma) {
            values.push(self.int()?);
        }
        Ok(values)
    }

    fn sharding(&mut self) -> Result<HloSharding, ParseError> {
        let start = self.token().start;
        self.expect(&Tok::LBrace, "expected '{' to start sharding attribute")?;
        if !matches!(self.peek(), Tok::LBrace | Tok::RBrace) {
            return self.single(start);
        }
        let mut elements = Vec::new();
        if self.peek() != &Tok::RBrace {
            loop {
                let element_start = self.token().start;
                self.expect(&Tok::LBrace, "expected '{' to start sharding attribute")?;
                elements.push(self.single(element_start)?);
                if !self.eat(&Tok::Comma) {
                    break;
                }
            }
        }
        let end = self
            .expect(&Tok::RBrace, "expected '}' to end sharding attribute")?
            .end;
        Ok(HloSharding {
            kind: HloShardingKind::Tuple(elements),
            shard_group: None,
            metadata: Vec::new(),
            span: start..end,
        })
    }

    /// The body of one sharding; the `{` at `start` has been consumed.
    fn single(&mut self, start: usize) -> Result<HloSharding, ParseError> {
        if matches!(self.peek(), Tok::Ident(name) if name == "mesh" || name == "maximal_mesh") {
            return self.named(start);
        }
        let body_start = self.token().start;
        let mut items = Items::default();
        while self.peek() != &Tok::RBrace {
            if self.peek() == &Tok::Eof {
                // XLA's item loop says only "unexpected token" at the end of the text.
                return Err(self
                    .error("unexpected token")
                    .within("expected '}' to end sharding attribute"));
            }
            self.item(&mut items)?;
        }
        let end = self.bump().end;
        let shard_group = items.shard_group.take();
        let metadata = std::mem::take(&mut items.metadata);
        let kind = resolve(items, body_start)?;
        Ok(HloSharding {
            kind,
            shard_group,
            metadata,
            span: start..end,
        })
    }

    fn item(&mut self, items: &mut Items) -> Result<(), ParseError> {
        let token = self.bump();
        match &token.tok {
            Tok::Ident(kw) => match kw.as_str() {
                "maximal" => items.maximal = true,
                "replicated" => items.replicated = true,
                "manual" => items.manual = true,
                "unknown" => items.unknown = true,
                "unreduced" => items.unreduced = true,
                "last_tile_dim_replicate" => items.last_tile_dim_replicate = true,
                "shard_as" => items.shard_group = Some(ShardGroup { kind: ShardGroupKind::As, id: self.int()? }),
                "shard_like" => items.shard_group = Some(ShardGroup { kind: ShardGroupKind::Like, id: self.int()? }),
                _ => return Err(ParseError::new(token.start, "unexpected token")),
            },
            Tok::AttrName(name) => match name.as_str() {
                "device" => match *self.peek() {
                    Tok::Int(d) => {
                        self.bump();
                        items.devices = vec![d];
                    }
                    _ => return Err(self.error("device= attribute must be an integer")),
                },
                "devices" => self.tile_assignment(items)?,
                "metadata" => items.metadata = self.metadata()?,
                "last_tile_dims" => items.subgroup_types = self.subgroup_types()?,
                _ => {
                    return Err(ParseError::new(
                        token.start,
                        "unknown attribute in sharding: expected device=, devices= metadata= or last_tile_dims= ",
                    ))
                }
            },
            _ => return Err(ParseError::new(token.start, "unexpected token")),
        }
        Ok(())
    }

    fn tile_assignment(&mut self, items: &mut Items) -> Result<(), ParseError> {
        self.expect(
            &Tok::LSquare,
            "expected '[' to start sharding devices shape",
        )?;
        items.tile_dims = self.int_list()?;
        self.expect(&Tok::RSquare, "expected ']' to end sharding devices shape")?;
        if self.eat(&Tok::Leq) {
            let (reshape, perm) = self.iota()?;
            items.iota_reshape = reshape;
            items.iota_perm = perm;
        } else {
            items.devices = self.int_list()?;
        }
        Ok(())
    }

    /// `[r0,...]` then `T(p0,...)` when there is more than one reshape dim.
    fn iota(&mut self) -> Result<(Vec<i64>, Vec<i64>), ParseError> {
        self.expect(
            &Tok::LSquare,
            "expected '[' to start sharding iota_reshape_dims",
        )?;
        if !matches!(self.peek(), Tok::Int(_)) {
            return Err(self.error("expected non-empty iota_reshape_dims"));
        }
        let reshape = self.int_list()?;
        self.expect(
            &Tok::RSquare,
            "expected ']' to end sharding iota_reshape_dims",
        )?;
        if reshape.len() == 1 {
            return Ok((reshape, vec![0]));
        }
        if !matches!(self.peek(), Tok::Ident(t) if t == "T") {
            return Err(self.error("expected 'T(' to start sharding devices iota_transpose_perm"));
        }
        self.bump();
        self.expect(
            &Tok::LParen,
            "expected 'T(' to start sharding devices iota_transpose_perm",
        )?;
        let mut perm = Vec::new();
        loop {
            let at = self.token().start;
            let dim = self.int()?;
            if usize::try_from(dim).is_ok_and(|d| d >= reshape.len()) {
                return Err(ParseError::new(
                    at,
                    format!(
                        "Out of range iota minor_to_major value {dim}, expecting value in range [0, {})",
                        reshape.len()
                    ),
                ));
            }
            perm.push(dim);
            if !self.eat(&Tok::Comma) {
                break;
            }
        }
        self.expect(
            &Tok::RParen,
            "expected ')' to end sharding devices iota_transpose_perm",
        )?;
        Ok((reshape, perm))
    }

    fn subgroup_types(&mut self) -> Result<Vec<SubgroupType>, ParseError> {
        self.expect(&Tok::LBrace, "expected '{' to start sharding type list")?;
        let mut types = Vec::new();
        if self.peek() != &Tok::RBrace {
            loop {
                let ty =
                    match self.peek() {
                        Tok::Ident(kw) => match kw.as_str() {
                            "maximal" | "maximul" => SubgroupType::Maximal,
                            "replicated" => SubgroupType::Replicated,
                            "manual" => SubgroupType::Manual,
                            "unreduced" => SubgroupType::Unreduced,
                            _ => return Err(self.error(
                                "expected sharding type: maximal, replicated, manual or unreduced",
                            )),
                        },
                        _ => {
                            return Err(self.error(
                                "expected sharding type: maximal, replicated, manual or unreduced",
                            ))
                        }
                    };
                self.bump();
                types.push(ty);
                if !self.eat(&Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(&Tok::RBrace, "expected '}' to end sharding type list")?;
        Ok(types)
    }

    /// `metadata={...}` or `metadata={{...}, {...}}`.
    fn metadata(&mut self) -> Result<Vec<OpMetadata>, ParseError> {
        if self.peek() == &Tok::LBrace && self.peek_at(1) == &Tok::LBrace {
            self.bump();
            let mut list = Vec::new();
            loop {
                list.push(self.single_metadata()?);
                if !self.eat(&Tok::Comma) {
                    break;
                }
            }
            self.expect(&Tok::RBrace, "expected '}' to end metadata list")?;
            return Ok(list);
        }
        Ok(vec![self.single_metadata()?])
    }

    fn single_metadata(&mut self) -> Result<OpMetadata, ParseError> {
        self.expect(&Tok::LBrace, "expected '{' to start OpMetadata")?;
        let mut metadata = OpMetadata::default();
        while self.peek() != &Tok::RBrace {
            let Tok::AttrName(name) = self.peek().clone() else {
                return Err(self.error("expected OpMetadata attribute"));
            };
            self.bump();
            let value_start = self.token().start;
            match self.peek() {
                Tok::Str(_) | Tok::Int(_) => {
                    self.bump();
                }
                Tok::LBrace => {
                    self.bump();
                    if self.peek() != &Tok::RBrace {
                        self.int_list()?;
                    }
                    self.expect(&Tok::RBrace, "expected '}'")?;
                }
                _ => return Err(self.error("expected OpMetadata attribute value")),
            }
            let value_end = self.tokens[self.pos - 1].end;
            metadata
                .attrs
                .push((name, self.text[value_start..value_end].to_string()));
            self.eat(&Tok::Comma);
        }
        self.bump();
        Ok(metadata)
    }

    // ---- V3 named sharding ----

    fn named(&mut self, start: usize) -> Result<HloSharding, ParseError> {
        let mut metadata = Vec::new();
        let sharding = match self.bump().tok {
            Tok::Ident(kw) if kw == "maximal_mesh" => {
                self.expect(&Tok::LSquare, "expected '[' after maximal_mesh")?;
                if !matches!(self.peek(), Tok::AttrName(n) if n == "device_id") {
                    return Err(self.error("expected device_id= attribute in maximal_mesh"));
                }
                self.bump();
                let device_id = self.int()?;
                self.expect(&Tok::RSquare, "expected ']' to end maximal_mesh")?;
                if self.eat(&Tok::Comma) {
                    metadata = self.named_metadata()?;
                }
                NamedSharding::MaximalMesh { device_id }
            }
            _ => {
                let mesh = self.named_mesh()?;
                self.eat(&Tok::Comma);
                let body = self.named_body(&mut metadata)?;
                NamedSharding::Mesh { mesh, body }
            }
        };
        let end = self
            .expect(&Tok::RBrace, "expected '}' to end sharding attribute")?
            .end;
        Ok(HloSharding {
            kind: HloShardingKind::Named(sharding),
            shard_group: None,
            metadata,
            span: start..end,
        })
    }

    fn named_metadata(&mut self) -> Result<Vec<OpMetadata>, ParseError> {
        match self.peek() {
            Tok::AttrName(n) if n == "metadata" => {
                self.bump();
                self.metadata()
            }
            _ => Err(self.error("unknown attribute in named sharding: expected replicated, unreduced, manual or metadata")),
        }
    }

    /// `mesh[a=2,b=4]` with optional `, device_ids=(...)`; `mesh` is the current token.
    fn named_mesh(&mut self) -> Result<NamedMesh, ParseError> {
        self.expect(&Tok::LSquare, "expected '[' after mesh")?;
        let mut mesh = NamedMesh {
            axes: Vec::new(),
            device_ids: None,
            quoted: false,
        };
        if self.peek() != &Tok::RSquare {
            loop {
                let name = match self.peek().clone() {
                    Tok::AttrName(name) => {
                        self.bump();
                        name
                    }
                    Tok::Str(name) => {
                        self.bump();
                        mesh.quoted = true;
                        self.expect(&Tok::Equal, "expected '=' after mesh axis name")?;
                        name
                    }
                    _ => return Err(self.error("expected ']' to end mesh axes")),
                };
                let size = self.int()?;
                mesh.axes.push((name, size));
                if !self.eat(&Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(&Tok::RSquare, "expected ']' to end mesh axes")?;
        if self.peek() == &Tok::Comma
            && matches!(self.peek_at(1), Tok::AttrName(n) if n == "device_ids")
        {
            self.bump();
            self.bump();
            self.expect(&Tok::LParen, "expected '(' for device_ids")?;
            mesh.device_ids = Some(if self.peek() == &Tok::LSquare {
                let (reshape_dims, perm) = self.iota()?;
                TileDevices::Iota(IotaTile { reshape_dims, perm })
            } else {
                TileDevices::Explicit(self.int_list()?)
            });
            self.expect(&Tok::RParen, "expected ')' to end device_ids")?;
        }
        Ok(mesh)
    }

    fn named_body(&mut self, metadata: &mut Vec<OpMetadata>) -> Result<NamedBody, ParseError> {
        if let Tok::Ident(kw) = self.peek().clone() {
            let body = match kw.as_str() {
                "replicated" => NamedBody::Replicated,
                "unreduced" => NamedBody::Unreduced,
                "manual" => NamedBody::Manual,
                _ => return Err(self.error("unexpected token")),
            };
            self.bump();
            if self.eat(&Tok::Comma) {
                *metadata = self.named_metadata()?;
            }
            return Ok(body);
        }
        self.expect(&Tok::LSquare, "expected '[' to start dim shardings")?;
        let mut dims = Vec::new();
        if self.peek() != &Tok::RSquare {
            loop {
                dims.push(self.named_dim()?);
                if !self.eat(&Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(&Tok::RSquare, "expected ']' to end dim shardings")?;
        let (mut replicated, mut unreduced, mut manual) = (Vec::new(), Vec::new(), Vec::new());
        let mut reduction = ReductionKind::Sum;
        while self.peek() != &Tok::RBrace {
            if !self.eat(&Tok::Comma) {
                let error = self.error("expected ',' before next attribute");
                return Err(if self.peek() == &Tok::Eof {
                    error.within("expected '}' to end sharding attribute")
                } else {
                    error
                });
            }
            match self.peek().clone() {
                Tok::AttrName(n) if n == "replicated" => {
                    self.bump();
                    replicated = self.named_axis_set()?;
                }
                Tok::AttrName(n) if n == "unreduced" => {
                    self.bump();
                    if let Tok::Ident(kind) = self.peek().clone() {
                        reduction = ReductionKind::from_name(&kind)
                            .ok_or_else(|| self.error(format!("unknown reduction kind: {kind}")))?;
                        self.bump();
                    }
                    unreduced = self.named_axis_set()?;
                }
                Tok::AttrName(n) if n == "manual" => {
                    self.bump();
                    manual = self.named_axis_set()?;
                }
                _ => *metadata = self.named_metadata()?,
            }
        }
        Ok(NamedBody::Dims {
            dims,
            replicated,
            unreduced,
            reduction,
            manual,
        })
    }

    fn named_dim(&mut self) -> Result<NamedDim, ParseError> {
        self.expect(&Tok::LBrace, "expected '{' to start dim sharding")?;
        let mut dim = NamedDim::default();
        if self.peek() != &Tok::RBrace {
            loop {
                if self.eat(&Tok::Question) {
                    dim.is_open = true;
                    if self.peek() == &Tok::Comma {
                        return Err(self.error("Saw axis ref after '?'"));
                    }
                    break;
                }
                dim.axes.push(self.named_axis_ref()?);
                if !self.eat(&Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(&Tok::RBrace, "expected '}' to end dim sharding")?;
        Ok(dim)
    }

    fn named_axis_set(&mut self) -> Result<Vec<NamedAxisRef>, ParseError> {
        self.expect(&Tok::LBrace, "expected '{' to start axis list")?;
        let mut axes = Vec::new();
        if self.peek() != &Tok::RBrace {
            loop {
                axes.push(self.named_axis_ref()?);
                if !self.eat(&Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(&Tok::RBrace, "expected '}' to end axis list")?;
        Ok(axes)
    }

    fn named_axis_ref(&mut self) -> Result<NamedAxisRef, ParseError> {
        let axis = match self.peek().clone() {
            Tok::Ident(name) | Tok::Str(name) => NamedAxis::Name(name),
            Tok::Int(i) => NamedAxis::Index(i),
            _ => return Err(self.error("expected axis name or index")),
        };
        self.bump();
        let mut sub_axis = None;
        if self.eat(&Tok::Colon) {
            self.expect(&Tok::LParen, "expected '(' before pre_size in sub axis")?;
            let pre_size = self.int()?;
            self.expect(&Tok::RParen, "expected ')' after pre_size in sub axis")?;
            let size = self.int()?;
            sub_axis = Some(SubAxis { pre_size, size });
        }
        Ok(NamedAxisRef { axis, sub_axis })
    }
}

/// The if/else chain at the end of XLA's `ParseSingleSharding`.
fn resolve(items: Items, at: usize) -> Result<HloShardingKind, ParseError> {
    let fail = |message: &str| Err(ParseError::new(at, message));
    if items.replicated {
        if !items.devices.is_empty() {
            return fail("replicated shardings should not have any devices assigned");
        }
        return Ok(HloShardingKind::Replicated);
    }
    if items.maximal {
        if items.devices.len() != 1 {
            return fail("maximal shardings should have exactly one device assigned");
        }
        return Ok(HloShardingKind::Maximal {
            device: items.devices[0],
        });
    }
    for (flag, kind, name) in [
        (items.manual, HloShardingKind::Manual, "manual"),
        (items.unknown, HloShardingKind::Unknown, "unknown"),
        (items.unreduced, HloShardingKind::Unreduced, "unreduced"),
    ] {
        if flag {
            if !items.devices.is_empty() {
                return Err(ParseError::new(
                    at,
                    format!("{name} shardings should not have any devices assigned"),
                ));
            }
            return Ok(kind);
        }
    }
    if items.tile_dims.is_empty() {
        return fail("non-maximal shardings must have a tile assignment list including dimensions");
    }
    if items.iota_perm.len() != items.iota_reshape.len() {
        return Err(ParseError::new(
            at,
            format!(
                "iota_transpose_perm should have the same rank as iota_reshape_dims : expected {}, saw {}.",
                items.iota_reshape.len(),
                items.iota_perm.len()
            ),
        ));
    }
    let devices = if !items.iota_reshape.is_empty() {
        TileDevices::Iota(IotaTile {
            reshape_dims: items.iota_reshape,
            perm: items.iota_perm,
        })
    } else {
        if items.devices.len() <= 1 {
            return fail("non-maximal shardings must have more than one device assigned");
        }
        TileDevices::Explicit(items.devices)
    };
    Ok(HloShardingKind::Tiled(TiledSharding {
        dims: items.tile_dims,
        devices,
        last_tile_dim_replicate: items.last_tile_dim_replicate,
        last_tile_dims: items.subgroup_types,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(text: &str) -> HloShardingKind {
        parse_hlo_sharding(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"))
            .kind
    }

    fn error(text: &str) -> (usize, String) {
        let e = parse_hlo_sharding(text).unwrap_err();
        (e.offset, e.message)
    }

    fn iota(reshape: &[i64], perm: &[i64]) -> TileDevices {
        TileDevices::Iota(IotaTile {
            reshape_dims: reshape.to_vec(),
            perm: perm.to_vec(),
        })
    }

    #[test]
    fn simple_kinds() {
        assert_eq!(kind("{replicated}"), HloShardingKind::Replicated);
        assert_eq!(kind("{manual}"), HloShardingKind::Manual);
        assert_eq!(kind("{unknown}"), HloShardingKind::Unknown);
        assert_eq!(kind("{unreduced}"), HloShardingKind::Unreduced);
        assert_eq!(
            kind("{maximal device=7}"),
            HloShardingKind::Maximal { device: 7 }
        );
        assert_eq!(
            kind(" { maximal  device=-1 } "),
            HloShardingKind::Maximal { device: -1 }
        );
        assert_eq!(kind("{}"), HloShardingKind::Tuple(vec![]));
    }

    #[test]
    fn v1_and_v2_tile_assignments() {
        let HloShardingKind::Tiled(t) = kind("{devices=[2,1,2]2,3,5,7}") else {
            panic!()
        };
        assert_eq!(
            (t.dims, t.devices),
            (vec![2, 1, 2], TileDevices::Explicit(vec![2, 3, 5, 7]))
        );
        let HloShardingKind::Tiled(t) = kind("{devices=[3,4]<=[2,2,3]T(2,1,0)}") else {
            panic!()
        };
        assert_eq!(t.devices, iota(&[2, 2, 3], &[2, 1, 0]));
        let HloShardingKind::Tiled(t) = kind("{devices=[4,2]<=[8]}") else {
            panic!()
        };
        assert_eq!(t.devices, iota(&[8], &[0]));
        let HloShardingKind::Tiled(t) = kind("{devices=[2,2]<=[4] last_tile_dim_replicate}") else {
            panic!()
        };
        assert!(t.last_tile_dim_replicate && t.last_tile_dims.is_empty());
        let HloShardingKind::Tiled(t) =
            kind("{devices=[2,2,2,2]<=[16] last_tile_dims={manual, replicated}}")
        else {
            panic!()
        };
        assert_eq!(
            t.last_tile_dims,
            [SubgroupType::Manual, SubgroupType::Replicated]
        );
        let HloShardingKind::Tiled(t) = kind("{last_tile_dim_replicate devices=[2,2]0,1,2,3}")
        else {
            panic!()
        };
        assert!(t.last_tile_dim_replicate);
        let HloShardingKind::Tiled(t) = kind("{devices=[2,2]<=[4] last_tile_dims={maximul}}")
        else {
            panic!()
        };
        assert_eq!(t.last_tile_dims, [SubgroupType::Maximal]);
    }

    #[test]
    fn suffixes_and_metadata() {
        let s = parse_hlo_sharding("{manual shard_as 1}").unwrap();
        assert_eq!(
            s.shard_group,
            Some(ShardGroup {
                kind: ShardGroupKind::As,
                id: 1
            })
        );
        let s = parse_hlo_sharding(
            "{devices=[2,2,2,2]<=[16] last_tile_dims={manual, replicated} shard_like 1}",
        )
        .unwrap();
        assert_eq!(
            s.shard_group,
            Some(ShardGroup {
                kind: ShardGroupKind::Like,
                id: 1
            })
        );
        let s = parse_hlo_sharding("{replicated metadata={op_name=\"a\"}}").unwrap();
        assert_eq!(
            s.metadata,
            [OpMetadata {
                attrs: vec![("op_name".into(), "\"a\"".into())]
            }]
        );
        let s = parse_hlo_sharding("{maximal device=7 metadata={{op_name=\"b\"}, {op_name=\"c\" source_line=12 profile_type={1,2}}}}").unwrap();
        assert_eq!(s.metadata.len(), 2);
        assert_eq!(s.metadata[1].attrs[1], ("source_line".into(), "12".into()));
        assert_eq!(
            s.metadata[1].attrs[2],
            ("profile_type".into(), "{1,2}".into())
        );
        let s = parse_hlo_sharding(
            "{devices=[2,1,4]<=[8] last_tile_dims={unreduced} metadata={op_type=\"sdy::reduction_op\" op_name=\"SUM\"}}",
        )
        .unwrap();
        assert_eq!(s.metadata[0].attrs.len(), 2);
    }

    #[test]
    fn tuples_are_flat_and_carry_spans() {
        let text = "{{replicated}, {devices=[1,2]3,5}, {maximal device=3}}";
        let s = parse_hlo_sharding(text).unwrap();
        let HloShardingKind::Tuple(elements) = &s.kind else {
            panic!()
        };
        assert_eq!(elements.len(), 3);
        assert_eq!(&text[elements[1].span.clone()], "{devices=[1,2]3,5}");
        assert_eq!(s.span, 0..text.len());
        let with_index = "{{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=5*/{manual}}";
        let HloShardingKind::Tuple(elements) = kind(with_index) else {
            panic!()
        };
        assert_eq!(elements[5].kind, HloShardingKind::Manual);
        assert!(parse_hlo_sharding("{{{replicated}}}").is_err());
    }

    #[test]
    fn xla_parse_errors() {
        assert_eq!(
            error("replicated"),
            (0, "expected '{' to start sharding attribute".into())
        );
        assert_eq!(
            error("{{replicated}"),
            (13, "expected '}' to end sharding attribute".into())
        );
        assert_eq!(
            error("{maximal device=x}"),
            (16, "device= attribute must be an integer".into())
        );
        assert_eq!(
            error("{replicated foo=1}"),
            (12, "unknown attribute in sharding: expected device=, devices= metadata= or last_tile_dims= ".into())
        );
        assert_eq!(error("{replicated ,}"), (12, "unexpected token".into()));
        assert_eq!(error("{replicated bogus}"), (12, "unexpected token".into()));
        assert_eq!(error("{replicated"), (11, "unexpected token".into()));
        let outside =
            parse_hlo_sharding("{devices=[2,2]0,1,2,3} last_tile_dim_replicate").unwrap_err();
        assert_eq!(
            (outside.offset, outside.message.as_str(), outside.context),
            (
                23,
                "expected end of sharding string",
                vec!["'last_tile_dim_replicate' belongs inside the braces".to_string()]
            )
        );
        assert!(parse_hlo_sharding("{replicated} 7")
            .unwrap_err()
            .context
            .is_empty());
        let eof = parse_hlo_sharding("{devices=[2]0,1").unwrap_err();
        assert_eq!(
            (eof.offset, eof.context),
            (
                15,
                vec!["expected '}' to end sharding attribute".to_string()]
            )
        );
        assert_eq!(
            error("{devices=2,1}"),
            (9, "expected '[' to start sharding devices shape".into())
        );
        assert_eq!(
            error("{devices=[2,1 0,1}"),
            (14, "expected ']' to end sharding devices shape".into())
        );
        assert_eq!(
            error("{devices=[2]<=2}"),
            (
                14,
                "expected '[' to start sharding iota_reshape_dims".into()
            )
        );
        assert_eq!(
            error("{devices=[2]<=[]}"),
            (15, "expected non-empty iota_reshape_dims".into())
        );
        assert_eq!(
            error("{devices=[2]<=[2}"),
            (16, "expected ']' to end sharding iota_reshape_dims".into())
        );
        assert_eq!(
            error("{devices=[4]<=[2,2]}"),
            (
                19,
                "expected 'T(' to start sharding devices iota_transpose_perm".into()
            )
        );
        assert_eq!(
            error("{devices=[4]<=[2,2]T 1}"),
            (
                21,
                "expected 'T(' to start sharding devices iota_transpose_perm".into()
            )
        );
        assert_eq!(
            error("{devices=[4]<=[2,2]T(1,0}"),
            (
                24,
                "expected ')' to end sharding devices iota_transpose_perm".into()
            )
        );
        assert_eq!(
            error("{devices=[4]<=[2,2]T(2,0)}"),
            (
                21,
                "Out of range iota minor_to_major value 2, expecting value in range [0, 2)".into()
            )
        );
        assert_eq!(
            error("{devices=[2,2]0,1,2,3 last_tile_dims=manual}"),
            (37, "expected '{' to start sharding type list".into())
        );
        assert_eq!(
            error("{devices=[2,2]0,1,2,3 last_tile_dims={manual}"),
            (45, "unexpected token".into())
        );
        assert_eq!(
            error("{devices=[2,2]0,1,2,3 last_tile_dims={manual replicated}}"),
            (45, "expected '}' to end sharding type list".into())
        );
        assert_eq!(
            error("{replicated} x"),
            (13, "expected end of sharding string".into())
        );
        assert_eq!(error("{shard_as x}"), (10, "expects integer".into()));
    }

    #[test]
    fn resolution_errors_point_at_the_body() {
        assert_eq!(
            error("{replicated devices=[2]0,1}"),
            (
                1,
                "replicated shardings should not have any devices assigned".into()
            )
        );
        assert_eq!(
            error("{maximal}"),
            (
                1,
                "maximal shardings should have exactly one device assigned".into()
            )
        );
        assert_eq!(
            error("{maximal devices=[2]0,1}"),
            (
                1,
                "maximal shardings should have exactly one device assigned".into()
            )
        );
        assert_eq!(
            error("{manual device=1}"),
            (
                1,
                "manual shardings should not have any devices assigned".into()
            )
        );
        assert_eq!(
            error("{unknown device=1}"),
            (
                1,
                "unknown shardings should not have any devices assigned".into()
            )
        );
        assert_eq!(
            error("{unreduced device=1}"),
            (
                1,
                "unreduced shardings should not have any devices assigned".into()
            )
        );
        assert_eq!(
            error("{last_tile_dim_replicate}"),
            (
                1,
                "non-maximal shardings must have a tile assignment list including dimensions"
                    .into()
            )
        );
        assert_eq!(
            error("{devices=[1]0}"),
            (
                1,
                "non-maximal shardings must have more than one device assigned".into()
            )
        );
        assert_eq!(
            error("{ devices=[2]0,1 metadata=op}"),
            (26, "expected '{' to start OpMetadata".into())
        );
        assert_eq!(
            error("{devices=[2]0,1 metadata={op_name}}"),
            (26, "expected OpMetadata attribute".into())
        );
        assert_eq!(
            error("{devices=[2]0,1 metadata={op_name=[]}}"),
            (34, "expected OpMetadata attribute value".into())
        );
        // The single-device maximal form also accepts devices= with one device, as XLA does.
        assert_eq!(
            kind("{maximal devices=[1]4}"),
            HloShardingKind::Maximal { device: 4 }
        );
    }

    #[test]
    fn v3_named_shardings() {
        let HloShardingKind::Named(NamedSharding::Mesh { mesh, body }) =
            kind("{mesh[a=2,b=4,c=3,d=8], [{b:(2)2}, {d:(4)2, c, ?}]}")
        else {
            panic!()
        };
        assert_eq!(
            mesh.axes,
            [
                ("a".into(), 2),
                ("b".into(), 4),
                ("c".into(), 3),
                ("d".into(), 8)
            ]
        );
        let NamedBody::Dims { dims, .. } = body else {
            panic!()
        };
        assert_eq!(
            dims[0].axes[0].sub_axis,
            Some(SubAxis {
                pre_size: 2,
                size: 2
            })
        );
        assert!(dims[1].is_open && dims[1].axes.len() == 2);

        let HloShardingKind::Named(NamedSharding::Mesh { mesh, .. }) =
            kind("{mesh[a=2,b=4,c=4,d=2], device_ids=([4,16]T(1,0)), [{a}]}")
        else {
            panic!()
        };
        assert_eq!(mesh.device_ids, Some(iota(&[4, 16], &[1, 0])));
        let HloShardingKind::Named(NamedSharding::Mesh { mesh, .. }) =
            kind("{mesh[x=2,y=2], device_ids=(0,2,1,3), [{x}]}")
        else {
            panic!()
        };
        assert_eq!(
            mesh.device_ids,
            Some(TileDevices::Explicit(vec![0, 2, 1, 3]))
        );
        assert_eq!(
            kind("{maximal_mesh[device_id=5]}"),
            HloShardingKind::Named(NamedSharding::MaximalMesh { device_id: 5 })
        );
        let HloShardingKind::Named(NamedSharding::Mesh { body, .. }) =
            kind("{mesh[a=2,b=4], replicated}")
        else {
            panic!()
        };
        assert_eq!(body, NamedBody::Replicated);
        let HloShardingKind::Named(NamedSharding::Mesh { body, .. }) =
            kind("{mesh[a=2,b=4], manual}")
        else {
            panic!()
        };
        assert_eq!(body, NamedBody::Manual);
        let s = parse_hlo_sharding(
            "{mesh[a=2,b=4,c=3,d=8], [{a}], replicated={c}, unreduced={d:(4)2}, manual={b:(2)2}, metadata={{op_name=\"foo\"}, {op_name=\"bar\"}}}",
        )
        .unwrap();
        assert_eq!(s.metadata.len(), 2);
        let HloShardingKind::Named(NamedSharding::Mesh {
            body:
                NamedBody::Dims {
                    replicated,
                    unreduced,
                    manual,
                    ..
                },
            ..
        }) = s.kind
        else {
            panic!()
        };
        assert_eq!((replicated.len(), unreduced.len(), manual.len()), (1, 1, 1));

        let HloShardingKind::Named(NamedSharding::Mesh { mesh, body }) =
            kind("{mesh['x'=8,'y'=4], [{'y'}, {}], manual={'x'}}")
        else {
            panic!()
        };
        assert!(mesh.quoted);
        let NamedBody::Dims { manual, .. } = body else {
            panic!()
        };
        assert_eq!(manual[0].axis, NamedAxis::Name("x".into()));
        let HloShardingKind::Named(NamedSharding::Mesh {
            body: NamedBody::Dims { reduction, .. },
            ..
        }) = kind("{mesh['x'=2], [{}], unreduced=max{'x'}}")
        else {
            panic!()
        };
        assert_eq!(reduction, ReductionKind::Max);
        let HloShardingKind::Named(NamedSharding::Mesh {
            body: NamedBody::Dims { dims, .. },
            ..
        }) = kind("{mesh[a=2,b=2], [{0}, {1}]}")
        else {
            panic!()
        };
        assert_eq!(dims[1].axes[0].axis, NamedAxis::Index(1));
        let HloShardingKind::Tuple(elements) =
            kind("{{replicated}, {mesh[a=2,b=4], replicated}, {maximal device=5}, {maximal_mesh[device_id=5]}}")
        else {
            panic!()
        };
        assert_eq!(elements.len(), 4);
        assert!(matches!(
            kind("{mesh[a=2,b=2], [{a}, {}]}"),
            HloShardingKind::Named(_)
        ));
        assert!(matches!(
            kind("{mesh[], [], manual={}}"),
            HloShardingKind::Named(_)
        ));
    }

    #[test]
    fn v3_errors() {
        assert_eq!(error("{mesh a=2}").1, "expected '[' after mesh");
        assert_eq!(error("{mesh[a=2 b=2]}").1, "expected ']' to end mesh axes");
        assert_eq!(
            error("{mesh[a=2], device_ids=0,1}").1,
            "expected '(' for device_ids"
        );
        assert_eq!(
            error("{mesh[a=2], device_ids=(0,1}").1,
            "expected ')' to end device_ids"
        );
        assert_eq!(
            error("{maximal_mesh[device=5]}").1,
            "expected device_id= attribute in maximal_mesh"
        );
        assert_eq!(error("{mesh[a=2], [{?, a}]}").1, "Saw axis ref after '?'");
        assert_eq!(
            parse_hlo_sharding("{mesh[a=2], [{a}]").unwrap_err().context,
            ["expected '}' to end sharding attribute"]
        );
        assert_eq!(
            error("{mesh[a=2], [{a}] replicated={a}}").1,
            "expected ',' before next attribute"
        );
        assert_eq!(
            error("{mesh[a=2], [{a}], bogus={a}}").1,
            "unknown attribute in named sharding: expected replicated, unreduced, manual or metadata"
        );
        assert_eq!(
            error("{mesh[a=4], [{a:(2 2}]}").1,
            "expected ')' after pre_size in sub axis"
        );
        assert_eq!(
            error("{mesh[a=4], [{a:2}]}").1,
            "expected '(' before pre_size in sub axis"
        );
        assert_eq!(error("{mesh[a=2], [{=}]}").1, "expected axis name or index");
        assert_eq!(error("{mesh[a=2], bogus}").1, "unexpected token");
        assert_eq!(
            error("{mesh[a=2], [{a}], unreduced=mean{a}}").1,
            "unknown reduction kind: mean"
        );
        assert_eq!(
            error("{mesh['a' 2], [{a}]}").1,
            "expected '=' after mesh axis name"
        );
        assert_eq!(error("{maximal_mesh[device_id=5], replicated}").1, "unknown attribute in named sharding: expected replicated, unreduced, manual or metadata");
    }
}
