//! Zed extension for mesh-lsp: starts the `mesh-lsp` language server for
//! MLIR files. The grammar and queries are declared in extension.toml and
//! languages/mesh/; this is the part Zed can only take as code.
//!
//! The server is `lsp.mesh-lsp.binary.path` from Zed's settings, else
//! `mesh-lsp` on the worktree's PATH. `lsp.mesh-lsp.initialization_options`
//! and `lsp.mesh-lsp.settings` are passed on (the keys of the VS Code
//! extension's `meshLsp.*` settings).

use zed_extension_api::{self as zed, serde_json, settings::LspSettings, LanguageServerId, Result};

const SERVER: &str = "mesh-lsp";

struct MeshLsp;

impl zed::Extension for MeshLsp {
    fn new() -> Self {
        MeshLsp
    }

    fn language_server_command(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let binary = LspSettings::for_worktree(SERVER, worktree)
            .ok()
            .and_then(|settings| settings.binary);
        let configured = binary.as_ref().and_then(|b| b.path.clone());
        let command = configured.or_else(|| worktree.which(SERVER)).ok_or_else(|| {
            format!(
                "{SERVER} not found on PATH: install it (`cargo install --path server` or `pip install mesh-lsp`) \
                 or set lsp.{SERVER}.binary.path in Zed's settings"
            )
        })?;
        let args = binary
            .and_then(|b| b.arguments)
            .unwrap_or_else(|| vec!["lsp".to_string()]);
        Ok(zed::Command {
            command,
            args,
            env: worktree.shell_env(),
        })
    }

    fn language_server_initialization_options(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<serde_json::Value>> {
        Ok(LspSettings::for_worktree(SERVER, worktree)
            .ok()
            .and_then(|settings| settings.initialization_options))
    }

    fn language_server_workspace_configuration(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<serde_json::Value>> {
        // The server reads its settings from the `meshLsp` section.
        Ok(LspSettings::for_worktree(SERVER, worktree)
            .ok()
            .and_then(|settings| settings.settings)
            .map(|settings| serde_json::json!({ "meshLsp": settings })))
    }
}

zed::register_extension!(MeshLsp);
