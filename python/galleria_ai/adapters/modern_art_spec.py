"""Modern Art's action-space spec for the OpenSpiel and PettingZoo adapters.

**Actions** (fixed, 2957 ids; the same id means the same move in every state, except that
an amount is a bid in a bidding phase and a price when the auctioneer names one):

| ids | move |
|---|---|
| 0–24 | `play <card>`, card kind `artist * 5 + type` (artists LM YO CP KG KR, types open once sealed fixed double) |
| 25–49 | `add <card>`, same kind order (the five double kinds are never legal) |
| 50 | `noadd` |
| 51 | `pass` (also the sealed "no bid") |
| 52 | `accept` |
| 53 | `decline` |
| 54 | `reveal` (3-player virtual variant) |
| 55 | `noreveal` |
| 56 + n, n = 0..2900 | amount n: `bid n` (n ≥ 1) in an open, once-around or sealed auction, `price n` in a fixed-price announcement |

Every amount a seat may legally name has its own id, so no bid is ever rounded: money is
bounded, because the bank pays at most 4 paintings of each of the 3 ranked artists per
season, worth together at most the markers placed so far (60 per season), i.e. at most
240, 480, 720, 960 in seasons 1–4: 2400 in all, plus 100 starting money per seat, so no
seat ever holds more than 100·5 + 2400 = 2900 (`MAX_AMOUNT`).

**Setup chance**: the 70-card deck is dealt in order by 70 explicit chance steps, each a
card kind with probability (copies left)/(cards left); the rules state is then built from
that deck (the registry entry's ``new_game(setup=deck)``), which deals every season from
it (seat 0's block, seat 1's, ..., then the virtual pile). A seat learns its block when its
season starts.

The game is read from its registry entry (`galleria_ai.games.get("modern_art")`); its
vocabulary (artists, card types, the 70 cards) from its rules module.

**Tensors**: the observation tensor encodes `State.observation(seat)` (plus who is to
move) in the pieces listed in `OBSERVATION_PIECES`, money and amounts in hundreds; the
information-state tensor appends the seat's own deal of each season.
"""

from __future__ import annotations

import functools
import json
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import numpy as np

from galleria_ai.adapters.spec import Config, Event, GameSpec, Piece, Replay, to_ranges
from galleria_ai.games.modern_art import rules as ma

ARTISTS = ma.ARTISTS
TYPES = ma.TYPES
KINDS = len(ARTISTS) * len(TYPES)  # 25
CARDS = tuple(f"{a}-{t}" for a in ARTISTS for t in TYPES)  # by kind
KIND_OF = {c: k for k, c in enumerate(CARDS)}
COMPOSITION = tuple(Counter(KIND_OF[c] for c in ma.all_cards())[k] for k in range(KINDS))
DECK_SIZE = sum(COMPOSITION)  # 70
MAX_PLAYERS = 5
START_MONEY = 100
SEASONS = 4
# Cards each hand (and the virtual pile) receives at the start of seasons 1..4, by the
# number of hands dealt (the 3-player virtual variant deals as for 4).
DEAL_SIZES = {3: (10, 6, 6, 0), 4: (9, 4, 4, 0), 5: (8, 3, 3, 0)}
MAX_AMOUNT = START_MONEY * MAX_PLAYERS + 4 * (30 + 20 + 10) * sum(range(1, SEASONS + 1))

PLAY, ADD = 0, KINDS
NOADD, PASS, ACCEPT, DECLINE, REVEAL, NOREVEAL = range(2 * KINDS, 2 * KINDS + 6)
AMOUNT = 2 * KINDS + 6  # 56
NUM_ACTIONS = AMOUNT + MAX_AMOUNT + 1  # 2957

_FIXED = ([f"play {c}" for c in CARDS] + [f"add {c}" for c in CARDS]
          + ["noadd", "pass", "accept", "decline", "reveal", "noreveal"])
_ACTION_OF = {m: a for a, m in enumerate(_FIXED)}
_ACTION_OF.update({f"bid {n}": AMOUNT + n for n in range(1, MAX_AMOUNT + 1)})
_ACTION_OF.update({f"price {n}": AMOUNT + n for n in range(MAX_AMOUNT + 1)})
_AMOUNT_WORDS = ("bid ", "price ")

