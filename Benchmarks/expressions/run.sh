#!/usr/bin/env bash
# Builds the matching benchmark with -O (Expressions sources + main.swift as
# one module, no Package.swift target) and runs it.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
out=.build-bench
mkdir -p "$out"
Benchmarks/tools/build-modules.sh "$out/modules" LinkSpecPlatform
find Sources/Expressions -name '*.swift' -print0 | xargs -0 \
  swiftc -package-name linkspec -I "$out/modules" "$out/modules/libLinkSpecPlatform.a" -O -swift-version 6 \
  -module-name ExpressionsBenchmark -o "$out/expressions-benchmark" Benchmarks/expressions/main.swift
"$out/expressions-benchmark"
