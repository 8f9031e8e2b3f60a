//! Shardy's convolution rule, shared by `stablehlo.convolution`, linalg's
//! named convolutions, `tosa.conv2d` and `onnx.Conv`: batch (and batch
//! groups), per spatial dim a "number of windows" factor (permutation) and a
//! "window size" factor (reduction), the larger one major, feature groups,
//! input features (reduction) and output features.

use super::builder::{RuleBuilder, Side};
use super::context::Shapes;
use super::model::FactorKind;
use super::params::StructAttr;

/// Which dim of each tensor plays which role.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ConvDims {
    pub input_batch: usize,
    pub input_feature: usize,
    pub input_spatial: Vec<usize>,
    pub kernel_input_feature: usize,
    pub kernel_output_feature: usize,
    pub kernel_spatial: Vec<usize>,
    pub output_batch: usize,
    pub output_feature: usize,
    pub output_spatial: Vec<usize>,
}

/// `[b, 0, 1, f]` → (role letter positions, spatial dims by number).
fn layout(text: &str, letters: [char; 2]) -> Option<([usize; 2], Vec<usize>)> {
    let body = text.trim().strip_prefix('[')?.strip_suffix(']')?;
    let mut found = [None, None];
    let mut spatial: Vec<(usize, usize)> = Vec::new();
    for (dim, entry) in body.split(',').map(str::trim).enumerate() {
        if let Ok(n) = entry.parse::<usize>() {
            spatial.push((n, dim));
        } else {
            let c = entry.chars().next()?;
            let slot = letters.iter().position(|&l| l == c)?;
            found[slot] = Some(dim);
        }
    }
    spatial.sort();
    if spatial.iter().enumerate().any(|(i, (n, _))| i != *n) {
        return None;
    }
    Some((
        [found[0]?, found[1]?],
        spatial.into_iter().map(|(_, d)| d).collect(),
    ))
}

impl ConvDims {
    /// The compact form `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`.
    pub fn parse_compact(text: &str) -> Option<ConvDims> {
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let (lhs, rest) = compact.split_once("]x[")?;
        let (rhs, out) = rest.split_once("]->")?;
        let ([input_batch, input_feature], input_spatial) = layout(&format!("{lhs}]"), ['b', 'f'])?;
        let ([kernel_input_feature, kernel_output_feature], kernel_spatial) =
            layout(&format!("[{rhs}]"), ['i', 'o'])?;
        let ([output_batch, output_feature], output_spatial) = layout(out, ['b', 'f'])?;
        let dims = ConvDims {
            input_batch,
            input_feature,
            input_spatial,
            kernel_input_feature,
            kernel_output_feature,
            kernel_spatial,
            output_batch,
            output_feature,
            output_spatial,
        };
        dims.is_consistent().then_some(dims)
    }

    /// `#stablehlo.conv<…>`: the compact body or `raw key = value` pairs.
    pub fn parse_attribute(text: &str) -> Option<ConvDims> {
        let attr = StructAttr::parse(text)?;
        if let Some(dims) = ConvDims::parse_compact(&attr.body) {
            return Some(dims);
        }
        let one = |key: &str| attr.int(key).and_then(|v| usize::try_from(v).ok());
        let many = |key: &str| -> Option<Vec<usize>> {
            attr.ints(key)?
                .into_iter()
                .map(|v| usize::try_from(v).ok())
                .collect()
        };
        let dims = ConvDims {
            input_batch: one("input_batch_dimension")?,
            input_feature: one("input_feature_dimension")?,
            input_spatial: many("input_spatial_dimensions")?,
            kernel_input_feature: one("kernel_input_feature_dimension")?,
            kernel_output_feature: one("kernel_output_feature_dimension")?,
            kernel_spatial: many("kernel_spatial_dimensions")?,
            output_batch: one("output_batch_dimension")?,
            output_feature: one("output_feature_dimension")?,
            output_spatial: many("output_spatial_dimensions")?,
        };
        dims.is_consistent().then_some(dims)
    }

    fn is_consistent(&self) -> bool {
        self.input_spatial.len() == self.kernel_spatial.len()
            && self.input_spatial.len() == self.output_spatial.len()
    }
}

/// Which operands/result hold the convolution's tensors.
pub(crate) struct ConvTensors<'a> {
    pub lhs: usize,
    pub rhs: usize,
    pub lhs_shape: &'a [i64],
    pub rhs_shape: &'a [i64],
    pub out_shape: &'a [i64],
}

fn dim_of(shape: &[i64], dim: usize, what: &str) -> Result<i64, String> {
    shape
        .get(dim)
        .copied()
        .ok_or_else(|| format!("{what} dimension {dim} is out of range"))
}

