#!/usr/bin/env bash
# The HTML report of a large suite (issue 17): the 10,000-scenario corpus run
# with --format html, then the report's size and the time headless Chromium
# takes to load and render it. Budget: under 30 MB and under 3 s.
#
#   Benchmarks/html/run.sh [SCENARIOS] [RUNS]     (default 10000 scenarios, 5 runs)
#
# Render time is measured two ways, each the median of RUNS runs:
#   - wall: `chromium --headless --screenshot` of the report minus the same for
#     an empty page (the browser's own start-up and shut-down taken out), so
#     it counts reading the file, parsing, styles, the page's script, layout
#     and the first paint;
#   - page: the report's Navigation Timing in an iframe of a probe page
#     (response end to the end of the load event, the script included), and
#     the full layout forced after it.
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
        subprocess.run([linkspec, f"{out}/corpus", "--app", "Features/app.json", "--format", "summary", *formats], check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)
plain = run()
with_html = run("--format", f"html:{report}")
print(f"run: {plain:.2f} s without a report, {with_html:.2f} s with --format html (median of {runs})")
PY

echo "== render"
python3 - "$report" "$runs" <<'PY'
import html, json, os, re, statistics, subprocess, sys, tempfile, time
report, runs = sys.argv[1], int(sys.argv[2])
folder = tempfile.mkdtemp()
flags = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--allow-file-access-from-files",
         "--host-resolver-rules=MAP * ~NOTFOUND", "--disable-background-networking", "--disable-component-update",
         "--no-first-run", "--window-size=1280,900"]
empty = os.path.join(folder, "empty.html")
open(empty, "w").write("<!doctype html><title>empty</title>")

def wall(page):
    start = time.perf_counter()
    subprocess.run(flags + [f"--screenshot={folder}/shot.png", f"file://{page}"], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start

probe = os.path.join(folder, "probe.html")
open(probe, "w").write(f"""<!doctype html><meta charset="utf-8"><title>probe</title><body>
<iframe id="r" src="file://{report}" width="1280" height="900"></iframe>
<script>
window.addEventListener('load', () => {{
  const w = document.getElementById('r').contentWindow, d = w.document;
  const nav = w.performance.getEntriesByType('navigation')[0];
  const before = performance.now();
  const height = d.documentElement.getBoundingClientRect().height + d.body.offsetHeight;
  const layout = performance.now() - before;
  const out = document.createElement('pre');
  out.id = 'measured';
  out.textContent = JSON.stringify({{domContentLoaded: nav.domContentLoadedEventEnd - nav.responseEnd,
    load: nav.loadEventEnd - nav.responseEnd, layout: layout, scenarios: d.querySelectorAll('article.sc').length,
    shown: d.getElementById('shown').textContent}});
  document.body.appendChild(out);
}});
</script>""")

def page():
    dom = subprocess.run(flags + ["--dump-dom", f"file://{probe}"], check=True, capture_output=True, text=True).stdout
    return json.loads(html.unescape(re.search(r'<pre id="measured">(.*?)</pre>', dom, re.S).group(1)))

wall(empty)  # warm the disk cache and the browser's files
baseline = statistics.median(wall(empty) for _ in range(runs))
walls = [wall(report) - baseline for _ in range(runs)]
pages = [page() for _ in range(runs)]
size = os.path.getsize(report)
print(f"report: {size / 1e6:.1f} MB, {pages[0]['scenarios']} scenarios ({pages[0]['shown']})")
print(f"render, wall (screenshot minus an empty page's {baseline:.2f} s): median {statistics.median(walls):.2f} s "
      f"(runs: {', '.join(f'{t:.2f}' for t in walls)})")
for key, label in [("domContentLoaded", "parsed (DOMContentLoaded)"), ("load", "loaded, script run (load event end)"),
                   ("layout", "full layout forced after load")]:
    values = [p[key] / 1000 for p in pages]
    print(f"render, page: {label}: median {statistics.median(values):.2f} s (runs: {', '.join(f'{t:.2f}' for t in values)})")
verdict = "within" if size < 30e6 and statistics.median(walls) < 3 else "OVER"
print(f"budget (under 30 MB, under 3 s): {verdict}")
PY
