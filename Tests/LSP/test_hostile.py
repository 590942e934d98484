"""campaignc lsp against hostile clients over stdio (SPEC §13.3, §13.4): untrusted ranges and
positions, `Content-Length` with leading zeros, a bad header directly before a good message,
bytes one at a time, a client that became a zombie, "Ignore CODE here" after a byte-order
mark, a `#` line in the HTML of a broken document (never a suppression), and positions in a
broken translation file."""

import pathlib
import subprocess
import time

from conftest import CAMPAIGNC, PARTY, file_uri
from test_protocol import frame, messages, request


def raw(text: str) -> bytes:
    return frame(text.encode())


def started(workspace: pathlib.Path) -> bytes:
    uri = file_uri(workspace / "campaigns" / "party.yaml")
    return b"".join([
        frame(request(1, "initialize", {"processId": None, "rootUri": file_uri(workspace), "capabilities": {}})),
        frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}),
        frame({"jsonrpc": "2.0", "method": "textDocument/didOpen",
               "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": PARTY}}}),
    ])


def finished(id_=99) -> bytes:
    return frame(request(id_, "shutdown")) + frame({"jsonrpc": "2.0", "method": "exit"})


def answered(data: bytes):
    """The server's answers to `data` as (id, error code or None), once it ended with status 0."""
    result = subprocess.run([CAMPAIGNC, "lsp", "--stdio"], input=data, capture_output=True, timeout=30)
    assert result.returncode == 0, (result.returncode, result.stderr[-2000:])
    return [(m["id"], m.get("error", {}).get("code")) for m in messages(result.stdout) if "method" not in m], result


def code_action(id_, uri, start, end) -> bytes:
    return raw('{"jsonrpc":"2.0","id":%d,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"%s"},'
               '"range":{"start":%s,"end":%s},"context":{"diagnostics":[]}}}' % (id_, uri, start, end))


def at(line, character) -> str:
    return '{"line":%s,"character":%s}' % (line, character)


def test_reversed_ranges_are_invalid_params_and_the_server_lives_on(workspace):
    uri = file_uri(workspace / "campaigns" / "party.yaml")
    data = started(workspace) + b"".join([
        code_action(2, uri, at(2, 53), at(2, 49)),
        code_action(3, uri, at(2, 0), at(0, 0)),
        code_action(4, uri, at(2, 49), at(2, 53)),
    ]) + finished()
    codes, result = answered(data)
    assert codes == [(1, None), (2, -32602), (3, -32602), (4, None), (99, None)]
    answers = {m["id"]: m for m in messages(result.stdout) if "method" not in m}
    assert answers[2]["error"]["message"] == "invalid params: range.end (line 2, character 49) is before range.start (line 2, character 53)"
    # The range of the E201 on `full` (SPEC §13.4's example), in order: its actions.
    assert {a["diagnostics"][0]["code"] for a in answers[4]["result"]} == {"E201"}


def test_untrusted_numbers_are_invalid_params_and_ends_mean_ends(workspace):
    uri = file_uri(workspace / "campaigns" / "party.yaml")
    bad = ["-1", "1.0", '"1"', "1e300", "2147483648", "9223372036854775808", "null", "[0]"]
    data, expected = started(workspace), [(1, None)]
    for i, value in enumerate(bad):
        data += code_action(10 + i, uri, at(value, 0), at(2, 0))
        data += raw('{"jsonrpc":"2.0","id":%d,"method":"textDocument/hover","params":{"textDocument":{"uri":"%s"},"position":%s}}'
                    % (30 + i, uri, at(0, value)))
        expected += [(10 + i, -32602), (30 + i, -32602)]
    # A number past a double's range makes the body no JSON the server reads: -32700, id null.
    data += code_action(40, uri, at("1e400", 0), at(2, 0))
    expected.append((None, -32700))
    largest = "2147483647"
    data += code_action(50, uri, at(2, 999999), at(largest, largest))
    data += code_action(51, uri, at(largest, largest), at(largest, largest))
    codes, result = answered(data + finished())
    assert codes == expected + [(50, None), (51, None), (99, None)]
    answers = {m["id"]: m for m in messages(result.stdout) if "method" not in m}
    # From line 2's end to the text's end: nothing there but the line break.
    assert answers[51]["result"] == []


