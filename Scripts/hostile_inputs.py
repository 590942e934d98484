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
  suppression-commas.yaml  one `# campaignc: ignore[` with 2.3 MB of `,` before its `]` (issue 30
                         item 19: W012 at the first empty code; was 130 MB, 55 times the file,
                         every empty item kept; --small: 2,000)
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
The patterns of issue 34 item 3 and issue 30 item 17, read by `validate`:
  regex-many-patterns.yaml 20,000 filters with distinct patterns (--small: 500): nested
                         repetitions (W322), ICU constructs (W321), inline flags (E320)
The simulator's (issue 23 items 11–14, `campaignc test`; campaigns and scenarios in one file,
except the two `--payload` folders):
  sim-timers.yaml        64,000 events each starting a 10 s delay, then one `wait` (--small: 500)
  sim-timers-8mib.yaml   the same filling 8 MiB (full set only)
  sim-dropped-list.yaml  `expect: { dropped: [...] }` of 32,000 entries (--small: 300)
  sim-long-notes.yaml    1,000 failing expectations whose notes point into one 700 KB line of filters
                         (--small: 20)
  sim-long-e605.yaml     60,000 E605 on one 750 KB line of event properties (--small: 200)
  sim-many-properties.yaml one event of 100,000 properties against 5,000 filters (--small: 500, 50)
  sim-trace-memory.yaml  200 campaigns and 12,000 events of passing scenarios (--small: 300)
  sim-notes.yaml         one failed `expect` after 1,000 events over 1,000 campaigns (--small: 30)
  sim-8mib-scenario.yaml one scenario of steps filling 8 MiB (full set only)
  sim-regex-hostile.yaml `matches: "(x+x+)+y"` (issue 30 item 17: 8 s per event at 30 characters
                         on ICU) on events of 30, 60 and 100,000 `x`: no match, linear time
  sim-regex-budget.yaml  a backreference pattern that backtracks exponentially, on 500 distinct
                         texts (--small: 50): each search gives up on its budget, and the filter fails
                         with the note "too complex to evaluate"
  sim-huge-time/         `--payload` with a time filter value of 9.3e15 (once an arithmetic overflow)
  sim-duplicate-ids/     `--payload` with two triggers of one id (exit 2)
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


SCENARIO_HEAD = "scenario: {name}\nstart: 2026-03-02T10:00:00Z\nsteps:\n"


def sim_timers(count: int = 0, limit: int = 0) -> str:
    """`count` events (or as many as fit in `limit` bytes) each starting a 10 s delay, then one wait."""
    campaign = "campaign: t\ndelay: 10s\nreeligible_after: 0s\ntrigger: { custom_event: e }\nmessage: { type: modal, message: m }\n---\n"
    head = campaign + SCENARIO_HEAD.format(name="timers")
    tail = "  - wait: 20s\n  - expect: { displayed: t, visible: t }\n"
    step = "  - custom_event: e\n"
    if limit:
        count = (limit - len(head) - len(tail) - 1) // len(step)
    return head + step * count + tail


def sim_dropped_list(count: int) -> str:
    campaign = "campaign: f\ntrigger: { custom_event: e, filters: [ { property: n, greater_than: 50 } ] }\nmessage: { type: modal, message: m }\n---\n"
    entries = "".join("      - { campaign: f, reason: filters }\n" for _ in range(count))
    return campaign + SCENARIO_HEAD.format(name="dropped-list") + "  - custom_event: e\n    properties: { n: 1 }\n  - expect:\n      dropped:\n" + entries


def sim_long_notes(expects: int) -> str:
    """`expects` failing expectations, each with a note that points into one long line of filters."""
    filters = ", ".join(f"{{ property: p{i}, greater_than: 0 }}" for i in range(expects * 20))
    campaign = f"campaign: long\ntrigger: {{ custom_event: e, filters: [ {filters} ] }}\nmessage: {{ type: modal, message: m }}\n---\n"
    steps = "".join("  - custom_event: e\n  - expect: { displayed: long }\n" for _ in range(expects))
    return campaign + SCENARIO_HEAD.format(name="long-notes") + steps


