"""The end of the game and the report, explained (001 "The End of the Game", "Monuments & Shrines",
ANNOUNCE WEALTH, "Resolving Calamities", the Turn Track; RULINGS R9, R15)."""

from __future__ import annotations

from companion.game.titm.why import calamity_lines, final_details, wealth
from companion.game.titm.report import export_data, export_markdown
from companion.game.titm.state import GoodsRecord
from tests.game.tables import Table, play_tied_game, to_resolution
from companion.game.titm.events import CalamitiesResolved, CivicApplied, GoodsResolved, Penalty, PhaseAdvance


def _tied() -> Table:
    table = Table()
    play_tied_game(table)
    return table


def test_the_ranking_itemises_monuments_and_the_happy_faces_and_shields_r15():
    state = _tied().state
    finals = {f.name: f for f in state.ranking.finals}
    ann, ben = finals["Ann"], finals["Ben"]
    # Ann: Monument of Knowledge, "2 pts for every apple, note or book icon": Library 1 book + Theatre 1 note
    # = 2 icons × 2 = 4. Developments: Library 1 + Theatre 1 + Monument 0 = 2. Chits 10: 10 + 2 + 4 = 16.
    assert (ann.chits, ann.development_vp, ann.monument_vp, ann.total) == (10, 1 + 1 + 0, 2 * 2, 16)
    # Ben: Barracks 1 + Stability 2 = 3, no monument; 13 + 3 = 16: a tie at 16.
    assert (ben.chits, ben.development_vp, ben.monument_vp, ben.total) == (13, 1 + 2, 0, 16)
    # Levels: democracy 6 / dictatorship 6 = level 3, centre of religion = 0 (R5): 3 each, still tied.
    assert (ann.levels, ben.levels) == (3, 3)
    # R15: the icons printed on the developments in play: Ann 1 happy face (Theatre), Ben 2 shields.
    assert final_details(ann) == [
        "Monument of Knowledge: 2 apples/notes/books × 2 VP = 4 (Theatre: 1 note; Library: 1 book)",
        "levels 3; happy faces + shields 1 (Theatre: 1 happy face)",
    ]
    assert final_details(ben) == ["levels 3; happy faces + shields 2 (Barracks: 1 shield; Stability: 1 shield)"]
    assert [p.names for p in state.ranking.places][:2] == [["Ben"], ["Ann"]]
    assert "    happy faces + shields: Ben 2, Ann 1." in [f"  {s}" for s in state.ranking.steps]


def test_the_markdown_and_json_exports_carry_the_itemised_totals():
    table = _tied()
    markdown = export_markdown(table.state, [])
    assert (
        "2. Ann: 16 VP = 10 chits + 2 developments + 4 monuments/shrines\n"
        "    - Monument of Knowledge: 2 apples/notes/books × 2 VP = 4 (Theatre: 1 note; Library: 1 book)\n"
        "    - levels 3; happy faces + shields 1 (Theatre: 1 happy face)\n"
    ) in markdown
    assert "    - levels 3; happy faces + shields 2 (Barracks: 1 shield; Stability: 1 shield)" in markdown
    assert "- Ben and Ann tie at 16 VP.\n    - levels in government + religion: Ben 3, Ann 3.\n" in markdown
    final = export_data(table.state, [])["final"]
    ben = next(f for f in final["finals"] if f["name"] == "Ben")
    assert ben["happy_shield_icons"] == [
        {"development": "Barracks", "icon": "shield", "count": 1},
        {"development": "Stability", "icon": "shield", "count": 1},
    ]
    ann = next(f for f in final["finals"] if f["name"] == "Ann")
    assert [(m["counts"], m["count"], m["vp_each"], m["vp"]) for m in ann["monuments"]] == [
        ("apple", 0, 2, 0), ("note", 1, 2, 2), ("book", 1, 2, 2)
    ]


