"""Issue 22, item 3: the phones and the host agree about every entry.

An entry is never dropped without a word: the host recording something else is told to the
phone in full, an undo of an applied entry is told and gives the entry back to the form, and
applying several entries with one key is one step of undo and redo (``joins``)."""

from __future__ import annotations

import json

import pytest

from companion.game.titm.entry_fate import form_body
from companion.game.errors import GameError
from companion.game.events import built
from companion.game.journal import load
from companion.game.session import Game, check
from companion.game.titm.phones_host import SharedTable
from companion.errors import CompanionError
from tests.game.helpers import new_game
from companion.game.titm.events import AbilitiesResolved, GoodsResolved, PhaseAdvance, TimerEvent, Warehouse


def dump(state) -> dict:
    """The state, less ``seq`` (the journal's length, which an undo event adds to)."""
    return {k: v for k, v in state.model_dump(mode="json").items() if k != "seq"}


def host(game: Game) -> SharedTable:
    """The phones' side of ``game``, recording as the app does (None, or the refusal)."""

    def record(event):
        try:
            game.record(built(event))
        except CompanionError as error:
            return str(error)
        return None

    return SharedTable(lambda: game.state, record)


@pytest.fixture
def step2(tmp_path):
    game = new_game(tmp_path, players=5)
    game.record(PhaseAdvance(to="trading"))
    game.record(PhaseAdvance(to="resolution"))
    game.record(AbilitiesResolved())
    return game


ANN = {"goods": {"grain": 2}, "icons": {"democracy": 1, "venus": 1}}


def test_the_host_recording_something_else_is_told_to_the_phone_in_full(step2):
    # the scenario: Ann's phone sends 2 grain, 1 democracy, 1 venus; the host types
    # 3gr and 2w (white: democracy) for her instead
    table = host(step2)
    assert table.submit("Ann", "goods", ANN) is None
    step2.record(GoodsResolved(player="Ann", goods={"grain": 3}, icons={"democracy": 2}))
    table.sync()
    inbox = table.inbox()
    assert inbox.pending() == []
    assert inbox.note("Ann") == ("The host recorded 3 grain; bottoms 2 democracy instead of your "
                                 "2 grain; bottoms 1 democracy, 1 venus.")
    assert inbox.note_kind("Ann") == "instead"
    assert inbox.of("Ann") == []  # her own entry is no longer listed as applied


def test_the_host_recording_the_same_entry_is_the_entry_applied(step2):
    table = host(step2)
    table.submit("Ann", "goods", ANN)
    step2.record(GoodsResolved(player="Ann", **ANN))  # the dialog the entry filled, Enter
    table.sync()
    inbox = table.inbox()
    assert inbox.note("Ann") == ""
    assert [(s.status, s.summary) for s in inbox.of("Ann")] == [("applied", "2 grain; bottoms 1 democracy, 1 venus")]


def test_a_warehouse_entry_recorded_otherwise(tmp_path):
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    table = host(game)
    table.submit("Ben", "warehouse", {"cards": 2})
    game.record(Warehouse(player="Ben", cards=3))
    table.sync()
    assert table.inbox().note("Ben") == "The host recorded warehoused 3 cards instead of your warehoused 2 cards."


def test_apply_all_is_one_step_of_undo_and_of_redo(step2):
    table = host(step2)
    spends = {"Ann": {"wine": 3}, "Ben": {"grain": 2}, "Cat": {"wool": 1}, "Dan": {"dye": 2}, "Eve": {"grain": 1}}
    for name, goods in spends.items():
        assert table.submit(name, "goods", {"goods": goods}) is None
    before = dump(step2.state)
    first = step2.state.seq + 1
    assert table.apply_all() == []
    applied = dump(step2.state)
    recorded = step2.events[-5:]
    # each event after the first joins the one just before it
    assert [e.joins for e in recorded] == [None, first, first + 1, first + 2, first + 3]
    assert [e.by for e in recorded] == list(spends)
    assert [e.seq for e in step2.undo_step] == [first + i for i in range(5)]
    step2.undo(reason="Ctrl+Z")  # one undo
    assert dump(step2.state) == before
    assert step2.events[-1].target == first + 4
    assert not step2.can_undo or step2.undo_target.type == "abilities_resolved"
    step2.redo()  # one redo
    assert dump(step2.state) == applied
    assert step2.events[-1].target == first
    # the journal replays the same: the step is the journal's, not the app's memory
    step2.undo()
    step2.close()
    loaded = load(step2.path)
    assert dump(check(loaded)) == before
    again = Game.open(step2.path)
    assert [e.seq for e in again.redo_step] == [first + i for i in range(5)]
    again.close()


def test_an_undo_tells_each_phone_and_gives_back_its_entry_and_a_redo_applies_it_again(step2):
    table = host(step2)
    table.submit("Ann", "goods", ANN)
    table.submit("Ben", "goods", {"goods": {"wine": 2}})
    table.apply_all()
    step2.undo(reason="Ctrl+Z")
    table.sync()
    inbox = table.inbox()
    for name, summary in (("Ann", "2 grain; bottoms 1 democracy, 1 venus"), ("Ben", "2 wine")):
        assert inbox.note(name) == (f"The host took back your entry ({summary}): "
                                    "it is in your form again, to send again or change.")
        assert inbox.status(step2.state, name) == "waiting"  # the form is shown again
    assert [form_body(s) for s in inbox.taken_back("Ann")] == [ANN]
    assert inbox.pending() == []  # not sent again until the player sends it
    step2.redo()
    table.sync()
    assert (inbox.note("Ann"), inbox.taken_back("Ann"), inbox.status(step2.state, "Ann")) == ("", [], "applied")


def test_rewind_into_a_step_splits_it(step2):
    table = host(step2)
    for name in ("Ann", "Ben", "Cat"):
        table.submit(name, "goods", {"goods": {"wine": 1}})
    table.apply_all()
    a, b, c = (e.seq for e in step2.events[-3:])
    step2.rewind(b, note="Cat's cards were wrong")
    assert [e.seq for e in step2.redo_step] == [c]
    assert [e.seq for e in step2.undo_step] == [a, b]  # what is left of the step is still one


@pytest.mark.parametrize(
    ("joins", "words"),
    [(3, "must be the event just before this one"), (5, "must be the event just before this one")],
)
def test_a_journal_line_whose_joins_names_another_event_is_refused(step2, joins, words):
    step2.record(GoodsResolved(player="Ann", goods={"wine": 1}))
    step2.close()
    lines = step2.path.read_text().splitlines()
    event = json.loads(lines[-1])
    event["joins"] = joins
    lines[-1] = json.dumps(event)
    step2.path.write_text("\n".join(lines) + "\n")
    with pytest.raises(GameError, match=f"line {len(lines)}: joins: {words}"):
        check(load(step2.path))


def test_a_timer_event_joins_no_step(tmp_path):
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    with pytest.raises(GameError, match="never undone"):
        game.record(TimerEvent(action="start", remaining_ms=1000, deadline=game.events[-1].at.timestamp() + 1,
                    joins=game.state.seq))
