"""The wheel's build hook: each catalog's ``.po`` (and the ``qps`` pseudo-locale, from the ``.pot``)
compiled to ``companion/locale/<lang>/LC_MESSAGES/companion.mo`` with Babel's ``write_mo``.

Hatch runs it for ``pip install .`` (``[tool.hatch.build.targets.wheel.hooks.custom]``); Babel is in
``[build-system] requires``. The compiling is ``companion/locale_build.py``'s, loaded by its path
(the package is not installed yet).
"""

from __future__ import annotations

import importlib.util
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CatalogsHook(BuildHookInterface):  # type: ignore[type-arg]
    """Compile every catalog into the wheel."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        root = Path(self.root)
        spec = importlib.util.spec_from_file_location("_companion_locale_build", root / "companion" / "locale_build.py")
        assert spec is not None and spec.loader is not None
        build = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(build)
        locale = root / "companion" / "locale"
        out = Path(tempfile.mkdtemp(prefix="companion-mo-"))
        codes = [p.name for p in sorted(locale.iterdir()) if (p / "LC_MESSAGES" / "companion.po").is_file()]
        for code in [*codes, build.PSEUDO]:
            target = out / code / "companion.mo"
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(build.mo_bytes(build.catalog_of(code, locale)))
            build_data["force_include"][str(target)] = f"companion/locale/{code}/LC_MESSAGES/companion.mo"
