shard.grid @grid0(shape = 2x4)
shard.grid @dyn(shape = 4x?)
func.func @matmul(%lhs: tensor<8x16xf32>, %rhs: tensor<16x32xf32>) -> tensor<8x32xf32> {
  %s = shard.sharding @grid0 split_axes = [[0], []] : !shard.sharding
  %s1 = shard.sharding @grid0 split_axes = [[], [1]] halo_sizes = [1, %c2] : !shard.sharding
  %c2 = arith.constant 2 : i64
  %0 = shard.shard %lhs to %s : tensor<8x16xf32>
  %1 = shard.shard %0 to %s annotate_for_users : tensor<8x16xf32>
  %init = tensor.empty() : tensor<8x32xf32>
  %2 = linalg.matmul ins(%1, %rhs : tensor<8x16xf32>, tensor<16x32xf32>) outs(%init : tensor<8x32xf32>) -> tensor<8x32xf32>
  %3 = shard.all_reduce %2 on @grid0 grid_axes = [1] : tensor<8x32xf32> -> tensor<8x32xf32>
  return %3 : tensor<8x32xf32>
}
