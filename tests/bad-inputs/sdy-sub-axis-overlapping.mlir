sdy.mesh @mesh = <["data"=2, "model"=8]>
func.func @f(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model":(1)2}, {"model":(1)4}]>}) -> tensor<8x16xf32> {
  return %arg0 : tensor<8x16xf32>
}
