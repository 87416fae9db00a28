"""Fuzz: >= 10,000 seeded random / malformed lines leave the engine's game intact.

Each text line is first run through an in-process mirror of the engine (same code, no
process) to know whether it must be rejected; lines that would legitimately change the
game (a valid event, newgame, setoption, ...) are not sent, so afterwards the engine must
show exactly the observation it had before, have answered one `error` per rejected line,
and still play a legal move.
"""

from __future__ import annotations

import io
import random

from galleria_ai.engine.main import Engine as Mirror
from galleria_ai.engine.protocol import ProtocolError, split_tokens
from galleria_ai.engine.search_runner import parse_go
from galleria_ai.engine.session import search_seat
from galleria_ai.match import Limits
from gei_table import record_game

WORDS = ["gei", "isready", "setoption", "name", "value", "newgame", "modern_art", "players",
         "seat", "variant", "deal", "event", "reveal", "sealed", "hand", "position", "go",
         "analyse", "iterations", "movetime", "stime", "sinc", "infinite", "stop", "show", "d",
         "gameover", "money", "play", "add", "noadd", "bid", "pass", "price", "accept",
         "decline", "noreveal", "Threads", "Skill", "Bot", ";", ":", "=", "-", "é", "\u202e",
         "private", "chance", "time", "inc", ",", "\u00a0", "\u2003", "\uff11"]
CARDS = [f"{a}-{t}" for a in ("LM", "YO", "CP", "KG", "KR", "XX")
         for t in ("open", "once", "sealed", "fixed", "double", "triple")]
MOVES = ["noadd", "pass", "accept", "decline", "noreveal", "reveal"]


def rand_num(rng: random.Random) -> str:
    return rng.choice([str(rng.randint(-3, 8)), str(rng.randint(0, 400)), "1e3", "0x10",
                       "99999999999999999999999", "-0", "+5", "", "nan", "٣"])


def rand_move(rng: random.Random) -> str:
    k = rng.random()
    if k < 0.35:
        return f"{rng.choice(['play', 'add'])} {rng.choice(CARDS)}"
    if k < 0.6:
        return f"{rng.choice(['bid', 'price'])} {rand_num(rng)}"
    return rng.choice(MOVES)


def rand_text_line(rng: random.Random) -> str:
    k = rng.random()
    if k < 0.1:
        return "".join(chr(rng.randint(32, 126)) for _ in range(rng.randint(0, 60)))
    if k < 0.2:
        return " ".join(rng.choice(WORDS + CARDS) for _ in range(rng.randint(1, 8)))
    seat = rand_num(rng)
    cmd = rng.choice(["event", "event", "event", "deal", "reveal", "hand", "go", "analyse",
                      "setoption", "newgame", "position", "show", "gameover", "isready", "gei",
                      "private", "chance", "reveal"])
    if cmd == "event":
        return f"event {seat} {rand_move(rng)}"
    if cmd in ("deal", "hand"):
        return " ".join([cmd, seat, *rng.sample(CARDS, rng.randint(0, 10))])
    if cmd == "private":
        return " ".join([cmd, seat, rng.choice(["deal", "hand", "objective", ""]),
                         *rng.sample(CARDS, rng.randint(0, 10))])
    if cmd == "chance":
        return " ".join([cmd, *rng.sample(WORDS + CARDS, rng.randint(0, 3))])
    if cmd == "reveal" and rng.random() < 0.5:
        return "reveal " + ", ".join(f"{rand_num(rng)} {rand_move(rng)}"
                                     for _ in range(rng.randint(0, 5)))
    if cmd == "reveal":
        toks = [f"{rand_num(rng)}:{rng.choice(['pass', rand_num(rng)])}"
                for _ in range(rng.randint(0, 6))]
        return " ".join(["reveal", rng.choice(["sealed", "sealed", "bids"]), *toks])
    if cmd in ("go", "analyse"):
        toks = [cmd]
        for _ in range(rng.randint(0, 4)):
            toks += rng.choice([["seat", seat], ["iterations", rand_num(rng)],
                                ["movetime", rand_num(rng)], ["infinite"], ["depth", "3"],
                                ["stime", rand_num(rng)], ["time", seat, rand_num(rng)],
                                ["inc", rand_num(rng), rand_num(rng)]])
        return " ".join(toks)
    if cmd == "setoption":
        return (f"setoption name {rng.choice(['Threads', 'Skill', 'Bot', 'Seed', 'Nope'])} "
                f"value {rng.choice([rand_num(rng), 'ismcts', 'x'])}")
    if cmd == "newgame":
        return (f"newgame {rng.choice(['modern_art', 'go'])} players {rand_num(rng)} seat "
                f"{seat} variant {rng.choice(['virtual=turn', 'double=x', 'v'])}")
    if cmd == "position":
        return (f"position modern_art players {rand_num(rng)} seat {seat} ; "
                f"event {rand_num(rng)} {rand_move(rng)} ; deal {seat} {rng.choice(CARDS)}")
    if cmd == "gameover":
        return f"gameover money {rand_num(rng)} {rand_num(rng)}"
    if cmd == "show":
        return f"show seat {seat}"
    return cmd


