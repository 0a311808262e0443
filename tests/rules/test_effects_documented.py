"""docs/edition-format.md's effect vocabulary is the engine's: every ``kind`` the edition loader takes
(the :data:`companion.rules.effects.Effect` union) has a row in the doc's table, and the table names
no kind the loader refuses. Adding an effect without documenting it fails here."""

from __future__ import annotations

import re
import typing
from pathlib import Path

from companion.rules.effects import Effect

DOC = Path(__file__).resolve().parents[2] / "docs" / "edition-format.md"


def _documented_kinds() -> list[str]:
    text = DOC.read_text(encoding="utf-8")
    section = text.split("### Effect vocabulary", 1)[1].split("\n#", 1)[0]
    return re.findall(r"^\| `([a-z_]+)` \|", section, flags=re.MULTILINE)


def _engine_kinds() -> list[str]:
    return [typing.get_args(typing.get_type_hints(cls)["kind"])[0] for cls in typing.get_args(Effect)]


def test_the_docs_effect_table_lists_every_kind_the_engine_reads_once():
    documented = _documented_kinds()
    assert len(documented) == len(set(documented)), documented
    assert sorted(documented) == sorted(_engine_kinds())
