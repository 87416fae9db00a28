"""Modern Art rules core: typed Python face over the C++ ``_core`` module.

Also importable as ``galleria_ai.modern_art``. Usage::

    from galleria_ai import modern_art as ma
    s = ma.new_game(players=4, seed=1)
    while not s.is_terminal():
        seat = s.current_player()
        s.apply(s.legal_moves(seat)[0], seat)

``State`` methods (all implemented in C++; the common rules face of every game comes from
the binding template ``cpp/bindings/game_binding.h``):

- ``num_players``, ``season`` (0-based index of the current season), ``is_terminal()``
- ``to_move() -> list[int]`` (several seats only during a sealed auction),
  ``current_player() -> int`` (-1 when terminal), ``phase() -> str``,
  ``is_simultaneous()`` (a sealed auction), ``is_chance()`` (always False: deals happen
  inside moves and are private information), ``chance_outcomes()``
- ``legal_moves(seat=None) -> list[str]``; ``apply(move, seat=None)`` raises ``ValueError``
  (state unchanged) on a malformed or illegal move
- ``money()``, ``winners()``, ``ranking()``, ``returns()``, ``scoring()``, ``hand(seat)``,
  ``hand_sizes()``, ``vpile_size()``, ``bought()``, ``season_counts()``, ``value_board()``
- ``observation(seat) -> dict``, ``observation_string(seat) -> str``
- ``determinize(seat, seed) -> State``, ``clone()``, ``to_json()``, ``State.from_json(text)``
- ``private_items(seat)`` (the hand), ``force_private(seat, cards, keep)`` (alias
  ``force_hand``), ``apply_observed(observer, mover, move)``; the latter also accepts
  ``"reveal <card>"`` for a virtual-pile reveal whose card is known.

Move notation: ``protocol/notation.md``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from galleria_ai import _core
from galleria_ai.games import variants as _variants

State = _core.ModernArtState
ARTISTS: tuple[str, ...] = tuple(_core.modern_art_artists())
TYPES: tuple[str, ...] = tuple(_core.modern_art_types())
VIRTUAL_MODES = (None, "turn", "winner")
# Rules variants as `key=value` options, the first value being the default. The one place
# that names them: the engine protocol, the arena, the play and selfplay commands use it.
VARIANTS: dict[str, tuple[str, ...]] = {
    "double": ("split", "all_to_second"),
    "virtual": ("none", "turn", "winner"),
}


def parse_variant(text: str) -> tuple[str, str]:
    """Split one ``key=value`` variant option; ValueError naming the accepted values."""
    return _variants.parse_variant(VARIANTS, text)


def parse_variants(items: Sequence[str]) -> dict[str, str]:
    """Several ``key=value`` options into a dict; ValueError on a bad or repeated key."""
    return _variants.parse_variants(VARIANTS, items)


def game_options(variants: Mapping[str, str]) -> dict:
    """`new_game` keyword arguments for a variants dict; ValueError on an unknown one."""
    _variants.check_variants(VARIANTS, variants)
    virtual = variants.get("virtual", "none")
    return {
        "double_all_to_second": variants.get("double", "split") == "all_to_second",
        "virtual": None if virtual == "none" else virtual,
    }


def new_game(
    players: int = 4,
    seed: int = 0,
    deck: Sequence[str] | None = None,
    double_all_to_second: bool = False,
    virtual: str | None = None,
) -> State:
    """Start a game. ``deck``: explicit deal order of all 70 cards (overrides ``seed``).

    Raises ``ValueError`` for a bad player count, variant or deck.
    """
    return _core.modern_art_new_game(
        players, seed, None if deck is None else list(deck), double_all_to_second, virtual
    )


def all_cards() -> list[str]:
    """The 70 cards of the game in a fixed canonical order (kind order, repeated by count)."""
    return list(_core.modern_art_all_cards())


def canonical_move(text: str) -> str:
    """Parse a move string (syntax only) and return its canonical form; ValueError if malformed."""
    return str(_core.modern_art_canonical_move(text))


def move_code(text: str) -> int:
    """The state-independent C++ move code of a move string (what the search uses)."""
    return int(_core.modern_art_move_code(text))


def check_random_games(games: int, players: int, seed: int, variant: str = "none") -> list[str]:
    """Play random games in C++ checking every invariant; returns violations (empty = fine)."""
    return list(_core.modern_art_check_random_games(games, players, seed, variant))


__all__ = [
    "ARTISTS",
    "TYPES",
    "VARIANTS",
    "VIRTUAL_MODES",
    "State",
    "all_cards",
    "canonical_move",
    "check_random_games",
    "game_options",
    "move_code",
    "new_game",
    "parse_variant",
    "parse_variants",
]
