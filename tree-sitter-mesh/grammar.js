/// <reference types="tree-sitter-cli/dsl" />
// @ts-check

/**
 * tree-sitter-mesh: MLIR text as people who shard models write it.
 *
 * Three layers:
 *  - the MLIR core: generic ops, regions, blocks, attributes, types, locations;
 *  - dedicated rules where structure matters to sharding tools: module, func,
 *    every `sdy` op that carries a sharding, the `shard`/`mesh` dialects in all
 *    three eras, and the sharding attributes themselves (`#sdy.sharding<…>`,
 *    `#sdy.mesh<…>`, `#sdy.op_sharding_rule<…>`, `#mesh.shard<…>`);
 *  - a dialect-open fallback (`custom_operation`) for every other custom
 *    assembly format.
 *
 * The fallback body is a flat list of items and cannot know where an op ends.
 * The external scanner (src/scanner.c) supplies that: it emits the zero-width
 * `_custom_op_end` when the next line starts a new operation (`%x = `, a dotted
 * op name, a generic `"op"(`, a block label, a closing bracket, …). That keeps
 * `%1 = …` on the next line out of the previous op, the property the existing
 * MLIR grammars lack.
 */

const commaSep1 = (rule) => seq(rule, repeat(seq(',', rule)));
const commaSep = (rule) => optional(commaSep1(rule));

// Every `}`. The external `_close_brace_ok` is never produced: valid right
// before a `}`, it tells the scanner that a `}` may come next, so that a `}`
// starting the line after a broken one can end that line (src/scanner.c).
const closeBrace = ($) => seq(optional($._close_brace_ok), '}');

const PREC = {
  dictionary: 2,
  region: 1,
};

