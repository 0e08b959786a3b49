#!/usr/bin/env python3
"""Writes a deterministic corpus of deep-link feature files for the engine benchmark:
Backgrounds, Rules, outlines with several tagged Examples blocks, data tables, doc
strings, tags, comments and descriptions. Usage: generate.py OUT_DIR SCENARIOS"""
import os
import random
import sys

SCREENS = ["Home", "Appointments", "Chat", "Profile", "Settings", "Product", "Some Screen", "Prescription"]
TABS = ["home", "appointments", "chat", "profile"]
LINKS = ["homepage", "appointments/7", "somescreen/42", "chat", "profile", "settings", "product/sku-9",
         "prescriptions/123", "launch-game/chess", "clinical/records"]


def scenario(rng, index, out):
    kind = rng.random()
    tags = " ".join(rng.sample(["@smoke", "@regression", "@routing", "@ios", "@android", "@slow", "@wip"], rng.randint(0, 3)))
    if tags:
        out.append(f"  {tags}")
    link = rng.choice(LINKS)
    if kind < 0.45:
        out.append(f"  Scenario Outline: <link> #{index} selects the <tab> tab")
        out.append("    Given the \"profile\" tab is selected")
        out.append("    When I open the app with \"<link>\" deeplink")
        out.append("    Then the \"<tab>\" tab is selected")
        out.append("    And the \"<screen>\" screen is displayed with id \"<id>\"")
        for block in range(rng.randint(1, 2)):
            out.append("")
            if block:
                out.append("    @edge")
            out.append("    Examples: " + ("edge cases" if block else ""))
            out.append("      | link            | tab          | screen      | id  |")
            for _ in range(rng.randint(3, 6)):
                out.append(f"      | {rng.choice(LINKS):<15} | {rng.choice(TABS):<12} | {rng.choice(SCREENS):<11} | {rng.randint(1, 999):<3} |")
    elif kind < 0.75:
        out.append(f"  Scenario: {link} #{index} shows the screen stack")
        out.append(f"    # the stack after opening {link}")
        out.append(f"    Given the \"{rng.choice(TABS)}\" tab is selected")
        out.append(f"    When I open the app with \"{link}\" deeplink")
        out.append("    Then the screen stack is:")
        out.append("      | layer | screen       |")
        for layer in ["tab", "push", "modal"][: rng.randint(1, 3)]:
            out.append(f"      | {layer:<5} | {rng.choice(SCREENS):<12} |")
        out.append(f"    And the \"{rng.choice(SCREENS)}\" screen is displayed")
    else:
        out.append(f"  Scenario: a push notification for {link} #{index}")
        out.append("    A notification carries the link in its payload; the app routes it")
        out.append("    once the user is logged in.")
        out.append("")
        out.append("    Given I'm logged in as a mock user")
        out.append("    When the app receives the notification:")
        out.append("      \"\"\"json")
        out.append("      {")
        out.append(f"        \"aps\": {{ \"alert\": \"Open {link}\", \"badge\": {rng.randint(1, 9)} }},")
        out.append(f"        \"link\": \"babylon://{link}\",")
        out.append(f"        \"id\": {index}")
        out.append("      }")
        out.append("      \"\"\"")
        out.append(f"    Then the \"{rng.choice(SCREENS)}\" screen is displayed")
        out.append("    But no alert is shown")
    out.append("")


def feature(rng, number, count):
    out = ["# language: en", "@deeplinks @generated", f"Feature: Deep links, part {number}",
           "  Every route of the demo app, reached from a link, a notification or",
           "  a universal link, lands on its screen.", "",
           "  Background:", "    Given the app is launched", "    And I'm logged in as a mock user", ""]
    for index in range(count):
        if index and index % 12 == 0:
            out.append(f"  Rule: links of group {index // 12}")
            out.append("")
            out.append("    Background:")
            out.append("      Given the \"home\" tab is selected")
            out.append("")
        scenario(rng, number * 1000 + index, out)
    return "\n".join(out) + "\n"


def main():
    folder, total = sys.argv[1], int(sys.argv[2])
    os.makedirs(folder, exist_ok=True)
    rng = random.Random(42)
    per_file = 40
    for number in range((total + per_file - 1) // per_file):
        count = min(per_file, total - number * per_file)
        with open(os.path.join(folder, f"deeplinks_{number:05}.feature"), "w") as handle:
            handle.write(feature(rng, number, count))


main()
