//! Times the editor's path for single-character edits spread over a file:
//! reparse + IR rebuild, analysis reusing the previous one, and diagnostics.
//! `cargo run --release --example keystrokes -- FILE [EDITS]` (`EDITOR=1`:
//! the analysis the server publishes first; `INDENT=1`: the space typed at
//! the start of a statement line, as `lsp_bench.py` does; `NAME=1`: an `x`
//! typed after the `%` of the value a statement defines, as `lsp_bench.py
//! --file-edit-kinds name` does; `HINTS=1`: also times one screen of inlay
//! hints after each edit; `HOVER=1`: a hover on the edited name; `EACH=1`:
//! each keystroke's times and the process's resident and peak memory, not
//! only the medians; `NOCOPY=1`: without the copy of the largest function
//! before the edits); run it under
//! `perf record -D <ms>` to profile only the keystrokes.
use mesh_lsp::analysis::{document_analysis, Document};
use mesh_lsp::text::TextRange;
use std::time::{Duration, Instant};

/// The process's resident memory now and at its peak (Linux).
fn memory() -> String {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .map_or("?".to_string(), |l| l[name.len()..].trim().to_string())
    };
    format!("resident {}, peak {}", field("VmRSS:"), field("VmHWM:"))
}

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: keystrokes FILE [EDITS]");
    let edits: usize = args.next().map_or(20, |n| n.parse().expect("a number"));
    let text = std::fs::read_to_string(path).expect("readable UTF-8 file");
    let started = Instant::now();
    let mut document = Document::new(text.as_str());
    let mut analysis = document_analysis(&document, None);
    let diagnostics = mesh_lsp::check::diagnostics_of(&analysis, document.text());
    eprintln!(
        "open: {:?} ({} diagnostics; {})",
        started.elapsed(),
        diagnostics.len(),
        memory()
    );
    let t = Instant::now();
    let syntax = mesh_lsp::syntax::syntax_diagnostics(document.tree(), document.text());
    eprintln!(
        "syntax diagnostics of the opened file: {:?} ({} found)",
        t.elapsed(),
        syntax.len()
    );
    // What copying the largest function costs: its op and value pointers (an
    // op splice, `ir::splice_edit`, copies these), and every op and value
    // whole (what a copy cost before they were behind `Arc`s). `NOCOPY=1`
    // skips it: the copies leave their pages resident, which the memory
    // figures of `EACH=1` would count.
    let largest = document
        .ir()
        .functions()
        .max_by_key(|(_, f)| f.ir.ops.len())
        .filter(|_| std::env::var_os("NOCOPY").is_none());
    if let Some((_, largest)) = largest {
        let f = &largest.ir;
        let t = Instant::now();
        let shallow = mesh_lsp::ir::Function::clone(f);
        let shallow_time = t.elapsed();
        let t = Instant::now();
        let ops: Vec<mesh_lsp::ir::Op> = f.ops.iter().map(|op| (**op).clone()).collect();
        let values: Vec<mesh_lsp::ir::Value> = f.values.iter().map(|v| (**v).clone()).collect();
        let deep_time = t.elapsed();
        eprintln!(
            "copy of the largest function ({} ops, {} values): {shallow_time:?} sharing ops and \
             values, {deep_time:?} more to copy them whole",
            ops.len(),
            values.len()
        );
        drop((shallow, ops, values));
    }
    // A space before ` = ` (or at the line's start) keeps the file valid; the sites are found again
    // after every edit (untimed) since each edit shifts the ones after it.
    let mut times: Vec<[Duration; 4]> = Vec::new();
    for k in 0..edits {
        let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
        let (typed, shift) = if set("NAME") { ("x", 1) } else { (" ", 0) };
        let sites: Vec<usize> = if set("INDENT") || set("NAME") {
            document
                .text()
                .match_indices("\n    %")
                .map(|(i, _)| i + 5 + shift)
                .collect()
        } else {
            document
                .text()
                .match_indices(" = ")
                .map(|(i, _)| i)
                .collect()
        };
        let at = sites[(k * 7919 + 13) % sites.len()];
        let before: Vec<_> = document.ir().chunks[0]
            .functions
            .iter()
            .map(|f| f.ir.clone())
            .collect();
        let t = Instant::now();
        document.apply_change(Some(TextRange::new(at, at)), typed);
        let reparse = t.elapsed();
        let kept = document.ir().chunks[0]
            .functions
            .iter()
            .zip(&before)
            .filter(|(f, b)| std::sync::Arc::ptr_eq(&f.ir, b))
            .count();
        if k < 3 {
            eprintln!("kept {kept} of {} functions", before.len());
        }
        drop(before);
        if std::env::var_os("STAGES").is_some() {
            let chunk = &document.ir().chunks[0];
            let text = document.text();
            let prev = &analysis.chunks[0];
            let t = Instant::now();
            let aliases = mesh_lsp::rules::AliasTable::for_ir(
                document.tree(),
                text,
                document.ir(),
                Some(&analysis.aliases),
            );
            let t_alias = t.elapsed();
            let t = Instant::now();
            let a =
                mesh_lsp::annotations::collect_incremental(chunk, text, Some(&prev.annotations));
            let t_ann = t.elapsed();
            let t = Instant::now();
            let c = mesh_lsp::check::function_checks(chunk, &a, &aliases, text, Some(&prev.checks));
            let t_chk = t.elapsed();
            let t = Instant::now();
            let comps = mesh_lsp::propagation::graph::components(chunk, text);
            let t_comp = t.elapsed();
            let t = Instant::now();
            let p = mesh_lsp::propagation::propagate_chunk_incremental(
                chunk,
                &a,
                text,
                &aliases,
                Default::default(),
                Some(&prev.propagation),
            );
            let t_prop = t.elapsed();
            let ops: usize = chunk.functions.iter().map(|f| f.ir.ops.len()).sum();
            let ann_reused: usize = (0..chunk.functions.len()).map(|fi| a.ops_reused(fi)).sum();
            let chk_reused: usize = c.iter().map(|f| f.value().ops_reused).sum();
            let t = Instant::now();
            drop((a, c, p, comps));
            eprintln!("aliases {t_alias:?} annotations {t_ann:?} checks {t_chk:?} components {t_comp:?} propagation {t_prop:?} drop {:?} (ops reused: annotations {ann_reused}, checks {chk_reused} of {ops})", t.elapsed());
        }
        let t = Instant::now();
        // EDITOR=1: as the server does, the findings of a large function
        // that changed are left for after the first diagnostics.
        let next = if std::env::var_os("EDITOR").is_some_and(|v| !v.is_empty()) {
            mesh_lsp::analysis::document_analysis_for_editor(
                &document,
                Default::default(),
                Some(&analysis),
            )
        } else {
            document_analysis(&document, Some(&analysis))
        };
        let analyse = t.elapsed();
        if k < 3 {
            let propagation = &next.chunks[0].propagation;
            let (steps, steps_reused) = propagation.step_counts();
            let (rules, rules_reused) = propagation.rule_counts();
            eprintln!(
                "{steps_reused} propagation steps replayed ({steps} decisions kept), {rules_reused} \
                 of {rules} op rules taken over"
            );
        }
        // HINTS=1: one screen of inlay hints (60 lines from the edit), as an
        // editor asks after the diagnostics.
        if std::env::var_os("HINTS").is_some_and(|v| !v.is_empty()) {
            let screen_end = document.text()[at..]
                .match_indices('\n')
                .nth(60)
                .map_or(document.len(), |(i, _)| at + i);
            let screen = || {
                let t = Instant::now();
                let hints = mesh_lsp::assist::hints::inlay_hints(
                    &next,
                    document.text(),
                    TextRange::new(at, screen_end),
                    &Default::default(),
                );
                (hints.len(), t.elapsed())
            };
            let (count, first) = screen();
            let (_, again) = screen();
            eprintln!(
                "{count} inlay hints in {first:?}, {again:?} asked again (the line index kept)"
            );
        }
        // HOVER=1: a hover inside the name of the value the edited line
        // defines, as `lsp_bench.py` asks after each edit (the server's
        // composition, findings as known).
        if std::env::var_os("HOVER").is_some_and(|v| !v.is_empty()) {
            let hardware = mesh_lsp::assist::communication::hardware(
                &mesh_lsp::assist::hints::HintOptions::default().hardware,
            );
            let backend = mesh_lsp::assist::communication::backend_for(&hardware, None);
            let t = Instant::now();
            let hover = mesh_lsp::assist::hover::editor_hover(
                &next,
                document.text(),
                at + 1,
                &hardware,
                backend,
                mesh_lsp::assist::communication::Findings::Known,
            );
            eprintln!(
                "hover of {} bytes in {:?}",
                hover.map_or(0, |h| h.markdown.len()),
                t.elapsed()
            );
        }
        let t = Instant::now();
        drop(std::mem::replace(&mut analysis, next));
        let dropped = t.elapsed();
        let t = Instant::now();
        let diagnostics =
            mesh_lsp::check::diagnostics_known(&analysis, document.text(), &Default::default()).0;
        let check = t.elapsed();
        std::hint::black_box(diagnostics);
        if std::env::var_os("EACH").is_some_and(|v| !v.is_empty()) {
            eprintln!(
                "keystroke {k}: reparse+IR {reparse:?} analysis {analyse:?}; {}",
                memory()
            );
        }
        times.push([reparse, analyse, check, dropped]);
    }
    for (i, name) in ["reparse+IR", "analysis", "diagnostics", "drop"]
        .iter()
        .enumerate()
    {
        let mut column: Vec<Duration> = times.iter().map(|t| t[i]).collect();
        column.sort();
        eprintln!(
            "{name:12} median {:?}  max {:?}",
            column[column.len() / 2],
            column[column.len() - 1]
        );
    }
}
