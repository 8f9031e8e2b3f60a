-- Headless Neovim run of tree-sitter-mesh's textobjects and of editors/nvim
-- with nvim-treesitter and nvim-treesitter-textobjects.
--
--   nvim --clean --headless --cmd 'set rtp^=<repo>/editors/nvim' -c 'luafile treesitter.lua'
--
-- E2E_MODE=builtin runs the checks that need only Neovim; E2E_MODE=plugins,
-- in a fresh Neovim so that the only mesh parser is the one :TSInstall builds,
-- the ones with the plugins.
--
-- Environment: E2E_WS (a scratch directory holding textobjects.mlir), E2E_OUT
-- (the JSON written at the end), E2E_INSTALL (the plugin's install_dir),
-- E2E_TS_INSTALL (nvim-treesitter's install directory); NVIM_TREESITTER and
-- NVIM_TREESITTER_TEXTOBJECTS: checkouts of those plugins (either branch,
-- `main` or `master`). Without them the checks that need them record
-- {skipped = reason}; the others use only Neovim's own vim.treesitter.
-- test_nvim_treesitter.py asserts the checks one by one. Neovim always quits.

local ws = assert(vim.env.E2E_WS, 'E2E_WS not set')
local out_path = assert(vim.env.E2E_OUT, 'E2E_OUT not set')
local install = assert(vim.env.E2E_INSTALL, 'E2E_INSTALL not set')
local ts_install = assert(vim.env.E2E_TS_INSTALL, 'E2E_TS_INSTALL not set')
-- record/check/write: checks.lua, beside this file.
local checks = dofile(vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':p:h') .. '/checks.lua')
local check = checks.check

local function dir_env(name)
  local dir = vim.env[name]
  if dir and dir ~= '' and vim.fn.isdirectory(dir) == 1 then
    return vim.fn.fnamemodify(dir, ':p'):gsub('/$', '')
  end
  return nil
end

local mode = vim.env.E2E_MODE or 'builtin'
local nts_dir = mode == 'plugins' and dir_env('NVIM_TREESITTER') or nil
local nto_dir = mode == 'plugins' and dir_env('NVIM_TREESITTER_TEXTOBJECTS') or nil
local function skip_without(what)
  return {
    skipped = what .. ' not given: set NVIM_TREESITTER and NVIM_TREESITTER_TEXTOBJECTS to checkouts of '
      .. 'nvim-treesitter and nvim-treesitter-textobjects (not installable in CI)',
  }
end

local find = checks.find

local function text(buf, sr, sc, er, ec)
  return table.concat(vim.api.nvim_buf_get_text(buf, sr, sc, er, ec, {}), '\n')
end

-- What each text object must be, from a cursor on `at`: the text of the
-- smallest capture containing the cursor. textobjects.mlir is built for it.
local HELPER = table.concat({
  'func.func private @helper(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {',
  '    %0 = stablehlo.add %a, %b : tensor<8xf32>',
  '    return %0 : tensor<8xf32>',
  '  }',
}, '\n')
local EXPECT = {
  { capture = 'function.outer', at = 'stablehlo.add', text = HELPER },
  {
    capture = 'function.inner',
    at = 'stablehlo.add',
    text = '%0 = stablehlo.add %a, %b : tensor<8xf32>\n    return %0 : tensor<8xf32>',
  },
  { capture = 'call.outer', at = '@helper(%arg0', text = 'func.call @helper(%arg0, %c) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>' },
  { capture = 'call.inner', at = '%arg0, %c', text = '%arg0, %c' },
  { capture = 'parameter.inner', at = '%b: tensor', text = '%b: tensor<8xf32>' },
  { capture = 'parameter.outer', at = '%a: tensor', text = '%a: tensor<8xf32>,' },
  { capture = 'parameter.outer', at = '%b: tensor', text = ', %b: tensor<8xf32>' },
  { capture = 'parameter.inner', at = '%c) :', text = '%c' },
  { capture = 'block.inner', at = '"test.yield"', text = '^bb0(%v: tensor<8xf32>):\n      "test.yield"(%v) : (tensor<8xf32>) -> ()' },
  { capture = 'return.inner', at = '%1 : tensor', text = '%1' },
  { capture = 'return.outer', at = '%1 : tensor', text = 'return %1 : tensor<8xf32>' },
  { capture = 'assignment.lhs', at = '%c = ', text = '%c' },
  { capture = 'attribute.inner', at = 'sdy.sharding =', text = 'sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>' },
  { capture = 'comment.outer', at = '// Text objects', text = '// Text objects fixture: tests/e2e/nvim/treesitter.lua selects in it.' },
  { capture = 'class.outer', at = 'module @m', text = nil }, -- whole module: checked by its first line below
}

local fixture = ws .. '/textobjects.mlir'

---------------------------------------------------------------------------
-- Without plugins: the queries as Neovim itself reads them.

local mesh_lsp = require('mesh_lsp')

if mode == 'builtin' then
check('textobjects.scm parses with vim.treesitter.query', function()
  mesh_lsp.setup({
    cmd = { 'true' }, -- no server here: only tree-sitter is under test
    treesitter = { install_dir = install, nvim_treesitter = false },
  })
  vim.lsp.enable('mesh_lsp', false)
  local query = vim.treesitter.query.get('mesh', 'textobjects')
  assert(query, 'no textobjects query for mesh on runtimepath')
  local files = vim.treesitter.query.get_files('mesh', 'textobjects')
  assert(#files == 1 and vim.startswith(files[1], install), 'query files: ' .. vim.inspect(files))
  local names = {}
  for _, name in ipairs(query.captures) do
    names[name] = true
  end
  local want = {
    'function.outer', 'function.inner', 'class.outer', 'class.inner', 'block.outer', 'block.inner',
    'call.outer', 'call.inner', 'parameter.outer', 'parameter.inner', 'assignment.outer',
    'assignment.inner', 'assignment.lhs', 'assignment.rhs', 'return.outer', 'return.inner',
    'statement.outer', 'attribute.outer', 'attribute.inner', 'comment.outer', 'number.inner',
  }
  local missing = vim.tbl_filter(function(n)
    return not names[n]
  end, want)
  assert(#missing == 0, 'captures missing: ' .. table.concat(missing, ', '))
  return query.captures
end)

--- Ranges {sr, sc, er, ec} of `capture` in `buf`, a quantified capture
--- spanning its first to its last node (as nvim-treesitter-textobjects reads them).
local function capture_ranges(buf, capture)
  local query = vim.treesitter.query.get('mesh', 'textobjects')
  local root = vim.treesitter.get_parser(buf, 'mesh'):parse()[1]:root()
  local ranges = {}
  for _, match in query:iter_matches(root, buf, 0, -1, { all = true }) do
    for id, nodes in pairs(match) do
      if query.captures[id] == capture then
        local sr, sc = nodes[1]:range()
        local _, _, er, ec = nodes[#nodes]:range()
        ranges[#ranges + 1] = { sr, sc, er, ec }
      end
    end
  end
  return ranges
end

check('textobjects capture the expected text', function()
  vim.cmd('edit ' .. vim.fn.fnameescape(fixture))
  local buf = vim.api.nvim_get_current_buf()
  assert(vim.bo[buf].filetype == 'mlir', 'filetype ' .. vim.bo[buf].filetype)
  local tree = vim.treesitter.get_parser(buf, 'mesh'):parse()[1]
  assert(not tree:root():has_error(), 'textobjects.mlir parses with errors')
  local failures = {}
  for _, e in ipairs(EXPECT) do
    local row, col = find(buf, e.at)
    local best
    for _, r in ipairs(capture_ranges(buf, e.capture)) do
      local inside = (r[1] < row or (r[1] == row and r[2] <= col)) and (r[3] > row or (r[3] == row and r[4] > col))
      if inside and (not best or (r[1] > best[1] or (r[1] == best[1] and r[2] >= best[2]))) then
        best = r
      end
    end
    local got = best and text(buf, best[1], best[2], best[3], best[4])
    local want = e.text or vim.api.nvim_buf_get_lines(buf, row, row + 1, false)[1]
    if e.text == nil and got then
      got = vim.split(got, '\n')[1]
    end
    if got ~= want then
      failures[#failures + 1] = ('@%s at %q: got %s, want %q'):format(e.capture, e.at, vim.inspect(got), want)
    end
  end
  assert(#failures == 0, table.concat(failures, '\n'))
  vim.cmd('bwipeout!')
  return #EXPECT .. ' text objects'
end)
end

if mode == 'plugins' then
---------------------------------------------------------------------------
-- With nvim-treesitter: registration, :TSInstall, highlighting, selection.

local api -- 'main' or 'master', once nvim-treesitter is loaded

check('nvim-treesitter has mesh in its parser table', function()
  if not nts_dir then
    return skip_without('nvim-treesitter')
  end
  vim.opt.runtimepath:prepend(nts_dir)
  vim.cmd('runtime! plugin/nvim-treesitter.lua plugin/nvim-treesitter.vim')
  local parsers = require('nvim-treesitter.parsers')
  local grammar = mesh_lsp.repo_dir() .. '/tree-sitter-mesh'
  if type(parsers.get_parser_configs) == 'function' then
    api = 'master'
    require('nvim-treesitter.configs').setup({ parser_install_dir = ts_install })
    -- As its README says: the directory must exist and be first on runtimepath.
    vim.fn.mkdir(ts_install .. '/parser', 'p')
    vim.opt.runtimepath:prepend(ts_install)
  else
    api = 'main'
    require('nvim-treesitter').setup({ install_dir = ts_install })
  end
  -- The plugin registers itself (the `nvim_treesitter` option, on by default).
  mesh_lsp.setup({
    cmd = { 'true' },
    treesitter = { install_dir = install, auto_build = false },
  })
  vim.lsp.enable('mesh_lsp', false)
  assert(mesh_lsp.nvim_treesitter_api == api, 'registered for ' .. tostring(mesh_lsp.nvim_treesitter_api))
  local info
  if api == 'master' then
    info = parsers.get_parser_configs().mesh.install_info
    assert(info.url == grammar, 'url ' .. tostring(info.url))
    assert(vim.tbl_contains(parsers.available_parsers(), 'mesh'), 'mesh not in available_parsers()')
  else
    -- nvim-treesitter (main) re-reads its table and fires `User TSUpdate`
    -- (install.lua's reload_parsers): the entry must survive that.
    package.loaded['nvim-treesitter.parsers'] = nil
    assert(require('nvim-treesitter.parsers').mesh == nil, 'a fresh parser table already has mesh')
    vim.api.nvim_exec_autocmds('User', { pattern = 'TSUpdate' })
    assert(vim.tbl_contains(require('nvim-treesitter.config').get_available(), 'mesh'), 'mesh not available')
    info = require('nvim-treesitter.parsers').mesh.install_info
    assert(info.path == grammar, 'path ' .. tostring(info.path))
  end
  return { api = api, install_info = info }
end)

local install_skipped -- the reason, when :TSInstall could not run here

local function installed_parsers()
  return vim.api.nvim_get_runtime_file('parser/mesh.so', true)
end

check(':TSInstall mesh builds and installs the parser from tree-sitter-mesh', function()
  if not api then
    return skip_without('nvim-treesitter')
  end
  if api == 'main' and vim.fn.has('nvim-0.12') == 0 then
    install_skipped = {
      skipped = 'nvim-treesitter (main) needs Neovim 0.12 to install parsers; this is ' .. tostring(vim.version())
        .. ' (its registration is checked above)',
    }
    return install_skipped
  end
  assert(#installed_parsers() == 0, 'a mesh parser is already on runtimepath: ' .. vim.inspect(installed_parsers()))
  if api == 'master' then
    vim.cmd('TSInstallSync mesh')
  else
    local ok = require('nvim-treesitter').install({ 'mesh' }):wait(300000)
    assert(ok, 'install({ "mesh" }) failed; see :TSLog')
  end
  local found = installed_parsers()
  assert(#found == 1 and vim.startswith(found[1], ts_install), 'parser/mesh.so on runtimepath: ' .. vim.inspect(found))
  assert(vim.treesitter.language.add('mesh'), 'the installed parser does not load')
  if api == 'main' then
    -- nvim-treesitter (main) links the grammar's queries in.
    local hl = vim.api.nvim_get_runtime_file('queries/mesh/highlights.scm', true)
    assert(vim.startswith(hl[1], ts_install), 'first highlights.scm: ' .. vim.inspect(hl))
  end
  return found[1]
end)

check('highlighting attaches to an .mlir buffer', function()
  if not api then
    return skip_without('nvim-treesitter')
  end
  if install_skipped then
    return install_skipped
  end
  vim.cmd('edit ' .. vim.fn.fnameescape(fixture))
  local buf = vim.api.nvim_get_current_buf()
  assert(vim.treesitter.get_parser(buf):lang() == 'mesh', 'not the mesh parser')
  vim.treesitter.get_parser(buf):parse()
  assert(vim.treesitter.highlighter.active[buf], 'tree-sitter highlighting is not active')
  local row, col = find(buf, '@helper(%a')
  local names = vim.tbl_map(function(c)
    return c.capture
  end, vim.treesitter.get_captures_at_pos(buf, row, col + 1))
  assert(vim.tbl_contains(names, 'function'), 'captures at @helper: ' .. vim.inspect(names))
  return names
end)

--- Visual selection after typing `keys` with the cursor on `at`.
local function select_with(buf, keys, at)
  vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes('<Esc>', true, false, true), 'x', false)
  local row, col = find(buf, at)
  vim.api.nvim_win_set_cursor(0, { row + 1, col })
  vim.api.nvim_feedkeys(keys, 'x', false)
  local mode = vim.api.nvim_get_mode().mode
  vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes('<Esc>', true, false, true), 'x', false)
  local s = vim.api.nvim_buf_get_mark(buf, '<')
  local e = vim.api.nvim_buf_get_mark(buf, '>')
  local lines = vim.api.nvim_buf_get_lines(buf, s[1] - 1, e[1], false)
  if mode == 'V' then
    return table.concat(lines, '\n')
  end
  lines[#lines] = lines[#lines]:sub(1, e[2] + 1)
  lines[1] = lines[1]:sub(s[2] + 1)
  return table.concat(lines, '\n')
end

check('nvim-treesitter-textobjects: vaf, vif, vac, via, vaa select the expected text', function()
  if not api or not nto_dir then
    return skip_without('nvim-treesitter-textobjects')
  end
  if install_skipped then
    return install_skipped
  end
  vim.opt.runtimepath:prepend(nto_dir)
  vim.cmd('runtime! plugin/nvim-treesitter-textobjects.lua plugin/nvim-treesitter-textobjects.vim')
  local maps = {
    af = '@function.outer',
    ['if'] = '@function.inner',
    ac = '@call.outer',
    ia = '@parameter.inner',
    aa = '@parameter.outer',
  }
  if vim.fn.isdirectory(nto_dir .. '/lua/nvim-treesitter/textobjects') == 1 then
    return {
      skipped = 'NVIM_TREESITTER_TEXTOBJECTS is a checkout of the master branch: its objects of several nodes '
        .. 'need nvim-treesitter\'s #make-range!, textobjects.scm writes them as the main branch reads them '
        .. '(quantified captures); use the main branch (it runs on Neovim 0.11 with either nvim-treesitter)',
    }
  end
  require('nvim-treesitter-textobjects').setup({ select = { lookahead = false } })
  for lhs, capture in pairs(maps) do
    vim.keymap.set({ 'x', 'o' }, lhs, function()
      require('nvim-treesitter-textobjects.select').select_textobject(capture, 'textobjects')
    end)
  end
  vim.cmd('edit! ' .. vim.fn.fnameescape(fixture))
  local buf = vim.api.nvim_get_current_buf()
  -- Headless, nothing redraws, and the highlighter parses on redraw: parse as
  -- a redraw would (the reload dropped the tree).
  vim.treesitter.get_parser(buf):parse()
  local want = {
    { 'vaf', 'stablehlo.add', HELPER },
    { 'vif', 'stablehlo.add', '%0 = stablehlo.add %a, %b : tensor<8xf32>\n    return %0 : tensor<8xf32>' },
    { 'vac', '@helper(%arg0', 'func.call @helper(%arg0, %c) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>' },
    { 'via', '%b: tensor', '%b: tensor<8xf32>' },
    { 'vaa', '%a: tensor', '%a: tensor<8xf32>,' },
  }
  local failures, got_all = {}, {}
  for _, w in ipairs(want) do
    local got = select_with(buf, w[1], w[2])
    got_all[w[1]] = got
    if got ~= w[3] then
      failures[#failures + 1] = ('%s on %q selected %q, want %q'):format(w[1], w[2], got, w[3])
    end
  end
  assert(#failures == 0, table.concat(failures, '\n'))
  -- An operator too: `daf` deletes the function.
  local row = find(buf, 'stablehlo.add')
  vim.api.nvim_win_set_cursor(0, { row + 1, 4 })
  vim.api.nvim_feedkeys('daf', 'x', false)
  local rest = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n')
  assert(not rest:find('func.func private @helper', 1, true) and rest:find('@main(', 1, true), 'after daf:\n' .. rest)
  return got_all
end)

end

---------------------------------------------------------------------------

checks.write(out_path)
vim.cmd('qall!')
