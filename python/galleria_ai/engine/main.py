"""`galleria-engine`: speaks GEI 2 on stdin/stdout for every registered game (spec:
`protocol/spec.md`)."""

from __future__ import annotations

import io
import json
import sys
from typing import BinaryIO, Callable, TextIO

import click

from galleria_ai import __version__, games
from galleria_ai.engine.options import Options
from galleria_ai.engine.protocol import (
    PROTOCOL_NAME,
    PROTOCOL_VERSION,
    Output,
    ProtocolError,
    parse_seat,
    read_lines,
    split_tokens,
)
from galleria_ai.engine.search_runner import SearchRunner, parse_go
from galleria_ai.engine.session import Game, Table, parse_newgame, search_seat

ENGINE_NAME = "galleria-engine"
AUTHOR = "galleria-ai developers"


def game_line_words() -> tuple[str, ...]:
    """The generic game lines and the alias words of every registered game (e.g. Modern
    Art's GEI 1 lines ``deal`` and ``hand``)."""
    words = ["private", "event", "chance", "reveal"]
    for entry in games.entries():
        words += [w for w in entry.alias_words if w not in words]
    return tuple(words)


SEED_STRIDE = 0x9E3779B97F4A7C15  # search n of a game uses seed Seed + n * SEED_STRIDE


class LoggedOutput(Output):
    def __init__(self, stream: TextIO, log: Callable[[str, str], None]) -> None:
        super().__init__(stream)
        self._log = log

    def line(self, text: str) -> None:
        with self.lock:  # log and output in the same order from both threads
            self._log("<", text)
            super().line(text)


