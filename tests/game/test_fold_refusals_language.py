"""The fold's and the rules' refusals are said in the reader's language (issue 36): said under the
pseudo-locale ``qps`` every one is a catalog message (wrapped in ⟦ ⟧), and its English ``str`` is the
sentence the table always read (the journal, the logs and the command line keep it)."""

from __future__ import annotations

import pytest

from companion import i18n
from companion.errors import CompanionError
from companion.game.titm.events import (
    AbilitiesResolved,
    CivicApplied,
    Correction,
    DevelopmentChosen,
    DevelopmentDestroyed,
    GameOver,
    PhaseAdvance,
    Warehouse,
)
from companion.rules import trading
from companion.rules.calamities import barbarian_loss, lowest_below_line

from tests.game.helpers import new_game


def _said(error: CompanionError) -> str:
    with i18n.language("qps"):
        return error.said()


def _wrapped(text: str) -> bool:
    return text.startswith("⟦") and text.endswith("⟧")


# Turn I begins in the Production phase (001 Turn Track): the table moves on to Trading; every player
# starts with 0 VP; the game ends after turn VI's Civic phase (six turns).
IN_PRODUCTION = [
    (PhaseAdvance(to="resolution"), "from production the table moves to trading, not resolution"),
    (GameOver(), "the game ends after the Civic phase of turn 6"),
    (Correction(player="Ann", what="vp", value=-1, reason="miscount"),
     "Ann has 0 VP: a correction of -1 would go below 0"),
    (Correction(player="Ann", what="workers", value=1, good="wine", reason="miscount"),
     "wine: rural workers produce basic goods only"),
    (DevelopmentChosen(player="Ann", development="library"),
     "developments are chosen in the Development phase (now: production)"),
    (DevelopmentDestroyed(player="Ann", development="library", reason="table's decision"),
     "Ann does not have 'library' in play"),
    (CivicApplied(), "civic effects are applied in the Civic phase (now: production)"),
    (Warehouse(player="Ann", cards=1), "warehousing is recorded during the Trading phase (now: production)"),
    (AbilitiesResolved(), "resolving trade phase abilities happens in the Resolution phase (now: production)"),
]


@pytest.mark.parametrize(("event", "english"), IN_PRODUCTION, ids=[type(e).__name__ for e, _ in IN_PRODUCTION])
def test_the_folds_refusals_are_catalog_words_in_any_language(tmp_path, event, english):
    game = new_game(tmp_path)
    with pytest.raises(CompanionError) as refused:
        game.record(event)
    assert str(refused.value) == english
    assert _wrapped(_said(refused.value)), _said(refused.value)


def test_a_phase_left_too_early_is_said_with_its_reason(tmp_path):
    # Resolution's step 1 is the trade phase abilities (001 Resolution Phase): the table cannot leave it first.
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    game.record(PhaseAdvance(to="resolution"))
    for event, english, words in [  # words: each said by the catalog (the sentence, the phase, the reason)
        (PhaseAdvance(to="development"), "cannot leave resolution yet: resolve the trade phase abilities first (step 1)", 3),
        (GameOver(), "cannot end the game yet: resolve the trade phase abilities first (step 1)", 2),
    ]:
        with pytest.raises(CompanionError) as refused:
            game.record(event)
        assert str(refused.value) == english
        said = _said(refused.value)
        assert _wrapped(said) and said.count("⟦") == words, said


def _rules_refusal(call) -> CompanionError:
    with pytest.raises(CompanionError) as refused:
        call()
    return refused.value


def test_the_rules_refusals_are_catalog_words_in_any_language():
    from companion.edition import load_edition

    components = load_edition().components()
    cases = [
        # 001 Trading Rules: "penalized up to 5 victory points"
        (lambda: trading.check_penalty(6), "A penalty is at most 5 VP (001 Trading Rules)"),
        (lambda: trading.check_penalty(0), "A penalty is at least 1 VP"),
        # turn I has no Barbarian Attack (the first is turn III, R8)
        (lambda: barbarian_loss(components, 1, [1]), "turn 1: there is no Barbarian Attack on this turn"),
    ]
    for call, english in cases:
        error = _rules_refusal(call)
        assert str(error) == english
        assert _wrapped(_said(error)), _said(error)


def test_an_off_track_position_is_said_with_its_players_name():
    from companion.edition import load_edition

    track = load_edition().components().status("happiness")
    error = _rules_refusal(lambda: lowest_below_line(track, {"Ben": -99}))
    assert str(error).startswith("Ben happiness: -99 ")
    assert _wrapped(_said(error)), _said(error)
