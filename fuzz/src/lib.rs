//! Fuzz targets for mesh-lsp, as plain functions of `&[u8]`.
//!
//! Each function is one target: the libFuzzer binaries in `fuzz_targets/`
//! call it (`cargo +nightly fuzz run <target>`), and so do the bounded
//! randomized tests in `tests/stable.rs`, which run on a stable toolchain.
//! A target fails by panicking: either the code under test panicked, or an
//! invariant checked here does not hold.
//!
//! | target | what |
//! |---|---|
//! | [`check_bytes`] | bytes → decoding as the CLI does → grammar, IR, `check_text`; an open [`Document`] and its diagnostics |
//! | [`sdy_parsers`] | the Shardy parsers (mesh, sharding, per-value, lists, manual axes, axis lists), validation, printing |
//! | [`mesh_family_parsers`] | grids and shardings of the `shard`/`mesh` dialects in all eras, validation, conversion, printing |
//! | [`gspmd_parsers`] | GSPMD `HloSharding` strings: parse, validate, canonicalize, print, tile materialization, conversion |
//! | [`document_edits`] | a text and a sequence of edits through [`Document`]; the result must equal a fresh analysis |

use mesh_lsp::analysis::{document_analysis, document_diagnostics, ContentChange, Document};
use mesh_lsp::check;
use mesh_lsp::diagnostic::Diagnostic;
use mesh_lsp::ir;
use mesh_lsp::pipeline::{self, FileAnalysis};
use mesh_lsp::sharding::gspmd::{self, tile, HloShape, HloShardingKind};
use mesh_lsp::sharding::validate::{self, SdyCheckOptions};
use mesh_lsp::sharding::{devices, mesh_family, sdy, Mesh, Notation, ParseError};
use mesh_lsp::text::{LineCol, LineIndex, PositionEncoding, TextRange};

/// The documents [`document_edits`] starts from when its input selects one.
pub const BASE_TEXTS: [&str; 6] = [
    include_str!("../../examples/mlp_sdy.mlir"),
    include_str!("../../examples/mlp_shard.mlir"),
    include_str!("../../examples/gspmd.mlir"),
    include_str!("../../server/tests/ir_inputs/mesh_proposal.mlir"),
    include_str!("../../server/tests/ir_inputs/regions.mlir"),
    include_str!("../../server/tests/ir_inputs/errors.mlir"),
];

/// Text pieces edits insert: fragments that open and close brackets, strings
/// and regions, shardings of each notation, separators and non-ASCII.
pub const PIECES: [&str; 32] = [
    "",
    " ",
    "\n",
    "\r\n",
    "{",
    "}",
    "(",
    ")",
    "<",
    ">",
    "[",
    "]",
    "\"",
    "%0",
    " = ",
    ":",
    ",",
    "@mesh",
    "é",
    "𝕏",
    "// -----\n",
    "func.func @h(%a: tensor<4xf32>) -> tensor<4xf32> {\n  return %a : tensor<4xf32>\n}\n",
    "sdy.mesh @m = <[\"x\"=2, \"y\"=4]>\n",
    "#sdy.sharding<@mesh, [{\"data\"}, {}]>",
    "{\"model\"}",
    "shard.grid @g(shape = 2x4)\n",
    "split_axes = [[0], [1]]",
    "mhlo.sharding = \"{devices=[2,4]<=[8]}\"",
    "tensor<9223372036854775807x2xf32>",
    "%1 = stablehlo.add %0, %0 : tensor<4xf32>\n",
    "^bb0(%b: tensor<4xf32>):\n",
    "\"unterminated",
];

/// Decodes bytes the way `mesh-lsp check` does before analysing them: a
/// UTF-8 byte order mark is dropped, invalid sequences become U+FFFD.
pub fn decode(data: &[u8]) -> String {
    let data = data.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(data);
    String::from_utf8_lossy(data).into_owned()
}

