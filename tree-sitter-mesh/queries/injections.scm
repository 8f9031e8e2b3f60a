; Comments may carry FileCheck / verifier directives; nothing is injected into
; strings: GSPMD `mhlo.sharding` strings are parsed by the language server,
; which has the context (tensor rank, mesh) that a grammar would lack.
((comment) @injection.content
  (#set! injection.language "comment"))
