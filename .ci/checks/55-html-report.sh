#!/usr/bin/env bash
# The HTML report in a real browser (Debian's chromium, headless), as a person
# would meet it:
#   - the demo suite's report, written by a run and again by `linkspec report`
#     from the run's saved stream (the two must be the same bytes);
#   - a suite that fails on purpose (Tests/LinkSpecCLITests/Fixtures/HTMLReport:
#     failures, an undefined and an ambiguous step, a table, a doc string,
#     Examples, a rule, run with --retry 1), each failing step with the app's
#     picture the run attached (--snapshots failures, the default);
#   - Compatibility Kit streams through `linkspec report` (flaky retries,
#     pending steps, every kind of attachment, hooks).
# Each page is loaded in an iframe of a probe page that reads the rendered DOM
# once the report's own script has run: scenario names and statuses (the words
# beside the colours), each failure's message, feature line, step definition
# and picture (loaded as an image), the filters driven through the URL fragment
# (status, tag, name), the width of a phone, headings and landmarks, and the
# resources the page loaded (none). The reports are also dumped with scripts
# off (everything readable, filters hidden). A NetLog of every browser run must
# show no request a page made (a canary page proves a request would show, and
# the report's Content-Security-Policy is shown to block one). Screenshots are
# taken; UPDATE_SCREENSHOTS=1 copies them into the documentation's images
# (Sources/LinkSpecCLI/LinkSpecCLI.docc/Resources/).
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v chromium >/dev/null || ! fc-list | grep -qi "Liberation Sans"; then
  apt-get update -qq && apt-get install -y -qq chromium fonts-liberation >/dev/null
fi
swift build -q --product linkspec
bin="$(swift build --show-bin-path)/linkspec"
cck=../shared/conformance/compatibility-kit/samples
work=$(mktemp -d)
# KEEP=1 keeps the pages for a look.
if [ -n "${KEEP:-}" ]; then echo "pages in $work" >&2; else trap 'rm -rf "$work"' EXIT; fi

browser() {
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --allow-file-access-from-files \
    --host-resolver-rules='MAP * ~NOTFOUND' --disable-background-networking --disable-component-update \
    --disable-sync --no-first-run --virtual-time-budget=10000 "$@" 2>/dev/null
}

# The demo suite: a run's report and the report of its saved stream.
"$bin" Features/ --format html:"$work/demo.html" --format message:"$work/demo.ndjson" >/dev/null
"$bin" report --format html:"$work/demo-again.html" "$work/demo.ndjson"
cmp "$work/demo.html" "$work/demo-again.html"
"$bin" report --format junit < "$work/demo.ndjson" > "$work/demo.xml"

# The failing suite; exit 1 is what it is for.
status=0
"$bin" Tests/LinkSpecCLITests/Fixtures/HTMLReport --app Features/app.json --retry 1 --snapshots failures \
  --format message:"$work/fixture.ndjson" >/dev/null || status=$?
[ "$status" = 1 ] || { echo "error: the fixture suite exited $status, not 1" >&2; exit 1; }

"$bin" report --format html < "$work/fixture.ndjson" > "$work/fixture.html"
"$bin" report --format junit < "$work/fixture.ndjson" > "$work/fixture.xml"

for sample in retry pending attachments hooks-attachment all-statuses examples-tables-attachment global-hooks-attachments; do
  "$bin" report --format html:"$work/cck-$sample.html" "$cck/$sample/$sample.ndjson"
  cp "$cck/$sample/$sample.ndjson" "$work/cck-$sample.ndjson"
done

# Canaries for the network check: a page that makes a request, and the report
# with the same request written into it after its policy.
printf '<!doctype html><title>canary</title><img src="http://canary-plain.invalid/x.png">' > "$work/canary.html"
sed 's|<title>|<img src="http://canary-report.invalid/x.png"><title>|' "$work/demo.html" > "$work/canary-report.html"

