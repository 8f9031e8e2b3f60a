// a dimension of exactly i64::MAX (allowed by the type)
func.func @f(%a: tensor<9223372036854775807xf32>) -> tensor<9223372036854775807xf32> {
  return %a : tensor<9223372036854775807xf32>
}
