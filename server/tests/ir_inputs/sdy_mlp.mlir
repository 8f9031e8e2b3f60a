module @jit_mlp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%arg0: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<64x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<16x256xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg1 : (tensor<64x256xbf16>) -> tensor<64x256xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x256xf32>) -> tensor<16x256xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"data", ?}, {"model"}p0]> : tensor<16x256xf32>
    %3 = call @relu(%2) : (tensor<16x256xf32>) -> tensor<16x256xf32>
    return %3 : tensor<16x256xf32>
  }
  func.func private @relu(%arg0: tensor<16x256xf32>) -> tensor<16x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %1 = stablehlo.maximum %arg0, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<16x256xf32>
    return %1 : tensor<16x256xf32>
  }
}
