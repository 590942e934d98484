#!/usr/bin/env bash
# Builds campaignc and runs the language server's tests with real clients (SPEC §13):
#   1. pytest-lsp (pygls, lsprotocol) driving `campaignc lsp` over stdio: Tests/LSP/*.py;
#   2. a headless Neovim (Debian's neovim 0.7, vim.lsp.start_client) that opens a campaign
#      file with an error and checks that its diagnostic arrives: Tests/LSP/nvim/smoke.lua.
# The Python packages go into the shared virtual environment .build-venv (Scripts/venv.sh:
# set up once, pinned). Needs Debian's neovim and python3-venv (installed
# when missing and apt-get is usable). Ends with one line: `lsp tests: N passed, N failed`.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v nvim >/dev/null 2>&1 || missing+=(neovim)
/usr/bin/python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || missing+=(python3-venv)
if [ ${#missing[@]} -gt 0 ]; then
    if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    else
        echo "lsp-tests: needs ${missing[*]}" >&2
        exit 2
    fi
fi

. Scripts/venv.sh

swift build --product campaignc
CAMPAIGNC="$(swift build --product campaignc --show-bin-path)/campaignc"
export CAMPAIGNC

passed=0
failed=0

log=$(mktemp)
workspace=$(mktemp -d)
trap 'rm -rf "$log" "$workspace"' EXIT

echo "== pytest-lsp"
set +e
"$venv/bin/python" -m pytest -q -p no:cacheprovider Tests/LSP 2>&1 | tee "$log"
pytest_status=${PIPESTATUS[0]}
set -e
summary=$(tail -n 1 "$log")
if [[ "$summary" =~ ([0-9]+)\ passed ]]; then passed=$((passed + BASH_REMATCH[1])); fi
if [[ "$summary" =~ ([0-9]+)\ failed ]]; then failed=$((failed + BASH_REMATCH[1])); fi
if [[ "$summary" =~ ([0-9]+)\ errors? ]]; then failed=$((failed + BASH_REMATCH[1])); fi
if [ "$pytest_status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi

echo "== Neovim $(nvim --version | head -n 1 | cut -d' ' -f2) smoke test"
mkdir -p "$workspace/campaigns"
printf 'view_types: {}\n' >"$workspace/campaignc.yaml"
printf 'campaign: party\ntrigger: session_start\nmessage: { header: "\xf0\x9f\x8e\x89 Caf\xc3\xa9", message: Hi, type: full }\n' \
    >"$workspace/campaigns/party.yaml"
smoke="$PWD/Tests/LSP/nvim/smoke.lua"
# The script ends Neovim itself; `cquit 1` only runs when the script could not.
if (cd "$workspace" && WORKSPACE="$workspace" timeout 120 nvim --headless --clean -n -c "luafile $smoke" -c "cquit 1" 2>&1); then
    passed=$((passed + 1))
else
    echo "FAILED: Neovim smoke test"
    failed=$((failed + 1))
fi

echo "lsp tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
