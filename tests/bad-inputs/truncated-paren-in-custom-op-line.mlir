func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8xf32>
  %1 = stablehlo.add %0, %0 : (tensor<8xf32> -> tensor<8xf32>
  %2 = stablehlo.multiply %1, %1 : tensor<8xf32>
  return %2 : tensor<8xf32>
}
