"""GEI 2 transport and grammar: what an independent client author found unclear or wrong in
GEI 1 (Unicode digits and spaces, DEL/C1 controls, the byte limit and a final CR, the
variant grammar, `players` before `seat`, the search counter, the clock formula, every
seat's clock in `go`)."""

from __future__ import annotations

import io

import pytest
from galleria_ai import games, search
from galleria_ai.engine.options import Options
from galleria_ai.engine.protocol import MAX_LINE, is_decimal, is_integer, read_lines, split_tokens
from galleria_ai.engine.search_runner import budgets, parse_go
from galleria_ai.match import Limits
from gei_table import record_game


def lines_of(data: bytes) -> list[tuple[str | None, str]]:
    return [(r.text, r.problem) for r in read_lines(io.BytesIO(data))]


def test_byte_limit_counts_the_text_only():
    exact = b"x" * MAX_LINE
    got = lines_of(exact + b"\r\n" + exact + b"\n" + exact + b"y\n" + exact + b"yz\r\nok\n")
    assert [t is not None for t, _ in got] == [True, True, False, False, True]
    assert got[0][0] == "x" * MAX_LINE and got[-1][0] == "ok"
    # an endless line is dropped whole, the next one is read
    got = lines_of(b"z" * (3 * MAX_LINE) + b"\nisready\n")
    assert [t for t, _ in got] == [None, "isready"]
    assert "longer than" in got[0][1]
    assert lines_of(b"last line without newline") == [("last line without newline", "")]


@pytest.mark.parametrize("char", ["\x00", "\x1b", "\r", "\x7f", "\x80", "\x85", "\x9f"])
def test_control_characters_reject_the_line(char):
    (text, problem), = lines_of(f"event 0 pass{char}x\n".encode())
    assert text is None and "control" in problem


def test_only_spaces_and_tabs_separate_tokens():
    assert split_tokens(" \tevent  3\tpass ") == ["event", "3", "pass"]
    for space in ("\u00a0", "\u2003", "\u3000", "\u2028", "\u1680"):
        assert split_tokens(f"event 3 pass{space}") == ["event", "3", f"pass{space}"]
    assert split_tokens("") == [] and split_tokens(" \t ") == []
    # Unicode text (e.g. a no-break space) is a character of the line, not a control
    (text, _), = lines_of("event 3 pass\u00a0\n".encode())
    assert text == "event 3 pass\u00a0"


def test_numbers_are_ascii_digits_only():
    for good in ("0", "17", "-3", "9" * 19):
        assert is_integer(good)
    for bad in ("\uff11\uff14", "\u0663", "1_0", "+1", " 1", "1 ", "", "-", "1e3", "9" * 20):
        assert not is_integer(bad), bad
    for good in ("0.7", "10", "-0.25"):
        assert is_decimal(good)
    for bad in ("nan", "inf", "1e-3", ".5", "5.", "1_0.5", "\u0661.5", "0x1"):
        assert not is_decimal(bad), bad


def test_go_grammar_and_every_seats_clock():
    lim = parse_go("go", ["seat", "1", "time", "0", "1000", "inc", "0", "10", "time", "1", "2000", "inc", "1", "20"])
    lim.check_clocks("go", 4, 1)
    assert lim.clock(1) == (2000, 20) and lim.clock(0) == (1000, 10) and lim.clock(2) is None
    alias = parse_go("go", ["seat", "1", "stime", "2000", "sinc", "20"])
    alias.check_clocks("go", 4, 1)
    assert alias.clock(1) == (2000, 20)
    for bad in ("seat 1 stime 5 time 1 6", "seat 1 time 7 5", "seat 1 inc 1 5"):
        lim = parse_go("go", bad.split())
        with pytest.raises(ValueError):
            lim.check_clocks("go", 4, 1)
    for bad in ("time 0", "time 0 1 time 0 2", "iterations \uff11\uff10", "time x 5",
                "infinite time 0 5"):
        with pytest.raises(ValueError):
            parse_go("go", bad.split())


