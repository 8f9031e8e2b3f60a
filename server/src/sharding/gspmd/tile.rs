//! Tile-assignment arithmetic: iota canonicalisation, materialisation, recognising an
//! explicit device list as a (transposed) iota, and array transposes.
//!
//! A V2 tile assignment `<=[r0,...]T(p0,...)` stands for
//! `reshape(transpose(reshape(iota(prod(r)), r), p), dims)` (XLA `TileAssignment`). All
//! functions here are pure and bounded: materialising refuses arrays larger than
//! [`MAX_MATERIALIZED_DEVICES`] so hostile input cannot exhaust memory.

use super::{IotaTile, TileDevices};

/// The largest device array this module will build (about a million devices).
pub const MAX_MATERIALIZED_DEVICES: usize = 1 << 20;

/// Product of `dims` with overflow and sign checks. `None` if a dim is negative or the
/// product overflows.
pub fn checked_product(dims: &[i64]) -> Option<i64> {
    dims.iter().try_fold(
        1i64,
        |acc, d| if *d < 0 { None } else { acc.checked_mul(*d) },
    )
}

/// True when `perm` is a permutation of `0..n`.
pub fn is_permutation(perm: &[i64], n: usize) -> bool {
    if perm.len() != n {
        return false;
    }
    let mut seen = vec![false; n];
    perm.iter()
        .all(|p| match usize::try_from(*p).ok().filter(|p| *p < n) {
            Some(p) if !seen[p] => {
                seen[p] = true;
                true
            }
            _ => false,
        })
}

/// XLA's `CanonicalizeIotaDims`: drops size-1 reshape dims and merges dims that stay adjacent
/// and in order after the transpose, e.g. `[3,4,5]T(1,2,0)` becomes `[3,20]T(1,0)` and
/// `[3,4,5]T(0,1,2)` becomes `[60]`. The perm must be a valid permutation.
pub fn canonicalize_iota(iota: &IotaTile) -> IotaTile {
    let mut dims = iota.reshape_dims.clone();
    let mut perm: Vec<usize> = iota
        .perm
        .iter()
        .filter_map(|p| usize::try_from(*p).ok())
        .collect();
    if perm.len() != dims.len() {
        return iota.clone();
    }
    loop {
        // Drop a size-1 dim (keeping at least one dim).
        if dims.len() > 1 {
            if let Some(i) = dims.iter().position(|d| *d == 1) {
                dims.remove(i);
                perm.retain(|p| *p != i);
                perm.iter_mut().filter(|p| **p > i).for_each(|p| *p -= 1);
                continue;
            }
        }
        // Merge a pair that is consecutive both before and after the transpose.
        match (1..perm.len()).find(|&j| perm[j] == perm[j - 1] + 1) {
            Some(j) => {
                let (major, minor) = (perm[j - 1], perm[j]);
                dims[major] = dims[major].saturating_mul(dims[minor]);
                dims.remove(minor);
                perm.remove(j);
                perm.iter_mut()
                    .filter(|p| **p > minor)
                    .for_each(|p| *p -= 1);
            }
            None => break,
        }
    }
    IotaTile {
        reshape_dims: dims,
        perm: perm.into_iter().map(|p| p as i64).collect(),
    }
}

/// Why a tile assignment could not be materialised.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MaterializeError {
    /// The perm is not a permutation of the reshape dims.
    BadPermutation,
    /// The reshape dims' product overflows or is negative.
    BadSize,
    /// More devices than [`MAX_MATERIALIZED_DEVICES`].
    TooLarge,
}

/// The device list of a tile assignment in row-major order, expanding an iota.
pub fn materialize(devices: &TileDevices) -> Result<Vec<i64>, MaterializeError> {
    match devices {
        TileDevices::Explicit(ids) if ids.len() > MAX_MATERIALIZED_DEVICES => {
            Err(MaterializeError::TooLarge)
        }
        TileDevices::Explicit(ids) => Ok(ids.clone()),
        TileDevices::Iota(iota) => materialize_iota(iota),
    }
}

/// Expands an iota tile into its device list in row-major order of the tile array.
pub fn materialize_iota(iota: &IotaTile) -> Result<Vec<i64>, MaterializeError> {
    let n = iota.reshape_dims.len();
    if !is_permutation(&iota.perm, n) {
        return Err(MaterializeError::BadPermutation);
    }
    let total = checked_product(&iota.reshape_dims).ok_or(MaterializeError::BadSize)?;
    let total = usize::try_from(total).map_err(|_| MaterializeError::BadSize)?;
    if total > MAX_MATERIALIZED_DEVICES {
        return Err(MaterializeError::TooLarge);
    }
    let perm: Vec<usize> = iota.perm.iter().map(|p| *p as usize).collect();
    let iota_values: Vec<i64> = (0..total as i64).collect();
    let dims: Vec<usize> = iota.reshape_dims.iter().map(|d| *d as usize).collect();
    Ok(transpose(&iota_values, &dims, &perm))
}

