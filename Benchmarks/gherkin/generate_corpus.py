#!/usr/bin/env python3
"""Generates a corpus of deep-link feature files for benchmarks.

The features speak the standard phrases against the demo app (Features/ shows
them): Backgrounds, tags on every level, Scenario Outlines with several tagged
Examples blocks, data tables, JSON doc strings, comments, descriptions, and a
Rule with its own Background now and then. The output is deterministic for a
given seed, so figures from different runs compare.

    python3 generate_corpus.py --scenarios 10000 --out corpus/

`--scenarios` counts executable scenarios (pickles): an outline counts once per
Examples row.
"""
import argparse
import os
import random
import shutil

TABS = ["home", "appointments", "chat", "profile"]
SCREENS = [("somescreen", "Some Screen"), ("appointments", "Appointment"),
           ("prescriptions", "Prescription"), ("product", "Product")]
PLAIN_LINKS = ["homepage", "appointments", "chat", "profile", "settings", "records"]
PREFIXES = ["babylon://", "otherprefix://", "https://babylon.example/"]
USERS = ["bob", "alice", "mock user", "carol", "dave"]
AREAS = ["routing", "navigation", "login", "analytics", "security", "workflows", "flavours"]
TAGS = ["@smoke", "@regression", "@routing", "@security", "@slow", "@wip", "@ios", "@android"]


class Feature:
    def __init__(self, rng, number):
        self.rng = rng
        self.number = number
        self.lines = []
        self.pickles = 0

    def add(self, text=""):
        self.lines.append(text)

    def tags(self, indent, count):
        if count:
            self.add(indent + " ".join(self.rng.sample(TAGS, count)))

    def background(self, indent):
        self.add(f"{indent}Background:")
        self.add(f"{indent}  Given the app is launched")
        self.add(f"{indent}  And I'm logged in as a mock user")
        self.add()

    def plain(self, indent):
        rng = self.rng
        link, screen = rng.choice(SCREENS)
        ident = rng.randint(1, 99999)
        tab = rng.choice(TABS)
        self.tags(indent, rng.choice([0, 0, 1, 2]))
        self.add(f"{indent}Scenario: {link}/{ident} presents {screen} from the {tab} tab")
        if rng.random() < 0.3:
            self.add(f"{indent}  The link comes from a push notification; the tab stays as it was.")
            self.add()
        self.add(f'{indent}  Given the "{tab}" tab is selected')
        self.add(f'{indent}  When I open the app with "{link}/{ident}" deeplink')
        self.add(f'{indent}  Then the "{screen}" screen is displayed with id "{ident}"')
        self.add(f'{indent}  And the "{tab}" tab is selected')
        self.add()
        self.pickles += 1

    def table(self, indent):
        rng = self.rng
        link, screen = rng.choice(SCREENS)
        ident = rng.randint(1, 999)
        self.tags(indent, rng.choice([0, 1]))
        self.add(f"{indent}Scenario: the screen stack after {link}/{ident}")
        self.add(f'{indent}  # an in-app link dismisses whatever is presented first')
        self.add(f'{indent}  Given the "Settings" screen is presented')
        self.add(f'{indent}  When I open "{rng.choice(PREFIXES)}{link}/{ident}" from inside the app')
        self.add(f"{indent}  Then the screen stack is:")
        self.add(f"{indent}    | layer | screen {' ' * (len(screen) - 6)}|")
        self.add(f"{indent}    | tab   | Home {' ' * (len(screen) - 4)}|")
        self.add(f"{indent}    | modal | {screen} |")
        self.add(f"{indent}  And the deep links route as:")
        self.add(f"{indent}    | link                | event                         |")
        for _ in range(rng.randint(2, 5)):
            other, _ = rng.choice(SCREENS)
            n = rng.randint(1, 999)
            event = f"show{other.capitalize()}(id: {n})"
            self.add(f"{indent}    | {other + '/' + str(n):<19} | {event:<29} |")
        self.add()
        self.pickles += 1

    def doc_string(self, indent):
        rng = self.rng
        link, _ = rng.choice(SCREENS)
        ident = rng.randint(1, 999)
        self.tags(indent, 1)
        self.add(f"{indent}Scenario: opening {link}/{ident} logs its intent")
        self.add(f'{indent}  When I open the app with "{link}/{ident}" deeplink')
        self.add(f'{indent}  Then the analytics event "deeplink_opened" is logged')
        self.add(f"{indent}  And the analytics event is logged:")
        delimiter = rng.choice(['"""', "```"])
        self.add(f"{indent}    {delimiter}json")
        self.add(f'{indent}    {{"name": "deeplink_opened", "intent": "{link}",')
        self.add(f'{indent}     "id": {ident}, "source": "{rng.choice(["push", "web", "qr", "email"])}"}}')
        self.add(f"{indent}    {delimiter}")
        self.add()
        self.pickles += 1

    def outline(self, indent):
        rng = self.rng
        self.tags(indent, rng.choice([0, 1, 2]))
        self.add(f"{indent}Scenario Outline: <link> selects the <tab> tab after logging in as <user>")
        self.add(f'{indent}  Given the app is not running')
        self.add(f'{indent}  When I open the app with "<prefix><link>" deeplink')
        self.add(f'{indent}  And I log in as "<user>"')
        self.add(f'{indent}  Then the "<tab>" tab is selected')
        self.add(f'{indent}  But no screen is presented')
        self.add()
        for block in range(rng.choice([1, 1, 2, 3])):
            self.tags(indent + "  ", rng.choice([0, 1]))
            self.add(f"{indent}  Examples: {['links', 'web links', 'other prefixes'][block]}")
            self.add(f"{indent}    | prefix                   | link         | tab          | user      |")
            for _ in range(rng.randint(2, 6)):
                link = rng.choice(PLAIN_LINKS[:4])
                tab = link if link in TABS else "home"
                self.add(f"{indent}    | {rng.choice(PREFIXES):<24} | {link:<12} | {tab:<12} | {rng.choice(USERS):<9} |")
                self.pickles += 1
            self.add()

    def scenario(self, indent):
        kind = self.rng.random()
        if kind < 0.35:
            self.plain(indent)
        elif kind < 0.55:
            self.table(indent)
        elif kind < 0.70:
            self.doc_string(indent)
        else:
            self.outline(indent)


