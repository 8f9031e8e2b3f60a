//! Ops XLA's SPMD partitioner handles in its own way, measured against its
//! output (`tests/partition_jax_programs.rs`): a sort along a sharded
//! dimension moves the dimension's axes elsewhere with all-to-alls instead
//! of gathering it, a variadic reduce (argmax) gathers its partial results
//! instead of all-reducing them, a slice or a pad along a sharded dimension
//! exchanges halos, and some ops are partitioned by replicating their
//! operands.

use super::{axes_text, dims_text, local_bytes, spans, Anchor, Cause, Ctx, Placement, Tensor};
use crate::ir::Op;
use crate::reshard::CollectiveKind;
use crate::sharding::model::{AxisRef, Mesh, TensorSharding};
use std::collections::BTreeMap;

/// Ops XLA partitions by replicating every operand (no handler of their own
/// for the shardings JAX gives them; `chlo.top_k` becomes a `TopK` custom
/// call, which the partitioner only splits along its sorted dimension).
const REPLICATED_BY_XLA: &[&str] = &["chlo.top_k"];

pub(super) fn replicated_by_xla(name: &str) -> bool {
    REPLICATED_BY_XLA.contains(&name)
}

/// A sort or concatenate along a sharded dimension `dim`: XLA moves that
/// dimension's axes to `target` (the first other dimension they divide along
/// with what already shards it), works locally, and moves them back.
pub(super) struct AxisMove {
    pub dim: usize,
    pub axes: Vec<AxisRef>,
    pub target: usize,
}

impl Ctx<'_> {
    /// Every operand of `op` resharded to fully replicated.
    pub(super) fn replicated_op(&mut self, op: &Op) {
        for (index, operand) in op.operands.iter().enumerate() {
            let Some(tensor) = operand.value.and_then(|v| self.tensor(v)) else {
                continue;
            };
            let Some(from) = tensor.sharding.clone() else {
                continue;
            };
            if from.is_fully_replicated() {
                continue;
            }
            let Some(mesh) = self.mesh_of(&from) else {
                continue;
            };
            let to = TensorSharding::replicated(from.mesh.clone(), tensor.shape.len());
            let why = format!(
                "XLA's SPMD partitioner computes '{}' on every device with whole operands",
                op.name
            );
            self.reshard(
                op,
                &tensor,
                &from,
                &to,
                &mesh,
                Cause::Reshard,
                &why,
                Anchor::Operand {
                    index,
                    shared: true,
                },
            );
        }
    }

    /// Where XLA moves the axes of dimension `dim`, if it can.
    pub(super) fn axis_move(
        &self,
        dim: usize,
        tensors: &[Tensor],
        shardings: &[TensorSharding],
        mesh: &Mesh,
    ) -> Option<AxisMove> {
        let first = shardings.first()?;
        let axes = first.dims.get(dim)?.axes.clone();
        if axes.is_empty() {
            return None;
        }
        let moved: i64 = axes.iter().map(|a| a.size(mesh).unwrap_or(1)).product();
        let shape = &tensors.first()?.shape;
        let target = (0..shape.len()).filter(|&d| d != dim).find(|&d| {
            let present: i64 = first.dims[d]
                .axes
                .iter()
                .map(|a| a.size(mesh).unwrap_or(1))
                .product();
            shape[d] % (present * moved).max(1) == 0
        })?;
        Some(AxisMove { dim, axes, target })
    }

    /// One all-to-all of `tensor` for an `AxisMove`, there or back.
    pub(super) fn move_all_to_all(
        &mut self,
        op: &Op,
        tensor: &Tensor,
        sharding: &TensorSharding,
        mesh: &Mesh,
        moved: &AxisMove,
        back: bool,
    ) {
        let bytes = local_bytes(
            &tensor.shape,
            tensor.element_bytes,
            Some(sharding),
            Some(mesh),
        );
        let refs: Vec<&AxisRef> = moved.axes.iter().collect();
        let (from, to) = if back {
            (moved.target, moved.dim)
        } else {
            (moved.dim, moved.target)
        };
        let reason = format!(
            "'{}' works along the whole of dimension {} of {}, sharded {} ({}{}): its axes {} move from dimension {from} to dimension {to}{}",
            op.name,
            moved.dim,
            self.value_name(tensor.value),
            dims_text(sharding),
            self.value_name(tensor.value),
            self.origin(tensor.value),
            axes_text(&moved.axes),
            if back { " afterwards" } else { " so that each device holds that dimension whole" }
        );
        self.note(&reason);
        let placement = self.placement;
        self.placement = if back {
            Placement::After
        } else {
            Placement::Before(tensor.value)
        };
        self.push(
            op,
            CollectiveKind::AllToAll,
            spans(&refs, mesh),
            bytes,
            Cause::Reshard,
            reason,
        );
        self.placement = placement;
    }
}

