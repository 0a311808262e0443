"""The public view (what the board may show) and the player view (one player's phone).

Issue 10 and STYLE.md convention 8: hidden information is left out of the data. With
face-down VP totals ("All players may then turn those VP face down to keep their total
hidden", 001 Announce Wealth) no total is in the board's data; a player's own page has
their own total.
"""

from __future__ import annotations

from datetime import datetime, timezone

import json

from companion.game.titm.board import production_text
from companion.game.titm.private import player_view
from companion.game.titm.public import public_view
from companion.game.titm.timer_reading import TimerReading, timer_from_journal
from tests.game.helpers import new_game, resolve_everyone
from companion.game.titm.events import Abandon, AbilitiesResolved, CivicApplied, Correction, DevelopmentChosen, GoodsResolved, PhaseAdvance, TimerEvent

HIDDEN_TOTAL = 543  # 11 corrections of +49 and one of +4: 11 × 49 + 4 = 543


def give(game, name: str, total: int) -> None:
    """Bring ``name`` to ``total`` VP with corrections (each at most 49, the event's range is ±50)."""
    while total > 0:
        step = min(49, total)
        game.record(Correction(player=name, what="vp", value=step, reason="test total"))
        total -= step


def test_face_down_totals_are_absent_from_the_board_data(tmp_path):
    game = new_game(tmp_path, hidden_vp=True)
    give(game, "Ann", HIDDEN_TOTAL)
    assert game.state.player("Ann").vp == 11 * 49 + 4
    view = public_view(game.state, TimerReading("ready", 300_000))
    assert [p["vp"] for p in view["players"]] == [None, None, None, None]
    assert str(HIDDEN_TOTAL) not in json.dumps(view)
    assert view["hidden_vp"] is True


def test_face_up_totals_are_on_the_board(tmp_path):
    game = new_game(tmp_path)
    give(game, "Ann", 60)  # 49 + 11
    view = public_view(game.state)
    assert [p["vp"] for p in view["players"]] == [60, 0, 0, 0]


def test_a_player_sees_their_own_total_even_when_totals_are_face_down(tmp_path):
    game = new_game(tmp_path, hidden_vp=True)
    give(game, "Ann", HIDDEN_TOTAL)
    give(game, "Ben", 98)  # 2 × 49
    mine = player_view(game.state, "Ann")
    assert mine["me"]["vp"] == HIDDEN_TOTAL
    assert [entry["amount"] for entry in mine["me"]["ledger"]] == [49] * 11 + [4]
    assert all("vp" not in other for other in mine["others"])
    assert "98" not in json.dumps(mine)  # Ben's total is not on Ann's page


def test_a_capped_barbarian_loss_does_not_give_away_a_face_down_total(tmp_path):
    """R9: the loss is capped at the VP held, so 'lost' would reveal the total; the board shows what is owed."""
    game = new_game(tmp_path, hidden_vp=True)
    for _ in range(2):  # to turn 3, the first Barbarian Attack (Turn Track: "Lose 3 + 0-3 VP")
        game.record(PhaseAdvance(to="trading"))
        resolve_everyone(game)
        game.record(PhaseAdvance(to="development"))
        game.record(PhaseAdvance(to="civic"))
        game.record(CivicApplied())
        game.record(PhaseAdvance(to="production"))
    game.record(PhaseAdvance(to="trading"))
    # Ann alone spends two Barbarian Fury: safety 0 → −2 → −4, below the yellow line (R7), on a wine and
    # a dye (001 The Goods: civic goods carry it), 1 VP each (R1): she then holds 1 + 1 = 2
    resolve_everyone(game, goods={"Ann": ({"wine": 1, "dye": 1}, {"barbarian-fury": 2})}, rolls={"Ann": [1]})
    attack = game.state.this_turn.calamities.barbarian_attack[0]
    assert (attack.owed, attack.lost) == (3 + 1, 2)  # owes 4, holds 2
    ann = public_view(game.state)["players"][0]
    assert any("owes 4 VP" in line for line in ann["now"])
    assert not any("lost" in line for line in ann["now"])


def test_the_turn_track_and_the_tracks_come_from_the_edition(tmp_path):
    game = new_game(tmp_path)
    view = public_view(game.state)
    assert [t["label"] for t in view["turn_track"]] == ["I", "II", "III", "IV", "V", "VI"]
    # Turn Track: turn 1 no calamity; turn 3 "-1 Dev. Max Lvl 1" and "Lose 3 + 0-3 VP"
    assert view["turn_track"][0]["calamities"] == []
    assert view["turn_track"][2]["calamities"] == [
        "Peasant Revolt: −1 development, max level 1",
        "Barbarian Attack: lose 3 + the Barbarian Die VP",
    ]
    # R7: +3 … −8, START 0, below the yellow line from −3; R5: levels 0,1,1,2,2,3
    assert view["tracks"]["happiness"] == {"top": 3, "bottom": -8, "start": 0, "line": -3}
    assert view["tracks"]["government"]["levels"] == [0, 1, 1, 2, 2, 3]
    ann = view["players"][0]
    # R5: space 1 is level 0; "Dem 1 L0" is the marker as the host's board and the web both show it
    assert ann["government"] == {"side": "democracy", "short": "Dem", "space": 1, "level": 0, "colour": "white",
                                 "text": "Dem 1 L0"}
    assert ann["happiness"] == {"position": 0, "label": "+0", "below_line": False}


