// CRLF line ends and an unknown axis
sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @f(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"nope"}, {}]>}) -> tensor<8x16xf32> {
  return %arg0 : tensor<8x16xf32>
}
