"""The Gallerist's action layout and chance outcome ids for the researcher adapters
(`gallerist_spec.py` uses them). Moves and outcomes: ``protocol/notation.md``, section
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
"""

from __future__ import annotations

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
VISITOR_INDEX = {k: i for i, k in enumerate(VISITORS)}
CONTRACT_INDEX = {c: i for i, c in enumerate(CONTRACTS)}
FORM_INDEX = {f: i for i, f in enumerate(FORMS)}
CODE_INDEX = {c: i for i, c in enumerate(WORK_CODES)}
ARTIST_INDEX = {a: i for i, a in enumerate(ARTISTS)}
LOCATION_INDEX = {loc: i for i, loc in enumerate(LOCATIONS)}


def work_id(work: str) -> int:
    form, _, code = work.partition("/")
    return WORK_ID + FORM_INDEX[form] * len(WORK_CODES) + CODE_INDEX[code]


def work_name(wid: int) -> str:
    i = wid - WORK_ID
    return f"{FORMS[i // len(WORK_CODES)]}/{WORK_CODES[i % len(WORK_CODES)]}"


def chance_id(outcome: str) -> int:
    """The id of a chance outcome of the rules state (``draw``, ``deal``, ``expose``)."""
    word, _, arg = outcome.partition(" ")
    try:
        if word == "draw":
            return VISITOR_ID + VISITOR_INDEX[arg]
        if word == "deal":
            return CONTRACT_ID + CONTRACT_INDEX[arg]
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


def rep_columns(players: int) -> tuple[str, ...]:
    """Market columns whose reputation rows are used (2 players: not the middle one)."""
    return ("left", "right") if players == 2 else COLUMNS
