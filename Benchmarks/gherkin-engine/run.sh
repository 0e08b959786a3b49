#!/usr/bin/env bash
# Engine-only benchmark: parse + pickle throughput of Sources/Gherkin (compiled
# with -O -wmo together with main.swift, no Package.swift target) against the
# reference Python parser (gherkin-official, in a throw-away venv) on the same
# generated corpus, in the same run.
# Both sides read every file first and time only parse + pickles; each prints the
# best of its runs as wall time and as CPU time (steadier on a shared machine).
# Usage: Benchmarks/gherkin-engine/run.sh [SCENARIOS] [REPEAT] [PYTHON_REPEAT]
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
scenarios=${1:-10000}
repeat=${2:-5}
python_repeat=${3:-1}
work=${TMPDIR:-/tmp}/gherkin-engine-bench
out=.build-bench
mkdir -p "$out" "$work"
corpus="$work/corpus-$scenarios"
[ -d "$corpus" ] || python3 Benchmarks/gherkin-engine/generate.py "$corpus" "$scenarios"
Benchmarks/tools/build-modules.sh "$out/modules" LinkSpecPlatform LinkSpecJSON CucumberMessages
find Sources/Gherkin -name '*.swift' -print0 | xargs -0 \
  swiftc -package-name linkspec -I "$out/modules" "$out/modules/libLinkSpecPlatform.a" "$out/modules/libLinkSpecJSON.a" \
  "$out/modules/libCucumberMessages.a" -O -wmo -swift-version 6 -module-name GherkinEngineBenchmark \
  -o "$out/gherkin-engine-benchmark" Benchmarks/gherkin-engine/main.swift
swift_line=$("$out/gherkin-engine-benchmark" "$repeat" "$corpus"/*.feature)
echo "$swift_line"
venv="$work/venv"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q gherkin-official
fi
python_line=$("$venv/bin/python" Benchmarks/gherkin-engine/python_reference.py "$python_repeat" "$corpus"/*.feature)
echo "$python_line"
rate() { sed -E "s/.*$1=[0-9.]+s ([0-9.]+) MB\/s.*/\1/" <<<"$2"; }
for kind in wall cpu; do
  awk -v k="$kind" -v s="$(rate "$kind" "$swift_line")" -v p="$(rate "$kind" "$python_line")" \
    'BEGIN { printf "ratio   %-4s %.1fx the Python reference\n", k, s / p }'
done
