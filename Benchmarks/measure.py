#!/usr/bin/env python3
"""Measures linkspec against the tools people use today, on the same generated
corpus in the same run, prints one table and writes it as CSV. Called by
Benchmarks/run.sh, which builds and installs everything first.

Each figure is the best wall time of a few runs (behave, the slowest, runs
once), with the peak resident memory that `/usr/bin/time -v` reports (for
`swift test`, the largest of the driver and the test process). A run that does
not exit 0 stops the benchmark: a fast run that fails its scenarios means
nothing.
"""
import argparse
import csv
import datetime
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time

TIME = "/usr/bin/time"


class Measured:
    def __init__(self, wall, peak_mb, cpu=None):
        self.wall, self.peak_mb, self.cpu = wall, peak_mb, cpu


def measure(command, repeat=1, cwd=None, env=None, label=None):
    """Best wall time, best CPU time (user + system) and largest peak memory (MB)
    of `repeat` runs that must exit 0. CPU time is the steadier figure on a
    machine that other work shares."""
    best, best_cpu, peak = None, None, 0.0
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        for _ in range(repeat):
            start = time.perf_counter()
            done = subprocess.run([TIME, "-v", "-o", report.name] + command, cwd=cwd, env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            wall = time.perf_counter() - start
            if done.returncode != 0:
                sys.exit(f"error: {label or command[0]} exited with {done.returncode}:\n"
                         + done.stderr.decode("utf-8", "replace")[-2000:])
            report.seek(0)
            text = report.read()
            found = re.search(r"Maximum resident set size \(kbytes\): (\d+)", text)
            peak = max(peak, int(found.group(1)) / 1024 if found else 0.0)
            cpu = sum(float(t) for t in re.findall(r"(?:User|System) time \(seconds\): ([\d.]+)", text))
            best = wall if best is None else min(best, wall)
            best_cpu = cpu if best_cpu is None else min(best_cpu, cpu)
    return Measured(best, peak, best_cpu)


def machine():
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            names = re.findall(r"^model name\s*:\s*(.+)$", f.read(), re.M)
        cpu = names[0].strip() if names else cpu
    except OSError:
        try:
            cpu = subprocess.run(["sysctl", "-n", "machdep.cpu.brand_string"], capture_output=True,
                                 text=True).stdout.strip() or cpu
        except OSError:
            pass
    return f"{os.cpu_count()} cpus, {cpu}, {platform.system()} {platform.machine()}"


class Table:
    COLUMNS = ["benchmark", "tool", "scenarios", "jobs", "wall_s", "cpu_s", "scenarios_per_s", "us_per_scenario",
               "mb_per_s", "peak_mb", "ratio", "note"]

    def __init__(self):
        self.rows = []

    def add(self, benchmark, tool, scenarios="", jobs="", measured=None, mb_per_s="", ratio="", note=""):
        row = dict(benchmark=benchmark, tool=tool, scenarios=scenarios, jobs=jobs, wall_s="", cpu_s="", scenarios_per_s="",
                   us_per_scenario="", mb_per_s=mb_per_s, peak_mb="", ratio=ratio, note=note)
        if measured:
            row["wall_s"] = f"{measured.wall:.3f}"
            row["cpu_s"] = f"{measured.cpu:.3f}" if measured.cpu is not None else ""
            row["peak_mb"] = f"{measured.peak_mb:.1f}"
            if scenarios:
                row["scenarios_per_s"] = f"{scenarios / measured.wall:.0f}"
                row["us_per_scenario"] = f"{measured.wall / scenarios * 1e6:.1f}"
        self.rows.append(row)
        shown = "  ".join(f"{k}={v}" for k, v in row.items() if v != "" and k not in ("benchmark", "tool"))
        print(f"  {benchmark}: {tool}: {shown}", flush=True)

    def print(self, title):
        widths = {c: max(len(c), *(len(str(r[c])) for r in self.rows)) for c in self.COLUMNS if c != "note"}
        print("\n" + title)
        print("  ".join(c.ljust(widths[c]) for c in widths) + "  note")
        for row in self.rows:
            print("  ".join(str(row[c]).ljust(widths[c]) for c in widths) + "  " + row["note"])

    def write(self, path, date, host):
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        temporary = path + ".tmp"
        with open(temporary, "w", newline="") as f:
            writer = csv.writer(f)
            writer.writerow(["date", "machine"] + self.COLUMNS)
            for row in self.rows:
                writer.writerow([date, host] + [row[c] for c in self.COLUMNS])
        os.replace(temporary, path)


def ratio(slow, fast):
    return f"{slow.wall / fast.wall:.1f}x" if slow and fast else ""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--linkspec", required=True)
    parser.add_argument("--app", required=True)
    parser.add_argument("--corpora", required=True, help="folder with one corpus folder per size, named by the size")
    parser.add_argument("--whole", type=int, required=True, help="size of the whole-run comparison")
    parser.add_argument("--scaling", required=True, help="sizes, comma-separated")
    parser.add_argument("--behave", help="the venv's behave")
    parser.add_argument("--behave-root", help="folder holding steps/ and environment.py above the corpora")
    parser.add_argument("--behave-cap", type=int, default=10_000)
    parser.add_argument("--xctest-package", help="the generated test package, built (swift test --skip-build)")
    parser.add_argument("--xctest-config", default="debug", help="the configuration the package was built in")
    parser.add_argument("--xctest-note", default="")
    parser.add_argument("--gherkin-measure", help="Benchmarks/gherkin/measure.py, when it exists")
    parser.add_argument("--gherkin-python", help="a python with gherkin-official")
    parser.add_argument("--gherkin-note", default="")
    parser.add_argument("--parse-size", type=int)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--out", required=True, help="scratch folder for reports")
    parser.add_argument("--csv", required=True)
    args = parser.parse_args()

    date = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    host = machine()
    corpus = lambda size: os.path.join(args.corpora, str(size))  # noqa: E731
    junit = os.path.join(args.out, "junit.xml")
    table = Table()
    print(f"{date}, {host}")

    # Parse + compile: the gherkin benchmark's own script, on this corpus.
    parse_size = args.parse_size or args.whole
    if args.gherkin_measure and args.gherkin_python:
        result = os.path.join(args.out, "parse.csv")
        done = subprocess.run([sys.executable, args.gherkin_measure, "--linkspec", args.linkspec,
                               "--python", args.gherkin_python, "--corpus", corpus(parse_size), "--csv", result,
                               "--repeat", str(args.repeat)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if done.returncode == 0:
            with open(result) as f:
                for row in csv.DictReader(f):
                    table.add("parse+compile", row["tool"], parse_size, "", Measured(float(row["wall_s"]), float(row["peak_mb"]),
                                                                   float(row["cpu_s"]) if row.get("cpu_s") else None),
                              mb_per_s=row["mb_per_s"], ratio=f"{float(row['speedup']):.1f}x",
                              note=f"{row['megabytes']} MB; ratio = reference time / this")
        else:
            table.add("parse+compile", "linkspec gherkin", parse_size, note="failed: " + done.stdout.strip()[-300:].replace("\n", " | "))
    else:
        table.add("parse+compile", "linkspec gherkin vs gherkin-official", parse_size, note=args.gherkin_note or "not run")

    # linkspec runs, remembered by (size, jobs) so that the scaling rows reuse the whole-run ones.
    runs = {}

    def linkspec(size, jobs, repeat=args.repeat):
        if (size, jobs) not in runs:
            runs[size, jobs] = measure([args.linkspec, "--app", args.app, "--jobs", str(jobs), "--format", f"junit:{junit}",
                                        corpus(size)], repeat=repeat, label=f"linkspec ({size} scenarios)")
        return runs[size, jobs]

    # Whole run: the same feature files, with a JUnit report, by each tool.
    whole = args.whole
    ours = {jobs: linkspec(whole, jobs) for jobs in (1, 2)}
    theirs = None
    if args.behave and whole <= args.behave_cap:
        reports = os.path.join(args.out, "behave-junit")
        shutil.rmtree(reports, ignore_errors=True)
        theirs = measure([args.behave, "--format", "progress", "--junit", "--junit-directory", reports,
                          os.path.relpath(corpus(whole), args.behave_root)], cwd=args.behave_root, label="behave")
    xctest = None
    if args.xctest_package:
        env = dict(os.environ, LINKSPEC_CORPUS=os.path.abspath(corpus(whole)), LINKSPEC_APP=os.path.abspath(args.app),
                   LINKSPEC_JUNIT=os.path.abspath(os.path.join(args.out, "xctest-junit.xml")), LINKSPEC_JOBS="2")
        xctest = measure(["swift", "test", "-c", args.xctest_config, "--skip-build"], repeat=max(1, args.repeat - 1),
                         cwd=args.xctest_package, env=env, label="swift test")
    for jobs in (1, 2):
        table.add("whole run", "linkspec --format junit", whole, jobs, ours[jobs], ratio=ratio(theirs, ours[jobs]),
                  note="ratio = behave time / this" if theirs else "")
    if theirs:
        table.add("whole run", "behave --junit", whole, 1, theirs, ratio="1.0x", note="Python step definitions, same features")
    else:
        table.add("whole run", "behave --junit", whole, note=f"not run (capped at {args.behave_cap} scenarios)" if args.behave else "not run")
    if xctest:
        table.add("whole run", "swift test (LinkSpecTesting XCTest)", whole, 2, xctest, ratio=ratio(theirs, xctest),
                  note=f"{args.xctest_config} build, build time excluded; " + args.xctest_note)
    else:
        table.add("whole run", "swift test (LinkSpecTesting XCTest)", whole, note=args.xctest_note or "not run")

    # Start-up.
    table.add("start-up", "linkspec --version", measured=measure([args.linkspec, "--version"], repeat=10))
    table.add("start-up", "linkspec, one scenario", 1, 1, linkspec(1, 1, repeat=10), note="best of 10")
    if args.behave:
        shutil.rmtree(os.path.join(args.out, "behave-junit-1"), ignore_errors=True)
        one = measure([args.behave, "--format", "progress", "--junit", "--junit-directory",
                       os.path.join(args.out, "behave-junit-1"), os.path.relpath(corpus(1), args.behave_root)],
                      repeat=3, cwd=args.behave_root, label="behave (one scenario)")
        table.add("start-up", "behave, one scenario", 1, 1, one, note="best of 3")

    # Scaling: the cost per scenario should stay flat, and memory with it.
    for size in (int(s) for s in args.scaling.split(",")):
        for jobs in (1, 2):
            table.add("scaling", "linkspec --format junit", size, jobs,
                      linkspec(size, jobs, repeat=args.repeat if size < 100_000 else max(1, args.repeat - 1)))

    table.print(f"linkspec benchmarks, {date}, {host}")
    table.write(args.csv, date, host)
    print(f"\nwritten to {args.csv}")


if __name__ == "__main__":
    main()
