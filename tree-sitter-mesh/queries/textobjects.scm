; Text objects, nvim-treesitter-textobjects conventions.

(func_operation) @function.outer
(func_operation body: (region) @function.inner)
(operation) @statement.outer
(region) @block.outer
(block) @block.inner
(func_argument) @parameter.inner
(block_argument) @parameter.inner
(attribute_entry) @attribute.inner
(dictionary_attribute) @attribute.outer
(comment) @comment.outer
(call_operation) @call.outer
