"""``companion calc`` — the referee commands and their stable JSON (issue: the rules engine)."""

from __future__ import annotations

import json
import os
import subprocess

import pytest

from tests.cli.helpers import console_script, run, run_installed, run_json


def test_sets_seven_wine(capsys):
    # 001 Collect Victory Points: "7 Wine cards would be worth 22 VP (A set of 6 and a set of 1)"
    data = run_json(capsys, "calc", "sets", "wine=7")
    assert data == {"goods": [{"good": "wine", "count": 7, "sets": [6, 1], "vp": 22}], "total_vp": 22}


def test_sets_text_answer(capsys):
    status, out, _ = run(capsys, "calc", "sets", "grain=3", "wine=2")
    assert status == 0
    assert "3 grain: sets 3 = 6 VP" in out and "total: 9 VP" in out  # 6 + 3


def test_resolve_sven_with_abandon(capsys):
    # 001 Abandon (Sven), R6: dictatorship space 3, Abandon Government, four democracy arrows → democracy 4.
    # "four democracy cards": art promotes Democracy (001 The Goods); one arrow on each card.
    data = run_json(
        capsys, "calc", "resolve", "--goods", "art=4", "--icons", "democracy=4",
        "--government", "dictatorship:3", "--religion", "venus:1", "--happiness", "0", "--safety", "0",
        "--abandon-government",
    )
    assert data["government"] == {"side": "democracy", "space": 4, "level": 2, "revolution": True}
    assert data["religion"] == {"side": "venus", "space": 1, "level": 0, "conversion": False}
    assert (data["vp"], data["happiness"], data["safety"]) == (10, 0, 0)  # 4 art: 10 VP (R1)


def test_resolve_counts_vp_and_bottoms(capsys):
    # 3 wine (6 VP) + 2 dye (3 VP) + 1 grain (1 VP) + 1 prosperity = 11 VP; depression (on the
    # grain: only basic goods carry it, 001 The Goods): happiness -2.
    data = run_json(
        capsys, "calc", "resolve", "--goods", "wine=3,dye=2,grain=1", "--icons", "prosperity=1,depression=1,mars=1",
        "--government", "democracy:1", "--religion", "venus:1", "--happiness", "-1", "--safety", "0",
    )
    assert data["vp"] == 6 + 3 + 1 + 1
    assert data["happiness"] == -1 - 2
    assert (data["cards"], data["bottoms"]) == (3 + 2 + 1, 3)
    assert data["religion"]["side"] == "mars" and data["religion"]["conversion"] is True
    assert data["may_not_warehouse"] == ["depression"]


RESOLVE_AT_START = ("--government", "democracy:1", "--religion", "venus:1", "--happiness", "0", "--safety", "0")


@pytest.mark.parametrize("icons", ["barbarian fury=1", "Barbarian Fury=1", "barbarian-fury=1", "barb fu=1"])
def test_resolve_reads_barbarian_fury_as_printed(capsys, icons):
    # 001 Barbarian Fury & Depression: "move you down two spots" — 2, never barbarian (1) + fury (2).
    data = run_json(capsys, "calc", "resolve", "--goods", "wine=1", "--icons", icons, *RESOLVE_AT_START)  # on a civic card
    assert data["safety"] == 0 - 2
    assert data["may_not_warehouse"] == ["barbarian-fury"]


def test_resolve_text_names_a_card_as_printed(capsys):
    # The JSON keeps the key ("barbarian-fury"); the text a table reads out names the card as printed.
    status, out, _ = run(capsys, "calc", "resolve", "--goods", "wine=1", "--icons", "barb fu=1", *RESOLVE_AT_START)
    assert status == 0
    assert "may not be warehoused: Barbarian Fury" in out and "barbarian-fury" not in out


def test_resolve_reads_names_colours_and_sides_with_the_entry_grammar(capsys):
    # Black = dictatorship (R5): 2 black arrows cross democracy 1 → dictatorship 1 → dictatorship 2.
    data = run_json(
        capsys, "calc", "resolve", "--goods", "Wine=3,dy=2", "--icons", "Barbarian Fury=1,black=2",
        "--government", "dem:1", "--religion", "blue:1", "--happiness", "0", "--safety", "0",
    )
    assert data["vp"] == 6 + 3
    assert data["government"] == {"side": "dictatorship", "space": 2, "level": 1, "revolution": True}
    assert data["safety"] == 0 - 2


