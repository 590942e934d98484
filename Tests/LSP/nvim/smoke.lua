-- Neovim's built-in LSP client (0.7: vim.lsp.start_client) against campaignc lsp, headless:
-- opens a campaign file with an error and checks that its diagnostic arrives, at the right
-- place (Neovim turns the UTF-16 character into a byte column), that a hover there explains
-- the code and that the "Ignore E201 here" action edits the buffer, then shuts the server down.
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

-- Hover on the diagnostic: its explain entry (SPEC §13.6 part 1).
local at = { textDocument = vim.lsp.util.make_text_document_params(0), position = { line = 2, character = 50 } }
local hovers = vim.lsp.buf_request_sync(0, "textDocument/hover", at, 10000) or {}
local hover = hovers[client_id] and hovers[client_id].result
if not hover or not hover.contents.value:find("**E201: full message without an image**", 1, true) then
  fail("hover: " .. vim.inspect(hovers))
end

-- Code actions there: "Ignore E201 here", an edit through `changes` (SPEC §13.8).
local range = { start = at.position, ["end"] = at.position }
local asked = { textDocument = at.textDocument, range = range, context = { diagnostics = {} } }
local answers = vim.lsp.buf_request_sync(0, "textDocument/codeAction", asked, 10000) or {}
local actions = answers[client_id] and answers[client_id].result or {}
local ignore
for _, action in ipairs(actions) do
  if action.title == "Ignore E201 here" then ignore = action end
end
if not ignore or not ignore.edit.changes then fail("code actions: " .. vim.inspect(actions)) end
vim.lsp.util.apply_workspace_edit(ignore.edit, "utf-16")
if vim.api.nvim_buf_get_lines(0, 2, 3, false)[1] ~= "# campaignc: ignore[E201] -- reason" then
  fail("after the edit: " .. vim.inspect(vim.api.nvim_buf_get_lines(0, 0, -1, false)))
end

local client = vim.lsp.get_client_by_id(client_id)
client.stop()
local stopped = vim.wait(10000, function() return client.is_stopped() end, 50)
if not stopped then fail("the server did not stop") end
io.stdout:write("nvim smoke test passed: E201 at 2:52-56, its explain on hover, Ignore E201 here applied\n")
vim.cmd("qall!")
