#!/usr/bin/env bash
# Parse + pickle throughput: `linkspec gherkin --no-source` (release build)
# against the Python reference parser (gherkin-official, in a throw-away venv),
# on the same generated corpus in the same run. Prints MB/s for both and the
# ratio (target: at least 50x), and writes Benchmarks/out/gherkin/results.csv.
#
#   Benchmarks/gherkin/run.sh                 # 20,000 scenarios
#   SCENARIOS=100000 Benchmarks/gherkin/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

scenarios="${SCENARIOS:-20000}"
out="Benchmarks/out/gherkin"
venv="Benchmarks/.venv-gherkin"
mkdir -p "$out"

echo "== corpus"
python3 Benchmarks/gherkin/generate_corpus.py --scenarios "$scenarios" --out "$out/corpus"

echo "== release build"
# As Benchmarks/run.sh builds it: the Swift runtime linked in, as a CLI is shipped.
# Linked position-dependent (-no-pie): the loader then has no 89,000
# relocations to apply at start-up, nor a copy of every page they touch
# (about 1.5 ms of each run on these VMs, where a page fault is dear).
release=(-c release --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie --scratch-path .build-static)
swift build "${release[@]}" --product linkspec
linkspec="$(swift build "${release[@]}" --show-bin-path)/linkspec"

echo "== reference parser"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import gherkin' 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet gherkin-official
fi
"$venv/bin/pip" show gherkin-official | grep -E '^(Name|Version):' | paste -sd ' '

echo "== measuring"
python3 Benchmarks/gherkin/measure.py --linkspec "$linkspec" --python "$venv/bin/python" \
  --corpus "$out/corpus" --csv "$out/results.csv" ${REPEAT:+--repeat "$REPEAT"}
