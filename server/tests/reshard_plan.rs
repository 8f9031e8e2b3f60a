//! Reshard plans: the collectives chosen, their costs, summaries and errors.

use mesh_lsp::reshard::{
    plan, plan_between, AllToAllParam, Collective, CollectiveKind, PlanError, ReshardPlan,
};
use mesh_lsp::sharding::model::{AxisRef, Mesh, ReductionKind, SizeValue, TensorSharding};
use mesh_lsp::sharding::sdy;

fn sharding(text: &str) -> TensorSharding {
    sdy::parse_sharding(text)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"))
        .sharding
}

fn mesh(text: &str) -> Mesh {
    sdy::parse_mesh(text).unwrap().mesh
}

fn plan_on(mesh_text: &str, from: &str, to: &str, shape: &[i64]) -> ReshardPlan {
    plan(&sharding(from), &sharding(to), &mesh(mesh_text), shape, 4)
        .unwrap_or_else(|e| panic!("{from} -> {to}: {e}"))
}

fn kinds(p: &ReshardPlan) -> Vec<CollectiveKind> {
    p.steps.iter().map(|s| s.kind()).collect()
}

fn full(names: &[&str]) -> Vec<AxisRef> {
    names.iter().map(|n| AxisRef::full(*n)).collect()
}

const MIB: i64 = 1024 * 1024;

#[test]
fn all_gather_of_a_suffix_costs_the_gathered_pieces() {
    // f32[1024, 1024] on x=2, y=4: the local buffer is 512 x 256 x 4 B = 512 KiB.
    let p = plan_on(
        "<[\"x\"=2, \"y\"=4]>",
        "<@m, [{\"x\"}, {\"y\"}]>",
        "<@m, [{\"x\"}, {}]>",
        &[1024, 1024],
    );
    assert_eq!(kinds(&p), [CollectiveKind::AllGather]);
    assert_eq!(
        p.steps[0].collective,
        Collective::AllGather {
            axes: vec![vec![], full(&["y"])]
        }
    );
    assert_eq!(p.steps[0].group_size, 4);
    assert_eq!(p.total_bytes_per_device, 3 * MIB / 2);
    assert_eq!(p.summary(), "all-gather over \"y\" (1.5 MiB per device)");
    assert!(p.follows_shardy);
    assert_eq!(
        sdy::print_sharding_stripped(p.final_sharding()),
        "<@m, [{\"x\"}, {}]>"
    );
}

#[test]
fn all_to_all_matches_the_worked_example() {
    // reshard-rules.md §5: f32[8192, 4096] on x=8, y=4, [{"x"}, {}] -> [{}, {"x"}] sends
    // 7/8 of a 16 MiB shard.
    let p = plan_on(
        "<[\"x\"=8, \"y\"=4]>",
        "<@m, [{\"x\"}, {}]>",
        "<@m, [{}, {\"x\"}]>",
        &[8192, 4096],
    );
    assert_eq!(
        p.steps[0].collective,
        Collective::AllToAll(AllToAllParam {
            axes: full(&["x"]),
            src_dim: 0,
            tgt_dim: 1
        })
    );
    assert_eq!(p.total_bytes_per_device, 14 * MIB);
    assert_eq!(
        p.summary(),
        "all-to-all of \"x\" from dim 0 to dim 1 (14.0 MiB per device)"
    );
}

#[test]
fn slicing_is_free_and_said_so() {
    let p = plan_on(
        "<[\"a\"=2, \"b\"=2]>",
        "<@m, [{}, {}]>",
        "<@m, [{\"b\"}, {\"a\"}]>",
        &[8, 8],
    );
    assert_eq!(kinds(&p), [CollectiveKind::AllSlice]);
    assert_eq!(p.total_bytes_per_device, 0);
    assert_eq!(
        p.summary(),
        "all-slice over \"b\", \"a\" (no communication)"
    );
}