/// Adds the convolution's factors to `b` (result 0 is the output).
pub(crate) fn add_conv_factors(
    b: &mut RuleBuilder,
    t: &ConvTensors,
    dims: &ConvDims,
    batch_groups: i64,
    feature_groups: i64,
    conservative: bool,
) -> Result<(), String> {
    if batch_groups < 1 || feature_groups < 1 {
        return Err("group counts must be at least 1".into());
    }
    let n = b.num_operands();
    let operands = |lhs: Option<usize>, rhs: Option<usize>| {
        let mut v = vec![None; n];
        v[t.lhs] = lhs;
        v[t.rhs] = rhs;
        v
    };
    use FactorKind::*;
    if batch_groups > 1 {
        b.add(
            &operands(Some(dims.input_batch), Some(dims.kernel_output_feature)),
            &[Some(dims.output_feature)],
            batch_groups,
            PassThrough,
        );
    }
    b.add(
        &operands(Some(dims.input_batch), None),
        &[Some(dims.output_batch)],
        dim_of(t.out_shape, dims.output_batch, "output batch")?,
        PassThrough,
    );
    if !conservative {
        for ((&lhs_dim, &rhs_dim), &out_dim) in dims
            .input_spatial
            .iter()
            .zip(&dims.kernel_spatial)
            .zip(&dims.output_spatial)
        {
            let num_windows = dim_of(t.out_shape, out_dim, "output spatial")?;
            let window_size = dim_of(t.rhs_shape, rhs_dim, "kernel spatial")?;
            let mut remaining = dim_of(t.lhs_shape, lhs_dim, "input spatial")?;
            // The larger of the two factors is the major one of the input dim.
            let order = if num_windows >= window_size {
                [(num_windows, false), (window_size, true)]
            } else {
                [(window_size, true), (num_windows, false)]
            };
            for (size, contracting) in order {
                let size = remaining.min(size);
                if size <= 1 {
                    continue;
                }
                let (rhs, out, kind) = if contracting {
                    (Some(rhs_dim), None, Reduction)
                } else {
                    (None, Some(out_dim), Permutation)
                };
                b.add(&operands(Some(lhs_dim), rhs), &[out], size, kind);
                remaining /= size;
            }
        }
    }
    if feature_groups > 1 {
        b.add(
            &operands(Some(dims.input_feature), Some(dims.kernel_output_feature)),
            &[Some(dims.output_feature)],
            feature_groups,
            PassThrough,
        );
    }
    b.add(
        &operands(Some(dims.input_feature), Some(dims.kernel_input_feature)),
        &[],
        dim_of(
            t.rhs_shape,
            dims.kernel_input_feature,
            "kernel input feature",
        )?,
        Reduction,
    );
    let output_features = dim_of(t.out_shape, dims.output_feature, "output feature")?
        / (batch_groups * feature_groups);
    if output_features > 1 {
        b.add(
            &operands(None, Some(dims.kernel_output_feature)),
            &[Some(dims.output_feature)],
            output_features,
            PassThrough,
        );
    }
    Ok(())
}

/// A rank-1 bias operand follows the output feature dim of result 0.
pub(crate) fn map_bias(b: &mut RuleBuilder, shapes: &Shapes, bias: usize, output_feature: usize) {
    if shapes.operands.get(bias).is_some_and(|s| s.len() == 1) {
        b.mirror_dim((Side::Result, 0, output_feature), (Side::Operand, bias, 0));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_compact_and_raw_dimension_numbers() {
        let compact = ConvDims::parse_compact("[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]").unwrap();
        assert_eq!(compact.input_spatial, vec![1, 2]);
        assert_eq!(compact.kernel_input_feature, 2);
        let raw = ConvDims::parse_attribute(
            "#stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, \
             input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, \
             kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], \
             output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>",
        )
        .unwrap();
        assert_eq!(raw, compact);
        let nchw =
            ConvDims::parse_attribute("#stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>")
                .unwrap();
        assert_eq!(nchw.input_feature, 1);
        assert_eq!(nchw.kernel_spatial, vec![2, 3]);
    }

    #[test]
    fn conv_factors_follow_shardy() {
        let dims = ConvDims::parse_compact("[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]").unwrap();
        let mut b = RuleBuilder::new(&[4, 4], &[4]);
        let t = ConvTensors {
            lhs: 0,
            rhs: 1,
            lhs_shape: &[2, 224, 224, 192],
            rhs_shape: &[3, 3, 192, 64],
            out_shape: &[2, 112, 112, 64],
        };
        add_conv_factors(&mut b, &t, &dims, 1, 1, false).unwrap();
        assert_eq!(
            b.build().unwrap().to_string(),
            "([i, jk, lm, n], [k, m, n, o])->([i, j, l, o]) {i=2, j=112, k=2, l=112, m=2, n=192, o=64} \
             reduction={k, m, n} permutation={j, l}"
        );
    }
}
