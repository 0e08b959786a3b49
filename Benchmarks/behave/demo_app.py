"""A small Python model of the demo app (`Features/app.json`) for the behave
side of the whole-run benchmark.

It keeps the state the standard phrases assert on, with the rules of
`Sources/AppSimulation`: launch state, session and clinical access, the tab bar
with one stack per tab, presented screens, the password prompt, links waiting
for login under the latest/queue/drop policies, flavours and disabled intents,
the routes of the app map (typed parameters, precedence, fallbacks, universal
links, the open-redirect guard), the launchGame workflow, analytics, and a log
of what became of each link. It reads the same app map as linkspec, so both
tools check the same behaviour; it is not a general app simulator.
"""
import json
import os
import plistlib
from urllib.parse import unquote_to_bytes

REQUIREMENT = {"none": 0, "login": 1, "clinicalAccess": 2}


def decoded(text):
    """Strict percent-decoding, as linkspec's link parser does."""
    if "%" not in text:
        return text
    return unquote_to_bytes(text).decode("utf-8")


class Link:
    def __init__(self, text):
        rest = text.split("#", 1)[0]
        self.scheme = None
        colon = rest.find(":")
        if colon > 0 and rest[0].isascii() and rest[0].isalpha() and all(
                c.isascii() and (c.isalnum() or c in "+-.") for c in rest[:colon]):
            self.scheme = rest[:colon].lower()
            rest = rest[colon + 1:]
        self.host = None
        if self.scheme is not None and rest.startswith("//"):
            rest = rest[2:]
            end = len(rest)
            for mark in "/?":
                found = rest.find(mark)
                if found >= 0:
                    end = min(end, found)
            authority, rest = rest[:end], rest[end:]
            authority = authority.rsplit("@", 1)[-1].split(":", 1)[0]
            self.host = decoded(authority)
        query = ""
        if "?" in rest:
            rest, query = rest.split("?", 1)
        self.path = [decoded(s) for s in rest.split("/") if s]
        self.query = []
        for item in (i for i in query.split("&") if i):
            name, _, value = item.partition("=")
            self.query.append((decoded(name), decoded(value)))

    @property
    def is_web(self):
        return self.scheme in ("http", "https")

    @property
    def intent_segments(self):
        return ([self.host] if self.host else []) + self.path


def typed_value(kind, text):
    if kind == "string":
        return text if text else None
    if kind == "int":
        body = text[1:] if text[:1] in "+-" else text
        return int(text) if body.isdigit() and body.isascii() and len(text) <= 20 else None
    return None


class Parameter:
    def __init__(self, text):
        body = text[1:-1]
        self.optional = body.endswith("?")
        body = body.rstrip("?")
        self.name, _, kind = body.partition(":")
        self.kind = kind or "string"


class Pattern:
    def __init__(self, source):
        path, _, query = source.partition("?")
        self.segments = [Parameter(s) if s.startswith("{") else s for s in path.strip("/").split("/")]
        self.query = []
        for item in (i for i in query.split("&") if i):
            key, equals, body = item.partition("=")
            parameter = Parameter(body if equals and not item.startswith("{") else item)
            self.query.append((key if equals and not item.startswith("{") else parameter.name, parameter))

    def match(self, path, query):
        """(full, arguments or problem, rank) or None when a literal differs."""
        arguments, problem, literals, typed = [], None, 0, 0
        for index, segment in enumerate(self.segments):
            if index >= len(path):
                if isinstance(segment, Parameter):
                    if not segment.optional and problem is None:
                        problem = f"the {segment.kind} parameter '{segment.name}' is missing"
                    continue
                return None
            if isinstance(segment, str):
                if segment.lower() != path[index].lower():
                    return None
                literals += 1
            else:
                value = typed_value(segment.kind, path[index])
                if value is not None:
                    arguments.append((segment.name, value))
                    typed += segment.kind != "string"
                elif problem is None:
                    problem = f"'{path[index]}' is not a {segment.kind} (parameter '{segment.name}')"
        if len(path) > len(self.segments) and problem is None:
            problem = f"unexpected path segment '{path[len(self.segments)]}'"
        items = 0
        for key, parameter in self.query:
            text = next((v for n, v in query if n == key), None)
            if text is None:
                if not parameter.optional and problem is None:
                    problem = f"the query item '{key}' is missing"
                continue
            value = typed_value(parameter.kind, text)
            if value is not None:
                arguments.append((parameter.name, value))
                items += 1
            elif not (parameter.optional and text == "") and problem is None:
                problem = f"query item '{key}': '{text}' is not a {parameter.kind}"
        last = self.segments[-1]
        same_length = len(path) == len(self.segments) or (
            isinstance(last, Parameter) and last.optional and len(path) == len(self.segments) - 1)
        rank = (literals, typed, items, same_length)
        return (False, problem, rank) if problem else (True, arguments, rank)


