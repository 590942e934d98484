#!/usr/bin/env python3
"""Compares campaignc's parse verdicts on Liquid texts with python-liquid's (PyPI, 2.3.6).

    .build-venv/bin/python Scripts/check_liquid_parse.py [VERDICTS.json]

VERDICTS.json (default Tests/CampaignLiquidTests/Golden/parse-verdicts.json, which
`swift test --filter PythonLiquidVerdictTests` keeps up to date) is
{"texts": [{"text": TEXT, "parses": true|false}, ...]}: campaignc's verdict is "parses" when a
text has no Liquid syntax problem (E801) and no tag that neither Liquid 5 nor Braze has. An entry
with "python_liquid_differs": REASON is a known leniency of python-liquid (campaignc follows
Shopify's strict parser there): python-liquid is expected to give the other verdict.

Each text is rewritten as for the ruby-liquid oracle (SPEC §15.4): `${name}` becomes the plain
variable `name` (or `["name"]` when it holds other characters), and `{{`/`}}` inside tag markup
are dropped, as Braze reads them. Braze's own tags (`abort_message`, `connected_content`,
`catalog_items`, `catalog_selection_items`, `message_extras`, and the block `translation`) are
registered so that python-liquid accepts any markup for them. Prints how many texts it compared
and fails on the first difference, showing both verdicts.
"""

import json
import re
import sys

import liquid
from liquid import Environment
from liquid.builtin.tags.comment_tag import CommentNode
from liquid.exceptions import LiquidError
from liquid.tag import Tag
from liquid.token import TOKEN_EXPRESSION, TOKEN_TAG

PLAIN_NAME = re.compile(r"\A[A-Za-z_][A-Za-z0-9_]*\Z")


def rewrite(text: str) -> str:
    def personalization(match: re.Match) -> str:
        dot, name = match.group(1) or "", match.group(2)
        return f"{dot}{name}" if PLAIN_NAME.match(name) else f"[{json.dumps(name)}]"

    text = re.sub(r"(\.)?\$\{([^}]*)\}", personalization, text)
    return re.sub(r"\{%.*?%\}", lambda m: m.group(0)[:2] + m.group(0)[2:-2].replace("{{", "").replace("}}", "") + "%}", text, flags=re.S)


class BrazeTag(Tag):
    """A Braze tag: any markup, no body."""

    block = False

    def parse(self, stream):
        token = stream.expect(TOKEN_TAG)
        if stream.peek.kind == TOKEN_EXPRESSION:
            next(stream)
        return CommentNode(token, text="")


class TranslationTag(Tag):
    """`{% translation id %}…{% endtranslation %}`."""

    name = "translation"
    end = "endtranslation"

    def parse(self, stream):
        from liquid.parser import get_parser

        token = stream.expect(TOKEN_TAG)
        if stream.peek.kind == TOKEN_EXPRESSION:
            next(stream)
        next(stream)
        get_parser(self.env).parse_block(stream, ("endtranslation",))
        stream.expect(TOKEN_TAG, value="endtranslation")
        return CommentNode(token, text="")


def environment() -> Environment:
    env = Environment()
    for name in ["abort_message", "connected_content", "catalog_items", "catalog_selection_items", "message_extras"]:
        tag = type(f"Braze_{name}", (BrazeTag,), {"name": name})
        env.tags[name] = tag(env)
    env.tags["translation"] = TranslationTag(env)
    return env


def main() -> int:
    path = sys.argv[1] if len(sys.argv) > 1 else "Tests/CampaignLiquidTests/Golden/parse-verdicts.json"
    with open(path, encoding="utf-8") as handle:
        texts = json.load(handle)["texts"]
    env = environment()
    compared = 0
    differing = 0
    for index, case in enumerate(texts):
        text, ours = case["text"], case["parses"]
        try:
            env.parse(rewrite(text))
            theirs, reason = True, ""
        except LiquidError as error:
            theirs, reason = False, str(error).splitlines()[0]
        compared += 1
        known = case.get("python_liquid_differs")
        if known:
            differing += 1
        if (theirs != ours) != bool(known):
            print(f"python-liquid parse check: text {index} differs: {text!r}")
            print(f"  python-liquid {liquid.__version__}: {'parses' if theirs else 'does not parse'} {reason}")
            print(f"  campaignc: {'parses' if ours else 'does not parse'}" + (f" (expected to differ: {known})" if known else ""))
            return 1
    valid = sum(1 for case in texts if case["parses"])
    print(f"python-liquid parse check: compared {compared} texts ({valid} parse, {compared - valid} do not, {differing} known leniencies of python-liquid), python-liquid {liquid.__version__}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
