// the grid's device count overflows i64
shard.grid @grid(shape = 9223372036854775807x9223372036854775807)
func.func @f(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %s = shard.sharding @grid split_axes = [[0], [1]] : !shard.sharding
  %x_s = shard.shard %x to %s : tensor<8x16xf32>
  return %x_s : tensor<8x16xf32>
}