class Event:
    """A routing event: `showSomeScreen(id: 42)`."""

    def __init__(self, name, arguments=()):
        self.name, self.arguments = name, list(arguments)

    @property
    def context(self):
        return {name: str(value) for name, value in self.arguments}

    def __str__(self):
        if not self.arguments:
            return self.name
        shown = ", ".join(f"{n}: {json.dumps(v) if isinstance(v, str) else v}" for n, v in self.arguments)
        return f"{self.name}({shown})"


class Route:
    def __init__(self, spec):
        self.pattern_text = spec["pattern"]
        self.name = spec.get("name", self.pattern_text)
        self.pattern = Pattern(self.pattern_text)
        self.event = spec["event"]
        self.requires = REQUIREMENT[spec.get("requires", "login")]
        self.fallback = spec.get("fallback")
        self.pending_policy = spec.get("pendingPolicy")
        self.analytics = spec.get("analytics", [])
        self.tab = spec.get("tab")
        self.action = next((key, spec[key]) for key in ("selectTab", "push", "present", "workflow") if key in spec)
        self.intent = self.pattern_text.split("?", 1)[0].split("/")[0]


class AppMap:
    @staticmethod
    def _plist_schemes(folder, name):
        """The schemes of `CFBundleURLTypes` in the app's Info.plist, in order
        (the app map names its files instead of listing the schemes)."""
        if not name:
            return []
        with open(os.path.join(folder, name), "rb") as f:
            info = plistlib.load(f)
        return [scheme for url_type in info.get("CFBundleURLTypes", [])
                for scheme in url_type.get("CFBundleURLSchemes", [])]

    @staticmethod
    def _entitlement_hosts(folder, name):
        """The `applinks:` hosts of the entitlements' associated domains."""
        if not name:
            return []
        with open(os.path.join(folder, name), "rb") as f:
            entitlements = plistlib.load(f)
        return [domain[len("applinks:"):].split("?", 1)[0]
                for domain in entitlements.get("com.apple.developer.associated-domains", [])
                if domain.startswith("applinks:")]

    def __init__(self, path):
        with open(path, encoding="utf-8") as f:
            spec = json.load(f)
        folder = os.path.dirname(os.path.abspath(path))
        self.schemes = spec.get("schemes") or self._plist_schemes(folder, spec.get("infoPlist"))
        self.hosts = [h.lower() for h in spec.get("universalLinkHosts")
                      or self._entitlement_hosts(folder, spec.get("entitlements"))]
        self.tabs = [(t["name"], t["root"]) for t in spec["tabs"]]
        self.initial_tab = spec.get("initialTab", self.tabs[0][0])
        self.login_screen = spec.get("loginScreen", "Login")
        self.password = spec.get("clinicalAccessPassword")
        self.pending_policy = spec.get("pendingPolicy", "latest")
        self.allowed_web_hosts = spec.get("allowedWebHosts", [])
        self.screens = {s["name"]: s for s in spec.get("screens", [])}
        self.analytics = spec.get("analytics", [])
        self.routes = [Route(r) for r in spec["routes"]]
        self.flavours = {name: [i.lower() for i in f.get("disabledIntents", [])]
                         for name, f in spec.get("flavours", {}).items()}
        self.workflows = {w["name"]: w["steps"] for w in spec.get("workflows", [])}
        self.intents = list(dict.fromkeys(r.intent for r in self.routes))


