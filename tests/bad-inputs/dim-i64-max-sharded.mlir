// i64::MAX split over 8 devices: uneven
sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @f(%arg0: tensor<9223372036854775807xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "model"}]>}) -> tensor<9223372036854775807xf32> {
  return %arg0 : tensor<9223372036854775807xf32>
}