def _calamities() -> Table:
    """Turns I–III; in turn III Ann falls below the happiness line, Ben and Cat below the safety line."""
    table = Table()
    for _ in range(2):
        table.to_development()
        table.record(PhaseAdvance(to="civic"))
        table.record(CivicApplied())
        table.record(PhaseAdvance(to="production"))
    to_resolution(table)
    table.record(GoodsResolved(player="Ann", goods={"grain": 4}, icons={"unhappy": 4}))
    table.record(GoodsResolved(player="Ben", goods={"wine": 4}, icons={"barbarian": 3}))
    # Cat's Barbarian Fury and Barbarians on civic goods (001 The Goods): 3 VP she gives up as a penalty
    table.record(GoodsResolved(player="Cat", goods={"dye": 1, "art": 1, "slaves": 1}, icons={"barbarian-fury": 1, "barbarian": 1}))
    table.record(Penalty(player="Cat", amount=3, reason="revealed a card bottom"))
    table.record(GoodsResolved(player="Dan"))
    table.record(CalamitiesResolved(rolls={"Ben": [2], "Cat": [1]}))
    return table


def test_the_report_names_each_turns_calamity_victims_and_losses_r9():
    state = _calamities().state
    # Turn III: Barbarian Attack "Lose 3 + 0-3 VP". Ben: 4 wine = 10 VP (R1), loses 3 + die 2 = 5.
    # Cat holds 0 VP: owes 3 + die 1 = 4, loses 0 (R9: VP never go below 0).
    assert calamity_lines(state) == [
        "Turn I: no calamities on the turn track",
        "Turn II: Peasant Revolt: nobody below the yellow line",
        "Turn III: Peasant Revolt: Ann (−1 development, max level 1); "
        "Barbarian Attack: Ben lost 5 VP (3 + die 2), Cat lost 0 VP (owed 4 = 3 + die 1; VP never go below 0)",
    ]
    assert state.player("Ben").vp == 10 - (3 + 2)
    markdown = export_markdown(state, [])
    assert "## Calamities" in markdown
    assert "- Turn III: Peasant Revolt: Ann (−1 development, max level 1); Barbarian Attack: Ben lost 5 VP" in markdown
    data = export_data(state, [])["calamities"]
    assert [c["turn"] for c in data] == [1, 2, 3]
    assert data[2]["peasant_revolt"] == ["Ann"]
    assert [(b["player"], b["rolls"], b["owed"], b["lost"]) for b in data[2]["barbarian_attack"]] == [
        ("Ben", [2], 3 + 2, 5), ("Cat", [1], 3 + 1, 0)
    ]


def test_announced_wealth_says_why_it_differs_from_the_vp_earned():
    # ANNOUNCE WEALTH: "how many VPs they received from goods"; PROSPERITY: "a victory point for each".
    plain = GoodsRecord(goods_vp=10, vp=10, reason="4 spices", lines=[])
    assert wealth(plain) == "10"
    extra = GoodsRecord(goods_vp=10, vp=10 + 1 + 5, reason="4 spices", lines=[], prosperity_vp=1, crossing_vp=5)
    assert wealth(extra) == "10 (+1 prosperity, +5 crossing bonus: 16 VP this turn)"


def test_the_goods_record_keeps_prosperity_and_the_crossing_bonus_apart():
    table = Table()
    to_resolution(table)
    table.record(GoodsResolved(player="Ann", goods={"wine": 3}, icons={"prosperity": 2}))
    record = table.state.this_turn.goods["Ann"]
    # 3 wine = 6 (R1); 2 prosperity = +2.
    assert (record.goods_vp, record.prosperity_vp, record.crossing_vp, record.vp) == (6, 2, 0, 6 + 2)


def test_monument_lines_say_one_icon_and_one_space_in_the_singular():
    # "The Monument of Strength gives 2 points for each sword icon and each spot you are above the
    # safety line" (Monuments & Shrines): 1 sword (Barracks' shield is not one) = 2 VP; 1 space = 2 VP.
    from companion.game.titm.why import monument_lines
    from companion.game.titm.final import FinalRecord, IconRecord, MonumentRecord

    final = FinalRecord(
        name="Ben", chits=0, development_vp=0, monument_vp=4, total=4, levels=0, happy_shields=0,
        monuments=[
            MonumentRecord(development="Monument of Strength", counts="sword", count=1, vp_each=2, vp=1 * 2,
                           sources=[IconRecord(development="Total War", icon="sword", count=1)]),
            MonumentRecord(development="Monument of Strength", counts="spaces above the yellow line on safety",
                           count=1, vp_each=2, vp=1 * 2),
        ],
    )
    assert monument_lines(final) == [
        "Monument of Strength: 1 sword × 2 VP = 2 (Total War: 1 sword)",
        "Monument of Strength: 1 space above the yellow line on safety × 2 VP = 2",
    ]
