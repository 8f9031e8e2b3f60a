// non-ASCII axis names (valid): columns in UTF-16 differ from bytes
sdy.mesh @mesh = <["données"=2, "𝕄"=4]>
func.func @f(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"données"}, {"𝕄"}]>}) -> tensor<8x16xf32> {
  return %a : tensor<8x16xf32>
}
