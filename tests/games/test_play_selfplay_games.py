"""galleria-play and galleria-selfplay for every registered game (in-process CLI runs)."""

from __future__ import annotations

import json

from click.testing import CliRunner
from galleria_ai.cli.selfplay import main as selfplay_main
from galleria_ai.play.cli import main as play_main


def test_selfplay_plays_a_whole_game(entry):
    args = ["--game", entry.name, "--seed", "4"]
    result = CliRunner().invoke(selfplay_main, args)
    assert result.exit_code == 0, result.output
    assert result.output.startswith(f"{entry.title}, {entry.default_players} players")
    assert "winner" in result.output or "shared win" in result.output
    assert CliRunner().invoke(selfplay_main, args).output == result.output  # seeded
    bad = CliRunner().invoke(selfplay_main, [*args, "--players", str(entry.max_players + 1)])
    assert bad.exit_code != 0


def test_play_a_whole_game_then_save_and_load(entry, tmp_path):
    common = ["--game", entry.name, "--ai", f"builtin:{entry.bots[-1]}", "--hint-engine", "",
              "--seed", "5", "--no-clear"]
    runner = CliRunner()
    done = runner.invoke(play_main, common, input="xyz\n1\n" * 800)
    assert done.exit_code == 0, done.output[-2000:]
    assert "=== Game over ===" in done.output and f"Final {entry.score_name}:" in done.output
    assert "is not a legal move" in done.output and "Your legal moves:" in done.output
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    saved = runner.invoke(play_main, common, input=f"1\nsave {first}\n")
    assert saved.exit_code == 0 and f"Game saved to {first}" in saved.output
    data = json.loads(first.read_text())
    assert data["spec"]["game"] == entry.name and data["moves"]
    again = runner.invoke(play_main, ["--load", str(first)], input=f"save {second}\n")
    assert again.exit_code == 0, again.output[-2000:]
    assert json.loads(second.read_text()) == data
    rest = runner.invoke(play_main, ["--load", str(first), "--no-clear"], input="1\n" * 800)
    assert rest.exit_code == 0 and "=== Game over ===" in rest.output
