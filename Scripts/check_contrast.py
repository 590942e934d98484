#!/usr/bin/python3
"""An independent check of campaignc's contrast arithmetic (SPEC §4.5).

Reads JSON lines that the Swift tests write (one case each: a text colour, a background
colour and the backdrop under it, the level and text size, and every result the Swift code
computed) and recomputes each result with this file's own code: source-over compositing
without rounding, WCAG 2.x relative luminance with the sRGB threshold 0.04045, the ratio, its
shown form (truncated to two decimals), the drawn colours as #RRGGBB rounded half up, the
pass/fail decision compared unrounded, and the closest passing shades (darker_1, lighter_1,
darker_2, …). It also checks SPEC §4.5's own examples. Exit 0 when everything agrees.

Usage: /usr/bin/python3 Scripts/check_contrast.py CASES.jsonl
"""

import json
import math
import sys

THRESHOLDS = {("AA", "normal"): 4.5, ("AA", "large"): 3.0, ("AAA", "normal"): 7.0, ("AAA", "large"): 4.5}


def parse(text):
    """#RRGGBB or #RRGGBBAA -> (r, g, b, a) integers."""
    digits = text[1:]
    if len(digits) == 6:
        digits += "FF"
    return tuple(int(digits[i:i + 2], 16) for i in range(0, 8, 2))


def over(colour, below):
    """`colour` (r, g, b, a) drawn over the opaque `below` (floats): a*F + (1 - a)*B."""
    alpha = colour[3]
    if alpha == 255:
        return tuple(float(c) for c in colour[:3])
    a = alpha / 255
    return tuple(a * colour[i] + (1 - a) * below[i] for i in range(3))


def half_up(channel):
    return min(255, max(0, math.floor(channel + 0.5)))


def hex_text(rgb):
    return "#" + "".join("%02X" % half_up(c) for c in rgb)


def luminance(rgb):
    def linear(channel):
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(first, second):
    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def shown(value):
    hundredths = math.floor(value * 100)
    return "%d.%02d:1" % (hundredths // 100, hundredths % 100)


def darker(rgb, n):
    return tuple(c * (255 - n) // 255 for c in rgb)


def lighter(rgb, n):
    return tuple(c + -((-(255 - c) * n) // 255) for c in rgb)


def closest_shade(rgb, threshold, other):
    for n in range(1, 256):
        for shade in (darker(rgb, n), lighter(rgb, n)):
            if ratio(shade, other) >= threshold:
                return "#%02X%02X%02X" % shade
    return None


def check_case(case):
    """The differences between the Swift results in `case` and this file's, as text."""
    backdrop = tuple(float(c) for c in parse(case["backdrop"])[:3])
    background = over(parse(case["background"]), backdrop)
    text = over(parse(case["text"]), background)
    value = ratio(text, background)
    threshold = THRESHOLDS[(case["level"], case["size"])]
    rounded_text = tuple(half_up(c) for c in text)
    rounded_background = tuple(half_up(c) for c in background)
    expected = {
        "drawn_background": hex_text(background),
        "drawn_text": hex_text(text),
        "shown": shown(value),
        "passes": value >= threshold,
        "text_shade": None if value >= threshold else closest_shade(rounded_text, threshold, background),
        "background_shade": None if value >= threshold else closest_shade(rounded_background, threshold, text),
    }
    problems = ["%s: swift %r, python %r" % (key, case[key], want) for key, want in expected.items() if case[key] != want]
    if not math.isclose(case["ratio"], value, rel_tol=1e-12, abs_tol=0):
        problems.append("ratio: swift %r, python %r" % (case["ratio"], value))
    return problems


def check_spec_examples():
    """SPEC §4.5's worked examples, computed here."""
    problems = []
    white = (255.0, 255.0, 255.0)
    if shown(ratio((0x11,) * 3, (0x1E,) * 3)) != "1.13:1":
        problems.append("#111111 on #1E1E1E is not 1.13:1")
    if hex_text(over(parse("#FFFFFF80"), (0x66,) * 3)) != "#B3B3B3":
        problems.append("#FFFFFF80 over #666666 is not #B3B3B3")
    if closest_shade((0x99,) * 3, 4.5, white) != "#767676":
        problems.append("the closest shade of #999999 reaching 4.5:1 on #FFFFFF is not #767676")
    if closest_shade((0x11,) * 3, 3.0, (0x1E,) * 3) != "#696969":
        problems.append("the closest shade of #111111 reaching 3:1 on #1E1E1E is not #696969")
    if shown(ratio((0x77,) * 3, white)) != "4.47:1":
        problems.append("#777777 on #FFFFFF does not show 4.47:1")
    return problems


def read_lines(path):
    """(line number, its JSON) of each line of `path` that is not blank."""
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if line.strip():
                yield number, json.loads(line)


def main(arguments):
    if len(arguments) != 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    problems = check_spec_examples()
    count = 0
    for number, case in read_lines(arguments[1]):
        count += 1
        problems += ["case %d (%s on %s over %s): %s" % (number, case["text"], case["background"], case["backdrop"], p)
                     for p in check_case(case)]
    for problem in problems:
        print(problem)
    if count == 0:
        print("no cases read")
        return 1
    if problems:
        return 1
    print("%d cases agree" % count)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
