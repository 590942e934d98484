#!/usr/bin/python3
"""Browser tests of the preview per locale (SPEC §16.5) over Samples/localised with
`--locale all`: one row per locale and platform; every frame carries `lang`, `dir` and
`data-locale`; the text drawn is the locale's translation; a right-to-left frame is mirrored
(the close button at the left, the text aligned at the right, a slideup's chevron at the
left), as the SDKs mirror their layouts."""

import unittest

from selenium.webdriver.common.by import By

from gallery import BrowserTestCase, build

LOCALES = ["en", "fr", "de", "ar"]
DIRECTION = {"en": "ltr", "fr": "ltr", "de": "ltr", "ar": "rtl"}


def frame_id(campaign, locale, theme="light"):
    return ("%s/%s/portrait" if locale == "en" else "%s~" + locale + "/%s/portrait") % (campaign, theme)


class LocaleTests(BrowserTestCase):
    def setUp(self):
        self.open(build("locales", ["Samples/localised", "--locale", "all", "--platform", "all"]), fresh=False)

    def test_every_frame_carries_its_locale(self):
        frames = self.driver.find_elements(By.CSS_SELECTOR, "[data-frame]")
        self.assertEqual(len(frames), 4 * 4 * 3 * 2)  # campaigns × locales × platforms × themes
        seen = {}
        for frame in frames:
            locale = frame.get_attribute("data-locale")
            self.assertIn(locale, LOCALES)
            self.assertEqual(frame.get_attribute("lang"), locale)
            self.assertEqual(frame.get_attribute("dir"), DIRECTION[locale])
            key = (frame.get_attribute("data-platform"), frame.get_attribute("data-frame"))
            self.assertNotIn(key, seen, "data-frame is unique within a platform")
            seen[key] = locale
        rows = self.driver.find_elements(By.CSS_SELECTOR, "section[data-campaign=free-trial] h3.locale")
        self.assertEqual([row.get_attribute("data-locale") for row in rows], LOCALES)
        print("frames with their locale: %d" % len(frames))

    def test_the_text_drawn_is_the_translation(self):
        expected = {
            "en": ("Try Premium free", ["Start free trial", "Not now"]),
            "fr": ("Essayez Premium gratuitement", ["Essai gratuit", "Plus tard"]),
            "de": ("Premium gratis testen", ["Jetzt kostenlos testen", "Später"]),
            "ar": ("جرّب Premium مجانًا", ["ابدأ مجانًا", "ليس الآن"]),
        }
        for locale, (header, buttons) in expected.items():
            for platform in ["ios", "android", "web"]:
                frame = frame_id("free-trial", locale)
                self.assertEqual(self.part(frame, "header", platform=platform)["text"], header, (locale, platform))
                labels = [self.part(frame, "button", index, platform=platform)["text"] for index in range(2)]
                self.assertEqual(labels, buttons, (locale, platform))
        # An explicit translation block is rendered in the locale, the text around it kept.
        self.assertEqual(self.part(frame_id("order-shipped", "fr"), "body")["text"], "📦 Votre commande est en route")
        self.assertEqual(self.part(frame_id("order-shipped", "ar"), "body")["text"], "📦 طلبك في الطريق")

    def test_a_right_to_left_frame_is_mirrored(self):
        for platform in ["ios", "android", "web"]:
            for locale, mirrored in [("fr", False), ("ar", True)]:
                frame = frame_id("free-trial", locale)
                screen = self.screen(frame, platform)
                close = self.part(frame, "close", platform=platform)
                middle = screen["x"] + screen["w"] / 2
                self.assertEqual(close["x"] + close["w"] / 2 < middle, mirrored, (platform, locale, "close button side"))
                style = self.driver.execute_script(
                    "const e = document.querySelector(arguments[0]); const s = getComputedStyle(e);"
                    " return [s.direction, getComputedStyle(e.querySelector('[data-part=header]')).textAlign];",
                    '[data-frame="%s"][data-platform="%s"]' % (frame, platform))
                self.assertEqual(style[0], "rtl" if mirrored else "ltr", (platform, locale))
                # `center` on a modal's header stays centred; the body's `start` follows the direction.
                body = self.part(frame, "body", platform=platform)
                text_box = self.driver.execute_script(
                    "const p = document.querySelectorAll(arguments[0])[0]; const r = document.createRange();"
                    " r.selectNodeContents(p); const b = r.getBoundingClientRect(); return [b.x, b.right];",
                    '[data-frame="%s"][data-platform="%s"] [data-part=body]' % (frame, platform))
                self.assertLessEqual(text_box[0], text_box[1])
                self.assertIsNotNone(body)
        # A slideup's chevron sits at the end of the line: at the left in Arabic.
        for locale, mirrored in [("en", False), ("ar", True)]:
            frame = frame_id("spring-sale", locale)
            chevron = self.part(frame, "chevron", platform="ios")
            text = self.part(frame, "body", platform="ios")
            self.assertEqual(chevron["x"] < text["x"], mirrored, (locale, "chevron side"))
        self.shoot('[data-frame="%s"][data-platform="android"]' % frame_id("free-trial", "ar"), "locale-ar-free-trial-android.png")
        self.shoot('[data-frame="%s"][data-platform="android"]' % frame_id("free-trial", "fr"), "locale-fr-free-trial-android.png")
        self.shoot('[data-frame="%s"][data-platform="ios"]' % frame_id("spring-sale", "ar"), "locale-ar-spring-sale-ios.png")
        self.shoot('[data-frame="%s"][data-platform="web"]' % frame_id("free-trial", "de"), "locale-de-free-trial-web.png")


if __name__ == "__main__":
    unittest.main()
