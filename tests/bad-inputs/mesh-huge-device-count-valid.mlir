// 2^40 devices: large but not an overflow
sdy.mesh @mesh = <["a"=1048576, "b"=1048576]>
func.func @f(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<8x16xf32> {
  return %arg0 : tensor<8x16xf32>
}
