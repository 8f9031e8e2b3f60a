//! Editor assistance as plain Rust on byte offsets: inlay hints, hover and
//! code actions. The protocol layer converts them to LSP.

pub mod actions;
pub mod communication;
pub mod hints;
pub mod hover;
