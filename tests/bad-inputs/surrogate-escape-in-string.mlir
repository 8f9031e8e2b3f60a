// escapes that name surrogates or code points past U+10FFFF inside a string
func.func @f(%a: tensor<4xf32> {foo = "\ud800 \u{110000}"}) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
