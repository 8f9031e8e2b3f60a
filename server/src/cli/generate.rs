//! `mesh-lsp generate`: writes a large realistic module (a stack of
//! transformer layers) for benchmarks and stress tests.

use std::io::Write;
use std::process::ExitCode;

use clap::{Args, ValueEnum};

use super::{EXIT_OK, EXIT_USAGE};
use crate::generate::{
    count_ops, shaped_transformer_module, transformer_module, GenNotation, GenShape,
};

#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// Notation of the shardings.
    #[arg(long, value_enum, default_value_t = NotationArg::Sdy)]
    pub notation: NotationArg,
    /// Approximate number of ops (rounded to whole transformer layers).
    #[arg(long, default_value_t = 1000)]
    pub ops: usize,
    /// How the layers are laid out: functions of 16 layers (`split`) or one
    /// function holding them all (`single`, like JAX's one `main`).
    #[arg(long, value_enum, default_value_t = ShapeArg::Split)]
    pub shape: ShapeArg,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ShapeArg {
    Split,
    Single,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum NotationArg {
    Sdy,
    Gspmd,
    Shard,
}

pub fn run(args: &GenerateArgs) -> ExitCode {
    let notation = match args.notation {
        NotationArg::Sdy => GenNotation::Sdy,
        NotationArg::Gspmd => GenNotation::Gspmd,
        NotationArg::Shard => GenNotation::Shard,
    };
    // Ops per layer, measured on one layer of this notation.
    let per_layer = count_ops(&transformer_module(notation, 2))
        .saturating_sub(count_ops(&transformer_module(notation, 1)))
        .max(1);
    let layers = (args.ops / per_layer).max(1);
    let shape = match args.shape {
        ShapeArg::Split => GenShape::Split,
        ShapeArg::Single => GenShape::Single,
    };
    let text = shaped_transformer_module(notation, layers, shape);
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => ExitCode::from(EXIT_OK),
        Err(error) => {
            eprintln!("error: cannot write output: {error}");
            ExitCode::from(EXIT_USAGE)
        }
    }
}
