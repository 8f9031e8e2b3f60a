mesh.cluster @mesh0(rank = 1, dim_sizes = [2, 4])
func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}
