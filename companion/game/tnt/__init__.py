"""The Trade and Triumph scoreboard as a journal game type (004_94530a861ff71851.txt).

:mod:`.events` (the journal's events), :mod:`.state` (what they fold into),
:mod:`.fold` (the handlers, through :mod:`companion.rules.tnt`), :mod:`.report`
(history lines, ``replay`` and ``export``), :mod:`.kind` (the ``GameKind``).
"""
