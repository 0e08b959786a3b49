#!/usr/bin/env python3
"""Generates a corpus of deep-link feature files for the whole-run benchmarks.

Every scenario speaks the standard phrases (issue 6) against the demo app
(`Features/app.json`) and passes, so that linkspec, behave and the XCTest
helper all do the same work: open links, check screens, stacks, tabs,
prompts, link fates, analytics. The files use what real suites use:
Backgrounds, Scenario Outlines with (tagged) Examples, `the screen stack is:`
and `the deep links route as:` tables, JSON doc strings, tags, comments and
descriptions. Output is deterministic for a given seed and size.

    python3 Benchmarks/corpus/generate.py --scenarios 10000 --out Benchmarks/out/corpus/10000

`--scenarios` counts executable scenarios (an outline counts once per
Examples row); the corpus has exactly that many, 20 to 50 per file.
"""
import argparse
import os
import random
import shutil

TABS = {"home": "Home", "appointments": "Appointments", "chat": "Chat", "profile": "Profile"}
TAB_LINKS = [("homepage", "home"), ("appointments", "appointments"), ("chat", "chat"), ("profile", "profile")]
ID_SCREENS = [("somescreen", "Some Screen"), ("appointments", "Appointment")]
CLINICAL = [("prescriptions/{id}", "Prescription"), ("records", "Health Records")]
SCHEMES = ["babylon", "otherprefix", "ribs-training"]
UNREGISTERED = ["unknownapp", "babylonx", "myapp", "fb", "otherprefix2"]
USERS = ["alice", "bob", "carol", "dave", "erin", "frank", "grace"]
GAMES = [("ticTacToe", "Tic Tac Toe"), ("TICTACTOE", "Tic Tac Toe"), ("tictactoe", "Tic Tac Toe"),
         ("randomWin", "Random Win"), ("RANDOMWIN", "Random Win")]
WORDS = ["abc", "next", "soon", "latest", "x", "none", "first", "last"]
# Not @ios and @android: those keep a scenario to one platform, so a run would
# skip some; these have the same lengths, so the corpora keep their sizes.
SCENARIO_TAGS = ["@smoke", "@regression", "@web", "@desktop", "@nightly"]


def ident(rng):
    return rng.randint(1, 99999)


def sku(rng):
    return f"sku-{rng.randint(1, 999999)}"


def table(indent, rows):
    """Rows of cells as a Gherkin table with aligned columns."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [indent + "| " + " | ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)) + " |" for row in rows]


def stack(indent, layers):
    return [indent + "And the screen stack is:"] + table(indent + "  ", [("layer", "screen")] + layers)


class Scenario:
    """One template's output: its lines and how many pickles it makes."""

    def __init__(self, lines, count):
        self.lines = lines
        self.count = count


def tags(rng, indent):
    if rng.random() < 0.35:
        return [indent + " ".join(rng.sample(SCENARIO_TAGS, rng.choice([1, 1, 2])))]
    return []


def outline(rng, title, steps, header, rows, budget):
    rows = rows[:max(1, budget)]
    lines = tags(rng, "  ") + [f"  Scenario Outline: {title}"] + ["    " + s for s in steps] + [""]
    if rng.random() < 0.3:
        lines.append("    " + rng.choice(SCENARIO_TAGS))
    lines.append("    Examples:" if rng.random() < 0.5 else f"    Examples: generated set {rng.randint(1, 999)}")
    lines += table("      ", [header] + rows)
    return Scenario(lines, len(rows))


def scenario(rng, title, steps, description=None):
    lines = tags(rng, "  ") + [f"  Scenario: {title}"]
    if description:
        lines += ["    " + description, ""]
    return Scenario(lines + ["    " + s for s in steps], 1)


# Templates for features whose Background launches the app and logs in.

def tab_outline(rng, budget):
    rows = []
    for _ in range(rng.randint(2, 8)):
        link, tab = rng.choice(TAB_LINKS)
        rows.append((rng.choice(list(TABS)), link, tab))
    return outline(rng, "<link> selects the <tab> tab from <from>", [
        'Given the "<from>" tab is selected',
        'When I open the app with "<link>" deeplink',
        'Then the "<tab>" tab is selected',
        "And no screen is presented",
    ], ("from", "link", "tab"), rows, budget)


