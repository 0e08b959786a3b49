#!/usr/bin/env bash
# Builds the matching benchmark with -O (Expressions sources + main.swift as
# one module, no Package.swift target) and runs it.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
source Benchmarks/tools/package-modules.sh
out=.build-bench
mkdir -p "$out"
build_package_modules "$out/modules" -O LinkSpecPlatform
find Sources/Expressions -name '*.swift' -print0 | xargs -0 \
  swiftc -O -swift-version 6 "${PACKAGE_MODULE_FLAGS[@]}" -module-name ExpressionsBenchmark \
  -o "$out/expressions-benchmark" Benchmarks/expressions/main.swift
"$out/expressions-benchmark"
