// Inline meshes whose device ids are not a permutation of 0..n-1, too many,
// or negative: in a manual computation, a constraint and a collective.
func.func @manual(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<mesh<["a"=2], device_ids=[0, 5]>, [{"a"}, {}]>] out_shardings=[<mesh<["a"=2], device_ids=[0, 5]>, [{"a"}, {}]>] manual_axes={"a"} (%b: tensor<4x8xf32>) {
    sdy.return %b : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func @constraint(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.sharding_constraint %arg0 <mesh<["a"=2], device_ids=[0, 1, 2]>, [{"a"}, {}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func @collective(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["a"=2], device_ids=[-1, 0]>, [{"a"}, {}]>}) -> tensor<8x8xf32> {
  %0 = sdy.all_gather [{"a"}, {}] %arg0 out_sharding=<mesh<["a"=2], device_ids=[-1, 0]>, [{}, {}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