/// `MESH_FUZZ_STRICT=1` also checks two invariants known not to hold today
/// (see `fuzz/README.md`): diagnostic ranges on character boundaries, and
/// syntax diagnostics of an incrementally reparsed tree equal to a fresh
/// parse's.
fn strict() -> bool {
    static STRICT: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *STRICT.get_or_init(|| std::env::var_os("MESH_FUZZ_STRICT").is_some())
}

/// A diagnostic's ranges lie inside `text` (and, strictly, on character
/// boundaries; the protocol and CLI edges snap offsets inside a character to
/// its start).
fn assert_ranges_in(text: &str, diagnostics: &[Diagnostic], what: &str) {
    for d in diagnostics {
        let ranges = std::iter::once(d.range).chain(d.related.iter().map(|r| r.range));
        for range in ranges {
            assert!(
                range.start <= range.end && range.end <= text.len(),
                "{what}: {} range {range:?} outside the text (len {})",
                d.code,
                text.len()
            );
            assert!(
                !strict()
                    || (text.is_char_boundary(range.start) && text.is_char_boundary(range.end)),
                "{what}: {} range {range:?} splits a character",
                d.code
            );
        }
        assert!(
            d.code.contains('/'),
            "{what}: code {:?} is not area/kind",
            d.code
        );
    }
}

/// Target (a): arbitrary bytes through the grammar, the IR and every check,
/// then opened as a document.
pub fn check_bytes(data: &[u8]) {
    let text = decode(data);
    let diagnostics = check::check_text(&text);
    assert_ranges_in(&text, &diagnostics, "check_text");
    // The edges convert every range to positions; they must be in the text.
    let index = LineIndex::new(&text);
    for d in &diagnostics {
        for encoding in [PositionEncoding::Utf8, PositionEncoding::Utf16] {
            let start = index.position(&text, d.range.start, encoding);
            let end = index.position(&text, d.range.end, encoding);
            assert!((start.line, start.character) <= (end.line, end.character));
            // Back to the offset, except that a position after a line's
            // final `\r` clamps to before it (columns end at the line's end).
            let snapped = mesh_lsp::text::floor_char_boundary(&text, d.range.start);
            let back = index.offset(&text, start, encoding);
            let at_cr = text[back..].starts_with('\r') && snapped == back + 1;
            assert!(
                back == snapped || at_cr,
                "{} at {snapped} maps back to {back}",
                d.code
            );
        }
    }

    let document = Document::new(text.as_str());
    let from_document = document_diagnostics(&document);
    assert_ranges_in(&text, &from_document, "document_diagnostics");
    let dump = ir::dump(document.ir(), &text);
    assert_eq!(dump, ir::dump(&ir::build(document.tree(), &text), &text));
}

fn assert_error_in(text: &str, error: &ParseError, what: &str) {
    assert!(
        error.offset <= text.len(),
        "{what}: error offset {} past the end ({}): {}",
        error.offset,
        text.len(),
        error.message
    );
    assert!(!error.message.is_empty(), "{what}: empty error message");
}

fn assert_spans_in(text: &str, spans: &[std::ops::Range<usize>], what: &str) {
    for span in spans {
        assert!(
            span.start <= span.end && span.end <= text.len(),
            "{what}: span {span:?} outside the text (len {})",
            text.len()
        );
    }
}

fn assert_diagnostic_ranges_in(text: &str, diagnostics: &[mesh_lsp::sharding::Diagnostic]) {
    for d in diagnostics {
        if let Some(range) = &d.range {
            assert!(
                range.start <= range.end && range.end <= text.len(),
                "{}: range {range:?} outside the text (len {})",
                d.code,
                text.len()
            );
        }
    }
}

/// Splits fuzzer input into a selector byte and the text to parse.
fn selector_and_text(data: &[u8]) -> (u8, String) {
    match data.split_first() {
        Some((selector, rest)) => (*selector, String::from_utf8_lossy(rest).into_owned()),
        None => (0, String::new()),
    }
}

