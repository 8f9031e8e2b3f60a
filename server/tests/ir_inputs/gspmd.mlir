module @jit_f attributes {mhlo.num_partitions = 8 : i32} {
  func.func public @main(%arg0: tensor<32x64xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}) -> (tensor<32xf32> {mhlo.sharding = "{devices=[2,4]<=[8] last_tile_dim_replicate}"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {mhlo.sharding = "{devices=[2,4]0,1,2,3,4,5,6,7 last_tile_dim_replicate}"} : (tensor<32xf32>) -> tensor<32xf32>
    return %1 : tensor<32xf32>
  }
}