def present_outline(rng, budget):
    rows = []
    for _ in range(rng.randint(2, 10)):
        intent, screen = rng.choice(ID_SCREENS)
        rows.append((intent, str(ident(rng)), screen))
    return outline(rng, "<intent>/<id> presents <screen>", [
        'When I open the app with "<intent>/<id>" deeplink',
        'Then the "<screen>" screen is displayed with id "<id>"',
    ], ("intent", "id", "screen"), rows, budget)


def fallback_outline(rng, budget):
    rows = []
    for _ in range(rng.randint(2, 6)):
        link = rng.choice(["somescreen", f"somescreen/{rng.choice(WORDS)}", f"appointments/{rng.choice(WORDS)}",
                           f"somescreen/{rng.randint(1, 9)}.{rng.randint(1, 9)}"])
        rows.append((link, rng.choice(list(TABS))))
    return outline(rng, 'a bad id in "<link>" falls back to the home tab', [
        'Given the "<from>" tab is selected',
        'When I open the app with "<link>" deeplink',
        'Then the "home" tab is selected',
        "And no screen is presented",
        'And the "Home" screen is displayed',
    ], ("link", "from"), rows, budget)


def settings_stack(rng, budget):
    tab = rng.choice(list(TABS))
    return scenario(rng, f"settings is presented over the {tab} tab", [
        f'Given the "{tab}" tab is selected',
        'When I open the app with "settings" deeplink',
        'Then the "Settings" screen is displayed',
    ] + stack("", [("tab", TABS[tab]), ("modal", "Settings")]))


def product_push(rng, budget):
    tab, product = rng.choice(list(TABS)), sku(rng)
    return scenario(rng, f"product {product} is pushed on the home tab from {tab}", [
        f'Given the "{tab}" tab is selected',
        f'When I open the app with "product/{product}" deeplink',
        'Then the "home" tab is selected',
    ] + stack("", [("tab", "Home"), ("push", "Product")]) + [
        f'And the "Product" screen is displayed with id "{product}"',
    ])


def analytics(rng, budget):
    if rng.random() < 0.5:
        product = sku(rng)
        return scenario(rng, f"product {product} logs product_viewed", [
            f'When I open the app with "product/{product}" deeplink',
            'Then the analytics event "deeplink_opened" is logged',
            "And the analytics event is logged:",
            '  """json',
            f'  {{"name": "product_viewed", "productId": "{product}"}}',
            '  """',
        ])
    intent, _ = rng.choice(ID_SCREENS)
    return scenario(rng, f"{intent} logs its intent", [
        f'When I open the app with "{intent}/{ident(rng)}" deeplink',
        "Then the analytics event is logged:",
        '  """json',
        f'  {{"name": "deeplink_opened", "intent": "{intent}"}}',
        '  """',
    ], description="Every routed link logs deeplink_opened with its intent.")


def universal_outline(rng, budget):
    rows = [(intent, str(ident(rng)), screen) for intent, screen in (rng.choice(ID_SCREENS) for _ in range(rng.randint(2, 6)))]
    return outline(rng, "https://babylon.example/<intent>/<id> opens <screen>", [
        'When I open "https://babylon.example/<intent>/<id>"',
        'Then the "<screen>" screen is displayed with id "<id>"',
    ], ("intent", "id", "screen"), rows, budget)


def browser_outline(rng, budget):
    rows = [(rng.choice([f"https://babylon.example/blog/{ident(rng)}", "https://babylon.example/",
                         f"https://elsewhere{rng.randint(1, 99)}.example/somescreen/{ident(rng)}"]),)
            for _ in range(rng.randint(2, 5))]
    return outline(rng, "an unclaimed web link opens in the browser", [
        'When I open "<url>"',
        "Then the link opens in the browser",
        "And no screen is presented",
    ], ("url",), rows, budget)