def expected_errors(mirror: Mirror, line: str) -> int | None:
    """1 if the engine must reject `line`, 0 if it is harmless, None if it must not be sent
    (it would legitimately change the game or options, or end the engine)."""
    toks = split_tokens(line)
    if not toks:
        return 0
    if toks[0] in ("quit", "isready"):  # isready is our end-of-fuzz marker
        return None
    if toks[0] in ("go", "analyse"):
        try:
            lim = parse_go(toks[0], toks[1:])
            seat = search_seat(mirror.game, toks[0], lim.seat_token)
            assert mirror.game is not None
            lim.check_clocks(toks[0], mirror.game.players, seat)
        except ProtocolError:
            return 1
        return None
    game, options = mirror.game, dict(mirror.options.values)
    out = io.StringIO()
    mirror.out._stream = out
    mirror.handle(line)
    errors = sum(ln.startswith("error ") for ln in out.getvalue().splitlines())
    changed = mirror.game is not game or mirror.options.values != options
    mirror.game = game
    mirror.options.values = options
    if errors:
        assert errors == 1, line
        return 1
    if changed:
        return None
    return 0


def test_fuzz_10000_lines(engine, until_ready):
    # a mid-game position where the engine's seat 0 must decide
    for cut in range(50, 200):
        log = record_game(players=4, seed=11, decisions=cut)
        if log["to_move"] == 0:
            break
    truth = log["state"]
    for ln in log[0]:
        engine.send(ln)
    assert until_ready(engine) == []
    before = engine.show(0)
    assert before == truth.observation_string(0)

    mirror = Mirror(io.StringIO())
    mirror.options.values["Seed"] = 0
    for ln in log[0]:
        mirror.handle(ln)
    rng = random.Random(20261129)
    payload: list[bytes] = []
    want_errors = 0
    sent_text = 0
    while len(payload) < 10_000:
        k = rng.random()
        if k < 0.04:
            raw = bytes(rng.randint(0, 255) for _ in range(rng.randint(1, 40)))
            raw = raw.replace(b"\n", b"") + b"\xc3\x28"  # always invalid UTF-8
            payload.append(raw)
            want_errors += 1
        elif k < 0.045:
            payload.append(b"go " * rng.randint(22_000, 30_000))  # > 64 KiB
            want_errors += 1
        else:
            line = rand_text_line(rng)
            exp = expected_errors(mirror, line)
            if exp is None:
                continue
            payload.append(line.encode("utf-8"))
            want_errors += exp
            sent_text += 1
    assert sent_text > 9000
    proc = engine._proc
    assert proc is not None and proc.stdin is not None
    for raw in payload:
        engine.transcript.append(("> ", raw[:200].decode("utf-8", "replace")))
        proc.stdin.write(raw + b"\n")
    proc.stdin.flush()
    got = until_ready(engine, timeout=120)
    errors = [g for g in got if g.startswith("error ")]
    assert len(errors) == want_errors
    assert not [g for g in got if g.startswith("bestmove")]
    assert engine.alive
    assert engine.show(0) == before
    dec = engine.go(0, Limits(iterations=50))
    assert dec.move in truth.legal_moves(0)
