shard.grid @grid(shape = 2x4)
func.func @f(%x: tensor<7x10xf32>) -> tensor<7x10xf32> {
  %s = shard.sharding @grid split_axes = [[0], [1]] : !shard.sharding
  %x_s = shard.shard %x to %s : tensor<7x10xf32>
  return %x_s : tensor<7x10xf32>
}
