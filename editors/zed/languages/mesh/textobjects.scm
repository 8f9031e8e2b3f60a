; Text objects for Zed's vim mode (docs/src/extensions/languages.md, "Text
; objects"): `af`/`if`, `ac`/`ic`, `gc`, and ]m [m ]] [[ to move. Written by
; hand: Zed knows fewer objects than nvim-treesitter-textobjects.

; `func.func` with a body; inside: the operations between its braces.
(func_operation
  body: (region "{" (_)* @function.inside "}")) @function.around
; A declaration without a body.
(func_operation !body) @function.around

; `module { … }`.
(module_operation
  body: (region "{" (_)* @class.inside "}")) @class.around

(comment)+ @comment.around