def test_resolve_slave_revolt_moves_happiness_by_one(capsys):
    # R18: 1 unhappy face plus the arrow printed on the card, typed attached as in the TUI (red = Mars).
    data = run_json(capsys, "calc", "resolve", "--goods", "slaves=1", "--icons", "slave revolt:red", *RESOLVE_AT_START)
    assert data["happiness"] == 0 - 1
    assert data["religion"] == {"side": "mars", "space": 1, "level": 0, "conversion": True}


def test_victims_in_the_order_given(capsys):
    # R8: the lowest below the line; ties are all victims.
    data = run_json(capsys, "calc", "victims", "--turn", "4", "Cat=-4:0", "Ann=-4:-3", "Ben=1:-2")
    assert data == {"turn": 4, "peasant_revolt": ["Cat", "Ann"], "barbarian_attack": ["Ann"]}


def test_barbarians_total_war_and_vp_floor(capsys):
    # Turn 5: lose 5 + die; Total War: two dice. 5 + 1 + 2 = 8 VP owed; holding 6 leaves 0 (R9).
    data = run_json(capsys, "calc", "barbarians", "--turn", "5", "--roll", "1", "--roll", "2", "--vp", "6")
    assert data == {"turn": 5, "rolls": [1, 2], "loss": 5 + 1 + 2, "lost": 6, "vp_after": 0}
    data = run_json(capsys, "calc", "barbarians", "--turn", "3", "--roll", "0")
    assert (data["loss"], data["vp_after"]) == (3 + 0, None)


def test_draws_kristin_r3(capsys):
    data = run_json(capsys, "calc", "draws", "--government", "dictatorship:2", "--religion", "mars:1")
    assert data["draws"] == [
        {"deck": "dictatorship", "level": 2},
        {"deck": "dictatorship", "level": 1},
        {"deck": "government", "level": 0},
        {"deck": "mars", "level": 1},
        {"deck": "religion", "level": 0},
    ]
    assert (data["plays"], data["max_level"]) == (2, None)


def test_draws_peasant_revolt_turn_2(capsys):
    # Turn 2: -1 development, max level 0.
    data = run_json(capsys, "calc", "draws", "--government", "democracy:1", "--religion", "0",
                    "--turn", "2", "--peasant-revolt")
    assert data["draws"] == [{"deck": "government", "level": 0}, {"deck": "religion", "level": 0}]
    assert (data["plays"], data["max_level"]) == (1, 0)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["sets", "wine=19"], "wine: 19 cards, but the deck has only 12"),
        (["sets", "saffron=2"], "'saffron' is not a good"),
        (["sets", "wine=-1"], "a count is 0 to 99"),
        (["sets", "grian=2"], "goods: 'grian' is not a good here — did you mean grain?"),
        (["resolve", "--goods", "", "--icons", "fury=1", *RESOLVE_AT_START], "did you mean barbarian fury?"),
        (["resolve", "--goods", "", "--icons", "d=1", *RESOLVE_AT_START], "could be democracy, depression or dictatorship"),
        (["resolve", "--goods", "", "--icons", "slave revolt", *RESOLVE_AT_START], "which arrow is printed on the card?"),
        (["resolve", "--goods", "wine=" + "9" * 4400, *RESOLVE_AT_START], "far too large"),
        (["resolve", "--goods", "wine=1", "--government", "democracy", "--religion", "venus:1",
          "--happiness", "0", "--safety", "0"], "expected SIDE:SPACE"),
        (["resolve", "--goods", "wine=1", "--icons", "purple=1", "--government", "democracy:1",
          "--religion", "venus:1", "--happiness", "0", "--safety", "0"], "'purple'"),
        (["resolve", "--goods", "wine=1", "--government", "democracy:1", "--religion", "venus:1",
          "--happiness", "7", "--safety", "0"], "happiness: +7 is off the track"),
        (["victims", "--turn", "7", "A=0:0"], "turn 7"),
        (["victims", "--turn", "3", "A=0"], "A: expected HAPPINESS:SAFETY"),
        (["victims", "--turn", "3", "A"], "expected NAME=HAPPINESS:SAFETY"),
        (["victims", "--turn", "3", "Ann=-3:-1", "ann=-5:0"], "player: 'ann' is given twice (as 'Ann')"),
        (["barbarians", "--turn", "2", "--roll", "1"], "no Barbarian Attack"),
        (["barbarians", "--turn", "4", "--roll", "6"], "roll 6"),
        (["barbarians", "--turn", "4", "--roll", "1", "--roll", "1", "--roll", "1"], "3 rolls"),
        (["draws", "--government", "democracy:4", "--religion", "0"], "level 4"),
        (["draws", "--government", "democracy:1", "--religion", "0", "--peasant-revolt"], "needs --turn"),
        (["sets", "wine=1", "--edition", "nowhere"], "no such edition"),
        (["sets"], "required"),
        (["bogus"], "invalid choice"),
    ],
)
def test_bad_input_exits_2_with_one_line(capsys, argv, message):
    status, out, err = run(capsys, "calc", *argv)
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1 and message in err
    assert "Traceback" not in err


