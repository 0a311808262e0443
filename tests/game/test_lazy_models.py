"""The game layer's pydantic models are built when first used, not on import (issue 23, a faster start).

Importing the game layer builds no event, edition or statistics validator; reading a journal builds
its game type's event union (one validator for every event type) and the fold the edition's, and
nothing that only the statistics or the saved-games listing read. Each check runs in a fresh
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


def test_reading_and_folding_a_journal_builds_its_union_and_the_edition_and_no_more():
    code = (
        "from companion.game.journal import load\nfrom companion.game.session import check\n"
        f"check(load({str(DATA / 'full-game-5p.jsonl')!r}))\n"
    )
    # The union validates every line: no event class builds a validator of its own, nor an
    # edition entry (validated inside the edition), nor what only the statistics read.
    assert built_after(code) == ["Edition", "union"]


def test_an_event_built_in_code_builds_its_own_class_alone():
    code = (
        "from datetime import datetime, timezone\nfrom companion.game.events import Undo\n"
        "Undo(seq=2, at=datetime(2026, 11, 20, tzinfo=timezone.utc), turn=1, phase='production', target=1)\n"
    )
    assert built_after(code) == ["Undo"]
