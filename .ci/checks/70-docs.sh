#!/usr/bin/env bash
# The documentation site (Scripts/build-docs.sh: DocC catalogs beside the code,
# symbol graphs from the compiler's modules) builds offline without a warning:
# every symbol link and article link of the catalogs resolves. Then:
#   - every public declaration a team sees (the graphs of LinkSpecTesting and
#     LinkSpecCLI, with what they re-export) has a doc comment;
#   - every link from one catalog into the other (written as a path,
#     /documentation/<module>/<page>, which DocC does not check) and every
#     decision record or check an article names exists;
#   - served over HTTP (DocC's pages fetch JSON, which file:// blocks), the
#     start page and articles render in headless Chromium with their text.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v chromium >/dev/null; then
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi

Scripts/build-docs.sh
site=.build/docs/site

python3 - "$site" <<'PY'
import json, pathlib, re, sys

site = pathlib.Path(sys.argv[1])
problems = []

# Every public symbol with a place in our sources has a doc comment. Members
# the compiler makes (a RawRepresentable's init(rawValue:), Hashable's
# hashValue) have no place and are not ours to document.
symbols, undocumented = set(), {}
for graph in sorted(pathlib.Path(".build/docs/symbol-graphs").glob("*/*.symbols.json")):
    for symbol in json.loads(graph.read_text())["symbols"]:
        location = symbol.get("location")
        if not location:
            continue
        symbols.add(symbol["identifier"]["precise"])
        if not symbol.get("docComment"):
            path = pathlib.Path(location["uri"].removeprefix("file://"))
            if path.is_relative_to(pathlib.Path.cwd()):
                path = path.relative_to(pathlib.Path.cwd())
            place = f"{path}:{location['position']['line'] + 1}: public {'.'.join(symbol['pathComponents'])}"
            undocumented.setdefault(place, []).append(graph.parent.name)
for place, modules in undocumented.items():
    problems.append(f"{place} has no doc comment (seen in {' and '.join(modules)})")

# Links DocC leaves alone: paths into the other catalog, and files of the repository.
articles = sorted(pathlib.Path("Sources").glob("*/*.docc/**/*.md"))
links = 0
for article in articles:
    text = article.read_text()
    for match in re.finditer(r"\]\((/documentation/(?:[^()#\s]|\([^()\s]*\))+)", text):
        links += 1
        page = site / match.group(1).lstrip("/").lower() / "index.html"
        if not page.is_file():
            line = text.count("\n", 0, match.start()) + 1
            problems.append(f"{article}:{line}: {match.group(1)} is no page of the site")
    for match in re.finditer(r"`((?:docs/decisions|\.ci/checks|Scripts)/[^`\s]+)`", text):
        links += 1
        if not pathlib.Path(match.group(1)).exists():
            line = text.count("\n", 0, match.start()) + 1
            problems.append(f"{article}:{line}: {match.group(1)} does not exist")

for problem in problems:
    print("error: " + problem, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"docs: {len(symbols)} public declarations in the graphs of {', '.join(sorted(p.name for p in pathlib.Path('.build/docs/symbol-graphs').iterdir()))}, each with a doc comment; {links} links between catalogs and to the repository resolve")
PY

# Serve the site on a free port for Chromium.
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server --bind 127.0.0.1 --directory "$site" "$port" >/dev/null 2>&1 &
server=$!
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
python3 - "$port" <<'PY'
import sys, time, urllib.request
for _ in range(100):
    try:
        urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/documentation/index.html")
        break
    except OSError:
        time.sleep(0.1)
PY

browser() {
  timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --host-resolver-rules='MAP * ~NOTFOUND, EXCLUDE 127.0.0.1' --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --virtual-time-budget=15000 "$@" 2>/dev/null
}

# Each page, and the texts that must be on it once DocC's script has rendered it.
pages=(
  "documentation/|linkspec|LinkSpecTesting|LinkSpecCLI|Run Gherkin acceptance tests"
  "documentation/linkspectesting|Essentials|Getting started|Plugging in the app|StepLibrary"
  "documentation/linkspeccli/shardsonci|Shards on CI|GitHub Actions|CI_NODE_INDEX|merge-junit --expect-from"
  "documentation/linkspectesting/xcodeproject|Running features in an Xcode project|Copy Bundle Resources|TEST_RUNNER_"
  "documentation/linkspectesting/steplibrary|StepLibrary|Structure"
  "documentation/linkspectesting/appmapreference|The app map: app.json|tabsWhenLoggedOut|signingCertificates|entryPoints"
)
for entry in "${pages[@]}"; do
  IFS='|' read -r -a texts <<< "$entry"
  page=${texts[0]}
  name=${page//\//-}
  browser --dump-dom "http://127.0.0.1:$port/$page" > "$work/page$name.html"
  # The text a person sees: DocC's app renders into <main>; scripts and styles aside.
  python3 - "$work/page$name.html" "${texts[@]:1}" <<'PY'
import html, re, sys
dom = open(sys.argv[1]).read()
main = re.search(r"<main\b.*?</main>", dom, re.S)
# DocC breaks long code words with <wbr>: they join again.
text = html.unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<wbr\b[^>]*>", "", main.group(0)))) if main else ""
text = re.sub(r"\s+", " ", text)
missing = [wanted for wanted in sys.argv[2:] if wanted not in text]
if missing:
    sys.exit(f"error: {sys.argv[1]}: the rendered page lacks {missing}; it shows: {text[:300]!r}")
PY
done

# A screenshot of an article with a picture: the page and its image drawn.
browser --window-size=1280,2400 --screenshot="$work/htmlreport.png" "http://127.0.0.1:$port/documentation/linkspeccli/htmlreport"
size=$(wc -c < "$work/htmlreport.png")
[ "$size" -gt 100000 ] || { echo "error: the screenshot of the HTML report article is $size bytes: not rendered" >&2; exit 1; }
[ -s "$site/images/linkspec.LinkSpecCLI/html-report-demo.png" ] || { echo "error: the site has no html-report-demo.png" >&2; exit 1; }
echo "docs: ${#pages[@]} pages render in Chromium with their text; the HTML report article draws its picture ($size bytes)"
