"""Player specifications: what sits at a seat, as given on the command line or in an
engines file (`arena.config`).

A spec is a shell-quoted list of tokens. ``key=value`` tokens with a known key are settings;
all other tokens form the engine command line. A first token ``builtin:NAME`` picks an
in-process built-in bot (``ismcts`` or a baseline bot of a registered game, e.g. Modern
Art's ``heuristic`` and ``random``) instead of a command::

    builtin:heuristic
    builtin:ismcts option.iterations=400 name=mcts400
    galleria-engine option.Skill=5 movetime=200 timeout=3
    cmd="python my_engine.py --fast" name=mine clock=60000 inc=100
    conf=strong movetime=50 name=strong50      # an engine of --engines FILE, overridden

Settings: ``name``, ``cmd`` (the command as one quoted string), ``bot``, ``conf`` (an entry of
the engines file; later tokens override it), ``option.X=V`` (engine/bot option X), per-player
limits ``iterations``, ``movetime`` (ms), ``clock`` (ms for the whole game), ``inc`` (ms added
per move) which override the match-wide limits, and ``timeout``:

``timeout=S`` (seconds, default `client.DEFAULT_TIMEOUT` = 10 or the match's ``--timeout``)
is the per-move wall-clock allowance of a protocol engine: a move may take its time limit
(``movetime``, or what is left of its ``clock`` plus ``inc``) plus S seconds; under an
iteration limit only (or no limit) the whole move must come within S seconds. An engine
that does not answer in time is killed, the move counts as a ``timeout`` fault, the game's
fallback move is played and the engine is restarted. ``timeout=3`` means 3 s.
"""

from __future__ import annotations

import os
import shlex
from dataclasses import asdict, dataclass, field
from typing import Any

_LIMIT_KEYS = {"iterations": "iterations", "movetime": "movetime_ms", "clock": "clock_ms",
               "inc": "increment_ms"}
SETTING_KEYS = ("name", "cmd", "bot", "conf", "timeout", *_LIMIT_KEYS)


@dataclass
class PlayerSpec:
    name: str
    bot: str | None = None
    command: list[str] | None = None
    options: dict[str, str] = field(default_factory=dict)
    limits: dict[str, int] = field(default_factory=dict)
    timeout: float | None = None     # per-move allowance in seconds (None: the match's)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PlayerSpec:
        return cls(**d)


def parse_timeout(value: Any, where: str) -> float:
    try:
        timeout = float(value)
    except (TypeError, ValueError):
        raise ValueError(f"{where}: timeout needs seconds, got {value!r}") from None
    if not 0 < timeout < 1e6:
        raise ValueError(f"{where}: timeout must be a positive number of seconds")
    return timeout


def parse_limit(key: str, value: Any, where: str) -> int:
    if isinstance(value, bool):
        raise ValueError(f"{where}: {key} needs an integer, got {value!r}")  # noqa: TRY004
    try:
        v = int(value)
    except (TypeError, ValueError):
        raise ValueError(f"{where}: {key} needs an integer, got {value!r}") from None
    if isinstance(value, float) and v != value:
        raise ValueError(f"{where}: {key} needs an integer, got {value!r}")
    if v < 0 or (v == 0 and key != "inc"):
        raise ValueError(f"{where}: {key} must be positive")
    return v