#[test]
fn multi_step_plans_add_their_costs() {
    // "x" moves from dim 0 to dim 1 while "y" is dropped: all-to-all then all-gather.
    let p = plan_on(
        "<[\"x\"=2, \"y\"=2]>",
        "<@m, [{\"y\", \"x\"}, {}]>",
        "<@m, [{}, {\"x\"}]>",
        &[64, 64],
    );
    assert_eq!(
        kinds(&p),
        [CollectiveKind::AllToAll, CollectiveKind::AllGather]
    );
    // 16 x 64 x 4 B = 4 KiB: half of it in the all-to-all; the 32 x 32 buffer it leaves
    // then gathers one more piece of its size.
    assert_eq!(p.steps[0].bytes_per_device, 2048);
    assert_eq!(p.steps[1].bytes_per_device, 4096);
    assert_eq!(p.total_bytes_per_device, 6144);
    assert_eq!(
        p.summary(),
        "all-to-all of \"x\" from dim 0 to dim 1, then all-gather over \"y\" (6.0 KiB per device)"
    );
}

#[test]
fn identical_shardings_need_nothing() {
    let p = plan_on(
        "<[\"x\"=2]>",
        "<@m, [{\"x\", ?}, {}p1]>",
        "<@m, [{\"x\"}, {}]>",
        &[4, 4],
    );
    assert!(p.steps.is_empty());
    assert_eq!(p.total_bytes_per_device, 0);
    assert_eq!(p.summary(), "no collectives needed");
}

#[test]
fn unreduced_to_replicated_is_an_all_reduce() {
    let p = plan_on(
        "<[\"x\"=2, \"y\"=4]>",
        "<@m, [{\"x\"}, {}], unreduced={\"y\"}>",
        "<@m, [{\"x\"}, {}]>",
        &[16, 16],
    );
    assert_eq!(
        p.steps[0].collective,
        Collective::AllReduce {
            axes: full(&["y"]),
            reduction: ReductionKind::Sum
        }
    );
    // 8 x 16 x 4 B = 512 B; ring all-reduce: 2 x 3/4 of it.
    assert_eq!(p.total_bytes_per_device, 768);
    assert!(p.final_sharding().unreduced.is_empty());
}

#[test]
fn unreduced_to_sharded_fuses_into_reduce_scatter() {
    let p = plan_on(
        "<[\"x\"=2, \"y\"=4]>",
        "<@m, [{\"x\"}, {}], unreduced=max{\"y\"}>",
        "<@m, [{\"x\"}, {\"y\"}]>",
        &[16, 16],
    );
    assert_eq!(
        p.steps
            .iter()
            .map(|s| s.collective.clone())
            .collect::<Vec<_>>(),
        [Collective::ReduceScatter {
            axes: vec![vec![], full(&["y"])],
            reduction: ReductionKind::Max
        }]
    );
    // 8 x 16 x 4 B = 512 B; a reduce-scatter over 4 devices sends 3/4 of it.
    assert_eq!(p.total_bytes_per_device, 384);
    assert_eq!(
        sdy::print_sharding_stripped(&p.steps[0].sharding),
        "<@m, [{\"x\"}, {\"y\"}]>"
    );
    assert_eq!(p.summary(), "reduce-scatter over \"y\" (384 B per device)");
}

#[test]
fn reduce_scatter_leaves_a_residual_slice() {
    // The all-slice after the all-reduce slices "z" too: it stays as its own all-slice.
    let p = plan_on(
        "<[\"x\"=2, \"y\"=2, \"z\"=2]>",
        "<@m, [{}, {}], unreduced={\"y\"}>",
        "<@m, [{\"z\"}, {\"y\"}]>",
        &[8, 8],
    );
    let collectives: Vec<Collective> = p.steps.iter().map(|s| s.collective.clone()).collect();
    assert_eq!(
        collectives,
        [
            Collective::ReduceScatter {
                axes: vec![vec![], full(&["y"])],
                reduction: ReductionKind::Sum
            },
            Collective::AllSlice {
                axes: vec![full(&["z"]), vec![]]
            }
        ]
    );
}

