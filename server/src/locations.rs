//! Source locations: what an op's `loc(…)` says about where it came from.
//!
//! JAX writes the Python frames of every op into its location
//! (`lower(…).as_text(debug_info=True)`), mostly through `#locN` aliases
//! defined at the end of the file:
//!
//! ```text
//! %0 = stablehlo.dot_general … loc(#loc19)
//! #loc3 = loc("model.py":6:8 to :13)
//! #loc8 = loc("layer"(#loc3))
//! #loc16 = loc(callsite(#loc8 at #loc13))
//! #loc19 = loc("jit(f)/dot_general"(#loc16))
//! ```
//!
//! This module reads such text (the IR keeps only where the `loc(…)` is)
//! with the file's alias table, following MLIR's location forms: `unknown`,
//! file locations (`"f":L`, `"f":L:C`, `"f":L:C to :C2`, `"f":L:C to L2:C2`),
//! name locations (`"name"` and `"name"(child)`), `callsite(callee at
//! caller)` and `fused[…]` / `fused<meta>[…]`, nested through aliases
//! (cycles and depth are bounded). The file locations come in the order
//! MLIR's `Location::walk` visits them, as mlir-lsp-server's go-to-definition
//! lists them: for a call site the callee's frames before the caller's, so
//! the first is the innermost Python frame, the line that made the op.

use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::ir::FileIr;
use crate::rules::AliasTable;
use crate::text::TextRange;

/// One file location, 1-based as MLIR prints it (column 0 = unknown).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct SourceLocation {
    pub file: String,
    pub line: u32,
    pub column: u32,
}

impl std::fmt::Display for SourceLocation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}

/// Aliases nested deeper than this are not followed (a chain of `#locN`
/// referring to each other, or a cycle).
const MAX_DEPTH: usize = 64;
/// At most this many file locations per op (fused locations can be large).
const MAX_LOCATIONS: usize = 64;
/// At most this many location nodes are visited per op: aliases can refer to
/// each other in a cycle that branches (`#a = loc(callsite(#a at #a))`).
const MAX_STEPS: usize = 4096;

struct Sink {
    out: Vec<SourceLocation>,
    steps: usize,
}

/// The file locations in `loc_text` (a `loc(…)` or a `#alias` naming one),
/// in walk order, without repeats. Malformed text gives what could be read
/// before the problem, never a panic.
pub fn file_locations(loc_text: &str, aliases: &AliasTable) -> Vec<SourceLocation> {
    let mut sink = Sink {
        out: Vec::new(),
        steps: 0,
    };
    let mut parser = Parser {
        text: loc_text,
        pos: 0,
        aliases,
        depth: 0,
        out: &mut sink,
    };
    parser.location_attr();
    sink.out
}

/// The innermost frame of `loc_text`: the first file location.
pub fn primary(loc_text: &str, aliases: &AliasTable) -> Option<SourceLocation> {
    file_locations(loc_text, aliases).into_iter().next()
}

/// The source locations of a file's ops and functions, by text range, for
/// the CLI's report and the editor's hover and go-to-definition.
pub struct SourceIndex {
    /// (op range in the current text, its file locations), in text order.
    ops: Vec<(TextRange, Vec<SourceLocation>)>,
}

impl SourceIndex {
    pub fn new(ir: &FileIr, text: &str, aliases: &AliasTable) -> Self {
        let mut ops = Vec::new();
        for chunk in &ir.chunks {
            for entry in &chunk.functions {
                let f = &entry.ir;
                if let Some(loc) = f.location {
                    push(&mut ops, entry.abs(f.range), entry.abs(loc), text, aliases);
                }
                for op in &f.ops {
                    if let Some(loc) = op.location {
                        push(&mut ops, entry.abs(op.range), entry.abs(loc), text, aliases);
                    }
                }
            }
        }
        ops.sort_by_key(|(range, _)| (range.start, std::cmp::Reverse(range.end)));
        SourceIndex { ops }
    }

