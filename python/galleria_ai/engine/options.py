"""Typed engine options (``option`` lines of the handshake, ``setoption`` validation).

Every option has one type: ``spin`` (integer in [min, max]), ``check`` (true/false),
``combo`` (one of `vars`), ``string`` (free text; `parse` may restrict it, e.g. to a
float range). A rejected value leaves the option unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from galleria_ai.engine.protocol import ProtocolError
from galleria_ai.search import DEFAULTS, ROLLOUTS

MAX_SEED = 2**63 - 1


def _float_in(lo: float, hi: float) -> Callable[[str], float]:
    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise ValueError(f"expected a number, got {text!r}") from None
        if not lo <= value <= hi:  # also rejects nan
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
            t = text.strip()
            if not t or not (t.isdigit() or (t[0] == "-" and t[1:].isdigit())) or len(t) > 20:
                raise ValueError(f"expected an integer, got {text!r}")
            value = int(t)
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
    OptionSpec("Seed", "spin", "0", 0, MAX_SEED, doc="seed of every random choice"),
    OptionSpec("Bot", "combo", "ismcts", vars=["ismcts", "heuristic", "random"],
               doc="move chooser"),
    OptionSpec("BidGrid", "spin", str(DEFAULTS["bid_grid"]), 2, 24,
               doc="bid candidates per bidding decision"),
    OptionSpec("Rollout", "combo", DEFAULTS["rollout"], vars=list(ROLLOUTS),
               doc="rollout policy of the search"),
    OptionSpec("Skill", "spin", "20", 1, 20, doc="playing strength, see the Skill table"),
    OptionSpec("InfoInterval", "spin", "500", 0, 600_000,
               doc="ms between progress info lines while searching; 0 = final lines only"),
    OptionSpec("InfoMoves", "check", "true",
               doc="print the per-move info lines at the end of a go"),
    OptionSpec("LogFile", "string", "", doc="append every line in/out to this file"),
]


def skill_fraction(skill: int) -> float:
    """Share of the budget a search at `skill` gets: 2^((skill-20)/2)."""
    return 2.0 ** ((skill - 20) / 2.0)


def skill_temperature(skill: int) -> float:
    """Move-choice temperature at `skill`: 0 (best move) from 16 up, +0.1 per level below."""
    return 0.0 if skill >= 16 else round((16 - skill) * 0.1, 2)


class Options:
    def __init__(self) -> None:
        self.specs = {s.name.lower(): s for s in SPECS}
        self.values: dict[str, Any] = {s.name: s.convert(s.default) for s in SPECS}

    def lines(self) -> list[str]:
        return [s.line() for s in SPECS]

    def set(self, name: str, value: str) -> str:
        """Validate and set; returns the canonical name. ProtocolError on a bad name/value."""
        spec = self.specs.get(name.lower())
        if spec is None:
            raise ProtocolError("setoption", f"unknown option {name!r}")
        try:
            self.values[spec.name] = spec.convert(value)
        except ValueError as exc:
            raise ProtocolError("setoption", f"{spec.name}: {exc}") from None
        return spec.name

    def __getitem__(self, name: str) -> Any:
        return self.values[name]
