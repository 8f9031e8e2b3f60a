; Scopes: regions and functions open scopes; SSA results, function arguments
; and block arguments are definitions; value uses and symbol uses are
; references.
;
; A function's name belongs to the scope around the function, so that calls
; from other functions resolve to it: `definition.function.scope "parent"`
; (the nvim-treesitter convention) says so, as the function node is also the
; scope of its arguments.

(region) @local.scope
(func_operation) @local.scope

(op_result name: (value_id) @local.definition.var)
(func_argument name: (value_id) @local.definition.parameter)
(block_argument name: (value_id) @local.definition.parameter)
(block_label name: (caret_id) @local.definition.label)

((func_operation name: (symbol_ref) @local.definition.function)
  (#set! definition.function.scope "parent"))
(module_operation name: (symbol_ref) @local.definition.namespace)
(sdy_mesh_operation name: (symbol_ref) @local.definition.constant)
(grid_operation name: (symbol_ref) @local.definition.constant)
(mesh_cluster_operation name: (symbol_ref) @local.definition.constant)

(value_use name: (value_id) @local.reference)
(successor label: (caret_id) @local.reference)

; Symbol uses, never the names the definitions above capture.
(call_operation callee: (symbol_ref) @local.reference)
(tensor_sharding mesh: (symbol_ref) @local.reference)
(mesh_sharding_body mesh: (symbol_ref) @local.reference)
(sharding_operation grid: (symbol_ref) @local.reference)
(custom_operation (symbol_ref) @local.reference)
(attribute_entry value: (symbol_ref) @local.reference)
(array_attribute (symbol_ref) @local.reference)
(pretty_body (symbol_ref) @local.reference)