    /// The file locations of the innermost op (or function) whose text
    /// contains `offset`; empty when it has none.
    pub fn at(&self, offset: usize) -> &[SourceLocation] {
        self.ops
            .iter()
            .filter(|(range, _)| range.start <= offset && offset < range.end.max(range.start + 1))
            .min_by_key(|(range, _)| range.end - range.start)
            .map_or(&[], |(_, locations)| locations.as_slice())
    }

    /// The innermost frame of the op at `offset`.
    pub fn primary_at(&self, offset: usize) -> Option<&SourceLocation> {
        self.at(offset).first()
    }
}

/// The op (or function) at `offset` that has a `loc(…)`: its name's range
/// in the current text and its file locations. The innermost op whose text
/// contains `offset` decides; an op without a location gives nothing (its
/// enclosing function's location is not its own).
pub fn at_offset(
    ir: &FileIr,
    text: &str,
    aliases: &AliasTable,
    offset: usize,
) -> Option<(TextRange, Vec<SourceLocation>)> {
    let contains = |r: TextRange| r.start <= offset && offset < r.end;
    for chunk in &ir.chunks {
        for entry in &chunk.functions {
            if !contains(entry.range()) {
                continue;
            }
            let f = &entry.ir;
            // Ranges compared where they are now (`FunctionEntry::op_at`).
            let innermost = f
                .ops_around(entry.rel(offset))
                .into_iter()
                .map(|id| &f.ops[id])
                .filter(|op| contains(entry.abs(op.range)))
                .min_by_key(|op| op.range.end - op.range.start);
            let (name_range, loc) = match innermost {
                Some(op) => (op.name_range, op.location?),
                None => (f.name_range, f.location?),
            };
            let loc = entry.abs(loc);
            let locations = file_locations(text.get(loc.start..loc.end)?, aliases);
            return (!locations.is_empty()).then(|| (entry.abs(name_range), locations));
        }
    }
    None
}

fn push(
    ops: &mut Vec<(TextRange, Vec<SourceLocation>)>,
    op_range: TextRange,
    loc_range: TextRange,
    text: &str,
    aliases: &AliasTable,
) {
    if let Some(loc_text) = text.get(loc_range.start..loc_range.end) {
        let locations = file_locations(loc_text, aliases);
        if !locations.is_empty() {
            ops.push((op_range, locations));
        }
    }
}

/// Where a location's file is on disk. An absolute path is taken as it is
/// (mlir-lsp-server does the same and does not check that it exists). A
/// relative path — which mlir-lsp-server drops, as it cannot make a URI of
/// it — is resolved against the directory of the document, and kept only
/// when that file exists, so that a jump never leads nowhere.
pub fn resolve_file(file: &str, document_dir: Option<&Path>) -> Option<PathBuf> {
    let path = Path::new(file);
    if path.is_absolute() {
        return Some(path.to_path_buf());
    }
    let candidate = document_dir?.join(path);
    candidate.is_file().then_some(candidate)
}