def sim_long_e605(properties: int) -> str:
    """`properties` E605 on one line of event properties, each compared as a time by a filter."""
    timed = ", ".join(f"{{ property: t{i}, type: time, exists: true }}" for i in range(properties))
    campaign = f"campaign: timed\ntrigger: {{ custom_event: t, filters: [ {timed} ] }}\nmessage: {{ type: modal, message: m }}\n---\n"
    values = ", ".join(f"t{i}: soon" for i in range(properties))
    return campaign + SCENARIO_HEAD.format(name="long-e605") + f"  - custom_event: t\n    properties: {{ {values} }}\n  - expect: {{ displayed: none }}\n"


def sim_many_properties(properties: int, filters: int) -> str:
    rules = "".join(f"    - {{ property: q{i}, equals: {i} }}\n" for i in range(filters))
    campaign = f"campaign: many\ntrigger:\n  custom_event: e\n  filters:\n{rules}message: {{ type: modal, message: m }}\n---\n"
    values = "".join(f"      q{i}: {i}\n" for i in range(properties))
    return campaign + SCENARIO_HEAD.format(name="many-properties") + f"  - custom_event: e\n    properties:\n{values}  - expect: {{ displayed: many }}\n"


def sim_trace_memory(events: int) -> str:
    campaigns = "---\n".join(
        f"campaign: c{i:03d}\npriority: {i % 100}\nreeligible_after: 0s\n"
        f"trigger: {{ custom_event: e{i % 20}, filters: [ {{ property: n, greater_than: {i % 50} }} ] }}\n"
        f"message: {{ type: slideup, message: m }}\n" for i in range(200))
    steps = []
    for i in range(events):
        steps.append(f"  - custom_event: e{i % 20}\n    properties: {{ n: {i % 100}, category: shoes }}\n")
        if i % 5 == 4:
            steps.append("  - wait: 31s\n  - expect: {}\n")
    return campaigns + "---\n" + SCENARIO_HEAD.format(name="trace-memory") + "".join(steps) + "  - expect: { visible: none }\n"


def sim_notes(count: int) -> str:
    campaigns = "---\n".join(
        f"campaign: c{i:04d}\ntrigger: {{ custom_event: e, filters: [ {{ property: n, greater_than: 5 }} ] }}\n"
        f"message: {{ type: modal, message: m }}\n" for i in range(count))
    steps = "  - custom_event: e\n    properties: { n: 1 }\n" * count
    return campaigns + "---\n" + SCENARIO_HEAD.format(name="notes") + steps + "  - expect: { displayed: c0000 }\n"


def regex_many_patterns(count: int) -> str:
    kinds = ["(x{i}+x+)+y", "\\\\Ab{i}", "(?i)c{i}", "^d{i}$"]
    rules = "".join(f"    - {{ property: p, matches: \"{kinds[i % 4].format(i=i)}\" }}\n" for i in range(count))
    return f"campaign: many-patterns\ntrigger:\n  custom_event: e\n  filters:\n{rules}" + MESSAGE


def sim_regex(pattern: str, values: list) -> str:
    campaign = f"campaign: r\nreeligible_after: 0s\ntrigger: {{ custom_event: e, filters: [ {{ property: v, matches: '{pattern}' }} ] }}\n" + MESSAGE
    steps = "".join(f"  - custom_event: e\n    properties: {{ v: {value} }}\n" for value in values)
    return campaign + "---\n" + SCENARIO_HEAD.format(name="regex") + steps + "  - expect: { displayed: none }\n"


