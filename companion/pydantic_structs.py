"""pydantic and the companion's ``msgspec.Struct`` values: how a model validates one from a file, and dumps one.

The engine's values (:mod:`companion.rules.effects`) are frozen Structs, which pydantic does not know.
An edition file's effects are read through the schema built here: each Struct is a typed dict of its
own fields (each field's type validated by pydantic, a Struct field by this same schema, missing fields
taking the Struct's defaults, an unknown field refused), and the dict becomes the Struct. An error
therefore names the field where it is, in pydantic's words, as for every other entry of the file. A
value dumps as :func:`msgspec.to_builtins` makes it: its fields in order, nested values as dicts and
lists.

A model that only holds Structs the engine made (the game state's ledger, say) checks them by type
(``arbitrary_types_allowed``) and dumps them with :data:`AS_DATA`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec
from pydantic import GetCoreSchemaHandler, PlainSerializer
from pydantic_core import core_schema as cs


def as_builtins(value: Any) -> Any:
    """``value`` (a Struct, or a list or dict of them) as dicts, lists and scalars (:func:`msgspec.to_builtins`).

    A Python function, not msgspec's builtin itself: pydantic reads a builtin's signature slowly (~1 ms).
    """
    return msgspec.to_builtins(value)


#: How a model dumps the Structs it holds, checked by type only: ``Annotated[list[LedgerEntry], AS_DATA]``.
AS_DATA = PlainSerializer(as_builtins, return_type=Any)


def struct_schema(cls: type[msgspec.Struct], handler: GetCoreSchemaHandler) -> cs.CoreSchema:
    """The core schema that validates ``cls`` from a mapping of its fields and dumps it as builtins.

    Raises:
        pydantic.PydanticSchemaGenerationError: a field's type pydantic cannot validate.
    """
    fields = {
        f.encode_name: cs.typed_dict_field(_field_schema(f.type, handler), required=f.required)
        for f in msgspec.structs.fields(cls)
    }
    return cs.no_info_after_validator_function(
        _builder(cls),
        cs.typed_dict_schema(fields, extra_behavior="forbid"),
        serialization=cs.plain_serializer_function_ser_schema(as_builtins),
    )


def tagged_structs_schema(
    classes: tuple[type[msgspec.Struct], ...], tag: str, handler: GetCoreSchemaHandler
) -> cs.CoreSchema:
    """The core schema of a union of Structs told apart by the default of their field ``tag``
    (``{"kind": "every_turn", …}``): an unknown tag is refused with the tags allowed."""
    choices: dict[Any, cs.CoreSchema] = {}
    for cls in classes:
        [default] = [f.default for f in msgspec.structs.fields(cls) if f.name == tag]
        choices[default] = struct_schema(cls, handler)
    return cs.tagged_union_schema(choices, discriminator=tag)


def _field_schema(kind: Any, handler: GetCoreSchemaHandler) -> cs.CoreSchema:
    if isinstance(kind, type) and issubclass(kind, msgspec.Struct):
        return struct_schema(kind, handler)
    return handler.generate_schema(kind)


def _builder(cls: type[msgspec.Struct]) -> Callable[[dict[str, Any]], msgspec.Struct]:
    def build(fields: dict[str, Any]) -> msgspec.Struct:
        return cls(**fields)

    return build
