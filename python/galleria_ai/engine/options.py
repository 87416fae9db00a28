"""Typed engine options (``option`` lines of the handshake, ``setoption`` validation).

Every option has one type: ``spin`` (integer in [min, max]), ``check`` (true/false),
``combo`` (one of `vars`), ``string`` (free text; `parse` may restrict it, e.g. to a
float range). A rejected value leaves the option unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from galleria_ai import games
from galleria_ai import skill as _skill
from galleria_ai.engine.protocol import ProtocolError, is_decimal, is_integer
from galleria_ai.search import DEFAULTS, MAX_TREE_MB

MAX_SEED = 2**63 - 1


def _float_in(lo: float, hi: float) -> Callable[[str], float]:
    def parse(text: str) -> float:
        if not is_decimal(text):
            raise ValueError(f"expected a number like 0.7, got {text!r}")
        value = float(text)
        if not lo <= value <= hi:
            raise ValueError(f"{text} out of range [{lo}, {hi}]")
        return value

    return parse


@dataclass
class OptionSpec:
    name: str
    type: str
    default: str
    min: int | None = None
    max: int | None = None
    vars: list[str] = field(default_factory=list)
    parse: Callable[[str], Any] | None = None  # extra parser for `string` options
    doc: str = ""

    def line(self) -> str:
        parts = ["option", "name", self.name, "type", self.type, "default", self.default]
        if self.min is not None:
            parts += ["min", str(self.min), "max", str(self.max)]
        for v in self.vars:
            parts += ["var", v]
        return " ".join(p for p in parts if p)

    def convert(self, text: str) -> Any:
        if self.type == "spin":
            if not is_integer(text):
                raise ValueError(f"expected an integer, got {text!r}")
            value = int(text)
            assert self.min is not None and self.max is not None
            if not self.min <= value <= self.max:
                raise ValueError(f"{value} out of range [{self.min}, {self.max}]")
            return value
        if self.type == "check":
            if text not in ("true", "false"):
                raise ValueError(f"expected true or false, got {text!r}")
            return text == "true"
        if self.type == "combo":
            if text not in self.vars:
                raise ValueError(f"expected one of {'/'.join(self.vars)}, got {text!r}")
            return text
        if self.parse is not None:
            return self.parse(text)
        return text


SPECS: list[OptionSpec] = [
    OptionSpec("Threads", "spin", "1", 1, 64, doc="search threads (root parallelism)"),
    OptionSpec("Iterations", "spin", str(DEFAULTS["iterations"]), 1, 100_000_000,
               doc="default iteration budget of a go without limits"),
    OptionSpec("MoveTime", "spin", "0", 0, 3_600_000,
               doc="default time budget (ms) of a go without limits; 0 = none"),
    OptionSpec("Exploration", "string", str(DEFAULTS["exploration"]), parse=_float_in(0.0, 10.0),
               doc="UCB1 exploration constant, a number in [0, 10]"),
    OptionSpec("RewardBlend", "string", str(DEFAULTS["reward_blend"]), parse=_float_in(0.0, 1.0),
               doc="weight of the money margin in the search reward, [0, 1]"),
    OptionSpec("SafeBlend", "string", str(DEFAULTS["safe_blend"]), parse=_float_in(0.0, 1.0),
               doc="money weight of the search reward once safely winning, [0, 1]; "
                   "no effect at or below RewardBlend"),
    OptionSpec("Seed", "spin", "0", 0, MAX_SEED, doc="seed of every random choice"),
    OptionSpec("Skill", "spin", "20", 1, 20, doc="playing strength, see the Skill table"),
    OptionSpec("InfoInterval", "spin", "500", 0, 600_000,
               doc="ms between progress info lines while searching; 0 = final lines only"),
    OptionSpec("InfoMoves", "check", "true",
               doc="print the per-move info lines at the end of a go"),
    OptionSpec("LogFile", "string", "", doc="append every line in/out to this file"),
    OptionSpec("Hash", "spin", str(DEFAULTS["max_tree_mb"]), 1, MAX_TREE_MB,
               doc="memory (MB) for the search trees of all threads; a full tree stops "
                   "growing and refines the nodes it has"),
]


def _game_spec(entry: games.GameEntry, o: games.SearchOption) -> OptionSpec:
    doc = f"{entry.name}: {o.doc}"
    assert o.engine_name is not None
    if o.kind == "choice":
        return OptionSpec(o.engine_name, "combo", str(o.default), vars=list(o.choices), doc=doc)
    if o.kind == "float":
        return OptionSpec(o.engine_name, "string", str(o.default),
                          parse=_float_in(float(o.low), float(o.high)), doc=doc)
    return OptionSpec(o.engine_name, "spin", str(o.default), o.low, o.high, doc=doc)


def all_specs() -> list[OptionSpec]:
    """The generic options, the `Bot` choice (the search or any registered game's baseline
    bot) and every registered game's own search settings that have an engine name (e.g.
    Modern Art's ``BidGrid``). Games sharing an engine name (``Rollout``) share one option:
    its choices are every game's, its announced default the first game's, and a game whose
    option was never set searches with its own default (`game_search_options`)."""
    bots = ["ismcts"]
    game_specs: list[OptionSpec] = []
    for entry in games.entries():
        bots += [b for b in entry.bots if b not in bots]
        for o in entry.search_options:
            if o.engine_name is None:
                continue
            spec = _game_spec(entry, o)
            same = [g for g in game_specs if g.name == spec.name]
            if not same:
                game_specs.append(spec)
            elif spec.type == "combo":
                same[0].vars += [v for v in spec.vars if v not in same[0].vars]
                same[0].doc += f"; {spec.doc}"
    bot = OptionSpec("Bot", "combo", "ismcts", vars=bots,
                     doc="move chooser: the search or a baseline bot of the game")
    # Announced after Seed, each game's own options right after Bot (protocol/spec.md's
    # table order), wherever a generic option is added.
    at = [s.name for s in SPECS].index("Seed") + 1
    return SPECS[:at] + [bot] + game_specs + SPECS[at:]


# Key of the option values (`Options.snapshot`) naming the options a GUI set explicitly.
EXPLICIT = "__explicit__"


def game_search_options(entry: games.GameEntry, values: dict[str, Any],
                        analyse: bool = False) -> dict[str, Any]:
    """`search.search` keywords of `entry`'s own settings from the engine option values: an
    option the GUI set, else the game's own default (so one shared option, ``Rollout``,
    gives every game its tuned default until it is set, and a choice only another game has,
    such as Modern Art's ``value`` rollouts, leaves this game on its default)."""
    explicit = values.get(EXPLICIT, set(values))
    out = {}
    for o in entry.search_options:
        if o.engine_name is None:
            continue
        value = values[o.engine_name] if o.engine_name in explicit else o.default
        if analyse and o.analyse is not None:
            value = o.analyse
        try:
            out[o.name] = o.check(value)
        except ValueError:  # a shared option set to another game's choice (Rollout value)
            out[o.name] = o.check(o.default)
    return out


