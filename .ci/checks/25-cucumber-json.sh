#!/usr/bin/env bash
# Cucumber JSON reports (`--format json`, `linkspec report --format json`):
# - the demo suite's report and the report of every shared messages-to-json
#   stream validate against cucumber-jvm's JSON Schema (0.2.5), with Python
#   `jsonschema`;
# - a published reader of the format, `test-report-vibes` (PyPI; it parses a
#   report into pydantic models and renders an HTML summary), reads them: the
#   scenarios, steps and statuses it counts in the demo suite's report are those
#   linkspec's own summary printed, and in each stream's report those it counts
#   in Cucumber's expected report.
# Both tools live in a throw-away venv; neither is a dependency of linkspec.
set -euo pipefail

data=../shared/conformance/cucumber-json
schema="$data/schema/cucumber-jvm.0.2.5.json"
if [ ! -f "$schema" ]; then
  echo "error: $schema is missing; CI needs ../shared beside the repository" >&2
  exit 1
fi

swift build -q --product linkspec
linkspec="$(swift build --show-bin-path)/linkspec"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q --disable-pip-version-check "jsonschema==4.26.0" "test-report-vibes==0.2.1"

# The demo suite, with linkspec's own count of what ran.
"$linkspec" Features/ --format "json:$work/demo.json" --format "summary:$work/demo-summary.txt" > "$work/demo-progress.txt"
# Every pair's stream, beside the report Cucumber's formatter wrote for it.
mkdir -p "$work/pairs"
pairs=0
for stream in "$data"/messages-to-json/*/*.ndjson; do
  name="$(basename "$(dirname "$stream")")--$(basename "$stream" .ndjson)"
  "$linkspec" report --format "json:$work/pairs/$name.json" "$stream"
  cp "$stream.jvm.json" "$work/pairs/$name.expected"
  pairs=$((pairs + 1))
done
test "$pairs" -ge 146 || { echo "error: only $pairs messages-to-json streams found" >&2; exit 1; }

"$work/venv/bin/python" - "$schema" "$work" <<'PYTHON'
import copy, json, pathlib, re, sys
import jsonschema
from test_report_vibes.parser import parse_cucumber_json

schema_path, work = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
validator = jsonschema.Draft7Validator(json.loads(schema_path.read_text()))
failures = []

def fail(message):
    failures.append(message)
    print("error: " + message, file=sys.stderr)

reports = [work / "demo.json"] + sorted((work / "pairs").glob("*.json"))
for report in reports:
    errors = sorted(validator.iter_errors(json.loads(report.read_text())), key=lambda e: list(e.path))
    for error in errors[:3]:
        fail(f"{report.name}: {'/'.join(map(str, error.path))}: {error.message}")

def counts(path):
    """What the reader read: scenarios, steps and hooks by status."""
    tally = {"features": 0, "scenarios": 0, "backgrounds": 0}
    for feature in parse_cucumber_json(str(path)):
        tally["features"] += 1
        for element in feature.elements:
            tally["scenarios" if element.type == "scenario" else "backgrounds"] += 1
            for step in element.steps:
                key = "steps " + step.result.status
                tally[key] = tally.get(key, 0) + 1
            for hook in element.before + element.after:
                key = "hooks " + hook.result.status
                tally[key] = tally.get(key, 0) + 1
    return tally

# The demo suite: what the reader counts is what linkspec's summary said.
summary = (work / "demo-summary.txt").read_text()
demo = counts(work / "demo.json")
scenarios = int(re.search(r"^(\d+) scenarios? \((\d+) passed\)$", summary, re.M).group(1))
steps = int(re.search(r"^(\d+) steps? \((\d+) passed\)$", summary, re.M).group(1))
if demo.get("scenarios") != scenarios or demo.get("steps passed") != steps or demo["features"] == 0:
    fail(f"demo.json: the reader counted {demo}; linkspec's summary says {scenarios} scenarios, {steps} steps passed")

# Each stream's report: the reader counts what it counts in Cucumber's own
# report. The reader's model has no `ambiguous` status (the JVM schema has):
# reports with one are left to the schema.
read = skipped = 0
for report in sorted((work / "pairs").glob("*.json")):
    expected = report.with_suffix(".expected")
    if '"ambiguous"' in expected.read_text():
        skipped += 1
        continue
    actual_counts, expected_counts = counts(report), counts(expected)
    if actual_counts != expected_counts:
        fail(f"{report.name}: the reader counted {actual_counts}, in Cucumber's report {expected_counts}")
    read += 1

# The reader and the schema do reject a broken report (a step without its result).
broken = json.loads((work / "demo.json").read_text())
del broken[0]["elements"][-1]["steps"][0]["result"]
(work / "broken.json").write_text(json.dumps(broken))
if not list(validator.iter_errors(broken)):
    fail("the schema accepted a step without a result")
try:
    parse_cucumber_json(str(work / "broken.json"))
    fail("the reader accepted a step without a result")
except ValueError:
    pass

if failures:
    sys.exit(1)
print(f"{len(reports)} JSON reports validate against {schema_path.name}; "
      f"test-report-vibes read the demo suite's ({demo['scenarios']} scenarios, {demo['steps passed']} steps) "
      f"and {read} stream reports as Cucumber's ({skipped} with ambiguous steps left to the schema)")
PYTHON

# The reader's own command renders the demo suite's report.
"$work/venv/bin/test-report-vibes" "$work/demo.json" -o "$work/demo.html" --no-classify > "$work/vibes.log"
grep -q "Parsed [1-9][0-9]* features" "$work/vibes.log" || { cat "$work/vibes.log" >&2; exit 1; }
test -s "$work/demo.html"
