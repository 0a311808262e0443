"""The board draws the race as a server-side SVG (issue 25, item 2): no script, names as text, and
nothing while VP totals are face down before the game is over (001 Announce Wealth)."""

from __future__ import annotations

from companion.edition import load_edition
from companion.game.titm.public import public_view
from companion.game.session import Game
from companion.web.pages import board_live
from tests.game.helpers import PLAYERS, fixed_clock
from tests.game.tables import play_to_the_end
from companion.game.titm.events import Correction

HOSTILE = '<b>Bo</b>&"x"<script>'


def _game(tmp_path, **house_rules) -> Game:
    players = [dict(PLAYERS[0], name=HOSTILE), *PLAYERS[1:4]]
    return Game.new(tmp_path / "g.jsonl", name="Board night", players=players, edition=load_edition(),
                    house_rules=house_rules or None, clock=fixed_clock())


def _finish(game: Game) -> None:
    def develop(turn: int) -> None:
        if turn == 6:
            game.record(Correction(player="Ben", what="vp", value=21, reason="test total"))

    play_to_the_end(game, develop)


def test_the_race_is_drawn_at_game_over_with_names_as_text(tmp_path):
    game = _game(tmp_path)
    _finish(game)
    html = board_live(public_view(game.state))
    chart = html.split('<section class="race">', 1)[1].split("</section>", 1)[0]
    assert "<svg" in chart and "<script" not in chart and "</script>" not in chart
    assert "&lt;b&gt;Bo&lt;/b&gt;&amp;&#34;x&#34;&lt;script&gt;" in chart  # in the chart's title, whole, as text
    assert "&lt;b&gt;Bo&lt;/b&gt;&amp;&#34;x&#34;&lt;s…" in chart  # in the legend, cut to 16 characters
    assert chart.count("<polyline") == 4
    assert ">Ben <tspan font-weight=\"700\">21</tspan>" in chart  # Ben's 21 VP, the legend's top line


def test_no_race_on_the_board_while_totals_are_face_down(tmp_path):
    game = _game(tmp_path, hidden_vp=True)
    game.record(Correction(player="Ben", what="vp", value=21, reason="test total"))
    html = board_live(public_view(game.state))
    assert 'class="race"' not in html and "<svg" not in html
    _finish(game)
    assert 'class="race"' in board_live(public_view(game.state))  # every total is revealed at the end


def test_face_up_the_board_draws_the_race_at_game_over_only(tmp_path):
    game = _game(tmp_path)
    game.record(Correction(player="Ben", what="vp", value=21, reason="test total"))
    assert "<svg" not in board_live(public_view(game.state))
    _finish(game)
    assert "<svg" in board_live(public_view(game.state))
