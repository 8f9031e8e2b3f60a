//! The `mesh-lsp` command line: argument parsing and dispatch to subcommands.
//!
//! Exit statuses are shared by every subcommand: 0 when nothing is wrong
//! (warnings allowed), 1 when errors were found in the input, 2 for usage and
//! I/O errors.

mod check;
pub mod ci;
mod explain;
mod generate;
pub mod propagate;
pub mod render;
mod report;
pub mod rewrite;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

pub use check::{check_bytes, CheckArgs};
pub use explain::ExplainArgs;
pub use generate::GenerateArgs;
pub use propagate::PropagateArgs;
pub use report::ReportArgs;

/// Exit status: no errors found.
pub const EXIT_OK: u8 = 0;
/// Exit status: the input has errors.
pub const EXIT_FINDINGS: u8 = 1;
/// Exit status: bad arguments, or a file could not be read.
pub const EXIT_USAGE: u8 = 2;

#[derive(Debug, Parser)]
#[command(
    name = "mesh-lsp",
    version,
    about = "Checks MLIR with tensor sharding annotations: Shardy (sdy), the MLIR shard/mesh dialects, GSPMD mhlo.sharding strings"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// `mesh-lsp lsp [--stdio]`: stdio is the only transport; `--stdio` is
/// accepted because editor clients (vscode-languageclient) pass it.
#[derive(Debug, clap::Args)]
pub struct LspArgs {
    #[arg(long, hide = true)]
    pub stdio: bool,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Report the problems found in MLIR files, as text or JSON.
    Check(CheckArgs),
    /// Explain the sharding at a position: devices, slices, local shapes, bytes.
    Explain(ExplainArgs),
    /// Propagate shardings and print every value's sharding (MLIR or JSON).
    Propagate(PropagateArgs),
    /// The collectives each function runs, their estimated time and the memory per device;
    /// with two files, what changed.
    Report(ReportArgs),
    /// Run the language server on stdin/stdout (also the default with no subcommand).
    Lsp(LspArgs),
    /// Write a generated module (transformer layers) to stdout, for benchmarks.
    Generate(GenerateArgs),
}

/// `--traversal`: the order the `shard`/`mesh` dialects' `sharding-propagation`
/// pass visits ops in (its `traversal` option).
#[derive(Debug, clap::Args)]
pub struct TraversalArg {
    /// For `shard`/`mesh` files: the `traversal` of LLVM's
    /// `sharding-propagation` pass.
    #[arg(long, value_enum, default_value_t = Traversal::BackwardForward)]
    pub traversal: Traversal,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Traversal {
    Forward,
    Backward,
    ForwardBackward,
    BackwardForward,
}

impl From<Traversal> for crate::propagation::mesh_family::Traversal {
    fn from(t: Traversal) -> Self {
        use crate::propagation::mesh_family::Traversal as T;
        match t {
            Traversal::Forward => T::Forward,
            Traversal::Backward => T::Backward,
            Traversal::ForwardBackward => T::ForwardBackward,
            Traversal::BackwardForward => T::BackwardForward,
        }
    }
}

/// Parses the process arguments and runs the chosen subcommand.
pub fn run() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            // `--help` and `--version` land here too, with exit code 0.
            let _ = error.print();
            return ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(EXIT_USAGE));
        }
    };
    match cli.command {
        Some(Command::Check(args)) => check::run(&args),
        Some(Command::Generate(args)) => generate::run(&args),
        Some(Command::Propagate(args)) => propagate::run(&args),
        Some(Command::Explain(args)) => explain::run(&args),
        Some(Command::Report(args)) => report::run(&args),
        // No subcommand: the language server on stdio.
        None | Some(Command::Lsp(_)) => match crate::lsp::run_stdio_blocking() {
            Ok(()) => ExitCode::from(EXIT_OK),
            Err(error) => {
                eprintln!("error: language server failed: {error}");
                ExitCode::from(EXIT_USAGE)
            }
        },
    }
}
