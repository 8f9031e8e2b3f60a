//! The MLIR mesh-family notations: the 2025 `shard` dialect, the 2024 `mesh` dialect and the
//! 2023 proposal (`mesh.cluster`, `#mesh.shard<...>`, plain `[[..]]` sharding options).
//!
//! All three refer to grid axes by index and list, per tensor dimension, the grid axes it is
//! split over. They differ in spelling, in whether partial (unreduced) axes exist, and in the
//! shard dialect's `halo_sizes` / `sharded_dims_offsets`. One AST, [`MeshFamilySharding`],
//! records the era it was written in so the printers can keep each era's spelling; the model
//! conversions map grid axis `i` to the mesh axis named `"i"` (see `Mesh::indexed`).
//!
//! Forms (see `mesh-shard-dialect.md` and seeds 001/004):
//!
//! | era | grid | sharding |
//! |---|---|---|
//! | [`Notation::ShardDialect`] | `(shape = 2x4)` | `@g split_axes = [[0]] halo_sizes = [1, 2]` |
//! | [`Notation::MeshDialect`] | `(shape = 2x?)` | `@m split_axes = [[0]] partial = sum [1]`, inline `<@m, [[]], partial = sum[0]>` |
//! | [`Notation::MeshProposal`] | `(rank = 2, dim_sizes = [2, 4])` | `#mesh.shard<@m, [[0]], partial = max[1]>`, `#mesh.shard<[[0]]>`, `[[0], [], [1]]` |
//!
//! In the proposal's plain `[[..]]` form an entry at index *rank* lists partial-sum axes.

use std::ops::Range;

use super::diag::{ConversionError, ParseError};
use super::mlir_text::{self, Cursor};
use super::model::{
    is_iota, AxisRef, DimSharding, Mesh, MeshRef, Notation, ReductionKind, ShardingSpans,
    SizeValue, TensorSharding,
};

/// The largest declared `mesh.cluster` rank taken at face value.
pub const MAX_GRID_RANK: usize = 1024;

/// A device grid as the mesh-family ops declare it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    pub era: Notation,
    /// Axis sizes as written; `None` is dynamic (`?`, or `0` in a `mesh.cluster`). Negative
    /// sizes are kept so that validation can report them.
    pub shape: Vec<Option<i64>>,
    /// `mesh.cluster` only: the declared `rank`, which may exceed `shape.len()` (the missing
    /// trailing axes are dynamic).
    pub rank: Option<i64>,
}

impl Grid {
    /// A `shard.grid` / `mesh.mesh` grid with static sizes.
    pub fn new(era: Notation, sizes: &[i64]) -> Self {
        Grid {
            era,
            shape: sizes.iter().map(|s| Some(*s)).collect(),
            rank: None,
        }
    }

    /// The number of axes: the declared rank for a cluster, else the shape length. A declared
    /// rank is capped at [`MAX_GRID_RANK`] so that `rank = 99999999999` cannot make us
    /// allocate billions of axes.
    pub fn rank(&self) -> usize {
        match self.rank {
            Some(r) => usize::try_from(r)
                .unwrap_or(0)
                .min(MAX_GRID_RANK)
                .max(self.shape.len()),
            None => self.shape.len(),
        }
    }

    /// The size of each axis, with undeclared cluster axes dynamic.
    pub fn axis_sizes(&self) -> Vec<Option<i64>> {
        let mut sizes = self.shape.clone();
        sizes.resize(self.rank(), None);
        sizes
    }

    /// The grid as a model mesh with axes named `"0"`, `"1"`, ....
    pub fn to_mesh(&self) -> Mesh {
        Mesh::indexed(&self.axis_sizes())
    }

    /// True when some axis has a dynamic size.
    pub fn is_dynamic(&self) -> bool {
        self.axis_sizes().iter().any(Option::is_none)
    }
}

/// Partial axes: the tensor holds partial results along these grid axes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartialAxes {
    pub kind: ReductionKind,
    pub axes: Vec<i64>,
}

/// A sharding in any mesh-family era.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MeshFamilySharding {
    pub era: Notation,
    /// The grid symbol; `None` in the proposal's forms that use the function's default
    /// `mesh_cluster`.
    pub grid: Option<String>,
    /// Per tensor dimension, the grid axes it is split over (major to minor). Kept as `i64` so
    /// that negative indices survive to validation.
    pub split_axes: Vec<Vec<i64>>,
    pub partial: Option<PartialAxes>,
    pub halo_sizes: Vec<SizeValue>,
    pub sharded_dims_offsets: Vec<SizeValue>,
}

impl MeshFamilySharding {
    pub fn new(era: Notation, grid: Option<&str>, split_axes: Vec<Vec<i64>>) -> Self {
        MeshFamilySharding {
            era,
            grid: grid.map(str::to_string),
            split_axes,
            partial: None,
            halo_sizes: Vec::new(),
            sharded_dims_offsets: Vec::new(),
        }
    }

    /// The word each era uses for the device grid in its messages.
    pub fn grid_noun(&self) -> &'static str {
        grid_noun(self.era)
    }
}

/// `grid` in the shard dialect, `mesh` before it.
pub fn grid_noun(era: Notation) -> &'static str {
    match era {
        Notation::ShardDialect => "grid",
        _ => "mesh",
    }
}

/// A parsed grid, its optional symbol name and where it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedGrid {
    pub name: Option<String>,
    pub grid: Grid,
    pub span: Range<usize>,
}

/// A parsed sharding and where its parts were written (`dims` are the `split_axes` entries,
/// `dim_axes` their items, `unreduced` the partial axes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedMeshFamilySharding {
    pub sharding: MeshFamilySharding,
    pub spans: ShardingSpans,
}

// ------------------------------------------------------------------------------------------
// Parsing
// ------------------------------------------------------------------------------------------

/// Parses a grid declaration body: `(shape = 2x4)`, `(shape = ?)`, or for the proposal
/// `(rank = 2, dim_sizes = [2, 4])`. A leading `@name` is accepted and returned.
pub fn parse_grid(text: &str, era: Notation) -> Result<ParsedGrid, ParseError> {
    let mut c = Cursor::new(text);
    let name = if c.peek() == Some('@') {
        Some(c.symbol()?.1)
    } else {
        None
    };
    let start = c.expect("(")?;
    let grid = if era == Notation::MeshProposal {
        cluster_body(&mut c)?
    } else {
        if !c.eat_keyword("shape") {
            return Err(c.error("expected 'shape'"));
        }
        c.expect("=")?;
        let shape = dimension_list(&mut c, era)?;
        Grid {
            era,
            shape,
            rank: None,
        }
    };
    c.expect(")")?;
    let span = start..c.raw_offset();
    c.expect_end()?;
    Ok(ParsedGrid { name, grid, span })
}

