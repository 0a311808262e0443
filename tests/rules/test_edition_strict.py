"""Edition and rule-pack files are read strictly and never nest without bound.

Before: ``"players": {"min": true}`` was read as 1 player, ``"seconds": "300"`` as 300, a chart
value ``"6"`` as 6 and ``min: 4.0`` as 4 (pydantic converted them without a word); a file nested
~990 levels deep stopped ``calc`` (and the new-game form, tests/tui/test_edition_workflow.py) with
a RecursionError traceback and exit 1. Now each is one line naming the file and the field, exit 2.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.edition import EditionError, load_edition
from companion.edition.assets import assets_dir, shipped_ids
from companion.edition.packs import advciv, megaciv, ti4, tnt
from companion.edition.packs.loader import PackDataError
from tests.cli.conftest import assert_one_line_error, run_cli
from tests.rules.test_edition_files import a_copy, refused


def _set(path: tuple, value):
    def change(data: dict) -> None:
        node = data
        for step in path[:-1]:
            node = node[step]
        node[path[-1]] = value

    return change


@pytest.mark.parametrize(
    ("path", "value", "field"),
    [
        (("players", "min"), True, "players.min"),  # a yes/no where a count belongs (was read as 1)
        (("players", "min"), 4.0, "players.min"),  # a fraction's form where a whole number belongs
        (("trade_phase", "seconds"), "300", "trade_phase.seconds"),  # a number as text
        (("goods", 1, "chart", 2), "6", "goods[1] (wool).chart[2]"),  # a chart value as text
    ],
)
def test_a_number_or_yes_no_of_the_wrong_kind_is_refused_naming_the_field(tmp_path, path, value, field):
    refused(a_copy(tmp_path, _set(path, value)), f": {field}: ", "valid integer")


@pytest.mark.parametrize("where", ["top", "chart", "object"])
def test_a_file_nested_990_levels_deep_is_one_line_naming_the_field(tmp_path, where):
    deep = "[" * 990 + "]" * 990
    if where == "top":
        text, field = deep, "[0][0]"
    elif where == "chart":
        data = json.loads(assets_dir().joinpath("titm-v6.json").read_text(encoding="utf-8"))
        data["goods"][0]["chart"] = "@"
        text, field = json.dumps(data).replace('"@"', deep), "goods[0].chart[0][0]"
    else:
        text, field = '{"a":' * 990 + "1" + "}" * 990, "a.a.a"
    path = a_copy(tmp_path, text=text)
    message = refused(path, "nested too deeply", field)
    assert len(message) < 400, message
    result = run_cli("calc", "sets", "wine=1", "--edition", str(path))
    assert_one_line_error(result, str(path), "nested too deeply")


def test_nesting_just_past_the_bound_is_refused_and_the_shipped_files_are_within_it(tmp_path):
    # 33 levels: the file's object, then 32 arrays in one chart; the shipped edition has 7.
    data = json.loads(assets_dir().joinpath("titm-v6.json").read_text(encoding="utf-8"))
    data["goods"][0]["chart"] = "@"
    text = json.dumps(data).replace('"@"', "[" * 30 + "]" * 30)
    refused(a_copy(tmp_path, text=text), "goods[0].chart", "nested too deeply")


def test_every_shipped_file_still_loads_strictly():
    for edition in shipped_ids():
        load_edition(edition)
    for pack in (advciv, megaciv, ti4, tnt):
        pack.load()
    assert tnt.snapshot()["pack"] == "tnt"


def test_a_rule_pack_file_is_read_strictly_too(tmp_path):
    data = json.loads(assets_dir().joinpath("advciv.json").read_text(encoding="utf-8"))
    data["commodities"][2]["cards"]["value"] = "8"  # iron: 8 cards, written as text
    data["commodities"][0]["mining"]["value"] = 0  # ochre: not mined, written as a number
    path = tmp_path / "advciv.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(PackDataError) as error:
        advciv.load(str(path))
    message = str(error.value)
    assert message.startswith("advciv.json: commodities[0] (ochre).mining.value: "), message
    assert "valid boolean" in message and "(and 1 more problem)" in message


def test_a_journals_copy_of_its_edition_is_read_as_it_was_written(tmp_path):
    # A journal's edition was written by the companion (ints stay ints); it is not re-read strictly,
    # so a journal written before this change loads as it did (tests/game: every journal replays).
    from companion.edition import edition_from_data

    data = json.loads(assets_dir().joinpath("titm-v6.json").read_text(encoding="utf-8"))
    data["players"]["min"] = 4.0
    assert edition_from_data(data, origin="journal line 2").players.min == 4
    with pytest.raises(EditionError, match="players.min"):
        edition_from_data(data, origin="ours.json", from_file=True)


def test_a_path_is_named_as_given(tmp_path):
    path: Path = a_copy(tmp_path, _set(("players", "max"), "6"))
    assert refused(path).startswith(f"{path}: players.max: ")


def test_what_a_message_quotes_of_the_file_is_cut_short(tmp_path):
    # Before: a good's name of 100,000 letters was quoted whole in the line naming the problem.
    def change(data: dict) -> None:
        data["goods"][0]["name"] = "g" * 100_000

    message = refused(a_copy(tmp_path, change), "goods[0] (ggggg", "…).name: ")
    assert len(message) < 600, len(message)
