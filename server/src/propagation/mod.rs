//! Sharding propagation: Shardy's factor-based algorithm over the IR.

pub mod engine;
pub mod factor;
pub mod graph;
pub mod projection;
