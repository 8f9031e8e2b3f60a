// more devices than the tool materializes
module @m attributes {mhlo.num_partitions = 1048577 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1048577xf32> {mhlo.sharding = "{devices=[1048577]<=[1048577]}"}) -> tensor<1048577xf32> {
    return %arg0 : tensor<1048577xf32>
  }
}
