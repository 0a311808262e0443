"""A Trade and Triumph journal on disk: every event round-trips, reopening gives the same state,
``companion replay``/``export``/``games`` read it, and a bad line is one message and exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.game.journal import event_line, load
from companion.game.session import Game
from companion.game.tnt.kind import KIND
from tests.cli.helpers import run
from tests.game.helpers import fixed_clock
from tests.game.tnt_helpers import new_tnt
from companion.game.events import Ruling
from companion.game.tnt.events import TntEndTurn, TntGold, TntHand, TntResource, TntSellCards, TntSellResources, TntSpecialty, TntUpgrade, TntVP


def every_kind_of_event(tmp_path) -> Game:
    """A scoreboard with every TnT event type, a ruling, undo, redo and rewind, played to its end."""
    game = new_tnt(tmp_path)
    for region in ("forest", "mountain", "desert", "ocean", "forest"):
        game.record(TntResource(player="Ada", region=region))
    game.record(TntSellResources(player="Ada"))
    game.record(TntHand(player="Ada", amount=4, reason="drawn"))
    game.record(TntSellCards(player="Ada", cards=1, where="city"))
    game.record(TntGold(player="Ada", amount=6, reason="trade cards revealed"))
    game.record(TntSpecialty(player="Ada"))
    game.record(TntUpgrade(player="Ada", track="move", price=3))
    game.record(Ruling(text="a trade node counts as both regions", rule="004 The Trade Routes", by="host"))
    ended = game.record(TntEndTurn(player="Ada"))
    game.record(TntVP(player="Bo", amount=20, reason="specialty cards"))
    game.undo(reason="wrong player", by="host")
    game.redo()
    game.rewind(ended.seq, note="Bo's cards were counted twice")
    game.record(TntVP(player="Bo", amount=14, reason="specialty cards"))
    game.record(TntEndTurn(player="Bo"))
    game.record(TntEndTurn(player="Cy"))
    game.record(TntVP(player="Ada", amount=13, reason="specialty cards"))
    for name in ("Ada", "Bo", "Cy"):
        game.record(TntEndTurn(player=name))
    return game


@pytest.fixture
def journal(tmp_path) -> Path:
    game = every_kind_of_event(tmp_path)
    assert game.state.phase == "over"
    game.close()
    return game.path


def test_the_header_names_the_game_type(journal):
    header = json.loads(journal.read_text(encoding="utf-8").splitlines()[0])
    assert header["game"] == "tnt"


def test_every_event_reads_back_as_written_and_reopens_to_the_same_state(tmp_path):
    game = every_kind_of_event(tmp_path)
    game.close()
    loaded = load(game.path)
    assert loaded.kind is KIND
    assert [e.model_dump() for e in loaded.events] == [e.model_dump() for e in game.events]
    for event in loaded.events:
        assert KIND.validate_json(event_line(event)) == event
    reopened = Game.open(game.path, clock=fixed_clock())
    assert reopened.state.model_dump() == game.state.model_dump()
    reopened.record(Ruling(text="written after reopening"))
    reopened.close()


def test_replay_prints_the_state_and_exits_0(journal, capsys):
    status, out, err = run(capsys, "replay", str(journal))
    assert status == 0, err
    lines = out.splitlines()
    assert lines[0] == "Trade night: round 2, Game over — The game is over."
    # Ada: 5 gold + 2 (a card sold at the city) + 6 − 10 (specialty) − 3 (upgrade) = 0
    assert lines[1].startswith("  Ada [A]: 20 VP, 0 gold; upgrades move 1, draw 0, play 0;")
    assert "Winner: Ada (the most VP)" in lines
    status, out, err = run(capsys, "replay", str(journal), "--json")
    data = json.loads(out)
    assert (data["game"], data["phase"], data["outcome"]["winners"]) == ("tnt", "over", ["Ada"])


def test_replay_until_shows_an_earlier_state(journal, capsys):
    status, out, _ = run(capsys, "replay", str(journal), "--until", "7", "--json")
    data = json.loads(out)
    assert status == 0 and data["players"][0]["vp"] == 7 and data["whose_turn"] == "Ada"


@pytest.mark.parametrize(
    ("where", "old", "new", "message"),
    [
        ("tnt_end_turn", '"player":"Bo"', '"player":"Zed"', "'Zed' is not a player in this game"),
        ("tnt_resource", '"phase":"playing"', '"phase":"trading"',
         "phase 'trading' is not one of this game's (setup, playing, last round, over)"),
        ("tnt_vp", '"type":"tnt_vp"', '"type":"phase_advance"', "unknown event type 'phase_advance'"),
        ("tnt_upgrade", '"track":"move"', '"track":"fly"', "track: Input should be 'move', 'draw' or 'play'"),
    ],
)
def test_a_bad_tnt_line_exits_2_with_one_line(journal, capsys, where, old, new, message):
    lines = journal.read_text(encoding="utf-8").splitlines(keepends=True)
    index = next(i for i, text in enumerate(lines) if f'"type":"{where}"' in text and old in text)
    lines[index] = lines[index].replace(old, new, 1)
    journal.write_text("".join(lines), encoding="utf-8")
    status, out, err = run(capsys, "replay", str(journal))
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and f"line {index + 1}" in err and message in err, err


def test_export_and_games_read_a_tnt_journal(journal, capsys, monkeypatch):
    status, out, _ = run(capsys, "export", str(journal))
    assert status == 0 and "## Outcome" in out and "Winner: Ada (the most VP)" in out
    assert "| 2 | +7 |  | resources: 1 set of four + 1 forest at the city |" not in out  # round 1, not 2
    assert "| 1 | +7 |  | resources: 1 set of four + 1 forest at the city |" in out
    status, out, _ = run(capsys, "export", str(journal), "--format", "json")
    data = json.loads(out)
    assert {e["unit"] for e in data["ledger"]} == {"vp", "gold"}
    monkeypatch.setenv("COMPANION_DATA_DIR", str(journal.parent.parent))
    (journal.parent.parent / "games").mkdir()
    journal.rename(journal.parent.parent / "games" / journal.name)
    status, out, _ = run(capsys, "games")
    assert status == 0 and "Trade night — Ada, Bo, Cy — Trade and Triumph, round 2, over" in out
