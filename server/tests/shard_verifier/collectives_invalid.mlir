// mesh-lsp's own cases for the `shard` collectives and grid queries, in
// mlir-opt's -verify-diagnostics format. Every expected-error here is checked
// against mlir-opt 22 by tests/shard_verifier_conformance.rs when it is installed.
// RUN: mlir-opt -split-input-file -verify-diagnostics %s

shard.grid @g(shape = 2x4)
func.func @gather_axis_on_missing_grid_axis(%arg0 : tensor<2x8xf32>) -> tensor<2x8xf32> {
  // expected-error@+1 {{0-based grid axis index 3 is out of bounds. The referenced grid "g" is of rank 2.}}
  %0 = shard.all_gather %arg0 on @g grid_axes = [3] gather_axis = 0 : tensor<2x8xf32> -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

shard.grid @g(shape = 2x4)
func.func @all_gather_two_axes(%arg0 : tensor<2x8xf32>) -> tensor<2x8xf32> {
  // expected-error@+1 {{Dimension size mismatch for result axis 1. Expected 64, but got 8.}}
  %0 = shard.all_gather %arg0 on @g grid_axes = [0, 1] gather_axis = 1 : tensor<2x8xf32> -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

shard.grid @g(shape = 2x4)
func.func @all_gather_ok(%arg0 : tensor<2x8xf32>) -> tensor<2x64xf32> {
  %0 = shard.all_gather %arg0 on @g grid_axes = [1, 0] gather_axis = 1 : tensor<2x8xf32> -> tensor<2x64xf32>
  return %0 : tensor<2x64xf32>
}

// -----

func.func @all_slice_unknown(%arg0 : tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{Undefined required grid symbol "missing".}}
  %0 = shard.all_slice %arg0 on @missing slice_axis = 0 : tensor<8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @g(shape = 2x4)
func.func @all_slice_ok(%arg0 : tensor<8x3xf32>) -> tensor<1x3xf32> {
  %0 = shard.all_slice %arg0 on @g grid_axes = [0, 1] slice_axis = 0 : tensor<8x3xf32> -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

shard.grid @g(shape = 2x4)
func.func @all_slice_rank(%arg0 : tensor<8x3xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'shard.all_slice' op result type has different rank than operands}}
  %0 = shard.all_slice %arg0 on @g grid_axes = [0] slice_axis = 0 : tensor<8x3xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @g(shape = 2x4)
func.func @all_reduce_dup(%arg0 : tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{Grid axes contains duplicate elements.}}
  %0 = shard.all_reduce %arg0 on @g grid_axes = [1, 1] reduction = max : tensor<8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @g(shape = 4)
func.func @all_to_all_split(%arg0 : tensor<8x2xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{Dimension size mismatch for result axis 0. Expected 2, but got 4.}}
  %0 = shard.all_to_all %arg0 on @g grid_axes = [0] split_axis = 0 concat_axis = 1 : tensor<8x2xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

shard.grid @g(shape = 4)
func.func @all_to_all_ok(%arg0 : tensor<8x2xf32>) -> tensor<2x8xf32> {
  %0 = shard.all_to_all %arg0 on @g grid_axes = [0] split_axis = 0 concat_axis = 1 : tensor<8x2xf32> -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

shard.grid @g(shape = 2x4)
func.func @broadcast_root(%arg0 : tensor<2xi8>) -> tensor<2xi8> {
  // expected-error@+1 {{Out of bounds coordinate 1 for in-group device "root". Got 4, but expected value in the range [0, 3].}}
  %0 = shard.broadcast %arg0 on @g grid_axes = [0, 1] root = [1, 4] : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

shard.grid @g(shape = 2x4)
func.func @broadcast_dynamic_root(%arg0 : tensor<2xi8>, %i : index) -> tensor<2xi8> {
  %0 = shard.broadcast %arg0 on @g grid_axes = [0, 1] root = [1, %i] : (tensor<2xi8>, index) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

shard.grid @g(shape = 2x4)
func.func @reduce_root_size(%arg0 : tensor<2xf32>) -> tensor<2xf64> {
  // expected-error@+1 {{In-group device "root" has unexpected multi-index size 1. Expected 2.}}
  %0 = shard.reduce %arg0 on @g grid_axes = [0, 1] reduction = max root = [0] : (tensor<2xf32>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

shard.grid @g(shape = 2x4)
func.func @reduce_scatter_divisible(%arg0 : tensor<6xf32>) -> tensor<?xf32> {
  // expected-error@+1 {{Operand dimension size 6 is not divisible by collective device group size 4 for tensor axis 0.}}
  %0 = shard.reduce_scatter %arg0 on @g grid_axes = [1] scatter_axis = 0 : tensor<6xf32> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

shard.grid @g(shape = 2x4)
func.func @scatter_root(%arg0 : tensor<8xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{Out of bounds coordinate 0 for in-group device "root". Got 2, but expected value in the range [0, 1].}}
  %0 = shard.scatter %arg0 on @g grid_axes = [0] scatter_axis = 0 root = [2] : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

shard.grid @g(shape = 2x4)
func.func @gather_ok(%arg0 : tensor<3xf32>) -> tensor<12xf32> {
  %0 = shard.gather %arg0 on @g grid_axes = [1] gather_axis = 0 root = [3] : (tensor<3xf32>) -> tensor<12xf32>
  return %0 : tensor<12xf32>
}

// -----

shard.grid @g(shape = 2x4)
func.func @send_destination(%arg0 : tensor<2xi8>) -> tensor<2xi8> {
  // expected-error@+1 {{In-group device "destination" has unexpected multi-index size 0. Expected 1.}}
  %0 = shard.send %arg0 on @g grid_axes = [1] destination = [] : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

shard.grid @g(shape = 2x4)
func.func @recv_without_source(%arg0 : tensor<2xi8>) -> tensor<2xi8> {
  %0 = shard.recv %arg0 on @g grid_axes = [1] : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

shard.grid @g(shape = 2x4)
func.func @shift_axis(%arg0 : tensor<2xi8>) -> tensor<2xi8> {
  // expected-error@+1 {{Invalid shift axis 0. It must be one of the grouping grid axes.}}
  %0 = shard.shift %arg0 on @g grid_axes = [1] shift_axis = 0 offset = 1 rotate : tensor<2xi8> -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

shard.grid @g(shape = 2x4)
func.func @grid_shape_count() -> (index, index, index) {
  // expected-error@+1 {{Unexpected number of results 3. Expected 2.}}
  %0:3 = shard.grid_shape @g : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

// -----

shard.grid @g(shape = 2x4)
func.func @process_multi_index_negative() -> index {
  // expected-error@+1 {{0-based grid axis index -1 is out of bounds. The referenced grid "g" is of rank 2.}}
  %0 = shard.process_multi_index on @g axes = [-1] : index
  return %0 : index
}

// -----

func.func @neighbors_unknown(%i : index) -> (index, index) {
  // expected-error@+1 {{Undefined required grid symbol "nowhere".}}
  %0:2 = shard.neighbors_linear_indices on @nowhere[%i] split_axes = [0] : index, index
  return %0#0, %0#1 : index, index
}

// -----

shard.grid @g(shape = 2x?)
func.func @queries_ok(%i : index) -> (index, index, index, index, index) {
  %0:2 = shard.grid_shape @g : index, index
  %1 = shard.process_linear_index on @g : index
  %2:2 = shard.neighbors_linear_indices on @g[%i] split_axes = [1] : index, index
  return %0#0, %0#1, %1, %2#0, %2#1 : index, index, index, index, index
}
