mesh.mesh @mesh0(shape = 2x4)
func.func @f(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %x_s = mesh.shard %x to <@mesh0, [[0]], partial = sum[5]> : tensor<8x16xf32>
  return %x_s : tensor<8x16xf32>
}
