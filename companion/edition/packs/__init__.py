"""Loading the rule packs' component data (``assets/advciv.json`` …) into engine values.

One module per pack (:mod:`.advciv`, :mod:`.megaciv`, :mod:`.ti4`, :mod:`.tnt`)
defines the pydantic models of its file and a ``load(id_or_path)`` that returns
the engine's frozen value types with the provenance of every value;
:mod:`.loader` reads and validates files for all of them.
"""
