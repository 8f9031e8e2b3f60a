// three data dims and a replicated one for a rank-2 tensor
module @m attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[8,1,1,1]<=[8] last_tile_dim_replicate}"}) -> tensor<8x16xf32> {
    return %arg0 : tensor<8x16xf32>
  }
}
