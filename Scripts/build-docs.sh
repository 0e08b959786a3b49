#!/usr/bin/env bash
# Builds the documentation site offline with the toolchain's own DocC:
#
#     Scripts/build-docs.sh
#
# 1. Symbol graphs of the two libraries a team imports, LinkSpecTesting and
#    LinkSpecCLI, from the compiler's modules of the usual debug build (.build):
#    `swift-symbolgraph-extract`, allowed to take in the modules they re-export,
#    so each graph holds the step author's vocabulary a team gets with the
#    import. No package plugin: the package has no dependencies.
# 2. One archive per catalog, Sources/<Module>/<Module>.docc: its articles and
#    the module's symbol documentation, transformed for static hosting.
#    Warnings are errors: every symbol link and article link must resolve.
# 3. Both merged into one site, .build/docs/site/, whose start page
#    (documentation/) lists the two modules.
#
# DocC's pages fetch JSON, which browsers refuse over file://, so serve it:
#
#     python3 -m http.server --directory .build/docs/site 8000
#
# then open http://localhost:8000/documentation/.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

# The toolchain's tools: beside `swift` (Linux), or through xcrun (Xcode).
tool() {
  if command -v "$1" >/dev/null; then
    command -v "$1"
  elif command -v xcrun >/dev/null && xcrun --find "$1" >/dev/null 2>&1; then
    xcrun --find "$1"
  else
    echo "error: $1 not found: it comes with the Swift toolchain" >&2
    exit 1
  fi
}
docc=$(tool docc)
extract=$(tool swift-symbolgraph-extract)

modules=(LinkSpecTesting LinkSpecCLI)
# Every module of the package a graph may take symbols from, when (and only
# when) the documented module re-exports them.
package_modules=$(cd Sources && ls -d */ | tr -d / | paste -sd, -),LinkSpecSteps
out=.build/docs
rm -rf "$out"
mkdir -p "$out"

for module in "${modules[@]}"; do
  swift build -q --target "$module"
done
bin=$(swift build --show-bin-path)
if [ -d "$bin/Modules" ]; then module_path="$bin/Modules"; else module_path="$bin"; fi
triple=$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -1)
sdk=()
if command -v xcrun >/dev/null; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi

archives=()
for module in "${modules[@]}"; do
  graphs="$out/symbol-graphs/$module"
  mkdir -p "$graphs"
  "$extract" -module-name "$module" -I "$module_path" -target "$triple" "${sdk[@]}" \
    -minimum-access-level public -experimental-allowed-reexported-modules="$package_modules" \
    -output-dir "$graphs"
  if ! "$docc" convert "Sources/$module/$module.docc" \
      --additional-symbol-graph-dir "$graphs" \
      --fallback-display-name "$module" --fallback-bundle-identifier "linkspec.$module" \
      --transform-for-static-hosting --warnings-as-errors \
      --output-path "$out/$module.doccarchive" > "$out/$module.log" 2>&1; then
    cat "$out/$module.log" >&2
    echo "error: the documentation of $module has warnings (above)" >&2
    exit 1
  fi
  archives+=("$out/$module.doccarchive")
done

"$docc" merge "${archives[@]}" --output-path "$out/site" \
  --synthesized-landing-page-name linkspec --synthesized-landing-page-kind Documentation >/dev/null
# The site's root is DocC's app with no page of its own: send it to the start page.
cat > "$out/site/index.html" <<'HTML'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>linkspec</title>
<meta http-equiv="refresh" content="0; url=documentation/"></head>
<body><a href="documentation/">linkspec documentation</a></body></html>
HTML
echo "documentation site: $out/site (serve it over HTTP; start page: documentation/)"
