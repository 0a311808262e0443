"""``python -m companion``: the same entry point as the ``companion`` command."""

from companion.cli import main

raise SystemExit(main())
