"""Independent rules tests of The Gallerist: the rules' own tables and position helpers.

Everything here is written from the project's Gallerist rules (component tables, setup,
turn, scoring) and from the documented API (``protocol/notation.md``, the docstring of
``galleria_ai.games.gallerist.rules``, field names of the state JSON in
``cpp/gallerist/state.h``) -- never from the core's output. Test modules import these
helpers as ``gl_spec``.

Positions are built by an explicit setup (``new_game(setup=...)``, every key given, so every
shuffle is known) plus documented moves. Where a position is too long to reach by play,
``edit`` changes the state JSON consistently (money and influence through their ledgers,
every component moved between two places, never created); each use says why.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any, Callable

import pytest
from galleria_ai.games.gallerist import rules as gl

# ---------------------------------------------------------------------------------------
# Vocabulary (notation) and the rules' component tables, written from the rules.
# ---------------------------------------------------------------------------------------
FORMS = ("photo", "digital", "sculpture", "painting")
COLOURS = ("blue", "red")
ARTISTS = tuple(f"{f}-{c}" for f in FORMS for c in COLOURS)
BLUES = tuple(a for a in ARTISTS if a.endswith("blue"))
REDS = tuple(a for a in ARTISTS if a.endswith("red"))
KINDS = ("investor", "vip", "collector")
LOCS = ("colony", "sales", "media", "market")
COLS = ("left", "middle", "right")
REP_ROWS = ("digital", "painting", "sculpture", "photo")  # market rows, top to bottom
REP_SPACES = ("F", "FA", "MB", "T2", "IB", "V")
BIDS = (1, 3, 6)


def form_of(artist: str) -> str:
    return artist.split("-")[0]


def contract_names() -> list[str]:
    """The 20 contract cards: per form C, FA, VB, IV and MB (photo, painting) / IB."""
    out = []
    for f in FORMS:
        last = "MB" if f in ("photo", "painting") else "IB"
        out += [f"{f}-{b}" for b in ("C", "FA", "VB", "IV", last)]
    return out


CONTRACTS = tuple(contract_names())

# Works of art: 8 per form, same mix per form (code -> count, fame gain, tickets on it).
WORK_MIX = {"0x": 2, "0v": 1, "0i": 1, "1xx": 1, "1v+ic": 1, "1i+vc": 1, "2xx": 1}
WORK_GAIN = {c: int(c[0]) for c in WORK_MIX}
WORK_TICKETS = {c: (1 if c[0] == "0" else 2) for c in WORK_MIX}

# Artists: the two candidate tiles per form and colour, by start fame; the lowest fame of
# each star level 0..5 (None = absent) and the printed promotion level.
_PD = {  # photo, digital
    ("blue", 1): ((1, 2, 5, 8, 11, 15), 0),
    ("blue", 4): ((None, 4, 6, 9, 12, 15), 1),
    ("red", 5): ((None, 5, 6, 9, 12, 15), 2),
    ("red", 8): ((None, None, 8, 9, 12, 15), 3),
}
_SP = {  # sculpture, painting
    ("blue", 3): ((None, 3, 5, 8, 11, 15), 0),
    ("blue", 5): ((None, 5, 6, 9, 12, 15), 1),
    ("red", 7): ((None, None, 7, 9, 12, 15), 2),
    ("red", 10): ((None, None, None, 10, 12, 15), 3),
}


def tile_table(artist: str) -> dict:
    return _PD if form_of(artist) in ("photo", "digital") else _SP


def candidates(artist: str) -> tuple[int, int]:
    colour = artist.split("-")[1]
    return tuple(sorted(f for (c, f) in tile_table(artist) if c == colour))  # type: ignore


def printed_level(artist: str, start: int) -> int:
    return tile_table(artist)[(artist.split("-")[1], start)][1]


def stars(artist: str, start: int, fame: int) -> int:
    """Star level 0..5, 6 = celebrity (fame 19)."""
    if fame >= 19:
        return 6
    lows = tile_table(artist)[(artist.split("-")[1], start)][0]
    level = None
    for k, low in enumerate(lows):
        if low is not None and fame >= low:
            level = k
    assert level is not None, f"fame {fame} below the track of {artist} (start {start})"
    return level


SALE_VALUE = (2, 5, 8, 11, 14, 17, 20)  # by star level 0..5, celebrity


def sale_value(artist: str, start: int, fame: int) -> int:
    return SALE_VALUE[stars(artist, start, fame)]


HIRE_COST = (1, 2, 2, 3, 3, 4, 5, 6)  # queue positions 1..8
HIRE_BONUS = (None, "Tb", "Tk", "IB", None, "T1", None, "MB")
CONTRACT_SPACE_TICKET = {1: "investor", 2: "vip", 3: None}  # None: any colour

# Influence track: $ icons (position -> end-game $); star icons at every multiple of 5.
CASH_ICONS = {0: 0, 1: 1, 4: 2, 8: 3, 12: 4, 15: 5, 18: 6, 20: 7, 22: 8, 24: 9, 26: 10,
              27: 11, 28: 12, 29: 13, 30: 14, 31: 15, 32: 16, 33: 17, 34: 18, 35: 20}


def cash_steps(influence: int) -> int:
    """How many influence->money steps are possible from this position."""
    return sum(1 for x in CASH_ICONS if x < influence)


def cash_step(influence: int) -> int:
    """Where one influence->money step moves the marker."""
    return max(x for x in CASH_ICONS if x < influence)


def star_steps(influence: int) -> int:
    return sum(1 for x in range(0, 36, 5) if x < influence)


def star_step(influence: int) -> int:
    return max(x for x in range(0, 36, 5) if x < influence)


def end_influence_value(influence: int) -> int:
    return CASH_ICONS[max(x for x in CASH_ICONS if x <= influence)]


PROMO_BONUS = {1: "T1", 2: "IB", 3: "T2", 4: "MB", 5: "V"}
COL_INFLUENCE = {"left": 3, "middle": 2, "right": 1}
AUCTION_BONUS = {
    "left": {1: "T1", 3: "FA", 6: "V"},
    "middle": {1: "FA", 3: "IB", 6: "MB"},
    "right": {1: "T2", 3: "MB", 6: "IB"},
}
PAYOUT = {"left": (6, 3, 1), "middle": (8, 4, 2), "right": (10, 5, 3)}

# Reputation tiles: number -> ($ per unit, influence per unit); counts in final_scoring tests.
REP_TILE_PAY = {1: (1, 0), 2: (3, 1), 3: (2, 1), 4: (2, 1), 5: (1, 0), 6: (4, 0), 7: (2, 1),
                8: (3, 1), 9: (1, 1), 10: (2, 0), 11: (2, 0), 12: (3, 1), 13: (3, 1),
                14: (2, 1), 15: (3, 1), 16: (3, 1), 17: (3, 1), 18: (3, 1), 19: (2, 1),
                20: (4, 2)}

# Objective cards. Curators: row A ($10) forms, row B ($15) form counts.
CURATORS = {
    1: ({"sculpture": 1, "digital": 1, "painting": 1}, {"photo": 2, "digital": 1, "painting": 1}),
    2: ({"photo": 1, "digital": 1, "painting": 1}, {"sculpture": 2, "painting": 1, "photo": 1}),
    3: ({"sculpture": 1, "digital": 1, "photo": 1}, {"painting": 2, "sculpture": 1, "digital": 1}),
    4: ({"photo": 1, "sculpture": 1, "painting": 1}, {"digital": 2, "photo": 1, "sculpture": 1}),
}
DEALERS = {  # rows ($5, $10, $10)
    1: ({"photo": 1}, {"digital": 1, "painting": 1}, {"sculpture": 2}),
    2: ({"sculpture": 1}, {"digital": 1, "photo": 1}, {"painting": 2}),
    3: ({"painting": 1}, {"sculpture": 1, "photo": 1}, {"digital": 2}),
    4: ({"digital": 1}, {"sculpture": 1, "painting": 1}, {"photo": 2}),
}

# Per player count.
VISITOR_POOL = {4: (14, 14, 12), 3: (12, 12, 10), 2: (10, 10, 8)}
BOOTH = {4: 20, 3: 15, 2: 10}
EASELS = {4: 3, 3: 2, 2: 1}


def market_cells(players: int) -> list[tuple[str, str]]:
    """Reputation cells in deal order: columns left, middle, right; rows top to bottom."""
    cols = ("left", "right") if players == 2 else COLS
    return [(c, r) for c in cols for r in REP_ROWS]


# ---------------------------------------------------------------------------------------
# Explicit setups
# ---------------------------------------------------------------------------------------
DEFAULT_ARTISTS = {
    "photo-blue": 1, "photo-red": 5, "digital-blue": 4, "digital-red": 8,
    "sculpture-blue": 3, "sculpture-red": 7, "painting-blue": 5, "painting-red": 10,
}
DEFAULT_DISCOVERY = {
    "photo-red": "IB", "digital-blue": "MB", "digital-red": "F", "sculpture-blue": "V",
    "sculpture-red": "T2", "painting-blue": "IB", "painting-red": "MB",
}
# Top first: the first is set aside (easel or box), the second is the visible top.
DEFAULT_WORKS = ["2xx", "0i", "0x", "0v", "1xx", "1v+ic", "1i+vc", "0x"]
DEFAULT_CONTRACTS = [
    "photo-FA", "digital-FA", "sculpture-FA", "painting-FA",
    "photo-IV", "digital-IV", "sculpture-IV", "painting-IV",
    "photo-MB", "digital-IB", "sculpture-IB", "painting-MB",
    "photo-VB", "digital-VB", "sculpture-VB", "painting-VB",
    "photo-C", "digital-C", "sculpture-C", "painting-C",
]
# Setup draws with the default works (one visitor on each new top): works photo, digital,
# sculpture, painting; plaza x4; one per lobby from seat 0.
DEFAULT_BAG_HEAD = ["investor", "vip", "collector", "investor",
                    "investor", "vip", "collector", "vip",
                    "investor", "vip", "collector", "investor"]


def stack_order(top: str, second: str | None = None, setaside: str | None = None,
                rest: Sequence[str] = ()) -> list[str]:
    """A valid 8-work order (top first) for one form: set-aside tile, visible top, the
    tile under it, then ``rest`` in order, then the remaining tiles."""
    pool = Counter(WORK_MIX)
    for c in (top, second, *rest):
        if c is not None:
            pool[c] -= 1
            assert pool[c] >= 0, f"too many {c}"
    if setaside is None:
        setaside = next(c for c in ("2xx", "1xx", "1v+ic", "1i+vc", "0x", "0v", "0i")
                        if pool[c] > 0)
    pool[setaside] -= 1
    assert pool[setaside] >= 0, f"too many {setaside}"
    out = [setaside, top] + ([second] if second else []) + list(rest)
    for c in WORK_MIX:
        out += [c] * pool[c]
    assert len(out) == 8 and Counter(out) == Counter(WORK_MIX)
    return out


def bag_total(players: int) -> Counter:
    inv, vip, col = VISITOR_POOL[players]
    return Counter({"investor": inv, "vip": vip, "collector": col - 4})


def make_bag(players: int, head: Sequence[str] = (), tail: Sequence[str] = ()) -> list[str]:
    """The whole bag in draw order: ``head`` first, ``tail`` last, the rest between in
    the cycle investor, vip, collector (skipping exhausted kinds)."""
    left = bag_total(players)
    for v in list(head) + list(tail):
        left[v] -= 1
        assert left[v] >= 0, f"bag uses more {v} than exist"
    mid = []
    while sum(left.values()) > 0:
        for k in KINDS:
            if left[k] > 0:
                mid.append(k)
                left[k] -= 1
    return list(head) + mid + list(tail)


def default_setup(players: int = 2) -> dict[str, Any]:
    n_head = 8 + players
    reputation = list(range(1, 21))
    return {
        "start_player": 0,
        "artists": dict(DEFAULT_ARTISTS),
        "discovered": "photo-blue",
        "discovery": dict(DEFAULT_DISCOVERY),
        "works": {f: list(DEFAULT_WORKS) for f in FORMS},
        "easels": list(FORMS[: EASELS[players]]),
        "bag": make_bag(players, DEFAULT_BAG_HEAD[:n_head]),
        "contracts": list(DEFAULT_CONTRACTS),
        "reputation": reputation,
        "curators": list(range(1, players + 1)),
        "dealers": list(range(1, players + 1)),
        "shuffle_seed": 5,
    }


def new(players: int = 2, seed: int = 0, options: dict | None = None, **setup: Any):
    """A game with a fully explicit setup (defaults above, overridden by ``setup``)."""
    full = default_setup(players)
    full.update(setup)
    return gl.new_game(players=players, seed=seed, setup=full, **(options or {}))


DEFAULT_PLACES = {
    2: {1: "market", 0: "sales"},
    3: {2: "market", 1: "media", 0: "sales"},
    4: {3: "market", 2: "media", 1: "colony", 0: "sales"},
}


def placement_order(players: int, start: int) -> list[int]:
    """Reverse turn order: the start player's right-hand neighbour first, start last."""
    return [(start - 1 - i) % players for i in range(players)]


