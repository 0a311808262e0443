"""A journal keeps the edition its game began with, and is read with it as it was then.

Checks added to the edition format since (what the engine cannot apply: extra draws below 0,
Total War rolls other than 1 or 2, a Monument's line on a track other than happiness or safety)
refuse an edition *file* when it is read; they must never make a saved game unreadable. Before,
a game played with a table's copy whose Monument of Strength said ``"saftey"`` (read then, as
ever, as the safety track) stopped loading: replay, export, resume and the games listing all said
``event 1 (setup): edition: developments[18] (monument-of-strength): 'saftey' is not the happiness
or safety track``.
"""

from __future__ import annotations

import json

import pytest

from companion.edition import EditionError, edition_from_data, load_edition
from companion.game.journal import load
from companion.game.session import Game, check
from companion.rules.endgame import monument_items
from companion.rules.standing import Standing
from tests.game.helpers import new_game
from companion.game.titm.events import PhaseAdvance


def _with_a_typo(tmp_path):
    """A saved game whose edition copy says 'saftey' for the Monument of Strength's line."""
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    game.close()
    lines = game.path.read_bytes().split(b"\n")
    setup = json.loads(lines[1])
    strength = next(d for d in setup["edition"]["developments"] if d["id"] == "monument-of-strength")
    assert strength["effects"][0]["per_space_above_line"] == {"safety": 2}
    strength["effects"][0]["per_space_above_line"] = {"saftey": 2}
    lines[1] = json.dumps(setup, ensure_ascii=False, separators=(",", ":")).encode()
    game.path.write_bytes(b"\n".join(lines))
    return game.path, setup["edition"]


def test_a_saved_game_loads_with_the_edition_it_began_with(tmp_path):
    path, kept = _with_a_typo(tmp_path)
    state = check(load(path))
    assert (state.turn, state.phase) == (1, "trading")
    reopened = Game.open(path)  # and can go on
    reopened.record(PhaseAdvance(to="resolution"))
    reopened.close()
    # scored as it always was: 'saftey' is the safety track; safety at START (0) is 3 spaces above
    # the yellow line (-3), at 2 VP each: 6 VP, beside 2 VP per sword
    strength = state.development("monument-of-strength")
    standing = Standing(state.player("Ann").government, state.player("Ann").religion, happiness=0, safety=0)
    line = [i for i in monument_items(state.rules, standing, [strength]) if i.counts.startswith("spaces")]
    assert [(i.count, i.vp_each) for i in line] == [(3, 2)]
    assert edition_from_data(kept, origin=str(path)).id == load_edition().id  # the screens read it too


def test_an_edition_file_with_the_same_typo_is_still_refused(tmp_path):
    _, kept = _with_a_typo(tmp_path)
    ours = tmp_path / "ours.json"
    ours.write_text(json.dumps(kept), encoding="utf-8")
    with pytest.raises(EditionError, match="'saftey' is not the happiness or safety track"):
        load_edition(ours)
