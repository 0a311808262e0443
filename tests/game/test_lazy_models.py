"""The game layer's pydantic models are built when first used, not on import (issue 23, a faster start).

Importing the game layer builds no event, edition or statistics validator; reading a journal builds
the validators of the event types it holds (not its game type's whole union) and the fold the
edition's, and nothing that only the statistics or the saved-games listing read. Each check runs in a fresh
interpreter, since a model built once stays built.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "data"

GAME_LAYER = "import companion.game.session, companion.game.journal, companion.game.titm.kind\n"
MODELS = """
from companion.edition.models import Edition, GoodEntry
from companion.game.events import Undo
from companion.game.stats.digest import GameDigest
from companion.game.summaries import CacheFile
from companion.game.titm.events import EVENT_ADAPTER, PhaseAdvance, Setup
built = {
    "union": EVENT_ADAPTER.pydantic_complete, "Setup": Setup.__pydantic_complete__,
    "PhaseAdvance": PhaseAdvance.__pydantic_complete__, "Undo": Undo.__pydantic_complete__,
    "Edition": Edition.__pydantic_complete__, "GoodEntry": GoodEntry.__pydantic_complete__,
    "GameDigest": GameDigest.__pydantic_complete__, "CacheFile": CacheFile.__pydantic_complete__,
}
import json
print(json.dumps(sorted(name for name, done in built.items() if done)))
"""


def built_after(code: str) -> list[str]:
    done = subprocess.run([sys.executable, "-c", GAME_LAYER + code + MODELS], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_importing_the_game_layer_builds_no_event_edition_or_statistics_model():
    assert built_after("") == []


def test_reading_and_folding_a_journal_builds_its_event_types_and_the_edition_and_no_more():
    journal = DATA / "full-game-5p.jsonl"
    code = (
        "from companion.game.journal import load\nfrom companion.game.session import check\n"
        f"check(load({str(journal)!r}))\n"
    )
    held = {json.loads(line)["type"] for line in journal.read_text(encoding="utf-8").splitlines()[1:]}
    # Of the classes MODELS looks at, the event types this journal holds: setup and phase_advance
    # are in every game; undo is in this one (the test data undoes an event).
    assert {"setup", "phase_advance", "undo"} <= held
    # Each line is validated by its own type's class: the union is never built, nor an edition entry
    # (validated inside the edition), nor what only the statistics read.
    assert built_after(code) == ["Edition", "PhaseAdvance", "Setup", "Undo"]


def test_a_damaged_line_is_judged_by_the_union_with_its_words(tmp_path):
    journal = tmp_path / "damaged.jsonl"
    lines = (DATA / "full-game-5p.jsonl").read_text(encoding="utf-8").splitlines()
    second = json.loads(lines[2])
    assert second["type"] == "phase_advance"
    second["to"] = "lunch"  # not a phase: the class refuses it, and the union's message names the field
    journal.write_text("\n".join([lines[0], lines[1], json.dumps(second), *lines[3:]]) + "\n", encoding="utf-8")
    code = (
        "from companion.game.journal import load\nfrom companion.game.errors import JournalError\n"
        f"try:\n    load({str(journal)!r})\nexcept JournalError as error:\n    print('REFUSED', error)\n"
    )
    done = subprocess.run([sys.executable, "-c", GAME_LAYER + code + MODELS], capture_output=True, text=True,
                          timeout=120)
    refused = next(line for line in done.stdout.splitlines() if line.startswith("REFUSED"))
    # the field named as the union names it: the tag's member, then its field (the six phases and "over")
    assert "line 3: to: Input should be 'setup', 'production', 'trading'" in refused and "'over'" in refused
    assert "union" in json.loads(done.stdout.strip().splitlines()[-1])


def test_an_event_built_in_code_builds_its_own_class_alone():
    code = (
        "from datetime import datetime, timezone\nfrom companion.game.events import Undo\n"
        "Undo(seq=2, at=datetime(2026, 11, 20, tzinfo=timezone.utc), turn=1, phase='production', target=1)\n"
    )
    assert built_after(code) == ["Undo"]
