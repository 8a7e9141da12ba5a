#!/bin/sh
# Runs every command of Benchmarks/benchmarks.list from the repository root, with GEN set to
# a release build of gen, then prints the machine and one table of every `| `-row the
# benchmarks printed. Called by `make bench`; exits 1 when a benchmark failed.
set -u
cd "$(dirname "$0")/.."
: "${GEN:?set GEN to a release build of gen}"
export GEN
mkdir -p .build
rows=.build/bench-rows.md
output=.build/bench-output.txt
: > "$rows"
failed=""

machine() {
    echo "machine: $(uname -m), $(nproc) cores, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)"
    echo "swift: $(swift --version 2>/dev/null | grep -m 1 -i 'swift version')"
    echo "load average: $(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null)"
}

machine
while IFS= read -r command; do
    case "$command" in
        '' | '#'*) continue ;;
    esac
    echo
    echo "\$ $command"
    sh -c "$command" > "$output" 2>&1
    status=$?
    cat "$output"
    grep '^| ' "$output" >> "$rows"
    if [ "$status" -ne 0 ]; then
        echo "make bench: the command above ended with status $status"
        failed="$failed
  $command"
    fi
done < Benchmarks/benchmarks.list

echo
echo "All benchmarks, after the runs:"
machine
echo
echo "| measurement | gen | reference | ratio | target | result |"
echo "|---|---|---|---|---|---|"
cat "$rows"
if [ -n "$failed" ]; then
    echo
    echo "make bench: these benchmarks failed:$failed"
    exit 1
fi
