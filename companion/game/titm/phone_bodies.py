"""What a phone may send for each kind of entry: the shapes of the bodies the inbox reads.

Shapes and types only, at the web's boundary (strict, no extra field); whether an entry is
allowed now is the fold's to say (:mod:`companion.game.titm.inbox` asks the game's judge).
"""

from __future__ import annotations

from collections import Counter
from typing import Annotated, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, model_validator

#: What a phone may send (docs/web.md's table of kinds), each checked by its body below.
Kind = Literal["warehouse", "abandon", "ability", "goods", "development"]
KINDS: tuple[Kind, ...] = get_args(Kind)
Id = Annotated[str, StringConstraints(min_length=1, max_length=60, pattern=r"^[a-z0-9][a-z0-9\-]*$")]
Name = Annotated[str, StringConstraints(min_length=1, max_length=24)]
Count = Annotated[int, Field(ge=0, le=99)]
Icon = Annotated[str, StringConstraints(max_length=60, pattern=r"^([a-z0-9][a-z0-9\-]*)?$")]  # "": none
#: One spent card as the phone entered it: [good, bottom, arrow] ("" for no bottom, no arrow).
Card = Annotated[list[Icon], Field(min_length=3, max_length=3)]
#: The most cards a goods entry sends one by one (beyond, it sends only the sums; the page is given this number).
MAX_CARDS = 400


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True, defer_build=True)


class WarehouseBody(_Body):
    """Cards warehoused (001 Warehousing: up to 3, which the judge says in the rule's words)."""

    cards: Count


class AbandonBody(_Body):
    """Abandon Government / Religion declared (True) or taken back (False) while trading (R6)."""

    track: Literal["government", "religion"]
    declare: bool


class AbilityBody(_Body):
    """Cubes on one of the player's own trade phase abilities: the targets (001 Pink TRADE PHASE ABILITIES)."""

    development: Id
    ability: Annotated[int, Field(ge=0, le=9)] = 0
    targets: Annotated[list[Name], Field(max_length=12)]


class GoodsBody(_Body):
    """Resolution step 2: the cards spent, tops by good and bottoms by icon (R11)."""

    goods: Annotated[dict[Id, Count], Field(max_length=40)] = {}
    icons: Annotated[dict[Id, Count], Field(max_length=40)] = {}
    #: the same cards one by one (optional): the entry is ``goods`` and ``icons``; ``cards`` only says
    #: which bottom was on which card, so that a form filled again (an undo) shows each card as it was
    cards: Annotated[list[Card], Field(max_length=MAX_CARDS)] = []

    @model_validator(mode="after")
    def _cards_add_up(self) -> GoodsBody:
        if not self.cards:
            return self
        goods = Counter(good for good, _, _ in self.cards)
        icons = Counter(icon for _, bottom, arrow in self.cards for icon in (bottom, arrow) if icon)
        if "" in goods or goods != Counter({g: n for g, n in self.goods.items() if n}) \
                or icons != Counter({i: n for i, n in self.icons.items() if n}):
            raise ValueError("the cards do not add up to the goods and icons sent")
        return self


class DevelopmentBody(_Body):
    """A development to play, by its id in the catalogue."""

    development: Id


BODIES: dict[Kind, type[_Body]] = {
    "warehouse": WarehouseBody,
    "abandon": AbandonBody,
    "ability": AbilityBody,
    "goods": GoodsBody,
    "development": DevelopmentBody,
}
