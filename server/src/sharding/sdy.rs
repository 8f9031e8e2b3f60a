//! Shardy (`sdy`) text: parsing into the model and printing in Shardy's canonical spelling.
//!
//! Accepted forms (see `sdy-syntax.md` §1–§3):
//!
//! * mesh bodies `<["data"=2, "model"=4]>`, `<[]>`, `<[], device_ids=[3]>`,
//!   `<["a"=2], device_ids=[1, 0]>`, optionally prefixed with `#sdy.mesh`;
//! * shardings `#sdy.sharding<@mesh, [{"a"}, {"b", ?}p1], replicated={"c"}, unreduced=max{"d"}>`,
//!   the stripped form `<@mesh, [...]>`, and inline meshes `mesh<["x"=2]>` instead of `@mesh`;
//! * `#sdy.sharding_per_value<[<...>, <...>]>` (or its stripped `<[...]>`);
//! * manual axes lists `{"a", "b"}`.
//!
//! Errors carry Shardy's messages and the stack of "failed to parse ..." wrappers that MLIR
//! prints on the same location, so they can be compared with Shardy's `expected-error` lines.
//! The printer writes exactly what Shardy prints: `{"a", ?}`, `p0` suffixes, `replicated`
//! before `unreduced`, `sum` never spelled, iota `device_ids` dropped.

use super::diag::{ConversionError, ParseError};
use super::mlir_text::{self, Cursor};
use super::model::{
    is_iota, AxisRef, DimSharding, ManualAxes, Mesh, MeshAxis, MeshRef, MeshSpans, Notation,
    ReductionKind, ShardingPerValue, ShardingSpans, SubAxis, TensorSharding,
};

const DIMS_CONTEXT: &str = "failed to parse Sdy_TensorSharding parameter 'dim_shardings' which is to be a `::llvm::ArrayRef<DimensionShardingAttr>`";
const REPLICATED_CONTEXT: &str = "failed to parse Sdy_TensorSharding parameter 'replicated_axes'";
const UNREDUCED_CONTEXT: &str = "failed to parse Sdy_TensorSharding parameter 'unreduced_axes'";
const AXIS_LIST_CONTEXT: &str =
    "failed to parse axis list which is expected to be an `ArrayRef<AxisRefAttr>`";
const AXIS_NAME_CONTEXT: &str =
    "failed to parse Sdy_AxisRef parameter 'name' which is to be a `::llvm::StringRef`";
const PER_VALUE_CONTEXT: &str = "failed to parse Sdy_TensorShardingPerValue parameter 'shardings' which is to be a `::llvm::ArrayRef<TensorShardingAttr>`";
const AFTER_COMMA: &str =
    "failed to parse Sdy_TensorSharding, expected valid named axis list after comma";
const MESH_AXES_CONTEXT: &str =
    "failed to parse Sdy_Mesh parameter 'axes' which is to be a `::llvm::ArrayRef<MeshAxisAttr>`";

/// The reduction ops Shardy spells in `unreduced=<op>{...}`.
const SDY_REDUCTIONS: [ReductionKind; 3] =
    [ReductionKind::Sum, ReductionKind::Max, ReductionKind::Min];

/// A parsed mesh and where its parts were written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedMesh {
    pub mesh: Mesh,
    pub spans: MeshSpans,
}

/// A parsed sharding and where its parts were written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedSharding {
    pub sharding: TensorSharding,
    pub spans: ShardingSpans,
}

// ------------------------------------------------------------------------------------------
// Parsing
// ------------------------------------------------------------------------------------------

/// Parses a mesh attribute body such as `<["a"=2, "b"=4], device_ids=[...]>`.
pub fn parse_mesh(text: &str) -> Result<ParsedMesh, ParseError> {
    let mut c = Cursor::new(text);
    c.eat("#sdy.mesh");
    let parsed = mesh_body(&mut c)?;
    c.expect_end()?;
    Ok(parsed)
}

/// Parses `#sdy.sharding<...>` or the stripped `<...>`.
pub fn parse_sharding(text: &str) -> Result<ParsedSharding, ParseError> {
    let mut c = Cursor::new(text);
    c.eat("#sdy.sharding");
    let parsed = tensor_sharding(&mut c)?;
    c.expect_end()?;
    Ok(parsed)
}

