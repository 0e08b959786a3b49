#!/usr/bin/env bash
# The app map's JSON Schema (Schemas/app-map.schema.json) against the loader,
# which is the truth, with a published validator (jsonschema, in a throw-away
# venv; docs/decisions/0600-app-map-schema.md):
#   - it is a valid draft 2020-12 schema, and every key at every depth has a
#     description;
#   - every app.json git tracks validates;
#   - every broken map (Tests/AppFilesTests/Fixtures/BrokenMaps/*.json) is
#     rejected by the schema and by the loader (`linkspec check` exits 2 with
#     file:line:column: $.path: message), the schema at the loader's JSON path
#     or at the object holding it;
#   - the schema claims no more than the loader: maps made from the tracked
#     ones by changing one value or key (deterministic, SCHEMA_MUTATIONS of
#     them, default 400) that the loader accepts all validate;
#   - the app.json `linkspec init` writes names the schema and validates, also
#     from a binary copied alone into a folder on PATH.
# Without a network pip cannot install the validator: outside CI (CI unset)
# the check is skipped with a message; on CI that is a failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/venv"
if ! "$work/venv/bin/pip" install --quiet --disable-pip-version-check --retries 1 --timeout 20 jsonschema >"$work/pip.log" 2>&1; then
  if [ -z "${CI:-}" ]; then
    echo "skipped: pip cannot install jsonschema (no network?); the app map schema is not checked (on CI this fails)"
    exit 0
  fi
  cat "$work/pip.log" >&2
  echo "error: pip cannot install jsonschema, the validator this check needs" >&2
  exit 1
fi

swift build -q --product linkspec
bin="$(swift build --show-bin-path)/linkspec"

git ls-files -z '*app.json' > "$work/maps"
"$work/venv/bin/python" - "$bin" "$work" "${SCHEMA_MUTATIONS:-400}" <<'PY'
import copy, importlib.metadata, json, os, pathlib, random, re, shutil, subprocess, sys
from concurrent.futures import ThreadPoolExecutor
from jsonschema import Draft202012Validator

bin_, work, mutations = sys.argv[1], pathlib.Path(sys.argv[2]), int(sys.argv[3])
schema_file = "Schemas/app-map.schema.json"
schema = json.loads(pathlib.Path(schema_file).read_text())
Draft202012Validator.check_schema(schema)
validator = Draft202012Validator(schema)
problems = []

# A description on every key: each schema of a property has its own; an item,
# a map's value, a key name or a definition has one or is a bare $ref to one.
# Conditions (allOf, if/then, not, oneOf) constrain keys and are not keys.
def described(node, where, own):
    if not isinstance(node, dict):
        return
    if "description" not in node and (own or set(node) != {"$ref"}):
        problems.append(f"{schema_file}: {where} has no description")
    for key, child in node.get("properties", {}).items():
        described(child, f"{where}.properties.{key}", True)
    for key, child in node.get("$defs", {}).items():
        described(child, f"$defs.{key}", False)
    for keyword in ("items", "additionalProperties", "propertyNames"):
        described(node.get(keyword), f"{where}.{keyword}", False)
    for i, branch in enumerate(node.get("anyOf", [])):
        described(branch, f"{where}.anyOf[{i}]", True)
described(schema, "$", True)

def path_of(error):
    """The loader's notation of where an error is: $.routes[0].pattern."""
    return "$" + "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in error.absolute_path)

def schema_paths(errors):
    for error in errors:
        yield path_of(error)
        yield from schema_paths(error.context or [])