def generate(rng, number, target):
    feature = Feature(rng, number)
    area = AREAS[number % len(AREAS)]
    feature.add(f"# Generated deep-link feature {number} ({area})")
    feature.tags("", rng.choice([1, 2]))
    feature.add(f"Feature: Deep links of the {area} area, part {number}")
    feature.add("  Links reach their screen or tab, whatever channel they come through,")
    feature.add("  and a malformed link falls back to the home tab.")
    feature.add()
    feature.background("  ")
    with_rule = number % 5 == 4
    while feature.pickles < target // (2 if with_rule else 1):
        feature.scenario("  ")
    if with_rule:
        feature.add("  Rule: links wait for login when the app starts logged out")
        feature.add()
        feature.add("    Background:")
        feature.add("      Given the app is not running")
        feature.add()
        while feature.pickles < target:
            feature.scenario("    ")
    return "\n".join(feature.lines) + "\n", feature.pickles


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scenarios", type=int, default=5000)
    parser.add_argument("--per-file", type=int, default=25, help="scenarios per feature file")
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--out", required=True, help="folder to write (emptied first)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    if os.path.isdir(args.out):
        shutil.rmtree(args.out)
    os.makedirs(args.out)
    total, number, size = 0, 0, 0
    while total < args.scenarios:
        text, pickles = generate(rng, number, min(args.per_file, args.scenarios - total))
        path = os.path.join(args.out, f"deeplinks_{number:05d}.feature")
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        total += pickles
        size += len(text.encode("utf-8"))
        number += 1
    print(f"{number} files, {total} scenarios, {size / 1e6:.2f} MB in {args.out}")


if __name__ == "__main__":
    main()