def test_content_length_with_leading_zeros_is_its_value(workspace):
    body = b'{"jsonrpc":"2.0","id":2,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"%s"}}}' % \
        file_uri(workspace / "campaigns" / "party.yaml").encode()
    data = started(workspace)
    data += b"Content-Length: %021d\r\n\r\n" % len(body) + body
    data += b"Content-Length: " + b"0" * 8000 + b"%d\r\n\r\n" % len(body) + body.replace(b'"id":2', b'"id":3')
    size = 64 * 1024 * 1024 + 1
    data += b"Content-Length: %030d\r\n\r\n" % size + b" " * size
    codes, _ = answered(data + finished())
    assert codes == [(1, None), (2, None), (3, None), (None, -32600), (99, None)]


BAD_HEADERS = [
    b"garbage\r\n",
    b"x" * 20000 + b"\r\n",
    b"X-Long: " + b"y" * 20000 + b"\r\n",
    b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n{\"jsonrpc\":\"2.0\"}\r\n",
    b"Content-Length: 12abc\r\n",
    b"X-Header: 1\r\n" * 64,
]


def test_a_bad_header_directly_before_a_good_message_keeps_the_message(workspace):
    data, expected = started(workspace), [(1, None)]
    for i, block in enumerate(BAD_HEADERS):
        data += block + frame(request(10 + i, "textDocument/documentSymbol", {"textDocument": {"uri": file_uri(workspace / "a.yaml")}}))
        expected += [(None, -32700), (10 + i, None)]
    codes, _ = answered(data + finished())
    assert codes == expected + [(99, None)]


def test_bytes_written_one_at_a_time_give_the_same_answers(workspace):
    data = started(workspace)
    for i, block in enumerate([BAD_HEADERS[0], b"x" * 8193 + b"\r\n", BAD_HEADERS[3]]):
        data += block + frame(request(10 + i, "textDocument/documentSymbol", {"textDocument": {"uri": file_uri(workspace / "a.yaml")}}))
    data += b"Content-Length: %021d\r\n\r\n" % len(b'{"jsonrpc":"2.0","id":20,"method":"shutdown"}') + b'{"jsonrpc":"2.0","id":20,"method":"shutdown"}'
    data += frame({"jsonrpc": "2.0", "method": "exit"})
    expected, _ = answered(data)
    server = subprocess.Popen([CAMPAIGNC, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0)
    try:
        for byte in data:
            server.stdin.write(bytes([byte]))
        server.stdin.close()
        output = server.stdout.read()
        assert server.wait(timeout=30) == 0
    finally:
        if server.poll() is None:
            server.kill()
    assert [(m["id"], m.get("error", {}).get("code")) for m in messages(output) if "method" not in m] == expected
    assert expected == [(1, None), (None, -32700), (10, None), (None, -32700), (11, None), (None, -32700), (12, None), (20, None)]


def test_the_server_exits_when_the_client_became_a_zombie():
    client = subprocess.Popen(["true"])
    try:
        # Not waited for: once it ends it stays a zombie, which signal 0 still reaches.
        for _ in range(200):
            if pathlib.Path(f"/proc/{client.pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z":
                break
            time.sleep(0.05)
        server = subprocess.Popen([CAMPAIGNC, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        try:
            server.stdin.write(frame(request(1, "initialize", {"processId": client.pid, "capabilities": {}})))
            server.stdin.flush()
            assert server.wait(timeout=10) == 1
            assert f"the client's process {client.pid} ended".encode() in server.stderr.read()
        finally:
            if server.poll() is None:
                server.kill()
            server.stdin.close()
    finally:
        client.wait()


def opened(uri: str, text: str) -> bytes:
    return frame({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                  "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}}})


def test_ignore_here_on_the_first_line_of_a_file_with_a_byte_order_mark_goes_after_the_mark(workspace):
    path = workspace / "campaigns" / "bom.yaml"
    text = "\ufeff{ campaign: bom, trigger: session_start, message: { type: slideup, message: Hi }, reeligible_after: 7 }\n"
    path.write_text(text, encoding="utf-8")
    uri = file_uri(path)
    data = started(workspace) + opened(uri, text) + code_action(2, uri, at(0, 0), at(0, 110)) + finished()
    _, result = answered(data)
    answers = {m["id"]: m for m in messages(result.stdout) if "method" not in m}
    ignore = [a for a in answers[2]["result"] if a["title"] == "Ignore W317 here"]
    assert len(ignore) == 1, answers[2]["result"]
    edit = ignore[0]["edit"]["changes"][uri][0]
    assert edit["range"]["start"] == {"line": 0, "character": 1}, edit
    assert edit["newText"] == "# campaignc: ignore[W317] -- reason\n"


def test_a_hash_line_in_the_html_of_a_broken_document_is_never_a_suppression(workspace):
    path = workspace / "campaigns" / "page.yaml"
    text = ("campaign: page\ntrigger: session_start\nmessage:\n  type: html\n  html: |\n    <p>\n"
            "    # campaignc: ignore[W402] -- part of the page\n    </p>\npriority: [\n")
    path.write_text(text, encoding="utf-8")
    uri = file_uri(path)
    data = started(workspace) + opened(uri, text) + code_action(2, uri, at(0, 0), at(9, 0)) + finished()
    _, result = answered(data)
    published = [m["params"] for m in messages(result.stdout) if m.get("method") == "textDocument/publishDiagnostics"]
    codes = {d["code"] for p in published if p["uri"] == uri for d in p["diagnostics"]}
    assert "E001" in codes and "W010" not in codes, codes
    answers = {m["id"]: m for m in messages(result.stdout) if "method" not in m}
    assert all("W010" not in a["title"] and "suppression" not in a["title"] for a in answers[2]["result"]), answers[2]["result"]


def test_hostile_positions_in_a_broken_translation_file_get_answers(workspace):
    (workspace / "campaignc.yaml").write_text("localisation:\n  source: en\n  locales: [fr]\n", encoding="utf-8")
    (workspace / "translations").mkdir()
    path = workspace / "translations" / "fr.yaml"
    text = "locale: fr\ncampaigns:\n  party: [message, 1\n    header: \"é😀\n  cart: { message: {{ x | "
    path.write_text(text, encoding="utf-8")
    uri = file_uri(path)
    data = started(workspace) + opened(uri, text)
    expected = [(1, None)]
    ident = 2
    for line, character in [(0, 0), (2, 4), (3, 14), (4, 26), (4, 999999), (99, 0), ("2147483647", "2147483647")]:
        for method in ("textDocument/hover", "textDocument/completion", "textDocument/definition"):
            data += raw('{"jsonrpc":"2.0","id":%d,"method":"%s","params":{"textDocument":{"uri":"%s"},"position":%s}}'
                        % (ident, method, uri, at(line, character)))
            expected.append((ident, None))
            ident += 1
        data += code_action(ident, uri, at(0, 0), at(line, character))
        expected.append((ident, None))
        ident += 1
    data += raw('{"jsonrpc":"2.0","id":%d,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"%s"}}}' % (ident, uri))
    expected.append((ident, None))
    codes, result = answered(data + finished())
    assert codes == expected + [(99, None)]
    published = [m["params"] for m in messages(result.stdout) if m.get("method") == "textDocument/publishDiagnostics"]
    assert any(p["uri"] == uri and p["diagnostics"] for p in published), published