# The probe: each case is a report in an iframe (a URL fragment drives its
# filters, a width makes it a phone); once they have loaded and their scripts
# ran, it measures what a person sees and writes it into the probe's DOM.
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
cases = [
    ("demo", "demo.html", "", 1280), ("demo-search", "demo.html", "#q=universal", 1280),
    ("fixture", "fixture.html", "", 1280), ("fixture-failed", "fixture.html", "#status=failed", 1280),
    ("fixture-smoke", "fixture.html", "#tag=%40smoke", 1280), ("fixture-name", "fixture.html", "#q=screen&status=failed,passed", 1280),
    ("fixture-phone", "fixture.html", "", 390), ("demo-phone", "demo.html", "", 390),
    ("retry", "cck-retry.html", "", 1280), ("pending", "cck-pending.html", "#status=pending", 1280),
    ("attachments", "cck-attachments.html", "", 1280), ("hooks-attachment", "cck-hooks-attachment.html", "", 1280),
    ("all-statuses", "cck-all-statuses.html", "", 1280),
    ("examples-tables-attachment", "cck-examples-tables-attachment.html", "", 1280),
    ("global-hooks-attachments", "cck-global-hooks-attachments.html", "", 1280),
    ("canary-report", "canary-report.html", "", 800), ("canary", "canary.html", "", 400),
]
# Scripts off: a sandbox that allows no scripts, whose DOM the probe may still read.
frames = '<iframe data-case="fixture-noscript" src="fixture.html" width="1280" height="700" sandbox="allow-same-origin"></iframe>'
frames += "".join(f'<iframe data-case="{name}" src="{page}{fragment}" width="{width}" height="700"></iframe>'
                  for name, page, fragment, width in cases)
script = r"""<script>
function measure(frame) {
  const w = frame.contentWindow, d = w.document, text = e => e ? e.textContent.trim() : null;
  const article = a => ({
    name: text(a.querySelector('summary .name')), status: a.dataset.status, tags: a.dataset.tags,
    statusText: text(a.querySelector('summary .s')), hidden: a.hidden || a.closest('[hidden]') !== null,
    open: a.querySelector('details').open, where: text(a.querySelector('summary .where')),
    flags: [...a.querySelectorAll('summary .flag')].map(text),
    steps: [...a.querySelectorAll(':scope > details > ol.steps > li')].map(li => ({
      cls: li.className, statusText: text(li.querySelector('.s')), text: text(li.querySelector(':scope > bdi')),
      message: text(li.querySelector('.failure pre.msg')),
      places: [...li.querySelectorAll('.failure dt')].map(dt => [text(dt), text(dt.nextElementSibling)]),
      snippet: text(li.querySelector('pre.snippet')),
      pictures: [...li.querySelectorAll('img')].map(i => ({svg: i.src.startsWith('data:image/svg+xml'),
        loaded: i.complete && i.naturalWidth > 0, alt: i.alt, shown: i.getBoundingClientRect().width > 0 || a.hidden})),
    })),
  });
  return {
    title: d.title, h1: text(d.querySelector('h1')), verdict: text(d.querySelector('.verdict')),
    headings: [...d.querySelectorAll('h1,h2,h3,h4,h5,h6')].map(h => [+h.tagName[1], text(h)]),
    landmarks: ['header', 'main', 'footer', 'form[role=search]'].map(s => d.querySelectorAll(s).length),
    formHidden: d.getElementById('filters') ? d.getElementById('filters').hidden : null,
    shown: text(d.getElementById('shown')),
    scenarios: [...d.querySelectorAll('article.sc')].map(article),
    sectionsHidden: [...d.querySelectorAll('section.feature')].map(s => s.hidden),
    statusLabels: [...d.querySelectorAll('.s')].map(text),
    images: [...d.querySelectorAll('img')].map(i => ({loaded: i.complete && i.naturalWidth > 0, src: i.src.slice(0, 30)})),
    coverage: [...d.querySelectorAll('#coverage tbody tr')].map(tr => [...tr.cells].map(td => td.textContent.trim())),
    resources: w.performance.getEntriesByType('resource').map(e => e.name),
    scrollWidth: d.documentElement.scrollWidth, clientWidth: d.documentElement.clientWidth,
  };
}
window.addEventListener('load', () => setTimeout(() => {
  const result = {};
  for (const frame of document.querySelectorAll('iframe')) {
    try { result[frame.dataset.case] = measure(frame); } catch (error) { result[frame.dataset.case] = {error: String(error)}; }
  }
  const out = document.createElement('pre');
  out.id = 'measured';
  out.textContent = JSON.stringify(result);
  document.body.appendChild(out);
}, 500));
</script>"""
open(f"{work}/probe.html", "w", encoding="utf-8").write(
    '<!doctype html><meta charset="utf-8"><title>probe</title><body>' + frames + script + "</body>")
PY

