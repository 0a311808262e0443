"""The rules engine of *Trading in the Mediterranean*: pure functions and frozen values.

No Textual, no I/O, no clock, no global random: everything a rule needs is
passed in (the edition's :class:`Components`, positions, a ``random.Random``).
Each function cites the rule it implements (001_26b6d8b0f4cbe6f7.txt headings,
RULINGS.md numbers); invalid input raises a :class:`RulesError` subclass whose
message a player understands.

One module per concern: :mod:`~companion.rules.sets` (goods set values),
:mod:`~companion.rules.tracks` (marker moves), :mod:`~companion.rules.resolution`
(Resolution step 2), :mod:`~companion.rules.bottoms` (one bottom per card, The Goods), :mod:`~companion.rules.abilities` (step 1),
:mod:`~companion.rules.calamities` (step 3), :mod:`~companion.rules.draws`
(Development Phase), :mod:`~companion.rules.production`,
:mod:`~companion.rules.civic`, :mod:`~companion.rules.endgame`.
"""

from companion.rules.abilities import AbilityHit, AbilityUse, resolve_abilities
from companion.rules.bottoms import Tally, check_spend
from companion.rules.calamities import (
    BarbarianLoss,
    Victims,
    barbarian_loss,
    calamity_victims,
    lowest_below_line,
    roll_die,
    rolls_for,
)
from companion.rules.civic import CivicResult, civic_phase
from companion.rules.components import Components, Good, PoliticalTrack, StatusTrack, TurnRule
from companion.rules.draws import Draw, DrawEntitlement, draw_entitlement, entitlement_for
from companion.rules.effects import Development, Push
from companion.rules.endgame import FinalScore, Place, Ranking, final_score, rank
from companion.rules.errors import RulesError
from companion.rules.production import ProductionEntitlement, check_playable, deal_civic, production_entitlement
from companion.rules.push import PushResult, apply_push
from companion.rules.resolution import GoodsResolution, Spend, resolve_goods, set_modifiers_for
from companion.rules.sets import SetScore, SetsResult, score_sets, split_sets
from companion.rules.standing import Standing, starting_standing
from companion.rules.tracks import PoliticalMove, StatusMove, TrackPosition, move_political, move_status

__all__ = [
    "AbilityHit",
    "AbilityUse",
    "BarbarianLoss",
    "CivicResult",
    "Components",
    "Development",
    "Draw",
    "DrawEntitlement",
    "FinalScore",
    "Good",
    "GoodsResolution",
    "Place",
    "PoliticalMove",
    "PoliticalTrack",
    "ProductionEntitlement",
    "Push",
    "PushResult",
    "Ranking",
    "RulesError",
    "SetScore",
    "SetsResult",
    "Spend",
    "Standing",
    "StatusMove",
    "StatusTrack",
    "Tally",
    "TrackPosition",
    "TurnRule",
    "Victims",
    "apply_push",
    "barbarian_loss",
    "calamity_victims",
    "check_playable",
    "check_spend",
    "civic_phase",
    "deal_civic",
    "draw_entitlement",
    "entitlement_for",
    "final_score",
    "lowest_below_line",
    "move_political",
    "move_status",
    "production_entitlement",
    "rank",
    "resolve_abilities",
    "resolve_goods",
    "roll_die",
    "rolls_for",
    "score_sets",
    "set_modifiers_for",
    "split_sets",
    "starting_standing",
]
