#!/usr/bin/env python3
"""Writes the inputs of a module of many endpoints with small samples, from a fixed seed.

    module_inputs.py ENDPOINTS OUT     OUT/gen.yml (module Bench) and OUT/samples/, one small
                                       JSON sample per endpoint: an object of 3 to 8 keys whose
                                       values are numbers, strings, dates or booleans (each key
                                       always of one kind), a nested object or an array of them

Reads only the seed (--seed, default 29), so the same arguments write the same bytes.
"""
import json
import os
import random
import sys

WORDS = ["id", "name", "title", "price", "count", "created_at", "owner", "tags", "items",
         "state", "url", "rating", "summary", "total", "kind", "label", "enabled", "score"]


def scalar(rng, key):
    kind = WORDS.index(key) % 5
    if kind == 0:
        return rng.randrange(0, 10**5)
    if kind == 1:
        return round(rng.uniform(0, 500), 2)
    if kind == 2:
        return "".join(rng.choice("abcdefghij") for _ in range(rng.randrange(3, 10)))
    if kind == 3:
        return rng.random() < 0.5
    return "2024-05-%02dT10:00:00Z" % rng.randrange(1, 29)


def record(rng, depth):
    keys = rng.sample(WORDS, rng.randrange(3, 9))
    value = {}
    for key in keys:
        roll = rng.random()
        if depth == 0 and roll < 0.1:
            value[key] = record(rng, depth + 1)
        elif depth == 0 and roll < 0.2:
            value[key] = [record(rng, depth + 1) for _ in range(2)]
        else:
            value[key] = scalar(rng, key)
    return value


def main():
    args = sys.argv[1:]
    seed = 29
    if "--seed" in args:
        index = args.index("--seed")
        seed = int(args[index + 1])
        del args[index:index + 2]
    endpoints, out = int(args[0]), args[1]
    rng = random.Random(seed)
    os.makedirs(os.path.join(out, "samples"), exist_ok=True)
    with open(os.path.join(out, "gen.yml"), "w") as manifest:
        manifest.write("module: Bench\n")
    for number in range(endpoints):
        path = os.path.join(out, "samples", "endpoint_%04d.json" % number)
        with open(path, "w") as sample:
            json.dump(record(rng, 0), sample, indent=2, sort_keys=True)
            sample.write("\n")


if __name__ == "__main__":
    main()
