#!/usr/bin/python3
"""Browser tests of the preview's persona rows (SPEC §15.7): a personalised message is drawn
for each persona of the project file and for a user without attributes, each row labelled,
and the rendered text is what the frame shows."""

import unittest

from selenium.webdriver.common.by import By

from gallery import BrowserTestCase, build


class PersonaRowTests(BrowserTestCase):
    def setUp(self):
        self.open(build("personas", ["Tests/Browser/personas", "--config", "Tests/Browser/personas/campaignc.yaml"]), fresh=False)

    def test_each_persona_row_is_labelled_and_shows_its_rendered_header(self):
        headings = [h.text for h in self.driver.find_elements(By.CSS_SELECTOR, "section[data-campaign=greeting] h3.persona")]
        self.assertEqual(headings, ["persona ana", "persona bo", "a user without attributes"])
        ana = self.driver.find_element(By.CSS_SELECTOR, '[data-frame="greeting@1/light/portrait"]')
        self.assertIn("Hi Ana", ana.text)
        self.assertTrue(ana.is_displayed())
        nobody = self.driver.find_element(By.CSS_SELECTOR, '[data-frame="greeting/light/portrait"]')
        self.assertIn("Hi there", nobody.text)
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, '[data-frame^="greeting@2/"]'), [])
        note = self.driver.find_element(By.CSS_SELECTOR, "section[data-campaign=greeting] .persona-note")
        self.assertEqual(note.text, "not shown: abort_message: opted out")
        print("persona rows compared: 3")


if __name__ == "__main__":
    unittest.main()
