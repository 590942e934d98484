#!/usr/bin/env python3
"""Independent check of W904, placeholder parity (SPEC §16.3), with translate-toolkit's
pofilter (Debian's translate-toolkit, run by /usr/bin/python3):

1. writes a temporary localised project: 120 campaigns whose texts hold Liquid outputs and
   tags, and their translations into 5 locales (600 units in all), a deterministic share of
   them with a seeded placeholder mistake (an output dropped, added, repeated or renamed, an
   `if` block dropped) and some with the placeholders only reordered (not a mistake);
2. runs `campaignc validate --format json` on it and takes the units W904 reports;
3. exports PO files with `campaignc translations export --format po`, and runs pofilter's
   `variables` check through its Python API, with `{{`…`}}` and `{%`…`%}` declared as the
   variables, over every translated unit;
4. requires that exactly the units W904 reports are the ones pofilter flags.

    /usr/bin/python3 Scripts/check_pofilter.py .build/debug/campaignc

Normalisation: translate-toolkit takes as a variable only a name (letters, digits, `_`, `.`)
between its markers, so `{{${first_name} | default: 'there'}}` is no variable to it. Before the
check, each Liquid output and tag of a unit's source and translation is therefore written as a
name between the same markers — `{{p0}}`, `{%p1%}` — one name per distinct placeholder of the
unit, placeholders being equal when they are equal after W904's documented rule (without white
space, `-` trim markers and the text of quoted strings; docs/localisation.md), implemented here
again in Python. pofilter then compares the multisets of names. Prints
"pofilter: N units compared, M flagged by both, 0 by one only"; exits 1 on any disagreement.
"""

import json
import os
import random
import re
import subprocess
import sys
import tempfile

from translate.filters import checks
from translate.storage import po

SEED = 20261202
LOCALES = ["fr", "de", "es", "it", "nl"]
CAMPAIGNS = 120

# The placeholders the source texts are made of.
OUTPUTS = [
    "{{${first_name} | default: 'there'}}",
    "{{${city} | default: 'your city'}}",
    "{{custom_attribute.${points} | default: 0}}",
    "{{${last_name} | default: 'friend'}}",
]
# An output's attribute swapped for another that exists (a wrong one would be E803).
RENAMED = [("${first_name}", "${last_name}"), ("${last_name}", "${first_name}"), ("${city}", "${country}"), ("${points}", "${point_total}")]
WORDS = ["spring", "sale", "shoes", "today", "offer", "points", "new", "week", "your", "deal"]


def source_text(rng):
    """A message: words, 1 to 3 outputs, sometimes an `if` block."""
    parts = [rng.choice(WORDS).capitalize()]
    for output in rng.sample(OUTPUTS, rng.randint(1, 3)):
        parts.append(output)
        parts.append(rng.choice(WORDS))
    if rng.random() < 0.3:
        parts += ["{% if custom_attribute.${vip} %}", "VIP", "{% endif %}"]
    return " ".join(parts)


def is_placeholder(part):
    return part.startswith("{{") or part.startswith("{%")


def translate(source, locale, rng):
    """The translation of `source` and whether it holds a seeded mistake."""
    translated = retokenised(source, locale)
    roll = rng.random()
    outputs = [i for i, part in enumerate(translated) if part.startswith("{{")]
    if roll < 0.08:
        del translated[rng.choice(outputs)]
        return " ".join(translated), True
    if roll < 0.16:
        translated.append("{{${email_address} | default: 'x'}}")
        return " ".join(translated), True
    if roll < 0.22:
        translated.append(translated[rng.choice(outputs)])
        return " ".join(translated), True
    if roll < 0.28:
        index = rng.choice(outputs)
        for name, other in RENAMED:
            if name in translated[index]:
                translated[index] = translated[index].replace(name, other, 1)
                break
        return " ".join(translated), True
    if roll < 0.33 and "{% endif %}" in translated:
        translated = [part for part in translated if not part.startswith("{%")]
        return " ".join(translated), True
    if roll < 0.45:
        # The same placeholders in another order: not a mistake.
        placeholders = [part for part in translated if is_placeholder(part) and not part.startswith("{%")]
        rng.shuffle(placeholders)
        shuffled = iter(placeholders)
        translated = [next(shuffled) if is_placeholder(part) and not part.startswith("{%") else part for part in translated]
    return " ".join(translated), False


def retokenised(source, locale):
    """`source` cut into words and placeholders (kept whole), each word marked as translated."""
    tokens = []
    rest = source
    while rest:
        rest = rest.lstrip(" ")
        if not rest:
            break
        if rest.startswith("{{") or rest.startswith("{%"):
            close = "}}" if rest.startswith("{{") else "%}"
            end = rest.index(close, 2)
            # `{{${a}}}`: the output ends at the last of the closing braces.
            while rest[end + 2 : end + 3] == "}":
                end += 1
            tokens.append(rest[: end + 2])
            rest = rest[end + 2 :]
        else:
            word = rest.split(" ", 1)[0]
            tokens.append(f"{locale}-{word}")
            rest = rest[len(word) :]
    return tokens


