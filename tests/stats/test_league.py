"""The league (issue 38): ratings, head-to-head, streaks and records, and seasons.

Games are built by hand as digests (what the statistics keep of a game): places as the final
ranking gives them, a shared place keeping one rank for every name in it (C12). Expected ratings
come from calling openskill's Plackett–Luce model directly on the same sequence; everything else
is counted by hand here.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import pytest
from openskill.models import PlackettLuce

from companion.game.stats.digest import GameDigest, PlayerDigest
from companion.game.stats.filters import FilterError, Filters, make_filters, read_filters
from companion.game.stats.league import compute_league
from companion.game.stats.names import Names
from companion.game.stats.seasons import Season, SeasonsError, current_season, find_season, read_seasons
from companion.game.stats.text import league_lines
from companion.game.store import data_dir
from tests.cli.conftest import assert_one_line_error, run_cli
from tests.stats.nights import three_nights

START = datetime(2026, 3, 2, 19, 0, tzinfo=timezone.utc)


def game(day: int, name: str, places: dict[str, int], scores: dict[str, int] | None = None, finished: bool = True, **extra) -> GameDigest:
    """A game ``day`` days after START: each player's place (1 = first; equal numbers share a place)."""
    scores = scores or {n: 100 - 10 * r for n, r in places.items()}
    firsts = [n for n, r in places.items() if r == 1]
    players = [
        PlayerDigest(
            name=n,
            score=scores[n] if finished else None,
            rank=r if finished else None,
            winner=finished and r == 1,
            shared=finished and r == 1 and len(firsts) > 1,
            **extra.get(n, {}),
        )
        for n, r in places.items()
    ]
    when = START + timedelta(days=day)
    return GameDigest(game="titm", name=name, edition="titm-v6", started=when, last_change=when, finished=finished, players=players)


def test_ratings_are_the_librarys_own_with_shared_places_as_shared_ranks():
    # Ann first every time, Dan last every time he plays, Ben and Cat sharing 2nd place every time
    # (C12). One unfinished game between them has no places and rates nobody.
    games = [
        game(0, "One", {"Ann": 1, "Ben": 2, "Cat": 2, "Dan": 4}),
        game(7, "Two", {"Dan": 4, "Cat": 2, "Ben": 2, "Ann": 1}),
        game(10, "Open", {"Dan": 1, "Ann": 2}, finished=False),
        game(14, "Three", {"Ann": 1, "Ben": 2, "Cat": 2}),
    ]
    model = PlackettLuce()
    mine = {n: model.rating(name=n) for n in ("Ann", "Ben", "Cat", "Dan")}
    for seats in (["Ann", "Ben", "Cat", "Dan"], ["Dan", "Cat", "Ben", "Ann"], ["Ann", "Ben", "Cat"]):
        ranks = {"Ann": 1, "Ben": 2, "Cat": 2, "Dan": 4}
        after = model.rate([[mine[n]] for n in seats], ranks=[ranks[n] for n in seats])
        mine.update({n: team[0] for n, team in zip(seats, after)})

    (league,) = compute_league(games, Names())
    rated = {r.name: r for r in league.ratings}
    for n, expected in mine.items():
        assert rated[n].mu == pytest.approx(expected.mu) and rated[n].sigma == pytest.approx(expected.sigma)
        assert rated[n].ordinal == pytest.approx(expected.ordinal())
    assert {n: r.games for n, r in rated.items()} == {"Ann": 3, "Ben": 3, "Cat": 3, "Dan": 2}
    # Ann won all three; Ben and Cat shared every place, so they are rated alike (alphabetical
    # between them); Dan lost both of his: Ann, Ben, Cat, Dan from the best ordinal down.
    assert [r.name for r in league.ratings] == ["Ann", "Ben", "Cat", "Dan"]
    assert league.leader.name == "Ann"
    assert rated["Ben"].mu == rated["Cat"].mu
    # Each game's change is the ordinal after it less the one before: they add up to the ordinal
    # less the library's starting ordinal (μ 25, σ 25/3: 25 − 3 × 25/3 = 0).
    assert sum(p.change for p in rated["Dan"].history) == pytest.approx(rated["Dan"].ordinal - 0)
    assert [p.game for p in rated["Dan"].history] == ["One", "Two"]


