"""The Gallerist's action-space spec for the OpenSpiel and PettingZoo adapters.

The game is read from its registry entry (``games.get("gallerist")``) once it is registered;
until then from a stand-in entry over the rules face (`galleria_ai.games.gallerist.rules`,
`GalleristStandIn`). Moves, outcomes and phases: ``protocol/notation.md``, section
"The Gallerist".

**Actions** (fixed, 374 ids; one id per move string of the notation, the same move in
every state). Argument ranges: locations colony sales media market; assistant sources
desk colony sales media market kicked (a leave-behind never comes from ``kicked``); ticket
origins plaza, lobby (own), lobby0..lobby3; contract spaces 1-3; artists and contract cards
in the rules module's order (`rules.ARTISTS`, `rules.CONTRACTS`); market columns left
middle right, auction bids 1 3 6; reputation spaces F FA MB T2 IB V.

| ids | move | count |
|---|---|---|
| 0-3 | `place <loc>` | 4 |
| 4-7 | `go <loc>` | 4 |
| 8-27 | `go <loc> leave <src>` (loc-major, 5 sources) | 20 |
| 28-45 | `ticket <kind> <origin>` (kind-major, 6 origins) | 18 |
| 46-50 | `done`, `end`, `pass`, `reveal`, `notake` | 5 |
| 51-68 | `contract <space> <src>` (space-major, 6 sources) | 18 |
| 69-76 | `discover <artist>` | 8 |
| 77-84 | `buy <artist>` | 8 |
| 85-144 | `take <card> <space>` (card-major) | 60 |
| 145-168 | `sell <artist> <space>` (artist-major) | 24 |
| 169-172 | `hire <k>`, k = 1..4 | 4 |
| 173-180 | `promote <artist>` | 8 |
| 181-252 | `reputation <col> <form> <src>` (col, form, source) | 72 |
| 253-306 | `auction <col> <bid> <src>` (col, bid, source) | 54 |
| 307-326 | `cash <c>`, c = 0..19 | 20 |
| 327-334 | `fame <c>`, c = 0..7 | 8 |
| 335-342 | `boost <artist>` | 8 |
| 343-345 | `tickets <colour>` | 3 |
| 346-348 | `tickets <c1> <c2>` (investor vip, investor collector, vip collector) | 3 |
| 349-351 | `discard <colour>` | 3 |
| 352-354 | `visitor <kind>` | 3 |
| 355-360 | `space <bonus>` | 6 |
| 361-363 | `send <kind>` | 3 |
| 364-365 | `half IB`, `half MB` | 2 |
| 366-373 | `easel <form> display|sell` (form-major) | 8 |

Bounds of the numbers, from the rules: `hire k` takes 1 to 4 assistants (the notation's
range; four desks); `cash c` converts at most the $ icons strictly below the influence
marker — the track has 20 of them, at 0..35, and influence never exceeds 35 — so c <= 19;
`fame c` moves at most to the next lower star icon per step, star icons every 5 up to 35,
so c <= 7.

**Chance** (98 outcome ids, one meaning each): 0-2 visitor kinds (investor vip
collector), 3-22 contract cards, 23-50 works (form * 7 + code, codes 0x 0v 0i 1xx 1v+ic
1i+vc 2xx), 51-70 reputation tiles 1-20, 71-75 discovery tiles (F IB MB V T2), 76-83
artists, 84-87 seats, 88-91 objective cards 1-4, 92-93 the artist tile with the lower /
higher start fame, 94-97 forms. The rules state's own chance steps map directly: `draw
<kind>` is a visitor id, `deal <card>` a card id, `expose <form>/<code>` a work id, each
with the core's probability.

**Setup chance**: before the rules state exists the printed set-up is dealt by explicit
chance steps with the probabilities of the core's random set-up (every component an
independent uniform shuffle, so drawing its items one by one without replacement is the
same distribution): start player; each artist's tile; the starting (discovered) blue
artist; the discovery tile of each other artist (10 tiles, 2 of each kind); per form the
work set aside and the new top (from the form's 8 works); the easels' forms; the visitors
drawn from the bag onto the new top works (one per ticket), into the plaza (4) and into
each lobby (1); the 4 contract cards displayed; the reputation tiles of the market cells
(column by column, rows digital painting sculpture photo; 2 players: left and right only)
and beside each location; each seat's curator and art-dealer card. Every outcome is seen
by every seat except the objective cards, which only their seat sees. The rules state is
then built from that set-up (``new_game(setup=...)``); the hidden orders it leaves open
(the rest of the bag, deck and stacks) never matter, because every later draw, deal and
newly exposed work is a chance step of the core with its own probabilities.

**Tensors**: the observation tensor encodes ``State.observation(seat)`` (what the seat may
know: the whole public board and its own objective cards) in the pieces of
`OBSERVATION_PIECES`, one-hot for ids and plain counts for numbers; the information-state
tensor is the same (everything a seat knows about hidden things, its own objective cards,
is in its observation).
"""

from __future__ import annotations

import functools
import json
import random
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, ClassVar

import numpy as np

from galleria_ai.adapters.spec import Config, Event, GameSpec, Piece, Replay
from galleria_ai.games import GameEntry
from galleria_ai.games.gallerist import rules as gl

