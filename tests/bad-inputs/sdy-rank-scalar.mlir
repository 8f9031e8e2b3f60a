sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @f(%arg0: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> tensor<f32> {
  return %arg0 : tensor<f32>
}
