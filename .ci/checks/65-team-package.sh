#!/usr/bin/env bash
# The example team package, Examples/BabylonTeam, built from outside as a team
# builds its own package: a package dependency sees only linkspec's `public`
# API, so this is what a team can write. Then, as the team would:
#   - its tests: XCTest and Swift Testing, each plugging the app's router in
#     with `app: .file("Features/app.json", routing: BabylonLinks.route)`;
#     among them the handbook's deep-link test as Given/When/Then calls
#     (`DeeplinksFeature`, a plain XCTestCase using the target's
#     `LinkSpecDefaults`), its outlines, background and ported StepDefiner,
#     an XCTest-Gherkin class (`PatientDeeplinksFeature`), and the variant
#     expecting the wrong screen, which must fail at the line of its `Then`
#     and nowhere else (the steps after it run and pass, as XCTest-Gherkin's);
#   - its tests on both platforms (`platform: .all`), the Android files named
#     in its app.json;
#   - its own command line, `acceptance`: the whole suite (the team's phrase
#     passing), on both platforms (--platform all, each test case named for
#     its platform), --tags, --format junit:PATH (valid for the Jenkins schema),
#     --app, `steps` (the team's phrase listed), `lsp` (an editor's exchange:
#     initialize, completion of the team's phrase, shutdown, exit), `check`,
#     `draw`, `fuzz-links`, `gherkin`, `report`, `merge-junit`, --version and a
#     usage error in its own name.
# One scratch path serves the build, the tests and the runs, so linkspec is
# compiled once (TEAM_SCRATCH, default Examples/BabylonTeam/.build).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

package=Examples/BabylonTeam
scenarios=17   # in Examples/BabylonTeam/Features/, 6 of them tagged @smoke
scratch="${TEAM_SCRATCH:-$PWD/$package/.build}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "error: $*" >&2; exit 1; }
swiftpm() { swift "$1" --package-path "$package" --scratch-path "$scratch" "${@:2}"; }

echo "== build (tests included)"
if ! swiftpm build --build-tests >"$work/build.log" 2>&1; then
  grep -E "error" "$work/build.log" | head -40 >&2
  fail "the example team package does not build against linkspec's public API"
fi
tail -1 "$work/build.log"

echo "== its tests"
if ! swiftpm test --skip-build >"$work/test.log" 2>&1; then
  grep -E "error|failed" "$work/test.log" | head -40 >&2
  fail "the example team package's tests fail"
fi
grep -E "Executed [0-9]+ tests" "$work/test.log" | tail -1
grep -E "Test run with" "$work/test.log" | tail -1
grep -q "Executed 11 tests, with 1 test skipped and 0 failures" "$work/test.log" \
  || fail "expected the 11 XCTest tests to run and pass, the deliberate failure skipped"
grep -q "acceptance(_:) with $((2 * scenarios)) test cases passed" "$work/test.log" \
  || fail "expected $((2 * scenarios)) Swift Testing cases, one per scenario and platform"
grep -q "Suite DeeplinksSwiftTests passed" "$work/test.log" || fail "the Given/When/Then calls in Swift Testing did not pass"

echo "== the handbook's test expecting the wrong screen: fails at its Then, the steps after it run and pass"
test_file=Tests/BabylonXCTests/DeeplinksFeature.swift
line_of() { grep -n -F "$1" "$package/$test_file" | tail -1 | cut -d: -f1; }
then_line=$(line_of 'Then("the Home screen is displayed")')
set +e
BABYLON_WRONG_SCREEN=1 swiftpm test --skip-build --filter 'DeeplinksFeature/test_wrong_screen_deep_link' >"$work/wrong.log" 2>&1
code=$?
set -e
[ "$code" != 0 ] || { cat "$work/wrong.log" >&2; fail "the wrong-screen test should fail"; }
grep -q "$test_file:$then_line: error: .*Step failed: Then the Home screen is displayed" "$work/wrong.log" \
  || { cat "$work/wrong.log" >&2; fail "the failure is not at the Then's line ($then_line)"; }
grep -q 'expected the "Home" screen to be displayed, but "Some Screen {id: 42}" is displayed' "$work/wrong.log" \
  || fail "the failure does not say what was expected and what the app shows"
[ "$(grep -c 'error: ' "$work/wrong.log")" = 1 ] || { cat "$work/wrong.log" >&2; fail "expected exactly one failure"; }
! grep -q "Not run:" "$work/wrong.log" || { cat "$work/wrong.log" >&2; fail "a class that names no setup runs the steps after a failure"; }
echo "failed at line $then_line only"

