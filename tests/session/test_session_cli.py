"""``companion session``, and a session's journal in ``games``, ``replay``, ``export`` and ``stats`` (issue 37)."""

from __future__ import annotations

import json
from datetime import timedelta

from companion.game.journal import load
from companion.game.session import Game
from companion.game.store import games_dir
from companion.game.titm.events import TimerEvent
from companion.game.tradesession.events import SessionCalamities, SessionEndTrade, SessionNextRound, SessionSelection
from tests.cli.helpers import run
from tests.session.helpers import TWELVE


def test_a_session_is_started_listed_replayed_exported_and_counted(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    names = ",".join(TWELVE)
    status, out, err = run(capsys, "session", "megaciv", "--players", "12", "--names", names, "--name", "Mega night",
                           "--no-open")
    assert status == 0, err
    [path] = games_dir().glob("*.jsonl")  # in the games folder, as every new game
    assert f"trade session saved to {path}" in out
    setup_at = load(path).events[0].at
    seconds = iter([10, 250, *[260] * 12, 300, 310])
    game = Game.open(path, clock=lambda: setup_at + timedelta(seconds=next(seconds)))
    game.record(TimerEvent(action="start", remaining_ms=300_000, deadline=(setup_at + timedelta(seconds=310)).timestamp()))
    game.record(SessionEndTrade())  # 240 s after the timer's start
    game.record(SessionCalamities(player="P01", held=["flood", "famine", "piracy"]))
    for name in TWELVE[1:]:
        game.record(SessionCalamities(player=name, held=[]))
    game.record(SessionSelection(seed=11))
    game.record(SessionNextRound())
    game.close()

    status, out, err = run(capsys, "games")
    assert "Mega night" in out and "trade session, round 2, Trade" in out
    status, out, err = run(capsys, "replay", str(path))
    assert status == 0 and "P01 [West]: calamities —, discarded in all 1" in out  # 3 majors at 12 players: 1 goes
    status, out, err = run(capsys, "export", str(path), "--format", "md")
    assert "Calamity Selection, seed 11; discarded: P01 " in out
    status, out, err = run(capsys, "export", str(path), "--format", "json")
    data = json.loads(out)
    assert data["rounds"][0]["seed"] == 11 and len(data["rounds"][0]["discards"]["P01"]) == 1
    status, out, err = run(capsys, "stats", "--json")
    assert status == 0, err
    section = next(s for s in json.loads(out)["sections"] if s["game"] == "session")
    p01 = next(p for p in section["players"] if p["name"] == "P01")
    assert (p01["rounds"], p01["discarded"]) == (2, 1)
    assert p01["seconds_per_trading"] == 240  # from the timer's start (10 s) to the end of trade (250 s)


def test_a_bad_session_is_one_line_and_nothing_written(tmp_path, capsys):
    path = tmp_path / "x.jsonl"
    status, out, err = run(capsys, "session", "megaciv", "--players", "4", "--game", str(path), "--no-open")
    assert status == 2 and err.count("\n") == 1 and "5 to 18 players" in err
    assert not path.exists()
