#!/usr/bin/python3
"""Browser tests of `campaignc preview` (SPEC §10) in headless Chromium: the iOS rows.

The galleries of `Samples/valid` and of `Tests/Browser/fixtures` are built with the binary,
opened from file://, and measured with getBoundingClientRect and getComputedStyle against the
numbers of the iOS SDK's default UI (the default `--platform`). Also
checked: escaping, the policy (a campaign's script never runs in the gallery), the html
message's script reaching the stub bridge, no console error, and no request but the
campaigns' remote asset URLs. `test_platforms.py` measures Android and Web, and
`test_html_frame.py` the html frame's bridge calls and policy.

Run all with `bash Scripts/browser-tests.sh` (Debian packages chromium, chromium-driver,
python3-selenium); see `gallery.py` for the environment variables.
"""

import os
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from gallery import FIXTURES, MEASURE, ROOT, SAMPLES, SHOTS, TMP, BrowserTestCase, build, campaign_asset_urls, new_driver, requested_urls


class GalleryTestCase(BrowserTestCase):
    """The three galleries of this file."""

    @property
    def samples(self):
        return build("samples", ["Samples/valid"])

    @property
    def fixtures(self):
        return build("fixtures", ["Tests/Browser/fixtures"], expect=1)

    @property
    def tablet(self):
        return build("tablet", ["Samples/valid"], "--device", "tablet", "--orientation", "both")


