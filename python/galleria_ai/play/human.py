"""The human seat: a `SeatPlayer` that shows the seat's screen and reads a move.

Input, one line at a time:

* a move in the game's notation (Modern Art: ``play KR-once``, ``bid 12``, ``pass`` ...;
  spelled as the game's entry normalises it, e.g. case does not matter),
* the number of a move in the numbered list of legal moves,
* ``hint [iterations]``: the engine rates every legal move (``client.Engine.analyse``),
* ``save <file>``: write the game so far (resume with ``galleria-play --load <file>``),
* ``board`` (the board and the scoring so far), ``details`` (everything the seat may see),
  ``log [N]`` (the last N steps in words), ``screen`` (the screen again), ``rules`` (where
  the rules document is), ``help`` (this list), ``quit`` (leave).

The screen itself fits an 80x24 terminal; what happens is told in words by a
`narration.Narrator` feeding `hear` (without one, the raw moves are logged).

Bad input gets a message saying what is possible and the prompt comes back; end of input
(EOF) leaves the game cleanly by raising `QuitGame`.
"""

from __future__ import annotations

import sys
from collections import deque
from typing import Any, Callable, TextIO

from galleria_ai import games
from galleria_ai.table import Decision, GameSpec, Limits

from .narration import rules_doc, screen_hook
from .screen import CLEAR

HELP = """Commands:
  <move>           a move in notation, e.g. {examples}
  <number>         the move with that number in the list of legal moves
  hint [N]         ask the engine to rate your legal moves (N search iterations)
  save <file>      save the game; continue later with: galleria-play --load <file>
  board            the board and the scoring so far
  details          everything you may see, in full
  log [N]          the last N steps in words (default 20)
  screen           show the screen again
  rules            where the rules are: {rules}
  help             this text
  quit             leave the game"""


class QuitGame(BaseException):
    """The human left (``quit`` or end of input).

    A BaseException on purpose: the referee turns ordinary exceptions of a controller into
    faults and plays on, but a human leaving must end the whole game.
    """


