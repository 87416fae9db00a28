"""Helpers that build exact The Gallerist situations for the rules tests.

Two ways to reach a position: an explicit setup (``new``) followed by scripted moves
(``play``, ``outcome``), or editing the full-state JSON with ``Board``, whose operations keep
every conservation invariant (money and influence ledgers, visitor, ticket, assistant
and tile counts) so ``State.from_json`` accepts the result. Ids in the JSON follow
``cpp/gallerist/state.h``: forms photo, digital, sculpture, painting = 0..3; artist =
form * 2 + (1 if red); visitor kinds investor, vip, collector = 0..2; locations colony,
sales, media, market = 0..3; contract card = form * 5 + index of C, FA, VB, IV, MB|IB;
reputation tile = printed number - 1; work id = form * 8 + code index.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable

import pytest
from galleria_ai.games.gallerist import rules as gl

FORMS = ["photo", "digital", "sculpture", "painting"]
KINDS = ["investor", "vip", "collector"]
LOCS = ["colony", "sales", "media", "market"]
CODES = ["0x", "0v", "0i", "1xx", "1v+ic", "1i+vc", "2xx"]
FRONTS = {0: "MB", 1: "IB", 2: "IB", 3: "MB"}
REP_SPACES = ["F", "FA", "MB", "T2", "IB", "V"]
NONE = 255


def artist_id(name: str) -> int:
    form, colour = name.split("-")
    return FORMS.index(form) * 2 + (colour == "red")


def work_id(name: str) -> int:
    form, code = name.split("/")
    return FORMS.index(form) * 8 + CODES.index(code)


def contract_id(name: str) -> int:
    form, bonus = name.split("-")
    f = FORMS.index(form)
    return f * 5 + ["C", "FA", "VB", "IV", FRONTS[f]].index(bonus)


def new(players: int = 4, seed: int = 0, options: dict | None = None, **setup) -> gl.State:
    return gl.new_game(players=players, seed=seed, setup=setup or None, **(options or {}))


def play(s: gl.State, seat: int, move: str) -> None:
    """Apply ``move`` for ``seat`` after checking that seat decides and the move is legal."""
    assert not s.is_chance(), f"{move!r}: a chance step is pending ({s.chance_outcomes()})"
    assert s.to_move() == [seat], f"{move!r}: expected seat {seat} to decide, to_move={s.to_move()}"
    legal = s.legal_moves(seat)
    assert move in legal, f"seat {seat}: {move!r} not legal in phase {s.phase()}; legal={legal}"
    s.apply(move, seat)


def outcome(s: gl.State, text: str) -> None:
    """Apply a chance outcome after checking it is listed."""
    assert s.is_chance(), f"{text!r}: no chance step pending (phase {s.phase()})"
    listed = [o for o, _ in s.chance_outcomes()]
    assert text in listed, f"{text!r} not a possible outcome: {listed}"
    s.apply(text)


def settle(s: gl.State) -> None:
    """Apply the state's own chance outcomes until a decision is pending."""
    while s.is_chance():
        s.apply(s.chance_outcome())


def script(s: gl.State, moves: Iterable[tuple[int, str]]) -> None:
    for seat, move in moves:
        if seat is None:
            outcome(s, move)
        else:
            play(s, seat, move)


def place(s: gl.State, locations: list[str]) -> None:
    """The opening placement: ``locations`` in the order the seats are asked."""
    for loc in locations:
        play(s, s.current_player(), f"place {loc}")


def assert_rejected(s: gl.State, move: str, seat: int | None = None) -> str:
    """An illegal move raises ValueError and changes nothing; returns the message."""
    before = s.to_json()
    with pytest.raises(ValueError) as err:
        s.apply(move, seat)
    assert s.to_json() == before
    return str(err.value)


def obs(s: gl.State, seat: int = 0) -> dict:
    return s.observation(seat)


