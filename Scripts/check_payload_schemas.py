#!/usr/bin/env python3
"""Validate campaignc JSON output against its JSON Schemas (draft 2020-12).

Usage:
  check_payload_schemas.py [--schema FILE] [--definition NAME] [--check-revisions] FILE...

Every FILE is validated against the schema (default: Schemas/payload.schema.json), or
against its part `#/$defs/NAME` with --definition (for --output-dir files: `trigger_object`
for `<id>.json`, `manifest` for `manifest.json`). With --definition auto, `manifest.json`
is checked as a manifest and any other file as a trigger object.

Before that, a self-check runs against Schemas/payload.schema.json: the schema must be a
valid draft 2020-12 schema, a small valid payload must pass, and the same payload with an
unknown message type ("type": "BANNER") and other broken variants must be rejected.

--check-revisions also recomputes each trigger object's `revision` (the first 16 hex digits
of the SHA-256 of its canonical compact JSON without `revision`).

Exit status: 0 when everything passes, 1 when a file or the self-check fails, 2 on bad usage.
Needs the `jsonschema` package (pip install jsonschema).
"""

import argparse
import copy
import hashlib
import json
import os
import sys

from jsonschema import Draft202012Validator

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAYLOAD_SCHEMA = os.path.join(ROOT, "Schemas", "payload.schema.json")

SAMPLE_PAYLOAD = {
    "schema_version": 2,
    "trigger_minimum_interval_seconds": 30,
    "local_assets": [],
    "remote_assets": [{"url": "https://cdn.example.com/iam/cart.png", "campaigns": ["spring-sale"]}],
    "triggers": [
        {
            "id": "spring-sale",
            "revision": "0123456789abcdef",
            "type": "inapp",
            "priority": 75,
            "start_time": 0,
            "delay": 2,
            "timeout": 60000,
            "trigger_condition": [
                {"type": "open"},
                {
                    "type": "custom_event_property",
                    "data": {
                        "event_name": "added_to_cart",
                        "property_filters": [
                            [{"property_key": "cart_total", "property_type": "number", "comparator": 3, "property_value": 50}],
                            [{"property_key": "coupon", "property_type": "string", "comparator": 11}],
                        ],
                    },
                },
            ],
            "data": {
                "type": "SLIDEUP",
                "message": "Free shipping today",
                "slide_from": "BOTTOM",
                "hide_chevron": False,
                "orientation": "ANY",
                "click_action": "NONE",
                "message_close": "AUTO_DISMISS",
                "duration": 5000,
                "animate_in": True,
                "animate_out": True,
                "bg_color": 4294967295,
                "trigger_id": "spring-sale",
            },
        }
    ],
}


def load_json(path):
    with open(path, "rb") as handle:
        return json.loads(handle.read().decode("utf-8"))


def validator_for(schema, definition):
    """The validator of the whole schema, or of its part #/$defs/definition."""
    if definition:
        if definition not in schema.get("$defs", {}):
            raise SystemExit(f"check_payload_schemas: no definition '{definition}' in the schema")
        schema = {"$schema": schema.get("$schema"), "$defs": schema["$defs"], "$ref": f"#/$defs/{definition}"}
    return Draft202012Validator(schema)


def errors_of(validator, instance):
    return sorted(validator.iter_errors(instance), key=lambda error: list(error.absolute_path))


def canonical_bytes(value):
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def revision_problems(instance, label):
    """Recomputed revisions of a payload document's triggers, or of one trigger object."""
    if isinstance(instance, dict) and "triggers" in instance:
        triggers = instance["triggers"]
    elif isinstance(instance, dict) and "revision" in instance and "data" in instance:
        triggers = [instance]
    else:
        return []
    problems = []
    for trigger in triggers:
        body = {key: value for key, value in trigger.items() if key != "revision"}
        expected = hashlib.sha256(canonical_bytes(body)).hexdigest()[:16]
        if trigger.get("revision") != expected:
            problems.append(f"{label}: trigger '{trigger.get('id')}' has revision {trigger.get('revision')}, expected {expected}")
    return problems


