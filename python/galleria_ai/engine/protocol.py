"""Line transport of GEI: bounded reading, decoding, tokenising and output.

Reading is byte-based so neither invalid UTF-8 nor an endless line can hurt the engine:
a line whose text (without its ``\n`` or ``\r\n`` ending) is longer than `MAX_LINE` bytes
is discarded whole (one ``error input`` is reported). Tokens are separated by spaces and
tabs only; every other character, Unicode spaces included, belongs to a token. Numbers are
ASCII digits only.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass
from typing import BinaryIO, TextIO

MAX_LINE = 64 * 1024
PROTOCOL_NAME = "GEI"
PROTOCOL_VERSION = 2



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
    too_long = f"line longer than {MAX_LINE} bytes discarded"
    while True:
        raw = stream.readline(MAX_LINE + 2)  # room for the text and a \r\n ending
        if not raw:
            return
        if raw.endswith(b"\n"):
            body = raw[:-2] if raw.endswith(b"\r\n") else raw[:-1]
        elif len(raw) == MAX_LINE + 2:
            while True:  # drop the rest of the over-long line
                more = stream.readline(MAX_LINE)
                if not more or more.endswith(b"\n"):
                    break
            yield RawLine(None, too_long)
            continue
        else:  # the last line, without an ending
            body = raw
        if len(body) > MAX_LINE:
            yield RawLine(None, too_long)
            continue
        try:
            text = body.decode("utf-8")
        except UnicodeDecodeError as exc:
            yield RawLine(None, f"invalid UTF-8 at byte {exc.start}")
            continue
        if any(is_control(c) for c in text):
            yield RawLine(None, "control character in line")
            continue
        yield RawLine(text)


def is_control(c: str) -> bool:
    """C0 controls but tab, DEL and the C1 controls: exactly Unicode category Cc."""
    o = ord(c)
    return (o < 32 and c != "\t") or 127 <= o <= 159


def split_tokens(text: str) -> list[str]:
    """Tokens separated by runs of spaces and tabs (no other character separates)."""
    return [t for t in text.replace("\t", " ").split(" ") if t]


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


def _digits(text: str) -> bool:
    return text.isascii() and text.isdigit()  # isdigit alone accepts Unicode digits


def is_integer(token: str, max_digits: int = 19) -> bool:
    """ASCII decimal digits with an optional leading '-' (no '+', no Unicode digits)."""
    body = token.removeprefix("-")
    return _digits(body) and len(body) <= max_digits


def is_decimal(token: str) -> bool:
    """ASCII ``[-]digits[.digits]`` (no exponent, no '_', no inf/nan, no Unicode digits)."""
    body = token.removeprefix("-")
    whole, dot, frac = body.partition(".")
    return _digits(whole) and (not dot or _digits(frac)) and len(token) <= 40


def parse_int(command: str, what: str, token: str, lo: int, hi: int) -> int:
    """Strict decimal integer in [lo, hi] (ASCII digits, optional '-')."""
    if not is_integer(token):
        raise ProtocolError(command, f"{what}: expected an integer, got {token!r}")
    value = int(token)
    if not lo <= value <= hi:
        raise ProtocolError(command, f"{what}: {value} out of range [{lo}, {hi}]")
    return value


def parse_seat(command: str, token: str, players: int) -> int:
    return parse_int(command, "seat", token, 0, players - 1)
