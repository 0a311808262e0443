"""The host's entry dialogs in the pseudo-locale ``qps`` (issue 36): every word they show is a catalog
message, and nothing of them is cut at an 80×24 terminal's edge.

Opened from the table as a host opens them, by their keys: the warehouse (w), a trade phase ability (a),
a VP deal (v), a penalty (p), a ruling (k), a correction (x), the question before trading ends early (e),
the development dialog (d) and, from its list, a custom card; from the start screen, the import (i).
Each preview is drawn with something typed. ``qps`` (companion/locale_build.py) makes every message
about 40% longer than the English and wraps it in ⟦ ⟧: a dialog that fits it fits any shipped language.

Cut, for a text widget of the dialog (a label, a title, a hint, a preview, a field's placeholder, a
footer key): lying past the dialog's or the screen's right edge, or a text whose lines, as the widget
lays them out at its content width, are wider or more than its content area holds (a text of no wrap
cropped, a wrapped text taller than its row). The dialog's frame itself lies within the screen (a
field below its fold scrolls into view, never past the screen).
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.content import Content
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, Label, OptionList, Static
from textual.widgets._footer import FooterKey

from companion.edition import load_edition
from companion.game.titm.events import (AbilitiesResolved, CalamitiesResolved, CivicApplied, DevelopmentChosen, GoodsResolved,
                                        PhaseAdvance)
from companion.rules.effects import TradeAbility
from companion.tui.app import make_app
from tests.game.helpers import fixed_clock, new_game
from tests.tui.helpers import type_text, until_screen
from tests.tui.test_tui_pseudo import host_language, shown_texts, unwrapped  # noqa: F401 (a fixture)
from tests.web.test_browser_pseudo import data_words


def _turn_2_trading(tmp_path):
    """A 4-player game in turn II, Trading: Ann holds Hymns (a trade phase ability), played in turn I."""
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    game.record(PhaseAdvance(to="resolution"))
    game.record(AbilitiesResolved())
    for name in game.state.names:  # Ann's cards show the arrows Hymns needs (level 1: democracy 2, venus 2)
        icons = {"democracy": 2, "venus": 2} if name == "Ann" else {}
        game.record(GoodsResolved(player=name, goods={"art": 4} if icons else {}, icons=icons))
    game.record(CalamitiesResolved(rolls={}))
    game.record(PhaseAdvance(to="development"))
    assert game.record(DevelopmentChosen(player="Ann", development="hymns")) is not None
    game.record(PhaseAdvance(to="civic"))
    game.record(CivicApplied())
    game.record(PhaseAdvance(to="production"))
    game.record(PhaseAdvance(to="trading"))
    return game


def _edition_words() -> list[str]:
    """The trade phase abilities' words as the edition prints them (English: the shipped edition's)."""
    developments = load_edition().components().developments.values()
    return [a.label for d in developments for a in d.effects_of(TradeAbility)]


def dialog_texts(screen: Screen) -> list[str]:
    """Every text the dialog shows: its labels and hints, its fields' placeholders, its list's lines."""
    texts = shown_texts(screen)
    texts += [field.placeholder for field in screen.query(Input) if field.placeholder]
    for options in screen.query(OptionList):
        texts += [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
    return texts


def _lines(widget: Widget, shown: Content) -> list[Content]:
    """``shown`` as ``widget`` lays it out in its content area, before it is cropped: its own lines where
    the widget says not to wrap, else wrapped at the content's width (a word longer than that folded)."""
    if widget.styles.text_wrap == "nowrap":
        return list(shown.split("\n", allow_blank=True))
    return shown.wrap(max(1, widget.content_region.width), overflow="fold")


