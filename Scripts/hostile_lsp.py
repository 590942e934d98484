#!/usr/bin/env python3
"""The language server's hostile inputs (SPEC §13.3, §13.4), for Scripts/hostile_lsp.sh:

    hostile_lsp.py write DIR       writes DIR/project/ (a project with one campaign file) and
                                   DIR/lsp-*.bin, each a stream of framed messages for
                                   `campaignc lsp` on standard input, ending with shutdown and exit
    hostile_lsp.py seeds DIR       writes DIR/*.lsp, the seeds of the language server's fuzz
                                   target (Scripts/fuzz.sh lsp): the inputs below (the 64 MiB body
                                   cut short), whole sessions of every method in each position
                                   encoding, and malformed messages, over its project in
                                   /tmp/campaignc-lsp-fuzz
    hostile_lsp.py check NAME OUT  checks the server's standard output OUT for input NAME: every
                                   answer, in order, as (id, error code or None); prints what
                                   differs and exits 1

The inputs:
  lsp-reversed-range.bin   codeAction with reversed ranges over a document with a diagnostic
                           (once SIGILL: `Range requires lowerBound <= upperBound`): -32602
  lsp-positions.bin        positions and ranges negative, non-integer (1.0, "1", 1e300), over
                           2^31 - 1, past the end of their line or of the text; 1e400 (no JSON)
  lsp-leading-zeros.bin    `Content-Length: 000000000000000000046` and one of 8,000 zeros (once
                           taken as over the limit: an endless body swallowed every later message)
  lsp-oversized-zeros.bin  a 64 MiB + 1 body under a length with leading zeros: read, dropped, -32600
  lsp-resync.bin           a line without `:`, a 20,000-byte line, a line that is no header after
                           `Content-Type`, a bad `Content-Length`, 64 headers, each directly before
                           a good request (once the good request was swallowed)
"""
import json
import sys
from pathlib import Path

CAMPAIGN = "campaign: party\ntrigger: session_start\nmessage: { header: \"🎉 Café\", message: Hi, type: full }\n"
MAX_BODY = 64 * 1024 * 1024


def body(message) -> bytes:
    return message if isinstance(message, bytes) else json.dumps(message).encode()


def frame(message, length: bytes = None) -> bytes:
    data = body(message)
    return b"Content-Length: " + (length or str(len(data)).encode()) + b"\r\n\r\n" + data


def request(id_, method, params=None) -> dict:
    message = {"jsonrpc": "2.0", "id": id_, "method": method}
    if params is not None:
        message["params"] = params
    return message


def notification(method, params) -> dict:
    return {"jsonrpc": "2.0", "method": method, "params": params}


def start(root: Path) -> bytes:
    """initialize, initialized and didOpen of the project's campaign file (its E201 gives the
    code actions something to act on)."""
    uri = (root / "campaigns" / "party.yaml").as_uri()
    return b"".join([
        frame(request(1, "initialize", {"processId": None, "rootUri": root.as_uri(), "capabilities": {}})),
        frame(notification("initialized", {})),
        frame(notification("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": CAMPAIGN}})),
    ])


def finish(id_) -> bytes:
    return frame(request(id_, "shutdown")) + frame({"jsonrpc": "2.0", "method": "exit"})


def position(line, character) -> str:
    return '{"line":%s,"character":%s}' % (line, character)


def code_action(id_, uri, start_, end) -> bytes:
    text = '{"jsonrpc":"2.0","id":%d,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"%s"},' \
           '"range":{"start":%s,"end":%s},"context":{"diagnostics":[]}}}' % (id_, uri, start_, end)
    return frame(text.encode())


def hover(id_, uri, at) -> bytes:
    text = '{"jsonrpc":"2.0","id":%d,"method":"textDocument/hover","params":{"textDocument":{"uri":"%s"},"position":%s}}' % (id_, uri, at)
    return frame(text.encode())


