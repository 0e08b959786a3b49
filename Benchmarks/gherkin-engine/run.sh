#!/usr/bin/env bash
# Engine-only benchmark: parse + pickle throughput of Sources/Gherkin (compiled
# with -O -wmo together with main.swift, no Package.swift target) against the
# reference Python parser (gherkin-official, in a throw-away venv) on the same
# generated corpus, in the same run.
# Usage: Benchmarks/gherkin-engine/run.sh [SCENARIOS] [REPEAT]
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
scenarios=${1:-10000}
repeat=${2:-5}
work=${TMPDIR:-/tmp}/gherkin-engine-bench
out=.build-bench
mkdir -p "$out" "$work"
corpus="$work/corpus-$scenarios"
[ -d "$corpus" ] || python3 Benchmarks/gherkin-engine/generate.py "$corpus" "$scenarios"
find Sources/Gherkin -name '*.swift' -print0 | xargs -0 \
  swiftc -O -wmo -swift-version 6 -module-name GherkinEngineBenchmark \
  -o "$out/gherkin-engine-benchmark" Benchmarks/gherkin-engine/main.swift
swift_line=$("$out/gherkin-engine-benchmark" "$repeat" "$corpus"/*.feature)
echo "$swift_line"
venv="$work/venv"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q gherkin-official
fi
python_line=$("$venv/bin/python" Benchmarks/gherkin-engine/python_reference.py 1 "$corpus"/*.feature)
echo "$python_line"
swift_rate=$(sed -E 's/.* ([0-9.]+) MB\/s/\1/' <<<"$swift_line")
python_rate=$(sed -E 's/.* ([0-9.]+) MB\/s/\1/' <<<"$python_line")
awk -v s="$swift_rate" -v p="$python_rate" 'BEGIN { printf "ratio   %.1fx the Python reference\n", s / p }'