def placed(players: int = 2, places: dict[int, str] | None = None,
           options: dict | None = None, **setup: Any):
    """A game after the opening placement (round 1, the start player to move)."""
    s = new(players, options=options, **setup)
    places = places or DEFAULT_PLACES[players]
    start = setup.get("start_player", 0)
    for seat in placement_order(players, start):
        do(s, f"{seat}: place {places[seat]}")
    return s


# ---------------------------------------------------------------------------------------
# Playing moves
# ---------------------------------------------------------------------------------------
OUTCOME_WORDS = ("draw", "deal", "expose")


def is_outcome(move: str) -> bool:
    return move.split()[0] in OUTCOME_WORDS


def settle(s) -> None:
    """Apply chance outcomes from the state's own hidden order until a decision is due."""
    for _ in range(200):
        if not s.is_chance():
            return
        s.apply(s.chance_outcome())
    raise AssertionError("chance steps never end")


def describe(s) -> str:
    try:
        legal = s.legal_moves()
    except (ValueError, RuntimeError) as e:  # diagnostics only
        legal = [f"<{e}>"]
    return f"phase {s.phase()!r}, to_move {s.to_move()}, legal {legal[:40]}"


def do(s, *moves: str, settle_end: bool = True):
    """Apply moves in order. ``"2: pass"`` also checks that seat 2 decides. Chance steps in
    between are settled from the hidden order unless the next move is an outcome."""
    for raw in moves:
        seat = None
        move = raw
        if ":" in raw and raw.split(":", 1)[0].strip().isdigit():
            seat_text, move = raw.split(":", 1)
            seat = int(seat_text)
            move = move.strip()
        if is_outcome(move):
            assert s.is_chance(), f"expected a chance step for {move!r}: {describe(s)}"
            s.apply(move)
            continue
        settle(s)
        if seat is not None:
            assert s.to_move() == [seat], f"{raw!r}: expected seat {seat}: {describe(s)}"
        try:
            s.apply(move)
        except ValueError as e:
            raise AssertionError(f"{raw!r} rejected ({e}): {describe(s)}") from e
    if settle_end:
        settle(s)
    return s


