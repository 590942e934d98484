#!/usr/bin/python3
"""Browser tests of `campaignc preview --platform` (SPEC §10, §10.1): one row per platform in
the order iOS, Android, Web, and each platform's default UI measured against §10.1's numbers
(phone 375 x 667, safe area 20 / 0; on Web the viewport is the frame below its 20 px inset):
slideup, modal and full geometry, close hit boxes, fonts, the dark-mode rule, the Web SDK's
desktop rules in a landscape frame, custom-view banners and extras.
"""

import unittest

from selenium.webdriver.common.by import By

from gallery import FIXTURES, SAMPLES, TMP, BrowserTestCase, build, campaign_asset_urls, requested_urls

PLATFORMS = ("ios", "android", "web")
NAMES = {"ios": "iOS", "android": "Android", "web": "Web"}
# A frame's layout area: iOS and Android lay out in the whole frame (safe area 20 / 0),
# Web in the viewport (the frame below its 20 px inset).
SAFE_TOP = 20
WIDTH, HEIGHT = 375, 667


class PlatformTestCase(BrowserTestCase):
    @property
    def gallery(self):
        return build("platforms", ["Samples/valid"], "--platform", "all")

    def setUp(self):
        self.open(self.gallery, fresh=False)

    def rel(self, box, screen):
        """`box` relative to the frame's screen."""
        return {"x": box["x"] - screen["x"], "y": box["y"] - screen["y"], "right": box["right"] - screen["x"],
                "bottom": box["bottom"] - screen["y"], "w": box["w"], "h": box["h"]}

    def parts(self, frame, platform, *names):
        screen = self.screen(frame, platform)
        return [self.rel(self.part(frame, name, platform=platform), screen) for name in names]


class RowsTests(PlatformTestCase):
    """Card layout and hooks (SPEC §10 v3)."""

    def test_each_card_has_one_row_per_platform_in_order(self):
        rows = self.driver.execute_script("""
            return Array.from(document.querySelectorAll('section.campaign')).map(card =>
              Array.from(card.querySelectorAll('.platform-row')).map(row => row.querySelector('.platform-name').textContent));""")
        ids = self.driver.execute_script("return Array.from(document.querySelectorAll('section.campaign')).map(c => c.dataset.campaign)")
        self.assertEqual(len(rows), 13, "one card per campaign")
        # spring-sale-copy has three variants: a row of each platform per variant.
        self.assertEqual(rows, [["iOS", "Android", "Web"] * (3 if id == "spring-sale-copy" else 1) for id in ids])

    def test_captions_start_with_the_platform(self):
        captions = self.driver.execute_script("""
            return Array.from(document.querySelectorAll('.platform-row')).flatMap(row =>
              Array.from(row.querySelectorAll('figcaption')).map(c => [row.dataset.row, c.textContent]));""")
        self.assertGreater(len(captions), 0)
        for platform, caption in captions:
            self.assertTrue(caption.startswith(NAMES[platform] + " · "), caption)
        self.assertIn(["android", "Android · dark · portrait · 375×667"], captions)

    def test_every_frame_and_bridge_list_names_its_platform(self):
        pairs = self.driver.execute_script("""
            return Array.from(document.querySelectorAll('[data-frame], [data-bridge-calls]')).map(e =>
              [e.dataset.platform || null, e.closest('.platform-row').dataset.row]);""")
        # 12 campaigns and spring-sale-copy's 3 variants, 3 platforms, 2 themes; 3 bridge lists.
        self.assertEqual(len(pairs), (12 + 3) * 3 * 2 + 3 * 2, "frames and the html message's bridge lists")
        for platform, row in pairs:
            self.assertEqual(platform, row)

    def test_document_order_finds_the_ios_frame_first(self):
        first = self.driver.execute_script("return document.querySelector('[data-frame=\"cart-free-shipping/dark/portrait\"]').dataset.platform")
        self.assertEqual(first, "ios")

    def test_the_page_head_names_the_platforms(self):
        head = self.driver.find_element(By.CSS_SELECTOR, "header.top p").text
        self.assertEqual(head, "13 campaigns · phone · iOS, Android, Web")