def test_head_to_head_counted_by_hand_over_three_games():
    games = [
        game(0, "One", {"Ann": 1, "Ben": 2, "Cat": 3}),
        game(1, "Two", {"Ann": 2, "Ben": 1, "Cat": 2}),  # Ann and Cat share 2nd place
        game(2, "Three", {"Ann": 1, "Ben": 1}),  # Ann and Ben share 1st; Cat not there
    ]
    pairs = {(h.first, h.second): (h.games, h.first_ahead, h.second_ahead, h.level) for h in compute_league(games, Names())[0].head_to_head}
    # Ann–Ben: One Ann ahead, Two Ben ahead, Three level. Ann–Cat: One Ann ahead, Two level.
    # Ben–Cat: One Ben ahead, Two Ben ahead.
    assert pairs == {("Ann", "Ben"): (3, 1, 1, 1), ("Ann", "Cat"): (2, 1, 0, 1), ("Ben", "Cat"): (2, 2, 0, 0)}


def test_streaks_and_records_each_name_their_game():
    calamity = {"calamities": {"Peasant Revolt": 2, "Barbarian Attack": 1}}
    games = [
        game(0, "One", {"Ann": 1, "Ben": 2}, {"Ann": 50, "Ben": 40}, Ben={"race_vp": [0, 5, 30, 40]}),
        game(1, "Two", {"Ann": 2, "Ben": 1}, {"Ann": 10, "Ben": 45}, Ann=calamity),
        game(2, "Three", {"Ann": 1, "Ben": 1}, {"Ann": 30, "Ben": 30}),  # shared first: a win for both
        game(3, "Four", {"Ann": 2, "Ben": 1}, {"Ann": 20, "Ben": 21}),
        game(4, "Five", {"Ann": 1, "Ben": 2}, {"Ann": 60, "Ben": 0}, finished=False),  # unfinished: no win
    ]
    (league,) = compute_league(games, Names())
    rec = league.records
    # Ben: lost One, then won Two, Three (shared), Four: three in a row, ending in Four.
    assert (rec.streak.player, rec.streak.value, rec.streak.game) == ("Ben", 3, "Four")
    # Leads of a sole winner: One 10, Two 35, Four 1 (Three is a tie; Five is not finished).
    assert (rec.biggest_win.player, rec.biggest_win.value, rec.biggest_win.game) == ("Ben", 35, "Two")
    # Ben's race in One: 0, 5, 30, 40: gains 5, 25, 10: the most, 25, in turn II.
    assert (rec.turn_vp.player, rec.turn_vp.value, rec.turn_vp.turn, rec.turn_vp.game) == ("Ben", 25, 2, "One")
    assert (rec.calamities.player, rec.calamities.value, rec.calamities.game) == ("Ann", 2 + 1, "Two")
    lines = league_lines(league)
    assert "Longest winning streak: 3 games, Ben — Four (2026-03-05)" in lines
    assert "Most VP in one turn: 25 VP, Ben in turn II — One (2026-03-02)" in lines


def test_a_season_is_a_year_or_a_named_span(tmp_path):
    path = tmp_path / "seasons.json"
    path.write_text('[{"name": "Spring league", "from": "2026-03-01", "to": "2026-03-04"}]')
    seasons = read_seasons(path)
    assert seasons == [Season("Spring league", date(2026, 3, 1), date(2026, 3, 4))]
    assert find_season(" spring LEAGUE ", seasons) == seasons[0]
    assert find_season("2025", seasons) == Season("2025", date(2025, 1, 1), date(2025, 12, 31))
    with pytest.raises(SeasonsError, match="give a year"):
        find_season("summer", seasons)
    # The named season holding the day, else that day's calendar year.
    assert current_season(date(2026, 3, 3), seasons).name == "Spring league"
    assert current_season(date(2026, 3, 5), seasons).name == "2026"
    filters = read_filters("season spring league players Ann", seasons)
    assert filters == Filters(date(2026, 3, 1), date(2026, 3, 4), None, ("Ann",), "Spring league")
    # March 2 and 3 are in the season, March 9 is not: the league rates One and Two only.
    games = [game(0, "One", {"Ann": 1, "Ben": 2}), game(1, "Two", {"Ann": 1, "Ben": 2}), game(7, "Later", {"Ann": 2, "Ben": 1})]
    (league,) = compute_league(games, Names(), filters)
    assert {r.name: r.games for r in league.ratings} == {"Ann": 2, "Ben": 2}
    with pytest.raises(FilterError, match="leave out --since"):
        make_filters(since="2026-01-01", season="2026", prefix="--")


