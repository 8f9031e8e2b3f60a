func.func @f(%a: tensor<4xf32> {foo = "open}) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
