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
// extras, so the scanner runs in every parse state, and `line_break` may lead
// any operation, so it is valid wherever an op may begin. Where neither it
// nor `_custom_op_end` is valid, the parser is inside an unfinished
// construct, typically a bracket a broken line left open. If the next line
// then starts what never continues an op (a result list `%x = `, `return`, a
// dotted op name that is not an attribute entry, or a `}` that cannot come
// next here), the scanner emits `line_break` there anyway: the parser
// reports the error at the end of the broken line, and recovery either
// inserts the MISSING `)`/`]`/`}` that closes the line (`line_break` also
// ends a custom op) or wraps the broken op in an ERROR, instead of reading
// the next ops into it. Where `line_break` is valid the scanner never
// produces it, so it appears in trees only around syntax errors. Every one it
// produces changes the scanner's state (see `emit_line_break`).
//
// Third job: after a custom op's operands, tell a region's `{` from an
// attribute dictionary's by what follows the brace (`brace_opens_region`),
// emitting the zero-width `_region_open` before a region.

#include "tree_sitter/parser.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum TokenType {
  CUSTOM_OP_END,
  ERROR_SENTINEL,
  LINE_BREAK,
  LINE_PROBE,
  REGION_OPEN,
  CLOSE_BRACE_OK,
};

// The scanner's only state is a generation counter that every `line_break`
// it produces advances (see `emit_line_break`). Its value means nothing.
typedef struct {
  uint8_t generation;
} Scanner;

