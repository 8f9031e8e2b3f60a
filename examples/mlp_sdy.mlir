// A two-layer MLP sharded with Shardy (`sdy`), as JAX lowers it.
//
// Eight devices form a 2x4 mesh: "data" splits the batch (data parallelism),
// "model" splits the hidden layer (Megatron-style tensor parallelism):
//   - w1 is split by columns, so x @ w1 needs no communication and yields
//     activations split over both axes;
//   - w2 is split by rows, so h @ w2 contracts a dimension split over "model"
//     and ends with an all-reduce over "model".
// Shapes: batch 16, features 512, hidden 2048.

module @mlp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>

  func.func public @main(
      %x: tensor<16x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>},
      %w1: tensor<512x2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>},
      %b1: tensor<2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>},
      %w2: tensor<2048x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>})
      -> (tensor<16x512xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512xf32>, tensor<512x2048xf32>) -> tensor<16x2048xf32>
    %1 = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<2048xf32>) -> tensor<16x2048xf32>
    %2 = stablehlo.add %0, %1 : tensor<16x2048xf32>
    // Pin the activations: batch over "data", hidden over "model".
    %3 = sdy.sharding_constraint %2 <@mesh, [{"data"}, {"model"}]> : tensor<16x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<16x2048xf32>
    %4 = stablehlo.maximum %3, %cst : tensor<16x2048xf32>
    %5 = stablehlo.dot_general %4, %w2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x2048xf32>, tensor<2048x512xf32>) -> tensor<16x512xf32>
    return %5 : tensor<16x512xf32>
  }
}
