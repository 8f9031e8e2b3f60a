mesh.cluster @mesh0(rank = 2, dim_sizes = [2, ?])
mesh.mesh @mesh1(shape = 2x2)
func.func @mlp(%arg0: tensor<2x4x8xf32, #mesh.shard<[[], [], [0]]>>) -> tensor<2x4x8xf32> attributes { mesh_cluster = @mesh0 } {
  %0 = mesh.annotate %arg0 {required = true, sharding = [[], [], [0]]} : tensor<2x4x8xf32> -> tensor<2x4x8xf32>
  %1 = mesh.annotate %0 {#mesh.shard<@mesh0, [[0], [1]], partial = sum[2]>, as_result = false} : tensor<2x4x8xf32>
  %2 = mesh.shard %1 to <@mesh1, [[]], partial = sum[0]> annotate_for_users : tensor<2x4x8xf32>
  %3 = mesh.local_split %2 {sharding = [[], [], [0]]} : tensor<2x4x8xf32> -> tensor<2x4x8xf32, #mesh.shard<[[], [], [0]]>>
  return %3 : tensor<2x4x8xf32>
}
