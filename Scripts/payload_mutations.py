#!/usr/bin/env python3
"""Writes payload documents with damaged trigger objects, for comparing two binaries' payload
readers (`test --payload`, `diff`) in Scripts/compare-binaries.sh.

Usage: payload_mutations.py PAYLOAD OUT_DIR [COUNT]

From the compiled PAYLOAD, each of COUNT documents (default 40) comes in two forms:
  one-NNN.json   one member of one trigger object changed (removed, or given another JSON
                 type or an out-of-range value), so `test --payload` meets one problem;
  many-NNN.json  every trigger object changed at one place each, so `diff` lists many.
The choices are drawn from a fixed seed: the same PAYLOAD gives the same documents.
"""
import copy
import json
import random
import sys

REPLACEMENTS = [None, "x", 7, -1, 2.5, True, [], {}, [1, "a"], {"k": 1}, 9223372036854775807, "MODAL"]
DELETE = object()


def paths(value, prefix=()):
    """Every member and element path below `value`, outermost first."""
    found = []
    if isinstance(value, dict):
        for key in sorted(value):
            found.append(prefix + (key,))
            found.extend(paths(value[key], prefix + (key,)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found.append(prefix + (index,))
            found.extend(paths(item, prefix + (index,)))
    return found


def mutate(trigger, rng):
    """A copy of `trigger` with one member or element changed."""
    changed = copy.deepcopy(trigger)
    path = rng.choice(paths(trigger))
    parent = changed
    for step in path[:-1]:
        parent = parent[step]
    replacement = rng.choice(REPLACEMENTS + [DELETE, DELETE, DELETE])
    if replacement is DELETE:
        del parent[path[-1]]
    else:
        parent[path[-1]] = copy.deepcopy(replacement)
    return changed


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    with open(sys.argv[1], encoding="utf-8") as handle:
        payload = json.load(handle)
    out = sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) == 4 else 40
    rng = random.Random(20260301)
    triggers = payload["triggers"]
    for number in range(count):
        one = copy.deepcopy(payload)
        index = rng.randrange(len(triggers))
        one["triggers"][index] = mutate(triggers[index], rng)
        many = copy.deepcopy(payload)
        many["triggers"] = [mutate(trigger, rng) for trigger in triggers]
        for name, document in (("one", one), ("many", many)):
            with open(f"{out}/{name}-{number:03d}.json", "w", encoding="utf-8") as handle:
                json.dump(document, handle, sort_keys=True)
    print(f"{count * 2} documents")


if __name__ == "__main__":
    main()
