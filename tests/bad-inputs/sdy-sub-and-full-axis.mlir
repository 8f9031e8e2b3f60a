sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @f(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"model":(1)2}]>}) -> tensor<8x16xf32> {
  return %arg0 : tensor<8x16xf32>
}
