//! Incremental equals scratch: random edit sequences through
//! `analysis::Document` leave the same IR, diagnostics and sharding
//! analysis as a from-scratch analysis of the final text.
//!
//! Texts: the project's examples, `server/tests/ir_inputs/*.mlir`, the
//! UTF-8 files of the bad-input catalogue (`tests/bad-inputs/`) and, when
//! present, every `.mlir` file of `../shared/corpus` (skipped otherwise).
//! Edits come from a seeded xorshift generator (`INCREMENTAL_SEED` overrides
//! the seed; every input runs its sequences, so a seed always tests the
//! same edits; a failure prints the seed, the file and the edit sequence):
//! single
//! keystrokes and deletions, characters typed into and deleted from op
//! statements (names, operands, types, attribute values: `ir::splice_edit`
//! rebuilds only that op), pasted fragments that open and close brackets
//! and strings, deleted and moved line ranges, and batches of line/column
//! changes in UTF-16 and UTF-8 as a `didChange` carries them. The IR is
//! compared whole, function by function (`ir::canonical_function`: ids,
//! uses, ranges, diagnostics in order), with `ir::build` of the same tree.
//!
//! Along each sequence the test keeps the sharding analysis the way the
//! server does: recomputed after some edits with `document_analysis`, which
//! reuses the previous analysis where the edits left it valid. After each
//! sequence it compares, against `Document::new` of the final text and
//! `pipeline::analyze`:
//! * the text (against a plain `String` edited alongside),
//! * the IR (`ir::dump`),
//! * every diagnostic (`document_diagnostics` against `check::check_text`),
//! * the sharding analysis: per chunk, the annotations, their diagnostics,
//!   and propagation's inferred shardings (with origins) and conflicts.

use mesh_lsp::analysis::{
    document_analysis, document_diagnostics, ContentChange, Document, IrUpdate,
};
use mesh_lsp::check::{self, check_text};
use mesh_lsp::ir;
use mesh_lsp::pipeline::{self, FileAnalysis};
use mesh_lsp::text::{LineCol, LineIndex, PositionEncoding, TextRange};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Larger corpus files are skipped: the point is many edit sequences.
const MAX_FILE_BYTES: usize = 48 * 1024;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }

    fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
}

const KEYS: &[&str] = &[
    "a", "x", "0", "1", "9", " ", "\n", "{", "}", "[", "]", "<", ">", "(", ")", "\"", ",", ":",
    "=", "%", "@", "#", "?", "-", ".", "é", "𝕏", "\t",
];

const FRAGMENTS: &[&str] = &[
    "%v = stablehlo.add %arg0, %arg0 : tensor<8xf32>\n",
    "{sdy.sharding = #sdy.sharding<@mesh, [{\"data\"}, {}]>}",
    "#sdy.sharding<@mesh, [{\"model\", ?}p1, {}], replicated={\"data\"}>",
    "<@mesh, [{\"nope\"}]>",
    "sdy.mesh @m2 = <[\"a\"=2, \"b\"=3]>\n",
    "shard.grid @g2(shape = 4x2)\n",
    "%s = shard.sharding @grid split_axes = [[1], [0]] : !shard.sharding\n",
    "mhlo.sharding = \"{devices=[2,4]<=[8]}\"",
    "mhlo.sharding = \"{devices=[3,1]0,1,2}\"",
    "func.func @extra(%a: tensor<4xf32>) -> tensor<4xf32> {\n  return %a : tensor<4xf32>\n}\n",
    "// -----\n",
    "^bb1(%z: tensor<4xf32>):\n",
    "tensor<99999999999999999999xf32>",
    "\"unterminated\n",
    "/* */",
    "\r\n",
];

#[derive(Debug, Clone)]
enum Edit {
    /// Byte range (clamped by the document) and replacement.
    Bytes(usize, usize, String),
    /// One `didChange` with these changes.
    Batch(Vec<ContentChange>, PositionEncoding),
}