/// Parses `#sdy.sharding_per_value<[<...>, ...]>` or the stripped `<[...]>`.
pub fn parse_sharding_per_value(text: &str) -> Result<Vec<ParsedSharding>, ParseError> {
    let mut c = Cursor::new(text);
    c.eat("#sdy.sharding_per_value");
    c.expect("<")?;
    let shardings = sharding_list(&mut c).map_err(|e| e.within(PER_VALUE_CONTEXT))?;
    c.expect(">")?;
    c.expect_end()?;
    Ok(shardings)
}

/// Parses a bracketed list of stripped shardings, `[<@m, [...]>, ...]`, as used by
/// `in_shardings=[...]` and `out_shardings=[...]`.
pub fn parse_sharding_list(text: &str) -> Result<Vec<ParsedSharding>, ParseError> {
    let mut c = Cursor::new(text);
    let shardings = sharding_list(&mut c)?;
    c.expect_end()?;
    Ok(shardings)
}

/// Parses a manual axes list `{"a", "b"}`.
pub fn parse_manual_axes(text: &str) -> Result<ManualAxes, ParseError> {
    let mut c = Cursor::new(text);
    c.expect("{")?;
    let mut names = Vec::new();
    if !c.eat("}") {
        loop {
            names.push(c.string()?.1);
            if !c.eat(",") {
                break;
            }
        }
        c.expect("}")?;
    }
    c.expect_end()?;
    Ok(ManualAxes(names))
}

/// Parses an axis list `{"a", "b":(2)2}` (as in `replicated=` or `sdy.all_reduce`).
pub fn parse_axis_list(text: &str) -> Result<Vec<AxisRef>, ParseError> {
    let mut c = Cursor::new(text);
    let list = axis_list(&mut c)?;
    c.expect_end()?;
    Ok(list.axes)
}

fn sharding_list(c: &mut Cursor) -> Result<Vec<ParsedSharding>, ParseError> {
    c.expect("[")?;
    let mut shardings = Vec::new();
    if c.eat("]") {
        return Ok(shardings);
    }
    loop {
        shardings.push(tensor_sharding(c)?);
        if !c.eat(",") {
            break;
        }
    }
    c.expect("]")?;
    Ok(shardings)
}

fn mesh_body(c: &mut Cursor) -> Result<ParsedMesh, ParseError> {
    let start = c.expect("<")?;
    let mut axes = Vec::new();
    let mut spans = MeshSpans::default();
    c.expect("[")?;
    if !c.eat("]") {
        loop {
            let (at, name) = c.string().map_err(|e| e.within(MESH_AXES_CONTEXT))?;
            c.expect("=").map_err(|e| e.within(MESH_AXES_CONTEXT))?;
            let (_, size) = c.integer().map_err(|e| e.within(MESH_AXES_CONTEXT))?;
            spans.axes.push(at..c.raw_offset());
            axes.push(MeshAxis::new(name, size));
            if !c.eat(",") {
                break;
            }
        }
        c.expect("]")?;
    }
    let mut device_ids = None;
    if c.eat(",") {
        if !c.eat_keyword("device_ids") {
            return Err(c.error("expected 'device_ids'"));
        }
        c.expect("=")?;
        c.expect("[")?;
        let mut ids = Vec::new();
        loop {
            let (at, id) = c.integer()?;
            spans.device_ids.push(at..c.raw_offset());
            ids.push(id);
            if !c.eat(",") {
                break;
            }
        }
        c.expect("]")?;
        device_ids = Some(ids);
    }
    c.expect(">")?;
    spans.whole = start..c.raw_offset();
    Ok(ParsedMesh {
        mesh: Mesh { axes, device_ids },
        spans,
    })
}

