//! `mesh-lsp explain FILE LINE:COL [--format text|json]`: what the sharding of
//! the value, annotation or sharding string at a position means, device by
//! device.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, ValueEnum};

use super::{EXIT_FINDINGS, EXIT_OK, EXIT_USAGE};
use crate::explain::{explain_at_or_op_result, nothing_to_explain, to_json, to_text};
use crate::pipeline::analyze;
use crate::text::LineIndex;

#[derive(Debug, Args)]
pub struct ExplainArgs {
    /// The MLIR file.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// The position, `LINE:COL`, both 1-based (columns count characters).
    #[arg(value_name = "LINE:COL")]
    pub position: String,
    #[arg(long, value_enum, default_value_t = ExplainFormat::Text)]
    pub format: ExplainFormat,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ExplainFormat {
    Text,
    Json,
}

fn parse_position(text: &str) -> Option<(u32, u32)> {
    let (line, col) = text.split_once(':')?;
    let (line, col) = (
        line.trim().parse::<u32>().ok()?,
        col.trim().parse::<u32>().ok()?,
    );
    (line >= 1 && col >= 1).then_some((line - 1, col - 1))
}

pub fn run(args: &ExplainArgs) -> ExitCode {
    let Some((line, col)) = parse_position(&args.position) else {
        eprintln!(
            "error: expected a position LINE:COL (1-based), got `{}`",
            args.position
        );
        return ExitCode::from(EXIT_USAGE);
    };
    let text = match std::fs::read_to_string(&args.file) {
        Ok(text) => text,
        Err(error) => {
            eprintln!("error: cannot read {}: {error}", args.file.display());
            return ExitCode::from(EXIT_USAGE);
        }
    };
    let index = LineIndex::new(&text);
    if line as usize >= index.line_count() {
        eprintln!(
            "error: {} has only {} lines",
            args.file.display(),
            index.line_count()
        );
        return ExitCode::from(EXIT_USAGE);
    }
    // Columns count characters: the same as UTF-32 units, i.e. chars.
    let line_range = index.line_range(&text, line as usize);
    let offset = text[line_range.start..line_range.end]
        .char_indices()
        .nth(col as usize)
        .map_or(line_range.end, |(i, _)| line_range.start + i);
    let analysis = analyze(&text);
    let Some(explanation) = explain_at_or_op_result(&analysis, &text, offset) else {
        eprintln!(
            "nothing to explain at {}:{}: {}",
            args.file.display(),
            args.position,
            nothing_to_explain(&analysis, offset)
        );
        return ExitCode::from(EXIT_FINDINGS);
    };
    let output = match args.format {
        ExplainFormat::Text => to_text(&explanation),
        ExplainFormat::Json => {
            serde_json::to_string_pretty(&to_json(&explanation)).unwrap_or_default() + "\n"
        }
    };
    let mut stdout = std::io::stdout().lock();
    if let Err(error) = stdout
        .write_all(output.as_bytes())
        .and_then(|()| stdout.flush())
    {
        eprintln!("error: cannot write output: {error}");
        return ExitCode::from(EXIT_USAGE);
    }
    ExitCode::from(EXIT_OK)
}
