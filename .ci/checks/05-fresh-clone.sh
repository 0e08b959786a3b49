#!/usr/bin/env bash
# The README's two commands on a fresh clone, as anyone cloning the repository
# from its host gets it: the commit under test cloned into an empty temporary
# folder (no ../shared beside it, no .build), then
#   1. `swift test` as the very first command, then `swift run linkspec Features/`;
#   2. in a second clone, the other order;
#   3. as `git clone <url>` names it, in a folder named `linkspec`, here inside a
#      path with a space (`with space/linkspec`), the README's order. The tests
#      must not take the clone's own folder for the `linkspec` executable, nor
#      split a path at its space. A clone in a new folder builds from scratch
#      (the build folder holds absolute paths), so it cannot reuse 1's build.
#      Its build folder is outside the clone, in a path with a space too
#      (`--scratch-path`, as CI caches, DerivedData and installed binaries
#      have it): no test may find the repository, the executable or the app
#      map's schema by walking from one to the other (issue 37, item 1).
# All must pass: conformance tests skip with a message where ../shared is
# absent, and the tests that start the `linkspec` executable find it built by
# `swift test` itself. LINKSPEC_REQUIRE_SHARED is unset here on purpose.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
unset LINKSPEC_REQUIRE_SHARED

commit="$(git rev-parse HEAD)"
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
  echo "note: the working tree has uncommitted changes; this check tests commit $commit only"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

fresh_clone() {
  local folder="$work/$1"
  git clone --quiet --no-local --no-checkout . "$folder"
  git -C "$folder" checkout --quiet --detach "$commit"
  if [ -e "$(dirname "$folder")/shared" ] || [ -e "$folder/.build" ]; then
    echo "error: $folder is not a fresh clone (../shared or .build present)" >&2
    exit 1
  fi
  echo "$folder"
}

run_tests() {
  local folder="$1" log="$work/$2.test.log"
  echo "== $2: swift test ${scratch[*]-}"
  if ! (cd "$folder" && swift test ${scratch[@]+"${scratch[@]}"}) >"$log" 2>&1; then
    grep -E "error:|failed|Fatal" "$log" | head -40 >&2
    echo "error: swift test fails on a fresh clone without ../shared ($2); log above" >&2
    exit 1
  fi
  grep -E "Executed [0-9]+ tests" "$log" | tail -1
  grep -E "Test run with .* tests" "$log" | tail -1
  if ! grep -q "../shared/conformance is absent" "$log"; then
    echo "error: no conformance test said it skipped for want of ../shared ($2)" >&2
    exit 1
  fi
}

run_features() {
  local folder="$1"
  echo "== $2: swift run ${scratch[*]-} linkspec Features/"
  if ! (cd "$folder" && swift run ${scratch[@]+"${scratch[@]}"} linkspec Features/) >"$work/$2.run.log" 2>&1; then
    tail -40 "$work/$2.run.log" >&2
    echo "error: swift run linkspec Features/ fails on a fresh clone ($2)" >&2
    exit 1
  fi
  grep -E "scenarios|Routes:" "$work/$2.run.log"
}

scratch=()
first="$(fresh_clone test-first)"
run_tests "$first" test-first
run_features "$first" test-first
rm -rf "$first"

second="$(fresh_clone run-first)"
run_features "$second" run-first
run_tests "$second" run-first
rm -rf "$second"

named="$(fresh_clone "with space/linkspec")"
scratch=(--scratch-path "$work/build folder")
run_features "$named" named-linkspec
run_tests "$named" named-linkspec

echo "a fresh clone of $commit passes the README's two commands in either order, without ../shared," \
  "and in a folder named linkspec inside a path with a space, built outside it (${SECONDS}s)"
