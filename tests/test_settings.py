"""The host's lasting settings (``settings.json`` in the data folder): the language chosen on the start
screen is the next start's, after ``--lang`` and ``COMPANION_LANG`` and before the locale's variables."""

from __future__ import annotations

import json

import pytest

from companion import i18n
from companion.cli import main
from companion.settings import SettingsError, read_settings, save_language, saved_language, settings_path


@pytest.fixture
def host_speaks_english():
    yield
    i18n.set_default(i18n.SOURCE)


def test_no_file_names_no_language():
    assert not settings_path().exists()
    assert read_settings() == {} and saved_language() is None


def test_a_saved_language_keeps_the_other_settings():
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text('{"newer": [1, 2]}', encoding="utf-8")
    save_language("fr")
    assert json.loads(settings_path().read_text(encoding="utf-8")) == {"newer": [1, 2], "language": "fr"}
    assert saved_language() == "fr"


def test_the_order_option_variable_file_locale(host_speaks_english):
    assert i18n.choose("de", {"COMPANION_LANG": "it", "LANG": "es_ES.UTF-8"}, saved="fr") == "de"
    assert i18n.choose(None, {"COMPANION_LANG": "it", "LANG": "es_ES.UTF-8"}, saved="fr") == "it"
    assert i18n.choose(None, {"LANG": "es_ES.UTF-8"}, saved="fr") == "fr"
    assert i18n.choose(None, {"LANG": "es_ES.UTF-8"}, saved=None) == "es"


def test_the_command_line_reads_the_file_when_nothing_else_decides(monkeypatch, capsys, host_speaks_english):
    save_language("nl")
    monkeypatch.delenv("COMPANION_LANG")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    assert main(["games"]) == 0
    assert i18n.default() == "nl"
    assert main(["--lang", "en", "games"]) == 0
    assert i18n.default() == "en"


@pytest.mark.parametrize("content, words", [
    ("{not json", "not valid JSON"),
    ('["de"]', "one object"),
    ('{"language": 7}', "a code in quotes"),
    ('{"language": "xx"}', "no catalog for the language the settings name 'xx'"),
])
def test_a_bad_settings_file_is_one_line_and_status_2(monkeypatch, capsys, content, words):
    monkeypatch.delenv("COMPANION_LANG")
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(content, encoding="utf-8")
    assert main(["games"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err and "Traceback" not in err


def test_a_bad_file_is_not_read_when_the_option_decides(monkeypatch, host_speaks_english):
    monkeypatch.delenv("COMPANION_LANG")
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text("{not json", encoding="utf-8")
    assert main(["--lang", "de", "games"]) == 0
    with pytest.raises(SettingsError):
        saved_language()