fn random_edit(rng: &mut Rng, text: &str) -> Edit {
    let len = text.len();
    let at = |rng: &mut Rng| rng.below(len + 1);
    if rng.chance(8) {
        return whitespace_edit(rng, text);
    }
    if rng.chance(4) {
        if let Some(edit) = op_statement_edit(rng, text) {
            return edit;
        }
    }
    match rng.below(10) {
        // Typing and deleting single characters dominate real editing.
        0..=2 => {
            let a = at(rng);
            Edit::Bytes(a, a, KEYS[rng.below(KEYS.len())].to_string())
        }
        3 | 4 => {
            let a = at(rng);
            Edit::Bytes(a, a + 1, String::new())
        }
        5 => {
            let a = at(rng);
            Edit::Bytes(a, a, FRAGMENTS[rng.below(FRAGMENTS.len())].to_string())
        }
        6 => {
            let a = at(rng);
            let n = rng.below(60);
            Edit::Bytes(a, a + n, String::new())
        }
        7 => {
            // Replace a range by another slice of the text (a paste).
            let a = at(rng);
            let b = at(rng);
            let (from, to) = (a.min(b), a.max(b).min(a.min(b) + 120));
            let mut from = from;
            while !text.is_char_boundary(from) {
                from -= 1;
            }
            let mut to = to.max(from);
            while !text.is_char_boundary(to) {
                to -= 1;
            }
            let paste = text[from..to].to_string();
            let c = at(rng);
            Edit::Bytes(c, c + rng.below(8), paste)
        }
        _ => {
            // A batch of line/column changes, each in the text left by the
            // previous one.
            let encoding = if rng.chance(2) {
                PositionEncoding::Utf16
            } else {
                PositionEncoding::Utf8
            };
            let lines = text.split('\n').count() as u32;
            let count = 1 + rng.below(3);
            let changes = (0..count)
                .map(|_| {
                    let line = rng.below(lines as usize + 1) as u32;
                    let character = rng.below(90) as u32;
                    let start = LineCol { line, character };
                    let end = if rng.chance(2) {
                        start
                    } else {
                        LineCol {
                            line: line + rng.below(2) as u32,
                            character: rng.below(90) as u32,
                        }
                    };
                    let text = if rng.chance(2) {
                        KEYS[rng.below(KEYS.len())].to_string()
                    } else {
                        FRAGMENTS[rng.below(FRAGMENTS.len())].to_string()
                    };
                    ContentChange {
                        range: Some((start, end)),
                        text,
                    }
                })
                .collect();
            Edit::Batch(changes, encoding)
        }
    }
}

/// Whitespace typed or deleted at the start or end of a line, where
/// statements meet (`ir::rebuild_after_whitespace_edit` keeps the function's
/// IR for these).
fn whitespace_edit(rng: &mut Rng, text: &str) -> Edit {
    let breaks: Vec<usize> = text.match_indices('\n').map(|(i, _)| i).collect();
    let Some(&line_break) = breaks.get(rng.below(breaks.len().max(1))) else {
        return Edit::Bytes(0, 0, " ".into());
    };
    // Before the line break (trailing) or after it (indentation).
    let at = if rng.chance(2) {
        line_break
    } else {
        line_break + 1
    };
    let blank_after = text[at..].starts_with([' ', '\t']);
    match rng.below(4) {
        0 if blank_after => Edit::Bytes(at, at + 1, String::new()),
        1 => Edit::Bytes(at, at, "\n".into()),
        2 => Edit::Bytes(at, at, "\t ".into()),
        _ => Edit::Bytes(at, at, " ".into()),
    }
}