def rejected(s, move: str, seat: int | None = None, match: str | None = None) -> str:
    """The move raises ValueError and leaves the state exactly as it was."""
    before = s.to_json()
    clone = s.clone()
    with pytest.raises(ValueError) as info:
        if seat is None:
            s.apply(move)
        else:
            s.apply(move, seat)
    assert s.to_json() == before
    assert s == clone
    msg = str(info.value)
    assert msg.strip(), "error message is empty"
    if match is not None:
        assert match.lower() in msg.lower(), msg
    return msg


def legal(s, seat: int | None = None) -> list[str]:
    settle(s)
    return s.legal_moves() if seat is None else s.legal_moves(seat)


def legal_starting(s, prefix: str) -> list[str]:
    return [m for m in legal(s) if m == prefix or m.startswith(prefix + " ")]


def at_phase(s, phase: str, seat: int | None = None) -> None:
    settle(s)
    assert s.phase() == phase, describe(s)
    if seat is not None:
        assert s.to_move() == [seat], describe(s)


# ---------------------------------------------------------------------------------------
# Reading the state (the JSON holds every C++ field by name; see cpp/gallerist/state.h)
# ---------------------------------------------------------------------------------------
# Shapes of the multi-dimensional fields (the JSON may store them flat, row-major).
SHAPES = {
    "final_money": (7, 4), "market_money": (3, 4), "tickets": (4, 3), "lobby": (4, 3),
    "gallery": (4, 3), "display_work": (4, 4), "display_artist": (4, 4), "sold": (4, 4),
    "contract": (4, 3), "contract_face": (4, 3), "contract_asst": (4, 3), "rep": (4, 6),
    "market": (3, 7), "market_tile": (3, 4), "work_visitors": (4, 3), "stack": (4, 8),
    "sold_codes": (4, 7), "display_cards": (4, 20), "rep_count": (4, 6), "task": (32, 4),
    "shuffle_key": (2,),
}
NONE = 255
HOME, KICK_SPACE = 4, 5
BONUS_CODES = ("", "Tb", "Tk", "Tw", "T1", "T2", "IB", "MB", "FA", "V", "F", "C", "VB", "IV")
PHASES = ("none", "placement", "turn", "tickets", "action", "after", "kickout", "cash",
          "fame", "boost", "ticket-colour", "booth", "visitor", "space", "send", "half",
          "contract", "take", "easel", "chance", "gameover")
