; Highlights for tree-sitter-mesh. Capture names follow the nvim-treesitter
; conventions; scripts/editor-queries.py renames them for Helix and Zed.

(comment) @comment
(split_marker) @comment.special

(string) @string
(axis_name) @property
(integer) @number
(float) @number.float
(boolean) @boolean
(dimension_list) @number
(dimension_shape) @number
(vector_dimension_list) @number

(builtin_type) @type.builtin
(tensor_type "tensor" @type.builtin)
; `tensor<8x128xf32>` is one token (no element_type child): a type as a whole.
(tensor_type !element_type) @type.builtin
(memref_type "memref" @type.builtin)
(vector_type "vector" @type.builtin)
(tuple_type "tuple" @type.builtin)
(complex_type "complex" @type.builtin)
(dialect_type name: (type_alias) @type)
(type_alias_definition name: (type_alias) @type.definition)

(value_id) @variable
(result_number) @variable.member
(op_result name: (value_id) @variable)
(func_argument name: (value_id) @variable.parameter)
(block_argument name: (value_id) @variable.parameter)
(caret_id) @label

(symbol_ref) @function
(func_operation name: (symbol_ref) @function)
(call_operation callee: (symbol_ref) @function.call)
(sdy_mesh_operation name: (symbol_ref) @constant)
(grid_operation name: (symbol_ref) @constant)
(mesh_cluster_operation name: (symbol_ref) @constant)
(tensor_sharding mesh: (symbol_ref) @constant)
(sharding_operation grid: (symbol_ref) @constant)
(mesh_sharding_body mesh: (symbol_ref) @constant)

(op_name) @function.builtin
(generic_operation name: (string) @function.builtin)
(module_operation kind: _ @keyword)
(func_operation kind: _ @keyword.function)
(return_operation kind: _ @keyword.return)
(call_operation kind: _ @function.builtin)
(visibility) @keyword.modifier

[
  "sdy.mesh" "sdy.sharding_constraint" "sdy.reshard" "sdy.manual_computation"
  "sdy.named_computation" "sdy.propagation_barrier" "sdy.sharding_group"
  "sdy.data_flow_edge" "sdy.func_data_flow_edge" "sdy.all_gather" "sdy.all_slice"
  "sdy.all_reduce" "sdy.reduce_scatter" "sdy.all_to_all" "sdy.collective_permute"
  "sdy.sharded_to_unreduced" "sdy.replicated_to_unreduced" "sdy.return"
  "shard.grid" "mesh.mesh" "mesh.cluster" "shard.sharding" "mesh.sharding"
  "shard.shard" "mesh.shard" "mesh.annotate" "mesh.local_split"
] @function.builtin

[
  "attributes" "to" "in_shardings" "out_shardings" "manual_axes" "out_sharding"
  "allowed_direction" "group_id" "split_axes" "halo_sizes" "sharded_dims_offsets"
  "partial" "shape" "rank" "dim_sizes" "device_ids" "replicated" "unreduced" "mesh"
  "sharding"
] @keyword

(annotate_for_users) @keyword.modifier
(reduction_kind) @constant.builtin
(factor_kind) @keyword
(custom_rule) @keyword
(open_marker) @operator
(priority) @attribute.builtin
(dim_mapping) @variable.member
(factor_size factor: (bare_id) @variable.member)

(attribute_entry name: (_) @attribute)
(attribute_alias) @attribute
(attribute_alias_definition name: (attribute_alias) @attribute)
[
  "#sdy.sharding" "#sdy.sharding_per_value" "#sdy.mesh" "#sdy.op_sharding_rule"
  "#mesh.shard"
] @attribute.builtin
(dense_attribute kind: _ @constant.builtin)
(builtin_attribute kind: _ @constant.builtin)
(unit_attribute) @constant.builtin
(location "loc" @keyword.directive)
; `loc(#loc12)` after an op is one token.
((location) @keyword.directive (#match? @keyword.directive "^loc\\(#[^()]*\\)$"))

["=" "->" "::" ":"] @operator
["," ] @punctuation.delimiter
; In a custom op's body the same signs are one `punctuation` token.
((punctuation) @operator (#any-of? @operator "=" "->" "::" ":"))
((punctuation) @punctuation.delimiter (#eq? @punctuation.delimiter ","))
["(" ")" "[" "]" "{" "}" "<" ">"] @punctuation.bracket
