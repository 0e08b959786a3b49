#!/usr/bin/env bash
# The Gherkin engine on input of any size and kind: a 50 MB feature file and
# 50 MB of binary garbage each finish (no crash, no hang), and every parse error
# of the garbage carries a line and a column.
set -euo pipefail
linkspec="$(swift build --show-bin-path)/linkspec"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import os, random, sys
work = sys.argv[1]
random.seed(7)
block = []
for i in range(200):
    block.append(f"""  @smoke
  Scenario Outline: deep link {i} with an id
    Given I'm logged in as a mock user
    When I open the app with "<link>" deeplink
    Then the screen stack is:
      | layer | screen |
      | tab   | Home   |
    And the analytics event is logged:
      \"\"\"json
      {{"name": "deeplink_opened"}}
      \"\"\"

    Examples:
      | link          |
      | somescreen/{i} |
""")
text = "Feature: large\n" + "".join(block)
with open(os.path.join(work, "large.feature"), "w") as f:
    while f.tell() < 50 * 1024 * 1024:
        f.write(text[len("Feature: large\n"):] if f.tell() else text)
with open(os.path.join(work, "garbage.feature"), "wb") as f:
    f.write(random.randbytes(50 * 1024 * 1024))
PY

ls -l "$work"
start=$(date +%s)
timeout 300 "$linkspec" gherkin --no-source --no-pickles "$work/large.feature" > "$work/large.ndjson"
echo "50 MB feature file: parsed in $(( $(date +%s) - start )) s, $(wc -c < "$work/large.ndjson") bytes of AST"

start=$(date +%s)
set +e
timeout 300 "$linkspec" gherkin --no-source "$work/garbage.feature" > "$work/garbage.ndjson"
code=$?
set -e
echo "50 MB of garbage: exit $code in $(( $(date +%s) - start )) s"
[ "$code" -eq 1 ] || { echo "error: expected exit 1 (parse errors) for garbage, got $code" >&2; exit 1; }
python3 - "$work/garbage.ndjson" <<'PY'
import json, sys
errors = [json.loads(l)["parseError"] for l in open(sys.argv[1]) if l.strip()]
assert errors, "no parse errors reported for garbage"
for e in errors:
    loc = e["source"].get("location", {})
    assert "line" in loc and "column" in loc, f"error without line and column: {e}"
print(f"{len(errors)} parse errors, each with a line and a column")
PY
