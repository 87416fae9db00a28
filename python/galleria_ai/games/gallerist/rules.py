"""The Gallerist rules core: the typed Python face over the C++ ``_core`` module.

Usage::

    from galleria_ai.games.gallerist import rules as gl
    s = gl.new_game(players=4, seed=1)            # options: see VARIANTS
    while not s.is_terminal():
        if s.is_chance():
            s.apply(s.chance_outcome())            # what the hidden order gives
        else:
            s.apply(s.random_move(seed=7))
    s.money(); s.winners(); s.scoring()

Move and outcome strings, the phases and the order of decisions: ``protocol/notation.md``
(section "The Gallerist").

``new_game(players=4, seed=0, setup=None, intermediate_scoring="on", contract_take="any",
two_player_middle="closed", easel_value="discovered", chance_setup=False) -> State``
    2, 3 or 4 players. Every shuffle and draw of the printed setup happens here, from
    ``seed``; ``setup`` (a dict, below) fixes any part of it explicitly. The options are the
    rules variants (``VARIANTS``; ``game_options`` turns ``key=value`` options into these
    keyword arguments). ``ValueError`` for a bad player count, option or setup. The new
    state asks the first ``placement`` decision. ``chance_setup=True``: a table game, the state
    before the printed set-up instead, whose shuffles and draws are chance steps (``setup
    ...``, ``expose``, ``draw``, ``deal``; ``protocol/notation.md``), and whose objective cards
    are turned up by chance steps at the final scoring (``objective ...``); applying each
    set-up step's own outcome gives the same board. The registry entry
    (``games.get("gallerist")``) starts games this way, so a table announces everything
    public to engines. Without it the objective cards are simply public at the end.

``State`` (all methods run in C++; a state is plain data, ``clone()`` is a copy):

- ``num_players``; ``options() -> dict`` (the four variant options as strings).
- ``is_terminal()``; ``is_chance()`` (a chance step is pending); ``phase() -> str``: the kind
  of the pending decision: ``placement``, ``turn``, ``tickets``, ``action``, ``after``,
  ``kickout``, ``cash``, ``fame``, ``boost``, ``ticket-colour``, ``booth``, ``visitor``,
  ``space``, ``send``, ``half``, ``contract``, ``take``, ``easel``, ``chance``, ``gameover``.
- ``to_move() -> list[int]``: the one seat that decides now (not always the turn's owner:
  a kicked-out player's choice, easel choices); ``[]`` during a chance step and at the end.
  ``current_player() -> int``: that seat, -1 when none. ``turn_player()``: whose turn it
  is; ``start_player()``; ``round()`` (1-based; 0 during the opening placement);
  ``final_round()`` (bool).
- ``legal_moves(seat=None) -> list[str]``: canonical strings (``seat`` defaults to
  ``current_player()``; ``[]`` for a seat that may not act); ``is_legal(move, seat=None)``.
- ``apply(move, seat=None)``: applies a move of ``seat`` (default ``current_player()``), or,
  while a chance step is pending, one of ``chance_outcomes()`` (``seat`` must then be
  ``None``). ``ValueError`` naming the problem for a malformed or illegal move, a wrong
  seat or an impossible outcome; the state is then unchanged.
- ``random_move(seat=None, seed=0) -> str``: a uniformly random legal move of ``seat``.
- ``chance_outcomes() -> list[tuple[str, float]]``: the possible outcomes with their
  probabilities from the public composition (bag, deck, stack); ``[]`` when no chance step
  is pending. ``chance_outcome() -> str``: the outcome the state's own hidden order gives.
- ``money() -> list[int]``, ``influence() -> list[int]``, ``tickets() -> list[dict]``.
- ``returns() -> list[float]``: win share (1 split among the winners); ``margins()``:
  ``(money - mean) / max(1, max |money - mean|)``; ``winners() -> list[int]`` (most money,
  then the rules' tie-breaks: works displayed + sold, easel work included; visitors in own
  gallery; assistants hired; still tied: shared); ``ranking() -> list[int]`` (best first,
  same order, equal players by seat).
- ``scoring() -> dict``: ``{"intermediate": None | {"round", "seat" (whose turn it followed),
  "money": [per seat], "influence": [per seat]}, "final": None | {...}}``. ``final`` has,
  per seat, the money of each step in order: ``"market"`` (and ``"market_columns"``:
  ``{"left"|"middle"|"right": [per seat]}``), ``"reputation"`` (plus
  ``"reputation_influence"`` and ``"reputation_tiles"``: one ``{"seat", "space", "tile",
  "count", "money", "influence"}`` per scored tile), ``"displayed"``, ``"easel"`` (plus
  ``"easel_bids"``, ``"easel_order"`` and ``"easel_taken"``: one ``{"seat", "form",
  "declared", "value"}`` per work taken), ``"curator"``, ``"dealer"``, ``"influence"``,
  then ``"total"`` (final money), ``"winners"``, ``"ranking"``.
- ``observation(seat) -> dict``: everything ``seat`` may know (public board, own curator
  and art-dealer cards, compositions — not orders — of bag, deck and stacks, the pending
  decision). ``observation_string(seat) -> str``: its canonical text (equal strings ⇔ equal
  observations).
- ``determinize(seat, seed) -> State``: a copy with exactly the parts ``seat`` cannot see
  resampled (others' objective cards and the undealt ones, bag order, contract deck order,
  work stacks below their visible tops, the reshuffle key); ``observation(seat)`` is
  unchanged and the result depends only on that observation and ``seed``.
- ``clone()``, ``to_json() -> str``, ``State.from_json(text)`` (``ValueError`` for malformed
  text or a state that breaks an invariant, naming it), ``==``.
- ``private_items(seat) -> ["curator-<n>", "dealer-<n>"]``: the seat's objective cards (what
  only it knows); ``force_private(seat, items, keep=())``: belief sync — give ``seat`` these
  cards, swapping with another seat's (never a seat in ``keep``) or an undealt card
  (``ValueError``, state unchanged, if impossible).
- ``rounds_left() -> float``: estimated rounds left after the current one, from the public
  end triggers (the heuristic bot's and the engine clock's estimate).
- ``apply_observed(observer, mover, move)``: belief sync — apply a public move of
  ``mover``, or a chance outcome (``mover`` ignored, pass -1), to a state whose hidden parts
  were sampled for ``observer``. In The Gallerist no hidden item is ever played from a
  hand, so this is ``apply`` with the outcome swapped to the head of the sampled order;
  ``ValueError`` (state unchanged) if the move is illegal.

Explicit setup (``new_game(setup=...)``), every key optional, missing ones drawn from the
seed; ``ValueError`` naming the first problem:

- ``"start_player"``: int.
- ``"artists"``: ``{artist: start_fame}`` for some of the 8 artists, picking which of its
  two printed tiles is used (photo/digital blue 1 or 4, red 5 or 8; sculpture/painting blue
  3 or 5, red 7 or 10).
- ``"discovered"``: the blue artist that starts face up.
- ``"discovery"``: ``{artist: code}`` — the discovery tile (``F`` ``IB`` ``MB`` ``V`` ``T2``,
  two of each exist) on each of the 7 face-down artists (all 7 keys); the rest are boxed.
- ``"works"``: ``{form: [8 work codes, top first]}``; the first tile of each form is the
  one set aside at setup, the second becomes the visible top.
- ``"easels"``: the forms of the set-aside works put on the easels, one per easel (3, 2 or 1
  for 4, 3 or 2 players), in easel order; the other set-aside works are boxed.
- ``"bag"``: the whole bag in draw order (visitor kinds; 14/14/12 for 4 players, 12/12/10
  for 3, 10/10/8 for 2, minus the 4 collectors put on the red artists). Setup draws take
  from the front: first onto the new top works (photo, digital, sculpture, painting, one
  per ticket on the tile), then 4 into the plaza, then 1 into each lobby from seat 0.
- ``"contracts"``: all 20 cards in deal order (the first 4 go onto display spaces 1–4).
- ``"reputation"``: all 20 tile numbers (1–20, the rules' table) in deal order: the market
  cells column by column (left, middle, right; 2 players left and right only), each column
  top to bottom (rows digital, painting, sculpture, photo), then one beside each location
  (colony, sales, media, market); the rest are boxed unseen.
- ``"curators"``, ``"dealers"``: one card number (1–4) per seat, all different.
- ``"shuffle_seed"``: int; the hidden key later contract-deck reshuffles use.

The state JSON (``to_json``) holds every C++ field by name (``cpp/gallerist/state.h``);
money and influence come with their ledgers (``money == 10 + money_gained - money_paid``,
the same for influence), so an edited JSON must keep them consistent.

Module helpers: ``VARIANTS``, ``parse_variant``, ``parse_variants``, ``game_options``,
``canonical_move(text)`` (syntax only), ``move_code(text)`` (the C++ ``uint32`` code of a
move or outcome, the same in every determinization), ``check_random_games(games, players,
seed, variant=())`` (C++ random games checking every invariant after every move; returns
violation messages), and the vocabularies ``FORMS``, ``ARTISTS``, ``VISITORS``,
``LOCATIONS``, ``CONTRACTS``, ``WORK_CODES``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from galleria_ai import _core
from galleria_ai.games import variants as _variants

State = _core.GalleristState
FORMS: tuple[str, ...] = tuple(_core.gallerist_vocabulary()["forms"])
ARTISTS: tuple[str, ...] = tuple(_core.gallerist_vocabulary()["artists"])
VISITORS: tuple[str, ...] = tuple(_core.gallerist_vocabulary()["visitors"])
LOCATIONS: tuple[str, ...] = tuple(_core.gallerist_vocabulary()["locations"])
CONTRACTS: tuple[str, ...] = tuple(_core.gallerist_vocabulary()["contracts"])
WORK_CODES: tuple[str, ...] = tuple(_core.gallerist_vocabulary()["work_codes"])

# Rules variants as `key=value` options, the first value being the default. The one place
# that names them for this game.
VARIANTS: dict[str, tuple[str, ...]] = {
    "intermediate_scoring": ("on", "off"),
    "contract_take": ("any", "top"),
    "two_player_middle": ("closed", "auction_open"),
    "easel_value": ("discovered", "any_artist"),
}


def parse_variant(text: str) -> tuple[str, str]:
    """Split one ``key=value`` variant option; ValueError naming the accepted values."""
    return _variants.parse_variant(VARIANTS, text)


def parse_variants(items: Sequence[str]) -> dict[str, str]:
    """Several ``key=value`` options into a dict; ValueError on a bad or repeated key."""
    return _variants.parse_variants(VARIANTS, items)


def game_options(variants: Mapping[str, str]) -> dict[str, str]:
    """`new_game` keyword arguments for a variants dict; ValueError on an unknown one."""
    _variants.check_variants(VARIANTS, variants)
    return {key: variants.get(key, values[0]) for key, values in VARIANTS.items()}


def new_game(
    players: int = 4,
    seed: int = 0,
    setup: Mapping[str, Any] | None = None,
    intermediate_scoring: str = "on",
    contract_take: str = "any",
    two_player_middle: str = "closed",
    easel_value: str = "discovered",
    chance_setup: bool = False,
) -> State:
    """Start a game (setup from ``seed``, overridden by the keys of ``setup``).

    ``chance_setup=True``: a table game — the state before the printed set-up, whose
    shuffles and draws are chance steps (``setup ...``, ``expose``, ``draw``, ``deal``) to
    apply first (the same set-up once each step's own outcome is applied), and whose
    objective cards are turned up by chance steps (``objective ...``) at the final scoring. Raises ``ValueError`` for a bad player
    count, option or setup.
    """
    options = game_options(
        {
            "intermediate_scoring": intermediate_scoring,
            "contract_take": contract_take,
            "two_player_middle": two_player_middle,
            "easel_value": easel_value,
        }
    )
    return _core.gallerist_new_game(players, seed, None if setup is None else dict(setup), options,
                                    bool(chance_setup))


def canonical_move(text: str) -> str:
    """Parse a move or chance-outcome string (syntax only); its canonical form."""
    return str(_core.gallerist_canonical_move(text))


def move_code(text: str) -> int:
    """The state-independent C++ move code of a move or outcome string."""
    return int(_core.gallerist_move_code(text))


def check_random_games(
    games: int, players: int, seed: int, variant: Sequence[str] = ()
) -> list[str]:
    """Random games in C++ checking every invariant after every move; violations."""
    options = game_options(parse_variants(variant))
    return list(_core.gallerist_check_random_games(games, players, seed, options))


__all__ = [
    "ARTISTS",
    "CONTRACTS",
    "FORMS",
    "LOCATIONS",
    "VARIANTS",
    "VISITORS",
    "WORK_CODES",
    "State",
    "canonical_move",
    "check_random_games",
    "game_options",
    "move_code",
    "new_game",
    "parse_variant",
    "parse_variants",
]