PHASES = ("play", "double", "open", "once", "sealed", "fixed-price", "fixed-answer", "reveal",
          "gameover")
VIRTUAL_MODES = ma.VARIANTS["virtual"]  # none, turn, winner
MAX_HAND = sum(DEAL_SIZES[3])
MONEY_SCALE = 100.0  # money and amounts enter tensors in hundreds
MONEY_HIGH = MAX_AMOUNT / MONEY_SCALE

OBSERVATION_PIECES: tuple[Piece, ...] = (
    ("seat", MAX_PLAYERS, 1), ("players", 3, 1),
    ("variant", 1 + len(VIRTUAL_MODES), 1),  # double all_to_second, virtual mode one-hot
    ("season", SEASONS, 1), ("phase", len(PHASES), 1), ("to_move", MAX_PLAYERS, 1),
    ("money", MAX_PLAYERS, MONEY_HIGH), ("hand", KINDS, max(COMPOSITION)),
    ("hand_sizes", MAX_PLAYERS, MAX_HAND), ("vpile", 1, MAX_HAND), ("dealt", 1, 1),
    ("seen", KINDS, max(COMPOSITION)), ("season_counts", len(ARTISTS), 5),
    ("bought", MAX_PLAYERS * len(ARTISTS), 4), ("value_board", SEASONS * len(ARTISTS), 1),
    ("original", MAX_PLAYERS, 1), ("auctioneer", MAX_PLAYERS, 1), ("actor", MAX_PLAYERS, 1),
    ("high_bidder", MAX_PLAYERS, 1), ("cards", 2 * KINDS, 1),
    ("auction_type", len(TYPES), 1),
    ("amounts", 3, MONEY_HIGH),  # high bid, fixed price, own pending sealed bid
    ("flags", 3, MAX_PLAYERS),  # passes in succession, virtual turn, own sealed bid given
    ("last_ender", MAX_PLAYERS, 1),
)
INFO_STATE_PIECES: tuple[Piece, ...] = (("own_deals", (SEASONS - 1) * KINDS,
                                         max(COMPOSITION)),)
_PHASE_INDEX = {p: i for i, p in enumerate(PHASES)}
_VIRTUAL_INDEX = {None: 0, **{m: i for i, m in enumerate(VIRTUAL_MODES)}}
_TYPE_INDEX = {t: i for i, t in enumerate(TYPES)}
_OBSERVATION_SIZE = sum(size for _, size, _ in OBSERVATION_PIECES)
_OFFSET = {name: at for (name, _, _), at in zip(
    OBSERVATION_PIECES + INFO_STATE_PIECES,
    np.cumsum([0] + [size for _, size, _ in OBSERVATION_PIECES + INFO_STATE_PIECES]).tolist())}


_NA = len(ARTISTS)
(_SEASON, _PHASE, _TO_MOVE, _LAST_ENDER, _MONEY, _HAND_SIZES, _HAND, _VPILE, _DEALT, _SEEN,
 _SEASON_COUNTS, _BOUGHT, _VALUE_BOARD, _CARDS, _AUCTION_TYPE, _AMOUNTS, _FLAGS) = (
    _OFFSET[k] for k in ("season", "phase", "to_move", "last_ender", "money", "hand_sizes",
                         "hand", "vpile", "dealt", "seen", "season_counts", "bought",
                         "value_board", "cards", "auction_type", "amounts", "flags"))
_AUCTION_SEATS = tuple((k, _OFFSET[k]) for k in ("original", "auctioneer", "actor",
                                                 "high_bidder"))


def _scale() -> np.ndarray:
    """What each tensor entry is multiplied by: money and amounts in hundreds, the value
    board in thirties (markers), cards dealt as a share of the deck."""
    scale = np.ones(_OBSERVATION_SIZE, np.float32)
    scale[_MONEY:_MONEY + MAX_PLAYERS] = 1 / MONEY_SCALE
    scale[_AMOUNTS:_AMOUNTS + 3] = 1 / MONEY_SCALE
    scale[_VALUE_BOARD:_VALUE_BOARD + SEASONS * _NA] = 1 / 30.0
    scale[_DEALT] = 1 / DECK_SIZE
    return scale


