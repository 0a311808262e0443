"""The floor the stack sets, for benchmarks/tui.py: the bare app, after what no companion can skip.

``python benchmarks/floor_app.py pydantic`` imports pydantic and builds one model first;
``python benchmarks/floor_app.py game`` imports the companion's game layer first, as ``companion resume``
needs it before it reads a journal: the journal's reader and its events' models, the edition's models,
and the primary game (``companion.game.titm.kind``: its state, its fold with the rules engine, its
report), without reading a journal. Then it runs
``bare_app.BareApp`` (one Static), so that the difference from ``bare_app.py`` is that import
alone. (``bare_app.py`` itself stays as it was: this file's argument handling is not in the yardstick.)
"""

import sys

from bare_app import BareApp

if __name__ == "__main__":
    if sys.argv[1:] == ["pydantic"]:
        import pydantic

        class One(pydantic.BaseModel):  # the first model builds pydantic's machinery
            value: int

    elif sys.argv[1:] == ["game"]:
        import companion.game.journal  # noqa: F401
        import companion.game.session  # noqa: F401
        import companion.game.titm.kind  # noqa: F401
    else:
        sys.exit("usage: floor_app.py pydantic|game")
    BareApp().run()
