sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @f(%arg0: tensor<16x32xf32>, %n: tensor<i32>) -> (tensor<16x32xf32>, tensor<i32>) {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<8x32xf32>) {
    %1 = stablehlo.add %arg1, %arg1 : tensor<8x32xf32>
    sdy.return %1 : tensor<8x32xf32>
  } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  %2:2 = stablehlo.while(%iterArg = %0, %iterArg_1 = %n) : tensor<16x32xf32>, tensor<i32>
   cond {
    %3 = stablehlo.compare  LT, %iterArg_1, %iterArg_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %3 : tensor<i1>
  } do {
    %4 = stablehlo.multiply %iterArg, %iterArg : tensor<16x32xf32>
    stablehlo.return %4, %iterArg_1 : tensor<16x32xf32>, tensor<i32>
  }
  %5 = "stablehlo.case"(%n) ({
    stablehlo.return %2#0 : tensor<16x32xf32>
  }, {
    ^bb0:
    stablehlo.return %arg0 : tensor<16x32xf32>
  }) : (tensor<i32>) -> tensor<16x32xf32>
  %6 = stablehlo.reduce(%5 init: %n) across dimensions = [1] : (tensor<16x32xf32>, tensor<i32>) -> tensor<16xf32>
    reducer(%a: tensor<f32>, %b: tensor<f32>)  {
    %7 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %7 : tensor<f32>
  }
  return %5, %2#1 : tensor<16x32xf32>, tensor<i32>
}