/// A tensor shape from a selector: rank 0–4, static sizes 1–16, sometimes dynamic.
fn shape_from(selector: u8, text: &str) -> Vec<Option<i64>> {
    let rank = (selector as usize >> 3) % 5;
    let seed = text.len() as i64;
    (0..rank)
        .map(|d| {
            if (selector >> 6) == 3 && d == 0 {
                None
            } else {
                Some(1 + (seed + d as i64 * 7) % 16)
            }
        })
        .collect()
}

/// The mesh Shardy shardings are checked against: three named axes of sizes 2, 4, 3.
fn test_mesh() -> Mesh {
    sdy::parse_mesh("<[\"a\"=2, \"b\"=4, \"c\"=3]>")
        .expect("the test mesh parses")
        .mesh
}

/// Target (b), Shardy: mesh bodies, shardings, per-value lists, sharding
/// lists, manual axes and axis lists. What parses is validated, laid out on
/// devices and printed; the printed text parses again and prints the same.
pub fn sdy_parsers(data: &[u8]) {
    let (selector, text) = selector_and_text(data);
    let shape = shape_from(selector, &text);
    let options = SdyCheckOptions {
        check_divisibility: selector & 4 != 0,
        ..Default::default()
    };
    match selector % 6 {
        0 => match sdy::parse_mesh(&text) {
            Ok(parsed) => {
                assert_spans_in(&text, &parsed.spans.axes, "mesh axes");
                assert_spans_in(&text, &parsed.spans.device_ids, "mesh device ids");
                let diagnostics = validate::validate_mesh(&parsed.mesh, Some(&parsed.spans));
                assert_diagnostic_ranges_in(&text, &diagnostics);
                let _ = devices::device_grid(&parsed.mesh);
                let _ = sdy::check_mesh_expressible(&parsed.mesh);
                let printed = sdy::print_mesh(&parsed.mesh);
                let again = sdy::parse_mesh(&printed)
                    .unwrap_or_else(|e| panic!("printed mesh {printed:?} does not parse: {e}"));
                assert_eq!(sdy::print_mesh(&again.mesh), printed, "mesh print fixpoint");
            }
            Err(error) => assert_error_in(&text, &error, "parse_mesh"),
        },
        1 => match sdy::parse_sharding(&text) {
            Ok(parsed) => {
                let spans = &parsed.spans;
                assert_spans_in(&text, &spans.dims, "sharding dims");
                assert_spans_in(&text, &spans.replicated, "replicated");
                assert_spans_in(&text, &spans.unreduced, "unreduced");
                for axes in &spans.dim_axes {
                    assert_spans_in(&text, axes, "dim axes");
                }
                let mesh = test_mesh();
                for (mesh, shape) in [
                    (Some(&mesh), Some(shape.as_slice())),
                    (Some(&mesh), None),
                    (None, Some(shape.as_slice())),
                ] {
                    let diagnostics = validate::validate_sharding(
                        &parsed.sharding,
                        mesh,
                        shape,
                        &options,
                        Some(spans),
                    );
                    assert_diagnostic_ranges_in(&text, &diagnostics);
                }
                let statics: Vec<i64> = shape.iter().map(|d| d.unwrap_or(8)).collect();
                let _ = devices::shard_tensor(&parsed.sharding, &mesh, &statics);
                let _ = gspmd::from_model(&parsed.sharding, &mesh, &Default::default());
                for era in [
                    Notation::ShardDialect,
                    Notation::MeshDialect,
                    Notation::MeshProposal,
                ] {
                    let _ = mesh_family::from_model(&parsed.sharding, &mesh, era);
                }
                let _ = sdy::to_sdy_text(&parsed.sharding);
                let printed = sdy::print_sharding(&parsed.sharding);
                let again = sdy::parse_sharding(&printed)
                    .unwrap_or_else(|e| panic!("printed sharding {printed:?} does not parse: {e}"));
                assert_eq!(
                    sdy::print_sharding(&again.sharding),
                    printed,
                    "sharding print fixpoint"
                );
            }
            Err(error) => assert_error_in(&text, &error, "parse_sharding"),
        },
        2 => match sdy::parse_sharding_per_value(&text) {
            Ok(parsed) => {
                let _ = validate::validate_value_count(parsed.len(), shape.len());
                let mesh = test_mesh();
                for p in &parsed {
                    let diagnostics = validate::validate_sharding(
                        &p.sharding,
                        Some(&mesh),
                        Some(&shape),
                        &options,
                        Some(&p.spans),
                    );
                    assert_diagnostic_ranges_in(&text, &diagnostics);
                }
            }
            Err(error) => assert_error_in(&text, &error, "parse_sharding_per_value"),
        },
        3 => match sdy::parse_sharding_list(&text) {
            Ok(parsed) => {
                for p in &parsed {
                    assert_spans_in(&text, &p.spans.dims, "list dims");
                    let printed = sdy::print_sharding_stripped(&p.sharding);
                    assert!(sdy::parse_sharding(&printed).is_ok(), "{printed:?}");
                }
            }
            Err(error) => assert_error_in(&text, &error, "parse_sharding_list"),
        },
        4 => match sdy::parse_manual_axes(&text) {
            Ok(axes) => {
                let printed = sdy::print_manual_axes(&axes);
                assert_eq!(
                    sdy::parse_manual_axes(&printed).map(|a| sdy::print_manual_axes(&a)),
                    Ok(printed.clone()),
                    "manual axes print fixpoint"
                );
            }
            Err(error) => assert_error_in(&text, &error, "parse_manual_axes"),
        },
        _ => match sdy::parse_axis_list(&text) {
            Ok(axes) => {
                let printed = sdy::print_axis_list(&axes);
                assert_eq!(
                    sdy::parse_axis_list(&printed).map(|a| sdy::print_axis_list(&a)),
                    Ok(printed.clone()),
                    "axis list print fixpoint"
                );
            }
            Err(error) => assert_error_in(&text, &error, "parse_axis_list"),
        },
    }
}

