"""The Trading phase's limits that the table's entries are checked against: the penalty, the timer.

Sources: 001_26b6d8b0f4cbe6f7.txt, "Trading Phase", TRADING RULES ("may be warned or penalized up
to 5 victory points"); RULINGS.md R4 (the trading phase lasts 300 seconds by default; a table may
set from 10 seconds to an hour, as an edition's trade phase may). The warehouse's 3 cards are in
:mod:`companion.rules.warehouse`.
"""

from __future__ import annotations

from companion.errors import N_, say
from companion.rules.errors import CountError

#: "penalized up to 5 victory points" (001 Trading Rules).
PENALTY_MAX_VP = 5
#: The trading phase's length a table may set (R4), in seconds: 10 seconds to an hour.
TRADE_SECONDS_MIN = 10
TRADE_SECONDS_MAX = 3600
#: The trading timer never holds more than the longest phase (R4).
TIMER_MAX_MS = TRADE_SECONDS_MAX * 1000


def check_penalty(amount: int) -> None:
    """A penalty is 1 to 5 VP (001 Trading Rules).

    Raises:
        CountError: fewer than 1 or more than 5 VP, in the table's words.
    """
    if amount < 1:
        raise CountError(say(N_("A penalty is at least 1 VP")))
    if amount > PENALTY_MAX_VP:
        raise CountError(say(N_("A penalty is at most {n} VP (001 Trading Rules)"), n=PENALTY_MAX_VP))


def check_trade_seconds(seconds: int) -> None:
    """The trading phase's length a table sets: 10 seconds to an hour (R4).

    Raises:
        CountError: shorter or longer, in the new-game form's words.
    """
    if seconds < TRADE_SECONDS_MIN:
        raise CountError(say(N_("Trading seconds: at least {n}"), n=TRADE_SECONDS_MIN))
    if seconds > TRADE_SECONDS_MAX:
        raise CountError(say(N_("Trading seconds: at most {n} (an hour)"), n=TRADE_SECONDS_MAX))


def check_timer(remaining_ms: int) -> None:
    """The trading timer holds at most an hour: time added beyond it is refused (R4).

    Raises:
        CountError: more than 60 minutes left.
    """
    if remaining_ms > TIMER_MAX_MS:
        raise CountError(say(N_("The trading timer holds at most {n} minutes: no more time can be added"), n=TIMER_MAX_MS // 60_000))
