//! The language server protocol layer: the only module that knows LSP types.
//!
//! [`run_stdio`] serves the protocol on stdin/stdout ([`run_stdio_blocking`]
//! from a synchronous `main`); [`service`] and
//! [`serve`] build the same server for any transport (tests drive it in
//! process over a duplex pipe). Positions are converted with the encoding
//! negotiated in `initialize` (UTF-8 when the client offers it, else UTF-16);
//! everything below works in byte offsets (see `analysis`, `features`).

mod convert;
mod server;
mod tokens;

pub use convert::negotiate_encoding;
pub use server::{
    run_stdio, run_stdio_blocking, serve, serve_tuned, service, service_tuned, Backend,
    ServerOptions, Tuning, CLIENT_TIMEOUT, CONCURRENCY,
};
