"""companion stats over a small folder of journals, every figure worked out by hand.

The folder (tests/stats/nights.py): Monday (finished) Ann 12, Ben 12, Cat 5, Dan 0, Cat below the
happiness line in turn I; Tuesday (finished) 'ann' 7, Bo 20, Cat 0, Eve 0; Wednesday (unfinished)
Ann plays Library, Ben 3 VP; broken.jsonl, damaged on line 3; aliases.json: Bo is Ben.
"""

from __future__ import annotations

from datetime import date

import pytest

from companion.game.stats.aggregate import Count, compute
from companion.game.stats.filters import FilterError, Filters, read_filters
from companion.game.stats.collect import collect
from companion.game.stats.names import AliasesError, Names, read_aliases
from companion.game.store import data_dir
from tests.cli.conftest import assert_one_line_error, run_cli
from tests.stats.nights import three_nights


@pytest.fixture
def section():
    three_nights()
    collected = collect()
    names = Names(read_aliases(data_dir() / "aliases.json"))
    (titm,) = compute(collected.games, names)
    return titm, collected


def by_name(section):
    return {p.name: p for p in section.players}


def test_players_are_matched_across_games_by_name_any_case_and_by_alias(section):
    titm, _ = section
    players = by_name(titm)
    # 'ann' on Tuesday is Ann; Bo is Ben (aliases.json), written as the aliases file writes him.
    assert sorted(players) == ["Ann", "Ben", "Cat", "Dan", "Eve"]
    assert {n: p.games for n, p in players.items()} == {"Ann": 3, "Ben": 3, "Cat": 3, "Dan": 2, "Eve": 1}
    assert {n: p.finished for n, p in players.items()} == {"Ann": 2, "Ben": 2, "Cat": 2, "Dan": 1, "Eve": 1}


def test_wins_count_a_shared_first_place_for_each_who_shares_it(section):
    titm, _ = section
    players = by_name(titm)
    # Monday: Ann and Ben tie at 12 VP, levels 0 and 0, no happy faces or shields: they share 1st
    # (001 The End of the Game: "thumb wrestle"). Tuesday: Bo (Ben) 20 wins alone.
    assert (players["Ben"].wins, players["Ben"].shared_wins) == (2, 1)
    assert (players["Ann"].wins, players["Ann"].shared_wins) == (1, 1)
    assert players["Cat"].wins == players["Dan"].wins == players["Eve"].wins == 0
    assert [p.name for p in titm.players][:2] == ["Ben", "Ann"]  # most wins first


def test_scores_and_places_count_finished_games_only(section):
    titm, _ = section
    players = by_name(titm)
    # Monday places: Ann 1, Ben 1, Cat 3 (two ahead), Dan 4. Tuesday: Ben 1, Ann 2, Cat and Eve
    # level on everything share 3rd (two ahead). Wednesday is unfinished: Ben's 3 VP are no score.
    assert (players["Ann"].average_score, players["Ann"].best_score, players["Ann"].average_rank) == ((12 + 7) / 2, 12, (1 + 2) / 2)
    assert (players["Ben"].average_score, players["Ben"].best_score, players["Ben"].average_rank) == ((12 + 20) / 2, 20, (1 + 1) / 2)
    assert (players["Cat"].average_score, players["Cat"].best_score, players["Cat"].average_rank) == ((5 + 0) / 2, 5, (3 + 3) / 2)
    assert (players["Dan"].average_score, players["Dan"].best_score, players["Dan"].average_rank) == (0, 0, 4)
    assert (players["Eve"].average_score, players["Eve"].average_rank) == (0, 3)


def test_vp_by_source_are_the_ledgers_kinds_and_add_up_to_the_scores(section):
    titm, _ = section
    players = by_name(titm)
    # Every VP came from a correction (ledger kind 'correction'); no developments in finished games.
    ends = {"developments": 0, "monuments and shrines": 0}
    assert players["Ann"].sources == {"correction": 12 + 7, **ends}
    assert players["Ben"].sources == {"correction": 12 + 20, **ends}  # Wednesday's 3 VP: unfinished
    assert players["Cat"].sources == {"correction": 5, **ends}


def test_calamities_and_developments_count_every_game(section):
    titm, _ = section
    players = by_name(titm)
    # Cat at -4, below the happiness line (-3, R7) in turn I: turn II's Peasant Revolt hits him (turns
    # 2-6 have one); "she moves her marker on the happiness track back to the start space", so no more.
    assert players["Cat"].calamities == [Count("Peasant Revolt", 1)]
    assert players["Ann"].calamities == []
    assert players["Ann"].favourite_developments == [Count("Library", 1)]  # played on Wednesday, unfinished


def test_time_per_turn_and_per_trading_phase_come_from_the_timestamps(section):
    titm, _ = section
    eve = by_name(titm)["Eve"]
    # One second per event. Turns I-V: trading, resolution, abilities, 4 goods, calamities,
    # development, civic, civic applied, production = 12 events, 12 s. Turn VI: the same 9 to the
    # Development phase, 2 corrections, civic, civic applied, game over = 14 s.
    assert eve.seconds_per_turn == pytest.approx((5 * 12 + 14) / 6)
    # Trading runs from its phase advance to the next one, the very next event: 1 s.
    assert eve.seconds_per_trading == 1


