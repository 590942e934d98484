#!/usr/bin/python3
"""An independent check of campaignc's contrast rule W701-W703 (SPEC §4.5).

Reads JSON lines that the Swift tests write, one campaign each: the campaign (its `message`
as written, JSON being YAML), the level (AA or AAA) and the W701-W703 diagnostics campaignc
reported (code, message, help). For every campaign this file resolves the colours the SDK
draws on its own, from the SPEC's words: each key from the theme, else the light theme (for
the dark theme), else the SDK's default; a button's from the dark theme's entry, its style,
the defaults. It composites them over the backdrop (and a modal's frame), finds the texts
below the threshold, writes each one's message, and finds the closest passing shades with
check_contrast.py's arithmetic. The diagnostics must be exactly those messages, and each help
must name the same shades. Exit 0 when every campaign agrees.

Usage: /usr/bin/python3 Scripts/check_contrast_rule.py CAMPAIGNS.jsonl
"""

import re
import sys

from check_contrast import THRESHOLDS, closest_shade, half_up, hex_text, over, parse, ratio, read_lines, shown

DEFAULTS = {"text": "#555555", "header": "#333333", "frame": "#333333BF"}
BUTTON_DEFAULTS = {"background": "#1B78CF", "text": "#FFFFFF"}
WHITE = (255.0, 255.0, 255.0)
BLACK = (0.0, 0.0, 0.0)


def resolve(message, dark):
    """The colours (#… texts) of the message and of each button in one theme: `dark` only
    when the message has a dark theme."""
    theme = message.get("theme", {})
    light_keys = theme.get("light", {})
    dark_keys = theme.get("dark", {}) if dark else {}
    defaults = dict(DEFAULTS, background="#EFEFEF" if message["type"] == "slideup" else "#FFFFFF")
    colours = {key: dark_keys.get(key, light_keys.get(key, default)) for key, default in defaults.items()}
    entries = dark_keys.get("buttons", [])
    buttons = []
    for index, button in enumerate(message.get("buttons", [])):
        entry = entries[index] if index < len(entries) else {}
        style = button.get("style", {})
        buttons.append({key: entry.get(key, style.get(key, default)) for key, default in BUTTON_DEFAULTS.items()})
    return colours, buttons


def pairs(message, dark):
    """(part, size, drawn text, drawn background) of each text checked in one theme."""
    colours, buttons = resolve(message, dark)
    base = BLACK if dark else WHITE
    if message["type"] == "modal":
        base = over(parse(colours["frame"]), base)
    background = over(parse(colours["background"]), base)
    image_only = message.get("layout") == "image_only"
    found = []
    if message["type"] == "slideup" or not image_only:
        if "header" in message and message["type"] != "slideup":
            found.append(("header", "large", over(parse(colours["header"]), background), background))
        if "message" in message:
            found.append(("message text", "normal", over(parse(colours["text"]), background), background))
    for index, button in enumerate(buttons):
        fill = parse(button["background"])
        if image_only and fill[3] != 255:
            continue
        drawn = over(fill, background)
        found.append(("button %d text" % (index + 1), "normal", over(parse(button["text"]), drawn), drawn))
    return found


def expected(campaign, level):
    """The failing checks: (code, message, text shade, background shade) each."""
    message = campaign["message"]
    checks = [(pair, "light") for pair in pairs(message, False)]
    if "dark" in message.get("theme", {}):
        light = pairs(message, False)
        checks += [(pair, "dark") for pair in pairs(message, True) if pair not in light]
    result = []
    for (part, size, text, background), theme in checks:
        threshold = THRESHOLDS[(level, size)]
        value = ratio(text, background)
        if value >= threshold:
            continue
        code = {"header": "W701", "message text": "W702"}.get(part, "W703")
        shown_threshold = ("%g" % threshold) + ":1"
        large = ", large text" if size == "large" else ""
        words = "%s contrast %s in the %s theme is below %s (WCAG 2 %s%s): %s on %s" % (
            part, shown(value), theme, shown_threshold, level, large, hex_text(text), hex_text(background))
        text_shade = closest_shade(tuple(half_up(c) for c in text), threshold, background)
        background_shade = closest_shade(tuple(half_up(c) for c in background), threshold, text) if code == "W703" else None
        result.append((code, words, text_shade, background_shade))
    return result


def shades_in(help_text):
    """The text shade and the background shade a help names (None where it names none)."""
    text = re.match(r'^(?:use|add \w+:) "(#[0-9A-F]{6})"', help_text)
    background = re.search(r'background "(#[0-9A-F]{6})"$', help_text)
    return (text.group(1) if text else None, background.group(1) if background else None)


def check(case):
    """The differences between campaignc's diagnostics and this file's, as text."""
    want = expected(case["campaign"], case["level"])
    got = case["diagnostics"]
    problems = []
    got_messages = sorted((d["code"], d["message"]) for d in got)
    want_messages = sorted((code, words) for code, words, _, _ in want)
    if got_messages != want_messages:
        problems.append("campaignc %r, python %r" % (got_messages, want_messages))
        return problems
    helps = {(d["code"], d["message"]): d["help"] for d in got}
    for code, words, text_shade, background_shade in want:
        help_text = helps[(code, words)]
        if shades_in(help_text) != (text_shade, background_shade):
            problems.append("%s: help %r, python shades %r %r" % (words, help_text, text_shade, background_shade))
        if text_shade is None and not help_text.startswith("no shade of "):
            problems.append("%s: help %r should say no shade reaches it" % (words, help_text))
    return problems


def main(arguments):
    if len(arguments) != 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    count = failing = 0
    problems = []
    for number, case in read_lines(arguments[1]):
        count += 1
        failing += len(case["diagnostics"])
        problems += ["campaign %d: %s" % (number, problem) for problem in check(case)]
    for problem in problems:
        print(problem)
    if count == 0:
        print("no campaigns read")
        return 1
    if problems:
        return 1
    print("%d campaigns agree: %d failing checks, their ratios and shades" % (count, failing))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
