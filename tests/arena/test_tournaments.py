"""Issue 11 (what to build): gauntlet and round robin, a deals file so every match of a
session plays the same deals, and engines described in a config file (TOML or JSON)."""

from __future__ import annotations

import json
import subprocess

import pytest
from galleria_ai.arena.config import read_engines
from galleria_ai.arena.players import parse_player
from galleria_ai.arena.records import read_log
from galleria_ai.arena.schedule import lineups, make_schedule, read_deals_file

ENGINES_TOML = """
# a tuning session's players
[engines.cand]
bot = "heuristic"
options = { fraction = 0.7 }

[engines.heur]
bot = "heuristic"

[engines.rand]
bot = "random"
iterations = 40
"""


def test_lineups():
    assert lineups("ffa", 2, 4) == [[0, 1, 0, 1]]
    assert lineups("gauntlet", 3, 4) == [[0, 1, 1, 1], [0, 2, 2, 2]]
    assert lineups("roundrobin", 3, 3) == [[0, 1, 1], [0, 2, 2], [1, 0, 0], [1, 2, 2],
                                           [2, 0, 0], [2, 1, 1]]
    with pytest.raises(ValueError):
        lineups("ffa", 5, 4)
    with pytest.raises(ValueError):
        lineups("swiss", 3, 4)


def test_every_line_up_plays_every_deal_deal_by_deal():
    games = make_schedule([[0, 1, 1], [0, 2, 2]], deals=2, match_seed=3)
    assert len(games) == 2 * 2 * 3
    assert [g.deal for g in games] == [0] * 6 + [1] * 6        # whole deals first
    for deal in (0, 1):
        seeds = {g.seed for g in games if g.deal == deal}
        assert len(seeds) == 1                                   # same cards for both
    assert len({g.key for g in games}) == len(games)


def test_deals_file(tmp_path):
    f = tmp_path / "deals.txt"
    f.write_text("# session deals\n17\n\n  4 # the fourth\n99\n")
    assert read_deals_file(str(f)) == [17, 4, 99]
    for bad, why in (("12\nx\n", ":2: expected a deal seed"), ("3\n3\n", "twice"),
                     ("# none\n", "no deal seeds"), ("-1\n", ":1:"),
                     (f"{2**63}\n", "above")):
        f.write_text(bad)
        with pytest.raises(ValueError, match=why):
            read_deals_file(str(f))


def test_engines_file_toml_and_json(tmp_path):
    toml = tmp_path / "e.toml"
    toml.write_text(ENGINES_TOML + '\n[engines.eng]\ncmd = "galleria-engine --x"\n'
                    'options = { Skill = 12, Ponder = false }\nmovetime = 50\ntimeout = 2.5\n')
    engines = read_engines(str(toml))
    assert list(engines) == ["cand", "heur", "rand", "eng"]
    assert engines["cand"].bot == "heuristic" and engines["cand"].options == {"fraction": "0.7"}
    assert engines["rand"].limits == {"iterations": 40}
    eng = engines["eng"]
    assert eng.command == ["galleria-engine", "--x"] and eng.timeout == 2.5
    assert eng.options == {"Skill": "12", "Ponder": "false"} and eng.limits == {
        "movetime_ms": 50}
    js = tmp_path / "e.json"
    js.write_text(json.dumps({"engines": {"eng": {"cmd": ["galleria-engine", "--x"],
                                                  "options": {"Skill": 12}, "movetime": 50,
                                                  "timeout": 2.5}}}))
    assert read_engines(str(js))["eng"].command == eng.command
    # conf=NAME refers to an entry; later tokens override it.
    p = parse_player("conf=eng movetime=20 name=fast option.Skill=3", engines)
    assert (p.name, p.command, p.limits, p.options["Skill"], p.timeout) == (
        "fast", ["galleria-engine", "--x"], {"movetime_ms": 20}, "3", 2.5)
    with pytest.raises(ValueError, match="no engine 'nope'"):
        parse_player("conf=nope", engines)


