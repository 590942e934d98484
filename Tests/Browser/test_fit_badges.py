"""W905 against Chromium in the gallery (SPEC §16.4): 330 generated button labels (a seeded
generator, so every run draws the same ones) of many lengths in one- and two-button modals, full
messages and image-only messages are validated and previewed; in each Android and Web phone frame
in portrait, Chromium must draw with an ellipsis (scrollWidth > clientWidth) exactly the labels
W905 reports for that platform, and no other. The same labels carry the preview's `data-fit`
verdicts, which must agree too, and each label W905 reports shows its badge under the frame.

Chromium reports scrollWidth and clientWidth in whole pixels, so a label within a pixel of its
box could be drawn cut yet not counted; the generator keeps every label at least 1 px from its
room (measured in Chromium with a Range, the text's exact width) and prints how many it replaced.
"""

import json
import os
import random
import subprocess
import unittest

from gallery import BINARY, NOW, TMP, BrowserTestCase

WORDS = [
    "Jetzt", "kostenlos", "testen", "Mehr", "erfahren", "Größe", "wählen", "Voir", "plus", "Découvrir", "l'offre", "Acheter",
    "maintenant", "Comprar", "ahora", "Añadir", "al", "carrito", "Scopri", "di", "più", "Saiba", "mais", "Zobacz", "więcej", "Kup",
    "teraz", "Shop", "now", "Learn", "more", "Get", "20%", "off", "OK", "Got", "it!", "Try", "free", "for", "30", "days", "Sign", "up",
    "Weiter", "Suivant", "Siguiente", "Avanti", "Dalej", "WWW", "iiii", "Straße", "Later", "Continue", "Start", "trial", "Buy",
]
LAYOUTS = [
    ("modal", None, 1), ("modal", None, 2), ("full", None, 1), ("full", None, 2),
    ("modal", "image_only", 2), ("full", "image_only", 2), ("modal", "image_only", 1),
]
# The line of a campaign's first button: after the image layout's one line, or the header's and body's two.
FIRST_BUTTON_LINE = {False: 10, True: 11}
FRAMES_JS = """
const out = [];
for (const screen of document.querySelectorAll('[data-frame$="/light/portrait"]')) {
  const platform = screen.getAttribute('data-platform');
  if (platform === 'ios') { continue; }
  const id = screen.getAttribute('data-frame').split('/')[0];
  const badges = [...document.querySelectorAll('.fit[data-for="' + screen.getAttribute('data-frame') + '"][data-platform="' + platform + '"]')]
    .map(b => b.getAttribute('data-field'));
  screen.querySelectorAll('[data-part="button"]').forEach((button, index) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    const s = getComputedStyle(button);
    // The widest a label may be: one button grows with its text up to the row's width, two
    // share the row.
    const row = button.parentElement;
    const box = row.classList.contains('two') ? button.getBoundingClientRect().width : row.clientWidth;
    const room = box - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - parseFloat(s.borderLeftWidth) - parseFloat(s.borderRightWidth);
    out.push({id: id, platform: platform, index: index, text: button.textContent, fit: button.getAttribute('data-fit'),
              cut: button.scrollWidth > button.clientWidth, width: range.getBoundingClientRect().width, room: room,
              badge: badges.includes('buttons.' + index + '.text')});
  });
}
return out;
"""


def labels(seed, count):
    generator = random.Random(seed)
    return [" ".join(generator.choice(WORDS) for _ in range(generator.randint(1, 5))) for _ in range(count)]


def campaign(name, layout, image_layout, texts):
    lines = ["campaign: %s" % name, "trigger:", "  custom_event: %s" % name.replace("-", "_"), "message:", "  type: %s" % layout,
             "  image: https://example.com/hero.png", "  image_alt: Hero"]
    lines += ["  layout: %s" % image_layout] if image_layout else ["  header: Hello", "  message: A short body."]
    lines.append("  buttons:")
    for index, text in enumerate(texts):
        lines.append("    - { text: %s, id: %d }" % (json.dumps(text, ensure_ascii=False), index + 1))
    return "\n".join(lines) + "\n"


class FitBadgeTests(BrowserTestCase):
    def write(self, folder, texts):
        """One campaign file per message, cycling through the layouts; returns the label of each
        (campaign id, button index)."""
        os.makedirs(folder, exist_ok=True)
        for name in os.listdir(folder):
            os.remove(os.path.join(folder, name))
        placed, at, number = {}, 0, 0
        while at < len(texts):
            layout, image_layout, buttons = LAYOUTS[number % len(LAYOUTS)]
            chunk = texts[at:at + buttons]
            name = "fit-%03d" % number
            with open(os.path.join(folder, name + ".yaml"), "w", encoding="utf-8") as handle:
                handle.write(campaign(name, layout, image_layout, chunk))
            for index, text in enumerate(chunk):
                placed[(name, index)] = text
            at += buttons
            number += 1
        return placed

    def reported(self, folder):
        """W905 by (campaign id, button index, platform name)."""
        result = subprocess.run([BINARY, "validate", folder, "--format", "json", "--now", NOW], capture_output=True, text=True, check=False)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        found = set()
        headed = {}
        for diagnostic in json.loads(result.stdout)["diagnostics"]:
            self.assertEqual(diagnostic["code"], "W905", diagnostic)
            name = os.path.basename(diagnostic["file"])[:-len(".yaml")]
            if name not in headed:
                with open(diagnostic["file"], encoding="utf-8") as handle:
                    headed[name] = "header:" in handle.read()
            index = diagnostic["line"] - FIRST_BUTTON_LINE[headed[name]]
            platform = "android" if " on Android " in diagnostic["message"] else "web" if " on Web " in diagnostic["message"] else "ios"
            found.add((name, index, platform))
        return found

    def draw(self, folder):
        out = os.path.join(TMP, "fit-gallery")
        result = subprocess.run([BINARY, "preview", folder, "--output-dir", out, "--now", NOW, "--platform", "all", "--theme", "light"],
                                capture_output=True, text=True, check=False)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.open(out)
        return self.driver.execute_script(FRAMES_JS)

    def test_chromium_cuts_exactly_the_labels_w905_reports(self):
        folder = os.path.join(TMP, "fit-labels")
        texts = labels(16_004, 330)
        # Replace each label within 1 px of its room (Chromium's whole-pixel scroll widths cannot
        # tell) by the next label of a second stream, until none is.
        spare = iter(labels(905, 5000))
        replaced = 0
        while True:
            placed = self.write(folder, texts)
            drawn = self.draw(folder)
            close = {(d["id"], d["index"]) for d in drawn if abs(d["width"] - d["room"]) < 1}
            if not close:
                break
            order = sorted(placed)
            for key in sorted(close):
                texts[order.index(key)] = next(spare)
                replaced += 1
        reported = self.reported(folder)
        differ, cut = [], 0
        for d in drawn:
            key = (d["id"], d["index"], d["platform"])
            says = key in reported
            if d["cut"] != says or (d["fit"] == "cut") != says or d["badge"] != says:
                differ.append(d)
            cut += d["cut"] and says
        compared = len(drawn)
        print("fit: %d labels compared, %d cut by both, %d differ (%d labels replaced near their room)" % (compared, cut, len(differ), replaced))
        self.assertGreaterEqual(len(placed), 300)
        self.assertEqual(compared, 2 * len(placed))
        self.assertGreater(cut, 50)
        self.assertLess(cut, compared - 50)
        self.assertEqual(differ, [])


if __name__ == "__main__":
    unittest.main()
