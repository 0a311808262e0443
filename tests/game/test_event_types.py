"""Every event type of either game has its fold handler, its history line and its example in
docs/journal-format.md; events are built typed and stamped by the game (issue 23, typed events)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import textwrap
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from pydantic import ValidationError

from companion.game import kinds
from companion.game.errors import GameError
from companion.game.events import HISTORY_EVENTS, EventBase, Redo, Ruling
from companion.game.journal import load
from companion.game.titm import fold as titm_fold
from companion.game.titm.events import EVENT_ADAPTER, PhaseAdvance, TimerEvent, Warehouse
from companion.game.titm.events import EVENTS as TITM_EVENTS
from companion.game.tnt import fold as tnt_fold
from companion.game.tnt.events import EVENTS as TNT_EVENTS
from companion.game.tradesession import fold as session_fold
from companion.game.tradesession.events import EVENTS as SESSION_EVENTS
from tests.game.helpers import new_game

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "journal-format.md"
TNT_HEADING = "## The Trade and Triumph scoreboard"
SESSION_HEADING = "## Trade sessions"

#: (game type, its fold's handlers, one event class of its union), for every class of both unions.
CASES = (
    [("titm", titm_fold.HANDLERS, cls) for cls in TITM_EVENTS]
    + [("tnt", tnt_fold.HANDLERS, cls) for cls in TNT_EVENTS]
    + [("session", session_fold.HANDLERS, cls) for cls in SESSION_EVENTS]
)


def type_of(cls: type[EventBase]) -> str:
    return str(cls.model_fields["type"].default)


def doc_examples(game: str) -> dict[str, list[str]]:
    """The example lines of one game type's section of the doc, by event type."""
    text = DOC.read_text(encoding="utf-8")
    tnt, session = text.index(TNT_HEADING), text.index(SESSION_HEADING)
    section = {"tnt": text[tnt:session], "session": text[session:]}.get(game, text[:tnt])
    found: dict[str, list[str]] = {}
    for line in re.findall(r"^(\{\"type\":.*\})$", section, re.M):
        found.setdefault(re.match(r'\{"type":"([^"]+)"', line).group(1), []).append(line)
    return found


@pytest.mark.parametrize(("game", "handlers", "cls"), CASES, ids=[f"{g}-{type_of(c)}" for g, _, c in CASES])
def test_every_event_type_is_folded_described_and_shown_in_the_doc(game, handlers, cls):
    kind = kinds.get(game)
    examples = doc_examples(game).get(type_of(cls), [])
    assert examples, f"docs/journal-format.md has no example line of {type_of(cls)} ({kind.title})"
    for line in examples:
        event = kind.validate_json(line)
        assert type(event) is cls, f"the doc's {type_of(cls)} line reads as {type(event).__name__}"
        assert kind.check_stamp(event) is None
        text = kind.describe(event, None)
        assert text and text != event.type, f"no history line for {event.type}"
    if cls in HISTORY_EVENTS:  # resolved by the timeline before folding: never handed to a handler
        assert cls not in handlers
    else:
        assert cls in handlers, f"{cls.__name__} has no fold handler in {game}"


def test_every_doc_example_is_of_its_own_games_union():
    for game, events in (("titm", TITM_EVENTS), ("tnt", TNT_EVENTS), ("session", SESSION_EVENTS)):
        assert set(doc_examples(game)) <= {type_of(cls) for cls in events}


def test_an_event_with_no_handler_is_an_error_not_a_no_op(tmp_path):
    game = new_game(tmp_path)
    redo = Redo(target=1).model_copy(update={"seq": 2, "at": game.events[0].at, "turn": 1, "phase": "production"})
    before = game.state.model_dump()
    with pytest.raises(LookupError, match="no rule for redo"):
        game.kind.apply(game.state, redo)
    assert game.state.model_dump() == before


