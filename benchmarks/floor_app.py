"""The floor the stack sets, for benchmarks/tui.py: the bare app, after what no companion can skip.

``python benchmarks/floor_app.py pydantic`` imports pydantic and builds one model first;
``python benchmarks/floor_app.py game`` imports the companion's game layer first, as ``companion resume``
needs it before it reads a journal: the journal's reader and its events' models, the edition's models,
and the primary game (``companion.game.titm.kind``: its state, its fold with the rules engine, its
report), without reading a journal. Then it runs
``bare_app.BareApp`` (one Static), so that the difference from ``bare_app.py`` is that import
alone. (``bare_app.py`` itself stays as it was: this file's argument handling is not in the yardstick.)

``python benchmarks/floor_app.py pydantic-paused`` is the pydantic floor with its start-up collected
as the companion's TUI commands collect theirs (``companion.game.bulk.start_up``): the cyclic
collector off from the first line, everything loaded frozen and the collector on again just before
the app runs. Against it, resume's figure is like for like: the policy's gain on the stack's own
start-up is in both.
"""

import gc
import sys

PAUSED = sys.argv[1:] == ["pydantic-paused"]
if PAUSED:
    gc.disable()

from bare_app import BareApp  # noqa: E402

if __name__ == "__main__":
    if sys.argv[1:] in (["pydantic"], ["pydantic-paused"]):
        import pydantic

        class One(pydantic.BaseModel):  # the first model builds pydantic's machinery
            value: int

    elif sys.argv[1:] == ["game"]:
        import companion.game.journal  # noqa: F401
        import companion.game.session  # noqa: F401
        import companion.game.titm.kind  # noqa: F401
    else:
        sys.exit("usage: floor_app.py pydantic|game|pydantic-paused")
    app = BareApp()
    if PAUSED:
        gc.freeze()
        gc.enable()
    app.run()
