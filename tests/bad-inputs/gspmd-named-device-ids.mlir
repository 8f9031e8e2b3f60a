// The mesh form's device_ids: a duplicate, a negative id, an id past
// mhlo.num_partitions, and a valid permutation.
module @m attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8xf32> {mhlo.sharding = "{mesh[x=2,y=2], device_ids=(0,0,1,2), [{x}, {y}]}"},
      %arg1: tensor<8x8xf32> {mhlo.sharding = "{mesh[x=2,y=2], device_ids=(0,1,-2,3), [{x}, {y}]}"},
      %arg2: tensor<8x8xf32> {mhlo.sharding = "{mesh[x=2,y=2], device_ids=(0,1,2,9), [{x}, {y}]}"},
      %arg3: tensor<8x8xf32> {mhlo.sharding = "{mesh[x=2,y=2], device_ids=(3,1,2,0), [{x}, {y}]}"}) -> tensor<8x8xf32> {
    return %arg0 : tensor<8x8xf32>
  }
}