def test_code_builds_the_event_and_the_game_stamps_it(tmp_path):
    game = new_game(tmp_path)
    built = PhaseAdvance(to="trading")
    assert not built.recorded
    recorded = game.record(built)
    assert (recorded.seq, recorded.turn, recorded.phase) == (2, 1, "production")  # the setup is event 1
    assert recorded.at > game.events[0].at  # the game's clock, when it recorded it
    line = json.loads(game.path.read_text(encoding="utf-8").splitlines()[-1])
    assert list(line) == ["type", "seq", "at", "turn", "phase", "to"]  # what was not given is not written (by, joins)
    assert line == {"type": "phase_advance", "seq": 2, "at": line["at"], "turn": 1, "phase": "production", "to": "trading"}
    assert datetime.fromisoformat(line["at"]) == recorded.at


def test_a_field_out_of_bounds_is_refused_in_the_tables_words_when_built():
    # the shape's bound (a count is at most 200), said with the field's name; the rule's 3 cards is the fold's
    with pytest.raises(GameError, match="^Cards warehoused: at most 200$"):
        Warehouse(player="Ann", cards=201)


def test_reading_a_journal_line_still_raises_pydantics_error():
    line = '{"type":"warehouse","seq":2,"at":"2026-11-20T19:30:01Z","turn":1,"phase":"trading","player":"Ann","cards":201}'
    with pytest.raises(ValidationError):
        EVENT_ADAPTER.validate_json(line)


@pytest.mark.parametrize("field", ["seq", "at", "turn", "phase"])
def test_a_journal_line_without_its_envelope_is_refused(tmp_path, field):
    game = new_game(tmp_path)
    game.record(Ruling(text="hints may not be given"))
    game.close()
    lines = game.path.read_text(encoding="utf-8").splitlines()
    lines[-1] = re.sub(rf',"{field}":("[^"]*"|\d+)', "", lines[-1])
    assert f'"{field}"' not in lines[-1]
    lines.append(lines[-1].replace('"seq":3', '"seq":4'))  # not the last line: damage, not a torn tail
    game.path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(Exception, match=rf"line 3: .*{field}.* missing: every event carries its seq, at, turn and phase"):
        load(game.path)


def test_a_timers_deadline_is_checked_against_the_time_it_is_recorded(tmp_path):
    """The deadline validator reads ``at``: an event built before it is stamped is checked again when recorded."""
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    at = game.events[-1].at + timedelta(seconds=1)
    far = at.timestamp() + 2 * 366 * 86_400  # two years after the event: more than DEADLINE_SLACK
    built = TimerEvent(action="start", remaining_ms=300_000, deadline=far)  # not yet recorded: nothing to check against
    with pytest.raises(GameError, match="more than a year away"):
        game.record(built)
    assert game.events[-1].type == "phase_advance"


def test_an_event_of_another_game_type_is_refused(tmp_path):
    from companion.game.tnt.events import TntSpecialty

    game = new_game(tmp_path)
    with pytest.raises(GameError, match="tnt_specialty event is not one of Trading in the Mediterranean's"):
        game.record(TntSpecialty(player="Ann"))


MYPY_CONFIG = """
[mypy]
plugins = pydantic.mypy
follow_imports = silent
[pydantic-mypy]
init_typed = True
init_forbid_extra = True
"""

SNIPPET = """
from companion.game.titm.events import PhaseAdvance, Warehouse

PhaseAdvance(to="trading")
Warehouse(player="Ann", card=2)
Warehouse(cards=2)
"""


def test_the_type_checker_catches_a_wrong_or_missing_field_where_the_event_is_built(tmp_path):
    pytest.importorskip("mypy")
    (tmp_path / "mypy.ini").write_text(MYPY_CONFIG)
    (tmp_path / "snippet.py").write_text(textwrap.dedent(SNIPPET))
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(tmp_path / "mypy.ini"), "--cache-dir", str(tmp_path / "cache"),
         str(tmp_path / "snippet.py")],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
    )
    report = result.stdout
    assert 'snippet.py:5: error: Unexpected keyword argument "card" for "Warehouse"' in report, report
    assert 'snippet.py:6: error: Missing named argument "player" for "Warehouse"' in report, report
    assert "snippet.py:4:" not in report, report
    shutil.rmtree(tmp_path / "cache", ignore_errors=True)
