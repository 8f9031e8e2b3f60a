// External scanner for tree-sitter-mesh.
//
// One job: decide where a custom-assembly operation ends. The fallback rule
// `custom_operation` is a name followed by a flat list of items; MLIR custom
// formats are too varied to describe, so the grammar cannot tell whether the
// next token continues the op or starts the next one. This scanner emits the
// zero-width token `_custom_op_end` when what follows is an operation boundary:
//
//   * end of file, or a closing `}` `)` `]` (the op sits inside a bracket),
//     except a `}` followed by ` :` on the same line, which closes an
//     attribute dictionary (`{mhlo.no_sharding_propagation} : tensor<4xf32>`);
//   * `loc(` on the same line (the op's trailing location);
//   * on a NEW line: `%a, %b:2 = ` (a result list), a dotted op name, an
//     undotted default-dialect op (`return`, `call`, …), a generic `"op"(`,
//     a block label `^bb`, an alias definition `#a =` / `!a =`, `{-#`.
//
// Anything else (`:`, `->`, `{`, `(`, `reducer(`, `cond {`, …) continues the op,
// which is how multi-line custom formats such as `stablehlo.reduce … reducer`
// and `stablehlo.while … cond { } do { }` stay one op.
//
// Second job: bound a broken line. The grammar lists `_line_probe` among its
// extras, so the scanner runs in every parse state, and `_op_start` may lead
// any operation, so it is valid wherever an op may begin. Where neither it
// nor `_custom_op_end` is valid, the parser is inside an unfinished
// construct, typically a bracket a broken line left open. If the next line
// then starts with a result list `%x = ` (or `return`/`func.func`, which never
// continue an op), the scanner emits `_op_start` there anyway: the parser
// reports the error at the end of the broken line, and recovery either
// inserts the MISSING `)`/`]` of a custom op (`_op_start` also ends a custom
// op) or wraps the broken op in an ERROR, instead of reading the next ops
// into it. Where `_op_start` is valid the scanner never produces it.
//
// The scanner keeps no state.

#include "tree_sitter/parser.h"

#include <stdbool.h>
#include <string.h>

enum TokenType {
  CUSTOM_OP_END,
  ERROR_SENTINEL,
  OP_START,
  LINE_PROBE,
};

void *tree_sitter_mesh_external_scanner_create(void) { return NULL; }
void tree_sitter_mesh_external_scanner_destroy(void *payload) { (void)payload; }
unsigned tree_sitter_mesh_external_scanner_serialize(void *payload, char *buffer) {
  (void)payload;
  (void)buffer;
  return 0;
}
void tree_sitter_mesh_external_scanner_deserialize(void *payload, const char *buffer, unsigned length) {
  (void)payload;
  (void)buffer;
  (void)length;
}

static inline void advance(TSLexer *lexer) { lexer->advance(lexer, false); }

