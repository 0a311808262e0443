"""What a journal line may hold: user text without control codes, timestamps with a time zone,
bounded numbers (docs/journal-format.md, "File rules"). Each is refused with the file and the line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.game.errors import GameError, JournalError
from companion.game.journal import load
from tests.game.helpers import new_game
from tests.game.tnt_helpers import new_tnt
from companion.game.events import Ruling
from companion.game.titm.events import Correction, PhaseAdvance


def lines_of(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def write_lines(path: Path, lines: list[dict]) -> None:
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")


def a_journal(tmp_path: Path) -> Path:
    """A closed journal: header, setup, Trading, one ruling (lines 1-4)."""
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    game.record(Ruling(text="a ruling", rule="001 Trading Phase"))
    game.close()
    return game.path


def refused(path: Path, line: int, *fragments: str) -> str:
    with pytest.raises((JournalError, GameError)) as error:
        load(path)
    message = str(error.value)
    assert message.startswith(f"{path}: line {line}: "), message
    for fragment in fragments:
        assert fragment in message, message
    return message


HOSTILE = {"ESC": "Ann\x1b]0;pwned\x07", "BEL": "bell\x07", "NUL": "nul\x00", "U+202E": "evil\u202eoc", "U+009B": "c1\x9b2J"}


@pytest.mark.parametrize("named, text", HOSTILE.items())
@pytest.mark.parametrize(
    "where",
    [
        ("setup", ("name",)),
        ("setup", ("players", 0, "name")),
        ("setup", ("players", 1, "colour")),
        ("setup", ("players", 2, "civilisation")),
        ("ruling", ("text",)),
        ("ruling", ("rule",)),
        ("ruling", ("by",)),
    ],
)
def test_a_control_character_in_user_text_is_refused_with_its_line(tmp_path, named, text, where):
    path = a_journal(tmp_path)
    lines = lines_of(path)
    kind, keys = where
    index = next(i for i, line in enumerate(lines) if line.get("type") == kind)
    node = lines[index]
    for key in keys[:-1]:
        node = node[key]
    node[keys[-1]] = text
    write_lines(path, lines)
    message = refused(path, index + 1, "contains a control character", named)
    assert text not in message  # the message itself never carries the character


def test_a_symbol_with_a_control_character_is_refused(tmp_path):
    path = a_journal(tmp_path)
    lines = lines_of(path)
    lines[1]["players"][3]["symbol"] = "\x1b"
    write_lines(path, lines)
    refused(path, 2, "players.3.symbol", "ESC")


def test_a_control_character_in_a_dict_key_is_refused_and_not_echoed(tmp_path):
    path = a_journal(tmp_path)
    lines = lines_of(path)
    lines.append(
        {"type": "phase_advance", "seq": 4, "at": "2026-11-20T19:31:00Z", "turn": 1, "phase": "trading", "to": "resolution"}
    )
    lines.append({"type": "abilities_resolved", "seq": 5, "at": "2026-11-20T19:31:01Z", "turn": 1, "phase": "resolution"})
    lines.append(
        {"type": "goods_resolved", "seq": 6, "at": "2026-11-20T19:31:02Z", "turn": 1, "phase": "resolution",
         "player": "Ann", "goods": {"wine\x1b[2J": 1}}
    )
    write_lines(path, lines)
    message = refused(path, 7, "ESC")
    assert "\x1b" not in message


def test_trade_and_triumph_names_refuse_control_characters_too(tmp_path):
    game = new_tnt(tmp_path)
    game.close()
    lines = lines_of(game.path)
    lines[1]["players"][0]["name"] = "Ada\x07"
    write_lines(game.path, lines)
    refused(game.path, 2, "players.0.name", "BEL")


@pytest.mark.parametrize("fine", ["Cat [2nd", "[/]", "[b]", "\u200fשרה", "👩\u200d👩\u200d👧", "Zoë"])
def test_brackets_marks_and_emoji_in_names_load(tmp_path, fine):
    path = a_journal(tmp_path)
    lines = lines_of(path)
    lines[1]["players"][0]["name"] = fine
    lines[1]["name"] = fine
    write_lines(path, lines)
    loaded = load(path)
    assert loaded.events[0].players[0].name == fine and loaded.events[0].name == fine


def test_a_timestamp_without_a_time_zone_is_refused_with_its_line(tmp_path):
    path = a_journal(tmp_path)
    lines = lines_of(path)
    lines[3]["at"] = "2026-11-20T19:30:02"
    write_lines(path, lines)
    refused(path, 4, "at: the timestamp has no time zone")


@pytest.mark.parametrize(
    "deadline",
    ["1e308", "Infinity", "-Infinity", "NaN", "-1", "1e20",
     # 2026-11-20T19:30:03Z is 1795721403; 300 years later (300 × 365.25 × 86,400 s = 9,467,280,000 s):
     str(1795721403 + 9_467_280_000)],
)
def test_an_absurd_timer_deadline_is_refused_when_the_journal_is_read(tmp_path, deadline):
    path = a_journal(tmp_path)
    raw = path.read_text(encoding="utf-8")
    raw += (
        '{"type":"timer","seq":4,"at":"2026-11-20T19:30:03Z","turn":1,"phase":"trading",'
        f'"action":"start","remaining_ms":300000,"deadline":{deadline}}}\n'
    )
    raw += '{"type":"ruling","seq":5,"at":"2026-11-20T19:30:04Z","turn":1,"phase":"trading","text":"after"}\n'
    path.write_text(raw, encoding="utf-8")
    refused(path, 5, "deadline")


def test_a_deadline_five_minutes_after_its_event_loads(tmp_path):
    path = a_journal(tmp_path)
    at = 1795721403  # 2026-11-20T19:30:03Z
    raw = path.read_text(encoding="utf-8") + (
        '{"type":"timer","seq":4,"at":"2026-11-20T19:30:03Z","turn":1,"phase":"trading",'
        f'"action":"start","remaining_ms":300000,"deadline":{at + 300}.0}}\n'
    )
    path.write_text(raw, encoding="utf-8")
    assert load(path).events[-1].deadline == at + 300


@pytest.mark.parametrize("field, value", [("seq", "9" * 5000), ("target", "9" * 5000), ("target", "100000001")])
def test_huge_numbers_are_refused_with_the_line(tmp_path, field, value):
    path = a_journal(tmp_path)
    seq = value if field == "seq" else "4"
    target = value if field == "target" else "3"
    raw = path.read_text(encoding="utf-8") + (
        f'{{"type":"undo","seq":{seq},"at":"2026-11-20T19:30:03Z","turn":1,"phase":"trading","target":{target}}}\n'
        '{"type":"ruling","seq":5,"at":"2026-11-20T19:30:04Z","turn":1,"phase":"trading","text":"after"}\n'
    )
    path.write_text(raw, encoding="utf-8")
    refused(path, 5)


def test_a_journal_with_a_bom_loads(tmp_path):
    path = a_journal(tmp_path)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert len(load(path).events) == 3


def test_events_the_app_records_refuse_control_characters_and_nothing_is_written(tmp_path):
    game = new_game(tmp_path)
    before = game.path.read_bytes()
    # The field in people's words (companion.game.field_words), then the validator's own sentence.
    with pytest.raises(GameError, match=r"^The ruling: contains a control character \(ESC\)"):
        game.record(Ruling(text="Ann\x1b]0;pwned\x07"))
    with pytest.raises(GameError, match=r"^The rural worker's good: contains a control character \(BEL\)"):
        game.record(Correction(player="Ann", what="workers", good="ore\x07", value=1, reason="typo"))
    assert game.path.read_bytes() == before
    game.close()


@pytest.mark.parametrize("blank", ["\u200b", "\u200b\u200c\ufeff", "\u0301", "\u200e"])
def test_a_name_that_shows_nothing_is_refused_with_its_line(tmp_path, blank):
    """A player named only by zero-width characters would be a blank row and a blank symbol."""
    path = a_journal(tmp_path)
    lines = lines_of(path)
    lines[1]["players"][1]["name"] = blank
    write_lines(path, lines)
    refused(path, 2, "players.1.name", "shows nothing")