/// The path of a `file://` URI (percent-decoded); `None` for other schemes.
pub fn file_uri_to_path(uri: &str) -> Option<PathBuf> {
    let rest = uri.strip_prefix("file://")?;
    // `file:///p` (empty authority) or `file://localhost/p`.
    let path = rest.strip_prefix("localhost").unwrap_or(rest);
    if !path.starts_with('/') {
        return None;
    }
    let bytes = path.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match (bytes[i], bytes.get(i + 1), bytes.get(i + 2)) {
            (b'%', Some(&h), Some(&l)) if hex(h).is_some() && hex(l).is_some() => {
                out.push((hex(h).unwrap_or(0) * 16 + hex(l).unwrap_or(0)) as u8);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    Some(PathBuf::from(String::from_utf8(out).ok()?))
}

/// A `file://` URI for an absolute path, percent-encoding what RFC 3986
/// does not allow in a path.
pub fn path_to_file_uri(path: &Path) -> String {
    let mut uri = String::from("file://");
    for byte in path.to_string_lossy().bytes() {
        if byte.is_ascii_alphanumeric() || b"/-._~!$&'()*+,;=:@".contains(&byte) {
            uri.push(byte as char);
        } else {
            uri.push_str(&format!("%{byte:02X}"));
        }
    }
    uri
}

struct Parser<'a, 'o> {
    text: &'a str,
    pos: usize,
    aliases: &'a AliasTable,
    depth: usize,
    out: &'o mut Sink,
}

impl Parser<'_, '_> {
    fn rest(&self) -> &str {
        &self.text[self.pos..]
    }

    fn skip_ws(&mut self) {
        let trimmed = self.rest().trim_start();
        self.pos = self.text.len() - trimmed.len();
    }

    fn eat(&mut self, token: &str) -> bool {
        self.skip_ws();
        if self.rest().starts_with(token) {
            self.pos += token.len();
            true
        } else {
            false
        }
    }

    /// `loc(inner)` or `#alias`.
    fn location_attr(&mut self) {
        self.skip_ws();
        if self.rest().starts_with('#') {
            self.alias();
        } else if self.eat("loc") && self.eat("(") {
            self.inner();
            self.eat(")");
        }
    }

    /// A `#alias` inside a location: its definition, read by a parser of
    /// its own.
    fn alias(&mut self) {
        let name_len = self.rest()[1..]
            .find(|c: char| !(c.is_ascii_alphanumeric() || "_$.-".contains(c)))
            .map_or(self.rest().len(), |n| n + 1);
        let text = self.text;
        let name = &text[self.pos..self.pos + name_len];
        self.pos += name_len;
        self.out.steps += 1;
        if self.depth >= MAX_DEPTH || self.out.steps > MAX_STEPS {
            return;
        }
        let value = self.aliases.resolve(name);
        if value == name {
            return;
        }
        let mut nested = Parser {
            text: value,
            pos: 0,
            aliases: self.aliases,
            depth: self.depth + 1,
            out: self.out,
        };
        nested.location_attr();
    }

    /// The inside of `loc(…)`, or a member of a call site or fused location.
    fn inner(&mut self) {
        self.out.steps += 1;
        if self.out.out.len() >= MAX_LOCATIONS
            || self.depth >= MAX_DEPTH
            || self.out.steps > MAX_STEPS
        {
            return;
        }
        self.skip_ws();
        let rest = self.rest();
        if rest.starts_with('#') {
            self.alias();
        } else if rest.starts_with('"') {
            let Some(name) = self.string() else { return };
            if self.rest().starts_with(':') {
                self.file_location(name);
            } else if self.eat("(") {
                // A name location with a child.
                self.depth += 1;
                self.inner();
                self.depth -= 1;
                self.eat(")");
            }
        } else if self.eat("callsite") {
            if !self.eat("(") {
                return;
            }
            self.depth += 1;
            self.inner();
            if self.eat("at") {
                self.inner();
            }
            self.depth -= 1;
            self.eat(")");
        } else if self.eat("fused") {
            if self.eat("<") {
                self.skip_balanced('<', '>');
            }
            if !self.eat("[") {
                return;
            }
            self.depth += 1;
            loop {
                self.inner();
                if !self.eat(",") {
                    break;
                }
            }
            self.depth -= 1;
            self.eat("]");
        } else if self.eat("loc") && self.eat("(") {
            self.depth += 1;
            self.inner();
            self.depth -= 1;
            self.eat(")");
        } else {
            // `unknown`: no file location.
            self.eat("unknown");
        }
    }

    /// `:L`, `:L:C`, `:L:C to :C2`, `:L:C to L2:C2` after a file name.
    fn file_location(&mut self, file: String) {
        let mut numbers = [0u32; 2];
        let mut count = 0;
        while count < 2 && self.rest().starts_with(':') {
            self.pos += 1;
            match self.number() {
                Some(n) => numbers[count] = n,
                None => return,
            }
            count += 1;
        }
        if count == 0 {
            return;
        }
        // The end of a range is not needed: the jump goes to its start.
        if self.eat("to") {
            self.skip_ws();
            let _ = self.number();
            while self.rest().starts_with(':') {
                self.pos += 1;
                let _ = self.number();
            }
        }
        let location = SourceLocation {
            file,
            line: numbers[0],
            column: numbers[1],
        };
        let out = &mut self.out.out;
        if !out.contains(&location) && out.len() < MAX_LOCATIONS {
            out.push(location);
        }
    }

    fn number(&mut self) -> Option<u32> {
        let digits = self.rest().bytes().take_while(u8::is_ascii_digit).count();
        let n = self.rest()[..digits].parse().ok();
        self.pos += digits;
        n
    }

    /// A string literal with MLIR's escapes (`\"`, `\\`, `\n`, `\t`, `\XX`).
    fn string(&mut self) -> Option<String> {
        let bytes = self.text.as_bytes();
        let mut i = self.pos + 1;
        let mut out = Vec::new();
        while i < bytes.len() {
            match bytes[i] {
                b'"' => {
                    self.pos = i + 1;
                    return Some(String::from_utf8_lossy(&out).into_owned());
                }
                b'\\' if i + 1 < bytes.len() => {
                    let next = bytes[i + 1];
                    let hex = |b: u8| (b as char).to_digit(16);
                    match next {
                        b'n' => out.push(b'\n'),
                        b't' => out.push(b'\t'),
                        b'"' | b'\\' => out.push(next),
                        _ => {
                            if let (Some(h), Some(l)) =
                                (hex(next), bytes.get(i + 2).and_then(|&b| hex(b)))
                            {
                                out.push((h * 16 + l) as u8);
                                i += 1;
                            } else {
                                out.push(next);
                            }
                        }
                    }
                    i += 2;
                }
                b => {
                    out.push(b);
                    i += 1;
                }
            }
        }
        self.pos = bytes.len();
        None
    }

    fn skip_balanced(&mut self, open: char, close: char) {
        let mut depth = 1;
        for (i, c) in self.rest().char_indices() {
            if c == open {
                depth += 1;
            } else if c == close {
                depth -= 1;
                if depth == 0 {
                    self.pos += i + 1;
                    return;
                }
            }
        }
        self.pos = self.text.len();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loc(file: &str, line: u32, column: u32) -> SourceLocation {
        SourceLocation {
            file: file.to_string(),
            line,
            column,
        }
    }

    /// The alias table of JAX's output for `layer` called from `f` called
    /// from the module (as `as_text(debug_info=True)` prints it).
    fn jax_aliases() -> AliasTable {
        let mut aliases = AliasTable::default();
        for (name, value) in [
            ("#loc", "loc(unknown)"),
            ("#loc3", r#"loc("/m/model.py":6:8 to :13)"#),
            ("#loc4", r#"loc("/m/model.py":10:8 to :19)"#),
            ("#loc5", r#"loc("/m/model.py":14:6 to :19)"#),
            ("#loc8", r#"loc("layer"(#loc3))"#),
            ("#loc9", r#"loc("f"(#loc4))"#),
            ("#loc10", r#"loc("<module>"(#loc5))"#),
            ("#loc13", "loc(callsite(#loc9 at #loc10))"),
            ("#loc14", r#"loc("jit(f)"(#loc10))"#),
            ("#loc16", "loc(callsite(#loc8 at #loc13))"),
            ("#loc19", r#"loc("jit(f)/dot_general"(#loc16))"#),
        ] {
            aliases.insert(name, value);
        }
        aliases
    }

    #[test]
    fn jax_call_sites_give_the_innermost_frame_first() {
        let aliases = jax_aliases();
        assert_eq!(
            file_locations("loc(#loc19)", &aliases),
            [
                loc("/m/model.py", 6, 8),
                loc("/m/model.py", 10, 8),
                loc("/m/model.py", 14, 6)
            ]
        );
        assert_eq!(
            primary("loc(#loc14)", &aliases),
            Some(loc("/m/model.py", 14, 6))
        );
        assert_eq!(primary("loc(#loc)", &aliases), None);
        assert_eq!(primary("#loc19", &aliases), Some(loc("/m/model.py", 6, 8)));
    }

    #[test]
    fn inline_forms() {
        let none = AliasTable::default();
        assert_eq!(
            file_locations(r#"loc("a.py":3:4)"#, &none),
            [loc("a.py", 3, 4)]
        );
        assert_eq!(
            file_locations(r#"loc("a.py":3)"#, &none),
            [loc("a.py", 3, 0)]
        );
        assert_eq!(
            file_locations(r#"loc("a.py":3:4 to 5:6)"#, &none),
            [loc("a.py", 3, 4)]
        );
        assert_eq!(
            file_locations(r#"loc(callsite("f"("a.py":1:2) at "b.py":3:4))"#, &none),
            [loc("a.py", 1, 2), loc("b.py", 3, 4)]
        );
        assert_eq!(
            file_locations(
                r#"loc(fused<"meta"<1>>["x", "a.py":1:2, unknown, "a.py":1:2, "c.py":9:1])"#,
                &none
            ),
            [loc("a.py", 1, 2), loc("c.py", 9, 1)]
        );
        assert_eq!(
            file_locations(r#"loc("dir/\"q\"\\é\41.py":7:1)"#, &none),
            [loc("dir/\"q\"\\éA.py", 7, 1)]
        );
        assert!(file_locations(r#"loc("just a name")"#, &none).is_empty());
        assert!(file_locations("loc(unknown)", &none).is_empty());
    }

    #[test]
    fn malformed_and_cyclic_locations_do_not_panic() {
        let mut aliases = AliasTable::default();
        aliases.insert("#a", "loc(#b)");
        aliases.insert("#b", "loc(callsite(#a at #a))");
        assert!(file_locations("loc(#a)", &aliases).is_empty());
        for text in [
            "",
            "loc",
            "loc(",
            "loc(\"",
            "loc(\"a.py\":",
            "loc(\"a.py\":x)",
            "loc(callsite(",
            "loc(fused<",
            "loc(fused[",
            "loc(\"a\\",
            "#",
            "loc(#)",
            "loc(\"é\":1:2",
        ] {
            let _ = file_locations(text, &aliases);
        }
        assert_eq!(
            file_locations("loc(\"a.py\":1:2", &aliases),
            [loc("a.py", 1, 2)]
        );
    }

    #[test]
    fn relative_files_resolve_against_the_document_only_when_they_exist() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("model.py"), "x = 1\n").unwrap();
        assert_eq!(
            resolve_file("model.py", Some(dir.path())),
            Some(dir.path().join("model.py"))
        );
        assert_eq!(resolve_file("missing.py", Some(dir.path())), None);
        assert_eq!(resolve_file("model.py", None), None);
        assert_eq!(
            resolve_file("/nowhere/abs.py", None),
            Some(PathBuf::from("/nowhere/abs.py"))
        );
    }

    #[test]
    fn file_uris_round_trip() {
        let path = Path::new("/work/a b/é#1.py");
        let uri = path_to_file_uri(path);
        assert_eq!(uri, "file:///work/a%20b/%C3%A9%231.py");
        assert_eq!(file_uri_to_path(&uri).as_deref(), Some(path));
        assert_eq!(
            file_uri_to_path("file://localhost/x/y.mlir"),
            Some(PathBuf::from("/x/y.mlir"))
        );
        assert_eq!(file_uri_to_path("untitled:Untitled-1"), None);
        assert_eq!(
            file_uri_to_path("file:///bad%"),
            Some(PathBuf::from("/bad%"))
        );
    }

    #[test]
    fn index_finds_the_innermost_op() {
        let text = "#loc1 = loc(\"m.py\":2:5)\n\
                    func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  \
                    %0 = stablehlo.add %a, %a : tensor<4xf32> loc(#loc1)\n  \
                    return %0 : tensor<4xf32> loc(\"m.py\":3:1)\n\
                    } loc(callsite(\"g\" at \"m.py\":9:9))\n";
        let tree = crate::syntax::parse(text);
        let ir = crate::ir::build(&tree, text);
        let aliases = AliasTable::from_tree(&tree, text);
        let index = SourceIndex::new(&ir, text, &aliases);
        let at = |needle: &str| index.primary_at(text.find(needle).unwrap()).cloned();
        assert_eq!(at("stablehlo.add"), Some(loc("m.py", 2, 5)));
        assert_eq!(at("return"), Some(loc("m.py", 3, 1)));
        assert_eq!(at("@f"), Some(loc("m.py", 9, 9)));
        assert_eq!(index.primary_at(0), None);
    }
}