def test_clock_budget_uses_the_games_decisions_left():
    ma = games.get("modern_art")
    state = ma.new_game(4, 1)
    # 4 players are dealt 9 + 4 + 4 cards each over the game; about 4 decisions per card
    assert state.season == 0 and ma.decisions_left(state, 0) == 4 * (9 + 4 + 4)
    # an even share plus 3/4 of the increment, capped at a third of the clock plus half inc
    assert search.clock_budget_ms(40_000, 400, 40) == 1000 + 300
    assert search.clock_budget_ms(1000, 0, 40) == 25
    assert search.clock_budget_ms(100, 0, 1) == 33          # never more than a third
    assert search.clock_budget_ms(100, 1000, 4) == 33 + 500  # ... plus half the increment
    assert search.clock_budget_ms(0, 0, 10) == 1            # flag down: the least search
    assert search.clock_budget_ms(900, 0, 0) == 300         # no estimate: one decision
    with pytest.raises(ValueError):
        search.clock_budget_ms(-1, 0, 10)
    lim = parse_go("go", ["seat", "0", "time", "0", "40000", "inc", "0", "400", "movetime", "900"])
    lim.check_clocks("go", 4, 0)
    assert budgets(lim, Options(), 40, 0) == (0, 900)   # the smaller time limit
    lim = parse_go("go", ["seat", "0", "time", "1", "40000"])
    lim.check_clocks("go", 4, 0)
    # another seat's clock is information only: the Iterations option applies
    assert budgets(lim, Options(), 40, 0) == (10000, 0)


def test_engine_rejects_unicode_numbers_and_spaces(engine, until_ready):
    log = record_game(players=4, seed=3, decisions=0)
    for ln in log[0]:
        engine.send(ln)
    assert until_ready(engine) == []
    view = engine.show(0)
    for line, word in [("reveal sealed 3:\uff11\uff14", "reveal"),
                       ("go seat 0 iterations \uff11\uff10", "go"),
                       ("event \uff10 pass", "event"), ("event 0 pass\u00a0", "event"),
                       ("event 0\u00a0pass", "event"), ("event 0 pass\x85", "input"),
                       ("event 0\x7f pass", "input"),
                       ("setoption name Threads value \u0662", "setoption")]:
        engine.send(line)
        got = until_ready(engine)
        assert len(got) == 1 and got[0].startswith(f"error {word} "), (line, got)
        assert engine.show(0) == view


def test_variant_grammar_and_players_first(engine, until_ready):
    ok = [("newgame modern_art players 3 seat 0 variant double=all_to_second "
          "variant virtual=turn"), "newgame modern_art players 3 seat 2 seat 0"]
    for line in ok:
        engine.send(line)
        assert until_ready(engine) == [], line
    for line in [("newgame modern_art players 3 seat 0 variant double=all_to_second "
                 "virtual=turn"),                                     # keyword not repeated
                 ("newgame modern_art players 3 seat 0 variant double=split variant "
                 "double=all_to_second"),                             # the same key twice
                 "newgame modern_art seat 0 players 3",              # seat before players
                 "newgame modern_art players 3 seat 0 variant virtual"]:
        engine.send(line)
        got = until_ready(engine)
        assert len(got) == 1 and got[0].startswith("error newgame "), (line, got)


def answer(engine, seat: int) -> tuple:
    dec = engine.go(seat, Limits(iterations=120))
    return dec.move, [(m["move"], m["visits"]) for m in dec.stats["moves"]]


def test_search_counter(engine, until_ready):
    """The n-th accepted go since newgame/position searches with seed Seed + n * stride:
    rejected gos do not count, `position` restarts the count."""
    log = next(g for g in (record_game(players=4, seed=11, decisions=c) for c in range(4, 60))
               if g["to_move"] == 0 and g["state"].phase() == "play")
    lines = log[0]
    for ln in lines:
        engine.send(ln)
    first, second = answer(engine, 0), answer(engine, 0)
    assert first != second                  # the second search has the next seed
    engine.send(" ; ".join(["position " + lines[0].split(" ", 1)[1], *lines[1:]]))
    engine.send("go seat 3")                # rejected: not counted
    assert len(until_ready(engine)) == 1
    assert answer(engine, 0) == first and answer(engine, 0) == second