def test_calc_answers_from_the_installed_package(tmp_path):
    # From an empty folder: only the installed package can answer.
    done = run_installed(tmp_path, "calc", "sets", "wine=7", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["total_vp"] == 21 + 1
    done = run_installed(tmp_path, "calc", "sets", "wine=99")
    assert done.returncode == 2 and done.stderr.count("\n") == 1


@pytest.mark.parametrize("typed", [["7", "wine", "2", "dye"], ["7wi", "2dy"], ["wine=7,dye=2"], ["wine 7, dye", "dye"],
                                   ["wine=3", "Wi=4", "2", "dye"]])
def test_sets_reads_goods_as_the_tuis_boxes_do(capsys, typed):
    # One grammar for every box that counts goods (companion.entry.counts): a count before or after its
    # name, glued or spaced, NAME=N, a name alone counts once, repeated names add up (3 + 4 = 7 wine).
    # 001 Collect Victory Points: 7 wine = a set of 6 and a set of 1 = 22 VP; 2 dye: the chart's 2-set.
    data = run_json(capsys, "calc", "sets", *typed)
    assert {g["good"]: g["count"] for g in data["goods"] if g["count"]} == {"wine": 7, "dye": 2}
    assert next(g for g in data["goods"] if g["good"] == "wine")["vp"] == 22


def test_turns_may_be_typed_as_the_turn_track_prints_them(capsys):
    # The turn track is labelled I-VI; "--turn III" was refused as "not a whole number".
    # Turn IV: Peasant Revolt and Barbarian Attack; Cat is lowest below the yellow line on both (R8).
    for turn in ("IV", "iv", "4"):
        data = run_json(capsys, "calc", "victims", "--turn", turn, "Ann=-1:0", "Cat=-4:-3")
        assert data == {"turn": 4, "peasant_revolt": ["Cat"], "barbarian_attack": ["Cat"]}
    # Turn V: lose 5 + the die (001 Turn Track; R9): 5 + 2 = 7.
    assert run_json(capsys, "calc", "barbarians", "--turn", "V", "--roll", "2")["loss"] == 5 + 2
    status, _, err = run(capsys, "calc", "victims", "--turn", "3x", "A=0:0")
    assert status == 2 and "--turn: '3x' is not a turn: type 3 or III" in err


def test_a_position_off_the_track_names_the_player(capsys):
    # "happiness: -9 is off the track" did not say whose; the track runs +3 … -8 (R7).
    status, _, err = run(capsys, "calc", "victims", "--turn", "3", "Ann=-3:0", "Ben=-9:0")
    assert status == 2 and err.startswith("companion: Ben happiness: -9 is off the track")


@pytest.mark.parametrize(("argv", "says"), [
    (["calc", "draws", "--government", "dict:2", "--religion", "mars:1", "--stabilty"],
     "companion calc draws: unrecognized arguments: --stabilty — did you mean --stability? (see companion calc draws --help)"),
    (["calc", "sets", "wine=1", "--jsn"], "did you mean --json? (see companion calc sets --help)"),
    (["games", "extra"], "companion games: unrecognized arguments: extra (see companion games --help)"),
])
def test_an_unknown_argument_is_the_innermost_commands_error(capsys, argv, says):
    # It said "(see companion --help)", the top level's help, which does not list --stability.
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, "")
    assert err.strip() == says or says in err
    assert err.count("\n") == 1


