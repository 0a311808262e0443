"""Keys a host presses for the reference turn of issue 9 §2, before and after, measured through Pilot.

The reference turn: a 5-player game at turn III, every player at START (happiness and
safety 0, space 1 of each track), no developments; the journal is built here through the
game layer (turns I and II with nothing spent). Then, by keyboard only:

- Production: nothing to enter.
- Trading: start the timer; Ann abandons Government; Ben warehouses 2; end trading
  (the confirmation asked while time remains is pressed and counted).
- Resolution step 1: the abilities and abandons.
- Resolution step 2: Ann ``grain 3, wool 1`` / ``white 2, blue, prosperity``; Ben ``ore 4`` /
  ``black 3, poverty``; Cleo ``timber 2, dye 2`` / ``black, red 2, barbarian``; Dan
  ``salt 3, wine 1`` / ``barbarian fury``; Eve ``wine 4, salt 1`` / ``red 3, depression`` (each
  bad card on goods that carry it, 001 The Goods: the issue's gold under Barbarian Fury and
  Depression on wine are hands no deck deals).
- Resolution step 3: the calamities (nobody is below the yellow line: no die to enter).
- Development: each player plays one development from the legal list: Ann Library,
  Ben Barracks, Cleo Isolationism, Dan Urbanize, Eve Sacrificial Altar.
- Civic: apply.

Every key counts: each character typed, Enter, arrows, shortcuts, the confirmation. A key
counts in the phase it is pressed in, and the key that leaves a phase counts in that phase.

The figure before issue 9 was measured with this script's ``--flow old`` on the project at
commit 201fecd (the worktree /work/baseline, its own venv), on the old flow: the names typed
as the issue writes them, except ``barbarian-fury`` with a hyphen (the old reader split
``barbarian fury`` into two cards: safety −3 instead of −2, a different game); a
development found by typing the shortest beginning of its name that brings it to the top
of the list, Enter, then Ctrl+N for the next player; the cursor moved back up to Ann for
the Development dialog, which started with the player under the cursor. (201fecd already
asked before trading ended early, one of issue 9's first fixes: that ``y`` counts in both.)

    Production 1 · Trading 8 · step 1 1 · step 2 161 · step 3 3 · Development 24 · Civic 1 · total 199

``after`` is this flow as a host who has learnt the short forms types it (``3gr wo``,
``2w blu pr``, ``barb f``…); ``as written`` is the same flow with the names typed in full as
the issue writes them, to show what the flow saves apart from the short forms. Both runs,
and the old one, must end in the same game: the script checks every player's VP, markers,
developments and production, and the ledger entries of the turn, against values
worked out by hand below (``EXPECTED``).

Usage: python benchmarks/entry.py [--flow new|old]  (``old`` only runs on the old code)
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from collections import Counter
from pathlib import Path
from companion.game.titm.events import AbilitiesResolved, CalamitiesResolved, CivicApplied, GoodsResolved, PhaseAdvance

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PHASES = ("Production", "Trading", "Resolution step 1", "Resolution step 2", "Resolution step 3", "Development", "Civic")
#: The old flow's figures (see the docstring), per phase.
BEFORE = {
    "Production": 1,
    "Trading": 8,
    "Resolution step 1": 1,
    "Resolution step 2": 161,
    "Resolution step 3": 3,
    "Development": 24,
    "Civic": 1,
}
TARGET = 150

#: name, colour, government side, religion side — every marker at START, space 1.
PLAYERS = [
    ("Ann", "red", "democracy", "venus"),
    ("Ben", "blue", "dictatorship", "mars"),
    ("Cleo", "green", "dictatorship", "mars"),
    ("Dan", "yellow", "democracy", "venus"),
    ("Eve", "white", "democracy", "venus"),
]
#: Resolution step 2 as the issue writes it: (goods, bottoms) per player.
AS_WRITTEN = {
    "Ann": ("grain 3, wool 1", "white 2, blue, prosperity"),
    "Ben": ("ore 4", "black 3, poverty"),
    "Cleo": ("timber 2, dye 2", "black, red 2, barbarian"),
    "Dan": ("salt 3, wine 1", "barbarian fury"),
    "Eve": ("wine 4, salt 1", "red 3, depression"),
}
#: The same cards in the short forms of the entry grammar (unique beginnings, glued counts).
SHORT = {
    "Ann": ("3gr wo", "2w blu pr"),
    "Ben": ("4o", "3bla po"),
    "Cleo": ("2t 2d", "bla 2r barbarian"),
    "Dan": ("3sa wi", "barb f"),
    "Eve": ("4wi sa", "3r dep"),
}
#: The old reader split "barbarian fury" into two cards; its hyphenated spelling is the card.
OLD = {**AS_WRITTEN, "Dan": ("salt 3, wine 1", "barbarian-fury")}
#: Five rural workers, one of each basic good ("Setup Components"; "Production Phase").
WORKERS = (("grain", "ore", "salt", "timber", "wool"), 0, 0)
#: The development each player plays (legal for each at that point).
PLAYS = {"Ann": "Library", "Ben": "Barracks", "Cleo": "Isolationism", "Dan": "Urbanize", "Eve": "Sacrificial Altar"}

# The turn worked out by hand (001 "Resolving Trade Goods"; R1 set values n(n+1)/2; R5 tracks;
# R6 Abandon; R7 the yellow line below −2; "Civic Phase"):
#   Ann  grain 3 = 6, wool 1 = 1, prosperity +1 → 8 VP; white 2 → democracy 1+2 = 3 (Abandon
#        from space 1 changes nothing); blue 1 → venus 2; then Library every turn: +1 happiness,
#        +1 democracy → happiness +1, democracy 4.
#   Ben  ore 4 = 10 VP; black 3 → dictatorship 4; poverty → happiness −1.
#   Cleo timber 2 = 3, dye 2 = 3 → 6 VP; black 1 → dictatorship 2; red 2 → mars 3; barbarian → safety −1.
#   Dan  salt 3 = 6, wine 1 = 1 → 7 VP; barbarian fury (on the wine: only civic goods carry it,
#        001 The Goods) → safety −2; Urbanize: the grain worker becomes a city.
#   Eve  wine 4 = 10, salt 1 = 1 → 11 VP; red 3 from venus 1: the first arrow crosses the box
#        (Conversion) to mars 1, then mars 3; depression (on the salt: a basic good) → happiness −2.
#   Step 3 on turn III: the lowest happiness is −2 and safety −2, not below the line: no victims.
EXPECTED = {
    "players": {
        "Ann": (8, 1, 0, ("democracy", 4), ("venus", 2), ("library",), WORKERS),
        "Ben": (10, -1, 0, ("dictatorship", 4), ("mars", 1), ("barracks",), WORKERS),
        "Cleo": (6, 0, -1, ("dictatorship", 2), ("mars", 3), ("isolationism",), WORKERS),
        "Dan": (7, 0, -2, ("democracy", 1), ("venus", 1), ("urbanize",), (("ore", "salt", "timber", "wool"), 1, 0)),
        "Eve": (10 + 1, -2, 0, ("democracy", 1), ("mars", 3), ("sacrificial-altar",), WORKERS),
    },
    "ledger": [
        ("Ann", 7, "goods"),
        ("Ann", 1, "prosperity"),
        ("Ben", 10, "goods"),
        ("Cleo", 6, "goods"),
        ("Dan", 7, "goods"),
        ("Eve", 10 + 1, "goods"),
    ],
}
#: Characters typed that Pilot names by key.
KEY_NAMES = {" ": "space", ",": "comma", "-": "minus", ":": "colon"}


def reference_game(folder: Path) -> Path:
    """Write the reference game's journal in ``folder``: 5 players at the start of turn III, all at START."""
    from companion.edition import load_edition
    from companion.game.session import Game

    players = [
        {"name": n, "colour": c, "symbol": n[0], "government": gov, "religion": rel} for n, c, gov, rel in PLAYERS
    ]
    path = folder / "reference.jsonl"
    shipped = load_edition()
    # Issue 9's hands as a host types them, with no deal modelled before turn III: held to the decks,
    # not to what the table was dealt (docs/rulings.md C16).
    edition = shipped.model_copy(update={"production": shipped.production.model_copy(update={"table_spend": "deck"})})
    game = Game.new(path, name="Reference turn", players=players, edition=edition)
    for _ in (1, 2):  # turns I and II: nothing spent, nothing played
        game.record(PhaseAdvance(to="trading"))
        game.record(PhaseAdvance(to="resolution"))
        game.record(AbilitiesResolved())
        for name, *_ in PLAYERS:
            game.record(GoodsResolved(player=name, goods={}, icons={}))
        game.record(CalamitiesResolved(rolls={}))
        game.record(PhaseAdvance(to="development"))
        game.record(PhaseAdvance(to="civic"))
        game.record(CivicApplied())
        game.record(PhaseAdvance(to="production"))
    assert (game.state.turn, game.state.phase) == (3, "production")
    game.close()
    return path


