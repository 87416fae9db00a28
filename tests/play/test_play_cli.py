"""Whole games of galleria-play through its real stdin/stdout (subprocesses)."""

from __future__ import annotations

import json
import re
import subprocess

BAD = ["help", "xyz", "999", "0", "bid -3", "", "play KR-nothing", "hint x", "board"]
CHEAP = ["--players", "3", "--ai", "builtin:random", "--ai", "builtin:heuristic",
         "--hint-engine", "", "--seed", "5"]


def run(cmd: list[str], lines: list[str], env: dict, timeout: float = 120):
    return subprocess.run(cmd, input="\n".join(lines) + "\n", check=False,
                          capture_output=True, text=True, env=env, timeout=timeout)


def script(decisions: int) -> list[str]:
    """A scripted human: a bad input before every choice, then the first legal move."""
    out: list[str] = []
    for i in range(decisions):
        out += [BAD[i % len(BAD)], "1"]
    return out


def test_whole_game_with_bad_inputs(play_cmd, sub_env):
    r = run(play_cmd + CHEAP, script(1500), sub_env)
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "=== Game over ===" in out and "Final money:" in out and "<- winner" in out
    assert "season 4:" in out
    assert "'xyz' is not a legal move" in out
    assert "No move number 999" in out and "No move number 0" in out
    assert "Type a move, its number, or 'help'." in out
    assert "Usage: hint [iterations]" in out
    assert "Commands:" in out
    assert out.count("Your legal moves:") > 20
    assert "Traceback" not in r.stderr


def test_end_of_input_leaves_cleanly(play_cmd, sub_env):
    r = run(play_cmd + CHEAP, ["xyz", "1", "1"], sub_env)
    assert r.returncode == 0, r.stderr
    assert "Game left" in r.stdout and "Traceback" not in r.stderr


def test_save_and_load_resume_the_same_position(play_cmd, sub_env, tmp_path):
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    r = run(play_cmd + CHEAP, ["1"] * 15 + [f"save {first}"], sub_env)
    assert r.returncode == 0 and f"Game saved to {first}" in r.stdout, r.stdout[-2000:]
    saved = json.loads(first.read_text())
    assert len(saved["moves"]) > 15 and saved["spec"]["seed"] == 5
    # Loading replays the recorded moves; saving again at once gives the same game.
    r = run(play_cmd + ["--load", str(first)], [f"save {second}"], sub_env)
    assert r.returncode == 0, r.stderr
    assert json.loads(second.read_text()) == saved
    r = run(play_cmd + ["--load", str(first)], ["1"] * 1500, sub_env)
    assert r.returncode == 0 and "=== Game over ===" in r.stdout, r.stderr
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    r = run(play_cmd + ["--load", str(bad)], [], sub_env)
    assert r.returncode != 0 and "not a galleria-play save" in r.stderr


def test_hot_seat_two_humans(play_cmd, sub_env):
    cmd = play_cmd + ["--players", "3", "--human", "0", "--human", "2", "--name", "Ann",
                      "--name", "Bob", "--ai", "builtin:random", "--hint-engine", "",
                      "--seed", "8"]
    r = run(cmd, ["1"] * 3000, sub_env)
    assert r.returncode == 0, r.stderr
    assert "Pass the screen to Ann" in r.stdout and "Pass the screen to Bob" in r.stdout
    assert "\x1b[2J" in r.stdout and "=== Game over ===" in r.stdout


def test_bad_options_are_rejected(play_cmd, sub_env):
    for args, msg in ((["--human", "7"], "does not exist"),
                      (["--variant", "double=sometimes"], "unknown variant"),
                      (["--ai", "builtin:nobody"], "unknown built-in bot")):
        r = run(play_cmd + args, [], sub_env)
        assert r.returncode != 0 and msg in r.stderr, (args, r.stderr)


def test_hint_from_the_real_engine(play_cmd, sub_env):
    # Default hint engine: the built-in galleria-engine, fed this seat's view on demand.
    cmd = play_cmd + ["--players", "3", "--ai", "builtin:random", "--seed", "4"]
    r = run(cmd, ["1", "hint 60", "1"], sub_env)
    assert r.returncode == 0, r.stderr
    text = r.stdout
    assert "Thinking (60 iterations)" in text
    table = text[text.index("Engine's view of your moves"):].split("\n")[2:]
    rows = []
    for ln in table:
        if not ln.startswith(" ") or ln.strip().startswith("("):
            break
        rows.append(ln)
    assert rows, text[-1500:]
    assert all(")" in ln for ln in rows)          # every rated move is numbered (legal)


def test_screens_fit_80x24_and_the_table_is_told_in_words(play_cmd, sub_env):
    lines = ["board", "details", "log 5", "log x", "rules", "screen"] + ["1"] * 1500
    r = run(play_cmd + CHEAP, lines, sub_env)
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "Rules: docs/rules/modern_art.md" in out.split("\n")[0]
    screens = [chunk[chunk.rindex("Modern Art · "):] for chunk in out.split("You> ")
               if "Modern Art · " in chunk]
    assert len(screens) > 20
    for screen in screens:
        rows = screen.split("\n")
        assert len(rows) <= 24 and max(len(row) for row in rows) <= 80, screen
    # Auction results and the season's scoring in words, as they happen.
    assert re.search(r"\n  \S.* buys .+ for \d+", out)
    assert "Season 1 scored: a painting is worth" in out
    assert "Value board (markers per season" in out          # board
    assert "Your hand:" in out and "Players:" in out          # details
    assert "Usage: log [N]" in out
    assert "The rules of Modern Art: docs/rules/modern_art.md" in out
