"""The titm-v6 edition file and its validation (issue: edition data; RULINGS R1, R4, R5, R7–R10)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from companion.edition import EditionError, load_edition
from companion.edition.assets import assets_dir

ROOT = Path(__file__).resolve().parents[2]

NAMED_IN_THE_RULEBOOK = [
    "Library", "Venus Temple", "Barracks", "Diplomat", "Pyramids to Mars", "University",
    "Barbarian Alliance", "Civil Rights", "Education", "Foreign Envoys", "Freedom of Speech",
    "Free Market", "Hymns", "Industry", "Isolationism", "Martian Brotherhood", "Martian Orthodoxy",
    "Monument of Knowledge", "Monument of Strength", "Shrine to Mars", "Propaganda", "Stability",
    "Sacrificial Altar", "Slave Trade", "Theatre", "Total War", "Urbanize", "Venetian Orthodoxy",
    "Venetian Monastery", "Venetian Virtue",
]


def test_eleven_goods_with_the_triangular_chart_and_the_dead_piracy_card_r1_r16(components):
    assert list(components.goods) == [
        "grain", "wool", "timber", "ore", "salt", "wine", "dye", "slaves", "art", "spices", "gold", "piracy"
    ]
    for good in components.goods.values():
        if good.name == "piracy":  # "a dead card that is worth nothing" (About the Goods; R16)
            assert (good.dead, good.chart, good.deck, good.category) == (True, (0,), 1, "luxury")
            continue
        assert not good.dead
        assert good.chart == (1, 3, 6, 10, 15, 21)
        assert good.largest_set == 6


def test_the_luxury_deck_holds_25_cards_c1_r16(components):
    # Components Listing: "25 "Luxury" Goods Cards of 2 Types"; R16: 12 spices + 12 gold + Piracy.
    luxury = [g.deck for g in components.goods.values() if g.category == "luxury"]
    assert sum(luxury) == 12 + 12 + 1 == 25


def test_grain_and_wine_charts_are_stated_the_rest_assumed_r1(edition):
    kinds = {g.name: g.provenance("chart").kind for g in edition.goods}
    assert kinds.pop("grain") == "stated" and kinds.pop("wine") == "stated"
    assert kinds.pop("piracy") == "stated"  # "worth nothing" (About the Goods)
    assert set(kinds.values()) == {"assumed"}


def test_tracks_r5_r7(components):
    assert components.government.levels == (0, 1, 1, 2, 2, 3)
    assert components.religion.sides == ("venus", "mars")
    h = components.happiness
    assert (h.top, h.bottom, h.start) == (3, -8, 0)
    assert h.below_line(-3) and not h.below_line(-2)


def test_turn_track_r9_r10(components):
    assert [t.barbarian_attack for t in components.turns] == [None, None, 3, 4, 5, 7]
    assert [t.peasant_revolt and t.peasant_revolt.max_level for t in components.turns] == [None, 0, 1, 1, 1, 2]


def test_trade_phase_r4(edition):
    tp = edition.trade_phase
    assert (tp.seconds, tp.warnings, tp.grace_seconds) == (5 * 60, [60, 30], 10)


def test_every_development_the_rulebook_names_is_in_the_catalogue(components):
    names = {d.name for d in components.developments.values()}
    assert set(NAMED_IN_THE_RULEBOOK) <= names
    # "The Revolutionary cards" (Revolutionaries): one per side, named with it (C7).
    assert any(name.startswith("The Revolutionaries") for name in names)


def test_every_assumed_value_cites_a_ruling_that_exists(edition):
    # docs/rulings.md lists the product's rulings (R…, a table) and the companion's own (C…, headings).
    docs = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    known = set(re.findall(r"^\| (R\d+) \|", docs, re.M)) | set(re.findall(r"^## (C\d+)\b", docs, re.M))
    cited = set(re.findall(r'"assumed": "([A-Z]+\d+)"', (assets_dir() / "titm-v6.json").read_text(encoding="utf-8")))
    assert cited, "the edition cites no rulings"
    assert cited <= known, f"rulings cited but not written down: {sorted(cited - known)}"


def _copy(tmp_path: Path, change) -> Path:
    data = json.loads((assets_dir() / "titm-v6.json").read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "our-edition.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_table_can_correct_a_copy_and_use_it(tmp_path):
    def correct_dye(data):
        dye = next(g for g in data["goods"] if g["name"] == "dye")
        dye["chart"] = [2, 5, 9, 14, 20, 27]
        dye["sources"]["chart"] = {"house": "our printed dye card"}

    edition = load_edition(_copy(tmp_path, correct_dye))
    assert edition.components().goods["dye"].chart[1] == 5
    dye = next(g for g in edition.goods if g.name == "dye")
    assert dye.provenance("chart").label() == "house: our printed dye card"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["goods"][5].__setitem__("chart", [1, 3, 2]), r"goods\[5\] \(wine\)\.chart: chart VP must never decrease"),
        (lambda d: d["goods"][0].__setitem__("colour", "gold"), r"goods\[0\] \(grain\)\.colour: Extra inputs are not permitted"),
        (lambda d: d["goods"][0].__setitem__("deck", -3), r"goods\[0\] \(grain\)\.deck: Input should be greater than or equal to 1"),
        (lambda d: d["goods"][0].__setitem__("source", {}), r"goods\[0\] \(grain\)\.source: .*give exactly one source"),
        (lambda d: d["goods"][0].__setitem__("source", {"assumed": "because"}), r"ruling id"),
        (lambda d: d["developments"][0]["effects"].append({"kind": "every_turn", "push": {"hapiness": 1}}), r"hapiness"),
        (lambda d: d["developments"][0].__setitem__("level", 5), r"developments\[0\] \(library\): level 5 is above"),
        (lambda d: d["turn_track"].pop(2), r"turns 1, 2, 3"),
        (lambda d: d.__setitem__("format", 2), r"format"),
        # a development naming a side or a good the edition does not have: the entry is named where
        # it is in the file, not "(top level): developments: library: …"
        (
            lambda d: d["developments"][0].__setitem__("side", "democrazy"),
            r"json: developments\[0\] \(library\): side must be one of democracy, dictatorship for a government development$",
        ),
        (
            lambda d: d["developments"][0]["effects"][0]["push"].__setitem__("arrows", {"democrazy": 1}),
            r"json: developments\[0\] \(library\): 'democrazy' is not a side of any track$",
        ),
        (
            lambda d: next(e for x in d["developments"] for e in x["effects"] if e["kind"] == "set_modifier")
            .__setitem__("goods", ["wines"]),
            r"json: developments\[\d+\] \(civil-rights\): 'wines' is not a good of this edition$",
        ),
        (lambda d: d["goods"].append(dict(d["goods"][0])), r"json: goods: 'grain' appears twice$"),
        # a typo in a field's name: the typo is named, not only "chart: Field required (and 1 more problem)"
        (
            lambda d: d["goods"][0].__setitem__("chrat", d["goods"][0].pop("chart")),
            r"goods\[0\] \(grain\)\.chrat: not a field here: did you mean chart\? \(chart is missing\)$",
        ),
        (
            lambda d: d.__setitem__("trade_phse", d.pop("trade_phase")),
            r": trade_phse: not a field here: did you mean trade_phase\? \(trade_phase is missing\)$",
        ),
    ],
)
def test_bad_data_names_the_file_the_field_and_the_reason(tmp_path, change, message):
    path = _copy(tmp_path, change)
    with pytest.raises(EditionError, match=message) as caught:
        load_edition(path)
    assert str(path) in str(caught.value)
    assert "\n" not in str(caught.value)


def _effect(data: dict, dev_id: str) -> dict:
    return next(d for d in data["developments"] if d["id"] == dev_id)["effects"][0]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        # Brown abilities "draw extra cards": -1 extra draws stopped the game at the Development phase.
        (lambda d: _effect(d, "education").__setitem__("count", -1),
         r"\(education\): extra draws must be 0 or more, not -1"),
        # "each spot you are above the safety line": a line on the happiness or safety track only;
        # any other name was silently read as the safety track.
        (lambda d: _effect(d, "monument-of-strength").__setitem__("per_space_above_line", {"religion": 2}),
         r"\(monument-of-strength\): 'religion' is not the happiness or safety track"),
        # Total War: "roll the die twice instead of once"; a victim rolls once or twice (R9), so 3
        # rolls left Resolution step 3 unable to finish.
        (lambda d: _effect(d, "total-war").__setitem__("rolls", 3),
         r"\(total-war\): a Barbarian Attack victim rolls the Barbarian Die once or twice \(R9\), not 3 times"),
    ],
)
def test_effects_the_rules_cannot_apply_are_refused_when_the_edition_is_read(tmp_path, change, message):
    with pytest.raises(EditionError, match=message):
        load_edition(_copy(tmp_path, change))


def test_unreadable_files(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(EditionError, match="not valid JSON at line 1"):
        load_edition(bad)
    bad.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(EditionError, match="not UTF-8 text"):
        load_edition(bad)
    with pytest.raises(EditionError, match="no such edition file"):
        load_edition(tmp_path / "missing.json")
    with pytest.raises(EditionError, match="shipped: titm-v6"):
        load_edition("titm-v9")