def production(state, player) -> tuple[tuple[str, ...], int, int]:
    """What the player produces next turn: the basic goods (one card each), civic cards, luxury cards."""
    from companion.rules.production import production_entitlement

    made = production_entitlement(state.rules, state.developments_of(player.name), player.worker_changes)
    basic = tuple(sorted(g for g, n in made.basic.items() for _ in range(n)))
    return basic, made.civic, made.luxury


def outcome(state) -> dict:
    """The turn's result: every player's markers, VP, developments, production; the turn's ledger."""
    players = {
        p.name: (
            p.vp,
            p.happiness,
            p.safety,
            (p.government.side, p.government.space),
            (p.religion.side, p.religion.space),
            tuple(p.developments),
            production(state, p),
        )
        for p in state.players
    }
    ledger = [(e.player, e.amount, e.kind) for e in state.ledger if e.turn == 3]
    return {"players": players, "ledger": ledger}


class Host:
    """Presses keys through Pilot as a host would, counting each one in the phase it belongs to."""

    def __init__(self, pilot) -> None:
        self.pilot = pilot
        self.phase = PHASES[0]
        self.keys: Counter[str] = Counter()

    @property
    def app(self):
        return self.pilot.app

    async def press(self, *keys: str) -> None:
        for key in keys:
            self.keys[self.phase] += 1
            await self.pilot.press(key)

    async def type(self, text: str) -> None:
        """Each character is one key."""
        for ch in text:
            await self.press(KEY_NAMES.get(ch, ch))

    async def settle(self) -> None:
        """Let the screen catch up (no key)."""
        await self.pilot.pause()
        await self.pilot.pause()