MAX_PLAYERS = 4
FORMS = gl.FORMS
ARTISTS = gl.ARTISTS
VISITORS = gl.VISITORS
LOCATIONS = gl.LOCATIONS
CONTRACTS = gl.CONTRACTS
WORK_CODES = gl.WORK_CODES
BLUE = tuple(a for a in ARTISTS if a.endswith("-blue"))
SOURCES = ("desk", "colony", "sales", "media", "market", "kicked")
ORIGINS = ("plaza", "lobby", *(f"lobby{q}" for q in range(MAX_PLAYERS)))
COLUMNS = ("left", "middle", "right")
REP_ROWS = ("digital", "painting", "sculpture", "photo")  # market reputation rows, top down
BIDS = (1, 3, 6)
REP_SPACES = ("F", "FA", "MB", "T2", "IB", "V")
DISCOVERY = ("F", "IB", "MB", "V", "T2")
MAX_HIRE = 4        # hire 1..4 (four desks)
MAX_CASH = 19       # $ icons strictly below the marker: 20 icons at 0..35
MAX_FAME_STEPS = 7  # star icons every 5 up to 35
TILES = 20          # reputation tiles 1..20
CARDS = 4           # objective cards 1..4 of each kind

# The works of each form's stack and the tickets (= visitors drawn onto it) of each code.
WORK_COUNT = {"0x": 2, "0v": 1, "0i": 1, "1xx": 1, "1v+ic": 1, "1i+vc": 1, "2xx": 1}
TICKETS = {"0x": 1, "0v": 1, "0i": 1, "1xx": 2, "1v+ic": 2, "1i+vc": 2, "2xx": 2}
# The two tiles of each artist, by start fame (lower first).
START_FAMES = {"photo": ((1, 4), (5, 8)), "digital": ((1, 4), (5, 8)),
               "sculpture": ((3, 5), (7, 10)), "painting": ((3, 5), (7, 10))}
EASELS = {2: 1, 3: 2, 4: 3}
PLAZA_START = 4


def start_fames(artist: str) -> tuple[int, int]:
    form, _, colour = artist.partition("-")
    return START_FAMES[form][colour == "red"]


# ---- actions --------------------------------------------------------------------------------
def _layout() -> list[str]:
    moves = [f"place {loc}" for loc in LOCATIONS]
    moves += [f"go {loc}" for loc in LOCATIONS]
    moves += [f"go {loc} leave {src}" for loc in LOCATIONS for src in SOURCES[:5]]
    moves += [f"ticket {k} {o}" for k in VISITORS for o in ORIGINS]
    moves += ["done", "end", "pass", "reveal", "notake"]
    moves += [f"contract {sp} {src}" for sp in (1, 2, 3) for src in SOURCES]
    moves += [f"discover {a}" for a in ARTISTS]
    moves += [f"buy {a}" for a in ARTISTS]
    moves += [f"take {c} {sp}" for c in CONTRACTS for sp in (1, 2, 3)]
    moves += [f"sell {a} {sp}" for a in ARTISTS for sp in (1, 2, 3)]
    moves += [f"hire {k}" for k in range(1, MAX_HIRE + 1)]
    moves += [f"promote {a}" for a in ARTISTS]
    moves += [f"reputation {col} {f} {src}" for col in COLUMNS for f in FORMS for src in SOURCES]
    moves += [f"auction {col} {b} {src}" for col in COLUMNS for b in BIDS for src in SOURCES]
    moves += [f"cash {c}" for c in range(MAX_CASH + 1)]
    moves += [f"fame {c}" for c in range(MAX_FAME_STEPS + 1)]
    moves += [f"boost {a}" for a in ARTISTS]
    moves += [f"tickets {k}" for k in VISITORS]
    moves += [f"tickets {a} {b}" for i, a in enumerate(VISITORS) for b in VISITORS[i + 1:]]
    moves += [f"discard {k}" for k in VISITORS]
    moves += [f"visitor {k}" for k in VISITORS]
    moves += [f"space {b}" for b in REP_SPACES]
    moves += [f"send {k}" for k in VISITORS]
    moves += ["half IB", "half MB"]
    moves += [f"easel {f} {d}" for f in FORMS for d in ("display", "sell")]
    return moves


MOVES: tuple[str, ...] = tuple(_layout())
ACTION_OF: dict[str, int] = {m: a for a, m in enumerate(MOVES)}
NUM_ACTIONS = len(MOVES)  # 374

# ---- chance outcome ids ---------------------------------------------------------------------
VISITOR_ID, CONTRACT_ID, WORK_ID, TILE_ID = 0, 3, 23, 51
DISCOVERY_ID, ARTIST_ID, SEAT_ID, CARD_ID, FAME_ID, FORM_ID = 71, 76, 84, 88, 92, 94
NUM_CHANCE = 98
_VISITOR = {k: i for i, k in enumerate(VISITORS)}
_CONTRACT = {c: i for i, c in enumerate(CONTRACTS)}
_FORM = {f: i for i, f in enumerate(FORMS)}
_CODE = {c: i for i, c in enumerate(WORK_CODES)}
_ARTIST = {a: i for i, a in enumerate(ARTISTS)}
_LOCATION = {loc: i for i, loc in enumerate(LOCATIONS)}


def work_id(work: str) -> int:
    form, _, code = work.partition("/")
    return WORK_ID + _FORM[form] * len(WORK_CODES) + _CODE[code]


def work_name(wid: int) -> str:
    i = wid - WORK_ID
    return f"{FORMS[i // len(WORK_CODES)]}/{WORK_CODES[i % len(WORK_CODES)]}"


def chance_id(outcome: str) -> int:
    """The id of a chance outcome of the rules state (``draw``, ``deal``, ``expose``)."""
    word, _, arg = outcome.partition(" ")
    try:
        if word == "draw":
            return VISITOR_ID + _VISITOR[arg]
        if word == "deal":
            return CONTRACT_ID + _CONTRACT[arg]
        if word == "expose":
            return work_id(arg)
    except (KeyError, ValueError):
        pass
    raise ValueError(f"not a chance outcome of The Gallerist: {outcome!r}")


