#!/usr/bin/env python3
"""Check the editor schemas against the sample campaigns with an independent validator.

Every campaign document of every *.yaml / *.yml file under the given folders (default:
Samples/valid) must be valid against Schemas/campaign.schema.json, and every campaignc.yaml
against Schemas/config.schema.json. The files are read as editors read them (YAML 1.2, with
ruamel.yaml); the validator is jsonschema's Draft202012Validator. Then a few structural
mistakes must be rejected, so that the schema is known to check something.

Also, a few documents that campaignc accepts though an editor reads numbers, booleans and
nulls in them (ACCEPTED below) must be valid; with `--campaignc BINARY`, campaignc is run on
them too and must report nothing.

Usage: Scripts/check_campaign_schema.py [--campaignc BINARY] [FOLDER_OR_FILE ...]
Exit status: 0 when everything holds, 1 otherwise.
"""

import datetime
import io
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from jsonschema import Draft202012Validator
from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parent.parent
PROJECT_FILE = "campaignc.yaml"


def make_loader():
    """A YAML 1.2 loader that keeps timestamps as the text written (RFC 3339 strings)."""
    yaml = YAML(typ="safe", pure=True)
    yaml.version = (1, 2)
    yaml.constructor.add_constructor(
        "tag:yaml.org,2002:timestamp", lambda constructor, node: constructor.construct_scalar(node)
    )
    return yaml


def as_json(value):
    """The loaded YAML as JSON data: string keys, dates and times as RFC 3339 text."""
    if isinstance(value, dict):
        return {str(key): as_json(item) for key, item in value.items()}
    if isinstance(value, list):
        return [as_json(item) for item in value]
    if isinstance(value, datetime.datetime):
        text = value.isoformat()
        return text if value.tzinfo else text + "Z"
    if isinstance(value, datetime.date):
        return value.isoformat()
    return value


def load_documents(yaml, path):
    with open(path, encoding="utf-8") as stream:
        return [as_json(document) for document in yaml.load_all(stream) if document is not None]


def validator(name):
    with open(ROOT / "Schemas" / name, encoding="utf-8") as stream:
        schema = json.load(stream)
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def yaml_files(arguments):
    for argument in arguments:
        path = Path(argument)
        if path.is_file():
            yield path
            continue
        for candidate in sorted(path.rglob("*")):
            hidden = any(part.startswith(".") for part in candidate.relative_to(path).parts)
            if candidate.is_file() and candidate.suffix in (".yaml", ".yml") and not hidden:
                yield candidate


def error_text(error):
    where = "/".join(str(part) for part in error.absolute_path) or "(document)"
    return f"{where}: {error.message}"


# Campaigns that campaignc accepts although a YAML 1.2 editor sees numbers, booleans, nulls
# and merge keys where the language takes text: the schema must accept them too (no false
# errors in editors). With --campaignc BINARY, campaignc is asked to confirm it accepts them.
ACCEPTED = """\
campaign: 2024
name: 123
description: yes
priority: 0
delay: 30
reeligible_after: 720d
trigger: { session_start: }
message: { type: slideup, message: 1e3, text_align: { message: end }, hide_chevron: true }
---
campaign: true
name: 2026-03-01
priority: medium
schedule: {}
trigger: [ { any_purchase: ~ }, { push_click: 2024 }, { custom_event: 123, filters: [] } ]
message:
  type: modal
  layout: image_only
  image: https://cdn.example.com/iam/x.png
  image_alt: 42
  header: Hi
  message: also text
  theme: { light: {}, dark: { buttons: [] } }
  buttons: []
  extras: {}
---
campaign: 0x1f
trigger:
  specific_purchase: sku_123
  filters:
    - { property: a, equals: "" }
    - { property: b, exists: true, type: time }
    - { property: c, type: number, equals: 5 }
    - { property: d, greater_than: 0x1F }
    - { property: e, matches: 123 }
    - { property: f, less_than_ago: 90 }
    - any_of: [ { property: g, equals: true }, { property: g2, not_equals: 3.5 } ]
message:
  type: full
  image: https://cdn.example.com/iam/x.png
  image_alt: Alt text
  layout: image_only
  crop: fit
  orientation: landscape
  language: zh-Hant-TW
  dismiss: { after: 300 }
  click_action: { uri: "myapp://x" }
  theme: { light: { background: "#fff", frame: "#00000080" } }
  extras: { count: 5, flag: true, empty: "", view_type: custom }
---
campaign: 1e3
priority: 40
schedule: { start: 2026-03-01t09:00:00.5z, end: "2036-03-01T10:00:00+01:00" }
delay: 24h
trigger: [session_start, any_purchase]
message:
  type: html
  html: <p>hi</p>
  image_alt: x
  asset_urls: []
  assets_zip: https://cdn.example.com/iam/b.zip
  dismiss: { after: 5m }
  click_action: close
---
campaign: merge
trigger: { custom_event: m }
message:
  type: modal
  message: Hi
  buttons:
    - text: A
      id: 0
      style: &s { background: "#000", text: "#FFF" }
    - text: B
      style: { <<: *s, border: "#ABCDEF12" }
  text_align: { header: start }
  language: zh-Hant-TW
---
campaign: actions-as-an-editor-reads-them
trigger: { custom_event: tapped }
message:
  type: modal
  message: Hi
  click_action: { actions: [request_push_permission] }
  buttons:
    - text: A
      click_action:
        actions:
          - log_custom_event: 123
          - log_custom_event: { name: true, properties: { n: 1e3, b: false, s: "x", d: 2026-03-01, z: 02134 } }
          - set_custom_attribute: { key: 5, value: no }
          - add_to_custom_attribute_array: { key: tags, value: 1.5 }
          - remove_from_custom_attribute_array: { key: tags, value: yes }
          - add_to_subscription_group: 3F2A9C4E-1b7d-4e8a-9c0f-5d6e7f8a9b0c
          - set_email_subscription: opted_in
          - set_push_subscription: unsubscribed
          - open_link: { uri: "https://example.com", webview: true }
"""

