//! A reshard that only changes halo sizes, as `shard-partition` lowers it
//! (`tryUpdateHaloInResharding` in LLVM's Partition.cpp): the core of each
//! device's shard moves into a tensor of the new local shape, and
//! `shard.update_halo` fills the new halos from the neighbours.
//!
//! ```text
//! %empty = tensor.empty() : tensor<11x32xf32>
//! %core = tensor.extract_slice %local[1, 0] [8, 32] [1, 1] : tensor<10x32xf32> to tensor<8x32xf32>
//! %placed = tensor.insert_slice %core into %empty[2, 0] [8, 32] [1, 1] : tensor<8x32xf32> into tensor<11x32xf32>
//! %out = shard.update_halo %placed on @grid split_axes = [[0], []] halo_sizes = [2, 1] : tensor<11x32xf32>
//! ```
//!
//! Only the `shard` dialect (2025) is printed: the 2024 `mesh.update_halo`
//! took source and destination halos in another syntax.

use super::print_sdy::PrintError;
use super::print_shard::{local_shape_of, tensor_type};
use crate::sharding::mesh_family::{from_model, print_split_axes};
use crate::sharding::model::{Mesh, Notation, SizeValue, TensorSharding};

/// The local types and ops of a halo update from `from` to `to` (same split
/// axes, no shard offsets, different halo sizes) of a tensor of type `ty`.
pub struct HaloUpdate {
    /// The local shard type before (with the old halos) and after.
    pub local_from: String,
    pub local_to: String,
    /// The ops, reading `input` (of type `local_from`) and defining `output`.
    pub ops: String,
}

/// `None` when the two shardings differ in more than their halo sizes (or
/// not at all); an error when they do only that but cannot be printed.
pub fn print_halo_update(
    from: &TensorSharding,
    to: &TensorSharding,
    mesh: &Mesh,
    ty: &str,
    input: &str,
    output: &str,
    fresh: &mut dyn FnMut(&str) -> String,
) -> Option<Result<HaloUpdate, PrintError>> {
    let era = Notation::ShardDialect;
    let (Ok(source), Ok(target)) = (from_model(from, mesh, era), from_model(to, mesh, era)) else {
        return None;
    };
    let only_halos_differ = source.split_axes == target.split_axes
        && source.grid == target.grid
        && source.partial == target.partial
        && source.sharded_dims_offsets.is_empty()
        && target.sharded_dims_offsets.is_empty()
        && source.halo_sizes != target.halo_sizes;
    if !only_halos_differ {
        return None;
    }
    // Every dimension listed, trailing empty ones too, as a sharding written
    // for the tensor's rank spells them (shard-partition prints the source's).
    let mut split_axes = source.split_axes;
    split_axes.resize(from.rank().max(split_axes.len()), Vec::new());
    let grid = source.grid?;
    Some(print(
        from,
        to,
        mesh,
        ty,
        input,
        output,
        fresh,
        &split_axes,
        &grid,
    ))
}

#[allow(clippy::too_many_arguments)]
fn print(
    from: &TensorSharding,
    to: &TensorSharding,
    mesh: &Mesh,
    ty: &str,
    input: &str,
    output: &str,
    fresh: &mut dyn FnMut(&str) -> String,
    split_axes: &[Vec<i64>],
    grid: &str,
) -> Result<HaloUpdate, PrintError> {
    let cannot = |reason: String| PrintError::CannotExpress {
        notation: Notation::ShardDialect,
        reason,
    };
    // The core of each shard: without halos (the dialect needs exact splits).
    let (core, element) = local_shape_of(from, mesh, ty, Notation::ShardDialect)?;
    let sharded: Vec<usize> = (0..from.rank())
        .filter(|&d| !from.dims[d].axes.is_empty())
        .collect();
    let from_halos = halos(from, &sharded, &cannot)?;
    let to_halos = halos(to, &sharded, &cannot)?;
    let with_halos = |halos: &[(i64, i64)]| -> Vec<i64> {
        let mut local = core.clone();
        for (&d, &(low, high)) in sharded.iter().zip(halos) {
            local[d] += low + high;
        }
        local
    };
    let lows = |halos: &[(i64, i64)]| -> Vec<i64> {
        let mut offsets = vec![0; core.len()];
        for (&d, &(low, _)) in sharded.iter().zip(halos) {
            offsets[d] = low;
        }
        offsets
    };
    let local_from = tensor_type(&with_halos(&from_halos), &element);
    let local_to = tensor_type(&with_halos(&to_halos), &element);
    let core_type = tensor_type(&core, &element);
    let list = |values: &[i64]| {
        let items: Vec<String> = values.iter().map(i64::to_string).collect();
        format!("[{}]", items.join(", "))
    };
    let ones = vec![1; core.len()];
    let empty = fresh("empty");
    let core_name = fresh("core");
    let placed = fresh("placed");
    let halo_attribute = if to_halos.iter().all(|&h| h == (0, 0)) {
        String::new()
    } else {
        let flat: Vec<i64> = to_halos.iter().flat_map(|&(l, h)| [l, h]).collect();
        format!(" halo_sizes = {}", list(&flat))
    };
    // In the order `shard-partition` emits them.
    let ops = [
        format!("{empty} = tensor.empty() : {local_to}"),
        format!(
            "{core_name} = tensor.extract_slice {input}{} {} {} : {local_from} to {core_type}",
            list(&lows(&from_halos)),
            list(&core),
            list(&ones)
        ),
        format!(
            "{placed} = tensor.insert_slice {core_name} into {empty}{} {} {} : {core_type} into {local_to}",
            list(&lows(&to_halos)),
            list(&core),
            list(&ones)
        ),
        format!(
            "{output} = shard.update_halo {placed} on @{grid} split_axes = {}{halo_attribute} : {local_to}",
            print_split_axes(split_axes)
        ),
    ]
    .join("\n");
    Ok(HaloUpdate {
        local_from,
        local_to,
        ops,
    })
}