const ERAS: [Notation; 3] = [
    Notation::ShardDialect,
    Notation::MeshDialect,
    Notation::MeshProposal,
];

/// Target (b), MLIR `shard`/`mesh` dialects: grid declarations, sharding
/// ops, sharding attributes and the proposal's plain split axes, in each
/// era. What parses is validated against a grid, converted to the model and
/// back, and printed; the printed text parses again and prints the same.
pub fn mesh_family_parsers(data: &[u8]) {
    let (selector, text) = selector_and_text(data);
    let era = ERAS[(selector as usize >> 2) % 3];
    let shape = shape_from(selector, &text);
    let grid = mesh_family::parse_grid("(shape = 2x4x3)", Notation::ShardDialect)
        .expect("the test grid parses")
        .grid;
    let check_sharding = |parsed: &mesh_family::ParsedMeshFamilySharding| {
        let spans = &parsed.spans;
        assert_spans_in(&text, &spans.dims, "split_axes entries");
        for axes in &spans.dim_axes {
            assert_spans_in(&text, axes, "split axes");
        }
        for (grid, shape) in [
            (Some(&grid), Some(shape.as_slice())),
            (None, Some(shape.as_slice())),
            (Some(&grid), None),
        ] {
            let diagnostics =
                validate::validate_mesh_family_sharding(&parsed.sharding, grid, shape, Some(spans));
            assert_diagnostic_ranges_in(&text, &diagnostics);
        }
        if let Ok(model) = mesh_family::to_model(&parsed.sharding, shape.len(), Some("grid")) {
            let mesh = grid.to_mesh();
            let statics: Vec<i64> = shape.iter().map(|d| d.unwrap_or(8)).collect();
            let _ = devices::shard_tensor(&model, &mesh, &statics);
            let _ = sdy::to_sdy_text(&model);
            let _ = gspmd::from_model(&model, &mesh, &Default::default());
            for era in ERAS {
                let _ = mesh_family::from_model(&model, &mesh, era);
            }
        }
        let _ = mesh_family::print_plain_split_axes(&parsed.sharding, shape.len());
    };
    match selector % 4 {
        0 => match mesh_family::parse_grid(&text, era) {
            Ok(parsed) => {
                assert_spans_in(&text, std::slice::from_ref(&parsed.span), "grid");
                let _ = validate::validate_grid(&parsed.grid);
                let mesh = parsed.grid.to_mesh();
                let _ = devices::device_grid(&mesh);
                let _ = mesh_family::grid_from_mesh(&mesh, era);
                let printed = mesh_family::print_grid(&parsed.grid);
                let again = mesh_family::parse_grid(&printed, era)
                    .unwrap_or_else(|e| panic!("printed grid {printed:?} does not parse: {e}"));
                assert_eq!(
                    mesh_family::print_grid(&again.grid),
                    printed,
                    "grid fixpoint"
                );
            }
            Err(error) => assert_error_in(&text, &error, "parse_grid"),
        },
        1 => match mesh_family::parse_sharding_op(&text, era) {
            Ok(parsed) => {
                check_sharding(&parsed);
                let printed = mesh_family::print_sharding_op(&parsed.sharding);
                let again = mesh_family::parse_sharding_op(&printed, era).unwrap_or_else(|e| {
                    panic!("printed sharding op {printed:?} does not parse: {e}")
                });
                assert_eq!(
                    mesh_family::print_sharding_op(&again.sharding),
                    printed,
                    "sharding op fixpoint"
                );
            }
            Err(error) => assert_error_in(&text, &error, "parse_sharding_op"),
        },
        2 => match mesh_family::parse_sharding_attr(&text, era) {
            Ok(parsed) => {
                check_sharding(&parsed);
                // The printer writes each era's own form (a `shard.sharding` op
                // in the shard dialect); `parse_sharding_value` reads them all.
                let printed = mesh_family::print_sharding_attr(&parsed.sharding);
                let again = mesh_family::parse_sharding_value(&printed, era).unwrap_or_else(|e| {
                    panic!("printed sharding attr {printed:?} does not parse: {e}")
                });
                assert_eq!(
                    mesh_family::print_sharding_attr(&again.sharding),
                    printed,
                    "sharding attr fixpoint"
                );
            }
            Err(error) => assert_error_in(&text, &error, "parse_sharding_attr"),
        },
        _ => match mesh_family::parse_split_axes(&text) {
            Ok(parsed) => check_sharding(&parsed),
            Err(error) => assert_error_in(&text, &error, "parse_split_axes"),
        },
    }
}

