// A region opened at the end of a line and never closed: the error is at its `{`.
sdy.mesh @mesh = <["x"=2]>
func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%a: tensor<4xf32>) {
  %1 = stablehlo.add %arg0, %arg0 : tensor<8xf32>
  return %1 : tensor<8xf32>
}
