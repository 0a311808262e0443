"""The host's shared screen and the web board say the same things about the table (issue 23, item 4).

Both are drawn from one state: the TUI's panels (read from the running app, with Pilot) and the
board's page (the Jinja2 template rendered from the public view of the app's own state). They must
agree on the calamities of the turn, the phase and its Resolution step, the checklist, each player's
markers, production and what they did this turn, in every phase, on a calamity turn and at the end
of the game; and for Trade and Triumph on where the game is and how it ends. Expected words that
come from the rules are written out here (the Turn Track of turn III, 001_26b6d8b0f4cbe6f7.txt).
"""

from __future__ import annotations

import random
import re
from html.parser import HTMLParser

from textual.widgets import Static

from companion.game.titm.events import Abandon, AbilitiesResolved, CalamitiesResolved, CivicApplied, GoodsResolved, PhaseAdvance, Warehouse
from companion.game.tnt.events import TntResource
from companion.game.titm import board
from companion.game.titm.autoplay import play
from companion.game.titm.public import public_view
from companion.game.words import ROMAN
from companion.tui.app import make_app
from companion.tui.widgets.phase_bar import PhaseBar
from companion.tui.widgets.phones import PhoneStrip
from companion.tui.widgets.players import PlayerBoard
from companion.tui.widgets.turn_track import TurnTrack
from companion.web.pages import board_live
from tests.game.helpers import fixed_clock, new_game, to_calamities_of_turn_3
from tests.game.tnt_helpers import end_round, new_tnt
from tests.tui.helpers import cells, opened_app
from tests.tui.test_snapshots import demo_app, goods_of
from tests.tui.test_tnt_snapshot import last_round

# --- reading the page: a small tree of the board's HTML ------------------------------------------

VOID = {"meta", "link", "br", "img", "input", "hr", "source", "wbr"}


class Node:
    def __init__(self, tag: str, attrs: dict[str, str], parent: Node | None) -> None:
        self.tag, self.attrs, self.parent = tag, attrs, parent
        self.children: list[Node | str] = []

    @property
    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def text(self) -> str:
        return re.sub(r"\s+", " ", "".join(c if isinstance(c, str) else c.text() for c in self.children)).strip()

    def find(self, tag: str, cls: str | None = None) -> list[Node]:
        found = []
        for child in self.children:
            if isinstance(child, Node):
                if child.tag == tag and (cls is None or cls in child.classes):
                    found.append(child)
                found += child.find(tag, cls)
        return found


class Tree(HTMLParser):
    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.root = self.at = Node("root", {}, None)
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, {k: v or "" for k, v in attrs}, self.at)
        self.at.children.append(node)
        if tag not in VOID:
            self.at = node

    def handle_endtag(self, tag: str) -> None:
        node = self.at
        while node.parent is not None and node.tag != tag:
            node = node.parent
        if node.parent is not None:
            self.at = node.parent

    def handle_data(self, data: str) -> None:
        self.at.children.append(data)


def page(state) -> Node:
    """The board's live part, as the web page draws it for ``state``."""
    return Tree(board_live(public_view(state))).root


# --- reading the host's screen --------------------------------------------------------------------


def plain(app, widget) -> str:
    return str(app.screen.query_one(widget).render())


def tui_checklist(app) -> list[str]:
    """The lines of the host's panel (the Now legend, the host's own, left out)."""
    return [line.strip() for line in plain(app, "#checklist").splitlines() if line.strip() and not line.startswith("Now:")]


# --- the primary game -------------------------------------------------------------------------------


