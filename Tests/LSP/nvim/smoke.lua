-- Neovim's built-in LSP client (0.7: vim.lsp.start_client) against campaignc lsp, headless:
-- opens a campaign file with an error and checks that its diagnostic arrives, at the right
-- place (Neovim turns the UTF-16 character into a byte column), then shuts the server down.
-- Run by Scripts/lsp-tests.sh with CAMPAIGNC (the binary) and WORKSPACE (a project folder).
local root = os.getenv("WORKSPACE")
local file = root .. "/campaigns/party.yaml"

local function fail(message)
  io.stderr:write("nvim smoke test failed: " .. message .. "\n")
  vim.cmd("cquit 1")
end

local client_id = vim.lsp.start_client({
  name = "campaignc",
  cmd = { os.getenv("CAMPAIGNC"), "lsp", "--stdio" },
  root_dir = root,
})
if not client_id then fail("the client did not start") end

vim.cmd("edit " .. vim.fn.fnameescape(file))
vim.lsp.buf_attach_client(0, client_id)

local arrived = vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
if not arrived then fail("no diagnostic arrived") end

local diagnostic = vim.diagnostic.get(0)[1]
-- `full` follows 48 scalars on line 3: 🎉 is 4 bytes and é 2, so byte column 52 (0-based).
if diagnostic.lnum ~= 2 or diagnostic.col ~= 52 or diagnostic.end_col ~= 56 then
  fail(string.format("diagnostic at %d:%d-%d", diagnostic.lnum, diagnostic.col, diagnostic.end_col))
end
if not diagnostic.message:find("a full message needs an image", 1, true) then fail("message: " .. diagnostic.message) end
if diagnostic.severity ~= vim.diagnostic.severity.ERROR then fail("severity " .. tostring(diagnostic.severity)) end
if diagnostic.source ~= "campaignc" then fail("source " .. tostring(diagnostic.source)) end

local client = vim.lsp.get_client_by_id(client_id)
client.stop()
local stopped = vim.wait(10000, function() return client.is_stopped() end, 50)
if not stopped then fail("the server did not stop") end
io.stdout:write("nvim smoke test passed: E201 at 2:52-56\n")
vim.cmd("qall!")
