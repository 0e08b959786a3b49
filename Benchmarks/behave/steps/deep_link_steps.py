"""The standard deep-link phrases (issue 6) as behave step definitions, with
the meaning of linkspec's `Steps/`, against the Python model in demo_app.py.

Regular-expression matching with `"([^"]*)"` for `{string}` and `(\\S+)` for
`{word}`, so that `I open "..."` and `I open "..." from inside the app` cannot
be confused (behave's default parse matcher would let the first swallow the
second).
"""
import json

from behave import given, then, use_step_matcher, when

from demo_app import Refusal

use_step_matcher("re")

MOCK_USER = "mock user"


def fail(context, expectation):
    raise AssertionError(f"{expectation}\nthe app shows:\n{context.app.describe()}")


def act(context, action, doing):
    try:
        action()
    except Refusal as refusal:
        fail(context, f"cannot {doing}: {refusal}")


def open_link(context, link, in_app=False):
    context.app.open(link, in_app=in_app)
    context.last_link = link


# Arrange

@given(r"the app is launched")
def launched(context):
    context.app.launch()
    context.app.log_out()


@given(r"the app is not running")
def not_running(context):
    context.app.terminate()


@given(r"the app is in the background")
def in_background(context):
    context.app.launch()
    context.app.move_to_background()


@given(r"I'm logged in as a mock user")
def logged_in_as_mock_user(context):
    if context.app.user != MOCK_USER:
        context.app.log_in(MOCK_USER)


@given(r'I am logged in as "([^"]*)"')
def logged_in_as(context, user):
    check_user(context, user)
    if context.app.user != user:
        context.app.log_in(user)


@given(r"I(?:'m| am) logged out")
def logged_out(context):
    context.app.log_out()


@given(r'the app flavour is "([^"]*)"')
def flavour(context, name):
    if name not in context.app.map.flavours:
        fail(context, f'unknown app flavour "{name}"')
    context.app.flavour = name


@given(r'the "([^"]*)" deep link intent is disabled')
def intent_disabled(context, intent):
    if intent.lower() not in (i.lower() for i in context.app.map.intents):
        fail(context, f'unknown intent "{intent}"')
    context.app.disabled.add(intent.lower())


@given(r'the clinical access password is "([^"]*)"')
def clinical_password(context, password):
    context.app.password = password


@given(r'the pending link policy is "([^"]*)"')
def pending_policy(context, policy):
    if policy not in ("latest", "queue", "drop"):
        fail(context, f'unknown pending link policy "{policy}"')
    context.app.pending_policy = policy


@given(r'the "([^"]*)" screen is presented')
def screen_presented(context, screen):
    act(context, lambda: context.app.present(screen), f'present "{screen}"')


@given(r'the "([^"]*)" tab is selected')
def select_tab_given(context, tab):
    act(context, lambda: context.app.select_tab(tab), f'select the "{tab}" tab')


# Act

@when(r'I open the app with "([^"]*)" deep ?link')
def open_with_deeplink(context, path):
    open_link(context, f"{context.app.map.schemes[0]}://{path}")


@when(r'I open "([^"]*)"')
def open_url(context, url):
    open_link(context, url)


@when(r'I open "([^"]*)" from inside the app')
def open_in_app(context, link):
    open_link(context, link, in_app=True)


@when(r"I log in as a mock user")
def log_in_mock(context):
    context.app.log_in(MOCK_USER)


@when(r'I log in as "([^"]*)"')
def log_in(context, user):
    check_user(context, user)
    context.app.log_in(user)


@when(r'players "([^"]*)" and "([^"]*)" log in')
def players_log_in(context, first, second):
    check_user(context, first)
    check_user(context, second)
    context.app.log_in(f"{first} and {second}")


@when(r"I log out")
def log_out(context):
    context.app.log_out()


@when(r'I enter the password "([^"]*)"')
def enter_password(context, password):
    act(context, lambda: context.app.enter_password(password), "enter the password")


@when(r"I cancel the password prompt")
def cancel_prompt(context):
    act(context, context.app.cancel_prompt, "cancel the password prompt")


@when(r'I select the "([^"]*)" tab')
def select_tab_when(context, tab):
    act(context, lambda: context.app.select_tab(tab), f'select the "{tab}" tab')


@when(r"I dismiss the presented screen")
def dismiss(context):
    act(context, context.app.dismiss, "dismiss the presented screen")


def check_user(context, user):
    if not user.strip():
        fail(context, "a user name cannot be empty")


# Assert

@then(r'the "([^"]*)" screen is displayed')
def screen_displayed(context, name):
    visible = context.app.visible
    if not visible or visible[1] != name:
        fail(context, f'expected the "{name}" screen to be displayed, but {visible} is')


