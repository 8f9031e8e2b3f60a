; Scopes: regions (and the functions that own them) open scopes; SSA results,
; function arguments and block arguments are definitions; value uses and
; symbol references are references.

(region) @local.scope
(func_operation) @local.scope

(op_result name: (value_id) @local.definition.var)
(func_argument name: (value_id) @local.definition.parameter)
(block_argument name: (value_id) @local.definition.parameter)
(block_label name: (caret_id) @local.definition.label)

(func_operation name: (symbol_ref) @local.definition.function)
(sdy_mesh_operation name: (symbol_ref) @local.definition.constant)
(grid_operation name: (symbol_ref) @local.definition.constant)
(mesh_cluster_operation name: (symbol_ref) @local.definition.constant)

(value_use name: (value_id) @local.reference)
(successor label: (caret_id) @local.reference)
(symbol_ref) @local.reference