# Documents the campaign schema must reject, each with what is wrong.
MISTAKES = [
    ("an unknown key", {
        "campaign": "spring-sale", "prority": "high", "trigger": "session_start",
        "message": {"type": "slideup", "message": "Spring sale"},
    }),
    ("`type: banner`", {
        "campaign": "spring-sale", "trigger": "session_start",
        "message": {"type": "banner", "message": "Spring sale"},
    }),
    ("an unknown key in a message", {
        "campaign": "spring-sale", "trigger": "session_start",
        "message": {"type": "slideup", "mesage": "Spring sale"},
    }),
    ("`buttons` on a slideup", {
        "campaign": "spring-sale", "trigger": "session_start",
        "message": {"type": "slideup", "message": "Spring sale", "buttons": [{"text": "Shop"}]},
    }),
    ("a full message without an image", {
        "campaign": "spring-sale", "trigger": "session_start",
        "message": {"type": "full", "header": "Spring", "message": "Spring sale"},
    }),
    ("an API trigger", {
        "campaign": "spring-sale", "trigger": "api_event",
        "message": {"type": "slideup", "message": "Spring sale"},
    }),
    ("a filter with two operators", {
        "campaign": "spring-sale",
        "trigger": {"custom_event": "added_to_cart",
                    "filters": [{"property": "cart_total", "greater_than": 20, "less_than": 50}]},
        "message": {"type": "slideup", "message": "Spring sale"},
    }),
    ("a missing trigger", {
        "campaign": "spring-sale", "message": {"type": "slideup", "message": "Spring sale"},
    }),
    ("an image URL with a space", {
        "campaign": "spring-sale", "trigger": "session_start",
        "message": {"type": "slideup", "message": "Spring sale", "image": "https://cdn.example.com/a b.png"},
    }),
    ("a clear-text asset URL", {
        "campaign": "spring-sale", "trigger": "session_start",
        "message": {"type": "html", "html": "<p>Hi</p>", "asset_urls": ["http://cdn.example.com/font.woff2"]},
    }),
    ("an assets_zip that is not a zip", {
        "campaign": "spring-sale", "trigger": "session_start",
        "message": {"type": "html", "html": "<p>Hi</p>", "assets_zip": "https://cdn.example.com/bundle.tar"},
    }),
    ("a click action URI with a space", {
        "campaign": "spring-sale", "trigger": "session_start",
        "message": {"type": "slideup", "message": "Spring sale", "click_action": {"uri": "myapp://cart now"}},
    }),
    ("an unknown step word", {
        "campaign": "spring-sale", "trigger": "session_start",
        "message": {"type": "slideup", "message": "Hi", "click_action": {"actions": ["teleport"]}},
    }),
    ("`close` as a step", {
        "campaign": "spring-sale", "trigger": "session_start",
        "message": {"type": "slideup", "message": "Hi", "click_action": {"actions": ["close"]}},
    }),
    ("two keys in one step", {
        "campaign": "spring-sale", "trigger": "session_start",
        "message": {"type": "slideup", "message": "Hi",
                    "click_action": {"actions": [{"log_custom_event": "opened", "properties": {"a": 1}}]}},
    }),
    ("`actions` with `uri`", {
        "campaign": "spring-sale", "trigger": "session_start",
        "message": {"type": "slideup", "message": "Hi",
                    "click_action": {"actions": ["request_push_permission"], "uri": "myapp://x"}},
    }),
    ("an empty `actions` list", {
        "campaign": "spring-sale", "trigger": "session_start",
        "message": {"type": "slideup", "message": "Hi", "click_action": {"actions": []}},
    }),
    ("eleven steps", {
        "campaign": "spring-sale", "trigger": "session_start",
        "message": {"type": "slideup", "message": "Hi",
                    "click_action": {"actions": [{"log_custom_event": f"e{i}"} for i in range(11)]}},
    }),
    ("a subscription group that is not a UUID", {
        "campaign": "spring-sale", "trigger": "session_start",
        "message": {"type": "slideup", "message": "Hi", "click_action": {"actions": [{"add_to_subscription_group": "newsletter"}]}},
    }),
    ("an unknown subscription state", {
        "campaign": "spring-sale", "trigger": "session_start",
        "message": {"type": "slideup", "message": "Hi", "click_action": {"actions": [{"set_push_subscription": "on"}]}},
    }),
    ("a custom attribute value that is a list", {
        "campaign": "spring-sale", "trigger": "session_start",
        "message": {"type": "slideup", "message": "Hi",
                    "click_action": {"actions": [{"set_custom_attribute": {"key": "k", "value": [1]}}]}},
    }),
    ("a colour without `#`", {
        "campaign": "spring-sale", "trigger": "session_start",
        "message": {"type": "slideup", "message": "Spring sale", "theme": {"light": {"background": "1B78CF"}}},
    }),
]

