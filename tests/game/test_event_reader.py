"""A journal line is read by its own event type's class, with the union's result and the union's errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from companion.game.events import EventReader, members
from companion.game.titm.events import EVENT_ADAPTER, Event

LINES = (Path(__file__).resolve().parents[1] / "data" / "full-game-5p.jsonl").read_bytes().splitlines()[1:]


def reader() -> EventReader:
    return EventReader(EVENT_ADAPTER, members(Event))


def test_every_line_of_a_whole_game_reads_as_the_union_reads_it():
    read = reader()
    for raw in LINES:
        event = read.json(raw)
        assert event == EVENT_ADAPTER.validate_json(raw)
        assert type(event).__name__ != "EventBase" and event.type == json.loads(raw)["type"]


def test_a_line_whose_type_is_not_its_first_key_is_still_read():
    data = json.loads(LINES[1])
    moved = {**{k: v for k, v in data.items() if k != "type"}, "type": data["type"]}  # "type" last
    assert reader().json(json.dumps(moved)) == EVENT_ADAPTER.validate_json(LINES[1])


def test_python_data_reads_as_the_union_reads_it():
    data = json.loads(LINES[1])
    assert reader().python(data) == EVENT_ADAPTER.validate_python(data)


@pytest.mark.parametrize(
    "raw",
    [
        b'{"type": "lunch", "seq": 2}',  # no such event type
        b'{"type": "phase_advance", "seq": 2, "to": "lunch"}',  # a known type with a bad field
        b'{"seq": 2}',  # no type at all
        b'{"type": "phase_advance", "seq": 2, "type": "undo"}',  # two types: the last one counts
    ],
)
def test_a_line_no_class_takes_is_refused_in_the_unions_words(raw):
    with pytest.raises(ValidationError) as union:
        EVENT_ADAPTER.validate_json(raw)
    with pytest.raises(ValidationError) as ours:
        reader().json(raw)
    assert ours.value.errors(include_url=False) == union.value.errors(include_url=False)
