//! Rename of SSA values, functions, meshes and mesh axes.
//!
//! Edits replace only the name between the sigil and any suffix: the `x` of
//! `%x` / `%x#1`, the `mesh` of `@mesh` (quotes included for `@"a b"`), the
//! `data` inside `"data"`. A value defined as a result group (`%x:2`) is
//! renamed with its whole group.

use super::resolve::{function_entry, mesh_axes, mesh_body, occurrences, target_at, Target};
use super::{is_id_char, resolve};
use crate::analysis::Document;
use crate::text::TextRange;

/// A replacement in the document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextEdit {
    pub range: TextRange,
    pub new_text: String,
}

/// Why a rename cannot happen; the message is meant for the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenameError(pub String);

impl std::fmt::Display for RenameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RenameError {}

fn error(message: impl Into<String>) -> RenameError {
    RenameError(message.into())
}

/// The part of an occurrence's text that a rename replaces.
fn name_part(text: &str, range: TextRange) -> TextRange {
    let written = text.get(range.start..range.end).unwrap_or("");
    match written.chars().next() {
        Some('%') => {
            let end = written.find('#').unwrap_or(written.len());
            TextRange::new(range.start + 1, range.start + end)
        }
        Some('@') => TextRange::new(range.start + 1, range.end),
        Some('"') => {
            let closed = written.len() >= 2 && written.ends_with('"');
            TextRange::new(
                range.start + 1,
                if closed { range.end - 1 } else { range.end },
            )
        }
        _ => range,
    }
}

/// The range a rename at `offset` would replace, for `prepareRename`.
pub fn prepare_rename(document: &Document, offset: usize) -> Result<TextRange, RenameError> {
    let target = target_at(document, offset).ok_or_else(|| {
        error("nothing to rename here: place the cursor on an SSA value, a function, a mesh or a mesh axis defined in this file")
    })?;
    let offset = offset.min(document.len());
    let occurrence = occurrences(document, &target)
        .into_iter()
        .find(|o| o.range.touches(offset))
        .ok_or_else(|| error("nothing to rename here"))?;
    Ok(name_part(document.text(), occurrence.range))
}