/// A character typed into or deleted from one op statement (`%name = …`):
/// in the defined name, an operand's name, a type or an attribute value
/// (`ir::splice_edit` rebuilds only that op for these).
fn op_statement_edit(rng: &mut Rng, text: &str) -> Option<Edit> {
    let starts: Vec<usize> = std::iter::once(0)
        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
        .filter(|&s| {
            let line = text[s..].split('\n').next().unwrap_or("").trim_start();
            line.starts_with('%') && line.split_whitespace().nth(1) == Some("=")
        })
        .collect();
    let &start = starts.get(rng.below(starts.len()))?;
    let line = text[start..].split('\n').next().unwrap_or("");
    let body = line.find(" = ")? + 3;
    // Offsets into the line where the kind of text asked for is.
    let candidates: Vec<usize> = match rng.below(4) {
        // The defined name, after its `%`.
        0 => line
            .char_indices()
            .skip_while(|(_, c)| *c != '%')
            .take_while(|(_, c)| !c.is_whitespace() && *c != ':')
            .map(|(i, _)| i + 1)
            .collect(),
        // An operand's name.
        1 => line[body..]
            .match_indices('%')
            .map(|(i, _)| body + i + 1)
            .collect(),
        // Inside a type.
        2 => line
            .match_indices("tensor<")
            .flat_map(|(i, _)| {
                let inner = i + "tensor<".len();
                let end = line[inner..].find('>').map_or(inner, |e| inner + e);
                inner..=end
            })
            .collect(),
        // Inside an attribute value: a string, a list, a dictionary.
        _ => line
            .char_indices()
            .filter(|(i, c)| *i > body && matches!(c, '"' | '[' | '{' | '0'..='9'))
            .map(|(i, _)| i + 1)
            .collect(),
    };
    let at = start + *candidates.get(rng.below(candidates.len()))?;
    if at > text.len() || !text.is_char_boundary(at) {
        return None;
    }
    Some(if rng.chance(3) {
        let next = text[at..].chars().next().map_or(0, char::len_utf8);
        Edit::Bytes(at, at + next, String::new())
    } else {
        const TYPED: &[&str] = &["x", "1", "0", "_", "a", "#", ",", "\"", "é"];
        Edit::Bytes(at, at, TYPED[rng.below(TYPED.len())].to_string())
    })
}

