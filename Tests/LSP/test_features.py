"""campaignc lsp's hover, definition, code actions and workspace events, driven by a real LSP
client (pygls / pytest-lsp) over stdio (SPEC §13.5, §13.6, §13.8, §13.9)."""

import subprocess

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import CAMPAIGNC, file_uri
from lsp_client import client, document, file_event, open_document, position, publications, server, settled, start  # noqa: F401 (client is a fixture)

CART_SUMMARY = "**cart**\n\nmodal · priority 50 · `campaigns/cart.yaml:1`\n\nTrigger: custom event added_to_cart"


def apply(text: str, edits: list) -> str:
    """`text` with LSP text edits applied (positions in UTF-16, as negotiated by default)."""
    lines = text.split("\n")

    def offset(p: types.Position) -> int:
        before = sum(len(line) + 1 for line in lines[: p.line])
        line = lines[p.line] if p.line < len(lines) else ""
        return before + len(line.encode("utf-16-le")[: p.character * 2].decode("utf-16-le"))

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
        lines = text.split("\n")
    return text


async def test_hover_explains_a_code_and_summarizes_a_campaign(client: LanguageClient, workspace):
    await start(client, workspace)
    party = open_document(client, workspace / "campaigns" / "party.yaml")
    hover = await client.text_document_hover_async(types.HoverParams(text_document=document(party), position=position(2, 50)))
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert hover.contents.value.startswith("**E201: full message without an image**\n\nSeverity: error by default\n\n")
    assert "Failing example:\n\n```yaml\n" in hover.contents.value and "Fixed example:\n\n```yaml\n" in hover.contents.value
    assert hover.range == types.Range(start=position(2, 49), end=position(2, 53))

    scenario = open_document(client, workspace / "scenarios.yaml")
    hover = await client.text_document_hover_async(types.HoverParams(text_document=document(scenario), position=position(4, 26)))
    assert hover.contents.value == CART_SUMMARY
    assert hover.range == types.Range(start=position(4, 25), end=position(4, 29))
    # On nothing: null.
    assert await client.text_document_hover_async(types.HoverParams(text_document=document(scenario), position=position(3, 0))) is None


async def test_hover_is_plain_text_for_a_client_without_markdown(workspace):
    async with server("--stdio") as plain:
        await start(plain, workspace, markdown=False)
        scenario = open_document(plain, workspace / "scenarios.yaml")
        hover = await plain.text_document_hover_async(types.HoverParams(text_document=document(scenario), position=position(4, 27)))
        assert (hover.contents.kind, hover.contents.value) == (types.MarkupKind.PlainText, CART_SUMMARY)


async def test_definition_from_a_scenario_to_its_campaign_and_from_a_view_type_to_its_declaration(client: LanguageClient, workspace):
    await start(client, workspace)
    scenario = open_document(client, workspace / "scenarios.yaml")
    found = await client.text_document_definition_async(types.DefinitionParams(text_document=document(scenario), position=position(4, 28)))
    assert [(d.uri, d.range) for d in found] == [(file_uri(workspace / "campaigns" / "cart.yaml"), types.Range(start=position(0, 10), end=position(0, 14)))]

    cart_text = (workspace / "campaigns" / "cart.yaml").read_text(encoding="utf-8") + "  extras: { view_type: picker }\n"
    cart = open_document(client, workspace / "campaigns" / "cart.yaml", cart_text)
    found = await client.text_document_definition_async(types.DefinitionParams(text_document=document(cart), position=position(5, 25)))
    assert [(d.uri, d.range) for d in found] == [(file_uri(workspace / "campaignc.yaml"), types.Range(start=position(1, 2), end=position(1, 8)))]


