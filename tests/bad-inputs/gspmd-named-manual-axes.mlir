// The mesh form's manual axes: XLA rejects an axis that is both manual and
// sharding a dim (or replicated), and manual axes out of mesh order.
func.func @main(%arg0: tensor<8x8xf32> {mhlo.sharding = "{mesh[x=2,y=2], [{x}, {y}], manual={x}}"},
    %arg1: tensor<8x8xf32> {mhlo.sharding = "{mesh[x=2,y=2], [{}, {}], replicated={y}, manual={y}}"},
    %arg2: tensor<8x8xf32> {mhlo.sharding = "{mesh[x=2,y=2], [{}, {}], manual={y, x}}"},
    %arg3: tensor<8x8xf32> {mhlo.sharding = "{mesh[x=2,y=2], [{y}, {}], manual={x}}"}) -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}
