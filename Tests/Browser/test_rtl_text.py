#!/usr/bin/python3
"""Browser test of right-to-left text in a card (SPEC §10, issue 29 item 14): every name and
value the author wrote is isolated, so the card's English words around it keep their order.
Without it a button fact `ليس الآن (id 0): close` in a `dir="auto"` line reads
`close :(id 0) ليس الآن`.

Measured on `Tests/Browser/rtl` (Arabic and Hebrew in the trigger, buttons, extras, the
custom-view note, the click-action list and a diagnostic): in each line, the boxes of the
given pieces of text (Range.getBoundingClientRect) must run from left to right.
"""

import unittest

from gallery import BrowserTestCase, build

# The pieces' boxes, found in the element's text (the first occurrence after the previous piece).
BOXES = """
const [selector, pieces] = arguments;
const element = document.querySelector(selector);
if (!element) { return null; }
const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
const nodes = [];
let text = '';
for (let node = walker.nextNode(); node; node = walker.nextNode()) { nodes.push([node, text.length]); text += node.data; }
function point(offset) {
  for (let i = nodes.length - 1; i >= 0; i--) {
    if (nodes[i][1] <= offset) { return [nodes[i][0], offset - nodes[i][1]]; }
  }
}
let from = 0;
const boxes = [];
for (const piece of pieces) {
  const at = text.indexOf(piece, from);
  if (at < 0) { return {text: text, missing: piece}; }
  from = at + piece.length;
  const range = document.createRange();
  range.setStart(...point(at));
  range.setEnd(...point(at + piece.length - 1));
  range.setEnd(range.endContainer, range.endOffset + 1);
  const r = range.getBoundingClientRect();
  boxes.push({left: r.left, right: r.right, top: r.top, bottom: r.bottom});
}
return {text: text, boxes: boxes};
"""

OFFER = '[data-campaign="rtl-offer"]'

# (element, pieces in the order they must read from left to right)
LINES = [
    (OFFER + " .facts dd:nth-of-type(1)", ["custom event", "تسوق", "where", "المدينة", "=", "الرياض"]),
    (OFFER + " .facts dd:nth-of-type(7)", ["ليس الآن", "(id 0):", "close"]),
    (OFFER + " .facts dd:nth-of-type(8)", ["כן, בטח", "(id 1):", "actions:", "log_custom_event"]),
    (OFFER + " .extras li:nth-of-type(1)", ["view_type", "=", "תצוגה"]),
    (OFFER + " .extras li:nth-of-type(2)", ["العرض", "=", "خصم"]),
    (OFFER + " p.note", ["the extras name", "view_type", "תצוגה", "; if the app draws it"]),
    (OFFER + " p.bridge-title", ["Button", "כן, בטח", "(id 1): Braze Actions"]),
    (OFFER + ' [data-click-actions="rtl-offer/button/1"] li:nth-of-type(1)', ["log_custom_event", "اشترى", '{"מקור":"ברוכים"}']),
    (OFFER + ' [data-click-actions="rtl-offer/button/1"] li:nth-of-type(2)', ["open_link", "https://example.com/שלום"]),
    ('[data-campaign="rtl-broken"] .diagnostics li', ["error[E101]: unknown key", "مفتاح", "rtl.yaml", ", line 31, column 3"]),
]


class RightToLeftTextTests(BrowserTestCase):
    """Each right-to-left value sits where the card's words put it."""

    def test_pieces_read_left_to_right(self):
        gallery = build("rtl", ["Tests/Browser/rtl"], expect=1)
        self.open(gallery)
        compared = 0
        for selector, pieces in LINES:
            with self.subTest(selector=selector):
                result = self.driver.execute_script(BOXES, selector, pieces)
                self.assertIsNotNone(result, selector)
                self.assertNotIn("missing", result, result)
                boxes = result["boxes"]
                for (before, after), (a, b) in zip(zip(pieces, pieces[1:]), zip(boxes, boxes[1:])):
                    self.assertLess(abs(a["top"] - b["top"]), 2, "%s: %r and %r on one line" % (selector, before, after))
                    self.assertLessEqual(a["right"], b["left"] + 0.5, "%s: %r reads before %r in %r" % (selector, before, after, result["text"]))
                    compared += 1
        print("right-to-left text: %d orderings compared in %d lines" % (compared, len(LINES)))
        self.assertEqual(compared, sum(len(pieces) - 1 for _, pieces in LINES))
        self.assertEqual(self.driver.execute_script("return document.querySelectorAll('.facts dd[dir]').length"), 0)


if __name__ == "__main__":
    unittest.main()
