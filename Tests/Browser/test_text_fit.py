"""The fit model (SPEC §16.4, CampaignLocale's TextFit) against Chromium: every label of
fixtures/text-fit.json (360 labels in Liberation Sans and Roboto at the §10.1 sizes, written with
the library's verdicts by CampaignLocaleTests' TextFitBrowserFixtureTests) is drawn one line in a
box of its width with `white-space: nowrap; overflow: hidden; text-overflow: ellipsis`, kerning and
ligatures off (the model ignores them), and compared pixel by pixel with boxes that draw, without
any ellipsis of Chromium's, the library's `drawn` text, the whole label, and the cuts one cluster
shorter and longer:

- a label the library says fits must be drawn exactly as the whole label (no ellipsis);
- a label it cuts must be drawn nearer to the library's cut than to the whole label and to either
  neighbouring cut. (Not exactly equal: Chromium places its ellipsis at a 1/64 px layout unit,
  the reference draws `…` right after the text, so the ellipsis's anti-aliasing can differ.)

So Chromium overflows exactly the labels the library says do not fit, and cuts them where it
says. No label is excluded: the fixture keeps every box at least 1/32 px away from a label's
width and from every cut's width (Chromium's 1/64 px layout units decide closer than that).

It also prints, as a measurement, how many verdicts Chromium's default kerning would flip.
"""

import base64
import json
import os
import struct
import unittest
import zlib

from gallery import ROOT, driver

FIXTURE = os.path.join(ROOT, "Tests", "Browser", "fixtures", "text-fit.json")
FONTS = {
    ("Liberation Sans", "regular"): "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    ("Liberation Sans", "bold"): "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
    ("Roboto", "regular"): "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
    ("Roboto", "bold"): "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf",
}
ROW = 30
PAGE = 90


def png_rows(data):
    """The RGBA rows of an 8-bit RGB or RGBA, non-interlaced PNG (what Chromium's screenshots are)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    offset, chunks, header = 8, [], None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        offset += 12 + length
    width, height, depth, color, _, _, interlace = header
    assert depth == 8 and color in (2, 6) and interlace == 0, header
    channels = 4 if color == 6 else 3
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, corner = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append(bytes(line))
        previous = line
    return rows, channels


REFERENCES = ("drawn", "shorter", "longer", "text")


def page(labels, kerning, spacing):
    """Each label's box at x 0, its reference boxes every `spacing` px to the right."""
    faces = "".join(
        f"@font-face{{font-family:'{family} T';font-weight:{700 if weight == 'bold' else 400};src:url('file://{path}')}}"
        for (family, weight), path in FONTS.items())
    kern = "" if kerning else "font-kerning:none;font-variant-ligatures:none;font-feature-settings:'kern' 0,'liga' 0;"
    rows = []
    for index, label in enumerate(labels):
        font = (f"font-family:'{label['family']} T';font-size:{label['size']}px;"
                f"font-weight:{700 if label['weight'] == 'bold' else 400};{kern}")
        top = index * ROW
        rows.append(f"<div class=b style=\"top:{top}px;left:0;width:{label['box']}px;{font}text-overflow:ellipsis;white-space:nowrap\"></div>")
        for column, _ in enumerate(REFERENCES, 1):
            rows.append(f"<div class=r style=\"top:{top}px;left:{column * spacing}px;width:{label['box']}px;{font}\"></div>")
        rows.append(f"<span class=m style=\"top:{top}px;{font}\"></span>")
    return ("<!doctype html><html><head><meta charset=utf-8><style>" + faces
            + "body{margin:0}.b,.r,.m{position:absolute;overflow:hidden;line-height:" + str(ROW) + "px;height:" + str(ROW)
            + "px;color:#000;background:#fff}.r{text-overflow:clip;white-space:pre}.m{left:0;white-space:pre;visibility:hidden}"
            + "</style></head><body>" + "".join(rows) + "</body></html>")


FILL = ("const labels = arguments[0], names = arguments[1];"
        "const boxes = document.querySelectorAll('.b'), refs = document.querySelectorAll('.r'), spans = document.querySelectorAll('.m');"
        "labels.forEach((l, i) => { boxes[i].textContent = l.text; spans[i].textContent = l.text;"
        "  names.forEach((n, j) => { refs[i * names.length + j].textContent = l[n] || ''; }); });"
        "return document.fonts.ready.then(() => true);")


def distance(rows, channels, top, left, other, width):
    """The sum of absolute channel differences between two boxes' pixels."""
    total = 0
    for y in range(top, top + ROW):
        a = rows[y][left * channels:(left + width) * channels]
        b = rows[y][other * channels:(other + width) * channels]
        if a != b:
            total += sum(abs(x - y) for x, y in zip(a, b))
    return total


class TextFitTest(unittest.TestCase):
    def render(self, labels, kerning, spacing):
        path = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"campaignc-text-fit-{os.getpid()}.html")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(page(labels, kerning, spacing))
        browser = driver()
        browser.set_window_size(spacing * (len(REFERENCES) + 1) + 100, ROW * len(labels) + 200)
        browser.get("file://" + path)
        browser.execute_script(FILL, labels, list(REFERENCES))
        widths = browser.execute_script("return Array.from(document.querySelectorAll('.m')).map(s => s.getBoundingClientRect().width)")
        shot = browser.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})
        os.remove(path)
        return png_rows(base64.b64decode(shot["data"])), widths

    def test_chromium_draws_what_the_library_says(self):
        missing = [path for path in FONTS.values() if not os.path.exists(path)]
        self.assertEqual(missing, [], "the fit check needs the Debian packages fonts-liberation and fonts-roboto-unhinted")
        with open(FIXTURE, encoding="utf-8") as handle:
            labels = json.load(handle)
        self.assertGreaterEqual(len(labels), 300)
        spacing = max(label["box"] for label in labels) + 20
        compared = cut = 0
        flips = []
        for start in range(0, len(labels), PAGE):
            batch = labels[start:start + PAGE]
            (rows, channels), _ = self.render(batch, kerning=False, spacing=spacing)
            for index, label in enumerate(batch):
                where = (f"label {label['id']} {label['text']!r} ({label['family']} {label['size']} {label['weight']}, "
                         f"box {label['box']} px, measured {label['width']:.4f} px)")
                near = {name: distance(rows, channels, index * ROW, 0, (column + 1) * spacing, label["box"])
                        for column, name in enumerate(REFERENCES) if name in label}
                if label["fits"]:
                    self.assertEqual(near["text"], 0, f"{where}: the library says it fits, Chromium draws it otherwise (cut)")
                else:
                    cut += 1
                    for other in ("text", "shorter", "longer"):
                        if other in near:
                            self.assertLess(near["drawn"], near[other],
                                            f"{where}: Chromium's drawing is not nearest the library's cut {label['drawn']!r} "
                                            f"but {label.get(other)!r} (distances {near})")
                compared += 1
            _, kerned = self.render(batch, kerning=True, spacing=spacing)
            for label, width in zip(batch, kerned):
                if (width <= label["box"]) != label["fits"]:
                    flips.append(label["id"])
        print(f"\ntext fit: {compared} labels compared with Chromium's drawing ({cut} cut with an ellipsis, {compared - cut} whole), "
              f"no difference; with Chromium's default kerning and ligatures {len(flips)} of the verdicts would flip")


if __name__ == "__main__":
    unittest.main()
