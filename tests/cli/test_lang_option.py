"""``companion --lang CODE``: the host's language, or one readable line (exit 2) for a language with no catalog."""

from __future__ import annotations

from companion import i18n
from companion.cli import main


def test_a_language_with_no_catalog_is_one_line_and_status_2(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    assert main(["--lang", "xx", "games"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no catalog for the language 'xx'" in err and "de" in err


def test_the_option_comes_before_the_setting_and_the_locale():
    try:
        assert i18n.choose("de", {"COMPANION_LANG": "en", "LANG": "en_US.UTF-8"}) == "de"
        assert i18n.choose(None, {"COMPANION_LANG": "de", "LANG": "en_US.UTF-8"}) == "de"
        assert i18n.choose(None, {"LANG": "de_AT.UTF-8"}) == "de"
        assert i18n.default() == "de"
    finally:
        i18n.set_default("en")
