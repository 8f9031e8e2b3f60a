//! The document outline and workspace symbols.
//!
//! Outline: `// -----` chunks (when a file has more than one), modules,
//! meshes, functions, and inside functions every op that defines values or
//! owns regions, nested as the regions nest. In a file of more than
//! [`MAX_OPS_LISTED_BY_VALUE`] ops only the ops that own regions are
//! listed, as mlir-lsp-server's outline does in every file.

use crate::analysis::Document;
use crate::ir::{Chunk, FunctionEntry, MeshDeclKind, OpId, RegionId};
use crate::text::TextRange;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SymbolKind {
    /// A `// -----` section.
    Chunk,
    Module,
    Mesh,
    Function,
    /// An op defining values (named by its results) or owning regions.
    Op,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DocumentSymbol {
    pub name: String,
    pub detail: Option<String>,
    pub kind: SymbolKind,
    /// The whole construct.
    pub range: TextRange,
    /// The name (inside `range`).
    pub selection_range: TextRange,
    pub children: Vec<DocumentSymbol>,
}

/// The most ops a file may have for its outline to list each op that
/// defines values. A JAX `main` of 100k ops made an outline of 28 MB of
/// JSON (and 100k ops in a thousand functions as much), which editors ask
/// for again after each change (VS Code's breadcrumbs and outline), and a
/// list no one scrolls through.
pub const MAX_OPS_LISTED_BY_VALUE: usize = 10_000;

/// Longest detail text, in characters.
const MAX_DETAIL: usize = 80;

fn detail(text: &str) -> String {
    let one_line: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if one_line.chars().count() > MAX_DETAIL {
        let cut: String = one_line.chars().take(MAX_DETAIL - 1).collect();
        format!("{cut}…")
    } else {
        one_line
    }
}

fn slice(text: &str, range: TextRange) -> &str {
    text.get(range.start..range.end).unwrap_or("")
}

/// The hierarchical outline of `document`.
pub fn document_symbols(document: &Document) -> Vec<DocumentSymbol> {
    let text = document.text();
    let chunks = &document.ir().chunks;
    let ops: usize = chunks
        .iter()
        .flat_map(|chunk| &chunk.functions)
        .map(|entry| entry.ir.ops.len())
        .sum();
    let by_value = ops <= MAX_OPS_LISTED_BY_VALUE;
    let mut top = Vec::new();
    for (index, chunk) in chunks.iter().enumerate() {
        let mut items = chunk_items(text, chunk, by_value);
        if chunks.len() > 1 {
            let start = text[chunk.range.start..chunk.range.end]
                .find(|c: char| !c.is_whitespace())
                .map_or(chunk.range.start, |i| chunk.range.start + i);
            let line_end = text[start..chunk.range.end]
                .find('\n')
                .map_or(chunk.range.end, |i| start + i);
            items = vec![DocumentSymbol {
                name: format!("chunk {}", index + 1),
                detail: None,
                kind: SymbolKind::Chunk,
                range: chunk.range,
                selection_range: TextRange::new(start, line_end),
                children: items,
            }];
        }
        top.extend(items);
    }
    top
}

/// Modules, meshes, functions and loose ops of a chunk, nested by range.
fn chunk_items(text: &str, chunk: &Chunk, by_value: bool) -> Vec<DocumentSymbol> {
    let mut flat = Vec::new();
    for module in &chunk.modules {
        let name = match &module.name {
            Some(name) => format!("module @{name}"),
            None => "module".to_string(),
        };
        let keyword = text[module.range.start..module.range.end]
            .find("module")
            .map_or(module.range.start, |i| module.range.start + i);
        flat.push(DocumentSymbol {
            name,
            detail: None,
            kind: SymbolKind::Module,
            range: module.range,
            selection_range: TextRange::new(keyword, (keyword + 6).min(module.range.end)),
            children: Vec::new(),
        });
    }
    for mesh in &chunk.meshes {
        let shape = match &mesh.kind {
            MeshDeclKind::Sdy { body } => detail(slice(text, *body)),
            MeshDeclKind::Grid { shape_range, .. } => {
                format!("shape = {}", slice(text, *shape_range))
            }
            MeshDeclKind::Cluster { rank, .. } => match rank {
                Some(rank) => format!("rank = {rank}"),
                None => String::new(),
            },
        };
        flat.push(DocumentSymbol {
            name: format!("@{}", mesh.name),
            detail: (!shape.is_empty()).then_some(shape),
            kind: SymbolKind::Mesh,
            range: mesh.range,
            selection_range: mesh.name_range,
            children: Vec::new(),
        });
    }
    for entry in &chunk.functions {
        let f = &entry.ir;
        let children = f
            .body
            .map(|body| region_ops(text, entry, body, by_value))
            .unwrap_or_default();
        match &f.name {
            Some(name) => {
                let mut detail = String::from("func.func");
                if let Some(visibility) = &f.visibility {
                    detail.push(' ');
                    detail.push_str(visibility);
                }
                flat.push(DocumentSymbol {
                    name: format!("@{name}"),
                    detail: Some(detail),
                    kind: SymbolKind::Function,
                    range: entry.range(),
                    selection_range: entry.abs(f.name_range),
                    children,
                });
            }
            // Ops outside any function.
            None => flat.extend(children),
        }
    }
    nest(flat)
}

/// Symbols of the ops of a region, recursively; of the ops without regions
/// (those defining values) only if `by_value`.
fn region_ops(
    text: &str,
    entry: &FunctionEntry,
    region: RegionId,
    by_value: bool,
) -> Vec<DocumentSymbol> {
    let f = &entry.ir;
    let Some(region) = f.regions.get(region) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for block in &region.blocks {
        for &op in &block.ops {
            out.extend(op_symbol(text, entry, op, by_value));
        }
    }
    out
}

fn op_symbol(
    text: &str,
    entry: &FunctionEntry,
    op_id: OpId,
    by_value: bool,
) -> Option<DocumentSymbol> {
    let f = &entry.ir;
    let op = f.ops.get(op_id)?;
    let children: Vec<DocumentSymbol> = op
        .regions
        .iter()
        .flat_map(|&r| region_ops(text, entry, r, by_value))
        .collect();
    if op.regions.is_empty() && (op.results.is_empty() || !by_value) {
        return None;
    }
    let range = entry.abs(op.range);
    let name_range = entry.abs(op.name_range);
    let (name, selection_range) = match op.results.first() {
        Some(&first) => {
            // `%a, %b:2 =` as written.
            let results = slice(
                text,
                TextRange::new(range.start, name_range.start.max(range.start)),
            );
            let results = results.trim_end().trim_end_matches('=').trim_end();
            (detail(results), entry.abs(f.values[first].range))
        }
        None => (op.name.to_string(), name_range),
    };
    Some(DocumentSymbol {
        name,
        detail: (!op.results.is_empty()).then(|| op.name.to_string()),
        kind: SymbolKind::Op,
        range,
        selection_range,
        children,
    })
}

/// Nests symbols whose range lies inside another's (modules around meshes
/// and functions, chunks around everything).
fn nest(mut flat: Vec<DocumentSymbol>) -> Vec<DocumentSymbol> {
    flat.sort_by_key(|s| (s.range.start, std::cmp::Reverse(s.range.end)));
    let mut stack: Vec<DocumentSymbol> = Vec::new();
    let mut roots = Vec::new();
    for symbol in flat {
        while let Some(top) = stack.last() {
            if top.range.start <= symbol.range.start && symbol.range.end <= top.range.end {
                break;
            }
            let done = stack.pop().expect("non-empty");
            attach(&mut stack, &mut roots, done);
        }
        stack.push(symbol);
    }
    while let Some(done) = stack.pop() {
        attach(&mut stack, &mut roots, done);
    }
    roots
}

fn attach(stack: &mut [DocumentSymbol], roots: &mut Vec<DocumentSymbol>, symbol: DocumentSymbol) {
    match stack.last_mut() {
        Some(parent) => {
            parent.children.push(symbol);
            parent.children.sort_by_key(|c| c.range.start);
        }
        None => roots.push(symbol),
    }
}

/// A symbol for `workspace/symbol`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WorkspaceSymbol {
    pub name: String,
    pub kind: SymbolKind,
    /// The name's range.
    pub range: TextRange,
    /// The module the symbol is declared in, if named.
    pub container: Option<String>,
}

