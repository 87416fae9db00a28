"""What the person starting ``galleria-web`` decides: which AI players the page may offer
(each an engine command line with its options: only the server's command line sets them,
never the browser), the search budgets, the analysis engine and the limits of the server.

The browser names a preset (``engine``, ``heuristic``, ...) and may pick a skill level; a
preset's command, options and limits come from here alone.
"""

from __future__ import annotations

import shlex
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path

from galleria_ai import games
from galleria_ai.arena.players import PlayerSpec, parse_player
from galleria_ai.seats import BUILTIN_SEARCH

SKILL_MIN, SKILL_MAX, SKILL_DEFAULT = 1, 20, 16
NAME_MAX = 24


def default_engine_command() -> list[str]:
    """The built-in engine: the installed ``galleria-engine`` script, else its module."""
    if shutil.which("galleria-engine"):
        return ["galleria-engine"]
    return [sys.executable, "-m", "galleria_ai.engine.main"]


@dataclass
class AiPreset:
    """An AI player the page offers: a GEI engine command with its options."""

    name: str                    # the word the page sends back
    label: str                   # what people read
    spec: PlayerSpec             # command, options, limits (the arena's player spec)
    bot: str | None = None       # the engine's `Bot` option when known (None: not ours)

    @property
    def skill(self) -> bool:
        """The page may set the Skill level (the built-in search; a preset fixing Skill or
        a baseline bot ignores it)."""
        return "Skill" not in self.spec.options and self.bot in (None, BUILTIN_SEARCH)

    def plays(self, entry: games.GameEntry) -> bool:
        """Whether this preset can play `entry` (a baseline bot the game lacks, or the
        search for a game without one, cannot)."""
        if self.bot is None:
            return True
        if self.bot == BUILTIN_SEARCH:
            return entry.has_search()
        return self.bot in entry.bots

    def to_public(self) -> dict:
        return {"name": self.name, "label": self.label, "skill": self.skill,
                "games": [e.name for e in games.entries() if self.plays(e)]}


def preset_from_text(name: str, text: str, label: str | None = None,
                     ours: bool = False) -> AiPreset:
    """A preset from an arena player spec (``galleria-engine option.Bot=heuristic``).
    ValueError for a built-in in-process bot: the web app plays engines over GEI only."""
    spec = parse_player(text)
    if spec.command is None:
        raise ValueError(f"AI {name!r}: give an engine command (GEI), not a built-in bot")
    bot = spec.options.get("Bot", BUILTIN_SEARCH) if ours or "Bot" in spec.options else None
    spec.name = name
    return AiPreset(name, label or name, spec, bot)


def default_presets(command: list[str]) -> dict[str, AiPreset]:
    """The search at a chosen skill, and every registered game's baseline bots, all played
    by the engine `command` over GEI."""
    base = " ".join(shlex.quote(t) for t in command)
    presets = {"engine": preset_from_text("engine", base, "galleria-engine (search)", True)}
    for entry in games.entries():
        for bot in entry.bots:
            if bot not in presets:
                presets[bot] = preset_from_text(bot, f"{base} option.Bot={bot}",
                                                f"{bot} bot", True)
    return presets


@dataclass
class WebConfig:
    """Everything the server decides (see the module docstring)."""

    presets: dict[str, AiPreset] = field(default_factory=dict)
    default_preset: str = "engine"
    advisor: PlayerSpec | None = None        # the analysis engine (None: no analysis)
    iterations: int | None = None            # per-move budget of every AI (None: engine's)
    movetime_ms: int | None = None
    hint_iterations: int = 3000              # analysis budget the page starts from
    max_hint_iterations: int = 200_000
    max_tables: int = 4                      # games running at once
    engine_timeout: float = 30.0             # seconds an engine may overrun before a fault
    info_interval_ms: int = 250              # progress lines while an engine thinks
    docs_root: Path | None = None            # the repository's docs/ (rules pages)
    max_upload_bytes: int = 2_000_000

    @classmethod
    def default(cls, engine: list[str] | None = None) -> WebConfig:
        command = engine or default_engine_command()
        advisor = parse_player(" ".join(shlex.quote(t) for t in command))
        return cls(presets=default_presets(command), advisor=advisor)

    def presets_for(self, entry: games.GameEntry) -> list[AiPreset]:
        return [p for p in self.presets.values() if p.plays(entry)]