browser --log-net-log="$work/net.json" --dump-dom "file://$work/probe.html" > "$work/probe-dom.html"
browser --window-size=1000,760 --screenshot="$work/html-report-demo.png" "file://$work/demo.html"
# The first failing scenario, scrolled to by its anchor in a frame (a
# screenshot of a page scrolled to an anchor comes out blank).
first_failure=$(grep -o '<article class="sc failed" id="s[0-9]*"' "$work/fixture.html" | head -1 | grep -o 's[0-9]*"' | tr -d '"')
printf '<!doctype html><style>body{margin:0}iframe{border:0;width:100vw;height:100vh;display:block}</style><iframe src="fixture.html#%s"></iframe>' \
  "$first_failure" > "$work/failure-frame.html"
browser --window-size=1000,900 --screenshot="$work/html-report-failure.png" "file://$work/failure-frame.html"
browser --window-size=390,844 --screenshot="$work/html-report-phone.png" "file://$work/fixture.html#status=failed"

python3 - "$work" <<'PY'
import html, json, re, sys
import xml.etree.ElementTree as ET
work = sys.argv[1]
problems = []
def check(condition, message):
    if not condition:
        problems.append(message)

dom = open(f"{work}/probe-dom.html", encoding="utf-8").read()
found = re.search(r'<pre id="measured">(.*?)</pre>', dom, re.S)
if not found:
    sys.exit("error: the probe page's script did not run")
m = json.loads(html.unescape(found.group(1)))
for name, case in m.items():
    check("error" not in case, f"{name}: {case.get('error')}")

def stream(name):
    return [json.loads(line) for line in open(f"{work}/{name}.ndjson", encoding="utf-8") if line.strip()]

def junit(name):
    cases = []
    for case in ET.parse(f"{work}/{name}.xml").getroot().iter("testcase"):
        verdict = "failure" if case.find("failure") is not None else "skipped" if case.find("skipped") is not None else "passed"
        cases.append((case.get("name"), verdict))
    return cases

WORDS = {"passed": "✔ passed", "failed": "✖ failed", "skipped": "↷ skipped", "pending": "‖ pending",
         "undefined": "? undefined", "ambiguous": "‼ ambiguous", "unknown": "○ unknown", "notrun": "○ not run"}

def common(name, case, pickles):
    check(case["resources"] == [], f"{name}: the page loaded {case['resources']}")
    check(len(case["scenarios"]) == pickles, f"{name}: {len(case['scenarios'])} scenarios shown, the stream has {pickles} pickles")
    check(case["landmarks"][:3] == [1, 1, 1], f"{name}: one header, main and footer each, got {case['landmarks']}")
    check(case["formHidden"] is False, f"{name}: the script shows the filters")
    levels = [level for level, _ in case["headings"]]
    check(levels.count(1) == 1 and all(b <= a + 1 for a, b in zip(levels, levels[1:])), f"{name}: heading levels {levels}")
    for label in case["statusLabels"]:
        check(re.fullmatch(r"(✔|✖|↷|‖|\?|‼|○) (\d+ )?(passed|failed|skipped|pending|undefined|ambiguous|unknown|not run)", label),
              f"{name}: a status shown without its word: {label!r}")
    for scenario in case["scenarios"]:
        check(scenario["statusText"] == WORDS[scenario["status"]], f"{name}: {scenario['name']}: {scenario['statusText']!r}")
        check(scenario["open"] == (scenario["status"] not in ("passed", "skipped") or any(f.startswith("flaky") for f in scenario["flags"])),
              f"{name}: {scenario['name']} open={scenario['open']}")
    for image in case["images"]:
        check(image["loaded"], f"{name}: an image did not load: {image['src']}")

def visible(case):
    return [s for s in case["scenarios"] if not s["hidden"]]

def shown_line(case):
    return f"{len(visible(case))} of {len(case['scenarios'])} scenarios shown"

# The demo suite: every scenario passed, named as in the JUnit report, every route reached.
demo = stream("demo")
pickles = sum("pickle" in e for e in demo)
app = next(json.loads(e["attachment"]["body"]) for e in demo
           if "attachment" in e and e["attachment"]["mediaType"] == "application/vnd.linkspec.app+json")
