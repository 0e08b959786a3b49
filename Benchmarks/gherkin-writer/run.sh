#!/usr/bin/env bash
# Write-stage benchmark: instructions spent turning parsed documents and their
# pickles into NDJSON (Sources/Gherkin compiled with -O -wmo together with
# main.swift, no Package.swift target), counted by callgrind.
# Usage: Benchmarks/gherkin-writer/run.sh [CORPUS_DIR] [OUT_NDJSON]
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
source Benchmarks/tools/package-modules.sh
corpus=${1:-Benchmarks/out/corpora/10000}
out=.build-bench-writer
mkdir -p "$out"
build_package_modules "$out/modules" "-O -g" LinkSpecPlatform
find Sources/Gherkin -name '*.swift' -print0 | xargs -0 \
  swiftc -O -g -wmo -swift-version 6 "${PACKAGE_MODULE_FLAGS[@]}" -module-name GherkinWriterBenchmark \
  -o "$out/gherkin-writer-benchmark" Benchmarks/gherkin-writer/main.swift
save=()
[ -n "${2:-}" ] && save=(--out "$2")
valgrind --tool=callgrind --toggle-collect='*writeRun*' --callgrind-out-file="$out/callgrind.out" \
  "$out/gherkin-writer-benchmark" 1 "${save[@]}" "$corpus"/*.feature 2>&1 | grep -E 'Collected|files='