fn floor(text: &str, offset: usize) -> usize {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// Applies `edit` to the plain string the way the protocol defines it.
fn apply_to_string(text: &mut String, edit: &Edit) {
    match edit {
        Edit::Bytes(start, end, new) => {
            let s = floor(text, *start);
            let e = floor(text, (*end).max(s));
            text.replace_range(s..e, new);
        }
        Edit::Batch(changes, encoding) => {
            for change in changes {
                let (start, end) = change.range.expect("ranged change");
                let index = LineIndex::new(text);
                let s = index.offset(text, start, *encoding);
                let e = index.offset(text, end, *encoding).max(s);
                text.replace_range(s..e, &change.text);
            }
        }
    }
}

fn apply_to_document(document: &mut Document, edit: &Edit) {
    match edit {
        Edit::Bytes(start, end, new) => {
            document.apply_change(Some(TextRange::new(*start, *end)), new)
        }
        Edit::Batch(changes, encoding) => document.apply_changes(changes, *encoding),
    }
}

/// What propagation and annotation produced, per chunk, as comparable text.
fn sharding_summary(analysis: &FileAnalysis) -> Vec<String> {
    analysis
        .chunks
        .iter()
        .map(|chunk| {
            let mut out = String::new();
            let _ = writeln!(out, "annotations: {:?}", chunk.annotations.annotations);
            let _ = writeln!(out, "notation: {:?}", chunk.annotations.notation);
            let _ = writeln!(out, "diagnostics: {:?}", chunk.annotations.diagnostics);
            let mut meshes: Vec<_> = chunk.annotations.mesh_table().into_iter().collect();
            meshes.sort_by(|a, b| a.0.cmp(&b.0));
            let _ = writeln!(out, "meshes: {meshes:?}");
            let shardings: Vec<_> = chunk.propagation.shardings().collect();
            let _ = writeln!(out, "shardings: {shardings:?}");
            let _ = writeln!(out, "conflicts: {:?}", chunk.propagation.conflicts());
            out
        })
        .collect()
}

/// What the editor shows of `analysis`: the hover at every byte,
/// the inlay hints and communication hints of the whole text, as lines.
fn editor_views(analysis: &FileAnalysis, text: &str) -> Vec<String> {
    use mesh_lsp::assist::{communication, hints, hover};
    let hardware = communication::hardware("tpu-v5e");
    let backend = communication::backend_for(&hardware, None);
    let mut out: Vec<String> = (0..text.len())
        .step_by(1)
        .filter(|&offset| text.is_char_boundary(offset))
        .map(|offset| {
            let shown = hover::editor_hover(
                analysis,
                text,
                offset,
                &hardware,
                backend,
                communication::Findings::Compute,
            );
            format!("hover at {offset}: {shown:?}")
        })
        .collect();
    let whole = TextRange::new(0, text.len());
    let options = hints::HintOptions::default();
    out.push(format!(
        "hints: {:?}",
        hints::inlay_hints(analysis, text, whole, &options)
    ));
    out.push(format!(
        "communication hints: {:?}",
        communication::hints(analysis, text, whole, &hardware)
    ));
    out
}

/// How often the known tree-sitter limitation showed (see [`difference`]).
#[derive(Default)]
struct Drift {
    /// The final tree differed from a fresh parse (text with syntax errors).
    trees: usize,
    /// Same tree, but syntax messages placed or worded differently.
    syntax_messages: usize,
}

/// The first difference between the document (and the analysis kept along
/// the edits) and a scratch analysis, if any.
///
/// Always required: the text equals the plainly edited string; the IR that
/// `ir::rebuild` produced equals `ir::build` on the same tree; the analysis
/// that reused earlier ones equals a fresh analysis of the same tree and IR.
/// For text without syntax errors: the tree, IR, sharding analysis and all
/// diagnostics equal those of a fresh parse. For text with syntax errors,
/// tree-sitter may recover differently after an incremental reparse than
/// after a fresh one (tree-sitter/tree-sitter#4001): a different tree, or
/// the same tree with expected-token lists read from reused nodes' parse
/// states. Then both must agree that there are syntax errors, and when the
/// trees are the same, the IR, the sharding analysis and every non-syntax
/// diagnostic must be equal. `INCREMENTAL_STRICT_SYNTAX=1` requires full
/// equality in every case.
fn difference(
    document: &Document,
    analysis: &FileAnalysis,
    shadow: &str,
    drift: &mut Drift,
) -> Option<String> {
    let text = document.text();
    if text != shadow {
        return Some("the document's text differs from the plainly edited string".into());
    }
    let incremental_ir = ir::dump(document.ir(), text);
    let built = ir::build(document.tree(), text);
    let rebuilt_ir = ir::dump(&built, text);
    if incremental_ir != rebuilt_ir {
        return Some(format!(
            "ir::rebuild lost something: its IR differs from ir::build on the same tree\n\
             --- rebuilt\n{incremental_ir}\n--- built\n{rebuilt_ir}"
        ));
    }
    // Every function whole: ids, uses, ranges, diagnostics in order (what
    // `ir::splice_edit` must keep as a fresh build has them).
    let canonical = |ir: &ir::FileIr| -> Vec<String> {
        ir.functions()
            .map(|(_, entry)| ir::canonical_function(entry))
            .collect()
    };
    let (mine, fresh) = (canonical(document.ir()), canonical(&built));
    if mine != fresh {
        let first = mine
            .iter()
            .zip(&fresh)
            .find_map(|(a, b)| {
                a.lines()
                    .zip(b.lines())
                    .enumerate()
                    .find(|(_, (x, y))| x != y)
                    .map(|(i, (x, y))| {
                        format!(
                            "line {i}: {x} / fresh: {y}\n{}",
                            a.lines()
                                .skip(i.saturating_sub(12))
                                .take(14)
                                .collect::<Vec<_>>()
                                .join("\n")
                        )
                    })
            })
            .unwrap_or_else(|| "another number of functions".into());
        return Some(format!(
            "a function of the incremental IR differs from ir::build on the same tree \
             (ids, uses, ranges or diagnostic order): {first}"
        ));
    }
    let fresh_of_tree = pipeline::analyze_ir(document.tree().clone(), document.ir().clone(), text);
    let (reused, fresh) = (sharding_summary(analysis), sharding_summary(&fresh_of_tree));
    if reused != fresh {
        return Some(format!(
            "the analysis reusing earlier ones differs from a fresh analysis of the same IR\n\
             --- reused\n{reused:#?}\n--- fresh\n{fresh:#?}"
        ));
    }
    let incremental = check::diagnostics_of(analysis, text);
    if incremental != document_diagnostics(document) {
        return Some("the reused analysis gives other diagnostics than a fresh one".into());
    }

    let scratch = Document::new(text);
    let strict = std::env::var_os("INCREMENTAL_STRICT_SYNTAX").is_some();
    let broken = scratch.tree().root_node().has_error();
    if document.tree().root_node().has_error() != broken {
        return Some(format!(
            "one tree has syntax errors and the other not (fresh parse: {broken})\n--- text\n{text}"
        ));
    }
    let same_tree = document.tree().root_node().to_sexp() == scratch.tree().root_node().to_sexp();
    if same_tree
        && mesh_lsp::syntax::preorder_nodes(document.tree())
            != mesh_lsp::syntax::preorder_nodes(scratch.tree())
    {
        // A whitespace edit the document took without reparsing
        // (`Tree::edit` alone) must leave every node where a parse puts it.
        return Some(format!(
            "the same tree as a fresh parse, with nodes at other offsets\n--- text\n{text}"
        ));
    }
    if !same_tree && broken && !strict {
        drift.trees += 1;
        return None;
    }
    let scratch_ir = ir::dump(scratch.ir(), text);
    if incremental_ir != scratch_ir {
        return Some(format!(
            "IR differs from a fresh build (same tree: {same_tree})\n--- text\n{text}\n\
             --- incremental\n{incremental_ir}\n--- scratch\n{scratch_ir}"
        ));
    }
    let scratch_summary = sharding_summary(&pipeline::analyze(text));
    if reused != scratch_summary {
        return Some(format!(
            "sharding analysis differs:\n--- incremental\n{reused:#?}\n--- scratch\n{scratch_summary:#?}"
        ));
    }
    let expected = check_text(text);
    if incremental == expected {
        return None;
    }
    let syntax = |all: &[mesh_lsp::diagnostic::Diagnostic]| {
        all.iter()
            .filter(|d| !d.code.starts_with("syntax/"))
            .cloned()
            .collect::<Vec<_>>()
    };
    if strict || !broken || syntax(&incremental) != syntax(&expected) {
        return Some(format!(
            "diagnostics differ:\n--- incremental\n{incremental:#?}\n--- check_text\n{expected:#?}"
        ));
    }
    drift.syntax_messages += 1;
    None
}

fn mlir_files_in(dir: &Path, recursive: bool, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            if recursive {
                mlir_files_in(&path, true, out);
            }
        } else if path.extension().is_some_and(|e| e == "mlir") {
            out.push(path);
        }
    }
}