def sim_big_scenario(limit: int = LIMIT) -> str:
    campaign = "campaign: b\nreeligible_after: 0s\ntrigger: { custom_event: e, filters: [ { property: n, greater_than: 3 } ] }\nmessage: { type: modal, message: m }\n---\n"
    # Each block passes: the message is shown, dismissed, and gone once its dismiss animation
    # (250 ms) has ended.
    block = "  - custom_event: e\n    properties: { n: 7, label: shoes }\n  - wait: 31s\n  - dismiss\n  - wait: 1s\n  - expect: { displayed: b, visible: none }\n"
    head = campaign + SCENARIO_HEAD.format(name="big")
    return head + block * ((limit - len(head) - 1) // len(block))


def payload_case(folder: Path, triggers: list, steps: str) -> None:
    import json
    folder.mkdir(parents=True, exist_ok=True)
    payload = {"schema_version": 2, "trigger_minimum_interval_seconds": 30, "triggers": triggers, "local_assets": [], "remote_assets": []}
    (folder / "payload.json").write_text(json.dumps(payload) + "\n")
    (folder / "s.yaml").write_text(SCENARIO_HEAD.format(name="payload") + steps)


def trigger(ident: str, filters: list) -> dict:
    condition = {"type": "custom_event_property", "data": {"event_name": "e", "property_filters": filters}}
    return {"id": ident, "type": "inapp", "priority": 50, "start_time": 0, "trigger_condition": [condition],
            "data": {"type": "MODAL", "message": "m", "orientation": "ANY", "trigger_id": ident}}


def write_simulator_inputs(folder: Path, small: bool) -> None:
    (folder / "sim-timers.yaml").write_text(sim_timers(500 if small else 64_000))
    (folder / "sim-dropped-list.yaml").write_text(sim_dropped_list(300 if small else 32_000))
    (folder / "sim-long-notes.yaml").write_text(sim_long_notes(20 if small else 1_000))
    (folder / "sim-long-e605.yaml").write_text(sim_long_e605(200 if small else 60_000))
    (folder / "sim-many-properties.yaml").write_text(sim_many_properties(500, 50) if small else sim_many_properties(100_000, 5_000))
    (folder / "sim-trace-memory.yaml").write_text(sim_trace_memory(300 if small else 12_000))
    (folder / "sim-notes.yaml").write_text(sim_notes(30 if small else 1_000))
    (folder / "sim-regex-hostile.yaml").write_text(sim_regex("(x+x+)+y", ["x" * 30, "x" * 60, "x" * (2_000 if small else 100_000)]))
    (folder / "sim-regex-budget.yaml").write_text(sim_regex("^(a|a)+\\1b", ["a" * 40 + str(i) for i in range(50 if small else 500)]))
    if small:
        return
    (folder / "sim-timers-8mib.yaml").write_text(sim_timers(limit=LIMIT))
    (folder / "sim-8mib-scenario.yaml").write_text(sim_big_scenario())
    huge = [[{"property_key": "seen", "property_type": "date", "comparator": 3, "property_value": 9_300_000_000_000_000}]]
    payload_case(folder / "sim-huge-time", [trigger("huge", huge)],
                 "  - custom_event: e\n    properties: { seen: 2026-03-01T09:00:00Z }\n  - expect: { displayed: none, dropped: { campaign: huge, reason: filters } }\n")
    payload_case(folder / "sim-duplicate-ids", [trigger("twice", []), trigger("twice", [])], "  - custom_event: e\n  - expect: { displayed: twice }\n")


def suppressions(line: str, limit: int = LIMIT, count: int = 0) -> bytes:
    """A campaign, then `line` repeated `count` times or up to `limit` bytes."""
    head = "campaign: c\ntrigger: session_start\nmessage: { type: slideup, message: m }\n"
    repeats = count or (limit - len(head) - 1) // (len(line) + 1)
    return (head + (line + "\n") * repeats).encode()


def suppression_commas(count: int) -> bytes:
    """One suppression comment whose list is `count` empty codes."""
    head = "campaign: c\ntrigger: session_start\nmessage: { type: slideup, message: m }\n"
    return (head + "# campaignc: ignore[" + "," * count + "]\n").encode()


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
    (folder / "suppression-commas.yaml").write_bytes(suppression_commas(2_000 if small else 2_300_000))
    for kind in LINE_BREAKS:
        (folder / f"line-breaks-{kind}.yaml").write_bytes(line_breaks(kind))
    (folder / "line-breaks-8mib.yaml").write_bytes(line_breaks_big(60_000 if small else LIMIT))
    (folder / "github-controls.yaml").write_bytes(github_controls())
    (folder / "regex-many-patterns.yaml").write_text(regex_many_patterns(500 if small else 20_000))
    if not small:
        (folder / "bounds-8mib.yaml").write_text(bounds(limit=LIMIT))
    write_simulator_inputs(folder, small)
    if "--probes" in sys.argv[2:]:
        (folder / "long-trigger-word.yaml").write_bytes(long_scalar(LIMIT, key="trigger"))
        (folder / "alias-filters.yaml").write_text(filters_doc("[ &f { property: a, greater_than: 1 }, " + ", ".join(["*f"] * 1_999) + " ]"))
        (folder / "alias-errors.yaml").write_text(alias_errors())
        (folder / "alias-errors-docs.yaml").write_text(fill(alias_errors()))
        (folder / "many-filters.yaml").write_text(many_filters(16_000))
        (folder / "many-unknown-keys.yaml").write_text(many_keys())


if __name__ == "__main__":
    main()
