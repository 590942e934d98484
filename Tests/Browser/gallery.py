"""What the browser tests share: the campaignc binary, galleries built once per run into one
temporary folder, one headless Chromium, and helpers that measure a frame's parts with
getBoundingClientRect and getComputedStyle.

Environment:
  CAMPAIGNC              the binary (default .build/debug/campaignc)
  CAMPAIGNC_SCREENSHOTS  where screenshots go (default Tests/Browser/screenshots/)
  CAMPAIGNC_DOCS_SCREENSHOT=1  also rewrite docs/preview.png
"""

import atexit
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
import unittest

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.environ.get("CAMPAIGNC", os.path.join(ROOT, ".build", "debug", "campaignc"))
SHOTS = os.environ.get("CAMPAIGNC_SCREENSHOTS", os.path.join(ROOT, "Tests", "Browser", "screenshots"))
SAMPLES = os.path.join(ROOT, "Samples", "valid")
FIXTURES = os.path.join(ROOT, "Tests", "Browser", "fixtures")
NOW = "2026-03-10T00:00:00Z"
TMP = tempfile.mkdtemp(prefix="campaignc-preview-")
atexit.register(shutil.rmtree, TMP, ignore_errors=True)
os.makedirs(SHOTS, exist_ok=True)

MEASURE = """
const element = arguments[1] == null ? document.querySelector(arguments[0])
                                           : document.querySelectorAll(arguments[0])[arguments[1]];
if (!element) { return null; }
const r = element.getBoundingClientRect();
const s = getComputedStyle(element);
return {x: r.x, y: r.y, w: r.width, h: r.height, right: r.right, bottom: r.bottom,
        background: s.backgroundColor, color: s.color, radius: s.borderTopLeftRadius,
        fit: s.objectFit, text: element.textContent, fontSize: s.fontSize, fontWeight: s.fontWeight,
        lineHeight: s.lineHeight, fontFamily: s.fontFamily, overflowY: s.overflowY, shadow: s.boxShadow};
"""

_built = {}
_driver = []


def build(name, paths, *options, expect=0):
    """Runs `campaignc preview` into a fresh folder once per run; returns the folder."""
    if name in _built:
        return _built[name]
    out = os.path.join(TMP, name)
    result = subprocess.run([BINARY, "preview", *paths, "--output-dir", out, "--now", NOW, *options],
                            cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == expect, (result.returncode, result.stdout, result.stderr)
    _built[name] = out
    return out


def campaign_asset_urls(folder):
    """The campaigns' remote asset URLs: `image:` values and `asset_urls` items."""
    urls = set()
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".yaml") or name == "campaignc.yaml":
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            for line in handle:
                match = re.match(r"\s*(?:image:|-)\s*(https://\S+)\s*$", line)
                if match:
                    urls.add(match.group(1))
    return urls


def requested_urls(driver):
    """Every URL the page and its frames asked for since the performance log was last read."""
    requested = set(driver.execute_script("return performance.getEntriesByType('resource').map(e => e.name)"))
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            requested.add(message["params"]["request"]["url"])
    return requested


def chrome_options(javascript=True):
    options = Options()
    options.add_argument("--headless=new")
    options.add_argument("--no-sandbox")
    options.add_argument("--window-size=1400,1000")
    options.add_argument("--hide-scrollbars")
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    else:
        options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    return options


def new_driver(javascript=True):
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(service=service, options=chrome_options(javascript))


def driver():
    """The run's one browser (with JavaScript), started on first use."""
    if not _driver:
        _driver.append(new_driver())
        atexit.register(_driver[0].quit)
    return _driver[0]


class BrowserTestCase(unittest.TestCase):
    """Opens galleries in the shared browser and measures their parts."""

    @property
    def driver(self):
        return driver()

    def open(self, folder, fresh=True):
        """Loads `folder`'s gallery; with `fresh=False`, only when another page is shown."""
        url = "file://" + os.path.join(folder, "index.html")
        if not fresh and self.driver.current_url == url:
            return
        self.driver.get(url)
        WebDriverWait(self.driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
        time.sleep(0.3)

    def measure(self, selector, index=None):
        box = self.driver.execute_script(MEASURE, selector, index)
        self.assertIsNotNone(box, selector)
        return box

    def part(self, frame, part, index=0, platform=None):
        """The `index`th `data-part` of the frame `frame` (on `platform`, else the first frame
        of that value in document order: iOS)."""
        scope = '[data-frame="%s"]' % frame + ('[data-platform="%s"]' % platform if platform else "")
        selector = scope + ' [data-part="%s"]' % part
        count = self.driver.execute_script("return document.querySelectorAll(arguments[0]).length", selector)
        self.assertGreater(count, index, selector)
        return self.measure(selector, index)

    def screen(self, frame, platform=None):
        return self.measure('[data-frame="%s"]' % frame + ('[data-platform="%s"]' % platform if platform else ""))

    def shoot(self, selector, name):
        element = self.driver.find_element("css selector", selector)
        self.driver.execute_script("arguments[0].scrollIntoView()", element)
        element.screenshot(os.path.join(SHOTS, name))
