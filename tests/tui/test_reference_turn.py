"""Issue 9's reference turn by keyboard, as benchmarks/entry.py plays it: at most 150 keys, and the
same game as worked out by hand there (001 Resolving Trade Goods; R1, R5, R6, R7; Civic Phase).

The benchmark prints the figures; this keeps the flow from growing back past the target.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "entry.py"


def _benchmark():
    spec = importlib.util.spec_from_file_location("entry_benchmark", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def benchmark(monkeypatch, tmp_path):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    return _benchmark()


async def test_the_reference_turn_takes_at_most_150_keys_and_ends_in_the_game_worked_out_by_hand(benchmark):
    keys, result = await benchmark.measure("new", benchmark.SHORT)
    assert result == benchmark.EXPECTED
    assert sum(keys.values()) <= benchmark.TARGET == 150
    # Step 2 is the characters typed and one Enter after each field, nothing more (n opens it).
    typed = sum(len(goods) + len(bottoms) for goods, bottoms in benchmark.SHORT.values())
    assert keys["Resolution step 2"] == 1 + typed + 2 * len(benchmark.SHORT)