class LayoutTests(GalleryTestCase):
    """Geometry against the reference numbers (iOS, phone 375 x 667, safe area 20 / 0)."""

    def setUp(self):
        self.open(self.samples)

    def test_frames_are_exactly_the_device_size(self):
        screen = self.screen("welcome-back/light/portrait")
        self.assertEqual((screen["w"], screen["h"]), (375, 667))

    def test_slideup_margin_and_width(self):
        screen = self.screen("welcome-back/light/portrait")
        message = self.part("welcome-back/light/portrait", "message")
        self.assertAlmostEqual(message["x"] - screen["x"], 10, delta=0.5)
        self.assertAlmostEqual(message["w"], 355, delta=0.5)
        self.assertAlmostEqual(message["y"] - screen["y"], 20 + 10, delta=0.5, msg="10 below the 20 pt safe area")
        self.assertEqual(message["radius"], "15px")
        self.assertGreaterEqual(message["h"], 60)
        image = self.part("welcome-back/light/portrait", "image")
        self.assertEqual((image["w"], image["h"]), (50, 50))
        self.part("welcome-back/light/portrait", "chevron")

    def test_modal_width_bounds_and_radius(self):
        screen = self.screen("cart-free-shipping/light/portrait")
        message = self.part("cart-free-shipping/light/portrait", "message")
        self.assertTrue(320 <= message["w"] <= 450, message["w"])
        self.assertLessEqual(message["w"], 375 - 40)
        self.assertAlmostEqual(message["x"] - screen["x"], (375 - message["w"]) / 2, delta=0.5)
        self.assertEqual(message["radius"], "8px")
        image = self.part("cart-free-shipping/light/portrait", "image")
        self.assertAlmostEqual(image["w"] / image["h"], 2.9, delta=0.02)
        self.assertEqual(self.measure('[data-frame="cart-free-shipping/light/portrait"] [data-part="image"] img')["fit"], "contain")
        close = self.part("cart-free-shipping/light/portrait", "close")
        self.assertGreaterEqual(min(close["w"], close["h"]), 44)
        self.assertAlmostEqual(close["right"], message["right"], delta=0.5)
        self.assertAlmostEqual(close["y"], message["y"], delta=0.5)

    def test_two_buttons_split_the_row(self):
        frame = "favourite-team-picker/light/portrait"
        message = self.part(frame, "message")
        left, right = self.part(frame, "button", 0), self.part(frame, "button", 1)
        for button in (left, right):
            self.assertLessEqual(button["h"], 44)
            self.assertGreaterEqual(button["h"], 36)
        self.assertAlmostEqual(left["w"], right["w"], delta=0.5)
        self.assertAlmostEqual(right["x"] - left["right"], 10, delta=0.5)
        self.assertAlmostEqual(left["x"] - message["x"], 25, delta=0.5)
        self.assertAlmostEqual(message["right"] - right["right"], 25, delta=0.5)

    def test_full_image_fills_the_top_half(self):
        frame = "push-primer/light/portrait"
        screen, image = self.screen(frame), self.part(frame, "image")
        self.assertAlmostEqual(image["y"], screen["y"], delta=0.5)
        self.assertAlmostEqual(image["h"], 667 / 2, delta=1)
        self.assertAlmostEqual(image["w"], 375, delta=0.5)
        self.assertEqual(self.measure('[data-frame="%s"] [data-part="image"] img' % frame)["fit"], "cover",
                         "iOS always fills, whatever crop says")
        note = self.driver.find_element(By.CSS_SELECTOR, '[data-campaign="push-primer"] .note').text
        self.assertIn("applies on Android and Web", note)

    def test_image_only_modal_is_three_by_five(self):
        image = self.part("premium-welcome/light/portrait", "image")
        self.assertAlmostEqual(image["w"] / image["h"], 3 / 5, delta=0.01)

    def test_dark_theme_colours(self):
        light = self.part("cart-free-shipping/light/portrait", "message")
        dark = self.part("cart-free-shipping/dark/portrait", "message")
        self.assertEqual(light["background"], "rgb(255, 255, 255)")
        self.assertEqual(dark["background"], "rgb(30, 30, 30)")
        self.assertEqual(self.part("cart-free-shipping/dark/portrait", "body")["color"], "rgb(238, 238, 238)")
        button = self.part("favourite-team-picker/dark/portrait", "button", 0)
        self.assertEqual(button["background"], "rgb(45, 108, 192)")
        # No dark theme: the dark frame shows the light colours.
        self.assertEqual(self.part("push-primer/dark/portrait", "message")["background"],
                         self.part("push-primer/light/portrait", "message")["background"])

    def test_local_image_is_copied_and_loads(self):
        loaded = self.driver.execute_script(
            "const i = document.querySelector('[data-frame=\"push-primer/light/portrait\"] img');"
            "return [i.getAttribute('src'), i.naturalWidth];")
        self.assertTrue(loaded[0].startswith("assets/"), loaded)
        self.assertGreater(loaded[1], 0)

    def test_missing_remote_image_keeps_its_box_and_shows_the_placeholder(self):
        frame = "premium-welcome/light/portrait"
        image = self.part(frame, "image")
        self.assertGreater(image["h"], 100)
        text = self.driver.find_element(By.CSS_SELECTOR, '[data-frame="%s"] .img-ph' % frame).text
        self.assertIn("Premium member badge", text)
        self.assertIn("https://cdn.example.com/iam/premium/badge.webp", text)

    def test_filter_box_and_theme_switch(self):
        visible = "return Array.from(document.querySelectorAll('section.campaign')).filter(e => !e.hidden).map(e => e.dataset.campaign)"
        self.driver.find_element(By.ID, "filter").send_keys("slideup")
        self.assertEqual(self.driver.execute_script(visible), ["delivery-reminder", "gift-card-thanks", "spring-sale-copy", "weekly-story-teaser", "welcome-back"])
        self.driver.find_element(By.ID, "filter").clear()
        self.driver.find_element(By.ID, "filter").send_keys(" ")
        self.assertEqual(len(self.driver.execute_script(visible)), 13)
        self.driver.execute_script("const s = document.getElementById('show'); s.value = 'dark'; s.dispatchEvent(new Event('change'));")
        shown = "return Array.from(document.querySelectorAll('figure.device')).filter(f => f.offsetParent).map(f => f.dataset.theme)"
        self.assertEqual(set(self.driver.execute_script(shown)), {"dark"})

    def test_screenshot(self):
        self.driver.set_window_size(1400, 1000)
        path = os.path.join(SHOTS, "samples.png")
        self.driver.save_screenshot(path)
        for campaign in ("cart-free-shipping", "welcome-back", "push-primer", "spring-lookbook"):
            element = self.driver.find_element(By.CSS_SELECTOR, '[data-campaign="%s"]' % campaign)
            self.driver.execute_script("arguments[0].scrollIntoView()", element)
            element.screenshot(os.path.join(SHOTS, "card-%s.png" % campaign))
        if os.environ.get("CAMPAIGNC_DOCS_SCREENSHOT"):
            self.driver.set_window_size(1000, 1500)
            element = self.driver.find_element(By.CSS_SELECTOR, '[data-campaign="cart-free-shipping"]')
            self.driver.execute_script("arguments[0].scrollIntoView()", element)
            element.screenshot(os.path.join(ROOT, "docs", "preview.png"))
            self.driver.set_window_size(1400, 1000)


