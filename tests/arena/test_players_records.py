import json

import pytest
from galleria_ai.arena.players import check_player, parse_player, unique_names
from galleria_ai.arena.records import RecordWriter, read_log, same_match


def test_parse_builtin_and_engine_specs():
    s = parse_player("builtin:ismcts option.iterations=400 name=m iterations=50")
    assert (s.name, s.bot, s.command) == ("m", "ismcts", None)
    assert s.options == {"iterations": "400"} and s.limits == {"iterations": 50}
    e = parse_player("galleria-engine --x option.Skill=3 movetime=20 clock=1000 inc=0")
    assert e.command == ["galleria-engine", "--x"] and e.name == "galleria-engine"
    assert e.options == {"Skill": "3"}
    assert e.limits == {"movetime_ms": 20, "clock_ms": 1000, "increment_ms": 0}
    c = parse_player("cmd='python eng.py --mode crash' name=bad")
    assert c.command == ["python", "eng.py", "--mode", "crash"] and c.name == "bad"
    assert parse_player("python3 -m galleria_ai.engine.main").name == "engine"
    assert parse_player("/usr/bin/python3 -u tests/broken_engine.py --x").name == "broken_engine"


@pytest.mark.parametrize("text", ["", "builtin:alpha", "name=x", "builtin:random cmd=x",
                                  "eng movetime=abc", "eng iterations=0", "'unclosed"])
def test_parse_rejects_bad_specs(text):
    with pytest.raises(ValueError):
        parse_player(text)


@pytest.mark.parametrize("text", ["builtin:value option.spend=7",
                                  "builtin:value option.width0=5",
                                  "builtin:heuristic option.fraction=0",
                                  "builtin:heuristic option.nonsense=1"])
def test_a_bad_bot_option_is_refused_before_the_match(text):
    with pytest.raises(ValueError,
                       match="^value: (spend|width0)|^heuristic: fraction|^heuristic: unknown"):
        check_player(parse_player(text), "modern_art")


def test_good_bot_options_pass_the_check():
    for text in ("builtin:value option.spend=0.75", "builtin:value option.width0=2 option.width1=1",
                 "builtin:heuristic option.fraction=0.8",
                 "builtin:ismcts option.iterations=50", "builtin:random"):
        check_player(parse_player(text), "modern_art")


def test_the_cli_refuses_a_bad_bot_option_and_writes_nothing(tmp_path, arena_cmd, sub_env):
    import subprocess

    out = tmp_path / "m.jsonl"
    r = subprocess.run([*arena_cmd, "-p", "builtin:value option.spend=7", "-p",
                        "builtin:heuristic", "-p", "builtin:random", "--deals", "1",
                        "-o", str(out)], capture_output=True, text=True, env=sub_env,
                       timeout=120, check=False)
    assert r.returncode == 2 and "spend must be in (0, 2]" in r.stderr
    assert not out.exists()


def test_unique_names():
    specs = [parse_player("builtin:random"), parse_player("builtin:random"),
             parse_player("builtin:heuristic")]
    unique_names(specs)
    assert [s.name for s in specs] == ["random", "random#2", "heuristic"]


def test_records_roundtrip_and_torn_tail(tmp_path):
    path = str(tmp_path / "m.jsonl")
    game = {"lineup": [0, 1], "record": {}}
    w = RecordWriter(path, {"entrants": [1], "seeds": [5]})
    w.write_game({"seed": 5, "rotation": 0, "x": 1, **game})
    w.close()
    with open(path, "a") as f:
        f.write('{"type": "game", "seed": 5, "rot')      # killed mid-write
    log = read_log(path)
    assert log.header["entrants"] == [1] and log.finished() == {(0, 5, 0)}
    w = RecordWriter(path, {"entrants": [1]}, resume=True)
    w.write_game({"seed": 5, "rotation": 1, "table": 2, **game})
    w.close()
    with open(path) as f:
        lines = f.read().splitlines()
    assert len(lines) == 3 and all(json.loads(x) for x in lines)
    assert read_log(path).finished() == {(0, 5, 0), (2, 5, 1)}


def test_records_reject_damage_and_other_matches(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"type": "match"}\nnot json\n')
    with pytest.raises(ValueError):
        read_log(str(path))
    path.write_text('{"type": "match"}\n{"type": "game", "seed": 1}\n')
    with pytest.raises(ValueError, match="without seed"):
        read_log(str(path))
    assert same_match({"seeds": [1, 2], "lineup": [0, 1]},
                      {"seeds": [1, 2, 3], "lineup": [0, 1]}) == []
    assert same_match({"seeds": [1, 2]}, {"seeds": [2, 3]}) == ["seeds"]
    assert same_match({"lineup": [0, 1]}, {"lineup": [1, 0]}) == ["lineup"]


def test_trim_stats_levels():
    from galleria_ai.arena.runner import trim_stats

    stats = {"iterations": 300, "value": [0.2, 0.8], "moves": [{"move": "pass"}], "time": 4}
    assert trim_stats(stats, "full") is stats
    assert trim_stats(stats, "summary") == {"iterations": 300, "value": [0.2, 0.8], "time": 4}
    assert trim_stats(stats, "none") == {}
    with pytest.raises(ValueError):
        trim_stats(stats, "some")
