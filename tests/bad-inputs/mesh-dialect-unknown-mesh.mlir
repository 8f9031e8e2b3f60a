mesh.mesh @mesh0(shape = 2x4)
func.func @f(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %s = mesh.sharding @other split_axes = [[0], []] : !mesh.sharding
  %x_s = mesh.shard %x to %s : tensor<8x16xf32>
  return %x_s : tensor<8x16xf32>
}
