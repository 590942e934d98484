#!/usr/bin/env python3
"""The language server on a large localised project (SPEC §16.3, §13.10), measured at the
client with bench_lsp.py's plain JSON-RPC client: 2,000 campaign files, 30 locales, one
translation file per locale translating every campaign's units.

    bench_lsp_translations.py CAMPAIGNC [--campaigns 2000] [--locales 30] [--requests 100] [--partial] [--keep DIR]

With `--partial`, each modal's second button is left untranslated in every locale: a
diagnostic-heavy project (a W902 per modal campaign and locale, 30,000 at the defaults).

Prints, one per line:
  - the full-project diagnostics publish: from writing `initialized` to the answer of a
    request sent just after it (the server answers it after the initial analysis and its
    publications), beside `campaignc validate` on the same files (best of three);
  - completion in an open translation file, each kind asked `--requests` times: the campaign
    ids under `campaigns:` (every campaign of the project, each with its summary), the units
    under a campaign, the locales at `locale:` — median and p95 of each, and p95 of all;
  - a `didChange` to the translation file: to its publication (median, p95);
  - a `didChange` to a campaign file's message (a text every locale translates): to its
    publication (median, p95).
Deterministic project; timings are wall-clock and vary with the machine's load.
"""
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_lsp import Client, percentile  # noqa: E402

LOCALES = [
    "fr", "de", "es", "it", "pt", "nl", "sv", "da", "fi", "nb", "pl", "cs", "sk", "hu", "ro",
    "bg", "el", "tr", "ru", "uk", "ar", "he", "ja", "ko", "zh", "th", "vi", "id", "ms", "hi",
]


def campaign(index: int) -> str:
    kind = ["slideup", "modal"][index % 2]
    lines = [
        f"campaign: bench-{index:04d}",
        f"name: Bench campaign {index}",
        f"priority: {index % 101}",
        f"trigger: {{ custom_event: event_{index:04d} }}",
        "message:",
        f"  type: {kind}",
    ]
    if kind == "modal":
        lines.append(f"  header: Offer number {index}")
    lines.append(f"  message: \"Message number {index}, for {{{{${{first_name}} | default: 'you'}}}}\"")
    if kind == "modal":
        lines.append("  buttons: [ { text: Shop now, id: 1 }, { text: Later, id: 2 } ]")
    return "\n".join(lines) + "\n"


def translation(locale: str, campaigns, partial: bool = False) -> str:
    lines = [f"locale: {locale}", "campaigns:"]
    for index in campaigns:
        lines.append(f"  bench-{index:04d}:")
        if index % 2:
            lines.append(f"    header: '{locale} offre {index}'")
        lines.append(f"    message: \"{locale} message {index}, {{{{${{first_name}} | default: 'vous'}}}}\"")
        if index % 2:
            lines.append(f"    buttons.0.text: {locale} acheter")
            if not partial:
                lines.append(f"    buttons.1.text: {locale} plus tard")
    return "\n".join(lines) + "\n"


def write_project(root: Path, campaigns: int, locales: list, partial: bool = False) -> None:
    (root / "campaigns").mkdir(parents=True)
    (root / "translations").mkdir()
    (root / "campaignc.yaml").write_text(f"localisation:\n  source: en\n  locales: [{', '.join(locales)}]\n", encoding="utf-8")
    for index in range(campaigns):
        (root / "campaigns" / f"campaign-{index:04d}.yaml").write_text(campaign(index), encoding="utf-8")
    for locale in locales:
        (root / "translations" / f"{locale}.yaml").write_text(translation(locale, range(campaigns), partial), encoding="utf-8")


def option(argv: list, name: str, default: int) -> int:
    return int(argv[argv.index(name) + 1]) if name in argv else default


