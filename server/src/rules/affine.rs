//! Just enough of affine maps for indexing maps: which loop (dim) each
//! result expression reads.

use super::params::split_top_level;

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum AffineExpr {
    /// Exactly one loop: `d1`.
    Dim(usize),
    /// A constant: `0`.
    Constant(i64),
    /// Anything else (`d1 + d4`, `d0 * 2`, `s0`): the loops it reads.
    Compound(Vec<usize>),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct AffineMap {
    pub num_dims: usize,
    pub results: Vec<AffineExpr>,
}

/// `affine_map<(d0, d1)[s0] -> (d0, d1 + s0, 0)>` (the wrapper is optional).
pub(crate) fn parse_affine_map(text: &str) -> Option<AffineMap> {
    let text = text.trim();
    let body = match text.strip_prefix("affine_map<") {
        Some(rest) => rest.strip_suffix('>')?,
        None => text,
    };
    let (lhs, rhs) = body.split_once("->")?;
    let dims_text = lhs.trim().strip_prefix('(')?;
    let dims_text = &dims_text[..dims_text.find(')')?];
    let dims: Vec<&str> = dims_text
        .split(',')
        .map(str::trim)
        .filter(|d| !d.is_empty())
        .collect();
    let results_text = rhs.trim().strip_prefix('(')?.strip_suffix(')')?;
    let results = split_top_level(results_text)
        .into_iter()
        .map(|expr| classify(expr, &dims))
        .collect::<Option<_>>()?;
    Some(AffineMap {
        num_dims: dims.len(),
        results,
    })
}

fn classify(expr: &str, dims: &[&str]) -> Option<AffineExpr> {
    let expr = expr.trim();
    if expr.is_empty() {
        return None;
    }
    if let Some(d) = dims.iter().position(|&d| d == expr) {
        return Some(AffineExpr::Dim(d));
    }
    if let Ok(value) = expr.parse() {
        return Some(AffineExpr::Constant(value));
    }
    let mut used: Vec<usize> = expr
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter_map(|word| dims.iter().position(|&d| d == word))
        .collect();
    used.sort_unstable();
    used.dedup();
    Some(AffineExpr::Compound(used))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classifies_results() {
        let map = parse_affine_map("affine_map<(d0, d1, d2)[s0] -> (d0, d1 + d2, 0, s0)>").unwrap();
        assert_eq!(map.num_dims, 3);
        assert_eq!(
            map.results,
            vec![
                AffineExpr::Dim(0),
                AffineExpr::Compound(vec![1, 2]),
                AffineExpr::Constant(0),
                AffineExpr::Compound(vec![]),
            ]
        );
        let named = parse_affine_map("(m, n, k) -> (k, n)").unwrap();
        assert_eq!(named.results, vec![AffineExpr::Dim(2), AffineExpr::Dim(1)]);
        assert_eq!(parse_affine_map("(d0) -> ()").unwrap().results, vec![]);
        assert!(parse_affine_map("not a map").is_none());
    }
}
