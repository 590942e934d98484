#!/usr/bin/python3
"""Browser tests of the html message's frame (SPEC §10): the bridge calls listed with their
arguments on every platform, and the frame's Content Security Policy in force before any of
the message's content, whatever the document holds (issue 23 item 16), against a stand-in
for a foreign site: a local HTTP server on another origin that records every request.
"""

import http.server
import os
import tempfile
import threading
import time
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from gallery import TMP, BrowserTestCase, build

EXPECTED_CALLS = [
    'logClick("1")',
    'getUser().setFirstName("Ada")',
    'logCustomEvent("viewed",{"season":"spring","n":2})',
    'getUser().setCustomUserAttribute("team","Arsenal")',
    "logPurchase(null,null)",
    "logCustomEvent(…)",
    'logCustomEvent("' + "x" * 183 + "…",
    'logCustomEvent("<b>not bold</b>")',
    'logClick("after")',
    '<img src=x onerror="window.parent.__campaignPwned=4">',
    "closeMessage()",
]


class BridgeCallTests(BrowserTestCase):
    """SPEC §10 (v3): each call as `method(arguments)`, in call order, as text, in the list of
    the frame that made it, on every platform."""

    def setUp(self):
        self.open(build("fixtures-all", ["Tests/Browser/fixtures"], "--platform", "all", expect=1), fresh=False)

    def calls(self, platform, theme="light"):
        selector = '[data-bridge-calls="bridge-html/%s/portrait"][data-platform="%s"] li' % (theme, platform)
        WebDriverWait(self.driver, 10).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, selector)) >= len(EXPECTED_CALLS))
        time.sleep(0.2)
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0])).map(li => [li.textContent, li.children.length])", selector)

    def test_calls_with_their_arguments(self):
        calls = self.calls("ios")
        self.assertEqual([text for text, _ in calls], EXPECTED_CALLS)
        self.assertEqual(len(calls[6][0]), 200, "cut to 199 characters and …")
        self.assertEqual({children for _, children in calls}, {0}, "text, never markup")
        self.assertIsNone(self.driver.execute_script("return window.__campaignPwned === undefined ? null : window.__campaignPwned"))

    def test_every_platform_lists_its_own_frames_calls(self):
        for platform in ("ios", "android", "web"):
            for theme in ("light", "dark"):
                self.assertEqual([text for text, _ in self.calls(platform, theme)], EXPECTED_CALLS, (platform, theme))


class Recorder(http.server.BaseHTTPRequestHandler):
    """A foreign site: answers everything and remembers what was asked."""
    requests = []

    def do_GET(self):
        Recorder.requests.append(self.path)
        body = b"window.parent.postMessage({campaignc: 'bridge', call: 'foreign script ran'}, '*');"
        self.send_response(200)
        self.send_header("Content-Type", "application/javascript")
        self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


HOSTILE = """<!-- <head> -->
<script>
  fetch("{origin}/fetch-before-head").catch(function () {{}});
  new Image().src = "{origin}/image-before-head";
</script>
<div title="<head>"><img src="{origin}/image-in-attribute"></div>
<textarea><head></textarea>
<head><title>hostile</title><link rel="stylesheet" href="{origin}/style.css"></head>
<body>
  <img src="{origin}/image-in-body">
  <script src="{origin}/script.js"></script>
  <iframe src="{origin}/frame"></iframe>
  <form action="{origin}/form" method="get"><input name="q" value="1"></form>
  <script>
    try {{ document.forms[0].submit(); }} catch (error) {{}}
    var socket; try {{ socket = new WebSocket("{ws}/socket"); }} catch (error) {{}}
    navigator.sendBeacon && navigator.sendBeacon("{origin}/beacon");
    brazeBridge.logClick("csp");
  </script>
</body>
"""


class PolicyTests(BrowserTestCase):
    """The frame's policy comes first: `<head>` in a comment, an attribute or a `<textarea>`,
    and scripts before `<head>`, reach no other origin (issue 23 item 16)."""

    @classmethod
    def setUpClass(cls):
        cls.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Recorder)
        threading.Thread(target=cls.server.serve_forever, daemon=True).start()
        origin = "http://127.0.0.1:%d" % cls.server.server_address[1]
        folder = tempfile.mkdtemp(dir=TMP)
        html = HOSTILE.format(origin=origin, ws=origin.replace("http:", "ws:"))
        indented = "".join("    " + line + "\n" for line in html.splitlines())
        with open(os.path.join(folder, "hostile.yaml"), "w", encoding="utf-8") as handle:
            handle.write("campaign: hostile-html\ntrigger: session_start\nmessage:\n  type: html\n  html: |\n" + indented)
        cls.gallery = build("hostile-html", [folder])

    @classmethod
    def tearDownClass(cls):
        cls.server.shutdown()
        cls.server.server_close()

    def test_no_request_reaches_another_origin(self):
        Recorder.requests.clear()
        self.open(self.gallery)
        selector = '[data-bridge-calls="hostile-html/light/portrait"] li'
        WebDriverWait(self.driver, 10).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, selector)) >= 1)
        time.sleep(1.5)
        calls = [item.text for item in self.driver.find_elements(By.CSS_SELECTOR, selector)]
        self.assertEqual(calls, ['logClick("csp")'], "the message's inline scripts run; the foreign one does not")
        self.assertEqual(Recorder.requests, [])


if __name__ == "__main__":
    unittest.main(verbosity=2)