async def trading(host: Host) -> None:
    """Production to the end of Trading: the same keys in both flows."""
    host.phase = "Production"
    await host.press("n")
    host.phase = "Trading"
    await host.press("t")  # start the timer
    await host.press("g")  # Ann, under the cursor, abandons Government
    await host.press("down", "w")  # Ben warehouses 2
    await host.settle()
    await host.type("2")
    await host.press("enter")
    await host.settle()
    await host.press("e")  # end trading: asked, since time remains
    await host.settle()
    await host.press("y")
    await host.settle()


async def resolution(host: Host, spends: dict[str, tuple[str, str]]) -> None:
    """The Resolution phase: the same keys in both flows (before, a chain of dialogs; after, one dialog
    that moves from player to player): n, n, each player's goods, Enter, bottoms, Enter; n, Enter; n."""
    host.phase = "Resolution step 1"
    await host.press("n")
    host.phase = "Resolution step 2"
    await host.press("n")
    for goods, bottoms in spends.values():
        await host.settle()
        await host.type(goods)
        await host.press("enter")
        await host.type(bottoms)
        await host.press("enter")
    await host.settle()
    host.phase = "Resolution step 3"
    await host.press("n")  # the calamities, previewed
    await host.settle()
    await host.press("enter")
    await host.settle()
    await host.press("n")  # to Development


