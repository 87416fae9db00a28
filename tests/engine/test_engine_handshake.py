"""Handshake, typed options and option validation of the real engine process."""

from __future__ import annotations

import pytest
from galleria_ai import search
from galleria_ai.client import Engine, parse_option_line


def test_handshake_lists_typed_options(engine_cmd):
    eng = Engine(engine_cmd, timeout=20.0)
    eng.start()
    try:
        assert eng.info.name == "galleria-engine"
        assert eng.info.protocol == "GEI 2"
        # every registered game is announced with its player range and variants
        assert eng.info.games["modern_art"] == (
            "game modern_art players 3-5 variant double=split|all_to_second "
            "variant virtual=none|turn|winner")
        assert eng.info.author
        opts = eng.info.options
        for name in ("Threads", "Iterations", "MoveTime", "Exploration", "Seed", "Bot",
                     "BidGrid", "Rollout", "Skill"):
            assert name in opts, name
        assert opts["Threads"].type == "spin" and opts["Threads"].min == 1
        assert opts["Skill"].min == 1 and opts["Skill"].max == 20
        assert opts["Bot"].type == "combo"
        # the search and every game's baseline bots (Modern Art's value bot among them)
        assert set(opts["Bot"].vars) == {"ismcts", "heuristic", "random", "value"}
        # one Rollout for every game: every game's policies, Modern Art's tuned default
        # announced (the Gallerist searches with its own until a GUI sets it)
        assert opts["Rollout"].vars == ["random", "heuristic", "value"]
        assert opts["Rollout"].default == search.game_defaults("modern_art")["rollout"]
        assert opts["LogFile"].type == "string" and opts["LogFile"].default == ""
        assert opts["InfoMoves"].type == "check" and opts["InfoMoves"].default == "true"
        assert opts["Hash"].type == "spin" and opts["Hash"].min == 1
        assert opts["Hash"].default == str(search.DEFAULTS["max_tree_mb"])
        # gei again is harmless and gives the same answer
        eng.send("gei")
        again = eng.read_until(lambda ln: ln == "geiok")
        assert sum(ln.startswith("option ") for ln in again) == len(opts)
    finally:
        eng.quit()
    assert not eng.alive


def test_parse_option_line():
    opt = parse_option_line("option name Bot type combo default ismcts var ismcts var random")
    assert (opt.name, opt.type, opt.default, opt.vars) == ("Bot", "combo", "ismcts",
                                                          ["ismcts", "random"])
    with pytest.raises(ValueError):
        parse_option_line("option type spin")


@pytest.mark.parametrize("name,value", [
    ("Threads", "0"), ("Threads", "65"), ("Threads", "two"), ("Threads", ""),
    ("Iterations", "-5"), ("Iterations", "1e9"), ("Exploration", "nan"),
    ("Exploration", "-0.1"), ("Exploration", "11"), ("RewardBlend", "2"), ("SafeBlend", "1.5"),
    ("SafeBlend", "-0.1"), ("SafeBlend", "nan"),
    ("Seed", "-1"), ("Seed", "99999999999999999999999"), ("Bot", "alphazero"),
    ("Rollout", "RANDOM"), ("Skill", "0"), ("Skill", "21"), ("BidGrid", "0"),
    ("BidGrid", "25"), ("InfoMoves", "yes"), ("InfoMoves", "True"), ("Hash", "0"),
    ("Hash", "1048577"), ("Hash", "1.5"),
    # numbers are ASCII digits only; no exponents, underscores, signs but '-', inf or nan
    ("Threads", "\uff12"), ("Iterations", "1_000"), ("Exploration", "\u0661.5"),
    ("Exploration", "inf"), ("Exploration", "1e-1"), ("RewardBlend", "+0.5"),
    ("NoSuchOption", "1"),
])
def test_bad_option_values_are_rejected_once(engine, until_ready, name, value):
    engine.send(f"setoption name {name} value {value}")
    got = until_ready(engine)
    assert len(got) == 1 and got[0].startswith("error setoption"), got


