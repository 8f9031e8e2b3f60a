//! Hardware models: how long a collective takes, and how much memory a
//! device has.
//!
//! Every constant names its source (see `../shared/reference/collectives-and-costs.md` §3):
//!
//! - TPU v5e, v5p, v6e: the JAX scaling book (jax-ml/scaling-book `tpus.md`, `sharding.md`):
//!   HBM size, ICI bandwidth one-way and bidirectional per link, `T_min ≈ 1 µs` per hop;
//!   all-gather / reduce-scatter over an axis `X` take `max(T_min·|X|/2, V / W_bidi)` with
//!   wraparound and `max(T_min·(|X|−1), V / W_one_way)` without; all-reduce twice that;
//!   all-to-all a quarter of an all-gather. Wraparound: v5e only on axes of size 16, v5p on
//!   multiples of 4 (v6e: as v5e, **[guess]**, the book does not say). Several mesh axes add
//!   their links' bandwidth (the book's multi-axis all-gather).
//! - H100 / H200 in an 8-GPU NVLink node: the scaling book (`gpus.md`): 450 GB/s NVLink 4
//!   egress per GPU; all-gather / reduce-scatter `V·(N−1)/(N·W)`, all-reduce twice that,
//!   all-to-all `V·(N−1)/(N·W)` of the local buffer; plus XLA's NCCL launch latency of 5 µs
//!   (`gpu_collective_performance_model`).
//! - multi-node InfiniBand: the scaling book's `bytes / 400e9` per node of 8 GPUs (8×400 Gbps
//!   NDR), i.e. 50 GB/s per GPU, with the same 5 µs launch latency.
//! - alpha-beta: alpa's `auto_sharding.py` / XLA's `cluster_environment.cc` formulas per mesh
//!   axis with `n` devices: all-gather `α + β·(n−1)/n·V`, all-reduce `α + 2β·(n−1)/n·V`,
//!   reduce-scatter `α + β·(n−1)/n·V`, all-to-all `α + β·(n−1)/n²·V·(n/2)`; a
//!   collective-permute `α + β·V`. α and β per axis are the user's.
//!
//! `V` is the collective's `bytes_per_device`: the larger of its per-device operand and result.

use crate::reshard::CollectiveKind;
use std::fmt::Write as _;

/// One mesh axis (or sub-axis) a collective spans: its name and size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AxisSpan {
    pub name: String,
    pub size: i64,
}

/// An estimated time and how it was computed.
#[derive(Clone, Debug, PartialEq)]
pub struct Estimate {
    pub seconds: f64,
    /// The formula with the numbers put in, for hovers and `report --format text`.
    pub arithmetic: String,
}

#[derive(Clone, Debug, PartialEq)]
enum Model {
    Tpu {
        one_way: f64,
        bidi: f64,
        hop: f64,
        /// Which axis sizes have wraparound links.
        wrap: Wrap,
    },
    Gpu {
        bandwidth: f64,
        latency: f64,
        node_size: i64,
    },
    AlphaBeta {
        alpha: f64,
        beta: f64,
        per_axis: Vec<(String, f64, f64)>,
    },
}

/// A hardware model: collective times and the memory of one device.
#[derive(Clone, Debug, PartialEq)]
pub struct Hardware {
    pub name: String,
    pub description: &'static str,
    /// Bytes of memory of one device (`None` when the model has no memory figure).
    pub memory_bytes: Option<u64>,
    /// Where the constants come from.
    pub source: &'static str,
    model: Model,
}

const SCALING_BOOK_TPU: &str = "JAX scaling book (jax-ml/scaling-book tpus.md, sharding.md)";
const SCALING_BOOK_GPU: &str =
    "JAX scaling book (jax-ml/scaling-book gpus.md); 5 µs NCCL launch from XLA's gpu_collective_performance_model";
const ALPA: &str =
    "alpha-beta model of alpa auto_sharding.py / XLA cluster_environment.cc, user α and β";