def cases(root: Path):
    """name -> (bytes, expected answers after initialize's)."""
    uri = (root / "campaigns" / "party.yaml").as_uri()
    found = {}

    reversed_ranges = [(position(2, 53), position(2, 49)), (position(2, 0), position(0, 0)), (position(9, 0), position(3, 5))]
    data = b"".join(code_action(10 + i, uri, s, e) for i, (s, e) in enumerate(reversed_ranges))
    data += code_action(20, uri, position(0, 0), position(9, 0))
    found["lsp-reversed-range.bin"] = (data + finish(99), [(10, -32602), (11, -32602), (12, -32602), (20, None), (99, None)])

    bad = ["-1", "1.0", '"1"', "1e300", "2147483648", "9223372036854775808", "null", "true", "[0]"]
    data, expected = b"", []
    for i, value in enumerate(bad):
        data += code_action(30 + i, uri, position(value, 0), position(2, 0)) + hover(60 + i, uri, position(0, value))
        expected += [(30 + i, -32602), (60 + i, -32602)]
    # A number past a double's range makes the body no JSON the server reads: -32700, id null.
    data += code_action(40, uri, position("1e400", 0), position(2, 0))
    expected.append((None, -32700))
    far = [(position(2, 999999), position(2, 999999)), (position(2147483647, 2147483647), position(2147483647, 2147483647)),
           (position(0, 0), position(2147483647, 0)), (position(1, 30), position(2, 2147483647))]
    for i, (s, e) in enumerate(far):
        data += code_action(90 + i, uri, s, e)
        expected.append((90 + i, None))
    data += hover(95, uri, position(2147483647, 2147483647))
    expected.append((95, None))
    found["lsp-positions.bin"] = (data + finish(99), expected + [(99, None)])

    padded = request(10, "textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 2, "character": 50}})
    data = frame(padded, length=b"%021d" % len(body(padded)))
    data += frame(request(11, "textDocument/documentSymbol", {"textDocument": {"uri": uri}}), length=b"0" * 8000 + str(len(body(
        request(11, "textDocument/documentSymbol", {"textDocument": {"uri": uri}})))).encode())
    found["lsp-leading-zeros.bin"] = (data + finish(99), [(10, None), (11, None), (99, None)])

    size = MAX_BODY + 1
    data = b"Content-Length: %024d\r\n\r\n" % size + b" " * size
    found["lsp-oversized-zeros.bin"] = (data + finish(99), [(None, -32600), (99, None)])

    good = lambda id_: frame(request(id_, "textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}}))
    blocks = [
        b"garbage\r\n",
        b"x" * 20000 + b"\r\n",
        b"X-Long: " + b"y" * 20000 + b"\r\n",
        b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n{\"jsonrpc\":\"2.0\"}\r\n",
        b"Content-Length: 12abc\r\n",
        b"X-Header: 1\r\n" * 64,
    ]
    data, expected = b"", []
    for i, block in enumerate(blocks):
        data += block + good(10 + i)
        expected += [(None, -32700), (10 + i, None)]
    found["lsp-resync.bin"] = (data + finish(99), expected + [(99, None)])
    return found


FUZZ_ROOT = Path("/tmp/campaignc-lsp-fuzz")


def session(root: Path, encoding: str) -> bytes:
    """A client that uses every method once, in one position encoding."""
    party, cart = (root / "campaigns" / "party.yaml").as_uri(), (root / "campaigns" / "cart.yaml").as_uri()
    scenarios, project = (root / "scenarios.yaml").as_uri(), (root / "campaignc.yaml").as_uri()
    doc = lambda uri: {"textDocument": {"uri": uri}}
    at = lambda uri, line, character: {**doc(uri), "position": {"line": line, "character": character}}
    span = {"start": {"line": 2, "character": 0}, "end": {"line": 2, "character": 60}}
    capabilities = {
        "general": {"positionEncodings": [encoding]},
        "workspace": {"didChangeWatchedFiles": {"dynamicRegistration": True}},
        "textDocument": {"hover": {"contentFormat": ["markdown"]}, "documentSymbol": {"hierarchicalDocumentSymbolSupport": encoding != "utf-32"}},
    }
    opened = lambda uri, text: notification("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}})
    messages = [
        request(1, "initialize", {"processId": 1, "rootUri": root.as_uri(), "capabilities": capabilities}),
        notification("initialized", {}),
        opened(party, CAMPAIGN),
        opened(cart, "campaign: cart\ntrigger: { custom_event: added_to_cart }\nmessage:\n  typ: modal\n  message: Free shipping\n"),
        opened(scenarios, "scenario: s\nstart: 2026-03-01T09:00:00Z\nsteps:\n  - custom_event: added_to_cart\n  - expect: { displayed: nope }\n"),
        opened(project, "view_types:\n  picker:\n    message_types: [modal]\n"),
        {"jsonrpc": "2.0", "id": 1, "result": None},
        request(2, "textDocument/hover", at(party, 2, 50)),
        request(3, "textDocument/completion", at(cart, 3, 2)),
        request(4, "textDocument/definition", at(scenarios, 4, 26)),
        request(5, "textDocument/documentSymbol", doc(party)),
        request(6, "textDocument/codeAction", {**doc(cart), "range": span, "context": {"diagnostics": []}}),
        request(7, "textDocument/codeAction", {**doc(cart), "range": span, "context": {"diagnostics": [], "only": ["source.fixAll.campaignc"]}}),
        notification("textDocument/didChange", {"textDocument": {"uri": cart, "version": 2}, "contentChanges": [
            {"range": {"start": {"line": 3, "character": 2}, "end": {"line": 3, "character": 5}}, "text": "type"}]}),
        notification("textDocument/didChange", {"textDocument": {"uri": party, "version": 2}, "contentChanges": [{"text": CAMPAIGN + "# campaignc: ignore[W211]\n"}]}),
        notification("textDocument/didSave", doc(party)),
        notification("workspace/didChangeWatchedFiles", {"changes": [{"uri": cart, "type": 2}, {"uri": (root / "new.yaml").as_uri(), "type": 1}]}),
        request(8, "textDocument/hover", at(cart, 3, 4)),
        notification("$/cancelRequest", {"id": 9}),
        request(9, "textDocument/documentSymbol", doc(cart)),
        notification("textDocument/didClose", doc(party)),
        request(10, "shutdown"),
        notification("exit", None),
    ]
    return b"".join(frame(m) for m in messages)


def identities(root: Path) -> bytes:
    """One file under several URIs (`./`, escaped and not), names that differ only in their
    Unicode normalisation, and a root named through `..`: opened, changed, asked and closed."""
    party = (root / "campaigns" / "party.yaml").as_uri()
    uris = [party, party.replace("/campaigns/", "/campaigns/./"), party.replace("party", "%70arty"),
            (root / "campaigns" / "caf\u00e9.yaml").as_uri(), (root / "campaigns" / "cafe\u0301.yaml").as_uri(),
            "file://" + str(root / "campaigns" / "caf\u00e9.yaml")]
    opened = lambda uri: notification("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": CAMPAIGN}})
    messages = [request(1, "initialize", {"rootUri": (root / "campaigns" / "..").as_uri(), "capabilities": {}}), notification("initialized", {})]
    messages += [opened(uri) for uri in uris]
    messages += [request(10 + i, "textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}}) for i, uri in enumerate(uris)]
    messages += [notification("textDocument/didChange", {"textDocument": {"uri": uris[1], "version": 2}, "contentChanges": [{"text": "campaign: [\n"}]})]
    messages += [notification("textDocument/didClose", {"textDocument": {"uri": uri}}) for uri in uris]
    messages += [request(30, "shutdown"), notification("exit", None)]
    return b"".join(frame(m) for m in messages)


def malformed(root: Path) -> bytes:
    """Messages of every wrong shape, before and after initialize."""
    uri = (root / "campaigns" / "party.yaml").as_uri()
    return b"".join([
        frame(request(1, "textDocument/hover", {})),
        frame(request(2, "initialize", {"rootUri": root.as_uri(), "capabilities": {}})),
        frame(b"{not json"), frame(b'{"jsonrpc":"2.0","method":"\\ud800"}'), frame(b"\xff\xfe"), frame(b"[]"),
        frame([request(3, "shutdown")]), frame({"jsonrpc": "2.0", "id": "s", "method": 7}), frame({"jsonrpc": "1.0", "id": 4, "method": "x"}),
        frame({"jsonrpc": "2.0", "id": 5, "result": 1, "error": {}}), frame(request(6, "textDocument/formatting", {})),
        frame(request(7, "$/progress", {})), frame(request(8, "initialize", {})),
        frame(request(9, "textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 0}})),
        frame(request(10, "textDocument/codeAction", {"textDocument": {"uri": 7}, "range": []})),
        frame(notification("textDocument/didChange", {"textDocument": {"uri": uri}, "contentChanges": [{"range": {}, "text": 1}]})),
        b"Content-Length: 5\r\nContent-Type: application/vscode-jsonrpc; charset=latin1\r\n\r\nhello",
        frame(request(11, "shutdown")), frame(request(12, "textDocument/hover", {})), frame(notification("exit", None)),
    ])


def write_seeds(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, (data, _) in cases(FUZZ_ROOT).items():
        if name == "lsp-oversized-zeros.bin":
            data = data[:200] + finish(99)
        # Header lines just over the 8 KiB bound, so each seed fits the fuzzer's -max_len.
        data = data.replace(b"x" * 20000, b"x" * 8200).replace(b"y" * 20000, b"y" * 8200)
        (folder / name.replace(".bin", ".lsp")).write_bytes(start(FUZZ_ROOT) + data)
    for encoding in ["utf-8", "utf-16", "utf-32"]:
        (folder / f"session-{encoding}.lsp").write_bytes(session(FUZZ_ROOT, encoding))
    (folder / "malformed.lsp").write_bytes(malformed(FUZZ_ROOT))
    (folder / "identities.lsp").write_bytes(identities(FUZZ_ROOT))
    (folder / "one-byte-frames.lsp").write_bytes(b"Content-Length: 1\r\n\r\n1" * 4 + b"content-length:0\r\n\r\n" + b"\r\n" * 3)


def answers(output: bytes):
    found = []
    while output:
        head, _, rest = output.partition(b"\r\n\r\n")
        if not head.startswith(b"Content-Length: "):
            raise ValueError(f"not a frame: {head[:80]!r}")
        length = int(head[len(b"Content-Length: "):])
        message = json.loads(rest[:length])
        output = rest[length:]
        if "method" not in message:
            found.append((message.get("id"), message.get("error", {}).get("code")))
    return found


def main() -> int:
    if len(sys.argv) == 3 and sys.argv[1] == "write":
        folder = Path(sys.argv[2]).resolve()
        root = folder / "project"
        (root / "campaigns").mkdir(parents=True, exist_ok=True)
        (root / "campaignc.yaml").write_text("view_types: {}\n", encoding="utf-8")
        (root / "campaigns" / "party.yaml").write_text(CAMPAIGN, encoding="utf-8")
        for name, (data, _) in cases(root).items():
            (folder / name).write_bytes(start(root) + data)
        return 0
    if len(sys.argv) == 3 and sys.argv[1] == "seeds":
        write_seeds(Path(sys.argv[2]))
        return 0
    if len(sys.argv) == 4 and sys.argv[1] == "check":
        name, output = sys.argv[2], Path(sys.argv[3])
        root = output.resolve().parent / "project"
        expected = [(1, None)] + cases(root)[name][1]
        got = answers(output.read_bytes())
        if got != expected:
            print(f"{name}: expected {expected}\n    got {got}")
            return 1
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
