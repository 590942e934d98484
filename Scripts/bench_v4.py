#!/usr/bin/env python3
"""Writes the corpora of the benchmark's version 4 figures (Liquid, localisation, render):
deterministic, no randomness beyond a fixed linear congruential sequence.

    bench_v4.py DIR [--campaigns 2000] [--localised 200] [--locales 30]

DIR/plain/ and DIR/liquid/ get the same CAMPAIGNS campaigns (every message type but html,
headers, bodies and button labels, in files of ten), each with its project file: in liquid/
every header and body is personalised as real messages are (`Hi {{${first_name} | default:
'there'}}`, a declared custom attribute, an `if`; button labels are words, which fit); plain/ has the same bytes with each Liquid delimiter made a
bracket (`((${first_name} …))`), so the two differ only in the Liquid to check. DIR/l10n-off/
and DIR/l10n-on/ get the same LOCALISED campaigns; l10n-on/'s project file declares
`localisation:` with LOCALES locales and its translations/ folder holds one file per locale
translating every unit of every campaign.
"""
import sys
from pathlib import Path

TYPES = ["slideup", "modal", "full"]
# Thirty tags the app ships besides `en` (ISO 639-1 languages, some with a region), all
# left-to-right: the translations are the source's words, which W906 would flag in Arabic.
LOCALES = [
    "bg", "cs", "da", "de", "el", "es", "es-MX", "et", "fi", "fr", "fr-CA", "hi", "hu", "id", "lt",
    "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt", "pt-BR", "ro", "ru", "sv", "th", "tr", "uk",
]


class Sequence:
    """A fixed linear congruential sequence: the same corpus on every machine."""

    def __init__(self, seed: int) -> None:
        self.state = seed

    def next(self, bound: int) -> int:
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return (self.state >> 33) % bound


def quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def texts(index: int, personalised: bool) -> dict:
    """The visible texts of campaign `index`, by unit id: personalised as real messages are,
    or the same bytes with every Liquid delimiter made a bracket (`((`, `(%`), so the two
    corpora differ only in the Liquid there is to read."""
    liquid = {
        "header": f"Hi {{{{${{first_name}} | default: 'there'}}}}, offer {index}",
        "message": (
            f"{{% if custom_attribute.${{loyalty_tier}} == 'gold' %}}Gold price{{% else %}}Price{{% endif %}}"
            f" for {{{{${{city}} | default: 'you'}}}}: {index % 90 + 10}% off"
        ),
        "buttons.0.text": "Go",
        "buttons.1.text": "Later",
    }
    if personalised:
        return liquid
    brackets = {"{{": "((", "}}": "))", "{%": "(%", "%}": "%)"}
    plain = {}
    for unit, text in liquid.items():
        for delimiter, bracket in brackets.items():
            text = text.replace(delimiter, bracket)
        plain[unit] = text
    return plain


def campaign(index: int, seq: Sequence, personalised: bool, localised: bool = False) -> str:
    kind = TYPES[index % len(TYPES)]
    text = words(index) if localised else texts(index, personalised)
    lines = [f"campaign: bench-{index:05d}", f"priority: {seq.next(101)}", f"trigger: {{ custom_event: event_{index % 20:02d} }}", "message:", f"  type: {kind}"]
    if kind == "full":
        lines.append("  image: https://cdn.example.com/iam/full.png")
    if kind != "slideup":
        lines.append(f"  header: {quoted(text['header'])}")
    lines.append(f"  message: {quoted(text['message'])}")
    if kind != "slideup":
        lines.append(f"  buttons: [ {{ text: {quoted(text['buttons.0.text'])} }}, {{ text: {quoted(text['buttons.1.text'])} }} ]")
    return "\n".join(lines) + "\n"


def words(index: int) -> dict:
    """The texts of the localised corpus: words that fit their slots, no Liquid."""
    return {"header": f"Hi there, offer {index}", "message": f"Price for you: {index % 90 + 10}% off", "buttons.0.text": "Go", "buttons.1.text": "Later"}


def units(index: int) -> dict:
    kind = TYPES[index % len(TYPES)]
    text = words(index)
    return {unit: value for unit, value in text.items() if kind != "slideup" or unit == "message"}


def write_campaigns(folder: Path, count: int, personalised: bool, project: str, localised: bool = False) -> None:
    seq = Sequence(7)
    (folder / "campaigns").mkdir(parents=True, exist_ok=True)
    (folder / "campaignc.yaml").write_text(project, encoding="utf-8")
    for start in range(0, count, 10):
        body = "---\n".join(campaign(i, seq, personalised, localised) for i in range(start, min(start + 10, count)))
        (folder / "campaigns" / f"c{start // 10:04d}.yaml").write_text(body, encoding="utf-8")


def main(argv: list) -> int:
    if not argv or argv[0].startswith("-"):
        print(__doc__, file=sys.stderr)
        return 2
    root = Path(argv[0])
    options = {"--campaigns": 2000, "--localised": 200, "--locales": 30}
    rest = argv[1:]
    while rest:
        if rest[0] not in options or len(rest) < 2:
            print(f"unknown option {rest[0]}", file=sys.stderr)
            return 2
        options[rest[0]] = int(rest[1])
        rest = rest[2:]
    count, localised, locale_count = options["--campaigns"], options["--localised"], options["--locales"]
    declared = "attributes:\n  loyalty_tier: string\n"
    write_campaigns(root / "plain", count, False, declared)
    write_campaigns(root / "liquid", count, True, declared)
    write_campaigns(root / "l10n-off", localised, False, declared, localised=True)
    locales = LOCALES[:locale_count]
    project = declared + "localisation:\n  source: en\n  locales: [" + ", ".join(locales) + "]\n"
    write_campaigns(root / "l10n-on", localised, False, project, localised=True)
    folder = root / "l10n-on" / "translations"
    folder.mkdir(parents=True, exist_ok=True)
    for locale in locales:
        lines = [f"locale: {locale}", "campaigns:"]
        for index in range(localised):
            lines.append(f"  bench-{index:05d}:")
            for unit, value in sorted(units(index).items()):
                lines.append(f"    {unit}: {quoted(f'[{locale}] ' + value)}")
        (folder / f"{locale}.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
