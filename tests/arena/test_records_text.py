"""Issue 11, problem 5: an existing record file is never silently overwritten, every game
gets a readable text record (through the game's registry entry), and
``galleria-play --replay RECORDS --game N`` steps through a recorded game."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from galleria_ai import games
from galleria_ai.arena.gametext import GameText, game_text
from galleria_ai.arena.players import parse_player
from galleria_ai.arena.records import read_log
from galleria_ai.arena.runner import MatchConfig, run_match

ARGS = ["-p", "builtin:random", "-p", "builtin:heuristic", "-p", "builtin:random",
        "--deals", "1", "-q"]


def test_a_second_run_does_not_overwrite(tmp_path, arena_cmd, sub_env):
    out = tmp_path / "m.jsonl"

    def run(*extra: str, seed: str = "1") -> subprocess.CompletedProcess:
        return subprocess.run([*arena_cmd, *ARGS, "--seed", seed, "-o", str(out), *extra],
                              check=False, capture_output=True, text=True, env=sub_env,
                              timeout=120)

    assert run().returncode == 0
    first = out.read_bytes()
    r = run(seed="2")
    assert r.returncode != 0 and "already holds a match" in r.stderr
    assert "--resume" in r.stderr and "--force" in r.stderr
    assert out.read_bytes() == first                     # untouched
    r = run("--resume", "--force")
    assert r.returncode != 0 and out.read_bytes() == first
    for clash in (["--text-out", str(out)], ["--plot", str(out)]):
        r = run("--force", *clash)
        assert r.returncode != 0 and "name the same file" in r.stderr
        assert out.read_bytes() == first
    r = run("--force", seed="2")
    assert r.returncode == 0, r.stderr
    assert out.read_bytes() != first and json.loads(out.read_text().split("\n")[0])[
        "match_seed"] == 2
    # The API refuses as well.
    config = MatchConfig(entrants=[parse_player("builtin:random"),
                                   parse_player("builtin:random name=r2")], lineup=[0, 1, 1])
    with pytest.raises(ValueError, match="already holds a match"):
        run_match(config, str(out))


def modern_art_match(tmp_path: Path) -> tuple[Path, Path]:
    out, text = tmp_path / "ma.jsonl", tmp_path / "ma.txt"
    config = MatchConfig(entrants=[parse_player("builtin:heuristic"),
                                   parse_player("builtin:random")],
                         lineup=[0, 1, 1], deals=1, match_seed=4)
    run_match(config, str(out), text_out=str(text))
    return out, text


def test_modern_art_text_record(tmp_path):
    out, text = modern_art_match(tmp_path)
    body = text.read_text()
    records = read_log(str(out)).games
    assert body.count("\nGame ") + body.startswith("Game ") == len(records) == 3
    first = body.split("\n\n")[0]
    lines = first.splitlines()
    assert lines[0] == f"Game 1 of {out}: Modern Art, 3 players, variants none"
    assert lines[2].startswith("Seats: 0 ")
    # Every recorded move is in the text, in order, numbered.
    moves = [m for m in records[0]["record"]["moves"]]
    numbered = [ln for ln in lines if re.match(r"^ +\d+\. ", ln)]
    assert len(numbered) == sum(1 for m in moves if not m.get("sealed")) + len(
        {i for i, m in enumerate(moves) if m.get("sealed") and
         (i == 0 or not moves[i - 1].get("sealed"))})
    # Auctions and who won them, the seasons' scoring, the final money.
    assert re.search(r"=> \S+ buys [A-Z]{2}-\w+.* for \d+ \(paid to ", first)
    assert sum(1 for ln in lines if ln.startswith("== season ")) == 4
    assert "is told privately: deal" in first
    assert "Final money:" in first
    money = records[0]["record"]["money"]
    for n, m in zip(GameText(records[0]).names, money):
        assert re.search(rf"^  {re.escape(n)} +{m}\b", first, re.MULTILINE)


def test_auction_note_matches_the_money(tmp_path):
    """Each sale in the record says what the states say: the buyer's money drops by the
    price, each player named as paid gains what the sentence says, the bank the rest."""
    out, _ = modern_art_match(tmp_path)
    notes = checked = 0
    for line in read_log(str(out)).games:
        g = GameText(line)
        prev = g.initial
        for step in g.steps:
            notes += sum(1 for ln in step.lines if ln.strip().startswith("=>") and (
                "buy" in ln or "for free" in ln))
            checked += check_sales(g, prev, step)
            prev = step.state
    assert checked == notes > 10


SALE = re.compile(r"=> (?:Everyone declined: )?(\S+?)(?:, the auctioneer,)? (?:buys|must buy) "
                  r"(.+?) (?:for|at the price) (\d+)(?: \(paid to (.+)\))?\.$")
FREE = re.compile(r"=> Nobody .*: (\S+?)(?:, the auctioneer,)? keeps (.+) for free\.$")


def check_sales(g: GameText, prev, step) -> int:
    """Check each sale sentence of one step against the money; the count checked."""
    checked = 0
    before, after = prev.money(), step.state.money()
    for ln in step.lines:
        m = SALE.search(ln)
        if m:
            buyer, price = g.names.index(m[1]), int(m[3])
            assert before[buyer] - after[buyer] == price, ln
            to_players = 0
            for part in (m[4] or "").replace(" and ", ", ").split(", "):
                if part and part != "the bank":
                    who, amount = part.rsplit(" +", 1)
                    s = g.names.index(who)
                    assert after[s] - before[s] == int(amount), ln
                    to_players += int(amount)
            bank = price - to_players
            assert (bank > 0) == ("the bank" in (m[4] or "")), ln
            checked += 1
        m = FREE.search(ln)
        if m:
            assert after == before, ln
            checked += 1
    return checked


def test_a_record_that_does_not_replay_is_refused(tmp_path):
    out, _ = modern_art_match(tmp_path)
    line = read_log(str(out)).games[0]
    line["record"]["money"] = [m + 1 for m in line["record"]["money"]]
    with pytest.raises(ValueError, match="does not replay"):
        game_text(line)


def test_every_registered_game_gets_a_text_record(tmp_path):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games"))
    from toy_market import GAME as TOY

    games.register(TOY)
    try:
        config = MatchConfig(entrants=[parse_player("builtin:random"),
                                       parse_player("builtin:random name=r2")],
                             lineup=[0, 1], game=TOY.name, deals=1, match_seed=2)
        out, text = tmp_path / "toy.jsonl", tmp_path / "toy.txt"
        run_match(config, str(out), text_out=str(text))
        body = text.read_text()
        assert "Toy Market, 2 players" in body and "chance: " in body
        assert "Final points:" in body and "is told privately: objective" in body
    finally:
        games.unregister(TOY.name)


def test_text_out_follows_resume_and_force(tmp_path, arena_cmd, sub_env):
    out, text = tmp_path / "m.jsonl", tmp_path / "m.txt"
    text.write_text("something else\n")
    r = subprocess.run([*arena_cmd, *ARGS, "-o", str(out), "--text-out", str(text)],
                       check=False, capture_output=True, text=True, env=sub_env, timeout=120)
    assert r.returncode != 0 and "text record file" in r.stderr and not out.exists()
    r = subprocess.run([*arena_cmd, *ARGS, "-o", str(out), "--text-out", str(text),
                        "--force"], check=False, capture_output=True, text=True, env=sub_env,
                       timeout=120)
    assert r.returncode == 0, r.stderr
    assert text.read_text().startswith("Game 1 of ")
    more = [a if a != "1" else "2" for a in ARGS]        # one more deal, resumed
    r = subprocess.run([*arena_cmd, *more, "-o", str(out), "--text-out", str(text),
                        "--resume"], check=False, capture_output=True, text=True, env=sub_env,
                       timeout=120)
    assert r.returncode == 0, r.stderr
    assert [ln for ln in text.read_text().splitlines() if ln.startswith("Game ")] == [
        f"Game {i} of {out}: Modern Art, 3 players, variants none" for i in range(1, 7)]


def test_replay_steps_through_a_game(tmp_path):
    out, _ = modern_art_match(tmp_path)
    play = [sys.executable, "-m", "galleria_ai.play.cli", "--replay", str(out)]
    import galleria_ai

    env = {"PYTHONPATH": str(Path(galleria_ai.__file__).resolve().parents[1]),
           "PATH": "/usr/bin:/bin"}
    listing = subprocess.run(play, check=False, capture_output=True, text=True, env=env,
                             timeout=60)
    assert listing.returncode == 0 and len(listing.stdout.splitlines()) == 3
    g = GameText(read_log(str(out)).games[1])
    r = subprocess.run([*play, "--game", "2"], input="\n\nv 1\nb\ng 5\nq\n", check=False,
                       capture_output=True, text=True, env=env, timeout=60)
    assert r.returncode == 0, r.stderr
    shown = r.stdout
    assert shown.startswith("Game 2 of ")
    assert g.steps[0].lines[0] in shown and g.steps[4].lines[0] in shown
    assert g.steps[5].lines[0] not in shown                # stopped at step 5
    # "v 1" after two steps: seat 1's screen at that point, as the game draws it.
    assert g.entry.render(g.steps[1].state.observation(1), g.names, 1) in shown
    assert "-- back at step 1" in shown
    # End of input plays out the rest and the result.
    r = subprocess.run([*play, "--game", "3"], input="", check=False, capture_output=True,
                       text=True, env=env, timeout=60)
    assert r.returncode == 0 and "Final money:" in r.stdout
    bad = subprocess.run([*play, "--game", "9"], input="", check=False, capture_output=True,
                         text=True, env=env, timeout=60)
    assert bad.returncode != 0 and "holds 3 games" in bad.stderr
    bad = subprocess.run([*play, "--game", "modern_art"], input="", check=False,
                         capture_output=True, text=True, env=env, timeout=60)
    assert bad.returncode != 0 and "game's number" in bad.stderr
