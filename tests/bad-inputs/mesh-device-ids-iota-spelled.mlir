// device_ids spelling out the iota order, which Shardy rejects
sdy.mesh @mesh = <["a"=4], device_ids=[0, 1, 2, 3]>
func.func @f(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<8x16xf32> {
  return %arg0 : tensor<8x16xf32>
}
