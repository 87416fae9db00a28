"""Player specifications: what sits at a seat, as given on the command line.

A spec is a shell-quoted list of tokens. ``key=value`` tokens with a known key are settings;
all other tokens form the engine command line. A first token ``builtin:NAME`` picks an
in-process built-in bot (``ismcts`` or a baseline bot of a registered game, e.g. Modern
Art's ``heuristic`` and ``random``) instead of a command::

    builtin:heuristic
    builtin:ismcts option.iterations=400 name=mcts400
    galleria-engine option.Skill=5 movetime=200
    cmd="python my_engine.py --fast" name=mine clock=60000 inc=100

Settings: ``name``, ``cmd`` (the command as one quoted string), ``bot``, ``option.X=V``
(engine/bot option X), and per-player limits ``iterations``, ``movetime`` (ms), ``clock``
(ms for the whole game), ``inc`` (ms added per move) which override the match-wide limits;
``timeout`` (seconds an engine may overrun its limits before it counts as hung).
"""

from __future__ import annotations

import os
import shlex
from dataclasses import asdict, dataclass, field
from typing import Any

_LIMIT_KEYS = {"iterations": "iterations", "movetime": "movetime_ms", "clock": "clock_ms",
               "inc": "increment_ms"}


@dataclass
class PlayerSpec:
    name: str
    bot: str | None = None
    command: list[str] | None = None
    options: dict[str, str] = field(default_factory=dict)
    limits: dict[str, int] = field(default_factory=dict)
    timeout: float | None = None     # seconds the referee waits for an engine beyond limits

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PlayerSpec:
        return cls(**d)


def parse_player(text: str) -> PlayerSpec:
    """Parse one ``--player`` value; ValueError with the reason on a bad spec."""
    try:
        tokens = shlex.split(text)
    except ValueError as exc:
        raise ValueError(f"player {text!r}: {exc}") from None
    if not tokens:
        raise ValueError("empty player spec")
    name: str | None = None
    bot: str | None = None
    command: list[str] = []
    options: dict[str, str] = {}
    limits: dict[str, int] = {}
    timeout: float | None = None
    for tok in tokens:
        key, eq, value = tok.partition("=")
        if eq and key.startswith("option.") and len(key) > 7:
            options[key[7:]] = value
        elif eq and key == "name":
            name = value
        elif eq and key == "cmd":
            command.extend(shlex.split(value))
        elif eq and key == "bot":
            bot = value
        elif eq and key == "timeout":
            try:
                timeout = float(value)
            except ValueError:
                raise ValueError(f"player {text!r}: timeout needs seconds, got {value!r}") \
                    from None
            if not timeout > 0:
                raise ValueError(f"player {text!r}: timeout must be positive")
        elif eq and key in _LIMIT_KEYS:
            try:
                v = int(value)
            except ValueError:
                raise ValueError(f"player {text!r}: {key} needs an integer, got {value!r}") \
                    from None
            if v < 0 or (v == 0 and key != "inc"):
                raise ValueError(f"player {text!r}: {key} must be positive")
            limits[_LIMIT_KEYS[key]] = v
        elif not command and tok.startswith("builtin:"):
            bot = tok[len("builtin:"):]
        else:
            command.append(tok)
    if bot is not None:
        from galleria_ai.seats import builtin_bots

        if command:
            raise ValueError(f"player {text!r}: both a built-in bot and a command")
        if bot not in builtin_bots():
            raise ValueError(f"player {text!r}: unknown built-in bot {bot!r} "
                             f"(one of {', '.join(builtin_bots())})")
        return PlayerSpec(name or bot, bot=bot, options=options, limits=limits)
    if not command:
        raise ValueError(f"player {text!r}: no engine command")
    return PlayerSpec(name or default_name(command), command=command, options=options,
                      limits=limits, timeout=timeout)


def default_name(command: list[str]) -> str:
    """A short name for an engine command: the program, or the script / module it runs."""
    prog = os.path.basename(command[0])
    if prog.startswith("python"):
        rest = command[1:]
        if len(rest) >= 2 and rest[0] == "-m":
            return rest[1].removesuffix(".main").rsplit(".", 1)[-1]
        for tok in rest:
            if not tok.startswith("-"):
                return os.path.basename(tok).removesuffix(".py")
    return prog


def unique_names(specs: list[PlayerSpec]) -> None:
    """Make names distinct in place (``name``, ``name#2``, ...) so tables are unambiguous."""
    seen: dict[str, int] = {}
    for s in specs:
        if s.name in seen:
            seen[s.name] += 1
            s.name = f"{s.name}#{seen[s.name]}"
        else:
            seen[s.name] = 1


def build_player(spec: PlayerSpec, seed: int) -> Any:
    """A SeatPlayer for one game: an in-process bot or a protocol engine process."""
    from galleria_ai import match

    if spec.bot is not None:
        return match.BotPlayer(spec.bot, dict(spec.options), name=spec.name, seed=seed)
    assert spec.command is not None
    if spec.timeout is not None:
        return match.EnginePlayer(list(spec.command), dict(spec.options), name=spec.name,
                                  timeout=spec.timeout)
    return match.EnginePlayer(list(spec.command), dict(spec.options), name=spec.name)


def check_player(spec: PlayerSpec, game: str) -> None:
    """ValueError if a built-in bot cannot play `game` (it is not one of the game's bots)."""
    from galleria_ai import games
    from galleria_ai.seats import BUILTIN_SEARCH

    entry = games.get(game)
    own = (BUILTIN_SEARCH, *entry.bots) if entry.has_search() else entry.bots
    if spec.bot is not None and spec.bot not in own:
        raise ValueError(f"{spec.name}: {game} has no bot {spec.bot!r} (built-in for it: "
                         f"{', '.join(own)})")


def check_engine(spec: PlayerSpec) -> str | None:
    """Start a protocol engine once (handshake and options) before a match; the reason it
    cannot be used, or None. A bad command would otherwise fault on every move."""
    if spec.command is None:
        return None
    from galleria_ai.client import Engine, EngineFault

    engine = Engine(list(spec.command), name=spec.name,
                    timeout=spec.timeout if spec.timeout is not None else 10.0)
    try:
        engine.start()
        for k, v in spec.options.items():
            engine.set_option(k, v)
        engine.is_ready()
    except (EngineFault, ValueError) as exc:
        return f"{spec.name}: {exc}"
    finally:
        engine.kill()
    return None