class WithoutJavaScriptTests(GalleryTestCase):
    """The page is complete without JavaScript: same cards, frames and geometry; no tools."""

    def test_page_is_usable_without_javascript(self):
        plain = new_driver(javascript=False)
        try:
            plain.get("file://" + os.path.join(self.samples, "index.html"))
            self.assertEqual(len(plain.find_elements(By.CSS_SELECTOR, "section.campaign")), 13)
            self.assertFalse(plain.find_element(By.ID, "tools").is_displayed())
                # 12 campaigns and spring-sale-copy's 3 variants, 2 themes (iOS only).
            self.assertEqual(len(plain.find_elements(By.CSS_SELECTOR, "[data-frame]")), 30)
            box = plain.execute_script(MEASURE, '[data-frame="welcome-back/light/portrait"] [data-part="message"]')
            screen = plain.execute_script(MEASURE, '[data-frame="welcome-back/light/portrait"]')
            self.assertAlmostEqual(box["x"] - screen["x"], 10, delta=0.5)
            self.assertAlmostEqual(box["w"], 355, delta=0.5)
            plain.save_screenshot(os.path.join(SHOTS, "no-javascript.png"))
        finally:
            plain.quit()


class TabletTests(GalleryTestCase):
    """The tablet frames: centred full card, landscape modal bounds."""

    def setUp(self):
        self.open(self.tablet)

    def test_frames_and_full_card(self):
        self.assertEqual((self.screen("push-primer/light/portrait")["w"], self.screen("push-primer/light/portrait")["h"]), (768, 1024))
        card = self.part("push-primer/light/portrait", "message")
        self.assertEqual((card["w"], card["h"]), (450, 720))
        landscape = self.part("push-primer/light/landscape", "message")
        self.assertEqual((landscape["w"], landscape["h"]), (720, 450))

    def test_landscape_modal_bounds(self):
        card = self.part("cart-free-shipping/light/landscape", "message")
        self.assertTrue(320 <= card["w"] <= 720, card["w"])
        self.assertLessEqual(card["h"], 450)
        self.driver.save_screenshot(os.path.join(SHOTS, "tablet.png"))