class Console:
    """Line input/output of the human players (real stdin/stdout by default)."""

    def __init__(self, inp: TextIO | None = None, out: TextIO | None = None) -> None:
        self.inp = inp or sys.stdin
        self.out = out or sys.stdout

    def write(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def ask(self, prompt: str) -> str | None:
        """One input line without its newline, or None at end of input."""
        self.out.write(prompt)
        self.out.flush()
        line = self.inp.readline()
        if not line:
            return None
        return line.rstrip("\r\n")


class HotSeat:
    """Hides one human's private screen before another human decides."""

    def __init__(self, console: Console, humans: int, clear: bool = True) -> None:
        self.console = console
        self.humans = humans
        self.clear = clear
        self.current: int | None = None

    def hand_to(self, seat: int, name: str) -> None:
        if self.humans < 2 or self.current == seat:
            return
        if self.clear:
            self.console.write(CLEAR)
        self.console.write(f"--- Pass the screen to {name} (seat {seat}) and press Enter ---")
        if self.console.ask("") is None:
            raise QuitGame
        self.current = seat


def normalise(text: str, game: str = games.DEFAULT) -> str:
    """Canonical spelling of a typed move in `game` (Modern Art: lower-case words, upper-case
    artist code)."""
    return games.get(game).normalise_input(text)


class HumanPlayer:
    """A human at one seat (see module docstring)."""

    def __init__(self, name: str, console: Console, names: list[str] | None = None,
                 hotseat: HotSeat | None = None, save: Callable[[str], None] | None = None,
                 advisor: Callable[[], Any] | None = None, hint_iterations: int = 2000,
                 log_size: int = 500, screen_log: int = 12) -> None:
        self.name = name
        self.console = console
        self.names = names or []
        self.hotseat = hotseat
        self._save = save
        self._make_advisor = advisor
        self.hint_iterations = hint_iterations
        self.seat = -1
        self.spec: GameSpec | None = None
        self.entry: games.GameEntry = games.get(games.DEFAULT)
        self.last_moves: dict[int, str] = {}
        self.log: deque[str] = deque(maxlen=log_size)
        self.screen_log = screen_log
        self.narrated = False   # True once a Narrator tells this seat each step (`hear`)
        self._history: list[tuple[str, tuple[Any, ...]]] = []   # replayed into the advisor
        self._advisor: Any = None

    # ---- what the referee tells the seat ---------------------------------------------
    def _tell(self, method: str, *args: Any) -> None:
        self._history.append((method, args))
        if self._advisor is not None:
            try:
                getattr(self._advisor, method)(*args)
            except Exception:  # noqa: BLE001 - hints are optional; a dead advisor is dropped
                self._drop_advisor()

    def _who(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else f"seat {seat}"

    def new_game(self, spec: GameSpec, seat: int) -> None:
        self.spec, self.seat = spec, seat
        self.entry = games.get(spec.game)
        self.last_moves.clear()
        self.log.clear()
        self._history = [("new_game", (spec, seat))]
        self._drop_advisor()

    def private(self, tokens: list[str]) -> None:
        self._tell("private", list(tokens))
        text = self.entry.private_text(tokens)
        if text:
            self.log.append(text)

    def hear(self, lines: list[str]) -> None:
        """One step of the table in words (from a `narration.Narrator`)."""
        self.narrated = True
        self.log.extend(lines)

    def event(self, seat: int, move: str) -> None:
        self._tell("event", seat, move)
        self.last_moves[seat] = move
        if not self.narrated:
            self.log.append(f"{self._who(seat)}: {move}")

    def chance(self, outcome: str) -> None:
        self._tell("chance", outcome)
        if not self.narrated:
            self.log.append(f"chance: {outcome}")

    def reveal(self, moves: dict[int, str]) -> None:
        self._tell("reveal", dict(moves))
        for s, m in sorted(moves.items()):
            self.last_moves[s] = f"secretly {m}"
        if not self.narrated:
            self.log.append("secret moves revealed: " + ", ".join(
                f"{self._who(s)} {m}" for s, m in sorted(moves.items())))

    def game_over(self, result: dict) -> None:
        self._drop_advisor()

    def close(self) -> None:
        self._drop_advisor()

    # ---- deciding --------------------------------------------------------------------
    def screen(self, view: Any) -> str:
        recent = list(self.log)[-self.screen_log:]
        return self.entry.render(view.observation(self.seat), self.names, self.seat,
                                 view.legal_moves(self.seat), self.last_moves, recent)

    def details(self, view: Any) -> str:
        """Everything the seat may see (the game's ``details`` screen, else the screen)."""
        full = screen_hook(self.entry, "details")
        if full is None:
            return self.screen(view)
        return str(full(view.observation(self.seat), self.names, self.seat,
                        view.legal_moves(self.seat), self.last_moves, list(self.log)[-20:]))

    def board(self, view: Any) -> str:
        """The board and the scoring so far (the game's ``board_screen``, else details)."""
        board = screen_hook(self.entry, "board_screen")
        if board is None:
            return self.details(view)
        return str(board(view.observation(self.seat), self.names))

    def choose(self, view: Any, limits: Limits) -> Decision:
        if self.hotseat is not None:
            self.hotseat.hand_to(self.seat, self.name)
        legal = list(view.legal_moves(self.seat))
        self.console.write(self.screen(view))
        while True:
            line = self.console.ask(f"{self.name}> ")
            if line is None:
                raise QuitGame
            move = self._interpret(line, legal, view)
            if move is not None:
                return Decision(move, {}, 0.0)

    def _interpret(self, line: str, legal: list[str], view: Any) -> str | None:
        """The chosen move, or None after answering a command or rejecting the input."""
        text = line.strip()
        if not text:
            self.console.write("Type a move, its number, or 'help'.")
            return None
        word, _, rest = text.partition(" ")
        word = word.lower()
        if word in ("help", "?", "h"):
            self.console.write(HELP.format(examples=self.entry.notation or "see the rules",
                                           rules=rules_doc(self.entry)))
            return None
        if word in ("quit", "exit", "q"):
            raise QuitGame
        if word in ("screen", "show", "moves"):
            self.console.write(self.screen(view))
            return None
        if word == "board":
            self.console.write(self.board(view))
            return None
        if word == "details":
            self.console.write(self.details(view))
            return None
        if word == "rules":
            self.console.write(f"The rules of {self.entry.title}: {rules_doc(self.entry)} "
                               "(in the galleria-ai repository).")
            return None
        if word == "log":
            self._do_log(rest.strip())
            return None
        if word == "save":
            self._do_save(rest.strip())
            return None
        if word == "hint":
            self._do_hint(rest.strip(), legal)
            return None
        if text.isdigit():
            k = int(text)
            if 1 <= k <= len(legal):
                return legal[k - 1]
            self.console.write(f"No move number {k}: choose 1..{len(legal)}.")
            return None
        move = self.entry.normalise_input(text)
        if move in legal:
            return move
        self.console.write(self._why_not(move, legal))
        return None

    def _do_log(self, arg: str) -> None:
        if arg and (not arg.isdigit() or int(arg) < 1):
            self.console.write("Usage: log [N], e.g. 'log 40'")
            return
        count = int(arg) if arg else 20
        lines = list(self.log)[-count:]
        self.console.write("\n".join(lines) if lines else "Nothing has happened yet.")

    @staticmethod
    def _why_not(move: str, legal: list[str]) -> str:
        return (why_not(move, legal)[:-1] + f"; or a number 1..{len(legal)}. Type 'help' for "
                "commands.")

    def _do_save(self, path: str) -> None:
        if not path:
            self.console.write("Usage: save <file>")
            return
        if self._save is None:
            self.console.write("Saving is not available in this game.")
            return
        try:
            self._save(path)
        except OSError as exc:
            self.console.write(f"Could not save to {path}: {exc.strerror or exc}")
            return
        self.console.write(f"Game saved to {path}; continue with: galleria-play --load {path}")

    # ---- hints -----------------------------------------------------------------------
    def _drop_advisor(self) -> None:
        if self._advisor is not None:
            adv, self._advisor = self._advisor, None
            try:
                adv.close()
            except Exception:  # noqa: BLE001, S110 - closing a dead advisor may fail too
                pass

    def _do_hint(self, arg: str, legal: list[str]) -> None:
        iterations = self.hint_iterations
        if arg:
            if not arg.isdigit() or int(arg) < 1:
                self.console.write("Usage: hint [iterations], e.g. 'hint 5000'")
                return
            iterations = int(arg)
        if self._make_advisor is None:
            self.console.write("Hints are off in this game (no engine given).")
            return
        self.console.write(f"Thinking ({iterations} iterations)...")
        try:
            if self._advisor is None:
                self._advisor = self._make_advisor()
                for method, args in self._history:
                    getattr(self._advisor, method)(*args)
            rows = self._advisor.analyse(Limits(iterations=iterations))
        except Exception as exc:  # noqa: BLE001 - any engine trouble only costs the hint
            self._drop_advisor()
            self.console.write(f"Hint unavailable: {exc}")
            return
        self.console.write(format_hint(rows, legal))


def format_hint(rows: list[dict], legal: list[str]) -> str:
    """Engine evaluations, best first (by the engine's rank, else visits, then value)."""
    moves = [r for r in rows if r.get("move")]
    if not moves:
        return "The engine gave no evaluation."

    def key(r: dict) -> tuple[float, float, float]:
        rank = r.get("rank")
        return (float(rank) if isinstance(rank, (int, float)) else 1e9,
                -float(r.get("visits", 0) or 0), -_number(r.get("value")))

    lines = ["Engine's view of your moves (value = search score, mostly win share):",
             f"      {'move':<18} {'visits':>8} {'value':>7}"]
    for r in sorted(moves, key=key)[:15]:
        move = str(r["move"])
        num = f"{legal.index(move) + 1:>4})" if move in legal else "     "
        value = r.get("value")
        vtxt = f"{float(value):7.3f}" if isinstance(value, (int, float)) else f"{value!s:>7}"
        lines.append(f"{num} {move:<18} {r.get('visits', '-')!s:>8} {vtxt}")
    if len(moves) < len(legal):
        lines.append(f"  ({len(moves)} of {len(legal)} legal moves evaluated; bids are "
                     "searched on a grid)")
    return "\n".join(lines)


def _number(v: object) -> float:
    return float(v) if isinstance(v, (int, float)) else 0.0


def _amount(move: str) -> tuple[str, int] | None:
    """``("bid", 12)`` for ``bid 12``: a move that is a verb and one whole number."""
    words = move.split()
    if len(words) == 2 and words[1].isascii() and words[1].isdigit():
        return words[0], int(words[1])
    return None


def why_not(move: str, legal: list[str]) -> str:
    """Why `move` cannot be played now, and what can: a run of amounts (``bid 13`` ..
    ``bid 100``) is named as a range, other moves by name. For any game."""
    verb = move.split()[0] if move.split() else move
    same = [m for m in legal if m.split()[0] == verb]
    amounts = [a[1] for a in (_amount(m) for m in same) if a is not None]
    if same and len(amounts) == len(same):
        others = [m for m in legal if m.split()[0] != verb]
        alt = f", or {', '.join(others[:6])}" if others else ""
        return f"'{move}' is not legal: {verb} {min(amounts)}..{max(amounts)}{alt}."
    if same:
        return (f"'{move}' is not legal now. Possible: {', '.join(same[:12])}"
                f"{' ...' if len(same) > 12 else ''}.")
    if not legal:
        return f"'{move}' is not legal: it is not your turn."
    sample = ", ".join(legal[:6]) + (" ..." if len(legal) > 6 else "")
    return f"'{move}' is not a legal move here. Legal: {sample}."