def chance_name(action: int) -> str:
    """The notation of a chance id of the rules state; ValueError for a set-up-only id."""
    if VISITOR_ID <= action < CONTRACT_ID:
        return f"draw {VISITORS[action - VISITOR_ID]}"
    if CONTRACT_ID <= action < WORK_ID:
        return f"deal {CONTRACTS[action - CONTRACT_ID]}"
    if WORK_ID <= action < TILE_ID:
        return f"expose {work_name(action)}"
    raise ValueError(f"chance outcome {action} is not a draw, deal or expose (0..{TILE_ID - 1})")


# ---- the set-up as explicit chance steps ------------------------------------------------------
def _uniform(ids: Sequence[int]) -> list[tuple[int, float]]:
    return [(i, 1.0 / len(ids)) for i in sorted(ids)]


def _counted(pool: Mapping[int, int]) -> list[tuple[int, float]]:
    total = sum(pool.values())
    return [(i, n / total) for i, n in sorted(pool.items()) if n > 0]


def bag_composition(players: int) -> dict[str, int]:
    """The visitors in the bag before the set-up draws (the core's own set-up, summed)."""
    return dict(_bag_composition(players))


@functools.cache
def _bag_composition(players: int) -> tuple[tuple[str, int], ...]:
    o = gl.new_game(players=players, seed=0).observation(0)
    total = Counter(o["bag"]) + Counter(o["plaza"])
    for q in o["seats"]:
        total += Counter(q["lobby"])
    for st in o["stacks"].values():
        total += Counter(st["visitors"])
    return tuple((k, total[k]) for k in VISITORS)


def rep_columns(players: int) -> tuple[str, ...]:
    """Market columns whose reputation rows are used (2 players: not the middle one)."""
    return ("left", "right") if players == 2 else COLUMNS


Step = tuple  # (kind, argument, seat that alone sees it or None)


def _setup_steps(players: int) -> Iterator[tuple[Step, list[tuple[int, float]]]]:
    """The set-up's chance steps in order as (step, [(outcome id, probability)]); the
    generator is sent each outcome and returns the set-up dict of `rules.new_game`."""
    setup: dict[str, Any] = {}
    o = yield ("start_player", None, None), _uniform([SEAT_ID + p for p in range(players)])
    setup["start_player"] = o - SEAT_ID
    setup["artists"] = {}
    for a in ARTISTS:
        o = yield ("artist", a, None), _uniform([FAME_ID, FAME_ID + 1])
        setup["artists"][a] = start_fames(a)[o - FAME_ID]
    o = yield ("discovered", None, None), _uniform([ARTIST_ID + _ARTIST[a] for a in BLUE])
    discovered = ARTISTS[o - ARTIST_ID]
    setup["discovered"] = discovered
    tiles = {DISCOVERY_ID + i: 2 for i in range(len(DISCOVERY))}
    setup["discovery"] = {}
    for a in ARTISTS:
        if a == discovered:
            continue
        o = yield ("discovery", a, None), _counted(tiles)
        tiles[o] -= 1
        setup["discovery"][a] = DISCOVERY[o - DISCOVERY_ID]
    works: dict[str, list[str]] = {}
    for f in FORMS:
        pool = {work_id(f"{f}/{c}"): n for c, n in WORK_COUNT.items()}
        picked = []
        for kind in ("set_aside", "top"):
            o = yield (kind, f, None), _counted(pool)
            pool[o] -= 1
            picked.append(o)
        rest = [wid for wid, n in sorted(pool.items()) for _ in range(n)]
        works[f] = [work_name(w).split("/")[1] for w in picked + rest]
    setup["works"] = works
    forms = list(range(len(FORMS)))
    setup["easels"] = []
    for e in range(EASELS[players]):
        o = yield ("easel", e + 1, None), _uniform([FORM_ID + f for f in forms])
        forms.remove(o - FORM_ID)
        setup["easels"].append(FORMS[o - FORM_ID])
    bag = {VISITOR_ID + _VISITOR[k]: n for k, n in _bag_composition(players)}
    drawn = []
    places = [f for f in FORMS for _ in range(TICKETS[works[f][1]])]
    places += ["plaza"] * PLAZA_START + [f"lobby{p}" for p in range(players)]
    for place in places:
        o = yield ("draw", place, None), _counted(bag)
        bag[o] -= 1
        drawn.append(o)
    rest = [k for k, n in sorted(bag.items()) for _ in range(n)]
    setup["bag"] = [VISITORS[k - VISITOR_ID] for k in drawn + rest]
    cards = list(range(len(CONTRACTS)))
    shown = []
    for d in range(4):
        o = yield ("contract", d + 1, None), _uniform([CONTRACT_ID + c for c in cards])
        cards.remove(o - CONTRACT_ID)
        shown.append(o - CONTRACT_ID)
    setup["contracts"] = [CONTRACTS[c] for c in shown + cards]
    tiles_left = list(range(1, TILES + 1))
    placed = []
    cells = [(col, row) for col in rep_columns(players) for row in REP_ROWS]
    for where in [*cells, *LOCATIONS]:
        o = yield ("reputation", where, None), _uniform([TILE_ID + t - 1 for t in tiles_left])
        tiles_left.remove(o - TILE_ID + 1)
        placed.append(o - TILE_ID + 1)
    setup["reputation"] = placed + tiles_left
    for key in ("curators", "dealers"):
        left = list(range(1, CARDS + 1))
        setup[key] = []
        for p in range(players):
            o = yield (key[:-1], p, p), _uniform([CARD_ID + c - 1 for c in left])
            left.remove(o - CARD_ID + 1)
            setup[key].append(o - CARD_ID + 1)
    setup["shuffle_seed"] = 0  # the reshuffle's order is never observed: deals are chance
    return setup


