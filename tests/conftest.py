"""Shared fixtures: the shipped edition, and a private data folder for every test."""

from __future__ import annotations

import pytest
from hypothesis import settings


from companion.edition import Edition, load_edition
from companion.rules.components import Components

# Hypothesis's 200 ms per-example deadline is a timed assertion: on two cores shared by four
# workers a first example (imports, caches) can take longer, and the run fails as "flaky".
# Speed is measured by benchmarks/, so the suite has no deadline.
settings.register_profile("companion", deadline=None)
settings.load_profile("companion")


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory, monkeypatch):
    """Tests never touch the user's real data folder, nor its cache folder."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path_factory.mktemp("data")))
    monkeypatch.setenv("COMPANION_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
    # the tests read the companion's English: a machine whose locale is another language the companion
    # speaks (LANG=de_DE.UTF-8) would otherwise run every command, and the installed one, in it
    monkeypatch.setenv("COMPANION_LANG", "en")


@pytest.fixture(scope="session")
def edition() -> Edition:
    """The shipped default edition, titm-v6."""
    return load_edition("titm-v6")


@pytest.fixture(scope="session")
def components(edition: Edition) -> Components:
    """The engine's view of titm-v6."""
    return edition.components()
