"""Every event type survives the trip to a journal line and back (docs/journal-format.md)."""

from __future__ import annotations



from companion.game.titm.events import EVENT_ADAPTER
from companion.game.journal import event_line, load
from companion.game.session import Game
from tests.game.helpers import fixed_clock, new_game
from companion.game.events import Ruling
from companion.game.titm.events import Abandon, AbilitiesResolved, CalamitiesResolved, Correction, DevelopmentChosen, DevelopmentDestroyed, GoodsResolved, Penalty, PhaseAdvance, TimerEvent, VPTransfer, Warehouse


def every_kind_of_event(tmp_path) -> Game:
    game = new_game(tmp_path, hidden_vp=True, die="app")
    game.record(Ruling(text="hints about card bottoms may not be given", rule="001 Trading Phase"))
    game.record(Correction(player="Cat", what="workers", good="ore", value=1, reason="Martian Brotherhood", by="host"))
    game.record(PhaseAdvance(to="trading"))
    game.record(TimerEvent(action="start", remaining_ms=300_000, deadline=1_795_721_400.0))
    game.record(Abandon(player="Ben", track="government"))
    game.record(Warehouse(player="Ann", cards=3))
    game.record(PhaseAdvance(to="resolution"))
    game.record(AbilitiesResolved())
    game.record(GoodsResolved(player="Ann", goods={"wine": 3}, icons={"mars": 2, "prosperity": 1}))
    game.record(VPTransfer(giver="Ann", receiver="Ben", amount=2))
    game.record(Penalty(player="Ann", amount=1, reason="revealed a card bottom"))
    for name in ("Ben", "Cat", "Dan"):
        game.record(GoodsResolved(player=name))
    game.record(CalamitiesResolved(rolled_by="app"))
    game.record(PhaseAdvance(to="development"))
    custom = {"id": "harbour-of-tyre", "name": "Harbour of Tyre", "track": "religion", "side": None, "level": 0,
              "effects": [{"kind": "production", "boats": 1}], "source": {"house": "our printed card"}}
    game.record(DevelopmentChosen(player="Dan", development="harbour-of-tyre", custom=custom))
    game.record(DevelopmentDestroyed(player="Dan", development="harbour-of-tyre", reason="played by mistake"))
    game.undo(reason="wrong player", by="host")
    game.redo()
    game.rewind(2, note="start the turn again")
    return game


def test_every_event_reads_back_as_written(tmp_path):
    game = every_kind_of_event(tmp_path)
    game.close()
    loaded = load(game.path)
    assert [e.model_dump() for e in loaded.events] == [e.model_dump() for e in game.events]
    for event in loaded.events:
        assert EVENT_ADAPTER.validate_json(event_line(event)) == event
    reopened = Game.open(game.path, clock=fixed_clock())
    assert reopened.state.model_dump() == game.state.model_dump()


def test_the_custom_card_keeps_its_effects(tmp_path):
    game = every_kind_of_event(tmp_path)
    game.close()
    chosen = next(e for e in load(game.path).events if e.type == "development_chosen")
    assert chosen.custom.development().effects[0].boats == 1
