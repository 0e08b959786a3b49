#!/usr/bin/env bash
# The HTML report of a large suite (issue 17): the 10,000-scenario corpus run
# with --format html, then the report's size and the time headless Chromium
# takes to load and render it. Budget: under 30 MB and under 3 s.
#
#   Benchmarks/html/run.sh [SCENARIOS] [RUNS]     (default 10000 scenarios, 5 runs)
#
# Render time is measured inside the browser through the DevTools protocol
# (Benchmarks/html/measure.py): from the start of the navigation to the second
# animation frame after the load event (read, parsed, styled, the page's script
# run, laid out and painted), the median of RUNS loads in fresh tabs; also the
# parse, the load event and the first contentful paint.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
scenarios="${1:-10000}"
runs="${2:-5}"
out=Benchmarks/out/html
mkdir -p "$out"

if ! command -v chromium >/dev/null; then
  apt-get update -qq && apt-get install -y -qq chromium fonts-liberation >/dev/null
fi

echo "== release build"
# As Benchmarks/run.sh builds linkspec: the Swift runtime linked in, position-dependent.
release=(-c release --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie --scratch-path .build-static)
swift build "${release[@]}" --product linkspec
linkspec="$(swift build "${release[@]}" --show-bin-path)/linkspec"

echo "== corpus of $scenarios scenarios"
python3 Benchmarks/corpus/generate.py --scenarios "$scenarios" --out "$out/corpus"

echo "== run"
report="$(pwd)/$out/report.html"
python3 - "$linkspec" "$out" "$report" "$runs" <<'PY'
import statistics, subprocess, sys, time
linkspec, out, report, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
def run(*formats):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([linkspec, f"{out}/corpus", "--app", "Features/app.json", "--format", "summary", *formats],
                       check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)
plain = run()
with_html = run("--format", f"html:{report}")
print(f"run: {plain:.2f} s without a report, {with_html:.2f} s with --format html (median of {runs})")
subprocess.run([linkspec, f"{out}/corpus", "--app", "Features/app.json", "--format", f"message:{out}/run.ndjson"],
               check=True, stdout=subprocess.DEVNULL)
times = []
for _ in range(runs):
    start = time.perf_counter()
    subprocess.run([linkspec, "report", "--format", f"html:{out}/again.html", f"{out}/run.ndjson"], check=True)
    times.append(time.perf_counter() - start)
print(f"linkspec report --format html of the saved stream: {statistics.median(times):.2f} s (median of {runs})")
PY

echo "== render"
python3 Benchmarks/html/measure.py "$report" --runs "$runs"
