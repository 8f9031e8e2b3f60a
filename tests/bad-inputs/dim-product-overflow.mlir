// each dimension fits, their product does not
sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @f(%arg0: tensor<4294967296x4294967296x4294967296xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}]>}) -> tensor<4294967296x4294967296x4294967296xf32> {
  return %arg0 : tensor<4294967296x4294967296x4294967296xf32>
}