@then(r'the "([^"]*)" screen is displayed with (\S+) "([^"]*)"')
def screen_displayed_with(context, name, key, value):
    visible = context.app.visible
    if not visible or visible[1] != name or visible[2].get(key) != value:
        fail(context, f'expected the "{name}" screen to be displayed with {key} "{value}", but {visible} is')


@then(r'the "([^"]*)" tab is selected')
def tab_selected(context, tab):
    if context.app.selected_tab != tab:
        fail(context, f'expected the "{tab}" tab to be selected, but {context.app.selected_tab} is')


@then(r"the screen stack is:")
def screen_stack(context):
    headings = [h.lower() for h in context.table.headings]
    if sorted(headings) != ["layer", "screen"]:
        fail(context, "the screen stack table needs the header | layer | screen |")
    layer, screen = headings.index("layer"), headings.index("screen")
    expected = [(row.cells[layer], row.cells[screen]) for row in context.table.rows]
    actual = [(entry[0], entry[1]) for entry in context.app.screen_stack]
    if expected != actual:
        fail(context, f"expected the screen stack {expected}, but it is {actual}")


@then(r"no screen is presented")
def nothing_presented(context):
    if context.app.prompt:
        fail(context, "expected no screen to be presented, but the password prompt is shown")
    if context.app.presented:
        fail(context, f"expected no screen to be presented, but {context.app.presented[-1]} is presented")


@then(r"a password prompt is shown")
def prompt_shown(context):
    if not context.app.prompt:
        fail(context, "expected a password prompt to be shown, but none is")


@then(r"no password prompt is shown")
def no_prompt(context):
    if context.app.prompt:
        fail(context, "expected no password prompt, but the password prompt is shown")


def expect_fate(context, wanted, expectation):
    link = getattr(context, "last_link", None)
    fate = context.app.fate(link) if link else "no link was opened"
    if fate != wanted:
        fail(context, f'expected the deep link "{link}" {expectation}, but it was {fate}')


@then(r"the deep link is ignored")
def ignored(context):
    expect_fate(context, "ignored", "to be ignored")


@then(r"the deep link is discarded")
def discarded(context):
    expect_fate(context, "discarded", "to be discarded")


@then(r"the deep link is waiting for login")
def waiting(context):
    expect_fate(context, "pending", "to wait for login")
    if not context.app.waiting_for_login:
        fail(context, "expected the deep link to wait for login, but nothing waits")


@then(r"the app is not opened")
def not_opened(context):
    expect_fate(context, "not opened", "not to open the app")


@then(r"the link opens in the browser")
def in_browser(context):
    expect_fate(context, "browser", "to open in the browser")


@then(r'the analytics event "([^"]*)" is logged')
def analytics_logged(context, name):
    if not any(event.get("name") == name for event in context.app.analytics):
        fail(context, f'expected the analytics event "{name}" to be logged, but {context.app.analytics}')


@then(r'the analytics event "([^"]*)" is not logged')
def analytics_not_logged(context, name):
    found = [event for event in context.app.analytics if event.get("name") == name]
    if found:
        fail(context, f'expected the analytics event "{name}" not to be logged, but it was: {found}')


@then(r"the analytics event is logged:")
def analytics_logged_json(context):
    try:
        expected = json.loads(context.text)
    except ValueError as error:
        fail(context, f"the analytics event must be a JSON object: {error}")
    if not isinstance(expected, dict):
        fail(context, "the analytics event must be a JSON object")
    wanted = {k: ("true" if v is True else "false" if v is False else str(v)) for k, v in expected.items()}
    if not any(all(event.get(k) == v for k, v in wanted.items()) for event in context.app.analytics):
        fail(context, f"expected an analytics event with {wanted}, but {context.app.analytics}")


@then(r"the deep links route as:")
def routing_table(context):
    headings = [h.lower() for h in context.table.headings]
    if sorted(headings) != ["event", "link"]:
        fail(context, "the routing table needs the header | link | event |")
    link_column, event_column = headings.index("link"), headings.index("event")
    wrong = []
    for row in context.table.rows:
        link, expected = row.cells[link_column], row.cells[event_column]
        event = context.app.resolve(link)
        if event is None:
            if expected.lower() not in ("none", "-", ""):
                wrong.append(f"  {link}: expected {expected}, got none")
        elif str(event) != expected:
            wrong.append(f"  {link}: expected {expected}, got {event}")
    if wrong:
        fail(context, f"{len(wrong)} links route differently:\n" + "\n".join(wrong))