def prefix_outline(rng, budget):
    rows = [(scheme, str(ident(rng))) for scheme in rng.sample(SCHEMES, rng.randint(2, 3))]
    return outline(rng, "<prefix>:// opens the same screen", [
        'When I open "<prefix>://somescreen/<id>"',
        'Then the "Some Screen" screen is displayed with id "<id>"',
    ], ("prefix", "id"), rows, budget)


def unregistered(rng, budget):
    tab = rng.choice(list(TABS))
    return scenario(rng, "an unregistered scheme does not open the app", [
        f'Given the "{tab}" tab is selected',
        f'When I open "{rng.choice(UNREGISTERED)}://somescreen/{ident(rng)}"',
        "Then the app is not opened",
        f'And the "{tab}" tab is selected',
    ])


def clinical_right(rng, budget):
    password = str(rng.randint(1000, 9999))
    link, screen = rng.choice(CLINICAL)
    number = str(ident(rng))
    link = link.format(id=number)
    last = (f'And the "{screen}" screen is displayed with id "{number}"' if screen == "Prescription"
            else f'And the "{screen}" screen is displayed')
    return scenario(rng, f"the right password opens {screen}", [
        f'Given the clinical access password is "{password}"',
        f'When I open the app with "{link}" deeplink',
        "Then a password prompt is shown",
        f'When I enter the password "{password}"',
        "Then no password prompt is shown",
        last,
    ])


def clinical_wrong(rng, budget):
    password = str(rng.randint(1000, 9999))
    wrong = str((int(password) + rng.randint(1, 8000)) % 10000).zfill(4)
    tab = rng.choice(list(TABS))
    link, _ = rng.choice(CLINICAL)
    return scenario(rng, "a wrong password discards the route", [
        f'Given the clinical access password is "{password}"',
        f'And the "{tab}" tab is selected',
        f'When I open the app with "{link.format(id=ident(rng))}" deeplink',
        f'And I enter the password "{wrong}"',
        "Then the deep link is discarded",
        "And no password prompt is shown",
        "And no screen is presented",
        f'And the "{tab}" tab is selected',
    ])


def clinical_cancel(rng, budget):
    return scenario(rng, "cancelling the prompt discards the route", [
        'Given the "Settings" screen is presented',
        f'When I open the app with "{rng.choice(CLINICAL)[0].format(id=ident(rng))}" deeplink',
        "And I cancel the password prompt",
        "Then the deep link is discarded",
        "And no password prompt is shown",
        'And the "Settings" screen is displayed',
        'And the analytics event "deeplink_opened" is not logged',
    ])


def in_app(rng, budget):
    number = ident(rng)
    link = rng.choice([f"somescreen/{number}", f"babylon://somescreen/{number}", f"unknownapp://somescreen/{number}"])
    return scenario(rng, "an in-app link replaces the presented screen", [
        'Given the "Settings" screen is presented',
        f'When I open "{link}" from inside the app',
        f'Then the "Some Screen" screen is displayed with id "{number}"',
    ] + stack("", [("tab", "Home"), ("modal", "Some Screen")]))


def finder(rng, budget):
    first, second = sku(rng), sku(rng)
    if rng.random() < 0.5:
        return scenario(rng, "opening the same product twice pops back to it", [
            f'When I open the app with "product/{first}" deeplink',
            f'And I open the app with "product/{second}" deeplink',
            f'And I open the app with "product/{first}" deeplink',
            "Then the screen stack is:",
        ] + table("  ", [("layer", "screen"), ("tab", "Home"), ("push", "Product")]) + [
            f'And the "Product" screen is displayed with id "{first}"',
        ])
    return scenario(rng, "selecting a tab keeps each tab's own stack", [
        f'When I open the app with "product/{first}" deeplink',
        'And I select the "chat" tab',
        'Then the "Chat" screen is displayed',
        'When I select the "home" tab',
        f'Then the "Product" screen is displayed with id "{first}"',
    ])


