// Declared meshes of 8 and 4 devices in one module; a 1-device mesh is exempt.
sdy.mesh @m8 = <["x"=8]>
sdy.mesh @m4 = <["y"=2, "z"=2]>
sdy.mesh @single = <["w"=1]>
func.func @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m8, [{"x"}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
