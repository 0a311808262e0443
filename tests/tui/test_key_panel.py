"""The palette offers one list of keys, in the host's language: its "Help" (F1), never Textual's key
panel, which shows the bindings in the words they were written in (English)."""

from __future__ import annotations

from textual.app import SystemCommand

from companion import i18n
from companion.tui.commands import system_commands


def test_textual_s_key_panel_is_not_offered_and_the_others_are_said_in_the_host_language():
    commands = [  # as Textual 8 words them (App.get_system_commands)
        SystemCommand("Theme", "Change the current theme", lambda: None),
        SystemCommand("Keys", "Show help for the focused widget and a summary of available keys", lambda: None),
        SystemCommand("Keys", "Hide the keys and widget help panel", lambda: None),
        SystemCommand("Quit", "Quit the application as soon as possible", lambda: None),
    ]
    with i18n.language("de"):
        german = i18n.translations("de")
        kept = [(command.title, command.help) for command in system_commands(commands)]
    assert kept == [(german.gettext("Theme"), german.gettext("Change the current theme")),
                    (german.gettext("Quit"), german.gettext("Quit the application as soon as possible"))]
    assert german.gettext("Quit") != "Quit"