/// Target (b), GSPMD strings: parse; validate against a shape and a device
/// count; canonicalize, print, materialize tiles; convert to the model and
/// back. The printed text parses again and prints the same.
pub fn gspmd_parsers(data: &[u8]) {
    let (selector, text) = selector_and_text(data);
    let parsed = match gspmd::parse_hlo_sharding(&text) {
        Ok(parsed) => parsed,
        Err(error) => {
            assert_error_in(&text, &error, "parse_hlo_sharding");
            return;
        }
    };
    assert!(
        parsed.span.end <= text.len(),
        "sharding span {:?}",
        parsed.span
    );
    let shape = shape_from(selector, &text);
    let num_devices = match selector & 3 {
        0 => None,
        1 => Some(8),
        2 => Some(1),
        _ => Some(i64::MAX),
    };
    let hlo_shape = if parsed.is_tuple() {
        HloShape::Tuple(vec![
            HloShape::Tensor(shape.clone());
            (selector as usize) % 4
        ])
    } else {
        HloShape::Tensor(shape.clone())
    };
    for shape in [Some(&hlo_shape), None, Some(&HloShape::Token)] {
        let diagnostics = gspmd::validate_hlo_sharding(&parsed, shape, num_devices);
        assert_diagnostic_ranges_in(&text, &diagnostics);
    }
    let canonical = gspmd::canonicalize(&parsed);
    let _ = gspmd::print_hlo_sharding_with_metadata(&parsed);
    let _ = gspmd::canonical_text(&text);
    let mut tiles = Vec::new();
    collect_tiles(&parsed.kind, &mut tiles);
    for devices in tiles {
        if let Ok(list) = tile::materialize(devices) {
            let _ = tile::detect_iota(&list);
        }
        if let gspmd::TileDevices::Iota(iota) = devices {
            if tile::is_permutation(&iota.perm, iota.reshape_dims.len()) {
                let _ = tile::canonicalize_iota(iota);
            }
        }
    }
    let ranks = vec![shape.len(); (selector as usize) % 4];
    let imports = if parsed.is_tuple() {
        gspmd::to_model_per_value(&parsed, &ranks).unwrap_or_default()
    } else {
        gspmd::to_model(&parsed, shape.len()).into_iter().collect()
    };
    for import in &imports {
        if let Some(mesh) = import.mesh() {
            let statics: Vec<i64> = shape.iter().map(|d| d.unwrap_or(8)).collect();
            let _ = devices::shard_tensor(&import.sharding, mesh, &statics);
            let _ = gspmd::from_model(&import.sharding, mesh, &Default::default());
            let _ = gspmd::to_named(&import.sharding, mesh, &Default::default());
            let _ = sdy::print_sharding(&import.sharding);
        }
    }
    // What was parsed prints as text that parses to the same print; so does
    // its canonical form when the sharding is valid (the canonical form of
    // an inconsistent tile assignment need not be expressible).
    let mut printed = vec![gspmd::print_hlo_sharding(&parsed)];
    let valid = gspmd::validate_hlo_sharding(&parsed, None, None)
        .iter()
        .all(|d| d.severity != mesh_lsp::sharding::Severity::Error);
    if valid {
        printed.push(gspmd::print_hlo_sharding(&canonical));
    }
    for printed in printed {
        let again = gspmd::parse_hlo_sharding(&printed)
            .unwrap_or_else(|e| panic!("printed sharding {printed:?} does not parse: {e}"));
        assert_eq!(
            gspmd::print_hlo_sharding(&again),
            printed,
            "GSPMD print fixpoint"
        );
    }
}

