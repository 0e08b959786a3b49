#!/usr/bin/env bash
# `linkspec gherkin` against the shared Gherkin conformance suite: every good file
# (source, ast, pickles) and every bad file (errors), compared with the expected
# NDJSON after sorting keys. The expected files name their files
# `../testdata/good/x.feature`, so the command runs from inside testdata/ with
# paths written that way, and the uris come out the same.
set -euo pipefail
cd "$(dirname "$0")/../.."

bin="$(swift build --show-bin-path)/linkspec"
suite="../shared/conformance/gherkin/testdata"
if [ ! -x "$bin" ]; then
  echo "error: $bin is missing; run swift build first" >&2
  exit 1
fi
if [ ! -d "$suite" ]; then
  echo "error: $suite is missing" >&2
  exit 1
fi

cd "$suite"
LINKSPEC="$bin" python3 - <<'PY'
import json, os, subprocess, sys

linkspec = os.environ["LINKSPEC"]

def canonical(text):
    return [json.dumps(json.loads(line), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
            for line in text.splitlines() if line.strip()]

passed, failed, notes = 0, [], []

def check(label, path, flags, expected_file, expected_code):
    global passed
    run = subprocess.run([linkspec, "gherkin", *flags, path], capture_output=True)
    with open(expected_file, encoding="utf-8") as f:
        expected_text = f.read()
    if expected_file.endswith(".source.ndjson"):
        with open(path, "rb") as f:
            on_disk = f.read()
        # This copy of the suite lost the CRs of its *.crlf.feature files while
        # their expected sources kept them: compare with LF line ends and say so.
        if b"\r" not in on_disk and "\\r\\n" in expected_text:
            notes.append(f"note: {path} has lost its CRs; its source is compared with LF line ends")
            expected_text = expected_text.replace("\\r\\n", "\\n")
    try:
        actual = canonical(run.stdout.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as error:
        failed.append(f"{label} {path}: output is not NDJSON ({error})")
        return
    expected = canonical(expected_text)
    if run.returncode != expected_code:
        failed.append(f"{label} {path}: exit code {run.returncode}, expected {expected_code}; stderr: {run.stderr.decode('utf-8', 'replace').strip()}")
    elif actual != expected:
        first = next((i for i, (a, e) in enumerate(zip(actual, expected)) if a != e), min(len(actual), len(expected)))
        failed.append(f"{label} {path}: line {first + 1} differs\n"
                      f"    got      {actual[first] if first < len(actual) else '(nothing)'}\n"
                      f"    expected {expected[first] if first < len(expected) else '(nothing)'}")
    else:
        passed += 1

kinds = [("source", ["--no-ast", "--no-pickles"]),
         ("ast", ["--no-source", "--no-pickles"]),
         ("pickles", ["--no-source", "--no-ast"])]
for name in sorted(os.listdir("good")):
    if not (name.endswith(".feature") or name.endswith(".feature.md")):
        continue
    path = f"../testdata/good/{name}"
    for kind, flags in kinds:
        check(kind, path, flags, f"good/{name}.{kind}.ndjson", 0)
for name in sorted(os.listdir("bad")):
    if not name.endswith(".feature"):
        continue
    check("errors", f"../testdata/bad/{name}", ["--no-source"], f"bad/{name}.errors.ndjson", 1)

for note in notes:
    print(note)
for failure in failed:
    print("FAIL " + failure)
print(f"{passed} passed, {len(failed)} failed")
sys.exit(1 if failed else 0)
PY
