//! Semantic tokens moved through edits (`semantic_tokens::moved_through`)
//! are the tokens found in the edited text from scratch, on every `.mlir`
//! file of the repository under edits that keep the tree and edits that
//! restructure it (an opened string, brace or comment, a joined or split
//! line, a deleted run), one change or several per batch.

use mesh_lsp::analysis::{ContentChange, Document, TextChange};
use mesh_lsp::features::semantic_tokens::{self, Token};
use mesh_lsp::features::token_runs::TokenRuns;
use mesh_lsp::text::{LineCol, PositionEncoding, TextRange};
use std::path::{Path, PathBuf};

/// What is typed or deleted at a place: `(inserted, bytes deleted after it)`.
const EDITS: [(&str, usize); 12] = [
    ("x", 0),
    (" ", 0),
    ("\n", 0),
    ("\"", 0),
    ("{", 0),
    ("}", 0),
    ("", 1),
    ("", 12),
    ("// é𝕏\n", 0),
    ("%", 0),
    ("<[\"a\"=2]>", 0),
    ("", 40),
];

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            mlir_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "mlir") {
            out.push(path);
        }
    }
}

fn repository_files() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut paths = Vec::new();
    for dir in ["examples", "server/tests", "tests/bad-inputs"] {
        mlir_files(&root.join(dir), &mut paths);
    }
    paths.sort();
    paths
        .into_iter()
        // Small enough that a from-scratch match per edit stays quick.
        .filter_map(|p| Some((p.clone(), std::fs::read_to_string(&p).ok()?)))
        .filter(|(_, text)| text.len() <= 64 * 1024)
        .collect()
}

/// The char boundary at or after `offset`.
fn boundary(text: &str, mut offset: usize) -> usize {
    offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset += 1;
    }
    offset
}

/// Checks the moved tokens against a match from scratch, and the splice
/// against the tokens it was moved from.
fn check(
    document: &Document,
    earlier_runs: &TokenRuns,
    changes: &[TextChange],
    what: &str,
) -> TokenRuns {
    let moved_runs = semantic_tokens::moved_through(document, earlier_runs, changes, &|| false)
        .unwrap_or_else(|| panic!("{what}: not moved"));
    assert!(moved_runs.tokens.run_count() <= TokenRuns::MAX_RUNS);
    let earlier = earlier_runs.to_vec();
    let moved_tokens = moved_runs.tokens.to_vec();
    let fresh = semantic_tokens::semantic_tokens(document);
    if let Some(i) =
        (0..moved_tokens.len().max(fresh.len())).find(|&i| moved_tokens.get(i) != fresh.get(i))
    {
        panic!(
            "{what}: token {i} moved is {:?}, found again {:?} ({} against {} tokens)",
            moved_tokens.get(i),
            fresh.get(i),
            moved_tokens.len(),
            fresh.len()
        );
    }
    // Between the splices, the tokens are the earlier ones moved by one
    // amount each run; the splices say which earlier tokens were replaced.
    let (mut earlier_at, mut at) = (0, 0);
    for splice in moved_runs.splices.iter().map(Some).chain([None]) {
        let (earlier_to, to) = splice.map_or((earlier.len(), moved_tokens.len()), |s| {
            (s.earlier_start, s.start)
        });
        assert_eq!(
            earlier_to - earlier_at,
            to - at,
            "{what}: a kept run's length"
        );
        let kept = earlier[earlier_at..earlier_to]
            .iter()
            .zip(&moved_tokens[at..to]);
        let shifts: std::collections::BTreeSet<isize> = kept
            .map(|(b, a)| {
                assert_eq!(
                    (a.ty, a.modifiers, a.range.len()),
                    (b.ty, b.modifiers, b.range.len())
                );
                a.range.start as isize - b.range.start as isize
            })
            .collect();
        assert!(shifts.len() <= 1, "{what}: a kept run moved by {shifts:?}");
        if let Some(s) = splice {
            assert!(
                s.earlier_start >= earlier_at && s.start >= at,
                "{what}: splices in order"
            );
            (earlier_at, at) = (s.earlier_start + s.removed, s.start + s.inserted);
        }
    }
    // Read by position, as a delta reads them, the runs are the same tokens.
    for (i, token) in moved_tokens.iter().enumerate().step_by(7) {
        assert_eq!(
            moved_runs.tokens.get(i).as_ref(),
            Some(token),
            "{what}: token {i}"
        );
        let next: Vec<Token> = moved_runs.tokens.range(i..i + 3).collect();
        assert_eq!(
            next,
            moved_tokens[i..(i + 3).min(moved_tokens.len())],
            "{what}"
        );
    }
    moved_runs.tokens
}

