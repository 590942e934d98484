"""Which file a URI names, through a real LSP client (pygls / pytest-lsp): a file open under two
URIs, a root given through a symbolic link, and names that differ only in their Unicode
normalisation (SPEC §13.5; docs/reliability.md)."""

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import file_uri
from lsp_client import client, publications, start  # noqa: F401 (client is a fixture)

FULL = "campaign: cart\ntrigger: { custom_event: added_to_cart }\nmessage: { type: full, message: Hi }\n"


def open_uri(client: LanguageClient, uri: str, text: str, version: int = 1) -> None:
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=version, text=text)))


async def test_a_file_open_under_two_uris_is_published_under_both(client: LanguageClient, workspace):
    await start(client, workspace)
    cart = workspace / "campaigns" / "cart.yaml"
    plain = file_uri(cart)
    dotted = plain.replace("/campaigns/cart.yaml", "/campaigns/./cart.yaml")
    open_uri(client, plain, FULL)
    opened = (await publications(client, 2))[1]
    assert (opened.uri, [d.code for d in opened.diagnostics]) == (plain, ["E201"])
    open_uri(client, dotted, FULL)
    both = (await publications(client, 4))[2:4]
    assert [(p.uri, [d.code for d in p.diagnostics]) for p in both] == [(dotted, ["E201"]), (plain, ["E201"])]


async def test_a_document_opened_by_its_real_path_under_a_linked_root_is_checked(client: LanguageClient, workspace, tmp_path_factory):
    link = tmp_path_factory.mktemp("links") / "project"
    link.symlink_to(workspace, target_is_directory=True)
    await start(client, link)
    real = file_uri(workspace / "campaigns" / "cart.yaml")
    open_uri(client, real, FULL)
    opened = (await publications(client, 2))[1]
    assert (opened.uri, [d.code for d in opened.diagnostics]) == (real, ["E201"])


async def test_names_that_differ_only_in_normalisation_are_two_files(client: LanguageClient, workspace):
    composed = workspace / "campaigns" / "caf\u00e9.yaml"
    decomposed = workspace / "campaigns" / "cafe\u0301.yaml"
    composed.write_text("campaign: twin\ntrigger: { custom_event: a }\nmessage: { type: modal, message: Hi }\n", encoding="utf-8")
    decomposed.write_text("campaign: twin\ntrigger: { custom_event: b }\nmessage: { type: modal, message: Hi }\n", encoding="utf-8")
    await start(client, workspace, wait=2)
    published = {p.uri: [d.code for d in p.diagnostics] for p in client.published}
    # One id in two files: E401 at the use in the file that sorts last (the composed name), its
    # note at the other; the party file's E201 as always.
    assert published == {file_uri(workspace / "campaigns" / "party.yaml"): ["E201"], file_uri(composed): ["E401"]}
    e401 = next(p for p in client.published if p.uri == file_uri(composed)).diagnostics[0]
    assert [info.location.uri for info in e401.related_information] == [file_uri(decomposed)]
