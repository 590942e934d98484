#!/usr/bin/env python3
"""The language server's figures (SPEC §13.10), measured at the client: a plain JSON-RPC client
over stdio (the standard library only) drives `campaignc lsp` in a workspace of 200 campaign
files and 50 scenario files.

    bench_lsp.py CAMPAIGNC [--edits 200] [--keep DIR]

Prints, one per line:
  - the initial analysis: from writing `initialized` to the answer of a request sent just
    after it (a request waits for the initial analysis), beside `campaignc validate` on the
    same files (best of three);
  - each `didChange` to one campaign file: from writing the notification to reading the last
    `publishDiagnostics` it causes (the edits alternate between giving the file another
    file's id, so that the other file gets E401, and its own id back; the last publish is the
    one before the answer of a request written right after the change, which the server
    answers only after the change's analysis);
  - the server's resident memory (VmRSS and its peak, VmHWM) after the initial analysis,
    after half the edits and after all of them: it does not grow with the number of edits.
Deterministic workspace; timings are wall-clock and vary with the machine's load.
"""
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CAMPAIGNS = 200
SCENARIOS = 50
EVENTS = [f"event_{i:02d}" for i in range(20)]


def campaign(index: int) -> str:
    event = EVENTS[index % len(EVENTS)]
    kind = ["slideup", "modal", "full"][index % 3]
    lines = [
        f"campaign: bench-{index:03d}",
        f"name: Bench campaign {index}",
        f"priority: {index % 101}",
        f"trigger: {{ custom_event: {event}, filters: [ {{ property: cart_total, greater_than: {index % 90} }} ] }}",
        "schedule: { start: 2026-01-01T00:00:00Z, end: 2027-01-01T00:00:00Z }",
        "message:",
        f"  type: {kind}",
    ]
    if kind == "full":
        lines += ["  image: https://cdn.example.com/iam/full.png", "  header: Full screen offer"]
    lines.append(f"  message: Message number {index}")
    if kind != "slideup":
        lines.append("  buttons: [ { text: OK, id: 1 }, { text: Later, id: 2 } ]")
    return "\n".join(lines) + "\n"


def scenario(index: int) -> str:
    first = (index * 4) % CAMPAIGNS
    names = [f"bench-{(first + k) % CAMPAIGNS:03d}" for k in range(4)]
    lines = [
        f"scenario: bench-scenario-{index:02d}",
        "start: 2026-03-02T10:00:00Z",
        f"campaigns: [{', '.join(names)}]",
        "steps:",
        "  - session_start",
    ]
    for k, name in enumerate(names):
        lines.append(f"  - custom_event: {EVENTS[(first + k) % len(EVENTS)]}")
        lines.append("    properties: { cart_total: 95 }")
        lines.append(f"  - expect: {{ dropped: {{ campaign: {name}, reason: outranked }} }}")
    return "\n".join(lines) + "\n"


def write_workspace(root: Path) -> list:
    (root / "campaigns").mkdir(parents=True)
    (root / "scenarios").mkdir()
    (root / "campaignc.yaml").write_text("view_types:\n  picker:\n    message_types: [modal]\n", encoding="utf-8")
    paths = []
    for index in range(CAMPAIGNS):
        path = root / "campaigns" / f"campaign-{index:03d}.yaml"
        path.write_text(campaign(index), encoding="utf-8")
        paths.append(path)
    for index in range(SCENARIOS):
        (root / "scenarios" / f"scenario-{index:02d}.yaml").write_text(scenario(index), encoding="utf-8")
    return paths


