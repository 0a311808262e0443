"""A key given twice in an edition or a rule pack's data file is refused, naming the key (issue 35, item 9).

Before: the file was read with the last value winning, silently: a table that added a second
``"value"`` to a good while editing by hand played with whichever came last.
"""

from __future__ import annotations

import json

import pytest

from companion.edition.assets import resolve
from tests.cli.conftest import assert_one_line_error, run_cli


def with_a_key_twice(asset: str, anchor: str, twice: str) -> str:
    """The shipped ``asset``'s text with ``twice`` written again right after the first ``anchor``."""
    text = resolve(asset).read_text(encoding="utf-8")
    assert text.count(anchor) >= 1
    return text.replace(anchor, anchor + twice, 1)


@pytest.mark.parametrize(
    "argv, asset, anchor, twice, key",
    [
        (["calc", "sets", "wine=1", "--edition", "FILE"], "titm-v6", '"id": "titm-v6",', ' "id": "ours",', "id"),
        (["calc", "advciv", "value", "grain=1", "--data", "FILE"], "advciv", '"title": "Advanced Civilization",', ' "title": "Ours",', "title"),
    ],
    ids=["edition", "rule pack"],
)
def test_a_key_given_twice_is_one_line_naming_it(tmp_path, argv, asset, anchor, twice, key):
    path = tmp_path / "ours.json"
    text = with_a_key_twice(asset, anchor, twice)
    path.write_text(text, encoding="utf-8")
    assert json.loads(text)[key] != json.loads(resolve(asset).read_text(encoding="utf-8"))[key]  # json: the last one wins
    result = run_cli(*[str(path) if a == "FILE" else a for a in argv])
    assert_one_line_error(result, f"ours.json: the key '{key}' is given twice in one object")
