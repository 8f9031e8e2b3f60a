// café crème
sdy.mesh @mesh = <["data"=2]>
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
