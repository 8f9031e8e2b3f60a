use std::process::ExitCode;

fn main() -> ExitCode {
    mesh_lsp::disable_transparent_huge_pages();
    mesh_lsp::cli::run()
}
