"""The arena for every registered game: a match of built-in bots and a protocol engine,
records that name the game and its variants, and the CLI with --game."""

from __future__ import annotations

import shlex

from click.testing import CliRunner
from galleria_ai.arena.cli import main as arena_main
from galleria_ai.arena.players import parse_player
from galleria_ai.arena.records import read_log
from galleria_ai.arena.runner import MatchConfig, run_match


def last_variants(entry) -> dict[str, str]:
    """A non-default value of every variant the default table accepts (records must keep it)."""
    chosen: dict[str, str] = {}
    for key, values in entry.variants.items():
        trial = {**chosen, key: values[-1]}
        try:
            entry.check(entry.min_players, trial)
            chosen = trial
        except ValueError:
            pass
    return chosen


def test_match_with_an_engine(entry, game_engine_cmd, tmp_path):
    players = entry.min_players
    engine = " ".join(shlex.quote(t) for t in game_engine_cmd)
    specs = [parse_player("builtin:ismcts option.iterations=15 name=mcts"),
             parse_player(f"{engine} option.InfoInterval=0 name=engine"),
             *(parse_player(f"builtin:{entry.bots[0]} name=bot{i}") for i in range(players - 2))]
    variants = last_variants(entry)
    config = MatchConfig(entrants=specs, lineup=list(range(players)), game=entry.name,
                         variants=variants, limits={"iterations": 15}, deals=1, match_seed=3)
    out = tmp_path / "m.jsonl"
    outcome = run_match(config, str(out))
    log = read_log(str(out))
    assert log.header["spec"] == {"game": entry.name, "players": players, "variants": variants}
    assert len(log.games) == outcome.total == players   # one deal under every rotation
    for g in log.games:
        rec = g["record"]
        assert rec["spec"]["game"] == entry.name and rec["spec"]["variants"] == variants
        assert rec["score_name"] == entry.score_name
        assert rec["faults"] == [] and len(rec["money"]) == players
        assert sorted(g["lineup"]) == list(range(players))
        engine_seat = g["lineup"].index(1)
        assert any(m["seat"] == engine_seat and m["stats"] for m in rec["moves"])
    assert len(outcome.results) == players


def test_cli_plays_the_chosen_game(entry, tmp_path):
    out = tmp_path / "cli.jsonl"
    args = ["--game", entry.name, "-q", "--deals", "1", "--iterations", "10", "-o", str(out)]
    for i in range(entry.min_players):
        args += ["-p", f"builtin:{entry.bots[-1]} name=p{i}"]
    result = CliRunner().invoke(arena_main, args)
    assert result.exit_code == 0, result.output
    assert f"mean {entry.score_name}" in result.output
    assert read_log(str(out)).header["spec"]["game"] == entry.name
    # a table the game does not have, a bot it lacks, a variant it does not know
    too_many = ["--game", entry.name, "-q", *(["-p", "builtin:random"] *
                                                (entry.max_players + 1)), "-o", str(out)]
    assert CliRunner().invoke(arena_main, too_many).exit_code != 0
    bad = CliRunner().invoke(arena_main, [*args, "--variant", "no=such"])
    assert bad.exit_code != 0 and "unknown variant" in bad.output
    if "heuristic" not in entry.bots:
        lacking = ["--game", entry.name, "-q", *(["-p", "builtin:heuristic"] *
                                                 entry.min_players), "-o", str(out)]
        result = CliRunner().invoke(arena_main, lacking)
        assert result.exit_code != 0 and "has no bot" in result.output
    unknown = CliRunner().invoke(arena_main, ["--game", "chess", "-p", "builtin:random",
                                              "-p", "builtin:random"])
    assert unknown.exit_code != 0 and "unknown game" in unknown.output
