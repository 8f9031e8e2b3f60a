//! `mesh-lsp check FILE...`: reads files, runs `check::check_text` on each and
//! prints the diagnostics as text, JSON, SARIF or GitHub workflow commands.

use std::fs;
use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, ValueEnum};

use super::ci;
use super::render::{self, ColorChoice, JsonDiagnostic, SourceFile, Totals};
use super::{EXIT_FINDINGS, EXIT_OK, EXIT_USAGE};
use crate::check::{self, CheckOptions};
use crate::diagnostic::Diagnostic;
use crate::partition::Hardware;
use crate::pipeline;
use crate::text::TextRange;

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// MLIR files to check.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,

    /// Output format: rustc-style text; a JSON array of diagnostics with
    /// LSP positions (0-based, UTF-16 columns); a SARIF 2.1.0 log (code
    /// scanning); GitHub Actions workflow commands (annotations).
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,

    /// Also warn when a function does not fit this hardware's memory per
    /// device: tpu-v5e, tpu-v5p, tpu-v6e, h100, h200, h100-ib.
    #[arg(long, value_name = "NAME")]
    pub hardware: Option<String>,

    #[command(flatten)]
    pub traversal: super::TraversalArg,

    /// Colour the text output: `auto` colours on a terminal unless `NO_COLOR`
    /// is set to a non-empty value.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, value_name = "WHEN")]
    pub color: ColorChoice,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Json,
    Sarif,
    Github,
}

pub fn run(args: &CheckArgs) -> ExitCode {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    match check_files(args, &mut out).and_then(|status| out.flush().map(|()| status)) {
        Ok(status) => ExitCode::from(status),
        Err(error) => {
            eprintln!("error: cannot write output: {error}");
            ExitCode::from(EXIT_USAGE)
        }
    }
}

/// Checks every file, writing as it goes (text) or at the end (JSON), and
/// returns the exit status.
fn check_files(args: &CheckArgs, out: &mut dyn Write) -> io::Result<u8> {
    let mut options = CheckOptions::default();
    options.propagation.traversal = args.traversal.traversal.into();
    if let Some(name) = &args.hardware {
        match Hardware::named(name) {
            Some(hardware) => options.hardware = Some(hardware),
            None => {
                eprintln!("error: unknown hardware '{name}'");
                return Ok(EXIT_USAGE);
            }
        }
    }
    let mut totals = Totals::default();
    let mut json = Vec::new();
    let mut unreadable = false;
    let mut first = true;
    let color = args.format == Format::Text && args.color.for_stdout();
    let mut checked = Vec::new();

    for path in &args.files {
        let name = path.display().to_string();
        let bytes = match fs::read(path) {
            Ok(bytes) => bytes,
            Err(error) => {
                eprintln!("error: cannot read {name}: {error}");
                unreadable = true;
                continue;
            }
        };
        let (file, diagnostics) = check_bytes(name, bytes, &options);
        totals.add(&diagnostics);
        match args.format {
            Format::Text => {
                for diagnostic in &diagnostics {
                    if !first {
                        writeln!(out)?;
                    }
                    first = false;
                    render::write_text(out, &file, diagnostic, color)?;
                }
            }
            Format::Json => {
                json.extend(diagnostics.iter().map(|d| JsonDiagnostic::new(&file, d)));
            }
            Format::Github => {
                for diagnostic in &diagnostics {
                    writeln!(out, "{}", ci::github_command(&file, diagnostic))?;
                }
            }
            Format::Sarif => checked.push((file, diagnostics)),
        }
    }

    match args.format {
        Format::Text => {
            if !first {
                writeln!(out)?;
            }
            writeln!(out, "{}", totals.summary())?;
        }
        Format::Json => {
            serde_json::to_writer_pretty(&mut *out, &json)?;
            writeln!(out)?;
        }
        Format::Sarif => {
            let files: Vec<(&SourceFile, &[Diagnostic])> = checked
                .iter()
                .map(|(file, diagnostics)| (file, diagnostics.as_slice()))
                .collect();
            serde_json::to_writer_pretty(&mut *out, &ci::sarif_log(&files))?;
            writeln!(out)?;
        }
        Format::Github => {}
    }

    Ok(if unreadable {
        EXIT_USAGE
    } else if totals.errors > 0 {
        EXIT_FINDINGS
    } else {
        EXIT_OK
    })
}