def loader(file):
    result = subprocess.run([bin_, "check", "--app", file], capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr

# Every app.json in the repository validates.
maps = [name for name in (work / "maps").read_text().split("\0") if name]
for name in maps:
    for error in validator.iter_errors(json.loads(pathlib.Path(name).read_text())):
        problems.append(f"{name}: {path_of(error)}: {error.message}")

# Every broken map is rejected by both, for the same mistake.
broken = sorted(pathlib.Path("Tests/AppFilesTests/Fixtures/BrokenMaps").glob("*.json"))
if len(broken) < 8:
    problems.append(f"only {len(broken)} broken maps")
for file in broken:
    code, out = loader(str(file))
    first = re.match(rf"{re.escape(str(file))}:\d+:\d+: (\$\S*): ", out)
    if code != 2 or not first:
        problems.append(f"{file}: the loader exits {code} without a located error: {out.strip()[:200]}")
        continue
    wanted = first.group(1)
    parent = re.sub(r"(\.[^.\[]+|\[\d+\])$", "", wanted)
    found = set(schema_paths(validator.iter_errors(json.loads(file.read_text()))))
    if not found:
        problems.append(f"{file}: the schema accepts a map the loader rejects at {wanted}")
    elif not found & {wanted, parent}:
        problems.append(f"{file}: the loader rejects it at {wanted}, the schema at {sorted(found)}")

# The schema claims no more than the loader: one-change mutations of the
# tracked maps, each written into a copy of its map's folder so that the files
# it names resolve.
VALUES = [1, -2.5, "", "x", "A b", True, False, None, [], {}, ["x"], {"a": "b"}, "none", "login", "clinicalAccess", "latest", "queue",
          "drop", "scenes", "swiftUI", "appDelegate", "pasteboard", "attribution", "waitForLogin", "https://x.example/a?q=1", "http",
          "babylon", "*.example.com", "a:b", "com.example.app", "ABCDE12345", "home", "Home", "play", "{id}", "appointments/{id:int}",
          ":".join(["AB"] * 32)]
KEYS = ["tab", "push", "selectTab", "present", "workflow", "hosts", "requires", "universalLink", "webView", "screens", "colour", "$schema",
        "tabsWhenLoggedOut", "waitForLogin", "pushScreenNamedBy", "bundleIdentifier", "linkKey", "invocationURLs", "name", "installedCertificate"]

def nodes(node, path=()):
    yield path, node
    children = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else []
    for key, child in children:
        yield from nodes(child, path + (key,))

def changed(root, path, value=None, delete=False):
    root = copy.deepcopy(root)
    node = root
    for key in path[:-1]:
        node = node[key]
    if delete:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return root

random.seed(75)
candidates = []
for name in maps:
    root = json.loads(pathlib.Path(name).read_text())
    for path, node in nodes(root):
        if path:
            candidates.append((name, changed(root, path, delete=True)))
            candidates += [(name, changed(root, path, value)) for value in random.sample(VALUES, 3)]
        if isinstance(node, dict):
            candidates += [(name, changed(root, path + (key,), random.choice(VALUES))) for key in random.sample(KEYS, 3)]
        if isinstance(node, list) and node:
            candidates += [(name, changed(root, path, node + node[:1])), (name, changed(root, path, []))] if path else []
sample = random.sample(candidates, min(mutations, len(candidates)))

folders = {name: work / "copies" / str(i) for i, name in enumerate(maps)}
for name, folder in folders.items():
    shutil.copytree(pathlib.Path(name).parent, folder, ignore=shutil.ignore_patterns("*.feature", "*.swift"))

def judge(index):
    name, document = sample[index]
    file = folders[name] / f"mutation-{index}.json"
    file.write_text(json.dumps(document))
    code, out = loader(str(file))
    if code not in (0, 1, 2):
        return f"mutation {index} of {name}: the loader exits {code}: {out.strip()[:200]}"
    errors = list(validator.iter_errors(document))
    if code != 2 and errors:
        return f"mutation {index} of {name}: the loader accepts it, the schema rejects it at {path_of(errors[0])}: {errors[0].message[:160]}"
    return "rejected" if code == 2 else None

with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
    verdicts = list(pool.map(judge, range(len(sample))))
problems += [v for v in verdicts if v and v != "rejected"]

for problem in problems:
    print("error:", problem, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"app map schema: valid draft 2020-12 (jsonschema {importlib.metadata.version('jsonschema')}), a description on every key; "
      f"{len(maps)} app.json files validate; {len(broken)} broken maps rejected by the schema and the loader at the same place; "
      f"{len(sample)} mutations, {verdicts.count(None)} the loader accepts, all valid")
PY

# What `linkspec init` writes validates too (on a copy of the demo's files), run
# from the build and as a binary copied alone into a folder on PATH (issue 37):
# its $schema leads to the schema's text either way.
mkdir -p "$work/init" "$work/alone/bin"
cp -R Features/App "$work/init/App"
cp -R Features/App "$work/alone/App"
cp "$bin" "$work/alone/bin/linkspec"
(cd "$work/init" && "$bin" init >/dev/null)
(cd "$work/alone" && PATH="$work/alone/bin:/usr/bin:/bin" linkspec init >/dev/null)
for map in "$work/init/Features/app.json" "$work/alone/Features/app.json"; do
"$work/venv/bin/python" - "$map" <<'PY'
import json, pathlib, sys
from jsonschema import Draft202012Validator
map_file = pathlib.Path(sys.argv[1])
app_map = json.loads(map_file.read_text())
schema_path = (map_file.parent / app_map["$schema"]).resolve()
assert schema_path.read_text() == pathlib.Path("Schemas/app-map.schema.json").read_text(), f"init's $schema leads to {schema_path}"
errors = sorted(Draft202012Validator(json.loads(schema_path.read_text())).iter_errors(app_map), key=str)
for error in errors:
    print(f"linkspec init's app.json: {error.json_path}: {error.message}", file=sys.stderr)
sys.exit(1 if errors else 0)
PY
done
echo "the app.json linkspec init writes names the schema (a checkout's, or the copy beside it) and validates"
