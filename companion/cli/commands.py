"""Top-level commands other than ``calc``."""

from __future__ import annotations

import argparse


def add_global_options(parser: argparse.ArgumentParser) -> None:
    """Options every invocation understands."""
    from companion import __version__

    parser.add_argument("--version", action="version", version=f"companion {__version__}")


def register(sub: argparse._SubParsersAction) -> None:
    """Add the game commands (registered as they are built)."""


def run_start(args: argparse.Namespace) -> int:
    """``companion`` with no command: open the TUI's start screen."""
    print("companion: the table screen is not built yet; try `companion calc --help`.")
    return 0
