"""Regenerate the GEI transcripts in this folder from real runs of `galleria-engine`.

Usage (from the repository root, after the developer build or `pip install .`):
    PYTHONPATH=python python protocol/examples/make_examples.py [name ...]
(names: the transcript files without `.txt`; none = all of them)

Every transcript is the exact list of lines the client sent (`> `) and received (`< `),
recorded by `galleria_ai.client.Engine`; lines starting with `#` are comments added here.
Runs are seeded, so the files are reproducible up to timing fields (time, nps).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from galleria_ai import modern_art as ma
from galleria_ai.client import Engine
from galleria_ai.match import BotPlayer, EnginePlayer, GameSpec, Limits, play_game

HERE = Path(__file__).resolve().parent
COMMAND = [sys.executable, "-m", "galleria_ai.engine.main"]
OPTIONS = {"InfoInterval": "0", "Seed": "1"}


def write(name: str, header: str, transcript: list[tuple[str, str]]) -> None:
    lines = [f"# {h}" if h else "#" for h in header.strip().splitlines()]
    lines += [f"{d}{ln}" for d, ln in transcript]
    (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{name}: {len(transcript)} lines")


def engine() -> Engine:
    eng = Engine(COMMAND, timeout=30)
    eng.start()
    for k, v in OPTIONS.items():
        eng.set_option(k, v)
    return eng


def full_game() -> EnginePlayer:
    """A whole 4-player game: the engine plays seat 0, heuristic bots the others."""
    eng = EnginePlayer(COMMAND, options=OPTIONS, name="galleria-engine")
    bots = [BotPlayer("heuristic", seed=s) for s in (1, 2, 3)]
    rec = play_game(GameSpec(players=4, seed=2026), [eng, *bots], Limits(iterations=300))
    eng.engine.send("show seat 0")
    eng.engine.read_until(lambda ln: ln.startswith("observation"))
    eng.close()
    assert not rec.faults, rec.faults
    write("game_4p.txt", f"""
A complete 4-player Modern Art game from the engine's side (GEI 2).
The engine plays seat 0 with `go ... iterations 300`; seats 1-3 are heuristic bots run
by the referee (galleria_ai.match.play_game, spec seed 2026). The referee sends seat 0's
deals only (`private 0 deal ...`), every public move as `event` (the engine's own
included), each sealed auction as one `reveal` after all seats chose, and `gameover` with
the final scores (money).
Final money: {rec.money}; winners: {rec.winners}.
""", eng.engine.transcript)
    return eng


def resync(game: EnginePlayer) -> None:
    """Reconnect: a new engine process gets the first half of seat 0's view in one
    `position` line (log form), then the hand form, and shows the same observation."""
    sent = [ln for d, ln in game.engine.transcript if d == "> "]
    start = sent.index(next(ln for ln in sent if ln.startswith("newgame")))
    view = [ln for ln in sent[start:] if ln.split()[0] in ("newgame", "private", "event",
                                                           "reveal")]
    cut = len(view) // 3
    head = "position " + view[0].split(" ", 1)[1]
    eng = engine()
    n0 = len(eng.transcript)
    eng.send(" ; ".join([head, *view[1:cut]]))
    log_form = eng.show(0)
    public = [ln for ln in view[1:cut] if not ln.startswith("private ")]
    eng.send(" ; ".join([head, *public, "private 0 hand " + " ".join(own_hand(view[:cut]))]))
    hand_form = eng.show(0)
    assert log_form == hand_form
    eng.send("isready")
    eng.read_until(lambda ln: ln == "readyok")
    eng.quit()
    write("resync.txt", """
Reconnect / full resynchronisation. A fresh engine process receives seat 0's view of
the game in game_4p.txt up to a third of it as ONE `position` line in log form (the
newgame, its deals and all public lines joined by ` ; `), prints its observation with
`show`, then gets Modern Art's short form (public lines only plus
`private 0 hand <current hand>`): the observation is identical.
""", eng.transcript[n0:])


def own_hand(view: list[str]) -> list[str]:
    """Seat 0's current hand after `view`: its deals minus the cards it played or added."""
    hand: list[str] = []
    for ln in view:
        t = ln.split()
        if t[0] == "private" and t[2] == "deal":
            hand += t[3:]
        elif t[0] == "event" and t[1] == "0" and t[2] in ("play", "add"):
            hand.remove(t[3])
    return hand


