#!/usr/bin/python3
"""Browser test of what a frame must never draw (SPEC §10.1; docs/preview.md, "what differs from
the reference tables"): text or a button under the close button's hit box, and text or a button
cut off by the frame's rounded corners, its safe area (the status bar; on Web the browser's bar
above the viewport) or the message's own rounded box, or sitting on one of their edges.

Measured in every frame of the sample gallery and of `Tests/Browser/layout` (texts long enough
to reach every edge): every platform, message type, theme and orientation, on phone and tablet
frames. html messages draw their own page and have no parts to measure.
"""

import unittest

from gallery import BrowserTestCase, build

# Parts closer than this to an edge of the visible area sit on it.
CLEARANCE = 1

CHECK = """
const clearance = arguments[0];
function box(element) {
  const r = element.getBoundingClientRect();
  return {x: r.left, y: r.top, right: r.right, bottom: r.bottom};
}
function radius(element) { return parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0; }
// Whether the point lies inside `area` (a rounded rectangle of radius `r`), `clearance` from its edge.
function inside(point, area, r) {
  const [x, y] = point, c = clearance;
  if (x < area.x + c || x > area.right - c || y < area.y + c || y > area.bottom - c) { return false; }
  const inner = Math.max(r - c, 0);
  const cx = Math.min(Math.max(x, area.x + c + inner), area.right - c - inner);
  const cy = Math.min(Math.max(y, area.y + c + inner), area.bottom - c - inner);
  return Math.hypot(x - cx, y - cy) <= inner + 0.01;
}
function corners(b) { return [[b.x, b.y], [b.right, b.y], [b.x, b.bottom], [b.right, b.bottom]]; }
function overlap(a, b) { return a.x < b.right && b.x < a.right && a.y < b.bottom && b.y < a.bottom; }
// The part's box as far as it shows: cut by the scrolling or clipping boxes around it inside the message.
function shown(element, message) {
  let b = box(element);
  for (let up = element.parentElement; up && up !== message; up = up.parentElement) {
    const s = getComputedStyle(up);
    if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
      const c = box(up);
      b = {x: Math.max(b.x, c.x), y: Math.max(b.y, c.y), right: Math.min(b.right, c.right), bottom: Math.min(b.bottom, c.bottom)};
    }
  }
  return b;
}
const round = b => [b.x, b.y, b.right, b.bottom].map(v => Math.round(v * 100) / 100);
const problems = [];
let frames = 0, parts = 0;
for (const screen of document.querySelectorAll('[data-frame]')) {
  const message = screen.querySelector('[data-part="message"]');
  if (!message || message.tagName === 'IFRAME') { continue; }
  frames += 1;
  const name = screen.dataset.platform + ' ' + screen.dataset.frame;
  const frame = box(screen);
  const safeTop = frame.right - frame.x < frame.bottom - frame.y || screen.closest('.tablet') ? 20 : 0;
  const safe = {x: frame.x, y: frame.y + safeTop, right: frame.right, bottom: frame.bottom};
  const card = box(message);
  const close = screen.querySelector('[data-part="close"]');
  for (const part of screen.querySelectorAll('[data-part="header"], [data-part="body"], [data-part="button"]')) {
    const kind = part.dataset.part;
    const b = shown(part, message);
    if (b.right <= b.x || b.bottom <= b.y) { continue; }
    parts += 1;
    if (close && overlap(b, box(close))) {
      problems.push(name + ': the ' + kind + ' ' + round(b) + ' is under the close box ' + round(box(close)));
    }
    const areas = [['the frame', frame, radius(screen)], ['the safe area', safe, 0], ['the message', card, radius(message)]];
    for (const [area, rect, r] of areas) {
      const out = corners(b).find(p => !inside(p, rect, r));
      if (out) { problems.push(name + ': the ' + kind + ' ' + round(b) + ' leaves ' + area + ' ' + round(rect) + ' at ' + out); }
    }
  }
}
return {frames: frames, parts: parts, problems: problems};
"""


class FrameClearanceTests(BrowserTestCase):
    """No text or button under the close box, none cut off or on an edge."""

    def check(self, name, folder, device, frames):
        gallery = build(name, [folder], "--platform", "all", "--orientation", "both", "--device", device)
        self.open(gallery)
        result = self.driver.execute_script(CHECK, CLEARANCE)
        print("frame clearance, %s (%s): %d frames, %d parts measured, %d problems"
              % (folder, device, result["frames"], result["parts"], len(result["problems"])))
        self.assertEqual(result["frames"], frames, "every frame with parts is measured")
        self.assertGreater(result["parts"], frames)
        self.assertEqual(result["problems"], [], "\n".join(result["problems"]))

    def test_samples_on_phones(self):
        # 11 campaigns with parts × 3 platforms × 2 themes × 2 orientations (the html one has none).
        self.check("clearance-samples-phone", "Samples/valid", "phone", 168)

    def test_samples_on_tablets(self):
        self.check("clearance-samples-tablet", "Samples/valid", "tablet", 168)

    def test_long_texts_on_phones(self):
        self.check("clearance-long-phone", "Tests/Browser/layout", "phone", 60)

    def test_long_texts_on_tablets(self):
        self.check("clearance-long-tablet", "Tests/Browser/layout", "tablet", 60)


if __name__ == "__main__":
    unittest.main()
