#!/usr/bin/env python3
"""`gen module --all --check` on a workspace where nothing changed, against `cat` of its files.

    Benchmarks/Workspace/workspace.py [--gen PATH] [--modules 200] [--endpoints 10] [--runs 5] [--seed 29]

Run from the repository root. Writes a workspace of MODULES modules of ENDPOINTS endpoints,
each a small sample drawn from the seed (the same arguments write the same bytes), in a
temporary folder; runs `gen module --all` once to create the modules; then times, best of
RUNS, `gen module --all --check` (nothing changed) and `cat` of every sample and generated
file, and prints a row in the shared benchmark format. Without --gen it builds the release
binary first (`swift build -c release --product gen`).
"""
import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

WORDS = ["name", "title", "price", "count", "owner", "tags", "created_at", "status", "url", "rating", "items", "total"]


def value(rng, key, depth):
    if key == "owner" and depth < 2:
        return {"id": rng.randrange(1000), "login": "user%d" % rng.randrange(100)}
    if key in ("tags", "items") and depth < 2:
        return ["t%d" % rng.randrange(50) for _ in range(rng.randrange(1, 4))]
    if key in ("price", "rating"):
        return round(rng.uniform(0, 100), 2)
    if key in ("count", "total"):
        return rng.randrange(1000)
    if key == "created_at":
        return "2024-05-%02dT10:00:00Z" % rng.randrange(1, 29)
    if key == "url":
        return "https://example.com/%d" % rng.randrange(1000)
    return "text %d" % rng.randrange(1000)


def sample(rng):
    keys = ["id"] + rng.sample(WORDS, rng.randrange(3, 8))
    return {key: (rng.randrange(10**6) if key == "id" else value(rng, key, 0)) for key in keys}


def write_workspace(root, modules, endpoints, rng):
    for module in range(modules):
        folder = os.path.join(root, "Features", "Feature%03d" % module)
        os.makedirs(os.path.join(folder, "samples"))
        with open(os.path.join(folder, "gen.yml"), "w") as manifest:
            manifest.write("module: Feature%03d\n" % module)
        for endpoint in range(endpoints):
            with open(os.path.join(folder, "samples", "endpoint_%02d.json" % endpoint), "w") as file:
                json.dump(sample(rng), file, indent=2)
                file.write("\n")


def best(command, runs, cwd, stdin=None):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(command, cwd=cwd, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        times.append(time.perf_counter() - start)
        if result.returncode != 0:
            sys.exit("%s failed (%d): %s" % (" ".join(command), result.returncode, result.stderr.decode()[-2000:]))
    return min(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--gen")
    parser.add_argument("--modules", type=int, default=200)
    parser.add_argument("--endpoints", type=int, default=10)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=29)
    arguments = parser.parse_args()
    gen = arguments.gen
    if gen is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "gen"], check=True, stdout=subprocess.DEVNULL)
        folder = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], check=True, capture_output=True, text=True).stdout.strip()
        gen = os.path.join(folder, "gen")
    gen = os.path.abspath(gen)
    root = tempfile.mkdtemp(prefix="gen-workspace-bench-")
    try:
        write_workspace(root, arguments.modules, arguments.endpoints, random.Random(arguments.seed))
        start = time.perf_counter()
        best([gen, "module", "--all", "--quiet"], 1, root)
        created = time.perf_counter() - start
        files = []
        for folder, names, file_names in os.walk(root):
            files += [os.path.join(folder, name) for name in file_names if name != "gen.yml"]
        listing = "\0".join(sorted(files)).encode()
        check = best([gen, "module", "--all", "--check", "--quiet"], arguments.runs, root)
        cat = best(["xargs", "-0", "cat"], arguments.runs, root, stdin=listing)
        ratio = check / cat
        met = ratio <= 2 and check < 1
        print("workspace: %d modules x %d endpoints, %d samples and generated files; gen module --all (create) took %.2f s"
              % (arguments.modules, arguments.endpoints, len(files), created))
        print("| gen module --all --check, %d modules × %d endpoints, nothing changed | %.3f s | cat of %d files: %.3f s | %.1f× | ≤ 2× cat and < 1 s on 2 cores | %s |"
              % (arguments.modules, arguments.endpoints, check, len(files), cat, ratio, "met" if met else "NOT met"))
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