def routing_table(rng, budget):
    a, b, c, product = ident(rng), ident(rng), ident(rng), sku(rng)
    game = rng.choice(GAMES)[0]
    rows = [("link", "event"),
            (f"somescreen/{a}", f"showSomeScreen(id: {a})"),
            (f"appointments/{b}", f"showAppointment(id: {b})"),
            ("appointments/soon", "showHome"),
            (f"prescriptions/{c}", f"showPrescription(id: {c})"),
            (f"product/{product}", f'showProduct(id: "{product}")'),
            (f"launchGame?gameId={game}", f'launchGame(gameId: "{game}")'),
            ("settings", "showSettings"),
            (f"nosuchscreen/{a}", "none")]
    return scenario(rng, "the routing table, without navigating", ["Then the deep links route as:"] + table("  ", rows))


def open_redirect(rng, budget):
    if rng.random() < 0.5:
        page = f"help{ident(rng)}"
        return scenario(rng, "a page of the app's own host opens in the web view", [
            f'When I open the app with "webview?url=https%3A%2F%2Fbabylon.example%2F{page}" deeplink',
            f'Then the "Web" screen is displayed with url "https://babylon.example/{page}"',
        ])
    host = rng.choice([f"evil{ident(rng)}.example", f"babylon.example.evil{rng.randint(1, 99)}.example"])
    return scenario(rng, "a page elsewhere is discarded", [
        f'When I open the app with "webview?url=https%3A%2F%2F{host}%2Fphish" deeplink',
        "Then the deep link is discarded",
        "And no screen is presented",
    ])


def lite_flavour(rng, budget):
    tab = rng.choice(list(TABS))
    link = rng.choice(CLINICAL)[0].format(id=ident(rng))
    return scenario(rng, f"{link} is ignored in the lite flavour", [
        'Given the app flavour is "lite"',
        f'And the "{tab}" tab is selected',
        f'When I open the app with "{link}" deeplink',
        "Then the deep link is ignored",
        "And no password prompt is shown",
        f'And the "{tab}" tab is selected',
    ])


def dismiss(rng, budget):
    tab = rng.choice(list(TABS))
    return scenario(rng, "dismissing the presented screen shows the tab again", [
        f'Given the "{tab}" tab is selected',
        'And the "Settings" screen is presented',
        "When I dismiss the presented screen",
        "Then no screen is presented",
        f'And the "{TABS[tab]}" screen is displayed',
    ])


LOGGED_IN = [tab_outline, present_outline, fallback_outline, settings_stack, product_push, analytics,
             universal_outline, browser_outline, prefix_outline, unregistered, clinical_right, clinical_wrong,
             clinical_cancel, in_app, finder, routing_table, open_redirect, lite_flavour, dismiss]


# Templates for journey features: no Background, each scenario sets the app up.

def cold_start(rng, budget):
    number, user = ident(rng), rng.choice(USERS)
    return scenario(rng, "cold start logged out, then login", [
        "Given the app is not running",
        f'When I open the app with "somescreen/{number}" deeplink',
        'Then the "Login" screen is displayed',
        "And the deep link is waiting for login",
        f'When I log in as "{user}"',
        f'Then the "Some Screen" screen is displayed with id "{number}"',
    ])


def workflow_outline(rng, budget):
    rows = []
    for _ in range(rng.randint(2, 6)):
        game, screen = rng.choice(GAMES)
        first, second = rng.sample(USERS, 2)
        rows.append((game, first.title(), second.title(), screen))
    made = outline(rng, "from a cold start, <screen> launches once players log in", [
        "Given the app is not running",
        'When I open "ribs-training://launchGame?gameId=<id>"',
        "Then the deep link is waiting for login",
        'When players "<player1>" and "<player2>" log in',
        'Then the "<screen>" screen is displayed',
    ] + stack("", [("tab", "Home"), ("push", "<screen>")]),
        ("id", "player1", "player2", "screen"), rows, budget)
    return Scenario(["  @workflow"] + made.lines, made.count)


def queue_policy(rng, budget):
    first, second = sku(rng), sku(rng)
    return scenario(rng, "under the queue policy every pending link runs in order", [
        "Given the app is launched",
        'And the pending link policy is "queue"',
        f'When I open the app with "product/{first}" deeplink',
        f'And I open the app with "product/{second}" deeplink',
        "And I log in as a mock user",
        "Then the screen stack is:",
    ] + table("  ", [("layer", "screen"), ("tab", "Home"), ("push", "Product"), ("push", "Product")]) + [
        f'And the "Product" screen is displayed with id "{second}"',
    ])


