#!/usr/bin/python3
"""Browser tests of the gallery's contrast badges and dark colours (SPEC §4.5, §10).

`Tests/Browser/contrast/` holds SPEC §4.5's example (a dark theme that leaves the header and
a button's text out), a light failure without a dark theme, and the same failure suppressed
inline. Checked in headless Chromium: each failing check is a badge under the frames that draw
those colours (iOS and Android dark frames the dark theme's, Web frames the light theme's),
beside the caption and inside the frame's figure; none for a suppressed check or a code turned
off in `severity:`; the dark frames draw the colours the checks resolve (the light theme's
header where the dark theme leaves it out, the dark button's background with its style's text).
"""

import os
import unittest

from selenium.webdriver.common.by import By

from gallery import SHOTS, BrowserTestCase, build

BADGES = """
return Array.from(document.querySelectorAll('[data-contrast]')).map(b => {
  const figure = b.closest('figure');
  const caption = figure.querySelector('figcaption').getBoundingClientRect();
  const frame = figure.querySelector('[data-frame]');
  const r = b.getBoundingClientRect();
  return {code: b.dataset.contrast, for: b.dataset.for, platform: b.dataset.platform, text: b.textContent,
          title: b.title, frame: frame.dataset.frame, framePlatform: frame.dataset.platform,
          belowCaption: r.top >= caption.bottom - 0.5, visible: r.width > 0 && r.height > 0,
          withinFigure: r.left >= figure.getBoundingClientRect().left - 0.5 && r.right <= figure.getBoundingClientRect().right + 0.5};
});
"""


class ContrastTestCase(BrowserTestCase):
    @property
    def gallery(self):
        return build("contrast", ["Tests/Browser/contrast"], "--platform", "all")

    @property
    def w701_off(self):
        return build("contrast-w701-off", ["Tests/Browser/contrast"], "--platform", "all", "--config", "Tests/Browser/contrast-w701-off.yaml")

    def badges(self):
        return self.driver.execute_script(BADGES)

    def colour(self, frame, platform, part, prop="background", index=0):
        return self.part(frame, part, index, platform=platform)[prop]


class BadgeTests(ContrastTestCase):
    def setUp(self):
        self.open(self.gallery, fresh=False)

    def test_each_badge_sits_under_its_own_frame_beside_the_caption(self):
        badges = self.badges()
        self.assertEqual(len(badges), 2 + 2 + 6)
        for badge in badges:
            self.assertEqual((badge["for"], badge["platform"]), (badge["frame"], badge["framePlatform"]), badge)
            self.assertTrue(badge["visible"] and badge["belowCaption"] and badge["withinFigure"], badge)

    def test_the_dark_theme_failures_are_under_the_ios_and_android_dark_frames_only(self):
        cart = [(b["code"], b["for"], b["platform"], b["text"]) for b in self.badges() if b["for"].startswith("cart/")]
        self.assertEqual(cart, [
            ("W701", "cart/dark/portrait", "ios", "header 1.13:1 < 3:1"),
            ("W703", "cart/dark/portrait", "ios", "button 1 text 4.22:1 < 4.5:1"),
            ("W701", "cart/dark/portrait", "android", "header 1.13:1 < 3:1"),
            ("W703", "cart/dark/portrait", "android", "button 1 text 4.22:1 < 4.5:1"),
        ])
        title = [b["title"] for b in self.badges() if b["code"] == "W701"][0]
        self.assertEqual(title, "W701: header contrast 1.13:1 in the dark theme is below 3:1 (WCAG 2 AA, large text): #111111 on #1E1E1E")

    def test_a_light_failure_without_a_dark_theme_is_under_every_frame(self):
        grey = [(b["for"], b["platform"], b["text"]) for b in self.badges() if b["for"].startswith("grey/")]
        self.assertEqual(grey, [("grey/%s/portrait" % theme, platform, "message text 2.47:1 < 4.5:1")
                                for platform in ("ios", "android", "web") for theme in ("light", "dark")])

    def test_a_suppressed_check_has_no_badge(self):
        self.assertEqual([b for b in self.badges() if b["for"].startswith("quiet/")], [])
        self.assertEqual(len(self.driver.find_elements(By.CSS_SELECTOR, '[data-frame="quiet/light/portrait"]')), 3, "the frames are drawn")

    def test_dark_frames_draw_the_resolved_colours(self):
        frame = "cart/dark/portrait"
        for platform in ("ios", "android"):
            self.assertEqual(self.colour(frame, platform, "message"), "rgb(30, 30, 30)")
            self.assertEqual(self.colour(frame, platform, "header", "color"), "rgb(17, 17, 17)", "the light theme's header")
            self.assertEqual(self.colour(frame, platform, "body", "color"), "rgb(238, 238, 238)")
            self.assertEqual(self.colour(frame, platform, "button"), "rgb(58, 123, 213)", "the dark entry's background")
            self.assertEqual(self.colour(frame, platform, "button", "color"), "rgb(255, 255, 255)", "the style's text")
        self.assertEqual(self.colour(frame, "web", "message"), "rgb(255, 255, 255)", "Web draws the light theme")
        self.assertEqual(self.colour(frame, "web", "button"), "rgb(27, 120, 207)")

    def test_screenshot(self):
        self.driver.set_window_size(1400, 1300)
        try:
            for platform in ("ios", "web"):
                frame = self.driver.find_element(By.CSS_SELECTOR, '[data-frame="cart/dark/portrait"][data-platform="%s"]' % platform)
                figure = self.driver.execute_script("return arguments[0].closest('figure')", frame)
                self.driver.execute_script("arguments[0].scrollIntoView()", figure)
                figure.screenshot(os.path.join(SHOTS, "contrast-badges-%s.png" % platform))
        finally:
            self.driver.set_window_size(1400, 1000)


class TurnedOffTests(ContrastTestCase):
    def test_a_code_turned_off_in_severity_shows_no_badge(self):
        self.open(self.w701_off)
        codes = sorted({(b["code"], b["for"].split("/")[0]) for b in self.badges()})
        self.assertEqual(codes, [("W702", "grey"), ("W703", "cart")])
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, '[data-contrast="W701"]'), [])


if __name__ == "__main__":
    unittest.main()
