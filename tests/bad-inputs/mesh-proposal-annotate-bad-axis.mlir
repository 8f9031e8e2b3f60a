mesh.cluster @mesh0(rank = 2, dim_sizes = [2, 4])
func.func @f(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> attributes { mesh_cluster = @mesh0 } {
  %0 = mesh.annotate %arg0 {required = true, sharding = [[3], []]} : tensor<8x16xf32> -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
