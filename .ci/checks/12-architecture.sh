#!/usr/bin/env bash
# docs/architecture.md draws the modules in rows; each module may depend only
# on modules of lower rows. This reads the rows from the drawing and every
# target's dependencies from `swift package dump-package`, and fails when the
# code and the drawing disagree (a module missing from the drawing, or a
# dependency that points up or sideways).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
swift package dump-package > "${TMPDIR:-/tmp}/linkspec-package.json"
python3 - "${TMPDIR:-/tmp}/linkspec-package.json" <<'PY'
import json, re, sys
package = json.load(open(sys.argv[1]))
text = open("docs/architecture.md").read()
drawing = text.split("```", 2)[1]
row_of = {}
for line in drawing.splitlines():
    m = re.match(r"\s*(\d+)\s+(.*)", line)
    if not m:
        continue
    for name in re.findall(r"[A-Za-z][A-Za-z]+", m.group(2)):
        if name in ("executable", "Steps"):
            continue
        row_of[name] = int(m.group(1))
problems = []
for target in package["targets"]:
    if target["type"] not in ("regular", "executable"):
        continue
    name = target["name"]
    if name in ("TestSupport", "AppTestSupport"):
        continue
    if name not in row_of:
        problems.append(f"{name} is not in docs/architecture.md's drawing")
        continue
    for dependency in target.get("dependencies", []):
        dep = (dependency.get("byName") or dependency.get("target") or [None])[0]
        if dep in row_of and row_of[dep] >= row_of[name]:
            problems.append(f"{name} (row {row_of[name]}) depends on {dep} (row {row_of[dep]})")
for problem in problems:
    print(f"error: {problem}", file=sys.stderr)
if problems:
    sys.exit(1)
print(f"{len(row_of)} modules in rows; every dependency points down")
PY
