// The MLP of mlp_sdy.mlir with GSPMD shardings, as JAX emits them without
// Shardy: `mhlo.sharding` strings on arguments and results, and an `@Sharding`
// custom call for a sharding constraint.
//
// `devices=[a,b,r]<=[8]` tiles dimension 0 in `a` and dimension 1 in `b`
// parts; with `last_tile_dim_replicate` each tile is replicated on `r`
// devices. Device d sits at ("data", "model") = (d / 4, d % 4), so:
//   [2,1,4]<=[8]               dim 0 over "data"   (tiles {0-3}, {4-7})
//   [1,4,2]<=[2,4]T(1,0)       dim 1 over "model"  (tiles {0,4}, {1,5}, …)
//   [4,1,2]<=[2,4]T(1,0)       dim 0 over "model"
//   [2,4]<=[8]                 dim 0 over "data", dim 1 over "model"

module @jit_mlp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(
      %arg0: tensor<16x512xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"},
      %arg1: tensor<512x2048xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"},
      %arg2: tensor<2048x512xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"})
      -> (tensor<16x512xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512xf32>, tensor<512x2048xf32>) -> tensor<16x2048xf32>
    // with_sharding_constraint: batch over the first grid dimension, hidden over the second.
    %1 = stablehlo.custom_call @Sharding(%0) {mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<16x2048xf32>) -> tensor<16x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<16x2048xf32>
    %2 = stablehlo.maximum %1, %cst : tensor<16x2048xf32>
    %3 = stablehlo.dot_general %2, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x2048xf32>, tensor<2048x512xf32>) -> tensor<16x512xf32>
    return %3 : tensor<16x512xf32>
  }
}
