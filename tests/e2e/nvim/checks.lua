-- The checks of a headless end-to-end run (e2e.lua, treesitter.lua): each
-- records {ok, detail} or {skipped = reason} under its name, in the order
-- run; `write` saves them as JSON, which the pytest side asserts one by one.
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

function M.write(path)
  local f = assert(io.open(path, 'w'))
  f:write(vim.json.encode(M.results))
  f:close()
end

return M
