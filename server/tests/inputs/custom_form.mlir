// The module of ir_inputs/generic_form.mlir in the custom form, line for
// line, so that propagating either gives the same shardings on the same
// lines.
module {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}) {
  // (the generic form's entry block label)
    %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {"y"}]> : tensor<8x8xf32>
    %2 = func.call @helper(%1) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %2 : tensor<8x8xf32>
  }
  func.func private @helper(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // (the entry block label)
    return %arg0 : tensor<8x8xf32>
  }
  func.func private @external(tensor<8x8xf32>) -> tensor<8x8xf32>
  // (the empty region of the generic declaration)
}