/// The edits renaming what is named at `offset` to `new_name` (sigils and
/// quotes in `new_name` are optional: `%y` and `y`, `@m` and `m`, `"x"` and
/// `x` are the same).
pub fn rename(
    document: &Document,
    offset: usize,
    new_name: &str,
) -> Result<Vec<TextEdit>, RenameError> {
    let target = target_at(document, offset).ok_or_else(|| {
        error("nothing to rename here: place the cursor on an SSA value, a function, a mesh or a mesh axis defined in this file")
    })?;
    let text = document.text();
    let (new_text, ranges) = match &target {
        Target::Value {
            chunk,
            function,
            value,
        } => {
            let name = new_name.trim();
            let name = name.strip_prefix('%').unwrap_or(name);
            let valid = !name.is_empty()
                && name.chars().all(is_id_char)
                && (name.chars().all(|c| c.is_ascii_digit())
                    || !name.starts_with(|c: char| c.is_ascii_digit()));
            if !valid {
                return Err(error(format!(
                    "'%{name}' is not a valid SSA value name (letters, digits, '_', '$', '.', '-'; not starting with a digit unless all digits)"
                )));
            }
            let entry = function_entry(document, *chunk, *function)
                .ok_or_else(|| error("the value is gone"))?;
            let f = &entry.ir;
            let base = |n: &str| n.split('#').next().unwrap_or("").to_string();
            let wanted = format!("%{name}");
            // The whole result group shares the definition range.
            let def_range = f.values[*value].range;
            if f.values
                .iter()
                .any(|v| v.range != def_range && base(&v.name) == wanted)
            {
                return Err(error(format!(
                    "'{wanted}' is already defined in this function"
                )));
            }
            let mut ranges = vec![entry.abs(def_range)];
            for v in f.values.iter().filter(|v| v.range == def_range) {
                ranges.extend(v.uses.iter().map(|u| entry.abs(u.range)));
            }
            (name.to_string(), ranges)
        }
        Target::Function { chunk, .. } | Target::Mesh { chunk, .. } => {
            let name = unquote(new_name.trim().strip_prefix('@').unwrap_or(new_name.trim()));
            if name.is_empty() || name.chars().any(char::is_control) {
                return Err(error(format!("'@{name}' is not a valid symbol name")));
            }
            let existing = resolve::symbol_target(document, *chunk, &name);
            if existing.is_some() && existing.as_ref() != Some(&target) {
                return Err(error(format!("'@{name}' is already defined")));
            }
            let written = if name.chars().all(is_id_char)
                && !name.starts_with(|c: char| c.is_ascii_digit())
            {
                name.clone()
            } else {
                format!("\"{}\"", escape(&name))
            };
            let ranges = occurrences(document, &target)
                .iter()
                .map(|o| o.range)
                .collect();
            (written, ranges)
        }
        Target::Axis { chunk, mesh, axis } => {
            let name = unquote(new_name.trim());
            if name.is_empty()
                || name
                    .chars()
                    .any(|c| c.is_control() || c == '"' || c == '\\')
            {
                return Err(error(format!(
                    "\"{name}\" is not a valid axis name (no quotes, backslashes or control characters)"
                )));
            }
            if let Some(body) = mesh_body(document, *chunk, mesh) {
                if name != *axis && mesh_axes(document, body).iter().any(|(n, _, _)| *n == name) {
                    return Err(error(format!("the mesh already has an axis \"{name}\"")));
                }
            }
            let ranges = occurrences(document, &target)
                .iter()
                .map(|o| o.range)
                .collect();
            (name, ranges)
        }
    };
    let mut edits: Vec<TextEdit> = ranges
        .into_iter()
        .map(|range| TextEdit {
            range: name_part(text, range),
            new_text: new_text.clone(),
        })
        .collect();
    edits.sort_by_key(|e| (e.range.start, e.range.end));
    edits.dedup();
    Ok(edits)
}

/// `"a b"` → `a b` (with MLIR string escapes); anything else as is.
fn unquote(name: &str) -> String {
    match name.strip_prefix('"').and_then(|n| n.strip_suffix('"')) {
        Some(inner) => crate::ir::attributes::unescape(inner),
        None => name.to_string(),
    }
}

