#!/usr/bin/env bash
# JUnit reports produced by linkspec validate against the Jenkins JUnit schema:
# the report of every shared junit test-data stream (`linkspec report`), and
# their merge (`linkspec merge-junit`).
set -euo pipefail

command -v xmllint >/dev/null || (apt-get update -qq && apt-get install -y -qq libxml2-utils >/dev/null)

schema=../shared/conformance/junit/jenkins-junit.xsd
testdata=../shared/conformance/junit/testdata/src
linkspec="$(swift build --show-bin-path)/linkspec"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

reports=()
for stream in "$testdata"/*.ndjson; do
  name="$(basename "$stream" .ndjson)"
  "$linkspec" report --format "junit:$work/$name.xml" "$stream"
  reports+=("$work/$name.xml")
done
"$linkspec" merge-junit "$work/merged.xml" "${reports[@]}"

xmllint --noout --schema "$schema" "${reports[@]}" "$work/merged.xml" 2>"$work/xmllint.log" || {
  cat "$work/xmllint.log" >&2
  echo "error: linkspec's JUnit reports do not validate against $schema" >&2
  exit 1
}
echo "${#reports[@]} reports and their merge validate against jenkins-junit.xsd"
