module @mlp attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%x: tensor<16x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [