mesh.cluster @mesh0(rank = 2, dim_sizes = [2, 4])
func.func @dup(%arg0: tensor<8x8xf32, #mesh.shard<[[0], [0]]>>) -> tensor<8x8xf32> attributes {mesh_cluster = @mesh0} {
  return %arg0 : tensor<8x8xf32>
}
func.func @bounds(%arg0: tensor<8x8xf32, #mesh.shard<[[5]]>>) -> tensor<8x8xf32> attributes {mesh_cluster = @mesh0} {
  %0 = "mhlo.abs"(%arg0) {sharding = [[9]]} : (tensor<8x8xf32>) -> tensor<8x8xf32, #mesh.shard<[[0, 0]]>>
  return %0 : tensor<8x8xf32>
}
func.func @uneven(%arg0: tensor<8x6xf32, #mesh.shard<@mesh0, [[], [1]]>>) -> tensor<8x6xf32> {
  return %arg0 : tensor<8x6xf32>
}
func.func @rank(%arg0: tensor<8xf32>) -> tensor<8xf32, #mesh.shard<[[0], [], [1]]>> attributes {mesh_cluster = @mesh0} {
  return %arg0 : tensor<8xf32>
}
func.func @parse(%arg0: tensor<8xf32, #mesh.shard<[[0], [x]]>>) -> tensor<8xf32> attributes {mesh_cluster = @mesh0} {
  %0 = "mhlo.abs"(%arg0) {sharding = [[0], 1]} : (tensor<8xf32>) -> tensor<8xf32>
  %1 = "mhlo.abs"(%0) : (tensor<8xf32>) -> tensor<8xf32, #mesh.shard<@nope, [[0]]>>
  return %1 : tensor<8xf32>
}
func.func @kind(%arg0: tensor<8xf32, #mesh.shard<[[0]], partial = mean[1]>>) -> tensor<8xf32> attributes {mesh_cluster = @mesh0} {
  return %arg0 : tensor<8xf32>
}
