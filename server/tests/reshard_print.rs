//! Printing reshard plans as `sdy.*`, `shard.*` and `mesh.*` collectives.

use mesh_lsp::reshard::print_sdy::PrintError;
use mesh_lsp::reshard::{plan, print_sdy, print_shard, ReshardPlan};
use mesh_lsp::sharding::model::{Mesh, Notation, TensorSharding};
use mesh_lsp::sharding::sdy;

fn sharding(text: &str) -> TensorSharding {
    sdy::parse_sharding(text).unwrap().sharding
}

fn plan_on(mesh: &str, from: &str, to: &str, shape: &[i64]) -> ReshardPlan {
    let mesh: Mesh = sdy::parse_mesh(mesh).unwrap().mesh;
    plan(&sharding(from), &sharding(to), &mesh, shape, 4).unwrap()
}

/// Names `%v1`, `%v2`, ...
fn counter() -> impl FnMut() -> String {
    let mut n = 0;
    move || {
        n += 1;
        format!("%v{n}")
    }
}

fn sdy_text(p: &ReshardPlan, ty: &str) -> String {
    print_sdy(p, "%x", "%r", ty, &mut counter()).unwrap()
}

fn shard_text(p: &ReshardPlan, ty: &str, era: Notation) -> Result<String, PrintError> {
    print_shard(p, "%x", "%r", ty, &mut counter(), era)
}

#[test]
fn sdy_chain_names_intermediates_and_the_result() {
    let p = plan_on(
        "<[\"x\"=2, \"y\"=2]>",
        "<@grid, [{\"y\", \"x\"}, {}]>",
        "<@grid, [{}, {\"x\"}]>",
        &[64, 32],
    );
    assert_eq!(
        sdy_text(&p, "tensor<64x32xbf16>"),
        "%v1 = sdy.all_to_all [{\"x\"}: 0->1] %x out_sharding=<@grid, [{\"y\"}, {\"x\"}]> : tensor<64x32xbf16>\n\
         %r = sdy.all_gather [{\"y\"}, {}] %v1 out_sharding=<@grid, [{}, {\"x\"}]> : tensor<64x32xbf16>"
    );
}

#[test]
fn sdy_prints_every_kind() {
    let permute = plan_on(
        "<[\"p\"=2, \"q\"=2]>",
        "<@m, [{\"p\"}, {\"q\"}]>",
        "<@m, [{\"q\"}, {\"p\"}]>",
        &[4, 4],
    );
    assert_eq!(
        sdy_text(&permute, "tensor<4x4xf32>"),
        "%r = sdy.collective_permute %x out_sharding=<@m, [{\"q\"}, {\"p\"}]> : tensor<4x4xf32>"
    );
    let slice = plan_on(
        "<[\"p\"=4]>",
        "<@m, [{\"p\":(1)2}, {}]>",
        "<@m, [{\"p\"}, {}]>",
        &[8, 8],
    );
    assert_eq!(
        sdy_text(&slice, "tensor<8x8xf32>"),
        "%r = sdy.all_slice [{\"p\":(2)2}, {}] %x out_sharding=<@m, [{\"p\"}, {}]> : tensor<8x8xf32>"
    );
    let reduce = plan_on(
        "<[\"p\"=2, \"q\"=2]>",
        "<@m, [{}, {}], unreduced=min{\"p\", \"q\"}>",
        "<@m, [{}, {}]>",
        &[4, 4],
    );
    assert_eq!(
        sdy_text(&reduce, "tensor<4x4xf32>"),
        "%r = sdy.all_reduce min {\"p\", \"q\"} %x out_sharding=<@m, [{}, {}]> : tensor<4x4xf32>"
    );
    let scatter = plan_on(
        "<[\"p\"=2, \"q\"=2]>",
        "<@m, [{}, {}], unreduced={\"q\"}>",
        "<@m, [{\"q\"}, {}]>",
        &[4, 4],
    );
    assert_eq!(
        sdy_text(&scatter, "tensor<4x4xf32>"),
        "%r = sdy.reduce_scatter [{\"q\"}, {}] %x out_sharding=<@m, [{\"q\"}, {}]> : tensor<4x4xf32>"
    );
}

