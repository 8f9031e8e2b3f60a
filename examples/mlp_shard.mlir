// The same two-layer MLP in the MLIR `shard` dialect (LLVM 21+; it was named
// `mesh` before). A grid of 2x4 devices: axis 0 splits the batch, axis 1 the
// hidden layer. `split_axes` lists, for each tensor dimension, the grid axes
// that split it: [[0], []] splits dimension 0 over grid axis 0.

shard.grid @grid(shape = 2x4)

func.func @mlp(%x: tensor<16x512xf32>, %w1: tensor<512x2048xf32>, %w2: tensor<2048x512xf32>) -> tensor<16x512xf32> {
  %s_x = shard.sharding @grid split_axes = [[0], []] : !shard.sharding
  %s_w1 = shard.sharding @grid split_axes = [[], [1]] : !shard.sharding
  %s_w2 = shard.sharding @grid split_axes = [[1], []] : !shard.sharding
  %s_h = shard.sharding @grid split_axes = [[0], [1]] : !shard.sharding
  %x_0 = shard.shard %x to %s_x annotate_for_users : tensor<16x512xf32>
  %w1_0 = shard.shard %w1 to %s_w1 annotate_for_users : tensor<512x2048xf32>
  %w2_0 = shard.shard %w2 to %s_w2 annotate_for_users : tensor<2048x512xf32>
  %init = tensor.empty() : tensor<16x2048xf32>
  %h = linalg.matmul ins(%x_0, %w1_0 : tensor<16x512xf32>, tensor<512x2048xf32>) outs(%init : tensor<16x2048xf32>) -> tensor<16x2048xf32>
  %h_0 = shard.shard %h to %s_h : tensor<16x2048xf32>
  %init_0 = tensor.empty() : tensor<16x512xf32>
  %y = linalg.matmul ins(%h_0, %w2_0 : tensor<16x2048xf32>, tensor<2048x512xf32>) outs(%init_0 : tensor<16x512xf32>) -> tensor<16x512xf32>
  %y_0 = shard.shard %y to %s_x : tensor<16x512xf32>
  return %y_0 : tensor<16x512xf32>
}