echo "== the step calls' reports"
grep -q 'testcase classname="DeeplinkOutlinesFeature" name="test_screens_with_an_id (somescreen/42, Some Screen, 42)"' \
  "$package/.build/reports/outlines.xml" || { cat "$package/.build/reports/outlines.xml" >&2; fail "the outline's rows are not in the JUnit report"; }
python3 - "$package/.build/reports/outlines.ndjson" "$package/Tests/BabylonXCTests/DeeplinkOutlinesFeature.swift" <<'PY'
import json, sys
messages = [json.loads(line) for line in open(sys.argv[1])]
source = open(sys.argv[2]).read().split("\n")
documents = [m["gherkinDocument"] for m in messages if "gherkinDocument" in m]
assert [d["uri"] for d in documents] == ["Tests/BabylonXCTests/DeeplinkOutlinesFeature.swift"], documents
steps = [s for c in documents[0]["feature"]["children"] for s in c["scenario"]["steps"]]
for step in steps:
    line = source[step["location"]["line"] - 1]
    call = step["keyword"].strip() + "("
    assert call in line, (step, line)
results = [m["testStepFinished"]["testStepResult"]["status"] for m in messages if "testStepFinished" in m]
assert results and set(results) == {"PASSED"}, results
print(len(steps), "steps, each at the Swift line of its call")
PY

bin="$(swiftpm build --show-bin-path)/acceptance"
[ -x "$bin" ] || fail "no acceptance executable at $bin"
cd "$package"   # the team runs it from its package folder: Features/app.json is relative to it

echo "== acceptance Features/ (junit report, the team's phrase passing)"
"$bin" Features/ --format "junit:$work/junit.xml" >"$work/run.out" || { cat "$work/run.out" >&2; fail "acceptance Features/ fails"; }
tail -4 "$work/run.out"
grep -q "^$scenarios scenarios ($scenarios passed)$" "$work/run.out" || fail "expected every scenario to pass"
grep -q "^Routes: 7/7 covered$" "$work/run.out" || fail "expected every route covered"
grep -q "When the backend sends the appointments deep link with id 12\.*passed" "$work/junit.xml" \
  || fail "the team's phrase did not pass in the JUnit report"
schema=../../../shared/conformance/junit/jenkins-junit.xsd
if [ -f "$schema" ]; then
  command -v xmllint >/dev/null || (apt-get update -qq && apt-get install -y -qq libxml2-utils >/dev/null)
  xmllint --noout --schema "$schema" "$work/junit.xml"
else
  echo "note: $schema is absent; the JUnit report is not validated here"
fi

echo "== --platform all (iOS and Android), --platform android"
"$bin" Features/ --platform all --format "junit:$work/platforms.xml" --format summary >"$work/platforms.out" \
  || { cat "$work/platforms.out" >&2; fail "acceptance Features/ --platform all fails"; }
grep -q "^$((2 * scenarios)) scenarios ($((2 * scenarios)) passed)$" "$work/platforms.out" \
  || { cat "$work/platforms.out" >&2; fail "expected every scenario to pass on both platforms"; }
grep -q 'name="A universal link reaches the same router \[Android\]"' "$work/platforms.xml" \
  || fail "the JUnit report does not name the Android test case"
"$bin" Features/ --platform android --format summary >"$work/android.out"
grep -q "^$scenarios scenarios ($scenarios passed)$" "$work/android.out" || { cat "$work/android.out" >&2; fail "--platform android"; }

echo "== --tags @smoke, --app"
"$bin" Features/ --tags @smoke --app Features/app.json --format summary >"$work/smoke.out"
grep -q "^6 scenarios (6 passed)$" "$work/smoke.out" || { cat "$work/smoke.out" >&2; fail "--tags @smoke should run the 6 smoke scenarios"; }
grep -q "^Routes: 3/7 covered" "$work/smoke.out" || { cat "$work/smoke.out" >&2; fail "the smoke run should reach 3 routes"; }

echo "== a failing scenario: exit 1"
mkdir -p "$work/failing"
printf 'Feature: f\n  Scenario: wrong screen\n    Given the app is launched\n    And I%sm logged in as a mock user\n    When the backend sends the appointments deep link with id 1\n    Then the "Some Screen" screen is displayed\n' "'" >"$work/failing/f.feature"
set +e; "$bin" "$work/failing/f.feature" --app Features/app.json >"$work/failing.out" 2>&1; code=$?; set -e
[ "$code" = 1 ] || { cat "$work/failing.out" >&2; fail "a failing scenario should exit 1, got $code"; }