def latest_policy(rng, budget):
    return scenario(rng, "a newer pending link replaces an older one", [
        "Given the app is launched",
        f'When I open the app with "somescreen/{ident(rng)}" deeplink',
        'And I open the app with "settings" deeplink',
        f'And I log in as "{rng.choice(USERS)}"',
        'Then the "Settings" screen is displayed',
    ] + stack("", [("tab", "Home"), ("modal", "Settings")]))


def drop_policy(rng, budget):
    return scenario(rng, "under the drop policy a link opened while logged out is discarded", [
        "Given the app is launched",
        'And the pending link policy is "drop"',
        f'When I open the app with "somescreen/{ident(rng)}" deeplink',
        "Then the deep link is discarded",
        "When I log in as a mock user",
        "Then no screen is presented",
        'And the "Home" screen is displayed',
    ])


def background_link(rng, budget):
    number = ident(rng)
    return scenario(rng, "a link from the background brings the app forward", [
        "Given the app is launched",
        "And I'm logged in as a mock user",
        "And the app is in the background",
        f'When I open the app with "somescreen/{number}" deeplink',
        f'Then the "Some Screen" screen is displayed with id "{number}"',
    ])


def relaunch(rng, budget):
    link, tab = rng.choice(TAB_LINKS)
    return scenario(rng, "the session survives a relaunch", [
        "Given the app is launched",
        f'And I am logged in as "{rng.choice(USERS)}"',
        "And the app is not running",
        f'When I open the app with "{link}" deeplink',
        f'Then the "{tab}" tab is selected',
    ])


def logout_ends_access(rng, budget):
    return scenario(rng, "logging out ends clinical access", [
        "Given the app is launched",
        "And I'm logged in as a mock user",
        'When I open the app with "records" deeplink',
        'And I enter the password "1234"',
        "And I log out",
        "And I log in as a mock user",
        f'And I open the app with "prescriptions/{ident(rng)}" deeplink',
        "Then a password prompt is shown",
    ])


JOURNEYS = [cold_start, workflow_outline, queue_policy, latest_policy, drop_policy, background_link, relaunch,
            logout_ends_access]


def feature(rng, number, budget):
    """One feature file of 20 to 50 scenarios (fewer when the budget ends); returns (text, pickles)."""
    journey = number % 5 == 4
    target = min(budget, rng.randint(20, 50))
    topic = "journeys" if journey else "links"
    lines = [f"# Generated by Benchmarks/corpus/generate.py: feature {number}"]
    if rng.random() < 0.5:
        lines.append(rng.choice(["@smoke", "@regression", "@routing", "@security"]))
    lines += [f"Feature: Deep-link {topic} {number}",
              "  Generated scenarios in the standard phrases against the demo app;",
              "  every one of them passes.", ""]
    if not journey:
        lines += ["  Background:", "    Given the app is launched", "    And I'm logged in as a mock user", ""]
    templates = JOURNEYS if journey else LOGGED_IN
    count = 0
    while count < target:
        made = rng.choice(templates)(rng, target - count)
        lines += made.lines + [""]
        count += made.count
    return "\n".join(lines), count


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scenarios", type=int, required=True, help="executable scenarios (outline rows count)")
    parser.add_argument("--out", required=True, help="folder to (re)create")
    parser.add_argument("--seed", type=int, default=8)
    args = parser.parse_args()
    if args.scenarios < 1:
        parser.error("--scenarios must be at least 1")

    rng = random.Random(f"{args.seed}:{args.scenarios}")
    if os.path.isdir(args.out):
        shutil.rmtree(args.out)
    os.makedirs(args.out)
    total, number, size = 0, 0, 0
    while total < args.scenarios:
        number += 1
        text, count = feature(rng, number, args.scenarios - total)
        path = os.path.join(args.out, f"deep_links_{number:05d}.feature")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        total += count
        size += len(text.encode("utf-8"))
    print(f"{args.out}: {total} scenarios in {number} files, {size / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