class SafetyTests(GalleryTestCase):
    """Escaping, the policy, the html frame and its bridge, logs and requests."""

    def setUp(self):
        self.driver.get_log("browser")
        self.driver.get_log("performance")
        self.open(self.fixtures)

    def test_script_in_a_header_shows_as_text_and_does_not_run(self):
        header = self.part("hostile-modal/light/portrait", "header")
        self.assertIn("<script>window.__campaignPwned = 1</script>Pwned?", header["text"])
        body = self.part("hostile-modal/light/portrait", "body")
        self.assertIn('<img src="https://evil.example.net/x.png"', body["text"])
        self.assertIsNone(self.driver.execute_script("return window.__campaignPwned === undefined ? null : window.__campaignPwned"))
        self.assertEqual(self.driver.execute_script("return document.querySelectorAll('main script, main img[src*=evil]').length"), 0)

    def test_javascript_uri_is_shown_never_linked(self):
        self.assertEqual(self.driver.execute_script("return document.querySelectorAll('a[href]').length"), 0)
        card = self.driver.find_element(By.CSS_SELECTOR, '[data-campaign="hostile-modal"]').text
        self.assertIn("javascript:alert(1)", card)

    def test_html_message_script_reaches_the_stub_bridge(self):
        frame = self.driver.find_element(By.CSS_SELECTOR, '[data-frame="bridge-html/light/portrait"] iframe')
        self.assertEqual(frame.get_attribute("sandbox"), "allow-scripts")
        self.assertFalse(self.driver.execute_script("return arguments[0].hasAttribute('srcdoc')", frame))
        self.assertTrue(frame.get_attribute("src").endswith("/html/bridge-html.html"))
        selector = '[data-bridge-calls="bridge-html/light/portrait"] li'
        WebDriverWait(self.driver, 10).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, selector)) >= 2)
        calls = [item.text for item in self.driver.find_elements(By.CSS_SELECTOR, selector)]
        self.assertEqual(calls[:2], ['logClick("1")', 'getUser().setFirstName("Ada")'], "(v3) with their arguments")
        dark = '[data-bridge-calls="bridge-html/dark/portrait"] li'
        WebDriverWait(self.driver, 10).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, dark)) >= 2)
        self.driver.switch_to.frame(frame)
        self.assertEqual(self.driver.find_element(By.ID, "state").text, "ran")
        self.driver.switch_to.default_content()

    def test_slideup_text_stops_at_three_lines_and_chevron_needs_a_click_action(self):
        body = self.part("long-slideup/light/portrait", "body")
        self.assertLessEqual(body["h"], 3 * 20 + 0.5)
        screen = self.screen("long-slideup/light/portrait")
        message = self.part("long-slideup/light/portrait", "message")
        self.assertAlmostEqual(screen["bottom"] - message["bottom"], 10, delta=0.5)
        self.part("long-slideup/light/portrait", "chevron")
        self.assertEqual(len(self.driver.find_elements(By.CSS_SELECTOR, '[data-frame="plain-slideup/light/portrait"] [data-part="chevron"]')), 0)

    def test_one_button_is_centred_at_natural_width(self):
        message = self.part("one-button/light/portrait", "message")
        button = self.part("one-button/light/portrait", "button")
        self.assertGreaterEqual(button["w"], 80)
        self.assertLess(button["w"], message["w"] - 50)
        self.assertAlmostEqual(button["x"] + button["w"] / 2, message["x"] + message["w"] / 2, delta=0.5)
        self.assertLessEqual(button["h"], 44)

    def test_error_card_shows_diagnostics_in_place_of_frames(self):
        card = self.driver.find_element(By.CSS_SELECTOR, '[data-campaign="broken-full"]')
        self.assertEqual(len(card.find_elements(By.CSS_SELECTOR, "[data-frame]")), 0)
        self.assertIn("E201", card.text)
        self.assertIn("line 5", card.text)

    def test_warnings_are_listed_under_the_frames(self):
        card = self.driver.find_element(By.CSS_SELECTOR, '[data-campaign="one-button"]')
        self.assertIn("W402", card.find_element(By.CSS_SELECTOR, ".diagnostics").text)
        self.assertEqual(len(card.find_elements(By.CSS_SELECTOR, ".platform-row ~ .diagnostics")), 1)

    def test_no_console_errors_and_no_foreign_requests(self):
        WebDriverWait(self.driver, 10).until(
            lambda d: len(d.find_elements(By.CSS_SELECTOR, '[data-bridge-calls="bridge-html/dark/portrait"] li')) >= 2)
        self.open(self.samples)
        allowed = campaign_asset_urls(SAMPLES) | campaign_asset_urls(FIXTURES)
        errors = [entry for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]
        unexpected = [entry for entry in errors if not any(url in entry["message"] for url in allowed)]
        self.assertEqual(unexpected, [])
        requested = requested_urls(self.driver)
        outside = sorted(url for url in requested
                         if not url.startswith("file://" + TMP + "/") and url not in allowed
                         and not url.startswith("data:"))
        self.assertEqual(outside, [])

    def test_screenshot(self):
        for campaign in ("hostile-modal", "bridge-html", "long-slideup", "broken-full"):
            element = self.driver.find_element(By.CSS_SELECTOR, '[data-campaign="%s"]' % campaign)
            self.driver.execute_script("arguments[0].scrollIntoView()", element)
            element.screenshot(os.path.join(SHOTS, "fixture-%s.png" % campaign))


if __name__ == "__main__":
    unittest.main(verbosity=2)
