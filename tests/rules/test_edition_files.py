"""Edition files as people and accidents leave them: only regular files are read, a BOM is fine,
numbers are bounded, text refuses control characters, and every message names the file."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from companion.edition import EditionError, load_edition
from companion.edition.assets import assets_dir
from companion.edition.packs import tnt
from companion.edition.packs.loader import PackDataError
from tests.cli.conftest import assert_one_line_error, run_cli

SHIPPED = assets_dir() / "titm-v6.json"


def a_copy(tmp_path: Path, change=None, text: str | None = None) -> Path:
    """A copy of the shipped edition, changed by ``change(data)`` or replaced by ``text``."""
    data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    if change is not None:
        change(data)
    path = tmp_path / "ours.json"
    path.write_text(text if text is not None else json.dumps(data), encoding="utf-8")
    return path


def refused(path: Path, *fragments: str) -> str:
    with pytest.raises(EditionError) as error:
        load_edition(path)
    message = str(error.value)
    assert message.startswith(str(path)), message
    assert "\n" not in message
    for fragment in fragments:
        assert fragment in message, message
    return message


def test_a_fifo_is_refused_at_once(tmp_path):
    fifo = tmp_path / "edition.json"
    os.mkfifo(fifo)
    refused(fifo, "is a FIFO (named pipe), not an edition file")


def test_a_file_named_without_a_folder_or_json_is_read_as_the_file_it_is(tmp_path, monkeypatch):
    # `--edition ed.fifo` in the folder holding it said "no such edition" (taken for an edition
    # id); `./ed.fifo` said what is wrong. An existing file of that name is meant, unless an
    # edition shipped with the companion has that id.
    monkeypatch.chdir(tmp_path)
    os.mkfifo("ed.fifo")
    with pytest.raises(EditionError, match="ed.fifo: is a FIFO"):
        load_edition("ed.fifo")
    (tmp_path / "titm-v6").write_text("not an edition", encoding="utf-8")
    assert load_edition("titm-v6").id == "titm-v6"  # the shipped edition's id wins


def test_a_device_and_a_symlink_to_one_are_refused_without_reading(tmp_path):
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    refused(link, "is a device")
    refused(Path("/dev/zero"), "is a device")


def test_a_folder_is_refused(tmp_path):
    folder = tmp_path / "folder.json"
    folder.mkdir()
    refused(folder, "is a folder")


def test_a_missing_file_is_named(tmp_path):
    refused(tmp_path / "missing.json", "no such edition file")


def test_an_edition_with_a_bom_loads_as_a_journal_does(tmp_path):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + SHIPPED.read_bytes())
    assert load_edition(path).id == load_edition().id


@pytest.mark.parametrize(
    "number, fragment",
    [("9" * 4301, "4301 digits"), ("9" * 31, "31 digits"), ("NaN", "NaN"), ("Infinity", "Infinity"), ("1e400", "too large")],
)
def test_absurd_numbers_in_the_file_are_one_line(tmp_path, number, fragment):
    text = SHIPPED.read_text(encoding="utf-8").replace('"seconds": 300', f'"seconds": {number}', 1)
    assert number in text
    refused(a_copy(tmp_path, text=text), fragment)


@pytest.mark.parametrize(
    "change, fragment",
    [
        (lambda d: d["developments"][0].update(vp=10**12), "developments[0]"),
        (lambda d: d["developments"][0]["effects"].append({"kind": "extra_draws", "count": 10**9}), "out of range"),
        (lambda d: d["developments"][0]["effects"].append({"kind": "every_turn", "push": {"vp": -(10**6)}}), "out of range"),
        (lambda d: d["tracks"]["happiness"].update(bottom=-(10**6)), "tracks.happiness.bottom"),
        (lambda d: d["goods"][0].update(chart=[1, 3, 10**9]), "goods[0] (grain).chart"),
        (lambda d: d["turn_track"][0].update(barbarian_attack=10**6), "turn_track[0]"),
        (lambda d: d["production"].update(plays_per_turn=10**6), "production.plays_per_turn"),
    ],
)
def test_numbers_beyond_what_components_print_are_refused(tmp_path, change, fragment):
    refused(a_copy(tmp_path, change), fragment)


@pytest.mark.parametrize(
    "change, fragment",
    [
        (lambda d: d.update(name="Ours\x1b]0;pwned\x07"), "name: contains a control character (ESC)"),
        (lambda d: d["developments"][0].update(name="Lib\u202erary"), "U+202E"),
        (lambda d: d["developments"][0].update(text="a\x07b"), "BEL"),
        (lambda d: d["goods"][0].update(source={"house": "our card\x1b[2J"}), "ESC"),
        (lambda d: d["developments"][0]["effects"].append({"kind": "note", "text": "bell\x07"}), "BEL"),
    ],
)
def test_text_that_reaches_a_screen_refuses_control_characters(tmp_path, change, fragment):
    message = refused(a_copy(tmp_path, change), fragment)
    assert "\x1b" not in message and "\x07" not in message


def test_a_rule_pack_file_is_held_to_the_same_rules(tmp_path):
    pipe = tmp_path / "pack.json"
    os.mkfifo(pipe)
    with pytest.raises(PackDataError, match="pack.json: is a FIFO"):
        tnt.load(str(pipe))
    data = json.loads((assets_dir() / "tnt.json").read_text(encoding="utf-8"))
    data["end_vp"]["value"] = 10**20
    big = tmp_path / "big.json"
    big.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(PackDataError, match="end_vp"):
        tnt.load(str(big))
    data["end_vp"]["value"] = 20
    data["title"] = "Trade\x1b]0;x\x07"
    big.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(PackDataError, match="title: contains a control character"):
        tnt.load(str(big))


def test_calc_with_a_device_or_a_huge_number_as_the_edition_exits_2_with_one_line(tmp_path):
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    assert_one_line_error(run_cli("calc", "sets", "wine=1", "--edition", str(link)), "is a device")
    text = SHIPPED.read_text(encoding="utf-8").replace('"seconds": 300', f'"seconds": {"9" * 4301}', 1)
    assert_one_line_error(run_cli("calc", "sets", "wine=1", "--edition", str(a_copy(tmp_path, text=text))), "4301 digits")
