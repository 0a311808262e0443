"""The fold holds every spent card to one bottom, on goods that carry it, and R18 (issue 22, items 1–2).

Paths that reach the fold here: the Python API (:meth:`Game.record`) and a journal line being
loaded. Journals written before the check hold a copy of an edition without ``bad_cards[].on``:
they load and score as they always did (docs/journal-format.md, "goods_resolved").

Sources: 001_26b6d8b0f4cbe6f7.txt, "Resolution Step 2 - Resolving Trade Goods", The Goods;
RULINGS.md R16, R18.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.game.errors import GameError
from companion.game.journal import load
from companion.game.session import check
from tests.game.helpers import new_game
from tests.game.tables import to_resolution
from companion.game.titm.events import GoodsResolved

DATA = Path(__file__).resolve().parents[1] / "data" / "full-game-5p.jsonl"


def _at_step_2(tmp_path):
    game = new_game(tmp_path)
    to_resolution(game)
    return game


@pytest.mark.parametrize(
    ("goods", "icons", "message"),
    [
        ({}, {"prosperity": 99}, "Ann spent 0 cards but entered 99 bottoms: each card has one"),
        ({"grain": 1}, {"prosperity": 3}, "Ann spent 1 card but entered 3 bottoms: each card has one"),
        ({"grain": 2}, {"barbarian-fury": 1}, "Barbarian Fury is only on civic goods; Ann spent no civic card"),
        ({"wine": 1}, {"zealots": 1}, "Ann entered Zealots but no arrow"),
    ],
)
def test_the_python_api_refuses_bottoms_no_hand_could_show(tmp_path, goods, icons, message):
    game = _at_step_2(tmp_path)
    size = game.path.stat().st_size
    with pytest.raises(GameError) as caught:
        game.record(GoodsResolved(player="Ann", goods=goods, icons=icons))
    assert str(caught.value).startswith(message)
    assert game.path.stat().st_size == size and "Ann" not in game.state.this_turn.goods
    assert game.state.player("Ann").vp == 0


def test_the_api_records_fewer_bottoms_than_cards(tmp_path):
    game = _at_step_2(tmp_path)
    game.record(GoodsResolved(player="Ann", goods={"wine": 7}, icons={"mars": 6}))
    assert game.state.player("Ann").vp == 22  # R1: a set of 6 (21) and a set of 1 (1)


def _journal_with(tmp_path, line: dict, *, old: bool = False) -> Path:
    """A journal at Resolution step 2 with ``line`` appended as Ann's goods (``old``: its edition copy
    as written before bad_cards[].on existed)."""
    game = _at_step_2(tmp_path)
    seq = game.events[-1].seq + 1
    game.close()
    lines = game.path.read_text(encoding="utf-8").splitlines()
    if old:
        setup = json.loads(lines[1])
        for card in setup["edition"]["bad_cards"]:
            del card["on"]
            card.get("sources", {}).pop("on", None)
        lines[1] = json.dumps(setup, ensure_ascii=False, separators=(",", ":"))
    event = {"type": "goods_resolved", "seq": seq, "at": "2026-11-20T19:40:00Z", "turn": 1, "phase": "resolution",
             "player": "Ann", **line}
    lines.append(json.dumps(event))
    game.path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return game.path


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ({"icons": {"prosperity": 99}}, "Ann spent 0 cards but entered 99 bottoms: each card has one"),
        ({"goods": {"grain": 1}, "icons": {"barbarian-fury": 1}}, "Barbarian Fury is only on civic goods; Ann spent no civic card"),
        ({"goods": {"wine": 1}, "icons": {"zealots": 1}}, "Ann entered Zealots but no arrow"),
    ],
)
def test_a_journal_line_is_held_to_it_and_named(tmp_path, line, message):
    path = _journal_with(tmp_path, line)
    loaded = load(path)
    with pytest.raises(GameError) as caught:
        check(loaded)
    assert str(caught.value).startswith(f"{path}: line {len(loaded.events) + 1}: {message}")


@pytest.mark.parametrize(
    ("line", "vp", "happiness"),
    [
        ({"icons": {"prosperity": 99}}, 99, 0),  # as before: 1 VP per prosperity icon
        ({"goods": {"wine": 1}, "icons": {"zealots": 1}}, 1, 0 - 1),  # the unhappy face, no track moved
        ({"goods": {"grain": 1}, "icons": {"barbarian-fury": 1, "poverty": 2}}, 1, 0 - 2),
    ],
)
def test_a_journal_written_before_the_check_loads_as_it_always_did(tmp_path, line, vp, happiness):
    state = check(load(_journal_with(tmp_path, line, old=True)))
    assert not state.rules.bottoms_checked
    ann = state.player("Ann")
    assert (ann.vp, ann.happiness) == (vp, happiness)


def test_the_full_game_of_the_tests_keeps_loading_though_it_holds_such_a_line():
    # Written by autoplay before the check: line 7 has Slave Revolt on no civic card. Its edition copy
    # has no bad_cards[].on, so it loads, and test_full_game checks it replays to the same state.
    state = check(load(DATA))
    assert not state.rules.bottoms_checked
    assert state.phase == "over"


def test_an_edition_copy_giving_on_for_some_bad_cards_only_is_refused(tmp_path):
    path = _journal_with(tmp_path, {"goods": {"grain": 1}}, old=False)
    lines = path.read_text(encoding="utf-8").splitlines()
    setup = json.loads(lines[1])
    del setup["edition"]["bad_cards"][0]["on"]
    lines[1] = json.dumps(setup)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(Exception, match=r"bad_cards\[0\] \(poverty\): on: which goods carry this card is missing"):
        check(load(path))
