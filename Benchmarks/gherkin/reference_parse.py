#!/usr/bin/env python3
"""The Python reference parser (gherkin-official) over files, as a command.

gherkin-official ships no command line, so this does what its `gherkin`
command does with `--no-source`: for each file, the gherkinDocument and the
pickles (or the parse errors), one JSON object a line on standard output.

    python reference_parse.py FILE...
"""
import json
import sys
from pathlib import Path

from gherkin.stream.gherkin_events import GherkinEvents
from gherkin.stream.source_events import SourceEvents


def main():
    options = GherkinEvents.Options(print_source=False, print_ast=True, print_pickles=True)
    events = GherkinEvents(options)
    out = sys.stdout
    errors = False
    for source_event in SourceEvents([Path(p) for p in sys.argv[1:]]).enum():
        for event in events.enum(source_event):
            errors = errors or "parseError" in event
            out.write(json.dumps(event, separators=(",", ":"), ensure_ascii=False))
            out.write("\n")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
