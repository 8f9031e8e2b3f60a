// A module as `mlir-opt --mlir-print-op-generic` prints it: the mesh and the
// functions are generic ops, their names, visibility and argument and result
// attributes are properties, and a function's arguments are its entry block's.
"builtin.module"() ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2, "y"=2]>, sym_name = "mesh"}> : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, {}], function_type = (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>, res_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}], sym_name = "main"}> ({
  ^bb0(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>):
    %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1 = "sdy.sharding_constraint"(%0) <{sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %2 = "func.call"(%1) <{callee = @helper}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%2) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xf32>) -> tensor<8x8xf32>, sym_name = "helper", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x8xf32>):
    "func.return"(%arg0) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xf32>) -> tensor<8x8xf32>, sym_name = "external", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()
