#!/usr/bin/env bash
# Write-stage benchmark: instructions spent turning parsed documents and their
# pickles into NDJSON (Sources/Gherkin compiled with -O -wmo together with
# main.swift, no Package.swift target), counted by callgrind.
# Usage: Benchmarks/gherkin-writer/run.sh [CORPUS_DIR] [OUT_NDJSON]
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
corpus=${1:-Benchmarks/out/corpora/10000}
out=.build-bench-writer
mkdir -p "$out"
Benchmarks/tools/build-modules.sh "$out/modules" LinkSpecPlatform LinkSpecJSON
find Sources/Gherkin -name '*.swift' -print0 | xargs -0 \
  swiftc -package-name linkspec -I "$out/modules" "$out/modules/libLinkSpecPlatform.a" "$out/modules/libLinkSpecJSON.a" -O -g -wmo -swift-version 6 -module-name GherkinWriterBenchmark \
  -o "$out/gherkin-writer-benchmark" Benchmarks/gherkin-writer/main.swift
save=()
[ -n "${2:-}" ] && save=(--out "$2")
valgrind --tool=callgrind --toggle-collect='*writeRun*' --callgrind-out-file="$out/callgrind.out" \
  "$out/gherkin-writer-benchmark" 1 "${save[@]}" "$corpus"/*.feature 2>&1 | grep -E 'Collected|files='
