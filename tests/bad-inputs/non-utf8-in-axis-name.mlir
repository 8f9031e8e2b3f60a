sdy.mesh @mesh = <["dÿta"=2]>
func.func @f(%a: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dÿta"}]>}) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
