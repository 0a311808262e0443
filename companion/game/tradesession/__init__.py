"""A trade session: the table's timer, private hands and calamity selection for the trade systems of
*Mega Civilization* (002_68463270ecbd4b83.txt) and *Advanced Civilization* (000_cc0dfa045792078f.txt,
rule 28), as a journal game type beside the primary game's (``kind.py``)."""
