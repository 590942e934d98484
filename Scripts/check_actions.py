#!/usr/bin/env python3
"""Decode every Braze Actions URI of compiled payloads, independently of campaignc.

Usage:
  check_actions.py [--expect CLICK=JSON]... FILE...

Each FILE is a payload (`compile --output`) or a trigger object (`compile --output-dir`).
Every click of every message (the body's `uri` and each button's) whose URI starts with
`brazeActions://v1/` is decoded the way SPEC §2.5.1 encodes it, with Python's own tools:
base64.urlsafe_b64decode with the `=` padding restored, bytes as UTF-16LE, text as JSON.
Then the decoded value must be:
  - the text campaignc promised: canonical JSON (keys sorted, no whitespace, `/` and
    non-ASCII characters unescaped, numbers as ECMAScript writes them), with no BOM;
  - the encoding without padding and with the URL-safe alphabet only;
  - one step, or a container of 2 to 10 steps (one step always travels bare), each step
    `{"type": T, "args": [...]}` with the argument count of its type, and
    requestPushPermission without `args`;
  - on a click with `"click_action": "URI"` and `"use_webview": false`.

--expect names a click as `<trigger id>/body` or `<trigger id>/button/<button id>` and the
JSON its actions must decode to; a named click that is missing fails.

A self-check first decodes Braze's own push-primer sample URI, which SPEC quotes.
Exit status: 0 when everything passes, 1 otherwise, 2 on bad usage.
"""

import argparse
import base64
import decimal
import json
import string
import sys

PREFIX = "brazeActions://v1/"
SAMPLE = PREFIX + "ewAiAHQAeQBwAGUAIgA6ACIAcgBlAHEAdQBlAHMAdABQAHUAcwBoAFAAZQByAG0AaQBzAHMAaQBvAG4AIgB9AA"
URL_SAFE = set(string.ascii_letters + string.digits + "-_")

# Wire type -> the argument counts it may have (SPEC §2.5.1's table).
ARGUMENTS = {
    "requestPushPermission": {None},
    "logCustomEvent": {1, 2},
    "setCustomUserAttribute": {2},
    "addToCustomAttributeArray": {2},
    "removeFromCustomAttributeArray": {2},
    "addToSubscriptionGroup": {1},
    "removeFromSubscriptionGroup": {1},
    "setEmailNotificationSubscriptionType": {1},
    "setPushNotificationSubscriptionType": {1},
    "openLink": {1},
    "openLinkInWebview": {1},
}


def decode(uri):
    """The JSON text and value a Braze Actions URI carries."""
    encoded = uri[len(PREFIX):]
    if not encoded or not set(encoded) <= URL_SAFE:
        raise ValueError("the path is not unpadded URL-safe base64: %r" % encoded[:40])
    data = base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4))
    text = data.decode("utf-16-le")
    if text.startswith("\ufeff"):
        raise ValueError("the text starts with a byte-order mark")
    return text, json.loads(text)


def es_number(value):
    """A JSON number as ECMAScript's Number::toString writes it (RFC 8785)."""
    if isinstance(value, int):
        return str(value)
    if value == int(value) and abs(value) < 1e21:
        return str(int(value))
    if 1e-6 <= abs(value) < 1e21:
        return format(decimal.Decimal(repr(value)), "f")
    mantissa, exponent = repr(value).split("e")
    exponent = int(exponent)
    return "%se%s%d" % (mantissa, "+" if exponent > 0 else "-", abs(exponent))


def canonical(value):
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, (int, float)):
        return es_number(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ",".join(canonical(item) for item in value) + "]"
    keys = sorted(value, key=lambda key: key.encode("utf-8"))
    return "{" + ",".join(json.dumps(key, ensure_ascii=False) + ":" + canonical(value[key]) for key in keys) + "}"


def check_step(step):
    if not isinstance(step, dict) or not set(step) <= {"type", "args"} or step.get("type") not in ARGUMENTS:
        raise ValueError("not a step: %r" % (step,))
    args = step.get("args")
    count = None if args is None else len(args)
    if count not in ARGUMENTS[step["type"]]:
        raise ValueError("%s with %s arguments" % (step["type"], count))


def check_actions(value):
    """The steps of an actions object."""
    if isinstance(value, dict) and value.get("type") == "container":
        steps = value.get("steps")
        if set(value) != {"type", "steps"} or not isinstance(steps, list) or not 2 <= len(steps) <= 10:
            raise ValueError("a container holds 2 to 10 steps")
        for step in steps:
            check_step(step)
        return steps
    check_step(value)
    return [value]


def clicks(trigger):
    """(name, click object) for the body and every button of a trigger object."""
    data = trigger.get("data", {})
    yield trigger["id"] + "/body", data
    for button in data.get("btns", []):
        yield "%s/button/%s" % (trigger["id"], button.get("id")), button


def check_file(path, decoded):
    with open(path, encoding="utf-8") as handle:
        document = json.load(handle)
    triggers = document.get("triggers", [document] if "data" in document else [])
    problems = []
    for trigger in triggers:
        for name, click in clicks(trigger):
            uri = click.get("uri", "")
            if not uri.startswith(PREFIX):
                continue
            try:
                if click.get("click_action") != "URI" or click.get("use_webview") is not False:
                    raise ValueError("a click with actions is click_action URI, use_webview false")
                text, value = decode(uri)
                if canonical(value) != text:
                    raise ValueError("not canonical JSON: %s" % text)
                check_actions(value)
                decoded[name] = value
            except (ValueError, UnicodeDecodeError) as error:
                problems.append("%s: %s: %s" % (path, name, error))
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--expect", action="append", default=[], metavar="CLICK=JSON")
    parser.add_argument("files", nargs="+")
    arguments = parser.parse_args()

    text, value = decode(SAMPLE)
    if text != '{"type":"requestPushPermission"}' or check_actions(value) != [{"type": "requestPushPermission"}]:
        print("self-check failed: Braze's sample URI decodes to %r" % text)
        return 1

    decoded = {}
    problems = []
    for path in arguments.files:
        problems += check_file(path, decoded)
    for expectation in arguments.expect:
        name, _, wanted = expectation.partition("=")
        if name not in decoded:
            problems.append("%s: no click with Braze Actions" % name)
        elif decoded[name] != json.loads(wanted):
            problems.append("%s: decodes to %s, expected %s" % (name, canonical(decoded[name]), wanted))
    for problem in problems:
        print(problem)
    if not decoded:
        problems.append("no Braze Actions URI found")
        print("no Braze Actions URI found in %s" % " ".join(arguments.files))
    if problems:
        return 1
    print("%d Braze Actions URIs decoded: %s" % (len(decoded), ", ".join(sorted(decoded))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
