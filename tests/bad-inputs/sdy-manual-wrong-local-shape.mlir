sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @f(%a: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"data"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data"} (%b: tensor<8x16xf32>) {
    sdy.return %b : tensor<8x16xf32>
  } : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
