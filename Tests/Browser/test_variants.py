#!/usr/bin/python3
"""Browser tests of a campaign with variants in the gallery (SPEC §17, §10): one row of frames per
variant, headed with its name and percent, each drawing its own message under its own frame id.
"""

import unittest

from selenium.webdriver.common.by import By

from gallery import BrowserTestCase, build

CAMPAIGN = "spring-sale-copy"


class VariantRowsTests(BrowserTestCase):
    def setUp(self):
        self.open(build("samples", ["Samples/valid"]), fresh=False)

    def test_each_variant_has_a_headed_row(self):
        card = self.driver.find_element(By.CSS_SELECTOR, '[data-campaign="%s"]' % CAMPAIGN)
        headings = [h.text for h in card.find_elements(By.CSS_SELECTOR, "h3.variant")]
        self.assertEqual(headings, ["variant short-copy · 30%", "variant long-copy · 30%", "variant countdown · 30%"])
        print("variant rows: compared %d headings" % len(headings))

    def test_each_row_draws_its_own_message(self):
        texts = {"short-copy": "Spring sale: 20% off", "long-copy": "shoes, bags and jackets",
                 "countdown": "20% off everything in the spring sale"}
        for name, text in texts.items():
            frame = "%s.%s/light/portrait" % (CAMPAIGN, name)
            self.part(frame, "message")
            shown = self.driver.find_element(By.CSS_SELECTOR, '[data-frame="%s"]' % frame).get_attribute("textContent")
            self.assertIn(text, shown)
            for other, other_text in texts.items():
                if other != name and not other_text.startswith("Spring sale: 20% off"):
                    self.assertNotIn(other_text, shown, frame)
        self.part("%s.countdown/light/portrait" % CAMPAIGN, "header")
        self.assertEqual(self.driver.execute_script(
            "return document.querySelectorAll('[data-frame^=\"%s/\"]').length" % CAMPAIGN), 0)
        print("variant rows: compared %d frames" % len(texts))

if __name__ == "__main__":
    unittest.main(verbosity=2)