def self_check():
    """The payload schema accepts a valid payload and rejects broken ones."""
    schema = load_json(PAYLOAD_SCHEMA)
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    problems = [f"valid sample rejected: {error.message}" for error in errors_of(validator, SAMPLE_PAYLOAD)]

    def broken(description, change):
        payload = copy.deepcopy(SAMPLE_PAYLOAD)
        change(payload["triggers"][0])
        if not errors_of(validator, payload):
            problems.append(f"accepted a payload with {description}")

    broken('an unknown message type ("BANNER")', lambda t: t["data"].__setitem__("type", "BANNER"))
    broken("a null value", lambda t: t["data"].__setitem__("header", None))
    broken("an unknown key", lambda t: t["data"].__setitem__("dark_theme", {}))
    broken("a colour over 32 bits", lambda t: t["data"].__setitem__("bg_color", 4294967296))
    broken("AUTO_DISMISS without duration", lambda t: t["data"].pop("duration"))
    broken("buttons on a slideup", lambda t: t["data"].__setitem__("btns", [{"id": 0, "text": "OK", "click_action": "NONE"}]))
    broken("an unknown condition", lambda t: t["trigger_condition"].append({"type": "api_event"}))
    broken("exists with a value", lambda t: t["trigger_condition"][1]["data"]["property_filters"][1][0].__setitem__("property_value", True))
    broken("a lowercase enum word", lambda t: t["data"].__setitem__("orientation", "any"))
    broken("a version 1 prefetch list", lambda t: t.__setitem__("prefetch", ["https://cdn.example.com/iam/cart.png"]))
    broken("a timeout under one second", lambda t: t.__setitem__("timeout", 500))
    localised = copy.deepcopy(SAMPLE_PAYLOAD)
    localised["schema_version"] = 3
    localised["translations"] = {"fr": {"spring-sale": {"message": "Soldes", "buttons.0.text": "Voir"}}, "de": {}}
    problems += [f"valid localised sample rejected: {error.message}" for error in errors_of(validator, localised)]
    for description, table in [
        ("a translation that is not a text", {"fr": {"spring-sale": {"message": 3}}}),
        ("a locale tag in the wrong form", {"fr_FR": {}}),
        ("a campaign id that is not one", {"fr": {"Spring Sale": {}}}),
    ]:
        broken_table = copy.deepcopy(localised)
        broken_table["translations"] = table
        if not errors_of(validator, broken_table):
            problems.append(f"accepted a payload with {description}")
    version_1 = copy.deepcopy(SAMPLE_PAYLOAD)
    version_1["schema_version"] = 1
    if not errors_of(validator, version_1):
        problems.append("accepted a payload with schema_version 1")
    return problems


def main():
    parser = argparse.ArgumentParser(description="Validate campaignc JSON files against a JSON Schema.")
    parser.add_argument("files", nargs="*", help="JSON files to validate")
    parser.add_argument("--schema", default=PAYLOAD_SCHEMA, help="the schema (default: Schemas/payload.schema.json)")
    parser.add_argument("--definition", help="validate against #/$defs/NAME; 'auto' picks manifest or trigger_object by file name")
    parser.add_argument("--check-revisions", action="store_true", help="recompute every trigger's revision")
    arguments = parser.parse_args()

    failures = 0
    for problem in self_check():
        print(f"self-check: {problem}", file=sys.stderr)
        failures += 1
    if failures == 0:
        print("self-check: ok (valid sample accepted, BANNER and other broken payloads rejected)")

    schema = load_json(arguments.schema)
    Draft202012Validator.check_schema(schema)
    for path in arguments.files:
        definition = arguments.definition
        if definition == "auto":
            definition = "manifest" if os.path.basename(path) == "manifest.json" else "trigger_object"
        try:
            instance = load_json(path)
        except (OSError, ValueError) as error:
            print(f"{path}: cannot read JSON: {error}", file=sys.stderr)
            failures += 1
            continue
        problems = [
            f"{path}: {'/'.join(str(part) for part in error.absolute_path) or '(root)'}: {error.message}"
            for error in errors_of(validator_for(schema, definition), instance)
        ]
        if arguments.check_revisions:
            problems += revision_problems(instance, path)
        for problem in problems:
            print(problem, file=sys.stderr)
        failures += len(problems)
        if not problems:
            print(f"{path}: ok")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
