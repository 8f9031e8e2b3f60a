sdy.mesh @mesh = <["x"=2]>
func.func @f(%arg0: tensor<8x99999999999999999999xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %missing : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {]> : tensor<8x8xf32>
  %0 = stablehlo.negate %1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