/// (name, text) of every input, UTF-8 files up to [`MAX_FILE_BYTES`].
fn inputs(root: &Path) -> (Vec<(String, String)>, usize) {
    let mut paths = Vec::new();
    mlir_files_in(&root.join("examples"), false, &mut paths);
    mlir_files_in(&root.join("server/tests/ir_inputs"), false, &mut paths);
    mlir_files_in(&root.join("tests/bad-inputs"), false, &mut paths);
    let project = paths.len();
    let corpus = root.join("../shared/corpus");
    if corpus.is_dir() {
        mlir_files_in(&corpus, true, &mut paths);
    } else {
        eprintln!("skipping ../shared/corpus: not present");
    }
    let inputs: Vec<(String, String)> = paths
        .iter()
        .filter_map(|p| {
            let bytes = std::fs::read(p).ok()?;
            if bytes.len() > MAX_FILE_BYTES {
                return None;
            }
            let text = String::from_utf8(bytes).ok()?;
            let name = p.strip_prefix(root).unwrap_or(p).display().to_string();
            Some((name, text))
        })
        .collect();
    (inputs, project)
}

fn seed() -> u64 {
    std::env::var("INCREMENTAL_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x1ec0_de5e_ed00_0001)
}

#[test]
fn random_edit_sequences_equal_a_scratch_analysis() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let (inputs, project_files) = inputs(&root);
    assert!(
        project_files >= 9,
        "expected the examples and ir_inputs, found {project_files} files"
    );
    let seed = seed();
    let mut rng = Rng(seed | 1);
    // Project files get more sequences than corpus files. Every input runs,
    // however fast the machine: the same seed tests the same edits (about
    // 40 s in a debug build on two cores). A time budget here once decided
    // how much was tested, and failed on a busy machine.
    let started = Instant::now();
    let mut expected_sequences = 0;
    let mut sequences = 0;
    let mut edits_applied = 0;
    let mut spliced = 0;
    let mut failures = Vec::new();
    let mut drift = Drift::default();
    for (i, (name, text)) in inputs.iter().enumerate() {
        let file_started = Instant::now();
        let rounds = if i < project_files { 4 } else { 1 };
        expected_sequences += rounds;
        for round in 0..rounds {
            let steps = 4 + rng.below(12);
            let mut document = Document::new(text.as_str());
            let mut shadow = text.clone();
            let mut log = Vec::new();
            // The analysis the server keeps: recomputed, reusing the last
            // one, after some edits (others fall within the debounce).
            let mut previous = Some(document_analysis(&document, None));
            for _ in 0..steps {
                let edit = random_edit(&mut rng, &shadow);
                apply_to_document(&mut document, &edit);
                apply_to_string(&mut shadow, &edit);
                log.push(edit);
                if document.ir_update() == IrUpdate::Spliced {
                    spliced += 1;
                }
                if rng.chance(2) {
                    previous = Some(if rng.chance(2) {
                        document_analysis(&document, previous.as_ref())
                    } else {
                        // As the editor keeps it for a large function: its
                        // findings not computed yet when the next edit comes.
                        mesh_lsp::pipeline::analyze_deferring(
                            document.tree().clone(),
                            document.ir().clone(),
                            document.text(),
                            Default::default(),
                            previous.as_ref(),
                            0,
                        )
                    });
                }
            }
            edits_applied += steps;
            sequences += 1;
            let analysis = document_analysis(&document, previous.as_ref());
            if let Some(diff) = difference(&document, &analysis, &shadow, &mut drift) {
                failures.push(format!(
                    "{name} (round {round}, seed {seed}): after edits {log:?}\n{diff}"
                ));
                if failures.len() >= 3 {
                    break;
                }
            }
        }
        if file_started.elapsed() > Duration::from_secs(2) {
            eprintln!("slow: {name} {:?}", file_started.elapsed());
        }
        if failures.len() >= 3 {
            break;
        }
    }
    eprintln!(
        "{sequences} sequences, {edits_applied} edits ({spliced} spliced into their function) \
         over {} files in {:.1}s; with syntax errors, {} ended with another tree than a fresh \
         parse and {} with syntax messages worded or placed differently",
        inputs.len(),
        started.elapsed().as_secs_f64(),
        drift.trees,
        drift.syntax_messages
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert_eq!(sequences, expected_sequences, "every input's sequences ran");
    // Edits inside op statements are generated (`op_statement_edit`); some
    // must have taken `ir::splice_edit`.
    assert!(spliced >= 10, "only {spliced} edits were spliced");
}

/// Long sessions: one document edited many times, compared along the way,
/// so errors that only build up over many reparses show.
#[test]
fn long_sessions_stay_equal_to_scratch() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let seed = seed() ^ 0xabcd;
    let mut rng = Rng(seed | 1);
    let mut drift = Drift::default();
    for file in [
        "examples/mlp_sdy.mlir",
        "examples/mlp_shard.mlir",
        "examples/gspmd.mlir",
    ] {
        let text = std::fs::read_to_string(root.join(file)).expect("example exists");
        let mut document = Document::new(text.as_str());
        let mut shadow = text.clone();
        let mut log = Vec::new();
        let mut previous = Some(document_analysis(&document, None));
        for step in 0..120 {
            let edit = random_edit(&mut rng, &shadow);
            apply_to_document(&mut document, &edit);
            apply_to_string(&mut shadow, &edit);
            log.push(edit);
            if rng.chance(3) {
                previous = Some(document_analysis(&document, previous.as_ref()));
            }
            // Keep the document near its original size.
            if shadow.len() > text.len() * 2 {
                document.apply_change(None, &text);
                shadow = text.clone();
                log.push(Edit::Bytes(0, usize::MAX, "<whole text reset>".into()));
            }
            if step % 20 == 19 {
                let analysis = document_analysis(&document, previous.as_ref());
                let diff = difference(&document, &analysis, &shadow, &mut drift);
                previous = Some(analysis);
                if let Some(diff) = diff {
                    panic!("{file} (seed {seed}), step {step}, after edits {log:?}\n{diff}");
                }
            }
        }
    }
}