/// The data each device needs from other shards along one dimension of a
/// windowed op, as XLA's `ExchangeHalo` (`spmd_partitioner_util.cc`) moves
/// a pad's halos: `size` input
/// elements split in `shards` shards compute `out` output elements, output
/// `j` reading input `j + start`. Device `i` computes the output's
/// `[i·s', (i+1)·s')` and holds the input's `[i·s, (i+1)·s)`. The result
/// maps each distance `d` (data from shard `i - d` to shard `i`; positive
/// from the lower neighbours) to the hull of the source shard's local range
/// sent at that distance: one collective-permute per distance, of that width.
pub(super) fn shard_transfers(
    size: i64,
    out: i64,
    start: i64,
    shards: i64,
) -> BTreeMap<i64, (i64, i64)> {
    let mut hulls: BTreeMap<i64, (i64, i64)> = BTreeMap::new();
    if shards < 2 || size <= 0 || out <= 0 {
        return hulls;
    }
    let shard_in = (size + shards - 1) / shards;
    let shard_out = (out + shards - 1) / shards;
    for i in 0..shards {
        let first = i * shard_out;
        let last = ((i + 1) * shard_out).min(out);
        if first >= last {
            continue;
        }
        let lo = (first + start).max(0);
        let hi = (last + start).min(size);
        for k in 0..shards {
            let own_lo = lo.max(k * shard_in);
            let own_hi = hi.min((k + 1) * shard_in);
            if own_lo >= own_hi || k == i {
                continue;
            }
            let local = (own_lo - k * shard_in, own_hi - k * shard_in);
            let hull = hulls.entry(i - k).or_insert(local);
            hull.0 = hull.0.min(local.0);
            hull.1 = hull.1.max(local.1);
        }
    }
    hulls
}

/// A piece of a window another shard holds: (target, offset in the target's
/// window, low, high within the source shard).
type Piece = (i64, i64, i64, i64);

/// The collective-permutes of XLA's compact halo exchange
/// (`ExchangeHaloCompact` in `spmd_partitioner_util.cc`, which
/// `ReshardAsWindowedInput` uses for a slice) along one dimension: `size`
/// input elements in `shards` shards of `s = ⌈size/shards⌉`; output shard
/// `i` (of `s' = ⌈out/shards⌉`) reads the input window
/// `[start + stride·i·s', start + stride·((i+1)·s' − 1) + 1)`. Each window
/// is cut at the input shards' bounds into pieces; the pieces held by
/// another shard are sent, grouped into rounds in which every shard sends
/// at most one piece and receives at most one (a shard's pieces in the
/// order of their place in the windows, and a small piece from the start of
/// a shard is not put with one from its end): one collective-permute per
/// round, as wide as the hull of the pieces in it. Returns each permute's
/// `(low, high)` range within the source shard.
pub(super) fn compact_halo_exchange(
    size: i64,
    out: i64,
    start: i64,
    stride: i64,
    shards: i64,
) -> Vec<(i64, i64)> {
    if shards < 2 || size <= 0 || out <= 0 || stride <= 0 {
        return Vec::new();
    }
    let shard_in = (size + shards - 1) / shards;
    let shard_out = (out + shards - 1) / shards;
    // Per source, in the order XLA lists them (by position in the windows,
    // then by target): the pieces it sends.
    let mut pieces: Vec<Vec<Vec<Piece>>> = vec![Vec::new(); shards as usize];
    for i in 0..shards {
        let first = start + stride * i * shard_out;
        let limit = start + stride * ((i + 1) * shard_out - 1) + 1;
        let mut at = first;
        let mut position = 0usize;
        while at < limit {
            if at < 0 || at >= size {
                // Padding: nobody sends it.
                at = if at < 0 { 0.min(limit) } else { limit };
                position += 1;
                continue;
            }
            let source = at / shard_in;
            let low = at - source * shard_in;
            let high = (low + (limit - at)).min(shard_in);
            if source != i {
                let list = &mut pieces[source as usize];
                if list.len() <= position {
                    list.resize(position + 1, Vec::new());
                }
                list[position].push((i, at - first, low, high));
            }
            at += high - low;
            position += 1;
        }
    }
    let mut queues: Vec<Vec<Piece>> = pieces
        .into_iter()
        .map(|by_position| {
            let mut q: Vec<_> = by_position.into_iter().flatten().collect();
            q.sort_by_key(|&(_, offset, _, _)| offset); // stable
            q
        })
        .collect();
    let mut next = vec![0usize; queues.len()];
    let mut permutes = Vec::new();
    loop {
        let mut seen = vec![false; shards as usize];
        let (mut low, mut high) = (shard_in, 0);
        let mut any = false;
        for (source, queue) in queues.iter_mut().enumerate() {
            let Some(&(target, _, l, h)) = queue.get(next[source]) else {
                continue;
            };
            if any
                && (seen[target as usize]
                    || (low > h && high == shard_in && l == 0)
                    || (high < l && low == 0 && h == shard_in))
            {
                continue;
            }
            any = true;
            seen[target as usize] = true;
            low = low.min(l);
            high = high.max(h);
            next[source] += 1;
        }
        if !any {
            break;
        }
        permutes.push((low, high));
    }
    permutes
}

