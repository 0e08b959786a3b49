#!/usr/bin/env python3
"""Times `linkspec lsp` on one large feature file, as an editor uses it.

Writes one feature file of SCENARIOS scenarios (outline rows counted) in the
standard phrases with Benchmarks/corpus/generate.py's templates, beside a copy
of the demo app, starts the server, opens the file and times, from the request
written to the answer read:

- open: didOpen until its diagnostics are published (the whole file checked);
- completion: after a step keyword on lines spread over the file;
- typing: one character typed into a step, then completion there, until the
  completion's answer (the server answers it before it checks the edit) and
  until the edit's diagnostics are published;
- hover, document symbols and formatting.

Prints the median, 95th percentile and maximum of each, in milliseconds.
"""
import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "Benchmarks", "corpus"))
import generate  # noqa: E402  (the corpus templates)


def big_feature(scenarios, seed=18):
    rng = random.Random(seed)
    lines = ["Feature: One large file", "  Every scenario of a large suite in one file.", "",
             "  Background:", "    Given the app is launched", "    And I'm logged in as a mock user", ""]
    count = 0
    while count < scenarios:
        made = rng.choice(generate.LOGGED_IN)(rng, scenarios - count)
        lines += made.lines + [""]
        count += made.count
    return "\n".join(lines) + "\n", count


class Server:
    def __init__(self, linkspec, folder):
        self.process = subprocess.Popen([linkspec, "lsp"], cwd=folder, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 0

    def write(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def read(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit("the server closed its output")
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode().partition(":")
            if name.strip().lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        self.write({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        self.process.stdin.flush()
        return self.answer(self.next_id)

    def answer(self, id):
        while True:
            message = self.read()
            if message.get("id") == id and "method" not in message:
                return message

    def notify(self, method, params, flush=True):
        self.write({"jsonrpc": "2.0", "method": method, "params": params})
        if flush:
            self.process.stdin.flush()

    def diagnostics(self):
        while True:
            message = self.read()
            if message.get("method") == "textDocument/publishDiagnostics":
                return message["params"]


def timed(function):
    start = time.perf_counter()
    result = function()
    return (time.perf_counter() - start) * 1000, result


def summary(name, times):
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    print(f"| {name:<34} | {len(times):>5} | {statistics.median(times):>8.2f} | {p95:>8.2f} | {max(times):>8.2f} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--linkspec", required=True)
    parser.add_argument("--scenarios", type=int, default=1000)
    parser.add_argument("--samples", type=int, default=60)
    args = parser.parse_args()
    linkspec = os.path.abspath(args.linkspec)

    folder = tempfile.mkdtemp(prefix="linkspec-lsp-bench-")
    try:
        shutil.copy(os.path.join(ROOT, "Features", "app.json"), folder)
        if os.path.isdir(os.path.join(ROOT, "Features", "App")):
            shutil.copytree(os.path.join(ROOT, "Features", "App"), os.path.join(folder, "App"))
        text, count = big_feature(args.scenarios)
        path = os.path.join(folder, "large.feature")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        lines = text.split("\n")
        uri = "file://" + path
        step_lines = [i for i, line in enumerate(lines)
                      if line.strip().startswith(("Given ", "When ", "Then ", "And ", "But "))]
        print(f"{count} scenarios, {len(lines)} lines, {len(text.encode()) / 1000:.0f} kB, {len(step_lines)} steps")

        server = Server(linkspec, folder)
        server.request("initialize", {"processId": None, "rootUri": None, "capabilities": {
            "textDocument": {"completion": {"completionItem": {"snippetSupport": True}}}}})
        server.notify("initialized", {})

        opened, published = timed(lambda: (server.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "gherkin", "version": 1, "text": text}}), server.diagnostics())[1])
        problems = [d for d in published["diagnostics"] if d["severity"] <= 2]
        print(f"open: {len(published['diagnostics'])} diagnostics ({len(problems)} warnings or errors)")

        rng = random.Random(5)
        chosen = [rng.choice(step_lines) for _ in range(args.samples)]

        def keyword_end(line):
            stripped = lines[line].lstrip()
            return len(lines[line]) - len(stripped) + len(stripped.split(" ")[0]) + 1

        completion, typing, checked, hover = [], [], [], []
        sizes = []
        for line in chosen:
            position = {"line": line, "character": keyword_end(line)}
            ms, answer = timed(lambda: server.request("textDocument/completion",
                                                      {"textDocument": {"uri": uri}, "position": position}))
            completion.append(ms)
            sizes.append(len(answer["result"]["items"]))
        version = 1
        for line in chosen:
            version += 1
            end = {"line": line, "character": len(lines[line])}

            def type_and_complete():
                server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                              "contentChanges": [{"range": {"start": end, "end": end}, "text": " "}]}, flush=False)
                return server.request("textDocument/completion", {"textDocument": {"uri": uri},
                                      "position": {"line": line, "character": keyword_end(line)}})
            start = time.perf_counter()
            type_and_complete()
            typing.append((time.perf_counter() - start) * 1000)
            server.diagnostics()
            checked.append((time.perf_counter() - start) * 1000)
            lines[line] += " "
        for line in chosen:
            ms, _ = timed(lambda: server.request("textDocument/hover", {"textDocument": {"uri": uri},
                                                 "position": {"line": line, "character": keyword_end(line) + 2}}))
            hover.append(ms)
        symbols = [timed(lambda: server.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}}))[0]
                   for _ in range(10)]
        formatting = [timed(lambda: server.request("textDocument/formatting", {"textDocument": {"uri": uri},
                            "options": {"tabSize": 2, "insertSpaces": True}}))[0] for _ in range(10)]
        server.request("shutdown", None)
        server.notify("exit", None)
        server.process.wait(timeout=10)

        print(f"completion answers {min(sizes)}-{max(sizes)} phrases")
        print()
        print(f"| {'request (ms, request to answer)':<34} | {'n':>5} | {'median':>8} | {'p95':>8} | {'max':>8} |")
        print(f"|{'-' * 36}|{'-' * 7}|{'-' * 10}|{'-' * 10}|{'-' * 10}|")
        summary("open + diagnostics", [opened])
        summary("completion after a keyword", completion)
        summary("typing: edit, then completion", typing)
        summary("typing: edit until its diagnostics", checked)
        summary("hover", hover)
        summary("document symbols", symbols)
        summary("formatting", formatting)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