class Board:
    """Edits a state's JSON keeping its invariants; ``build()`` returns the new state."""

    def __init__(self, s: gl.State):
        self.d = json.loads(s.to_json())

    def build(self) -> gl.State:
        return gl.State.from_json(json.dumps(self.d))

    # ---- money and influence (ledgers follow)
    def money(self, p: int, x: int) -> Board:
        d = self.d
        d["money"][p] = x
        d["money_gained"][p] = x - 10 + d["money_paid"][p]
        if d["money_gained"][p] < 0:
            d["money_paid"][p] -= d["money_gained"][p]
            d["money_gained"][p] = 0
        return self

    def influence(self, p: int, x: int) -> Board:
        d = self.d
        d["influence"][p] = x
        d["influence_gained"][p] = x - 10 + d["influence_paid"][p]
        if d["influence_gained"][p] < 0:
            d["influence_paid"][p] -= d["influence_gained"][p]
            d["influence_gained"][p] = 0
        return self

    # ---- visitors: places 'bag', 'plaza', 'box', ('lobby', p), ('gallery', p), ('work', form)
    def _visitors(self, place, kind: int):
        d = self.d
        if place == "plaza":
            return d["plaza"], kind
        if place == "box":
            return d["box_visitors"], kind
        where, x = place
        if where == "lobby":
            return d["lobby"], x * 3 + kind
        if where == "gallery":
            return d["gallery"], x * 3 + kind
        if where == "work":
            return d["work_visitors"], FORMS.index(x) * 3 + kind
        raise ValueError(place)

    def _bag_remove(self, kind: int) -> None:
        d = self.d
        n = d["bag_n"]
        bag = d["bag"][:n]
        i = bag.index(kind)  # ValueError if the bag has none
        del bag[i]
        d["bag"] = bag + [0] * (40 - len(bag))
        d["bag_n"] = n - 1
        d["bag_count"][kind] -= 1

    def _bag_add(self, kind: int) -> None:
        d = self.d
        n = d["bag_n"]
        d["bag"][n] = kind
        d["bag_n"] = n + 1
        d["bag_count"][kind] += 1

    def visitor(self, kind: str, src, dst, n: int = 1) -> Board:
        k = KINDS.index(kind)
        for _ in range(n):
            if src == "bag":
                self._bag_remove(k)
            else:
                arr, i = self._visitors(src, k)
                assert arr[i] > 0, f"no {kind} at {src}"
                arr[i] -= 1
            if dst == "bag":
                self._bag_add(k)
            else:
                arr, i = self._visitors(dst, k)
                arr[i] += 1
        return self

    def visitor_any(self, kind: str, dst, n: int = 1) -> Board:
        """Move visitors of `kind` to `dst` from the plaza, or the bag when the plaza has none."""
        for _ in range(n):
            src = "plaza" if self.d["plaza"][KINDS.index(kind)] else "bag"
            self.visitor(kind, src, dst)
        return self

    def empty_gallery_and_lobby(self, p: int) -> Board:
        for k in KINDS:
            for where in ("lobby", "gallery"):
                arr, i = self._visitors((where, p), KINDS.index(k))
                while arr[i]:
                    self.visitor(k, (where, p), "plaza")
        return self

    def bag_order(self, kinds: list[str]) -> Board:
        """Set the bag (same composition) so that draws come in ``kinds`` order."""
        d = self.d
        ids = [KINDS.index(k) for k in kinds]
        assert sorted(ids) == sorted(d["bag"][: d["bag_n"]]), "bag composition must not change"
        d["bag"] = list(reversed(ids)) + [0] * (40 - len(ids))
        return self

    # ---- tickets: places 'booth', 'discard', 'box', ('seat', p)
    def _tickets(self, place, c: int):
        d = self.d
        if place == "booth":
            return d["booth"], c
        if place == "discard":
            return d["ticket_discard"], c
        if place == "box":
            return d["ticket_box"], c
        return d["tickets"], place[1] * 3 + c

    def tickets(self, colour: str, src, dst, n: int = 1) -> Board:
        c = KINDS.index(colour)
        for _ in range(n):
            a, i = self._tickets(src, c)
            assert a[i] > 0, f"no {colour} ticket at {src}"
            a[i] -= 1
            b, j = self._tickets(dst, c)
            b[j] += 1
        return self

    # ---- artists
    def discover(self, artist: str, fame: int | None = None) -> Board:
        """Turn an artist face up (tile boxed; a red artist's collector goes to the plaza)."""
        d = self.d
        a = artist_id(artist)
        assert not d["discovered"][a]
        tile = d["discovery"][a]
        codes = [10, 6, 7, 9, 5]  # F IB MB V T2 (Bonus ids)
        d["discovery_boxed"][codes.index(tile)] += 1
        d["discovery"][a] = 0
        if d["artist_collector"][a]:
            d["artist_collector"][a] = 0
            d["plaza"][2] += 1
        d["discovered"][a] = 1
        d["fame"][a] = fame if fame is not None else self.start_fame(artist)
        return self

    def start_fame(self, artist: str) -> int:
        a = artist_id(artist)
        tiles = {0: (1, 4, 5, 8), 1: (1, 4, 5, 8), 2: (3, 5, 7, 10), 3: (3, 5, 7, 10)}[a // 2]
        return tiles[(a % 2) * 2 + self.d["artist_tile"][a]]

    def fame(self, artist: str, x: int) -> Board:
        self.d["fame"][artist_id(artist)] = x
        return self

    # ---- works
    def display(self, p: int, work: str, artist: str) -> Board:
        """Put ``work`` (taken from its stack below the top, or the box) on p's display,
        marked by a free token of ``artist``."""
        d = self.d
        w, a = work_id(work), artist_id(artist)
        self._take_work(w)
        n = d["display_n"][p]
        d["display_work"][p * 4 + n] = w
        d["display_artist"][p * 4 + n] = a
        d["display_n"][p] = n + 1
        assert d["free_tokens"][a] > 0
        d["free_tokens"][a] -= 1
        return self

    def sold(self, p: int, work: str) -> Board:
        d = self.d
        w = work_id(work)
        self._take_work(w)
        f, code = divmod(w, 8)
        d["sold"][p * 4 + f] += 1
        d["sold_codes"][f * 7 + code] += 1
        return self

    def _take_work(self, w: int) -> None:
        d = self.d
        f, code = divmod(w, 8)
        if NONE != d["setaside_boxed"][f] == w:
            d["setaside_boxed"][f] = NONE
            return
        n = d["stack_n"][f]
        stack = d["stack"][f * 8 : f * 8 + n]
        hidden = stack[:-1] if d["top_exposed"][f] else stack
        i = hidden.index(code)  # a work below the visible top
        del stack[i]
        d["stack"][f * 8 : f * 8 + 8] = stack + [0] * (8 - len(stack))
        d["stack_n"][f] = n - 1

    # ---- office
    def hire_free(self, p: int, k: int = 1) -> Board:
        d = self.d
        d["queue"][p] -= k
        d["desks"][p] += k
        return self

    def desks(self, p: int, n: int) -> Board:
        """Move assistants between the desks and the queue so that p has n on desks."""
        d = self.d
        delta = n - d["desks"][p]
        d["desks"][p] = n
        d["queue"][p] -= delta
        return self

    def assistant_on_space(self, p: int, loc: str) -> Board:
        d = self.d
        li = LOCS.index(loc)
        assert d["space"][li] == 0
        d["desks"][p] -= 1
        d["space"][li] = 5 + p
        return self

    def assistant_on_cell(self, p: int, col: int, row: int) -> Board:
        d = self.d
        assert d["market"][col * 7 + row] == 0
        d["desks"][p] -= 1
        d["market"][col * 7 + row] = 1 + p
        if row < 4 and d["market_tile"][col * 4 + row] != NONE:
            d["rep_boxed"][d["market_tile"][col * 4 + row]] = 1
            d["market_tile"][col * 4 + row] = NONE
        return self

    def contract(
        self, p: int, space: int, card: str, face: int = 0, assistant: bool = False
    ) -> Board:
        """Put ``card`` (from the deck or the discard pile) on p's contract space (0-based)."""
        d = self.d
        c = contract_id(card)
        if d["contract_discard"][c]:
            d["contract_discard"][c] = 0
        elif c in d["deck"][: d["deck_n"]]:
            n = d["deck_n"]
            deck = d["deck"][:n]
            deck.remove(c)
            d["deck"] = deck + [0] * (20 - len(deck))
            d["deck_n"] = n - 1
        else:  # on the display
            for sp in range(4):
                n = d["display_cards_n"][sp]
                cards = d["display_cards"][sp * 20 : sp * 20 + n]
                if c in cards:
                    cards.remove(c)
                    d["display_cards"][sp * 20 : sp * 20 + 20] = cards + [0] * (20 - len(cards))
                    d["display_cards_n"][sp] = n - 1
                    break
            else:
                raise ValueError(f"{card} is not in the deck, the discard pile or the display")
        assert d["contract"][p * 3 + space] == NONE
        d["contract"][p * 3 + space] = c
        d["contract_face"][p * 3 + space] = face
        if assistant:
            d["desks"][p] -= 1
            d["contract_asst"][p * 3 + space] = 1
        return self

    def rep_tile(self, p: int, space: str, tile: int) -> Board:
        """Put printed reputation tile ``tile`` (from wherever it is) on p's space."""
        d = self.d
        t = tile - 1
        for key in ("market_tile", "location_tile", "opening_tile"):
            for i, v in enumerate(d[key]):
                if v == t:
                    d[key][i] = NONE
        for i, v in enumerate(d["rep"]):
            if v == t:
                d["rep"][i] = NONE
        d["rep_boxed"][t] = 0
        d["rep"][p * 6 + REP_SPACES.index(space)] = t
        return self


def decide(s: gl.State) -> dict:
    return s.observation(0)["decision"]


# Test modules import these helpers as ``gl_rules`` (importing "conftest" by name is
# ambiguous with several conftest.py files).
sys.modules.setdefault("gl_rules", sys.modules[__name__])
