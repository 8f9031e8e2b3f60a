sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @f(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> tensor<8x16xf32> {
  %0 = sdy.all_gather [{"model"}, {}] %a out_sharding=<@mesh, [{}, {}]> : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