def assert_agree(app, *, wide: bool = True) -> None:
    """The host's screen and the board agree on every text both show."""
    state = app.game.state
    web = page(state)

    # the calamities of the turn (the turn track) and the phase with its Resolution step
    calamities = web.find("p", "now-calamities")[0].text()
    roman = ROMAN[state.turn - 1]
    assert calamities.startswith(f"Turn {roman}: ")
    said = calamities.removeprefix(f"Turn {roman}: ")
    cell = next(t for t in web.find("div", "turn") if "current" in t.classes)
    short = " · ".join(s.text() for s in cell.find("small"))
    track = plain(app, TurnTrack)
    assert track.endswith(said if wide else short), (track, said, short)
    phase = web.find("ol", "phases")[0]
    current = [li.text().removeprefix("▶ ") for li in phase.find("li") if "current" in li.classes]
    bar = plain(app, PhaseBar)
    assert [f"[{title}]" for title in current] == re.findall(r"\[[^]]+\]", bar)  # none once the game is over

    # the checklist: the board's lines are the checklist's lines for everyone (no keys); the host's
    # panel shows each line for everyone too (its short form where it has one)
    web_lines = [li.text() for li in web.find("section", "checklist")[0].find("ul")[0].find("li")]
    lines = board.checklist(state)
    assert web_lines == [line.text for line in lines if line.only != "host"]
    host = tui_checklist(app)
    for line in lines:
        if not line.only:
            assert (line.short or line.text) in host, (line, host)
    assert not any(line.acts and line.text in web_lines for line in lines)

    # each player: markers, production, what they did this turn
    table = app.screen.query_one(PlayerBoard)
    for card, player in zip(web.find("article", "player"), state.players, strict=True):
        assert card.find("span", "pname")[0].text() == player.name
        row = cells(table, player.name)
        labels = [t.text() for t in card.find("span", "tval")]  # happiness, safety, government, religion
        status = [c.split()[-1] for c in row if re.fullmatch(r"(.* )?[+-]\d+!?", c)][:2]  # "··●·┆··· +0" or "+0"
        assert status == labels[:2], (row, labels)
        assert [c for c in row if re.fullmatch(r"\S+ \d L\d", c)] == labels[2:], (row, labels)
        produced = card.find("p", "prod")[0].text().removeprefix("Production: ")
        counts = {kind: 0 for kind in ("basic", "civic", "luxury")}
        for n, kind in re.findall(r"(\d+) (basic|civic|luxury)", produced):
            counts[kind] = int(n)
        assert f"{counts['basic']}b {counts['civic']}c {counts['luxury']}l" in row, (row, produced)
        did = [li.text() for ul in card.find("ul", "now") for li in ul.find("li")]
        now_cell = row[-2] if wide else row[-1]
        if state.phase == "trading" and wide:
            assert now_cell == " ".join(did)
        if state.phase == "resolution":
            assert ("PR" in now_cell.split()) == ("Peasant Revolt" in did)
            assert any(w.startswith("BA−") for w in now_cell.split()) == any(d.startswith("Barbarian Attack") for d in did)


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause()


async def test_the_host_and_the_board_agree_in_every_phase_of_a_calamity_turn():
    # The demo game: five players at the start of turn III, the first turn with a Barbarian Attack.
    app = demo_app()
    async with app.run_test(size=(160, 48)) as pilot:
        await settle(pilot)
        state = app.game.state
        assert (state.turn, state.phase) == (3, "production")
        # Turn Track, turn III: "-1 Dev. Max Lvl 1" and "Lose 3 + 0-3 VP" (the Barbarian Die)
        assert plain(app, TurnTrack).endswith(
            "Peasant Revolt: −1 development, max level 1 · Barbarian Attack: lose 3 + the Barbarian Die VP")
        assert_agree(app)
        steps = [
            PhaseAdvance(to="trading"),
            Warehouse(player="Ada", cards=2),
            Abandon(player="Bram", track="religion"),
            PhaseAdvance(to="resolution"),
            AbilitiesResolved(),
            *[GoodsResolved(player=n, goods=goods_of(app, n)[0], icons=goods_of(app, n)[1]) for n in ("Ada", "Bram")],
            *[GoodsResolved(player=n, goods={}, icons={}) for n in ("Cleo", "Dario", "Eun")],
            CalamitiesResolved(rolls={}),
            PhaseAdvance(to="development"),
            PhaseAdvance(to="civic"),
            CivicApplied(),
        ]
        seen = set()
        for event in steps:
            assert app.record(event) is None, event
            await settle(pilot)
            assert_agree(app)
            state = app.game.state
            seen.add((state.phase, board.step_label(state)))
            if state.phase == "trading" and "Ada" in state.this_turn.warehouse:
                ada = [li.text() for li in page(state).find("article", "player")[0].find("li")]
                assert "warehoused 2 cards" in ada
        assert {("trading", ""), ("resolution", "1/3"), ("resolution", "2/3"), ("resolution", "3/3"),
                ("development", ""), ("civic", "")} <= seen
        # the end of the game
        play(app.game, random.Random(5))
        app.state_changed()
        await settle(pilot)
        assert app.game.state.phase == "over"
        assert_agree(app)
        assert "The game is over." in tui_checklist(app)


