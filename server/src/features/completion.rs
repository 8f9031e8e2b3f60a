//! Completion of mesh names, mesh axes, function names and op names.
//!
//! Text being typed rarely parses, so the context is read lexically: the op
//! around the cursor (the innermost `operation` node, else the current line)
//! is scanned up to the cursor, tracking brackets and strings.
//!
//! - After `@`: mesh names where a mesh is expected (`<@` of a sharding,
//!   `shard.sharding @`, `mesh_cluster = @`, `on @`), function names after
//!   `call @`, both elsewhere.
//! - Inside `{…}` of a sharding, in or out of a string: the axes of the
//!   sharding's mesh (the `@mesh` after the enclosing `<`, or for
//!   `manual_axes` and collective axes the first `<@mesh` of the op).
//! - At the start of an op (`%x = |` or an empty statement): op names, a
//!   fixed list of sdy/shard/mesh/stablehlo/func ops and every op name
//!   already used in the file.

use super::is_id_char;
use super::resolve::{mesh_axes, mesh_body, MeshRef};
use crate::analysis::Document;
use crate::ir::MeshDeclKind;
use crate::text::{floor_char_boundary, TextRange};
use std::collections::BTreeSet;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CompletionKind {
    Mesh,
    Axis,
    Function,
    Op,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompletionItem {
    pub label: String,
    pub kind: CompletionKind,
    pub detail: Option<String>,
    /// The text the item replaces (what has been typed of it).
    pub replace: TextRange,
    pub insert_text: String,
}

/// Op names offered everywhere an op can start.
pub const KNOWN_OPS: &[&str] = &[
    // Shardy
    "sdy.mesh",
    "sdy.sharding_constraint",
    "sdy.reshard",
    "sdy.manual_computation",
    "sdy.named_computation",
    "sdy.propagation_barrier",
    "sdy.sharding_group",
    "sdy.data_flow_edge",
    "sdy.func_data_flow_edge",
    "sdy.all_gather",
    "sdy.all_slice",
    "sdy.all_reduce",
    "sdy.reduce_scatter",
    "sdy.all_to_all",
    "sdy.collective_permute",
    "sdy.sharded_to_unreduced",
    "sdy.replicated_to_unreduced",
    "sdy.constant",
    "sdy.return",
    // MLIR shard dialect (2025)
    "shard.grid",
    "shard.sharding",
    "shard.shard",
    "shard.get_sharding",
    "shard.shard_shape",
    "shard.grid_shape",
    "shard.process_multi_index",
    "shard.process_linear_index",
    "shard.neighbors_linear_indices",
    "shard.all_gather",
    "shard.all_reduce",
    "shard.all_slice",
    "shard.all_to_all",
    "shard.broadcast",
    "shard.gather",
    "shard.recv",
    "shard.reduce",
    "shard.reduce_scatter",
    "shard.scatter",
    "shard.send",
    "shard.shift",
    // MLIR mesh dialect (2023–2024)
    "mesh.mesh",
    "mesh.cluster",
    "mesh.sharding",
    "mesh.shard",
    "mesh.annotate",
    "mesh.local_split",
    "mesh.mesh_shape",
    "mesh.process_multi_index",
    "mesh.process_linear_index",
    "mesh.all_gather",
    "mesh.all_reduce",
    "mesh.all_slice",
    "mesh.all_to_all",
    "mesh.broadcast",
    "mesh.gather",
    "mesh.recv",
    "mesh.reduce",
    "mesh.reduce_scatter",
    "mesh.scatter",
    "mesh.send",
    "mesh.shift",
    // func
    "func.func",
    "func.call",
    "func.return",
    // StableHLO
    "stablehlo.abs",
    "stablehlo.add",
    "stablehlo.all_gather",
    "stablehlo.all_reduce",
    "stablehlo.all_to_all",
    "stablehlo.and",
    "stablehlo.bitcast_convert",
    "stablehlo.broadcast_in_dim",
    "stablehlo.case",
    "stablehlo.ceil",
    "stablehlo.clamp",
    "stablehlo.collective_permute",
    "stablehlo.compare",
    "stablehlo.concatenate",
    "stablehlo.constant",
    "stablehlo.convert",
    "stablehlo.convolution",
    "stablehlo.cosine",
    "stablehlo.custom_call",
    "stablehlo.divide",
    "stablehlo.dot",
    "stablehlo.dot_general",
    "stablehlo.dynamic_slice",
    "stablehlo.dynamic_update_slice",
    "stablehlo.exponential",
    "stablehlo.floor",
    "stablehlo.gather",
    "stablehlo.get_tuple_element",
    "stablehlo.if",
    "stablehlo.iota",
    "stablehlo.log",
    "stablehlo.logistic",
    "stablehlo.maximum",
    "stablehlo.minimum",
    "stablehlo.multiply",
    "stablehlo.negate",
    "stablehlo.not",
    "stablehlo.optimization_barrier",
    "stablehlo.or",
    "stablehlo.pad",
    "stablehlo.power",
    "stablehlo.reduce",
    "stablehlo.reduce_scatter",
    "stablehlo.reduce_window",
    "stablehlo.remainder",
    "stablehlo.reshape",
    "stablehlo.return",
    "stablehlo.rsqrt",
    "stablehlo.scatter",
    "stablehlo.select",
    "stablehlo.sine",
    "stablehlo.slice",
    "stablehlo.sort",
    "stablehlo.sqrt",
    "stablehlo.subtract",
    "stablehlo.tanh",
    "stablehlo.transpose",
    "stablehlo.tuple",
    "stablehlo.while",
    "stablehlo.xor",
];

/// The bracket and string state of the text before the cursor.
struct Scan {
    /// Unclosed openers (`<`, `[`, `{`, `(`) with their offsets.
    open: Vec<(u8, usize)>,
    /// Start of the unterminated string the cursor is in.
    string: Option<usize>,
}

/// Scans `text[from..to]`. `->` is an arrow, not a closing `>`.
fn scan(text: &str, from: usize, to: usize) -> Scan {
    let bytes = text.as_bytes();
    let mut open: Vec<(u8, usize)> = Vec::new();
    let mut string = None;
    let mut i = from;
    while i < to {
        let b = bytes[i];
        if let Some(_start) = string {
            match b {
                b'\\' => i += 1,
                b'"' => string = None,
                b'\n' => string = None,
                _ => {}
            }
            i += 1;
            continue;
        }
        match b {
            b'"' => string = Some(i),
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                // A comment runs to the end of the line.
                while i < to && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'<' | b'[' | b'{' | b'(' => open.push((b, i)),
            b'>' if i > from && bytes[i - 1] == b'-' => {}
            b'>' | b']' | b'}' | b')' => {
                let opener = match b {
                    b'>' => b'<',
                    b']' => b'[',
                    b'}' => b'{',
                    _ => b'(',
                };
                // Pop to the matching opener (tolerating stray closers).
                if let Some(pos) = open.iter().rposition(|(o, _)| *o == opener) {
                    open.truncate(pos);
                }
            }
            _ => {}
        }
        i += 1;
    }
    Scan { open, string }
}

/// Where the scan for the cursor's context starts: the innermost op around
/// it that is not a function or module (their bodies would put a region's
/// `{` on the stack), else the start of the line.
fn scan_start(document: &Document, offset: usize) -> usize {
    let text = document.text();
    let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    let root = document.tree().root_node();
    let mut node = root.descendant_for_byte_range(offset.saturating_sub(1), offset);
    while let Some(n) = node {
        if n.kind() == "operation" && n.start_byte() <= offset {
            let op = n.child_by_field_name("op").map(|o| o.kind());
            let is_container = matches!(op, Some("func_operation" | "module_operation"));
            let in_body = n
                .child_by_field_name("op")
                .and_then(|o| o.child_by_field_name("body"))
                .is_some_and(|b| b.start_byte() < offset);
            if !(is_container && in_body) {
                return n.start_byte().min(line_start);
            }
            return line_start;
        }
        node = n.parent();
    }
    line_start
}

/// The identifier characters before `offset`.
fn word_start(text: &str, offset: usize) -> usize {
    text[..offset]
        .char_indices()
        .rev()
        .take_while(|(_, c)| is_id_char(*c))
        .last()
        .map_or(offset, |(i, _)| i)
}

/// The `@name` (or inline `mesh<[…]>`) right after the `<` at `open`.
fn mesh_after(text: &str, open: usize) -> Option<MeshSpec> {
    let rest = text.get(open + 1..)?.trim_start();
    if let Some(name) = rest.strip_prefix('@') {
        let name: String = name.chars().take_while(|c| is_id_char(*c)).collect();
        return (!name.is_empty()).then_some(MeshSpec::Named(name));
    }
    let body = rest.strip_prefix("mesh")?.trim_start().strip_prefix('<')?;
    let end = body.find('>')?;
    Some(MeshSpec::Inline(inline_axes(&body[..end])))
}

enum MeshSpec {
    Named(String),
    /// Axes of an inline mesh: name and size.
    Inline(Vec<(String, String)>),
}

/// `"name"=size` pairs of an inline mesh body.
fn inline_axes(body: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = body;
    while let Some(open) = rest.find('"') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('"') else { break };
        let name = &after[..close];
        let tail = after[close + 1..].trim_start();
        let size = tail
            .strip_prefix('=')
            .map(|t| {
                t.trim_start()
                    .chars()
                    .take_while(|c| c.is_ascii_digit())
                    .collect::<String>()
            })
            .unwrap_or_default();
        out.push((name.to_string(), size));
        rest = &after[close + 1..];
    }
    out
}