class Engine:
    def __init__(self, out_stream: TextIO) -> None:
        self.options = Options()
        self.game_words = game_line_words()
        self.busy_blocked = {"setoption", "newgame", "position", "go", "analyse", "gameover",
                             *self.game_words}
        self.out = LoggedOutput(out_stream, self._log)
        self.runner = SearchRunner(self.out)
        self.game: Game | None = None
        self.command = ""  # the command word of the line being handled
        self.searches = 0
        self._log_path = ""
        self._log_file: TextIO | None = None
        self.handlers: dict[str, Callable[[list[str], str], None]] = {
            "gei": self.cmd_gei, "isready": self.cmd_isready, "setoption": self.cmd_setoption,
            "newgame": self.cmd_newgame, "position": self.cmd_position,
            **{word: self.cmd_game for word in self.game_words},
            "go": self.cmd_go, "analyse": self.cmd_go, "stop": self.cmd_stop,
            "show": self.cmd_show, "d": self.cmd_show, "gameover": self.cmd_gameover,
        }

    # ---- plumbing -------------------------------------------------------------------------
    def _log(self, direction: str, text: str) -> None:
        with self.out.lock:
            self._log_locked(direction, text)

    def _log_locked(self, direction: str, text: str) -> None:
        path = self.options["LogFile"]
        if path != self._log_path:
            if self._log_file is not None:
                self._log_file.close()
            self._log_file, self._log_path = None, path
            if path:
                try:
                    self._log_file = open(path, "a", encoding="utf-8")  # noqa: SIM115
                except OSError:
                    self._log_file = None
        if self._log_file is not None:
            self._log_file.write(f"{direction} {text}\n")
            self._log_file.flush()

    def run(self, stream: BinaryIO) -> int:
        for raw in read_lines(stream):
            if raw.text is None:
                self._log(">", "<unreadable line>")
                self.out.error("input", raw.problem)
                continue
            self._log(">", raw.text)
            if not self.handle(raw.text):
                break
        self.runner.stop()
        if self._log_file is not None:
            self._log_file.close()
        return 0

    def handle(self, line: str) -> bool:
        """Process one line; False after ``quit``."""
        tokens = split_tokens(line)
        if not tokens:
            return True
        cmd = tokens[0]
        if cmd == "quit":
            return False
        handler = self.handlers.get(cmd)
        if handler is None:
            self.out.error("unknown", f"unknown command {cmd[:40]!r}")
            return True
        if cmd in self.busy_blocked and self.runner.busy:
            self.out.error(cmd, "busy: a search is running (send stop first)")
            return True
        self.command = cmd
        try:
            handler(tokens[1:], line)
        except ProtocolError as exc:
            self.out.error(exc.command, exc.reason)
        except Exception as exc:  # noqa: BLE001 - bad input must never kill the engine
            self.out.error(cmd, f"internal error: {type(exc).__name__}: {exc}")
        return True

    # ---- commands -------------------------------------------------------------------------
    def cmd_gei(self, tokens: list[str], line: str) -> None:
        self.out.line(f"id name {ENGINE_NAME}")
        self.out.line(f"id version {__version__}")
        self.out.line(f"id author {AUTHOR}")
        self.out.line(f"id protocol {PROTOCOL_NAME} {PROTOCOL_VERSION}")
        for entry in games.entries():
            self.out.line(entry.handshake_line())
        for opt_line in self.options.lines():
            self.out.line(opt_line)
        self.out.line("geiok")

    def cmd_isready(self, tokens: list[str], line: str) -> None:
        self.out.line("readyok")

    def cmd_setoption(self, tokens: list[str], line: str) -> None:
        if not tokens or tokens[0] != "name":
            raise ProtocolError("setoption", "expected: setoption name <name> value <value>")
        if "value" in tokens[1:]:
            k = tokens.index("value", 1)
            name, value = " ".join(tokens[1:k]), " ".join(tokens[k + 1:])
        else:
            name, value = " ".join(tokens[1:]), ""
        if not name:
            raise ProtocolError("setoption", "missing option name")
        self.options.set(name, value)

    def cmd_newgame(self, tokens: list[str], line: str) -> None:
        self.game = parse_newgame("newgame", tokens, self.options["Seed"])
        self.searches = 0

    def cmd_position(self, tokens: list[str], line: str) -> None:
        parts = [split_tokens(p) for p in line.split(";")]
        head = parts[0][1:]
        table = Table(parse_newgame("position", head, self.options["Seed"]), replay=True)
        for sub in parts[1:]:
            if not sub:
                continue
            if sub[0] not in self.game_words:
                raise ProtocolError("position", f"unexpected item {sub[0][:40]!r} "
                                                f"({', '.join(self.game_words)})")
            try:
                table.line(sub[0], sub[1:])
            except ProtocolError as exc:
                raise ProtocolError("position", f"{' '.join(sub)[:80]}: {exc.reason}") from None
        table.finish_position()
        self.game = table.game
        self.searches = 0

    def _need_game(self, cmd: str) -> Game:
        if self.game is None:
            raise ProtocolError(cmd, "no game (send newgame or position first)")
        return self.game

    def cmd_game(self, tokens: list[str], line: str) -> None:
        cmd = self.command
        table = Table(self._need_game(cmd))
        table.line(cmd, tokens)
        self.game = table.game

    def cmd_gameover(self, tokens: list[str], line: str) -> None:
        table = Table(self._need_game("gameover"))
        warning = table.gameover(tokens)
        self.game = table.game
        if warning:
            self.out.line(f"info string gameover: {warning}")

    def cmd_go(self, tokens: list[str], line: str) -> None:
        cmd = self.command
        lim = parse_go(cmd, tokens)
        seat = search_seat(self.game, cmd, lim.seat_token)
        assert self.game is not None
        lim.check_clocks(cmd, self.game.players, seat)
        bot, entry = self.options["Bot"], self.game.entry
        if bot != "ismcts" and bot not in entry.bots:
            raise ProtocolError(cmd, f"Bot {bot} is not a bot of {entry.name} "
                                     f"(ismcts, {', '.join(entry.bots)})")
        if bot == "ismcts" and not entry.has_search():
            raise ProtocolError(cmd, f"{entry.name} has no search yet: set Bot to one of "
                                     f"{', '.join(entry.bots)}")
        # The search counter: the n-th accepted go/analyse since newgame/position (from 0).
        seed = (self.options["Seed"] + self.searches * SEED_STRIDE) % 2**64
        self.searches += 1
        self.runner.start(self.game.entry, self.game.state.clone(), seat, lim, self.options,
                          seed, analyse=cmd == "analyse",
                          knowledge=self.game.belief.search_knowledge(seat))

    def cmd_stop(self, tokens: list[str], line: str) -> None:
        self.runner.stop()

    def cmd_show(self, tokens: list[str], line: str) -> None:
        game = self._need_game("show")
        if tokens and (tokens[0] != "seat" or len(tokens) != 2):
            raise ProtocolError("show", "expected: show [seat <S>]")
        seat = parse_seat("show", tokens[1], game.players) if tokens else game.seats[0]
        text = game.state.observation_string(seat)
        self.out.line(f"observation {seat} {json.dumps(text)}")


@click.command(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--option", "-o", "preset", multiple=True, metavar="NAME=VALUE",
              help="Set an engine option before reading commands (repeatable).")
@click.version_option(__version__, prog_name=ENGINE_NAME)
def main(preset: tuple[str, ...]) -> None:
    """GEI engine for every registered game: reads commands on stdin, answers on stdout."""
    out = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", newline="\n",
                           line_buffering=False, write_through=False)
    engine = Engine(out)
    for item in preset:
        name, sep, value = item.partition("=")
        try:
            if not sep:
                raise ProtocolError("setoption", f"--option needs NAME=VALUE, got {item!r}")
            engine.options.set(name, value)
        except ProtocolError as exc:
            raise click.BadParameter(exc.reason, param_hint="--option") from None
    sys.exit(engine.run(sys.stdin.buffer))


if __name__ == "__main__":  # pragma: no cover
    main()