#[test]
fn tokens_moved_through_single_edits_are_the_tokens_found_again() {
    let files = repository_files();
    assert!(
        files.len() > 50,
        "the repository's .mlir files were not found"
    );
    let mut edits_checked = 0;
    for (path, text) in &files {
        let mut document = Document::new(text.as_str());
        let mut tokens = TokenRuns::from(semantic_tokens::semantic_tokens(&document));
        // Places spread over the file, each edit of the list at one of them.
        for (i, (typed, deleted)) in EDITS.iter().enumerate() {
            let len = document.len();
            let at = boundary(document.text(), (len * (2 * i + 1)) / (2 * EDITS.len()));
            let end = boundary(document.text(), at + deleted);
            document.apply_change(Some(TextRange::new(at, end)), typed);
            let change = document.last_change().expect("an edit").clone();
            let what = format!("{}: {typed:?} at {at}..{end}", path.display());
            tokens = check(&document, &tokens, &[change], &what);
            edits_checked += 1;
        }
    }
    assert!(edits_checked > 500);
}

#[test]
fn tokens_moved_through_several_changes_at_once_are_the_tokens_found_again() {
    for (path, text) in repository_files() {
        let mut document = Document::new(text.as_str());
        let earlier = TokenRuns::from(semantic_tokens::semantic_tokens(&document));
        let mut changes = Vec::new();
        // Changes unasked for pile up: several didChange, one of them with
        // two changes (late in the text, then early).
        for (i, (typed, deleted)) in EDITS.iter().enumerate().step_by(3) {
            let len = document.len();
            let late = boundary(document.text(), len * 3 / 4 - len * i / 40);
            let early = boundary(document.text(), len / 5 + len * i / 60);
            let position = |document: &Document, offset| -> LineCol {
                document.position(offset, PositionEncoding::Utf16)
            };
            let late_end = boundary(document.text(), late + deleted);
            let batch = vec![
                ContentChange {
                    range: Some((position(&document, late), position(&document, late_end))),
                    text: typed.to_string(),
                },
                ContentChange {
                    range: Some((position(&document, early), position(&document, early))),
                    text: "y".to_string(),
                },
            ];
            document.apply_changes(&batch, PositionEncoding::Utf16);
            changes.push(document.last_change().expect("an edit").clone());
        }
        let what = format!("{}: {} batches", path.display(), changes.len());
        check(&document, &earlier, &changes, &what);
    }
}

#[test]
fn a_batch_without_changes_moves_nothing() {
    let text = "sdy.mesh @m = <[\"x\"=2]>\n// a\n";
    let mut document = Document::new(text);
    let earlier = TokenRuns::from(semantic_tokens::semantic_tokens(&document));
    document.apply_change(Some(TextRange::new(17, 17)), "y");
    document.apply_changes(&[], PositionEncoding::Utf16);
    let change = document.last_change().expect("a batch").clone();
    assert_eq!(change.edit.old, change.edit.new, "{change:?}");
    assert!(change.restructured().is_empty());
    // The earlier tokens moved through the empty batch are themselves
    // (on the text before the first edit: it has the same length).
    let unchanged = Document::new(text);
    check(&unchanged, &earlier, &[change], "an empty batch");
}

#[test]
fn a_text_replaced_whole_has_no_change_to_move_through() {
    let mut document = Document::new("sdy.mesh @m = <[\"x\"=2]>\n");
    document.apply_change(Some(TextRange::new(0, 0)), "// a\n");
    assert!(document.last_change().is_some());
    document.apply_change(None, "sdy.mesh @n = <[\"y\"=4]>\n");
    assert!(document.last_change().is_none());
}

#[test]
fn tokens_moved_through_a_long_session_stay_right_and_in_few_runs() {
    // The repository file of most lines: many places to type at, tokens in
    // many runs after a few hundred edits (each splits a run), until they
    // are copied into one array again (`TokenRuns::MAX_RUNS`).
    let (path, text) = repository_files()
        .into_iter()
        .max_by_key(|(_, text)| text.lines().count())
        .expect("the repository's .mlir files");
    let mut document = Document::new(text.as_str());
    let mut tokens = TokenRuns::from(semantic_tokens::semantic_tokens(&document));
    let mut most_runs = 0;
    let mut compacted = false;
    for k in 0..700 {
        let len = document.len();
        let at = boundary(document.text(), (k * 7919 + 13) % len);
        // Typed, then deleted again two edits later: the text stays about
        // the same size and the edits spread over it.
        let (typed, deleted) = if k % 3 == 2 { ("", 1) } else { ("x", 0) };
        let end = boundary(document.text(), (at + deleted).min(len));
        document.apply_change(Some(TextRange::new(at, end)), typed);
        let change = document.last_change().expect("an edit").clone();
        let what = format!("{}: edit {k}, {typed:?} at {at}", path.display());
        let runs_before = tokens.run_count();
        tokens = check(&document, &tokens, &[change], &what);
        most_runs = most_runs.max(tokens.run_count());
        compacted |= tokens.run_count() < runs_before / 2;
    }
    assert!(
        most_runs > TokenRuns::MAX_RUNS / 2 && compacted,
        "the session did not split the tokens into enough runs to copy them \
         into one array again (at most {most_runs} runs)"
    );
}
