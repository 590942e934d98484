"""Shared fixtures of the language-server tests: the binary under test and a small workspace.

Run through Scripts/lsp-tests.sh, which builds campaignc and sets CAMPAIGNC to it.
"""

import os
import pathlib

import pytest

CAMPAIGNC = os.environ.get("CAMPAIGNC", "campaignc")

# SPEC §13.4's example: E201 at 3:49–3:53, an emoji and an accented letter before it.
PARTY = 'campaign: party\ntrigger: session_start\nmessage: { header: "🎉 Café", message: Hi, type: full }\n'
CART = "campaign: cart\ntrigger: { custom_event: added_to_cart }\nmessage:\n  type: modal\n  message: Free shipping\n"
SCENARIO = "scenario: cart-shows\nstart: 2026-03-01T09:00:00Z\nsteps:\n  - custom_event: added_to_cart\n  - expect: { displayed: cart }\n"


@pytest.fixture()
def workspace(tmp_path: pathlib.Path) -> pathlib.Path:
    """A project: its file, two campaign files and a scenario."""
    (tmp_path / "campaignc.yaml").write_text("view_types:\n  picker:\n    message_types: [modal]\n", encoding="utf-8")
    (tmp_path / "campaigns").mkdir()
    (tmp_path / "campaigns" / "party.yaml").write_text(PARTY, encoding="utf-8")
    (tmp_path / "campaigns" / "cart.yaml").write_text(CART, encoding="utf-8")
    (tmp_path / "scenarios.yaml").write_text(SCENARIO, encoding="utf-8")
    return tmp_path


def file_uri(path: pathlib.Path) -> str:
    """The URI the server publishes under: `file://` and the path, unreserved bytes as they are."""
    return path.as_uri()