fn tensor_sharding(c: &mut Cursor) -> Result<ParsedSharding, ParseError> {
    let start = c.expect("<")?;
    let mut spans = ShardingSpans::default();

    let mesh_start = c.offset();
    let mesh = if c.peek() == Some('@') {
        MeshRef::Symbol(c.symbol()?.1)
    } else if c.eat_keyword("mesh") || c.eat("#sdy.mesh") {
        let parsed = mesh_body(c)?;
        spans.inline_mesh = Some(parsed.spans);
        MeshRef::Inline(parsed.mesh)
    } else {
        return Err(c.error("expected '@' or 'mesh'"));
    };
    spans.mesh = mesh_start..c.raw_offset();
    c.expect(",")?;

    let mut dims = Vec::new();
    c.expect("[").map_err(|e| e.within(DIMS_CONTEXT))?;
    if !c.eat("]") {
        loop {
            let (dim, dim_span, axis_spans) =
                dim_sharding(c).map_err(|e| e.within(DIMS_CONTEXT))?;
            dims.push(dim);
            spans.dims.push(dim_span);
            spans.dim_axes.push(axis_spans);
            if !c.eat(",") {
                break;
            }
        }
        c.expect("]").map_err(|e| e.within(DIMS_CONTEXT))?;
    }

    let mut sharding = TensorSharding::on_mesh(mesh, dims);
    let (mut seen_replicated, mut seen_unreduced) = (false, false);
    while c.eat(",") {
        let after_comma = c.clone();
        match c.keyword() {
            Some((_, "replicated")) if !seen_replicated => {
                seen_replicated = true;
                c.expect("=").map_err(|e| e.within(REPLICATED_CONTEXT))?;
                let list = axis_list(c).map_err(|e| e.within(REPLICATED_CONTEXT))?;
                sharding.replicated = list.axes;
                spans.replicated = list.spans;
            }
            Some((_, "unreduced")) if !seen_unreduced => {
                seen_unreduced = true;
                c.eat("=");
                if let Some((at, kw)) = c.keyword() {
                    sharding.reduction = SDY_REDUCTIONS
                        .into_iter()
                        .find(|k| k.name() == kw)
                        .ok_or_else(|| {
                            ParseError::new(at, format!("unknown reduction op: {kw}"))
                                .within(UNREDUCED_CONTEXT)
                        })?;
                }
                let list = axis_list(c).map_err(|e| e.within(UNREDUCED_CONTEXT))?;
                sharding.unreduced = list.axes;
                spans.unreduced = list.spans;
            }
            _ => {
                let mut at = after_comma;
                return Err(at.error(AFTER_COMMA));
            }
        }
    }
    c.expect(">")?;
    spans.whole = start..c.raw_offset();
    Ok(ParsedSharding { sharding, spans })
}

type DimParse = (
    DimSharding,
    std::ops::Range<usize>,
    Vec<std::ops::Range<usize>>,
);

fn dim_sharding(c: &mut Cursor) -> Result<DimParse, ParseError> {
    let start = c.expect("{")?;
    let mut dim = DimSharding::default();
    let mut axis_spans = Vec::new();
    if c.eat("?") {
        dim.is_open = true;
    } else if c.peek() != Some('}') {
        loop {
            let (axis, span) = axis_ref(c)?;
            dim.axes.push(axis);
            axis_spans.push(span);
            if !c.eat(",") {
                break;
            }
            if c.eat("?") {
                dim.is_open = true;
                break;
            }
        }
    }
    c.expect("}")?;
    if let Some((at, kw)) = c.keyword() {
        dim.priority = Some(priority(at, kw)?);
    }
    Ok((dim, start..c.raw_offset(), axis_spans))
}

/// Shardy's priority rules: `p` then digits, no leading zeros, fits in an i64.
fn priority(at: usize, kw: &str) -> Result<i64, ParseError> {
    let digits = kw
        .strip_prefix('p')
        .filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()));
    let Some(digits) = digits else {
        return Err(ParseError::new(
            at,
            format!("expecting priority in format 'p<number>', got: {kw}"),
        ));
    };
    if digits.len() > 1 && digits.starts_with('0') {
        return Err(ParseError::new(
            at,
            format!("priorities with leading zeros are not allowed, got: {kw}"),
        ));
    }
    digits
        .parse::<i64>()
        .map_err(|_| ParseError::new(at, format!("expecting integer priority, got: {kw}")))
}

fn axis_ref(c: &mut Cursor) -> Result<(AxisRef, std::ops::Range<usize>), ParseError> {
    let (start, name) = c.string().map_err(|e| e.within(AXIS_NAME_CONTEXT))?;
    let mut axis = AxisRef::full(name);
    if c.eat(":") {
        c.expect("(")?;
        let (_, pre_size) = c.integer()?;
        c.expect(")")?;
        let (_, size) = c.integer()?;
        axis.sub_axis = Some(SubAxis { pre_size, size });
    }
    Ok((axis, start..c.raw_offset()))
}

/// An axis list `{"x", "y":(2)2}` and where each axis is written (offsets into the parsed
/// text).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AxisList {
    pub axes: Vec<AxisRef>,
    pub spans: Vec<std::ops::Range<usize>>,
    /// The whole `{…}`.
    pub span: std::ops::Range<usize>,
}

