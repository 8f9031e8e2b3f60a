// an unknown axis after astral-plane characters
sdy.mesh @mesh = <["𝕄"=4]>
func.func @f(%a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"𝕏"}]>}) -> tensor<8xf32> {
  return %a : tensor<8xf32>
}