def write_project(folder, rng):
    """The project's files; returns {(locale, campaign): True when the translation is seeded wrong}."""
    with open(os.path.join(folder, "campaignc.yaml"), "w", encoding="utf-8") as handle:
        handle.write("localisation:\n  source: en\n  locales: [" + ", ".join(LOCALES) + "]\n")
    os.makedirs(os.path.join(folder, "campaigns"))
    os.makedirs(os.path.join(folder, "translations"))
    sources = {}
    for index in range(CAMPAIGNS):
        campaign = f"campaign-{index:03d}"
        sources[campaign] = source_text(rng)
        with open(os.path.join(folder, "campaigns", campaign + ".yaml"), "w", encoding="utf-8") as handle:
            handle.write(
                f"campaign: {campaign}\ntrigger: {{ custom_event: event_{index:03d} }}\n"
                f"message:\n  type: slideup\n  message: {json.dumps(sources[campaign])}\n")
    seeded = {}
    for locale in LOCALES:
        lines = [f"locale: {locale}", "campaigns:"]
        for campaign, source in sources.items():
            text, wrong = translate(source, locale, rng)
            seeded[(locale, campaign)] = wrong
            lines += [f"  {campaign}:", f"    message: {json.dumps(text, ensure_ascii=False)}"]
        with open(os.path.join(folder, "translations", locale + ".yaml"), "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines) + "\n")
    return seeded


def w904_units(campaignc, folder):
    """The (locale, campaign) of every W904 `validate` reports, from its line in the file."""
    run = subprocess.run([campaignc, "validate", "--format", "json"], cwd=folder, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        raise SystemExit(f"campaignc validate exited {run.returncode}: {run.stderr}")
    report = json.loads(run.stdout)
    others = [d for d in report["diagnostics"] if d["code"] != "W904"]
    if others:
        raise SystemExit(f"unexpected diagnostics: {others[:3]}")
    flagged = set()
    for diagnostic in report["diagnostics"]:
        locale = os.path.basename(diagnostic["file"])[: -len(".yaml")]
        # Line 3 is the first campaign's key, line 4 its message; two lines per campaign.
        flagged.add((locale, f"campaign-{(diagnostic['line'] - 4) // 2:03d}"))
    return flagged


PLACEHOLDER = re.compile(r"\{\{.*?\}\}(?!\})|\{%.*?%\}", re.S)
QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")


def key(placeholder):
    """W904's key of an output or tag: no trim dashes, white space runs made one and trimmed,
    quoted strings emptied."""
    opening, closing = placeholder[:2], placeholder[-2:]
    inner = placeholder[2:-2]
    if inner.startswith("-"):
        inner = inner[1:]
    if inner.endswith("-"):
        inner = inner[:-1]
    inner = QUOTED.sub("''", inner)
    return opening + " ".join(inner.split()) + closing


def named(source, target):
    """`source` and `target` with each placeholder written as a name translate-toolkit reads."""
    names = {}

    def rename(match):
        text = match.group(0)
        name = names.setdefault(key(text), f"p{len(names)}")
        return f"{text[:2]}{name}{text[-2:]}"

    return PLACEHOLDER.sub(rename, source), PLACEHOLDER.sub(rename, target)


def pofilter_units(campaignc, folder):
    """The (locale, campaign) of every translated PO unit pofilter's `variables` flags."""
    output = os.path.join(folder, "po")
    run = subprocess.run([campaignc, "translations", "export", "--format", "po", "--output", output], cwd=folder, capture_output=True, text=True)
    if run.returncode != 0:
        raise SystemExit(f"campaignc translations export exited {run.returncode}: {run.stderr}")
    config = checks.CheckerConfig(varmatches=[("{{", "}}"), ("{%", "%}")])
    checker = checks.StandardChecker(checkerconfig=config, limitfilters=["variables"])
    compared, flagged = 0, set()
    for locale in LOCALES:
        store = po.pofile.parsefile(os.path.join(output, locale + ".po"))
        for unit in store.units:
            if unit.isheader() or not unit.istranslated():
                continue
            compared += 1
            campaign = unit.getcontext().split("/", 1)[0]
            source, target = named(unit.source, unit.target)
            renamed = po.pounit(source)
            renamed.target = target
            if "variables" in checker.run_filters(renamed):
                flagged.add((locale, campaign))
    return compared, flagged


def main():
    if len(sys.argv) != 2:
        raise SystemExit("usage: check_pofilter.py CAMPAIGNC")
    campaignc = os.path.abspath(sys.argv[1])
    rng = random.Random(SEED)
    with tempfile.TemporaryDirectory(prefix="campaignc-pofilter-") as folder:
        seeded = write_project(folder, rng)
        by_w904 = w904_units(campaignc, folder)
        compared, by_pofilter = pofilter_units(campaignc, folder)
    expected = {key for key, wrong in seeded.items() if wrong}
    only_one = sorted(by_w904 ^ by_pofilter)
    if compared < 500 or only_one or by_w904 != expected:
        print(f"pofilter: {compared} units compared; W904 only: {sorted(by_w904 - by_pofilter)[:10]}; pofilter only: {sorted(by_pofilter - by_w904)[:10]}")
        print(f"seeded but not W904: {sorted(expected - by_w904)[:10]}; W904 but not seeded: {sorted(by_w904 - expected)[:10]}")
        return 1
    print(f"pofilter: {compared} units compared, {len(by_w904 & by_pofilter)} flagged by both, 0 by one only")
    return 0


if __name__ == "__main__":
    sys.exit(main())
