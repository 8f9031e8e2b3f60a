// a zero-size dimension split over 2
sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @f(%arg0: tensor<0x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> tensor<0x16xf32> {
  return %arg0 : tensor<0x16xf32>
}
