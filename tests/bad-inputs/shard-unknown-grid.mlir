shard.grid @grid(shape = 2x4)
func.func @f(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %s = shard.sharding @nogrid split_axes = [[0], []] : !shard.sharding
  %x_s = shard.shard %x to %s : tensor<8x16xf32>
  return %x_s : tensor<8x16xf32>
}