/// Transposes a row-major array of shape `dims`: result dim `j` is input dim `perm[j]`.
/// The caller guarantees `perm` is a permutation and `values.len() == prod(dims)`.
pub fn transpose(values: &[i64], dims: &[usize], perm: &[usize]) -> Vec<i64> {
    let n = dims.len();
    let mut in_strides = vec![1usize; n];
    for i in (0..n.saturating_sub(1)).rev() {
        in_strides[i] = in_strides[i + 1] * dims[i + 1];
    }
    let out_dims: Vec<usize> = perm.iter().map(|p| dims[*p]).collect();
    let out_strides: Vec<usize> = perm.iter().map(|p| in_strides[*p]).collect();
    let mut out = Vec::with_capacity(values.len());
    let mut index = vec![0usize; n];
    for _ in 0..values.len() {
        let offset: usize = index.iter().zip(&out_strides).map(|(i, s)| i * s).sum();
        out.push(values[offset]);
        for k in (0..n).rev() {
            index[k] += 1;
            if index[k] < out_dims[k] {
                break;
            }
            index[k] = 0;
        }
    }
    out
}

/// Recognises a flattened device array as a transposed iota, returning its canonical form.
///
/// Reading the array from the minor end, each maximal run with a constant step is one
/// permuted reshape dim; the array is an iota exactly when every element agrees with those
/// runs and the steps, sorted, form the strides of a row-major reshape.
pub fn detect_iota(values: &[i64]) -> Option<IotaTile> {
    // An iota holds exactly 0..n, which also keeps the step arithmetic below in range.
    let n = i64::try_from(values.len()).ok()?;
    if values.first() != Some(&0) || values.iter().any(|v| *v < 0 || *v >= n) {
        return None;
    }
    // (size, stride) of each permuted dim, minor first.
    let mut factors: Vec<(i64, i64)> = Vec::new();
    let mut level: Vec<i64> = values.to_vec();
    while level.len() > 1 {
        let step = level[1] - level[0];
        if step <= 0 {
            return None;
        }
        let run = 1 + level.windows(2).take_while(|w| w[1] - w[0] == step).count();
        if !level.len().is_multiple_of(run) {
            return None;
        }
        let consistent = level.chunks(run).all(|chunk| {
            chunk
                .iter()
                .enumerate()
                .all(|(i, v)| *v == chunk[0] + i as i64 * step)
        });
        if !consistent {
            return None;
        }
        factors.push((run as i64, step));
        level = level.iter().step_by(run).copied().collect();
    }
    // Strides sorted ascending must be 1, s0, s0*s1, ... (a row-major reshape).
    let mut by_stride: Vec<usize> = (0..factors.len()).collect();
    by_stride.sort_by_key(|i| factors[*i].1);
    let mut expected = 1i64;
    for i in &by_stride {
        let (size, stride) = factors[*i];
        if stride != expected {
            return None;
        }
        expected = expected.checked_mul(size)?;
    }
    if factors.is_empty() {
        return Some(IotaTile {
            reshape_dims: vec![1],
            perm: vec![0],
        });
    }
    // Reshape dims: largest stride first. Perm: permuted (array) order is major first.
    let reshape_order: Vec<usize> = by_stride.iter().rev().copied().collect();
    let reshape_dims: Vec<i64> = reshape_order.iter().map(|i| factors[*i].0).collect();
    let perm: Vec<i64> = (0..factors.len())
        .rev()
        .map(|f| reshape_order.iter().position(|r| *r == f).unwrap_or(0) as i64)
        .collect();
    Some(canonicalize_iota(&IotaTile { reshape_dims, perm }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn iota(reshape: &[i64], perm: &[i64]) -> IotaTile {
        IotaTile {
            reshape_dims: reshape.to_vec(),
            perm: perm.to_vec(),
        }
    }

    #[test]
    fn canonicalization_matches_xla_examples() {
        assert_eq!(
            canonicalize_iota(&iota(&[3, 4, 5], &[1, 2, 0])),
            iota(&[3, 20], &[1, 0])
        );
        assert_eq!(
            canonicalize_iota(&iota(&[3, 4, 5], &[0, 1, 2])),
            iota(&[60], &[0])
        );
        assert_eq!(
            canonicalize_iota(&iota(&[2, 1, 4], &[2, 1, 0])),
            iota(&[2, 4], &[1, 0])
        );
        assert_eq!(canonicalize_iota(&iota(&[1, 1], &[1, 0])), iota(&[1], &[0]));
        assert_eq!(
            canonicalize_iota(&iota(&[2, 2, 2, 4], &[3, 1, 0, 2])),
            iota(&[2, 2, 2, 4], &[3, 1, 0, 2])
        );
        assert_eq!(
            canonicalize_iota(&iota(&[2, 4, 4], &[2, 0, 1])),
            iota(&[8, 4], &[1, 0])
        );
        // An invalid perm is returned unchanged rather than panicking.
        assert_eq!(canonicalize_iota(&iota(&[2, 2], &[0])), iota(&[2, 2], &[0]));
    }

    #[test]
    fn materialization_matches_worked_examples() {
        assert_eq!(
            materialize_iota(&iota(&[2, 2], &[1, 0])).unwrap(),
            [0, 2, 1, 3]
        );
        assert_eq!(
            materialize_iota(&iota(&[2, 2, 2], &[2, 0, 1])).unwrap(),
            [0, 2, 4, 6, 1, 3, 5, 7]
        );
        assert_eq!(
            materialize_iota(&iota(&[2, 2, 3], &[2, 1, 0])).unwrap(),
            [0, 6, 3, 9, 1, 7, 4, 10, 2, 8, 5, 11]
        );
        assert_eq!(
            materialize_iota(&iota(&[8], &[0])).unwrap(),
            (0..8).collect::<Vec<_>>()
        );
        assert_eq!(
            materialize_iota(&iota(&[2, 2], &[0, 0])),
            Err(MaterializeError::BadPermutation)
        );
        assert_eq!(
            materialize_iota(&iota(&[i64::MAX, 2], &[1, 0])),
            Err(MaterializeError::BadSize)
        );
        assert_eq!(
            materialize_iota(&iota(&[1 << 21], &[0])),
            Err(MaterializeError::TooLarge)
        );
        assert_eq!(
            materialize(&TileDevices::Explicit(vec![3, 1])).unwrap(),
            [3, 1]
        );
        assert_eq!(
            materialize(&TileDevices::Explicit(vec![
                0;
                MAX_MATERIALIZED_DEVICES + 1
            ])),
            Err(MaterializeError::TooLarge)
        );
        assert_eq!(
            materialize(&TileDevices::Iota(iota(&[2, 2], &[1, 0]))).unwrap(),
            [0, 2, 1, 3]
        );
    }

    #[test]
    fn detection_inverts_materialization() {
        for (reshape, perm) in [
            (vec![2, 2], vec![1, 0]),
            (vec![2, 2, 2], vec![2, 0, 1]),
            (vec![2, 2, 3], vec![2, 1, 0]),
            (vec![7, 10, 3], vec![2, 1, 0]),
            (vec![2, 3], vec![1, 0]),
            (vec![2, 2, 2, 4], vec![3, 1, 0, 2]),
            (vec![16], vec![0]),
        ] {
            let tile = iota(&reshape, &perm);
            let values = materialize_iota(&tile).unwrap();
            let detected = detect_iota(&values).unwrap_or_else(|| panic!("{reshape:?} {perm:?}"));
            assert_eq!(detected, canonicalize_iota(&tile));
            assert_eq!(materialize_iota(&detected).unwrap(), values);
        }
        assert_eq!(detect_iota(&[0]), Some(iota(&[1], &[0])));
    }

    #[test]
    fn non_iota_lists_are_not_detected() {
        for values in [
            vec![0, 3, 2, 1],
            vec![1, 0],
            vec![0, 0],
            vec![0, 1, 3, 2],
            vec![0, 2, 4],
            vec![],
            vec![0, 2, 1, 4, 3, 5],
        ] {
            assert_eq!(detect_iota(&values), None, "{values:?}");
        }
    }

    #[test]
    fn helpers() {
        assert_eq!(checked_product(&[2, 3, 4]), Some(24));
        assert_eq!(checked_product(&[]), Some(1));
        assert_eq!(checked_product(&[-1, 2]), None);
        assert_eq!(checked_product(&[i64::MAX, 2]), None);
        assert!(is_permutation(&[1, 0, 2], 3));
        assert!(!is_permutation(&[1, 1], 2));
        assert!(!is_permutation(&[0, 2], 2));
        assert!(!is_permutation(&[-1, 0], 2));
        assert!(!is_permutation(&[0], 2));
        assert_eq!(
            transpose(&[0, 1, 2, 3, 4, 5], &[2, 3], &[1, 0]),
            [0, 3, 1, 4, 2, 5]
        );
    }
}
