#!/usr/bin/env bash
# No machine here builds for iOS, so this reads the sources of every module
# LinkSpecTesting pulls into an iOS test target (its dependency closure in
# Package.swift) for what would not compile or not work there:
#   - a C library imported anywhere but LinkSpecPlatform/Platform.swift;
#   - processes, home folders, user names;
#   - signal handling outside Platform.swift's `#if os(macOS) || os(Linux)`;
# and, in every module, an `#available` that does not name each Apple platform
# Package.swift declares (an unnamed one falls to the deployment target, where
# the newer API does not exist).
set -euo pipefail
cd "$(dirname "$0")/../.."

swift package dump-package > "${TMPDIR:-/tmp}/linkspec-package.json"
python3 - "${TMPDIR:-/tmp}/linkspec-package.json" <<'PY'
import json, pathlib, re, sys

package = json.load(open(sys.argv[1]))
targets = {t["name"]: t for t in package["targets"]}

def folder(name):
    target = targets[name]
    if target.get("path"):
        return pathlib.Path(target["path"])
    return pathlib.Path("Tests" if target["type"] == "test" else "Sources") / name

def dependencies(name):
    for dependency in targets[name]["dependencies"]:
        for kind in ("byName", "target"):
            if kind in dependency:
                yield dependency[kind][0]

closure, todo = set(), ["LinkSpecTesting"]
while todo:
    name = todo.pop()
    if name in closure:
        continue
    closure.add(name)
    todo.extend(dependencies(name))

platforms = {p["platformName"] for p in package["platforms"]}
spelled = {"macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS"}
needed = [spelled[p] for p in sorted(platforms) if p in spelled]

rules = [
    (re.compile(r"^\s*import\s+(Glibc|Darwin|Musl|Android|WinSDK)\b"), "imports the C library (only Platform.swift may)"),
    (re.compile(r"\b(Process\(\)|NSTask|posix_spawn|fork\(|system\()"), "starts a process (not on iOS)"),
    (re.compile(r"\b(NSHomeDirectory|homeDirectory|NSUserName|NSFullUserName)\b"), "needs a home folder or user (not in an app)"),
    (re.compile(r"\b(signal\(|sigaction|DispatchSource\.makeSignalSource|Platform\.(Signal|handle|ignore|raise|restoreDefault|exitImmediately))"),
     "handles signals (the command line's business)"),
]
problems = []
for name in sorted(closure):
    for path in sorted(folder(name).rglob("*.swift")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("//", 1)[0]
            if path.as_posix() == "Sources/LinkSpecPlatform/Platform.swift":
                continue
            for pattern, why in rules:
                if pattern.search(code):
                    problems.append(f"{path}:{number}: {why}: {line.strip()}")
for path in sorted(pathlib.Path("Sources").rglob("*.swift")) + sorted(pathlib.Path("Steps").rglob("*.swift")):
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        match = re.search(r"#available\(([^)]*)\)", line.split("//", 1)[0])
        if match:
            named = {part.strip().split()[0] for part in match.group(1).split(",") if part.strip() != "*"}
            missing = [p for p in needed if p not in named]
            if missing:
                problems.append(f"{path}:{number}: #available does not name {', '.join(missing)}: {line.strip()}")

if problems:
    print("\n".join(problems), file=sys.stderr)
    print(f"error: {len(problems)} problem(s) for the Apple platforms Package.swift declares", file=sys.stderr)
    sys.exit(1)
print(f"{len(closure)} modules of LinkSpecTesting checked for iOS; every #available names {', '.join(needed)}")
PY