_SCALE = _scale()


@functools.lru_cache(maxsize=64)
def _fixed_part(players: int, seat: int, double_all: bool, virtual: str | None) -> tuple:
    """The entries fixed for a table and seat (seat, player count, variants), the rest 0."""
    v = [0.0] * _OBSERVATION_SIZE
    v[_OFFSET["seat"] + seat] = 1.0
    v[_OFFSET["players"] + players - 3] = 1.0
    v[_OFFSET["variant"]] = float(double_all)
    v[_OFFSET["variant"] + 1 + _VIRTUAL_INDEX[virtual]] = 1.0
    return tuple(v)


def card(kind: int) -> str:
    return CARDS[kind]


def deal_sizes(config: Config) -> tuple[int, ...]:
    hands = config.players + (0 if config.variant("virtual", "none") == "none" else 1)
    return DEAL_SIZES[hands]


def holders(config: Config) -> int:
    """Blocks dealt each season: one per seat, plus the virtual pile."""
    return config.players + (0 if config.variant("virtual", "none") == "none" else 1)


def block(config: Config, setup: Sequence[int], season: int, holder: int) -> list[int]:
    """The kinds dealt to `holder` (a seat, or `players` for the virtual pile) at the start
    of `season` (0-based), from the complete deal order `setup`."""
    sizes = deal_sizes(config)
    start = sum(sizes[:season]) * holders(config) + holder * sizes[season]
    return list(setup[start:start + sizes[season]])


def _deal_event(config: Config, setup: Sequence[int], season: int, seat: int) -> Event:
    cards = sorted(block(config, setup, season, seat))
    return seat, f"deal {' '.join(card(k) for k in cards)}"