fn cluster_body(c: &mut Cursor) -> Result<Grid, ParseError> {
    if !c.eat_keyword("rank") {
        return Err(c.error("expected 'rank'"));
    }
    c.expect("=")?;
    let (_, rank) = c.integer()?;
    let mut shape = Vec::new();
    if c.eat(",") {
        if !c.eat_keyword("dim_sizes") {
            return Err(c.error("expected 'dim_sizes'"));
        }
        c.expect("=")?;
        shape = integer_list(c)?
            .into_iter()
            .map(|(_, s)| if s == 0 { None } else { Some(s) })
            .collect();
    }
    Ok(Grid {
        era: Notation::MeshProposal,
        shape,
        rank: Some(rank),
    })
}

/// MLIR's `custom<DimensionList>`: `2x4x?`, or `[]` for an empty list.
fn dimension_list(c: &mut Cursor, era: Notation) -> Result<Vec<Option<i64>>, ParseError> {
    let op = match era {
        Notation::ShardDialect => "shard.grid",
        _ => "mesh.mesh",
    };
    let failure = |at: usize| {
        ParseError::new(
            at,
            format!("custom op '{op}' Failed parsing dimension list. Did you mean an empty list? It must be denoted by \"[]\"."),
        )
    };
    if c.eat("[") {
        c.expect("]")?;
        return Ok(Vec::new());
    }
    let mut dims = Vec::new();
    c.offset(); // whitespace may precede the list, but not its `x` separators
    loop {
        let at = c.raw_offset();
        if c.peek_raw() == Some('?') {
            c.eat("?");
            dims.push(None);
        } else if c.peek_raw().is_some_and(|ch| ch.is_ascii_digit()) {
            let digits: String = c.text()[at..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            let value = digits
                .parse::<i64>()
                .map_err(|_| ParseError::new(at, "integer value too large"))?;
            c.eat(&digits);
            dims.push(Some(value));
        } else {
            return Err(failure(c.offset()));
        }
        if c.peek_raw() == Some('x') {
            c.eat("x");
        } else {
            break;
        }
    }
    Ok(dims)
}

/// Parses the operands of a `shard.sharding` / `mesh.sharding` op:
/// `@grid0 split_axes = [[0]] partial = sum[1] halo_sizes = [1, 2] sharded_dims_offsets = [...]`,
/// optionally followed by `: !shard.sharding`.
pub fn parse_sharding_op(
    text: &str,
    era: Notation,
) -> Result<ParsedMeshFamilySharding, ParseError> {
    let mut c = Cursor::new(text);
    let mut spans = ShardingSpans::default();
    let start = c.offset();
    let (grid_at, grid) = c.symbol()?;
    let grid_end = c.raw_offset();
    if c.eat("::") {
        return Err(ParseError::new(
            grid_at,
            format!(
                "custom op '{}.sharding' invalid kind of attribute specified",
                dialect(era)
            ),
        ));
    }
    spans.mesh = grid_at..grid_end;
    if !c.eat_keyword("split_axes") {
        return Err(c.error("expected 'split_axes'"));
    }
    c.expect("=")?;
    let split_axes = split_axes_list(&mut c, &mut spans)?;
    let mut sharding = MeshFamilySharding::new(era, Some(&grid), split_axes);
    loop {
        let saved = c.clone();
        match c.keyword() {
            Some((at, "partial")) if sharding.partial.is_none() => {
                if era == Notation::ShardDialect {
                    return Err(ParseError::new(
                        at,
                        "the shard dialect has no 'partial' axes",
                    ));
                }
                c.expect("=")?;
                sharding.partial = Some(partial_axes(&mut c, era, &mut spans)?);
            }
            Some((_, "halo_sizes")) if sharding.halo_sizes.is_empty() => {
                c.expect("=")?;
                let list_at = c.offset();
                sharding.halo_sizes = size_value_list(&mut c)?;
                spans.halo_sizes = Some(list_at..c.raw_offset());
            }
            Some((_, "sharded_dims_offsets")) if sharding.sharded_dims_offsets.is_empty() => {
                c.expect("=")?;
                let list_at = c.offset();
                sharding.sharded_dims_offsets = size_value_list(&mut c)?;
                spans.sharded_dims_offsets = Some(list_at..c.raw_offset());
            }
            Some((at, kw)) => return Err(ParseError::new(at, format!("unexpected '{kw}'"))),
            None => {
                c = saved;
                break;
            }
        }
    }
    spans.whole = start..c.raw_offset();
    if c.eat(":") {
        let type_at = c.offset();
        let expected = format!("!{}.sharding", dialect(era));
        if !c.eat(&expected) {
            return Err(ParseError::new(type_at, format!("expected '{expected}'")));
        }
    }
    c.expect_end()?;
    Ok(ParsedMeshFamilySharding { sharding, spans })
}

/// Parses the attribute forms: `<@mesh_1d, [[]], partial = sum[0]>` (2024),
/// `#mesh.shard<@mesh0, [[0]], partial = max[1]>` and `#mesh.shard<[[0]]>` (proposal).
pub fn parse_sharding_attr(
    text: &str,
    era: Notation,
) -> Result<ParsedMeshFamilySharding, ParseError> {
    let mut c = Cursor::new(text);
    let mut spans = ShardingSpans::default();
    c.eat("#mesh.shard");
    let start = c.expect("<")?;
    let mut grid = None;
    if c.peek() == Some('@') {
        let (at, name) = c.symbol()?;
        spans.mesh = at..c.raw_offset();
        grid = Some(name);
        c.expect(",")?;
    }
    let split_axes = split_axes_list(&mut c, &mut spans)?;
    let mut sharding = MeshFamilySharding::new(era, grid.as_deref(), split_axes);
    if c.eat(",") {
        if !c.eat_keyword("partial") {
            return Err(c.error("expected 'partial'"));
        }
        c.expect("=")?;
        sharding.partial = Some(partial_axes(&mut c, era, &mut spans)?);
    }
    c.expect(">")?;
    spans.whole = start..c.raw_offset();
    c.expect_end()?;
    Ok(ParsedMeshFamilySharding { sharding, spans })
}

/// Parses the proposal's plain sharding option `[[0], [], [1]]` (or `[]`). The grid is the
/// function's default `mesh_cluster`, so `grid` is `None`.
pub fn parse_split_axes(text: &str) -> Result<ParsedMeshFamilySharding, ParseError> {
    let mut c = Cursor::new(text);
    let mut spans = ShardingSpans::default();
    let start = c.offset();
    let split_axes = split_axes_list(&mut c, &mut spans)?;
    spans.whole = start..c.raw_offset();
    c.expect_end()?;
    Ok(ParsedMeshFamilySharding {
        sharding: MeshFamilySharding::new(Notation::MeshProposal, None, split_axes),
        spans,
    })
}

/// Moves spans found in a suffix of the text to the whole text's coordinates.
fn shift_spans(spans: &mut ShardingSpans, by: usize) {
    let shift = |r: &mut Range<usize>| *r = r.start + by..r.end + by;
    shift(&mut spans.whole);
    shift(&mut spans.mesh);
    spans.dims.iter_mut().for_each(shift);
    spans.dim_axes.iter_mut().flatten().for_each(shift);
    spans.replicated.iter_mut().for_each(shift);
    spans.unreduced.iter_mut().for_each(shift);
    spans.halo_sizes.iter_mut().for_each(shift);
    spans.sharded_dims_offsets.iter_mut().for_each(shift);
}

fn dialect(era: Notation) -> &'static str {
    match era {
        Notation::ShardDialect => "shard",
        _ => "mesh",
    }
}

