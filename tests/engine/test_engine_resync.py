"""Reconnect: a `position` line (log form or hand form) gives the same view as the
incremental lines, and both equal the true table's observation of that seat."""

from __future__ import annotations

import pytest
from galleria_ai.match import Limits
from gei_table import record_game

CASES = [
    (4, {}, 5, 30, 0),
    (4, {}, 6, 140, 2),
    (3, {"virtual": "turn"}, 7, 120, 1),
    (3, {"virtual": "winner"}, 8, 90, 0),
    (5, {"double": "all_to_second"}, 9, 200, 4),
]


def position_line(lines: list[str]) -> str:
    return " ; ".join(["position " + lines[0].split(" ", 1)[1], *lines[1:]])


@pytest.mark.parametrize("players,variants,seed,cut,seat", CASES)
def test_position_gives_same_view(engine, until_ready, players, variants, seed, cut, seat):
    log = record_game(players=players, seed=seed, variants=variants, decisions=cut)
    truth = log["state"]
    assert truth is not None and truth.season >= (1 if cut >= 120 else 0)
    lines = log[seat]
    for ln in lines:
        engine.send(ln)
    assert until_ready(engine) == []
    incremental = engine.show(seat)
    assert incremental == truth.observation_string(seat)

    # log form: the same lines in one position command
    engine.send("newgame modern_art players 3 seat 1")  # something else first
    engine.send(position_line(lines))
    assert until_ready(engine) == []
    assert engine.show(seat) == incremental

    # hand form: public lines only, then the current hand
    public = [ln for ln in lines[1:] if not ln.startswith("private ")]
    hand = " ".join(["private", str(seat), "hand", *truth.hand(seat)])
    engine.send(position_line([lines[0], *public, hand]))
    assert until_ready(engine) == []
    assert engine.show(seat) == incremental

    # the GEI 1 alias `hand S <cards>` says the same
    alias = " ".join(["hand", str(seat), *truth.hand(seat)])
    engine.send(position_line([lines[0], *public, alias]))
    assert until_ready(engine) == []
    assert engine.show(seat) == incremental

    # hand form without the hand is rejected and keeps the game
    engine.send(position_line([lines[0], *public]))
    got = until_ready(engine)
    assert len(got) == 1 and got[0].startswith("error position ")
    assert engine.show(seat) == incremental

    if log["to_move"] == seat:
        assert engine.go(seat, Limits(iterations=50)).move in truth.legal_moves(seat)


def test_resync_then_continue_to_the_end(engine, until_ready):
    full = record_game(players=4, seed=21)
    lines = full[2]
    half = len(lines) // 2
    engine.send(position_line(lines[:half]))
    for ln in lines[half:]:
        engine.send(ln)
    assert until_ready(engine) == []
    money = " ".join(map(str, full["result"]["money"]))
    engine.send(f"gameover score {money}")
    assert until_ready(engine) == []  # no money-differs warning


@pytest.mark.parametrize("cut", [45, 160])
def test_engine_playing_two_seats(engine, until_ready, cut):
    log = record_game(players=4, seed=13, decisions=cut)
    truth = log["state"]
    a, b = log[0], log[2]
    assert len(a) == len(b)
    engine.send("newgame modern_art players 4 seat 0 seat 2")
    for la, lb in zip(a[1:], b[1:]):
        if la.startswith("private "):
            assert lb.startswith("private ")
            engine.send(la)
            engine.send(lb)
        else:
            assert la == lb
            engine.send(la)
    assert until_ready(engine) == []
    assert engine.show(0) == truth.observation_string(0)
    assert engine.show(2) == truth.observation_string(2)
    mover = log["to_move"]
    if mover in (0, 2):
        assert engine.go(mover, Limits(iterations=30)).move in truth.legal_moves(mover)
    # an own seat that is not to move cannot be asked
    idle = 2 if mover == 0 else 0
    if idle not in truth.to_move():
        engine.send(f"go seat {idle}")
        got = until_ready(engine)
        assert len(got) == 1 and got[0].startswith("error go")
