use std::process::ExitCode;

fn main() -> ExitCode {
    mesh_lsp::cli::run()
}