fn collect_tiles<'a>(kind: &'a HloShardingKind, out: &mut Vec<&'a gspmd::TileDevices>) {
    match kind {
        HloShardingKind::Tiled(t) => {
            let _ = t.data_rank();
            out.push(&t.devices)
        }
        HloShardingKind::Tuple(elements) => {
            for e in elements {
                collect_tiles(&e.kind, out);
            }
        }
        _ => {}
    }
}

/// Reads fuzzer bytes as a sequence of small integers and text pieces.
struct Reader<'a> {
    data: &'a [u8],
}

impl Reader<'_> {
    fn byte(&mut self) -> Option<u8> {
        let (first, rest) = self.data.split_first()?;
        self.data = rest;
        Some(*first)
    }

    fn u16(&mut self) -> Option<u16> {
        Some(u16::from_le_bytes([self.byte()?, self.byte()?]))
    }

    fn bytes(&mut self, n: usize) -> &[u8] {
        let n = n.min(self.data.len());
        let (taken, rest) = self.data.split_at(n);
        self.data = rest;
        taken
    }

    /// A piece of text to insert: one of [`PIECES`], or up to 31 literal bytes.
    fn piece(&mut self) -> Option<String> {
        let b = self.byte()?;
        if (b as usize) < PIECES.len() * 6 {
            Some(PIECES[b as usize % PIECES.len()].to_string())
        } else {
            let n = (b & 31) as usize;
            Some(String::from_utf8_lossy(self.bytes(n)).into_owned())
        }
    }
}

/// The most edits one input applies.
pub const MAX_EDITS: usize = 64;

