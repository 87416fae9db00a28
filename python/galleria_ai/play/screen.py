"""Terminal helpers of galleria-play. A seat's screen itself is drawn by its game's entry
(`GameEntry.render`), from what that seat may know."""

from __future__ import annotations

from galleria_ai.games.text import legal_lines

CLEAR = "\x1b[2J\x1b[H"

__all__ = ["CLEAR", "legal_lines"]