#[test]
fn kept_unreduced_axes_ride_along() {
    let p = plan_on(
        "<[\"x\"=2, \"y\"=2]>",
        "<@m, [{\"y\"}, {}], unreduced={\"x\"}>",
        "<@m, [{}, {\"y\"}], unreduced={\"x\"}>",
        &[8, 8],
    );
    assert_eq!(kinds(&p), [CollectiveKind::AllToAll]);
    assert_eq!(
        sdy::print_sharding_stripped(p.final_sharding()),
        "<@m, [{}, {\"y\"}], unreduced={\"x\"}>"
    );
}

#[test]
fn device_order_changes_need_a_permute() {
    let iota = mesh("<[\"x\"=2, \"y\"=2]>");
    let reversed = mesh("<[\"x\"=2, \"y\"=2], device_ids=[3, 2, 1, 0]>");
    let from = sharding("<@a, [{\"x\"}, {}]>");
    let to = sharding("<@b, [{\"x\"}, {}]>");
    let p = plan_between(&from, &iota, &to, &reversed, &[8, 8], 2).unwrap();
    assert_eq!(kinds(&p), [CollectiveKind::CollectivePermute]);
    // Every device gets another row block: its whole 4 x 8 x 2 B buffer moves.
    assert_eq!(p.total_bytes_per_device, 64);
    assert_eq!(p.summary(), "collective-permute (64 B per device)");

    // A permute that happens to leave every device's data in place costs nothing: with
    // ids [1, 0, 3, 2] devices swap along "y", which does not shard this tensor.
    let swap_y = mesh("<[\"x\"=2, \"y\"=2], device_ids=[1, 0, 3, 2]>");
    let p = plan_between(&from, &iota, &to, &swap_y, &[8, 8], 2).unwrap();
    assert_eq!(kinds(&p), [CollectiveKind::CollectivePermute]);
    assert_eq!(p.total_bytes_per_device, 0);
}

#[test]
fn replicated_targets_stay_on_the_input_mesh() {
    // Shardy lowers sharded -> replicated on any mesh as an all-gather on the input's mesh.
    let from = sharding("<@six, [{\"x\"}, {}]>");
    let to = sharding("<@other, [{}, {}]>");
    let p = plan_between(
        &from,
        &mesh("<[\"x\"=6]>"),
        &to,
        &mesh("<[\"a\"=2, \"b\"=3]>"),
        &[12, 2],
        4,
    )
    .unwrap();
    assert_eq!(kinds(&p), [CollectiveKind::AllGather]);
    assert_eq!(p.final_sharding().mesh_name(), Some("six"));
}

#[test]
fn non_power_of_two_axes_take_two_rounds() {
    // a=3, b=5: replacing "a" by "b" on dim 1 slices "b", reorders, gathers "a".
    let p = plan_on(
        "<[\"a\"=3, \"b\"=5]>",
        "<@m, [{}, {\"a\"}]>",
        "<@m, [{}, {\"b\"}]>",
        &[4, 30],
    );
    assert_eq!(
        kinds(&p),
        [
            CollectiveKind::AllSlice,
            CollectiveKind::CollectivePermute,
            CollectiveKind::AllGather
        ]
    );
    assert!(p.follows_shardy);
}

