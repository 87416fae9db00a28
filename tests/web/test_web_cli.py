"""``galleria-web`` as a person starts it: its options, a real server process bound to the
loopback address only, and Ctrl-C stopping it with every engine process it started."""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

from click.testing import CliRunner
from galleria_ai.web.cli import main
from web_live import pid_alive, wait_for

ENGINE = f"'{sys.executable}' -m galleria_ai.engine.main"


def test_options_are_checked_before_anything_starts():
    runner = CliRunner()
    assert runner.invoke(main, ["--help"]).exit_code == 0
    for args, message in ((["--ai", "no-equals-sign"], "expected NAME=SPEC"),
                          (["--ai", "x=builtin:heuristic"], "not a built-in bot"),
                          (["--ai", "b@d=galleria-engine"], "expected NAME=SPEC"),
                          (["--port", "0"], "0 is not in the range"),
                          (["--engine", "'unclosed"], "--engine"),
                          (["--analysis-engine", "builtin:random"], "give an engine command"),
                          (["--engine", "/no/such/engine", "--max-tables", "1"],
                           "an engine does not start")):
        result = runner.invoke(main, args)
        assert result.exit_code != 0 and message in result.output, (args, result.output)


def listening_address(port: int) -> str | None:
    """The local address of the TCP socket listening on `port` (from /proc/net/tcp)."""
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        address, hex_port = fields[1].split(":")
        if int(hex_port, 16) == port and fields[3] == "0A":       # 0A: LISTEN
            return ".".join(str(int(address[i:i + 2], 16)) for i in (6, 4, 2, 0))
    return None


def descendants(pid: int) -> set[int]:
    """Every living process below `pid` (children, grandchildren...)."""
    parents: dict[int, int] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = stat.read_text()
        except OSError:
            continue
        parents[int(text.split(" ", 1)[0])] = int(text.rsplit(") ", 1)[1].split()[1])
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier}
        found |= frontier
    return {p for p in found if pid_alive(p)}


def test_the_server_binds_loopback_and_ctrl_c_leaves_no_process(sub_env):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-m", "galleria_ai.web.cli", "--port", str(port), "--engine", ENGINE,
         "--iterations", "50"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env=sub_env)
    try:
        banner = server.stdout.readline()            # after the engine check, before serving
        assert f"open http://127.0.0.1:{port}/" in banner, server.stderr.read()
        wait_for(lambda: listening_address(port), 30, "the server to listen")
        assert listening_address(port) == "127.0.0.1"
        body = json.dumps({"players": 3, "seed": 1, "seats": [
            {"human": True}, {"human": False, "preset": "engine", "skill": 3},
            {"human": False, "preset": "heuristic"}]}).encode()
        request = urllib.request.Request(f"http://127.0.0.1:{port}/api/games", data=body,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=30) as response:
            assert json.loads(response.read())["links"][0]["name"] == "You"
        engines = wait_for(lambda: descendants(server.pid) if len(
            descendants(server.pid)) >= 2 else None, 30, "the engine processes")
        server.send_signal(signal.SIGINT)               # Ctrl-C
        assert server.wait(timeout=30) == 0
        wait_for(lambda: not any(pid_alive(p) for p in engines), 10, "the engines to end")
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
