#!/usr/bin/env python3
"""Independent check of the XLIFF and PO writers with translate-toolkit (Debian's
translate-toolkit, run by /usr/bin/python3): over the generated set in FOLDER (written by
CampaignLocaleTests' ExchangeToolSetTests), every file read by translate-toolkit, and converted
by its po2xliff and xliff2po, must give exactly the units of FOLDER/expected.jsonl — ids,
sources, targets (and the field notes, and for XLIFF the approved state of translated units).

    /usr/bin/python3 Scripts/check_exchange_tools.py Tests/CampaignLocaleTests/Golden/exchange-set

Prints what it compared; exits 1 at the first difference, showing both sides.
"""

import glob
import json
import os
import sys

from translate.convert.po2xliff import po2xliff
from translate.convert.xliff2po import xliff2po
from translate.storage import po, poxliff, xliff


class Difference(Exception):
    pass


def same(what, expected, found):
    if expected != found:
        raise Difference(f"{what}\n  expected: {expected!r}\n  found:    {found!r}")


def text(value):
    return "" if value is None else str(value)


def expected_units(folder):
    units = {}
    with open(os.path.join(folder, "expected.jsonl"), encoding="utf-8") as handle:
        for line in handle:
            unit = json.loads(line)
            units.setdefault((unit["set"], unit["locale"]), []).append(unit)
    return units


def compare(label, expected, found):
    """`found`: (id, source, target) per unit, in file order."""
    same(f"{label}: the number of units", len(expected), len(found))
    for want, (uid, source, target) in zip(expected, found):
        same(f"{label}: the id", want["id"], uid)
        same(f"{label} {uid}: the source", want["source"], source)
        same(f"{label} {uid}: the target", want["target"], target)
    return len(found)


def po_units(store):
    return [unit for unit in store.units if not unit.isheader() and not unit.isblank()]


def check_po(path, expected):
    store = po.pofile.parsefile(path)
    units = po_units(store)
    compared = compare(f"{path} (translate-toolkit's PO reader)", expected,
                       [(text(u.getcontext()), text(u.source), text(u.target)) for u in units])
    for want, unit in zip(expected, units):
        notes = unit.getnotes("developer").split("\n")
        if want["note"]:
            same(f"{path} {want['id']}: the field note", want["note"], notes[0])
        same(f"{path} {want['id']}: fuzzy", False, unit.isfuzzy())
    converted = poxliff.PoXliffFile.parsestring(po2xliff().convertstore(store))
    xunits = [u for u in converted.units if not u.isheader()]
    compared += compare(f"{path} through po2xliff", expected,
                        [(text(u.getlocations()[0] if u.getlocations() else ""), text(u.source), text(u.target)) for u in xunits])
    return compared


def check_xliff(path, expected, locale):
    store = xliff.xlifffile.parsefile(path)
    prefix = locale + ".yaml\x04"
    found = []
    for unit in store.units:
        uid = unit.getid()
        same(f"{path}: the id's file part", prefix, uid[:len(prefix)])
        found.append((uid[len(prefix):], text(unit.source), text(unit.target)))
        same(f"{path} {uid}: approved", bool(text(unit.target)), unit.isapproved())
    compared = compare(f"{path} (translate-toolkit's XLIFF reader)", expected, found)
    with open(path, "rb") as handle:
        converted = xliff2po().convertstore(handle.read())
    units = po_units(converted)
    # xliff2po writes a unit's id as its `#:` reference (and as msgctxt only to tell duplicates apart).
    compared += compare(f"{path} through xliff2po", expected,
                        [(text(u.getlocations()[0] if u.getlocations() else ""), text(u.source), text(u.target)) for u in units])
    for unit in units:
        same(f"{path} through xliff2po {unit.getlocations()}: fuzzy", False, unit.isfuzzy())
    return compared


def check_all_locales(path, expected_by_locale):
    store = xliff.xlifffile.parsefile(path)
    found = {}
    for unit in store.units:
        original, _, uid = unit.getid().partition("\x04")
        found.setdefault(original[:-len(".yaml")], []).append((uid, text(unit.source), text(unit.target)))
    same(f"{path}: the locales", sorted(expected_by_locale), sorted(found))
    return sum(compare(f"{path} <file> {locale}", expected_by_locale[locale], found[locale]) for locale in sorted(found))


def main():
    folder = sys.argv[1]
    expected = expected_units(folder)
    files = units = 0
    try:
        for set_folder in sorted(glob.glob(os.path.join(folder, "set-*"))):
            name = os.path.basename(set_folder)
            locales = {locale: expected[(name, locale)] for (set_name, locale) in expected if set_name == name}
            for locale in sorted(locales):
                units += check_po(os.path.join(set_folder, locale + ".po"), locales[locale])
                units += check_xliff(os.path.join(set_folder, locale + ".xlf"), locales[locale], locale)
                files += 2
            units += check_all_locales(os.path.join(set_folder, "all-locales.xlf"), locales)
            files += 1
    except Difference as difference:
        print(f"translate-toolkit check: {difference}")
        return 1
    print(f"translate-toolkit: {files} files, {units} unit readings (PO and XLIFF readers, po2xliff, xliff2po) matched, no difference")
    return 0


if __name__ == "__main__":
    sys.exit(main())
