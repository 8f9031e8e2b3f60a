sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @f(%a: tensor<8xf32> {sdy.sharding = "not a sharding"}) -> tensor<8xf32> {
  return %a : tensor<8xf32>
}