END_STAGES = ("playing", "finishing", "final", "scoring", "over")


class Raw:
    """The state JSON as a dict with shape-aware get/set (flat or nested arrays)."""

    def __init__(self, text: str):
        self.d = json.loads(text)
        if "money" not in self.d:  # tolerate one level of wrapping
            for v in self.d.values():
                if isinstance(v, dict) and "money" in v:
                    self._outer, self.d = self.d, v
                    break

    def _flat_index(self, name: str, idx: tuple[int, ...]) -> int:
        shape = SHAPES.get(name)
        if shape is None or len(idx) == 1:
            assert len(idx) <= 1, f"{name} is one-dimensional"
            return idx[0] if idx else 0
        flat = 0
        for i, n in zip(idx, shape):
            flat = flat * n + i
        return flat

    def get(self, name: str, *idx: int):
        v = self.d[name]
        if not idx:
            return v
        if isinstance(v, list) and v and isinstance(v[0], list):
            for i in idx:
                v = v[i]
            return v
        return v[self._flat_index(name, idx)]

    def set(self, name: str, *idx_and_value: int) -> None:
        *idx, value = idx_and_value
        if not idx:
            self.d[name] = value
            return
        v = self.d[name]
        if isinstance(v, list) and v and isinstance(v[0], list):
            for i in idx[:-1]:
                v = v[i]
            v[idx[-1]] = value
        else:
            v[self._flat_index(name, tuple(idx))] = value

    def add(self, name: str, *idx_and_delta: int) -> None:
        *idx, delta = idx_and_delta
        self.set(name, *idx, self.get(name, *idx) + delta)

    def row(self, name: str, i: int, n: int) -> list[int]:
        return [self.get(name, i, k) for k in range(n)]

    def text(self) -> str:
        if hasattr(self, "_outer"):
            return json.dumps(self._outer)
        return json.dumps(self.d)


def raw(s) -> Raw:
    return Raw(s.to_json())


def A(artist: str) -> int:
    return ARTISTS.index(artist)


def K(kind: str) -> int:
    return KINDS.index(kind)


def F(form: str) -> int:
    return FORMS.index(form)


def work_name(work_id: int) -> str:
    return f"{FORMS[work_id >> 3]}/{gl.WORK_CODES[work_id & 7]}"


def money(s, p: int) -> int:
    return s.money()[p]


def influence(s, p: int) -> int:
    return s.influence()[p]


def kinds(r: Raw, name: str, i: int | None = None) -> dict[str, int]:
    if i is None:
        return {k: r.get(name, j) for j, k in enumerate(KINDS)}
    return {k: r.get(name, i, j) for j, k in enumerate(KINDS)}


def tickets(s, p: int) -> dict[str, int]:
    return kinds(raw(s), "tickets", p)


def lobby(s, p: int) -> dict[str, int]:
    return kinds(raw(s), "lobby", p)


def gallery(s, p: int) -> dict[str, int]:
    return kinds(raw(s), "gallery", p)


def plaza(s) -> dict[str, int]:
    return kinds(raw(s), "plaza")


def bag(s) -> dict[str, int]:
    return kinds(raw(s), "bag_count")


def booth(s) -> dict[str, int]:
    return kinds(raw(s), "booth")


def ticket_discard(s) -> dict[str, int]:
    return kinds(raw(s), "ticket_discard")