/// Reads `{"x", "y":(2)2}` at the cursor: `replicated=`, `unreduced=` and the collectives'
/// axis sets share this syntax.
pub(crate) fn axis_list(c: &mut Cursor) -> Result<AxisList, ParseError> {
    let start = c.expect("{")?;
    let mut list = AxisList::default();
    if !c.eat("}") {
        loop {
            let (axis, span) = axis_ref(c).map_err(|e| e.within(AXIS_LIST_CONTEXT))?;
            list.axes.push(axis);
            list.spans.push(span);
            if !c.eat(",") {
                break;
            }
        }
        c.expect("}")?;
    }
    list.span = start..c.raw_offset();
    Ok(list)
}

// ------------------------------------------------------------------------------------------
// Printing
// ------------------------------------------------------------------------------------------

/// Prints a mesh body the way Shardy does: `<["a"=2, "b"=4]>`, `<[], device_ids=[3]>`. Device
/// ids equal to `iota(product(axes))` are dropped, as Shardy's builder discards them.
pub fn print_mesh(mesh: &Mesh) -> String {
    let axes: Vec<String> = mesh
        .axes
        .iter()
        .map(|a| match a.size {
            Some(size) => format!("{}={size}", mlir_text::quote(&a.name)),
            None => format!("{}=?", mlir_text::quote(&a.name)),
        })
        .collect();
    let mut out = format!("<[{}]", axes.join(", "));
    if let Some(ids) = &mesh.device_ids {
        let is_default_order = !mesh.axes.is_empty()
            && is_iota(ids)
            && mesh.device_count().and_then(|n| usize::try_from(n).ok()) == Some(ids.len());
        if !is_default_order {
            let ids: Vec<String> = ids.iter().map(i64::to_string).collect();
            out.push_str(&format!(", device_ids=[{}]", ids.join(", ")));
        }
    }
    out.push('>');
    out
}

/// Prints `#sdy.sharding<...>`.
pub fn print_sharding(sharding: &TensorSharding) -> String {
    format!("#sdy.sharding{}", print_sharding_stripped(sharding))
}

/// Prints the stripped form `<@mesh, [...]>` used inside per-value lists and op formats.
pub fn print_sharding_stripped(sharding: &TensorSharding) -> String {
    let mesh = match &sharding.mesh {
        MeshRef::Symbol(name) => mlir_text::symbol_ref(name),
        MeshRef::Inline(mesh) => format!("mesh{}", print_mesh(mesh)),
    };
    let dims: Vec<String> = sharding.dims.iter().map(print_dim).collect();
    let mut out = format!("<{mesh}, [{}]", dims.join(", "));
    if !sharding.replicated.is_empty() {
        out.push_str(&format!(
            ", replicated={}",
            print_axis_list(&sharding.replicated)
        ));
    }
    if !sharding.unreduced.is_empty() {
        let op = match sharding.reduction {
            ReductionKind::Sum => "",
            other => other.name(),
        };
        out.push_str(&format!(
            ", unreduced={op}{}",
            print_axis_list(&sharding.unreduced)
        ));
    }
    out.push('>');
    out
}

/// Prints `#sdy.sharding_per_value<[<...>, ...]>`.
pub fn print_sharding_per_value(shardings: &ShardingPerValue) -> String {
    let items: Vec<String> = shardings.0.iter().map(print_sharding_stripped).collect();
    format!("#sdy.sharding_per_value<[{}]>", items.join(", "))
}

/// Prints an axis list `{"a", "b":(2)2}`.
pub fn print_axis_list(axes: &[AxisRef]) -> String {
    let items: Vec<String> = axes.iter().map(AxisRef::to_string).collect();
    format!("{{{}}}", items.join(", "))
}

/// Prints a manual axes list `{"a", "b"}`.
pub fn print_manual_axes(axes: &ManualAxes) -> String {
    let items: Vec<String> = axes.0.iter().map(|a| mlir_text::quote(a)).collect();
    format!("{{{}}}", items.join(", "))
}

fn print_dim(dim: &DimSharding) -> String {
    let mut items: Vec<String> = dim.axes.iter().map(AxisRef::to_string).collect();
    if dim.is_open {
        items.push("?".to_string());
    }
    let mut out = format!("{{{}}}", items.join(", "));
    if let Some(p) = dim.priority {
        out.push_str(&format!("p{p}"));
    }
    out
}