case = m["demo"]
common("demo", case, pickles)
check(case["h1"] == app["name"], f"demo: h1 {case['h1']!r}")
check(case["verdict"] == f"✔ All {pickles} scenarios passed", f"demo: verdict {case['verdict']!r}")
check([(s["name"], "passed") for s in case["scenarios"]] == junit("demo"), "demo: names differ from the JUnit report's")
check(case["shown"] == f"{pickles} of {pickles} scenarios shown", f"demo: {case['shown']!r}")
check([row[0] for row in case["coverage"]] == app["routes"], f"demo: coverage rows {[row[0] for row in case['coverage']]}")
check(all(row[1] != "0" for row in case["coverage"]), "demo: a route shown as missing")
search = m["demo-search"]
expected = [s["name"] for s in search["scenarios"] if "universal" in s["name"].lower()]
check(expected and [s["name"] for s in visible(search)] == expected, f"demo #q=universal: {[s['name'] for s in visible(search)]}")
check(search["shown"] == shown_line(search), f"demo #q=universal: {search['shown']!r}")

# The failing suite: names and verdicts as in its JUnit report; each failure's
# message, feature line, step definition and picture as the stream says.
fixture = stream("fixture")
pickles = sum("pickle" in e for e in fixture)
case = m["fixture"]
common("fixture", case, pickles)
check([(s["name"], {"passed": "passed", "skipped": "skipped"}.get(s["status"], "failure")) for s in case["scenarios"]] == junit("fixture"),
      "fixture: names or verdicts differ from the JUnit report's")
statuses = {s["status"] for s in case["scenarios"]}
check({"passed", "failed", "undefined", "ambiguous"} <= statuses, f"fixture: statuses {statuses}")
check(any(f == "retried: 2 attempts" for s in case["scenarios"] for f in s["flags"]), "fixture: no retried scenario marked")
lines = {}
for e in fixture:
    document = e.get("gherkinDocument")
    if document:
        def walk(node):
            if isinstance(node, dict):
                if "keyword" in node and "text" in node and "id" in node:
                    lines[node["id"]] = node["location"]["line"]
                for value in node.values():
                    walk(value)
            elif isinstance(node, list):
                for value in node:
                    walk(value)
        walk(document)
definitions = {e["stepDefinition"]["id"]: e["stepDefinition"]["sourceReference"] for e in fixture if "stepDefinition" in e}
pickle_steps = {s["id"]: (p, s) for e in fixture if "pickle" in e for p in [e["pickle"]] for s in p["steps"]}
test_steps = {t["id"]: t for e in fixture if "testCase" in e for t in e["testCase"]["testSteps"]}
last_attempts = {e["testCaseFinished"]["testCaseStartedId"] for e in fixture
                 if "testCaseFinished" in e and not e["testCaseFinished"]["willBeRetried"]}
failures = [e["testStepFinished"] for e in fixture if "testStepFinished" in e
            and e["testStepFinished"]["testStepResult"]["status"] == "FAILED" and e["testStepFinished"]["testCaseStartedId"] in last_attempts]
shown_failures = [step for s in case["scenarios"] if s["status"] == "failed" for step in s["steps"] if step["cls"] == "failed"]
check(len(failures) == len(shown_failures) >= 3, f"fixture: {len(failures)} failed steps in the stream, {len(shown_failures)} shown")
for finished, shown in zip(failures, shown_failures):
    pickle, step = pickle_steps[test_steps[finished["testStepId"]]["pickleStepId"]]
    result = finished["testStepResult"]
    check(shown["text"] == step["text"], f"fixture: failed step {shown['text']!r}, stream {step['text']!r}")
    check(shown["message"] == result["exception"]["message"].strip(), f"fixture: {step['text']}: message {shown['message']!r}")
    places = dict(shown["places"])
    check(places.get("Feature file") == f"{pickle['uri']}:{lines[step['astNodeIds'][0]]}", f"fixture: {step['text']}: {places}")
    reference = definitions[test_steps[finished["testStepId"]]["stepDefinitionIds"][0]]
    check(places.get("Step definition") == f"{reference['uri']}:{reference['location']['line']}", f"fixture: {step['text']}: {places}")
    pictures = shown["pictures"]
    check(len(pictures) == 1 and pictures[0]["svg"] and pictures[0]["loaded"] and pictures[0]["shown"]
          and pictures[0]["alt"].startswith("Babylon demo:"), f"fixture: {step['text']}: picture {pictures}")
undefined = [step for s in case["scenarios"] for step in s["steps"] if step["cls"] == "undefined"]
check(len(undefined) == 1 and "I shake the phone" in (undefined[0]["snippet"] or ""), f"fixture: undefined step {undefined}")
ambiguous = [step for s in case["scenarios"] for step in s["steps"] if step["cls"] == "ambiguous"]
check(len(ambiguous) == 1 and len([p for p in ambiguous[0]["places"] if p[0] == "Step definition"]) == 2,
      f"fixture: ambiguous step {ambiguous}")