class _Walk:
    """Where a set-up prefix stands: the pending step and its outcomes, or the finished
    set-up dict."""

    __slots__ = ("outcomes", "setup", "step")

    def __init__(self, step: Step | None, outcomes: list[tuple[int, float]],
                 setup: dict | None) -> None:
        self.step, self.outcomes, self.setup = step, outcomes, setup


@functools.lru_cache(maxsize=8192)
def _walk(players: int, prefix: tuple[int, ...]) -> _Walk:
    gen = _setup_steps(players)
    step, outcomes = next(gen)
    for i, o in enumerate(prefix):
        if o not in dict(outcomes):
            raise ValueError(f"set-up outcome {o} is not possible at step {i} ({step[0]})")
        try:
            step, outcomes = gen.send(o)
        except StopIteration as stop:
            if i != len(prefix) - 1:
                raise ValueError("the set-up is already complete") from None
            return _Walk(None, [], stop.value)
    return _Walk(step, outcomes, None)


def walk(players: int, prefix: Sequence[int]) -> _Walk:
    return _walk(players, tuple(int(o) for o in prefix))


def outcome_name(step: Step, outcome: int) -> str:
    kind, arg, _ = step
    if kind == "start_player":
        return f"setup start_player {outcome - SEAT_ID}"
    if kind == "artist":
        return f"setup artist {arg} start_fame {start_fames(arg)[outcome - FAME_ID]}"
    if kind == "discovered":
        return f"setup discovered {ARTISTS[outcome - ARTIST_ID]}"
    if kind == "discovery":
        return f"setup discovery {arg} {DISCOVERY[outcome - DISCOVERY_ID]}"
    if kind in ("set_aside", "top"):
        return f"setup {kind} {work_name(outcome)}"
    if kind == "easel":
        return f"setup easel {arg} {FORMS[outcome - FORM_ID]}"
    if kind == "draw":
        return f"setup draw {arg} {VISITORS[outcome - VISITOR_ID]}"
    if kind == "contract":
        return f"setup contract {arg} {CONTRACTS[outcome - CONTRACT_ID]}"
    if kind == "reputation":
        where = " ".join(arg) if isinstance(arg, tuple) else arg
        return f"setup reputation {where} {outcome - TILE_ID + 1}"
    return f"setup {kind} seat {arg} card {outcome - CARD_ID + 1}"  # curator / dealer


def setup_outcomes_of(state: Any) -> list[int]:
    """Set-up outcomes that build a state every seat sees exactly as the freshly seeded
    `state` (draws onto one place in kind order; the hidden orders are not read)."""
    o = state.observation(0)
    raw = json.loads(state.to_json())
    n = o["players"]
    out = [SEAT_ID + o["start_player"]]
    arts = o["artists"]
    out += [FAME_ID + start_fames(a).index(arts[a]["start_fame"]) for a in ARTISTS]
    discovered = next(a for a in BLUE if arts[a]["discovered"])
    out.append(ARTIST_ID + _ARTIST[discovered])
    out += [DISCOVERY_ID + DISCOVERY.index(arts[a]["discovery_tile"])
            for a in ARTISTS if a != discovered]
    aside = {w.split("/")[0]: w for w in [e["work"] for e in o["easels"]] + o["boxed_works"]}
    for f in FORMS:
        out += [work_id(aside[f]), work_id(o["stacks"][f]["top"])]
    out += [FORM_ID + _FORM[e["work"].split("/")[0]] for e in o["easels"]]
    places = [o["stacks"][f]["visitors"] for f in FORMS]
    places += [o["plaza"]] + [q["lobby"] for q in o["seats"]]
    for counts in places:
        out += [VISITOR_ID + _VISITOR[k] for k in VISITORS for _ in range(counts[k])]
    out += [CONTRACT_ID + _CONTRACT[pile[0]] for pile in o["contract_display"]]
    out += [TILE_ID + o["market"][col][row]["tile"] - 1
            for col in rep_columns(n) for row in REP_ROWS]
    out += [TILE_ID + o["location_tiles"][loc] - 1 for loc in LOCATIONS]
    out += [CARD_ID + c for c in raw["curator"][:n]]
    out += [CARD_ID + c for c in raw["dealer"][:n]]
    return out


# ---- the stand-in registry entry ---------------------------------------------------------------
class GalleristStandIn(GameEntry):
    """The Gallerist as the adapters need it from a registry entry, over the rules face;
    used only while ``gallerist`` is not in `galleria_ai.games` (then the real entry is)."""

    name = "gallerist"
    title = "The Gallerist"
    min_players = 2
    max_players = 4
    default_players = 4
    variants = gl.VARIANTS
    state_type = gl.State
    score_name = "money"

    def new_game(self, players: int, seed: int = 0, variants: Mapping[str, str] | None = None,
                 setup: Any = None) -> Any:
        self.check_players(players)
        return gl.new_game(players=players, seed=seed, setup=setup,
                           **gl.game_options(variants or {}))

    def canonical_move(self, text: str) -> str:
        return gl.canonical_move(text)

    def score(self, state: Any) -> list[int]:
        return list(state.money())


# ---- tensors ---------------------------------------------------------------------------------
PHASES = ("placement", "turn", "tickets", "action", "after", "kickout", "cash", "fame", "boost",
          "ticket-colour", "booth", "visitor", "space", "send", "half", "contract", "take",
          "easel", "chance", "gameover")
