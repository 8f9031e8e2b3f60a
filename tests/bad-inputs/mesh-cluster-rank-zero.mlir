mesh.cluster @mesh0(rank = 0)
func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = mesh.shard %x to <@mesh0, [[0]]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}
