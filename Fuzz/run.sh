#!/usr/bin/env bash
# Builds every fuzz target (Fuzz/build.sh) and fuzzes each for SECONDS (default 60)
# from its seed corpus in Fuzz/corpus/<target>/.
#   Fuzz/run.sh [SECONDS] [TARGET...]
#   FUZZ_JOBS=2 Fuzz/run.sh 600     # two targets at a time (and two builds)
#   FUZZ_OPTIMIZATION=-Onone ...    # quicker to build, slower to run
# New interesting inputs go to Fuzz/out/corpus/<target>/ (kept between runs),
# crashes, timeouts and leaks to Fuzz/out/crashes/<target>-*, logs to
# Fuzz/out/logs/<target>.log. Exits 1 when any target found a crash.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

SECONDS_PER_TARGET="${1:-60}"
shift || true
case "$SECONDS_PER_TARGET" in
  ''|*[!0-9]*) echo "usage: Fuzz/run.sh [SECONDS] [TARGET...]" >&2; exit 2 ;;
esac
OUT=Fuzz/out
JOBS="${FUZZ_JOBS:-1}"
OPTIMIZATION="${FUZZ_OPTIMIZATION:--O}"   # as in Fuzz/build.sh
BIN="$OUT/bin"
[ "$OPTIMIZATION" = -O ] || BIN="$OUT/bin$OPTIMIZATION"

Fuzz/build.sh "$@"
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(gherkin cucumber-expressions tag-expressions app-map router)
mkdir -p "$OUT/crashes" "$OUT/logs"

fuzz() {
  local target="$1"
  mkdir -p "$OUT/corpus/$target"
  local dictionary=()
  [ ! -f "Fuzz/dictionaries/$target.dict" ] || dictionary=(-dict="Fuzz/dictionaries/$target.dict")
  # Swift's own crash backtracer would race ASan's report; libFuzzer prints the stack.
  # Leaks inside Foundation are suppressed (see the file); leaks in our code still fail.
  # -timeout: an input that takes 10 s is a hang; -rss_limit_mb: a blow-up is a bug too.
  SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="suppressions=$PWD/Fuzz/sanitizers/lsan-suppressions.txt" \
    "$BIN/$target" "$OUT/corpus/$target" "Fuzz/corpus/$target" "${dictionary[@]}" \
    -max_total_time="$SECONDS_PER_TARGET" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
    -artifact_prefix="$OUT/crashes/$target-" -print_final_stats=1 \
    >"$OUT/logs/$target.log" 2>&1
}

failed=()
running=()
names=()
wait_one() {
  local pid="${running[0]}" name="${names[0]}"
  running=("${running[@]:1}")
  names=("${names[@]:1}")
  if wait "$pid"; then
    local execs
    execs="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$OUT/logs/$name.log" | grep -o '[0-9]*$' || true)"
    echo "fuzz target $name: no crash in ${SECONDS_PER_TARGET}s (${execs:-?} executions)"
  else
    failed+=("$name")
    echo "fuzz target $name: FAILED; see $OUT/logs/$name.log:" >&2
    grep -E 'ERROR: |invariant violated|Fatal error|Test unit written|SUMMARY' "$OUT/logs/$name.log" | head -10 | sed 's/^/  /' >&2
  fi
}
for target in "${targets[@]}"; do
  [ ${#running[@]} -lt "$JOBS" ] || wait_one
  echo "fuzzing $target for ${SECONDS_PER_TARGET}s"
  fuzz "$target" &
  running+=("$!")
  names+=("$target")
done
while [ ${#running[@]} -gt 0 ]; do wait_one; done

if [ ${#failed[@]} -gt 0 ]; then
  echo "error: fuzzing found problems in: ${failed[*]} (inputs in $OUT/crashes/)" >&2
  exit 1
fi
