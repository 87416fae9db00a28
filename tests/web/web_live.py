"""Helpers of the web tests: the app served live on a loopback port, a seat's page over
its WebSocket, plain HTTP requests and polling with a deadline."""

from __future__ import annotations

import socket
import threading
import time


def pid_alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().split(") ", 1)[1][0] != "Z"
    except (OSError, IndexError):   # gone, or gone between the open and the read (ESRCH)
        return False


def wait_for(predicate, timeout: float, what: str, interval: float = 0.05):
    """Poll `predicate` until it is true (returned) or the deadline passes (AssertionError)."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(interval)


class LiveServer:
    """The app served by uvicorn on a free loopback port, in a thread of this process."""

    def __init__(self, app) -> None:
        import uvicorn

        self.app = app
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.bind(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.server = uvicorn.Server(uvicorn.Config(app, log_level="warning"))
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]},
                                       daemon=True)

    def start(self) -> None:
        self.thread.start()
        wait_for(lambda: self.server.started, 30, "the server to start")

    def stop(self) -> None:
        if not self.thread.is_alive():
            return
        self.server.should_exit = True
        self.thread.join(30)
        self.sock.close()
        assert not self.thread.is_alive(), "the server did not stop"




class Page:
    """One seat's live connection, as a page has it (the ``websockets`` client)."""

    def __init__(self, server: LiveServer, link: str, origin: str | None = None) -> None:
        from websockets.sync.client import connect

        token = link.rsplit("/", 1)[-1]
        self._connection = connect(f"ws://127.0.0.1:{server.port}/ws/{token}", origin=origin,
                                   open_timeout=20)
        self.ws = self._connection.__enter__()
        self.view: dict | None = None
        self.errors: list[str] = []
        self.acted: int | None = None      # the decision this page last sent a move for

    def _receive(self, deadline: float) -> dict:
        import json

        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise AssertionError("timed out waiting for the server")
        message = json.loads(self.ws.recv(timeout=remaining))
        if message["type"] == "view":
            self.view = message["view"]
        elif message["type"] == "error":
            self.errors.append(message["text"])
        return message

    def until(self, predicate, timeout: float = 60.0, what: str = "a view") -> dict:
        """The first view (from now) for which `predicate` holds."""
        deadline = time.monotonic() + timeout
        if self.view is not None and predicate(self.view):
            return self.view
        while True:
            message = self._receive(deadline)
            if message["type"] == "view" and predicate(message["view"]):
                return message["view"]

    def decision(self, timeout: float = 60.0) -> dict:
        """The view of the next decision this page has not moved on yet (or of the end)."""
        return self.until(lambda v: (v["decision"] is not None and v["decision"] != self.acted)
                          or v["status"] != "playing", timeout, "a decision")

    def error(self, timeout: float = 60.0) -> str:
        """The text of the next error the server sends."""
        return self.error_or_view(lambda v: False, timeout)

    def error_or_view(self, predicate, timeout: float = 60.0) -> str | dict:
        """Whichever comes first from now: the next error's text, or a view for which
        `predicate` holds."""
        deadline = time.monotonic() + timeout
        count = len(self.errors)
        while True:
            message = self._receive(deadline)
            if len(self.errors) > count:
                return self.errors[-1]
            if message["type"] == "view" and predicate(message["view"]):
                return message["view"]

    def send(self, message: dict | str) -> None:
        import json

        self.ws.send(message if isinstance(message, str) else json.dumps(message))

    def move(self, move: str, decision: int | None = None) -> None:
        assert self.view is not None
        decision = self.view["decision"] if decision is None else decision
        self.acted = decision
        self.send({"type": "move", "move": move, "decision": decision})

    def close(self) -> None:
        self._connection.__exit__(None, None, None)


def http(server: LiveServer, method: str, path: str, body: bytes | str | None = None,
         headers: dict[str, str] | None = None) -> tuple[int, object]:
    """One request to the live server: (status, JSON answer or text)."""
    import json
    import urllib.error
    import urllib.request

    data = body.encode() if isinstance(body, str) else body
    request = urllib.request.Request(server.url + path, data=data, method=method,
                                     headers={"Content-Type": "application/json",
                                              **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            status, raw = response.status, response.read()
    except urllib.error.HTTPError as exc:
        status, raw = exc.code, exc.read()
    try:
        return status, json.loads(raw)
    except ValueError:
        return status, raw.decode("utf-8", "replace")


def new_game(server: LiveServer, seats: list[dict], players: int | None = None,
             seed: int = 3, **extra) -> dict:
    import json

    body = {"game": "modern_art", "players": players or len(seats), "seats": seats,
            "seed": seed, **extra}
    status, answer = http(server, "POST", "/api/games", json.dumps(body))
    assert status == 200, answer
    return answer  # type: ignore[return-value]