/// Target (c): a document and up to [`MAX_EDITS`] edits through
/// [`Document::apply_change`] (byte ranges) and [`Document::apply_changes`]
/// (line/column batches in UTF-8 or UTF-16). The edited document must equal
/// a from-scratch analysis of its final text: the same tree, IR, document
/// diagnostics and full-pipeline diagnostics.
///
/// Input: a selector byte (odd: one of [`BASE_TEXTS`]; even: the text is the
/// next `u16`-length bytes), then edits of `kind, at: u16, len: u8, piece`.
pub fn document_edits(data: &[u8]) {
    edit_document(data, false);
}

/// [`document_edits`], comparing with a fresh analysis after every edit; a
/// failure names the text before the edit and the edit, for minimizing.
pub fn document_edits_stepwise(data: &[u8]) {
    edit_document(data, true);
}

fn edit_document(data: &[u8], stepwise: bool) {
    let mut r = Reader { data };
    let selector = r.byte().unwrap_or(1);
    let base = if selector & 1 == 1 {
        BASE_TEXTS[(selector as usize >> 1) % BASE_TEXTS.len()].to_string()
    } else {
        let n = r.u16().unwrap_or(0) as usize;
        String::from_utf8_lossy(r.bytes(n)).into_owned()
    };
    let mut document = Document::new(base.as_str());
    let mut shadow = base;
    // The analysis the server keeps, recomputed after some edits and
    // reusing the previous one.
    let mut previous: Option<FileAnalysis> = None;
    for _ in 0..MAX_EDITS {
        let (Some(kind), Some(at), Some(len)) = (r.byte(), r.u16(), r.byte()) else {
            break;
        };
        let Some(piece) = r.piece() else { break };
        let before = stepwise.then(|| shadow.clone());
        let what: String;
        match kind % 8 {
            // Byte ranges, possibly past the end or inside a character.
            0..=3 => {
                let start = at as usize % (shadow.len() + 3);
                let end = start + (len as usize % 24);
                document.apply_change(Some(TextRange::new(start, end)), &piece);
                what = format!("apply_change({start}..{end}, {piece:?})");
                let s = floor_boundary(&shadow, start);
                let e = floor_boundary(&shadow, end.max(s));
                shadow.replace_range(s..e, &piece);
            }
            // A batch of line/column changes, each in the text left by the one before.
            4..=6 => {
                let encoding = if kind & 0x10 == 0 {
                    PositionEncoding::Utf16
                } else {
                    PositionEncoding::Utf8
                };
                let count = 1 + (kind as usize >> 5) % 3;
                let mut changes = Vec::new();
                let mut positions = [at, len as u16 * 7 + at / 3, at ^ 0x5a5a];
                for (i, p) in positions.iter_mut().enumerate().take(count) {
                    let lines = shadow.split('\n').count() as u32 + 1;
                    let start = LineCol {
                        line: (*p as u32 >> 6) % lines,
                        character: *p as u32 & 63,
                    };
                    let end = LineCol {
                        line: start.line + (len as u32 & 1),
                        character: (len as u32 >> 1) % 40,
                    };
                    let text = if i == 0 {
                        piece.clone()
                    } else {
                        PIECES[(*p as usize) % PIECES.len()].to_string()
                    };
                    // Apply to the shadow with the reference line index.
                    let index = LineIndex::new(&shadow);
                    let s = index.offset(&shadow, start, encoding);
                    let e = index.offset(&shadow, end, encoding).max(s);
                    shadow.replace_range(s..e, &text);
                    changes.push(ContentChange {
                        range: Some((start, end)),
                        text,
                    });
                }
                document.apply_changes(&changes, encoding);
                what = format!("apply_changes({changes:?}, {encoding:?})");
            }
            // Rarely, replace everything.
            _ if len == 0xff => {
                document.apply_change(None, &piece);
                what = "apply_change(None, ..)".to_string();
                shadow = piece;
            }
            _ => {
                let start = at as usize % (shadow.len() + 1);
                document.apply_change(Some(TextRange::empty(start)), &piece);
                what = format!("apply_change({start}..{start}, {piece:?})");
                let s = floor_boundary(&shadow, start);
                shadow.insert_str(s, &piece);
            }
        }
        if kind & 0x80 != 0 {
            previous = Some(document_analysis(&document, previous.as_ref()));
        }
        if let Some(before) = before {
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                assert_same_as_scratch(&document)
            }));
            if outcome.is_err() {
                panic!("diverged after {what} on text {before:?}");
            }
        }
    }
    assert_eq!(document.text(), shadow, "the edited text");
    assert_reused_analysis_is_fresh(&document, previous.as_ref());
    assert_same_as_scratch(&document);
}

