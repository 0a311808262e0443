"""Rule pack: *Twilight Imperium 4* commodities and trade goods (003_fbbad9fb1e9f590a.txt, §21).

A pure ledger: frozen value types and functions that return new values, so a
journal can later fold events through them. :mod:`.factions` holds the faction
commodity values (21.2), :mod:`.ledger` the per-player ledger (21.2–21.7,
Notes 1 and 2), :mod:`.tokens` the 1- and 3-value tokens (21.8).
"""
