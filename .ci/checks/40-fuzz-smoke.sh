#!/usr/bin/env bash
# Fuzz smoke test: builds the libFuzzer targets (Fuzz/build.sh), runs each over its
# seed corpus, then fuzzes each for 20 seconds, two at a time (unoptimised builds); fails on any crash,
# hang or broken invariant. A toolchain without libFuzzer support fails here with
# a message saying so (CI has the same toolchain as development).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

targets=(gherkin cucumber-expressions tag-expressions app-map router)
# Unoptimised builds take a third of the time, which matters more for 20 s of fuzzing.
export FUZZ_JOBS=2 FUZZ_OPTIMIZATION=-Onone
Fuzz/build.sh "${targets[@]}"

for target in "${targets[@]}"; do
  # Given files instead of folders, libFuzzer runs each once and stops.
  if ! SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="suppressions=$PWD/Fuzz/sanitizers/lsan-suppressions.txt" \
      Fuzz/out/bin-Onone/"$target" -timeout=10 -rss_limit_mb=2048 Fuzz/corpus/"$target"/* >Fuzz/out/"$target".seeds.log 2>&1; then
    echo "error: fuzz target $target fails on its seed corpus:" >&2
    grep -E 'ERROR: |invariant violated|Fatal error|Running: ' Fuzz/out/"$target".seeds.log | tail -5 >&2
    exit 1
  fi
done
echo "every seed input passes"

Fuzz/run.sh 20 "${targets[@]}"
