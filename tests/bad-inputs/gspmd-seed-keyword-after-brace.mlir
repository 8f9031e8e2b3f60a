// A seed's mistake: last_tile_dim_replicate written after the closing brace.
func.func @f(%a: tensor<6x4xf32>, %b: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %0 = stablehlo.multiply %a, %b
    {mhlo.sharding = "{devices=[1,2,4]0,1,2,3,4,5,6,7} last_tile_dim_replicate"}
    : tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}