/// Checks that Shardy can express `sharding` (no halos, offsets, dynamic axes in an inline
/// mesh, or reductions other than sum/max/min) and prints it.
pub fn to_sdy_text(sharding: &TensorSharding) -> Result<String, ConversionError> {
    check_expressible(sharding)?;
    Ok(print_sharding(sharding))
}

/// Checks that Shardy can express a mesh: every axis needs a static size.
pub fn check_mesh_expressible(mesh: &Mesh) -> Result<(), ConversionError> {
    match mesh.axes.iter().find(|a| a.size.is_none()) {
        Some(axis) => Err(ConversionError::cannot(
            Notation::Sdy,
            format!(
                "mesh axis \"{}\" has a dynamic size; Shardy meshes need static axis sizes",
                axis.name
            ),
        )),
        None => Ok(()),
    }
}

/// Checks that Shardy can express `sharding`; see [`to_sdy_text`].
pub fn check_expressible(sharding: &TensorSharding) -> Result<(), ConversionError> {
    if !sharding.halo_sizes.is_empty() {
        return Err(ConversionError::cannot(
            Notation::Sdy,
            "halo_sizes have no Shardy equivalent",
        ));
    }
    if !sharding.sharded_dims_offsets.is_empty() {
        return Err(ConversionError::cannot(
            Notation::Sdy,
            "sharded_dims_offsets (uneven shard sizes) have no Shardy equivalent",
        ));
    }
    if !sharding.unreduced.is_empty() && !SDY_REDUCTIONS.contains(&sharding.reduction) {
        return Err(ConversionError::cannot(
            Notation::Sdy,
            format!(
                "unreduced axes with reduction '{}'; Shardy supports sum, max and min",
                sharding.reduction.name()
            ),
        ));
    }
    if let MeshRef::Inline(mesh) = &sharding.mesh {
        check_mesh_expressible(mesh)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(text: &str) -> String {
        print_sharding(
            &parse_sharding(text)
                .unwrap_or_else(|e| panic!("{text}: {e}"))
                .sharding,
        )
    }

    #[test]
    fn canonical_shardings_round_trip_unchanged() {
        for text in [
            "#sdy.sharding<@foo, [{\"a\"}, {}]>",
            "#sdy.sharding<@foo, [{\"a\", ?}, {?}]>",
            "#sdy.sharding<@foo, [{\"a\"}, {\"b\":(2)2}]>",
            "#sdy.sharding<@foo, [{}, {}], replicated={\"a\", \"b\"}>",
            "#sdy.sharding<@foo, [{}, {}], unreduced=max{\"a\"}>",
            "#sdy.sharding<@bar, [{\"a\":(1)2, \"b\", \"a\":(2)2}, {}]>",
            "#sdy.sharding<@foo, [{\"a\"}p0, {\"b\"}]>",
            "#sdy.sharding<@foo, [], replicated={\"b\"}>",
            "#sdy.sharding<@maximal_mesh, []>",
            "#sdy.sharding<@mesh, [{\"z\", ?}p2, {?}p0], replicated={\"c\"}, unreduced={\"d\"}>",
            "#sdy.sharding<mesh<[\"x\"=2, \"y\"=2]>, [{\"x\"}, {}]>",
        ] {
            assert_eq!(round_trip(text), text);
        }
    }

    #[test]
    fn non_canonical_inputs_print_canonically() {
        assert_eq!(
            round_trip("<@foo,[{\"a\",?},{ ? }]>"),
            "#sdy.sharding<@foo, [{\"a\", ?}, {?}]>"
        );
        assert_eq!(
            round_trip("<@foo, [{}, {}], unreduced={\"b\"}, replicated={\"a\"}>"),
            "#sdy.sharding<@foo, [{}, {}], replicated={\"a\"}, unreduced={\"b\"}>"
        );
        assert_eq!(
            round_trip("<@foo, [{}], unreduced{\"b\"}>"),
            "#sdy.sharding<@foo, [{}], unreduced={\"b\"}>"
        );
        assert_eq!(
            round_trip("<@foo, [{}], unreduced=sum{\"b\"}>"),
            "#sdy.sharding<@foo, [{}], unreduced={\"b\"}>"
        );
        assert_eq!(
            round_trip("<@\"odd name\", [{} p3]>"),
            "#sdy.sharding<@\"odd name\", [{}p3]>"
        );
    }

    #[test]
    fn parsed_model_contents() {
        let p = parse_sharding(
            "#sdy.sharding<@mesh, [{\"a\", \"b\":(2)2}p1, {?}], unreduced=min{\"c\"}>",
        )
        .unwrap();
        let s = p.sharding;
        assert_eq!(s.mesh, MeshRef::Symbol("mesh".into()));
        assert_eq!(
            s.dims[0].axes,
            vec![AxisRef::full("a"), AxisRef::sub("b", 2, 2)]
        );
        assert_eq!(s.dims[0].priority, Some(1));
        assert!(!s.dims[0].is_open && s.dims[1].is_open && s.dims[1].axes.is_empty());
        assert_eq!(s.unreduced, vec![AxisRef::full("c")]);
        assert_eq!(s.reduction, ReductionKind::Min);
    }

    #[test]
    fn spans_point_into_the_text() {
        let text = "<@m, [{\"a\", \"b\":(1)2}, {}p1], replicated={\"c\"}>";
        let p = parse_sharding(text).unwrap();
        assert_eq!(&text[p.spans.mesh.clone()], "@m");
        assert_eq!(&text[p.spans.dims[0].clone()], "{\"a\", \"b\":(1)2}");
        assert_eq!(&text[p.spans.dims[1].clone()], "{}p1");
        assert_eq!(&text[p.spans.dim_axes[0][1].clone()], "\"b\":(1)2");
        assert_eq!(&text[p.spans.replicated[0].clone()], "\"c\"");
        assert_eq!(p.spans.whole, 0..text.len());
    }

    #[test]
    fn priority_errors_use_shardy_messages() {
        let e =
            parse_sharding_per_value("#sdy.sharding_per_value<[<@foo, [{\"a\"}, {\"b\"}phigh]>]>")
                .unwrap_err();
        assert_eq!(
            e.messages(),
            vec![
                "expecting priority in format 'p<number>', got: phigh",
                DIMS_CONTEXT,
                PER_VALUE_CONTEXT
            ]
        );
        assert_eq!(
            e.offset,
            "#sdy.sharding_per_value<[<@foo, [{\"a\"}, {\"b\"}".len()
        );

        let e = parse_sharding("#sdy.sharding<@foo, [{\"a\"}p01, {\"b\"}]>").unwrap_err();
        assert_eq!(
            e.messages(),
            vec![
                "priorities with leading zeros are not allowed, got: p01",
                DIMS_CONTEXT
            ]
        );

        let e = parse_sharding("<@foo, [{\"a\"}, {\"b\"}p9999999999999999999]>").unwrap_err();
        assert_eq!(
            e.message,
            "expecting integer priority, got: p9999999999999999999"
        );
        assert_eq!(
            parse_sharding("<@foo, [{}p]>").unwrap_err().message,
            "expecting priority in format 'p<number>', got: p"
        );
        assert_eq!(
            parse_sharding("<@foo, [{}p0]>").unwrap().sharding.dims[0].priority,
            Some(0)
        );
    }

    #[test]
    fn replicated_and_unreduced_errors_use_shardy_messages() {
        let stack = |text: &str| {
            parse_sharding_per_value(text)
                .unwrap_err()
                .messages()
                .join(" | ")
        };
        let wrap = |inner: &[&str]| {
            let mut v: Vec<&str> = inner.to_vec();
            v.push(PER_VALUE_CONTEXT);
            v.join(" | ")
        };
        assert_eq!(
            stack("<[<@foo, [{}, {}], replicated{\"a\", \"b\"}>]>"),
            wrap(&["expected '='", REPLICATED_CONTEXT])
        );
        assert_eq!(
            stack("<[<@foo, [{}, {}], unreduced=[\"a\", \"b\"]>]>"),
            wrap(&["expected '{'", UNREDUCED_CONTEXT])
        );
        assert_eq!(
            stack("<[<@foo, [{}, {}], unreduced={\"a\", \"b\"[]}>]>"),
            wrap(&["expected '}'", UNREDUCED_CONTEXT])
        );
        assert_eq!(
            stack("<[<@foo, [{}, {}], replicated={\"a\", b}>]>"),
            wrap(&[
                "expected string",
                AXIS_NAME_CONTEXT,
                AXIS_LIST_CONTEXT,
                REPLICATED_CONTEXT
            ])
        );
        assert_eq!(
            stack("<[<@foo, [{}, {}], unreduced={\"a\", b}>]>"),
            wrap(&[
                "expected string",
                AXIS_NAME_CONTEXT,
                AXIS_LIST_CONTEXT,
                UNREDUCED_CONTEXT
            ])
        );
        assert_eq!(
            stack("<[<@foo, [{}, {}], replicated unreduced={\"a\", \"b\"}>]>"),
            wrap(&["expected '='", REPLICATED_CONTEXT])
        );
        for bad in [
            "<[<@foo, [{}, {}],>]>",
            "<[<@foo, [{}, {}], unknown={\"a\"}>]>",
            "<[<@foo, [{}, {}], replicated={\"a\"}, >]>",
            "<[<@foo, [{}, {}], replicated={\"a\"}, unreduced={\"b\"}, >]>",
            "<[<@foo, [{}, {}], replicated={\"a\"}, replicated={\"b\"}>]>",
            "<[<@foo, [{}, {}], replicated={\"a\"}, unreduced={\"b\"}, unreduced={\"b\"}>]>",
        ] {
            assert_eq!(stack(bad), wrap(&[AFTER_COMMA]), "{bad}");
        }
    }

    #[test]
    fn error_offsets_point_at_the_offending_token() {
        let text = "<@foo, [{}, {}], replicated={\"a\", b}>";
        assert_eq!(
            parse_sharding(text).unwrap_err().offset,
            text.find('b').unwrap()
        );
        let text = "<@foo, [{}, {}], oops>";
        assert_eq!(
            parse_sharding(text).unwrap_err().offset,
            text.find("oops").unwrap()
        );
        let text = "<@foo, [{\"a\" \"b\"}]>";
        let e = parse_sharding(text).unwrap_err();
        assert_eq!(
            (e.offset, e.message.as_str()),
            (text.find("\"b\"").unwrap(), "expected '}'")
        );
    }

    #[test]
    fn other_syntax_errors() {
        assert_eq!(
            parse_sharding("<@foo [{}]>").unwrap_err().message,
            "expected ','"
        );
        assert_eq!(
            parse_sharding("<foo, [{}]>").unwrap_err().message,
            "expected '@' or 'mesh'"
        );
        assert_eq!(
            parse_sharding("<@foo, [{}]").unwrap_err().message,
            "expected '>'"
        );
        assert_eq!(
            parse_sharding("<@foo, [{}]> x").unwrap_err().message,
            "unexpected trailing text"
        );
        assert_eq!(
            parse_sharding("<@foo, [{?, \"a\"}]>").unwrap_err().message,
            "expected '}'"
        );
        assert_eq!(
            parse_sharding("<@foo, [{\"a\":(1}]>").unwrap_err().message,
            "expected ')'"
        );
        assert_eq!(
            parse_sharding("<@foo, [{}], unreduced=prod{\"a\"}>")
                .unwrap_err()
                .message,
            "unknown reduction op: prod"
        );
        let e = parse_sharding("<@foo, [{a}]>").unwrap_err();
        assert_eq!(
            e.messages(),
            vec!["expected string", AXIS_NAME_CONTEXT, DIMS_CONTEXT]
        );
    }

    #[test]
    fn meshes_parse_and_print_like_shardy() {
        for (input, printed) in [
            ("<[]>", "<[]>"),
            ("<[], device_ids=[3]>", "<[], device_ids=[3]>"),
            ("<[], device_ids=[0]>", "<[], device_ids=[0]>"),
            ("<[\"a\"=1], device_ids=[0]>", "<[\"a\"=1]>"),
            (
                "<[\"a\"=2], device_ids=[1, 0]>",
                "<[\"a\"=2], device_ids=[1, 0]>",
            ),
            (
                "<[\"a\"=2, \"b\"=2], device_ids=[0, 1, 2, 3]>",
                "<[\"a\"=2, \"b\"=2]>",
            ),
            (
                "#sdy.mesh<[\"data\"=2,\"model\"=4]>",
                "<[\"data\"=2, \"model\"=4]>",
            ),
            // Invalid but printable: keeps what was written.
            ("<[\"a\"=2], device_ids=[0]>", "<[\"a\"=2], device_ids=[0]>"),
        ] {
            let parsed = parse_mesh(input).unwrap_or_else(|e| panic!("{input}: {e}"));
            assert_eq!(print_mesh(&parsed.mesh), printed, "{input}");
        }
        let parsed = parse_mesh("<[\"a\"=3, \"b\"=2], device_ids=[0, 2, 4, 1, 3, 5]>").unwrap();
        assert_eq!(parsed.mesh.device_ids, Some(vec![0, 2, 4, 1, 3, 5]));
        assert_eq!(parsed.spans.axes.len(), 2);
        assert_eq!(parsed.spans.device_ids.len(), 6);
        assert!(parse_mesh("<[\"a\"=2], device_ids=[0]>")
            .unwrap()
            .mesh
            .device_ids
            .is_some());
    }

    #[test]
    fn mesh_errors() {
        let e = parse_mesh("<[a=2]>").unwrap_err();
        assert_eq!(e.messages(), vec!["expected string", MESH_AXES_CONTEXT]);
        assert_eq!(
            parse_mesh("<[\"a\"=x]>").unwrap_err().message,
            "expected integer value"
        );
        assert_eq!(
            parse_mesh("<[], ids=[1]>").unwrap_err().message,
            "expected 'device_ids'"
        );
        assert_eq!(
            parse_mesh("<[], device_ids=[]>").unwrap_err().message,
            "expected integer value"
        );
        assert_eq!(parse_mesh("[]").unwrap_err().message, "expected '<'");
        assert_eq!(
            print_mesh(&Mesh::indexed(&[Some(2), None])),
            "<[\"0\"=2, \"1\"=?]>"
        );
    }

    #[test]
    fn per_value_lists() {
        let text = "#sdy.sharding_per_value<[<@mesh, [{\"a\"}, {}]>, <@mesh, [{\"b\"}, {}]>]>";
        let parsed = parse_sharding_per_value(text).unwrap();
        assert_eq!(parsed.len(), 2);
        let model = ShardingPerValue(parsed.into_iter().map(|p| p.sharding).collect());
        assert_eq!(print_sharding_per_value(&model), text);
        assert!(parse_sharding_per_value("#sdy.sharding_per_value<[]>")
            .unwrap()
            .is_empty());
        assert_eq!(
            print_sharding_per_value(&ShardingPerValue::default()),
            "#sdy.sharding_per_value<[]>"
        );
        let inline = "#sdy.sharding_per_value<[<mesh<[\"x\"=2, \"y\"=2]>, [{\"x\"}, {}]>]>";
        assert!(matches!(
            parse_sharding_per_value(inline).unwrap()[0].sharding.mesh,
            MeshRef::Inline(_)
        ));
        assert_eq!(
            parse_sharding_list("[<@a, []>, <@b, [{}]>]").unwrap().len(),
            2
        );
        assert!(parse_sharding_list("[]").unwrap().is_empty());
    }

    #[test]
    fn manual_and_axis_lists() {
        let axes = parse_manual_axes("{\"a\", \"b\"}").unwrap();
        assert_eq!(axes, ManualAxes(vec!["a".into(), "b".into()]));
        assert_eq!(print_manual_axes(&axes), "{\"a\", \"b\"}");
        assert_eq!(parse_manual_axes("{}").unwrap(), ManualAxes::default());
        assert!(parse_manual_axes("{a}").is_err());
        let list = parse_axis_list("{\"x\":(1)2, \"y\"}").unwrap();
        assert_eq!(print_axis_list(&list), "{\"x\":(1)2, \"y\"}");
        assert!(parse_axis_list("{}").unwrap().is_empty());
    }

    #[test]
    fn expressibility_checks() {
        let mut s = TensorSharding::new("m", vec![DimSharding::on(&["a"])]);
        assert_eq!(to_sdy_text(&s).unwrap(), "#sdy.sharding<@m, [{\"a\"}]>");
        s.halo_sizes = vec![super::super::model::SizeValue::Static(1); 2];
        assert!(matches!(
            to_sdy_text(&s),
            Err(ConversionError::CannotExpress {
                target: Notation::Sdy,
                ..
            })
        ));
        s.halo_sizes.clear();
        s.sharded_dims_offsets = vec![super::super::model::SizeValue::Static(0)];
        assert!(to_sdy_text(&s).is_err());
        s.sharded_dims_offsets.clear();
        s.unreduced = vec![AxisRef::full("b")];
        s.reduction = ReductionKind::Product;
        assert!(to_sdy_text(&s)
            .unwrap_err()
            .to_string()
            .contains("'product'"));
        s.reduction = ReductionKind::Max;
        assert!(to_sdy_text(&s).is_ok());
        let dynamic = TensorSharding::replicated(MeshRef::Inline(Mesh::indexed(&[None])), 1);
        assert!(to_sdy_text(&dynamic)
            .unwrap_err()
            .to_string()
            .contains("dynamic size"));
    }
}
