-- Headless Neovim 0.11 end-to-end run of editors/nvim with the real server.
--
--   nvim --clean --headless --cmd 'set rtp^=<repo>/editors/nvim' -c 'luafile e2e.lua'
--
-- Environment: MESH_LSP (server binary), E2E_WS (a scratch workspace holding
-- typo.mlir, mlp_sdy.mlir, conflict.mlir and a .git directory), E2E_INSTALL
-- (where the tree-sitter parser is built), E2E_OUT (the JSON written at the
-- end). Every check records {ok, detail} or {skipped = reason}; the pytest
-- side (test_nvim.py) asserts them one by one. Neovim always quits.

local TIMEOUT = 15000
local ws = assert(vim.env.E2E_WS, 'E2E_WS not set')
local out_path = assert(vim.env.E2E_OUT, 'E2E_OUT not set')
-- record/check/write: checks.lua, beside this file.
local checks = dofile(vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':p:h') .. '/checks.lua')
local record, check = checks.record, checks.check

local function wait(what, cond)
  local ok = vim.wait(TIMEOUT, cond, 50)
  if not ok then
    error('timed out after ' .. TIMEOUT .. ' ms waiting for ' .. what, 2)
  end
end

local function client_for(buf)
  return vim.lsp.get_clients({ bufnr = buf, name = 'mesh_lsp' })[1]
end

local function open(name)
  vim.cmd('edit ' .. vim.fn.fnameescape(ws .. '/' .. name))
  local buf = vim.api.nvim_get_current_buf()
  wait('mesh_lsp to attach to ' .. name, function()
    return client_for(buf) ~= nil
  end)
  return buf, client_for(buf)
end

