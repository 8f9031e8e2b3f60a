// i64::MAX and i64::MAX-1 split over 2 and 4: uneven
shard.grid @grid(shape = 2x4)
func.func @f(%x: tensor<9223372036854775807x9223372036854775806xf32>) -> tensor<9223372036854775807x9223372036854775806xf32> {
  %s = shard.sharding @grid split_axes = [[0], [1]] : !shard.sharding
  %x_s = shard.shard %x to %s : tensor<9223372036854775807x9223372036854775806xf32>
  return %x_s : tensor<9223372036854775807x9223372036854775806xf32>
}