/// The completions at `offset`.
pub fn completions(document: &Document, offset: usize) -> Vec<CompletionItem> {
    let text = document.text();
    let offset = floor_char_boundary(text, offset);
    let start = scan_start(document, offset);
    let state = scan(text, start, offset);
    let chunk = document.ir().chunk_at(offset);

    if let Some(string_start) = state.string {
        // Inside a string: only axis names, when the string is in a `{`.
        return axis_items(document, text, start, offset, &state, Some(string_start));
    }
    let word = word_start(text, offset);
    let before = text[..word].chars().next_back();
    match before {
        Some('@') => {
            let at = word - 1;
            let prefix = text[start.min(at)..at].trim_end();
            let after_open = prefix.ends_with('<');
            let wants_mesh = after_open
                || [
                    "shard.sharding",
                    "mesh.sharding",
                    "mesh_cluster =",
                    "mesh_cluster=",
                    " on",
                    "mesh =",
                ]
                .iter()
                .any(|k| prefix.ends_with(k));
            let wants_function = prefix.ends_with("call");
            let replace = TextRange::new(word, offset);
            let mut items = Vec::new();
            if let Some(chunk) = chunk {
                if wants_mesh || !wants_function {
                    for mesh in &chunk.meshes {
                        let detail = match &mesh.kind {
                            MeshDeclKind::Sdy { body } => {
                                text.get(body.start..body.end).map(str::to_string)
                            }
                            MeshDeclKind::Grid { shape_range, .. } => text
                                .get(shape_range.start..shape_range.end)
                                .map(|s| format!("shape = {s}")),
                            MeshDeclKind::Cluster { .. } => Some("mesh.cluster".to_string()),
                        };
                        items.push(item(
                            &mesh.name,
                            CompletionKind::Mesh,
                            detail,
                            replace,
                            symbol_text(&mesh.name),
                        ));
                    }
                }
                if wants_function || !wants_mesh {
                    for (_, entry) in document.ir().functions() {
                        if !chunk.range.touches(entry.start) {
                            continue;
                        }
                        if let Some(name) = &entry.ir.name {
                            items.push(item(
                                name,
                                CompletionKind::Function,
                                Some("func.func".into()),
                                replace,
                                symbol_text(name),
                            ));
                        }
                    }
                }
            }
            items
        }
        Some('%') | Some('#') | Some('!') | Some('^') => Vec::new(),
        _ => {
            let axes = axis_items(document, text, start, offset, &state, None);
            if !axes.is_empty() {
                return axes;
            }
            if state.open.last().is_none_or(|(b, _)| *b == b'{') && at_op_start(text, word) {
                return op_items(document, TextRange::new(word, offset));
            }
            Vec::new()
        }
    }
}

