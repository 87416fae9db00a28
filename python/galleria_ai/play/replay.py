"""``galleria-play --replay RECORDS --game N``: step through game N of an arena record file.

The game is rebuilt from its record (`arena.gametext.GameText`: the deal from its seed, every
recorded move applied again) and shown one step at a time with the notes of a readable
record (private deals, auction results, scoring). Commands at the prompt:

    Enter / n      next step               b        back one step
    g N            go to step N            v S      the screen of seat S at this step
    e              play out to the end     q        quit            h   this help

A finished game hides nothing, so ``v S`` shows any seat. Without ``--game`` the games of the
file are listed. At the end of input the rest of the game is printed.
"""

from __future__ import annotations

from typing import IO

from galleria_ai.arena.gametext import GameText
from galleria_ai.arena.records import read_log

HELP = ("Enter/n next step, b back, g N go to step N, v S screen of seat S, e to the end, "
        "q quit")


def game_list(path: str) -> list[str]:
    """One line per game of a record file: number, deal, rotation, seats, winners."""
    log = read_log(path)
    out = []
    for i, g in enumerate(log.games, 1):
        rec = g["record"]
        names = rec.get("seat_names") or []
        winners = ", ".join(str(names[w]) if w < len(names) else str(w)
                            for w in rec.get("winners") or [])
        out.append(f"{i:>5}  deal {int(g.get('deal', 0)) + 1}, rotation {g['rotation']}: "
                   f"{' / '.join(map(str, names))}; won by {winners}")
    return out


def load_game(path: str, number: int) -> GameText:
    """Game `number` (1-based) of a record file; ValueError if there is no such game."""
    log = read_log(path)
    if not 1 <= number <= len(log.games):
        raise ValueError(f"{path} holds {len(log.games)} games; --game must be in "
                         f"1..{len(log.games)}")
    return GameText(log.games[number - 1], number, path)


def run_replay(game: GameText, stdin: IO[str], out: IO[str], prompt: bool = True) -> int:
    """The interactive stepper (see the module docstring); returns an exit status."""

    def write(lines: list[str] | str) -> None:
        out.write(("\n".join(lines) if isinstance(lines, list) else lines) + "\n")
        out.flush()

    steps = game.steps
    write(game.header_lines())
    write(f"{len(steps)} steps. {HELP}")
    at = 0                                  # steps shown so far
    while True:
        if at >= len(steps):
            write(game.final_lines())
            return 0
        if prompt:
            out.write(f"[{at}/{len(steps)}] > ")
            out.flush()
        raw = stdin.readline()
        if not raw:                         # end of input: show the rest
            for step in steps[at:]:
                write(step.lines)
            at = len(steps)
            continue
        words = raw.split()
        cmd = words[0].lower() if words else "n"
        if cmd == "n":
            write(steps[at].lines)
            at += 1
        elif cmd == "b":
            at = max(0, at - 1)
            write(f"-- back at step {at}" + (": " + steps[at - 1].lines[0].strip()
                                              if at else " (the start)"))
        elif cmd == "g" and len(words) == 2 and words[1].isdigit():
            target = min(int(words[1]), len(steps))
            for step in steps[at:target]:
                write(step.lines)
            if target < at:
                write(f"-- back at step {target}")
            at = target
        elif cmd == "v" and len(words) == 2 and words[1].isdigit() \
                and int(words[1]) < len(game.names):
            seat = int(words[1])
            state = steps[at - 1].state if at else game.initial
            observation = state.observation(seat)
            write(game.entry.render(observation, game.names, seat))
        elif cmd == "e":
            for step in steps[at:]:
                write(step.lines)
            at = len(steps)
        elif cmd == "q":
            return 0
        else:
            write(HELP)
