// Chunks split by `// -----`, the generic form mlir-opt prints with
// --mlir-print-op-generic, and block arguments of labelled blocks.
sdy.mesh @mesh = <["x"=2]>
func.func @reduce(%arg0: tensor<8xf32>) -> tensor<f32> {
  %0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %1 = "stablehlo.reduce"(%arg0, %0) ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %2 = stablehlo.add %lhs, %rhs : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>) -> tensor<8xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<8xf32>):
    "func.return"(%arg0) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) {sdy.note = "generic"} : () -> ()

// -----

sdy.mesh @other = <["y"=4]>
