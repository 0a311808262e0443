"""A whole game night through the UI, keyboard only: setup, six turns, five players, the final ranking.

Goods are typed, Barbarian Die results are entered from "the physical die",
developments are played by the number printed beside them. At the end the ranking
on screen must equal what `companion replay` computes from the journal the UI
wrote.
"""

from __future__ import annotations

import json
import random

from companion.game.titm.choices import playable
from companion.rules.calamities import calamity_victims, rolls_for
from companion.tui.app import make_app
from tests.game.helpers import edition
from companion.tui.dialogs.development import DevelopmentDialog
from tests.cli.helpers import run
from tests.game.helpers import fixed_clock
from tests.tui.helpers import keys_of, send_keys

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve"]
GOODS = ["grain", "wool", "timber", "ore", "salt", "wine", "dye", "slaves", "art", "spices", "gold"]
ARROWS = ["black", "white", "red", "blue"]


def spend(rng: random.Random) -> tuple[str, str]:
    """What a player typically spends: a few goods and as many bottoms."""
    goods = rng.sample(GOODS, k=rng.randint(1, 3))
    counts = {g: rng.randint(1, 4) for g in goods}
    cards = sum(counts.values())
    icons = [rng.choice(ARROWS) for _ in range(cards - 1)] + [rng.choice(["unhappy", "barbarian", "prosperity"])]
    # one bottom per card, a bad card on goods that carry it (001 The Goods): Poverty (unhappy) on basic
    # or luxury goods, Barbarians on civic or luxury goods; else the last card shows a prosperity
    carries = {"unhappy": set(GOODS[:5]) | {"spices", "gold"}, "barbarian": set(GOODS[5:])}
    if not carries.get(icons[-1], set(goods)) & set(goods):
        icons[-1] = "prosperity"
    return ", ".join(f"{g} {n}" for g, n in counts.items()), " ".join(icons)


async def type_text(pilot, text: str) -> None:
    """Type ``text`` as key events through the app's driver, then wait once.

    ``pilot.press`` waits for the app to go idle after every key (~65 ms each);
    within one text field there is nothing to wait for between characters.
    """
    send_keys(pilot, keys_of(text))
    await pilot.pause()


async def test_a_complete_game_by_keyboard(tmp_path, capsys):
    journal = tmp_path / "pilot-night.jsonl"
    # random hands, not dealt ones: the edition held to the decks alone (C16; the deal: test_table_cards*)
    copy = tmp_path / "decks-only.json"
    copy.write_text(json.dumps(edition().model_dump(mode="json")), encoding="utf-8")
    app = make_app(start="new", game_path=journal, blink=False, now=fixed_clock(), edition=str(copy))
    rng = random.Random(42)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        # --- setup: five names; colours, symbols and sides keep their defaults; dice from the table
        for i, name in enumerate(NAMES):
            app.screen.query_one(f"#name-{i}").focus()
            await type_text(pilot, name)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game is not None and app.game.state.names == NAMES

        for turn in range(1, 7):
            assert (app.game.state.turn, app.game.state.phase) == (turn, "production")
            await pilot.press("n")  # to Trading
            await pilot.press("t")  # start the timer
            await pilot.pause()
            if turn == 2:  # a deal that includes VP
                await pilot.press("v")
                await pilot.pause()
                app.screen.query_one("#field-giver").value = ""
                await type_text(pilot, "an")  # "Ann" by its beginning
                await pilot.press("enter")
                await type_text(pilot, "ben")
                await pilot.press("enter")
                await type_text(pilot, "1")
                await pilot.press("enter", "enter")
                await pilot.pause()
            await pilot.press("e")  # trading ends: asked, since time remains
            await pilot.pause()
            await pilot.press("y")
            await pilot.press("n")  # step 1: abilities and abandons
            await pilot.press("n")  # step 2: every player's goods, one dialog after the other
            await pilot.pause()
            for _ in NAMES:
                goods, icons = spend(rng)
                await type_text(pilot, goods)
                await pilot.press("enter")
                await type_text(pilot, icons)
                await pilot.press("enter")
                await pilot.pause()
            state = app.game.state
            assert len(state.this_turn.goods) == len(NAMES)
            await pilot.press("n")  # step 3: calamities
            await pilot.pause()
            victims = calamity_victims(
                state.rules, turn, {p.name: p.happiness for p in state.players}, {p.name: p.safety for p in state.players}
            )
            held = state.developments_by_player()
            for victim in victims.barbarian_attack:  # the physical die, typed
                await type_text(pilot, " ".join(str(rng.choice([0, 1, 1, 2, 2, 3])) for _ in range(rolls_for(victim, held))))
                await pilot.press("enter")
            if not victims.barbarian_attack:
                await pilot.press("enter")
            await pilot.pause()
            assert app.game.state.this_turn.calamities is not None
            await pilot.press("n")  # to Development
            await pilot.press("d")  # every player once, from the one under the cursor
            await pilot.pause()
            visited = []
            while isinstance(app.screen, DevelopmentDialog) and app.screen.player not in visited:
                dialog = app.screen
                name = dialog.player
                visited.append(name)
                options = playable(app.game.state, name)
                if options:  # the number printed beside the card the player plays
                    await type_text(pilot, str(dialog.number_of(rng.choice(options).name)))
                    if dialog.query_one("#filter").value:  # "1" could begin "12": Enter says it is 1
                        await pilot.press("enter")
                    await pilot.pause()
                if app.screen is dialog and dialog.player == name:  # may play another one: 0 moves on
                    await type_text(pilot, "0")
            assert sorted(visited) == sorted(NAMES) and not isinstance(app.screen, DevelopmentDialog)
            assert sum(len(v) for v in app.game.state.this_turn.chosen.values()) >= 1
            await pilot.press("n")  # to Civic
            await pilot.press("n")  # apply every-turn effects
            await pilot.press("n")  # next turn, or the end of the game
            await pilot.pause()

        assert app.game.state.phase == "over"
        assert app.screen.__class__.__name__ == "EndScreen"
        on_screen = [(p.rank, p.names, p.total) for p in app.game.state.ranking.places]
        winner_line = str(app.screen.query_one("#steps").render())
        assert winner_line.startswith("Winner: ")
        await pilot.press("ctrl+q")

    status, out, err = run(capsys, "replay", str(journal), "--json")
    assert status == 0, err
    replayed = [(p["rank"], p["names"], p["total"]) for p in json.loads(out)["ranking"]]
    assert replayed == [(rank, list(names), total) for rank, names, total in on_screen]