#[test]
fn sdy_empty_plan_prints_nothing_and_rejects_foreign_reductions() {
    let same = plan_on("<[\"p\"=2]>", "<@m, [{\"p\"}]>", "<@m, [{\"p\"}]>", &[4]);
    assert_eq!(sdy_text(&same, "tensor<4xf32>"), "");

    let mut product = plan_on(
        "<[\"p\"=2]>",
        "<@m, [{}], unreduced={\"p\"}>",
        "<@m, [{}]>",
        &[4],
    );
    if let mesh_lsp::reshard::Collective::AllReduce { reduction, .. } =
        &mut product.steps[0].collective
    {
        *reduction = mesh_lsp::sharding::ReductionKind::Product;
    }
    let err = print_sdy(&product, "%x", "%r", "tensor<4xf32>", &mut counter()).unwrap_err();
    assert!(err.to_string().contains("'product'"), "{err}");
}

#[test]
fn shard_dialect_uses_local_types_and_one_dim_per_op() {
    // 8x8 on a 2x2 grid, [[0], [1]] -> [[], []]: one all_gather per tensor dim.
    let p = plan_on(
        "<[\"0\"=2, \"1\"=2]>",
        "<@grid, [{\"0\"}, {\"1\"}]>",
        "<@grid, [{}, {}]>",
        &[8, 8],
    );
    assert_eq!(
        shard_text(&p, "tensor<8x8xf32>", Notation::ShardDialect).unwrap(),
        "%v1 = shard.all_gather %x on @grid grid_axes = [0] gather_axis = 0 : tensor<4x4xf32> -> tensor<8x4xf32>\n\
         %r = shard.all_gather %v1 on @grid grid_axes = [1] gather_axis = 1 : tensor<8x4xf32> -> tensor<8x8xf32>"
    );
}

#[test]
fn shard_all_to_all_splits_the_target_and_concatenates_the_source() {
    // The partitioner's own case: [[0]] -> [[], [0]] on a 1-D grid of 2, tensor<10x14xf32>.
    let p = plan_on(
        "<[\"a\"=2]>",
        "<@g, [{\"a\"}, {}]>",
        "<@g, [{}, {\"a\"}]>",
        &[10, 14],
    );
    assert_eq!(
        shard_text(&p, "tensor<10x14xf32>", Notation::ShardDialect).unwrap(),
        "%r = shard.all_to_all %x on @g grid_axes = [0] split_axis = 1 concat_axis = 0 : tensor<5x14xf32> -> tensor<10x7xf32>"
    );
    // The 2024 mesh dialect spells the axes keyword differently.
    assert_eq!(
        shard_text(&p, "tensor<10x14xf32>", Notation::MeshDialect).unwrap(),
        "%r = mesh.all_to_all %x on @g mesh_axes = [0] split_axis = 1 concat_axis = 0 : tensor<5x14xf32> -> tensor<10x7xf32>"
    );
}

#[test]
fn shard_grid_axes_follow_the_axis_order() {
    // Gathering the minor "b", "c" of [{"a", "b", "c"}] lists grid axes [1, 2].
    let p = plan_on(
        "<[\"a\"=2, \"b\"=2, \"c\"=2]>",
        "<@g, [{\"a\", \"b\", \"c\"}]>",
        "<@g, [{\"a\"}]>",
        &[16],
    );
    assert_eq!(
        shard_text(&p, "tensor<16xi8>", Notation::ShardDialect).unwrap(),
        "%r = shard.all_gather %x on @g grid_axes = [1, 2] gather_axis = 0 : tensor<2xi8> -> tensor<8xi8>"
    );
}