END_STAGES = ("playing", "finishing", "final-round", "scoring", "over")
TRIGGERS = ("booth", "celebrities", "bag", "round-cap")
POSITIONS = (*LOCATIONS, "home", "kicked")
FACES = ("front", "IB", "MB")
MARKET_ROWS = (*REP_ROWS, *(str(b) for b in BIDS))
INF = float("inf")
NC, NA, NK, NW = len(CONTRACTS), len(ARTISTS), len(VISITORS), len(WORK_CODES)

# Per seat: (name, size, high) in order.
SEAT_PIECES: tuple[Piece, ...] = (
    ("money", 1, INF), ("influence", 1, 35), ("tickets", NK, 20), ("lobby", NK, 40),
    ("gallery", NK, 40), ("desks", 1, 4), ("queue", 1, 8), ("removed", 1, 10),
    ("gallerist", len(POSITIONS), 1), ("commission", NA, 1),
    ("display_work", 4 * NW, 1), ("display_artist", 4 * NA, 1), ("display_value", 4, INF),
    ("display_masterpiece", 4, 1), ("sold", len(FORMS), 8),
    ("contract_card", 3 * NC, 1), ("contract_face", 3 * len(FACES), 1),
    ("contract_assistant", 3, 1), ("reputation", len(REP_SPACES) * TILES, 1),
    ("opening_tile", TILES, 1), ("curator", CARDS, 1), ("dealer", CARDS, 1),
)
SEAT_SIZE = sum(size for _, size, _ in SEAT_PIECES)
OBSERVATION_PIECES: tuple[Piece, ...] = (
    ("seat", MAX_PLAYERS, 1), ("players", 3, 1), ("options", len(gl.VARIANTS), 1),
    ("phase", len(PHASES), 1), ("decision_seat", MAX_PLAYERS, 1),
    ("decision_location", len(LOCATIONS), 1), ("decision_piece", 2, 1),
    ("decision_price", 1, INF), ("decision_artist", NA, 1), ("decision_choose", 2, 1),
    ("decision_colours", NK, 1), ("decision_plus", NK, 1), ("decision_wanted", NK, 1),
    ("decision_to", 3, 1), ("decision_tile", TILES, 1), ("decision_from", 2, 1),
    ("decision_contract_space", 3, 1), ("decision_chance", 3, 1), ("decision_form", 4, 1),
    ("decision_for_seat", MAX_PLAYERS, 1), ("decision_display_space", 4, 1),
    ("start_player", MAX_PLAYERS, 1), ("turn_player", MAX_PLAYERS, 1), ("round", 1, INF),
    ("end_stage", len(END_STAGES), 1), ("end_triggers", len(TRIGGERS), 1),
    ("exec_used", 1, 1),
    ("seats", MAX_PLAYERS * SEAT_SIZE, INF),  # laid out as SEAT_PIECES per seat
    ("action_spaces", len(LOCATIONS) * 2 * MAX_PLAYERS, 1),
    ("kicked", 2 * MAX_PLAYERS, 1), ("kicked_location", len(LOCATIONS), 1),
    ("market_open", len(COLUMNS) * len(MARKET_ROWS), 1),
    ("market_assistant", len(COLUMNS) * len(MARKET_ROWS) * MAX_PLAYERS, 1),
    ("market_tile", len(COLUMNS) * len(REP_ROWS) * TILES, 1),
    ("location_tiles", len(LOCATIONS) * TILES, 1), ("reputation_boxed", TILES, 1),
    ("plaza", NK, 40), ("bag", NK, 40), ("bag_size", 1, 40), ("box_visitors", NK, 40),
    ("booth", NK, 20), ("ticket_discard", NK, 60), ("ticket_box", NK, 20),
    ("artist_start_fame", NA, 10), ("artist_printed_level", NA, 5),
    ("artist_discovered", NA, 1), ("artist_fame", NA, 19), ("artist_stars", NA, 5),
    ("artist_value", NA, INF), ("artist_celebrity", NA, 1), ("artist_promotion", NA, 5),
    ("artist_promotion_tile", NA, 5), ("artist_discovery_tile", NA * len(DISCOVERY), 1),
    ("artist_collector", NA, 1), ("artist_free_tokens", NA, 2),
    ("promotion_tiles", 5, 4), ("discovery_boxed", len(DISCOVERY), 2),
    ("stack_size", len(FORMS), 8), ("stack_top", len(FORMS) * NW, 1),
    ("stack_hidden", len(FORMS) * NW, 2), ("stack_visitors", len(FORMS) * NK, 2),
    ("sold_works", len(FORMS) * NW, 2),
    ("easel_work", 3 * len(FORMS) * NW, 1), ("easel_taken_by", 3 * MAX_PLAYERS, 1),
    ("easel_declared", 3 * 2, 1), ("boxed_works", len(FORMS) * NW, 1),
    ("display_cards", 4 * NC, 1), ("display_first", 4 * NC, 1), ("display_last", 4 * NC, 1),
    ("display_size", 4, NC),
    ("contract_deck", NC, 1), ("contract_discard", NC, 1),
)
OBSERVATION_SIZE = sum(size for _, size, _ in OBSERVATION_PIECES)


def _offsets(pieces: Sequence[Piece]) -> dict[str, int]:
    out, at = {}, 0
    for name, size, _ in pieces:
        out[name] = at
        at += size
    return out


