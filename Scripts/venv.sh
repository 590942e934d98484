#!/usr/bin/env bash
# Sets up the Python virtual environment the test scripts share, .build-venv, with every PyPI
# package they need pinned in one list: the language server's clients (Scripts/lsp-tests.sh)
# and python-liquid for the Liquid parse check (Scripts/check_liquid_parse.py). Source it
# (`. Scripts/venv.sh`) from the repository root: it sets `venv` to the folder and leaves the
# environment ready, reinstalling only when one of the packages cannot be imported. Wheels in
# /opt/wheels are used when present. Needs Debian's python3-venv.
venv=.build-venv
venv_packages=(
    pygls==2.1.1 lsprotocol==2025.0.0 pytest-lsp==1.0.1 pytest==9.2.0 pytest-asyncio==1.5.0
    python-liquid==2.3.6
)
venv_imports='import pygls, lsprotocol, pytest_lsp, pytest, liquid; assert liquid.__version__ == "2.3.6"'
if ! "$venv/bin/python" -c "$venv_imports" >/dev/null 2>&1; then
    rm -rf "$venv"
    /usr/bin/python3 -m venv "$venv"
    venv_links=()
    [ -d /opt/wheels ] && venv_links=(--find-links /opt/wheels)
    "$venv/bin/pip" install -q --disable-pip-version-check "${venv_links[@]}" "${venv_packages[@]}"
fi
