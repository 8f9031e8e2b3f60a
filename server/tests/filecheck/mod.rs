//! A small FileCheck: enough of LLVM's FileCheck to run Shardy's lit tests'
//! CHECK lines against our output. Supports CHECK, CHECK-NEXT, CHECK-SAME,
//! CHECK-LABEL, CHECK-NOT, CHECK-DAG (as CHECK), CHECK-COUNT-n (as n CHECKs),
//! the `{LITERAL}` modifier,
//! `{{regex}}`, `[[VAR:regex]]` and `[[VAR]]`. Whitespace runs compare equal.
//! Each CHECK-LABEL block is checked on its own, so a file reports how many
//! of its functions pass.

use regex::Regex;
use std::collections::HashMap;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    Plain,
    Next,
    Same,
    Label,
    Not,
}

#[derive(Clone, Debug)]
pub struct Directive {
    pub kind: Kind,
    pub pattern: String,
    pub literal: bool,
    /// 1-based line in the test file.
    pub line: usize,
}

/// The CHECK directives of a test file, in order.
pub fn directives(test: &str) -> Vec<Directive> {
    let re =
        Regex::new(r"//\s*CHECK(-NEXT|-SAME|-LABEL|-NOT|-DAG|-COUNT-[0-9]+)?(\{LITERAL\})?:(.*)$")
            .unwrap();
    test.lines()
        .enumerate()
        .flat_map(|(i, line)| {
            let Some(caps) = re.captures(line) else {
                return Vec::new();
            };
            let suffix = caps.get(1).map(|m| m.as_str());
            // `CHECK-COUNT-n`: the pattern n times, each after the last.
            let count = suffix
                .and_then(|s| s.strip_prefix("-COUNT-"))
                .map_or(1, |n| n.parse().unwrap_or(0));
            let kind = match suffix {
                None | Some("-DAG") => Kind::Plain,
                Some("-NEXT") => Kind::Next,
                Some("-SAME") => Kind::Same,
                Some("-LABEL") => Kind::Label,
                Some("-NOT") => Kind::Not,
                Some(_) => Kind::Plain,
            };
            let directive = Directive {
                kind,
                pattern: caps[3].trim().to_string(),
                literal: caps.get(2).is_some(),
                line: i + 1,
            };
            vec![directive; count]
        })
        .collect()
}