class QuietTests(PlatformTestCase):
    """Three rows of frames still log no console error and ask no origin but the campaigns'
    remote asset URLs."""

    def test_no_console_errors_and_no_foreign_requests(self):
        self.driver.get_log("browser")
        self.driver.get_log("performance")
        self.open(self.gallery)
        allowed = campaign_asset_urls(SAMPLES) | campaign_asset_urls(FIXTURES)
        errors = [entry for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]
        self.assertEqual([entry for entry in errors if not any(url in entry["message"] for url in allowed)], [])
        outside = sorted(url for url in requested_urls(self.driver)
                         if not url.startswith("file://" + TMP + "/") and url not in allowed and not url.startswith("data:"))
        self.assertEqual(outside, [])


class SlideupTests(PlatformTestCase):
    """Slideups (SPEC §10.1, ref §2): welcome-back slides from the top with an image and a click
    action; gift-card-thanks from the bottom."""

    def test_width_edge_gap_and_radius(self):
        expected_top = {"ios": SAFE_TOP + 10, "android": SAFE_TOP + 0, "web": SAFE_TOP + 10}
        expected_radius = {"ios": "15px", "android": "5px", "web": "8px"}
        for platform in PLATFORMS:
            with self.subTest(platform=platform):
                message, = self.parts("welcome-back/light/portrait", platform, "message")
                self.assertAlmostEqual(message["x"], 10, delta=0.5)
                self.assertAlmostEqual(message["w"], WIDTH - 20, delta=0.5)
                self.assertAlmostEqual(message["y"], expected_top[platform], delta=0.5)
                self.assertEqual(self.part("welcome-back/light/portrait", "message", platform=platform)["radius"], expected_radius[platform])
                bottom, = self.parts("gift-card-thanks/light/portrait", platform, "message")
                self.assertAlmostEqual(HEIGHT - bottom["bottom"], 10, delta=0.5, msg="10 from the bottom")

    def test_heights(self):
        ios, = self.parts("welcome-back/light/portrait", "ios", "message")
        self.assertGreaterEqual(ios["h"], 60)
        android, image = self.parts("welcome-back/light/portrait", "android", "message", "image")
        self.assertAlmostEqual(image["y"] - android["y"], 15, delta=0.5, msg="image margins 15 above and below")
        self.assertAlmostEqual(android["bottom"] - image["bottom"], 15, delta=0.5)
        web, = self.parts("welcome-back/light/portrait", "web", "message")
        self.assertLessEqual(web["h"], 86)

    def test_image_chevron_and_text(self):
        image_left = {"ios": 15, "android": 15, "web": 15}
        text = {"ios": ("15px", "700"), "android": ("14px", "400"), "web": ("14px", "700")}
        for platform in PLATFORMS:
            with self.subTest(platform=platform):
                message, image, chevron = self.parts("welcome-back/light/portrait", platform, "message", "image", "chevron")
                self.assertEqual((image["w"], image["h"]), (50, 50))
                self.assertAlmostEqual(image["x"] - message["x"], image_left[platform], delta=0.5)
                self.assertEqual((chevron["w"], chevron["h"]), (12, 20))
                self.assertAlmostEqual(message["right"] - chevron["right"], 20, delta=0.5)
                body = self.part("welcome-back/light/portrait", "body", platform=platform)
                self.assertEqual((body["fontSize"], body["fontWeight"]), text[platform])
                self.assertEqual(self.driver.execute_script(
                    "return document.querySelectorAll('[data-frame=\"welcome-back/light/portrait\"][data-platform=\"%s\"] [data-part=close]').length"
                    % platform), 0, "no close button on a phone slideup")

    def test_text_limits(self):
        clamp = self.driver.execute_script("""
            return ['ios', 'android', 'web'].map(p => {
              const e = document.querySelector('[data-frame="welcome-back/light/portrait"][data-platform="' + p + '"] [data-part=body]');
              return [getComputedStyle(e).webkitLineClamp, getComputedStyle(e).overflowY]; });""")
        self.assertEqual(clamp[0][0], "3")
        self.assertEqual(clamp[1][0], "3")
        self.assertEqual(clamp[2], ["none", "auto"], "Web: not clamped, scrolls inside the height limit")

    def test_shadows(self):
        shadows = {p: self.part("welcome-back/light/portrait", "message", platform=p)["shadow"] for p in PLATFORMS}
        self.assertEqual(shadows["ios"], "rgba(0, 0, 0, 0.3) 0px 0px 8px 0px")
        self.assertEqual(shadows["web"], "rgba(0, 0, 0, 0.3) 0px 0px 4px 0px")
        self.assertNotEqual(shadows["android"], "none")


