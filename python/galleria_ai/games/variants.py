"""Rules variants as ``key=value`` options, checked against a game's table of them.

A table maps each variant key to its accepted values, the first being the default (each
game's ``rules.VARIANTS``). The game's rules module and its registry entry both parse
through these functions, so every tool gives the same errors.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

VariantTable = Mapping[str, Sequence[str]]


def parse_variant(table: VariantTable, text: str, game: str = "") -> tuple[str, str]:
    """Split one ``key=value`` option; ValueError naming the accepted values."""
    key, eq, value = text.partition("=")
    if not eq or key not in table or value not in table[key]:
        accepted = ", ".join(f"{k}={'|'.join(v)}" for k, v in table.items())
        where = f" for {game}" if game else ""
        raise ValueError(f"unknown variant {text!r}{where} (accepted: {accepted or 'none'})")
    return key, value


def parse_variants(table: VariantTable, items: Sequence[str], game: str = "") -> dict[str, str]:
    """Several ``key=value`` options into a dict; ValueError on a bad or repeated key."""
    chosen: dict[str, str] = {}
    for item in items:
        key, value = parse_variant(table, item, game)
        if key in chosen:
            raise ValueError(f"variant {key} given twice")
        chosen[key] = value
    return chosen


def check_variants(table: VariantTable, variants: Mapping[str, str], game: str = "") -> None:
    """ValueError if any key or value of a variants dict is not in the table."""
    for key, value in variants.items():
        parse_variant(table, f"{key}={value}", game)