echo "== acceptance steps"
"$bin" steps >"$work/steps.out"
grep -q "^When the backend sends the {intent} deep link with id {int} *# Sources/BabylonAcceptance/BabylonSteps.swift:[0-9]*$" "$work/steps.out" \
  || fail "acceptance steps does not list the team's phrase with its Swift line"
"$bin" steps --format json | python3 -c '
import json, sys
phrases = json.load(sys.stdin)["phrases"]
team = [p for p in phrases if p["expression"] == "the backend sends the {intent} deep link with id {int}"]
assert len(team) == 1 and team[0]["parameterTypes"] == ["intent", "int"], team
print(len(phrases), "phrases; the last, the team\x27s:", phrases[-1]["expression"])
'

echo "== acceptance lsp (initialize, completion, shutdown, exit)"
python3 - "$bin" <<'PY'
import json, os, subprocess, sys

server = subprocess.Popen([sys.argv[1], "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

def send(message):
    body = json.dumps(message).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()

def receive(request_id):
    while True:
        length = None
        while True:
            line = server.stdout.readline()
            if not line:
                sys.exit("the server closed its output")
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        message = json.loads(server.stdout.read(length))
        if message.get("id") == request_id:
            return message

root = os.getcwd()
uri = "file://" + os.path.join(root, "Features", "typing.feature")
send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
      "params": {"processId": os.getpid(), "rootUri": "file://" + root, "capabilities": {}}})
capabilities = receive(1)["result"]["capabilities"]
assert capabilities.get("completionProvider") is not None, capabilities
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
text = "Feature: typing\n  Scenario: s\n    When the backend s\n"
send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": {"textDocument": {"uri": uri, "languageId": "feature", "version": 1, "text": text}}})
send({"jsonrpc": "2.0", "id": 2, "method": "textDocument/completion",
      "params": {"textDocument": {"uri": uri}, "position": {"line": 2, "character": len("    When the backend s")}}})
result = receive(2)["result"]
items = result["items"] if isinstance(result, dict) else result
labels = [item["label"] for item in items]
assert any("the backend sends the" in label for label in labels), labels
send({"jsonrpc": "2.0", "id": 3, "method": "shutdown"})
assert receive(3).get("result", "missing") is None
send({"jsonrpc": "2.0", "method": "exit"})
code = server.wait(timeout=10)
assert code == 0, f"exit code {code}"
print(f"initialize, completion ({len(items)} items, the team's phrase among them), shutdown, exit 0")
PY

echo "== check, draw, fuzz-links (the team's router)"
"$bin" check
"$bin" draw --link babylon://somescreen/42 --out "$work/app.svg" 2>"$work/draw.err"
grep -q "^babylon://somescreen/42: routed: showSomeScreen(id: 42)$" "$work/draw.err" || { cat "$work/draw.err" >&2; fail "draw"; }
grep -q "<svg" "$work/app.svg" || fail "draw wrote no SVG"
"$bin" fuzz-links --seed 1 --count 200 >"$work/fuzz.out" || { cat "$work/fuzz.out" >&2; fail "fuzz-links found violations"; }
head -1 "$work/fuzz.out" | grep -q "routed by the team's routing function" || fail "fuzz-links did not use the team's router"
tail -1 "$work/fuzz.out"

echo "== gherkin, report, merge-junit"
"$bin" gherkin Features/deep_links.feature | head -1 | grep -q '^{"source":' || fail "gherkin"
"$bin" Features/ --format "message:$work/run.ndjson" --format summary >/dev/null
"$bin" report --format "junit:$work/rebuilt.xml" <"$work/run.ndjson"
grep -q "tests=\"$scenarios\"" "$work/rebuilt.xml" || fail "report did not rebuild the $scenarios test cases"
"$bin" merge-junit "$work/merged.xml" "$work/junit.xml" "$work/rebuilt.xml"
grep -q "tests=\"$((2 * scenarios))\"" "$work/merged.xml" || fail "merge-junit did not sum the two reports"

echo "== --version, a usage error in the executable's own name"
[ "$("$bin" --version)" = "acceptance (linkspec $(sed -n 's/.*current = "\(.*\)"/\1/p' ../../Sources/LinkSpecCLI/Version.swift))" ] \
  || fail "acceptance --version: $("$bin" --version)"
set +e; "$bin" --frobnicate 2>"$work/usage.err"; code=$?; set -e
[ "$code" = 2 ] || fail "a usage error should exit 2, got $code"
grep -q "^acceptance: unknown option '--frobnicate'$" "$work/usage.err" || { cat "$work/usage.err" >&2; fail "usage error"; }

echo "the example team package runs its own phrase through its own executable, with every option"
