// A seed's mistake: [1,2,4] with last_tile_dim_replicate splits dim 1 of a
// 4x3 tensor in 2 (uneven) where the prose meant rows split in 2, i.e. [2,1,4].
func.func @f(%a: tensor<4x3xi32>, %b: tensor<4x3xi32>) -> tensor<4x3xi32> {
  %0 = stablehlo.subtract %a, %b {mhlo.sharding = "{devices=[1,2,4]0,1,2,3,4,5,6,7 last_tile_dim_replicate}"} : tensor<4x3xi32>
  return %0 : tensor<4x3xi32>
}
