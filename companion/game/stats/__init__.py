"""Statistics across saved games: every journal in the games folder replayed, per player and per group.

- :mod:`.digest`: what is kept of one game (a :class:`~.digest.GameDigest`), made by each game type
  (:mod:`.titm`, :mod:`.tnt`, the registry's ``digest``) from the game's own fold;
- :mod:`.names`: players matched across games (case and surrounding spaces ignored, an aliases file);
- :mod:`.aggregate`: the statistics themselves, pure, from digests and filters;
- :mod:`.collect`: the only I/O: reading the folder, with a cache by content (:mod:`.cache`);
- :mod:`.text`: the lines ``companion stats`` prints and the Statistics screen shows.
"""