def test_the_timer_is_on_the_board_only_while_trading(tmp_path):
    game = new_game(tmp_path)
    reading = TimerReading("running", 61_500)
    assert public_view(game.state, reading)["timer"] is None  # Production
    game.record(PhaseAdvance(to="trading"))
    assert public_view(game.state, reading)["timer"]["remaining_ms"] == 61_500


def test_the_timer_read_from_the_journal_follows_its_deadline(tmp_path):
    game = new_game(tmp_path, trade_seconds=300, grace_seconds=10)
    t0 = datetime(2026, 11, 20, 19, 30, tzinfo=timezone.utc).timestamp()  # the tests' clock
    game.record(PhaseAdvance(to="trading"))
    assert timer_from_journal(game.state, t0 + 1000.0).status == "ready"
    game.record(TimerEvent(action="start", remaining_ms=300_000, deadline=t0 + 2000.0))
    # 2000 − 1900.5 = 99.5 s left
    assert timer_from_journal(game.state, t0 + 1900.5) == TimerReading("running", 99_500, 0, 300_000, (60_000, 30_000))
    # 4 s after the deadline: 10 − 4 = 6 s of grace left
    assert timer_from_journal(game.state, t0 + 2004.0).grace_ms == 6_000
    assert timer_from_journal(game.state, t0 + 2010.5).status == "over"
    game.record(TimerEvent(action="pause", remaining_ms=42_000))
    assert timer_from_journal(game.state, t0 + 5000.0).remaining_ms == 42_000


def test_announced_goods_vp_are_public_even_with_face_down_totals(tmp_path):
    """001 Announce Wealth: 'Players announce out loud how many VPs they received from goods'."""
    game = new_game(tmp_path, hidden_vp=True)
    game.record(PhaseAdvance(to="trading"))
    game.record(PhaseAdvance(to="resolution"))
    game.record(AbilitiesResolved())
    # R1: 3 wine = 6 VP; the prosperity VP is not goods VP (it is not announced)
    game.record(GoodsResolved(player="Ann", goods={"wine": 3}, icons={"prosperity": 1}))
    ann = public_view(game.state)["players"][0]
    assert ann["announced"] == 6
    assert ann["vp"] is None


def test_the_player_page_offers_what_may_be_entered_in_the_phase(tmp_path):
    game = new_game(tmp_path)
    assert player_view(game.state, "Ann")["trading"] is None
    game.record(PhaseAdvance(to="trading"))
    trading = player_view(game.state, "Ann")["trading"]
    assert "goods" in trading.pop("calculator")  # the hand calculator's tables: tests/game/test_phone_view.py
    # the warehouse's limit: 001 Warehousing, "up to 3 goods" (more by a development: test_warehouse_limit.py)
    assert trading == {"warehouse": None, "warehouse_limit": 3, "abandons": {"government": False, "religion": False},
                       "abilities": []}
    game.record(PhaseAdvance(to="resolution"))
    assert player_view(game.state, "Ann")["resolution"]["form"] is None  # step 1 first
    game.record(AbilitiesResolved())
    form = player_view(game.state, "Ann")["resolution"]["form"]
    assert [g["name"] for g in form["goods"]][:5] == ["grain", "wool", "timber", "ore", "salt"]
    assert [(a["name"], a["colour"]) for a in form["bottoms"] if a["kind"] == "arrow"] == [
        ("democracy", "white"), ("dictatorship", "black"), ("venus", "blue"), ("mars", "red")
    ]
    fury = next(c for c in form["bottoms"] if c["name"] == "barbarian-fury")
    assert (fury["label"], fury["detail"], fury["may_not_warehouse"]) == ("Barbarian Fury", "−2 safety", True)


def test_the_development_choices_honour_the_draws(tmp_path):
    """Development Phase: a level-0 player on both tracks draws a Level 0 Government and a Level 0 Religion card."""
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game)
    game.record(PhaseAdvance(to="development"))
    dev = player_view(game.state, "Ann")["development"]
    assert dev["draws"] == ["government 0", "religion 0"]
    assert dev["plays"] == 2
    assert dev["playable"] and all(card["level"] == 0 for card in dev["playable"])


