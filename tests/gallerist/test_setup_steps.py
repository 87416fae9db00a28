"""The printed set-up told as chance steps (``new_game(chance_setup=True)``, what the registry
entry and so every table and engine use): the order of the steps, their outcomes and
probabilities, applying an outcome other than the state's own, and what stays hidden until
it is told (protocol/notation.md, "The printed set-up as chance steps")."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from galleria_ai.games.gallerist import rules as gl
from gl_rules import FORMS, LOCS, obs

ARTISTS = [f"{f}-{c}" for f in FORMS for c in ("blue", "red")]
START_FAME = {"photo": ((1, 4), (5, 8)), "digital": ((1, 4), (5, 8)),
              "sculpture": ((3, 5), (7, 10)), "painting": ((3, 5), (7, 10))}
ROW_FORMS = ["digital", "painting", "sculpture", "photo"]  # market rows, top down


def staged(players: int = 4, seed: int = 0, **kw) -> gl.State:
    return gl.new_game(players=players, seed=seed, chance_setup=True, **kw)


def same_board(table: gl.State, built: gl.State) -> bool:
    """Equal states but for the table flag (a table game announces its objective cards)."""
    a, b = json.loads(table.to_json()), json.loads(built.to_json())
    assert a.pop("flags") == 1 and b.pop("flags") == 0
    return a == b


def tell_all(s: gl.State, choose=None) -> list[str]:
    """Apply set-up outcomes (the state's own, or `choose(state, outcomes)`) until the first
    decision; the outcomes told, in order."""
    told = []
    while s.is_chance():
        outs = s.chance_outcomes()
        o = s.chance_outcome() if choose is None else choose(s, outs)
        s.apply(o)
        told.append(o)
    return told


@pytest.mark.parametrize("players", [2, 3, 4])
def test_own_outcomes_give_the_seeded_set_up(players):
    for seed in range(6):
        s = staged(players, seed)
        assert s.is_chance() and s.to_move() == [] and s.phase() == "chance"
        tell_all(s)
        assert same_board(s, gl.new_game(players=players, seed=seed))
        assert s.phase() == "placement" and not s.is_chance()


def test_explicit_set_up_is_told_in_the_rules_order():
    setup = {
        "start_player": 2, "discovered": "sculpture-blue",
        "artists": {"photo-blue": 4, "painting-red": 7},
        "easels": ["digital", "photo", "sculpture"],
        "works": {f: ["1xx", "0x", "0v", "0i", "0x", "1v+ic", "1i+vc", "2xx"] for f in FORMS},
    }
    s = staged(4, 9, setup=setup)
    told = tell_all(s)
    assert same_board(s, gl.new_game(players=4, seed=9, setup=setup))
    kinds = [" ".join(o.split()[:2]) if o.startswith("setup") else o.split()[0] for o in told]
    assert told[0] == "setup start 2"
    assert [o.rsplit(" ", 1)[0] for o in told[1:9]] == [f"setup artist {a}" for a in ARTISTS]
    assert "setup artist photo-blue 4" in told and "setup artist painting-red 7" in told
    assert told[9] == "setup discovered sculpture-blue"
    assert [o.split()[2] for o in told[10:17]] == [a for a in ARTISTS if a != "sculpture-blue"]
    assert all(k == "setup discovery" for k in kinds[10:17])
    # per form: the set-aside work, the new top (0x: one ticket), one draw onto it
    for i, f in zip(range(17, 29, 3), FORMS):
        assert told[i:i + 2] == [f"setup aside {f}/1xx", f"expose {f}/0x"]
        assert kinds[i + 2] == "draw"
    assert kinds[29] == "setup tile"
    tiles = [o for o in told if o.startswith("setup tile")]
    assert [o.split()[2:4] for o in tiles[:12]] == [[c, r] for c in ("left", "middle", "right")
                                                    for r in ROW_FORMS]
    assert [o.split()[2] for o in tiles[12:]] == LOCS
    assert [o for o in told if o.startswith("setup easel")] == [
        "setup easel digital", "setup easel photo", "setup easel sculpture"]
    # then 4 plaza draws, 4 lobby draws and 4 deals end the set-up
    assert kinds[-12:] == ["draw"] * 8 + ["deal"] * 4


def test_two_players_deal_no_middle_column_tiles():
    s = staged(2, 3)
    tiles = [o for o in tell_all(s) if o.startswith("setup tile")]
    assert len(tiles) == 8 + 4 and not any(o.split()[2] == "middle" for o in tiles)
    assert len([o for o in tell_all(staged(2, 3)) if o.startswith("setup easel")]) == 1


def test_outcomes_and_probabilities_from_what_is_public():
    s = staged(3, 5)
    seen = set()
    while s.is_chance():
        outs = dict(s.chance_outcomes())
        assert abs(sum(outs.values()) - 1) < 1e-9 and s.chance_outcome() in outs
        first = next(iter(outs)).split()
        what = " ".join(first[:2]) if first[0] == "setup" else first[0]
        seen.add(what)
        if what == "setup start":
            assert outs == {f"setup start {q}": pytest.approx(1 / 3) for q in range(3)}
        elif what == "setup artist":
            assert len(outs) == 2 and set(outs.values()) == {0.5}
        elif what == "setup discovered":
            assert outs == {f"setup discovered {f}-blue": 0.25 for f in FORMS}
        elif what == "setup discovery":
            boxed = obs(s)["discovery_boxed"]
            total = sum(boxed.values())
            assert outs == {f"{' '.join(first[:3])} {c}": n / total for c, n in boxed.items() if n}
        elif what == "setup tile":
            boxed = obs(s)["reputation_boxed"]
            assert len(outs) == len(boxed) and all(p == 1 / len(boxed) for p in outs.values())
            assert {int(o.split()[-1]) for o in outs} == set(boxed)
        elif what == "setup easel":
            aside = [w.split("/")[0] for w in obs(s)["boxed_works"]]
            assert set(outs) == {f"setup easel {f}" for f in aside}
        s.apply(s.chance_outcome())
    assert {"setup start", "setup artist", "setup discovered", "setup discovery", "setup aside",
            "setup tile", "setup easel", "expose", "draw", "deal"} <= seen


def test_any_listed_outcome_is_accepted_and_shown():
    """A table's set-up differs from the engine's own sample: every announced outcome must be
    taken as told (swapped in from the hidden set-up), and the result is a valid set-up."""
    rng = random.Random(4)
    for players in (2, 3, 4):
        for seed in range(4):
            s = staged(players, seed)
            told = tell_all(s, lambda st, outs: rng.choice(outs)[0])
            gl.State.from_json(s.to_json())  # every invariant holds
            o = obs(s)
            assert o["phase"] == "placement"
            for line in told:
                w = line.split()
                if w[:2] == ["setup", "start"]:
                    assert o["start_player"] == int(w[2])
                elif w[:2] == ["setup", "artist"]:
                    assert o["artists"][w[2]]["start_fame"] == int(w[3])
                elif w[:2] == ["setup", "discovered"]:
                    a = o["artists"][w[2]]
                    assert a["discovered"] and a["fame"] == a["start_fame"]
                elif w[:2] == ["setup", "discovery"]:
                    assert o["artists"][w[2]]["discovery_tile"] == w[3]
                elif w[:2] == ["setup", "tile"] and len(w) == 5:
                    assert o["market"][w[2]][w[3]]["tile"] == int(w[4])
                elif w[:2] == ["setup", "tile"]:
                    assert o["location_tiles"][w[2]] == int(w[3])
                elif w[:2] == ["setup", "easel"]:
                    assert w[2] in [e["work"].split("/")[0] for e in o["easels"]]
            assert sum(o["discovery_boxed"].values()) == 3
            assert sum(1 for a in o["artists"].values() if a["discovered"]) == 1


def test_what_is_not_told_yet_stays_hidden():
    """Two set-ups that differ only in parts not told yet look the same to every seat, and
    determinize resamples those parts (the next outcome varies)."""
    base = {"start_player": 1, "discovered": "photo-blue"}
    a = staged(4, 1, setup={**base, "artists": {"digital-red": 5}})
    b = staged(4, 1, setup={**base, "artists": {"digital-red": 8}})
    for s in (a, b):
        for _ in range(4):  # start player and the first three artists
            s.apply(s.chance_outcome())
    for seat in range(4):
        assert a.observation_string(seat) == b.observation_string(seat)
        assert a.observation(seat) == b.observation(seat)
    # the next step tells digital-red's tile, the one part in which they differ
    assert a.chance_outcome() == "setup artist digital-red 5"
    assert b.chance_outcome() == "setup artist digital-red 8"
    view = a.observation_string(0)
    nexts = Counter(a.determinize(0, k).chance_outcome() for k in range(200))
    assert set(nexts) == {"setup artist digital-red 5", "setup artist digital-red 8"}
    assert all(a.determinize(0, k).observation_string(0) == view for k in range(20))
    # later hidden parts too: the discovered artist, a discovery tile, a reputation tile
    for s in (a,):
        while not s.chance_outcome().startswith("setup discovery"):
            s.apply(s.chance_outcome())
        assert len({s.determinize(2, k).chance_outcome() for k in range(100)}) > 1
        while not s.chance_outcome().startswith("setup tile"):
            s.apply(s.chance_outcome())
        assert len({s.determinize(2, k).chance_outcome() for k in range(100)}) > 5


def test_objective_cards_are_dealt_before_the_set_up_is_told():
    s = staged(3, 8)
    cards = [s.private_items(q) for q in range(3)]
    assert all(len(c) == 2 and c[0].startswith("curator-") and c[1].startswith("dealer-")
               for c in cards)
    assert len({c[0] for c in cards}) == 3 and len({c[1] for c in cards}) == 3
    tell_all(s)
    assert [s.private_items(q) for q in range(3)] == cards
    assert obs(s, 0)["seats"][1]["curator"] is None


def test_bad_set_up_outcomes_are_rejected_unchanged():
    s = staged(4, 2)
    before = s.to_json()
    for bad in ("setup start 7", "setup artist photo-blue 3", "setup discovered photo-red",
                "setup tile left digital 0", "setup nothing", "setup", "setup easel",
                "setup artist photo-blue 4"):  # the artist step comes after the start player
        with pytest.raises(ValueError):
            s.apply(bad)
        assert s.to_json() == before
    for text in ("setup start 2", "setup artist photo-blue 4", "setup discovered photo-blue",
                 "setup discovery photo-red MB", "setup aside photo/1xx",
                 "setup tile left digital 5", "setup tile colony 3", "setup easel photo"):
        assert gl.canonical_move(f"  {text} ") == text
    with pytest.raises(ValueError, match="starts at fame"):
        gl.canonical_move("setup artist photo-blue 3")
