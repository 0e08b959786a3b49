#!/usr/bin/env python3
"""Times `linkspec gherkin --no-source` against the Python reference parser on
the same corpus in the same run; prints a table and writes it as CSV.

Each tool's time is the best of several runs (wall clock, output to
/dev/null), the two tools' runs taken in turn; peak memory is the child's
maximum resident set size. The two
outputs are then compared message by message (keys sorted): a speed-up of
wrong output would mean nothing, so a difference fails the run.
"""
import argparse
import csv
import datetime
import json
import os
import platform
import subprocess
import sys
import time


class Best:
    """Best wall time, best CPU time (user + system) and peak memory of a command's runs."""

    def __init__(self, command):
        self.command = command
        self.wall, self.cpu, self.peak = None, None, 0

    def run(self):
        command = self.command
        start = time.perf_counter()
        child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(child.pid, 0)
        elapsed = time.perf_counter() - start
        stderr = child.stderr.read().decode("utf-8", "replace")
        child.stderr.close()
        code = os.waitstatus_to_exitcode(status)
        if code != 0:
            sys.exit(f"error: {' '.join(command[:3])} ... exited with {code}: {stderr.strip()[:500]}")
        self.wall = elapsed if self.wall is None else min(self.wall, elapsed)
        cpu = usage.ru_utime + usage.ru_stime
        self.cpu = cpu if self.cpu is None else min(self.cpu, cpu)
        # ru_maxrss is in kilobytes on Linux, bytes on macOS.
        self.peak = max(self.peak, usage.ru_maxrss * (1 if sys.platform == "darwin" else 1024))


def timed_side_by_side(ours, theirs, repeat, reference_repeat):
    """Each tool's best, their runs taken in turn (ours, theirs, ours, ...) so
    that a slow spell of a shared machine falls on both, not on one tool's
    whole series."""
    mine, reference = Best(ours), Best(theirs)
    # Where one tool has more runs than the other, its extra ones come last.
    for index in range(max(repeat, reference_repeat)):
        if index < repeat:
            mine.run()
        if index < reference_repeat:
            reference.run()
    return (mine.wall, mine.cpu, mine.peak), (reference.wall, reference.cpu, reference.peak)


def canonical(command):
    output = subprocess.run(command, capture_output=True, check=False).stdout.decode("utf-8")
    return [json.dumps(json.loads(line), sort_keys=True, ensure_ascii=False)
            for line in output.splitlines() if line.strip()]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--linkspec", required=True)
    parser.add_argument("--python", required=True, help="the venv's python, with gherkin-official")
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--reference-repeat", type=int, default=3)
    parser.add_argument("--csv", required=True)
    parser.add_argument("--skip-compare", action="store_true")
    args = parser.parse_args()

    files = sorted(os.path.join(args.corpus, name) for name in os.listdir(args.corpus) if name.endswith(".feature"))
    size = sum(os.path.getsize(path) for path in files)
    megabytes = size / 1e6
    ours = [args.linkspec, "gherkin", "--no-source", *files]
    here = os.path.dirname(os.path.abspath(__file__))
    reference = [args.python, os.path.join(here, "reference_parse.py"), *files]

    (our_time, our_cpu, our_peak), (their_time, their_cpu, their_peak) = timed_side_by_side(
        ours, reference, args.repeat, args.reference_repeat)

    # Compared after timing: a child forked from a parent holding both outputs
    # would inherit the parent's peak memory (Linux keeps ru_maxrss over exec).
    if not args.skip_compare:
        mine, theirs = canonical(ours), canonical(reference)
        if mine != theirs:
            first = next((i for i, (a, b) in enumerate(zip(mine, theirs)) if a != b), min(len(mine), len(theirs)))
            print(f"error: the outputs differ ({len(mine)} vs {len(theirs)} messages), first at message {first + 1}:",
                  file=sys.stderr)
            print("  linkspec:  " + (mine[first][:400] if first < len(mine) else "(nothing)"), file=sys.stderr)
            print("  reference: " + (theirs[first][:400] if first < len(theirs) else "(nothing)"), file=sys.stderr)
            sys.exit(1)
        pickles = sum(1 for line in mine if line.startswith('{"pickle"'))
        print(f"outputs agree: {len(mine)} messages, {pickles} pickles")

    rows = [
        ("linkspec gherkin --no-source", our_time, our_cpu, our_peak, their_time / our_time, their_cpu / our_cpu),
        ("gherkin-official (Python)", their_time, their_cpu, their_peak, 1.0, 1.0),
    ]
    machine = f"{platform.node()} {platform.machine()} {os.cpu_count()} cpus"
    date = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    print(f"\nparse + pickles, {len(files)} files, {megabytes:.2f} MB, {date}, {machine}")
    print("(wall: best elapsed time; cpu: best user + system time, steadier on a busy machine)")
    print(f"{'tool':<30} {'wall s':>8} {'MB/s':>8} {'cpu s':>8} {'MB/s cpu':>9} {'peak MB':>8} {'ratio':>7} {'ratio cpu':>9}")
    for tool, seconds, cpu, peak, ratio, cpu_ratio in rows:
        print(f"{tool:<30} {seconds:>8.3f} {megabytes / seconds:>8.2f} {cpu:>8.3f} {megabytes / cpu:>9.2f} "
              f"{peak / 1e6:>8.1f} {ratio:>6.1f}x {cpu_ratio:>8.1f}x")
    os.makedirs(os.path.dirname(os.path.abspath(args.csv)), exist_ok=True)
    with open(args.csv, "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["date", "machine", "benchmark", "tool", "files", "megabytes", "wall_s", "mb_per_s",
                         "cpu_s", "mb_per_cpu_s", "peak_mb", "speedup", "speedup_cpu"])
        for tool, seconds, cpu, peak, ratio, cpu_ratio in rows:
            writer.writerow([date, machine, "parse+pickles", tool, len(files), f"{megabytes:.3f}",
                             f"{seconds:.4f}", f"{megabytes / seconds:.3f}", f"{cpu:.4f}", f"{megabytes / cpu:.3f}",
                             f"{peak / 1e6:.1f}", f"{ratio:.2f}", f"{cpu_ratio:.2f}"])
    print(f"\nwritten to {args.csv}")


if __name__ == "__main__":
    main()