/// Whitespace typed at the start and end of every statement line of the
/// examples, one line after the other, as the LSP benchmark types: the
/// edited function's IR is kept (`ir::rebuild_after_whitespace_edit`), its
/// analysis reused and moved, and everything still equals a scratch
/// analysis of the same text.
#[test]
fn whitespace_between_statements_reuses_the_function_and_equals_scratch() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut kept_total = 0;
    for file in [
        "examples/mlp_sdy.mlir",
        "examples/mlp_shard.mlir",
        "examples/gspmd.mlir",
    ] {
        let text = std::fs::read_to_string(root.join(file)).expect(file);
        let mut document = Document::new(text.as_str());
        let mut shadow = text.clone();
        let mut analysis = document_analysis(&document, None);
        let mut drift = Drift::default();
        let lines = text.lines().count();
        for line in 0..lines {
            let starts: Vec<usize> = std::iter::once(0)
                .chain(shadow.match_indices('\n').map(|(i, _)| i + 1))
                .collect();
            let Some(&start) = starts.get(line) else {
                break;
            };
            let indent = shadow[start..].len() - shadow[start..].trim_start_matches(' ').len();
            if !shadow[start + indent..].starts_with(['%', 'r']) {
                continue;
            }
            let before: Vec<_> = document
                .ir()
                .functions()
                .map(|(_, f)| f.ir.clone())
                .collect();
            // Indentation typed before the statement; a blank typed after it.
            let edit = if line % 2 == 0 {
                Edit::Bytes(start + indent, start + indent, " ".into())
            } else {
                let end = starts.get(line + 1).map_or(shadow.len(), |s| s - 1);
                Edit::Bytes(end, end, "  ".into())
            };
            apply_to_document(&mut document, &edit);
            apply_to_string(&mut shadow, &edit);
            let kept = document
                .ir()
                .functions()
                .zip(&before)
                .filter(|((_, f), b)| std::sync::Arc::ptr_eq(&f.ir, b))
                .count();
            assert!(kept <= before.len());
            if kept == before.len() {
                kept_total += 1;
            }
            analysis = document_analysis(&document, Some(&analysis));
            if let Some(diff) = difference(&document, &analysis, &shadow, &mut drift) {
                panic!("{file}, after {edit:?} on line {line}:\n{diff}");
            }
            // Hovers and hints read only the items they show from results
            // kept across the move (`PerFunction::items_meeting`): they must
            // say what they say on a fresh analysis.
            let scratch = pipeline::analyze(&shadow);
            let (kept, fresh) = (
                editor_views(&analysis, &shadow),
                editor_views(&scratch, &shadow),
            );
            if let Some((k, f)) = kept.iter().zip(&fresh).find(|(k, f)| k != f) {
                panic!("{file}, after {edit:?} on line {line}: on the moved function\n{k}\nfresh:\n{f}");
            }
            assert_eq!(kept.len(), fresh.len());
        }
    }
    // Every edit above lies between statements of an error-free function.
    assert!(
        kept_total >= 20,
        "the function was kept after {kept_total} edits"
    );
}