async def test_code_actions_offer_fix_its_ignore_here_and_all_safe_fixes(client: LanguageClient, workspace):
    await start(client, workspace)
    text = "campaign: cart\ntrigger: { custom_event: added_to_cart }\nmessage:\n  type: modal\n  mesage: Free shipping\n  animate: yes\n"
    cart = open_document(client, workspace / "campaigns" / "cart.yaml", text)
    await settled(client)

    def ask(start_line: int, end_line: int, only=None):
        context = types.CodeActionContext(diagnostics=[], only=only)
        whole = types.Range(start=position(start_line, 0), end=position(end_line, 0))
        return client.text_document_code_action_async(types.CodeActionParams(text_document=document(cart), range=whole, context=context))

    actions = await ask(4, 5)
    fix = next(a for a in actions if a.title == "replace `mesage` with `message`")
    assert (fix.kind, fix.is_preferred) == (types.CodeActionKind.QuickFix, True)
    assert [d.code for d in fix.diagnostics] == ["E101"]
    assert fix.edit.document_changes is None
    assert apply(text, fix.edit.changes[cart]) == text.replace("mesage:", "message:")
    assert not any(a.kind == "source.fixAll.campaignc" for a in actions)

    everything = await ask(0, 6, only=[types.CodeActionKind.SourceFixAll])
    assert [(a.title, a.kind) for a in everything] == [("Apply all safe campaignc fixes", "source.fixAll.campaignc")]
    assert apply(text, everything[0].edit.changes[cart]) == text.replace("mesage:", "message:").replace("yes", "true")

    party = open_document(client, workspace / "campaigns" / "party.yaml")
    await settled(client)
    context = types.CodeActionContext(diagnostics=[])
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(text_document=document(party), range=types.Range(start=position(2, 50), end=position(2, 50)), context=context)
    )
    ignore = next(a for a in actions if a.title == "Ignore E201 here")
    original = (workspace / "campaigns" / "party.yaml").read_text(encoding="utf-8")
    assert apply(original, ignore.edit.changes[party]).split("\n")[2] == "# campaignc: ignore[E201] -- reason"


async def test_file_events_and_saves_publish_what_changed_on_disk(client: LanguageClient, workspace):
    await start(client, workspace)
    fresh = workspace / "campaigns" / "fresh.yaml"
    fresh.write_text("campaign: fresh\ntrigger: { custom_event: fresh_opened }\nmessage: { type: full, message: Hi }\n", encoding="utf-8")
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=file_uri(fresh), type=types.FileChangeType.Created)])
    )
    created = (await publications(client, 2))[1]
    assert (created.uri, [d.code for d in created.diagnostics]) == (file_uri(fresh), ["E201"])

    fresh.unlink()
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=file_uri(fresh), type=types.FileChangeType.Deleted)])
    )
    deleted = (await publications(client, 3))[2]
    assert (deleted.uri, list(deleted.diagnostics)) == (file_uri(fresh), [])

    # No file event: a client without watching sees the change at its next save.
    (workspace / "campaigns" / "checkout.yaml").write_text("campaign: checkout\ntrigger: { custom_event: checkout_opened }\nmessage: { type: full, message: Hi }\n")
    cart = open_document(client, workspace / "campaigns" / "cart.yaml")
    await publications(client, 4)
    client.text_document_did_save(types.DidSaveTextDocumentParams(text_document=document(cart)))
    saved = (await publications(client, 5))[4]
    assert (saved.uri, [d.code for d in saved.diagnostics]) == (file_uri(workspace / "campaigns" / "checkout.yaml"), ["E201"])


async def test_a_change_to_the_open_project_file_checks_the_project_again(client: LanguageClient, workspace):
    await start(client, workspace)
    open_document(client, workspace / "campaignc.yaml", "exclude: [campaigns]\n")
    project, party, scenario = (await publications(client, 4))[1:]
    assert (project.uri, list(project.diagnostics)) == (file_uri(workspace / "campaignc.yaml"), [])
    # party.yaml is no input any more: its E201 goes; the scenario names a campaign no input defines.
    assert (party.uri, list(party.diagnostics)) == (file_uri(workspace / "campaigns" / "party.yaml"), [])
    assert (scenario.uri, [d.code for d in scenario.diagnostics]) == (file_uri(workspace / "scenarios.yaml"), ["E601"])


async def test_a_monorepo_gets_one_project_per_project_file(client: LanguageClient, tmp_path):
    for team, kind in (("team-a", "modal"), ("team-b", "full")):
        (tmp_path / team).mkdir()
        (tmp_path / team / "campaignc.yaml").write_text("", encoding="utf-8")
        (tmp_path / team / "a.yaml").write_text(f"campaign: same\ntrigger: session_start\nmessage: {{ type: {kind}, message: Hi }}\n", encoding="utf-8")
    await start(client, tmp_path)
    await settled(client)
    # The same id in two projects is no E401: only team-b's E201 is published.
    assert [(p.uri, [d.code for d in p.diagnostics]) for p in client.published] == [(file_uri(tmp_path / "team-b" / "a.yaml"), ["E201"])]