fn split_axes_list(c: &mut Cursor, spans: &mut ShardingSpans) -> Result<Vec<Vec<i64>>, ParseError> {
    c.expect("[")?;
    let mut dims = Vec::new();
    if c.eat("]") {
        return Ok(dims);
    }
    loop {
        let at = c.offset();
        let items = integer_list(c)?;
        spans.dims.push(at..c.raw_offset());
        spans
            .dim_axes
            .push(items.iter().map(|(span, _)| span.clone()).collect());
        dims.push(items.into_iter().map(|(_, v)| v).collect());
        if !c.eat(",") {
            break;
        }
    }
    c.expect("]")?;
    Ok(dims)
}

fn integer_list(c: &mut Cursor) -> Result<Vec<(Range<usize>, i64)>, ParseError> {
    c.expect("[")?;
    let mut items = Vec::new();
    if c.eat("]") {
        return Ok(items);
    }
    loop {
        let (at, v) = c.integer()?;
        items.push((at..c.raw_offset(), v));
        if !c.eat(",") {
            break;
        }
    }
    c.expect("]")?;
    Ok(items)
}

fn partial_axes(
    c: &mut Cursor,
    era: Notation,
    spans: &mut ShardingSpans,
) -> Result<PartialAxes, ParseError> {
    let Some((at, kw)) = c.keyword() else {
        return Err(c.error("expected reduction kind"));
    };
    let kind = ReductionKind::from_name(kw)
        .filter(|k| partial_kinds(era).contains(k))
        .ok_or_else(|| ParseError::new(at, format!("unknown partial type: {kw}")))?;
    let items = integer_list(c)?;
    spans.unreduced = items.iter().map(|(span, _)| span.clone()).collect();
    Ok(PartialAxes {
        kind,
        axes: items.into_iter().map(|(_, v)| v).collect(),
    })
}

/// The partial kinds each era spells (`Mesh_Partial` in 2023, `ReductionKind` in 2024).
fn partial_kinds(era: Notation) -> &'static [ReductionKind] {
    match era {
        Notation::MeshProposal => &[
            ReductionKind::Sum,
            ReductionKind::Max,
            ReductionKind::Min,
            ReductionKind::Generic,
        ],
        Notation::MeshDialect => &ReductionKind::ALL,
        _ => &[],
    }
}

fn size_value_list(c: &mut Cursor) -> Result<Vec<SizeValue>, ParseError> {
    c.expect("[")?;
    let mut items = Vec::new();
    if c.eat("]") {
        return Ok(items);
    }
    loop {
        if c.peek() == Some('%') {
            let start = c.offset();
            let len = c.text()[start + 1..]
                .bytes()
                .take_while(|b| b.is_ascii_alphanumeric() || b"_$.-#".contains(b))
                .count();
            if len == 0 {
                return Err(ParseError::new(start, "expected SSA value name"));
            }
            let name = &c.text()[start..start + 1 + len];
            c.eat(name);
            items.push(SizeValue::Dynamic(name.to_string()));
        } else {
            items.push(SizeValue::Static(c.integer()?.1));
        }
        if !c.eat(",") {
            break;
        }
    }
    c.expect("]")?;
    Ok(items)
}

// ------------------------------------------------------------------------------------------
// Printing
// ------------------------------------------------------------------------------------------

/// Prints a grid body: `(shape = 2x?)` or `(rank = 2, dim_sizes = [2, 4])`.
pub fn print_grid(grid: &Grid) -> String {
    if grid.era == Notation::MeshProposal {
        let rank = grid.rank.unwrap_or(grid.shape.len() as i64);
        if grid.shape.is_empty() {
            return format!("(rank = {rank})");
        }
        let sizes: Vec<String> = grid
            .shape
            .iter()
            .map(|s| s.unwrap_or(0).to_string())
            .collect();
        return format!("(rank = {rank}, dim_sizes = [{}])", sizes.join(", "));
    }
    if grid.shape.is_empty() {
        return "(shape = [])".to_string();
    }
    let dims: Vec<String> = grid
        .shape
        .iter()
        .map(|s| s.map_or("?".to_string(), |v| v.to_string()))
        .collect();
    format!("(shape = {})", dims.join("x"))
}

/// Prints `[[0], [], [1, 2]]`.
pub fn print_split_axes(split_axes: &[Vec<i64>]) -> String {
    let dims: Vec<String> = split_axes
        .iter()
        .map(|d| format!("[{}]", join(d)))
        .collect();
    format!("[{}]", dims.join(", "))
}

/// Prints the operands of a `shard.sharding` / `mesh.sharding` op (without the result type),
/// e.g. `@grid0 split_axes = [[0]] halo_sizes = [1, 2]`. The 2024 printer puts a space
/// before the partial axes: `partial = max [1]`.
pub fn print_sharding_op(s: &MeshFamilySharding) -> String {
    let grid = s
        .grid
        .as_deref()
        .map(mlir_text::symbol_ref)
        .unwrap_or_default();
    let mut out = format!("{grid} split_axes = {}", print_split_axes(&s.split_axes));
    if let Some(p) = &s.partial {
        out.push_str(&format!(" partial = {} [{}]", p.kind.name(), join(&p.axes)));
    }
    if !s.halo_sizes.is_empty() {
        out.push_str(&format!(" halo_sizes = [{}]", join(&s.halo_sizes)));
    }
    if !s.sharded_dims_offsets.is_empty() {
        out.push_str(&format!(
            " sharded_dims_offsets = [{}]",
            join(&s.sharded_dims_offsets)
        ));
    }
    out
}

