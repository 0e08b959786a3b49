#!/usr/bin/env bash
# The demo app's acceptance suite passes end to end through the command line,
# and its JUnit report is valid against the Jenkins schema CI tools read.
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