for name, keep in [("fixture-failed", lambda s: s["status"] == "failed"),
                   ("fixture-smoke", lambda s: "@smoke" in s["tags"].split()),
                   ("fixture-name", lambda s: "screen" in s["name"].lower() and s["status"] in ("failed", "passed"))]:
    case = m[name]
    wanted = [s["name"] for s in case["scenarios"] if keep(s)]
    check(wanted and [s["name"] for s in visible(case)] == wanted, f"{name}: shows {[s['name'] for s in visible(case)]}, wants {wanted}")
    check(case["shown"] == shown_line(case), f"{name}: {case['shown']!r}")
check(m["fixture-failed"]["sectionsHidden"] == [False], "fixture-failed: the feature with failures is hidden")
for name in ("fixture-phone", "demo-phone"):
    check(m[name]["scrollWidth"] <= m[name]["clientWidth"], f"{name}: {m[name]['scrollWidth']} px wide in {m[name]['clientWidth']} px")

# Compatibility Kit streams.
for name in ("retry", "pending", "attachments", "hooks-attachment", "all-statuses", "examples-tables-attachment",
             "global-hooks-attachments"):
    common(name, m[name], sum("pickle" in e for e in stream(f"cck-{name}")))
flaky = [s for s in m["retry"]["scenarios"] if any(f.startswith("flaky: passed on attempt") for f in s["flags"])]
check(len(flaky) == 2 and all(s["status"] == "passed" for s in flaky), f"retry: flaky {[(s['name'], s['flags']) for s in flaky]}")
check([s["status"] for s in visible(m["pending"])] == ["pending"] * len(visible(m["pending"])) and visible(m["pending"]),
      "pending: #status=pending")
for name in ("attachments", "hooks-attachment", "examples-tables-attachment"):
    images = sum(e["attachment"]["mediaType"].startswith("image/") for e in stream(f"cck-{name}") if "attachment" in e)
    check(len(m[name]["images"]) == images and (images > 0 or name == "attachments"),
          f"{name}: {len(m[name]['images'])} images shown, {images} attached")

# With scripts off: the filters stay hidden and every scenario, step and failure is in the page.
case = m["fixture-noscript"]
check(case["formHidden"] is True, "no script: the filters are not hidden")
check(case["shown"] == "", f"no script: {case['shown']!r}")
check([s["name"] for s in case["scenarios"]] == [s["name"] for s in m["fixture"]["scenarios"]], "no script: scenarios missing")
check(not any(s["hidden"] for s in case["scenarios"]), "no script: scenarios hidden")
check([step["message"] for s in case["scenarios"] for step in s["steps"] if step["cls"] == "failed"]
      == [step["message"] for step in shown_failures], "no script: failures missing")

# The network: no page made a request; the canary shows one would be seen, and the policy blocks one.
net = json.load(open(f"{work}/net.json", encoding="utf-8"))
start = net["constants"]["logEventTypes"]["URL_REQUEST_START_JOB"]
requests = [e["params"]["url"] for e in net["events"]
            if e["type"] == start and "url" in e.get("params", {}) and e["params"].get("initiator") != "not an origin"]
check(any("canary-plain.invalid" in url for url in requests), f"the canary's request was not seen: {requests}")
check(not any("canary-report.invalid" in url for url in requests), "the report's policy let a request through")
leaks = [url for url in requests if "canary-" not in url]
check(leaks == [], f"requests made by the reports: {leaks}")

for problem in problems:
    print("error:", problem, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"html report: {len(m) - 2} views of the reports in Chromium; the run's report equals the report of its stream; names and verdicts "
      f"as in the JUnit reports; {len(shown_failures)} failures with message, feature line, step definition and picture; "
      "filters by status, tag and name; phone width; no request left any page")
PY

for shot in html-report-demo html-report-failure html-report-phone; do
  [ -s "$work/$shot.png" ] || { echo "error: no screenshot $shot.png" >&2; exit 1; }
  if [ "${UPDATE_SCREENSHOTS:-}" = 1 ]; then
    # Fewer colours keep the committed pictures small (pngquant, when installed).
    if command -v pngquant >/dev/null; then pngquant --force --output "$work/$shot.png" 64 "$work/$shot.png"; fi
    cp "$work/$shot.png" Sources/LinkSpecCLI/LinkSpecCLI.docc/Resources/
  fi
done
