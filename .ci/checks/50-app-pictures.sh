#!/usr/bin/env bash
# The app's pictures in a real browser (Debian's chromium, headless): the pinned
# states and pictures drawn by `linkspec draw` (the demo app, and an app whose
# names are full of XML specials, control characters and 500 characters long)
# are inlined into one HTML page, as a report will inline them, and each is also
# loaded on its own as an <img>. The page's script measures every text as the
# browser lays it out; the check then asserts that each image loads (an SVG that
# is not well-formed does not), that every text lies inside its viewport (the
# screen or the picture), that the texts of a row do not overlap, that each
# picture names itself (role="img", <title>, <desc>), and that nothing refers
# outside the file.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v chromium >/dev/null || ! fc-list | grep -qi "Liberation Sans"; then
  apt-get update -qq && apt-get install -y -qq chromium fonts-liberation >/dev/null
fi
swift build -q --product linkspec
bin="$(swift build --show-bin-path)/linkspec"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cp Tests/AppDrawingTests/Pictures/*.svg "$work/"
"$bin" draw --app Features/app.json --link babylon://settings --link 'babylon://webview?url=https://babylon.example/a' \
  --out "$work/draw-sheet.svg" 2>/dev/null

python3 - "$work/hostile.json" <<'PY'
import json, sys
long = ("Very long screen name " * 25)[:500]
odd = "Item \"quoted\" & <tagged> ]]> <!-- --> " + "y" * 100
json.dump({
    "name": "Hostile <app> & \"friends\" " + "x" * 200,
    "schemes": ["hostile"],
    "tabs": [{"name": "<b>&amp;</b>", "root": "Root <&>\"'"}, {"name": long, "root": long},
             {"name": "t3", "root": "Three"}, {"name": "t4", "root": "Four"}, {"name": "t5", "root": "Five"}],
    "initialTab": "<b>&amp;</b>",
    "loginScreen": "Login",
    "clinicalAccessPassword": "1",
    "screens": [{"name": odd, "requires": "login"}, {"name": "Sheet\u0007bell\u001b[31m \u202eRTL", "requires": "login"},
                {"name": "Gate", "requires": "clinicalAccess"}],
    "routes": [
        {"pattern": "item/{value}", "event": "showItem", "push": odd, "tab": "<b>&amp;</b>"},
        {"pattern": "sheet/{a}/{b}", "event": "showSheet", "present": "Sheet\u0007bell\u001b[31m \u202eRTL"},
        {"pattern": "gate", "event": "showGate", "requires": "clinicalAccess", "present": "Gate"},
        {"pattern": "long", "event": "showLong", "selectTab": long},
    ],
}, open(sys.argv[1], "w"), ensure_ascii=False)
PY
long=$(printf 'z%.0s' $(seq 1 500))
"$bin" draw --app "$work/hostile.json" --link 'hostile://item/%3Cscript%3Ealert(1)%3C%2Fscript%3E%26%22%27' \
  --link 'hostile://item/a%0Ab%00c%1Bd' --out "$work/hostile-push.svg" 2>/dev/null
"$bin" draw --app "$work/hostile.json" --link hostile://item/a --link "hostile://sheet/%E2%80%AEx/$long" --link hostile://gate \
  --out "$work/hostile-prompt.svg" 2>/dev/null
"$bin" draw --app "$work/hostile.json" --link hostile://long --out "$work/hostile-long.svg" 2>/dev/null

python3 - "$work" <<'PY'
import glob, html, os, sys
work = sys.argv[1]
figures = []
for path in sorted(glob.glob(os.path.join(work, "*.svg"))):
    name = os.path.basename(path)
    svg = open(path, encoding="utf-8").read()
    for forbidden in ("<script", "href", "url(", "@import", " id="):
        if forbidden in svg:
            sys.exit(f"error: {name} contains {forbidden!r}")
    figures.append(f'<figure data-name="{html.escape(name)}">{svg}<img src="{html.escape(name)}"></figure>')
script = r"""<script>
window.addEventListener('load', () => {
  const rows = [];
  for (const figure of document.querySelectorAll('figure')) {
    const svg = figure.querySelector('svg');
    const img = figure.querySelector('img');
    rows.push({kind: 'picture', name: figure.dataset.name, loaded: img.complete && img.naturalWidth,
               role: svg.getAttribute('role'), title: svg.querySelector(':scope > title')?.textContent ?? '',
               desc: svg.querySelector(':scope > desc')?.textContent ?? '',
               dimmed: svg.querySelector('[fill-opacity]') !== null});
    for (const text of svg.querySelectorAll('text')) {
      const box = text.getBBox(), viewport = text.ownerSVGElement.viewBox.baseVal;
      rows.push({kind: 'text', name: figure.dataset.name, text: text.textContent, x: box.x, y: box.y, w: box.width, h: box.height,
                 baseline: text.getAttribute('y'), vw: viewport.width, vh: viewport.height});
    }
  }
  const out = document.createElement('pre');
  out.id = 'measured';
  out.textContent = JSON.stringify(rows);
  document.body.appendChild(out);
});
</script>"""
with open(os.path.join(work, "page.html"), "w", encoding="utf-8") as page:
    page.write('<!doctype html><meta charset="utf-8"><title>pictures</title><body>' + "".join(figures) + script + "</body>")
PY

chromium --headless --no-sandbox --disable-gpu --allow-file-access-from-files --virtual-time-budget=5000 \
  --dump-dom "file://$work/page.html" 2>/dev/null > "$work/dom.html"

python3 - "$work/dom.html" <<'PY'
import html, json, re, sys
from collections import defaultdict
dom = open(sys.argv[1], encoding="utf-8").read()
found = re.search(r'<pre id="measured">(.*?)</pre>', dom, re.S)
if not found:
    sys.exit("error: the page's script did not run")
rows = json.loads(html.unescape(found.group(1)))
problems, pictures, texts = [], 0, 0
dimmed = set()
for row in rows:
    if row["kind"] == "picture":
        pictures += 1
        if not row["loaded"]:
            problems.append(f"{row['name']}: does not load as an image")
        if row["role"] != "img" or not row["title"] or not row["desc"]:
            problems.append(f"{row['name']}: role img, a title and a desc expected")
        if row["dimmed"]:
            dimmed.add(row["name"])
        continue
    texts += 1
    if row["x"] < -0.5 or row["x"] + row["w"] > row["vw"] + 0.5:
        problems.append(f"{row['name']}: {row['text']!r} spans {row['x']:.1f}..{row['x'] + row['w']:.1f}, outside 0..{row['vw']:.0f}")
    if row["y"] < -0.5 or row["y"] + row["h"] > row["vh"] + 0.5:
        problems.append(f"{row['name']}: {row['text']!r} spans {row['y']:.1f}..{row['y'] + row['h']:.1f} down, outside 0..{row['vh']:.0f}")
lines = defaultdict(list)
for row in rows:
    if row["kind"] == "text" and row["name"] not in dimmed:
        lines[(row["name"], row["baseline"], row["vw"])].append(row)
for (name, _, _), line in lines.items():
    line.sort(key=lambda row: row["x"])
    for left, right in zip(line, line[1:]):
        if left["x"] + left["w"] > right["x"] + 0.5:
            problems.append(f"{name}: {left['text']!r} overlaps {right['text']!r}")
for problem in problems:
    print("error:", problem, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"app pictures: {pictures} pictures, {texts} texts inside their viewports, none overlapping, each loads as an image")
PY
