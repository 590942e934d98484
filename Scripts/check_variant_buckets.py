#!/usr/bin/env python3
"""Checks campaignc's variant assignment (SPEC §17) against Python's hashlib.

The oracle: the SHA-256 of the user id followed by the campaign id (UTF-8, no separator), its
first 8 bytes as a big-endian unsigned integer, modulo 100; the control group takes the first
`control` buckets, then each variant its percent in written order. For several splits, 10,000
generated user ids are assigned by `campaignc-buckets` (campaignc's VariantAssignment) and by
this script, bucket and choice compared; then, over 100,000 ids, each group's observed share is
checked to be within 1 point of its percent. Prints how many cases it compared.

Usage: check_variant_buckets.py PATH_TO_campaignc-buckets
"""
import hashlib
import random
import subprocess
import sys

SPLITS = [
    ("spring-sale", 10, [45, 45]),
    ("spring-sale", 0, [50, 50]),
    ("welcome-tour", 25, [25, 25, 25]),
    ("cart_upsell_2", 1, [12, 12, 12, 12, 12, 12, 12, 15]),
    ("x", 99, [1]),
    ("promo-\u00e9t\u00e9", 5, [30, 65]),
]


def bucket(user_id, campaign_id):
    digest = hashlib.sha256((user_id + campaign_id).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % 100


def choice(b, control, percents):
    if b < control:
        return "control"
    first = control
    for index, percent in enumerate(percents):
        if first <= b < first + percent:
            return str(index)
        first += percent
    return str(len(percents) - 1)


def user_ids(count, seed):
    rng = random.Random(seed)
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-_@.\u00e9\u00fc\u4e2d"
    ids = []
    for n in range(count):
        kind = n % 4
        if kind == 0:
            ids.append(f"user-{n}")
        elif kind == 1:
            ids.append(str(rng.randrange(10**12)))
        elif kind == 2:
            ids.append("".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 40))))
        else:
            ids.append(f"{rng.getrandbits(128):032x}")
    return ids


def run(tool, campaign, control, percents, ids):
    args = [tool, campaign, str(control)] + [str(p) for p in percents]
    out = subprocess.run(args, input="\n".join(ids) + "\n", capture_output=True, text=True, check=True).stdout
    return [tuple(line.split("\t")) for line in out.splitlines()]


def main():
    tool = sys.argv[1]
    compared = 0
    failures = 0
    ids = user_ids(10_000, 17)
    for campaign, control, percents in SPLITS:
        got = run(tool, campaign, control, percents, ids)
        if len(got) != len(ids):
            print(f"FAIL {campaign}: {len(got)} answers for {len(ids)} ids")
            failures += 1
            continue
        for user_id, (b, c) in zip(ids, got):
            want_b = bucket(user_id, campaign)
            want_c = choice(want_b, control, percents)
            compared += 1
            if (b, c) != (str(want_b), want_c):
                failures += 1
                if failures <= 10:
                    print(f"FAIL {campaign} {user_id!r}: campaignc {b} {c}, hashlib {want_b} {want_c}")
    print(f"variant buckets: {compared} assignments compared with hashlib over {len(SPLITS)} splits, {failures} differ")

    shares_checked = 0
    many = user_ids(100_000, 23)
    for campaign, control, percents in SPLITS[:4]:
        got = run(tool, campaign, control, percents, many)
        groups = ["control"] + [str(i) for i in range(len(percents))]
        expected = [control] + percents
        for group, percent in zip(groups, expected):
            if percent == 0:
                continue
            share = 100.0 * sum(1 for _, c in got if c == group) / len(got)
            shares_checked += 1
            if abs(share - percent) > 1.0:
                failures += 1
                print(f"FAIL {campaign} {group}: observed {share:.2f}% of {len(got)} users, expected {percent}%")
    print(f"variant shares: {shares_checked} groups over {len(many)} user ids within 1 point of their percents")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