/// Prints a sharding as a user writes it in its era:
///
/// * shard dialect: the `shard.sharding` op that defines it,
///   `shard.sharding @g split_axes = [[0], [1]] halo_sizes = [1, 2] : !shard.sharding`
///   (the dialect has no attribute form);
/// * 2024 mesh dialect: the inline `<@m, [[0]], partial = sum[1]>` that `mesh.shard … to`
///   takes, or, with `halo_sizes` / `sharded_dims_offsets` (which only the `mesh.sharding` op
///   spells), `mesh.sharding @m split_axes = [[1]] sharded_dims_offsets = [...] : !mesh.sharding`;
/// * proposal: the tensor encoding `#mesh.shard<@m, [[0]]>`, `#mesh.shard<[[0]]>`; partial
///   sums appear as the entry past the tensor rank when [`from_model`] put them there.
///
/// [`parse_sharding_value`] reads every form back.
pub fn print_sharding_attr(s: &MeshFamilySharding) -> String {
    // The op form needs its grid symbol; a sharding without one keeps the
    // attribute form, which `parse_sharding_attr` reads in every era.
    let as_op = s.grid.is_some()
        && match s.era {
            Notation::ShardDialect => true,
            Notation::MeshDialect => !s.halo_sizes.is_empty() || !s.sharded_dims_offsets.is_empty(),
            _ => false,
        };
    if as_op {
        let dialect = dialect(s.era);
        return format!(
            "{dialect}.sharding {} : !{dialect}.sharding",
            print_sharding_op(s)
        );
    }
    let mut out = String::new();
    if s.era == Notation::MeshProposal {
        out.push_str("#mesh.shard");
    }
    out.push('<');
    if let Some(grid) = &s.grid {
        out.push_str(&mlir_text::symbol_ref(grid));
        out.push_str(", ");
    }
    out.push_str(&print_split_axes(&s.split_axes));
    if let Some(p) = &s.partial {
        out.push_str(&format!(", partial = {}[{}]", p.kind.name(), join(&p.axes)));
    }
    out.push('>');
    out
}

/// Parses what [`print_sharding_attr`] prints in `era`: a `shard.sharding` / `mesh.sharding`
/// op (from the op name on, without a result name) or an attribute form.
pub fn parse_sharding_value(
    text: &str,
    era: Notation,
) -> Result<ParsedMeshFamilySharding, ParseError> {
    let trimmed = text.trim_start();
    let op = format!("{}.sharding", dialect(era));
    match trimmed.strip_prefix(op.as_str()) {
        Some(rest) if era != Notation::MeshProposal => {
            let skipped = text.len() - rest.len();
            parse_sharding_op(rest, era)
                .map(|mut parsed| {
                    shift_spans(&mut parsed.spans, skipped);
                    parsed
                })
                .map_err(|e| e.shifted(skipped))
        }
        _ => parse_sharding_attr(text, era),
    }
}

/// Prints the proposal's plain option for a tensor of rank `rank`: partial-sum axes go in an
/// extra entry at index `rank`, e.g. `[[], [], [], [0]]` for a rank-3 partial sum.
pub fn print_plain_split_axes(
    s: &MeshFamilySharding,
    rank: usize,
) -> Result<String, ConversionError> {
    let mut dims = s.split_axes.clone();
    if let Some(p) = &s.partial {
        if p.kind != ReductionKind::Sum {
            return Err(ConversionError::cannot(
                Notation::MeshProposal,
                format!(
                    "the plain [[..]] option only has partial sums, not '{}'",
                    p.kind.name()
                ),
            ));
        }
        if dims.len() > rank {
            return Err(ConversionError::invalid(format!(
                "{} split_axes entries for a tensor of rank {rank}",
                dims.len()
            )));
        }
        dims.resize(rank, Vec::new());
        dims.push(p.axes.clone());
    }
    if !s.halo_sizes.is_empty() || !s.sharded_dims_offsets.is_empty() {
        return Err(ConversionError::cannot(
            Notation::MeshProposal,
            "halo_sizes and sharded_dims_offsets exist only in the mesh.sharding and shard.sharding ops",
        ));
    }
    Ok(print_split_axes(&dims))
}

