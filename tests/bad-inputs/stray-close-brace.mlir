// An extra `}` after an op closes the function early.
func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8xf32> }
  return %0 : tensor<8xf32>
}
