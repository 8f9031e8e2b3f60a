module @m attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,4]<=[8] last_tile_dim_replicat}"}) -> tensor<8x16xf32> {
    return %arg0 : tensor<8x16xf32>
  }
}