def cut_texts(screen: Screen) -> list[str]:
    """The dialog's texts cut at its edge or the screen's (see the module's docstring), with where."""
    width, height = screen.app.size
    frame = screen.query_one(".dialog")
    cut = []
    if frame.region.right > width or frame.region.bottom > height:
        cut.append(f"the dialog's frame {frame.region} on a {width}×{height} screen")
    right = min(width, frame.region.right)
    for widget in screen.query("*"):
        if not widget.display or not widget.region.area:
            continue
        if isinstance(widget, FooterKey):
            text = f"{widget.key_display} {widget.description}"
            if widget.region.right > width:
                cut.append(f"footer key {text!r} at {widget.region}")
        elif isinstance(widget, Input) and widget.placeholder:
            if cell_len(widget.placeholder) > widget.content_region.width:
                cut.append(f"placeholder {widget.placeholder!r}: {cell_len(widget.placeholder)} cells in {widget.content_region.width}")
        elif isinstance(widget, (Static, Label)):
            rendered = widget.render()
            shown = Content.from_rich_text(rendered) if isinstance(rendered, Text) else rendered
            if not isinstance(shown, Content) or not shown.plain.strip():
                continue
            lines, area = _lines(widget, shown), widget.content_region
            widest = max(line.cell_length for line in lines)
            if widget.region.right > right:
                cut.append(f"{shown.plain!r} reaches column {widget.region.right}, past {right}")
            elif widest > area.width or len(lines) > area.height:
                cut.append(f"{shown.plain!r}: {len(lines)} lines of up to {widest} cells in {area.width}×{area.height}")
    return cut


async def _look(pilot, words: list[str], seen: dict[str, list[str]], cut: dict[str, list[str]], where: str) -> None:
    await pilot.pause()
    screen = pilot.app.screen
    seen[where] = unwrapped(dialog_texts(screen), words)
    cut[where] = cut_texts(screen)


async def test_every_dialog_of_the_table_speaks_the_catalog_and_fits_80x24(tmp_path, host_language):
    from companion.tui.screens.start import StartScreen
    from companion.tui.screens.table import TableScreen

    host_language("qps")
    game = _turn_2_trading(tmp_path)
    rules = ["001 Trading Phase"]  # a rule's reference keeps its source's name (the ruling's example)
    words = sorted({*data_words(game), *_edition_words(), *rules}, key=len, reverse=True)  # a name inside another after it
    game.close()
    seen: dict[str, list[str]] = {}
    cut: dict[str, list[str]] = {}
    opened: dict[str, str] = {}
    app = make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await until_screen(pilot, TableScreen)
        # each key on Ann, under the cursor; something typed where the dialog previews it
        for key, typed, where in (("w", "2", "warehouse"), ("a", "", "trade phase ability"), ("v", "", "VP deal"),
                                  ("p", "2", "penalty"), ("k", "", "ruling"), ("x", "", "correction"),
                                  ("e", None, "end trading early")):
            await pilot.press(key)
            await pilot.pause()
            opened[where] = type(app.screen).__name__
            if typed:
                await type_text(pilot, typed)
            await _look(pilot, words, seen, cut, where)
            await pilot.press("escape")
            await pilot.pause()
        for event in (PhaseAdvance(to="resolution"), AbilitiesResolved(),
                      *(GoodsResolved(player=name) for name in app.game.state.names),
                      CalamitiesResolved(rolls={}), PhaseAdvance(to="development")):
            app.game.record(event)
        app.state_changed()
        await pilot.pause()
        await pilot.press("d")
        await pilot.pause()
        opened["development"] = type(app.screen).__name__
        await _look(pilot, words, seen, cut, "development")
        await type_text(pilot, "zq")  # no card's name: the problem line, and Enter offers a custom card
        await _look(pilot, words, seen, cut, "development, no such card")
        await pilot.press("enter")
        await pilot.pause()
        opened["custom card"] = type(app.screen).__name__
        await _look(pilot, words, seen, cut, "custom card")
    app = make_app(start="start", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await until_screen(pilot, StartScreen)
        await pilot.press("i")
        await pilot.pause()
        opened["import"] = type(app.screen).__name__
        await _look(pilot, words, seen, cut, "import")
    assert opened == {"warehouse": "FormDialog", "trade phase ability": "FormDialog", "VP deal": "FormDialog",
                      "penalty": "FormDialog", "ruling": "FormDialog", "correction": "FormDialog",
                      "end trading early": "ConfirmDialog", "development": "DevelopmentDialog",
                      "custom card": "FormDialog", "import": "ImportDialog"}
    untranslated = {where: texts for where, texts in seen.items() if texts}
    overflowing = {where: texts for where, texts in cut.items() if texts}
    for where, texts in untranslated.items():
        print("not a catalog message:", where, texts)
    for where, texts in overflowing.items():
        print("cut:", where, texts)
    assert untranslated == {}
    assert overflowing == {}