def sealed() -> None:
    """A sealed auction: the engine plays seat 1 of 4; each seat is asked privately."""
    eng = engine()
    n0 = len(eng.transcript)
    st = ma.new_game(players=4, seed=31)
    eng.send("newgame modern_art players 4 seat 1")
    eng.private(1, ["deal", *st.hand(1)])
    card = next(c for c in st.hand(0) if c.endswith("sealed"))
    st.apply("play " + card, 0)
    eng.event(0, "play " + card)
    dec = eng.go(1, Limits(iterations=500))
    eng.send("event 2 bid 3")  # refused: bids are only revealed all at once
    eng.send("isready")
    eng.read_until(lambda ln: ln == "readyok")
    bids = {0: "bid 9", 1: dec.move, 2: "pass", 3: "bid 14"}
    eng.reveal(bids)
    eng.send("show seat 1")
    eng.read_until(lambda ln: ln.startswith("observation"))
    # The same auction again from the start, closed with Modern Art's GEI 1 alias line.
    eng.send("newgame modern_art players 4 seat 1")
    eng.private(1, ["deal", *ma.new_game(players=4, seed=31).hand(1)])
    eng.event(0, "play " + card)
    eng.send("reveal sealed 0:9 1:" + (dec.move.split()[1] if dec.move != "pass" else "pass")
             + " 2:pass 3:14")
    eng.send("show seat 1")
    eng.read_until(lambda ln: ln.startswith("observation"))
    eng.quit()
    write("sealed_auction.txt", """
A sealed auction. The engine plays seat 1 of a 4-player game. Seat 0 auctions a sealed
card; the GUI asks seat 1 with `go seat 1` while all bids are pending (no other bid is
ever sent before the reveal). The engine's `bestmove` is its secret bid; it does not
apply it. After all four seats chose (the other three elsewhere), the GUI sends ONE
`reveal` line with every seat's bid, the engine's own included, and the auction resolves
(see the money in the observation). A sealed bid sent as an `event` is refused. Then the
same auction once more, closed with the GEI 1 alias `reveal sealed S:N ...`: the same
observation.
""", eng.transcript[n0:])


def analysis() -> None:
    eng = engine()
    n0 = len(eng.transcript)
    st = ma.new_game(players=3, seed=5)
    eng.send("newgame modern_art players 3 seat 0")
    eng.private(0, ["deal", *st.hand(0)])
    eng.analyse(0, Limits(iterations=2000))
    card = next(c for c in st.hand(0) if c.endswith("once"))
    eng.event(0, "play " + card)
    eng.event(1, "bid 8")
    eng.event(2, "pass")
    eng.analyse(0, Limits(iterations=2000))
    eng.quit()
    write("analysis.txt", """
Analysis (hints). `analyse` takes the same limits as `go` and ends with one `bestmove`;
its per-move lines are `info analyse seat S rank R visits V value X move <m>` (value =
mean win share of seat S after m), then `info analyse seat S evaluated E unevaluated U`
(U = legal bid amounts between the grid bids; Modern Art's analyse uses the bid grid 24).
First a card choice of a 3-player game, then seat 0's once-around bid after a bid of 8.
""", eng.transcript[n0:])


def settle(eng: Engine) -> None:
    """Let the engine answer before the next line, so the transcript reads in order."""
    time.sleep(0.1)
    eng.drain()