/// The `(low, high)` halos of each sharded dimension (zeros when the
/// sharding has none); static sizes only.
fn halos(
    sharding: &TensorSharding,
    sharded: &[usize],
    cannot: &dyn Fn(String) -> PrintError,
) -> Result<Vec<(i64, i64)>, PrintError> {
    if sharding.halo_sizes.is_empty() {
        return Ok(vec![(0, 0); sharded.len()]);
    }
    if sharding.halo_sizes.len() != 2 * sharded.len() {
        return Err(cannot(
            "halo sizes must be specified for all split axes.".into(),
        ));
    }
    let values: Vec<i64> = sharding
        .halo_sizes
        .iter()
        .map(|v| match v {
            SizeValue::Static(n) if *n >= 0 => Ok(*n),
            SizeValue::Static(n) => Err(cannot(format!("negative halo size {n}"))),
            SizeValue::Dynamic(name) => Err(cannot(format!(
                "the halo size {name} is only known at run time"
            ))),
        })
        .collect::<Result<_, _>>()?;
    Ok(values.chunks(2).map(|pair| (pair[0], pair[1])).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sharding::mesh_family::{parse_sharding_op, to_model};

    fn grid() -> Mesh {
        Mesh::from_sizes(&[("0", 4), ("1", 2)])
    }

    fn sharding(text: &str) -> TensorSharding {
        let parsed = parse_sharding_op(text, Notation::ShardDialect).unwrap();
        to_model(&parsed.sharding, 2, None).unwrap()
    }

    fn update(from: &str, to: &str) -> Option<Result<HaloUpdate, PrintError>> {
        let mut n = 0;
        let mut fresh = |stem: &str| {
            n += 1;
            format!("%{stem}{n}")
        };
        print_halo_update(
            &sharding(from),
            &sharding(to),
            &grid(),
            "tensor<32x32xf32>",
            "%in",
            "%out",
            &mut fresh,
        )
    }

    #[test]
    fn new_halos_move_the_core_and_update() {
        let update = update(
            "@grid split_axes = [[0]] halo_sizes = [1, 1]",
            "@grid split_axes = [[0]] halo_sizes = [2, 1]",
        )
        .unwrap()
        .unwrap();
        assert_eq!(update.local_from, "tensor<10x32xf32>");
        assert_eq!(update.local_to, "tensor<11x32xf32>");
        assert_eq!(
            update.ops,
            "%empty1 = tensor.empty() : tensor<11x32xf32>\n\
             %core2 = tensor.extract_slice %in[1, 0] [8, 32] [1, 1] : tensor<10x32xf32> to tensor<8x32xf32>\n\
             %placed3 = tensor.insert_slice %core2 into %empty1[2, 0] [8, 32] [1, 1] : tensor<8x32xf32> into tensor<11x32xf32>\n\
             %out = shard.update_halo %placed3 on @grid split_axes = [[0], []] halo_sizes = [2, 1] : tensor<11x32xf32>"
        );
    }

    #[test]
    fn dropping_the_halos_still_updates_without_sizes() {
        let update = update(
            "@grid split_axes = [[1], [0]] halo_sizes = [1, 0, 0, 2]",
            "@grid split_axes = [[1], [0]]",
        )
        .unwrap()
        .unwrap();
        assert_eq!(update.local_from, "tensor<17x10xf32>");
        assert_eq!(update.local_to, "tensor<16x8xf32>");
        assert!(update
            .ops
            .ends_with("split_axes = [[1], [0]] : tensor<16x8xf32>"));
    }

    #[test]
    fn other_changes_are_not_halo_updates() {
        assert!(update(
            "@grid split_axes = [[0]] halo_sizes = [1, 1]",
            "@grid split_axes = [[1]] halo_sizes = [2, 1]",
        )
        .is_none());
        assert!(update("@grid split_axes = [[0]]", "@grid split_axes = [[0]]").is_none());
        assert!(update(
            "@grid split_axes = [[0]] sharded_dims_offsets = [0, 8, 16, 24, 32]",
            "@grid split_axes = [[0]] halo_sizes = [1, 1]",
        )
        .is_none());
    }

    #[test]
    fn run_time_halos_cannot_be_printed() {
        let error = update(
            "@grid split_axes = [[0]] halo_sizes = [1, %h]",
            "@grid split_axes = [[0]] halo_sizes = [2, 1]",
        )
        .unwrap()
        .err()
        .unwrap();
        assert!(error.to_string().contains("run time"), "{error}");
    }
}
