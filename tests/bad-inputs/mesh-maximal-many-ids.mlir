sdy.mesh @mesh = <[], device_ids=[0, 1]>
func.func @f(%arg0: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> tensor<f32> {
  return %arg0 : tensor<f32>
}