_OFF = _offsets(OBSERVATION_PIECES)
_SEAT_OFF = _offsets(SEAT_PIECES)
_PHASE = {p: i for i, p in enumerate(PHASES)}
_END = {e: i for i, e in enumerate(END_STAGES)}
_TRIGGER = {t: i for i, t in enumerate(TRIGGERS)}
_POSITION = {p: i for i, p in enumerate(POSITIONS)}
_FACE = {f: i for i, f in enumerate(FACES)}
_DISCOVERY = {d: i for i, d in enumerate(DISCOVERY)}
_REP_SPACE = {b: i for i, b in enumerate(REP_SPACES)}
_WORK = {f"{f}/{c}": (fi, ci) for fi, f in enumerate(FORMS) for ci, c in enumerate(WORK_CODES)}
_PIECE = {"gallerist": 0, "assistant": 1}
_DECLARED = {"displayed": 0, "display": 0, "sold": 1, "sell": 1}
_DEC_ONE_HOT = {  # decision keys holding one name: (piece, index of each name)
    "location": ("decision_location", _LOCATION), "piece": ("decision_piece", _PIECE),
    "artist": ("decision_artist", _ARTIST), "plus": ("decision_plus", _VISITOR),
    "wanted": ("decision_wanted", _VISITOR),
    "to": ("decision_to", {"lobby": 0, "gallery": 1, "work": 2}),
    "from": ("decision_from", {"lobby": 0, "gallery": 1}),
    "kind": ("decision_chance", {"draw": 0, "deal": 1, "expose": 2}),
    "form": ("decision_form", _FORM),
}
_DEC_NUMBER_ONE_HOT = {  # decision keys holding a number: (piece, first number)
    "choose": ("decision_choose", 1), "tile": ("decision_tile", 1),
    "contract_space": ("decision_contract_space", 1), "for_seat": ("decision_for_seat", 0),
    "display_space": ("decision_display_space", 1),
}


@functools.lru_cache(maxsize=64)
def _template(players: int, seat: int, options: tuple[str, ...]) -> tuple[float, ...]:
    """The parts of an observation fixed for a table and seat (cached)."""
    v = [0.0] * OBSERVATION_SIZE
    v[_OFF["seat"] + seat] = 1.0
    v[_OFF["players"] + players - 2] = 1.0
    for i, (key, values) in enumerate(gl.VARIANTS.items()):
        v[_OFF["options"] + i] = float(options[i] != values[0])
    return tuple(v)


