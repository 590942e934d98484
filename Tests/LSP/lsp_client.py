"""What the real-client tests share: pytest-lsp's client keeping every publication, the server
as a fixture, and `initialize` with a workspace."""

import asyncio
import contextlib
import pathlib

import pytest_lsp
from lsprotocol import types
from pygls.protocol import default_converter
from pytest_lsp import ClientServerConfig, LanguageClient
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features

from conftest import CAMPAIGNC, file_uri


def make_client() -> LanguageClient:
    """pytest-lsp's test client, which also keeps every publication in order (its own keeps the
    last per document), every `window/showMessage` and every `client/registerCapability`."""
    client = LanguageClient(converter_factory=default_converter)
    client.published = []
    client.shown = []
    client.registrations = []

    def record(ls: LanguageClient, params: types.PublishDiagnosticsParams):
        ls.diagnostics[params.uri] = params.diagnostics
        ls.published.append(params)

    def show(ls: LanguageClient, params: types.ShowMessageParams):
        ls.shown.append(params)

    def register(ls: LanguageClient, params: types.RegistrationParams):
        ls.registrations.extend(params.registrations)

    features = {
        **DEFAULT_CLIENT_FEATURES,
        types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS: record,
        types.WINDOW_SHOW_MESSAGE: show,
        types.CLIENT_REGISTER_CAPABILITY: register,
    }
    register_lsp_features(client, features)
    return client


SERVER = ClientServerConfig(server_command=[CAMPAIGNC, "lsp", "--stdio"], client_factory=make_client)


async def publications(client: LanguageClient, count: int) -> list:
    """The first `count` publications, waiting up to 20 s for them."""
    for _ in range(400):
        if len(client.published) >= count:
            return client.published[:count]
        await asyncio.sleep(0.05)
    raise AssertionError(f"expected {count} publications, got {[(p.uri, len(p.diagnostics)) for p in client.published]}")


async def settled(client: LanguageClient) -> None:
    """Waits until the server has handled every message sent so far: it answers a request only
    after the analysis of the notifications before it (an unknown method: -32601)."""
    with contextlib.suppress(Exception):
        await client.protocol.send_request_async("campaignc/settled", {})


def initialize_params(workspace: pathlib.Path, encodings=None, markdown=True, watches=False) -> types.InitializeParams:
    general = types.GeneralClientCapabilities(position_encodings=encodings) if encodings else None
    formats = [types.MarkupKind.Markdown] if markdown else [types.MarkupKind.PlainText]
    watching = types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True) if watches else None
    return types.InitializeParams(
        capabilities=types.ClientCapabilities(
            general=general,
            workspace=types.WorkspaceClientCapabilities(did_change_watched_files=watching),
            text_document=types.TextDocumentClientCapabilities(
                hover=types.HoverClientCapabilities(content_format=formats),
                completion=types.CompletionClientCapabilities(
                    completion_item=types.ClientCompletionItemOptions(documentation_format=formats)
                ),
                document_symbol=types.DocumentSymbolClientCapabilities(hierarchical_document_symbol_support=True),
            ),
        ),
        root_uri=file_uri(workspace),
    )


@pytest_lsp.fixture(config=SERVER)
async def client(lsp_client: LanguageClient):
    yield
    await lsp_client.shutdown_session()


@contextlib.asynccontextmanager
async def server(*arguments: str):
    """A client of `campaignc lsp ARGUMENTS`, shut down at the end."""
    config = ClientServerConfig(server_command=[CAMPAIGNC, "lsp", *arguments], client_factory=make_client)
    started = await config.start()
    try:
        yield started
    finally:
        await started.shutdown_session()
        await started.stop()


async def start(client: LanguageClient, workspace: pathlib.Path, encodings=None, markdown=True, wait=1, watches=False) -> types.InitializeResult:
    """Initializes and waits for `wait` publications at `initialized` (one file has a problem);
    with `watches`, the client registers watched files dynamically."""
    result = await client.initialize_session(initialize_params(workspace, encodings, markdown, watches))
    if wait:
        await publications(client, wait)
    else:
        await settled(client)
    return result


def open_document(client: LanguageClient, path: pathlib.Path, text: str = None, version: int = 1) -> str:
    """Opens `path` with `text` (default: its text on disk); returns its URI."""
    uri = file_uri(path)
    body = path.read_text(encoding="utf-8") if text is None else text
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=version, text=body)))
    return uri


def file_event(client: LanguageClient, path: pathlib.Path, kind: types.FileChangeType) -> None:
    """Tells the server that `path` was created, changed or deleted (a watched-file event)."""
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=file_uri(path), type=kind)]))


def document(uri: str) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri=uri)


def position(line: int, character: int) -> types.Position:
    return types.Position(line=line, character=character)