class ModalTests(PlatformTestCase):
    """Modals (SPEC §10.1, ref §3): cart-free-shipping has an image and two buttons,
    favourite-team-picker no image."""

    def test_width_radius_and_centring(self):
        widths = {"ios": WIDTH - 40, "android": WIDTH - 30, "web": WIDTH - 30}
        radius = {"ios": "8px", "android": "10px", "web": "8px"}
        for platform in PLATFORMS:
            with self.subTest(platform=platform):
                message, = self.parts("cart-free-shipping/light/portrait", platform, "message")
                self.assertAlmostEqual(message["w"], widths[platform], delta=0.5)
                self.assertAlmostEqual(message["x"], (WIDTH - widths[platform]) / 2, delta=0.5)
                self.assertAlmostEqual(message["y"] + message["h"] / 2, SAFE_TOP + (HEIGHT - SAFE_TOP) / 2, delta=1)
                self.assertEqual(self.part("cart-free-shipping/light/portrait", "message", platform=platform)["radius"], radius[platform])
                image, = self.parts("cart-free-shipping/light/portrait", platform, "image")
                self.assertAlmostEqual(image["y"], message["y"], delta=0.5, msg="the image touches the top edge")
                self.assertAlmostEqual(image["w"] / image["h"], 2.9, delta=0.02)

    def test_close_hit_boxes(self):
        # (size, from the top, from the right)
        expected = {"ios": (44, 0, 0), "android": (48, 1, 1), "web": (45, 0, 0)}
        for platform, (size, top, right) in expected.items():
            with self.subTest(platform=platform):
                message, close = self.parts("cart-free-shipping/light/portrait", platform, "message", "close")
                self.assertAlmostEqual(close["w"], size, delta=0.5)
                self.assertAlmostEqual(close["h"], size, delta=0.5)
                self.assertAlmostEqual(close["y"] - message["y"], top, delta=0.5)
                self.assertAlmostEqual(message["right"] - close["right"], right, delta=0.5)
        glyph = self.driver.execute_script("""
            return ['android', 'web'].map(p => {
              const svg = document.querySelector('[data-frame="cart-free-shipping/light/portrait"][data-platform="' + p + '"] [data-part=close] svg');
              const r = svg.getBoundingClientRect(); return [r.width, r.height]; });""")
        self.assertEqual(glyph, [[20, 20], [15, 15]], "Android's 20 x 20 X, Web's 15 x 15 X")
        self.assertEqual(self.part("cart-free-shipping/light/portrait", "close", platform="ios")["text"], "✕")

    def test_fonts(self):
        # (header size, header line, body size, body line)
        expected = {"ios": ("20px", "25px", "15px", "20px"), "android": ("20px", "26px", "14px", "15.4px"),
                    "web": ("20px", "26px", "14px", "21px")}
        for platform, (header_size, header_line, body_size, body_line) in expected.items():
            with self.subTest(platform=platform):
                header = self.part("cart-free-shipping/light/portrait", "header", platform=platform)
                body = self.part("cart-free-shipping/light/portrait", "body", platform=platform)
                self.assertEqual((header["fontSize"], header["fontWeight"], header["lineHeight"]), (header_size, "700", header_line))
                self.assertEqual((body["fontSize"], body["fontWeight"], body["lineHeight"]), (body_size, "400", body_line))

    def test_font_families(self):
        families = {p: self.part("cart-free-shipping/light/portrait", "message", platform=p)["fontFamily"] for p in PLATFORMS}
        self.assertEqual(families["ios"], "-apple-system, system-ui, sans-serif")
        self.assertEqual(families["android"], "Roboto, system-ui, sans-serif")
        self.assertEqual(families["web"], '"Helvetica Neue Light", "Helvetica Neue", Helvetica, Arial, "Lucida Grande", sans-serif')

    def test_text_top_without_an_image(self):
        # The SDKs' 40 (Android: the image box's 20 and the text's own 20), lowered to where
        # the close button's hit box ends so that no text lies under it (44, 1 + 48, 45).
        expected = {"ios": 44, "android": 49, "web": 45}
        for platform, top in expected.items():
            with self.subTest(platform=platform):
                message, header = self.parts("favourite-team-picker/light/portrait", platform, "message", "header")
                self.assertAlmostEqual(header["y"] - message["y"], top, delta=0.5)

    def test_buttons(self):
        # (side inset, gap above the buttons, card padding below them)
        expected = {"ios": (25, 20, 30), "android": (20, 20, 20), "web": (25, 37, 30)}
        for platform, (side, above, below) in expected.items():
            with self.subTest(platform=platform):
                frame = "favourite-team-picker/light/portrait"
                message, body, left = self.parts(frame, platform, "message", "body", "button")
                right = self.rel(self.part(frame, "button", 1, platform), self.screen(frame, platform))
                self.assertAlmostEqual(left["x"] - message["x"], side, delta=0.5)
                self.assertAlmostEqual(message["right"] - right["right"], side, delta=0.5)
                self.assertAlmostEqual(right["x"] - left["right"], 10, delta=0.5)
                self.assertAlmostEqual(left["w"], right["w"], delta=0.5)
                self.assertAlmostEqual(left["y"] - body["bottom"], above, delta=0.5)
                self.assertAlmostEqual(message["bottom"] - left["bottom"], below, delta=0.5)
                if platform == "ios":
                    self.assertTrue(36 <= left["h"] <= 44, left["h"])
                else:
                    self.assertAlmostEqual(left["h"], 44, delta=0.5)
                button = self.part("favourite-team-picker/light/portrait", "button", platform=platform)
                self.assertEqual((button["fontSize"], button["fontWeight"]), ("15px" if platform == "ios" else "14px", "700"))