def fill_observation(o: dict, out: np.ndarray) -> None:
    """`out[:OBSERVATION_SIZE]` from an observation dict (`State.observation(seat)`)."""
    off = _OFF
    seat = o["seat"]
    v = list(_template(o["players"], seat, tuple(o["options"].values())))
    v[off["phase"] + _PHASE[o["phase"]]] = 1.0
    for key, value in o["decision"].items():
        if value is None or key == "phase":
            continue
        if key == "seat":
            v[off["decision_seat"] + value] = 1.0
        elif key in _DEC_ONE_HOT:
            piece, index = _DEC_ONE_HOT[key]
            v[off[piece] + index[value]] = 1.0
        elif key in _DEC_NUMBER_ONE_HOT:
            piece, first = _DEC_NUMBER_ONE_HOT[key]
            v[off[piece] + value - first] = 1.0
        elif key == "price":
            v[off["decision_price"]] = float(value)
        elif key == "colours":
            for c in value:
                v[off["decision_colours"] + _VISITOR[c]] = 1.0
    v[off["start_player"] + o["start_player"]] = 1.0
    v[off["turn_player"] + o["turn_player"]] = 1.0
    v[off["round"]] = float(o["round"])
    v[off["end_stage"] + _END[o["end_stage"]]] = 1.0
    for t in o["end_triggers"]:
        v[off["end_triggers"] + _TRIGGER[t]] = 1.0
    v[off["exec_used"]] = float(o["exec_used"])
    so = _SEAT_OFF
    for p, q in enumerate(o["seats"]):
        base = off["seats"] + p * SEAT_SIZE
        v[base + so["money"]] = float(q["money"])
        v[base + so["influence"]] = float(q["influence"])
        for name in ("tickets", "lobby", "gallery"):
            at = base + so[name]
            v[at:at + NK] = q[name].values()
        v[base + so["desks"]] = float(q["desks"])
        v[base + so["queue"]] = float(q["queue"])
        v[base + so["removed"]] = float(q["removed"])
        v[base + so["gallerist"] + _POSITION[q["gallerist"]]] = 1.0
        if q["commission"] is not None:
            v[base + so["commission"] + _ARTIST[q["commission"]]] = 1.0
        for i, w in enumerate(q["display"]):
            v[base + so["display_work"] + i * NW + _WORK[w["work"]][1]] = 1.0
            v[base + so["display_artist"] + i * NA + _ARTIST[w["artist"]]] = 1.0
            v[base + so["display_value"] + i] = float(w["value"])
            v[base + so["display_masterpiece"] + i] = float(w["masterpiece"])
        at = base + so["sold"]
        v[at:at + len(FORMS)] = q["sold"].values()
        for i, c in enumerate(q["contracts"]):
            if c is not None:
                v[base + so["contract_card"] + i * NC + _CONTRACT[c["card"]]] = 1.0
                v[base + so["contract_face"] + i * len(FACES) + _FACE[c["face"]]] = 1.0
                v[base + so["contract_assistant"] + i] = float(c["assistant"])
        for i, tile in enumerate(q["reputation"].values()):
            if tile is not None:
                v[base + so["reputation"] + i * TILES + tile - 1] = 1.0
        if q["opening_tile"] is not None:
            v[base + so["opening_tile"] + q["opening_tile"] - 1] = 1.0
        if q["curator"] is not None:
            v[base + so["curator"] + q["curator"] - 1] = 1.0
        if q["dealer"] is not None:
            v[base + so["dealer"] + q["dealer"] - 1] = 1.0
    for li, x in enumerate(o["action_spaces"].values()):
        if x is not None:
            v[off["action_spaces"] + li * 2 * MAX_PLAYERS + _PIECE[x["piece"]] * MAX_PLAYERS
              + x["seat"]] = 1.0
    k = o["kicked"]
    if k is not None:
        v[off["kicked"] + _PIECE[k["piece"]] * MAX_PLAYERS + k["seat"]] = 1.0
        v[off["kicked_location"] + _LOCATION[k["location"]]] = 1.0
    nrows = len(MARKET_ROWS)
    for ci, col in enumerate(COLUMNS):
        cells = o["market"][col]
        for ri, row in enumerate(MARKET_ROWS):
            cell = cells[row]
            cell_i = ci * nrows + ri
            v[off["market_open"] + cell_i] = float(cell["open"])
            if cell["assistant"] is not None:
                v[off["market_assistant"] + cell_i * MAX_PLAYERS + cell["assistant"]] = 1.0
            tile = cell.get("tile")
            if tile is not None:
                v[off["market_tile"] + (ci * len(REP_ROWS) + ri) * TILES + tile - 1] = 1.0
    for li, tile in enumerate(o["location_tiles"].values()):
        if tile is not None:
            v[off["location_tiles"] + li * TILES + tile - 1] = 1.0
    for tile in o["reputation_boxed"]:
        v[off["reputation_boxed"] + tile - 1] = 1.0
    for name in ("plaza", "bag", "box_visitors", "booth", "ticket_discard", "ticket_box"):
        at = off[name]
        v[at:at + NK] = o[name].values()
    v[off["bag_size"]] = float(o["bag_size"])
    for ai, x in enumerate(o["artists"].values()):
        v[off["artist_start_fame"] + ai] = float(x["start_fame"])
        v[off["artist_printed_level"] + ai] = float(x["printed_level"])
        v[off["artist_discovered"] + ai] = float(x["discovered"])
        v[off["artist_fame"] + ai] = float(x["fame"])
        v[off["artist_stars"] + ai] = float(x["stars"] or 0)
        v[off["artist_value"] + ai] = float(x["value"] or 0)
        v[off["artist_celebrity"] + ai] = float(x["celebrity"])
        v[off["artist_promotion"] + ai] = float(x["promotion"])
        v[off["artist_promotion_tile"] + ai] = float(x["promotion_tile"])
        if x["discovery_tile"] is not None:
            v[off["artist_discovery_tile"] + ai * len(DISCOVERY)
              + _DISCOVERY[x["discovery_tile"]]] = 1.0
        v[off["artist_collector"] + ai] = float(x["collector"])
        v[off["artist_free_tokens"] + ai] = float(x["free_tokens"])
    at = off["promotion_tiles"]
    v[at:at + 5] = o["promotion_tiles"].values()
    at = off["discovery_boxed"]
    v[at:at + len(DISCOVERY)] = o["discovery_boxed"].values()
    for fi, st in enumerate(o["stacks"].values()):
        v[off["stack_size"] + fi] = float(st["size"])
        if st["top"] is not None:
            v[off["stack_top"] + fi * NW + _WORK[st["top"]][1]] = 1.0
        for code, n in st["hidden"].items():
            v[off["stack_hidden"] + fi * NW + _CODE[code]] = float(n)
        at = off["stack_visitors"] + fi * NK
        v[at:at + NK] = st["visitors"].values()
    for fi, sold in enumerate(o["sold_works"].values()):
        for code, n in sold.items():
            v[off["sold_works"] + fi * NW + _CODE[code]] = float(n)
    for e, x in enumerate(o["easels"]):
        f, c = _WORK[x["work"]]
        v[off["easel_work"] + (e * len(FORMS) + f) * NW + c] = 1.0
        if x["taken_by"] is not None:
            v[off["easel_taken_by"] + e * MAX_PLAYERS + x["taken_by"]] = 1.0
        if x["declared"] is not None:
            v[off["easel_declared"] + e * 2 + _DECLARED[x["declared"]]] = 1.0
    for w in o["boxed_works"]:
        f, c = _WORK[w]
        v[off["boxed_works"] + f * NW + c] = 1.0
    for d, pile in enumerate(o["contract_display"]):
        v[off["display_size"] + d] = float(len(pile))
        for card in pile:
            v[off["display_cards"] + d * NC + _CONTRACT[card]] = 1.0
        if pile:
            v[off["display_first"] + d * NC + _CONTRACT[pile[0]]] = 1.0
            v[off["display_last"] + d * NC + _CONTRACT[pile[-1]]] = 1.0
    for card in o["contract_deck"]:
        v[off["contract_deck"] + _CONTRACT[card]] = 1.0
    for card in o["contract_discard"]:
        v[off["contract_discard"] + _CONTRACT[card]] = 1.0
    out[:OBSERVATION_SIZE] = v


