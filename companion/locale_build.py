"""Catalogs compiled with Babel: the wheel's ``.mo`` files, a source checkout's in memory, and ``qps``.

Used by the wheel's build hook (``hatch_build.py`` loads this file by its path, before the package
is installed) and, at run time, by :func:`companion.i18n.translations` when a language has no
compiled ``.mo`` beside its ``.po`` (a source checkout). Babel is a build requirement and a test
requirement, never imported on the way to the host's table.

The pseudo-locale ``qps`` (:func:`pseudo_catalog`) is made from the ``.pot``: every message
wrapped in ``⟦ ⟧`` and lengthened by about 40% (German runs about 30% longer than English),
its placeholders (``{name}``, ``%(name)s``) kept as they are, so that the tests see at once a
text that no catalog translates and a layout that a longer language would break.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

LOCALE_DIR = Path(__file__).parent / "locale"
DOMAIN = "companion"
PSEUDO = "qps"

#: A placeholder a translation must keep: ``{name}``, ``%(name)s`` or ``%s``.
PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}|%\([a-z_0-9]+\)[sd]|%[sd]")
#: What the pseudo-locale leaves as it is: the placeholders and HTML tags (``<b>``).
_KEPT = re.compile(PLACEHOLDER.pattern + r"|<[^>]*>|&[a-z]+;")
_ACCENTS = str.maketrans("aeiouAEIOUcnyCNY", "áéíóúÁÉÍÓÚçñýÇÑÝ")


def pseudo(text: str) -> str:
    """``"Turn {turn}"`` → ``"⟦Túrñ {turn} ~~⟧"``: accented outside placeholders, about 40% longer."""
    if not text:
        return text
    pieces = _KEPT.split(text)
    kept = _KEPT.findall(text)
    out = pieces[0].translate(_ACCENTS)
    for holder, piece in zip(kept, pieces[1:]):
        out += holder + piece.translate(_ACCENTS)
    extra = max(1, round(len(text) * 0.4) - 3)
    pad = " ".join("~" * min(6, extra - i) for i in range(0, extra, 6))
    return f"⟦{out} {pad}⟧"


def read(path: Path) -> Catalog:
    """The catalog of a ``.po`` or ``.pot`` file."""
    with path.open("rb") as stream:
        return read_po(stream, domain=DOMAIN)


def pseudo_catalog(pot: Path = LOCALE_DIR / f"{DOMAIN}.pot") -> Catalog:
    """The ``qps`` catalog: every message of ``pot`` through :func:`pseudo` (plural forms as English's)."""
    template = read(pot)
    catalog = Catalog(locale="en", domain=DOMAIN)
    for message in template:
        if not message.id:
            continue
        if isinstance(message.id, (tuple, list)):
            catalog.add(message.id, [pseudo(message.id[0]), pseudo(message.id[1])], context=message.context)
        else:
            catalog.add(message.id, pseudo(message.id), context=message.context)
    return catalog


def catalog_of(code: str, locale_dir: Path = LOCALE_DIR) -> Catalog:
    """The catalog of ``code``: its ``.po``, or for ``qps`` the one made from the ``.pot``."""
    if code == PSEUDO:
        return pseudo_catalog(locale_dir / f"{DOMAIN}.pot")
    return read(locale_dir / code / "LC_MESSAGES" / f"{DOMAIN}.po")


def mo_bytes(catalog: Catalog) -> bytes:
    """``catalog`` as a compiled ``.mo`` (Babel's ``write_mo``; fuzzy messages left out, as msgfmt does)."""
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def compiled(code: str) -> bytes:
    """The compiled catalog of ``code`` (FileNotFoundError if it has none)."""
    return mo_bytes(catalog_of(code))
