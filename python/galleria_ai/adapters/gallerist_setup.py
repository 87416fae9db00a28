"""The Gallerist's set-up as explicit chance steps (`gallerist_spec.py` uses them).

**Setup chance**: before the rules state exists the printed set-up is dealt by explicit
chance steps with the probabilities of the core's random set-up (every component an
independent uniform shuffle, so drawing its items one by one without replacement is the
same distribution): start player; each artist's tile; the starting (discovered) blue
artist; the discovery tile of each other artist (10 tiles, 2 of each kind); per form the
work set aside and the new top (from the form's 8 works); the easels' forms; the visitors
drawn from the bag onto the new top works (one per ticket), into the plaza (4) and into
each lobby (1); the 4 contract cards displayed; the reputation tiles of the market cells
(column by column, rows digital painting sculpture photo; 2 players: left and right only)
and beside each location; each seat's curator and art-dealer card. Every outcome is seen
by every seat except the objective cards, which only their seat sees. The rules state is
then built from that set-up (``new_game(setup=...)``); the hidden orders it leaves open
(the rest of the bag, deck and stacks) never matter, because every later draw, deal and
newly exposed work is a chance step of the core with its own probabilities.
"""

from __future__ import annotations

import functools
import json
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from galleria_ai.adapters.gallerist_layout import (
    ARTIST_ID,
    ARTIST_INDEX,
    ARTISTS,
    BLUE,
    CARD_ID,
    CARDS,
    CONTRACT_ID,
    CONTRACT_INDEX,
    CONTRACTS,
    DISCOVERY,
    DISCOVERY_ID,
    EASELS,
    FAME_ID,
    FORM_ID,
    FORM_INDEX,
    FORMS,
    LOCATIONS,
    PLAZA_START,
    REP_ROWS,
    SEAT_ID,
    TICKETS,
    TILE_ID,
    TILES,
    VISITOR_ID,
    VISITOR_INDEX,
    VISITORS,
    WORK_COUNT,
    rep_columns,
    start_fames,
    work_id,
    work_name,
)
from galleria_ai.games.gallerist import rules as gl


# ---- the set-up as explicit chance steps ------------------------------------------------------
def _uniform(ids: Sequence[int]) -> list[tuple[int, float]]:
    return [(i, 1.0 / len(ids)) for i in sorted(ids)]


def _counted(pool: Mapping[int, int]) -> list[tuple[int, float]]:
    total = sum(pool.values())
    return [(i, n / total) for i, n in sorted(pool.items()) if n > 0]


def bag_composition(players: int) -> dict[str, int]:
    """The visitors in the bag before the set-up draws (the core's own set-up, summed)."""
    return dict(_bag_composition(players))


@functools.cache
def _bag_composition(players: int) -> tuple[tuple[str, int], ...]:
    o = gl.new_game(players=players, seed=0).observation(0)
    total = Counter(o["bag"]) + Counter(o["plaza"])
    for q in o["seats"]:
        total += Counter(q["lobby"])
    for st in o["stacks"].values():
        total += Counter(st["visitors"])
    return tuple((k, total[k]) for k in VISITORS)


Step = tuple  # (kind, argument, seat that alone sees it or None)


def _setup_steps(players: int) -> Iterator[tuple[Step, list[tuple[int, float]]]]:
    """The set-up's chance steps in order as (step, [(outcome id, probability)]); the
    generator is sent each outcome and returns the set-up dict of `rules.new_game`."""
    setup: dict[str, Any] = {}
    o = yield ("start_player", None, None), _uniform([SEAT_ID + p for p in range(players)])
    setup["start_player"] = o - SEAT_ID
    setup["artists"] = {}
    for a in ARTISTS:
        o = yield ("artist", a, None), _uniform([FAME_ID, FAME_ID + 1])
        setup["artists"][a] = start_fames(a)[o - FAME_ID]
    o = yield ("discovered", None, None), _uniform([ARTIST_ID + ARTIST_INDEX[a] for a in BLUE])
    discovered = ARTISTS[o - ARTIST_ID]
    setup["discovered"] = discovered
    tiles = {DISCOVERY_ID + i: 2 for i in range(len(DISCOVERY))}
    setup["discovery"] = {}
    for a in ARTISTS:
        if a == discovered:
            continue
        o = yield ("discovery", a, None), _counted(tiles)
        tiles[o] -= 1
        setup["discovery"][a] = DISCOVERY[o - DISCOVERY_ID]
    works: dict[str, list[str]] = {}
    for f in FORMS:
        pool = {work_id(f"{f}/{c}"): n for c, n in WORK_COUNT.items()}
        picked = []
        for kind in ("set_aside", "top"):
            o = yield (kind, f, None), _counted(pool)
            pool[o] -= 1
            picked.append(o)
        rest = [wid for wid, n in sorted(pool.items()) for _ in range(n)]
        works[f] = [work_name(w).split("/")[1] for w in picked + rest]
    setup["works"] = works
    forms = list(range(len(FORMS)))
    setup["easels"] = []
    for e in range(EASELS[players]):
        o = yield ("easel", e + 1, None), _uniform([FORM_ID + f for f in forms])
        forms.remove(o - FORM_ID)
        setup["easels"].append(FORMS[o - FORM_ID])
    bag = {VISITOR_ID + VISITOR_INDEX[k]: n for k, n in _bag_composition(players)}
    drawn = []
    places = [f for f in FORMS for _ in range(TICKETS[works[f][1]])]
    places += ["plaza"] * PLAZA_START + [f"lobby{p}" for p in range(players)]
    for place in places:
        o = yield ("draw", place, None), _counted(bag)
        bag[o] -= 1
        drawn.append(o)
    rest = [k for k, n in sorted(bag.items()) for _ in range(n)]
    setup["bag"] = [VISITORS[k - VISITOR_ID] for k in drawn + rest]
    cards = list(range(len(CONTRACTS)))
    shown = []
    for d in range(4):
        o = yield ("contract", d + 1, None), _uniform([CONTRACT_ID + c for c in cards])
        cards.remove(o - CONTRACT_ID)
        shown.append(o - CONTRACT_ID)
    setup["contracts"] = [CONTRACTS[c] for c in shown + cards]
    tiles_left = list(range(1, TILES + 1))
    placed = []
    cells = [(col, row) for col in rep_columns(players) for row in REP_ROWS]
    for where in [*cells, *LOCATIONS]:
        o = yield ("reputation", where, None), _uniform([TILE_ID + t - 1 for t in tiles_left])
        tiles_left.remove(o - TILE_ID + 1)
        placed.append(o - TILE_ID + 1)
    setup["reputation"] = placed + tiles_left
    for key in ("curators", "dealers"):
        left = list(range(1, CARDS + 1))
        setup[key] = []
        for p in range(players):
            o = yield (key[:-1], p, p), _uniform([CARD_ID + c - 1 for c in left])
            left.remove(o - CARD_ID + 1)
            setup[key].append(o - CARD_ID + 1)
    setup["shuffle_seed"] = 0  # the reshuffle's order is never observed: deals are chance
    return setup


