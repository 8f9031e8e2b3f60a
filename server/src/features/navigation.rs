//! Go to definition and find references.

use super::resolve::{occurrences, target_at};
use crate::analysis::Document;
use crate::text::TextRange;

/// Where the name at `offset` is defined: the `%x` of `%x = …` (or of a
/// function or block argument), the `@f` of `func.func @f`, the `@m` of a
/// mesh declaration, the `"x"` of `"x"=2` in a mesh. Empty when the name is
/// not defined in this file.
pub fn definition(document: &Document, offset: usize) -> Vec<TextRange> {
    let Some(target) = target_at(document, offset) else {
        return Vec::new();
    };
    occurrences(document, &target)
        .into_iter()
        .filter(|o| o.is_definition)
        .map(|o| o.range)
        .collect()
}

/// Every place naming what the name at `offset` names, in source order.
pub fn references(document: &Document, offset: usize, include_declaration: bool) -> Vec<TextRange> {
    let Some(target) = target_at(document, offset) else {
        return Vec::new();
    };
    occurrences(document, &target)
        .into_iter()
        .filter(|o| include_declaration || !o.is_definition)
        .map(|o| o.range)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn find(text: &str, needle: &str) -> usize {
        text.find(needle)
            .unwrap_or_else(|| panic!("{needle:?} not in text"))
    }

    fn texts<'t>(text: &'t str, ranges: &[TextRange]) -> Vec<&'t str> {
        ranges.iter().map(|r| &text[r.start..r.end]).collect()
    }

    const SDY: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> tensor<8x8xf32> {
  %0:2 = "foo.split"(%arg0) : (tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
  %1 = sdy.sharding_constraint %0#1 <@mesh, [{"data", ?}, {"model"}p0], replicated={}> : tensor<8x8xf32>
  %2 = call @helper(%1) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %3 = sdy.manual_computation(%2) in_shardings=[<@mesh, [{"model"}, {}]>] out_shardings=[<@mesh, [{"model"}, {}]>] manual_axes={"model"} (%a: tensor<4x8xf32>) {
    %4 = stablehlo.add %a, %a : tensor<4x8xf32>
    sdy.return %4 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}
func.func private @helper(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  return %x : tensor<8x8xf32>
}
"#;

    #[test]
    fn ssa_values_block_arguments_and_result_groups() {
        let t = SDY;
        let def = definition(&Document::new(t), find(t, "%arg0) :"));
        assert_eq!(
            def,
            vec![TextRange::new(find(t, "%arg0"), find(t, "%arg0") + 5)]
        );

        let doc = Document::new(t);
        // `%0#1` goes to the `%0` of `%0:2`.
        let def = definition(&doc, find(t, "%0#1") + 3);
        assert_eq!(texts(t, &def), ["%0"]);
        assert_eq!(def[0].start, find(t, "%0:2"));
        let refs = references(&doc, find(t, "%0:2"), true);
        assert_eq!(
            texts(t, &refs),
            ["%0"],
            "the group's first result has no uses"
        );
        let refs = references(&doc, find(t, "%0#1"), true);
        assert_eq!(texts(t, &refs), ["%0", "%0#1"]);

        // Block arguments of a manual computation.
        let a_use = find(t, "%a, %a");
        let def = definition(&doc, a_use);
        assert_eq!(
            def,
            vec![TextRange::new(find(t, "%a:"), find(t, "%a:") + 2)]
        );
        let refs = references(&doc, a_use, false);
        assert_eq!(refs.len(), 2);
        assert!(refs.iter().all(|r| &t[r.start..r.end] == "%a"));

        // Function arguments are per function.
        let x_use = find(t, "return %x");
        assert_eq!(texts(t, &references(&doc, x_use + 7, true)), ["%x", "%x"]);
    }

    #[test]
    fn functions_and_meshes() {
        let t = SDY;
        let doc = Document::new(t);
        let def = definition(&doc, find(t, "@helper(%1)") + 2);
        assert_eq!(
            def,
            vec![TextRange::new(
                find(t, "@helper(%x"),
                find(t, "@helper(%x") + 7
            )]
        );
        let refs = references(&doc, find(t, "@helper(%x"), false);
        assert_eq!(
            refs,
            vec![TextRange::new(
                find(t, "@helper(%1)"),
                find(t, "@helper(%1)") + 7
            )]
        );

        let mesh_def = TextRange::new(find(t, "@mesh ="), find(t, "@mesh =") + 5);
        for at in [
            find(t, "@mesh, [{\"data\"}, {}]>}"),
            find(t, "@mesh, [{\"model\"}, {}]>] out"),
        ] {
            assert_eq!(definition(&doc, at), vec![mesh_def]);
        }
        let refs = references(&doc, mesh_def.start, true);
        assert_eq!(refs.len(), 5);
        assert_eq!(refs[0], mesh_def);
        assert!(texts(t, &refs).iter().all(|s| *s == "@mesh"));
    }

    #[test]
    fn axes() {
        let t = SDY;
        let doc = Document::new(t);
        let model_def = find(t, "\"model\"=4");
        let def = definition(&doc, find(t, "{\"model\"}p0") + 2);
        assert_eq!(def, vec![TextRange::new(model_def, model_def + 7)]);
        // manual_axes and in/out shardings of the manual computation.
        let manual = find(t, "manual_axes={\"model\"}") + 13;
        assert_eq!(
            definition(&doc, manual),
            vec![TextRange::new(model_def, model_def + 7)]
        );
        let refs = references(&doc, model_def, false);
        assert_eq!(refs.len(), 4, "{:?}", texts(t, &refs));
        let data_refs = references(&doc, find(t, "\"data\"=2"), true);
        assert_eq!(data_refs.len(), 3);
    }

    #[test]
    fn mesh_family_symbols() {
        let t = r#"shard.grid @grid0(shape = 2x4)
mesh.cluster @mesh0(rank = 2, dim_sizes = [2, 4])
func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> attributes {mesh_cluster = @mesh0} {
  %s = shard.sharding @grid0 split_axes = [[0]] : !shard.sharding
  %0 = shard.shard %arg0 to %s : tensor<8xf32>
  %1 = mesh.shard %0 to <@mesh0, [[0]]> : tensor<8xf32>
  %2 = shard.all_reduce %1 on @grid0 grid_axes = [1] : tensor<8xf32> -> tensor<8xf32>
  return %2 : tensor<8xf32>
}
"#;
        let doc = Document::new(t);
        let grid_def = TextRange::new(find(t, "@grid0("), find(t, "@grid0(") + 6);
        assert_eq!(definition(&doc, find(t, "@grid0 split")), vec![grid_def]);
        assert_eq!(
            definition(&doc, find(t, "@grid0 grid_axes")),
            vec![grid_def]
        );
        let mesh0 = TextRange::new(find(t, "@mesh0("), find(t, "@mesh0(") + 6);
        assert_eq!(definition(&doc, find(t, "@mesh0}")), vec![mesh0]);
        assert_eq!(definition(&doc, find(t, "@mesh0, [[0]]")), vec![mesh0]);
        assert_eq!(references(&doc, mesh0.start, false).len(), 2);
        // `%s` is used as the sharding operand of shard.shard.
        assert_eq!(texts(t, &references(&doc, find(t, "%s ="), false)), ["%s"]);
    }

    #[test]
    fn chunks_are_separate_scopes() {
        let t = "sdy.mesh @m = <[\"x\"=2]>\n// -----\nsdy.mesh @m = <[\"x\"=4]>\nfunc.func @f(%a: tensor<2xf32> {sdy.sharding = #sdy.sharding<@m, [{\"x\"}]>}) {\n  return\n}\n";
        let doc = Document::new(t);
        let use_at = find(t, "@m, [");
        let second = t.rfind("@m =").unwrap();
        assert_eq!(
            definition(&doc, use_at),
            vec![TextRange::new(second, second + 2)]
        );
        let axis = definition(&doc, find(t, "\"x\"}]"));
        assert_eq!(axis[0].start, find(t, "\"x\"=4"));
    }

    #[test]
    fn unknown_names_and_bad_offsets() {
        let t = "func.func @f() {\n  %0 = call @external() : () -> tensor<f32>\n  return %undefined : tensor<f32>\n}\n";
        let doc = Document::new(t);
        assert!(definition(&doc, find(t, "@external")).is_empty());
        assert!(references(&doc, find(t, "%undefined"), true).is_empty());
        assert!(definition(&doc, usize::MAX).is_empty());
        assert!(references(&Document::new(""), 0, true).is_empty());
    }
}
