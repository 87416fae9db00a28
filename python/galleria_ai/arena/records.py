"""Match records: one JSON object per line, appended and flushed as each game ends.

Line 1 is the match header ``{"type": "match", ...}`` (entrants, game spec, limits, seed),
then one ``{"type": "game", ...}`` line per finished game: deal, seed, rotation, line-up,
seat names, every move with the engine's per-move statistics, money, winners, scoring and
faults. A game is written only when it is complete, so a killed match loses at most the
games in flight; a torn last line (killed mid-write) is cut off when the file is reopened.

``--resume`` reads the file, checks that the header describes the same match, and skips
every (seed, rotation) pair already present.
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

    def finished(self) -> set[tuple[int, int]]:
        return {(g["seed"], g["rotation"]) for g in self.games}


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
        kind = obj.get("type")
        if kind == "match":
            if log.header is not None:
                raise ValueError(f"{path}:{no}: second match header")
            log.header = obj
        elif kind == "game":
            log.games.append(obj)
        else:
            raise ValueError(f"{path}:{no}: unknown record type {kind!r}")
    return log


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


def same_match(a: dict[str, Any], b: dict[str, Any]) -> list[str]:
    """Header fields that differ (those that decide which games are played and how)."""
    keys = ("entrants", "lineup", "spec", "limits", "ab")
    diff = [k for k in keys if a.get(k) != b.get(k)]
    # More deals may be added to a match: the recorded seeds must start the new list.
    old, new = a.get("seeds") or [], b.get("seeds") or []
    if old != new[: len(old)]:
        diff.append("seeds")
    return diff
