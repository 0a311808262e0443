"""companion: a table companion for *Trading in the Mediterranean* game nights.

Importing this package is cheap on purpose: it pulls in neither Textual nor
pydantic. The rules engine (:mod:`companion.rules`) is pure; the TUI lives in
:mod:`companion.tui` and is imported only when a screen is opened.
"""

__version__ = "0.1.0"
