#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer and under AddressSanitizer, each
# in its own scratch path so the normal build stays as it is:
#   Fuzz/sanitize-tests.sh [thread|address]...     (default: both)
# The runner's tests run scenarios with several jobs, so TSan sees real concurrency.
# On Linux, LeakSanitizer (part of ASan) reports objects that swift-corelibs-xctest
# and Foundation never free; Fuzz/sanitizers/lsan-suppressions.txt names those.
# The suppressions match a frame among the allocation's top 8 only
# (malloc_context_size=8), so a leak in linkspec's code, called from a test many
# frames below XCTest's, is still reported.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

sanitizers=("$@")
[ ${#sanitizers[@]} -gt 0 ] || sanitizers=(thread address)
for sanitizer in "${sanitizers[@]}"; do
  case "$sanitizer" in
    thread)
      echo "== swift test --sanitize=thread"
      TSAN_OPTIONS="halt_on_error=1" swift test --sanitize=thread --scratch-path .build-tsan ;;
    address)
      echo "== swift test --sanitize=address"
      ASAN_OPTIONS="malloc_context_size=8:detect_leaks=1" \
      LSAN_OPTIONS="suppressions=$PWD/Fuzz/sanitizers/lsan-suppressions.txt:print_suppressions=1" \
        swift test --sanitize=address --scratch-path .build-asan ;;
    *) echo "usage: Fuzz/sanitize-tests.sh [thread|address]..." >&2; exit 2 ;;
  esac
done
