#!/usr/bin/env bash
# Every Swift example in the README and in the documentation's articles
# (Sources/*/*.docc/**/*.md) is code CI compiles: each ```swift block must be
# a verbatim excerpt (lines in order, indentation aside) of a Swift file CI
# builds: the example team package, Examples/BabylonTeam, which
# 65-team-package.sh builds against linkspec's public API and runs (the place
# for a team's code), or a test target under Tests/ (swift test). To show new
# Swift in the documentation, add it to the example package and copy it from
# there.
set -euo pipefail
cd "$(dirname "$0")/../.."

python3 - <<'PY'
import pathlib, re, sys

documents = [pathlib.Path("README.md")] + sorted(pathlib.Path("Sources").glob("*/*.docc/**/*.md"))
package = pathlib.Path("Examples/BabylonTeam")
files = sorted(package.rglob("*.swift")) + sorted(pathlib.Path("Tests").rglob("*.swift"))
sources = {path: [line.strip() for line in path.read_text().splitlines()]
           for path in files if ".build" not in path.parts}

def found_in(block, lines):
    return any(lines[i:i + len(block)] == block for i in range(len(lines) - len(block) + 1))

problems, count = [], 0
for document in documents:
    text = document.read_text()
    for match in re.finditer(r"^[ \t]*```swift\n(.*?)^[ \t]*```", text, re.S | re.M):
        count += 1
        line = text.count("\n", 0, match.start()) + 1
        block = [text.strip() for text in match.group(1).splitlines()]
        while block and not block[-1]:
            block.pop()
        homes = [str(path) for path, lines in sources.items() if found_in(block, lines)]
        if not homes:
            problems.append(f"{document}:{line}: this Swift example is not an excerpt of a Swift file CI builds "
                            f"(copy it from {package}/, or add it there)")
        else:
            print(f"{document}:{line}: {homes[0]}")
for problem in problems:
    print("error: " + problem, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"{count} Swift examples in {len(documents)} documents, each an excerpt of code CI compiles")
PY