class Task:
    def __init__(self, link, event, route):
        self.link, self.event, self.route = link, event, route
        self.workflow_step = 0


class Refusal(Exception):
    """A user action the app's state does not allow."""


class DemoApp:
    def __init__(self, app_map):
        self.map = app_map
        self.running = "not running"
        self.user = None
        self.clinical_access = False
        self.flavour = None
        self.password = app_map.password
        self.pending_policy = app_map.pending_policy
        self.disabled = set()
        self.tabs = None            # [name, root, pushed screens] per tab while logged in and running
        self.selected = 0
        self.presented = []         # (name, context) bottom to top
        self.prompt = None          # the Task waiting for the password
        self.pending = []           # (policy, Task)
        self.log = []               # (kind, link or detail)
        self.analytics = []

    # Queries

    @property
    def selected_tab(self):
        return self.tabs[self.selected][0] if self.tabs else None

    @property
    def screen_stack(self):
        """(layer, name, context) bottom to top."""
        if self.running == "not running":
            return []
        if self.tabs:
            name, root, pushed = self.tabs[self.selected]
            stack = [("tab", root, {})] + [("push", s, c) for s, c in pushed]
        else:
            stack = [("login", self.map.login_screen, {})]
        stack += [("modal", s, c) for s, c in self.presented]
        if self.prompt:
            stack.append(("prompt", "Password Prompt", {}))
        return stack

    @property
    def visible(self):
        stack = self.screen_stack
        return stack[-1] if stack else None

    @property
    def waiting_for_login(self):
        return bool(self.pending) and self.user is None

    def describe(self):
        lines = [f"app: {self.running}, " + (f"logged in as {self.user}" if self.user else "logged out")]
        if self.selected_tab:
            lines.append(f"selected tab: {self.selected_tab}")
        lines += [f"  {layer:<6} {name} {context or ''}".rstrip() for layer, name, context in self.screen_stack]
        lines.append("pending links: " + (", ".join(t.link for _, t in self.pending) or "none"))
        return "\n".join(lines)

    # Lifecycle

    def launch(self, cold_start=False):
        if self.running == "background":
            self.running = "foreground"
        elif self.running == "not running":
            self.running = "foreground"
            self.presented = []
            self.tabs = self.new_tab_bar() if self.user else None

    def new_tab_bar(self):
        self.selected = next((i for i, (n, _) in enumerate(self.map.tabs) if n == self.map.initial_tab), 0)
        return [[name, root, []] for name, root in self.map.tabs]

    def terminate(self):
        if self.running == "not running":
            return
        if self.prompt:
            self.log.append(("discarded", self.prompt.link))
            self.prompt = None
        for _, task in self.pending:
            self.log.append(("discarded", task.link))
        self.pending, self.presented, self.tabs = [], [], None
        self.running = "not running"

    def move_to_background(self):
        if self.running == "foreground":
            self.running = "background"

    def log_in(self, user):
        if self.user:
            self.log_out()
        self.user = user
        if self.running != "not running":
            self.presented = []
            self.tabs = self.new_tab_bar()
            self.resume_pending()

    def log_out(self):
        if not self.user:
            return
        if self.prompt:
            self.log.append(("discarded", self.prompt.link))
            self.prompt = None
        self.user, self.clinical_access = None, False
        if self.running != "not running":
            self.presented, self.tabs = [], None

    def disabled_reason(self, intent):
        key = intent.lower()
        if self.flavour and key in self.map.flavours.get(self.flavour, []):
            return f"the intent '{intent}' is disabled in flavour '{self.flavour}'"
        return f"the intent '{intent}' is disabled" if key in self.disabled else None

    # User actions

    def select_tab(self, name):
        if self.running == "not running":
            raise Refusal("the app is not running")
        if not self.tabs:
            raise Refusal("there is no tab bar while logged out")
        if name not in [n for n, _ in self.map.tabs]:
            raise Refusal(f"unknown tab '{name}'")
        if self.prompt:
            raise Refusal("a password prompt is shown over the tab bar")
        if self.presented:
            raise Refusal(f"'{self.presented[-1][0]}' is presented over the tab bar")
        self.select(name)

    def select(self, name):
        if self.tabs:
            self.selected = next(i for i, tab in enumerate(self.tabs) if tab[0] == name)

    def present(self, name):
        if self.running == "not running":
            raise Refusal("the app is not running")
        if name not in self.map.screens and name not in [r for _, r in self.map.tabs]:
            raise Refusal(f"unknown screen '{name}'")
        if self.prompt:
            raise Refusal("a password prompt is shown")
        self.presented.append((name, {}))

    def dismiss(self):
        if self.prompt:
            raise Refusal("a password prompt is shown: enter the password or cancel it")
        if not self.presented:
            raise Refusal("no screen is presented")
        self.presented.pop()

    def enter_password(self, password):
        task = self.take_prompt()
        if self.password is not None and password == self.password:
            self.clinical_access = True
            self.run(task)
        else:
            self.log.append(("discarded", task.link))
        self.resume_pending()

    def cancel_prompt(self):
        self.log.append(("discarded", self.take_prompt().link))
        self.resume_pending()

    def take_prompt(self):
        if not self.prompt:
            raise Refusal("no password prompt is shown")
        task, self.prompt = self.prompt, None
        return task

    # Links

    def open(self, text, in_app=False):
        self.log.append(("received", text))
        try:
            link = Link(text)
        except UnicodeDecodeError:
            if not in_app:
                return self.log.append(("not opened", text))
            self.launch()
            return self.log.append(("ignored", text))
        if link.is_web:
            if (link.host or "").lower() not in self.map.hosts:
                return self.log.append(("browser", text))
        elif link.scheme:
            if not in_app and link.scheme not in self.map.schemes:
                return self.log.append(("not opened", text))
        elif not in_app:
            return self.log.append(("not opened", text))
        task, claimed = self.decide(link, text)
        if link.is_web and task is None and not claimed:
            return self.log.append(("browser", text))
        self.launch()
        if task is None:
            return self.log.append(("ignored", text))
        if self.prompt:
            self.log.append(("discarded", self.prompt.link))
            self.prompt = None
        self.run(task)

    def resolve(self, text):
        """The routing event of a link, without navigating; None when no route applies."""
        task, _ = self.decide(Link(text), text)
        return task.event if task else None

    def decide(self, link, text):
        """(Task, claimed): the route for a link, by precedence, else the best partial match's fallback."""
        universal = link.is_web and (link.host or "").lower() in self.map.hosts
        path = link.path if universal else link.intent_segments
        best = partial = None
        for route in self.map.routes:
            found = route.pattern.match(path, link.query)
            if found is None:
                continue
            full, detail, rank = found
            if full and (best is None or best[0] < rank):
                best = (rank, route, detail)
            if not full and (partial is None or partial[0] < rank):
                partial = (rank, route, detail)
        if best:
            route, event = best[1], Event(best[1].event, best[2])
        elif partial:
            route = partial[1]
            if self.disabled_reason(route.intent):
                return None, True
            fallback = next((r for r in self.map.routes if r.name == route.fallback), None)
            if fallback is None:
                return None, False
            route, event = fallback, Event(fallback.event)
        else:
            return None, False
        if self.disabled_reason(route.intent):
            return None, True
        return Task(text, event, route), True

    def run(self, task):
        route = task.route
        kind, target = route.action
        needs = route.requires if kind in ("present", "workflow") else max(route.requires, REQUIREMENT["login"])
        if needs >= REQUIREMENT["login"] and not self.user:
            return self.wait_for_login(task)
        if needs == REQUIREMENT["clinicalAccess"] and not self.clinical_access:
            self.prompt = task
            return self.log.append(("prompt", task.link))
        context = task.event.context
        if kind == "selectTab":
            self.presented = []
            self.select(target)
        elif kind == "push":
            self.push(target, context, route.tab)
        elif kind == "present":
            parameter = self.map.screens.get(target, {}).get("webView")
            if parameter and not self.allowed_web_page(context.get(parameter, "")):
                return self.log.append(("discarded", task.link))
            self.present_for_link(target, context)
        else:
            return self.run_workflow(target, task)
        self.finish(task)

    def allowed_web_page(self, url):
        try:
            link = Link(url)
        except UnicodeDecodeError:
            return False
        return link.is_web and (link.host or "").lower() in self.map.allowed_web_hosts

    def push(self, screen, context, tab):
        self.presented = []
        if tab:
            self.select(tab)
        if not self.tabs:
            return
        _, root, pushed = self.tabs[self.selected]
        if root == screen and not context:
            pushed.clear()
        elif (screen, context) in pushed:
            del pushed[pushed.index((screen, context)) + 1:]
        else:
            pushed.append((screen, context))

    def present_for_link(self, screen, context):
        if (screen, context) in self.presented:
            del self.presented[self.presented.index((screen, context)) + 1:]
        else:
            self.presented = [(screen, context)]

    def run_workflow(self, name, task):
        steps = self.map.workflows.get(name)
        if steps is None:
            return self.log.append(("ignored", task.link))
        while task.workflow_step < len(steps):
            step = steps[task.workflow_step]
            if "present" not in step and not self.user:
                return self.wait_for_login(task)
            if "selectTab" in step:
                self.presented = []
                self.select(step["selectTab"])
            elif "push" in step:
                self.push(step["push"], task.event.context, step.get("tab"))
            elif "present" in step:
                self.present_for_link(step["present"], task.event.context)
            elif "pushScreenNamedBy" in step:
                value = task.event.context.get(step["pushScreenNamedBy"])
                screens = step["screens"]
                key = next((k for k in sorted(screens) if value is not None and k.lower() == value.lower()), None)
                if key:
                    self.push(screens[key], {}, step.get("tab"))
            task.workflow_step += 1
        self.finish(task)

    def finish(self, task):
        values = dict(task.event.context, intent=task.route.intent, event=task.route.event, route=task.route.name)
        for template in self.map.analytics + task.route.analytics:
            fields = {}
            for key, value in template.items():
                text = str(value)
                for name, filled in values.items():
                    text = text.replace("{" + name + "}", filled)
                fields[key] = text
            self.analytics.append(fields)
        self.log.append(("routed", task.link))

    def wait_for_login(self, task):
        policy = task.route.pending_policy or self.pending_policy
        if policy == "drop":
            return self.log.append(("discarded", task.link))
        if policy == "latest":
            for old_policy, old in self.pending:
                if old_policy == "latest":
                    self.log.append(("discarded", old.link))
            self.pending = [(p, t) for p, t in self.pending if p != "latest"]
        self.pending.append((policy, task))
        self.log.append(("pending", task.link))

    def resume_pending(self):
        while self.prompt is None and self.user and self.running != "not running" and self.pending:
            self.run(self.pending.pop(0)[1])

    def fate(self, link):
        """What finally became of the last opening of `link`, read from the log."""
        start = max((i for i, (kind, text) in enumerate(self.log) if kind == "received" and text == link), default=None)
        if start is None:
            return "no link was opened"
        fate = "unresolved"
        for kind, text in self.log[start + 1:]:
            if text == link and kind not in ("received", "prompt"):
                fate = kind
        return fate