fn item(
    label: &str,
    kind: CompletionKind,
    detail: Option<String>,
    replace: TextRange,
    insert_text: String,
) -> CompletionItem {
    CompletionItem {
        label: label.to_string(),
        kind,
        detail,
        replace,
        insert_text,
    }
}

/// A symbol name as written after `@`.
fn symbol_text(name: &str) -> String {
    if !name.is_empty()
        && name.chars().all(is_id_char)
        && !name.starts_with(|c: char| c.is_ascii_digit())
    {
        name.to_string()
    } else {
        format!("\"{}\"", name.replace('\\', "\\\\").replace('"', "\\\""))
    }
}

/// Whether `word` starts an op: only whitespace, or `%results =`, before it
/// on its line.
fn at_op_start(text: &str, word: usize) -> bool {
    let line_start = text[..word].rfind('\n').map_or(0, |i| i + 1);
    let prefix = text[line_start..word].trim();
    if prefix.is_empty() {
        return true;
    }
    prefix.starts_with('%') && prefix.ends_with('=') && !prefix[..prefix.len() - 1].contains('=')
}

fn op_items(document: &Document, replace: TextRange) -> Vec<CompletionItem> {
    let mut used = BTreeSet::new();
    for (_, entry) in document.ir().functions() {
        for op in &entry.ir.ops {
            if !op.name.is_empty() && !KNOWN_OPS.contains(&op.name.as_str()) {
                used.insert(op.name.clone());
            }
        }
    }
    let mut items: Vec<CompletionItem> = KNOWN_OPS
        .iter()
        .map(|name| {
            let dialect = name.split('.').next().unwrap_or("");
            item(
                name,
                CompletionKind::Op,
                Some(dialect.to_string()),
                replace,
                name.to_string(),
            )
        })
        .collect();
    items.extend(used.into_iter().map(|name| {
        item(
            &name,
            CompletionKind::Op,
            Some("used in this file".into()),
            replace,
            name.to_string(),
        )
    }));
    items
}