fn escape(name: &str) -> String {
    name.replace('\\', "\\\\").replace('"', "\\\"")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Applies edits (sorted, non-overlapping) to `text`.
    fn apply(text: &str, edits: &[TextEdit]) -> String {
        let mut out = text.to_string();
        for edit in edits.iter().rev() {
            out.replace_range(edit.range.start..edit.range.end, &edit.new_text);
        }
        out
    }

    fn find(text: &str, needle: &str) -> usize {
        text.find(needle)
            .unwrap_or_else(|| panic!("{needle:?} not in text"))
    }

    const TEXT: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> tensor<8xf32> {
  %0:2 = "foo.split"(%arg0) : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  %1 = sdy.sharding_constraint %0#1 <@mesh, [{"data", "model"}]> : tensor<8xf32>
  %2 = stablehlo.add %0#0, %1 : tensor<8xf32>
  %3 = call @helper(%2) : (tensor<8xf32>) -> tensor<8xf32>
  return %3 : tensor<8xf32>
}
func.func private @helper(%x: tensor<8xf32>) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}
"#;

    #[test]
    fn renames_a_result_group() {
        let doc = Document::new(TEXT);
        let at = find(TEXT, "%0#1");
        assert_eq!(
            prepare_rename(&doc, at).unwrap(),
            TextRange::new(at + 1, at + 2)
        );
        let edits = rename(&doc, at, "%pair").unwrap();
        let renamed = apply(TEXT, &edits);
        assert!(renamed.contains("%pair:2 = \"foo.split\""));
        assert!(renamed.contains("sdy.sharding_constraint %pair#1 <"));
        assert!(renamed.contains("stablehlo.add %pair#0, %1"));
        // (`foo.split` has no sharding rule: that is only an information.)
        assert!(
            crate::analysis::document_diagnostics(&Document::new(renamed.as_str()))
                .iter()
                .all(|d| d.severity != crate::diagnostic::Severity::Error)
        );
    }

    #[test]
    fn renames_meshes_and_axes() {
        let doc = Document::new(TEXT);
        let renamed = apply(
            TEXT,
            &rename(&doc, find(TEXT, "@mesh, [{\"data\", "), "@grid").unwrap(),
        );
        assert_eq!(renamed.matches("@grid").count(), 3);
        assert!(!renamed.contains("@mesh"));

        let axis = find(TEXT, "\"model\"}]>");
        assert_eq!(
            prepare_rename(&doc, axis).unwrap(),
            TextRange::new(axis + 1, axis + 6)
        );
        let renamed = apply(TEXT, &rename(&doc, axis, "\"tensor\"").unwrap());
        assert!(renamed.contains("[\"data\"=2, \"tensor\"=4]"));
        assert!(renamed.contains("[{\"data\", \"tensor\"}]"));

        // Quoted symbol names when needed.
        let renamed = apply(
            TEXT,
            &rename(&doc, find(TEXT, "@mesh ="), "my mesh").unwrap(),
        );
        assert!(renamed.contains("sdy.mesh @\"my mesh\" = "));
        let doc2 = Document::new(renamed.as_str());
        let again = rename(&doc2, find(&renamed, "@\"my mesh\" =") + 3, "plain").unwrap();
        assert!(apply(&renamed, &again).contains("sdy.mesh @plain = "));
    }

    #[test]
    fn renames_functions_and_arguments() {
        let doc = Document::new(TEXT);
        let renamed = apply(
            TEXT,
            &rename(&doc, find(TEXT, "@helper(%2)"), "callee").unwrap(),
        );
        assert!(renamed.contains("call @callee(%2)"));
        assert!(renamed.contains("func.func private @callee(%x"));
        let renamed = apply(
            TEXT,
            &rename(&doc, find(TEXT, "return %x") + 8, "input").unwrap(),
        );
        assert!(renamed.contains("@helper(%input: tensor<8xf32>)"));
        assert!(renamed.contains("return %input :"));
        assert!(renamed.contains("%arg0"), "other functions are untouched");
    }

    #[test]
    fn refusals() {
        let doc = Document::new(TEXT);
        let value = find(TEXT, "%1 = ");
        assert!(rename(&doc, value, "%2")
            .unwrap_err()
            .0
            .contains("already defined"));
        assert!(rename(&doc, value, "1x")
            .unwrap_err()
            .0
            .contains("not a valid"));
        assert!(rename(&doc, value, "").is_err());
        assert!(rename(&doc, find(TEXT, "@mesh ="), "helper")
            .unwrap_err()
            .0
            .contains("already defined"));
        assert!(rename(&doc, find(TEXT, "\"data\"=2"), "model")
            .unwrap_err()
            .0
            .contains("already has"));
        assert!(rename(&doc, find(TEXT, "\"data\"=2"), "a\"b").is_err());
        // Not a renameable thing: an op name, a type, whitespace, past the end.
        for at in [
            find(TEXT, "stablehlo.add"),
            find(TEXT, "tensor<8xf32> {sdy"),
            usize::MAX,
        ] {
            assert!(prepare_rename(&doc, at).is_err());
            assert!(rename(&doc, at, "x").is_err());
        }
        // Symbols not defined in the file.
        let t = "func.func @f() {\n  call @elsewhere() : () -> ()\n  return\n}\n";
        assert!(rename(&Document::new(t), find(t, "@elsewhere"), "g").is_err());
    }
}
