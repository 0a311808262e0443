"""Reminders the companion gives the table from the state: what the printed rules ask it to do by hand.

Source: 001_26b6d8b0f4cbe6f7.txt, Production Phase, EXCEPTION ("The luxury deck is reshuffled at
the end of any turn in which the "Piracy" card was played"); About the Goods (Piracy);
RULINGS.md R16.
"""

from __future__ import annotations

from companion.game.words import roman
from companion.game.titm.state import GameState
from companion.rules.components import card_name


def _by_deck(state: GameState, dead: dict[str, list[str]]) -> dict[str, tuple[list[str], list[str]]]:
    """Deck (category) → (dead cards, players who spent them), in seat order."""
    decks: dict[str, tuple[list[str], list[str]]] = {}
    for name in state.names:
        for card in dead.get(name, []):
            deck = state.rules.goods[card].category if card in state.rules.goods else "goods"
            cards, players = decks.setdefault(deck, ([], []))
            if card not in cards:
                cards.append(card)
            if name not in players:
                players.append(name)
    return decks


def _card_names(cards: list[str]) -> str:
    return " and ".join(card_name(card) for card in cards)


def reshuffle_reminders(state: GameState, *, last_turn: bool = False) -> list[str]:
    """Decks to reshuffle because a dead card (Piracy) was spent (R16), as lines for a panel.

    Args:
        state: the game.
        last_turn: False — the dead cards spent this turn ("reshuffle … at the end of this turn",
            for the Civic panel); True — those spent in the previous turn (the Production panel
            recalls it before the goods are dealt).

    Returns:
        One line per deck, e.g. ``"Piracy spent by Ann: reshuffle the luxury deck at the end of
        this turn (R16)."``; empty if no dead card was spent.
    """
    dead = state.this_turn.dead_last_turn if last_turn else state.this_turn.dead_spent()
    lines = []
    for deck, (cards, players) in _by_deck(state, dead).items():
        who = ", ".join(players)
        if last_turn:
            lines.append(
                f"{_card_names(cards)} was spent in turn {roman(state.turn - 1)} ({who}): the {deck} deck is "
                f"reshuffled at the end of that turn — if it was not, reshuffle it before dealing (R16)."
            )
        else:
            lines.append(f"{_card_names(cards)} spent by {who}: reshuffle the {deck} deck at the end of this turn (R16).")
    return lines
