"""A faulty GEI engine for the referee tests: the real engine with one sabotaged `go`.

Usage: fake_engine.py MODE MARKER_FILE. The first `go` after MARKER_FILE is missing
creates it and misbehaves per MODE; every other `go` is answered by the real engine.
MODE: crash (exit), hang (never answer), garbage (``bestmove ~~~``), illegal (a
well-formed move that is not legal), silent (no handshake at all, every time).
"""

from __future__ import annotations

import io
import os
import sys
import time

from galleria_ai.engine.main import Engine


class Faulty(Engine):
    def __init__(self, out, mode: str, marker: str) -> None:
        super().__init__(out)
        self.mode, self.marker = mode, marker

    def cmd_gei(self, tokens, line):
        if self.mode == "silent":
            time.sleep(3600)
        super().cmd_gei(tokens, line)

    def cmd_go(self, tokens, line):
        if os.path.exists(self.marker):
            return super().cmd_go(tokens, line)
        with open(self.marker, "w") as f:
            f.write(self.mode)
        if self.mode == "crash":
            os._exit(3)
        if self.mode == "hang":
            time.sleep(3600)
        self.out.line("bestmove ~~~" if self.mode == "garbage" else "bestmove price 99999")


def main() -> None:
    out = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", newline="\n")
    sys.exit(Faulty(out, sys.argv[1], sys.argv[2]).run(sys.stdin.buffer))


if __name__ == "__main__":
    main()