async def test_the_compact_host_screen_agrees_with_the_board_too():
    # 80 columns: the turn track's short form is the board's turn cell, the markers and production as on the board
    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert plain(app, TurnTrack).endswith("Revolt −1 dev ≤L1 · Barbarians 3+die")
        assert_agree(app, wide=False)
        for event in [PhaseAdvance(to="trading"), PhaseAdvance(to="resolution")]:
            assert app.record(event) is None
        await settle(pilot)
        assert_agree(app, wide=False)
        # the phones' entry states: the host's strip says the board's words, the short form
        statuses = {"Ada": "submitted", "Bram": "waiting", "Cleo": "applied"}
        app.screen.query_one(PhoneStrip).show(statuses, {"Ada": "A", "Bram": "B", "Cleo": "C"}, 0)
        await settle(pilot)
        strip = plain(app, PhoneStrip)
        cards = Tree(board_live(public_view(app.game.state, submissions=statuses))).root.find("article", "player")
        said = {card.find("span", "pname")[0].text(): card.find("p", "phone")[0].text() for card in cards[:3]}
        assert said == {"Ada": "phone: ● sent, waiting for the host", "Bram": "phone: ◌ not sent", "Cleo": "phone: ✓ entered"}
        assert strip == "Phones: A Ada ● sent · B Bram ◌ not sent · C Cleo ✓ entered"


async def test_with_totals_face_down_neither_tells_the_vp_a_capped_barbarian_attack_took(tmp_path):
    # Ann alone spends two Barbarian Fury (safety 0 → −4, below the yellow line, R7) on a wine and a dye,
    # 1 VP each (R1): she holds 2 VP and owes 3 + her die 1 = 4 (R9). What she lost (2, capped at the VP
    # she held) would tell her face-down total (001 Announce Wealth): the board and the host say "owes 4".
    game = new_game(tmp_path, hidden_vp=True)
    to_calamities_of_turn_3(game, goods={"Ann": ({"wine": 1, "dye": 1}, {"barbarian-fury": 2})})
    game.record(CalamitiesResolved(rolls={"Ann": [1]}))
    attack = game.state.this_turn.calamities.barbarian_attack[0]
    assert (attack.owed, attack.lost) == (3 + 1, 2)
    app = opened_app(game)
    async with app.run_test(size=(160, 48)) as pilot:
        await settle(pilot)
        assert_agree(app)
        ann = cells(app.screen.query_one(PlayerBoard), "Ann")
        assert "BA−4" in ann[-2].split() and "BA−2" not in ann[-2]
        did = [li.text() for li in page(app.game.state).find("article", "player")[0].find("li")]
        assert "Barbarian Attack: die 1, owes 4 VP" in did and not any("lost" in d for d in did)


# --- Trade and Triumph -----------------------------------------------------------------------------------


def assert_tnt_agree(app) -> None:
    state = app.game.state
    web = Tree(board_live(app.game.kind.public_view(state))).root
    where = web.find("div", "where")[0].text()
    assert where.startswith("Trade and Triumph · ")
    title = plain(app, "#title-bar")
    assert title.startswith(f"{state.name} — {where}")
    status = app.screen.query_one("#tnt-status", Static)
    heading = web.find("section", "checklist")[0].find("h2")[0].text()
    if state.triggered or state.outcome is not None:
        assert status.display and plain(app, "#tnt-status") == heading
    else:
        assert not status.display


async def test_the_trade_and_triumph_scoreboard_and_the_board_agree(tmp_path):
    app = make_app(start="open", game_path=last_round(tmp_path), blink=False, now=fixed_clock())
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        state = app.game.state
        # 004: Ada reached 20 VP (7 from a set of four and a forest, 13 from specialty cards): the round is played out
        assert state.triggered and state.whose_turn == "Bo"
        assert plain(app, "#title-bar").startswith("Trade night — Trade and Triumph · Round 2 · Bo's turn")
        assert plain(app, "#tnt-status") == ("⚑ Ada reached 20 VP: the game ends after this round — "
                                             "still to play: Bo, Cy")
        assert_tnt_agree(app)
        end_round(app.game)
        app.state_changed()
        await settle(pilot)
        assert app.game.state.outcome is not None
        assert plain(app, "#tnt-status").startswith("★ Winner")
        assert_tnt_agree(app)


async def test_a_trade_and_triumph_game_before_the_trigger_agrees(tmp_path):
    game = new_tnt(tmp_path)
    game.record(TntResource(player="Ada", region="forest"))
    app = opened_app(game)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert plain(app, "#title-bar").startswith("Trade night — Trade and Triumph · Round 1 · Ada's turn")
        assert_tnt_agree(app)