async def old_flow(host: Host, spends: dict[str, tuple[str, str]]) -> None:
    """The flow before issue 9 (run it on the old code)."""
    from companion.game.titm.choices import playable

    await trading(host)
    await resolution(host, spends)
    host.phase = "Development"
    await host.press("up")  # the dialog starts with the player under the cursor: back to Ann
    await host.press("d")
    for name, card in PLAYS.items():
        await host.settle()
        options = playable(host.app.game.state, name)
        await host.type(old_filter(card, [o.name for o in options]))
        await host.press("enter")
        await host.settle()
        await host.press("ctrl+n")  # next player (the dialog waits for a second card)
    await host.settle()
    await host.press("n")  # to Civic
    host.phase = "Civic"
    await host.press("n")
    await host.settle()


def old_filter(card: str, names: list[str]) -> str:
    """The shortest beginning of ``card`` that puts it first in the old filtered list (a substring filter)."""
    low = card.lower()
    for end in range(1, len(low) + 1):
        typed = low[:end]
        first = next(n for n in names if typed in n.lower())
        if first == card:
            return typed.rstrip() if typed.endswith(" ") else typed
    raise AssertionError(f"{card} is not playable")


async def new_flow(host: Host, spends: dict[str, tuple[str, str]]) -> None:
    """The flow after issue 9."""
    await trading(host)
    await resolution(host, spends)
    host.phase = "Development"
    await host.press("d")  # every player once, from the one under the cursor (Ben)
    for _ in PLAYS:
        await host.settle()
        screen = host.app.screen
        await host.type(str(screen.number_of(PLAYS[screen.player])))  # the number printed beside the card
        await host.settle()
        await host.press("enter")  # nothing more for this player: the next one
    await host.settle()
    await host.press("n")  # to Civic
    host.phase = "Civic"
    await host.press("n")
    await host.settle()


async def measure(flow: str, spends: dict[str, tuple[str, str]]) -> tuple[Counter[str], dict]:
    """Play the reference turn with ``flow``; return the keys per phase and the turn's outcome."""
    from companion.tui.app import make_app

    with tempfile.TemporaryDirectory() as folder:
        import os

        os.environ["COMPANION_DATA_DIR"] = folder
        path = reference_game(Path(folder))
        app = make_app(start="open", game_path=path, blink=False)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            host = Host(pilot)
            await (old_flow if flow == "old" else new_flow)(host, spends)
            state = app.game.state
            assert (state.turn, state.phase) == (3, "civic") and state.this_turn.civic_applied, (
                f"the turn did not end where expected: turn {state.turn}, {state.phase}"
            )
            result = outcome(state)
            await pilot.press("ctrl+q")
    return host.keys, result


def check(result: dict, label: str) -> None:
    """Fewer keys must never mean a different game."""
    if result != EXPECTED:
        raise SystemExit(f"{label}: the turn's result differs from the one worked out by hand:\n{result}\n{EXPECTED}")


def table(columns: dict[str, dict[str, int]]) -> str:
    heads = list(columns)
    lines = [f"{'keys for the reference turn':<28}" + "".join(f"{h:>12}" for h in heads)]
    for phase in PHASES:
        lines.append(f"{phase:<28}" + "".join(f"{columns[h].get(phase, 0):>12}" for h in heads))
    lines.append(f"{'total':<28}" + "".join(f"{sum(columns[h].values()):>12}" for h in heads))
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flow", choices=("new", "old"), default="new")
    args = parser.parse_args()
    if args.flow == "old":
        keys, result = asyncio.run(measure("old", OLD))
        check(result, "old flow")
        print(table({"old flow": dict(keys)}))
        return
    short, result = asyncio.run(measure("new", SHORT))
    check(result, "after")
    written, result = asyncio.run(measure("new", AS_WRITTEN))
    check(result, "as written")
    print(table({"before": BEFORE, "after": dict(short), "as written": dict(written)}))
    total = sum(short.values())
    print(f"\nafter: {total} keys, {total / sum(BEFORE.values()):.2f}× the keys before; target ≤ {TARGET}: "
          f"{'met' if total <= TARGET else 'NOT met'}. The same game in every run (checked).")


if __name__ == "__main__":
    main()
