sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.negate %a {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>, <@mesh, [{}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
