//! Shardy's reshape rule: a greedy walk over input and output dims that
//! splits them into common factors using gcds. Size-1 dims get their own
//! size-1 factors; merged/split dims become compound dims; relatively prime
//! sizes get separate factors until the products meet again.

use super::builder::RuleBuilder;
use super::common::Built;
use super::model::FactorKind;

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

fn product(shape: &[i64]) -> Option<i64> {
    shape.iter().try_fold(1i64, |acc, &d| acc.checked_mul(d))
}

/// Outcome of `reshape_rule` when the element count is zero: Shardy gives
/// such reshapes no rule.
pub(crate) const ZERO_ELEMENTS: &str = "a reshape of a tensor with 0 elements has no sharding rule";

/// The rule of a reshape from operand `input` to result 0, in a builder for
/// the op's tensors (other operands, like a shape operand, stay unmapped).
pub(crate) fn reshape_rule(mut b: RuleBuilder, input: &[i64], output: &[i64]) -> Built {
    let total_in = product(input).ok_or("the input element count overflows")?;
    let total_out = product(output).ok_or("the output element count overflows")?;
    if total_in != total_out {
        return Err(format!(
            "the reshape changes the element count ({total_in} → {total_out})"
        ));
    }
    if total_in == 0 {
        return Err(ZERO_ELEMENTS.into());
    }
    let (in_rank, out_rank) = (input.len(), output.len());
    let (mut in_dim, mut out_dim) = (0, 0);
    let (mut dims_in, mut dims_out) = (1i64, 1i64);
    let (mut factors_in, mut factors_out) = (1i64, 1i64);
    let add = |b: &mut RuleBuilder, i: Option<usize>, o: Option<usize>, size: i64| {
        b.add(&[i], &[o], size, FactorKind::PassThrough);
    };
    // Each step adds a factor > 1 or consumes a dim, so this bounds the walk.
    let mut steps = 0;
    let max_steps = 4 * (in_rank + out_rank) + 64 * 2;
    while in_dim < in_rank || out_dim < out_rank {
        steps += 1;
        if steps > max_steps {
            return Err("the reshape factorization did not converge".into());
        }
        if in_dim < in_rank && input[in_dim] == 1 {
            add(&mut b, Some(in_dim), None, 1);
            in_dim += 1;
            continue;
        }
        if out_dim < out_rank && output[out_dim] == 1 {
            add(&mut b, None, Some(out_dim), 1);
            out_dim += 1;
            continue;
        }
        if in_dim < in_rank && dims_in == factors_in {
            dims_in *= input[in_dim];
        }
        if out_dim < out_rank && dims_out == factors_out {
            dims_out *= output[out_dim];
        }
        let next_in = dims_in / factors_in;
        let next_out = dims_out / factors_out;
        let next_gcd = gcd(next_in, next_out);
        // A factor for the side that is behind: one that makes both sides'
        // products meet, or one that keeps the gcd for the next step.
        let catch_up = |next: i64, smaller: i64, larger: i64| {
            if larger % smaller == 0 && next % (larger / smaller) == 0 {
                larger / smaller
            } else if next > next_gcd {
                next / next_gcd
            } else {
                next
            }
        };
        if factors_in == factors_out {
            if next_gcd > 1 {
                add(&mut b, Some(in_dim), Some(out_dim), next_gcd);
                factors_in *= next_gcd;
                factors_out *= next_gcd;
            } else {
                if next_in <= 1 || next_out <= 1 {
                    return Err("the reshape factorization did not converge".into());
                }
                add(&mut b, Some(in_dim), None, next_in);
                factors_in *= next_in;
                add(&mut b, None, Some(out_dim), next_out);
                factors_out *= next_out;
            }
        } else if factors_in < factors_out {
            let factor = catch_up(next_in, factors_in, factors_out);
            add(&mut b, Some(in_dim), None, factor);
            factors_in *= factor;
        } else {
            let factor = catch_up(next_out, factors_out, factors_in);
            add(&mut b, None, Some(out_dim), factor);
            factors_out *= factor;
        }
        if in_dim < in_rank && dims_in == factors_in {
            in_dim += 1;
        }
        if out_dim < out_rank && dims_out == factors_out {
            out_dim += 1;
        }
    }
    b.build()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule(input: &[i64], output: &[i64]) -> String {
        let b = RuleBuilder::new(&[input.len()], &[output.len()]);
        match reshape_rule(b, input, output) {
            Ok(rule) => rule.to_string(),
            Err(e) => e,
        }
    }

    #[test]
    fn merges_splits_and_swaps() {
        assert_eq!(rule(&[2, 4], &[8]), "([i, j])->([ij]) {i=2, j=4}");
        assert_eq!(
            rule(&[8, 4, 5], &[2, 16, 5]),
            "([ij, k, l])->([i, jk, l]) {i=2, j=4, k=4, l=5}"
        );
        assert_eq!(
            rule(&[3, 2], &[2, 3]),
            "([i, l])->([j, k]) {i=3, j=2, k=3, l=2}"
        );
        assert_eq!(
            rule(&[6, 4], &[4, 6]),
            "([ij, mn])->([ik, ln]) {i=2, j=3, k=2, l=3, m=2, n=2}"
        );
        assert_eq!(
            rule(&[1, 8, 4], &[8, 1, 4, 1]),
            "([i, j, l])->([j, k, l, m]) {i=1, j=8, k=1, l=4, m=1}"
        );
    }

    #[test]
    fn bad_reshapes_have_no_rule() {
        assert_eq!(rule(&[4, 0], &[0, 8]), ZERO_ELEMENTS);
        assert!(rule(&[6], &[4]).contains("element count"));
    }
}
