//! A function body of many ops built in pieces on all cores: JAX puts a
//! whole training step into one `main`, whose IR build on one core was a
//! third of the time to open it.
//!
//! Each piece is a run of the body's top-level ops built by a builder of its
//! own, in which region 0 and scope 0 stand for the body and its scope. The
//! pieces are then appended in order, their ids shifted: a sequential build
//! numbers ops, values, regions, scopes and diagnostics in the order it
//! meets them, so piece k's come after piece k − 1's and the result is the
//! same IR. Names are resolved afterwards, over the whole function, as
//! before. The one thing a piece cannot see is a name defined in an earlier
//! piece: when two pieces define the same name in the body (a redefinition,
//! which the sequential build reports where it meets it), the body is built
//! again on one core.

use super::{Block, FunctionBuilder, Item, Region};
use crate::ir::model::{OpId, RegionId, ValueDef, ValueId};
use crate::text::TextRange;
use rayon::prelude::*;
use std::sync::Arc;
use tree_sitter::Node;

/// Top-level ops from which a function body is built in pieces.
pub(super) const PIECES_FROM_OPS: usize = 8192;

/// Ops a piece holds at least (a piece has its own builder and type cache).
const MIN_PIECE_OPS: usize = 2048;

/// Where a piece's ids start in the function.
#[derive(Clone, Copy)]
struct Offsets {
    op: usize,
    value: usize,
    /// Of its region 1 (region 0 is the body).
    region: usize,
    /// Of its scope 1 (scope 0 is the body's).
    scope: usize,
    diagnostic: usize,
    /// The body and its scope.
    body: RegionId,
    body_scope: usize,
}

impl Offsets {
    fn op(&self, op: OpId) -> OpId {
        self.op + op
    }

    fn value(&self, value: ValueId) -> ValueId {
        self.value + value
    }

    fn region(&self, region: RegionId) -> RegionId {
        match region {
            0 => self.body,
            r => self.region + r - 1,
        }
    }

    fn scope(&self, scope: usize) -> usize {
        match scope {
            0 => self.body_scope,
            s => self.scope + s - 1,
        }
    }

    fn items(&self, items: &mut [Item]) {
        for item in items {
            match item {
                Item::Definition { value } => *value = self.value(*value),
                Item::Region { region } => *region = self.region(*region),
                Item::Parens { items } | Item::Brackets { items, .. } => self.items(items),
                _ => {}
            }
        }
    }
}

impl<'t> FunctionBuilder<'t> {
    /// Builds `ops`, the operations of the entry block of body `region`
    /// (scope `scope`), in pieces on all cores, as `operation` would one
    /// after the other; `false`, with nothing built, when two pieces define
    /// the same name.
    pub(super) fn build_in_pieces(
        &mut self,
        ops: &[Node],
        region: RegionId,
        scope: usize,
        depth: usize,
    ) -> bool {
        let piece_ops = self.piece_ops.unwrap_or_else(|| {
            let pieces = rayon::current_num_threads().max(1) * 2;
            ops.len().div_ceil(pieces).max(MIN_PIECE_OPS)
        });
        let starts: Vec<usize> = (0..ops.len()).step_by(piece_ops.max(1)).collect();
        let (text, dialect) = (self.conv.text, self.default_dialect);
        let mut pieces = crate::parallel::map(&starts, |start| {
            let end = (start + piece_ops).min(ops.len());
            FunctionBuilder::piece(text, dialect, &ops[start..end], depth)
        });
        let mut at = Offsets {
            op: self.ops.len(),
            value: self.values.len(),
            region: self.f.regions.len(),
            scope: self.scopes.len(),
            diagnostic: self.conv.diagnostics.len(),
            body: region,
            body_scope: scope,
        };
        let mut offsets = Vec::with_capacity(pieces.len());
        for piece in &pieces {
            offsets.push(at);
            at = Offsets {
                op: at.op + piece.ops.len(),
                value: at.value + piece.values.len(),
                region: at.region + piece.f.regions.len() - 1,
                scope: at.scope + piece.scopes.len() - 1,
                diagnostic: at.diagnostic + piece.conv.diagnostics.len(),
                ..at
            };
        }
        // The body's names first: a name two pieces define is built again
        // on one core, which reports the redefinition where it meets it.
        let mut names = self.scopes[scope].names.clone();
        for (piece, at) in pieces.iter_mut().zip(&offsets) {
            for (name, value) in piece.scopes[0].names.drain() {
                if names.insert(name, at.value(value)).is_some() {
                    return false;
                }
            }
        }
        self.scopes[scope].names = names;
        // Every op and value is touched to move its ids: on all cores too.
        pieces
            .par_iter_mut()
            .zip(offsets.par_iter())
            .for_each(|(piece, at)| piece.shift(at));
        for (piece, at) in pieces.into_iter().zip(&offsets) {
            self.append_piece(piece, at);
        }
        true
    }

