"""The Gallerist's observation tensor (`gallerist_spec.py` uses it).

**Tensors**: the observation tensor encodes ``State.observation(seat)`` (what the seat may
know: the whole public board and its own objective cards) in the pieces of
`OBSERVATION_PIECES`, one-hot for ids and plain counts for numbers; the information-state
tensor is the same (everything a seat knows about hidden things, its own objective cards,
is in its observation).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

import numpy as np

from galleria_ai.adapters.gallerist_layout import (
    ARTIST_INDEX,
    ARTISTS,
    BIDS,
    CARDS,
    CODE_INDEX,
    COLUMNS,
    CONTRACT_INDEX,
    CONTRACTS,
    DISCOVERY,
    FORM_INDEX,
    FORMS,
    LOCATION_INDEX,
    LOCATIONS,
    MAX_PLAYERS,
    REP_ROWS,
    REP_SPACES,
    TILES,
    VISITOR_INDEX,
    VISITORS,
    WORK_CODES,
)
from galleria_ai.adapters.spec import Piece
from galleria_ai.games.gallerist import rules as gl

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
    ("artist_discovered", NA, 1), ("artist_fame", NA, 19), ("artist_stars", NA, 6),
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
    "location": ("decision_location", LOCATION_INDEX), "piece": ("decision_piece", _PIECE),
    "artist": ("decision_artist", ARTIST_INDEX), "plus": ("decision_plus", VISITOR_INDEX),
    "wanted": ("decision_wanted", VISITOR_INDEX),
    "to": ("decision_to", {"lobby": 0, "gallery": 1, "work": 2}),
    "from": ("decision_from", {"lobby": 0, "gallery": 1}),
    "kind": ("decision_chance", {"draw": 0, "deal": 1, "expose": 2}),
    "form": ("decision_form", FORM_INDEX),
}
_DEC_NUMBER_ONE_HOT = {  # decision keys holding a number: (piece, first number)
    "choose": ("decision_choose", 1), "tile": ("decision_tile", 1),
    "contract_space": ("decision_contract_space", 1), "for_seat": ("decision_for_seat", 0),
    "display_space": ("decision_display_space", 1),
}


@functools.lru_cache(maxsize=64)
def _fixed(players: int, seat: int, options: tuple[str, ...]) -> tuple[int, ...]:
    """The entries (all 1) fixed for a table and seat: seat, player count, options."""
    out = [_OFF["seat"] + seat, _OFF["players"] + players - 2]
    out += [_OFF["options"] + i for i, (key, values) in enumerate(gl.VARIANTS.items())
            if options[i] != values[0]]
    return tuple(out)


def _counts(idx: list[int], val: list[Any], at: int, counts: Any) -> None:
    """Entries at, at+1, ... for the values of `counts` (a dict or list), zeros skipped."""
    for i, n in enumerate(counts):
        if n:
            idx.append(at + i)
            val.append(n)


def fill_observation(o: dict, out: np.ndarray) -> None:
    """`out[:OBSERVATION_SIZE]` (zeroed) from an observation dict (`State.observation`).

    Only the non-zero entries are written (a few hundred of the 2563), gathered in two
    lists and stored with one indexed assignment: converting the whole dense vector from
    Python would cost more than building it."""
    off, so = _OFF, _SEAT_OFF
    seat = o["seat"]
    idx: list[int] = list(_fixed(o["players"], seat, tuple(o["options"].values())))
    val: list[Any] = [1] * len(idx)
    one = idx.append  # one-hot entries first, their values added in bulk below
    one(off["phase"] + _PHASE[o["phase"]])
    for key, value in o["decision"].items():
        if value is None or key == "phase":
            continue
        if key == "seat":
            one(off["decision_seat"] + value)
        elif key in _DEC_ONE_HOT:
            piece, index = _DEC_ONE_HOT[key]
            one(off[piece] + index[value])
        elif key in _DEC_NUMBER_ONE_HOT:
            piece, first = _DEC_NUMBER_ONE_HOT[key]
            one(off[piece] + value - first)
        elif key == "colours":
            for c in value:
                one(off["decision_colours"] + VISITOR_INDEX[c])
    one(off["start_player"] + o["start_player"])
    one(off["turn_player"] + o["turn_player"])
    one(off["end_stage"] + _END[o["end_stage"]])
    for t in o["end_triggers"]:
        one(off["end_triggers"] + _TRIGGER[t])
    for p, q in enumerate(o["seats"]):
        base = off["seats"] + p * SEAT_SIZE
        one(base + so["gallerist"] + _POSITION[q["gallerist"]])
        if q["commission"] is not None:
            one(base + so["commission"] + ARTIST_INDEX[q["commission"]])
        for i, w in enumerate(q["display"]):
            one(base + so["display_work"] + i * NW + _WORK[w["work"]][1])
            one(base + so["display_artist"] + i * NA + ARTIST_INDEX[w["artist"]])
            if w["masterpiece"]:
                one(base + so["display_masterpiece"] + i)
        for i, c in enumerate(q["contracts"]):
            if c is not None:
                one(base + so["contract_card"] + i * NC + CONTRACT_INDEX[c["card"]])
                one(base + so["contract_face"] + i * len(FACES) + _FACE[c["face"]])
                if c["assistant"]:
                    one(base + so["contract_assistant"] + i)
        for i, tile in enumerate(q["reputation"].values()):
            if tile is not None:
                one(base + so["reputation"] + i * TILES + tile - 1)
        if q["opening_tile"] is not None:
            one(base + so["opening_tile"] + q["opening_tile"] - 1)
        if q["curator"] is not None:
            one(base + so["curator"] + q["curator"] - 1)
        if q["dealer"] is not None:
            one(base + so["dealer"] + q["dealer"] - 1)
    for li, x in enumerate(o["action_spaces"].values()):
        if x is not None:
            one(off["action_spaces"] + li * 2 * MAX_PLAYERS + _PIECE[x["piece"]] * MAX_PLAYERS
                + x["seat"])
    k = o["kicked"]
    if k is not None:
        one(off["kicked"] + _PIECE[k["piece"]] * MAX_PLAYERS + k["seat"])
        one(off["kicked_location"] + LOCATION_INDEX[k["location"]])
    nrows = len(MARKET_ROWS)
    for ci, cells in enumerate(o["market"].values()):
        for ri, cell in enumerate(cells.values()):
            cell_i = ci * nrows + ri
            if cell["open"]:
                one(off["market_open"] + cell_i)
            if cell["assistant"] is not None:
                one(off["market_assistant"] + cell_i * MAX_PLAYERS + cell["assistant"])
            tile = cell.get("tile")
            if tile is not None:
                one(off["market_tile"] + (ci * len(REP_ROWS) + ri) * TILES + tile - 1)
    for li, tile in enumerate(o["location_tiles"].values()):
        if tile is not None:
            one(off["location_tiles"] + li * TILES + tile - 1)
    for tile in o["reputation_boxed"]:
        one(off["reputation_boxed"] + tile - 1)
    for ai, x in enumerate(o["artists"].values()):
        if x["discovered"]:
            one(off["artist_discovered"] + ai)
        if x["celebrity"]:
            one(off["artist_celebrity"] + ai)
        if x["collector"]:
            one(off["artist_collector"] + ai)
        if x["discovery_tile"] is not None:
            one(off["artist_discovery_tile"] + ai * len(DISCOVERY)
                + _DISCOVERY[x["discovery_tile"]])
    for fi, st in enumerate(o["stacks"].values()):
        if st["top"] is not None:
            one(off["stack_top"] + fi * NW + _WORK[st["top"]][1])
    for e, x in enumerate(o["easels"]):
        f, c = _WORK[x["work"]]
        one(off["easel_work"] + (e * len(FORMS) + f) * NW + c)
        if x["taken_by"] is not None:
            one(off["easel_taken_by"] + e * MAX_PLAYERS + x["taken_by"])
        if x["declared"] is not None:
            one(off["easel_declared"] + e * 2 + _DECLARED[x["declared"]])
    for w in o["boxed_works"]:
        f, c = _WORK[w]
        one(off["boxed_works"] + f * NW + c)
    for d, pile in enumerate(o["contract_display"]):
        for card in pile:
            one(off["display_cards"] + d * NC + CONTRACT_INDEX[card])
        if pile:
            one(off["display_first"] + d * NC + CONTRACT_INDEX[pile[0]])
            one(off["display_last"] + d * NC + CONTRACT_INDEX[pile[-1]])
    for card in o["contract_deck"]:
        one(off["contract_deck"] + CONTRACT_INDEX[card])
    for card in o["contract_discard"]:
        one(off["contract_discard"] + CONTRACT_INDEX[card])
    val.extend([1] * (len(idx) - len(val)))
    # Numbers (counts, money, fame, ...): entries with their values.
    number = (idx, val)
    at_, val_ = idx.append, val.append
    price = o["decision"].get("price")
    if price:
        at_(off["decision_price"])
        val_(price)
    for key in ("round", "bag_size"):
        if o[key]:
            at_(off[key])
            val_(o[key])
    if o["exec_used"]:
        at_(off["exec_used"])
        val_(1)
    for p, q in enumerate(o["seats"]):
        base = off["seats"] + p * SEAT_SIZE
        for key in ("money", "influence", "desks", "queue", "removed"):
            if q[key]:
                at_(base + so[key])
                val_(q[key])
        for key in ("tickets", "lobby", "gallery"):
            _counts(*number, base + so[key], q[key].values())
        _counts(*number, base + so["sold"], q["sold"].values())
        for i, w in enumerate(q["display"]):
            at_(base + so["display_value"] + i)
            val_(w["value"])
    for key in ("plaza", "bag", "box_visitors", "booth", "ticket_discard", "ticket_box"):
        _counts(*number, off[key], o[key].values())
    for ai, x in enumerate(o["artists"].values()):
        for key, piece in _ARTIST_NUMBERS:
            if x[key]:
                at_(off[piece] + ai)
                val_(x[key])
    _counts(*number, off["promotion_tiles"], o["promotion_tiles"].values())
    _counts(*number, off["discovery_boxed"], o["discovery_boxed"].values())
    for fi, st in enumerate(o["stacks"].values()):
        at_(off["stack_size"] + fi)
        val_(st["size"])
        for code, n in st["hidden"].items():
            at_(off["stack_hidden"] + fi * NW + CODE_INDEX[code])
            val_(n)
        _counts(*number, off["stack_visitors"] + fi * NK, st["visitors"].values())
    for fi, sold in enumerate(o["sold_works"].values()):
        for code, n in sold.items():
            at_(off["sold_works"] + fi * NW + CODE_INDEX[code])
            val_(n)
    for d, pile in enumerate(o["contract_display"]):
        if pile:
            at_(off["display_size"] + d)
            val_(len(pile))
    out[idx] = val


_ARTIST_NUMBERS = (  # (observation key, piece) of each artist's numbers
    ("start_fame", "artist_start_fame"), ("printed_level", "artist_printed_level"),
    ("fame", "artist_fame"), ("stars", "artist_stars"), ("value", "artist_value"),
    ("promotion", "artist_promotion"), ("promotion_tile", "artist_promotion_tile"),
    ("free_tokens", "artist_free_tokens"),
)
