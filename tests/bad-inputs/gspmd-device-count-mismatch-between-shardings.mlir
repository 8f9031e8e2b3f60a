// Without mhlo.num_partitions, GSPMD shardings must agree with each other on
// the device count (the tile assignment's size); maximal ones are exempt.
func.func @main(%arg0: tensor<8x8xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"},
    %arg1: tensor<8x8xf32> {mhlo.sharding = "{devices=[2,2]<=[4]}"},
    %arg2: tensor<8x8xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"},
    %arg3: tensor<8x8xf32> {mhlo.sharding = "{mesh[x=2,y=2], [{x}, {y}]}"},
    %arg4: tensor<8x8xf32> {mhlo.sharding = "{maximal device=0}"}) -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}