def test_the_production_line_names_each_good_dealt_and_leaves_out_kinds_with_no_card(tmp_path):
    # 001 Production Phase: one basic good per rural worker (grain, wool, timber, ore, salt at
    # the start), one civic good per city, one luxury good per boat. Urbanize (edition: grain
    # worker −1, city +1) leaves Ann 4 basic goods and 1 civic; Ben keeps the 5 he started with.
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game)
    game.record(PhaseAdvance(to="development"))
    game.record(DevelopmentChosen(player="Ann", development="urbanize"))
    ann, ben = game.state.player("Ann"), game.state.player("Ben")
    assert production_text(game.state, ann) == "4 basic: wool, timber, ore, salt · 1 civic"
    assert production_text(game.state, ben) == "5 basic: grain, wool, timber, ore, salt"


def test_at_game_over_a_players_page_gives_their_place_and_total(tmp_path):
    # tests/game/tables.play_tied_game, worked in tests/game/test_end_explained.py: Ann and Ben tie at
    # 16 VP and the tie-breaks put Ben first (2 shields against Ann's 1 happy face, R15).
    # Ann: 10 chits + 2 on developments (Library 1, Theatre 1) + 4 (Monument of Knowledge: 2 × 2).
    from tests.game.tables import play_tied_game

    game = new_game(tmp_path)
    assert player_view(game.state, "Ann")["final"] is None  # not before the end
    play_tied_game(game)
    final = player_view(game.state, "Ann")["final"]
    assert final == {"rank": 2, "of": 4, "thumb_wrestle": False, "shared": False, "total": 10 + 2 + 4, "chits": 10,
                     "development_vp": 1 + 1, "monument_vp": 2 * 2}
    assert player_view(game.state, "Ben")["final"]["rank"] == 1
    # Cat and Dan: 0 VP, level 0, no icons each: 3rd place shared, no thumb wrestle (C12)
    cat = player_view(game.state, "Cat")["final"]
    assert (cat["rank"], cat["shared"], cat["thumb_wrestle"]) == (3, True, False)


def test_an_abandon_reads_as_declared_while_trading_and_done_after(tmp_path):
    # 001 Abandon Government/Religion: declared during the trading phase, resolved in Resolution
    # step 1 (the marker goes back to START); the board said "abandons government" into Development.
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    game.record(Abandon(player="Ann", track="government"))

    def ann_now() -> list[str]:
        return next(p for p in public_view(game.state)["players"] if p["name"] == "Ann")["now"]

    assert "abandons government" in ann_now()
    resolve_everyone(game)
    assert "abandoned government" in ann_now() and "abandons government" not in ann_now()


def test_only_the_copy_of_a_development_played_this_turn_is_new(tmp_path):
    # A City played in turn I and another in turn II: the board marked both *new* in turn II (the
    # copy of turn I was matched by its id). docs/web.md: "developments in play (those played this
    # turn marked new)".
    from tests.game.helpers import play_turn

    game = new_game(tmp_path)
    play_turn(game, developments={"Ann": "city"})
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game)
    game.record(PhaseAdvance(to="development"))
    game.record(DevelopmentChosen(player="Ann", development="city"))
    ann = public_view(game.state)["players"][0]
    cities = [d["new"] for d in ann["developments"] if d["id"] == "city"]
    assert cities == [False, True]  # the older copy first, as played


def test_each_line_of_the_boards_checklist_is_a_whole_sentence(tmp_path):
    # The board shows the checklist as bullets. Trading's and Development's were the TUI's lines cut
    # to width: "• Warehouse up to 3 cards; place your ability cubes;" then "• declare Abandon …",
    # and "• Draw your development cards (your phone says which) and choose" then "• up to one …".
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    trading = public_view(game.state)["checklist"]
    assert trading == ["Trade! No hints about card bottoms.",
                       "Warehouse up to 3 cards, place your ability cubes and declare Abandon Government / "
                       "Religion before time is up."]
    resolve_everyone(game)
    game.record(PhaseAdvance(to="development"))
    assert public_view(game.state)["checklist"] == [
        "Each player draws their development cards and chooses up to one government and one religion "
        "development; reveal them together.",
        "Your phone says which cards you draw."]


def test_the_boards_ranking_and_the_qr_text_mark_a_shared_place_as_the_end_screen_does(tmp_path):
    # tests/game/tables.play_tied_game: Ben 1st and Ann 2nd on the tie-breaks (R15); Cat and Dan, 0 VP,
    # level 0 and no icons each, share 3rd (C12): "3=" on the end screen, so on the board and in the QR text.
    from companion.tui.screens.end import result_text
    from tests.game.tables import play_tied_game

    game = new_game(tmp_path)
    play_tied_game(game)
    places = public_view(game.state)["ranking"]["places"]
    assert [(p["label"], p["names"]) for p in places] == [("1", ["Ben"]), ("2", ["Ann"]), ("3=", ["Cat", "Dan"])]
    lines = result_text(game.state).splitlines()[1:]
    assert [line.split(" ")[0] for line in lines] == ["1.", "2.", "3="]
    assert lines[2].startswith("3= Cat = Dan 0 VP")
