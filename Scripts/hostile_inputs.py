#!/usr/bin/env python3
"""Writes hostile inputs (SPEC §7) into a folder; used by Scripts/hostile.sh and, scaled
down, as fuzzing seeds by Scripts/fuzz.sh.

    hostile_inputs.py DIR [--small] [--probes]

The three of the brief:
  alias-bomb.yaml        "billion laughs": 10 anchors, each a list of 10 aliases of the previous
  nested-brackets.yaml   100,000 `[` (--small: 2,000) after `campaign: x\\ntrigger: `
  long-scalar.yaml       one plain scalar filling 8 MiB exactly (the E005 limit; --small: 60 KB)
The three of issue 9 (version 2), each once quadratic or unbounded:
  bounds-20k.yaml        20,000 `greater_than` filters on one property, then one `less_than` that
                         contradicts them (E310; was 12.8 s; --small: 500)
  bounds-8mib.yaml       the same filters filling 8 MiB in one document (E310; was ~25 minutes)
  unknown-keys-200k.yaml 200,000 unknown keys, about 2 MB (E101 capped at 1,000 per file; was
                         298 MB of memory and a 109 MB report; --small: 2,000)
  (standard input over the limit is fed by hostile.sh itself: 9 MiB piped to `validate -`)
The inputs of issue 23 (version 3) read by `validate` (hostile.sh runs the output cases itself):
  suppressions-8mib.yaml 8 MiB of `#campaignc:` comments, each malformed (W012; was 690,000
                         warnings and 1.2-2.5 GB; now 1,000 per file; --small: 2,000 comments)
  suppressions-unused-8mib.yaml  8 MiB of `# campaignc: ignore[W211]` without a reason, none used
                         (W011 and W010, 1,000 of each; --small: 2,000)
  line-breaks-<kind>.yaml  a campaign whose lines end in CR, NEL, LS or PS, with suppressions that
                         must apply and W010s that must stay on their line (item 9)
  line-breaks-8mib.yaml  8 MiB of NEL-separated lines with a suppression each (the scanner's
                         line counting at size)
  github-controls.yaml   ESC, BEL and other controls in values that reach messages, for
                         `--format github` (item 17)
With --probes, inputs that found slow or memory-hungry paths (see the regression tests):
  long-trigger-word.yaml 8 MiB trigger word: E104 with did-you-mean (RegressionDidYouMeanTests)
  alias-filters.yaml     2,000 aliases of one filter: the E310 check (RegressionFilterTests)
  alias-errors.yaml      one document, 1,950 aliases of a bad filter: repeated reports (RegressionAliasTests)
  alias-errors-docs.yaml 8 MiB of such documents: 10,000 alias nodes per document, per file
  many-filters.yaml      16,000 distinct filters on one property: the E310 check is quadratic
  many-unknown-keys.yaml 8 MiB of unknown keys: one E101 each
"""
import sys
from pathlib import Path

LIMIT = 8 * 1024 * 1024
MESSAGE = "message: { type: slideup, message: m }\n"


