"""The engine's game and belief state (spec: "Belief state" in `protocol/spec.md`).

`Game` holds one `ma.State` that is a possible world consistent with everything the
engine's seats have been told: their own hands exactly (`force_hand`), every public move
(`apply_observed`), money, piles and scores exactly (they are public). The other hands,
the deck and the virtual pile are a sample that is repaired whenever a public move
contradicts it. Every command works on a clone and commits only on success, so a rejected
line (``error ...``) changes nothing.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from galleria_ai import modern_art as ma
from galleria_ai.engine.protocol import ProtocolError, parse_int, parse_seat

GAMES = ("modern_art",)


@dataclass
class Game:
    players: int
    seats: list[int]
    variants: dict[str, str]
    state: ma.State
    # Exact hand of each own seat, or None while unknown (a position without deals/hand).
    known: dict[int, Counter | None] = field(default_factory=dict)
    deal_pending: set[int] = field(default_factory=set)
    over: bool = False
    final_money: list[int] | None = None

    def copy(self) -> Game:
        return Game(self.players, list(self.seats), dict(self.variants), self.state.clone(),
                    {s: (None if c is None else Counter(c)) for s, c in self.known.items()},
                    set(self.deal_pending), self.over, self.final_money)


def parse_newgame(command: str, tokens: list[str], seed: int) -> Game:
    """``<game> players N seat S [seat S ...] [variant k=v ...]`` → a fresh Game."""
    if not tokens:
        raise ProtocolError(command, "missing game name")
    if tokens[0] not in GAMES:
        raise ProtocolError(command, f"unknown game {tokens[0]!r} (supported: {', '.join(GAMES)})")
    players = None
    seats: list[int] = []
    variants: dict[str, str] = {}
    i = 1
    while i < len(tokens):
        key = tokens[i]
        if i + 1 >= len(tokens):
            raise ProtocolError(command, f"{key!r} needs a value")
        val = tokens[i + 1]
        if key == "players":
            if players is not None:
                raise ProtocolError(command, "players given twice")
            players = parse_int(command, "players", val, 3, 5)
        elif key == "seat":
            if players is None:
                raise ProtocolError(command, "players must come before seat")
            seat = parse_seat(command, val, players)
            if seat in seats:
                raise ProtocolError(command, f"seat {seat} given twice")
            seats.append(seat)
        elif key == "variant":
            try:
                k, v = ma.parse_variant(val)
            except ValueError as exc:
                raise ProtocolError(command, str(exc)) from None
            if k in variants:
                raise ProtocolError(command, f"variant {k} given twice")
            variants[k] = v
        else:
            raise ProtocolError(command, f"unexpected token {key!r}")
        i += 2
    if players is None:
        raise ProtocolError(command, "missing players")
    if not seats:
        raise ProtocolError(command, "missing seat (the seat(s) the engine plays)")
    try:
        state = ma.new_game(players=players, seed=seed, **ma.game_options(variants))
    except ValueError as exc:
        raise ProtocolError(command, str(exc)) from None
    game = Game(players, sorted(seats), variants, state)
    game.known = {s: Counter() for s in game.seats}
    game.deal_pending = set(game.seats)
    return game


def force_hands(state: ma.State, known: dict[int, Counter]) -> None:
    """Several own seats' exact hands at once: each is forced while the others are kept, so
    cards move only between places none of them sees. ValueError if impossible."""
    keep = list(known)
    for seat, cards in known.items():
        state.force_hand(seat, sorted(cards.elements()), keep=keep)


def _parse_cards(command: str, tokens: list[str]) -> list[str]:
    cards = []
    for t in tokens:
        artist, sep, kind = t.partition("-")
        if not sep or artist not in ma.ARTISTS or kind not in ma.TYPES:
            raise ProtocolError(command, f"not a card: {t!r}")
        cards.append(t)
    return cards


class Belief:
    """Applies the game lines of one table view to a `Game` (always on a copy)."""

    def __init__(self, game: Game) -> None:
        self.g = game.copy()
        self.replay = False  # inside `position`: own hands may be unknown for a while

    # ---- helpers --------------------------------------------------------------------------
    def _own(self, command: str, token: str) -> int:
        seat = parse_seat(command, token, self.g.players)
        if seat not in self.g.seats:
            raise ProtocolError(command, f"seat {seat} is not played by this engine "
                                         f"(own seats: {' '.join(map(str, self.g.seats))})")
        return seat

    def _require_live(self, command: str) -> None:
        if self.g.over or self.g.state.is_terminal():
            raise ProtocolError(command, "the game is over")

    def _require_no_deal(self, command: str) -> None:
        if not self.g.deal_pending:
            return
        if self.replay:  # a position may omit deals: those hands become unknown
            for s in self.g.deal_pending:
                self.g.known[s] = None
            self.g.deal_pending.clear()
            return
        pend = " ".join(map(str, sorted(self.g.deal_pending)))
        raise ProtocolError(command, f"deal for seat(s) {pend} expected first")

    def _settle(self, command: str) -> None:
        """Make every own seat's tracked hand its known hand again."""
        st = self.g.state
        todo = {s: self.g.known[s] for s in self.g.seats
                if self.g.known.get(s) is not None and s not in self.g.deal_pending}
        wrong = [s for s, cards in todo.items() if Counter(st.hand(s)) != cards]
        if not wrong:
            return
        try:
            force_hands(st, todo)  # type: ignore[arg-type]
        except ValueError as exc:
            raise ProtocolError(command, f"own hands impossible: {exc}") from None

    def _observers(self, mover: int) -> list[int]:
        """Seats whose view a public move may be applied under, best first: the mover
        itself when its hand is known, else an own seat with a known hand (the card must
        be swapped in from places that seat cannot see). With no own hand known yet
        (inside a position) any other seat will do: the core may then take the card from
        wherever the sample put it."""
        if mover in self.g.seats and self.g.known.get(mover) is not None:
            return [mover]
        known = [s for s in self.g.seats if s != mover and self.g.known.get(s) is not None]
        if known:
            return known[:1]
        return [s for s in range(self.g.players) if s != mover]

    def _apply_public(self, cmd: str, mover: int, move: str) -> None:
        st = self.g.state
        error = ""
        for observer in self._observers(mover):
            try:
                st.apply_observed(observer, mover, move)
                return
            except ValueError as exc:
                error = error or str(exc)
        raise ProtocolError(cmd, f"{move!r} by seat {mover}: {error}")

    def _after_public(self, command: str, season_before: int) -> None:
        st = self.g.state
        if st.season != season_before and not st.is_terminal():
            sizes = st.hand_sizes()
            for s in self.g.seats:
                kept = self.g.known.get(s)
                if kept is None:
                    continue
                if sizes[s] - sum(kept.values()) > 0:
                    self.g.deal_pending.add(s)
        self._settle(command)

    # ---- commands ---------------------------------------------------------------------------
    def deal(self, tokens: list[str]) -> None:
        cmd = "deal"
        if not tokens:
            raise ProtocolError(cmd, "missing seat")
        seat = self._own(cmd, tokens[0])
        self._require_live(cmd)
        cards = _parse_cards(cmd, tokens[1:])
        if seat not in self.g.deal_pending:
            if not cards:
                return  # an empty deal where none is due (season 4) is harmless
            raise ProtocolError(cmd, f"no deal due for seat {seat} now")
        kept = self.g.known.get(seat)
        if kept is None:
            raise ProtocolError(cmd, f"hand of seat {seat} unknown; send 'hand' instead")
        due = self.g.state.hand_sizes()[seat] - sum(kept.values())
        if len(cards) != due:
            raise ProtocolError(cmd, f"seat {seat} is dealt {due} cards this season, "
                                     f"got {len(cards)}")
        self.g.known[seat] = kept + Counter(cards)
        self.g.deal_pending.discard(seat)
        self._settle(cmd)

    def hand(self, tokens: list[str]) -> None:
        cmd = "hand"
        if not tokens:
            raise ProtocolError(cmd, "missing seat")
        seat = self._own(cmd, tokens[0])
        cards = _parse_cards(cmd, tokens[1:])
        size = self.g.state.hand_sizes()[seat]
        if len(cards) != size:
            raise ProtocolError(cmd, f"seat {seat} holds {size} cards, got {len(cards)}")
        self.g.known[seat] = Counter(cards)
        self.g.deal_pending.discard(seat)
        self._settle(cmd)

    def event(self, tokens: list[str]) -> None:
        cmd = "event"
        if len(tokens) < 2:
            raise ProtocolError(cmd, "expected: event <seat> <move>")
        self._require_live(cmd)
        st = self.g.state
        mover = parse_seat(cmd, tokens[0], self.g.players)
        move = " ".join(tokens[1:])
        if st.phase() == "sealed":
            raise ProtocolError(cmd, "sealed bids are announced only by 'reveal sealed'")
        self._require_no_deal(cmd)
        if mover not in st.to_move():
            raise ProtocolError(cmd, f"seat {mover} is not to move (to move: "
                                     f"{' '.join(map(str, st.to_move()))})")
        if tokens[1] == "reveal" and len(tokens) == 2 and st.vpile_size() > 0:
            raise ProtocolError(cmd, "a virtual reveal must name the card: reveal <card>")
        if tokens[1] in ("play", "add") and len(tokens) == 3 and mover in self.g.seats:
            kept = self.g.known.get(mover)
            if kept is not None and kept[tokens[2]] <= 0:
                raise ProtocolError(cmd, f"seat {mover} does not hold {tokens[2]}")
        season = st.season
        self._apply_public(cmd, mover, move)
        if tokens[1] in ("play", "add") and len(tokens) == 3 and mover in self.g.seats:
            kept = self.g.known.get(mover)
            if kept is not None:
                kept[tokens[2]] -= 1
                kept += Counter()  # drop zero counts
                self.g.known[mover] = kept
        self._after_public(cmd, season)

    def reveal(self, tokens: list[str]) -> None:
        cmd = "reveal"
        if not tokens or tokens[0] != "sealed":
            raise ProtocolError(cmd, "expected: reveal sealed <seat>:<amount>|<seat>:pass ...")
        self._require_live(cmd)
        st = self.g.state
        if st.phase() != "sealed":
            raise ProtocolError(cmd, "no sealed auction is waiting for bids")
        self._require_no_deal(cmd)
        bids: dict[int, str] = {}
        for tok in tokens[1:]:
            s, sep, b = tok.partition(":")
            if not sep:
                raise ProtocolError(cmd, f"expected <seat>:<amount> or <seat>:pass, got {tok!r}")
            seat = parse_seat(cmd, s, self.g.players)
            if seat in bids:
                raise ProtocolError(cmd, f"seat {seat} given twice")
            bids[seat] = "pass" if b == "pass" else f"bid {parse_int(cmd, 'bid', b, 1, 10**6)}"
        waiting = sorted(st.to_move())
        if sorted(bids) != waiting:
            raise ProtocolError(cmd, f"bids of seats {' '.join(map(str, waiting))} expected, got "
                                     f"{' '.join(map(str, sorted(bids))) or 'none'}")
        season = st.season
        for seat in waiting:
            self._apply_public(cmd, seat, bids[seat])
        self._after_public(cmd, season)

    def gameover(self, tokens: list[str]) -> str | None:
        """Ends the game; returns a warning text if the given money differs from ours."""
        cmd = "gameover"
        money = None
        if tokens:
            if tokens[0] != "money" or len(tokens) != self.g.players + 1:
                raise ProtocolError(cmd, f"expected: gameover [money <{self.g.players} amounts>]")
            money = [parse_int(cmd, "money", t, 0, 10**6) for t in tokens[1:]]
        self.g.over = True
        self.g.final_money = money
        ours = self.g.state.money()
        if not self.g.state.is_terminal():
            return "game ended before its last season was scored"
        if money is not None and money != ours:
            return f"money differs: engine has {' '.join(map(str, ours))}"
        return None

    def finish_position(self) -> None:
        unknown = [s for s in self.g.seats if self.g.known.get(s) is None]
        if unknown:
            raise ProtocolError("position", f"hand of seat(s) {' '.join(map(str, unknown))} "
                                            "unknown: give its deals or a final 'hand'")
        self.replay = False
        self._settle("position")


def search_seat(game: Game | None, command: str, token: str | None) -> int:
    """Validate the seat a ``go``/``analyse`` is for (token None: the only own seat to move)."""
    if game is None:
        raise ProtocolError(command, "no game (send newgame or position first)")
    st = game.state
    if game.over or st.is_terminal():
        raise ProtocolError(command, "the game is over")
    if game.deal_pending:
        raise ProtocolError(command, f"deal for seat(s) "
                                     f"{' '.join(map(str, sorted(game.deal_pending)))} "
                                     "expected first")
    movers = st.to_move()
    if token is None:
        mine = [s for s in game.seats if s in movers]
        if len(mine) != 1:
            raise ProtocolError(command, "name the seat: go seat <S>" if mine else
                                f"none of the engine's seats is to move (to move: "
                                f"{' '.join(map(str, movers))})")
        return mine[0]
    seat = parse_seat(command, token, game.players)
    if seat not in game.seats:
        raise ProtocolError(command, f"seat {seat} is not played by this engine")
    if seat not in movers:
        raise ProtocolError(command, f"seat {seat} is not to move (to move: "
                                     f"{' '.join(map(str, movers))})")
    return seat