/// How XLA's `ReshardAsWindowedInput` moves the data of a slice along a
/// sharded dimension (`HandleSlice` describes the slice as a window of size
/// 1, stride `stride`, padding low `-start`; `ExchangeHaloAndGetValidData`
/// in `spmd_partitioner_util.cc` chooses). `size` input elements in `shards`
/// shards of `s = ⌈size/shards⌉`, `out` output elements, `k = ⌈out/shards⌉`
/// per shard, each reading `w = stride·(k−1)+1` input elements: shard `i`'s
/// left halo is `L(i) = s·i − start − stride·k·i`, its right halo
/// `R(i) = stride·k·i + w − s·(i+1) + start`. When the largest halo exceeds
/// `2·w`, the compact exchange ([`compact_halo_exchange`]), or a gather when
/// `2·w ≥ shards·s`; otherwise `ExchangeHalo`: from the lower neighbours the
/// widest left halo, one collective-permute per shard it reaches, the same
/// from the upper ones, or a gather when the halos reach past the neighbour
/// and cover the whole dimension. `Permutes` lists each permute's `(low,
/// high)` range within the source shard. A slice with fewer outputs than
/// shards (XLA then trims the shards) keeps the compact exchange.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum SliceExchange {
    Permutes(Vec<(i64, i64)>),
    /// The dimension is gathered (XLA replicates the windowed dimension).
    Gather,
}

pub(super) fn slice_exchange(
    size: i64,
    out: i64,
    start: i64,
    stride: i64,
    shards: i64,
) -> SliceExchange {
    if shards < 2 || size <= 0 || out < shards || stride <= 0 {
        return SliceExchange::Permutes(compact_halo_exchange(size, out, start, stride, shards));
    }
    let s = (size + shards - 1) / shards;
    let k = (out + shards - 1) / shards;
    let w = stride * (k - 1) + 1;
    let left = |i: i64| s * i - start - stride * k * i;
    let right = |i: i64| stride * k * i + w - s * (i + 1) + start;
    let max_in =
        |f: &dyn Fn(i64) -> i64, lo: i64, hi: i64| (lo..hi).map(f).max().unwrap_or(i64::MIN);
    let max_halo = max_in(&left, 0, shards).max(max_in(&right, 0, shards));
    if max_halo > 2 * w {
        if 2 * w >= shards * s {
            return SliceExchange::Gather;
        }
        return SliceExchange::Permutes(compact_halo_exchange(size, out, start, stride, shards));
    }
    // `ExchangeHalo` along one dimension.
    let max_left = max_in(&left, 1, shards);
    let max_right = max_in(&right, 0, shards - 1);
    if max_left + max_right + s >= s * shards && (max_left > s || max_right > s) {
        return SliceExchange::Gather;
    }
    let left_bound = -max_in(&left, 0, shards);
    let right_bound = s + max_in(&right, 0, shards);
    if left_bound >= right_bound {
        return SliceExchange::Gather;
    }
    let mut permutes = Vec::new();
    // Left halos, the farthest neighbour first: the end of its shard.
    let hops = (max_left + s - 1).div_euclid(s);
    for i in (0..hops).rev() {
        if (-i - 1) * s >= right_bound {
            continue;
        }
        let with_skips = (max_left - s * i).min(s);
        let skips = (-i * s - right_bound).max(0);
        if with_skips - skips > 0 {
            permutes.push((s - with_skips, s - skips));
        }
    }
    // Right halos, the nearest neighbour first: the start of its shard.
    let hops = (max_right + s - 1).div_euclid(s);
    for i in 0..hops {
        if (i + 2) * s <= left_bound {
            continue;
        }
        let with_skips = (max_right - s * i).min(s);
        let skips = (left_bound - (i + 1) * s).max(0);
        if with_skips - skips > 0 {
            permutes.push((skips, with_skips));
        }
    }
    SliceExchange::Permutes(permutes)
}

