#!/usr/bin/env python3
"""How long headless Chromium takes to load and render a report, measured
inside the browser through the DevTools protocol (over --remote-debugging-pipe,
so nothing but the standard library is needed).

For each run a new tab opens the page; once its load event has fired, the
page is asked for the time of the second animation frame after it, counted
from the start of the navigation: by then the file is read and parsed, the
styles and the page's own script have run, and a frame of it has been laid
out and painted. Navigation Timing gives the parse (DOMContentLoaded) and
load times, Paint Timing the first contentful paint.

    measure.py PAGE [--runs N]
"""
import argparse
import json
import os
import statistics
import subprocess
import time

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
         "--host-resolver-rules=MAP * ~NOTFOUND", "--disable-background-networking", "--disable-component-update",
         "--window-size=1280,900", "--remote-debugging-pipe"]

FRAME_AFTER_LOAD = """new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  resolve({frame: performance.now(), parsed: nav.domContentLoadedEventEnd, loaded: nav.loadEventEnd,
           firstPaint: paint ? paint.startTime : null, nodes: document.getElementsByTagName('*').length});
})))"""


class Browser:
    def __init__(self):
        to_child_read, self.to_child = os.pipe()
        self.from_child, from_child_write = os.pipe()

        def map_fds():
            os.dup2(to_child_read, 3)
            os.dup2(from_child_write, 4)

        # The child keeps fds 3 and 4 (closing the others happens after preexec_fn).
        self.process = subprocess.Popen(["chromium", *FLAGS], pass_fds=(3, 4), preexec_fn=map_fds,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_child_read)
        os.close(from_child_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_child, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply["result"]
            self.events.append(reply)

    def receive(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_child, 1 << 16)
            if not chunk:
                raise RuntimeError("the browser closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_for(self, method, session):
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method and event.get("sessionId") == session:
                    del self.events[index]
                    return event
            self.events.append(self.receive())

    def render(self, url):
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.send("Page.enable", session=session)
        started = time.perf_counter()
        self.send("Page.navigate", {"url": url}, session=session)
        self.wait_for("Page.loadEventFired", session)
        result = self.send("Runtime.evaluate", {"expression": FRAME_AFTER_LOAD, "awaitPromise": True,
                                                "returnByValue": True}, session=session)["result"]["value"]
        result["wall"] = (time.perf_counter() - started) * 1000
        self.send("Target.closeTarget", {"targetId": target})
        return result

    def close(self):
        try:
            self.send("Browser.close")
        except RuntimeError:
            pass
        self.process.wait(timeout=30)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("page")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    url = "file://" + os.path.abspath(args.page)
    browser = Browser()
    try:
        browser.render(url)  # a first load warms the disk cache and the browser
        runs = [browser.render(url) for _ in range(args.runs)]
    finally:
        browser.close()
    size = os.path.getsize(args.page)
    print(f"report: {size / 1e6:.1f} MB, {runs[0]['nodes']:,} elements")
    for key, label in [("parsed", "parsed (DOMContentLoaded)"), ("loaded", "loaded, its script run (load event end)"),
                       ("firstPaint", "first contentful paint"), ("frame", "loaded and rendered (second frame after load)"),
                       ("wall", "the same, seen from outside the browser")]:
        values = [run[key] / 1000 for run in runs if run[key] is not None]
        if values:
            print(f"{label}: median {statistics.median(values):.2f} s "
                  f"(runs: {', '.join(f'{value:.2f}' for value in values)})")
    rendered = statistics.median(run["frame"] / 1000 for run in runs)
    verdict = "within" if size < 30e6 and rendered < 3 else "OVER"
    print(f"budget (under 30 MB, under 3 s to load and render): {verdict}")


if __name__ == "__main__":
    main()
