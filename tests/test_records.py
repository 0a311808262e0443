"""The engine and the game layer keep one kind of value record: ``msgspec.Struct``.

A frozen dataclass costs ~0.9 ms to define on Python 3.11 (it ``exec``s the source of six methods),
a Struct ~0.02 ms; the game layer's import defined 69 of them on the start's path. The effect
vocabulary (``companion/rules/effects.py``) is Structs too: pydantic validates it from edition files
field by field through :mod:`companion.pydantic_structs`.
"""

from __future__ import annotations

import ast
import pickle
from pathlib import Path

import msgspec
import pytest

import companion

ROOT = Path(companion.__file__).parent


def _is_dataclass_decorator(node: ast.expr) -> bool:
    target = node.func if isinstance(node, ast.Call) else node
    if isinstance(target, ast.Name):
        return target.id == "dataclass"
    return isinstance(target, ast.Attribute) and target.attr == "dataclass"


def _dataclasses(package: Path) -> list[str]:
    found = []
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and any(_is_dataclass_decorator(d) for d in node.decorator_list):
                found.append(f"{path.relative_to(package)}: {node.name}")
    return found


@pytest.mark.parametrize("package", ["rules", "game"])
def test_no_dataclass_in_the_engine_or_the_game_layer(package):
    found = _dataclasses(ROOT / package)
    assert not found, (
        "A value record of the engine or the game layer is a `class X(msgspec.Struct, frozen=True)`, not a "
        "@dataclass: a frozen dataclass costs ~40 times a Struct to define, on the companion's start-up. "
        "Where pydantic must validate one from a file, give it companion.pydantic_structs' schema, as the "
        "edition does for the effects. Found: " + ", ".join(found)
    )


def test_the_check_sees_a_dataclass(tmp_path):
    (tmp_path / "a.py").write_text("import dataclasses\n@dataclasses.dataclass(frozen=True)\nclass A:\n    x: int\n")
    (tmp_path / "b.py").write_text("from dataclasses import dataclass\n@dataclass\nclass B:\n    x: int\n")
    (tmp_path / "c.py").write_text("import msgspec\nclass C(msgspec.Struct, frozen=True):\n    x: int\n")
    assert [line.split(": ")[1] for line in _dataclasses(tmp_path)] == ["A", "B"]


def test_a_ledger_entry_is_a_value():
    from companion.game.titm.state import LedgerEntry

    entry = LedgerEntry(3, 1, "resolution", "Ann", 5, "goods", "3 wine")
    same = LedgerEntry(seq=3, turn=1, phase="resolution", player="Ann", amount=5, kind="goods", reason="3 wine")
    assert entry == same and hash(entry) == hash(same) and len({entry, same}) == 1
    assert repr(entry) == (
        "LedgerEntry(seq=3, turn=1, phase='resolution', player='Ann', amount=5, kind='goods', reason='3 wine')"
    )
    with pytest.raises(AttributeError):
        setattr(entry, "amount", 6)  # frozen
    match entry:
        case LedgerEntry(3, 1, _, "Ann", amount):
            assert amount == 5
        case _:
            pytest.fail("a positional class pattern must match")
    assert pickle.loads(pickle.dumps(entry)) == entry
    assert msgspec.structs.replace(entry, amount=-5).amount == -5 and entry.amount == 5


def test_a_records_check_still_runs_when_it_is_built():
    from companion.rules.errors import CountError
    from companion.rules.tnt.board import Resources

    assert Resources(forest=2).total == 2
    with pytest.raises(CountError):
        Resources(forest=-1)  # Trade Resources are counted in cubes: never fewer than none


def test_the_state_dumps_its_records_as_data():
    """The state's model checks only that its ledger holds LedgerEntry, and dumps them as plain data."""
    from companion.game.titm.state import GameState, LedgerEntry, RulingRecord

    state = GameState(
        ledger=[LedgerEntry(3, 1, "resolution", "Ann", 5, "goods", "3 wine")],
        rulings=[RulingRecord(4, 1, "resolution", "a tie goes to Ann")],
    )
    dumped = state.model_dump(mode="json")
    assert dumped["ledger"] == [
        {"seq": 3, "turn": 1, "phase": "resolution", "player": "Ann", "amount": 5, "kind": "goods", "reason": "3 wine"}
    ]
    assert dumped["rulings"] == [{"seq": 4, "turn": 1, "phase": "resolution", "text": "a tie goes to Ann", "rule": ""}]
    assert state.model_dump()["ledger"] == dumped["ledger"]


def test_an_effect_is_read_from_a_file_field_by_field():
    """pydantic reads an effect (a Struct) from data as it read the dataclasses: a missing field takes the
    effect's default, a misspelt one is refused where it is, and the effect dumps every field in order."""
    from pydantic import TypeAdapter, ValidationError

    from companion.edition.models import EffectModel
    from companion.rules.effects import AppliesTo, EveryTurn, Push

    adapter: TypeAdapter[object] = TypeAdapter(EffectModel)
    effect = adapter.validate_python({"kind": "every_turn", "push": {"happiness": 1}})
    # EveryTurn's defaults: push all 0 but the happiness given, and the holder only (scope "self", level 1)
    assert effect == EveryTurn(push=Push(happiness=1), applies_to=AppliesTo(scope="self", side=None, min_level=1))
    assert adapter.dump_python(effect, mode="json") == {
        "kind": "every_turn",
        "push": {"vp": 0, "happiness": 1, "safety": 0, "arrows": {}},
        "applies_to": {"scope": "self", "side": None, "min_level": 1},
    }
    with pytest.raises(ValidationError) as caught:
        adapter.validate_python({"kind": "every_turn", "push": {"hapiness": 1}})
    [error] = caught.value.errors()
    assert error["loc"] == ("every_turn", "push", "hapiness") and error["type"] == "extra_forbidden"
    with pytest.raises(ValidationError) as caught:
        adapter.validate_python({"kind": "total_war", "rolls": "two"})
    [error] = caught.value.errors()
    assert error["loc"] == ("total_war", "rolls") and error["type"] == "int_parsing"
