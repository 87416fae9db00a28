"""Match records: one JSON object per line, appended and flushed as each game ends.

Line 1 is the match header ``{"type": "match", ...}`` (entrants, line-ups, game spec, limits,
seeds, A/B test), then one ``{"type": "game", ...}`` line per finished game: line-up index
(``table``), deal, seed, rotation, line-up, seat names, every move with the engine's per-move
statistics, money, winners, scoring and faults. A game is written only when it is complete,
so a killed match loses at most the games in flight; a torn last line (killed mid-write) is
cut off when the file is reopened.

An existing record file is never overwritten silently: a new match refuses to start on a
file that holds anything unless told ``force`` (start afresh) or ``resume``. ``--resume``
reads the file, checks that the header describes the same match, and skips every (line-up,
seed, rotation) already present. The optional readable text records (`arena.gametext`)
follow the same rules.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import IO, Any


@dataclass
class MatchLog:
    header: dict[str, Any] | None = None
    games: list[dict[str, Any]] = field(default_factory=list)

    def finished(self) -> set[tuple[int, int, int]]:
        return {game_key(g) for g in self.games}


def game_key(line: dict[str, Any]) -> tuple[int, int, int]:
    """(line-up, seed, rotation) of a game line; files written before line-ups had one."""
    return (int(line.get("table", 0)), int(line["seed"]), int(line["rotation"]))


def read_log(path: str) -> MatchLog:
    """Parse a record file, ignoring a torn final line; ValueError on any other damage."""
    log = MatchLog()
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    # The last element is "" for a complete file, or a torn line from an interrupted write.
    for no, line in enumerate(lines[:-1], 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ValueError(f"{path}:{no}: not JSON ({exc})") from None
        kind = obj.get("type") if isinstance(obj, dict) else None
        if kind == "match":
            if log.header is not None:
                raise ValueError(f"{path}:{no}: second match header")
            log.header = obj
        elif kind == "game":
            if not all(k in obj for k in ("seed", "rotation", "record", "lineup")):
                raise ValueError(f"{path}:{no}: a game line without seed, rotation, lineup "
                                 "and record")
            log.games.append(obj)
        else:
            raise ValueError(f"{path}:{no}: unknown record type {kind!r}")
    return log


def holds_data(path: str) -> bool:
    """True if `path` exists and is not empty."""
    try:
        return os.path.getsize(path) > 0
    except OSError:
        return False


def check_target(path: str, resume: bool, force: bool, what: str = "record file") -> None:
    """ValueError if a new match would overwrite `path` (see the module docstring)."""
    if resume or force or not holds_data(path):
        return
    raise ValueError(f"{what} {path} already holds a match: continue it with --resume, "
                     "overwrite it with --force, or choose another file with -o")


def _truncate_torn_tail(path: str) -> None:
    with open(path, "rb+") as f:
        data = f.read()
        cut = data.rfind(b"\n") + 1
        if cut != len(data):
            f.truncate(cut)


class RecordWriter:
    """Appends game lines; each write is flushed and fsynced before returning."""

    def __init__(self, path: str, header: dict[str, Any], resume: bool = False) -> None:
        self.path = path
        if resume and os.path.exists(path):
            _truncate_torn_tail(path)
            # The writer outlives this call; close() ends it.
            self._f: IO[str] = open(path, "a", encoding="utf-8")  # noqa: SIM115
        else:
            self._f = open(path, "w", encoding="utf-8")  # noqa: SIM115
            self._write({"type": "match", **header})

    def _write(self, obj: dict[str, Any]) -> None:
        self._f.write(json.dumps(obj, separators=(",", ":")) + "\n")
        self._f.flush()
        os.fsync(self._f.fileno())

    def write_game(self, game: dict[str, Any]) -> None:
        self._write({"type": "game", **game})

    def close(self) -> None:
        self._f.close()


class TextWriter:
    """Appends readable game records (`arena.gametext`) to a text file."""

    def __init__(self, path: str, resume: bool = False) -> None:
        self.path = path
        self._f: IO[str] = open(path, "a" if resume else "w", encoding="utf-8")  # noqa: SIM115

    def write(self, text: str) -> None:
        self._f.write(text.rstrip("\n") + "\n\n")
        self._f.flush()

    def close(self) -> None:
        self._f.close()


def same_match(a: dict[str, Any], b: dict[str, Any]) -> list[str]:
    """Header fields that differ (those that decide which games are played and how)."""
    keys = ("entrants", "lineup", "tables", "spec", "limits", "ab")
    diff = [k for k in keys if a.get(k) != b.get(k)]
    # More deals may be added to a match: the recorded seeds must start the new list.
    old, new = a.get("seeds") or [], b.get("seeds") or []
    if old != new[: len(old)]:
        diff.append("seeds")
    return diff
