//! Random sharding pairs on power-of-two and other meshes, with sub-axes and unreduced axes:
//! planning never panics and never reports an internal error (every returned plan was checked
//! step by step against the collectives' semantics), the printers never panic, and Shardy's
//! own lowering reaches the target in nearly every case.

use mesh_lsp::reshard::{plan, print_sdy, print_shard, PlanError};
use mesh_lsp::sharding::model::{
    AxisRef, DimSharding, Mesh, Notation, ReductionKind, TensorSharding,
};

/// A small deterministic generator (xorshift), so the test needs no dependencies.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// The pieces an axis is used as: the full axis, or two sub-axes split at a divisor.
fn pieces(rng: &mut Rng, name: &str, size: i64) -> Vec<AxisRef> {
    let divisors: Vec<i64> = (2..size).filter(|d| size % d == 0).collect();
    if divisors.is_empty() || rng.chance(60) {
        return vec![AxisRef::full(name)];
    }
    let d = divisors[rng.below(divisors.len())];
    vec![AxisRef::sub(name, 1, d), AxisRef::sub(name, d, size / d)]
}

/// Each piece goes to a random dim, to the unreduced set (when allowed), or nowhere.
fn random_sharding(
    rng: &mut Rng,
    pieces: &[AxisRef],
    rank: usize,
    unreduced_pool: Option<&[AxisRef]>,
) -> TensorSharding {
    let mut dims = vec![Vec::new(); rank];
    let mut unreduced = Vec::new();
    for piece in pieces {
        let may_be_unreduced = unreduced_pool.is_none_or(|pool| pool.contains(piece));
        match rng.below(rank + 2) {
            r if r < rank => dims[r].push(piece.clone()),
            r if r == rank && may_be_unreduced && rng.chance(40) => unreduced.push(piece.clone()),
            _ => {}
        }
    }
    let mut s = TensorSharding::new("m", dims.into_iter().map(DimSharding::closed).collect());
    s.unreduced = unreduced;
    s
}

#[test]
fn random_reshards_plan_and_print() {
    let meshes = [
        Mesh::from_sizes(&[("a", 2), ("b", 2), ("c", 2)]),
        Mesh::from_sizes(&[("a", 4), ("b", 2), ("c", 4)]),
        Mesh::from_sizes(&[("a", 2), ("b", 2), ("c", 2), ("d", 2)]),
        Mesh::from_sizes(&[("a", 8), ("b", 2)]),
        Mesh::from_sizes(&[("a", 2), ("b", 3)]),
        Mesh::from_sizes(&[("a", 4), ("b", 6)]),
        Mesh::from_sizes(&[("a", 6), ("b", 2), ("c", 5)]),
    ];
    let dims = [1i64, 2, 3, 4, 6, 8, 12, 16, 30, 60];
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let (mut planned, mut shardy, mut refused) = (0, 0, 0);
    let mut outside_shardy = Vec::new();
    for round in 0..6000 {
        let mesh = &meshes[round % meshes.len()];
        let rank = 1 + rng.below(3);
        let shared: Vec<AxisRef> = mesh
            .axes
            .iter()
            .flat_map(|a| pieces(&mut rng, &a.name, a.size.unwrap_or(1)))
            .collect();
        let from = random_sharding(&mut rng, &shared, rank, None);
        // The target keeps a subset of the unreduced axes; half the time it splits axes anew.
        let to_pieces: Vec<AxisRef> = if rng.chance(50) {
            shared.clone()
        } else {
            mesh.axes
                .iter()
                .flat_map(|a| pieces(&mut rng, &a.name, a.size.unwrap_or(1)))
                .collect()
        };
        let mut to = random_sharding(&mut rng, &to_pieces, rank, Some(&from.unreduced));
        if !to.unreduced.is_empty() && rng.chance(50) {
            to.unreduced.clear();
        }
        let mut from = from;
        if rng.chance(20) {
            from.reduction = ReductionKind::Max;
            to.reduction = ReductionKind::Max;
        }
        let shape: Vec<i64> = (0..rank).map(|_| dims[rng.below(dims.len())]).collect();
        match plan(&from, &to, mesh, &shape, 2) {
            Ok(p) => {
                planned += 1;
                if p.follows_shardy {
                    shardy += 1;
                } else if outside_shardy.len() < 5 {
                    outside_shardy.push(format!(
                        "{} -> {}",
                        mesh_lsp::sharding::sdy::print_sharding(&from),
                        mesh_lsp::sharding::sdy::print_sharding(&to)
                    ));
                }
                assert!(p.total_bytes_per_device >= 0);
                let ty = format!(
                    "tensor<{}xf32>",
                    shape
                        .iter()
                        .map(i64::to_string)
                        .collect::<Vec<_>>()
                        .join("x")
                );
                let mut n = 0;
                let mut fresh = || {
                    n += 1;
                    format!("%t{n}")
                };
                let text = print_sdy(&p, "%x", "%r", &ty, &mut fresh)
                    .unwrap_or_else(|e| panic!("print_sdy: {e}"));
                assert_eq!(text.lines().count(), p.steps.len());
                let _ = print_shard(&p, "%x", "%r", &ty, &mut fresh, Notation::ShardDialect);
                let _ = p.summary();
            }
            Err(PlanError::Internal(why)) => panic!(
                "internal error for {from:?} -> {to:?} on {mesh:?} with shape {shape:?}: {why}"
            ),
            Err(_) => refused += 1,
        }
    }
    println!(
        "planned {planned} (Shardy's lowering: {shardy}), refused {refused}; outside Shardy: {outside_shardy:#?}"
    );
    assert!(planned > 3000, "only {planned} plans");
    // Shardy's lowering reaches the target on its own in almost every case.
    assert!(shardy * 100 >= planned * 95, "{shardy} of {planned}");
}
