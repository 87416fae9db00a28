"""Search control through the real engine: limits, info lines, stop, busy, analyse, skill."""

from __future__ import annotations

import time

import pytest
from galleria_ai.client import parse_info_line
from galleria_ai.match import Limits
from gei_table import record_game


def mid_game(engine, until_ready, seat_to_move: int = 0, sealed: bool | None = None):
    for cut in range(20, 300):
        log = record_game(players=4, seed=3, decisions=cut)
        st = log["state"]
        if log["to_move"] == seat_to_move and (sealed is None or
                                               (st.phase() == "sealed") == sealed):
            break
    for ln in log[0]:
        engine.send(ln)
    assert until_ready(engine) == []
    return log["state"]


def test_go_iterations_reports_stats(engine, until_ready):
    st = mid_game(engine, until_ready, sealed=False)
    dec = engine.go(0, Limits(iterations=300))
    assert dec.move in st.legal_moves(0)
    assert dec.stats["iterations"] == 300
    assert len(dec.stats["value"]) == 4
    assert abs(sum(dec.stats["value"]) - 1.0) < 0.05
    visits = [m["visits"] for m in dec.stats["moves"]]
    assert visits == sorted(visits, reverse=True) and sum(visits) == 300
    assert all(m["move"] in st.legal_moves(0) for m in dec.stats["moves"])
    assert dec.move == dec.stats["moves"][0]["move"]  # Skill 20: most visits


def test_same_seed_same_answers(engine, until_ready, engine_cmd):
    from galleria_ai.client import Engine

    st = mid_game(engine, until_ready, sealed=False)
    a = engine.go(0, Limits(iterations=200))
    other = Engine(engine_cmd, timeout=20)
    other.start()
    try:
        for _, ln in [t for t in engine.transcript if t[0] == "> "]:
            if ln.split()[0] in ("newgame", "private", "event", "reveal"):
                other.send(ln)
        b = other.go(0, Limits(iterations=200))
    finally:
        other.quit()
    assert a.move == b.move and a.stats["moves"] == b.stats["moves"]
    assert a.move in st.legal_moves(0)


@pytest.mark.parametrize("interval", ["50", "0"])
def test_stop_ends_infinite_search_while_isready_is_answered(engine, until_ready, interval):
    st = mid_game(engine, until_ready, sealed=False)
    engine.set_option("InfoInterval", interval)
    engine.go_infinite(0)
    time.sleep(0.3)
    # while it searches: isready answered, a second go and game lines are refused
    engine.send("go seat 0 iterations 5")
    engine.send("event 1 pass")
    got = until_ready(engine)
    errors = [g for g in got if g.startswith("error")]
    assert [e.split()[:2] for e in errors] == [["error", "go"], ["error", "event"]]
    assert not [g for g in got if g.startswith("bestmove")]
    progress = [parse_info_line(g) for g in got if g.startswith("info seat")]
    if interval == "0":
        assert progress == []
    else:
        assert progress and progress[-1]["iterations"] > 0
    dec = engine.stop()
    assert dec is not None and dec.move in st.legal_moves(0)
    assert dec.stats["iterations"] > 0
    # exactly one bestmove: nothing more arrives
    assert not [g for g in until_ready(engine) if g.startswith("bestmove")]
    # the game is intact and the engine answers the next go
    assert engine.go(0, Limits(iterations=10)).move in st.legal_moves(0)


def test_stop_without_search_is_silent(engine, until_ready):
    engine.send("stop")
    assert until_ready(engine) == []


def test_movetime_and_clock_limits(engine, until_ready):
    st = mid_game(engine, until_ready, sealed=False)
    t0 = time.monotonic()
    dec = engine.go(0, Limits(movetime_ms=150))
    took = time.monotonic() - t0
    assert dec.move in st.legal_moves(0)
    assert 0.1 < took < 5.0
    assert 0.1 < dec.stats["time"] / 1000.0 < 1.0
    dec = engine.go(0, Limits(clock_ms=2000, increment_ms=0))
    assert dec.move in st.legal_moves(0)
    assert dec.stats["time"] <= 1000 + 50  # never more than half the clock


