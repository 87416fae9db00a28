"""Bad, out-of-order and inconsistent input: one `error` line each, state unchanged."""

from __future__ import annotations

import pytest
from galleria_ai import modern_art as ma
from galleria_ai.match import Limits
from gei_table import record_game


def feed(engine, lines):
    for ln in lines:
        engine.send(ln)


def check_rejected(engine, until_ready, line: str, command: str) -> None:
    before = engine.show(0)
    engine.send(line)
    got = until_ready(engine)
    assert len(got) == 1, (line, got)
    assert got[0].startswith(f"error {command} "), (line, got)
    assert engine.show(0) == before, line


HAND = "LM-sealed LM-sealed LM-fixed LM-fixed YO-open YO-open CP-open KG-open KR-open"


def start_known_hand(engine):
    feed(engine, ["newgame modern_art players 4 seat 0", f"deal 0 {HAND}"])


def test_mid_game_view_matches_truth(engine, until_ready):
    log = record_game(players=4, seed=5, decisions=60)
    feed(engine, log[0])
    assert until_ready(engine) == []
    assert engine.show(0) == log["state"].observation_string(0)


@pytest.mark.parametrize("line,command", [
    ("frobnicate 1 2", "unknown"),
    ("EVENT 0 pass", "unknown"),
    ("event", "event"),
    ("event 0", "event"),
    ("event 9 pass", "event"),
    ("event -1 pass", "event"),
    ("event 1 pass", "event"),                  # seat 1 is not to move
    ("event 0 play XX-open", "event"),
    ("event 0 play KR-double", "event"),        # own seat does not hold it
    ("event 0 bid 5", "event"),                 # wrong phase
    ("event 0 play", "event"),
    ("deal 0 LM-open", "deal"),                 # no deal due now
    ("deal 1 LM-open", "deal"),                 # not an own seat
    ("hand 0 LM-open", "hand"),                 # wrong count
    ("reveal sealed 0:3 1:pass 2:pass 3:pass", "reveal"),  # no sealed auction
    ("reveal bids", "reveal"),
    ("go seat 1", "go"),
    ("go seat 0 iterations 0", "go"),
    ("go seat 0 iterations many", "go"),
    ("go seat 0 movetime -5", "go"),
    ("go infinite iterations 5", "go"),
    ("go seat 0 depth 3", "go"),
    ("go seat 0 seat 0", "go"),
    ("analyse seat 2", "analyse"),
    ("newgame modern_art players 6 seat 0", "newgame"),
    ("newgame modern_art players 4 seat 4", "newgame"),
    ("newgame modern_art players 4", "newgame"),
    ("newgame chess players 2 seat 0", "newgame"),
    ("newgame modern_art players 4 seat 0 variant virtual=turn", "newgame"),
    ("newgame modern_art players 4 seat 0 variant colour=blue", "newgame"),
    ("newgame modern_art seat 0 players 4", "newgame"),
    ("position modern_art players 4 seat 0 ; deal 0 LM-open", "position"),
    ("position modern_art players 4 seat 0 ; event 0 play LM-open", "position"),
    ("position modern_art players 4 seat 0 ; quit", "position"),
    ("gameover money 1 2", "gameover"),
    ("show seat 7", "show"),
    ("setoption name Skill value 99", "setoption"),
])
def test_bad_lines(engine, until_ready, line, command):
    start_known_hand(engine)
    assert until_ready(engine) == []
    check_rejected(engine, until_ready, line, command)
    # the intact game still plays
    dec = engine.go(0, Limits(iterations=20))
    st = ma.new_game(players=4, seed=0)
    st.force_hand(0, HAND.split())
    assert dec.move in st.legal_moves(0)


def test_provably_impossible_card_of_other_seat(engine, until_ready):
    start_known_hand(engine)
    feed(engine, ["event 0 play YO-open", "event 1 pass", "event 2 pass", "event 3 pass",
                  "event 0 pass"])
    assert until_ready(engine) == []
    # seat 0 holds both LM-sealed cards: seat 1 cannot play one
    check_rejected(engine, until_ready, "event 1 play LM-sealed", "event")
    feed(engine, ["event 1 play LM-open"])
    assert until_ready(engine) == []


def test_deal_impossible_and_out_of_order(engine, until_ready):
    engine.send("newgame modern_art players 4 seat 0")
    assert until_ready(engine) == []
    before = engine.show(0)
    for line, cmd in [("event 0 play LM-open", "event"), ("go", "go"),
                      (("deal 0 LM-sealed LM-sealed LM-sealed YO-open YO-open CP-open KG-open "
                       "KR-open KR-open"), "deal"),  # only two LM-sealed exist
                      ("deal 0 LM-open", "deal")]:
        engine.send(line)
        got = until_ready(engine)
        assert len(got) == 1 and got[0].startswith(f"error {cmd} "), (line, got)
        assert engine.show(0) == before


def test_sealed_phase_errors(engine, until_ready):
    hand = "LM-sealed LM-open LM-fixed LM-fixed YO-open YO-open CP-open KG-open KR-open"
    feed(engine, ["newgame modern_art players 4 seat 0", f"deal 0 {hand}",
                  "event 0 play LM-sealed"])
    assert until_ready(engine) == []
    for line in ["event 1 bid 5", "event 0 pass"]:
        check_rejected(engine, until_ready, line, "event")
    for line in ["reveal sealed 0:5 1:pass 2:pass", "reveal sealed 0:5 1:pass 2:pass 3:x",
                 "reveal sealed 0:5 0:6 1:pass 2:pass 3:pass",
                 "reveal sealed 0:5 1:pass 2:pass 3:101", "reveal sealed 0:0 1:1 2:1 3:1",
                 "reveal sealed 0:5 1:pass 2:pass 3:pass 4:pass", "reveal 0:5"]:
        check_rejected(engine, until_ready, line, "reveal")
    dec = engine.go(0, Limits(iterations=30))
    assert dec.move == "pass" or dec.move.startswith("bid ")
    feed(engine, ["reveal sealed 3:7 2:pass 1:12 0:pass"])
    assert until_ready(engine) == []
    # seat 1 won with 12 and paid the auctioneer, seat 0
    assert "\nmoney 112 88 100 100\n" in engine.show(0)


def test_invalid_utf8_and_long_lines(engine, until_ready):
    start_known_hand(engine)
    assert until_ready(engine) == []
    before = engine.show(0)
    proc = engine._proc
    assert proc is not None and proc.stdin is not None
    proc.stdin.write(b"event 0 play \xff\xfe\n")
    proc.stdin.write(b"x" * 200_000 + b"\n")
    proc.stdin.write(b"event 0 " + b"play LM-open " * 10_000 + b"\n")
    proc.stdin.write(b"\x00\x01\x02\n")
    proc.stdin.flush()
    got = until_ready(engine)
    assert [g.split()[:2] for g in got] == [["error", "input"], ["error", "input"],
                                            ["error", "input"], ["error", "input"]], got
    assert engine.show(0) == before


def test_gameover_ends_game(engine, until_ready):
    log = record_game(players=3, seed=2)
    feed(engine, log[0])
    money = " ".join(map(str, log["result"]["money"]))
    feed(engine, [f"gameover money {money}"])
    assert until_ready(engine) == []  # money agrees: no warning
    check_rejected(engine, until_ready, "go", "go")
    check_rejected(engine, until_ready, "event 0 pass", "event")