fn squash(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The regex of a pattern; `[[VAR]]` uses `vars`. Returns the regex and the
/// names of variables it defines, in capture-group order.
fn compile(d: &Directive, vars: &HashMap<String, String>) -> Option<(Regex, Vec<String>)> {
    if d.literal {
        return Regex::new(&regex::escape(&squash(&d.pattern)))
            .ok()
            .map(|r| (r, Vec::new()));
    }
    let mut out = String::new();
    let mut defined = Vec::new();
    let p = d.pattern.as_str();
    let mut i = 0;
    let mut literal = String::new();
    let flush = |literal: &mut String, out: &mut String| {
        out.push_str(&regex::escape(&squash_keep_edges(literal)));
        literal.clear();
    };
    while i < p.len() {
        let rest = &p[i..];
        if let Some(body) = rest.strip_prefix("{{") {
            let end = body.find("}}")?;
            flush(&mut literal, &mut out);
            out.push_str(&format!("(?:{})", &body[..end]));
            i += 2 + end + 2;
        } else if let Some(body) = rest.strip_prefix("[[") {
            let end = body.find("]]")?;
            flush(&mut literal, &mut out);
            let inner = &body[..end];
            match inner.split_once(':') {
                Some((name, re)) => {
                    out.push_str(&format!("({re})"));
                    defined.push(name.to_string());
                }
                None => out.push_str(&regex::escape(vars.get(inner)?)),
            }
            i += 2 + end + 2;
        } else {
            let c = rest.chars().next()?;
            literal.push(c);
            i += c.len_utf8();
        }
    }
    flush(&mut literal, &mut out);
    Regex::new(&out).ok().map(|r| (r, defined))
}

/// Collapses inner whitespace runs but keeps a single leading/trailing space
/// (they separate the literal from neighbouring regex parts).
fn squash_keep_edges(text: &str) -> String {
    let lead = text.starts_with(char::is_whitespace);
    let trail = text.ends_with(char::is_whitespace) && !text.trim().is_empty();
    let mut s = squash(text);
    if lead && !s.is_empty() {
        s.insert(0, ' ');
    } else if lead {
        s.push(' ');
    }
    if trail {
        s.push(' ');
    }
    s
}

/// Finds the first match of `re` in `lines` from `(line, col)` on, on one
/// line only when `same_line`.
fn find(
    lines: &[String],
    re: &Regex,
    line: usize,
    col: usize,
    same_line: bool,
    limit: usize,
) -> Option<(usize, usize, usize, Vec<String>)> {
    let last = if same_line { line + 1 } else { limit };
    let end = last.min(lines.len());
    for (l, text) in lines.iter().enumerate().take(end).skip(line) {
        let start = if l == line { col.min(text.len()) } else { 0 };
        if let Some(caps) = re.captures_at(text, start) {
            let m = caps.get(0).unwrap();
            let groups = (1..caps.len())
                .map(|g| {
                    caps.get(g)
                        .map_or(String::new(), |m| m.as_str().to_string())
                })
                .collect();
            return Some((l, m.start(), m.end(), groups));
        }
    }
    None
}

/// Checks one label block against `lines[from..to]`. Returns the failing
/// directive, if any.
fn check_block(
    block: &[Directive],
    lines: &[String],
    from: usize,
    to: usize,
) -> Result<(), String> {
    let mut vars: HashMap<String, String> = HashMap::new();
    let (mut line, mut col) = (from, 0);
    let mut pending_not: Vec<&Directive> = Vec::new();
    let mut first = true;
    for d in block {
        if d.kind == Kind::Not {
            pending_not.push(d);
            continue;
        }
        let (re, defined) = compile(d, &vars)
            .ok_or_else(|| format!("line {}: cannot compile `{}`", d.line, d.pattern))?;
        let found = match d.kind {
            Kind::Same => find(lines, &re, line, col, true, to),
            Kind::Next if !first => find(lines, &re, line + 1, 0, true, to),
            _ => find(lines, &re, line, col, false, to),
        };
        let Some((l, start, end, groups)) = found else {
            return Err(format!("line {}: no match for `{}`", d.line, d.pattern));
        };
        for not in pending_not.drain(..) {
            if let Some((nre, _)) = compile(not, &vars) {
                if let Some((nl, ns, _, _)) = find(lines, &nre, line, col, false, l + 1) {
                    if nl < l || (nl == l && ns < start) {
                        return Err(format!(
                            "line {}: CHECK-NOT `{}` matched",
                            not.line, not.pattern
                        ));
                    }
                }
            }
        }
        for (name, value) in defined.into_iter().zip(groups) {
            vars.insert(name, value);
        }
        line = l;
        col = end;
        first = false;
    }
    for not in pending_not {
        if let Some((nre, _)) = compile(not, &vars) {
            if find(lines, &nre, line, col, false, to).is_some() {
                return Err(format!(
                    "line {}: CHECK-NOT `{}` matched",
                    not.line, not.pattern
                ));
            }
        }
    }
    Ok(())
}

/// The result of checking an output: per label block, pass or the failure.
pub struct Report {
    pub blocks: Vec<(String, Result<(), String>)>,
}

impl Report {
    pub fn passed(&self) -> usize {
        self.blocks.iter().filter(|(_, r)| r.is_ok()).count()
    }
}

/// Checks `output` against the CHECK lines of `test`, block by block.
pub fn check(test: &str, output: &str) -> Report {
    let lines: Vec<String> = output.lines().map(squash).collect();
    let all = directives(test);
    // Split into blocks at CHECK-LABEL; directives before the first label form their own block.
    let mut blocks: Vec<Vec<Directive>> = Vec::new();
    for d in all {
        if d.kind == Kind::Label || blocks.is_empty() {
            blocks.push(Vec::new());
        }
        blocks.last_mut().unwrap().push(d);
    }
    // Locate each label in order to bound the blocks.
    let mut starts = Vec::new();
    let mut cursor = 0;
    for block in &blocks {
        let start = match block.first().filter(|d| d.kind == Kind::Label) {
            Some(label) => compile(label, &HashMap::new())
                .and_then(|(re, _)| find(&lines, &re, cursor, 0, false, lines.len()))
                .map(|(l, _, _, _)| l),
            None => Some(cursor),
        };
        if let Some(s) = start {
            cursor = s + 1;
        }
        starts.push(start);
    }
    let mut report = Report { blocks: Vec::new() };
    for (i, block) in blocks.iter().enumerate() {
        let name = block.first().map_or(String::new(), |d| d.pattern.clone());
        let result = match starts[i] {
            None => Err(format!("label `{name}` not found")),
            Some(from) => {
                let to = starts[i + 1..]
                    .iter()
                    .flatten()
                    .next()
                    .copied()
                    .unwrap_or(lines.len());
                check_block(block, &lines, from, to.max(from + 1))
            }
        };
        report.blocks.push((name, result));
    }
    report
}
