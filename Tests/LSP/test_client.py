"""campaignc lsp driven by a real LSP client (pygls / pytest-lsp) over stdio (SPEC §13)."""

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import file_uri
from lsp_client import client, publications, start  # noqa: F401 (client is a fixture)


async def test_initialize_answers_the_capabilities_of_the_spec(client: LanguageClient, workspace):
    result = await start(client, workspace)
    capabilities = result.capabilities
    assert capabilities.position_encoding == types.PositionEncodingKind.Utf16
    assert capabilities.text_document_sync.change == types.TextDocumentSyncKind.Full
    assert capabilities.text_document_sync.open_close is True
    assert capabilities.hover_provider is True
    assert list(capabilities.completion_provider.trigger_characters) == [" "]
    assert list(capabilities.code_action_provider.code_action_kinds) == ["quickfix", "source.fixAll.campaignc"]
    assert capabilities.definition_provider is True
    assert capabilities.document_symbol_provider is True
    assert capabilities.diagnostic_provider is None
    assert result.server_info.name == "campaignc"


async def test_diagnostics_of_the_workspace_are_published_in_utf16(client: LanguageClient, workspace):
    await start(client, workspace)
    uri = file_uri(workspace / "campaigns" / "party.yaml")
    diagnostics = client.diagnostics[uri]
    assert [d.code for d in diagnostics] == ["E201"]
    # 🎉 is two UTF-16 units, é one: `full` is at characters 49–53 of line 2.
    assert diagnostics[0].range == types.Range(start=types.Position(line=2, character=49), end=types.Position(line=2, character=53))
    assert diagnostics[0].severity == types.DiagnosticSeverity.Error
    assert diagnostics[0].source == "campaignc"
    assert diagnostics[0].message.startswith("a full message needs an image\n")
    assert len(diagnostics[0].data["fingerprint"]) == 32
    # Files without problems get nothing at `initialized`.
    assert file_uri(workspace / "campaigns" / "cart.yaml") not in client.diagnostics


async def test_positions_in_utf8_when_the_client_asks_for_it(client: LanguageClient, workspace):
    result = await start(client, workspace, encodings=[types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16])
    assert result.capabilities.position_encoding == types.PositionEncodingKind.Utf8
    diagnostic = client.diagnostics[file_uri(workspace / "campaigns" / "party.yaml")][0]
    assert (diagnostic.range.start.character, diagnostic.range.end.character) == (52, 56)


async def test_an_edit_is_checked_with_the_other_files(client: LanguageClient, workspace):
    await start(client, workspace)
    cart = file_uri(workspace / "campaigns" / "cart.yaml")
    text = (workspace / "campaigns" / "cart.yaml").read_text(encoding="utf-8").replace("campaign: cart", "campaign: party")
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=cart, language_id="yaml", version=1, text=text)))
    # The changed document first, with its version, whatever its set: E401 goes to the later
    # file in path order, party.yaml, which is published next, and, the document being open, to
    # its own copy too; then the scenario, which names `cart`, a campaign no input defines any
    # more.
    cart_now, party, scenario = (await publications(client, 4))[1:]
    assert (cart_now.uri, cart_now.version, [d.code for d in cart_now.diagnostics]) == (cart, 1, ["E401"])
    assert cart_now.diagnostics[0].related_information[0].location.uri == file_uri(workspace / "campaigns" / "party.yaml")
    assert (party.uri, party.version) == (file_uri(workspace / "campaigns" / "party.yaml"), None)
    assert [d.code for d in party.diagnostics] == ["E401", "E201"]
    assert party.diagnostics[0].related_information[0].location.uri == cart
    assert scenario.uri == file_uri(workspace / "scenarios.yaml")
    assert [d.code for d in scenario.diagnostics] == ["E601"]
    # Undo: the three are published again, the scenario with an empty list.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=cart, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text.replace("campaign: party", "campaign: cart"))],
        )
    )
    again, party, cleared = (await publications(client, 7))[4:]
    assert (again.uri, again.version, list(again.diagnostics)) == (cart, 2, [])
    assert [d.code for d in party.diagnostics] == ["E201"]
    assert (cleared.uri, list(cleared.diagnostics)) == (file_uri(workspace / "scenarios.yaml"), [])


async def test_completion_offers_the_keys_of_the_message_type(client: LanguageClient, workspace):
    await start(client, workspace)
    uri = file_uri(workspace / "campaigns" / "cart.yaml")
    text = "campaign: cart\ntrigger: { custom_event: added_to_cart }\nmessage:\n  type: modal\n  \n"
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)))
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=4, character=2))
    )
    labels = [item.label for item in result.items]
    assert "header" in labels and "buttons" in labels and "type" not in labels and "slide_from" not in labels
    header = next(item for item in result.items if item.label == "header")
    assert header.kind == types.CompletionItemKind.Property
    assert header.text_edit.new_text == "header: "
    events = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=file_uri(workspace / "scenarios.yaml")), position=types.Position(line=3, character=18))
    )
    assert events.items == [] or all(item.kind == types.CompletionItemKind.Event for item in events.items)


async def test_hover_definition_and_symbols(client: LanguageClient, workspace):
    await start(client, workspace)
    uri = file_uri(workspace / "campaigns" / "cart.yaml")
    text = "campaign: cart\ntrigger: &t { custom_event: added_to_cart }\nmessage:\n  type: modal\n  message: *t\n"
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)))
    hover = await client.text_document_hover_async(types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=3, character=3)))
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert hover.contents.value.startswith("`slideup`")
    definition = await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=4, character=12))
    )
    assert [(d.uri, d.range.start.line, d.range.start.character, d.range.end.character) for d in definition] == [(uri, 1, 9, 11)]
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert [(s.name, s.kind) for s in symbols] == [("cart", types.SymbolKind.Object)]
    assert [c.name for c in symbols[0].children] == ["campaign", "trigger", "message"]
