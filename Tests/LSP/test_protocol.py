"""campaignc lsp over raw bytes: malformed messages, exit statuses (SPEC §13.3)."""

import json
import subprocess

from conftest import CAMPAIGNC, file_uri


def frame(message) -> bytes:
    body = message if isinstance(message, bytes) else json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def messages(output: bytes):
    found = []
    while output:
        head, _, rest = output.partition(b"\r\n\r\n")
        assert head.startswith(b"Content-Length: "), head
        length = int(head[len(b"Content-Length: "):])
        found.append(json.loads(rest[:length]))
        output = rest[length:]
    return found


def serve(data: bytes, *arguments):
    return subprocess.run([CAMPAIGNC, "lsp", *arguments], input=data, capture_output=True, timeout=60)


def request(id_, method, params=None):
    message = {"jsonrpc": "2.0", "id": id_, "method": method}
    if params is not None:
        message["params"] = params
    return message


def test_malformed_messages_are_answered_and_the_server_lives_on(workspace):
    data = b"".join([
        frame(request(1, "shutdown")),
        frame(request(2, "initialize", {"processId": None, "rootUri": file_uri(workspace), "capabilities": {}})),
        frame(b"{not json"),
        frame(b'{"jsonrpc":"2.0","method":"\\ud800"}'),
        frame(b"\xff\xfe"),
        b"Content-Type: application/vscode-jsonrpc\r\n\r\n{}\r\n",
        frame([request(3, "shutdown")]),
        frame({"jsonrpc": "2.0", "id": "s", "method": 7}),
        frame(request(4, "textDocument/formatting", {})),
        frame(request(5, "$/progress", {})),
        frame(request(6, "textDocument/hover", {"textDocument": {}, "position": {"line": 0, "character": 0}})),
        frame(request(7, "initialize", {"capabilities": {}})),
        frame({"jsonrpc": "2.0", "method": "$/unknownNotification"}),
        frame(request(8, "shutdown")),
        frame(request(9, "shutdown")),
        frame({"jsonrpc": "2.0", "method": "exit"}),
    ])
    result = serve(data, "--stdio")
    assert result.returncode == 0, result.stderr
    answers = [m for m in messages(result.stdout) if "method" not in m]
    codes = [(m["id"], m.get("error", {}).get("code")) for m in answers]
    assert codes == [
        (1, -32002), (2, None), (None, -32700), (None, -32700), (None, -32700), (None, -32700), (None, -32600), ("s", -32600),
        (4, -32601), (5, -32601), (6, -32602), (7, -32600), (8, None), (9, -32600),
    ]


def test_exit_without_shutdown_ends_with_one():
    result = serve(frame(request(1, "initialize", {"capabilities": {}})) + frame({"jsonrpc": "2.0", "method": "exit"}))
    assert result.returncode == 1


def test_end_of_input_after_shutdown_ends_with_zero_and_before_with_one():
    initialize = frame(request(1, "initialize", {"capabilities": {}}))
    assert serve(initialize + frame(request(2, "shutdown"))).returncode == 0
    assert serve(initialize).returncode == 1


def test_a_body_over_the_limit_is_dropped_and_answered():
    size = 64 * 1024 * 1024 + 1
    data = b"Content-Length: %d\r\n\r\n" % size + b" " * size + frame(request(1, "initialize", {"capabilities": {}})) + frame(request(2, "shutdown"))
    result = serve(data)
    assert result.returncode == 0
    answers = messages(result.stdout)
    assert [(m["id"], m.get("error", {}).get("code")) for m in answers] == [(None, -32600), (1, None), (2, None)]


def test_no_project_is_said_once_and_nothing_is_published(tmp_path):
    (tmp_path / "a.yaml").write_text("campaign: [\n", encoding="utf-8")
    data = b"".join([
        frame(request(1, "initialize", {"rootUri": file_uri(tmp_path), "capabilities": {}})),
        frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}),
        frame(request(2, "shutdown")),
    ])
    result = serve(data)
    notifications = [m for m in messages(result.stdout) if "method" in m]
    assert notifications == [{
        "jsonrpc": "2.0", "method": "window/showMessage",
        "params": {"type": 3, "message": "campaignc: no campaignc.yaml in the workspace or above it; campaign files are not checked"},
    }]


def test_the_server_exits_when_the_client_process_ends():
    gone = subprocess.Popen(["true"])
    gone.wait()
    server = subprocess.Popen([CAMPAIGNC, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        server.stdin.write(frame(request(1, "initialize", {"processId": gone.pid, "capabilities": {}})))
        server.stdin.flush()
        # Standard input stays open: only the watch of the client's process can end the server.
        assert server.wait(timeout=10) == 1
        assert b"the client's process" in server.stderr.read()
    finally:
        if server.poll() is None:
            server.kill()
        server.stdin.close()
