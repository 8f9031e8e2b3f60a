sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @f(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{}, {"nope"}]> : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
