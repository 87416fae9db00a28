"""Engines file (``--engines FILE``): the players of a tuning session described once.

TOML (``.toml``) or JSON (``.json``), one table per engine under ``engines``; the table's key
is the engine's name::

    # engines.toml
    [engines.strong]
    cmd = "galleria-engine"              # a string (shell-quoted) or a list of arguments
    options = { Skill = 20, Threads = 1 } # setoption name X value V, once per process
    movetime = 100                        # per-move limits: iterations, movetime (ms),
    timeout = 5                           # clock (ms), inc (ms); timeout in seconds

    [engines.mcts400]
    bot = "ismcts"                       # an in-process built-in bot instead of cmd
    options = { iterations = 400 }

    [engines.heuristic]
    bot = "heuristic"

The JSON form is the same object: ``{"engines": {"strong": {"cmd": "galleria-engine",
"options": {"Skill": 20}, "movetime": 100}, ...}}``. Keys are those of a ``--player`` spec
(`arena.players`): ``cmd`` or ``bot``, ``options``, ``iterations``, ``movetime``, ``clock``,
``inc``, ``timeout``; anything else is an error. A player refers to an entry with
``conf=NAME`` (``-p conf=strong``, ``--candidate "conf=strong movetime=50"``); with no
``-p``/``--candidate`` at all, every engine of the file plays, in file order.
"""

from __future__ import annotations

import json
import shlex
from typing import Any

from .players import _LIMIT_KEYS, PlayerSpec, make_spec, parse_limit, parse_timeout

FILE_KEYS = ("cmd", "bot", "options", "timeout", *_LIMIT_KEYS)


def _load(path: str) -> Any:
    with open(path, "rb") as f:
        data = f.read()
    if path.endswith(".json"):
        try:
            return json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise ValueError(f"{path}: not JSON ({exc})") from None
    if not path.endswith(".toml"):
        raise ValueError(f"{path}: an engines file ends in .toml or .json")
    try:
        import tomllib
    except ImportError:  # Python < 3.11
        import tomli as tomllib  # type: ignore[no-redef]
    try:
        return tomllib.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ValueError(f"{path}: not TOML ({exc})") from None


def read_engines(path: str) -> dict[str, PlayerSpec]:
    """The engines of a file, by name, in file order; ValueError naming the bad entry."""
    doc = _load(path)
    if not isinstance(doc, dict) or not isinstance(doc.get("engines"), dict):
        raise ValueError(f"{path}: expected a table 'engines' with one table per engine")  # noqa: TRY004
    unknown_top = sorted(set(doc) - {"engines"})
    if unknown_top:
        raise ValueError(f"{path}: unknown top-level keys {unknown_top}")
    out: dict[str, PlayerSpec] = {}
    for name, body in doc["engines"].items():
        where = f"{path}: engine {name!r}"
        if not isinstance(body, dict):
            raise ValueError(f"{where}: expected a table of settings")  # noqa: TRY004
        if not name or any(c.isspace() for c in name):
            raise ValueError(f"{where}: a name without spaces is needed")
        unknown = sorted(set(body) - set(FILE_KEYS))
        if unknown:
            raise ValueError(f"{where}: unknown keys {unknown} (known: {', '.join(FILE_KEYS)})")
        cmd = body.get("cmd")
        if cmd is None:
            command: list[str] = []
        elif isinstance(cmd, str):
            try:
                command = shlex.split(cmd)
            except ValueError as exc:
                raise ValueError(f"{where}: cmd: {exc}") from None
        elif isinstance(cmd, list) and all(isinstance(c, str) for c in cmd):
            command = list(cmd)
        else:
            raise ValueError(f"{where}: cmd must be a string or a list of strings")
        bot = body.get("bot")
        if bot is not None and not isinstance(bot, str):
            raise ValueError(f"{where}: bot must be a string")
        options = body.get("options", {})
        if not isinstance(options, dict) or not all(
                isinstance(v, (str, int, float, bool)) for v in options.values()):
            raise ValueError(f"{where}: options must be a table of plain values")
        opts = {str(k): (str(v).lower() if isinstance(v, bool) else str(v))
                for k, v in options.items()}
        limits = {_LIMIT_KEYS[k]: parse_limit(k, body[k], where) for k in _LIMIT_KEYS
                  if k in body}
        timeout = parse_timeout(body["timeout"], where) if "timeout" in body else None
        out[name] = make_spec(where, name, bot, command, opts, limits, timeout)
    if not out:
        raise ValueError(f"{path}: no engines")
    return out
