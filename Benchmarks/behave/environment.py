"""behave hooks: one fresh model of the demo app per scenario, as linkspec
builds one AppWorld per scenario. The app map is read once; `LINKSPEC_APP_MAP`
overrides its path (default: the repository's Features/app.json)."""
import os
import sys

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, HERE)

from demo_app import AppMap, DemoApp  # noqa: E402


def before_all(context):
    path = os.environ.get("LINKSPEC_APP_MAP", os.path.join(HERE, "..", "..", "Features", "app.json"))
    context.app_map = AppMap(path)


def before_scenario(context, scenario):
    context.app = DemoApp(context.app_map)
    context.last_link = None