module.exports = grammar({
  name: 'mesh',

  word: ($) => $.bare_id,

  // `_line_probe` is never produced: as an extra it is valid in every state,
  // so the external scanner runs everywhere and can end a construct that a
  // broken line left open (see `operation` and src/scanner.c).
  extras: ($) => [/\s/, $.split_marker, $.comment, $._line_probe],

  externals: ($) => [
    $._custom_op_end,
    $._error_sentinel,
    $.line_break,
    $._line_probe,
    $._region_open,
    $._close_brace_ok,
  ],

  supertypes: ($) => [],

  conflicts: ($) => [],

  rules: {
    source_file: ($) => repeat($._top_level_item),

    _top_level_item: ($) =>
      choice(
        $.operation,
        $.attribute_alias_definition,
        $.type_alias_definition,
        $.file_metadata,
      ),

    // `// -----` separates independent chunks (mlir-opt --split-input-file).
    split_marker: (_) => token(prec(2, /\/\/ -----[^\n]*/)),
    comment: (_) => token(seq('//', /[^\n]*/)),

    attribute_alias_definition: ($) =>
      seq(field('name', $.attribute_alias), '=', $._field_value),
    type_alias_definition: ($) =>
      seq(field('name', $.type_alias), '=', field('value', $._type)),
    // `{-# dialect_resources: {…} #-}`
    file_metadata: ($) => seq('{-#', repeat($._pretty_item), '#-}'),

    // ------------------------------------------------------------------
    // Operations

    // `line_break` is produced only where it is not valid (src/scanner.c):
    // inside an unfinished construct, before a line that starts a new op.
    // Valid here, it marks for the scanner the states where an op may begin;
    // recovery from it ends the broken line: a MISSING `)`/`]`/`}` closes
    // what the line left open (the token also ends a custom op), or the
    // broken op becomes one ERROR and the next line parses as an op. It is
    // visible, so that recovery counts skipping it as skipping a token.
    operation: ($) =>
      seq(
        optional($.line_break),
        optional(field('results', $.op_result_list)),
        field('op', $._op),
        optional(field('location', choice($.location, alias($._location_reference, $.location)))),
      ),

    op_result_list: ($) => seq(commaSep1($.op_result), '='),
    op_result: ($) =>
      seq(field('name', $.value_id), optional(seq(':', field('count', $.integer)))),

    _op: ($) =>
      choice(
        $.generic_operation,
        $.module_operation,
        $.func_operation,
        $.return_operation,
        $.call_operation,
        $.sdy_mesh_operation,
        $.sdy_sharding_operation,
        $.sdy_manual_computation,
        $.sdy_named_computation,
        $.sdy_propagation_barrier,
        $.sdy_sharding_group,
        $.sdy_data_flow_edge,
        $.sdy_collective_operation,
        $.sdy_return_operation,
        $.grid_operation,
        $.mesh_cluster_operation,
        $.sharding_operation,
        $.shard_operation,
        $.mesh_annotate_operation,
        $.custom_operation,
      ),

    // "dialect.op"(%a, %b) [^succ] <{props}> ({regions}) {attrs} : (types) -> types
    generic_operation: ($) =>
      seq(
        field('name', $.string),
        $._operands,
        optional(field('successors', $.successor_list)),
        optional(field('properties', $.properties)),
        optional(field('regions', $.region_list)),
        optional(field('attributes', $.dictionary_attribute)),
        // Optional here so that a region left open ends at the end of the file
        // with one MISSING `}`; the IR reports a missing type (ir/function.rs).
        optional(seq(':', field('type', $.function_type))),
      ),

    // Bracketed lists are rules of their own so that recovery can close them:
    // tree-sitter inserts a MISSING `)` only where the state after it reduces
    // on the next token, as the end of a rule does.
    _operands: ($) => seq('(', optional(field('operands', $.operand_list)), ')'),
    operand_list: ($) => commaSep1($.value_use),
    successor_list: ($) => seq('[', commaSep1($.successor), ']'),
    successor: ($) =>
      seq(
        field('label', $.caret_id),
        optional(seq('(', commaSep(seq($.value_use, ':', $._type)), ')')),
      ),
    properties: ($) => seq('<', $.dictionary_attribute, '>'),
    region_list: ($) => seq('(', commaSep1($.region), ')'),

    // Fallback for any dialect's custom assembly: a name and a flat list of
    // items, closed by the scanner's zero-width `_custom_op_end`.
    custom_operation: ($) =>
      seq(
        field('name', alias($.bare_id, $.op_name)),
        repeat($._custom_item),
        choice($._custom_op_end, $.line_break),
      ),

    _custom_item: ($) =>
      choice(
        $.value_use,
        $.symbol_ref,
        $.caret_id,
        $.bare_id,
        $._literal,
        $._type,
        $._attribute_special,
        $.paren_group,
        $.bracket_group,
        $.dictionary_attribute,
        $._custom_region,
        // A bare `<…>` struct, as StableHLO prints a dot algorithm:
        // `algorithm = <lhs_precision_type = bf16, …>`.
        $.pretty_body,
        $.punctuation,
      ),

    // After a custom op's operands, `{` opens a region or an attribute
    // dictionary. The scanner decides from what follows the brace and emits
    // the zero-width `_region_open` before a region's (see src/scanner.c):
    // the choice cannot wait for the closing brace, or a dictionary left
    // open while it is typed would read the rest of the file as a region.
    _custom_region: ($) => seq($._region_open, $.region),

    // One token, not a node around an anonymous one: a JAX dump has one or
    // two per op.
    punctuation: (_) => token(choice(',', ':', '=', '->', '*', '+', '-', '?', '::', '|', '/')),
    paren_group: ($) => seq('(', repeat($._custom_item), ')'),
    bracket_group: ($) => seq('[', repeat($._custom_item), ']'),

    module_operation: ($) =>
      seq(
        field('kind', choice('module', 'builtin.module')),
        optional(field('name', $.symbol_ref)),
        optional(seq('attributes', field('attributes', $.dictionary_attribute))),
        field('body', $.region),
      ),

    func_operation: ($) =>
      seq(
        field('kind', choice('func.func', 'func')),
        optional(field('visibility', alias(choice('public', 'private', 'nested'), $.visibility))),
        field('name', $.symbol_ref),
        field('arguments', $.func_arguments),
        optional(seq('->', field('results', $.func_results))),
        optional(seq('attributes', field('attributes', $.dictionary_attribute))),
        optional(field('body', $.region)),
      ),

    func_arguments: ($) =>
      seq('(', commaSep(choice($.func_argument, $.func_type_argument)), ')'),
    func_argument: ($) =>
      seq(
        field('name', $.value_id),
        ':',
        field('type', $._type),
        optional(field('attributes', $.dictionary_attribute)),
        optional(field('location', $.location)),
      ),
    // Declarations list types only: `func.func private @f(tensor<4xf32>)`.
    func_type_argument: ($) =>
      seq(field('type', $._type), optional(field('attributes', $.dictionary_attribute))),
    func_results: ($) =>
      choice(
        field('type', $._type),
        seq('(', commaSep($.func_result), ')'),
      ),
    func_result: ($) =>
      seq(field('type', $._type), optional(field('attributes', $.dictionary_attribute))),

    return_operation: ($) =>
      prec.right(
        seq(
          field('kind', choice('return', 'func.return')),
          optional(field('attributes', $.dictionary_attribute)),
          optional(seq(field('operands', $.operand_list), ':', field('types', $.type_list))),
        ),
      ),
    type_list: ($) => prec.right(commaSep1($._type)),

    call_operation: ($) =>
      seq(
        field('kind', choice('call', 'func.call')),
        field('callee', $.symbol_ref),
        $._operands,
        optional(field('attributes', $.dictionary_attribute)),
        ':',
        field('type', $.function_type),
      ),

    // ------------------------------------------------------------------
    // Shardy (`sdy`) operations

    // sdy.mesh @mesh = <["data"=2, "model"=4]>
    sdy_mesh_operation: ($) =>
      seq(
        'sdy.mesh',
        field('name', $.symbol_ref),
        '=',
        field('mesh', $.mesh_body),
        optional(field('attributes', $.dictionary_attribute)),
      ),

    // sdy.sharding_constraint %x <@mesh, [{"a"}, {}]> : tensor<…>  (and sdy.reshard)
    sdy_sharding_operation: ($) =>
      seq(
        field('kind', choice('sdy.sharding_constraint', 'sdy.reshard')),
        field('input', $.value_use),
        field('sharding', $.tensor_sharding),
        optional(field('attributes', $.dictionary_attribute)),
        ':',
        field('type', $._type),
      ),

    sdy_manual_computation: ($) =>
      seq(
        'sdy.manual_computation',
        '(',
        optional(field('operands', $.operand_list)),
        ')',
        'in_shardings',
        '=',
        field('in_shardings', $.sharding_list),
        'out_shardings',
        '=',
        field('out_shardings', $.sharding_list),
        'manual_axes',
        '=',
        field('manual_axes', $.axis_set),
        field('arguments', $.block_arguments),
        field('body', $.region),
        optional(field('attributes', $.dictionary_attribute)),
        // Optional: see `generic_operation`.
        optional(seq(':', field('type', $.function_type))),
      ),

    sdy_named_computation: ($) =>
      seq(
        'sdy.named_computation',
        '<',
        field('computation_name', $.string),
        '>',
        '(',
        optional(field('operands', $.operand_list)),
        ')',
        optional(seq('in_shardings', '=', field('in_shardings', $.sharding_list))),
        optional(seq('out_shardings', '=', field('out_shardings', $.sharding_list))),
        field('arguments', $.block_arguments),
        field('body', $.region),
        optional(field('attributes', $.dictionary_attribute)),
        // Optional: see `generic_operation`.
        optional(seq(':', field('type', $.function_type))),
      ),

    sdy_propagation_barrier: ($) =>
      seq(
        'sdy.propagation_barrier',
        field('input', $.value_use),
        'allowed_direction',
        '=',
        field('direction', $.bare_id),
        optional(field('attributes', $.dictionary_attribute)),
        ':',
        field('type', $._type),
      ),

    sdy_sharding_group: ($) =>
      seq(
        'sdy.sharding_group',
        field('input', $.value_use),
        'group_id',
        '=',
        field('group_id', $.integer),
        optional(field('attributes', $.dictionary_attribute)),
        ':',
        field('type', $._type),
      ),

    sdy_data_flow_edge: ($) =>
      seq(
        field('kind', choice('sdy.data_flow_edge', 'sdy.func_data_flow_edge')),
        field('input', $.value_use),
        optional(seq('sharding', '=', field('sharding', $.tensor_sharding))),
        optional(field('attributes', $.dictionary_attribute)),
        ':',
        field('type', $._type),
      ),

    // sdy.all_gather [{}, {"x"}] %arg0 out_sharding=<@mesh, …> : tensor<…>, and friends.
    sdy_collective_operation: ($) =>
      seq(
        field(
          'kind',
          choice(
            'sdy.all_gather',
            'sdy.all_slice',
            'sdy.all_reduce',
            'sdy.reduce_scatter',
            'sdy.all_to_all',
            'sdy.collective_permute',
            'sdy.sharded_to_unreduced',
            'sdy.replicated_to_unreduced',
          ),
        ),
        optional(field('reduction', alias(choice('sum', 'max', 'min'), $.reduction_kind))),
        optional(field('axes', choice($.axis_set, $.collective_axes))),
        field('input', $.value_use),
        'out_sharding',
        '=',
        field('out_sharding', $.tensor_sharding),
        optional(field('attributes', $.dictionary_attribute)),
        ':',
        field('type', $._type),
      ),
    collective_axes: ($) => seq('[', commaSep(choice($.axis_set, $.all_to_all_param)), ']'),
    // {"x"}: 0->2
    all_to_all_param: ($) =>
      seq(
        field('axes', $.axis_set),
        ':',
        field('source', $.integer),
        '->',
        field('target', $.integer),
      ),

    sdy_return_operation: ($) =>
      prec.right(
        seq(
          'sdy.return',
          optional(field('attributes', $.dictionary_attribute)),
          optional(seq(field('operands', $.operand_list), ':', field('types', $.type_list))),
        ),
      ),

    // Shardy also accepts the full `#sdy.sharding<…>` spelling inside these lists.
    sharding_list: ($) => seq('[', commaSep(choice($.tensor_sharding, $.sdy_sharding_attribute)), ']'),

    // ------------------------------------------------------------------
    // The MLIR mesh family: `shard` (2025), `mesh.mesh` (2024), `mesh.cluster` (2023 proposal)

    // shard.grid @grid0(shape = 2x4)   mesh.mesh @mesh0(shape = 2x?)
    grid_operation: ($) =>
      seq(
        field('kind', choice('shard.grid', 'mesh.mesh')),
        field('name', $.symbol_ref),
        '(',
        'shape',
        '=',
        field('shape', choice($.dimension_shape, $.integer, seq('[', ']'))),
        ')',
        optional(field('attributes', $.dictionary_attribute)),
      ),
    dimension_shape: (_) => token(prec(1, /(\d+|\?)(x(\d+|\?))+|\?/)),

    // mesh.cluster @mesh0(rank = 2, dim_sizes = [2, 4])
    mesh_cluster_operation: ($) =>
      seq(
        'mesh.cluster',
        field('name', $.symbol_ref),
        '(',
        'rank',
        '=',
        field('rank', $.integer),
        optional(
          seq(',', 'dim_sizes', '=', field('dim_sizes', choice($.dim_size_list, $.dimension_shape, $.integer))),
        ),
        ')',
        optional(field('attributes', $.dictionary_attribute)),
      ),
    dim_size_list: ($) => seq('[', commaSep(choice($.integer, alias('?', $.dynamic_size))), ']'),

    // %s = shard.sharding @grid0 split_axes = [[0], []] halo_sizes = [1, 2] : !shard.sharding
    sharding_operation: ($) =>
      seq(
        field('kind', choice('shard.sharding', 'mesh.sharding')),
        field('grid', $.symbol_ref),
        'split_axes',
        '=',
        field('split_axes', $.split_axes),
        repeat(choice($.partial_axes, $.halo_sizes, $.sharded_dims_offsets)),
        optional(field('attributes', $.dictionary_attribute)),
        ':',
        field('type', $._type),
      ),
    split_axes: ($) => seq('[', commaSep($.grid_axes), ']'),
    grid_axes: ($) => seq('[', commaSep($.integer), ']'),
    // partial = sum[0, 1]
    partial_axes: ($) =>
      seq('partial', '=', field('reduction', alias($.bare_id, $.reduction_kind)), field('axes', $.grid_axes)),
    halo_sizes: ($) => seq('halo_sizes', '=', '[', commaSep(choice($.integer, $.value_use)), ']'),
    sharded_dims_offsets: ($) =>
      seq('sharded_dims_offsets', '=', '[', commaSep(choice($.integer, $.value_use)), ']'),

    // shard.shard %x to %s annotate_for_users : tensor<…>   mesh.shard %x to <@m, [[0]]> : …
    shard_operation: ($) =>
      seq(
        field('kind', choice('shard.shard', 'mesh.shard')),
        field('input', $.value_use),
        'to',
        field('sharding', choice($.value_use, $.mesh_sharding_body)),
        optional(field('annotate_for_users', alias('annotate_for_users', $.annotate_for_users))),
        optional(field('attributes', $.dictionary_attribute)),
        ':',
        field('type', $._type),
      ),

    // mesh.annotate %0 {required = true, sharding = [[0]]} : tensor<…> -> tensor<…>
    mesh_annotate_operation: ($) =>
      seq(
        field('kind', choice('mesh.annotate', 'mesh.local_split')),
        field('input', $.value_use),
        optional(field('attributes', $.dictionary_attribute)),
        ':',
        field('type', $._type),
        optional(seq('->', field('result_type', $._type))),
      ),

    // <@mesh0, [[0], []], partial = sum[1]>  (body of #mesh.shard and the 2024 inline form)
    mesh_sharding_body: ($) =>
      seq(
        '<',
        optional(seq(field('mesh', $.symbol_ref), ',')),
        field('split_axes', $.split_axes),
        optional(seq(',', $.partial_axes)),
        '>',
      ),

    // ------------------------------------------------------------------
    // Regions and blocks

    region: ($) =>
      prec(
        PREC.region,
        seq('{', repeat($.operation), repeat($.block), closeBrace($)),
      ),
    block: ($) => prec.right(seq(field('label', $.block_label), repeat($.operation))),
    block_label: ($) =>
      seq(field('name', $.caret_id), optional(field('arguments', $.block_arguments)), ':'),
    block_arguments: ($) => seq('(', commaSep($.block_argument), ')'),
    block_argument: ($) =>
      seq(
        field('name', $.value_id),
        ':',
        field('type', $._type),
        optional(field('attributes', $.dictionary_attribute)),
        optional(field('location', $.location)),
      ),

    // ------------------------------------------------------------------
    // Attributes

    _attribute_value: ($) => seq($._attribute, optional(seq(':', field('type', $._type)))),
    // `value` and its optional `: type` as two fields.
    _field_value: ($) =>
      seq(field('value', $._attribute), optional(seq(':', field('type', $._type)))),

    // A function type is an attribute too: `function_type = (i32) -> i32` in
    // the generic form of `func.func`.
    _attribute: ($) => choice($._attribute_no_type, $._type, $.function_type, $._literal, $.bare_id),

    // Attributes that are not types or plain literals (types and literals are
    // listed separately in the custom-op item list).
    _attribute_no_type: ($) =>
      choice(
        $.array_attribute,
        $.dictionary_attribute,
        $.symbol_ref,
        $.unit_attribute,
        $.location,
        $._attribute_special,
      ),

    _attribute_special: ($) =>
      choice(
        $.dense_attribute,
        $.builtin_attribute,
        $.sdy_sharding_attribute,
        $.sdy_sharding_per_value_attribute,
        $.sdy_mesh_attribute,
        $.sdy_op_sharding_rule_attribute,
        $.mesh_shard_attribute,
        $.dialect_attribute,
      ),

    dictionary_attribute: ($) =>
      prec(PREC.dictionary, seq('{', commaSep($.attribute_entry), closeBrace($))),
    attribute_entry: ($) =>
      prec(PREC.dictionary, choice(
        seq(
          field('name', choice($.bare_id, $.string)),
          optional(seq('=', $._field_value)),
        ),
        // The mesh proposal writes a bare `#mesh.shard<…>` inside a dictionary.
        field('value', choice($.mesh_shard_attribute, $.dialect_attribute)),
      )),

    array_attribute: ($) => seq('[', commaSep($._attribute_value), ']'),
    unit_attribute: (_) => 'unit',

    dense_attribute: ($) =>
      seq(field('kind', choice('dense', 'dense_resource', 'sparse')), field('body', $.pretty_body)),
    // array<i64: 1, 2>, affine_map<(d0) -> (d0)>, affine_set<…>, distinct[0]<…>
    builtin_attribute: ($) =>
      choice(
        seq(field('kind', choice('array', 'affine_map', 'affine_set', 'strided')), field('body', $.pretty_body)),
        seq(field('kind', 'distinct'), '[', $.integer, ']', field('body', $.pretty_body)),
      ),

    // #dialect.attr<…>, #dialect<…>, #alias
    dialect_attribute: ($) =>
      prec.right(
        seq(field('name', $.attribute_alias), optional(field('body', alias($._immediate_pretty_body, $.pretty_body)))),
      ),

    // #sdy.sharding<@mesh, [{"a"}, {}]>
    sdy_sharding_attribute: ($) => seq('#sdy.sharding', field('sharding', $.tensor_sharding)),
    // #sdy.sharding_per_value<[<@mesh, […]>, …]>
    sdy_sharding_per_value_attribute: ($) =>
      seq('#sdy.sharding_per_value', '<', field('shardings', $.sharding_list), '>'),
    // #sdy.mesh<["x"=2]>
    sdy_mesh_attribute: ($) => seq('#sdy.mesh', field('mesh', $.mesh_body)),

    // <["data"=2, "model"=4], device_ids=[…]>
    mesh_body: ($) =>
      seq(
        '<',
        '[',
        commaSep($.mesh_axis),
        ']',
        optional(seq(',', 'device_ids', '=', field('device_ids', $.device_id_list))),
        '>',
      ),
    mesh_axis: ($) => seq(field('name', alias($.string, $.axis_name)), '=', field('size', $.integer)),
    device_id_list: ($) => seq('[', commaSep($.integer), ']'),

    // <@mesh, [{"a", ?}p0, {}], replicated={"b"}, unreduced=max{"c"}>
    tensor_sharding: ($) =>
      seq(
        '<',
        field('mesh', choice($.symbol_ref, $.inline_mesh)),
        ',',
        field('dimensions', $.dimension_shardings),
        repeat(seq(',', choice($.replicated_axes, $.unreduced_axes))),
        '>',
      ),
    inline_mesh: ($) => seq('mesh', field('mesh', $.mesh_body)),
    dimension_shardings: ($) => seq('[', commaSep($.dimension_sharding), ']'),
    dimension_sharding: ($) =>
      seq(
        '{',
        optional(
          choice(
            seq(commaSep1($.axis_ref), optional(seq(',', $.open_marker))),
            $.open_marker,
          ),
        ),
        closeBrace($),
        optional(field('priority', $.priority)),
      ),
    open_marker: (_) => '?',
    priority: (_) => token.immediate(/p[0-9a-zA-Z_]*/),
    axis_ref: ($) =>
      seq(
        field('name', alias($.string, $.axis_name)),
        optional(seq(token.immediate(':'), field('sub_axis', $.sub_axis))),
      ),
    // (pre_size)size, as in "x":(1)2
    sub_axis: ($) => seq('(', field('pre_size', $.integer), ')', field('size', $.integer)),
    axis_set: ($) => seq('{', commaSep($.axis_ref), closeBrace($)),
    replicated_axes: ($) => seq('replicated', '=', field('axes', $.axis_set)),
    unreduced_axes: ($) =>
      seq(
        'unreduced',
        optional('='),
        optional(field('reduction', alias($.bare_id, $.reduction_kind))),
        field('axes', $.axis_set),
      ),

    // #sdy.op_sharding_rule<([i, k],[k, j])->([i, j]) {i=8, j=16, k=8} reduction={k}>
    sdy_op_sharding_rule_attribute: ($) =>
      seq(
        '#sdy.op_sharding_rule',
        '<',
        field('operands', $.tensor_mappings),
        '->',
        field('results', $.tensor_mappings),
        optional(field('factor_sizes', $.factor_sizes)),
        repeat($.special_factors),
        optional(seq(',', field('custom', alias('custom', $.custom_rule)))),
        '>',
      ),
    // `([i, k], [k, j])`: one `tensor_mapping` per operand or result.
    tensor_mappings: ($) => seq('(', commaSep($.tensor_mapping), ')'),
    // `[i,]` parses (Shardy reports the empty dim mapping in its verifier).
    tensor_mapping: ($) =>
      seq(
        '[',
        optional(seq(optional($._dim_mapping), repeat(seq(',', optional($._dim_mapping))))),
        ']',
      ),
    _dim_mapping: ($) => alias($.bare_id, $.dim_mapping),
    factor_sizes: ($) => seq('{', commaSep($.factor_size), closeBrace($)),
    factor_size: ($) => seq(field('factor', $.bare_id), '=', field('size', $.integer)),
    special_factors: ($) =>
      seq(
        field('kind', alias(choice('reduction', 'need_replication', 'permutation', 'blocked_propagation'), $.factor_kind)),
        '=',
        '{',
        commaSep($.bare_id),
        closeBrace($),
      ),

    // #mesh.shard<@mesh0, [[0]], partial = max[1]>, also as a tensor encoding
    mesh_shard_attribute: ($) => seq('#mesh.shard', field('sharding', $.mesh_sharding_body)),

    // Opaque `<…>` bodies of dialect attributes and types: a balanced token soup.
    pretty_body: ($) => seq('<', repeat($._pretty_item), '>'),
    _immediate_pretty_body: ($) => seq(alias(token.immediate('<'), '<'), repeat($._pretty_item), '>'),
    _pretty_item: ($) =>
      choice(
        $.pretty_body,
        alias($._pretty_parens, $.paren_group),
        alias($._pretty_brackets, $.bracket_group),
        alias($._pretty_braces, $.brace_group),
        $._literal,
        $.bare_id,
        $._type,
        $.value_use,
        $.symbol_ref,
        $.caret_id,
        $.attribute_alias,
        $.sdy_sharding_attribute,
        $.mesh_shard_attribute,
        $.dense_attribute,
        $.builtin_attribute,
        $.location,
        $.punctuation,
      ),
    _pretty_parens: ($) => seq('(', repeat($._pretty_item), ')'),
    _pretty_brackets: ($) => seq('[', repeat($._pretty_item), ']'),
    _pretty_braces: ($) => seq('{', repeat($._pretty_item), closeBrace($)),

    location: ($) => seq('loc', alias($._pretty_parens, $.paren_group)),
    _location_reference: (_) => token(prec(1, /loc\(#[a-zA-Z_][a-zA-Z0-9_$.\-]*\)/)),

    // ------------------------------------------------------------------
    // Types

    _type: ($) =>
      choice(
        $.tensor_type,
        alias($._plain_tensor_type, $.tensor_type),
        $.memref_type,
        $.vector_type,
        $.tuple_type,
        $.complex_type,
        $.builtin_type,
        $.dialect_type,
      ),

    // tensor<4x?xf32, #enc>, tensor<*xf32>
    tensor_type: ($) =>
      seq(
        'tensor',
        '<',
        optional(field('shape', $.dimension_list)),
        field('element_type', $._type),
        optional(seq(',', field('encoding', $._attribute))),
        '>',
      ),
    memref_type: ($) =>
      seq(
        'memref',
        '<',
        optional(field('shape', $.dimension_list)),
        field('element_type', $._type),
        repeat(seq(',', $._attribute)),
        '>',
      ),
    vector_type: ($) =>
      seq('vector', '<', optional(field('shape', $.vector_dimension_list)), field('element_type', $._type), '>'),
    tuple_type: ($) => seq('tuple', '<', commaSep($._type), '>'),
    complex_type: ($) => seq('complex', '<', $._type, '>'),
    _plain_tensor_type: (_) =>
      token(prec(1, /tensor<(([0-9]+|\?)x)*([su]?i[0-9]+|f[0-9]+(E[0-9]+M[0-9]+[A-Za-z0-9]*)?|bf16|tf32|index|none)>/)),
    // The dimensions of a shaped type, each followed by `x`: `4x?x` in tensor<4x?xf32>.
    dimension_list: (_) => token(/(([0-9]+|\?)x)+|\*x/),
    vector_dimension_list: (_) => token(/(([0-9]+|\[[0-9]+\])x)+/),
    builtin_type: (_) =>
      token(prec(1, /[su]?i[0-9]+|f[0-9]+(E[0-9]+M[0-9]+[A-Za-z0-9]*)?|bf16|tf32|index|none/)),
    // !stablehlo.token, !shard.sharding, !quant.uniform<…>, !alias
    dialect_type: ($) =>
      prec.right(
        seq(field('name', $.type_alias), optional(field('body', alias($._immediate_pretty_body, $.pretty_body)))),
      ),

    _parenthesized_types: ($) => seq('(', commaSep($._type), ')'),
    function_type: ($) =>
      prec.right(
        seq($._parenthesized_types, '->', choice($._type, $._parenthesized_types)),
      ),

    // ------------------------------------------------------------------
    // Tokens

    value_use: ($) => seq(field('name', $.value_id), optional(field('result_number', $.result_number))),
    result_number: (_) => token.immediate(/#[0-9]+/),
    value_id: (_) => /%[a-zA-Z0-9_$.\-]+/,
    symbol_ref: ($) => prec.right(seq($.symbol_id, repeat(seq('::', $.symbol_id)))),
    symbol_id: (_) => token(/@([a-zA-Z0-9_$.\-]+|"([^"\\\n]|\\.)*")/),
    caret_id: (_) => /\^[a-zA-Z0-9_$.\-]+/,
    attribute_alias: (_) => /#[a-zA-Z_][a-zA-Z0-9_$.\-]*/,
    type_alias: (_) => /![a-zA-Z_][a-zA-Z0-9_$.\-]*/,
    bare_id: (_) => /[a-zA-Z_][a-zA-Z0-9_$.]*/,

    _literal: ($) => choice($.integer, $.float, $.string, $.boolean),
    integer: (_) => token(/-?(0x[0-9a-fA-F]+|[0-9]+)/),
    float: (_) => token(/-?[0-9]+\.[0-9]*([eE][-+]?[0-9]+)?|-?[0-9]+[eE][-+]?[0-9]+/),
    boolean: (_) => choice('true', 'false'),
    // One node, escapes included: a GSPMD `mhlo.sharding` string is parsed later.
    // The closing quote is optional so that an unterminated string ends at the
    // end of its line (the server reports it) instead of swallowing the file.
    string: (_) => token(seq('"', repeat(choice(/[^"\\\n]/, /\\./)), optional('"'))),
  },
});
