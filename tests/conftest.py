"""Shared fixtures: the shipped edition, loaded once per test session."""

from __future__ import annotations

import pytest

from companion.edition import Edition, load_edition
from companion.rules.components import Components


@pytest.fixture(scope="session")
def edition() -> Edition:
    """The shipped default edition, titm-v6."""
    return load_edition("titm-v6")


@pytest.fixture(scope="session")
def components(edition: Edition) -> Components:
    """The engine's view of titm-v6."""
    return edition.components()
