#!/usr/bin/env bash
# Builds modules of the package as optimised static libraries with their
# interfaces, for the benchmarks that compile one module together with their
# own main.swift (so that main.swift may use its internal API) and need the
# modules it imports: Benchmarks/tools/build-modules.sh OUT MODULE...
# (bottom first). Link with: -package-name linkspec -I OUT OUT/libMODULE.a
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
out="$1"
shift
mkdir -p "$out"
for module in "$@"; do
  sources=()
  while IFS= read -r file; do sources+=("$file"); done < <(find "Sources/$module" -name '*.swift' | sort)
  swiftc -O -wmo -swift-version 6 -parse-as-library -package-name linkspec -module-name "$module" -I "$out" \
    -emit-module -emit-module-path "$out/$module.swiftmodule" -emit-library -static \
    -o "$out/lib$module.a" "${sources[@]}"
done