fn join<T: ToString>(items: &[T]) -> String {
    items
        .iter()
        .map(T::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

// ------------------------------------------------------------------------------------------
// Conversion to and from the model
// ------------------------------------------------------------------------------------------

/// Converts to the model for a tensor of rank `rank`. `default_grid` names the function's
/// `mesh_cluster` for the proposal's forms that omit the grid.
pub fn to_model(
    s: &MeshFamilySharding,
    rank: usize,
    default_grid: Option<&str>,
) -> Result<TensorSharding, ConversionError> {
    let grid = s.grid.as_deref().or(default_grid).ok_or_else(|| {
        ConversionError::invalid("the sharding names no grid and no default mesh_cluster is known")
    })?;
    let mut split_axes = s.split_axes.clone();
    let mut partial = s.partial.clone();
    if s.era == Notation::MeshProposal && split_axes.len() == rank + 1 {
        // The entry past the tensor rank lists partial-sum axes.
        let extra = split_axes.pop().unwrap_or_default();
        if partial.is_some() {
            return Err(ConversionError::invalid(
                "partial axes are given both as an extra split_axes entry and as 'partial'",
            ));
        }
        partial = Some(PartialAxes {
            kind: ReductionKind::Sum,
            axes: extra,
        });
    }
    if s.era != Notation::MeshProposal {
        // mlir-opt ignores entries past the tensor's rank (`[[]]` on a rank-0 tensor).
        split_axes.truncate(rank);
    }
    if split_axes.len() > rank {
        return Err(ConversionError::invalid(format!(
            "split_axes has {} entries but the tensor has rank {rank}",
            split_axes.len()
        )));
    }
    let axis = |index: i64| -> Result<AxisRef, ConversionError> {
        if index < 0 {
            return Err(ConversionError::invalid(format!(
                "negative {} axis {index}",
                s.grid_noun()
            )));
        }
        Ok(AxisRef::full(index.to_string()))
    };
    let mut dims = Vec::with_capacity(rank);
    for d in 0..rank {
        let axes = split_axes.get(d).map(Vec::as_slice).unwrap_or_default();
        dims.push(DimSharding::closed(
            axes.iter().map(|a| axis(*a)).collect::<Result<_, _>>()?,
        ));
    }
    let mut sharding = TensorSharding::new(grid, dims);
    if let Some(p) = partial {
        let mut axes = p.axes.clone();
        // Shardy orders unreduced axes by mesh order; the set is what matters.
        axes.sort_unstable();
        sharding.unreduced = axes.into_iter().map(axis).collect::<Result<_, _>>()?;
        sharding.reduction = p.kind;
    }
    sharding.halo_sizes = s.halo_sizes.clone();
    sharding.sharded_dims_offsets = s.sharded_dims_offsets.clone();
    Ok(sharding)
}

/// An axis index past the rank of a grid whose axes are named by their indices:
/// mlir-opt verifies and propagates such shardings (`split_axes = [[1]]` on a grid
/// of rank 1), so they print back as written.
fn index_past_grid(mesh: &Mesh, name: &str) -> Option<usize> {
    let index: usize = name
        .parse()
        .ok()
        .filter(|_| name == "0" || !name.starts_with('0'))?;
    let by_index = mesh
        .axes
        .iter()
        .enumerate()
        .all(|(i, a)| a.name == i.to_string());
    (by_index && index >= mesh.axes.len()).then_some(index)
}

/// Converts a model sharding on `mesh` to the given era. Axis names are turned into grid
/// indices through `mesh`, so any mesh works, not only index-named ones.
pub fn from_model(
    sharding: &TensorSharding,
    mesh: &Mesh,
    era: Notation,
) -> Result<MeshFamilySharding, ConversionError> {
    let cannot = |reason: String| ConversionError::cannot(era, reason);
    let grid = match &sharding.mesh {
        MeshRef::Symbol(name) => name.clone(),
        MeshRef::Inline(_) => {
            return Err(cannot(
                "inline meshes have no grid symbol to refer to".into(),
            ))
        }
    };
    let index = |axis: &AxisRef| -> Result<i64, ConversionError> {
        if axis.sub_axis.is_some() {
            return Err(cannot(format!(
                "sub-axis {axis} has no equivalent; grid axes cannot be split"
            )));
        }
        let i = mesh
            .axis_index(&axis.name)
            .or_else(|| index_past_grid(mesh, &axis.name))
            .ok_or_else(|| ConversionError::invalid(format!("unknown axis name: {axis}")))?;
        i64::try_from(i).map_err(|_| ConversionError::invalid("too many mesh axes"))
    };
    let mut split_axes = Vec::with_capacity(sharding.dims.len());
    for (d, dim) in sharding.dims.iter().enumerate() {
        if dim.is_open {
            return Err(cannot(format!(
                "dim {d} is open ('?'); every dimension must be closed"
            )));
        }
        if dim.priority.is_some() {
            return Err(cannot(format!(
                "dim {d} has a priority; priorities have no equivalent"
            )));
        }
        split_axes.push(dim.axes.iter().map(index).collect::<Result<Vec<_>, _>>()?);
    }
    while split_axes.len() > 1 && split_axes.last().is_some_and(Vec::is_empty) {
        split_axes.pop();
    }
    if split_axes.is_empty() {
        split_axes.push(Vec::new());
    }
    // The proposal writes partial-sum axes as the entry past the tensor rank.
    let sum_entry = era == Notation::MeshProposal
        && !sharding.unreduced.is_empty()
        && sharding.reduction == ReductionKind::Sum;
    if sum_entry {
        split_axes.resize(sharding.dims.len(), Vec::new());
        split_axes.push(
            sharding
                .unreduced
                .iter()
                .map(index)
                .collect::<Result<Vec<_>, _>>()?,
        );
    }
    let mut out = MeshFamilySharding::new(era, Some(&grid), split_axes);
    for axis in &sharding.replicated {
        index(axis)?;
    }
    if !sharding.unreduced.is_empty() && !sum_entry {
        if !partial_kinds(era).contains(&sharding.reduction) {
            return Err(cannot(match era {
                Notation::ShardDialect => {
                    "unreduced (partial) axes; the shard dialect has no 'partial'".to_string()
                }
                _ => format!("partial reduction '{}'", sharding.reduction.name()),
            }));
        }
        let axes = sharding
            .unreduced
            .iter()
            .map(index)
            .collect::<Result<Vec<_>, _>>()?;
        out.partial = Some(PartialAxes {
            kind: sharding.reduction,
            axes,
        });
    }
    // `halo_sizes` and `sharded_dims_offsets` came with the 2024 `mesh.sharding` op.
    if era == Notation::MeshProposal
        && (!sharding.halo_sizes.is_empty() || !sharding.sharded_dims_offsets.is_empty())
    {
        return Err(cannot(
            "halo_sizes and sharded_dims_offsets exist only in the mesh.sharding and shard.sharding ops".into(),
        ));
    }
    out.halo_sizes = sharding.halo_sizes.clone();
    out.sharded_dims_offsets = sharding.sharded_dims_offsets.clone();
    Ok(out)
}

/// Converts a model mesh to a grid of the given era. Axis names are dropped (grids are
/// indexed); explicit device orders, maximal and empty meshes have no equivalent.
pub fn grid_from_mesh(mesh: &Mesh, era: Notation) -> Result<Grid, ConversionError> {
    if mesh.is_maximal() {
        return Err(ConversionError::cannot(
            era,
            "a single-device (maximal) mesh has no grid equivalent",
        ));
    }
    if mesh.axes.is_empty() {
        return Err(ConversionError::cannot(
            era,
            "a grid needs at least one axis",
        ));
    }
    if let Some(ids) = &mesh.device_ids {
        if !is_iota(ids) {
            return Err(ConversionError::cannot(
                era,
                "an explicit device order (device_ids) has no grid equivalent",
            ));
        }
    }
    let shape: Vec<Option<i64>> = mesh.axes.iter().map(|a| a.size).collect();
    if era == Notation::MeshProposal {
        let rank = i64::try_from(shape.len())
            .map_err(|_| ConversionError::invalid("too many mesh axes"))?;
        return Ok(Grid {
            era,
            shape,
            rank: Some(rank),
        });
    }
    Ok(Grid {
        era,
        shape,
        rank: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sharding::sdy;

    #[test]
    fn axes_past_an_indexed_grid_print_back_as_written() {
        let sd = Notation::ShardDialect;
        let parsed = parse_sharding_op("@grid split_axes = [[1]]", sd).unwrap();
        let model = to_model(&parsed.sharding, 1, None).unwrap();
        let grid = Mesh::indexed(&[Some(1)]);
        let back = from_model(&model, &grid, sd).unwrap();
        assert_eq!(back.split_axes, vec![vec![1]]);
        // Not on a mesh with named axes, and not for spellings that are not indices.
        let named = sdy::parse_mesh("<[\"x\"=2]>").unwrap().mesh;
        assert!(from_model(&model, &named, sd).is_err());
        let mut odd = model.clone();
        odd.dims[0].axes[0].name = "01".into();
        assert!(from_model(&odd, &grid, sd).is_err());
    }

    #[test]
    fn grids_parse_and_print_per_era() {
        for (text, era, printed, sizes) in [
            (
                "(shape = 2x4)",
                Notation::ShardDialect,
                "(shape = 2x4)",
                vec![Some(2), Some(4)],
            ),
            (
                "@m(shape = 2x?)",
                Notation::MeshDialect,
                "(shape = 2x?)",
                vec![Some(2), None],
            ),
            (
                "(shape = ?)",
                Notation::ShardDialect,
                "(shape = ?)",
                vec![None],
            ),
            (
                "(shape=4x8x12)",
                Notation::ShardDialect,
                "(shape = 4x8x12)",
                vec![Some(4), Some(8), Some(12)],
            ),
            (
                "(rank = 2, dim_sizes = [2, 4])",
                Notation::MeshProposal,
                "(rank = 2, dim_sizes = [2, 4])",
                vec![Some(2), Some(4)],
            ),
            (
                "(rank = 3, dim_sizes = [0, 4])",
                Notation::MeshProposal,
                "(rank = 3, dim_sizes = [0, 4])",
                vec![None, Some(4), None],
            ),
            (
                "(rank = 2)",
                Notation::MeshProposal,
                "(rank = 2)",
                vec![None, None],
            ),
        ] {
            let parsed = parse_grid(text, era).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(print_grid(&parsed.grid), printed);
            assert_eq!(parsed.grid.axis_sizes(), sizes, "{text}");
        }
        let parsed = parse_grid("@grid0(shape = 2x2x4)", Notation::ShardDialect).unwrap();
        assert_eq!(parsed.name.as_deref(), Some("grid0"));
        assert_eq!(
            parsed.grid.to_mesh(),
            Mesh::indexed(&[Some(2), Some(2), Some(4)])
        );
        assert!(!parsed.grid.is_dynamic());
        assert_eq!(
            parse_grid("(shape = [])", Notation::ShardDialect)
                .unwrap()
                .grid
                .shape,
            vec![]
        );
        assert_eq!(
            print_grid(&Grid::new(Notation::ShardDialect, &[])),
            "(shape = [])"
        );
    }

    #[test]
    fn grid_parse_errors() {
        let e = parse_grid("(shape = -1)", Notation::ShardDialect).unwrap_err();
        assert_eq!(
            e.message,
            "custom op 'shard.grid' Failed parsing dimension list. Did you mean an empty list? It must be denoted by \"[]\"."
        );
        assert_eq!(e.offset, 9);
        assert!(parse_grid("(shape = 2x)", Notation::MeshDialect)
            .unwrap_err()
            .message
            .starts_with("custom op 'mesh.mesh'"));
        assert_eq!(
            parse_grid("(rank = 2)", Notation::ShardDialect)
                .unwrap_err()
                .message,
            "expected 'shape'"
        );
        assert_eq!(
            parse_grid("(shape = 2)", Notation::MeshProposal)
                .unwrap_err()
                .message,
            "expected 'rank'"
        );
        assert_eq!(
            parse_grid("(rank = 2, sizes = [1])", Notation::MeshProposal)
                .unwrap_err()
                .message,
            "expected 'dim_sizes'"
        );
        assert_eq!(
            parse_grid("(shape = 99999999999999999999)", Notation::ShardDialect)
                .unwrap_err()
                .message,
            "integer value too large"
        );
        assert_eq!(
            parse_grid("(shape = 2", Notation::ShardDialect)
                .unwrap_err()
                .message,
            "expected ')'"
        );
    }

    #[test]
    fn sharding_ops_round_trip() {
        for (text, era) in [
            ("@grid0 split_axes = [[0]]", Notation::ShardDialect),
            ("@grid0 split_axes = [[]]", Notation::ShardDialect),
            ("@grid3 split_axes = [[0], [], [1]]", Notation::ShardDialect),
            (
                "@grid4 split_axes = [[0]] halo_sizes = [1, 4]",
                Notation::ShardDialect,
            ),
            (
                "@grid4 split_axes = [[0]] halo_sizes = [4, %c3]",
                Notation::ShardDialect,
            ),
            (
                "@grid4 split_axes = [[0]] sharded_dims_offsets = [0, 1, 4, 6]",
                Notation::ShardDialect,
            ),
            (
                "@mesh3 split_axes = [[0]] partial = max [1]",
                Notation::MeshDialect,
            ),
            (
                "@mesh3 split_axes = [[0]] partial = sum [1, 2]",
                Notation::MeshDialect,
            ),
        ] {
            let parsed = parse_sharding_op(text, era).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(print_sharding_op(&parsed.sharding), text);
        }
        let p = parse_sharding_op(
            "@mesh3 split_axes = [[0]] partial = max[1] : !mesh.sharding",
            Notation::MeshDialect,
        )
        .unwrap();
        assert_eq!(
            p.sharding.partial,
            Some(PartialAxes {
                kind: ReductionKind::Max,
                axes: vec![1]
            })
        );
        assert_eq!(
            print_sharding_op(&p.sharding),
            "@mesh3 split_axes = [[0]] partial = max [1]"
        );
        let text = "@g split_axes = [[0], [1, 2]] halo_sizes = [1, 2]";
        let p = parse_sharding_op(text, Notation::ShardDialect).unwrap();
        assert_eq!(&text[p.spans.dims[1].clone()], "[1, 2]");
        assert_eq!(&text[p.spans.dim_axes[1][1].clone()], "2");
        assert_eq!(&text[p.spans.halo_sizes.clone().unwrap()], "[1, 2]");
        assert_eq!(&text[p.spans.mesh.clone()], "@g");
    }

    #[test]
    fn sharding_op_errors() {
        let e = parse_sharding_op(
            "@g split_axes = [[0]] partial = sum[1]",
            Notation::ShardDialect,
        )
        .unwrap_err();
        assert_eq!(
            (e.offset, e.message.as_str()),
            (22, "the shard dialect has no 'partial' axes")
        );
        let e = parse_sharding_op("@a::@b split_axes = [[0]]", Notation::ShardDialect).unwrap_err();
        assert_eq!(
            e.message,
            "custom op 'shard.sharding' invalid kind of attribute specified"
        );
        assert_eq!(
            parse_sharding_op("@g axes = [[0]]", Notation::ShardDialect)
                .unwrap_err()
                .message,
            "expected 'split_axes'"
        );
        assert_eq!(
            parse_sharding_op("@g split_axes = [0]", Notation::ShardDialect)
                .unwrap_err()
                .message,
            "expected '['"
        );
        assert_eq!(
            parse_sharding_op(
                "@g split_axes = [[0]] : !mesh.sharding",
                Notation::ShardDialect
            )
            .unwrap_err()
            .message,
            "expected '!shard.sharding'"
        );
        assert_eq!(
            parse_sharding_op(
                "@g split_axes = [[0]] halo_sizes = [1] halo_sizes = [2]",
                Notation::ShardDialect
            )
            .unwrap_err()
            .message,
            "unexpected 'halo_sizes'"
        );
        assert_eq!(
            parse_sharding_op(
                "@m split_axes = [[0]] partial = mean[1]",
                Notation::MeshDialect
            )
            .unwrap_err()
            .message,
            "unknown partial type: mean"
        );
        assert_eq!(
            parse_sharding_op(
                "@g split_axes = [[0]] halo_sizes = [%]",
                Notation::ShardDialect
            )
            .unwrap_err()
            .message,
            "expected SSA value name"
        );
    }

    #[test]
    fn attribute_forms_round_trip() {
        for (text, era) in [
            ("<@mesh_1d, [[]], partial = sum[0]>", Notation::MeshDialect),
            (
                "<@mesh_2d, [[], [1]], partial = sum[0]>",
                Notation::MeshDialect,
            ),
            ("<@mesh_1d, [[]]>", Notation::MeshDialect),
            (
                "#mesh.shard<@mesh0, [[0]], partial = max[1]>",
                Notation::MeshProposal,
            ),
            ("#mesh.shard<@mesh0, [[0], [0]]>", Notation::MeshProposal),
            ("#mesh.shard<[[2, 0], [], [1]]>", Notation::MeshProposal),
            ("#mesh.shard<[]>", Notation::MeshProposal),
        ] {
            let parsed = parse_sharding_attr(text, era).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(print_sharding_attr(&parsed.sharding), text);
        }
        assert_eq!(
            parse_sharding_attr("<@m, [[0]], part = sum[0]>", Notation::MeshDialect)
                .unwrap_err()
                .message,
            "expected 'partial'"
        );
        assert_eq!(
            parse_sharding_attr(
                "#mesh.shard<@m, [[0]], partial = product[0]>",
                Notation::MeshProposal
            )
            .unwrap_err()
            .message,
            "unknown partial type: product"
        );
        assert_eq!(
            parse_sharding_attr("<@m, [[0]], partial = [0]>", Notation::MeshDialect)
                .unwrap_err()
                .message,
            "expected reduction kind"
        );
    }

    #[test]
    fn plain_option_with_partial_entry() {
        // Seed 004: `sharding = [[], [], [], [0]]` on a rank-3 tensor is a partial sum over axis 0.
        let parsed = parse_split_axes("[[], [], [], [0]]").unwrap();
        let model = to_model(&parsed.sharding, 3, Some("mesh0")).unwrap();
        assert_eq!(model.dims, vec![DimSharding::default(); 3]);
        assert_eq!(model.unreduced, vec![AxisRef::full("0")]);
        assert_eq!(model.reduction, ReductionKind::Sum);
        let back = from_model(&model, &Mesh::indexed(&[Some(2)]), Notation::MeshProposal).unwrap();
        assert_eq!(
            print_plain_split_axes(&back, 3).unwrap(),
            "[[], [], [], [0]]"
        );
        // The proposal's own spelling: the partial sum is the entry past the rank.
        assert_eq!(
            print_sharding_attr(&back),
            "#mesh.shard<@mesh0, [[], [], [], [0]]>"
        );

        // Seed 001: `[[0], [], [1]]` on a rank-2 tensor: dim 0 on axis 0, partial sum on axis 1.
        let parsed = parse_split_axes("[[0], [], [1]]").unwrap();
        let model = to_model(&parsed.sharding, 2, Some("mesh0")).unwrap();
        assert_eq!(model.dims[0], DimSharding::on(&["0"]));
        assert_eq!(model.unreduced, vec![AxisRef::full("1")]);
        assert_eq!(
            sdy::print_sharding(&model),
            "#sdy.sharding<@mesh0, [{\"0\"}, {}], unreduced={\"1\"}>"
        );

        assert!(parse_split_axes("[]")
            .unwrap()
            .sharding
            .split_axes
            .is_empty());
        assert!(parse_split_axes("[[[]], [0, 1]]").is_err());
        assert!(to_model(&parse_split_axes("[[0]]").unwrap().sharding, 1, None).is_err());
        let too_long = parse_split_axes("[[0], [1], [2]]").unwrap().sharding;
        assert!(to_model(&too_long, 1, Some("m"))
            .unwrap_err()
            .to_string()
            .contains("rank 1"));
        let both = MeshFamilySharding {
            partial: Some(PartialAxes {
                kind: ReductionKind::Max,
                axes: vec![1],
            }),
            ..parse_split_axes("[[0], [1]]").unwrap().sharding
        };
        assert!(to_model(&both, 1, Some("m")).is_err());
    }

    /// `print_sharding_attr` prints each era's own form, `parse_sharding_value` reads it back
    /// to the same sharding, and printing that again gives the same text.
    #[test]
    fn sharding_values_print_in_their_era_and_round_trip() {
        for (text, era, rank) in [
            (
                "shard.sharding @grid0 split_axes = [[0], [1]] : !shard.sharding",
                Notation::ShardDialect,
                2,
            ),
            (
                "shard.sharding @grid0 split_axes = [[], [1]] sharded_dims_offsets = [0, 2, 5, 9, 14] : !shard.sharding",
                Notation::ShardDialect,
                2,
            ),
            (
                "shard.sharding @grid0 split_axes = [[1, 0]] halo_sizes = [1, 2] : !shard.sharding",
                Notation::ShardDialect,
                2,
            ),
            ("<@mesh0, [[0]], partial = sum[1]>", Notation::MeshDialect, 2),
            (
                "mesh.sharding @mesh0 split_axes = [[1]] sharded_dims_offsets = [0, 1, 2, 4, 7] : !mesh.sharding",
                Notation::MeshDialect,
                2,
            ),
            (
                "mesh.sharding @mesh0 split_axes = [[0]] partial = max [1] halo_sizes = [1, 1] : !mesh.sharding",
                Notation::MeshDialect,
                1,
            ),
            ("#mesh.shard<@mesh0, [[], [], [], [0]]>", Notation::MeshProposal, 3),
            ("#mesh.shard<@mesh0, [[0], [], [1]]>", Notation::MeshProposal, 2),
            (
                "#mesh.shard<@mesh0, [[0]], partial = max[1]>",
                Notation::MeshProposal,
                2,
            ),
        ] {
            let parsed = parse_sharding_value(text, era).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(print_sharding_attr(&parsed.sharding), text);
            // Through the model and back: the canonical spelling again.
            let model = to_model(&parsed.sharding, rank, None).unwrap();
            let mesh = Mesh::indexed(&[Some(2), Some(4)]);
            let back = from_model(&model, &mesh, era).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(print_sharding_attr(&back), text);
            let again = parse_sharding_value(&print_sharding_attr(&back), era).unwrap();
            assert_eq!(to_model(&again.sharding, rank, None).unwrap(), model);
        }
        // Without a grid there is no op to print: the attribute form stays
        // (found by fuzzing: `shard.sharding  split_axes = …` did not parse).
        for era in [Notation::ShardDialect, Notation::MeshDialect] {
            let parsed = parse_sharding_attr("< [[],[14]]>", era).unwrap();
            let printed = print_sharding_attr(&parsed.sharding);
            assert_eq!(printed, "<[[], [14]]>");
            assert!(parse_sharding_value(&printed, era).is_ok(), "{era:?}");
        }
        // Spans and errors are in the coordinates of the whole text.
        let text = "shard.sharding @g split_axes = [[0], [7]]";
        let parsed = parse_sharding_value(text, Notation::ShardDialect).unwrap();
        assert_eq!(&text[parsed.spans.dim_axes[1][0].clone()], "7");
        let e = parse_sharding_value("mesh.sharding @m split_axes = [[x]]", Notation::MeshDialect)
            .unwrap_err();
        assert_eq!(e.offset, 32);
    }

    #[test]
    fn plain_printing_limits() {
        let mut s = MeshFamilySharding::new(Notation::MeshProposal, None, vec![vec![0]]);
        assert_eq!(print_plain_split_axes(&s, 2).unwrap(), "[[0]]");
        s.partial = Some(PartialAxes {
            kind: ReductionKind::Max,
            axes: vec![1],
        });
        assert!(print_plain_split_axes(&s, 2).is_err());
        s.partial = Some(PartialAxes {
            kind: ReductionKind::Sum,
            axes: vec![1],
        });
        assert_eq!(print_plain_split_axes(&s, 2).unwrap(), "[[0], [], [1]]");
        assert!(print_plain_split_axes(&s, 0).is_err());
        s.partial = None;
        s.halo_sizes = vec![SizeValue::Static(1)];
        assert!(print_plain_split_axes(&s, 2).is_err());
    }

    #[test]
    fn shard_dialect_to_sdy_and_back() {
        let p = parse_sharding_op(
            "@grid0 split_axes = [[0], [], [1, 2]]",
            Notation::ShardDialect,
        )
        .unwrap();
        let model = to_model(&p.sharding, 3, None).unwrap();
        assert_eq!(
            sdy::print_sharding(&model),
            "#sdy.sharding<@grid0, [{\"0\"}, {}, {\"1\", \"2\"}]>"
        );
        let mesh = Mesh::indexed(&[Some(2), Some(2), Some(2)]);
        let back = from_model(&model, &mesh, Notation::ShardDialect).unwrap();
        assert_eq!(
            print_sharding_op(&back),
            "@grid0 split_axes = [[0], [], [1, 2]]"
        );
        // Trailing replicated dims are dropped, keeping at least one entry.
        let replicated = to_model(
            &parse_sharding_op("@g split_axes = [[]]", Notation::ShardDialect)
                .unwrap()
                .sharding,
            2,
            None,
        )
        .unwrap();
        assert_eq!(replicated.dims.len(), 2);
        assert_eq!(
            print_sharding_op(&from_model(&replicated, &mesh, Notation::ShardDialect).unwrap()),
            "@g split_axes = [[]]"
        );
    }

    #[test]
    fn sdy_named_axes_convert_through_the_mesh() {
        let mesh = Mesh::from_sizes(&[("data", 2), ("model", 4)]);
        let s = sdy::parse_sharding(
            "#sdy.sharding<@mesh, [{\"model\"}, {\"data\"}], replicated={\"data\"}>",
        )
        .unwrap()
        .sharding;
        let out = from_model(&s, &mesh, Notation::MeshDialect).unwrap();
        assert_eq!(print_sharding_attr(&out), "<@mesh, [[1], [0]]>");
        let unreduced = sdy::parse_sharding("<@mesh, [{}], unreduced=max{\"model\"}>")
            .unwrap()
            .sharding;
        assert_eq!(
            print_sharding_op(&from_model(&unreduced, &mesh, Notation::MeshDialect).unwrap()),
            "@mesh split_axes = [[]] partial = max [1]"
        );
        assert_eq!(
            print_sharding_attr(&from_model(&unreduced, &mesh, Notation::MeshProposal).unwrap()),
            "#mesh.shard<@mesh, [[]], partial = max[1]>"
        );
    }

    #[test]
    fn cannot_express_reports_why() {
        let mesh = Mesh::from_sizes(&[("x", 4), ("y", 2)]);
        let check = |text: &str, era: Notation, needle: &str| {
            let s = sdy::parse_sharding(text).unwrap().sharding;
            let err = from_model(&s, &mesh, era).unwrap_err();
            assert!(err.to_string().contains(needle), "{text}: {err}");
        };
        check(
            "<@m, [{\"x\":(1)2}]>",
            Notation::ShardDialect,
            "sub-axis \"x\":(1)2",
        );
        check(
            "<@m, [{\"x\", ?}]>",
            Notation::ShardDialect,
            "dim 0 is open",
        );
        check("<@m, [{\"x\"}p1]>", Notation::MeshDialect, "priority");
        check(
            "<@m, [{}], unreduced={\"x\"}>",
            Notation::ShardDialect,
            "no 'partial'",
        );
        check(
            "<@m, [{\"z\"}]>",
            Notation::ShardDialect,
            "unknown axis name: \"z\"",
        );
        check(
            "<@m, [{}], replicated={\"z\"}>",
            Notation::ShardDialect,
            "unknown axis name",
        );
        check(
            "<mesh<[\"x\"=2]>, [{}]>",
            Notation::ShardDialect,
            "inline meshes",
        );
        let mut with_halo = sdy::parse_sharding("<@m, [{\"x\"}]>").unwrap().sharding;
        with_halo.halo_sizes = vec![SizeValue::Static(1), SizeValue::Static(1)];
        assert!(from_model(&with_halo, &mesh, Notation::MeshProposal)
            .unwrap_err()
            .to_string()
            .contains("only in the mesh.sharding and shard.sharding ops"));
        // The 2024 `mesh.sharding` op has halos too.
        assert_eq!(
            print_sharding_attr(&from_model(&with_halo, &mesh, Notation::MeshDialect).unwrap()),
            "mesh.sharding @m split_axes = [[0]] halo_sizes = [1, 1] : !mesh.sharding"
        );
        let back = from_model(&with_halo, &mesh, Notation::ShardDialect).unwrap();
        assert_eq!(
            print_sharding_op(&back),
            "@m split_axes = [[0]] halo_sizes = [1, 1]"
        );
        // ... and halos cannot go to sdy.
        let model = to_model(&back, 1, None).unwrap();
        assert!(sdy::to_sdy_text(&model).is_err());
        let mut product = sdy::parse_sharding("<@m, [{}], unreduced={\"x\"}>")
            .unwrap()
            .sharding;
        product.reduction = ReductionKind::Product;
        assert!(from_model(&product, &mesh, Notation::MeshProposal)
            .unwrap_err()
            .to_string()
            .contains("product"));
        assert!(from_model(&product, &mesh, Notation::MeshDialect).is_ok());
    }

    #[test]
    fn negative_axis_is_invalid_in_conversion() {
        let s = parse_sharding_op("@g split_axes = [[-1]]", Notation::ShardDialect)
            .unwrap()
            .sharding;
        assert!(to_model(&s, 1, None)
            .unwrap_err()
            .to_string()
            .contains("negative grid axis -1"));
    }

    #[test]
    fn grid_conversion() {
        let mesh = Mesh::from_sizes(&[("a", 2), ("b", 4)]);
        let grid = grid_from_mesh(&mesh, Notation::ShardDialect).unwrap();
        assert_eq!(print_grid(&grid), "(shape = 2x4)");
        let cluster = grid_from_mesh(&mesh, Notation::MeshProposal).unwrap();
        assert_eq!(print_grid(&cluster), "(rank = 2, dim_sizes = [2, 4])");
        assert!(grid_from_mesh(&Mesh::maximal(0), Notation::ShardDialect).is_err());
        assert!(grid_from_mesh(&Mesh::empty(), Notation::ShardDialect).is_err());
        assert!(grid_from_mesh(
            &mesh.clone().with_device_ids(vec![1, 0, 2, 3, 4, 5, 6, 7]),
            Notation::MeshDialect
        )
        .is_err());
        assert!(grid_from_mesh(
            &mesh.clone().with_device_ids((0..8).collect()),
            Notation::MeshDialect
        )
        .is_ok());
        assert_eq!(grid.rank(), 2);
        assert_eq!(
            Grid {
                era: Notation::MeshProposal,
                shape: vec![],
                rank: Some(-1)
            }
            .rank(),
            0
        );
        assert_eq!(grid_noun(Notation::ShardDialect), "grid");
        assert_eq!(
            MeshFamilySharding::new(Notation::MeshDialect, None, vec![]).grid_noun(),
            "mesh"
        );
    }
}
