func.func @f(%a: tensor<-4xf32>) {
  return
}