/// Which axes of a TPU slice have wraparound links (the scaling book).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Wrap {
    /// v5e (and v6e): only axes of size 16.
    Sixteen,
    /// v5p: axes whose size is a multiple of 4.
    MultipleOfFour,
}

impl Wrap {
    fn applies(self, size: i64) -> bool {
        match self {
            Wrap::Sixteen => size == 16,
            Wrap::MultipleOfFour => size % 4 == 0,
        }
    }
}

/// The kind of machine a hardware model describes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    Tpu,
    Gpu,
    /// The alpha-beta model: no machine in particular.
    Generic,
}

/// The names `--hardware` accepts.
pub const HARDWARE_NAMES: &[&str] = &[
    "tpu-v5e",
    "tpu-v5p",
    "tpu-v6e",
    "h100",
    "h200",
    "h100-ib",
    "alpha-beta",
];

impl Hardware {
    /// A model by name (`tpu-v5e`, `tpu-v5p`, `tpu-v6e`, `h100`, `h200`, `h100-ib`,
    /// `alpha-beta`); `None` for an unknown name.
    pub fn named(name: &str) -> Option<Hardware> {
        let tpu = |description, memory, one_way: f64, wrap| Hardware {
            name: name.to_string(),
            description,
            memory_bytes: Some(memory),
            source: SCALING_BOOK_TPU,
            model: Model::Tpu {
                one_way,
                bidi: 2.0 * one_way,
                hop: 1e-6,
                wrap,
            },
        };
        let gpu = |description, memory, bandwidth, node_size| Hardware {
            name: name.to_string(),
            description,
            memory_bytes: Some(memory),
            source: SCALING_BOOK_GPU,
            model: Model::Gpu {
                bandwidth,
                latency: 5e-6,
                node_size,
            },
        };
        Some(match name {
            "tpu-v5e" => tpu("TPU v5e: 16 GB HBM, ICI 4.5e10 B/s one-way per link (2-D torus, wraparound on axes of 16)", 16_000_000_000, 4.5e10, Wrap::Sixteen),
            "tpu-v5p" => tpu("TPU v5p: 96 GB HBM, ICI 9e10 B/s one-way per link (3-D torus, wraparound on multiples of 4)", 96_000_000_000, 9e10, Wrap::MultipleOfFour),
            "tpu-v6e" => tpu("TPU v6e: 32 GB HBM, ICI 9e10 B/s one-way per link (wraparound on axes of 16, as v5e)", 32_000_000_000, 9e10, Wrap::Sixteen),
            "h100" => gpu("H100 in an 8-GPU NVLink 4 node: 80 GB HBM, 450 GB/s egress per GPU", 80_000_000_000, 450e9, 8),
            "h200" => gpu("H200 in an 8-GPU NVLink 4 node: 141 GB HBM, 450 GB/s egress per GPU", 141_000_000_000, 450e9, 8),
            "h100-ib" => gpu("H100 nodes over InfiniBand: 80 GB HBM, 8×400 Gbps per node = 50 GB/s per GPU", 80_000_000_000, 50e9, i64::MAX),
            "alpha-beta" => Hardware::alpha_beta(1e-5, 1e-10, Vec::new()),
            _ => return None,
        })
    }

    /// The generic alpha-beta model: `alpha` seconds per collective, `beta` seconds per byte,
    /// with per-axis overrides `(axis, alpha, beta)`.
    pub fn alpha_beta(alpha: f64, beta: f64, per_axis: Vec<(String, f64, f64)>) -> Hardware {
        Hardware {
            name: "alpha-beta".to_string(),
            description: "generic alpha-beta model (α seconds per collective, β seconds per byte, per mesh axis)",
            memory_bytes: None,
            source: ALPA,
            model: Model::AlphaBeta {
                alpha,
                beta,
                per_axis,
            },
        }
    }

