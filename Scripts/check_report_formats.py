#!/usr/bin/env python3
"""Validate campaignc reports against JSON Schemas (draft 2020-12).

Usage:
  check_report_formats.py gitlab FILE...       # Schemas/external/gitlab-codequality.schema.json
  check_report_formats.py diagnostics FILE...  # Schemas/diagnostics.schema.json (--format json)
  check_report_formats.py baseline FILE...     # Schemas/baseline.schema.json (--write-baseline)

Before the files, a self-check runs: the schema must be a valid draft 2020-12 schema, a small
valid document must pass and broken variants must be rejected, so a schema that accepts
everything cannot pass unnoticed.

Exit status: 0 when everything passes, 1 when a file or the self-check fails, 2 on bad usage.
Needs the `jsonschema` package (Debian: python3-jsonschema).
"""

import copy
import json
import os
import sys

from jsonschema import Draft202012Validator

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMAS = {
    "gitlab": os.path.join(ROOT, "Schemas", "external", "gitlab-codequality.schema.json"),
    "diagnostics": os.path.join(ROOT, "Schemas", "diagnostics.schema.json"),
    "baseline": os.path.join(ROOT, "Schemas", "baseline.schema.json"),
}
FINGERPRINT = "0123456789abcdef0123456789abcdef"

GITLAB_ISSUE = {
    "description": "a full message needs an image",
    "check_name": "E201",
    "fingerprint": FINGERPRINT,
    "severity": "major",
    "location": {"path": "a.yaml", "lines": {"begin": 6}},
}
DIAGNOSTICS = {
    "schema_version": 3,
    "diagnostics": [{
        "code": "E201", "severity": "error", "message": "a full message needs an image",
        "file": "a.yaml", "line": 6, "column": 9, "end_line": 6, "end_column": 13,
        "fingerprint": FINGERPRINT, "notes": [],
    }, {
        "code": "W317", "severity": "warning", "message": "`delay` is written without a unit: `30` means 30 seconds",
        "file": "a.yaml", "line": 2, "column": 8, "end_line": 2, "end_column": 10,
        "fingerprint": FINGERPRINT, "notes": [],
        "fix_its": [{"message": "append `s`", "line": 2, "column": 10, "end_line": 2, "end_column": 10,
                     "replacement": "s", "safe": True}],
    }],
    "summary": {"files": 1, "campaigns": 1, "errors": 1, "warnings": 0, "suppressed": 0, "baselined": 0},
}
BASELINE = {"schema_version": 1, "entries": [{"fingerprint": FINGERPRINT, "code": "W402", "count": 2}]}


def broken_variants(kind):
    """Documents the schema of `kind` must reject."""
    if kind == "gitlab":
        variants = []
        for key in GITLAB_ISSUE:
            issue = copy.deepcopy(GITLAB_ISSUE)
            del issue[key]
            variants.append([issue])
        bad = copy.deepcopy(GITLAB_ISSUE)
        bad["severity"] = "error"
        variants.append([bad])
        bad = copy.deepcopy(GITLAB_ISSUE)
        bad["location"]["lines"]["begin"] = 0
        variants.append([bad])
        return [GITLAB_ISSUE] + variants
    if kind == "diagnostics":
        missing = copy.deepcopy(DIAGNOSTICS)
        del missing["diagnostics"][0]["fingerprint"]
        short = copy.deepcopy(DIAGNOSTICS)
        short["diagnostics"][0]["fingerprint"] = "abc"
        old = copy.deepcopy(DIAGNOSTICS)
        old["schema_version"] = 2
        unsafe = copy.deepcopy(DIAGNOSTICS)
        del unsafe["diagnostics"][1]["fix_its"][0]["safe"]
        return [missing, short, old, unsafe]
    bad_code = copy.deepcopy(BASELINE)
    bad_code["entries"][0]["code"] = "E101"
    zero = copy.deepcopy(BASELINE)
    zero["entries"][0]["count"] = 0
    return [bad_code, zero, {"entries": []}]


def self_check(kind, validator):
    good = {"gitlab": [GITLAB_ISSUE], "diagnostics": DIAGNOSTICS, "baseline": BASELINE}[kind]
    problems = [f"self-check: the valid {kind} example fails: {e.message}" for e in validator.iter_errors(good)]
    for index, document in enumerate(broken_variants(kind)):
        if validator.is_valid(document):
            problems.append(f"self-check: broken {kind} variant {index} passes")
    return problems


def main(arguments):
    if len(arguments) < 1 or arguments[0] not in SCHEMAS:
        print(__doc__, file=sys.stderr)
        return 2
    kind, files = arguments[0], arguments[1:]
    with open(SCHEMAS[kind], encoding="utf-8") as handle:
        schema = json.load(handle)
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    problems = self_check(kind, validator)
    for path in files:
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
        problems += [f"{path}: {'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(document)]
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"ok: {kind} schema and {len(files)} file(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
