// the device count of the mesh overflows i64
sdy.mesh @mesh = <["a"=9223372036854775807, "b"=2]>
func.func @f(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<8x16xf32> {
  return %arg0 : tensor<8x16xf32>
}
