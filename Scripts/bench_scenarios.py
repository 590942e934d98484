#!/usr/bin/env python3
"""Writes the corpus of the benchmark's `campaignc test` and `campaignc preview` figures
(SPEC §9.4, §10): deterministic, no randomness beyond a fixed linear congruential sequence.

    bench_scenarios.py DIR [--campaigns 200] [--scenarios 1000] [--steps 20]

DIR/campaigns/ gets CAMPAIGNS campaigns over 20 custom event names (every fourth one with one
`matches` filter, the others with a number filter or none; priorities, delays and
re-eligibility vary; every message type but html), in files of ten; DIR/scenarios/ gets
SCENARIOS scenarios of STEPS steps each (events with properties, waits, `request_next`, and
an `expect` every fifth step; the expectations are empty, since what the engine shows is the
figure's work, not its subject), in files of fifty.
"""
import sys
from pathlib import Path

EVENTS = [f"event_{i:02d}" for i in range(20)]
TYPES = ["slideup", "modal", "full"]


class Sequence:
    """A fixed linear congruential sequence: the same corpus on every machine."""

    def __init__(self, seed: int) -> None:
        self.state = seed

    def next(self, bound: int) -> int:
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return (self.state >> 33) % bound


def campaign(index: int, seq: Sequence) -> str:
    event = EVENTS[index % len(EVENTS)]
    kind = TYPES[index % len(TYPES)]
    lines = [f"campaign: bench-{index:04d}", f"priority: {seq.next(101)}"]
    if index % 3 == 0:
        lines.append(f"delay: {seq.next(5)}s")
    lines.append(f"reeligible_after: {seq.next(3) * 30}s")
    kind_of_filter = (index // len(EVENTS)) % 4
    if kind_of_filter == 0:
        filters = "[ { property: category, matches: \"^shoe\" } ]"
    elif kind_of_filter == 1:
        filters = f"[ {{ property: cart_total, greater_than: {seq.next(100)} }} ]"
    else:
        filters = "[]"
    if filters == "[]":
        lines.append(f"trigger: {{ custom_event: {event} }}")
    else:
        lines.append(f"trigger: {{ custom_event: {event}, filters: {filters} }}")
    lines.append("message:")
    lines.append(f"  type: {kind}")
    if kind == "full":
        lines.append("  image: https://cdn.example.com/iam/full.png")
        lines.append("  header: Full screen offer")
    lines.append(f"  message: Message number {index}")
    if kind != "slideup":
        lines.append("  buttons: [ { text: OK }, { text: Later } ]")
    return "\n".join(lines) + "\n"


def scenario(index: int, steps: int, seq: Sequence) -> str:
    lines = [f"scenario: bench-scenario-{index:04d}", "start: 2026-03-02T10:00:00Z", "steps:"]
    for step in range(steps):
        if step % 5 == 4:
            lines.append("  - expect: {}")
            continue
        choice = step % 5
        if choice in (0, 2):
            event = EVENTS[seq.next(len(EVENTS))]
            total = seq.next(150)
            category = ["shoes", "boots", "hats"][seq.next(3)]
            lines.append(f"  - custom_event: {event}")
            lines.append(f"    properties: {{ cart_total: {total}, category: {category} }}")
        elif choice == 1:
            lines.append(f"  - wait: {seq.next(40) + 1}s")
        else:
            lines.append("  - request_next")
    return "\n".join(lines) + "\n"


def main() -> None:
    folder = Path(sys.argv[1])
    args = sys.argv[2:]

    def option(name: str, default: int) -> int:
        return int(args[args.index(name) + 1]) if name in args else default

    campaigns = option("--campaigns", 200)
    scenarios = option("--scenarios", 1000)
    steps = option("--steps", 20)
    seq = Sequence(20261124)
    (folder / "campaigns").mkdir(parents=True, exist_ok=True)
    (folder / "scenarios").mkdir(parents=True, exist_ok=True)
    for start in range(0, campaigns, 10):
        docs = [campaign(i, seq) for i in range(start, min(start + 10, campaigns))]
        (folder / "campaigns" / f"campaigns-{start // 10:03d}.yaml").write_text("---\n".join(docs))
    for start in range(0, scenarios, 50):
        docs = [scenario(i, steps, seq) for i in range(start, min(start + 50, scenarios))]
        (folder / "scenarios" / f"scenarios-{start // 50:03d}.yaml").write_text("---\n".join(docs))


if __name__ == "__main__":
    main()
