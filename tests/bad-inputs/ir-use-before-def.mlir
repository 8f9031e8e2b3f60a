func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %1 = stablehlo.add %0, %a : tensor<4xf32>
  %0 = stablehlo.negate %a : tensor<4xf32>
  return %1 : tensor<4xf32>
}
