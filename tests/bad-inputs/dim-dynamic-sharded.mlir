// dynamic dimensions (valid)
sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @f(%arg0: tensor<?x?xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> tensor<?x?xf32> {
  return %arg0 : tensor<?x?xf32>
}