# ---- the spec ----------------------------------------------------------------------------------
class GalleristSpec(GameSpec):
    name = "gallerist"
    num_actions = NUM_ACTIONS
    max_chance_outcomes = NUM_CHANCE
    observation_pieces = OBSERVATION_PIECES
    info_state_pieces = ()
    standin: ClassVar[GalleristStandIn] = GalleristStandIn()

    def standin_face(self) -> GameEntry:
        return self.standin

    # ---- setup chance ----------------------------------------------------------------------
    def setup_done(self, config: Config, prefix: Sequence[int]) -> bool:
        return walk(config.players, prefix).setup is not None

    def max_setup_steps(self, config: Config) -> int:
        n = config.players
        draws = 2 * len(FORMS) + PLAZA_START + n
        return (1 + len(ARTISTS) + 1 + len(ARTISTS) - 1 + 2 * len(FORMS) + EASELS[n] + draws
                + 4 + len(rep_columns(n)) * len(REP_ROWS) + len(LOCATIONS) + 2 * n)

    def max_chance_steps(self, config: Config) -> int:
        """Set-up, then at most every bag visitor drawn (40), every work exposed (32), and
        per turn at most 24 contract deals (a reveal or a contract bonus's reveal for the
        turn's owner and a kicked-out player, their end-of-turn refills, reshuffles)."""
        return self.max_setup_steps(config) + 40 + 32 + 24 * self.max_turns(config)

    def setup_outcomes(self, config: Config, prefix: Sequence[int]) -> list[tuple[int, float]]:
        return list(walk(config.players, prefix).outcomes)

    def setup_outcome_possible(self, config: Config, prefix: Sequence[int],
                               outcome: int) -> bool:
        try:
            w = walk(config.players, prefix)
        except ValueError:
            return False
        return any(o == outcome for o, _ in w.outcomes)

    def setup_outcome_name(self, config: Config, prefix: Sequence[int], outcome: int) -> str:
        w = walk(config.players, prefix)
        if w.step is None or not any(o == outcome for o, _ in w.outcomes):
            raise ValueError(f"set-up outcome {outcome} is not possible now")
        return outcome_name(w.step, outcome)

    def setup_events(self, config: Config, prefix: Sequence[int], outcome: int) -> list[Event]:
        w = walk(config.players, prefix)
        if w.step is None:
            return []
        return [(w.step[2], outcome_name(w.step, outcome))]

    def core_from_setup(self, config: Config, setup: Sequence[int]) -> Any:
        w = walk(config.players, setup)
        if w.setup is None:
            raise ValueError("the set-up is not complete")
        return self.face.new_game(config.players, 0, dict(config.variants), setup=w.setup)

    def setup_of(self, core: Any) -> list[int]:
        return setup_outcomes_of(core)

    # ---- chance of the rules state -----------------------------------------------------------
    def chance_action(self, outcome: str) -> int:
        return chance_id(outcome)

    def chance_outcome_name(self, core: Any, action: int) -> str:
        return chance_name(int(action))

    # ---- moves <-> actions ----------------------------------------------------------------
    def legal_actions(self, core: Any, seat: int) -> list[int]:
        return sorted([ACTION_OF[m] for m in core.legal_moves(seat)])

    def action_to_move(self, core: Any, seat: int, action: int) -> str:
        action = int(action)
        if not 0 <= action < NUM_ACTIONS:
            raise ValueError(f"action {action} is outside 0..{NUM_ACTIONS - 1}")
        return MOVES[action]

    def move_to_action(self, move: str) -> int:
        try:
            return ACTION_OF[gl.canonical_move(move)]
        except KeyError:
            raise ValueError(f"move {move!r} has no action id") from None

    # ---- what seats observe ----------------------------------------------------------------
    def apply_move(self, table: Any, seat: int, move: str) -> tuple[list[Event], Any]:
        core = table.core
        core.apply(move, seat)
        if not core.is_terminal():
            return [], None
        # The final scoring shows every objective card.
        raw = json.loads(core.to_json())
        n = table.config.players
        text = (f"objectives curators {' '.join(str(c + 1) for c in raw['curator'][:n])} "
                f"dealers {' '.join(str(c + 1) for c in raw['dealer'][:n])}")
        return [(None, text)], None

    def fill_observation(self, core: Any, seat: int, out: np.ndarray) -> None:
        fill_observation(core.observation(seat), out)

    # ---- results ------------------------------------------------------------------------------
    def max_turns(self, config: Config) -> int:
        """Turns in a game: at most 51 rounds (round 50 ends with the round-cap trigger,
        then the final round) of one turn per seat."""
        return 51 * config.players

    def max_game_length(self, config: Config) -> int:
        """The opening placement, at most 200 decisions per turn (a turn's and a kicked-out
        player's executive action: at most 60 ticket steps each, one ticket each, and a
        `done`; the location action with its bonuses and the end steps, far fewer than the
        rest), and the easel choices of the final scoring."""
        return config.players + 200 * self.max_turns(config) + 3

    # ---- resampling -------------------------------------------------------------------------
    def resample(self, table: Any, seat: int, rng: random.Random) -> Replay:
        """Everything but the other seats' objective cards is public: the same history with
        those cards dealt anew (uniformly among the cards `seat` does not hold, as the
        core's `determinize` does)."""
        n = table.config.players
        setup = list(table.setup)
        objective_steps = _objective_steps(n, setup)
        if table.started and table.core.is_terminal():
            objective_steps = {}  # every card is shown at the end
        for steps in objective_steps.values():
            own = [setup[i] for p, i in steps if p == seat]
            others = [(p, i) for p, i in steps if p != seat]
            pool = [CARD_ID + c for c in range(CARDS) if CARD_ID + c not in own]
            rng.shuffle(pool)
            for (_, i), card in zip(others, pool):
                setup[i] = card
        moves: list[tuple[int, str | None]] = [(s, m) for s, m, _ in table.record]
        return Replay(setup, moves)


def _objective_steps(players: int, setup: Sequence[int]) -> dict[str, list[tuple[int, int]]]:
    """For the curator and dealer steps within `setup`: [(seat, index in setup)]."""
    first = max(0, len(setup) - 2 * players)
    out: dict[str, list[tuple[int, int]]] = {"curator": [], "dealer": []}
    for i in range(first, len(setup)):
        step = walk(players, setup[:i]).step
        if step is not None and step[0] in out:
            out[step[0]].append((step[1], i))
    return out


SPEC = GalleristSpec()
