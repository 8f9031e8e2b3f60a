-- mesh-lsp for Neovim 0.11+: the language server for MLIR files and the
-- tree-sitter-mesh parser and queries for highlighting.
--
--   require('mesh_lsp').setup({
--     server_path = '/path/to/mesh-lsp',   -- default: mesh-lsp on PATH, else <repo>/target/{release,debug}
--     settings = { inlayHints = { enabled = true, notation = 'auto', shapes = true } },
--   })
--
-- See editors/nvim/README.md.

local M = {}

local uv = vim.uv or vim.loop

--- Directory of this plugin (editors/nvim), from this file's path.
local function plugin_dir()
  local source = debug.getinfo(1, 'S').source:sub(2)
  return vim.fn.fnamemodify(source, ':p:h:h:h')
end

local function exists(path)
  return path ~= nil and uv.fs_stat(path) ~= nil
end

local function mtime(path)
  local st = uv.fs_stat(path)
  return st and st.mtime.sec or 0
end

M.defaults = {
  -- Full command line of the server; overrides server_path.
  cmd = nil,
  -- The mesh-lsp executable. nil: `mesh-lsp` on PATH, then the repository's
  -- target/release/mesh-lsp and target/debug/mesh-lsp.
  server_path = nil,
  filetypes = { 'mlir' },
  root_markers = { '.git' },
  -- Sent as initializationOptions and answered to workspace/configuration
  -- (section `meshLsp`), the same keys as the VS Code extension's settings.
  settings = {
    inlayHints = {
      enabled = true,
      notation = 'auto', -- 'auto' | 'sdy' | 'shard' | 'gspmd'
      shapes = true,
    },
  },
  -- Tree-sitter: parser and queries of tree-sitter-mesh for filetype mlir.
  treesitter = {
    enabled = true,
    -- Directory with tree-sitter-mesh's src/ and queries/ (default: the
    -- repository this plugin lives in).
    grammar_dir = nil,
    -- Where parser/mesh.so and queries/mesh/*.scm are written; added to
    -- 'runtimepath'. Default: stdpath('data')/mesh_lsp.
    install_dir = nil,
    -- Compile the parser at setup when it is missing or older than the
    -- grammar's sources (needs a C compiler: $CC, cc, gcc or clang).
    auto_build = true,
    -- Start tree-sitter highlighting in mlir buffers.
    highlight = true,
    -- When nvim-treesitter is installed, register `mesh` in its parser table
    -- (install_info pointing at grammar_dir), so that `:TSInstall mesh`,
    -- `:TSUpdate mesh` and its health check know the parser.
    nvim_treesitter = true,
  },
}

M.config = nil

--- The repository root (two levels above editors/nvim).
function M.repo_dir()
  return vim.fn.fnamemodify(plugin_dir(), ':h:h')
end

--- Finds the server executable, or nil.
function M.find_server(server_path)
  if server_path and server_path ~= '' then
    return vim.fn.expand(server_path)
  end
  local on_path = vim.fn.exepath('mesh-lsp')
  if on_path ~= '' then
    return on_path
  end
  for _, profile in ipairs({ 'release', 'debug' }) do
    local candidate = M.repo_dir() .. '/target/' .. profile .. '/mesh-lsp'
    if vim.fn.executable(candidate) == 1 then
      return candidate
    end
  end
  return nil
end

local function grammar_dir(ts)
  return ts.grammar_dir or (M.repo_dir() .. '/tree-sitter-mesh')
end

local function install_dir(ts)
  return ts.install_dir or (vim.fn.stdpath('data') .. '/mesh_lsp')
end

local function c_compiler()
  local candidates = { 'cc', 'gcc', 'clang' }
  if vim.env.CC and vim.env.CC ~= '' then
    table.insert(candidates, 1, vim.env.CC)
  end
  for _, cc in ipairs(candidates) do
    if vim.fn.executable(cc) == 1 then
      return cc
    end
  end
  return nil
end

--- Compiles tree-sitter-mesh into <install_dir>/parser/mesh.so and copies its
--- queries into <install_dir>/queries/mesh/. Returns true, or false and a message.
function M.build_parser(ts)
  ts = vim.tbl_deep_extend('force', M.defaults.treesitter, (M.config or {}).treesitter or {}, ts or {})
  local src = grammar_dir(ts) .. '/src'
  if not exists(src .. '/parser.c') then
    return false, 'tree-sitter-mesh sources not found: ' .. src .. '/parser.c (set treesitter.grammar_dir)'
  end
  local cc = c_compiler()
  if not cc then
    return false, 'no C compiler found (set $CC, or install cc/gcc/clang)'
  end
  local out = install_dir(ts)
  vim.fn.mkdir(out .. '/parser', 'p')
  vim.fn.mkdir(out .. '/queries/mesh', 'p')
  -- Compile to a temporary name and rename, so a running Neovim that has the
  -- old library loaded keeps a valid file.
  local target = out .. '/parser/mesh.so'
  local tmp = target .. '.tmp' .. uv.os_getpid()
  local argv = { cc, '-shared', '-fPIC', '-O2', '-std=c11', '-I', src, '-o', tmp, src .. '/parser.c' }
  if exists(src .. '/scanner.c') then
    table.insert(argv, src .. '/scanner.c')
  end
  local result = vim.system(argv, { text = true }):wait()
  if result.code ~= 0 then
    os.remove(tmp)
    return false, 'compiling the parser failed: ' .. table.concat(argv, ' ') .. '\n' .. (result.stderr or '')
  end
  local ok, err = os.rename(tmp, target)
  if not ok then
    return false, 'cannot write ' .. target .. ': ' .. tostring(err)
  end
  M.install_queries(ts)
  return true, target
end

--- Copies tree-sitter-mesh's queries (highlights, folds, injections, locals,
--- textobjects) into <install_dir>/queries/mesh/.
function M.install_queries(ts)
  ts = vim.tbl_deep_extend('force', M.defaults.treesitter, (M.config or {}).treesitter or {}, ts or {})
  local dir = install_dir(ts) .. '/queries/mesh'
  vim.fn.mkdir(dir, 'p')
  for _, file in ipairs(vim.fn.glob(grammar_dir(ts) .. '/queries/*.scm', false, true)) do
    vim.fn.writefile(vim.fn.readfile(file), dir .. '/' .. vim.fn.fnamemodify(file, ':t'))
  end
end

--- The `mesh` entry of nvim-treesitter's parser table, for its current API
--- (`main` branch: `require('nvim-treesitter.parsers').mesh = …` in a
--- `User TSUpdate` autocommand) or the older one (`master` branch:
--- `get_parser_configs().mesh = …`). Both build the local grammar_dir.
function M.nvim_treesitter_parser(ts, legacy)
  ts = vim.tbl_deep_extend('force', M.defaults.treesitter, (M.config or {}).treesitter or {}, ts or {})
  local dir = grammar_dir(ts)
  if legacy then
    return {
      install_info = {
        url = dir, -- a local directory: compiled in place, nothing downloaded
        files = { 'src/parser.c', 'src/scanner.c' },
        generate_requires_npm = false,
        requires_generate_from_grammar = false, -- src/parser.c is committed
      },
      filetype = 'mlir',
      maintainers = { '@mesh-lsp' },
    }
  end
  return {
    install_info = {
      path = dir, -- a local checkout: built with `tree-sitter build` as it is
      queries = 'queries', -- linked into nvim-treesitter's queries/mesh
    },
    maintainers = { '@mesh-lsp' },
    tier = 2,
  }
end

--- Registers `mesh` with nvim-treesitter when it is installed; returns which
--- API was used ('main' or 'master'), or nil when nvim-treesitter is absent.
--- The `User TSUpdate` autocommand also covers nvim-treesitter (main) loaded
--- after setup(): it fires the event whenever it re-reads its parser table.
function M.register_nvim_treesitter(ts)
  vim.api.nvim_create_autocmd('User', {
    group = vim.api.nvim_create_augroup('mesh_lsp_nvim_treesitter', { clear = true }),
    pattern = 'TSUpdate',
    callback = function()
      local ok, parsers = pcall(require, 'nvim-treesitter.parsers')
      if ok and type(parsers) == 'table' and parsers.get_parser_configs == nil then
        parsers.mesh = M.nvim_treesitter_parser(ts)
      end
    end,
  })
  local ok, parsers = pcall(require, 'nvim-treesitter.parsers')
  if not ok or type(parsers) ~= 'table' then
    return nil
  end
  if type(parsers.get_parser_configs) == 'function' then
    parsers.get_parser_configs().mesh = M.nvim_treesitter_parser(ts, true)
    return 'master'
  end
  parsers.mesh = M.nvim_treesitter_parser(ts)
  return 'main'
end

--- Whether the installed parser is missing or older than the grammar sources.
local function parser_outdated(ts)
  local target = install_dir(ts) .. '/parser/mesh.so'
  if not exists(target) then
    return true
  end
  local src = grammar_dir(ts)
  local newest = math.max(mtime(src .. '/src/parser.c'), mtime(src .. '/src/scanner.c'))
  for _, file in ipairs(vim.fn.glob(src .. '/queries/*.scm', false, true)) do
    newest = math.max(newest, mtime(file))
  end
  return newest > mtime(target)
end

--- Whether an installed query is missing or older than the grammar's.
local function queries_outdated(ts)
  local dir = install_dir(ts) .. '/queries/mesh/'
  for _, file in ipairs(vim.fn.glob(grammar_dir(ts) .. '/queries/*.scm', false, true)) do
    if mtime(file) > mtime(dir .. vim.fn.fnamemodify(file, ':t')) then
      return true
    end
  end
  return false
end

local function setup_treesitter(ts)
  local dir = install_dir(ts)
  if ts.auto_build and exists(grammar_dir(ts) .. '/src/parser.c') and parser_outdated(ts) then
    local ok, msg = M.build_parser(ts)
    if not ok then
      vim.notify('mesh_lsp: ' .. msg, vim.log.levels.WARN)
    end
  elseif exists(grammar_dir(ts) .. '/queries') and queries_outdated(ts) then
    -- The parser may come from elsewhere (`:TSInstall mesh`); the queries
    -- (textobjects.scm among them) are installed all the same.
    M.install_queries(ts)
  end
  if ts.nvim_treesitter then
    M.nvim_treesitter_api = M.register_nvim_treesitter(ts)
  end
  if not vim.tbl_contains(vim.opt.runtimepath:get(), dir) then
    vim.opt.runtimepath:append(dir)
  end
  vim.treesitter.language.register('mesh', 'mlir')
  if ts.highlight then
    vim.api.nvim_create_autocmd('FileType', {
      group = vim.api.nvim_create_augroup('mesh_lsp_treesitter', { clear = true }),
      pattern = 'mlir',
      callback = function(args)
        -- Quietly leave the buffer alone when the parser is not built.
        pcall(vim.treesitter.start, args.buf, 'mesh')
      end,
    })
  end
end

--- Changes settings of running servers: merges `settings` (same shape as
--- setup's `settings`) into each mesh_lsp client's, sends
--- workspace/didChangeConfiguration, and asks for the inlay hints again.
function M.update_settings(settings)
  if M.config then
    M.config.settings = vim.tbl_deep_extend('force', M.config.settings, settings)
  end
  for _, client in ipairs(vim.lsp.get_clients({ name = 'mesh_lsp' })) do
    client.settings = vim.tbl_deep_extend('force', client.settings or {}, { meshLsp = settings })
    client:notify('workspace/didChangeConfiguration', { settings = client.settings })
    local hints = client.settings.meshLsp.inlayHints or {}
    for bufnr in pairs(client.attached_buffers) do
      if hints.enabled == false then
        vim.lsp.inlay_hint.enable(false, { bufnr = bufnr })
      else
        -- Off and on again: Neovim re-requests the hints of the buffer.
        vim.lsp.inlay_hint.enable(false, { bufnr = bufnr })
        vim.lsp.inlay_hint.enable(true, { bufnr = bufnr })
      end
    end
  end
end

--- Opens the module as the SPMD partitioner will run it, for the function
--- under the cursor (the server's `meshLsp/partitionedFunction`), in a
--- read-only scratch buffer beside the current window. `on_open(bufnr)` is
--- called once it is shown (for tests); errors are reported with vim.notify.
--- `partitioner`: 'xla' (default) or 'shardy' (Shardy's explicit-reshard form).
function M.show_partitioned(on_open, partitioner)
  local bufnr = vim.api.nvim_get_current_buf()
  local client = vim.lsp.get_clients({ name = 'mesh_lsp', bufnr = bufnr })[1]
  if not client then
    vim.notify('mesh_lsp: no mesh-lsp server attached to this buffer', vim.log.levels.WARN)
    return
  end
  local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
  params.partitioner = partitioner or 'xla'
  client:request('meshLsp/partitionedFunction', params, function(err, result)
    if err then
      vim.notify('mesh_lsp: ' .. tostring(err.message or err), vim.log.levels.ERROR)
      return
    end
    if not result or result == vim.NIL then
      vim.notify('mesh_lsp: the cursor is not in a function', vim.log.levels.INFO)
      return
    end
    local name = 'mesh-lsp://partitioned/' .. vim.fn.expand('%:t') .. '/' .. result.name
    if partitioner == 'shardy' then
      name = name .. ' (shardy)'
    end
    local view = vim.fn.bufnr(name)
    if view == -1 then
      view = vim.api.nvim_create_buf(false, true)
      vim.api.nvim_buf_set_name(view, name)
    end
    vim.bo[view].modifiable = true
    vim.api.nvim_buf_set_lines(view, 0, -1, false, vim.split(result.text, '\n', { plain = true }))
    vim.bo[view].modifiable = false
    vim.bo[view].readonly = true
    vim.bo[view].bufhidden = 'wipe'
    vim.bo[view].filetype = 'mlir'
    vim.cmd('vertical sbuffer ' .. view)
    if on_open then
      on_open(view)
    end
  end, bufnr)
end

--- Configures and enables the `mesh_lsp` client (vim.lsp.config/enable),
--- inlay hints on attach, and tree-sitter highlighting.
function M.setup(opts)
  local config = vim.tbl_deep_extend('force', M.defaults, opts or {})
  M.config = config

  local cmd = config.cmd
  if not cmd then
    local server = M.find_server(config.server_path)
    if not server then
      vim.notify(
        'mesh_lsp: mesh-lsp not found; pass server_path to setup() or put mesh-lsp on PATH',
        vim.log.levels.WARN
      )
    else
      cmd = { server, 'lsp' }
    end
  end

  if cmd then
    vim.lsp.config('mesh_lsp', {
      cmd = cmd,
      filetypes = config.filetypes,
      root_markers = config.root_markers,
      init_options = config.settings,
      settings = { meshLsp = config.settings },
    })
    vim.lsp.enable('mesh_lsp')
  end

  vim.api.nvim_create_autocmd('LspAttach', {
    group = vim.api.nvim_create_augroup('mesh_lsp_attach', { clear = true }),
    callback = function(args)
      local client = vim.lsp.get_client_by_id(args.data.client_id)
      if not client or client.name ~= 'mesh_lsp' then
        return
      end
      local hints = config.settings.inlayHints or {}
      if hints.enabled ~= false and client:supports_method('textDocument/inlayHint') then
        vim.lsp.inlay_hint.enable(true, { bufnr = args.buf })
      end
    end,
  })

  if config.treesitter.enabled then
    setup_treesitter(config.treesitter)
  end
end

return M
