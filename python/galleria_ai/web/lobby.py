"""Starting games: the checks of a new-game request or an uploaded save, and the set of
tables the server runs.

Everything here arrives from a browser, so it is checked field by field and turned into
the server's own objects: a registered game name, a player count, variant values the game
lists, a seed, human names (plain text, shortened), AI presets by name (their commands come
from the server's configuration only), skill levels in range, and for an upload every
recorded move replayed on a fresh game. Anything else is refused with a message for people
(`ValueError`) and nothing starts.
"""

from __future__ import annotations

import secrets
import threading
from typing import Any

from galleria_ai import games
from galleria_ai.match import check_spec
from galleria_ai.play.session import SAVE_VERSION
from galleria_ai.table import GameSpec

from .config import NAME_MAX, SKILL_DEFAULT, SKILL_MAX, SKILL_MIN, WebConfig
from .table import SeatInfo, WebTable

MAX_SEED = 2**31 - 1
MAX_MOVES = 20_000


def clean_name(value: Any, default: str) -> str:
    """A person's name as plain printable text of at most `NAME_MAX` characters."""
    if value is None:
        return default
    if not isinstance(value, str):
        raise ValueError("A name must be text.")  # noqa: TRY004
    text = " ".join("".join(c for c in value if c.isprintable()).split())[:NAME_MAX]
    return text or default


