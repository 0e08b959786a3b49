#!/usr/bin/env bash
# The demo app's acceptance suite passes end to end through the command line,
# on iOS and on Android, and its JUnit reports are valid against the Jenkins
# schema CI tools read; `linkspec check` finds nothing in its files.
set -euo pipefail

report=.build/features-junit.xml
rm -f "$report"
swift run -q linkspec Features/ --format "junit:$report" --format coverage:.build/features-coverage.txt
test -s "$report"

if ! grep -q '^Routes: 12/12 covered$' .build/features-coverage.txt; then
  echo "error: the demo suite no longer covers every route:" >&2
  cat .build/features-coverage.txt >&2
  exit 1
fi

command -v xmllint >/dev/null || (apt-get update -qq && apt-get install -y -qq libxml2-utils >/dev/null)
schema=../shared/conformance/junit/jenkins-junit.xsd
if [ ! -f "$schema" ]; then
  echo "error: $schema is missing; CI needs ../shared beside the repository" >&2
  exit 1
fi
xmllint --noout --schema "$schema" "$report"

platforms=.build/features-platforms-junit.xml
rm -f "$platforms"
swift run -q linkspec Features/ --platform all --format "junit:$platforms" --format summary > .build/features-platforms.txt \
  || { cat .build/features-platforms.txt >&2; echo "error: the demo suite fails with --platform all" >&2; exit 1; }
grep -q 'name="A verified web link opens the app \[Android\]"' "$platforms" \
  || { echo "error: the JUnit report of --platform all does not name the Android test cases" >&2; exit 1; }
xmllint --noout --schema "$schema" "$platforms"
swift run -q linkspec check --app Features/app.json
