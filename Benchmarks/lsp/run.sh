#!/usr/bin/env bash
# The language server on a 1,000-scenario feature file, driven as an editor
# drives it: completion, typing (an edit, its diagnostics, then completion),
# hover, symbols and formatting, each timed from request to answer.
#
#   Benchmarks/lsp/run.sh [SCENARIOS]     (default 1000)
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
scenarios="${1:-1000}"

echo "== release build"
# As Benchmarks/run.sh builds linkspec: the Swift runtime linked in, position-dependent.
release=(-c release --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie --scratch-path .build-static)
swift build "${release[@]}" --product linkspec
linkspec="$(swift build "${release[@]}" --show-bin-path)/linkspec"

echo "== measuring"
python3 Benchmarks/lsp/measure.py --linkspec "$linkspec" --scenarios "$scenarios"