class FullTests(PlatformTestCase):
    """Full messages on phones (SPEC §10.1, ref §4): push-primer (crop: fit, two buttons)."""

    def test_placement_image_and_close(self):
        # (card top, card height, close size, close top, close right)
        expected = {"ios": (0, HEIGHT, 44, SAFE_TOP, 0), "android": (SAFE_TOP, HEIGHT - SAFE_TOP, 48, SAFE_TOP + 11, 11),
                    "web": (SAFE_TOP, HEIGHT - SAFE_TOP, 45, SAFE_TOP, 0)}
        fits = {"ios": "cover", "android": "contain", "web": "contain"}
        for platform, (top, height, size, close_top, close_right) in expected.items():
            with self.subTest(platform=platform):
                message, image, close = self.parts("push-primer/light/portrait", platform, "message", "image", "close")
                self.assertEqual((message["x"], message["y"], message["w"], message["h"]), (0, top, WIDTH, height))
                self.assertEqual(self.part("push-primer/light/portrait", "message", platform=platform)["radius"], "0px")
                self.assertEqual((image["y"], image["w"], image["h"]), (top, WIDTH, height // 2))
                fit = self.measure('[data-frame="push-primer/light/portrait"][data-platform="%s"] [data-part=image] img' % platform)["fit"]
                self.assertEqual(fit, fits[platform], "iOS fills whatever crop says")
                self.assertEqual((close["w"], close["h"], close["y"], WIDTH - close["right"]), (size, size, close_top, close_right))

    def test_text_and_buttons(self):
        for platform in PLATFORMS:
            with self.subTest(platform=platform):
                header, left = self.parts("push-primer/light/portrait", platform, "header", "button")
                self.assertAlmostEqual(left["x"], 25, delta=0.5)
                header_box = self.part("push-primer/light/portrait", "header", platform=platform)
                self.assertGreater(header_box["w"], 0)
        # Every platform's buttons follow the text; iOS's stack keeps 20 between them and the
        # spacer that takes the space left, so they never sit on the safe-area bottom.
        body, ios = self.parts("push-primer/light/portrait", "ios", "body", "button")
        self.assertAlmostEqual(ios["y"] - body["bottom"], 20, delta=0.5)
        self.assertLessEqual(ios["bottom"], HEIGHT - 20)
        body, android = self.parts("push-primer/light/portrait", "android", "body", "button")
        self.assertAlmostEqual(android["y"] - body["bottom"], 20, delta=0.5)
        body, web = self.parts("push-primer/light/portrait", "web", "body", "button")
        self.assertAlmostEqual(web["y"] - body["bottom"], 17, delta=0.5)
        self.assertAlmostEqual(web["h"], 44, delta=0.5)

    def test_crop_fit_note_only_in_the_ios_row(self):
        notes = self.driver.execute_script("""
            return Array.from(document.querySelectorAll('[data-campaign="push-primer"] .platform-row')).map(row =>
              Array.from(row.querySelectorAll('.note')).map(n => n.textContent));""")
        self.assertEqual(len(notes[0]), 1)
        self.assertIn("crop: fit", notes[0][0])
        self.assertEqual(notes[1:], [[], []])


class DarkModeTests(PlatformTestCase):
    """SPEC §10.1: iOS and Android draw the dark theme when given, Web never; without one, the
    dark frame shows the light colours everywhere."""

    def colour(self, frame, platform, part="message", prop="background"):
        return self.part(frame, part, platform=platform)[prop]

    def test_dark_theme_on_ios_and_android_light_on_web(self):
        for platform in ("ios", "android"):
            self.assertEqual(self.colour("cart-free-shipping/dark/portrait", platform), "rgb(30, 30, 30)")
            self.assertEqual(self.colour("cart-free-shipping/dark/portrait", platform, "body", "color"), "rgb(238, 238, 238)")
            self.assertEqual(self.colour("cart-free-shipping/dark/portrait", platform, "header", "color"), "rgb(245, 245, 245)")
            self.assertEqual(self.colour("cart-free-shipping/dark/portrait", platform, "button", "color"), "rgb(255, 255, 255)",
                             "the dark entry sets no text: the style's")
        self.assertEqual(self.colour("cart-free-shipping/dark/portrait", "web"), "rgb(255, 255, 255)")
        self.assertEqual(self.colour("cart-free-shipping/dark/portrait", "web", "body", "color"),
                         self.colour("cart-free-shipping/light/portrait", "web", "body", "color"))
        self.assertEqual(self.colour("favourite-team-picker/dark/portrait", "web", "button", "background"), "rgb(27, 120, 207)")
        self.assertEqual(self.colour("favourite-team-picker/dark/portrait", "android", "button", "background"), "rgb(45, 108, 192)")

    def test_without_a_dark_theme_the_dark_frame_shows_the_light_colours(self):
        for platform in PLATFORMS:
            self.assertEqual(self.colour("push-primer/dark/portrait", platform), self.colour("push-primer/light/portrait", platform))

    def test_the_web_row_says_it_draws_no_dark_theme(self):
        notes = self.driver.execute_script("""
            return Array.from(document.querySelectorAll('[data-campaign="cart-free-shipping"] .platform-row')).map(row =>
              Array.from(row.querySelectorAll('.note')).map(n => n.textContent));""")
        self.assertEqual(notes, [[], [], ["The Web SDK does not apply dark themes: the dark frame shows the light colours."]])


class CustomViewTests(PlatformTestCase):
    """SPEC §10: a declared view type gets a banner and every frame is marked; extras are
    listed in every card."""

    def test_banner_with_the_contract_and_extras(self):
        banner = self.driver.find_element(By.CSS_SELECTOR, '[data-campaign="favourite-team-picker"] [data-custom-view="picker"]:not([data-frame])')
        lines = banner.text.split("\n")
        self.assertEqual(lines[0], "Drawn by the app's custom view picker")
        self.assertIn("message types modal", banner.text.replace("\n", " "))
        self.assertIn("required extras attribute_key", banner.text.replace("\n", " "))
        self.assertIn("message format comma_list", banner.text.replace("\n", " "))
        self.assertEqual(lines[-2:], ["attribute_key = favorite_team", "view_type = picker"])
        first_frame = self.measure('[data-campaign="favourite-team-picker"] [data-frame]')
        self.assertLess(banner.rect["y"] + banner.rect["height"], first_frame["y"], "above the frames")

    def test_every_frame_is_marked_default_ui(self):
        marks = self.driver.execute_script("""
            return Array.from(document.querySelectorAll('[data-campaign="push-primer"] [data-frame]')).map(f => {
              const m = f.querySelector('.not-seen'); const a = f.getBoundingClientRect(), b = m.getBoundingClientRect();
              return [f.dataset.customView, m.textContent, b.y - a.y, b.width === a.width]; });""")
        self.assertEqual(marks, [["toggle_list", "default UI — not what users see", 0, True]] * 6)
        self.assertEqual(self.driver.execute_script(
            "return document.querySelectorAll('[data-campaign=\"cart-free-shipping\"] [data-custom-view]').length"), 0)

    def test_extras_in_key_order(self):
        facts = self.driver.find_element(By.CSS_SELECTOR, '[data-campaign="winback-offer"] .facts').text.split("\n")
        at = facts.index("extras")
        self.assertEqual(facts[at + 1:at + 4], ["discount_percent = 15", "promo_code = WINBACK15", "show_confetti = yes"])
        facts = self.driver.find_element(By.CSS_SELECTOR, '[data-campaign="cart-free-shipping"] .facts').text.split("\n")
        self.assertEqual(facts[-2:], ["extras", "none"])

    def test_an_undeclared_view_type_gets_a_note(self):
        self.open(build("fixtures-all", ["Tests/Browser/fixtures"], "--platform", "all", expect=1))
        card = self.driver.find_element(By.CSS_SELECTOR, '[data-campaign="carousel-modal"]')
        self.assertIn("the extras name view_type carousel; if the app draws it with its own view, users do not see this drawing",
                      card.text)
        self.assertEqual(len(card.find_elements(By.CSS_SELECTOR, "[data-custom-view]")), 0)
        facts = card.find_element(By.CSS_SELECTOR, ".facts").text.split("\n")
        self.assertEqual(facts[-3:], ["Zeta = last", "placement = home", "view_type = carousel"], "byte order of the keys")


class WebDesktopTests(BrowserTestCase):
    """The Web SDK's desktop rules in a phone landscape frame (667 x 375, no insets): the
    viewport is wider than 600 px and at most 750 px tall (SPEC §10, ref §2.3, §3.4, §4.4)."""

    def setUp(self):
        self.open(fresh=False, folder=build("landscape", ["Samples/valid"], "--platform", "android", "--platform", "web", "--orientation", "landscape"))

    def test_slideup_sits_right_with_a_close_button(self):
        screen = self.screen("welcome-back/light/landscape", "web")
        message = self.part("welcome-back/light/landscape", "message", platform="web")
        self.assertAlmostEqual(screen["right"] - message["right"], 20, delta=0.5)
        self.assertAlmostEqual(message["y"] - screen["y"], 20, delta=0.5)
        self.assertLessEqual(message["h"], 150)
        self.part("welcome-back/light/landscape", "close", platform="web")
        self.assertEqual(self.driver.execute_script(
            "return document.querySelectorAll('[data-frame=\"welcome-back/light/landscape\"][data-platform=web] [data-part=chevron]').length"), 0)

    def test_modal_is_450_wide(self):
        for platform in ("android", "web"):
            message = self.part("favourite-team-picker/light/landscape", "message", platform=platform)
            self.assertAlmostEqual(message["w"], 450, delta=0.5)
            self.assertLessEqual(message["h"], 375 - 30)

    def test_full_is_a_450_column_in_a_short_viewport(self):
        screen = self.screen("push-primer/light/landscape", "web")
        message = self.part("push-primer/light/landscape", "message", platform="web")
        self.assertEqual((message["w"], message["h"]), (450, 375))
        self.assertAlmostEqual(message["x"] - screen["x"], (667 - 450) / 2, delta=0.5)
        self.assertEqual(message["radius"], "0px")
        rows = self.driver.execute_script("return Array.from(document.querySelectorAll('.platform-name')).slice(0, 2).map(e => e.textContent)")
        self.assertEqual(rows, ["Android", "Web"])


class ScreenshotTests(PlatformTestCase):
    """Screenshots of every platform's rows, to look at."""

    def test_screenshots(self):
        self.driver.set_window_size(1400, 2800)
        try:
            for campaign in ("cart-free-shipping", "welcome-back", "push-primer", "favourite-team-picker", "premium-welcome"):
                self.shoot('[data-campaign="%s"]' % campaign, "platforms-%s.png" % campaign)
        finally:
            self.driver.set_window_size(1400, 1000)


if __name__ == "__main__":
    unittest.main(verbosity=2)
