"""Line transport of GEI: bounded reading, decoding, tokenising and output.

Reading is byte-based so neither invalid UTF-8 nor an endless line can hurt the engine:
a line longer than `MAX_LINE` bytes is discarded whole (one ``error input`` is reported).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass
from typing import BinaryIO, TextIO

MAX_LINE = 64 * 1024
PROTOCOL_NAME = "GEI"
PROTOCOL_VERSION = 1


class ProtocolError(ValueError):
    """A command that is rejected; `command` names the offending command word."""

    def __init__(self, command: str, reason: str) -> None:
        super().__init__(reason)
        self.command = command
        self.reason = reason


@dataclass
class RawLine:
    text: str | None  # None when the line could not be used
    problem: str = ""  # why, for `error input ...`


def read_lines(stream: BinaryIO) -> Iterator[RawLine]:
    """Yield one `RawLine` per input line until EOF."""
    while True:
        raw = stream.readline(MAX_LINE + 1)
        if not raw:
            return
        if len(raw) > MAX_LINE and not raw.endswith(b"\n"):
            while True:  # drop the rest of the over-long line
                more = stream.readline(MAX_LINE)
                if not more or more.endswith(b"\n"):
                    break
            yield RawLine(None, f"line longer than {MAX_LINE} bytes discarded")
            continue
        raw = raw.rstrip(b"\r\n")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            yield RawLine(None, f"invalid UTF-8 at byte {exc.start}")
            continue
        if any(ord(c) < 32 and c != "\t" for c in text):
            yield RawLine(None, "control character in line")
            continue
        yield RawLine(text)


class Output:
    """Thread-safe line writer (the reader and the search thread both print)."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream
        self.lock = threading.RLock()

    def line(self, text: str) -> None:
        with self.lock:
            try:
                self._stream.write(text + "\n")
                self._stream.flush()
            except (BrokenPipeError, OSError, ValueError):
                pass  # the GUI went away; reading stdin will end the engine

    def error(self, command: str, reason: str) -> None:
        self.line(f"error {command} {one_line(reason)}")


def one_line(text: str, limit: int = 300) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def parse_int(command: str, what: str, token: str, lo: int, hi: int) -> int:
    """Strict decimal integer in [lo, hi] (no signs other than '-', no spaces)."""
    if not token or not (token.isdigit() or (token[0] == "-" and token[1:].isdigit())) \
            or len(token) > 19:
        raise ProtocolError(command, f"{what}: expected an integer, got {token!r}")
    value = int(token)
    if not lo <= value <= hi:
        raise ProtocolError(command, f"{what}: {value} out of range [{lo}, {hi}]")
    return value


def parse_seat(command: str, token: str, players: int) -> int:
    return parse_int(command, "seat", token, 0, players - 1)