@pytest.mark.parametrize(("text", "why"), [
    ("[engines.a]\nbot = 'heuristic'\nspeed = 3\n", "unknown keys"),
    ("[engines.a]\ncmd = 3\n", "cmd must be"),
    ("[engines.a]\nbot = 'heuristic'\ncmd = 'x'\n", "both a built-in bot and a command"),
    ("[engines.a]\nmovetime = 0\ncmd = 'x'\n", "movetime must be positive"),
    ("[engines.a]\ncmd = 'x'\ntimeout = -1\n", "timeout must be"),
    ("[engines.a]\noptions = 4\ncmd = 'x'\n", "options must be"),
    ("[players.a]\ncmd = 'x'\n", "expected a table 'engines'"),
    ("[engines\n", "not TOML"),
])
def test_engines_file_errors(tmp_path, text, why):
    f = tmp_path / "e.toml"
    f.write_text(text)
    with pytest.raises(ValueError, match=why):
        read_engines(str(f))


def test_gauntlet_from_an_engines_file_on_a_deals_file(tmp_path, arena_cmd, sub_env):
    engines, deals = tmp_path / "engines.toml", tmp_path / "deals.txt"
    engines.write_text(ENGINES_TOML)
    deals.write_text("101\n202\n303\n")
    out = tmp_path / "g.jsonl"
    r = subprocess.run([*arena_cmd, "--engines", str(engines), "--tournament", "gauntlet",
                        "-n", "3", "--deals-file", str(deals), "--deals", "2", "-o", str(out),
                        "-q"], check=False, capture_output=True, text=True, env=sub_env,
                       timeout=180)
    assert r.returncode == 0, r.stderr
    log = read_log(str(out))
    assert log.header["tables"] == [[0, 1, 1], [0, 2, 2]] and log.header["mode"] == "gauntlet"
    assert log.header["seeds"] == [101, 202]
    assert len(log.games) == 2 * 2 * 3
    assert {g["seed"] for g in log.games} == {101, 202}
    assert {g["record"]["spec"]["seed"] for g in log.games} == {101, 202}
    assert "Pairings" in r.stdout
    pairing_rows = [ln for ln in r.stdout.splitlines() if ln.startswith("cand ")]
    assert any("2 x heur" in ln for ln in pairing_rows)
    assert any("2 x rand" in ln for ln in pairing_rows)
    # The per-player settings of the file reached the games: rand's iterations limit.
    assert log.header["entrants"][2]["limits"] == {"iterations": 40}


def test_round_robin_cli(tmp_path, arena_cmd, sub_env):
    out = tmp_path / "rr.jsonl"
    r = subprocess.run([*arena_cmd, "-p", "builtin:random", "-p", "builtin:heuristic",
                        "-p", "builtin:random name=r2", "--tournament", "roundrobin",
                        "-n", "3", "--deals", "1", "-o", str(out), "-q"],
                       check=False, capture_output=True, text=True, env=sub_env, timeout=180)
    assert r.returncode == 0, r.stderr
    games = read_log(str(out)).games
    assert len(games) == 6 * 3 and {g["table"] for g in games} == set(range(6))
    h2h = r.stdout.split("Head to head:")[1].split("\n\n")[0]
    rows = h2h.strip().splitlines()[2:]                          # after the head and rule
    assert len(rows) == 3                                        # every pair met


def test_bad_tournament_input_is_refused(tmp_path, arena_cmd, sub_env):
    base = [*arena_cmd, "-o", str(tmp_path / "x.jsonl"), "-q"]
    for args, why in ((["--candidate", "builtin:random", "--baseline", "builtin:random",
                        "--tournament", "gauntlet"], "does not apply"),
                      (["-p", "builtin:random", "-p", "builtin:random", "-n", "3",
                        "--seeds", "1", "--deals-file", "x"], "not both"),
                      (["-p", "conf=a", "-p", "builtin:random"], "no engine 'a'"),
                      (["-p", "builtin:random", "-p", "builtin:random", "-n", "3",
                        "--elo1", "5"], "belong to an A/B match")):
        r = subprocess.run(base + args, check=False, capture_output=True, text=True,
                           env=sub_env, timeout=60)
        assert r.returncode != 0 and why in r.stderr, (args, r.stderr)
        assert not (tmp_path / "x.jsonl").exists()
