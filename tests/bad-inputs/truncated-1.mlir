module @mlp attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["dat