// A sharding without its closing brace: single, tuple and mesh form.
func.func @main(%arg0: tensor<8xf32> {mhlo.sharding = "{devices=[2]0,1"},
    %arg1: tensor<8xf32> {mhlo.sharding = "{{replicated}"},
    %arg2: tensor<8xf32> {mhlo.sharding = "{mesh[x=2], [{x}]"}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
