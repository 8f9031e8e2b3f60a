; The outline: modules, functions, meshes.
(module_operation
  kind: _ @context
  name: (symbol_ref) @name) @item

(func_operation
  kind: _ @context
  name: (symbol_ref) @name) @item

(sdy_mesh_operation
  "sdy.mesh" @context
  name: (symbol_ref) @name) @item

(grid_operation
  name: (symbol_ref) @name) @item

(mesh_cluster_operation
  name: (symbol_ref) @name) @item