    /// Which kind of machine the model describes: what `backend.rs` derives
    /// the compiler's backend from.
    pub fn family(&self) -> Family {
        match self.model {
            Model::Tpu { .. } => Family::Tpu,
            Model::Gpu { .. } => Family::Gpu,
            Model::AlphaBeta { .. } => Family::Generic,
        }
    }

    /// The default model of `report`.
    pub fn default_model() -> Hardware {
        Hardware::named("tpu-v5e").expect("a built-in model")
    }

    /// Sets the memory of one device (for `alpha-beta`, which has none of its own).
    pub fn with_memory(mut self, bytes: u64) -> Hardware {
        self.memory_bytes = Some(bytes);
        self
    }

    /// How long `kind` over `axes` moving `bytes` (per device) takes.
    pub fn estimate(&self, kind: CollectiveKind, axes: &[AxisSpan], bytes: i64) -> Estimate {
        let v = bytes.max(0) as f64;
        let n: i64 = axes.iter().map(|a| a.size.max(1)).product::<i64>().max(1);
        let nf = n as f64;
        let mut arithmetic = String::new();
        if kind == CollectiveKind::AllSlice {
            return Estimate {
                seconds: 0.0,
                arithmetic: "all-slice is local: 0 s".to_string(),
            };
        }
        let seconds = match &self.model {
            Model::Tpu {
                one_way,
                bidi,
                hop,
                wrap,
            } => {
                // Bandwidth: every axis adds its links; an axis without wraparound uses one way.
                let mut bandwidth = 0.0;
                let mut hops: f64 = 0.0;
                for a in axes {
                    if wrap.applies(a.size) {
                        bandwidth += bidi;
                        hops = hops.max(a.size as f64 / 2.0);
                    } else {
                        bandwidth += one_way;
                        hops = hops.max((a.size - 1) as f64);
                    }
                }
                if bandwidth == 0.0 {
                    bandwidth = *one_way;
                    hops = 1.0;
                }
                let latency = hop * hops;
                let (factor, what) = match kind {
                    CollectiveKind::AllReduce => (2.0, "2·V/W"),
                    CollectiveKind::AllToAll => (0.25, "V/(4·W)"),
                    CollectiveKind::CollectivePermute => {
                        bandwidth = *one_way;
                        (1.0, "V/W_one_way")
                    }
                    _ => (1.0, "V/W"),
                };
                let transfer = factor * v / bandwidth;
                let _ = write!(
                    arithmetic,
                    "max(T_min·hops, {what}) = max(1 µs × {hops}, {factor} × {v:.0} B / {bandwidth:.3e} B/s) = {}",
                    format_seconds(latency.max(transfer))
                );
                latency.max(transfer)
            }
            Model::Gpu {
                bandwidth,
                latency,
                node_size,
            } => {
                let share = (nf - 1.0) / nf;
                let (factor, what) = match kind {
                    CollectiveKind::AllReduce => (2.0 * share, "2·V·(N−1)/N"),
                    CollectiveKind::CollectivePermute => (1.0, "V"),
                    _ => (share, "V·(N−1)/N"),
                };
                let seconds = latency + factor * v / bandwidth;
                let _ = write!(
                    arithmetic,
                    "α + {what}/W = 5 µs + {factor:.3} × {v:.0} B / {bandwidth:.3e} B/s = {}",
                    format_seconds(seconds)
                );
                if n > *node_size {
                    arithmetic.push_str(" (the group is larger than one node)");
                }
                seconds
            }
            Model::AlphaBeta {
                alpha,
                beta,
                per_axis,
            } => {
                // The slowest axis the collective spans sets α and β.
                let (mut a, mut b) = (0.0f64, 0.0f64);
                let mut any = false;
                for span in axes {
                    let (sa, sb) = per_axis
                        .iter()
                        .find(|(name, _, _)| *name == span.name)
                        .map_or((*alpha, *beta), |(_, sa, sb)| (*sa, *sb));
                    a = a.max(sa);
                    b = b.max(sb);
                    any = true;
                }
                if !any {
                    a = *alpha;
                    b = *beta;
                }
                let (factor, what) = match kind {
                    CollectiveKind::AllReduce => (2.0 * (nf - 1.0) / nf, "2β·(n−1)/n·V"),
                    CollectiveKind::AllToAll => {
                        ((nf - 1.0) / (nf * nf) * (nf / 2.0), "β·(n−1)/n²·V·(n/2)")
                    }
                    CollectiveKind::CollectivePermute => (1.0, "β·V"),
                    _ => ((nf - 1.0) / nf, "β·(n−1)/n·V"),
                };
                let seconds = a + factor * b * v;
                let _ = write!(
                    arithmetic,
                    "α + {what} = {a:e} s + {factor:.3} × {b:e} s/B × {v:.0} B = {}",
                    format_seconds(seconds)
                );
                seconds
            }
        };
        Estimate {
            seconds,
            arithmetic,
        }
    }
}