@pytest.mark.parametrize(("argv", "command"), [
    (["calc", "--json", "sets", "wine=1"], "companion calc sets"),
    (["--json", "calc", "ti4", "factions"], "companion calc ti4 factions"),
    (["calc", "tnt", "--triggered", "end", "Ada=20:1"], "companion calc tnt end"),
])
def test_a_commands_own_option_typed_before_its_name_says_where_it_goes(capsys, argv, command):
    # "companion calc --json sets wine=1" said "unrecognized arguments: --json — did you mean --json?":
    # it suggested the very option typed. The command takes it after its name.
    option = next(word for word in argv if word.startswith("--"))
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, "")
    assert err.strip() == (
        f"{command}: {option} goes after the command's name: {command} … {option} (see {command} --help)"
    )


@pytest.mark.parametrize(("argv", "says"), [
    (["calc", "--edition", "titm-v6", "sets", "wine=1"],
     "companion calc: --edition goes after the command's name: companion calc sets … --edition titm-v6"),
    (["calc", "advciv", "--data", "our.json", "value", "grain"],
     "companion calc advciv: --data goes after the command's name: companion calc advciv value … --data our.json"),
    (["calc", "--players", "9", "megaciv", "calamities", "famine"],
     "companion calc: --players goes after the command's name: companion calc megaciv calamities … --players 9"),
])
def test_an_option_and_its_value_typed_before_the_command_say_where_they_go(capsys, argv, says):
    # The value was taken for the command: "argument COMPUTATION: invalid choice: 'titm-v6' (choose from
    # 'sets', …)" named the edition as if it were a mistyped computation.
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, "")
    assert err.startswith(says + " (see ") and err.count("\n") == 1


def test_a_mistyped_command_or_an_unknown_option_is_still_argparses_error(capsys):
    status, _, err = run(capsys, "calc", "setz", "wine=1")
    assert status == 2 and "invalid choice: 'setz'" in err
    status, _, err = run(capsys, "calc", "--bogus", "9", "sets", "wine=1")
    assert status == 2 and "invalid choice: '9'" in err  # no command takes --bogus: nothing to say about it


def test_output_the_console_cannot_encode_is_escaped_not_a_traceback(tmp_path):
    # With cp1252 (Windows, output redirected to a file) the → of every resolve answer
    # raised UnicodeEncodeError: a traceback and exit status 1.
    env = {**{k: v for k, v in os.environ.items() if k != "PYTHONPATH"}, "PYTHONIOENCODING": "cp1252"}
    done = subprocess.run(
        [str(console_script()), "calc", "resolve", "--goods", "grain", "--government", "dem:1",
         "--religion", "venus:1", "--happiness", "0", "--safety", "0"],
        cwd=tmp_path, capture_output=True, env=env, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert b"Traceback" not in done.stderr
    assert b"Happiness: +0 \\u2192 +0" in done.stdout


def test_resolve_refuses_bottoms_no_hand_could_show(capsys):
    # Issue 22: 1 grain and 3 prosperity answered 4 VP. "resolve the 'Idea' on the bottom of each
    # card" (001 Resolving Trade Goods): one card, one bottom; exit 2 with the table's words.
    status, out, err = run(capsys, "calc", "resolve", "--goods", "grain=1", "--icons", "prosperity=3", *RESOLVE_AT_START)
    assert (status, out) == (2, "")
    assert err == "companion: The player spent 1 card but entered 3 bottoms: each card has one\n"
    status, _, err = run(capsys, "calc", "resolve", "--goods", "grain=2", "--icons", "barb fu", *RESOLVE_AT_START)
    assert status == 2 and "Barbarian Fury is only on civic goods; the player spent no civic card" in err


def test_resolve_says_when_fewer_bottoms_than_cards_are_entered(capsys):
    # 7 wine: a set of 6 (21 VP) and a set of 1 (1 VP, R1); 6 red arrows entered for the 7 cards.
    status, out, _ = run(capsys, "calc", "resolve", "--goods", "wine=7", "--icons", "red=6", *RESOLVE_AT_START)
    assert status == 0
    assert "VP earned: 22" in out and "7 cards, 6 bottoms entered" in out
    data = run_json(capsys, "calc", "resolve", "--goods", "wine=7", "--icons", "red=6", *RESOLVE_AT_START)
    assert (data["cards"], data["bottoms"]) == (7, 6)