/// Meshes and functions of `document` whose name matches `query`: its
/// characters appear in order, ignoring case (an empty query matches all).
pub fn workspace_symbols(document: &Document, query: &str) -> Vec<WorkspaceSymbol> {
    let mut out = Vec::new();
    for chunk in &document.ir().chunks {
        let container = |range: TextRange| {
            chunk
                .modules
                .iter()
                .filter(|m| m.range.start <= range.start && range.end <= m.range.end)
                .min_by_key(|m| m.range.len())
                .and_then(|m| m.name.as_ref().map(|n| format!("@{n}")))
        };
        for mesh in &chunk.meshes {
            out.push(WorkspaceSymbol {
                name: format!("@{}", mesh.name),
                kind: SymbolKind::Mesh,
                range: mesh.name_range,
                container: container(mesh.range),
            });
        }
        for entry in &chunk.functions {
            if let Some(name) = &entry.ir.name {
                out.push(WorkspaceSymbol {
                    name: format!("@{name}"),
                    kind: SymbolKind::Function,
                    range: entry.abs(entry.ir.name_range),
                    container: container(entry.range()),
                });
            }
        }
    }
    out.retain(|s| fuzzy_match(query, &s.name));
    out.sort_by_key(|s| s.range.start);
    out
}

fn fuzzy_match(query: &str, name: &str) -> bool {
    let mut name_chars = name.chars().flat_map(char::to_lowercase);
    query
        .chars()
        .flat_map(char::to_lowercase)
        .filter(|c| *c != '@')
        .all(|q| name_chars.any(|n| n == q))
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = r#"module @jit attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0:2 = "foo.split"(%arg0) : (tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %1 = stablehlo.while(%it = %arg0) : tensor<8xf32>
     cond {
      %c = stablehlo.compare LT, %it, %it : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      stablehlo.return %c : tensor<8xi1>
    } do {
      stablehlo.return %it : tensor<8xf32>
    }
    return %1 : tensor<8xf32>
  }
}
"#;

    fn names(symbols: &[DocumentSymbol]) -> Vec<&str> {
        symbols.iter().map(|s| s.name.as_str()).collect()
    }

    #[test]
    fn outline_nests_modules_functions_and_ops() {
        let doc = Document::new(TEXT);
        let symbols = document_symbols(&doc);
        assert_eq!(names(&symbols), ["module @jit"]);
        let module = &symbols[0];
        assert_eq!(module.kind, SymbolKind::Module);
        assert_eq!(names(&module.children), ["@mesh", "@main"]);
        let mesh = &module.children[0];
        assert_eq!(mesh.detail.as_deref(), Some("<[\"data\"=2, \"model\"=4]>"));
        assert_eq!(
            &TEXT[mesh.selection_range.start..mesh.selection_range.end],
            "@mesh"
        );
        let main = &module.children[1];
        assert_eq!(main.kind, SymbolKind::Function);
        assert_eq!(main.detail.as_deref(), Some("func.func public"));
        assert_eq!(names(&main.children), ["%0:2", "%1"]);
        assert_eq!(main.children[0].detail.as_deref(), Some("foo.split"));
        let while_op = &main.children[1];
        assert_eq!(while_op.detail.as_deref(), Some("stablehlo.while"));
        assert_eq!(names(&while_op.children), ["%c"]);
        // Every selection range lies in its range, every child in its parent.
        fn check(symbol: &DocumentSymbol) {
            assert!(symbol.range.start <= symbol.selection_range.start);
            assert!(symbol.selection_range.end <= symbol.range.end);
            for child in &symbol.children {
                assert!(
                    symbol.range.start <= child.range.start && child.range.end <= symbol.range.end
                );
                check(child);
            }
        }
        symbols.iter().for_each(check);
    }

    #[test]
    fn a_file_too_large_to_list_by_value_lists_the_ops_that_own_regions() {
        let while_op = &TEXT
            [TEXT.find("    %1 = stablehlo.while").unwrap()..TEXT.find("    return %1").unwrap()];
        let negates_of = |ops: usize| -> String {
            (0..ops)
                .map(|i| format!("    %n{i} = stablehlo.negate %arg0 : tensor<8xf32>\n"))
                .collect()
        };
        let outline_of = |ops: usize| {
            let negates = negates_of(ops);
            let text = format!(
                "func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {{\n{negates}{while_op}    return %1 : tensor<8xf32>\n  }}\n"
            );
            let symbols = document_symbols(&Document::new(text));
            assert_eq!(names(&symbols), ["@f"]);
            symbols[0].clone()
        };
        // Up to the bound (the negates, the while, the two ops of its
        // condition, the one of its body and the return), every op defining
        // values.
        let listed = outline_of(MAX_OPS_LISTED_BY_VALUE - 5);
        assert_eq!(listed.children.len(), MAX_OPS_LISTED_BY_VALUE - 4);
        assert_eq!(
            names(&listed.children[MAX_OPS_LISTED_BY_VALUE - 5].children),
            ["%c"]
        );
        // One more: the while alone, and none of the ops in its regions.
        let structure = outline_of(MAX_OPS_LISTED_BY_VALUE - 4);
        assert_eq!(names(&structure.children), ["%1"]);
        assert!(structure.children[0].children.is_empty());
        // The bound is the file's: a small function beside a large one
        // lists its ops that own regions only.
        let negates = negates_of(MAX_OPS_LISTED_BY_VALUE);
        let text = format!(
            "func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {{\n    %0 = stablehlo.negate %arg0 : tensor<8xf32>\n{while_op}    return %1 : tensor<8xf32>\n  }}\nfunc.func @g(%arg0: tensor<8xf32>) {{\n{negates}    return\n  }}\n"
        );
        let symbols = document_symbols(&Document::new(text));
        assert_eq!(names(&symbols), ["@f", "@g"]);
        assert_eq!(names(&symbols[0].children), ["%1"]);
        assert!(symbols[1].children.is_empty());
    }

    #[test]
    fn chunks_and_loose_ops() {
        let t = "shard.grid @g(shape = 2x4)\n// -----\n%0 = \"foo.make\"() : () -> tensor<f32>\nfunc.func private @decl(tensor<f32>)\n";
        let symbols = document_symbols(&Document::new(t));
        assert_eq!(names(&symbols), ["chunk 1", "chunk 2"]);
        assert_eq!(names(&symbols[0].children), ["@g"]);
        assert_eq!(
            symbols[0].children[0].detail.as_deref(),
            Some("shape = 2x4")
        );
        assert_eq!(names(&symbols[1].children), ["%0", "@decl"]);
        assert!(document_symbols(&Document::new("")).is_empty());
    }

    #[test]
    fn workspace_symbols_filter_by_query() {
        let doc = Document::new(TEXT);
        let all = workspace_symbols(&doc, "");
        assert_eq!(
            all.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(),
            ["@mesh", "@main"]
        );
        assert_eq!(all[0].container.as_deref(), Some("@jit"));
        let found = workspace_symbols(&doc, "MN");
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].name, "@main");
        assert_eq!(found[0].kind, SymbolKind::Function);
        assert!(workspace_symbols(&doc, "@msh")
            .iter()
            .any(|s| s.name == "@mesh"));
        assert!(workspace_symbols(&doc, "zzz").is_empty());
    }
}