def work_visitors(s, form: str) -> dict[str, int]:
    return kinds(raw(s), "work_visitors", F(form))


def fame(s, artist: str) -> int:
    return raw(s).get("fame", A(artist))


def discovered(s, artist: str) -> bool:
    return bool(raw(s).get("discovered", A(artist)))


def promo(s, artist: str) -> int:
    """The level of the promotion tile on the artist (0 = none)."""
    return raw(s).get("promo", A(artist))


def promo_left(s, level: int) -> int:
    return raw(s).get("promo_left", level)


def free_tokens(s, artist: str) -> int:
    return raw(s).get("free_tokens", A(artist))


def artist_collector(s, artist: str) -> bool:
    return bool(raw(s).get("artist_collector", A(artist)))


def commission(s, p: int) -> str | None:
    a = raw(s).get("commission", p)
    return None if a == NONE else ARTISTS[a]


def desks(s, p: int) -> int:
    return raw(s).get("desks", p)


def queue(s, p: int) -> int:
    return raw(s).get("queue", p)


def removed(s, p: int) -> int:
    return raw(s).get("removed", p)


def where(s, p: int) -> str:
    g = raw(s).get("gallerist", p)
    return LOCS[g] if g < 4 else ("home" if g == HOME else "kicked")


def piece_on(s, loc: str) -> tuple[str, int] | None:
    v = raw(s).get("space", LOCS.index(loc))
    if v == 0:
        return None
    return ("gallerist" if v <= 4 else "assistant", (v - 1) & 3)


def display(s, p: int) -> list[tuple[str, str]]:
    """Displayed works, slot 1 first: (work name, artist)."""
    r = raw(s)
    n = r.get("display_n", p)
    return [(work_name(r.get("display_work", p, i)), ARTISTS[r.get("display_artist", p, i)])
            for i in range(n)]


def sold(s, p: int) -> dict[str, int]:
    r = raw(s)
    return {f: r.get("sold", p, i) for i, f in enumerate(FORMS)}


def contracts(s, p: int) -> list[tuple[str, str, bool] | None]:
    """Own contract spaces 1..3: (card, face 'front'|'IB'|'MB', assistant on it) or None."""
    r = raw(s)
    out: list[tuple[str, str, bool] | None] = []
    for i in range(3):
        c = r.get("contract", p, i)
        if c == NONE:
            out.append(None)
        else:
            face = ("front", "IB", "MB")[r.get("contract_face", p, i)]
            out.append((gl.CONTRACTS[c], face, bool(r.get("contract_asst", p, i))))
    return out


def rep_spaces(s, p: int) -> dict[str, int]:
    """Reputation tiles on the player's board: space -> tile number."""
    r = raw(s)
    return {sp: r.get("rep", p, i) + 1 for i, sp in enumerate(REP_SPACES)
            if r.get("rep", p, i) != NONE}


def opening_tile(s, p: int) -> int | None:
    t = raw(s).get("opening_tile", p)
    return None if t == NONE else t + 1


def market_owner(s, col: str, row) -> int | None:
    """Owner of the assistant on a cell; row = a form (reputation row) or a bid 1/3/6."""
    r = raw(s)
    ri = REP_ROWS.index(row) if isinstance(row, str) else 4 + BIDS.index(row)
    v = r.get("market", COLS.index(col), ri)
    return None if v == 0 else v - 1


def market_tile(s, col: str, form: str) -> int | None:
    t = raw(s).get("market_tile", COLS.index(col), REP_ROWS.index(form))
    return None if t == NONE else t + 1


def location_tile(s, loc: str) -> int | None:
    t = raw(s).get("location_tile", LOCS.index(loc))
    return None if t == NONE else t + 1


def rep_boxed(s) -> set[int]:
    r = raw(s)
    return {i + 1 for i in range(20) if r.get("rep_boxed", i)}


def stack_size(s, form: str) -> int:
    return raw(s).get("stack_n", F(form))


def stack_top(s, form: str) -> str | None:
    r = raw(s)
    n = r.get("stack_n", F(form))
    return None if n == 0 else gl.WORK_CODES[r.get("stack", F(form), n - 1)]


def stack_codes(s, form: str) -> list[str]:
    """Work codes of the stack, top first."""
    r = raw(s)
    n = r.get("stack_n", F(form))
    return [gl.WORK_CODES[r.get("stack", F(form), i)] for i in range(n - 1, -1, -1)]


def display_cards(s) -> list[list[str]]:
    """Contract display spaces 1..4: cards bottom first (the last is the visible one)."""
    r = raw(s)
    return [[gl.CONTRACTS[r.get("display_cards", i, k)]
             for k in range(r.get("display_cards_n", i))] for i in range(4)]


def deck(s) -> list[str]:
    """Contract deck, next card first."""
    r = raw(s)
    n = r.get("deck_n")
    return [gl.CONTRACTS[r.get("deck", i)] for i in range(n - 1, -1, -1)]


def contract_discard(s) -> set[str]:
    r = raw(s)
    return {gl.CONTRACTS[i] for i in range(20) if r.get("contract_discard", i)}


def easels(s) -> list[str | None]:
    r = raw(s)
    out = []
    for i in range(3):
        w = r.get("easel", i)
        out.append(None if w == NONE else work_name(w))
    return out


