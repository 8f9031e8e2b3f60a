; Text objects. Capture names are nvim-treesitter-textobjects' (its
; CONTRIBUTING.md): select with `@function.outer` etc. A capture given several
; sibling nodes (`(_)+ @x`) spans from the first to the last of them.
; editors/helix and editors/zed carry copies renamed to their editors' names.

; `func.func` with a body; inner: the operations between its braces.
(func_operation) @function.outer
(func_operation
  body: (region
    "{"
    .
    (_)+ @function.inner
    .
    "}"))

; Computations with a body of their own are functions too.
(sdy_manual_computation) @function.outer
(sdy_named_computation) @function.outer
(sdy_manual_computation
  body: (region "{" . (_)+ @function.inner . "}"))
(sdy_named_computation
  body: (region "{" . (_)+ @function.inner . "}"))

; `module { … }` is the one class-like container.
(module_operation) @class.outer
(module_operation
  body: (region "{" . (_)+ @class.inner . "}"))

; Every region: a function body, a generic op's `({ … })`, a custom op's
; `{ … }`; inner: what is between the braces.
(region) @block.outer
(region "{" . (_)+ @block.inner . "}")

; `func.call @f(%a, %b) : …`; inner: the operands.
(call_operation) @call.outer
(call_operation operands: (operand_list) @call.inner)

; Function and block arguments, with the comma after (or, for the last, before)
; them in `outer`.
(func_arguments
  "," @parameter.outer
  .
  [(func_argument) (func_type_argument)] @parameter.inner @parameter.outer)
(func_arguments
  .
  "("
  .
  [(func_argument) (func_type_argument)] @parameter.inner @parameter.outer
  .
  ","? @parameter.outer)
(block_arguments
  "," @parameter.outer
  .
  (block_argument) @parameter.inner @parameter.outer)
(block_arguments
  .
  "("
  .
  (block_argument) @parameter.inner @parameter.outer
  .
  ","? @parameter.outer)

; Operands of calls, returns and generic ops.
(operand_list
  "," @parameter.outer
  .
  (value_use) @parameter.inner @parameter.outer)
(operand_list
  .
  (value_use) @parameter.inner @parameter.outer
  .
  ","? @parameter.outer)

; `%0, %1 = op …`: each result is a left-hand side, the op the right one.
(operation
  results: (op_result_list (op_result) @assignment.lhs)
  op: (_) @assignment.rhs @assignment.inner) @assignment.outer

(operation
  op: [(return_operation) (sdy_return_operation)]) @return.outer
(return_operation operands: (operand_list) @return.inner)
(sdy_return_operation operands: (operand_list) @return.inner)

(operation) @statement.outer

; A `{…}` attribute dictionary; each entry is an inner attribute.
(dictionary_attribute) @attribute.outer
(attribute_entry) @attribute.inner

(comment) @comment.outer

(integer) @number.inner
(float) @number.inner