/// `1.2e-6` → `1.20 µs`.
pub fn format_seconds(seconds: f64) -> String {
    if seconds >= 1.0 {
        format!("{seconds:.2} s")
    } else if seconds >= 1e-3 {
        format!("{:.2} ms", seconds * 1e3)
    } else {
        format!("{:.2} µs", seconds * 1e6)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn axis(name: &str, size: i64) -> AxisSpan {
        AxisSpan {
            name: name.to_string(),
            size,
        }
    }

    #[test]
    fn every_named_model_exists() {
        for name in HARDWARE_NAMES {
            assert!(Hardware::named(name).is_some(), "{name}");
        }
        assert!(Hardware::named("tpu-v9").is_none());
    }

    #[test]
    fn tpu_all_gather_is_bandwidth_bound_for_large_arrays() {
        let v5e = Hardware::named("tpu-v5e").unwrap();
        // 4 devices, no wraparound: one way, 45 GB/s; 45 MB take 1 ms.
        let e = v5e.estimate(CollectiveKind::AllGather, &[axis("x", 4)], 45_000_000);
        assert!((e.seconds - 1e-3).abs() < 1e-9, "{e:?}");
        // 16 devices, wraparound: both ways.
        let e = v5e.estimate(CollectiveKind::AllGather, &[axis("x", 16)], 90_000_000);
        assert!((e.seconds - 1e-3).abs() < 1e-9, "{e:?}");
        // Small arrays: latency bound, 1 µs per hop.
        let e = v5e.estimate(CollectiveKind::AllGather, &[axis("x", 4)], 8);
        assert!((e.seconds - 3e-6).abs() < 1e-12, "{e:?}");
        let ar = v5e.estimate(CollectiveKind::AllReduce, &[axis("x", 4)], 45_000_000);
        assert!((ar.seconds - 2e-3).abs() < 1e-9);
    }

    #[test]
    fn gpu_and_alpha_beta_formulas() {
        let h100 = Hardware::named("h100").unwrap();
        let e = h100.estimate(
            CollectiveKind::AllGather,
            &[axis("x", 8)],
            450_000_000 * 8 / 7,
        );
        assert!((e.seconds - (5e-6 + 1e-3)).abs() < 1e-9, "{e:?}");
        let ab = Hardware::alpha_beta(1e-6, 1e-9, vec![("y".to_string(), 2e-6, 2e-9)]);
        let e = ab.estimate(CollectiveKind::AllReduce, &[axis("x", 2)], 1000);
        assert!((e.seconds - (1e-6 + 1e-6)).abs() < 1e-12, "{e:?}");
        let e = ab.estimate(CollectiveKind::AllGather, &[axis("y", 2)], 1000);
        assert!((e.seconds - (2e-6 + 1e-6)).abs() < 1e-12, "{e:?}");
        assert!(e.arithmetic.contains("α"));
    }
}