/// The widest halos (low, high) a device needs from its neighbours to pad
/// dimension `dim` (size `size`, split in `shards`) with the op's
/// `low`/`high` padding, as XLA's partitioner exchanges them (the left halo
/// comes from the lower neighbour, the right one from the upper). None when
/// the padding cannot be read, is interior or negative, or a halo would
/// reach past the neighbour (then the dimension is gathered).
pub(super) fn pad_halo(op_text: &str, dim: usize, size: i64, shards: i64) -> Option<(i64, i64)> {
    let list = |key: &str| int_list(op_text, key);
    let low = *list("low")?.get(dim)?;
    let high = *list("high")?.get(dim)?;
    if list("interior").is_some_and(|i| i.get(dim).is_some_and(|&v| v != 0)) {
        return None;
    }
    if low < 0 || high < 0 || shards < 2 {
        return None;
    }
    let transfers = shard_transfers(size, size + low + high, -low, shards);
    if transfers.keys().any(|d| d.abs() != 1) {
        return None;
    }
    let width = |d: i64| transfers.get(&d).map_or(0, |(lo, hi)| hi - lo);
    Some((width(1), width(-1)))
}

/// An op's integer list attribute: `low = [0, 2]` (custom form),
/// `edge_padding_low = array<i64: 0, 2>` (generic form).
fn int_list(op_text: &str, key: &str) -> Option<Vec<i64>> {
    op_text.match_indices(key).find_map(|(at, _)| {
        let rest = op_text[at + key.len()..].trim_start().strip_prefix('=')?;
        let rest = rest.trim_start();
        let rest = rest.strip_prefix("array<i64:").unwrap_or(rest);
        let rest = rest.trim_start().strip_prefix('[').unwrap_or(rest);
        let end = rest.find([']', '>'])?;
        rest[..end]
            .split(',')
            .map(|s| s.trim().parse::<i64>().ok())
            .collect()
    })
}

/// Start and stride of dimension `dim` of a `stablehlo.slice`: the custom
/// form `%x [0:16, 3:35:2]` or the generic `start_indices = array<i64: …>`.
pub(super) fn slice_start(op_text: &str, dim: usize) -> Option<(i64, i64)> {
    if let Some(starts) = int_list(op_text, "start_indices") {
        let stride = int_list(op_text, "strides").map_or(Some(1), |s| s.get(dim).copied())?;
        return Some((*starts.get(dim)?, stride));
    }
    // `stablehlo.slice %arg0 [0:16, 3:35] : …`
    let open = op_text.find('[')?;
    let close = open + op_text[open..].find(']')?;
    let part = op_text[open + 1..close].split(',').nth(dim)?;
    let mut fields = part.split(':').map(|s| s.trim().parse::<i64>().ok());
    let start = fields.next()??;
    let _limit = fields.next()??;
    let stride = fields.next().unwrap_or(Some(1))?;
    Some((start, stride))
}

#[cfg(test)]
mod tests {
    use super::{
        compact_halo_exchange, pad_halo, shard_transfers, slice_exchange, slice_start,
        SliceExchange,
    };

    #[test]
    fn slices_use_the_halo_exchange_xla_chooses() {
        // Measured with jax 0.10.2, 16x64 f32 on a 2x4 mesh, columns on 4.
        let widths = |e: SliceExchange| match e {
            SliceExchange::Permutes(v) => v.iter().map(|(l, h)| h - l).collect::<Vec<_>>(),
            SliceExchange::Gather => panic!("gathered"),
        };
        // x[:, 5:59]: 54 columns, 14 per device; halos of at most 1 from
        // the lower neighbour and 3 from the upper one: ExchangeHalo.
        assert_eq!(widths(slice_exchange(64, 54, 5, 1, 4)), [1, 3]);
        // x[:, 1:63]: only from the upper neighbour, one column.
        assert_eq!(widths(slice_exchange(64, 62, 1, 1, 4)), [1]);
        // x[:, 2:62]: one column each way.
        assert_eq!(widths(slice_exchange(64, 60, 2, 1, 4)), [1, 1]);
        // x[:, 0:62]: every device's window is in its own shard.
        assert_eq!(widths(slice_exchange(64, 62, 0, 1, 4)), Vec::<i64>::new());
        // Halos wider than twice the window: the compact exchange.
        assert_eq!(widths(slice_exchange(64, 32, 3, 1, 4)), [16, 5]);
        assert_eq!(widths(slice_exchange(64, 16, 1, 2, 4)), [15, 7]);
        assert_eq!(widths(slice_exchange(64, 32, 3, 1, 8)), [8, 1, 3]);
        // The ranges sent: the last column of the lower neighbour, the
        // first three of the upper one.
        assert_eq!(
            slice_exchange(64, 54, 5, 1, 4),
            SliceExchange::Permutes(vec![(15, 16), (0, 3)])
        );
    }

