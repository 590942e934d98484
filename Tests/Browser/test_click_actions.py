#!/usr/bin/python3
"""Browser tests of clicks with Braze Actions in the gallery (SPEC §10): the clicked element
carries `data-actions` and a `title`; under the frames each click lists its steps exactly as
`campaignc test --trace` writes them (SPEC §9.4); the steps are shown, never run or linked.
"""

import subprocess
import unittest

from selenium.webdriver.common.by import By

from gallery import BINARY, ROOT, BrowserTestCase, build

SCENARIO = "order-updates-opt-in-closes-and-its-steps-trigger-nothing"


class ClickActionsTests(BrowserTestCase):
    def setUp(self):
        self.open(build("samples", ["Samples/valid"]), fresh=False)

    def traced_steps(self, scenario, clicked):
        """The steps of the trace line that contains `clicked`, from `campaignc test --trace`."""
        result = subprocess.run([BINARY, "test", "Samples/valid", "Samples/scenarios", "--scenario", scenario, "--trace"],
                                cwd=ROOT, capture_output=True, text=True, check=True)
        line = next(line for line in result.stdout.splitlines() if clicked in line)
        return line.split("; actions: ", 1)[1].rsplit(" (not run)", 1)[0].split(", ")

    def listed(self, key):
        return [item.text for item in self.driver.find_elements(By.CSS_SELECTOR, '[data-click-actions="%s"] li' % key)]

    def test_the_primer_button_asks_for_push_permission(self):
        button = self.driver.find_element(By.CSS_SELECTOR, '[data-frame="push-primer/light/portrait"] [data-part="button"]')
        self.assertEqual(button.get_attribute("data-actions"), "request_push_permission")
        self.assertEqual(button.get_attribute("title"), "Braze Actions on click: request_push_permission")
        self.assertEqual(self.listed("push-primer/button/0"), ["request_push_permission"])
        card = self.driver.find_element(By.CSS_SELECTOR, '[data-campaign="push-primer"]')
        note = card.find_element(By.CSS_SELECTOR, '[data-note="push-permission"]')
        self.assertEqual(note.text, "shows the system's push permission prompt; Android and Web skip this message when the prompt cannot show")
        self.assertEqual(self.listed("push-primer/button/1"), [])

    def test_lists_match_the_trace_and_links_are_text(self):
        self.assertEqual(self.listed("order-updates-opt-in/button/1"), self.traced_steps(SCENARIO, "button `1` clicked"))
        body = self.listed("weekly-story-teaser/body")
        self.assertEqual(body, self.traced_steps(SCENARIO, "weekly-story-teaser clicked"))
        self.assertEqual(body[-1], "open_link https://example.com/stories/farm-to-cup (webview)")
        message = self.driver.find_element(By.CSS_SELECTOR, '[data-frame="weekly-story-teaser/light/portrait"] [data-part="message"]')
        self.assertEqual(message.get_attribute("data-actions"), "log_custom_event add_to_custom_attribute_array set_email_subscription open_link")
        self.part("weekly-story-teaser/light/portrait", "chevron")
        self.assertEqual(self.driver.execute_script("return document.querySelectorAll('a[href]').length"), 0)


if __name__ == "__main__":
    unittest.main(verbosity=2)