class ModernArtSpec(GameSpec):
    name = "modern_art"
    num_actions = NUM_ACTIONS
    max_chance_outcomes = KINDS
    observation_pieces = OBSERVATION_PIECES
    info_state_pieces = INFO_STATE_PIECES
    rollout_policies = ("random", "heuristic")

    # ---- rules state ------------------------------------------------------------------------
    def core_is_chance(self, core: ma.State) -> bool:
        return False  # Modern Art deals inside its moves: no chance steps in the core

    # ---- setup chance: the deck ----------------------------------------------------------
    def setup_done(self, config: Config, prefix: Sequence[int]) -> bool:
        return len(prefix) == DECK_SIZE

    def max_setup_steps(self, config: Config) -> int:
        return DECK_SIZE

    def setup_outcomes(self, config: Config, prefix: Sequence[int]) -> list[tuple[int, float]]:
        left = list(COMPOSITION)
        for k in prefix:
            left[k] -= 1
        total = DECK_SIZE - len(prefix)
        return [(k, n / total) for k, n in enumerate(left) if n > 0]

    def setup_outcome_possible(self, config: Config, prefix: Sequence[int],
                               outcome: int) -> bool:
        return 0 <= outcome < KINDS and prefix.count(outcome) < COMPOSITION[outcome]

    def setup_outcome_name(self, config: Config, prefix: Sequence[int], outcome: int) -> str:
        if not 0 <= outcome < KINDS:
            raise ValueError(f"no card kind {outcome} (0..{KINDS - 1})")
        return f"deal {CARDS[outcome]}"

    def core_from_setup(self, config: Config, setup: Sequence[int]) -> ma.State:
        return self.face.new_game(config.players, 0, dict(config.variants),
                                  setup=[CARDS[k] for k in setup])

    def setup_of(self, core: ma.State) -> list[int]:
        return list(json.loads(core.to_json())["deck"])

    # ---- moves <-> actions ----------------------------------------------------------------
    def legal_ranges(self, core: ma.State, seat: int) -> list[tuple[int, int]]:
        moves = core.legal_moves(seat)
        # The core lists moves by ascending code, a bid (or price) range contiguous in the
        # middle: only its two ends are looked up, the range becomes one [start, stop).
        n, i = len(moves), 0
        while i < n and not moves[i].startswith(_AMOUNT_WORDS):
            i += 1
        if i == n:
            return to_ranges(sorted(_ACTION_OF[m] for m in moves))
        j = n - 1
        while not moves[j].startswith(_AMOUNT_WORDS):
            j -= 1
        lo, hi = _ACTION_OF[moves[i]], _ACTION_OF[moves[j]]
        if hi - lo != j - i:  # not one contiguous range: look every move up
            return to_ranges(sorted(_ACTION_OF[m] for m in moves))
        # Every fixed id is below the amounts, so the amount range comes last.
        fixed = to_ranges(sorted(_ACTION_OF[m] for m in moves[:i] + moves[j + 1:]))
        return [*fixed, (lo, hi + 1)]

    def action_to_move(self, core: ma.State, seat: int, action: int) -> str:
        action = int(action)
        if 0 <= action < AMOUNT:
            return _FIXED[action]
        if AMOUNT <= action < NUM_ACTIONS:
            word = "price" if core.phase() == "fixed-price" else "bid"
            return f"{word} {action - AMOUNT}"
        raise ValueError(f"action {action} is outside 0..{NUM_ACTIONS - 1}")

    def move_to_action(self, move: str) -> int:
        try:
            return _ACTION_OF[ma.canonical_move(move)]
        except KeyError:
            raise ValueError(f"move {move!r} has no action id") from None

    def rollout_move(self, core: ma.State, seat: int, rng: random.Random, policy: str) -> str:
        if policy == "heuristic":  # the project's baseline bot (`search.bot_move`)
            from galleria_ai import search

            return search.bot_move(core, seat, "heuristic", seed=rng.getrandbits(63))
        return self.random_move(core, seat, rng)

    # ---- what seats observe ----------------------------------------------------------------
    def initial_events(self, table: Any) -> list[Event]:
        return [_deal_event(table.config, table.setup, 0, s) for s in range(table.config.players)]

    def apply_move(self, table: Any, seat: int, move: str) -> tuple[list[Event], Any]:
        core = table.core
        season = core.season
        revealed = -1
        if move == "reveal":
            raw = json.loads(core.to_json())
            if raw["vp_head"] < raw["vp_tail"]:
                revealed = raw["vpile"][raw["vp_head"]]
        core.apply(move, seat)
        events: list[Event] = []
        if revealed >= 0:
            events.append((None, f"revealed {CARDS[revealed]}"))
        if core.season != season and deal_sizes(table.config)[core.season] > 0:
            events += [_deal_event(table.config, table.setup, core.season, s)
                       for s in range(table.config.players)]
        return events, (season, revealed)

    def observation_string(self, core: ma.State, seat: int) -> str:
        movers = " ".join(map(str, core.to_move())) or "none"
        return f"{core.observation_string(seat).rstrip()}\nto_move {movers}"

    def fill_observation(self, core: ma.State, seat: int, out: np.ndarray) -> None:
        o = core.observation(seat)
        n = o["players"]
        # Filled as a list (cheap item writes) from the cached fixed part, copied into `out`
        # once and scaled there in one vector operation.
        v = list(_fixed_part(n, seat, o["double_all_to_second"], o["virtual"]))
        v[_SEASON + o["season"]] = 1.0
        v[_PHASE + _PHASE_INDEX[o["phase"]]] = 1.0
        for s in core.to_move():
            v[_TO_MOVE + s] = 1.0
        ender = o["last_season_ender"]
        if ender is not None:
            v[_LAST_ENDER + ender] = 1.0
        v[_MONEY:_MONEY + n] = o["money"]
        v[_HAND_SIZES:_HAND_SIZES + n] = o["hand_sizes"]
        for c in o["hand"]:
            v[_HAND + KIND_OF[c]] += 1.0
        v[_VPILE] = o["vpile_size"]
        v[_DEALT] = o["cards_dealt"]
        for c, count in o["seen"].items():
            v[_SEEN + KIND_OF[c]] = count
        counts = o["season_counts"]
        v[_SEASON_COUNTS:_SEASON_COUNTS + _NA] = [counts[artist] for artist in ARTISTS]
        at = _BOUGHT
        for row in o["bought"]:
            v[at:at + _NA] = row
            at += _NA
        at = _VALUE_BOARD
        for row in o["value_board"]:
            v[at:at + _NA] = row
            at += _NA
        a = o["auction"]
        if a is not None:
            for key, at in _AUCTION_SEATS:
                if a[key] is not None:
                    v[at + a[key]] = 1.0
            cards = a["cards"]
            if cards:
                v[_CARDS + KIND_OF[cards[0]]] = 1.0
                if len(cards) > 1:
                    v[_CARDS + KINDS + KIND_OF[cards[1]]] = 1.0
            if a["type"] is not None:
                v[_AUCTION_TYPE + _TYPE_INDEX[a["type"]]] = 1.0
            mine = a.get("my_sealed_bid")
            v[_AMOUNTS:_AMOUNTS + 3] = [a["high_bid"], a["price"], mine or 0]
            v[_FLAGS:_FLAGS + 3] = [a["passes"], a["virtual_turn"], mine is not None]
        view = out[:_OBSERVATION_SIZE]
        view[:] = v
        view *= _SCALE

    def fill_info_state(self, table: Any, seat: int, out: np.ndarray) -> None:
        if table.core is None:
            return
        at = _OFFSET["own_deals"]
        for season in range(min(table.core.season, SEASONS - 2) + 1):
            for k in block(table.config, table.setup, season, seat):
                out[at + season * KINDS + k] += 1

    # ---- results ------------------------------------------------------------------------------
    def max_game_length(self, config: Config) -> int:
        """Every card is played at most once (70 turns), each turn asks at most every seat to
        add a double's second card and once more each for a once-around, sealed or
        fixed-price auction, plus a reveal decision; an open auction (at most 16: one per
        open card) has at most `MAX_AMOUNT` raises, each followed by fewer than
        `players` passes."""
        n = config.players
        open_cards = sum(COMPOSITION[a * len(TYPES) + TYPES.index("open")]
                         for a in range(len(ARTISTS)))
        return DECK_SIZE * (2 * n + 2) + open_cards * (MAX_AMOUNT + 1) * n + 100

    # ---- resampling -------------------------------------------------------------------------
    def resample(self, table: Any, seat: int, rng: random.Random) -> Replay:
        if table.core is None:  # nothing dealt yet that any seat could see
            return Replay(random_deck_prefix(len(table.setup), rng))
        det = table.core.determinize(seat, rng.getrandbits(63))
        own = {s: block(table.config, table.setup, s, seat)
               for s in range(min(table.core.season, SEASONS - 2) + 1)}
        deck = deal_order(table.config, seat, own, table.record, json.loads(det.to_json()), rng)
        moves: list[tuple[int, str | None]] = [(s, m) for s, m, _ in table.record]
        pending = len(table.pending_round())
        for i in range(len(moves) - pending, len(moves)):
            if moves[i][0] != seat:  # another seat's sealed bid: not known to `seat`
                moves[i] = (moves[i][0], None)
        return Replay(deck, moves)


    def view_replay(self, view: Any, seat: int, rng: random.Random) -> Replay:
        """The deck order through the core's determinization of the engine's belief state
        (own deals as told, other seats' rebuilt from what they played), then every public
        move; in a sealed round, random hidden bids of the seats before `seat`."""
        own: dict[int, list[int]] = {}
        record: list[tuple[int, str, tuple[int, int]]] = []
        for step in view.steps:
            season = step.before.season
            if step.kind == "private" and step.seat == seat and step.items[:1] == ["deal"]:
                own[season] = [KIND_OF[c] for c in step.items[1:]]
            elif step.kind in ("event", "reveal"):
                word, _, arg = step.move.partition(" ")
                if word == "reveal":
                    record.append((step.seat, "reveal",
                                   (season, KIND_OF[arg] if arg else -1)))
                else:
                    record.append((step.seat, ma.canonical_move(step.move), (season, -1)))
        belief = view.belief
        det = belief.determinize(seat, rng.getrandbits(63))
        deck = deal_order(view.config, seat, own, record, json.loads(det.to_json()), rng)
        moves: list[tuple[int, str | None]] = [(s, m) for s, m, _ in record]
        if belief.is_simultaneous():
            moves += [(s, None) for s in sorted(belief.to_move()) if s < seat]
        return Replay(deck, moves)

