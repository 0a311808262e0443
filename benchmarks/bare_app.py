"""The yardstick for benchmarks/tui.py: a bare Textual app that shows one Static.

Any key changes the text (so the benchmark can time key-to-refresh); Ctrl+Q quits.
"""

from textual.app import App, ComposeResult
from textual.widgets import Static


class BareApp(App[None]):
    """One Static, updated on every key."""

    BINDINGS = [("ctrl+q", "quit", "Quit")]

    def compose(self) -> ComposeResult:
        yield Static("bare app ready", id="text")

    def on_mount(self) -> None:
        self.count = 0

    def on_key(self, event) -> None:
        self.count += 1
        self.query_one("#text", Static).update(f"bare app: key {self.count}")


if __name__ == "__main__":
    BareApp().run()