def end_stage(s) -> str:
    return END_STAGES[raw(s).get("end_stage")]


def visitor_census(s) -> Counter:
    """Every visitor of every kind, wherever it is (must be constant)."""
    r = raw(s)
    c: Counter = Counter()
    for j, k in enumerate(KINDS):
        c[k] += r.get("bag_count", j) + r.get("plaza", j) + r.get("box_visitors", j)
        for p in range(4):
            c[k] += r.get("lobby", p, j) + r.get("gallery", p, j)
        for f in range(4):
            c[k] += r.get("work_visitors", f, j)
    c["collector"] += sum(r.get("artist_collector", a) for a in range(8))
    return c


# ---------------------------------------------------------------------------------------
# Editing the state JSON consistently (sparingly; each use says why)
# ---------------------------------------------------------------------------------------
class Editor(Raw):
    """High-level, conserving edits of the state JSON."""

    def money_to(self, p: int, value: int) -> None:
        delta = value - self.get("money", p)
        self.set("money", p, value)
        if delta >= 0:
            self.add("money_gained", p, delta)
        else:
            self.add("money_paid", p, -delta)

    def influence_to(self, p: int, value: int) -> None:
        delta = value - self.get("influence", p)
        self.set("influence", p, value)
        if delta >= 0:
            self.add("influence_gained", p, delta)
        else:
            self.add("influence_paid", p, -delta)

    def fame_to(self, artist: str, value: int) -> None:
        self.set("fame", A(artist), value)

    # visitors: places are "bag", "plaza", ("lobby", p), ("gallery", p)
    def _vis(self, place, kind: str, delta: int) -> None:
        j = K(kind)
        if place == "bag":
            self._bag_change(kind, delta)
        elif place == "plaza":
            self.add("plaza", j, delta)
        else:
            name, p = place
            self.add(name, p, j, delta)

    def _bag_change(self, kind: str, delta: int) -> None:
        j = K(kind)
        n = self.get("bag_n")
        size = len(self.d["bag"])
        pad = self.get("bag", n) if n < size else 0
        items = [self.get("bag", i) for i in range(n)]
        if delta < 0:
            for _ in range(-delta):
                i = items.index(j)  # the deepest one of that kind (drawn last)
                items.pop(i)
        else:
            items = [j] * delta + items  # at the bottom: drawn last
        for i in range(size):
            self.set("bag", i, items[i] if i < len(items) else pad)
        self.set("bag_n", len(items))
        self.add("bag_count", j, delta)

    def move_visitors(self, kind: str, src, dst, n: int = 1) -> None:
        assert n >= 0
        self._vis(src, kind, -n)
        self._vis(dst, kind, n)

    def empty_bag(self, to="plaza") -> None:
        for k in KINDS:
            n = self.get("bag_count", K(k))
            if n:
                self.move_visitors(k, "bag", to, n)

    # works: taken from the bottom of a stack (the visible top and its visitors stay)
    def _stack_take(self, form: str, code: str | None = None) -> int:
        f = F(form)
        n = self.get("stack_n", f)
        items = [self.get("stack", f, i) for i in range(n)]  # bottom first
        pad = self.get("stack", f, n) if n < 8 else 0
        if code is None:
            i = 0
        else:
            want = list(gl.WORK_CODES).index(code)
            i = items.index(want)
            assert i < n - 1 or n == 1, "taking the visible top would move its visitors"
        c = items.pop(i)
        for k in range(8):
            self.set("stack", f, k, items[k] if k < len(items) else pad)
        self.set("stack_n", f, len(items))
        return c

    def display_work(self, p: int, artist: str, code: str | None = None) -> None:
        """A work of the artist's form from the stack onto p's display (one token used)."""
        form = form_of(artist)
        c = self._stack_take(form, code)
        i = self.get("display_n", p)
        self.set("display_work", p, i, F(form) * 8 + c)
        self.set("display_artist", p, i, A(artist))
        self.set("display_n", p, i + 1)
        self.add("free_tokens", A(artist), -1)
        assert self.get("free_tokens", A(artist)) >= 0

    def sold_work(self, p: int, form: str, code: str | None = None) -> None:
        """A work of the form from the stack into p's sold pile."""
        c = self._stack_take(form, code)
        self.add("sold", p, F(form), 1)
        self.add("sold_codes", F(form), c, 1)

    def empty_stack(self, form: str, p: int, keep: int = 0) -> None:
        """Move works of the stack into p's sold pile (bottom first) until ``keep`` are
        left; if none is kept, the top's visitors go to the plaza."""
        f = F(form)
        while self.get("stack_n", f) > max(keep, 1):
            self.sold_work(p, form)
        if keep == 0 and self.get("stack_n", f) == 1:
            for k in KINDS:
                n = self.get("work_visitors", f, K(k))
                self.set("work_visitors", f, K(k), 0)
                self.add("plaza", K(k), n)
            c = self.get("stack", f, 0)
            self.set("stack", f, 0, 0)
            self.set("stack_n", f, 0)
            self.add("sold", p, f, 1)
            self.add("sold_codes", f, c, 1)
            if "top_exposed" in self.d:
                self.set("top_exposed", f, 0)

    def discover(self, artist: str, start: int | None = None) -> None:
        """Turn a face-down artist up (as the Colony would, without bonus or commission)."""
        a = A(artist)
        assert not self.get("discovered", a)
        code = self.get("discovery", a)
        self.set("discovery", a, 0)
        idx = ("F", "IB", "MB", "V", "T2").index(BONUS_CODES[code])
        self.add("discovery_boxed", idx, 1)
        self.set("discovered", a, 1)
        self.set("fame", a, start if start is not None else DEFAULT_ARTISTS[artist])
        if self.get("artist_collector", a):
            self.set("artist_collector", a, 0)
            self.add("plaza", K("collector"), 1)

    def commission_to(self, p: int, artist: str) -> None:
        """One of the artist's free tokens into p's commission slot."""
        assert self.get("commission", p) == NONE
        self.add("free_tokens", A(artist), -1)
        self.set("commission", p, A(artist))

    # contracts: cards taken out of the deck (the display stays as dealt)
    def _deck_take(self, card: str) -> int:
        cid = list(gl.CONTRACTS).index(card)
        n = self.get("deck_n")
        items = [self.get("deck", i) for i in range(n)]
        pad = self.get("deck", n) if n < 20 else 0
        items.remove(cid)
        for i in range(20):
            self.set("deck", i, items[i] if i < len(items) else pad)
        self.set("deck_n", len(items))
        return cid

    def contract_to(self, p: int, space: int, card: str, face: str = "front",
                    assistant: bool = False) -> None:
        """A card from the deck onto p's contract space (1..3), face 'front'|'IB'|'MB'."""
        cid = self._deck_take(card)
        assert self.get("contract", p, space - 1) == NONE
        if assistant and self.get("desks", p) == 0:
            self.hire_free(p, 1)
        self.set("contract", p, space - 1, cid)
        self.set("contract_face", p, space - 1, ("front", "IB", "MB").index(face))
        if assistant:
            self.add("desks", p, -1)
            self.set("contract_asst", p, space - 1, 1)

    def deck_to_discard(self, n: int) -> None:
        """The next n deck cards onto the contract discard pile."""
        for _ in range(n):
            k = self.get("deck_n")
            cid = self.get("deck", k - 1)
            self._deck_take(gl.CONTRACTS[cid])
            self.set("contract_discard", cid, 1)

    def queue_out(self, p: int, n: int) -> None:
        """n assistants from the top of p's hiring queue out of the game (so the next
        hire is from position n + 1 while the desks stay as they are)."""
        self.add("queue", p, -n)
        self.add("removed", p, n)

    def promo_tile(self, artist: str, level: int) -> None:
        """Put a level tile from its board space onto the artist (old tile back)."""
        a = A(artist)
        old = self.get("promo", a)
        if old:
            self.add("promo_left", old, 1)
        self.add("promo_left", level, -1)
        assert self.get("promo_left", level) >= 0
        self.set("promo", a, level)

    def desks_out(self, p: int, n: int) -> None:
        """n desk assistants out of the game (an office with fewer assistants)."""
        self.add("desks", p, -n)
        self.add("removed", p, n)
        assert self.get("desks", p) >= 0

    def assistant_on(self, p: int, loc: str) -> None:
        """A desk assistant of p onto an empty action space (a leave-behind)."""
        i = LOCS.index(loc)
        assert self.get("space", i) == 0
        if self.get("desks", p) == 0:
            self.hire_free(p, 1)
        self.add("desks", p, -1)
        self.set("space", i, 5 + p)

    def rep_tile_to(self, p: int, space: str, tile: int) -> None:
        """A reputation tile (boxed or on a market cell) onto p's space (no bonus)."""
        i = REP_SPACES.index(space)
        assert self.get("rep", p, i) == NONE
        players = self.get("players")
        openings = [q for q in range(players) if self.get("opening_tile", q) == tile - 1]
        if self.get("rep_boxed", tile - 1) == 1:
            self.set("rep_boxed", tile - 1, 0)
        elif openings:
            self.set("opening_tile", openings[0], NONE)
        else:
            found = False
            for c in range(3):
                for r in range(4):
                    if self.get("market_tile", c, r) == tile - 1:
                        self.set("market_tile", c, r, NONE)
                        found = True
            assert found, f"tile {tile} is neither boxed nor on the market"
        self.set("rep", p, i, tile - 1)

    def lobby_to(self, p: int, **want: int) -> None:
        """Set p's lobby counts, moving visitors from/to the plaza (then the bag)."""
        for k in KINDS:
            have = self.get("lobby", p, K(k))
            n = want.get(k, 0)
            if n < have:
                self.move_visitors(k, ("lobby", p), "plaza", have - n)
            elif n > have:
                need = n - have
                from_plaza = min(need, self.get("plaza", K(k)))
                self.move_visitors(k, "plaza", ("lobby", p), from_plaza)
                if need > from_plaza:
                    self.move_visitors(k, "bag", ("lobby", p), need - from_plaza)

    def gallery_to(self, p: int, **want: int) -> None:
        """Set p's gallery counts, moving visitors from/to the plaza (then the bag)."""
        for k in KINDS:
            have = self.get("gallery", p, K(k))
            n = want.get(k, 0)
            if n < have:
                self.move_visitors(k, ("gallery", p), "plaza", have - n)
            elif n > have:
                need = n - have
                from_plaza = min(need, self.get("plaza", K(k)))
                self.move_visitors(k, "plaza", ("gallery", p), from_plaza)
                if need > from_plaza:
                    self.move_visitors(k, "bag", ("gallery", p), need - from_plaza)

    def market_assistant(self, p: int, col: str, row) -> None:
        """An assistant of p onto a market cell (row: a form = reputation row, or a bid);
        hired for free from the queue if no desk holds one. A reputation cell's tile goes
        to the box (as if taken and lost; only the assistant matters here)."""
        if self.get("desks", p) == 0:
            self.hire_free(p, 1)
        c = COLS.index(col)
        if isinstance(row, str):
            r = REP_ROWS.index(row)
            t = self.get("market_tile", c, r)
            if t != NONE:
                self.set("market_tile", c, r, NONE)
                self.set("rep_boxed", t, 1)
        else:
            r = 4 + BIDS.index(row)
        assert self.get("market", c, r) == 0
        self.set("market", c, r, 1 + p)
        self.add("desks", p, -1)

    def gallerists_home(self) -> None:
        """Every gallerist home, every action space empty of gallerists."""
        for p in range(self.get("players")):
            g = self.get("gallerist", p)
            if g < 4:
                self.set("space", g, 0)
            self.set("gallerist", p, HOME)

    def end_triggers(self, bag: bool = True, booth: bool = False) -> None:
        """Make end triggers true in the state (bag empty into the plaza, booth into the
        discard pile) and mark them seen."""
        bits = 0
        if bag:
            self.empty_bag()
            bits |= 4
        if booth:
            for k in KINDS:
                self.booth_to_discard(k)
            bits |= 1
        self.set("triggers", self.get("triggers") | bits)

    def hire_free(self, p: int, n: int) -> None:
        """n assistants from the hiring queue straight onto desks (no cost, no bonus)."""
        self.add("queue", p, -n)
        self.add("desks", p, n)
        assert self.get("queue", p) >= 0 and self.get("desks", p) <= 4

    # tickets: booth -> player, booth -> discard
    def give_tickets(self, p: int, kind: str, n: int = 1) -> None:
        self.add("booth", K(kind), -n)
        self.add("tickets", p, K(kind), n)
        assert self.get("booth", K(kind)) >= 0

    def booth_to_discard(self, kind: str, n: int | None = None) -> None:
        have = self.get("booth", K(kind))
        n = have if n is None else n
        self.add("booth", K(kind), -n)
        self.add("ticket_discard", K(kind), n)