def random_deck_prefix(length: int, rng: random.Random) -> list[int]:
    pool = [k for k, n in enumerate(COMPOSITION) for _ in range(n)]
    rng.shuffle(pool)
    return pool[:length]


def deal_order(config: Config, seat: int, own_deals: dict[int, list[int]],
               record: Sequence[tuple[int, str, Any]], world: dict,
               rng: random.Random) -> list[int]:
    """A whole deck order consistent with `seat`'s view and the hidden cards of `world`.

    `world` is the JSON of a rules state whose hidden cards (other hands, undealt deck,
    virtual pile) were drawn for `seat` (e.g. by `determinize`); `own_deals` maps a season
    to the kinds `seat` was dealt then (missing seasons are rebuilt like other seats');
    `record` holds (seat, move, (season, revealed kind)) of every move so far. Each other
    seat's past deals are rebuilt from the cards it played, with the season it played them
    (a card played in season s was dealt in season s or earlier), and its sampled hand:
    earliest deadline first, ties in random order. Raises RuntimeError if no deck fits.
    """
    n, sizes = config.players, deal_sizes(config)
    dealt, seasons = world["deck_pos"], 0
    while seasons < SEASONS and sum(sizes[:seasons + 1]) * holders(config) <= dealt \
            and sizes[seasons] > 0:
        seasons += 1
    if sum(sizes[:seasons]) * holders(config) != dealt:
        raise RuntimeError(f"{dealt} cards dealt is not a whole number of season deals")
    seasons_used = sizes[:seasons]
    played: dict[int, list[tuple[int, int]]] = {s: [] for s in range(n)}
    revealed: list[int] = []
    for mover, move, note in record:
        word, _, rest = move.partition(" ")
        if word in ("play", "add"):
            played[mover].append((note[0], KIND_OF[rest]))
        elif word == "reveal" and note[1] >= 0:
            revealed.append(note[1])
    hands = world["hand"]
    blocks: dict[int, list[list[int]]] = {}
    for s in range(n):
        if s == seat and len(own_deals) == seasons:
            blocks[s] = [list(own_deals[t]) for t in range(seasons)]
            continue
        hand = [k for k in range(KINDS) for _ in range(hands[s * KINDS + k])]
        blocks[s] = _earliest_deadline_first(played[s], hand, seasons_used, rng)
    deck: list[int] = []
    pile = revealed + list(world["vpile"][world["vp_head"]:world["vp_tail"]])
    if holders(config) > n and len(pile) != sum(seasons_used):
        raise RuntimeError("the virtual pile does not match its deals")
    for t in range(seasons):
        for s in range(n):
            deck += blocks[s][t]
        if holders(config) > n:
            start = sum(sizes[:t])
            deck += pile[start:start + sizes[t]]
    deck += world["deck"][dealt:]
    if len(deck) != DECK_SIZE or Counter(deck) != Counter(
            {k: c for k, c in enumerate(COMPOSITION)}):
        raise RuntimeError("the rebuilt deck is not the game's 70 cards")
    return deck


def _earliest_deadline_first(played: list[tuple[int, int]], hand: list[int],
                             sizes: Sequence[int], rng: random.Random) -> list[list[int]]:
    later = len(sizes)  # cards still in hand: any season's deal will do
    items = [(season, rng.random(), k) for season, k in played]
    items += [(later, rng.random(), k) for k in hand]
    items.sort()
    if len(items) != sum(sizes):
        raise RuntimeError("a seat's cards do not add up to its deals")
    out, at = [], 0
    for season, size in enumerate(sizes):
        chunk = items[at:at + size]
        at += size
        if any(deadline < season for deadline, _, _ in chunk):
            raise RuntimeError("no deal order lets a seat play the cards it played")
        out.append([k for _, _, k in chunk])
    return out


SPEC = ModernArtSpec()