def test_good_option_values_and_effect(engine, until_ready):
    for name, value in [("threads", "2"), ("Exploration", "1.25"), ("Seed", "123"),
                        ("Bot", "random"), ("Skill", "7"), ("BidGrid", "16")]:
        engine.send(f"setoption name {name} value {value}")
    assert until_ready(engine) == []
    # a rejected value keeps the old one: Bot stays random, so the answer says so
    engine.send("setoption name Bot value nonsense")
    assert until_ready(engine)[0].startswith("error setoption")
    engine.send("newgame modern_art players 3 seat 0")
    from galleria_ai import modern_art as ma
    st = ma.new_game(players=3, seed=0)
    engine.private(0, ["deal", *st.hand(0)])
    from galleria_ai.match import Limits
    dec = engine.go(0, Limits(iterations=10))
    assert dec.move in st.legal_moves(0)
    assert dec.stats.get("bot") is True or "iterations" in dec.stats
    assert any("bot random" in ln for _, ln in engine.transcript if ln.startswith("info"))


def test_setoption_syntax_errors(engine, until_ready):
    for line in ["setoption", "setoption Threads 2", "setoption name", "setoption value 3"]:
        engine.send(line)
        got = until_ready(engine)
        assert len(got) == 1 and got[0].startswith("error setoption"), (line, got)


def test_logfile_and_threads(engine, until_ready, tmp_path):
    from galleria_ai.match import Limits
    from gei_table import record_game

    log = tmp_path / "engine.log"
    engine.set_option("LogFile", str(log))
    engine.set_option("Threads", "2")
    game = next(g for g in (record_game(players=4, seed=1, decisions=c) for c in range(20, 80))
                if g["to_move"] == 3)
    for line in game[3]:
        engine.send(line)
    dec = engine.go(3, Limits(iterations=200))
    assert dec.stats["iterations"] == 200 and dec.move in game["state"].legal_moves(3)
    text = log.read_text()
    assert "> newgame modern_art players 4 seat 3" in text
    assert "< readyok" in text and f"< bestmove {dec.move}" in text


def test_command_line_presets(engine_cmd):
    import subprocess

    from galleria_ai import modern_art as ma
    from galleria_ai.match import Limits

    eng = Engine([*engine_cmd, "--option", "Skill=10", "-o", "InfoInterval=0"], timeout=20)
    eng.start()
    try:
        st = ma.new_game(players=3, seed=0)
        eng.send("newgame modern_art players 3 seat 0")
        eng.private(0, ["deal", *st.hand(0)])
        assert eng.go(0, Limits(iterations=2000)).stats["iterations"] == 200  # Skill 10: 0.1
    finally:
        eng.quit()
    bad = subprocess.run([*engine_cmd, "-o", "Skill=99"], check=False, input=b"",
                         capture_output=True,
                         timeout=60)
    assert bad.returncode == 2 and b"Skill" in bad.stderr


def test_a_shared_game_option_gives_each_game_its_own_default_until_set():
    from galleria_ai import games
    from galleria_ai.engine.options import Options, game_search_options

    opts = Options()
    gl, ma = games.get("gallerist"), games.get("modern_art")
    assert game_search_options(gl, opts.snapshot()) == search.game_defaults("gallerist")
    assert game_search_options(ma, opts.snapshot())["rollout"] == \
        search.game_defaults("modern_art")["rollout"]
    opts.set("Rollout", "random")
    assert game_search_options(gl, opts.snapshot()) == {"rollout": "random"}
    assert game_search_options(ma, opts.snapshot())["rollout"] == "random"
    opts.set("Rollout", "value")  # Modern Art's only: the Gallerist keeps its own default
    assert game_search_options(gl, opts.snapshot()) == search.game_defaults("gallerist")
    assert game_search_options(ma, opts.snapshot())["rollout"] == "value"
    assert game_search_options(ma, opts.snapshot(), analyse=True)["bid_grid"] == 24


def test_options_are_announced_in_the_spec_tables_order():
    """protocol/spec.md's option table lists every option in the order `gei` announces them
    (Bot after Seed, each game's own options after Bot)."""
    import re
    from pathlib import Path

    from galleria_ai.engine import options

    spec = (Path(__file__).resolve().parents[2] / "protocol" / "spec.md").read_text()
    table = spec[spec.index("| option | type |"):]
    table = table[:table.index("\n\n")]
    names = re.findall(r"^\| `(\w+)` \|", table, flags=re.MULTILINE)
    assert names == [s.name for s in options.all_specs()]