CONFIG_MISTAKES = [
    ("an unknown key", {"asset": {"base_url": "https://cdn.example.com/iam/"}}),
    ("an unknown severity word", {"severity": {"W402": "fatal"}}),
    ("an unknown code", {"severity": {"W999": "off"}}),
    ("a code that cannot be adjusted (E108)", {"severity": {"E101": "off"}}),
]


def campaignc_problems(binary):
    """Runs `campaignc validate` on ACCEPTED, in a folder of its own; it must report nothing but
    W317, the warning on a duration without a unit (SPEC §2.1 v3), which it still accepts."""
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / PROJECT_FILE).write_text("trigger_minimum_interval: 30s\n", encoding="utf-8")
        (Path(folder) / "accepted.yaml").write_text(ACCEPTED, encoding="utf-8")
        run = subprocess.run(
            [binary, "validate", "--format", "json", "accepted.yaml"],
            cwd=folder, capture_output=True, text=True, check=False,
        )
    try:
        report = json.loads(run.stdout)
    except ValueError:
        return [f"campaignc exited {run.returncode} without a JSON report: {run.stderr.strip()}"]
    return [
        f"campaignc reports on ACCEPTED: {d['code']} {d['line']}:{d['column']} {d['message']}"
        for d in report["diagnostics"]
        if d["code"] != "W317"
    ]


def main(arguments):
    binary = None
    if arguments[:1] == ["--campaignc"]:
        if len(arguments) < 2:
            print("usage: check_campaign_schema.py [--campaignc BINARY] [FOLDER_OR_FILE ...]")
            return 2
        binary, arguments = arguments[1], arguments[2:]
    campaign_schema = validator("campaign.schema.json")
    config_schema = validator("config.schema.json")
    yaml = make_loader()
    folders = arguments or [str(ROOT / "Samples" / "valid")]
    problems = []
    documents = 0
    for path in yaml_files(folders):
        schema = config_schema if path.name == PROJECT_FILE else campaign_schema
        try:
            loaded = load_documents(yaml, path)
        except Exception as error:  # a YAML error is a problem of the sample, reported as such
            problems.append(f"{path}: cannot be read as YAML 1.2: {error}")
            continue
        for index, document in enumerate(loaded):
            documents += 1
            for error in sorted(schema.iter_errors(document), key=lambda e: list(e.absolute_path)):
                problems.append(f"{path} (document {index + 1}): {error_text(error)}")
    for index, document in enumerate(as_json(d) for d in yaml.load_all(io.StringIO(ACCEPTED))):
        for error in campaign_schema.iter_errors(document):
            problems.append(f"ACCEPTED document {index + 1}: {error_text(error)}")
    if binary:
        problems += campaignc_problems(binary)
    for what, document in MISTAKES:
        if campaign_schema.is_valid(document):
            problems.append(f"the campaign schema accepts {what}")
    for what, document in CONFIG_MISTAKES:
        if config_schema.is_valid(document):
            problems.append(f"the config schema accepts {what}")
    for problem in problems:
        print(problem)
    mistakes = len(MISTAKES) + len(CONFIG_MISTAKES)
    if documents == 0:
        print("check_campaign_schema: no documents found in " + ", ".join(folders))
        return 1
    confirmed = " (and run through campaignc)" if binary else ""
    print(
        f"check_campaign_schema: {documents} documents checked, {ACCEPTED.count('campaign:')} edge cases"
        f" accepted{confirmed}, {mistakes} mistakes checked, {len(problems)} problems"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