static inline bool is_ident_start(int32_t c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static inline bool is_ident_char(int32_t c) {
  return is_ident_start(c) || (c >= '0' && c <= '9') || c == '$' || c == '.';
}

static inline bool is_suffix_char(int32_t c) {
  return is_ident_char(c) || c == '-';
}

static inline bool is_horizontal_space(int32_t c) { return c == ' ' || c == '\t'; }

static void skip_horizontal_space(TSLexer *lexer) {
  while (is_horizontal_space(lexer->lookahead)) advance(lexer);
}

// After `%`: does the line read `%a(:N)? (, %b(:N)?)* =` (and not `==`)?
static bool looks_like_result_list(TSLexer *lexer) {
  for (;;) {
    if (lexer->lookahead != '%') return false;
    advance(lexer);
    if (!is_suffix_char(lexer->lookahead)) return false;
    while (is_suffix_char(lexer->lookahead)) advance(lexer);
    skip_horizontal_space(lexer);
    if (lexer->lookahead == ':') {
      advance(lexer);
      skip_horizontal_space(lexer);
      if (!(lexer->lookahead >= '0' && lexer->lookahead <= '9')) return false;
      while (lexer->lookahead >= '0' && lexer->lookahead <= '9') advance(lexer);
      skip_horizontal_space(lexer);
    }
    if (lexer->lookahead == ',') {
      advance(lexer);
      while (is_horizontal_space(lexer->lookahead) || lexer->lookahead == '\n' ||
             lexer->lookahead == '\r')
        advance(lexer);
      continue;
    }
    if (lexer->lookahead != '=') return false;
    advance(lexer);
    return lexer->lookahead != '=';
  }
}

// Undotted names of ops that start a line inside `func.func` and `module`
// bodies (their dialects are the default dialect there).
static const char *const UNDOTTED_OPS[] = {
    "return", "call", "call_indirect", "module", "func", "constant", "yield", "br", "cond_br",
};

// Reads an identifier at the start of a line and says whether it names an op.
static bool identifier_starts_op(TSLexer *lexer) {
  char name[32];
  unsigned length = 0;
  bool dotted = false;
  while (is_ident_char(lexer->lookahead)) {
    if (lexer->lookahead == '.') dotted = true;
    if (length + 1 < sizeof(name)) name[length++] = (char)lexer->lookahead;
    advance(lexer);
  }
  name[length] = '\0';
  if (dotted) return true;
  // `loc(` on its own line is the trailing location of the op.
  if (strcmp(name, "loc") == 0) return lexer->lookahead == '(';
  for (size_t i = 0; i < sizeof(UNDOTTED_OPS) / sizeof(UNDOTTED_OPS[0]); i++) {
    if (strcmp(name, UNDOTTED_OPS[i]) == 0) return true;
  }
  return false;
}

// `#name =` or `!name =` at the start of a line: an alias definition.
static bool looks_like_alias_definition(TSLexer *lexer) {
  advance(lexer);  // '#' or '!'
  if (!is_ident_start(lexer->lookahead)) return false;
  while (is_suffix_char(lexer->lookahead)) advance(lexer);
  skip_horizontal_space(lexer);
  if (lexer->lookahead != '=') return false;
  advance(lexer);
  return lexer->lookahead != '=';
}

// At a `}` on the line of the op: `{x}` or `{a, b}` after a custom op's
// operands could be a region holding an op `x` or a dictionary of unit
// attributes. A dictionary followed by ` : type` is one: a region's custom op
// never ends right before `} :`. Reading on past the `}` decides.
static bool closes_attribute_dictionary(TSLexer *lexer) {
  advance(lexer);  // '}'
  skip_horizontal_space(lexer);
  if (lexer->lookahead != ':') return false;
  advance(lexer);
  return lexer->lookahead != ':';
}

static bool at_op_boundary(TSLexer *lexer) {
  bool newline = false;
  for (;;) {
    int32_t c = lexer->lookahead;
    if (c == '\n' || c == '\r') {
      newline = true;
      advance(lexer);
    } else if (is_horizontal_space(c)) {
      advance(lexer);
    } else if (c == '/') {
      advance(lexer);
      if (lexer->lookahead != '/') return false;
      while (!lexer->eof(lexer) && lexer->lookahead != '\n') advance(lexer);
    } else {
      break;
    }
  }
  if (lexer->eof(lexer)) return true;

  int32_t c = lexer->lookahead;
  if (c == '}' && !newline) return !closes_attribute_dictionary(lexer);
  if (c == '}' || c == ')' || c == ']') return true;

  if (!newline) {
    if (c != 'l') return false;
    advance(lexer);
    if (lexer->lookahead != 'o') return false;
    advance(lexer);
    if (lexer->lookahead != 'c') return false;
    advance(lexer);
    return lexer->lookahead == '(';
  }

  switch (c) {
    case '%':
      return looks_like_result_list(lexer);
    case '"':
    case '^':
      return true;
    case '#':
    case '!':
      return looks_like_alias_definition(lexer);
    case '{':
      advance(lexer);
      return lexer->lookahead == '-';
    default:
      if (is_ident_start(c)) return identifier_starts_op(lexer);
      return false;
  }
}

// Does the rest of an identifier at the start of a line spell `word` followed
// by a space or the end of the line?
static bool reads_keyword(TSLexer *lexer, const char *word) {
  for (const char *c = word; *c; c++) {
    if (lexer->lookahead != *c) return false;
    advance(lexer);
  }
  int32_t next = lexer->lookahead;
  return is_horizontal_space(next) || next == '\n' || next == '\r' || lexer->eof(lexer);
}

// Inside an unfinished construct: does the next line start what can only be a
// new operation? Multi-line attributes and custom formats put attribute names,
// strings, keywords and `%arg: type` on continuation lines, never these.
static bool at_unmistakable_op_line(TSLexer *lexer) {
  bool newline = false;
  for (;;) {
    int32_t c = lexer->lookahead;
    if (c == '\n' || c == '\r') {
      newline = true;
      advance(lexer);
    } else if (is_horizontal_space(c)) {
      advance(lexer);
    } else {
      break;
    }
  }
  if (!newline) return false;
  switch (lexer->lookahead) {
    case '%':
      return looks_like_result_list(lexer);
    case 'r':
      return reads_keyword(lexer, "return");
    case 'f':
      return reads_keyword(lexer, "func.func");
    default:
      return false;
  }
}

bool tree_sitter_mesh_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid_symbols) {
  (void)payload;
  // During error recovery every symbol is valid. Recovery skips tokens until
  // one fits a state on the stack; offering `_op_start` before a line that
  // starts an op lets it resume at the enclosing region there. Tree-sitter
  // ignores empty tokens during recovery, so this one spans the line break.
  if (valid_symbols[ERROR_SENTINEL]) {
    int32_t c = lexer->lookahead;
    if (c != '\n' && c != '\r' && !is_horizontal_space(c)) return false;
    while (is_horizontal_space(lexer->lookahead)) advance(lexer);
    if (lexer->lookahead == '\r') advance(lexer);
    if (lexer->lookahead != '\n') return false;
    advance(lexer);
    lexer->result_symbol = OP_START;
    lexer->mark_end(lexer);
    // The line break is consumed: look at the next line as at a line start.
    while (is_horizontal_space(lexer->lookahead)) advance(lexer);
    switch (lexer->lookahead) {
      case '%':
        return looks_like_result_list(lexer);
      case 'r':
        return reads_keyword(lexer, "return");
      case 'f':
        return reads_keyword(lexer, "func.func");
      default:
        return false;
    }
  }

  if (valid_symbols[CUSTOM_OP_END]) {
    while (is_horizontal_space(lexer->lookahead)) lexer->advance(lexer, true);
    lexer->result_symbol = CUSTOM_OP_END;
    lexer->mark_end(lexer);
    return at_op_boundary(lexer);
  }
  if (valid_symbols[OP_START]) return false;

  // Only a line break can be a boundary; most tokens follow a space or nothing.
  int32_t c = lexer->lookahead;
  if (c != '\n' && c != '\r' && !is_horizontal_space(c)) return false;
  lexer->result_symbol = OP_START;
  lexer->mark_end(lexer);
  return at_unmistakable_op_line(lexer);
}
