"""The engine's game: which registered game, which seats it plays, and its belief state
(spec: "Game lines" and "The belief state" in ``protocol/spec.md``).

The protocol-level checks of every game line live here (seats, turn, phase, what is due);
what a line means for the hidden parts is the game's `Belief` (``games/belief.py`` and the
game's own subclass). Every command works on a copy and commits only on success, so a
rejected line (``error ...``) changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from galleria_ai import games
from galleria_ai.engine.protocol import ProtocolError, parse_int, parse_seat, split_tokens

GAME_LINES = ("private", "event", "chance", "reveal")


@dataclass
class Game:
    entry: games.GameEntry
    players: int
    seats: list[int]
    variants: dict[str, str]
    belief: Any
    over: bool = False
    final_scores: list[int] | None = None

    @property
    def state(self) -> Any:
        return self.belief.state

    def copy(self) -> Game:
        return Game(self.entry, self.players, list(self.seats), dict(self.variants),
                    self.belief.copy(), self.over, self.final_scores)


def parse_newgame(command: str, tokens: list[str], seed: int) -> Game:
    """``<game> players N seat S [seat S ...] [variant k=v ...]`` → a fresh Game."""
    if not tokens:
        raise ProtocolError(command, f"missing game name (one of {', '.join(games.names())})")
    try:
        entry = games.get(tokens[0])
    except ValueError as exc:
        raise ProtocolError(command, str(exc)) from None
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
            players = parse_int(command, "players", val, entry.min_players, entry.max_players)
        elif key == "seat":
            if players is None:
                raise ProtocolError(command, "players must come before seat")
            seat = parse_seat(command, val, players)
            if seat in seats:
                raise ProtocolError(command, f"seat {seat} given twice")
            seats.append(seat)
        elif key == "variant":
            try:
                k, v = entry.parse_variant(val)
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
        state = entry.new_game(players, seed, variants)
    except ValueError as exc:
        raise ProtocolError(command, str(exc)) from None
    return Game(entry, players, sorted(seats), variants, entry.new_belief(state, seats, seed))


def parse_reveal(command: str, tokens: list[str], players: int) -> dict[int, str]:
    """``<S> <move>, <S> <move>, ...`` → {seat: move}."""
    groups = [split_tokens(g) for g in " ".join(tokens).split(",")]
    if not tokens or any(not g for g in groups):
        raise ProtocolError(command, "expected: reveal <seat> <move>, <seat> <move>, ...")
    moves: dict[int, str] = {}
    for g in groups:
        seat = parse_seat(command, g[0], players)
        if seat in moves:
            raise ProtocolError(command, f"seat {seat} given twice")
        if len(g) < 2:
            raise ProtocolError(command, f"missing the move of seat {seat}")
        moves[seat] = " ".join(g[1:])
    return moves


class Table:
    """Applies the game lines of one table view to a copy of a `Game`; `game` holds the
    result (commit it only if no `ProtocolError` was raised)."""

    def __init__(self, game: Game, replay: bool = False) -> None:
        self.game = game.copy()
        self.belief = self.game.belief
        self.belief.replay = replay

    def line(self, command: str, tokens: list[str]) -> None:
        """One game line (aliases of the game resolved first)."""
        try:
            alias = self.game.entry.translate_alias(command, tokens)
        except ValueError as exc:
            raise ProtocolError(command, str(exc)) from None
        cmd, args = alias if alias is not None else (command, tokens)
        if cmd not in GAME_LINES:
            raise ProtocolError(command, f"{command!r} is not a line of {self.game.entry.name}")
        try:
            getattr(self, f"_{cmd}")(command, args)
        except ValueError as exc:
            if isinstance(exc, ProtocolError):
                raise
            raise ProtocolError(command, str(exc)) from None

    # ---- checks ------------------------------------------------------------------------------
    def _live(self, command: str) -> None:
        if self.game.over or self.game.state.is_terminal():
            raise ProtocolError(command, "the game is over")

    def _nothing_due(self, command: str) -> None:
        self.belief.check_due()

    def _own(self, command: str, token: str) -> int:
        seat = parse_seat(command, token, self.game.players)
        if seat not in self.game.seats:
            raise ProtocolError(command, f"seat {seat} is not played by this engine "
                                         f"(own seats: {' '.join(map(str, self.game.seats))})")
        return seat

    # ---- lines -------------------------------------------------------------------------------
    def _private(self, command: str, tokens: list[str]) -> None:
        if not tokens:
            raise ProtocolError(command, "missing seat")
        seat = self._own(command, tokens[0])
        if self.game.over:
            raise ProtocolError(command, "the game is over")
        self.belief.private(seat, tokens[1:])

    def _event(self, command: str, tokens: list[str]) -> None:
        if len(tokens) < 2:
            raise ProtocolError(command, "expected: event <seat> <move>")
        self._live(command)
        st = self.game.state
        mover = parse_seat(command, tokens[0], self.game.players)
        if st.is_simultaneous():
            raise ProtocolError(command, "the moves of a simultaneous phase are announced only "
                                         "by 'reveal', once every seat has chosen")
        self._nothing_due(command)
        if st.is_chance():
            raise ProtocolError(command, "a chance step is pending: expected 'chance <outcome>'")
        if mover not in st.to_move():
            raise ProtocolError(command, f"seat {mover} is not to move (to move: "
                                         f"{' '.join(map(str, st.to_move()))})")
        self.belief.event(mover, " ".join(tokens[1:]))

    def _chance(self, command: str, tokens: list[str]) -> None:
        if not tokens:
            raise ProtocolError(command, "expected: chance <outcome>")
        self._live(command)
        self._nothing_due(command)
        if not self.game.state.is_chance():
            raise ProtocolError(command, "no chance step is pending")
        self.belief.chance(" ".join(tokens))

    def _reveal(self, command: str, tokens: list[str]) -> None:
        self._live(command)
        st = self.game.state
        if not st.is_simultaneous():
            raise ProtocolError(command, "no simultaneous phase is waiting for moves")
        self._nothing_due(command)
        moves = parse_reveal(command, tokens, self.game.players)
        waiting = sorted(st.to_move())
        if sorted(moves) != waiting:
            raise ProtocolError(command, f"moves of seats {' '.join(map(str, waiting))} "
                                         f"expected, got {' '.join(map(str, sorted(moves)))}")
        self.belief.reveal(moves)

    def gameover(self, tokens: list[str]) -> str | None:
        """Ends the game; returns a warning text if the given scores differ from ours."""
        cmd = "gameover"
        n = self.game.players
        scores = None
        if tokens:
            if tokens[0] not in ("score", "money") or len(tokens) != n + 1:
                raise ProtocolError(cmd, f"expected: gameover [score <{n} numbers>]")
            scores = [parse_int(cmd, "score", t, -10**9, 10**9) for t in tokens[1:]]
        self.game.over = True
        self.game.final_scores = scores
        if not self.game.state.is_terminal():
            return "game ended before its last step"
        ours = self.game.entry.score(self.game.state)
        if scores is not None and scores != ours:
            return f"{self.game.entry.score_name} differs: engine has {' '.join(map(str, ours))}"
        return None

    def finish_position(self) -> None:
        try:
            self.belief.finish_position()
        except ValueError as exc:
            raise ProtocolError("position", str(exc)) from None


def search_seat(game: Game | None, command: str, token: str | None) -> int:
    """Validate the seat a ``go``/``analyse`` is for (token None: the only own seat to move)."""
    if game is None:
        raise ProtocolError(command, "no game (send newgame or position first)")
    st = game.state
    if game.over or st.is_terminal():
        raise ProtocolError(command, "the game is over")
    due = game.belief.due()
    if due:
        raise ProtocolError(command, game.belief.due_reason(due))
    if st.is_chance():
        raise ProtocolError(command, "a chance step is pending: expected 'chance <outcome>'")
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
