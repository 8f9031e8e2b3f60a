-- What the headless end-to-end runs (e2e.lua, treesitter.lua) share: the
-- checks, each recording {ok, detail} or {skipped = reason} under its name
-- in the order run (`write` saves them as JSON, which the pytest side
-- asserts one by one), and a search of the buffer.
local M = { results = { checks = {}, order = {}, nvim = tostring(vim.version()) } }

function M.record(name, value)
  M.results.checks[name] = value
  table.insert(M.results.order, name)
end

--- Runs `fn`: a table with `skipped` records a skip, an error a failure with
--- its traceback, anything else a success with that detail.
function M.check(name, fn)
  local ok, detail = xpcall(fn, function(err)
    return tostring(err) .. '\n' .. debug.traceback('', 2)
  end)
  if ok and type(detail) == 'table' and detail.skipped then
    M.record(name, { ok = false, skipped = detail.skipped })
  elseif ok then
    M.record(name, { ok = true, detail = detail })
  else
    M.record(name, { ok = false, detail = detail })
  end
end

--- 0-based (row, byte col) of the first `needle` in `buf`.
function M.find(buf, needle)
  for row, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
    local col = line:find(needle, 1, true)
    if col then
      return row - 1, col - 1
    end
  end
  error('not found in buffer: ' .. needle, 2)
end

function M.write(path)
  local f = assert(io.open(path, 'w'))
  f:write(vim.json.encode(M.results))
  f:close()
end

return M