@pytest.mark.parametrize(
    "text, problem",
    [
        ("{", "not valid JSON"),
        ('{"name": "A"}', "give a list of seasons"),
        ('[{"name": "A", "from": "2026-01-01"}]', "season 1: give its name, from and to"),
        ('[{"name": "A", "from": "2026-13-01", "to": "2026-12-01"}]', "give from and to as YYYY-MM-DD"),
        ('[{"name": "A", "from": "2026-02-01", "to": "2026-01-01"}]', "is after to"),
    ],
)
def test_a_bad_seasons_file_is_one_line_exit_2(text, problem):
    data_dir().mkdir(parents=True, exist_ok=True)
    (data_dir() / "seasons.json").write_text(text)
    result = run_cli("stats", "--season", "A")
    assert_one_line_error(result, problem)


def test_stats_json_carries_the_league_of_the_season():
    three_nights()
    data = run_cli("stats", "--json", "--season", "2026").json()
    assert data["filters"]["season"] == "2026" and data["filters"]["since"] == "2026-01-01"
    (league,) = data["leagues"]
    # Monday: Ann and Ben share 1st, Cat 3rd, Dan 4th. Tuesday: Bo (Ben) 1st, ann 2nd, Cat and Eve
    # share 3rd. Ben finished ahead of everyone he met but Ann on Monday (level): Ben leads.
    assert league["leader"] == "Ben"
    pairs = {(h["first"], h["second"]): (h["games"], h["first_ahead"], h["second_ahead"], h["level"]) for h in league["head_to_head"]}
    assert pairs[("Ann", "Ben")] == (2, 0, 1, 1) and pairs[("Cat", "Eve")] == (1, 0, 0, 1)
    # Tuesday's 20 VP for Bo were recorded in turn VI: his race gains 20 in turn 6, the most of any turn.
    assert league["records"]["turn_vp"] == {"player": "Ben", "value": 20, "game": "Tuesday", "date": "2026-11-10", "turn": 6}
    assert run_cli("stats", "--json", "--season", "2025").json()["leagues"] == []  # no game in 2025


def test_the_ratings_chart_is_an_svg_beside_the_statistics_its_names_text(tmp_path):
    import xml.etree.ElementTree as ET

    games = [game(0, "One", {"<b>Ann</b>": 1, "Ben": 2}), game(1, "Two", {"<b>Ann</b>": 2, "Ben": 1})]
    (league,) = compute_league(games, Names())
    from companion.web.ratings_chart import ratings_svg

    svg = ET.fromstring(ratings_svg(league))  # well-formed: the name is text, never markup
    texts = ["".join(t.itertext()) for t in svg.iter("{http://www.w3.org/2000/svg}text")]
    # The legend: each player's letter, name and ordinal now, best first (openskill's own ordinals).
    legend = [t for t in texts if "Ben" in t or "Ann" in t]
    assert legend == [f"{r.name} {round(r.ordinal, 1) + 0.0:.1f}" for r in league.ratings]
    assert len(svg.findall("{http://www.w3.org/2000/svg}polyline")) == 2
    three_nights()
    chart = tmp_path / "league.svg"
    assert run_cli("stats", "--chart", str(chart)).code == 0 and chart.read_text().startswith("<svg")
    assert_one_line_error(run_cli("stats", "--chart", str(chart)), "exists already")  # never replaced
    assert_one_line_error(run_cli("stats", "--season", "2025", "--chart", str(tmp_path / "none.svg")), "no finished game to rate")
