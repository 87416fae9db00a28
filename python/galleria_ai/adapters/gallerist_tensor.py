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
                v[off["decision_colours"] + VISITOR_INDEX[c]] = 1.0
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
            v[base + so["commission"] + ARTIST_INDEX[q["commission"]]] = 1.0
        for i, w in enumerate(q["display"]):
            v[base + so["display_work"] + i * NW + _WORK[w["work"]][1]] = 1.0
            v[base + so["display_artist"] + i * NA + ARTIST_INDEX[w["artist"]]] = 1.0
            v[base + so["display_value"] + i] = float(w["value"])
            v[base + so["display_masterpiece"] + i] = float(w["masterpiece"])
        at = base + so["sold"]
        v[at:at + len(FORMS)] = q["sold"].values()
        for i, c in enumerate(q["contracts"]):
            if c is not None:
                v[base + so["contract_card"] + i * NC + CONTRACT_INDEX[c["card"]]] = 1.0
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
        v[off["kicked_location"] + LOCATION_INDEX[k["location"]]] = 1.0
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
            v[off["stack_hidden"] + fi * NW + CODE_INDEX[code]] = float(n)
        at = off["stack_visitors"] + fi * NK
        v[at:at + NK] = st["visitors"].values()
    for fi, sold in enumerate(o["sold_works"].values()):
        for code, n in sold.items():
            v[off["sold_works"] + fi * NW + CODE_INDEX[code]] = float(n)
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
            v[off["display_cards"] + d * NC + CONTRACT_INDEX[card]] = 1.0
        if pile:
            v[off["display_first"] + d * NC + CONTRACT_INDEX[pile[0]]] = 1.0
            v[off["display_last"] + d * NC + CONTRACT_INDEX[pile[-1]]] = 1.0
    for card in o["contract_deck"]:
        v[off["contract_deck"] + CONTRACT_INDEX[card]] = 1.0
    for card in o["contract_discard"]:
        v[off["contract_discard"] + CONTRACT_INDEX[card]] = 1.0
    out[:OBSERVATION_SIZE] = v