class _Walk:
    """Where a set-up prefix stands: the pending step and its outcomes, or the finished
    set-up dict."""

    __slots__ = ("outcomes", "setup", "step")

    def __init__(self, step: Step | None, outcomes: list[tuple[int, float]],
                 setup: dict | None) -> None:
        self.step, self.outcomes, self.setup = step, outcomes, setup


@functools.lru_cache(maxsize=8192)
def _walk(players: int, prefix: tuple[int, ...]) -> _Walk:
    gen = _setup_steps(players)
    step, outcomes = next(gen)
    for i, o in enumerate(prefix):
        if o not in dict(outcomes):
            raise ValueError(f"set-up outcome {o} is not possible at step {i} ({step[0]})")
        try:
            step, outcomes = gen.send(o)
        except StopIteration as stop:
            if i != len(prefix) - 1:
                raise ValueError("the set-up is already complete") from None
            return _Walk(None, [], stop.value)
    return _Walk(step, outcomes, None)


def walk(players: int, prefix: Sequence[int]) -> _Walk:
    return _walk(players, tuple(int(o) for o in prefix))


def outcome_name(step: Step, outcome: int) -> str:
    kind, arg, _ = step
    if kind == "start_player":
        return f"setup start_player {outcome - SEAT_ID}"
    if kind == "artist":
        return f"setup artist {arg} start_fame {start_fames(arg)[outcome - FAME_ID]}"
    if kind == "discovered":
        return f"setup discovered {ARTISTS[outcome - ARTIST_ID]}"
    if kind == "discovery":
        return f"setup discovery {arg} {DISCOVERY[outcome - DISCOVERY_ID]}"
    if kind in ("set_aside", "top"):
        return f"setup {kind} {work_name(outcome)}"
    if kind == "easel":
        return f"setup easel {arg} {FORMS[outcome - FORM_ID]}"
    if kind == "draw":
        return f"setup draw {arg} {VISITORS[outcome - VISITOR_ID]}"
    if kind == "contract":
        return f"setup contract {arg} {CONTRACTS[outcome - CONTRACT_ID]}"
    if kind == "reputation":
        where = " ".join(arg) if isinstance(arg, tuple) else arg
        return f"setup reputation {where} {outcome - TILE_ID + 1}"
    return f"setup {kind} seat {arg} card {outcome - CARD_ID + 1}"  # curator / dealer


def setup_outcomes_of(state: Any) -> list[int]:
    """Set-up outcomes that build a state every seat sees exactly as the freshly seeded
    `state` (draws onto one place in kind order; the hidden orders are not read)."""
    o = state.observation(0)
    raw = json.loads(state.to_json())
    n = o["players"]
    out = [SEAT_ID + o["start_player"]]
    arts = o["artists"]
    out += [FAME_ID + start_fames(a).index(arts[a]["start_fame"]) for a in ARTISTS]
    discovered = next(a for a in BLUE if arts[a]["discovered"])
    out.append(ARTIST_ID + ARTIST_INDEX[discovered])
    out += [DISCOVERY_ID + DISCOVERY.index(arts[a]["discovery_tile"])
            for a in ARTISTS if a != discovered]
    aside = {w.split("/")[0]: w for w in [e["work"] for e in o["easels"]] + o["boxed_works"]}
    for f in FORMS:
        out += [work_id(aside[f]), work_id(o["stacks"][f]["top"])]
    out += [FORM_ID + FORM_INDEX[e["work"].split("/")[0]] for e in o["easels"]]
    places = [o["stacks"][f]["visitors"] for f in FORMS]
    places += [o["plaza"]] + [q["lobby"] for q in o["seats"]]
    for counts in places:
        out += [VISITOR_ID + VISITOR_INDEX[k] for k in VISITORS for _ in range(counts[k])]
    out += [CONTRACT_ID + CONTRACT_INDEX[pile[0]] for pile in o["contract_display"]]
    out += [TILE_ID + o["market"][col][row]["tile"] - 1
            for col in rep_columns(n) for row in REP_ROWS]
    out += [TILE_ID + o["location_tiles"][loc] - 1 for loc in LOCATIONS]
    out += [CARD_ID + c for c in raw["curator"][:n]]
    out += [CARD_ID + c for c in raw["dealer"][:n]]
    return out