class Client:
    """Writes framed messages to the server and reads its messages in order."""

    def __init__(self, command: list, cwd: Path) -> None:
        self.process = subprocess.Popen(command, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 1

    def send(self, message: dict) -> None:
        body = json.dumps(message, separators=(",", ":")).encode("utf-8")
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def request(self, method: str, params=None) -> int:
        ident = self.next_id
        self.next_id += 1
        message = {"jsonrpc": "2.0", "id": ident, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)
        return ident

    def notify(self, method: str, params=None) -> None:
        message = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def read(self) -> dict:
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("the server closed its output")
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode("ascii").partition(":")
            if name.strip().lower() == "content-length":
                length = int(value.strip())
        return json.loads(self.process.stdout.read(length))

    def until_answer(self, ident: int) -> tuple:
        """Reads until the answer to `ident`; returns it, the time of the last publication
        read before it, and those publications."""
        last_publish = None
        publications = []
        while True:
            message = self.read()
            if message.get("method") == "textDocument/publishDiagnostics":
                last_publish = time.perf_counter()
                publications.append(message["params"])
            elif message.get("id") == ident and "method" not in message:
                return message, last_publish, publications

    def memory(self) -> tuple:
        """The server's VmRSS and VmHWM in MB (from /proc)."""
        figures = {}
        with open(f"/proc/{self.process.pid}/status", encoding="ascii") as status:
            for line in status:
                name, _, value = line.partition(":")
                if name in ("VmRSS", "VmHWM"):
                    figures[name] = int(value.split()[0]) / 1024
        return figures.get("VmRSS", 0.0), figures.get("VmHWM", 0.0)


def percentile(values: list, fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main(argv: list) -> int:
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    campaignc = os.path.abspath(argv[1])
    edits = int(argv[argv.index("--edits") + 1]) if "--edits" in argv else 200
    keep = Path(argv[argv.index("--keep") + 1]) if "--keep" in argv else None
    with tempfile.TemporaryDirectory(prefix="campaignc-bench-lsp-") as scratch:
        root = (keep or Path(scratch)) / "workspace"
        paths = write_workspace(root)
        now = "2026-03-01T09:00:00Z"

        best_validate = None
        for _ in range(3):
            start = time.perf_counter()
            subprocess.run([campaignc, "validate", "--now", now], cwd=root, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            elapsed = (time.perf_counter() - start) * 1000
            best_validate = elapsed if best_validate is None else min(best_validate, elapsed)

        client = Client([campaignc, "lsp", "--stdio", "--now", now], root)
        ident = client.request("initialize", {"processId": os.getpid(), "rootUri": root.as_uri(), "capabilities": {}})
        client.until_answer(ident)
        start = time.perf_counter()
        client.notify("initialized", {})
        ident = client.request("campaignc/bench", {})
        _, _, initial = client.until_answer(ident)
        initial_ms = (time.perf_counter() - start) * 1000
        memory_initial = client.memory()

        edited = paths[0]
        uri = edited.as_uri()
        own = edited.read_text(encoding="utf-8")
        borrowed = own.replace("campaign: bench-000", "campaign: bench-150")
        client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": own}})
        client.until_answer(client.request("campaignc/bench", {}))

        latencies = []
        publication_counts = []
        memory_half = None
        for version in range(2, edits + 2):
            text = borrowed if version % 2 == 0 else own
            start = time.perf_counter()
            client.notify(
                "textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]}
            )
            ident = client.request("campaignc/bench", {})
            _, last_publish, publications = client.until_answer(ident)
            if last_publish is None:
                raise RuntimeError("a didChange got no publication")
            latencies.append((last_publish - start) * 1000)
            publication_counts.append(len(publications))
            if version == edits // 2 + 1:
                memory_half = client.memory()
        memory_end = client.memory()
        client.until_answer(client.request("shutdown"))
        client.notify("exit")
        client.process.wait(timeout=10)

        files = CAMPAIGNS + SCENARIOS
        print(f"lsp workspace: {CAMPAIGNS} campaign files and {SCENARIOS} scenario files ({files} inputs), {len(initial)} files published at start")
        print(f"lsp initial analysis: {initial_ms:.0f} ms; campaignc validate on the same files: {best_validate:.0f} ms (best of 3)")
        print(
            f"lsp didChange to last publish ({edits} edits, {min(publication_counts)}-{max(publication_counts)} publications each): "
            f"median {percentile(latencies, 0.5):.1f} ms, p95 {percentile(latencies, 0.95):.1f} ms, max {max(latencies):.1f} ms (goal 100 ms)"
        )
        print(
            f"lsp memory: RSS {memory_initial[0]:.1f} MB after the initial analysis, {memory_half[0]:.1f} MB after {edits // 2} edits, "
            f"{memory_end[0]:.1f} MB after {edits}; peak {memory_end[1]:.1f} MB"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
