#!/usr/bin/env python3
"""Regenerating a large module: gen against references timed in the same run.

    regeneration.py [ENDPOINTS]

Writes a module of ENDPOINTS endpoints (default 1000) with small samples from a fixed seed
(module_inputs.py), then times, each as the best of BENCH_RUNS runs (default 7):

- create: `gen module` into an empty folder, against the gen of BASE_GEN (the release build
  of the commit to compare with) doing the same on a copy of the inputs (an earlier gen may
  not read this one's lock), the two run in turn so that a change in the machine's speed
  meets both; within 10 % of it is met; left out when BASE_GEN is not set;
- unchanged rerun and `--check`: `gen module` on the module it wrote, against `cat` reading
  every sample and generated file.

GEN is the gen to measure (default .build/release/gen, from `swift build -c release
--product gen`); nothing is built here. BENCH_DIR is where the module is written (default: a
new folder in /dev/shm where there is one, else in the system's temporary folder: on a disk,
creating thousands of files where thousands were just deleted costs the kernel more on every
run, whichever gen writes them). Prints one row per measurement in the shared table format
(Benchmarks/README.md).
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def best(command, runs, before=None, cwd=None):
    """The shortest wall time of `runs` runs of `command`, after `before` each time."""
    times = []
    for _ in range(runs):
        if before:
            before()
        start = time.perf_counter()
        subprocess.run(command, cwd=cwd, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return min(times)


def version(gen):
    line = subprocess.run([gen, "--version"], check=True, capture_output=True, text=True).stdout.strip()
    return line


def row(measurement, figure, reference, reference_figure, ratio, target, met):
    print("| %s | %.3f s | %s: %.3f s | %.2f× | %s | %s |" % (
        measurement, figure, reference, reference_figure, ratio, target, "met" if met else "NOT met"))


def main():
    endpoints = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    runs = int(os.environ.get("BENCH_RUNS", "7"))
    gen = os.path.abspath(os.environ.get("GEN", ".build/release/gen"))
    base = os.environ.get("BASE_GEN")
    if not os.path.exists(gen):
        sys.exit("regeneration.py: no gen at %s; build it with: swift build -c release --product gen" % gen)
    memory = "/dev/shm" if os.path.isdir("/dev/shm") else None
    work = os.environ.get("BENCH_DIR") or tempfile.mkdtemp(prefix="gen-regeneration-", dir=memory)
    project = os.path.join(work, "project")
    shutil.rmtree(project, ignore_errors=True)
    subprocess.run([sys.executable, os.path.join(HERE, "module_inputs.py"), str(endpoints), project], check=True)
    module = os.path.join(project, "Bench")
    label = "%s endpoints" % format(endpoints, ",")
    print("regeneration: %s, small samples, best of %d runs, in %s" % (label, runs, work))
    print("gen: %s (%s)" % (gen, version(gen)))

    def empty_module():
        shutil.rmtree(module, ignore_errors=True)

    if base:
        base = os.path.abspath(base)
        print("base: %s (%s)" % (base, version(base)))
        base_project = os.path.join(work, "project-base")
        shutil.rmtree(base_project, ignore_errors=True)
        shutil.copytree(project, base_project)
        created_base, created = [], []
        for _ in range(runs):
            created_base.append(best([base, "module"], 1, before=lambda: shutil.rmtree(os.path.join(base_project, "Bench"), ignore_errors=True), cwd=base_project))
            created.append(best([gen, "module"], 1, before=empty_module, cwd=project))
        created_base, created = min(created_base), min(created)
        base_rerun = best([base, "module"], runs, cwd=base_project)
        base_check = best([base, "module", "--check"], runs, cwd=base_project)
    else:
        created = best([gen, "module"], runs, before=empty_module, cwd=project)
    files = sorted(os.path.join(folder, name) for folder, _, names in os.walk(module) for name in names if name != ".gen.lock")
    samples = sorted(os.path.join(project, "samples", name) for name in os.listdir(os.path.join(project, "samples")))
    read_all = best(["cat"] + samples + files, runs)
    rerun = best([gen, "module"], runs, cwd=project)
    check = best([gen, "module", "--check"], runs, cwd=project)
    print("files: %d samples, %d generated files, %d bytes in all" % (
        len(samples), len(files), sum(os.path.getsize(path) for path in samples + files)))
    if base:
        print("base: unchanged rerun %.3f s (%.1f× cat), --check %.3f s (%.1f× cat)" % (
            base_rerun, base_rerun / read_all, base_check, base_check / read_all))
    cat_name = "cat of every sample and generated file"
    row("unchanged rerun, " + label, rerun, cat_name, read_all, rerun / read_all, "≤ 2×", rerun <= 2 * read_all)
    row("--check, " + label, check, cat_name, read_all, check / read_all, "≤ 2×", check <= 2 * read_all)
    if base:
        row("create, %s, %d cores" % (label, os.cpu_count()), created, version(base), created_base,
            created / created_base, "≤ 1.1×", created <= 1.1 * created_base)
    else:
        print("create: not compared (set BASE_GEN to the gen of the commit to compare with); %.3f s" % created)
    if not os.environ.get("BENCH_DIR"):
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
