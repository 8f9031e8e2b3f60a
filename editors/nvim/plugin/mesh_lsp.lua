-- mesh-lsp: nothing runs until require('mesh_lsp').setup(); this only adds
-- :MeshLspBuildParser, which (re)compiles tree-sitter-mesh for Neovim, and
-- :MeshLspPartitioned, which shows the function under the cursor as the SPMD
-- partitioner will run it.
if vim.g.loaded_mesh_lsp then
  return
end
vim.g.loaded_mesh_lsp = true

vim.api.nvim_create_user_command('MeshLspBuildParser', function()
  local ok, msg = require('mesh_lsp').build_parser()
  if ok then
    vim.notify('mesh_lsp: built ' .. msg .. ' (reopen mlir buffers to use it)')
  else
    vim.notify('mesh_lsp: ' .. msg, vim.log.levels.ERROR)
  end
end, { desc = 'Compile the tree-sitter-mesh parser and install its queries' })

vim.api.nvim_create_user_command('MeshLspPartitioned', function(opts)
  local partitioner = opts.args ~= '' and opts.args or 'xla'
  require('mesh_lsp').show_partitioned(nil, partitioner)
end, {
  nargs = '?',
  complete = function()
    return { 'xla', 'shardy' }
  end,
  desc = 'Show the function under the cursor as the SPMD partitioner (xla) or Shardy (shardy) will run it',
})
