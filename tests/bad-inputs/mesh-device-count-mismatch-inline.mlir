// Inline meshes must have the declared meshes' device count: 2 is not 8;
// a maximal inline mesh (one device) is exempt.
sdy.mesh @m8 = <["x"=8]>
func.func @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m8, [{"x"}]>},
    %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<["z"=2]>, [{"z"}]>},
    %arg2: tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<["a"=2, "b"=4]>, [{"a"}]>},
    %arg3: tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<[], device_ids=[0]>, []>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
// -----
// Without a declared mesh, the first inline mesh sets the count.
func.func @g(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=4]>, [{"x"}]>}) -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<mesh<["x"=8]>, [{"x"}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
