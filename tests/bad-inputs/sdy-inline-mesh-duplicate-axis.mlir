// An inline mesh naming an axis twice, in an op's sharding_per_value.
func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<mesh<["a"=2, "a"=2]>, [{"a"}, {}]>]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
