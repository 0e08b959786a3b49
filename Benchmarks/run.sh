#!/usr/bin/env bash
# linkspec side by side with the tools people use today (issue 8): builds
# linkspec in release, generates the corpora, installs behave and the
# reference Gherkin parser in throw-away venvs, builds the XCTest comparison,
# then measures (Benchmarks/measure.py) and writes Benchmarks/results/latest.csv.
#
#   Benchmarks/run.sh            # whole run at 10,000 scenarios, scaling to 100,000
#   Benchmarks/run.sh --quick    # small sizes, a smoke run (CSV to Benchmarks/out/)
#
# behave is capped at 10,000 scenarios (it takes minutes beyond that).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
root="$(pwd)"

quick=0
case "${1:-}" in
  --quick) quick=1 ;;
  "") ;;
  *) echo "usage: Benchmarks/run.sh [--quick]" >&2; exit 2 ;;
esac
if [ "$quick" = 1 ]; then
  whole=300; scaling=100,300,1000; repeat=2; csv=Benchmarks/out/quick.csv
else
  whole=10000; scaling=1000,10000,100000; repeat=3; csv=Benchmarks/results/latest.csv
fi
out=Benchmarks/out
corpora="$out/corpora"
mkdir -p "$out"

echo "== /usr/bin/time"
if [ ! -x /usr/bin/time ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq && apt-get install -y -qq time >/dev/null
  else
    echo "error: /usr/bin/time (GNU time) is missing: install the 'time' package" >&2; exit 1
  fi
fi

echo "== libcurl's development files (the static build links FoundationNetworking)"
if [ "$(uname)" = Linux ] && ! ldconfig -p 2>/dev/null | grep -q 'libcurl\.so '; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq && apt-get install -y -qq libcurl4-openssl-dev >/dev/null
  else
    echo "error: libcurl's development files are missing: install libcurl4-openssl-dev" >&2; exit 1
  fi
fi

echo "== release build"
# Built as a command-line tool is shipped on Linux: the Swift runtime and
# Foundation linked in, so start-up does not resolve a dozen shared libraries
# (about 4 M instructions for `--version` instead of 16 M).
# Linked position-dependent (-no-pie): the loader then has no 89,000
# relocations to apply at start-up, nor a copy of every page they touch
# (about 1.5 ms of each run on these VMs, where a page fault is dear).
release=(-c release --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie --scratch-path .build-static)
swift build "${release[@]}" --product linkspec
linkspec="$(swift build "${release[@]}" --show-bin-path)/linkspec"

echo "== corpora"
mkdir -p "$corpora"
for size in $(echo "1 $whole ${scaling//,/ }" | tr ' ' '\n' | sort -un); do
  python3 Benchmarks/corpus/generate.py --scenarios "$size" --out "$corpora/$size"
done

echo "== behave"
venv=Benchmarks/.venv-behave
if [ ! -x "$venv/bin/behave" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet behave
fi
"$venv/bin/pip" show behave | grep -E '^(Name|Version):' | paste -sd ' '
# behave looks for steps/ and environment.py in the corpus folder's parents.
ln -sfn "$root/Benchmarks/behave/steps" "$corpora/steps"
ln -sfn "$root/Benchmarks/behave/environment.py" "$corpora/environment.py"

echo "== reference Gherkin parser"
gherkin_args=(--gherkin-note "not yet: Benchmarks/gherkin/measure.py and 'linkspec gherkin' have not landed on this branch")
if [ -f Benchmarks/gherkin/measure.py ] && "$linkspec" gherkin --help >/dev/null 2>&1; then
  gvenv=Benchmarks/.venv-gherkin
  if [ ! -x "$gvenv/bin/python" ] || ! "$gvenv/bin/python" -c 'import gherkin' 2>/dev/null; then
    python3 -m venv "$gvenv"
    "$gvenv/bin/pip" install --quiet gherkin-official
  fi
  gherkin_args=(--gherkin-measure Benchmarks/gherkin/measure.py --gherkin-python "$gvenv/bin/python")
fi

echo "== XCTest comparison"
xctest_args=(--xctest-note "not yet: LinkSpecTesting's XCTest helper has not landed on this branch")
if [ -d Sources/LinkSpecTesting/XCTest ]; then
  package="$out/xctest"
  mkdir -p "$package/Tests/CorpusTests"
  identity="$(basename "$root" | tr '[:upper:]' '[:lower:]')"
  sed -e "s|@ROOT@|$root|" -e "s|@IDENTITY@|$identity|g" Benchmarks/xctest/Package.swift.in > "$package/Package.swift"
  cp Benchmarks/xctest/Tests/CorpusTests/CorpusTests.swift "$package/Tests/CorpusTests/"
  # Debug, as `swift test` builds by default; XCTEST_CONFIG=release to compare optimised code.
  config="${XCTEST_CONFIG:-debug}"
  (cd "$package" && swift build -c "$config" --build-tests)
  xctest_args=(--xctest-package "$package" --xctest-config "$config")
fi

echo "== measuring"
python3 Benchmarks/measure.py --linkspec "$linkspec" --app Features/app.json --corpora "$corpora" \
  --whole "$whole" --scaling "$scaling" --repeat "$repeat" \
  --behave "$root/$venv/bin/behave" --behave-root "$corpora" \
  "${gherkin_args[@]}" "${xctest_args[@]}" --out "$out" --csv "$csv"