void *tree_sitter_mesh_external_scanner_create(void) { return calloc(1, sizeof(Scanner)); }
void tree_sitter_mesh_external_scanner_destroy(void *payload) { free(payload); }
unsigned tree_sitter_mesh_external_scanner_serialize(void *payload, char *buffer) {
  buffer[0] = (char)((Scanner *)payload)->generation;
  return 1;
}
void tree_sitter_mesh_external_scanner_deserialize(void *payload, const char *buffer, unsigned length) {
  ((Scanner *)payload)->generation = length > 0 ? (uint8_t)buffer[0] : 0;
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

// Reads an identifier into `name` (cut to `capacity - 1` characters) and
// says whether it has a dot.
static bool read_identifier(TSLexer *lexer, char *name, unsigned capacity) {
  unsigned length = 0;
  bool dotted = false;
  while (is_ident_char(lexer->lookahead)) {
    if (lexer->lookahead == '.') dotted = true;
    if (length + 1 < capacity) name[length++] = (char)lexer->lookahead;
    advance(lexer);
  }
  name[length] = '\0';
  return dotted;
}

// Reads an identifier at the start of a line and says whether it names an op.
static bool identifier_starts_op(TSLexer *lexer) {
  char name[32];
  bool dotted = read_identifier(lexer, name, sizeof(name));
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

// Skips blanks, line breaks (setting `*crossed_line`) and `//` comments.
// False when a lone `/` stops it: no token this scanner cares about.
static bool skip_blanks_and_comments(TSLexer *lexer, bool *crossed_line) {
  for (;;) {
    int32_t c = lexer->lookahead;
    if (c == '\n' || c == '\r') {
      *crossed_line = true;
      advance(lexer);
    } else if (is_horizontal_space(c)) {
      advance(lexer);
    } else if (c == '/') {
      advance(lexer);
      if (lexer->lookahead != '/') return false;
      while (!lexer->eof(lexer) && lexer->lookahead != '\n') advance(lexer);
    } else {
      return true;
    }
  }
}

// Just past a `{` that follows a custom op's operands: does it open a region
// (true) or an attribute dictionary (false)? A dictionary's first entry is
// `name =`, `"name" =`, a unit `name` followed by `,` or `}`, or a bare
// `#alias`; a region starts with a block label `^bb`, a result list `%x =`,
// a generic `"op"(`, or an op name followed by its operands. A name alone at
// the end of the brace's line is a dictionary being typed; alone on a later
// line it is an op without operands (`sdy.return`).
static bool brace_opens_region(TSLexer *lexer) {
  bool next_line = false;
  if (!skip_blanks_and_comments(lexer, &next_line)) return false;
  if (lexer->eof(lexer)) return false;
  switch (lexer->lookahead) {
    case '^':
    case '%':
      return true;
    case '"':
      advance(lexer);
      while (!lexer->eof(lexer) && lexer->lookahead != '"' && lexer->lookahead != '\n') {
        if (lexer->lookahead == '\\') advance(lexer);
        advance(lexer);
      }
      if (lexer->lookahead == '"') advance(lexer);
      skip_horizontal_space(lexer);
      return lexer->lookahead == '(';
    default:
      break;
  }
  if (!is_ident_start(lexer->lookahead)) return false;
  while (is_ident_char(lexer->lookahead)) advance(lexer);
  skip_horizontal_space(lexer);
  switch (lexer->lookahead) {
    case '=':
    case ',':
    case '}':
      return false;
    case '\n':
    case '\r':
      return next_line;
    default:
      return !lexer->eof(lexer) || next_line;
  }
}

typedef enum { NOT_A_BOUNDARY, OP_BOUNDARY, REGION_START } Boundary;

// Where a custom op may end: is what follows the end of the op, the start
// of a region (a `{` the scanner reads as one, `region_may_open` permitting),
// or neither?
static Boundary at_op_boundary(TSLexer *lexer, bool region_may_open) {
  bool newline = false;
  if (!skip_blanks_and_comments(lexer, &newline)) return NOT_A_BOUNDARY;
  if (lexer->eof(lexer)) return OP_BOUNDARY;

  int32_t c = lexer->lookahead;
  if (c == '{') {
    advance(lexer);
    // `{-#` on a new line starts the file's metadata.
    if (newline && lexer->lookahead == '-') return OP_BOUNDARY;
    return region_may_open && brace_opens_region(lexer) ? REGION_START : NOT_A_BOUNDARY;
  }
  if (c == '}' && !newline) {
    return closes_attribute_dictionary(lexer) ? NOT_A_BOUNDARY : OP_BOUNDARY;
  }
  if (c == '}' || c == ')' || c == ']') return OP_BOUNDARY;

  bool boundary;
  if (!newline) {
    // `loc(` on the op's line is its trailing location.
    boundary = c == 'l';
    for (const char *rest = "loc("; boundary && *rest; rest++) {
      boundary = lexer->lookahead == *rest;
      advance(lexer);
    }
    return boundary ? OP_BOUNDARY : NOT_A_BOUNDARY;
  }

  switch (c) {
    case '%':
      boundary = looks_like_result_list(lexer);
      break;
    case '"':
    case '^':
      boundary = true;
      break;
    case '#':
    case '!':
      boundary = looks_like_alias_definition(lexer);
      break;
    default:
      boundary = is_ident_start(c) && identifier_starts_op(lexer);
      break;
  }
  return boundary ? OP_BOUNDARY : NOT_A_BOUNDARY;
}

// At the first non-blank character of a line: does the line start what can
// only be a new operation? That is a result list `%x = `, `return`, or a
// dotted op name followed by its operands or by nothing. Multi-line
// attributes and custom formats put attribute names (`sdy.sharding = …`,
// `mhlo.frontend_attributes,`), strings, keywords and `%arg: type` on
// continuation lines, never these.
static bool line_starts_unmistakable_op(TSLexer *lexer) {
  if (lexer->lookahead == '%') return looks_like_result_list(lexer);
  if (!is_ident_start(lexer->lookahead)) return false;
  char name[8];
  bool dotted = read_identifier(lexer, name, sizeof(name));
  int32_t next = lexer->lookahead;
  bool word_ends = is_horizontal_space(next) || next == '\n' || next == '\r' || lexer->eof(lexer);
  if (!word_ends) return false;
  if (!dotted) return strcmp(name, "return") == 0;
  skip_horizontal_space(lexer);
  switch (lexer->lookahead) {
    case '=':
    case ',':
    case ':':
    case '}':
    case ')':
    case ']':
    case '>':
      return false;
    default:
      return true;
  }
}

// Inside an unfinished construct: is the rest of this line blank and does the
// next line start an unmistakable op, or a `}` that cannot come next here
// (`brace_ends_line`): the `}` of a region whose last op is broken?
static bool at_unmistakable_op_line(TSLexer *lexer, bool brace_ends_line) {
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
  if (lexer->lookahead == '}') return brace_ends_line;
  return line_starts_unmistakable_op(lexer);
}

// Every `line_break` changes the scanner state. Tree-sitter's recovery then
// treats it as a token that must not be skipped when it could resume at a
// state on the stack: when the line after a broken one starts an op and an
// enclosing region can take it, the broken op becomes the ERROR instead of
// the parser skipping the next line's first tokens to resume inside the
// broken op, which a deep broken op (many tokens to pop) would otherwise make
// the cheaper choice.
static bool emit_line_break(Scanner *scanner, TSLexer *lexer) {
  lexer->result_symbol = LINE_BREAK;
  scanner->generation++;
  return true;
}

bool tree_sitter_mesh_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid_symbols) {
  Scanner *scanner = payload;
  // During error recovery every symbol is valid. Recovery skips tokens until
  // one fits a state on the stack; offering `line_break` before a line that
  // starts an op lets it resume at the enclosing region there. This one spans
  // the line break, so that a skipped one advances the parser.
  if (valid_symbols[ERROR_SENTINEL]) {
    int32_t c = lexer->lookahead;
    if (c != '\n' && c != '\r' && !is_horizontal_space(c)) return false;
    while (is_horizontal_space(lexer->lookahead)) advance(lexer);
    if (lexer->lookahead == '\r') advance(lexer);
    if (lexer->lookahead != '\n') return false;
    advance(lexer);
    lexer->mark_end(lexer);
    // The line break is consumed: look at the next line as at a line start.
    while (is_horizontal_space(lexer->lookahead)) advance(lexer);
    bool closes = lexer->lookahead == '}';
    return (closes || line_starts_unmistakable_op(lexer)) && emit_line_break(scanner, lexer);
  }

  if (valid_symbols[CUSTOM_OP_END]) {
    while (is_horizontal_space(lexer->lookahead)) lexer->advance(lexer, true);
    lexer->mark_end(lexer);
    switch (at_op_boundary(lexer, valid_symbols[REGION_OPEN])) {
      case OP_BOUNDARY:
        lexer->result_symbol = CUSTOM_OP_END;
        return true;
      case REGION_START:
        lexer->result_symbol = REGION_OPEN;
        return true;
      default:
        return false;
    }
  }
  // Inside a custom op's brackets: the op cannot end, but a region may open.
  if (valid_symbols[REGION_OPEN]) {
    while (is_horizontal_space(lexer->lookahead)) lexer->advance(lexer, true);
    lexer->mark_end(lexer);
    if (lexer->lookahead == '{') {
      advance(lexer);
      lexer->result_symbol = REGION_OPEN;
      return brace_opens_region(lexer);
    }
  }
  if (valid_symbols[LINE_BREAK]) return false;

  // Only a line break can be a boundary; most tokens follow a space or nothing.
  int32_t c = lexer->lookahead;
  if (c != '\n' && c != '\r' && !is_horizontal_space(c)) return false;
  lexer->mark_end(lexer);
  bool brace_ends_line = !valid_symbols[CLOSE_BRACE_OK];
  return at_unmistakable_op_line(lexer, brace_ends_line) && emit_line_break(scanner, lexer);
}