fn floor_boundary(text: &str, offset: usize) -> usize {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// The incremental state of `document` agrees with a from-scratch analysis
/// of its text.
///
/// * Always: the IR `ir::rebuild` produced equals `ir::build` on the same
///   (incremental) tree — function reuse loses nothing.
/// * Text without syntax errors: the tree, the IR and every diagnostic
///   equal those of a fresh parse.
/// * Text with syntax errors: both trees have errors. After an incremental
///   reparse tree-sitter may recover from an error differently than a fresh
///   parse does (tree-sitter/tree-sitter#4001), giving another tree, and so
///   other IR and messages; `MESH_FUZZ_STRICT=1` requires equality anyway.
pub fn assert_same_as_scratch(document: &Document) {
    let text = document.text();
    // The line index edited along with the text answers as a fresh one.
    let (lines, fresh) = (document.line_index(), LineIndex::new(text));
    assert_eq!(lines.line_count(), fresh.line_count(), "line counts");
    for line in 0..fresh.line_count() {
        assert_eq!(
            lines.line_range(text, line),
            fresh.line_range(text, line),
            "the range of line {line}"
        );
    }
    for offset in 0..=text.len() {
        assert_eq!(
            lines.line_of(offset),
            fresh.line_of(offset),
            "the line of {offset}"
        );
    }
    assert_eq!(
        ir::dump(document.ir(), text),
        ir::dump(&ir::build(document.tree(), text), text),
        "the rebuilt IR equals a fresh build from the same tree"
    );
    let scratch = Document::new(text);
    let broken = scratch.tree().root_node().has_error();
    assert_eq!(
        document.tree().root_node().has_error(),
        broken,
        "syntax errors in one tree and not the other"
    );
    if broken && !strict() {
        return;
    }
    assert_eq!(
        document.tree().root_node().to_sexp(),
        scratch.tree().root_node().to_sexp(),
        "incremental tree equals a fresh parse"
    );
    assert_eq!(
        ir::dump(document.ir(), text),
        ir::dump(scratch.ir(), text),
        "incremental IR equals a fresh build"
    );
    assert_eq!(
        document_diagnostics(document),
        check::check_text(text),
        "diagnostics"
    );
}

/// An analysis computed by reusing `previous` (as the server does after each
/// change) equals a fresh analysis of the same tree and IR.
pub fn assert_reused_analysis_is_fresh(document: &Document, previous: Option<&FileAnalysis>) {
    let text = document.text();
    let reused = document_analysis(document, previous);
    let fresh = pipeline::analyze_ir(document.tree().clone(), document.ir().clone(), text);
    assert_eq!(reused.chunks.len(), fresh.chunks.len(), "chunk count");
    for (a, b) in reused.chunks.iter().zip(&fresh.chunks) {
        assert_eq!(
            format!("{:?}", a.annotations.annotations),
            format!("{:?}", b.annotations.annotations),
            "annotations of the reused analysis"
        );
        assert_eq!(
            a.propagation.shardings().collect::<Vec<_>>(),
            b.propagation.shardings().collect::<Vec<_>>(),
            "inferred shardings of the reused analysis"
        );
        assert_eq!(
            a.propagation.conflicts(),
            b.propagation.conflicts(),
            "conflicts of the reused analysis"
        );
    }
    assert_eq!(
        check::diagnostics_of(&reused, text),
        check::diagnostics_of(&fresh, text),
        "diagnostics of the reused analysis"
    );
}
