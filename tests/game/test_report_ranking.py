"""The Markdown report's final ranking keeps each place's rank when rendered (001 "The End of the Game").

A CommonMark ordered list numbers its items itself: only the first item's number counts, so
``1. Ben`` / ``2. Ann`` / ``3. Cat`` / ``3. Dan`` renders Dan 4th though he shares 3rd place. A shared
place is marked ``3=``, as on the end screen and the board (docs/rulings.md C12).
"""

from __future__ import annotations

import re
from html import escape

from markdown_it import MarkdownIt

from companion.game.titm.report import export_markdown
from tests.game.tables import Table, play_tied_game, play_to_the_end
from companion.game.titm.events import Correction, Setup


def _ranking_section(markdown: str) -> str:
    return markdown.split("## Final ranking\n", 1)[1].split("\n## ", 1)[0]


#: A shared place's mark, as the text of a bullet: ``3= Cat: …``.
SHARED = re.compile(r"(\d+=) ([^:]*):")


def _shown_ranks(section: str) -> list[tuple[str, str]]:
    """(the place a renderer shows, the words before the first ':') for every place of ``section``:
    ``"2."`` for an ordered-list item (its number as rendered), ``"3="`` for a bullet so marked."""
    shown: list[tuple[str, str]] = []
    lists: list[list[int]] = []  # per open list: [next number] for an ordered list, [] for a bullet list
    awaiting = False
    for token in MarkdownIt().parse(section):
        if token.type == "ordered_list_open":
            lists.append([int(token.attrs.get("start", 1))])
        elif token.type == "bullet_list_open":
            lists.append([])
        elif token.type in ("ordered_list_close", "bullet_list_close"):
            lists.pop()
        elif token.type == "list_item_open" and lists[-1]:
            awaiting = True
        elif token.type == "inline" and awaiting:
            shown.append((f"{lists[-1][0]}.", token.content.split(":")[0]))
            lists[-1][0] += 1
            awaiting = False
        elif token.type == "inline" and (mark := SHARED.match(token.content)):
            shown.append((mark[1], mark[2]))
    return shown


def _tied_report() -> str:
    table = Table()
    play_tied_game(table)
    return export_markdown(table.state, [])


def test_tied_places_keep_their_rank_when_the_markdown_is_rendered():
    # Worked by hand (The End of the Game): Ben 13 chits + Barracks 1 + Stability 2 = 16;
    # Ann 10 chits + Library 1 + Theatre 1 + Monument of Knowledge (book + note) 2 × 2 = 16.
    # Tied at 16; levels 3 + 0 = 3 each; happy faces + shields (R15) Ben 2 shields, Ann 1 happy
    # face: Ben 1st, Ann 2nd. Cat and Dan: 0 chits, no developments, levels 0, no icons: tied on
    # every figure, they share the next place, 3rd (two players ahead of them: 2 + 1 = 3), marked 3=.
    section = _ranking_section(_tied_report())
    assert _shown_ranks(section) == [("1.", "Ben"), ("2.", "Ann"), ("3=", "Cat"), ("3=", "Dan")]


def test_the_tie_break_steps_are_not_items_of_the_ranking_list():
    # The steps are a list of their own after a label: run on after a blank line, a "-" list
    # would take the ranking's places as its first items.
    section = _ranking_section(_tied_report())
    tokens = MarkdownIt().parse(section)
    top_lists = [t for t in tokens if t.type in ("bullet_list_open", "ordered_list_open") and t.level == 0]
    assert len(top_lists) == 2
    assert "Tie-breaks, step by step:" in section
    assert "- Ben and Ann tie at 16 VP.\n    - levels in government + religion: Ben 3, Ann 3.\n" in section


def test_a_ranking_without_ties_says_the_totals_decide():
    # As on the end screen: with no tie on VP the report says so rather than leave the reason out.
    # Nobody plays a development: each total is the chits alone, 4 > 3 > 2 > 0.
    table = Table()

    def chits(turn: int) -> None:
        if turn == 6:
            for name, vp in (("Ann", 4), ("Ben", 3), ("Cat", 2)):
                table.record(Correction(player=name, what="vp", value=vp, reason="test setup"))

    play_to_the_end(table, chits)
    section = _ranking_section(export_markdown(table.state, []))
    assert _shown_ranks(section) == [("1.", "Ann"), ("2.", "Ben"), ("3.", "Cat"), ("4.", "Dan")]
    assert "No ties: the totals decide." in section


def _named_table(names: list[str]) -> Table:
    """A 4-player Table whose players have the given names (seats as in tests.game.helpers)."""
    from companion.edition import load_edition
    from companion.game.titm.events import HouseRules
    from companion.game.titm.state import GameState
    from tests.game.helpers import PLAYERS

    table = Table.__new__(Table)
    table.state, table.seq = GameState(), 0
    players = [{**seat, "name": name, "symbol": str(i + 1)} for i, (seat, name) in enumerate(zip(PLAYERS, names))]
    table.record(Setup(name="Markup", players=players, edition=load_edition().model_dump(mode="json"),
                 house_rules=HouseRules()))
    return table


def test_player_names_are_data_in_the_markdown_ranking_not_markup():
    # User text is never parsed as markup (STYLE.md 9): a name with Markdown in it shows as typed.
    names = ["*Bo* [x](y) <i>", "1. Al", "+ Cy", "_Di_"]
    table = _named_table(names)
    play_to_the_end(table)
    # Nobody scored: four players at 0 VP, levels 0, no icons: one true tie, everyone 1st
    # (The End of the Game: "the tied players thumb wrestle"), each marked 1=.
    section = _ranking_section(export_markdown(table.state, []))
    html = MarkdownIt().render(section)
    for tag in ("<em>", "<a ", "<i>"):
        assert tag not in html
    assert [rank for rank, _ in _shown_ranks(section)] == ["1="] * 4  # "1. Al" is not a list of its own
    for name in names:
        assert f"<li>1= {escape(name, quote=False)}: 0 VP" in html  # each place line, the name as typed
    assert f"{escape(names[0], quote=False)}, 1. Al, + Cy and _Di_ tie at 0 VP." in html