def errors_and_stop() -> None:
    eng = engine()
    n0 = len(eng.transcript)
    st = ma.new_game(players=4, seed=3)
    for line in ["go", "hello", "newgame modern_art players 7 seat 0",
                 "newgame modern_art seat 0 players 4",
                 "newgame modern_art players 4 seat 0 variant double=split virtual=turn",
                 "newgame modern_art players 4 seat 0", "event 0 play LM-open",
                 "private 0 deal LM-open", "private 0 deal " + " ".join(st.hand(0)),
                 "event 1 pass", "event 0 play " + ("KR-triple"), "event 0 bid 5",
                 "event \uff10 play " + st.hand(0)[0], "event 0 play " + st.hand(0)[0] + "\u00a0",
                 "setoption name Threads value 0", "setoption name Colour value red",
                 "setoption name Exploration value 1e-1",
                 "go seat 2", "go seat 0 movetime -1", "go seat 0 iterations \uff11\uff10",
                 "go seat 0 time 0 1000 stime 2000", "chance draw KR-open",
                 "reveal 0 bid 5", "private 1 deal LM-open"]:
        eng.send(line)
        settle(eng)
    proc = eng._proc
    assert proc is not None and proc.stdin is not None
    for shown, raw in (("<bytes: 'event 0 \\xff\\xfe'>", b"event 0 \xff\xfe\n"),
                       ("<bytes: 'event 0 pass\\x7f'>", b"event 0 pass\x7f\n"),
                       ("<bytes: 'event 0\\xc2\\x85pass' (U+0085)>", b"event 0\xc2\x85pass\n"),
                       ("<a line of 70,000 bytes>", b"x" * 70_000 + b"\n")):
        eng.transcript.append(("> ", shown))
        proc.stdin.write(raw)
        proc.stdin.flush()
        settle(eng)
    eng.send("isready")
    eng.read_until(lambda ln: ln == "readyok")
    eng.set_option("InfoInterval", "100")
    eng.go_infinite(0)
    time.sleep(0.35)
    eng.send("isready")
    eng.read_until(lambda ln: ln == "readyok")
    eng.send("go seat 0 iterations 10")
    settle(eng)
    eng.stop()
    eng.send("quit")
    time.sleep(0.2)
    eng.drain()
    eng.kill()
    write("errors_and_stop.txt", """
Error handling and search control. Every rejected line gets exactly one
`error <command> <reason>` and changes nothing: a go without a game, an unknown command,
bad newgames (players out of range, seat before players, a variant without its keyword),
an event before the due deal, a wrong deal, events by the wrong seat / of an impossible
card / in the wrong phase / with a Unicode digit / with a no-break space, bad option values
(also `1e-1`), go for a seat not played, bad limits (also Unicode digits, clocks that
disagree), a chance line where no chance step is pending, a reveal outside a simultaneous
phase, a private line for another seat, invalid UTF-8, DEL, a C1 control and an over-long
line (bytes shown as placeholders: the real bytes were sent). Then `go infinite`: progress `info`
lines, `isready` answered during the search, a second `go` refused, `stop` → exactly one
`bestmove`, and `quit`.
""", eng.transcript[n0:])


def gallerist_game() -> None:
    """A whole 2-player Gallerist game: the engine plays seat 0, a heuristic bot seat 1."""
    eng = EnginePlayer(COMMAND, options=OPTIONS, name="galleria-engine")
    bot = BotPlayer("heuristic", seed=1)
    rec = play_game(GameSpec(game="gallerist", players=2, seed=2026), [eng, bot],
                    Limits(iterations=200))
    eng.engine.send("show seat 0")
    eng.engine.read_until(lambda ln: ln.startswith("observation"))
    eng.close()
    assert not rec.faults, rec.faults
    write("gallerist_2p.txt", f"""
A complete 2-player game of The Gallerist from the engine's side (GEI 2, protocol/spec.md
12.2). The engine plays seat 0 with `go ... iterations 200`; seat 1 is the heuristic bot
run by the referee (galleria_ai.match.play_game, spec seed 2026). The referee sends seat
0's objective cards only (`private 0 objectives ...`), the whole printed set-up as chance
steps (`chance setup ...`, `expose`, `draw`, `deal`), every public move as `event` (the
engine's own included), every chance outcome of play as `chance`, the objective cards
turned face up at the final scoring (`chance objective ...`), and `gameover` with the final
money.
Final money: {rec.money}; winners: {rec.winners}.
""", eng.engine.transcript)


TRANSCRIPTS = {"game_4p": None, "resync": None, "sealed_auction": sealed,
               "analysis": analysis, "errors_and_stop": errors_and_stop,
               "gallerist_2p": gallerist_game}


def main(names: list[str]) -> None:
    """Regenerate every transcript, or only the named ones (game_4p and resync go together)."""
    unknown = sorted(set(names) - set(TRANSCRIPTS))
    if unknown:
        raise SystemExit(f"unknown transcripts {unknown} (known: {', '.join(TRANSCRIPTS)})")
    wanted = names or list(TRANSCRIPTS)
    if "game_4p" in wanted or "resync" in wanted:
        resync(full_game())
    for name in wanted:
        fn = TRANSCRIPTS[name]
        if fn is not None:
            fn()


if __name__ == "__main__":
    main(sys.argv[1:])