    /// A builder of `ops` alone, in region 0 (block 0) and scope 0.
    fn piece(
        text: &'t str,
        dialect: &'static str,
        ops: &[Node],
        depth: usize,
    ) -> FunctionBuilder<'t> {
        let mut piece = FunctionBuilder::new(text);
        piece.default_dialect = dialect;
        piece.f.regions.push(Region {
            range: TextRange::new(0, 0),
            parent: None,
            blocks: vec![Block {
                label: None,
                arguments: Vec::new(),
                ops: Vec::new(),
            }],
        });
        piece.new_scope(None);
        for &op in ops {
            piece.operation(op, 0, 0, 0, depth);
        }
        piece
    }

    /// Moves every id this piece holds to where `at` puts it in the
    /// function (the body stand-ins, region 0 and scope 0, included).
    fn shift(&mut self, at: &Offsets) {
        for block in (self.f.regions.iter_mut()).flat_map(|r| r.blocks.iter_mut()) {
            block.arguments.iter_mut().for_each(|v| *v = at.value(*v));
            block.ops.iter_mut().for_each(|o| *o = at.op(*o));
        }
        for region in self.f.regions.iter_mut().skip(1) {
            region.parent = region.parent.map(|o| at.op(o));
        }
        for op in &mut self.ops.0 {
            let op = Arc::get_mut(op).expect("a piece's ops are its own");
            op.results.iter_mut().for_each(|v| *v = at.value(*v));
            op.regions.iter_mut().for_each(|r| *r = at.region(*r));
            op.parent = op.parent.map(|(r, b)| (at.region(r), b));
            at.items(&mut op.items);
        }
        for value in &mut self.values.0 {
            let value = Arc::get_mut(value).expect("a piece's values are its own");
            value.def = match value.def {
                ValueDef::OpResult { op, index } => ValueDef::OpResult {
                    op: at.op(op),
                    index,
                },
                ValueDef::BlockArgument { op, region, index } => ValueDef::BlockArgument {
                    op: at.op(op),
                    region: at.region(region),
                    index,
                },
                ValueDef::RegionArgument { op, index } => ValueDef::RegionArgument {
                    op: at.op(op),
                    index,
                },
                def @ ValueDef::FunctionArgument { .. } => def,
            };
        }
        for scope in self.scopes.iter_mut().skip(1) {
            scope.parent = scope.parent.map(|s| at.scope(s));
            scope.names.values_mut().for_each(|v| *v = at.value(*v));
        }
        let scope = |s: &mut u32| *s = at.scope(*s as usize) as u32;
        let index = &mut self.index;
        index.scope_parent.iter_mut().flatten().for_each(scope);
        index.op_scope.iter_mut().for_each(scope);
        index.value_scope.iter_mut().for_each(scope);
        let diagnostic = at.diagnostic as u32;
        for (start, end) in &mut index.op_diagnostics {
            (*start, *end) = (*start + diagnostic, *end + diagnostic);
        }
        for (op, _) in &mut index.creation_order {
            *op = at.op(*op);
        }
        for pending in &mut self.pending {
            (pending.op, pending.scope) = (at.op(pending.op), at.scope(pending.scope));
        }
        for later in &mut self.typed_later {
            (later.value, later.op) = (at.value(later.value), at.op(later.op));
        }
    }

    /// Appends what `piece` built, its ids already moved (`shift`); the body
    /// scope's names are already in place.
    fn append_piece(&mut self, piece: FunctionBuilder<'t>, at: &Offsets) {
        let FunctionBuilder {
            mut conv,
            f,
            ops,
            values,
            mut index,
            scopes,
            pending,
            typed_later,
            ..
        } = piece;
        let mut regions = f.regions.into_iter();
        let body = regions.next().expect("a piece has its body stand-in");
        let body_block = &mut self.f.regions[at.body].blocks[0].ops;
        body_block.extend(body.blocks.into_iter().flat_map(|b| b.ops));
        self.f.regions.extend(regions);
        self.ops.0.extend(ops.0);
        self.values.0.extend(values.0);
        self.scopes.extend(scopes.into_iter().skip(1));
        let names = &mut self.index;
        names.scope_parent.extend(index.scope_parent.drain(1..));
        names.op_scope.append(&mut index.op_scope);
        names.op_depth.append(&mut index.op_depth);
        names.value_scope.append(&mut index.value_scope);
        names.value_name_keys.append(&mut index.value_name_keys);
        names.op_diagnostics.append(&mut index.op_diagnostics);
        names.creation_order.append(&mut index.creation_order);
        self.pending.extend(pending);
        self.typed_later.extend(typed_later);
        self.conv.diagnostics.append(&mut conv.diagnostics);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{shaped_transformer_module, GenNotation, GenShape};
    use crate::ir::convert::{field, kind, named_children};
    use crate::ir::Function;

    /// The `func.func` operations of `tree`.
    fn function_nodes(tree: &tree_sitter::Tree) -> Vec<Node<'_>> {
        let mut functions = Vec::new();
        let mut stack = vec![tree.root_node()];
        while let Some(node) = stack.pop() {
            if kind(node) == "operation"
                && field(node, "op").is_some_and(|op| kind(op) == "func_operation")
            {
                functions.push(node);
            }
            stack.extend(named_children(node));
        }
        functions
    }

    /// Every `func.func` of `text`, built on one core and in pieces of
    /// `piece_ops` ops from the first op on.
    fn both_ways(text: &str, piece_ops: usize) -> Vec<(Function, Function)> {
        let tree = crate::syntax::parse(text);
        let build = |node| {
            let whole = FunctionBuilder::new(text).build_function(node);
            let mut in_pieces = FunctionBuilder::new(text);
            in_pieces.pieces_from_ops = 1;
            in_pieces.piece_ops = Some(piece_ops);
            (whole, in_pieces.build_function(node))
        };
        function_nodes(&tree).into_iter().map(build).collect()
    }

    fn assert_same_ir(name: &str, text: &str) -> usize {
        let mut functions = 0;
        for piece_ops in [1, 2, 3, 7, 64] {
            for (whole, in_pieces) in both_ways(text, piece_ops) {
                assert_eq!(
                    format!("{whole:#?}"),
                    format!("{in_pieces:#?}"),
                    "{name}: pieces of {piece_ops} ops"
                );
                functions += 1;
            }
        }
        functions
    }

    #[test]
    fn a_body_built_in_pieces_is_the_body_built_on_one_core() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut files = Vec::new();
        for dir in ["examples", "tests/bad-inputs", "server/tests", "tests/e2e"] {
            let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
                continue;
            };
            for entry in entries.flatten() {
                let path = entry.path();
                if path.extension().is_some_and(|e| e == "mlir") {
                    files.push(path);
                }
            }
        }
        files.sort();
        assert!(
            files.len() > 100,
            "the repository's IR inputs: {}",
            files.len()
        );
        let mut functions = 0;
        for path in &files {
            // A bad input or two is not UTF-8 on purpose; read as the server would.
            let bytes = std::fs::read(path).expect("readable input");
            let text = String::from_utf8_lossy(&bytes);
            functions += assert_same_ir(&path.display().to_string(), &text);
        }
        for notation in [GenNotation::Sdy, GenNotation::Shard, GenNotation::Gspmd] {
            let text = shaped_transformer_module(notation, 2, GenShape::Single);
            functions += assert_same_ir(&format!("{notation:?}"), &text);
        }
        assert!(functions > 500, "{functions} functions compared");
    }

    #[test]
    fn a_body_large_enough_is_built_in_pieces_by_default_as_on_one_core() {
        let layers = 400;
        let text = shaped_transformer_module(GenNotation::Sdy, layers, GenShape::Single);
        let tree = crate::syntax::parse(&text);
        let functions = function_nodes(&tree);
        assert_eq!(functions.len(), 1);
        for node in functions {
            let in_pieces =
                (FunctionBuilder::new(&text).in_pieces_on_all_cores()).build_function(node);
            let whole = FunctionBuilder::new(&text).build_function(node);
            let body = &in_pieces.regions[in_pieces.body.expect("a body")];
            let top_level = body.blocks[0].ops.len();
            assert!(top_level >= PIECES_FROM_OPS, "{top_level} ops in the body");
            assert_eq!(format!("{whole:?}"), format!("{in_pieces:?}"));
        }
    }

    #[test]
    fn a_name_defined_in_two_pieces_is_reported_as_on_one_core() {
        let text = "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  \
                    %0 = stablehlo.add %a, %a : tensor<4xf32>\n  \
                    %1 = stablehlo.add %0, %0 : tensor<4xf32>\n  \
                    %0 = stablehlo.add %1, %1 : tensor<4xf32>\n  \
                    return %0 : tensor<4xf32>\n}\n";
        assert_same_ir("redefinition", text);
        let (_, in_pieces) = both_ways(text, 1).pop().expect("one function");
        let redefined: Vec<_> = (in_pieces.diagnostics.iter())
            .filter(|d| d.code == "ir/redefined-value")
            .collect();
        assert_eq!(redefined.len(), 1, "{:#?}", in_pieces.diagnostics);
    }
}
