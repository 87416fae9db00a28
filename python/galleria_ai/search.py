"""Determinized ISMCTS search and baseline bots for every registered game (C++ search
bound per game through ``cpp/bindings/search_binding.h``).

Usage::

    from galleria_ai import games, search
    s = games.get("modern_art").new_game(players=4, seed=1)
    r = search.search(s, s.current_player(), iterations=10000, seed=3)
    s.apply(r.move)
    search.bot_move(s, s.current_player(), bot="heuristic", seed=0)

The game is found from the state (`games.of_state`). The generic options and their tuned
defaults (:data:`DEFAULTS`) are read from the C++ ``search::Options``; a game's own settings
(Modern Art's ``bid_grid``, ``rollout``, ...; the Gallerist's ``rollout``) are keyword
options its registry entry declares (``GameEntry.search_options``), their defaults read from
the game's C++ ``Settings`` (:func:`game_defaults`): C++ is the one home of every default.
The search sees only ``determinize(seat)`` samples of ``state``: it never peeks at what
``seat`` cannot see. It releases the GIL while it runs; a :class:`StopFlag` set from another
thread ends it early, and :class:`Searcher` runs it in the background with live progress.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass, field
from typing import Any

from galleria_ai import _core, games

StopFlag = _core.StopFlag
"""Thread-safe flag: ``set()``, ``clear()``, ``is_set()``. Pass as ``stop=`` to a search."""

RULES = ("ucb", "puct", "policy")


@dataclass(frozen=True)
class SearchResult:
    """Outcome of one search.

    ``move``: the chosen move (notation string). ``stats``: one ``(move, visits, mean)`` per
    root candidate of the searching seat, ``mean`` being its mean reward for that seat.
    ``values``: expected win share per seat over all iterations (not blended);
    ``elapsed_ms``: wall time.
    """

    move: str
    iterations: int
    elapsed_ms: float
    values: list[float]
    stats: list[tuple[str, int, float]] = field(default_factory=list)


_INT64_MAX = 2**63 - 1  # the core's counts and budgets are 64-bit
_LIMITS = _core.search_limits()  # the largest values search::validate accepts
MAX_TREE_MB: int = _LIMITS["max_tree_mb"]
MAX_REFINE_DEPTH: int = _LIMITS["refine_depth"]


def _int(name: str, value: Any, low: int, high: int = _INT64_MAX) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be an integer, got {value!r}")  # noqa: TRY004
    if not low <= value <= high:
        bound = f">= {low} and < 2**63" if high == _INT64_MAX else f"in {low}..{high}"
        raise ValueError(f"{name} must be {bound}, got {value}")
    return value


def _bool(name: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{name} must be True or False, got {value!r}")  # noqa: TRY004
    return value


def _float(name: str, value: Any, low: float, high: float | None = None) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{name} must be a number, got {value!r}")  # noqa: TRY004
    x = float(value)
    if not math.isfinite(x) or x < low or (high is not None and x > high):
        bound = f">= {low}" if high is None else f"in [{low}, {high}]"
        raise ValueError(f"{name} must be {bound}, got {value}")
    return x


def _safe_win(value: Any) -> float:
    x = _float("safe_win", value, 0.0, 1.0)
    if x >= 1.0:  # a win share of 1 is the ramp's top: below it, or the ramp has no width
        raise ValueError(f"safe_win must be in [0, 1), got {value}")
    return x


def _check_state(state: Any, seat: Any) -> tuple[games.GameEntry, int]:
    entry = games.of_state(state)
    seat = _int("seat", seat, 0)
    if state.is_terminal():
        raise ValueError("the game is over")
    if seat not in state.to_move():
        raise ValueError(f"seat {seat} is not to move (to move: {state.to_move()})")
    return entry, seat


def _defaults() -> dict[str, Any]:
    """The tuned generic settings, read from the C++ core (search::Options is their one
    home; bench/README.md, "Search", says how they were measured)."""
    d = dict(_core.search_defaults())
    d["time_ms"] = d["time_ms"] or None  # 0 in C++: no time limit
    return d


# The engine's options, the built-in bots and the bench tools all start from these; each
# game's own settings start from `game_defaults(game)`.
DEFAULTS: dict[str, Any] = _defaults()


def game_defaults(game: str) -> dict[str, Any]:
    """The tuned defaults of a registered game's own search settings (from its C++
    ``Settings``), e.g. ``game_defaults("modern_art")["rollout"] == "value"``."""
    return {o.name: o.default for o in games.get(game).search_options}


def _options(
    iterations: int | None,
    time_ms: float | None,
    threads: int,
    seed: int,
    exploration: float,
    reward_blend: float,
    temperature: float,
    stop: Any | None,
    opponent_exploration: float = DEFAULTS["opponent_exploration"],
    opponent_model_share: float = DEFAULTS["opponent_model_share"],
    own_rule: str = DEFAULTS["own_rule"],
    opponent_rule: str = DEFAULTS["opponent_rule"],
    sealed_gamma: float = DEFAULTS["sealed_gamma"],
    final_rule: int = DEFAULTS["final_rule"],
    max_tree_mb: int = DEFAULTS["max_tree_mb"],
    tree_iterations: int = DEFAULTS["tree_iterations"],
    tree_refine: bool = DEFAULTS["tree_refine"],
    refine_depth: int = DEFAULTS["refine_depth"],
    stop_when_decided: bool = DEFAULTS["stop_when_decided"],
    safe_blend: float = DEFAULTS["safe_blend"],
    safe_win: float = DEFAULTS["safe_win"],
) -> dict[str, Any]:
    iters = 0 if iterations is None else _int("iterations", iterations, 1)
    ms = 0 if time_ms is None else round(_float("time_ms", time_ms, 1))
    if stop is not None and not isinstance(stop, StopFlag):
        raise ValueError("stop must be a search.StopFlag or None")
    if iters == 0 and ms == 0 and stop is None:
        raise ValueError("give iterations, time_ms or a stop flag")
    if own_rule not in RULES[:2]:
        raise ValueError(f"own_rule must be one of {RULES[:2]}, got {own_rule!r}")
    if opponent_rule not in RULES:
        raise ValueError(f"opponent_rule must be one of {RULES}, got {opponent_rule!r}")
    return {
        "iterations": iters,
        "time_ms": max(ms, 1) if time_ms is not None else 0,
        "threads": _int("threads", threads, 1, 256),
        "seed": _int("seed", seed, 0, 2**64 - 1),
        "exploration": _float("exploration", exploration, 0.0),
        "opponent_exploration": _float("opponent_exploration", opponent_exploration, 0.0),
        "opponent_model_share": _float("opponent_model_share", opponent_model_share, 0.0, 1.0),
        "reward_blend": _float("reward_blend", reward_blend, 0.0, 1.0),
        "safe_blend": _float("safe_blend", safe_blend, 0.0, 1.0),
        "safe_win": _safe_win(safe_win),
        "temperature": _float("temperature", temperature, 0.0),
        "own_rule": own_rule,
        "opponent_rule": opponent_rule,
        "sealed_gamma": _float("sealed_gamma", sealed_gamma, 1e-9, 1.0),
        "final_rule": _int("final_rule", final_rule, 0, 1),
        "max_tree_mb": _int("max_tree_mb", max_tree_mb, 1, MAX_TREE_MB),
        "tree_iterations": _int("tree_iterations", tree_iterations, 0),
        "tree_refine": _bool("tree_refine", tree_refine),
        "refine_depth": _int("refine_depth", refine_depth, 0, MAX_REFINE_DEPTH),
        "stop_when_decided": bool(stop_when_decided),
        "stop": stop,
    }


# Generic options given by keyword only (`search`'s **options), besides the game's own.
_ADVANCED = {
    "opponent_exploration",
    "opponent_model_share",
    "own_rule",
    "opponent_rule",
    "sealed_gamma",
    "final_rule",
    "max_tree_mb",
    "tree_iterations",
    "tree_refine",
    "refine_depth",
    "stop_when_decided",
    "safe_blend",
    "safe_win",
}


def _split(entry: games.GameEntry, options: dict[str, Any]) -> tuple[dict, dict]:
    """Generic advanced options and the game's own settings (checked; ValueError naming
    every unknown keyword)."""
    generic = {k: v for k, v in options.items() if k in _ADVANCED}
    return generic, entry.check_search_options(
        {k: v for k, v in options.items() if k not in _ADVANCED})


def _result(raw: Any) -> SearchResult:
    return SearchResult(
        move=raw.move,
        iterations=raw.iterations,
        elapsed_ms=raw.elapsed_ms,
        values=list(raw.values),
        stats=[(st.move, st.visits, st.mean) for st in raw.stats],
    )


def search(
    state: Any,
    seat: int,
    iterations: int | None = DEFAULTS["iterations"],
    time_ms: float | None = DEFAULTS["time_ms"],
    threads: int = DEFAULTS["threads"],
    seed: int = DEFAULTS["seed"],
    exploration: float = DEFAULTS["exploration"],
    reward_blend: float = DEFAULTS["reward_blend"],
    temperature: float = DEFAULTS["temperature"],
    stop: Any | None = None,
    **options: Any,
) -> SearchResult:
    """Search the decision of ``seat`` (which must be to move) and return the result.

    Limits: ``iterations`` (total over threads; ``None`` for none), ``time_ms`` (wall time),
    ``stop`` (a :class:`StopFlag`); the first reached ends the search, at least one is
    needed. ``threads`` root-parallel trees; with a fixed ``seed``, ``threads`` and an
    iteration limit (and no time limit) the result is reproducible. ``exploration``: the
    constant of the searching seat's selection rule. ``reward_blend``: weight of the
    normalised score margin mixed into the win share reward. ``temperature``: 0 plays the
    final rule's move, ``T > 0`` samples proportionally to ``visits ** (1 / T)`` from
    ``seed``.
    ``options``: advanced generic options (defaults in :data:`DEFAULTS`):
    ``opponent_exploration``, ``opponent_model_share`` (share of the other seats' in-tree
    decisions that play their model's move outright: a floor on the model's weight that
    does not fade with more iterations), ``own_rule`` (``"ucb"``/``"puct"``), ``opponent_rule``
    (``"ucb"``/``"puct"``/``"policy"``), ``sealed_gamma``, ``final_rule`` (0 most visits,
    1 best well-visited mean), ``max_tree_mb``, ``tree_iterations`` (iterations one tree
    may grow for; 0: one tree per thread, growing all along), ``tree_refine`` (past
    ``tree_iterations``, ``True``: the tree adds nodes only within ``refine_depth`` levels
    of the root and the rest of the search refines the nodes it has; ``False``: the thread
    folds its root statistics in and grows a fresh tree), ``refine_depth`` (levels of the
    root a refining tree still grows; 0: it stops growing whole),
    ``stop_when_decided`` (end an iteration-limited one-thread search once the most
    visited move cannot change: same move, fewer iterations), ``safe_blend`` and
    ``safe_win`` (once the searching seat's expected win share passes ``safe_win``, the
    reward's money weight rises from ``reward_blend`` toward ``safe_blend`` at a sure win,
    weighing the game's lead (Modern Art: ``lead_scale``, ``lead_from``); no effect at or
    below ``reward_blend`` or in a game without a lead, such as the Gallerist); and the
    game's own settings (``GameEntry.search_options``, defaults in :func:`game_defaults`).
    Modern Art:
    ``bid_grid`` (value shares offered as bids at the root), ``tree_grid`` (inside the
    tree), ``rollout`` (``"value"``, ``"heuristic"`` or ``"random"``), ``prior_weight``
    (prior mass on the policy's move), ``opponent_prior_weight`` (the same for the model of
    the other seats; 1: they play exactly as their model in the tree), ``horizon`` (season
    ends a playout runs past the root before it is scored from money; 0: to the end of the
    game), ``opponent_mix`` (share of samples in which an opponent is modelled as a
    heuristic bot of a random bid limit instead of the value bot),
    ``opponent_view`` (``"holding"``: another seat's auction decisions are learnt apart per
    how many cards of the auctioned artist it holds; ``"pooled"``: not split),
    ``style_samples`` (unseen-hand samples a caller weighs each observed opponent decision
    over; 0: gathers none), ``style_count`` (how many of the opponent models below the
    search draws from: 7 by default; 8 adds the last, a random bidder), ``spend_levels``
    (how many spend levels each opponent's model is drawn at with its style, weighed by
    the evidence at each: it pays 1, 0.9 or 0.8 times what its style pays), ``lead_scale``
    (the lead weighed once safely winning is money above the mean over this much money,
    250 by default; 0: over the richest seat's),
    ``lead_from`` (``"root"``, the default: that lead counted from each seat's lead at
    the root, so a leader more than ``lead_scale`` ahead still gains from each $;
    ``"mean"``: from the table's mean) and the knowledge keyword ``style_evidence`` (per
    seat, the summed log-likelihood of its observed auction decisions under each of the
    eight opponent models, ``_core.modern_art_style_count``: the value bot, heuristic
    bots of bid limits 0.3/0.5/0.7/0.9, a value bot that pays 0.75 times as much, a
    value bot unsure of the artists' ranking (widths 2 and 1), a random bidder (uniform
    legal moves); optionally followed by the same at each lower spend level in turn,
    ``_core.modern_art_spend_levels`` blocks in all, where without them every level counts
    alike; ``games.modern_art.styles.StyleTracker`` keeps it). The
    Gallerist: ``rollout`` (``"heuristic"`` or ``"random"``). Raises ``ValueError`` on bad
    arguments.
    """
    entry, seat = _check_state(state, seat)
    generic, own = _split(entry, options)
    opts = _options(iterations, time_ms, threads, seed, exploration, reward_blend, temperature,
                    stop, **generic)
    opts.update(own)
    return _result(entry.run_search(state, seat, opts))


class Searcher:
    """Runs one search in a background thread with live progress.

    ``start(state, seat, **search_kwargs)``; ``progress() -> (iterations, elapsed_ms)``;
    ``stop()`` asks it to finish now; ``wait() -> SearchResult`` joins it (re-raising any
    error). The state is copied at ``start`` so the caller may keep using its own.
    """

    def __init__(self) -> None:
        self._progress = _core.SearchProgress()
        self._stop = StopFlag()
        self._thread: threading.Thread | None = None
        self._result: SearchResult | None = None
        self._error: BaseException | None = None

    def start(self, state: Any, seat: int, **kwargs: Any) -> None:
        if self._thread is not None and self._thread.is_alive():
            raise ValueError("a search is already running")
        if "stop" in kwargs:
            raise ValueError("Searcher owns its stop flag; use Searcher.stop()")
        entry, seat = _check_state(state, seat)
        self._stop.clear()
        basic = {k: v for k, v in kwargs.items() if k in DEFAULTS and k not in _ADVANCED}
        generic, own = _split(entry, {k: v for k, v in kwargs.items() if k not in basic})
        first = {k: v for k, v in DEFAULTS.items() if k not in _ADVANCED}
        opts = _options(**{**first, **basic}, stop=self._stop, **generic)
        opts.update(own)
        root = state.clone()
        self._result = None
        self._error = None

        def run() -> None:
            try:
                self._result = _result(entry.run_search(root, seat, opts, self._progress))
            except BaseException as exc:  # noqa: BLE001 (re-raised by wait())
                self._error = exc

        self._thread = threading.Thread(target=run, daemon=True)
        self._thread.start()

    def progress(self) -> tuple[int, float]:
        """Iterations done so far and milliseconds since the search started."""
        return self._progress.iterations, self._progress.elapsed_ms

    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def stop(self) -> None:
        self._stop.set()

    def wait(self) -> SearchResult:
        if self._thread is None:
            raise ValueError("no search was started")
        self._thread.join()
        if self._error is not None:
            raise self._error
        assert self._result is not None
        return self._result


def bot_move(state: Any, seat: int, bot: str | None = None, seed: int = 0,
             **params: Any) -> str:
    """A baseline bot's move for ``seat`` (deterministic given ``seed``). ``bot``: one of the
    game's ``GameEntry.bots`` (default its first). Modern Art: ``"heuristic"`` (bids up to
    ``fraction`` of its value estimate, ``fraction=0.5``), ``"value"`` (the strongest
    hand-written bot: bids from a projected painting value, never more than needed;
    ``spend=1`` scales what it pays; ``width0`` and ``width1`` set how unsure it is of the
    artists' ranking) or ``"random"``."""
    entry, seat = _check_state(state, seat)
    name = entry.bots[0] if bot is None else bot
    return entry.bot_move(state, seat, name, _int("seed", seed, 0, 2**64 - 1), **params)


def clock_budget_ms(remaining_ms: int, increment_ms: int, decisions_left: int) -> int:
    """Milliseconds for one decision from a clock showing ``remaining_ms`` that gains
    ``increment_ms`` after each move, with about ``decisions_left`` decisions still to
    search: an even share plus most of the increment, never more than a third of what is
    left plus half the increment, at least 1 (C++ search::time_budget_ms, the one home of
    this rule: the engine, the adapters and the bench tools all spend a clock by it)."""
    return int(
        _core.search_time_budget(
            _int("remaining_ms", remaining_ms, 0), _int("increment_ms", increment_ms, 0),
            _int("decisions_left", decisions_left, 0, 2**31 - 1),
        )
    )


def time_budget_ms(state: Any, seat: int, remaining_ms: int, increment_ms: int = 0) -> int:
    """`clock_budget_ms` for ``seat``'s decision in ``state``, with the game's own estimate
    of the decisions the seat still has to search (e.g. from the cards still to be
    played)."""
    entry = games.of_state(state)
    seat = _int("seat", seat, 0, state.num_players - 1)
    return clock_budget_ms(remaining_ms, increment_ms, entry.decisions_left(state, seat))


def candidates(state: Any, seat: int, **game_options: Any) -> list[str]:
    """The candidate moves the search considers for ``seat`` at its root (all legal)."""
    entry, seat = _check_state(state, seat)
    return entry.candidates(state, seat, **game_options)


__all__ = [
    "DEFAULTS",
    "MAX_REFINE_DEPTH",
    "MAX_TREE_MB",
    "RULES",
    "SearchResult",
    "Searcher",
    "StopFlag",
    "bot_move",
    "candidates",
    "clock_budget_ms",
    "game_defaults",
    "search",
    "time_budget_ms",
]
