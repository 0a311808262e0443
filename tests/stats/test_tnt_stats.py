"""Trade and Triumph scoreboards get their own section and columns (gold, upgrades, a player's own turn)."""

from __future__ import annotations

from datetime import datetime, timezone

from companion.game.stats.aggregate import compute
from companion.game.stats.collect import collect
from companion.game.stats.names import Names
from companion.game.store import games_dir
from companion.game.tnt.kind import start
from tests.cli.conftest import run_cli
from tests.game.helpers import fixed_clock
from tests.stats.nights import monday
from companion.game.tnt.events import TntEndTurn, TntVP

TRADERS = [{"name": n, "colour": c, "symbol": n[0]} for n, c in (("Ada", "red"), ("Bo", "blue"), ("Cy", "green"))]


def tied_scoreboard() -> None:
    """Round 1: Ada and Bo each reach 20 VP in their own turn; Cy ends his turn: the round is complete."""
    games_dir().mkdir(parents=True, exist_ok=True)
    clock = fixed_clock(datetime(2026, 11, 21, 20, 0, tzinfo=timezone.utc))
    game = start(games_dir() / "trade.jsonl", name="Trade night", players=TRADERS, clock=clock)
    for name in ("Ada", "Bo"):
        game.record(TntVP(player=name, amount=20, reason="specialty cards"))
        game.record(TntEndTurn(player=name))
    game.record(TntEndTurn(player="Cy"))
    game.close()


def test_a_scoreboard_is_its_own_section_with_its_own_columns():
    monday()
    tied_scoreboard()
    titm, tnt = compute(collect().games, Names())
    assert (titm.title, tnt.title) == ("Trading in the Mediterranean", "Trade and Triumph")
    players = {p.name: p for p in tnt.players}
    # 004 End of the Game: 20 VP each, then gold 5 each (Game Setup: 5 Gold), then upgrades 0 each:
    # Ada and Bo share the victory; Cy, two ahead of him, is 3rd.
    assert (players["Ada"].wins, players["Ada"].shared_wins, players["Bo"].wins) == (1, 1, 1)
    assert (players["Cy"].wins, players["Cy"].average_rank) == (0, 3)
    assert players["Ada"].sources == {"vp": 20}  # the ledger's kind for VP entered by hand
    assert (players["Ada"].average_gold, players["Ada"].average_upgrades) == (5, 0)
    # One second per event: setup, Ada's VP, Ada's end (2 s); Bo's VP, Bo's end (2 s); Cy's end (1 s).
    assert [players[n].seconds_per_turn for n in ("Ada", "Bo", "Cy")] == [2, 2, 1]
    assert players["Ada"].seconds_per_trading is None  # no Trading phase in Trade and Triumph
    assert tnt.group.average_seconds == 5 and tnt.group.closest.margin == 0
    assert "Ada" not in {p.name for p in titm.players}


def test_the_edition_filter_picks_a_game_type():
    monday()
    tied_scoreboard()
    data = run_cli("stats", "--json", "--edition", "tnt").json()
    assert [s["game"] for s in data["sections"]] == ["tnt"]
    text = run_cli("stats").out
    assert "Player       Games Fin   Wins   Avg Best  Rank  Gold Upgr  Turn" in text
