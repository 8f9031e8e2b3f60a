; Text objects for Helix (book/src/guides/textobject.md): `maf`/`mif`
; functions, `mat`/`mit` the module, `maa`/`mia` arguments and operands,
; `mae`/`mie` dictionary entries, `mac`/`mic` comments; `]f`/`[f` etc. move.
; Written by hand: Helix knows fewer objects than nvim-treesitter-textobjects
; (tree-sitter-mesh/queries/textobjects.scm), under other names.

; `func.func` with a body; inside: the operations between its braces.
(func_operation) @function.around
(func_operation
  body: (region "{" . (_)+ @function.inside . "}"))

; Computations with a body of their own.
[(sdy_manual_computation) (sdy_named_computation)] @function.around
(sdy_manual_computation
  body: (region "{" . (_)+ @function.inside . "}"))
(sdy_named_computation
  body: (region "{" . (_)+ @function.inside . "}"))

; `module { … }`.
(module_operation) @class.around
(module_operation
  body: (region "{" . (_)+ @class.inside . "}"))

; Function and block arguments, and operands; around takes the comma after.
(func_arguments
  ([(func_argument) (func_type_argument)] @parameter.inside . ","? @parameter.around) @parameter.around)
(block_arguments
  ((block_argument) @parameter.inside . ","? @parameter.around) @parameter.around)
(operand_list
  ((value_use) @parameter.inside . ","? @parameter.around) @parameter.around)

; Entries of an attribute dictionary `{a = 1, b}`.
(dictionary_attribute
  ((attribute_entry) @entry.inside . ","? @entry.around) @entry.around)

(comment) @comment.inside
(comment)+ @comment.around