#[test]
fn shard_reductions() {
    let p = plan_on(
        "<[\"a\"=2, \"b\"=4]>",
        "<@g, [{}, {}], unreduced=max{\"b\"}>",
        "<@g, [{}, {\"b\"}]>",
        &[8, 8],
    );
    assert_eq!(
        shard_text(&p, "tensor<8x8xf32>", Notation::ShardDialect).unwrap(),
        "%r = shard.reduce_scatter %x on @g grid_axes = [1] reduction = max scatter_axis = 1 : tensor<8x8xf32> -> tensor<8x2xf32>"
    );
    // A reduce-scatter over two dims has no one-op form: all-reduce, then one slice per dim.
    let p = plan_on(
        "<[\"a\"=2, \"b\"=2]>",
        "<@g, [{}, {}], unreduced={\"a\", \"b\"}>",
        "<@g, [{\"a\"}, {\"b\"}]>",
        &[8, 8],
    );
    assert_eq!(
        shard_text(&p, "tensor<8x8xf32>", Notation::MeshDialect).unwrap(),
        "%v1 = mesh.all_reduce %x on @g mesh_axes = [0, 1] : tensor<8x8xf32> -> tensor<8x8xf32>\n\
         %v2 = mesh.all_slice %v1 on @g mesh_axes = [0] slice_axis = 0 : tensor<8x8xf32> -> tensor<4x8xf32>\n\
         %r = mesh.all_slice %v2 on @g mesh_axes = [1] slice_axis = 1 : tensor<4x8xf32> -> tensor<4x4xf32>"
    );
}

#[test]
fn shard_refuses_what_it_cannot_say() {
    let permute = plan_on(
        "<[\"a\"=2, \"b\"=2]>",
        "<@g, [{\"a\"}, {\"b\"}]>",
        "<@g, [{\"b\"}, {\"a\"}]>",
        &[4, 4],
    );
    let err = shard_text(&permute, "tensor<4x4xf32>", Notation::ShardDialect).unwrap_err();
    assert!(err.to_string().contains("collective-permute"), "{err}");

    let sub = plan_on(
        "<[\"a\"=4]>",
        "<@g, [{\"a\"}, {}]>",
        "<@g, [{\"a\":(1)2}, {}]>",
        &[8, 8],
    );
    let err = shard_text(&sub, "tensor<8x8xf32>", Notation::ShardDialect).unwrap_err();
    assert!(err.to_string().contains("sub-axis \"a\":(2)2"), "{err}");

    let uneven = plan_on("<[\"a\"=3]>", "<@g, [{}]>", "<@g, [{\"a\"}]>", &[4]);
    let err = shard_text(&uneven, "tensor<4xf32>", Notation::ShardDialect).unwrap_err();
    assert!(
        err.to_string().contains(
            "Operand dimension size 4 is not divisible by collective device group size 3"
        ),
        "{err}"
    );

    let fine = plan_on("<[\"a\"=2]>", "<@g, [{}]>", "<@g, [{\"a\"}]>", &[4]);
    assert!(matches!(
        shard_text(&fine, "tensor<4xf32>", Notation::MeshProposal),
        Err(PrintError::CannotExpress { .. })
    ));
    assert!(matches!(
        shard_text(&fine, "tensor<5xf32>", Notation::ShardDialect),
        Err(PrintError::BadType(_))
    ));
    assert!(matches!(
        shard_text(&fine, "tensor<?xf32>", Notation::ShardDialect),
        Err(PrintError::BadType(_))
    ));
}

#[test]
fn hand_built_plans_that_do_not_fit_are_errors() {
    let mut p = plan_on(
        "<[\"a\"=2]>",
        "<@g, [{\"a\"}, {}]>",
        "<@g, [{}, {\"a\"}]>",
        &[4, 4],
    );
    if let mesh_lsp::reshard::Collective::AllToAll(param) = &mut p.steps[0].collective {
        param.tgt_dim = 7;
    }
    assert!(matches!(
        shard_text(&p, "tensor<4x4xf32>", Notation::ShardDialect),
        Err(PrintError::InvalidPlan(_))
    ));
    p.shape = vec![4];
    assert!(matches!(
        shard_text(&p, "tensor<4xf32>", Notation::ShardDialect),
        Err(PrintError::InvalidPlan(_))
    ));
}