local function codes(buf)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    out[#out + 1] = d.code
  end
  return out
end

local function has_code(buf, code)
  return vim.tbl_contains(codes(buf), code)
end

--- The first diagnostic with `code` in `buf`.
local function diagnostic(buf, code)
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    if d.code == code then
      return d
    end
  end
end

local find = checks.find

local function replace(buf, old, new)
  local row, col = find(buf, old)
  vim.api.nvim_buf_set_text(buf, row, col, row, col + #old, { new })
end

local function position_params(buf, client, needle, delta)
  local row, col = find(buf, needle)
  vim.api.nvim_win_set_cursor(0, { row + 1, col + (delta or 0) })
  return vim.lsp.util.make_position_params(0, client.offset_encoding)
end

local function request(buf, client, method, params)
  local responses, err = vim.lsp.buf_request_sync(buf, method, params, TIMEOUT)
  assert(responses, method .. ': ' .. tostring(err))
  local response = responses[client.id]
  assert(response, method .. ': no response from mesh_lsp')
  assert(not response.err, method .. ' failed: ' .. vim.inspect(response.err))
  return response.result
end

local function skip_unless(client, capability, method)
  if not client.server_capabilities[capability] then
    return { skipped = 'server does not advertise ' .. capability .. ' in initialize; ' .. method .. ' not tested' }
  end
end

local function run()
  check('plugin/ loaded from runtimepath', function()
    assert(vim.fn.exists(':MeshLspBuildParser') == 2, ':MeshLspBuildParser is not defined')
    return 'MeshLspBuildParser defined'
  end)

  check('setup() configures and enables the client', function()
    require('mesh_lsp').setup({
      server_path = assert(vim.env.MESH_LSP, 'MESH_LSP not set'),
      treesitter = { install_dir = assert(vim.env.E2E_INSTALL, 'E2E_INSTALL not set') },
    })
    local config = vim.lsp.config.mesh_lsp
    assert(config, 'vim.lsp.config.mesh_lsp is nil')
    assert(config.cmd[1] == vim.env.MESH_LSP and config.cmd[2] == 'lsp', vim.inspect(config.cmd))
    assert(vim.tbl_contains(config.filetypes, 'mlir'), vim.inspect(config.filetypes))
    assert(vim.lsp.is_enabled('mesh_lsp'), 'vim.lsp.enable was not called')
    return table.concat(config.cmd, ' ')
  end)

  -- Tree-sitter ----------------------------------------------------------------------------------
  local sdy = open('mlp_sdy.mlir')
  check('tree-sitter: mesh parser and highlighting for filetype mlir', function()
    assert(vim.bo[sdy].filetype == 'mlir', 'filetype is ' .. vim.bo[sdy].filetype)
    assert(vim.treesitter.language.get_lang('mlir') == 'mesh', 'mlir is not registered to mesh')
    local parser = vim.treesitter.get_parser(sdy)
    assert(parser and parser:lang() == 'mesh', 'no mesh parser for the buffer')
    local tree = parser:parse()[1]
    assert(not tree:root():has_error(), 'the example parses with errors')
    assert(vim.treesitter.highlighter.active[sdy], 'tree-sitter highlighting is not active')
    local function captures(needle, delta)
      local row, col = find(sdy, needle)
      local names = {}
      for _, c in ipairs(vim.treesitter.get_captures_at_pos(sdy, row, col + (delta or 0))) do
        names[#names + 1] = c.capture
      end
      return names
    end
    local comment = captures('// A two-layer')
    assert(vim.tbl_contains(comment, 'comment'), 'comment captures: ' .. vim.inspect(comment))
    local mesh = captures('@mesh = <', 1)
    assert(vim.tbl_contains(mesh, 'constant'), '@mesh captures: ' .. vim.inspect(mesh))
    local axis = captures('"model"=4', 1)
    assert(#axis > 0, 'no capture on an axis name')
    return { comment = comment, mesh = mesh, axis = axis }
  end)

  -- LSP --------------------------------------------------------------------------------------------
  local client = client_for(sdy)
  check('LSP client attached', function()
    assert(client, 'no mesh_lsp client')
    return { name = client.name, encoding = client.offset_encoding, server = client.server_info }
  end)

  check('inlay hints enabled on attach and shown', function()
    local skip = skip_unless(client, 'inlayHintProvider', 'textDocument/inlayHint')
    if skip then
      return skip
    end
    assert(vim.lsp.inlay_hint.is_enabled({ bufnr = sdy }), 'inlay hints are not enabled for the buffer')
    -- Neovim requests them itself once enabled.
    wait('inlay hints to arrive', function()
      return #vim.lsp.inlay_hint.get({ bufnr = sdy }) > 0
    end)
    local labels = {}
    for _, item in ipairs(vim.lsp.inlay_hint.get({ bufnr = sdy })) do
      local label = item.inlay_hint.label
      if type(label) == 'table' then
        label = table.concat(vim.tbl_map(function(p)
          return p.value
        end, label))
      end
      labels[#labels + 1] = { line = item.inlay_hint.position.line, label = label }
    end
    local row = find(sdy, '%0 = stablehlo.dot_general')
    local on_row = vim.tbl_filter(function(l)
      return l.line == row
    end, labels)
    assert(#on_row == 1, 'expected one hint on the %0 line, got ' .. vim.inspect(labels))
    assert(on_row[1].label:find('"model"', 1, true), 'hint on %0: ' .. on_row[1].label)
    -- The same through an explicit request.
    local result = request(sdy, client, 'textDocument/inlayHint', {
      textDocument = vim.lsp.util.make_text_document_params(sdy),
      range = { start = { line = 0, character = 0 }, ['end'] = { line = vim.api.nvim_buf_line_count(sdy), character = 0 } },
    })
    assert(#result == #labels, ('request returned %d hints, the buffer shows %d'):format(#result, #labels))
    return labels
  end)

  check('update_settings() changes the inlay hints', function()
    local skip = skip_unless(client, 'inlayHintProvider', 'textDocument/inlayHint')
    if skip then
      return skip
    end
    local row = find(sdy, '%0 = stablehlo.dot_general')
    local function label_on_row()
      for _, item in ipairs(vim.lsp.inlay_hint.get({ bufnr = sdy })) do
        if item.inlay_hint.position.line == row then
          local label = item.inlay_hint.label
          return type(label) == 'string' and label or table.concat(vim.tbl_map(function(p)
            return p.value
          end, label))
        end
      end
    end
    require('mesh_lsp').update_settings({ inlayHints = { notation = 'gspmd', shapes = false } })
    wait('GSPMD hints without shapes', function()
      local l = label_on_row()
      return l ~= nil and l:find('devices=', 1, true) ~= nil and not l:find('→', 1, true)
    end)
    local gspmd = label_on_row()
    require('mesh_lsp').update_settings({ inlayHints = { enabled = false } })
    wait('hints to disappear', function()
      return #vim.lsp.inlay_hint.get({ bufnr = sdy }) == 0
    end)
    require('mesh_lsp').update_settings({ inlayHints = { enabled = true, notation = 'auto', shapes = true } })
    wait('sdy hints again', function()
      local l = label_on_row()
      return l ~= nil and l:find('"model"', 1, true) ~= nil
    end)
    return { gspmd = gspmd, sdy = label_on_row() }
  end)

  check('hover on an annotated argument', function()
    local skip = skip_unless(client, 'hoverProvider', 'textDocument/hover')
    if skip then
      return skip
    end
    local result = request(sdy, client, 'textDocument/hover', position_params(sdy, client, '%x: tensor', 1))
    assert(result and result.contents, 'no hover')
    local value = result.contents.value or vim.inspect(result.contents)
    assert(value:find('%x', 1, true) and value:find('{"data"}', 1, true), 'hover: ' .. value)
    return value
  end)

  check(':MeshLspPartitioned shows the partitioned function', function()
    vim.api.nvim_set_current_buf(sdy)
    local row = find(sdy, 'stablehlo.dot_general')
    vim.api.nvim_win_set_cursor(0, { row + 1, 4 })
    local view
    require('mesh_lsp').show_partitioned(function(bufnr)
      view = bufnr
    end)
    wait('the partitioned view', function()
      return view ~= nil
    end)
    local text = table.concat(vim.api.nvim_buf_get_lines(view, 0, -1, false), '\n')
    assert(text:find('sdy.all_reduce {"model"}', 1, true), 'no all-reduce in the view:\n' .. text)
    assert(not vim.bo[view].modifiable, 'the view is modifiable')
    assert(vim.bo[view].filetype == 'mlir', 'filetype ' .. vim.bo[view].filetype)
    assert(vim.fn.exists(':MeshLspPartitioned') == 2, ':MeshLspPartitioned is not defined')
    local name = vim.api.nvim_buf_get_name(view)
    vim.cmd('close')
    vim.api.nvim_set_current_buf(sdy)
    return { name = name, lines = select(2, text:gsub('\n', '\n')) + 1 }
  end)

  -- Diagnostics that follow edits ------------------------------------------------------------------
  local typo = open('typo.mlir')
  check('diagnostics on open', function()
    wait('sharding/unknown-axis', function()
      return has_code(typo, 'sharding/unknown-axis')
    end)
    local d = diagnostic(typo, 'sharding/unknown-axis')
    local row, col = find(typo, '"dta"')
    assert(d.lnum == row and d.col == col, ('at %d:%d, expected %d:%d'):format(d.lnum, d.col, row, col))
    assert(d.severity == vim.diagnostic.severity.ERROR, 'severity ' .. tostring(d.severity))
    return { message = d.message, lnum = d.lnum, col = d.col, codes = codes(typo) }
  end)

  check('diagnostics follow buffer edits', function()
    replace(typo, '"dta"', '"data"')
    wait('the fixed typo to clear sharding/unknown-axis', function()
      return not has_code(typo, 'sharding/unknown-axis')
    end)
    replace(typo, 'return %5', 'return %9')
    wait('ir/undefined-value after the edit', function()
      return has_code(typo, 'ir/undefined-value')
    end)
    local d = diagnostic(typo, 'ir/undefined-value')
    local row, col = find(typo, '%9')
    assert(d.lnum == row and d.col == col, ('at %d:%d, expected %d:%d'):format(d.lnum, d.col, row, col))
    return codes(typo)
  end)

  -- Code action --------------------------------------------------------------------------------------
  local conflict = open('conflict.mlir')
  check('quick fix applied with vim.lsp.buf.code_action', function()
    local skip = skip_unless(client_for(conflict), 'codeActionProvider', 'textDocument/codeAction')
    if skip then
      return skip
    end
    wait('propagation/conflict', function()
      return has_code(conflict, 'propagation/conflict')
    end)
    local d = diagnostic(conflict, 'propagation/conflict')
    vim.api.nvim_win_set_cursor(0, { d.lnum + 1, d.col })
    local offered = {}
    vim.lsp.buf.code_action({
      context = { only = { 'quickfix' } },
      filter = function(action)
        offered[#offered + 1] = action.title
        return vim.startswith(action.title, 'Reshard %arg0')
      end,
      apply = true, -- exactly one left after the filter: applied without a prompt
    })
    wait('the quick fix to change the buffer', function()
      return table.concat(vim.api.nvim_buf_get_lines(conflict, 0, -1, false), '\n'):find('sdy.reshard', 1, true) ~= nil
    end)
    vim.cmd('write')
    wait('the conflict to disappear', function()
      return not has_code(conflict, 'propagation/conflict')
    end)
    local disk = table.concat(vim.fn.readfile(ws .. '/conflict.mlir'), '\n')
    assert(disk:find('sdy.reshard %arg0', 1, true), 'file on disk: ' .. disk)
    return { offered = offered, codes = codes(conflict), line = vim.api.nvim_buf_get_lines(conflict, 2, 3, false)[1] }
  end)

  -- Semantic tokens ----------------------------------------------------------------------------------
  check('semantic tokens follow edits as deltas', function()
    local provider = client.server_capabilities.semanticTokensProvider
    if not (provider and type(provider.full) == 'table' and provider.full.delta) then
      return { skipped = 'server does not offer semanticTokens/full/delta; deltas not tested' }
    end
    vim.api.nvim_set_current_buf(sdy)
    -- The requests Neovim sends from here on.
    local asked = {}
    local send = client.request
    client.request = function(self, method, ...)
      asked[#asked + 1] = method
      return send(self, method, ...)
    end
    local function token_at(needle, delta)
      local row, col = find(sdy, needle)
      return (vim.lsp.semantic_tokens.get_at_pos(sdy, row, col + (delta or 0)) or {})[1]
    end
    wait('semantic tokens of the buffer', function()
      return token_at('%x: tensor', 1) ~= nil
    end)
    -- A non-ASCII comment line above the function (every token after it
    -- moves down a line), then a letter typed into a value's name.
    local row = find(sdy, 'func.func public @main')
    vim.api.nvim_buf_set_lines(sdy, row, row, false, { '  // é𝕏 added' })
    replace(sdy, '%4 = stablehlo.maximum', '%4q = stablehlo.maximum')
    wait('the added line to be a comment token', function()
      local t = token_at('// é𝕏 added')
      return t ~= nil and t.type == 'comment'
    end)
    wait('the typed name to be one token', function()
      local t = token_at('%4q =', 1)
      return t ~= nil and t.type == 'variable' and t.end_col - t.start_col == 3
    end)
    client.request = send
    local keyword = token_at('func.func public')
    assert(keyword and keyword.type == 'keyword', 'func.func: ' .. vim.inspect(keyword))
    local after = token_at('%5 = stablehlo.dot_general', 1)
    assert(after and after.type == 'variable', '%5: ' .. vim.inspect(after))
    assert(vim.tbl_contains(asked, 'textDocument/semanticTokens/full/delta'), 'requests: ' .. vim.inspect(asked))
    return { asked = asked, keyword = keyword.type, typed = token_at('%4q =', 1).type }
  end)
end

local ok, err = xpcall(run, debug.traceback)
if not ok then
  record('script', { ok = false, detail = err })
end
checks.write(out_path)
vim.cmd('qa!')
