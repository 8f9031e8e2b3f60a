// A generic op without its function type; the IR reports it.
func.func @f(%arg0: tensor<8xf32>) {
  %0 = "foo.bar"(%arg0)
  "foo.baz"(%0) : (tensor<8xf32>) -> ()
  return
}
