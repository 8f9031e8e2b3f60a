func.func @tiled_dim0(%0: tensor<4x3xi32>, %1: tensor<4x3xi32>) -> tensor<4x3xi32> {
  %2 = stablehlo.add %0, %1 {mhlo.sharding = "{devices=[2,1]0,1}"} : tensor<4x3xi32>
  return %2 : tensor<4x3xi32>
}
func.func @tiled_3d(%0: tensor<3x4x4xi32>, %1: tensor<3x4x4xi32>) -> tensor<3x4x4xi32> {
  %2 = stablehlo.add %0, %1 {mhlo.sharding = "{devices=[1,2,4]0,1,2,3,4,5,6,7}"} : tensor<3x4x4xi32>
  return %2 : tensor<3x4x4xi32>
}