/// Decodes a file's bytes and checks the text. Binary files are reported and
/// not analysed; invalid UTF-8 is reported and analysed with U+FFFD in place
/// of the bad bytes.
pub fn check_bytes(
    name: String,
    bytes: Vec<u8>,
    options: &CheckOptions,
) -> (SourceFile, Vec<Diagnostic>) {
    let decoded = decode(bytes);
    let mut diagnostics = decoded.problem.into_iter().collect::<Vec<_>>();
    if decoded.analyse {
        let analysis = pipeline::analyze_with(&decoded.text, options.propagation);
        diagnostics.extend(check::diagnostics_with(&analysis, &decoded.text, options));
        diagnostics.sort_by_key(|d| (d.range.start, d.range.end));
    }
    (SourceFile::new(name, decoded.text), diagnostics)
}

struct Decoded {
    text: String,
    /// What was wrong with the bytes, if anything.
    problem: Option<Diagnostic>,
    analyse: bool,
}

fn decode(mut bytes: Vec<u8>) -> Decoded {
    // Editors hide a UTF-8 byte order mark; dropping it keeps columns equal.
    if bytes.starts_with(b"\xEF\xBB\xBF") {
        bytes.drain(..3);
    }
    if let Some(nul) = bytes.iter().position(|&b| b == 0) {
        // Offsets in the lossily decoded text differ from byte offsets when
        // invalid UTF-8 comes before the NUL.
        let at = String::from_utf8_lossy(&bytes[..nul]).len();
        let text = String::from_utf8_lossy(&bytes).into_owned();
        return Decoded {
            text,
            problem: Some(Diagnostic::error(
                TextRange::new(at, at + 1),
                "input/binary",
                format!(
                    "this looks like a binary file (NUL byte at byte offset {nul}); not checked"
                ),
            )),
            analyse: false,
        };
    }
    match String::from_utf8(bytes) {
        Ok(text) => Decoded {
            text,
            problem: None,
            analyse: true,
        },
        Err(error) => {
            let at = error.utf8_error().valid_up_to();
            let bytes = error.into_bytes();
            let text = String::from_utf8_lossy(&bytes).into_owned();
            let replacement = '\u{FFFD}'.len_utf8();
            Decoded {
                problem: Some(Diagnostic::error(
                    TextRange::new(at, at + replacement),
                    "input/not-utf8",
                    format!(
                        "the file is not valid UTF-8: byte 0x{:02X} at byte offset {at}; \
                         checked with U+FFFD in place of each invalid sequence",
                        bytes[at]
                    ),
                )),
                text,
                analyse: true,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn valid_utf8_is_analysed_unchanged() {
        let decoded = decode("é".as_bytes().to_vec());
        assert_eq!(decoded.text, "é");
        assert!(decoded.problem.is_none());
        assert!(decoded.analyse);
    }

    #[test]
    fn byte_order_mark_is_dropped() {
        let decoded = decode(b"\xEF\xBB\xBFabc".to_vec());
        assert_eq!(decoded.text, "abc");
        assert!(decoded.problem.is_none());
    }

    #[test]
    fn invalid_utf8_is_reported_at_the_first_bad_byte() {
        let decoded = decode(b"ab\ncd\xFFef\xFE".to_vec());
        let problem = decoded.problem.unwrap();
        assert_eq!(problem.code, "input/not-utf8");
        assert_eq!(problem.range, TextRange::new(5, 8));
        assert_eq!(&decoded.text[5..8], "\u{FFFD}");
        assert!(problem.message.contains("0xFF"), "{}", problem.message);
        assert!(decoded.analyse);
    }

    #[test]
    fn nul_bytes_mean_binary() {
        let decoded = decode(b"\xFF\xFFab\x00cd".to_vec());
        let problem = decoded.problem.unwrap();
        assert_eq!(problem.code, "input/binary");
        // Two U+FFFD (3 bytes each) and "ab" come before the NUL.
        assert_eq!(problem.range, TextRange::new(8, 9));
        assert_eq!(&decoded.text[8..9], "\0");
        assert!(!decoded.analyse);
    }
}
