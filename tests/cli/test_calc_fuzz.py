"""Any arguments to ``companion calc <pack>`` end in exit 0, or exit 2 with one line on stderr.

Hypothesis builds argument lists from each command's own vocabulary plus
nonsense; no combination may raise an exception or print a traceback.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.cli.conftest import run_cli

COMMON = ["--json", "--data", "advciv", "ti4", "nope", "", "=", ":", ",", "-1", "0", "3", "x", "9999999999"]
VOCABULARY = {
    "advciv": [
        "value",
        "trade",
        "guarantee",
        "deal",
        "--mining",
        "--announced",
        "--given",
        "--player",
        "--hand",
        "--gives",
        "grain=3",
        "bronze=3",
        "salt=2,ochre=1",
        "3:salt,salt",
        "4:grain,iron",
        "famine=1",
        "GRAIN=9",
        "saffron=1",
        "grain=x",
        "2:salt",
    ],
    "megaciv": [
        "value",
        "trade",
        "calamities",
        "--players",
        "--seed",
        "--discard",
        "--announced",
        "--given",
        "famine",
        "piracy",
        "flood",
        "5",
        "9",
        "12",
        "3:salt,grain",
        "salt=1,grain=1,ochre=1",
        "grain=8",
    ],
    "ti4": [
        "factions",
        "replenish",
        "transaction",
        "convert",
        "tokens",
        "--a-gives",
        "--b-gives",
        "--ones",
        "--threes",
        "--hand-over",
        "hacan:2:1",
        "sol:4",
        "5:1",
        "pirates",
        "hacan:7",
        "0:1",
        "2",
    ],
    "tnt": [
        "sell",
        "cards",
        "hand",
        "end",
        "winner",
        "--at",
        "node",
        "city",
        "--triggered",
        "forest=2,ocean=1",
        "lava=1",
        "Ada=21:4:1",
        "Bo=20:6",
        "Cy=1:1:1",
        "Ada=14",
    ],
}


def argv_for(pack: str) -> st.SearchStrategy[list[str]]:
    token = st.one_of(
        st.sampled_from(VOCABULARY[pack] + COMMON), st.text(max_size=6).filter(lambda t: t not in ("-h", "--help"))
    )
    return st.lists(token, max_size=7)


def check(pack: str, argv: list[str]) -> None:
    result = run_cli("calc", pack, *argv)
    assert result.code in (0, 2), (argv, result)
    assert "Traceback" not in result.err
    if result.code == 2:
        assert len(result.err.strip().splitlines()) == 1, (argv, result.err)


FUZZ = settings(max_examples=120, suppress_health_check=[HealthCheck.too_slow], deadline=None)


@FUZZ
@given(argv=argv_for("advciv"))
def test_advciv_arguments_never_crash(argv):
    check("advciv", argv)


@FUZZ
@given(argv=argv_for("megaciv"))
def test_megaciv_arguments_never_crash(argv):
    check("megaciv", argv)


@FUZZ
@given(argv=argv_for("ti4"))
def test_ti4_arguments_never_crash(argv):
    check("ti4", argv)


@FUZZ
@given(argv=argv_for("tnt"))
def test_tnt_arguments_never_crash(argv):
    check("tnt", argv)


def test_a_line_break_typed_into_an_argument_stays_escaped_in_the_one_line_error():
    """Messages echo what was typed; a typed line break must not split the error over two lines."""
    for argv in (["value", "sal\nt=1"], ["va\x1elue", "salt=1"], ["value", "salt=1", "--x\u2028"]):
        result = run_cli("calc", "advciv", *argv)
        assert result.code == 2
        assert len(result.err.strip().splitlines()) == 1, result.err