def test_sealed_go_answers_a_bid(engine, until_ready):
    st = mid_game(engine, until_ready, sealed=True)
    dec = engine.go(0, Limits(iterations=200))
    assert dec.move in st.legal_moves(0)
    assert dec.move == "pass" or dec.move.startswith("bid ")


def test_analyse_ranks_moves(engine, until_ready):
    st = mid_game(engine, until_ready, sealed=False)
    rows = engine.analyse(0, Limits(iterations=400))
    moves = [r for r in rows if "move" in r]
    summary = [r for r in rows if "evaluated" in r]
    assert [r["rank"] for r in moves] == list(range(1, len(moves) + 1))
    legal = st.legal_moves(0)
    assert all(r["move"] in legal for r in moves)
    assert summary and summary[0]["evaluated"] == len(moves)
    assert summary[0]["evaluated"] + summary[0]["unevaluated"] == len(legal)
    non_bids = [m for m in legal if not m.startswith("bid ")]
    assert set(non_bids) <= {r["move"] for r in moves}


def test_skill_scales_budget(engine, until_ready):
    mid_game(engine, until_ready, sealed=False)
    engine.set_option("Skill", "10")
    dec = engine.go(0, Limits(iterations=2000))
    assert dec.stats["iterations"] == 200  # 2000 * 0.1 (galleria_ai.skill, level 10)
    engine.set_option("Skill", "1")
    dec = engine.go(0, Limits(iterations=2000))
    assert dec.stats["iterations"] == 20  # 2000 * 0.01


def test_low_skill_levels_weaken_the_policy_unless_the_gui_set_it():
    from galleria_ai import games
    from galleria_ai.engine.options import EXPLICIT, skill_search_options

    ma, gl = games.get("modern_art"), games.get("gallerist")
    assert skill_search_options(ma, 20, {EXPLICIT: set()}) == {}
    assert skill_search_options(ma, 3, {EXPLICIT: set()}) == {
        "rollout": "random", "prior_weight": 0.0, "opponent_prior_weight": 0.0}
    # A setting the GUI chose stays; a game without the setting (prior) is not given it.
    assert skill_search_options(ma, 3, {EXPLICIT: {"Rollout"}}) == {
        "prior_weight": 0.0, "opponent_prior_weight": 0.0}
    assert skill_search_options(gl, 3, {EXPLICIT: set()}) == {"rollout": "random"}


def test_heuristic_bot_option(engine, until_ready):
    st = mid_game(engine, until_ready, sealed=False)
    engine.set_option("Bot", "heuristic")
    dec = engine.go(0, Limits(iterations=10))
    assert dec.move in st.legal_moves(0)
    assert dec.stats.get("bot") == "heuristic"


def test_infomoves_off_keeps_summary_only(engine, until_ready):
    st = mid_game(engine, until_ready, sealed=False)
    engine.set_option("InfoMoves", "false")
    dec = engine.go(0, Limits(iterations=100))
    assert dec.move in st.legal_moves(0)
    assert dec.stats["moves"] == [] and dec.stats["iterations"] == 100


def test_hash_is_the_tree_memory_the_search_gets(monkeypatch):
    # In process: the value of Hash at `go` reaches the search as its tree memory.
    import io

    from galleria_ai import games, search
    from galleria_ai.engine.options import Options
    from galleria_ai.engine.protocol import Output
    from galleria_ai.engine.search_runner import GoLimits, SearchRunner

    seen: list[int] = []
    real = search.search

    def spy(state, seat, **kw):
        seen.append(kw["max_tree_mb"])
        return real(state, seat, **kw)

    monkeypatch.setattr(search, "search", spy)
    entry = games.get("modern_art")
    state = entry.new_game(4, seed=1)
    seat = state.current_player()
    out = io.StringIO()
    runner = SearchRunner(Output(out))
    opts = Options()
    opts.set("InfoInterval", "0")
    for value in ("1", "2048"):
        opts.set("Hash", value)
        runner.start(entry, state, seat, GoLimits(iterations=50), opts, seed=1, analyse=False)
        runner.wait()
    assert seen == [1, 2048]
    assert out.getvalue().count("bestmove ") == 2 and "failed" not in out.getvalue()