def test_the_group_length_closest_finish_and_highest_score(section):
    titm, _ = section
    group = titm.group
    assert (group.games, group.finished) == (3, 2)
    # Monday: 72 events of play_to_the_end after setup (5 turns × 12, 11 in turn VI, game over)
    # + 1 happiness + 3 VP corrections = 76 s; Tuesday: 72 + 2 corrections = 74 s.
    assert group.average_seconds == (76 + 74) / 2
    # Monday's lead is 12 - 12 = 0 (Ann and Ben level); Tuesday's 20 - 7 = 13.
    assert (group.closest.game, group.closest.margin, group.closest.first) == ("Monday", 0, ["Ann", "Ben"])
    assert (group.highest.player, group.highest.score, group.highest.game) == ("Ben", 20, "Tuesday")


def test_a_damaged_journal_is_named_and_skipped(section):
    titm, collected = section
    (skipped,) = collected.skipped
    assert skipped.path.name == "broken.jsonl" and "line 3" in skipped.problem
    assert titm.group.games == 3


def test_filters_by_dates_edition_and_players(section):
    _, collected = section
    names = Names({"Bo": "Ben"})

    def games(**given) -> int:
        sections = compute(collected.games, names, Filters(**given))
        return sections[0].group.games if sections else 0

    assert games(since=date(2026, 11, 10)) == 2  # Tuesday, Wednesday
    assert games(until=date(2026, 11, 10)) == 2  # Monday, Tuesday
    assert games(since=date(2026, 11, 3), until=date(2026, 11, 17)) == 1
    assert games(edition="TITM-v6") == 3 and games(edition="ours") == 0
    assert games(players=("dan", " ann ")) == 2  # Monday, Wednesday
    assert games(players=("Bo", "Eve")) == 1  # Bo is Ben: Tuesday


def test_the_command_prints_the_figures_and_names_the_damaged_journal(section):
    result = run_cli("stats")
    assert result.code == 0, result.err
    lines = result.out.splitlines()
    assert "Highest score: 20 VP, Ben — Tuesday (2026-11-10)" in lines
    assert "Closest finish: 0 VP, Ann and Ben tied — Monday (2026-11-02)" in lines
    assert any(line.endswith("broken.jsonl: line 3: not valid JSON") for line in lines)
    data = run_cli("stats", "--json", "--players", "Eve").json()
    (titm,) = data["sections"]
    assert titm["group"]["games"] == 1 and data["filters"]["players"] == ["Eve"]
    assert {p["name"]: p["wins"] for p in titm["players"]} == {"Ben": 1, "Ann": 0, "Cat": 0, "Eve": 0}


@pytest.mark.parametrize(
    "argv, says",
    [
        (("--since", "20 Nov"), "give a date as YYYY-MM-DD"),
        (("--since", "2026-11-20", "--until", "2026-11-01"), "is after --until"),
        (("--players", "Ann,,Bob"), "names separated by commas"),
    ],
)
def test_bad_filters_are_one_line(argv, says):
    result = run_cli("stats", *argv)
    assert result.code == 2 and says in result.err and len(result.err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "content, says",
    [
        ("[1, 2]", "as {\"Bo\": \"Bob\"}"),
        ("{not json", "not valid JSON"),
        ('{"A": "B", "b": "a"}', "leads back to itself"),
        ('{"Bo": "Bob", "Bo": "Robert"}', "the key 'Bo' is given twice"),  # before: Robert, silently
    ],
)
def test_a_bad_aliases_file_is_one_line(content, says):
    (data_dir() / "aliases.json").parent.mkdir(parents=True, exist_ok=True)
    (data_dir() / "aliases.json").write_text(content, encoding="utf-8")
    result = run_cli("stats")
    assert result.code == 2 and says in result.err and "Traceback" not in result.err


def test_an_alias_chain_is_followed():
    assert Names({"B": "Bo", " bo ": "Bob"}).key("b") == "bob"
    with pytest.raises(AliasesError):
        Names({"x": "y", "Y": "X"})


def test_a_chain_of_100000_aliases_is_followed_to_its_end():
    """Before: the loop check walked each alias's chain to its end, again for every alias: 27.9 s for a
    chain of 20,000, over 150 s for 68,000 (and the TUI's Statistics screen waited as long)."""
    chain = {f"a{i}": f"a{i + 1}" for i in range(100_000)}  # a0 → a1 → … → a100000
    names = Names(chain)
    assert [names.key(n) for n in ("a0", " A50000 ", "a99999", "a100000", "Ann")] == ["a100000"] * 4 + ["ann"]
    with pytest.raises(AliasesError, match="leads back to itself"):
        Names({**chain, "a100000": "a0"})  # the same chain closed into a loop at its very end


def test_the_screens_filter_line_reads_the_same_filters():
    assert read_filters("since 2026-11-01 players Ann Lee,Bob EDITION titm-v6") == Filters(
        since=date(2026, 11, 1), edition="titm-v6", players=("Ann Lee", "Bob")
    )
    assert read_filters("  ") == Filters()
    for line, says in [("Ann", "begin with one of"), ("since", "give a value after it"), ("until 1 Nov", "YYYY-MM-DD")]:
        with pytest.raises(FilterError, match=says):
            read_filters(line)
