"""campaignc lsp on translation files (SPEC §16.3, §13): their diagnostics, completion, hover,
definition and symbols, driven by a real LSP client (pygls / pytest-lsp) over stdio."""

import pathlib

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import file_uri
from lsp_client import client, document, open_document, position, publications, settled, start  # noqa: F401 (client is a fixture)

SPRING = (
    "campaign: spring-sale\nname: Spring sale\ntrigger: session_start\nmessage:\n  type: modal\n"
    "  header: Spring is here\n  message: Twenty percent off shoes\n  buttons:\n    - text: Shop now\n      click_action: close\n"
)
FRENCH = "locale: fr\ncampaigns:\n  spring-sale:\n    header: Le printemps est là\n    buttons.0.text: Acheter\n"
HEADER_SOURCE = "**spring-sale** · `header` · `campaigns/spring.yaml:6`\n\nSource text (en):\n\n```text\nSpring is here\n```"


@pytest.fixture()
def localised(tmp_path: pathlib.Path) -> pathlib.Path:
    """A localised project: two campaigns, a good French file and a German one that says `fr` (E908)."""
    # The coverage warnings (W902-W904) have their own tests: off, so each test sees its own feature.
    (tmp_path / "campaignc.yaml").write_text(
        "localisation:\n  source: en\n  locales: [fr, de]\nseverity: { W902: off, W903: off, W904: off }\n", encoding="utf-8"
    )
    (tmp_path / "campaigns").mkdir()
    (tmp_path / "campaigns" / "spring.yaml").write_text(SPRING, encoding="utf-8")
    (tmp_path / "campaigns" / "welcome.yaml").write_text(
        "campaign: welcome\ntrigger: session_start\npriority: 60\nmessage: { type: slideup, message: Hello }\n", encoding="utf-8"
    )
    (tmp_path / "translations").mkdir()
    (tmp_path / "translations" / "fr.yaml").write_text(FRENCH, encoding="utf-8")
    (tmp_path / "translations" / "de.yaml").write_text("locale: fr\ncampaigns:\n  welcome:\n    message: Hallo\n", encoding="utf-8")
    return tmp_path


def span(line: int, start: int, end: int) -> types.Range:
    return types.Range(start=position(line, start), end=position(line, end))


async def test_a_translation_files_diagnostics_reach_the_client(client: LanguageClient, localised):
    await start(client, localised)
    first = client.published[0]
    assert first.uri == file_uri(localised / "translations" / "de.yaml")
    assert [(d.code, d.range, d.message) for d in first.diagnostics] == [
        ("E908", span(0, 8, 10), "`locale: fr` differs from the file name `de.yaml`\nhelp: write `locale: de`, or name the file `fr.yaml`")
    ]
    german = open_document(client, localised / "translations" / "de.yaml", "locale: de\ncampaigns:\n  welcome:\n    message: [Hallo]\n")
    opened = (await publications(client, 2))[1]
    assert opened.uri == german
    assert [(d.code, d.range, d.message) for d in opened.diagnostics] == [("E103", span(3, 13, 20), "expected a text, found a list")]


async def test_completion_in_a_translation_file(client: LanguageClient, localised):
    await start(client, localised)
    text = "locale: \ncampaigns:\n  spring-sale:\n    header: Le printemps\n    \n  \n"
    french = open_document(client, localised / "translations" / "fr.yaml", text)
    await settled(client)

    async def labels(line: int, character: int) -> list:
        found = await client.text_document_completion_async(types.CompletionParams(text_document=document(french), position=position(line, character)))
        return [(item.label, item.kind, item.text_edit.new_text) for item in found.items]

    assert await labels(0, 8) == [("de", types.CompletionItemKind.EnumMember, "de"), ("fr", types.CompletionItemKind.EnumMember, "fr")]
    assert await labels(4, 4) == [
        ("buttons.0.text", types.CompletionItemKind.Property, "buttons.0.text: "),
        ("message", types.CompletionItemKind.Property, "message: "),
    ]
    assert await labels(5, 2) == [("welcome", types.CompletionItemKind.Reference, "welcome: ")]


async def test_hover_on_a_unit_shows_its_source_text(client: LanguageClient, localised):
    await start(client, localised)
    french = open_document(client, localised / "translations" / "fr.yaml")
    await settled(client)
    hover = await client.text_document_hover_async(types.HoverParams(text_document=document(french), position=position(3, 6)))
    assert (hover.contents.kind, hover.contents.value, hover.range) == (types.MarkupKind.Markdown, HEADER_SOURCE, span(3, 4, 10))
    hover = await client.text_document_hover_async(types.HoverParams(text_document=document(french), position=position(3, 20)))
    assert (hover.contents.value, hover.range) == (HEADER_SOURCE, span(3, 12, 31))
    hover = await client.text_document_hover_async(types.HoverParams(text_document=document(french), position=position(2, 4)))
    assert hover.contents.value == "**spring-sale** — Spring sale\n\nmodal · priority 50 · `campaigns/spring.yaml:1`\n\nTrigger: session start"


async def test_definition_from_a_unit_to_its_source_field(client: LanguageClient, localised):
    await start(client, localised)
    french = open_document(client, localised / "translations" / "fr.yaml")
    await settled(client)
    spring = file_uri(localised / "campaigns" / "spring.yaml")

    async def targets(line: int, character: int) -> list:
        found = await client.text_document_definition_async(types.DefinitionParams(text_document=document(french), position=position(line, character)))
        return [(d.uri, d.range) for d in found or []]

    assert await targets(4, 8) == [(spring, span(8, 12, 20))]
    assert await targets(3, 25) == [(spring, span(5, 10, 24))]
    assert await targets(2, 3) == [(spring, span(0, 10, 21))]
    assert await targets(0, 2) == []


async def test_symbols_of_a_translation_file(client: LanguageClient, localised):
    await start(client, localised)
    french = open_document(client, localised / "translations" / "fr.yaml")
    await settled(client)
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=document(french)))
    assert [(s.name, s.kind, s.detail) for s in symbols] == [("spring-sale", types.SymbolKind.Object, "2 units")]
    assert symbols[0].selection_range == span(2, 2, 13)
    assert [(c.name, c.kind, c.selection_range) for c in symbols[0].children] == [
        ("header", types.SymbolKind.Key, span(3, 4, 10)),
        ("buttons.0.text", types.SymbolKind.Key, span(4, 4, 18)),
    ]
