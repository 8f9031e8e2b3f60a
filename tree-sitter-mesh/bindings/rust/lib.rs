//! Tree-sitter grammar `mesh`: MLIR text as people who shard models write it
//! (Shardy `sdy`, the MLIR `shard`/`mesh` dialects, GSPMD `mhlo.sharding` strings).
//!
//! ```
//! let mut parser = tree_sitter::Parser::new();
//! parser.set_language(&tree_sitter_mesh::LANGUAGE.into()).unwrap();
//! let tree = parser.parse("sdy.mesh @m = <[\"x\"=2]>\n", None).unwrap();
//! assert!(!tree.root_node().has_error());
//! ```

use tree_sitter_language::LanguageFn;

extern "C" {
    fn tree_sitter_mesh() -> *const ();
}

/// The tree-sitter language of this grammar.
pub const LANGUAGE: LanguageFn = unsafe { LanguageFn::from_raw(tree_sitter_mesh) };

/// The content of `node-types.json`.
pub const NODE_TYPES: &str = include_str!("../../src/node-types.json");
/// Syntax highlighting query.
pub const HIGHLIGHTS_QUERY: &str = include_str!("../../queries/highlights.scm");
/// Local scopes, definitions and references.
pub const LOCALS_QUERY: &str = include_str!("../../queries/locals.scm");
/// Folding ranges.
pub const FOLDS_QUERY: &str = include_str!("../../queries/folds.scm");
/// Text objects.
pub const TEXTOBJECTS_QUERY: &str = include_str!("../../queries/textobjects.scm");
/// Language injections.
pub const INJECTIONS_QUERY: &str = include_str!("../../queries/injections.scm");

#[cfg(test)]
mod tests {
    use tree_sitter::{Parser, Query, QueryCursor, StreamingIterator};

    #[test]
    fn can_load_grammar() {
        let mut parser = Parser::new();
        parser
            .set_language(&super::LANGUAGE.into())
            .expect("Error loading mesh grammar");
    }

    #[test]
    fn every_query_compiles() {
        let language = super::LANGUAGE.into();
        for (name, source) in [
            ("highlights", super::HIGHLIGHTS_QUERY),
            ("locals", super::LOCALS_QUERY),
            ("folds", super::FOLDS_QUERY),
            ("textobjects", super::TEXTOBJECTS_QUERY),
            ("injections", super::INJECTIONS_QUERY),
        ] {
            if let Err(error) = Query::new(&language, source) {
                panic!("queries/{name}.scm: {error}");
            }
        }
    }

    /// (capture name, captured text) of every locals capture in `text`.
    fn locals(text: &str) -> Vec<(String, String)> {
        let language = super::LANGUAGE.into();
        let mut parser = Parser::new();
        parser.set_language(&language).unwrap();
        let tree = parser.parse(text, None).unwrap();
        let query = Query::new(&language, super::LOCALS_QUERY).unwrap();
        let mut cursor = QueryCursor::new();
        let mut found = Vec::new();
        let mut matches = cursor.matches(&query, tree.root_node(), text.as_bytes());
        while let Some(m) = matches.next() {
            for capture in m.captures() {
                let name = query.capture_names()[capture.index as usize].to_string();
                found.push((name, text[capture.node.byte_range()].to_string()));
            }
        }
        found
    }

    #[test]
    fn locals_tell_definitions_from_references() {
        let text = "sdy.mesh @mesh = <[\"x\"=2]>\n\
func.func @callee(%a: tensor<4xf32>) -> tensor<4xf32> {\n\
  %x = sdy.sharding_constraint %a <@mesh, [{\"x\"}]> : tensor<4xf32>\n\
  return %x : tensor<4xf32>\n\
}\n\
func.func @caller(%b: tensor<4xf32>) -> tensor<4xf32> {\n\
  %y = call @callee(%b) : (tensor<4xf32>) -> tensor<4xf32>\n\
  return %y : tensor<4xf32>\n\
}\n";
        let found = locals(text);
        let has = |capture: &str, text: &str| {
            found
                .iter()
                .filter(|(c, t)| c == capture && t == text)
                .count()
        };
        assert_eq!(has("local.definition.var", "%x"), 1, "{found:?}");
        assert_eq!(has("local.reference", "%x"), 1, "{found:?}");
        assert_eq!(has("local.definition.parameter", "%a"), 1, "{found:?}");
        assert_eq!(has("local.reference", "%a"), 1, "{found:?}");
        assert_eq!(has("local.definition.function", "@callee"), 1, "{found:?}");
        assert_eq!(has("local.definition.constant", "@mesh"), 1, "{found:?}");
        // Uses of symbols are references; their definitions are not.
        assert_eq!(has("local.reference", "@callee"), 1, "{found:?}");
        assert_eq!(has("local.reference", "@mesh"), 1, "{found:?}");
        assert_eq!(has("local.reference", "@caller"), 0, "{found:?}");
        // Functions are scopes, and so are their bodies.
        assert_eq!(
            has(
                "local.scope",
                &text[text.find("func.func @callee").unwrap()
                    ..text.find("func.func @caller").unwrap() - 1]
            ),
            1,
            "{found:?}"
        );
    }
}