def skill_fraction(skill: int) -> float:
    """Share of the budget a search at `skill` gets (`galleria_ai.skill`, the one home of
    the calibrated levels)."""
    return _skill.settings(skill).budget


def skill_temperature(skill: int) -> float:
    """Move-choice temperature at `skill` (`galleria_ai.skill`): 0 = the best move."""
    return _skill.settings(skill).temperature


def skill_search_options(entry: games.GameEntry, skill: int,
                         values: dict[str, Any]) -> dict[str, Any]:
    """The weaker playout policy and prior a low `skill` level searches with, for the
    settings `entry` has and the GUI did not set itself (an explicit option wins)."""
    explicit = values.get(EXPLICIT, set())
    own = {o.name: o for o in entry.search_options}
    return {name: own[name].check(value)
            for name, value in _skill.settings(skill).search.items()
            if name in own and own[name].engine_name not in explicit}


class Options:
    def __init__(self) -> None:
        self.all = all_specs()
        self.specs = {s.name.lower(): s for s in self.all}
        self.values: dict[str, Any] = {s.name: s.convert(s.default) for s in self.all}
        self.explicit: set[str] = set()  # names set by `setoption`

    def lines(self) -> list[str]:
        return [s.line() for s in self.all]

    def set(self, name: str, value: str) -> str:
        """Validate and set; returns the canonical name. ProtocolError on a bad name/value."""
        spec = self.specs.get(name.lower())
        if spec is None:
            raise ProtocolError("setoption", f"unknown option {name!r}")
        try:
            self.values[spec.name] = spec.convert(value)
        except ValueError as exc:
            raise ProtocolError("setoption", f"{spec.name}: {exc}") from None
        self.explicit.add(spec.name)
        return spec.name

    def snapshot(self) -> dict[str, Any]:
        """The values now, by option name, with the set of explicitly set names under
        `EXPLICIT` (what a search started now uses)."""
        return {**self.values, EXPLICIT: set(self.explicit)}

    def __getitem__(self, name: str) -> Any:
        return self.values[name]