async def test_the_baseline_file_is_read_again_when_it_changes(workspace):
    baseline = workspace / "baseline.json"
    subprocess.run([CAMPAIGNC, "validate", "--write-baseline", str(baseline)], cwd=workspace, capture_output=True, check=False)
    saved = baseline.read_bytes()
    party = file_uri(workspace / "campaigns" / "party.yaml")
    async with server("--baseline", str(baseline)) as watched:
        await start(watched, workspace, wait=0)
        assert watched.published == []
        baseline.unlink()
        file_event(watched, baseline, types.FileChangeType.Deleted)
        shown = (await publications(watched, 1))[0]
        assert (shown.uri, [d.code for d in shown.diagnostics]) == (party, ["E201"])
        assert [(m.type, m.message) for m in watched.shown] == [
            (types.MessageType.Error, f"campaignc: cannot read baseline '{baseline}': No such file or directory; diagnostics are shown without the baseline")
        ]
        baseline.write_bytes(saved)
        file_event(watched, baseline, types.FileChangeType.Created)
        hidden = (await publications(watched, 2))[1]
        assert (hidden.uri, list(hidden.diagnostics)) == (party, [])


async def test_completion_and_hover_inside_liquid(client: LanguageClient, workspace):
    (workspace / "campaignc.yaml").write_text(
        "attributes:\n  loyalty_tier: string\nevents:\n  added_to_cart: { item: string }\n", encoding="utf-8"
    )
    await start(client, workspace)
    text = 'campaign: cart\ntrigger: { custom_event: added_to_cart }\nmessage:\n  type: modal\n  message: "Hi {{ x | upcase }} {{ "\n'
    cart = open_document(client, workspace / "campaigns" / "cart.yaml", text)
    values = await client.text_document_completion_async(types.CompletionParams(text_document=document(cart), position=position(4, 35)))
    inserted = [item.text_edit.new_text for item in values.items]
    assert inserted[:3] == ["custom_attribute.${loyalty_tier}", "event_properties.${item}", "${braze_id}"]
    assert [item.sort_text for item in values.items[:2]] == ["00", "01"]
    filters = await client.text_document_completion_async(types.CompletionParams(text_document=document(cart), position=position(4, 24)))
    upcase = next(item for item in filters.items if item.label == "upcase")
    assert (upcase.kind, upcase.text_edit.new_text, upcase.text_edit.range) == (
        types.CompletionItemKind.Function,
        "upcase",
        types.Range(start=position(4, 22), end=position(4, 24)),
    )
    assert len(filters.items) == 65
    hover = await client.text_document_hover_async(types.HoverParams(text_document=document(cart), position=position(4, 23)))
    assert hover.contents.value == "`upcase` (filter)\n\nThe text in upper case."
    assert hover.range == types.Range(start=position(4, 22), end=position(4, 28))


async def test_definition_of_a_content_block_opens_its_file(client: LanguageClient, workspace):
    (workspace / "campaignc.yaml").write_text("content_blocks: blocks\n", encoding="utf-8")
    (workspace / "blocks").mkdir()
    (workspace / "blocks" / "footer.liquid").write_text("See you soon.\n", encoding="utf-8")
    await start(client, workspace)
    text = 'campaign: cart\ntrigger: session_start\nmessage: { type: modal, message: "Hi {{content_blocks.${footer}}}" }\n'
    cart = open_document(client, workspace / "campaigns" / "cart.yaml", text)
    column = text.split("\n")[2].index("footer") + 2
    found = await client.text_document_definition_async(types.DefinitionParams(text_document=document(cart), position=position(2, column)))
    assert [(d.uri, d.range) for d in found] == [(file_uri(workspace / "blocks" / "footer.liquid"), types.Range(start=position(0, 0), end=position(0, 0)))]
    # A word that names no block: nothing.
    assert await client.text_document_definition_async(types.DefinitionParams(text_document=document(cart), position=position(2, 44))) is None
