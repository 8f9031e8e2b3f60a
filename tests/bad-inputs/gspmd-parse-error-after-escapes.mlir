// Parse errors after escaped characters point at the offending token in the
// source: `\"`, `\\`, `\0A` and `\t` are one character of the value each.
func.func @main(%arg0: tensor<8xf32> {mhlo.sharding = "{devices=[2]0,1 metadata={op_name=\"ab\"} bogus}"},
    %arg1: tensor<8xf32> {mhlo.sharding = "{devices=[2]0,1 metadata={op_name=\"a\\b\0Ac\"}\tbogus}"}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
