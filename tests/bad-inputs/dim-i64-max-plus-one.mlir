// one past i64::MAX
func.func @f(%a: tensor<9223372036854775808xf32>) {
  return
}