def parse_player(text: str, engines: dict[str, PlayerSpec] | None = None) -> PlayerSpec:
    """Parse one ``--player`` value; ValueError with the reason on a bad spec. `engines`:
    the entries of an engines file, for ``conf=NAME``."""
    try:
        tokens = shlex.split(text)
    except ValueError as exc:
        raise ValueError(f"player {text!r}: {exc}") from None
    if not tokens:
        raise ValueError("empty player spec")
    where = f"player {text!r}"
    name: str | None = None
    bot: str | None = None
    command: list[str] = []
    options: dict[str, str] = {}
    limits: dict[str, int] = {}
    timeout: float | None = None
    for tok in tokens:
        key, eq, value = tok.partition("=")
        if eq and key == "conf":
            if engines is None or value not in engines:
                known = ", ".join(engines or {}) or "none: give --engines FILE"
                raise ValueError(f"{where}: no engine {value!r} in the engines file "
                                 f"(known: {known})")
            base = engines[value]
            name = name or base.name
            bot = base.bot
            command = list(base.command or [])
            options = {**base.options, **options}
            limits = {**base.limits, **limits}
            timeout = timeout if timeout is not None else base.timeout
        elif eq and key.startswith("option.") and len(key) > 7:
            options[key[7:]] = value
        elif eq and key == "name":
            if not value:
                raise ValueError(f"{where}: empty name")
            name = value
        elif eq and key == "cmd":
            command.extend(shlex.split(value))
        elif eq and key == "bot":
            bot = value
        elif eq and key == "timeout":
            timeout = parse_timeout(value, where)
        elif eq and key in _LIMIT_KEYS:
            limits[_LIMIT_KEYS[key]] = parse_limit(key, value, where)
        elif not command and tok.startswith("builtin:"):
            bot = tok[len("builtin:"):]
        else:
            command.append(tok)
    return make_spec(where, name, bot, command, options, limits, timeout)


def make_spec(where: str, name: str | None, bot: str | None, command: list[str],
              options: dict[str, str], limits: dict[str, int],
              timeout: float | None) -> PlayerSpec:
    """A checked `PlayerSpec` from its parts (shared by the command line and the file)."""
    if bot is not None:
        from galleria_ai.seats import builtin_bots

        if command:
            raise ValueError(f"{where}: both a built-in bot and a command")
        if bot not in builtin_bots():
            raise ValueError(f"{where}: unknown built-in bot {bot!r} "
                             f"(one of {', '.join(builtin_bots())})")
        if timeout is not None:
            raise ValueError(f"{where}: timeout applies to protocol engines, not to the "
                             "in-process built-in bots")
        return PlayerSpec(name or bot, bot=bot, options=options, limits=limits)
    if not command:
        raise ValueError(f"{where}: no engine command")
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


def build_player(spec: PlayerSpec, seed: int, timeout: float | None = None,
                 die_with_parent: bool = False) -> Any:
    """A SeatPlayer: an in-process bot or a protocol engine process. `timeout`: the match's
    per-move allowance when the spec has none; `die_with_parent`: the engine process is
    killed by the kernel if the process that started it dies (Linux), so a killed arena
    leaves no engine behind."""
    from galleria_ai import match
    from galleria_ai.client import DEFAULT_TIMEOUT

    if spec.bot is not None:
        return match.BotPlayer(spec.bot, dict(spec.options), name=spec.name, seed=seed)
    assert spec.command is not None
    allowance = spec.timeout if spec.timeout is not None else timeout
    return match.EnginePlayer(list(spec.command), dict(spec.options), name=spec.name,
                              timeout=DEFAULT_TIMEOUT if allowance is None else allowance,
                              die_with_parent=die_with_parent)


def check_player(spec: PlayerSpec, game: str) -> None:
    """ValueError if a built-in bot cannot play `game` (it is not one of the game's bots) or
    a baseline bot's options are not ones it takes."""
    from galleria_ai import games
    from galleria_ai.seats import BUILTIN_SEARCH, split_bot_options

    entry = games.get(game)
    own = (BUILTIN_SEARCH, *entry.bots) if entry.has_search() else entry.bots
    if spec.bot is not None and spec.bot not in own:
        raise ValueError(f"{spec.name}: {game} has no bot {spec.bot!r} (built-in for it: "
                         f"{', '.join(own)})")
    if spec.bot in entry.bots:  # its options, before any game (not on its first move)
        try:
            entry.check_bot_options(spec.bot, split_bot_options(entry, spec.options)[1])
        except ValueError as exc:
            raise ValueError(f"{spec.name}: {exc}") from None


def check_engine(spec: PlayerSpec, timeout: float | None = None) -> str | None:
    """Start a protocol engine once (handshake and options) before a match; the reason it
    cannot be used, or None. A bad command would otherwise fault on every move."""
    if spec.command is None:
        return None
    from galleria_ai.client import DEFAULT_TIMEOUT, Engine, EngineFault

    allowance = spec.timeout if spec.timeout is not None else timeout
    engine = Engine(list(spec.command), name=spec.name,
                    timeout=max(DEFAULT_TIMEOUT, allowance or 0.0), die_with_parent=True)
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
