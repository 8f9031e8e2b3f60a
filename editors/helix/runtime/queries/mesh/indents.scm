; Indentation for Helix (book/src/guides/indent.md): one level inside a
; region `{ … }`, an attribute dictionary and an argument list.
[
  (region)
  (dictionary_attribute)
  (func_arguments)
] @indent

["}" ")"] @outdent
