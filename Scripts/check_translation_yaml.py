#!/usr/bin/env python3
"""Independent check of the translation-file writer (CampaignLocale's TranslationFileWriter):
reads each written file with libyaml through PyYAML's CBaseLoader (campaignc's own YAML library,
every scalar kept as its text, as SPEC §2.1 reads string fields), falling back to ruamel.yaml's
base loader, and requires exactly the expected locale, campaigns, units and texts.

Input: a JSON lines file, each line {"yaml": TEXT, "locale": TAG, "campaigns": {C: {U: TEXT}}}.
Prints how many files and texts it compared; exits 1 at the first difference, showing both.
"""

import json
import sys


def loader():
    try:
        import yaml
        base = getattr(yaml, "CBaseLoader", None) or yaml.BaseLoader
        return f"PyYAML {yaml.__version__} {base.__name__}", lambda text: yaml.load(text, Loader=base)
    except ImportError:
        from ruamel.yaml import YAML
        reader = YAML(typ="base")
        return "ruamel.yaml base", reader.load


def main():
    name, load = loader()
    files = texts = 0
    with open(sys.argv[1], encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            case = json.loads(line)
            found = load(case["yaml"])
            expected = {"locale": case["locale"], "campaigns": case["campaigns"]}
            if found != expected:
                print(f"case {number}: the file reads differently\n--- file\n{case['yaml']}--- expected\n{expected!r}\n--- read\n{found!r}")
                return 1
            files += 1
            texts += sum(len(units) for units in case["campaigns"].values())
    print(f"translation files: {files} files, {texts} texts read back exactly with {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