def main(argv: list) -> int:
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    campaignc = os.path.abspath(argv[1])
    campaigns = option(argv, "--campaigns", 2000)
    locales = LOCALES[: option(argv, "--locales", 30)]
    requests = option(argv, "--requests", 100)
    keep = Path(argv[argv.index("--keep") + 1]) if "--keep" in argv else None
    partial = "--partial" in argv
    with tempfile.TemporaryDirectory(prefix="campaignc-bench-lsp-translations-") as scratch:
        root = (keep or Path(scratch)) / "workspace"
        write_project(root, campaigns, locales, partial)
        now = "2026-03-01T09:00:00Z"

        best_validate = None
        for _ in range(3):
            start = time.perf_counter()
            subprocess.run([campaignc, "validate", "--now", now], cwd=root, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            elapsed = (time.perf_counter() - start) * 1000
            best_validate = elapsed if best_validate is None else min(best_validate, elapsed)

        client = Client([campaignc, "lsp", "--stdio", "--now", now], root)
        client.until_answer(client.request("initialize", {"processId": os.getpid(), "rootUri": root.as_uri(), "capabilities": {}}))
        start = time.perf_counter()
        client.notify("initialized", {})
        _, _, initial = client.until_answer(client.request("campaignc/bench", {}))
        initial_ms = (time.perf_counter() - start) * 1000

        # The first locale's file, open, half translated (the other half is what completion
        # offers under `campaigns:`), starting with a modal campaign that has no unit yet (its
        # three units are offered) and an empty line under `campaigns:`, where completion is asked.
        path = root / "translations" / f"{locales[0]}.yaml"
        half = translation(locales[0], range(2, campaigns // 2), partial)
        text = half.replace("campaigns:\n", "campaigns:\n  bench-0001:\n    \n  \n", 1)
        uri = path.as_uri()
        client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}})
        client.until_answer(client.request("campaignc/bench", {}))

        places = {"campaign ids": (4, 2), "units": (3, 4), "locales": (0, len(f"locale: {locales[0]}"))}
        timings = {}
        counts = {}
        for name, (line, character) in places.items():
            timings[name] = []
            for _ in range(requests):
                start = time.perf_counter()
                ident = client.request(
                    "textDocument/completion", {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}
                )
                answer, _, _ = client.until_answer(ident)
                timings[name].append((time.perf_counter() - start) * 1000)
                counts[name] = len(answer["result"]["items"])

        changes = []
        for version in range(2, 22):
            edited = text.replace(f"{locales[0]} message 2,", f"{locales[0]} message 2 {version},", 1)
            start = time.perf_counter()
            client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": edited}]})
            _, last_publish, _ = client.until_answer(client.request("campaignc/bench", {}))
            changes.append(((last_publish or time.perf_counter()) - start) * 1000)

        # A campaign file of the same project, open and edited: its message (a source text
        # that every locale translates) changes on each edit.
        campaign_path = root / "campaigns" / "campaign-0001.yaml"
        campaign_text = campaign(1)
        campaign_uri = campaign_path.as_uri()
        client.notify("textDocument/didOpen", {"textDocument": {"uri": campaign_uri, "languageId": "yaml", "version": 1, "text": campaign_text}})
        client.until_answer(client.request("campaignc/bench", {}))
        campaign_changes = []
        for version in range(2, 22):
            edited = campaign_text.replace("Message number 1,", f"Message number 1 {version},", 1)
            start = time.perf_counter()
            client.notify(
                "textDocument/didChange", {"textDocument": {"uri": campaign_uri, "version": version}, "contentChanges": [{"text": edited}]}
            )
            _, last_publish, _ = client.until_answer(client.request("campaignc/bench", {}))
            campaign_changes.append(((last_publish or time.perf_counter()) - start) * 1000)
        client.until_answer(client.request("shutdown"))
        client.notify("exit")
        client.process.wait(timeout=30)

        inputs = campaigns + len(locales)
        shape = "one unit of each modal untranslated" if partial else "every unit translated"
        print(f"lsp translations project: {campaigns} campaign files x {len(locales)} locales, {shape} ({inputs} inputs), {len(initial)} files published at start")
        print(f"lsp full-project diagnostics publish: {initial_ms:.0f} ms; campaignc validate on the same files: {best_validate:.0f} ms (best of 3)")
        for name, values in timings.items():
            print(
                f"lsp completion in a translation file, {name} ({counts[name]} items, {requests} requests): "
                f"median {percentile(values, 0.5):.1f} ms, p95 {percentile(values, 0.95):.1f} ms"
            )
        every = [value for values in timings.values() for value in values]
        print(f"lsp completion in a translation file, all kinds: p95 {percentile(every, 0.95):.1f} ms")
        print(f"lsp didChange to a translation file to its publish: median {percentile(changes, 0.5):.1f} ms, p95 {percentile(changes, 0.95):.1f} ms")
        print(
            f"lsp didChange to a campaign file to its publish: median {percentile(campaign_changes, 0.5):.1f} ms, "
            f"p95 {percentile(campaign_changes, 0.95):.1f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