def edit(s, fn: Callable[[Editor], None]):
    """A new state: ``s`` with the JSON edited by ``fn`` (from_json checks invariants)."""
    e = Editor(s.to_json())
    fn(e)
    return gl.State.from_json(e.text())


# ---------------------------------------------------------------------------------------
# Playing to the end without changing what is scored
# ---------------------------------------------------------------------------------------
def play_out(s, easel: dict[int, list[str]] | None = None, max_steps: int = 2000):
    """Neutral play to the end: from home each gallerist goes to Sales, reveals and takes
    nothing (kicking the previous one home: kick-outs pass), no executive action. None of
    that changes anything final scoring counts. Easel choices come from ``easel`` (seat ->
    moves in order), else the first legal one."""
    easel = {k: list(v) for k, v in (easel or {}).items()}
    for _ in range(max_steps):
        if s.is_terminal():
            return s
        if s.is_chance():
            s.apply(s.chance_outcome())
            continue
        ph = s.phase()
        (seat,) = s.to_move()
        moves = s.legal_moves()
        if ph == "turn":
            m = "go sales" if "go sales" in moves else next(x for x in moves if x.startswith("go"))
        elif ph == "action":
            m = "reveal" if "reveal" in moves else moves[0]
        elif ph == "take":
            m = "notake"
        elif ph == "after":
            m = "end"
        elif ph == "kickout":
            m = "pass"
        elif ph == "easel":
            m = easel[seat].pop(0) if easel.get(seat) else moves[0]
        else:
            raise AssertionError(f"play_out: unexpected decision: {describe(s)}")
        try:
            s.apply(m)
        except ValueError as e:
            raise AssertionError(f"play_out: {m!r} rejected ({e}): {describe(s)}") from e
    raise AssertionError("play_out: the game does not end")


def scoring_position(players: int = 2, prepare: Callable[[Editor], None] | None = None,
                     options: dict | None = None, places: dict | None = None, **setup: Any):
    """A game at the start of its round 1 whose end is triggered (bag and booth empty),
    gallerists at home, the board edited by ``prepare``. Intermediate scoring is off unless
    the options say otherwise."""
    opts = {"intermediate_scoring": "off", **(options or {})}
    s = placed(players, places=places, options=opts, **setup)

    def fn(e: Editor) -> None:
        if prepare is not None:
            prepare(e)
        e.gallerists_home()
        e.end_triggers(bag=True, booth=True)
    return edit(s, fn)


def final(s) -> dict:
    sc = s.scoring()
    assert sc["final"] is not None, "no final scoring yet"
    return sc["final"]


# Test modules import these helpers as ``gl_spec``: importing "conftest" by name is
# ambiguous when several test folders have one.
sys.modules.setdefault("gl_spec", sys.modules[__name__])


def iter_games(players: int, seeds: Iterable[int], **options):
    for seed in seeds:
        yield gl.new_game(players=players, seed=seed, **options)