def alias_bomb() -> bytes:
    lines = ["campaign: lol", "trigger: session_start", "lol0: &lol0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for i in range(1, 10):
        lines.append(f"lol{i}: &lol{i} [" + ", ".join([f"*lol{i - 1}"] * 10) + "]")
    return ("\n".join(lines) + "\n").encode()


def nested_brackets(count: int) -> bytes:
    return b"campaign: x\ntrigger: " + b"[" * count + b"\n"


def long_scalar(size: int, key: str = "name") -> bytes:
    head = f"campaign: x\n{key}: ".encode()
    return head + b"a" * (size - len(head) - 1) + b"\n"


def filters_doc(filters: str) -> str:
    return f"campaign: c\ntrigger:\n  custom_event: e\n  filters: {filters}\n" + MESSAGE


def alias_errors() -> str:
    inner = ", ".join(["*f"] * 50)
    outer = ", ".join(["*g"] * 39)
    return filters_doc(f"[ &f {{ property: a, greater_severity }}, &g {{ any_of: [{inner}] }}, {outer} ]")


def fill(document: str, limit: int = LIMIT, most: int = 10_000) -> str:
    count = min(most, (limit - 1) // (len(document.encode()) + 4))
    return "---\n".join([document] * count)


def many_filters(count: int) -> str:
    return filters_doc("\n" + "\n".join(f"    - {{ property: a, greater_than: {i} }}" for i in range(count)))


def bounds(count: int = 0, limit: int = 0) -> str:
    """`count` bounds on one property (or as many as fit in `limit` bytes), then a contradiction."""
    head = "campaign: c\ntrigger:\n  custom_event: e\n  filters:\n"
    tail = "  - { property: a, less_than: 5 }\n" + MESSAGE
    lines, size, i = [], len(head) + len(tail), 0
    while (count and i < count) or (limit and size + 40 < limit):
        line = f"  - {{ property: a, greater_than: {i} }}\n"
        lines.append(line)
        size += len(line)
        i += 1
    return head + "".join(lines) + tail


def unknown_keys(count: int) -> str:
    return "campaign: c\ntrigger: session_start\n" + MESSAGE + "".join(f"k{i}: 1\n" for i in range(count))


def many_keys() -> str:
    lines = ["campaign: c", "trigger: session_start", MESSAGE.rstrip("\n")]
    size = sum(len(line) + 1 for line in lines)
    i = 0
    while size + len(f"k{i}: 1\n") < LIMIT:
        lines.append(f"k{i}: 1")
        size += len(lines[-1]) + 1
        i += 1
    return "\n".join(lines) + "\n"


def suppressions(line: str, limit: int = LIMIT, count: int = 0) -> bytes:
    """A campaign, then `line` repeated `count` times or up to `limit` bytes."""
    head = "campaign: c\ntrigger: session_start\nmessage: { type: slideup, message: m }\n"
    repeats = count or (limit - len(head) - 1) // (len(line) + 1)
    return (head + (line + "\n") * repeats).encode()


LINE_BREAKS = {"cr": "\r", "nel": "\u0085", "ls": "\u2028", "ps": "\u2029"}


def line_breaks(kind: str) -> bytes:
    """W211 suppressed by the comment above it, and an unused suppression at the end of a line."""
    lines = [
        "campaign: menu",
        "trigger: session_start",
        "message:",
        "  type: modal",
        "  header: Menu  # campaignc: ignore[W402] -- nothing to hide",
        "  # campaignc: ignore[W211] -- served bare",
        "  image: https://cdn.example.com/a",
        "  message: New dishes",
        "",
    ]
    return LINE_BREAKS[kind].join(lines).encode()


def line_breaks_big(limit: int = LIMIT) -> bytes:
    head = "campaign: c\u0085trigger: session_start\u0085message: { type: slideup, message: m }\u0085"
    line = "# campaignc: ignore[W402] -- r\u0085"
    repeats = (limit - len(head.encode())) // len(line.encode())
    return (head + line * repeats).encode()


def github_controls() -> bytes:
    return (
        'campaign: "ctl\\e]0;owned\\a"\ntrigger: session_start\n'
        'message: { type: "slide\\e[31mup\\a\\x01\\x7f\\u009b\\u202e", message: m, bogus\\t: 1 }\n'
    ).encode()


def main() -> None:
    folder = Path(sys.argv[1])
    small = "--small" in sys.argv[2:]
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "alias-bomb.yaml").write_bytes(alias_bomb())
    (folder / "nested-brackets.yaml").write_bytes(nested_brackets(2_000 if small else 100_000))
    (folder / "long-scalar.yaml").write_bytes(long_scalar(60_000 if small else LIMIT))
    (folder / "bounds-20k.yaml").write_text(bounds(count=500 if small else 20_000))
    (folder / "unknown-keys-200k.yaml").write_text(unknown_keys(2_000 if small else 200_000))
    (folder / "suppressions-8mib.yaml").write_bytes(suppressions("#campaignc:", count=2_000 if small else 0))
    (folder / "suppressions-unused-8mib.yaml").write_bytes(suppressions("# campaignc: ignore[W211]", count=2_000 if small else 0))
    for kind in LINE_BREAKS:
        (folder / f"line-breaks-{kind}.yaml").write_bytes(line_breaks(kind))
    (folder / "line-breaks-8mib.yaml").write_bytes(line_breaks_big(60_000 if small else LIMIT))
    (folder / "github-controls.yaml").write_bytes(github_controls())
    if not small:
        (folder / "bounds-8mib.yaml").write_text(bounds(limit=LIMIT))
    if "--probes" in sys.argv[2:]:
        (folder / "long-trigger-word.yaml").write_bytes(long_scalar(LIMIT, key="trigger"))
        (folder / "alias-filters.yaml").write_text(filters_doc("[ &f { property: a, greater_than: 1 }, " + ", ".join(["*f"] * 1_999) + " ]"))
        (folder / "alias-errors.yaml").write_text(alias_errors())
        (folder / "alias-errors-docs.yaml").write_text(fill(alias_errors()))
        (folder / "many-filters.yaml").write_text(many_filters(16_000))
        (folder / "many-unknown-keys.yaml").write_text(many_keys())


if __name__ == "__main__":
    main()