/// Axis names when the innermost opener is the `{` of a sharding.
fn axis_items(
    document: &Document,
    text: &str,
    start: usize,
    offset: usize,
    state: &Scan,
    string_start: Option<usize>,
) -> Vec<CompletionItem> {
    let Some(&(b'{', brace)) = state.open.last() else {
        return Vec::new();
    };
    let mesh = match state.open.iter().rev().find(|(b, _)| *b == b'<') {
        Some(&(_, angle)) => mesh_after(text, angle),
        None => None,
    };
    let mesh = mesh.or_else(|| -> Option<MeshSpec> {
        // `manual_axes={` and the axes of collectives: the op's first `<@mesh`.
        let head = text[start..brace].trim_end();
        let collective = head.ends_with("manual_axes=")
            || head.ends_with("manual_axes =")
            || head.contains("sdy.all_")
            || head.contains("sdy.reduce_scatter")
            || head.contains("sdy.collective_permute")
            || head.contains("_to_unreduced");
        if !collective {
            return None;
        }
        let end = text[offset..].find('\n').map_or(text.len(), |i| offset + i);
        let op_text = &text[start..end];
        let at = op_text.find("<@")?;
        mesh_after(text, start + at)
    });
    let Some(mesh) = mesh else {
        return Vec::new();
    };
    let axes: Vec<(String, String)> = match mesh {
        MeshSpec::Inline(axes) => axes,
        MeshSpec::Named(name) => {
            let chunk = document
                .ir()
                .chunks
                .iter()
                .position(|c| c.range.touches(offset));
            let Some(chunk) = chunk else {
                return Vec::new();
            };
            let Some(body) = mesh_body(document, chunk, &MeshRef::Named(name)) else {
                return Vec::new();
            };
            mesh_axes(document, body)
                .into_iter()
                .map(|(name, size, _)| (name, size))
                .collect()
        }
    };
    let (replace, quoted) = match string_start {
        Some(s) => (TextRange::new(s + 1, offset), false),
        None => (TextRange::new(word_start(text, offset), offset), true),
    };
    axes.into_iter()
        .map(|(name, size)| {
            let insert = if quoted {
                format!("\"{name}\"")
            } else {
                name.clone()
            };
            let detail = (!size.is_empty()).then(|| format!("axis of size {size}"));
            item(&name, CompletionKind::Axis, detail, replace, insert)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const MESHES: &str =
        "sdy.mesh @mesh = <[\"data\"=2, \"model\"=4]>\nsdy.mesh @other = <[\"x\"=8]>\n";

    /// Completions at the `|` in `text` (removed before analysis).
    fn complete(text: &str) -> (String, Vec<CompletionItem>) {
        let at = text.find('|').expect("cursor marker");
        let clean = format!("{}{}", &text[..at], &text[at + 1..]);
        let items = completions(&Document::new(clean.as_str()), at);
        (clean, items)
    }

    fn labels(items: &[CompletionItem]) -> Vec<&str> {
        items.iter().map(|i| i.label.as_str()).collect()
    }

    #[test]
    fn mesh_names_after_at_in_shardings() {
        let t = format!("{MESHES}func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {{\n  %1 = sdy.sharding_constraint %arg0 <@|\n  return %1 : tensor<8xf32>\n}}\n");
        let (_, items) = complete(&t);
        assert_eq!(labels(&items), ["mesh", "other"]);
        assert!(items.iter().all(|i| i.kind == CompletionKind::Mesh));
        assert_eq!(
            items[0].detail.as_deref(),
            Some("<[\"data\"=2, \"model\"=4]>")
        );

        // A partly typed name in an attribute: the typed part is replaced.
        let t = format!(
            "{MESHES}func.func @f(%arg0: tensor<8xf32> {{sdy.sharding = #sdy.sharding<@me|"
        );
        let (clean, items) = complete(&t);
        assert_eq!(labels(&items), ["mesh", "other"]);
        assert_eq!(&clean[items[0].replace.start..items[0].replace.end], "me");

        // shard.sharding takes a grid.
        let t = "shard.grid @grid0(shape = 2x4)\nfunc.func @g() {\n  %s = shard.sharding @|\n}\n";
        let (_, items) = complete(t);
        assert_eq!(labels(&items), ["grid0"]);
    }

    #[test]
    fn function_names_after_call() {
        let t = format!("{MESHES}func.func @main() {{\n  %0 = call @|\n}}\nfunc.func private @helper() {{\n  return\n}}\n");
        let (_, items) = complete(&t);
        assert_eq!(labels(&items), ["main", "helper"]);
        assert!(items.iter().all(|i| i.kind == CompletionKind::Function));
    }

    #[test]
    fn axis_names_in_dimension_shardings() {
        // After `{`: quoted insertions.
        let t = format!("{MESHES}func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {{\n  %1 = sdy.sharding_constraint %arg0 <@mesh, [{{|\n");
        let (_, items) = complete(&t);
        assert_eq!(labels(&items), ["data", "model"]);
        assert_eq!(items[0].insert_text, "\"data\"");
        assert_eq!(items[1].detail.as_deref(), Some("axis of size 4"));

        // Inside a string: bare insertions replacing what is typed.
        let t = format!("{MESHES}func.func @f(%arg0: tensor<8x8xf32> {{sdy.sharding = #sdy.sharding<@other, [{{}}, {{\"|\"}}]>}}) {{\n  return\n}}\n");
        let (clean, items) = complete(&t);
        assert_eq!(labels(&items), ["x"]);
        assert_eq!(items[0].insert_text, "x");
        assert!(items[0].replace.is_empty());
        assert_eq!(
            &clean[items[0].replace.start - 1..items[0].replace.start],
            "\""
        );

        // replicated={…} and a second axis after a comma.
        let t = format!(
            "{MESHES}%1 = sdy.sharding_constraint %0 <@mesh, [{{\"data\"}}], replicated={{\"mo|"
        );
        let (clean, items) = complete(&t);
        assert_eq!(labels(&items), ["data", "model"]);
        assert_eq!(&clean[items[1].replace.start..items[1].replace.end], "mo");

        // Inline meshes.
        let t = "%1 = sdy.sharding_constraint %0 <mesh<[\"a\"=2, \"b\"=3]>, [{\"|";
        let (_, items) = complete(t);
        assert_eq!(labels(&items), ["a", "b"]);
    }

    #[test]
    fn axis_names_of_collectives_and_manual_axes() {
        let t = format!("{MESHES}%2 = sdy.all_gather [{{\"|\"}}] %1 out_sharding=<@other, [{{}}]> : tensor<8xf32>\n");
        let (_, items) = complete(&t);
        assert_eq!(labels(&items), ["x"]);
        let t = format!("{MESHES}%3 = sdy.manual_computation(%2) in_shardings=[<@mesh, [{{\"model\"}}]>] out_shardings=[<@mesh, [{{\"model\"}}]>] manual_axes={{|\n");
        let (_, items) = complete(&t);
        assert_eq!(labels(&items), ["data", "model"]);
    }

    #[test]
    fn op_names_at_the_start_of_an_op() {
        let t = "func.func @f(%a: tensor<f32>) -> tensor<f32> {\n  %0 = \"my.custom\"(%a) : (tensor<f32>) -> tensor<f32>\n  %1 = sdy.sh|\n  return %a : tensor<f32>\n}\n";
        let (clean, items) = complete(t);
        assert!(labels(&items).contains(&"sdy.sharding_constraint"));
        assert!(labels(&items).contains(&"stablehlo.add"));
        let custom = items
            .iter()
            .find(|i| i.label == "my.custom")
            .expect("names used in the file");
        assert_eq!(custom.detail.as_deref(), Some("used in this file"));
        assert_eq!(
            &clean[items[0].replace.start..items[0].replace.end],
            "sdy.sh"
        );
        // At the start of an empty line in a body, too.
        let t = "func.func @f() {\n  |\n}\n";
        assert!(!complete(t).1.is_empty());
    }

    #[test]
    fn nothing_elsewhere() {
        for t in [
            "func.func @f(%a: tensor<f32>) -> tensor<f32> {\n  %0 = stablehlo.add %a, |\n}\n",
            "func.func @f(%a: tensor<|",
            "// a comment {\"|",
            "%0 = \"foo.op\"() {name = \"|\"} : () -> ()",
            "%0 = \"foo.op\"() : () -> ()\n%1 = foo.bar %|",
        ] {
            let (_, items) = complete(t);
            assert!(items.is_empty(), "{t:?}: {:?}", labels(&items));
        }
        assert!(completions(&Document::new("sdy.mesh @m = <[\"x\"=2]>"), 10_000).is_empty());
        // An empty file: a new op can start there. Offsets inside a
        // character snap to its start.
        let items = completions(&Document::new(""), 0);
        assert!(labels(&items).contains(&"sdy.mesh"));
        let items = completions(&Document::new("é"), 1);
        assert!(items.iter().all(|i| i.replace == TextRange::empty(0)));
    }
}
