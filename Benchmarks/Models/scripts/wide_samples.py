#!/usr/bin/env python3
"""Seeded samples that stress gen's inference with width rather than depth.

    wide_samples.py wide KEYS OUT      one object of KEYS distinct keys, values of mixed kinds
    wide_samples.py fuzzed BYTES OUT   an array of random documents, about BYTES long: objects of
                                       random keys (1 to 15 characters, punctuation and digits
                                       included) and values of every kind, nested 5 deep

Both read only the seed (--seed, default 15), so the same arguments write the same bytes.
"""
import json
import random
import sys


def scalar(rng):
    kind = rng.randrange(6)
    if kind == 0:
        return rng.randrange(-10**6, 10**6)
    if kind == 1:
        return round(rng.uniform(-1000, 1000), 3)
    if kind == 2:
        return "".join(rng.choice("abcdefghij klmnop") for _ in range(rng.randrange(1, 12)))
    if kind == 3:
        return rng.random() < 0.5
    if kind == 4:
        return None
    return "2024-05-%02dT10:00:00Z" % rng.randrange(1, 29)


def wide(rng, keys):
    """Of every 8 values, 6 are random scalars of six kinds, 1 a small object, 1 an array of scalars."""
    parts = []
    for index in range(keys):
        kind = index % 8
        if kind < 6:
            value = scalar(rng)
        elif kind == 6:
            value = {"id": rng.randrange(1000), "name": scalar(rng)}
        else:
            value = [scalar(rng) for _ in range(rng.randrange(0, 3))]
        parts.append(json.dumps("key_%d" % index) + ":" + json.dumps(value, separators=(",", ":")))
    return "{" + ",".join(parts) + "}\n"


def random_key(rng):
    alphabet = "abcdefghijklmnopqrstuvwxyz_0123456789-$ ."
    return "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 16)))


def fuzzed_value(rng, depth):
    roll = rng.random()
    if depth < 5 and roll < 0.2:
        return {random_key(rng): fuzzed_value(rng, depth + 1) for _ in range(rng.randrange(0, 12))}
    if depth < 5 and roll < 0.3:
        return [fuzzed_value(rng, depth + 1) for _ in range(rng.randrange(0, 6))]
    return scalar(rng)


def fuzzed(rng, target):
    documents = []
    size = 2
    while size < target:
        text = json.dumps(fuzzed_value(rng, 0) if rng.random() < 0.2 else
                          {random_key(rng): fuzzed_value(rng, 1) for _ in range(rng.randrange(1, 60))},
                          separators=(",", ":"))
        documents.append(text)
        size += len(text.encode()) + 1
    return "[" + ",".join(documents) + "]\n"


def main(argv):
    seed = 15
    if "--seed" in argv:
        at = argv.index("--seed")
        seed = int(argv[at + 1])
        del argv[at:at + 2]
    if len(argv) != 4 or argv[1] not in ("wide", "fuzzed"):
        sys.exit(__doc__)
    rng = random.Random(seed)
    size = int(argv[2])
    text = wide(rng, size) if argv[1] == "wide" else fuzzed(rng, size)
    with open(argv[3], "w", encoding="utf-8") as out:
        out.write(text)


if __name__ == "__main__":
    main(sys.argv)