def _int(value: Any, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{what} must be a whole number from {low} to {high}.")
    return value


def _entry(data: dict[str, Any]) -> games.GameEntry:
    game = data.get("game", games.DEFAULT)
    if not isinstance(game, str) or game not in games.names():
        raise ValueError(f"Unknown game; this server plays {', '.join(games.names())}.")
    return games.get(game)


def _seats(config: WebConfig, entry: games.GameEntry, raw: Any, players: int,
           notes: list[str] | None = None) -> list[SeatInfo]:
    if not isinstance(raw, list) or len(raw) != players:
        raise ValueError(f"Give exactly one seat for each of the {players} players.")
    humans = sum(1 for s in raw if isinstance(s, dict) and s.get("human") is True)
    if humans == 0:
        raise ValueError("At least one seat must be a person.")
    offered = {p.name: p for p in config.presets_for(entry)}
    if not offered:
        raise ValueError(f"This server has no AI that plays {entry.title}.")
    seats: list[SeatInfo] = []
    person = 0
    for k, s in enumerate(raw):
        if not isinstance(s, dict):
            raise ValueError(f"Seat {k}: expected a person or an AI.")  # noqa: TRY004
        if s.get("human") is True:
            person += 1
            default = "You" if humans == 1 else f"Player {person}"
            seats.append(SeatInfo(clean_name(s.get("name"), default), True))
            continue
        name = s.get("preset", s.get("ai", config.default_preset))
        preset = offered.get(name) if isinstance(name, str) else None
        if preset is None:
            if notes is None:
                raise ValueError(f"Seat {k}: choose an AI of this server "
                                 f"({', '.join(offered)}).")
            preset = offered.get(config.default_preset) or next(iter(offered.values()))
            notes.append(f"Seat {k}: the saved AI is not offered here; {preset.label} plays "
                         "it.")
        skill = s.get("skill")
        skill = SKILL_DEFAULT if skill is None else _int(skill, f"Seat {k}: the skill",
                                                        SKILL_MIN, SKILL_MAX)
        seats.append(SeatInfo(f"AI {k}", False, preset, skill if preset.skill else None))
    return seats


def parse_new_game(config: WebConfig, data: Any) -> tuple[GameSpec, list[SeatInfo]]:
    """A new-game request (``{game, players, seats: [{human, name} | {preset, skill}],
    variants, seed}``) as a checked spec and seats; ValueError with the reason."""
    if not isinstance(data, dict):
        raise ValueError("Expected the game's settings.")  # noqa: TRY004
    entry = _entry(data)
    players = _int(data.get("players", entry.default_players), "The number of players",
                   entry.min_players, entry.max_players)
    variants = data.get("variants") or {}
    if not isinstance(variants, dict) or not all(isinstance(k, str) and isinstance(v, str)
                                                 for k, v in variants.items()):
        raise ValueError("Variants must be key=value choices.")
    variants = entry.check_variants(variants)
    seed = data.get("seed")
    seed = secrets.randbelow(MAX_SEED) if seed is None else _int(seed, "The seed", 0, MAX_SEED)
    spec = GameSpec(game=entry.name, players=players, variants=variants, seed=seed)
    check_spec(spec)
    return spec, _seats(config, entry, data.get("seats"), players)


def parse_saved(config: WebConfig, data: Any
                ) -> tuple[GameSpec, list[SeatInfo], list[dict[str, Any]], list[str]]:
    """An uploaded save (the galleria-play save format): spec, seats, the moves so far and
    notes for the person; ValueError if it is not a save or a move is not legal there."""
    if not isinstance(data, dict) or data.get("galleria_play_save") != SAVE_VERSION:
        raise ValueError("This is not a galleria save file (version "
                         f"{SAVE_VERSION}).")
    raw = data.get("spec")
    if not isinstance(raw, dict):
        raise ValueError("The save has no game settings.")  # noqa: TRY004
    entry = _entry(raw)
    players = _int(raw.get("players"), "The number of players", entry.min_players,
                   entry.max_players)
    variants = raw.get("variants") or {}
    if not isinstance(variants, dict) or not all(isinstance(k, str) and isinstance(v, str)
                                                 for k, v in variants.items()):
        raise ValueError("The save's variants are damaged.")
    spec = GameSpec(game=entry.name, players=players, variants=entry.check_variants(variants),
                    seed=_int(raw.get("seed"), "The seed", 0, 2**63 - 1))
    check_spec(spec)
    notes: list[str] = []
    seats = _seats(config, entry, data.get("seats"), players, notes)
    moves = data.get("moves")
    if not isinstance(moves, list) or len(moves) > MAX_MOVES:
        raise ValueError("The save's moves are damaged.")
    state = entry.new_game(players, spec.seed, spec.variants)
    checked: list[dict[str, Any]] = []
    for i, m in enumerate(moves):
        if not isinstance(m, dict) or not isinstance(m.get("move"), str) \
                or isinstance(m.get("seat"), bool) or not isinstance(m.get("seat"), int):
            raise ValueError(f"Move {i + 1} of the save is damaged.")  # noqa: TRY004
        while state.is_chance():
            state.apply(state.chance_outcome())
        seat, move = m["seat"], m["move"]
        if seat not in state.to_move() or not state.is_legal(move, seat):
            raise ValueError(f"Move {i + 1} of the save ({names_of(seats, seat)}: {move!r}) "
                             "is not legal in that game.")
        state.apply(move, seat)
        checked.append({"seat": seat, "move": move})
    return spec, seats, checked, notes


def names_of(seats: list[SeatInfo], seat: int) -> str:
    return seats[seat].name if 0 <= seat < len(seats) else f"seat {seat}"


class Tables:
    """The tables of this server and the page tokens that lead to their seats."""

    def __init__(self, config: WebConfig) -> None:
        self.config = config
        self.lock = threading.Lock()
        self.tables: dict[str, WebTable] = {}
        self.tokens: dict[str, tuple[WebTable, int]] = {}
        self.stopping = False

    def create(self, spec: GameSpec, seats: list[SeatInfo],
               replay: list[dict[str, Any]] | None = None) -> WebTable:
        """Start a table; ValueError if the server is at its limit of running games."""
        with self.lock:
            if self.stopping:
                raise ValueError("The server is stopping.")
            running = [t for t in self.tables.values() if t.running]
            if len(running) >= self.config.max_tables:
                raise ValueError(f"{len(running)} games are running, the most this server "
                                 "allows: finish or leave one first.")
            self._forget_finished(keep=self.config.max_tables * 2)
            table = WebTable(self.config, spec, seats, replay)
            for k, s in enumerate(seats):
                if s.human:
                    s.token = secrets.token_urlsafe(18)
                    self.tokens[s.token] = (table, k)
            self.tables[table.id] = table
        table.start()
        return table

    def _forget_finished(self, keep: int) -> None:
        finished = sorted((t for t in self.tables.values() if not t.running),
                          key=lambda t: t.created)
        for table in finished[:max(0, len(self.tables) - keep)]:
            del self.tables[table.id]
            for token in [k for k, (t, _) in self.tokens.items() if t is table]:
                del self.tokens[token]

    def find(self, token: str) -> tuple[WebTable, int] | None:
        with self.lock:
            return self.tokens.get(token)

    def close_all(self, timeout: float = 10.0) -> bool:
        """Close every table and wait for their threads; True if all ended in time."""
        with self.lock:
            self.stopping = True
            tables = list(self.tables.values())
        for table in tables:
            table.close("The server is stopping.")
        return all(table.join(timeout) for table in tables)