    #[test]
    fn compact_halo_exchanges_are_those_of_xla() {
        // Measured with jax 0.10.2 (tests/partition_jax_programs.rs and
        // the slices below, 16x64 f32 on a 2x4 mesh).
        let widths = |v: Vec<(i64, i64)>| v.iter().map(|(l, h)| h - l).collect::<Vec<_>>();
        // x[:, 3:35] on 4 shards: a whole shard, then 5 columns.
        assert_eq!(widths(compact_halo_exchange(64, 32, 3, 1, 4)), [16, 5]);
        // x[:, 2:62]: one column each way, never in one permute.
        assert_eq!(widths(compact_halo_exchange(64, 60, 2, 1, 4)), [1, 1]);
        // x[:, 3:35] on 8 shards: 512, 64 and 192 bytes.
        assert_eq!(widths(compact_halo_exchange(64, 32, 3, 1, 8)), [8, 1, 3]);
        // x[:, 48:]: the last shard sends three pieces, one per round.
        assert_eq!(widths(compact_halo_exchange(64, 16, 48, 1, 4)), [4, 4, 4]);
        // x[:, 1:33:2]: 480 and 224 bytes; x[:, ::2] stays local.
        assert_eq!(widths(compact_halo_exchange(64, 16, 1, 2, 4)), [15, 7]);
        assert!(compact_halo_exchange(64, 32, 0, 2, 4).is_empty());
        assert!(compact_halo_exchange(64, 64, 0, 1, 4).is_empty());
    }

    #[test]
    fn a_slice_across_shard_boundaries_moves_shards_and_a_halo() {
        // x[:, 3:35] of 64 columns on 4 devices (XLA, jax 0.10.2): output
        // shard i reads [3 + 8i, 11 + 8i); from the lower neighbour the
        // hull is a whole shard ([11, 16) for shard 1, [3, 11) for 2,
        // [0, 3) for 3), from two shards down [11, 16) for shard 3.
        let t = shard_transfers(64, 32, 3, 4);
        assert_eq!(
            t.into_iter().collect::<Vec<_>>(),
            vec![(1, (0, 16)), (2, (11, 16))]
        );
        // A slice that keeps every shard where it is moves nothing.
        assert!(shard_transfers(64, 64, 0, 4).is_empty());
        // One column dropped at the start: each device takes one column
        // from its upper neighbour.
        assert_eq!(shard_transfers(64, 63, 1, 4).get(&-1), Some(&(0, 1)));
        assert_eq!(
            slice_start("stablehlo.slice %arg0 [0:16, 3:35] : (t) -> t", 1),
            Some((3, 1))
        );
        assert_eq!(
            slice_start("stablehlo.slice %arg0 [0:16:2, 3:35] : (t)", 0),
            Some((0, 2))
        );
        let generic = r#""stablehlo.slice"(%a) <{limit_indices = array<i64: 16, 35>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>}>"#;
        assert_eq!(slice_start(generic, 1), Some((3, 1)));
    }

    #[test]
    fn pad_halos_are_the_widest_over_the_shards() {
        // 64 on 4 devices padded by 2 on both sides: 68 → 17 per device;
        // device 1 needs one column from device 0, device 2 one from device 3.
        let text = "stablehlo.pad %arg0, %cst, low = [0, 2], high = [0, 2], interior = [0, 0]";
        assert_eq!(pad_halo(text, 1, 64, 4), Some((1, 1)));
        assert_eq!(pad_halo(text, 0, 16, 2), Some((0, 0)));
        // The generic form, and interior padding (not a halo).
        let generic = r#""stablehlo.pad"(%a, %c) <{edge_padding_high = array<i64: 0, 8>, edge_padding_low = array<i64: 0, 8>, interior_padding = array<i64: 0, 0>}>"#;
        assert_eq!(pad_halo(generic, 1, 64, 4), Some((4, 4)));
        let interior = "stablehlo.pad %a, %c, low = [0, 0], high = [0, 0], interior = [0, 1]";
        assert_eq!(pad_halo(interior, 1, 64, 4), None);
        assert_eq!(pad_halo("garbage", 1, 64, 4), None);
    }
}