#[test]
fn errors_are_reported_not_panicked() {
    let m = mesh("<[\"x\"=2, \"y\"=2]>");
    let two = sharding("<@m, [{\"x\"}, {}]>");
    let check = |from: &TensorSharding, to: &TensorSharding, shape: &[i64], want: &str| {
        let err = plan(from, to, &m, shape, 4).unwrap_err();
        assert!(err.to_string().contains(want), "{err} lacks {want:?}");
        err
    };
    assert!(matches!(
        check(&two, &sharding("<@m, [{}]>"), &[4, 4], "incompatible ranks"),
        PlanError::RankMismatch { .. }
    ));
    check(&two, &two, &[4], "incompatible ranks");
    check(
        &two,
        &sharding("<@m, [{\"q\"}, {}]>"),
        &[4, 4],
        "unknown axis name: \"q\"",
    );
    check(&two, &two, &[4, -1], "dimension 1 has size -1");
    check(
        &two,
        &sharding("<@m, [{\"x\"}, {\"x\"}]>"),
        &[4, 4],
        "overlapping axes",
    );
    check(
        &two,
        &sharding("<@m, [{\"x\":(1)3}, {}]>"),
        &[4, 4],
        "does not split its axis evenly",
    );
    check(
        &two,
        &sharding("<@m, [{\"x\"}, {}], unreduced={\"y\"}>"),
        &[4, 4],
        "cannot introduce unreduced axes \"y\"",
    );
    check(
        &sharding("<@m, [{}, {}], unreduced=max{\"y\"}>"),
        &sharding("<@m, [{}, {\"x\"}], unreduced={\"y\"}>"),
        &[4, 4],
        "from max to sum",
    );
    let mut halo = two.clone();
    halo.halo_sizes = vec![SizeValue::Static(1), SizeValue::Static(1)];
    check(&halo, &two, &[4, 4], "halo_sizes");
    assert!(matches!(
        plan(&two, &two, &m, &[4, 4], -4),
        Err(PlanError::BadElementSize(-4))
    ));

    let other_axes = mesh("<[\"x\"=4]>");
    let err = plan_between(
        &two,
        &m,
        &sharding("<@n, [{\"x\"}, {}]>"),
        &other_axes,
        &[4, 4],
        4,
    )
    .unwrap_err();
    assert!(matches!(err, PlanError::IncompatibleMeshes(_)));
    // Two names for one device order: no collective can rename the mesh.
    let err = plan_between(&two, &m, &sharding("<@n, [{}, {\"x\"}]>"), &m, &[4, 4], 4).unwrap_err();
    assert!(err.to_string().contains("same device ids"), "{err}");

    let maximal = mesh("<[], device_ids=[0]>");
    let one = sharding("<@d, [{}, {}]>");
    assert_eq!(
        plan_between(&one, &maximal, &two, &m, &[4, 4], 4),
        Err(PlanError::MaximalMesh)
    );
    let dynamic = Mesh::new(vec![mesh_lsp::sharding::MeshAxis::dynamic("x")]);
    assert!(matches!(
        plan(&two, &two, &dynamic, &[4, 4], 4),
        Err(PlanError::InvalidMesh(_))
    ));
}

#[test]
fn every_step_records_a_consistent_sharding() {
    // Slice "c" behind "b", permute dim 0 to ["a", "b"] and "c" onto dim 2, move "c" back.
    let p = plan_on(
        "<[\"a\"=2, \"b\"=2, \"c\"=2]>",
        "<@m, [{\"b\"}, {}, {\"a\"}]>",
        "<@m, [{\"a\", \"b\", \"c\"}, {}, {}]>",
        &[8, 8, 8],
    );
    assert_eq!(
        kinds(&p),
        [
            CollectiveKind::AllSlice,
            CollectiveKind::CollectivePermute,
            CollectiveKind::AllToAll
        ]
    );
    let printed: Vec<String> = p
        .steps
        .iter()
        .map(|s| sdy::print_sharding_stripped(&s.sharding))
        .collect();
    assert_eq!(
        printed,
        [
            "<@m, [{\"b\", \"c\"}, {}, {\"a\"}]>",
            "<@m, [{\"a\", \"b\"}, {}, {\"c\"}]>",
            "<@m, [{\"a\", \"b\", \"c\"}, {}, {}]>"
        ]
    );
    for step in &p.steps {
        assert_eq!(step.sharding.rank(), 3);
        assert!(step.sharding.dims.iter().all(|d| !d.is_open));
    }
    assert_eq!(
        sdy::print_sharding_stripped(p.final_sharding()),
        "<@m, [{\"a\", \"b\", \"c\"}, {}, {}]>"
    );
}
