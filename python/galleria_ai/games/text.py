"""Text helpers shared by every game's renderer (no game knowledge here)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any


def _amount_verb(move: str) -> str | None:
    """``bid`` for ``bid 12``: the verb of a move that is a verb and one whole number."""
    words = move.split()
    return words[0] if len(words) == 2 and words[1].isascii() and words[1].isdigit() else None


def legal_lines(legal: Sequence[str]) -> list[str]:
    """Numbered legal moves; a run of one verb with amounts (``bid 1`` ... ``bid 90``) is
    shown as one numbered range."""
    lines = []
    i = 0
    while i < len(legal):
        verb = _amount_verb(legal[i])
        j = i
        if verb is not None:
            while j + 1 < len(legal) and _amount_verb(legal[j + 1]) == verb:
                j += 1
        if j > i + 2:
            lo, hi = legal[i].split()[1], legal[j].split()[1]
            lines.append(f"  {i + 1}..{j + 1}) {verb} {lo}..{hi}   ({i + 1} = {verb} {lo}, "
                         f"{j + 1} = {verb} {hi}; or type e.g. '{verb} {lo}')")
        else:
            lines.extend(f"  {k + 1}) {legal[k]}" for k in range(i, j + 1))
        i = j + 1
    return lines


def closing_lines(log: Sequence[str], legal: Sequence[str]) -> list[str]:
    """The end of every game's screen: the recent moves, then the numbered legal moves
    (each part left out when empty)."""
    out: list[str] = []
    if log:
        out.append("Recent moves:")
        out.extend(f"  {line}" for line in log)
    if legal:
        out.append("Your legal moves:")
        out.extend(legal_lines(legal))
    return out


def format_value(value: Any) -> str:
    """Compact text of an observation value (dicts as k=v, lists in brackets)."""
    if isinstance(value, dict):
        return ", ".join(f"{k}={format_value(v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(format_value(v) for v in value) + "]"
    if isinstance(value, str):
        return value
    return json.dumps(value) if value is None or isinstance(value, bool) else str(value)
