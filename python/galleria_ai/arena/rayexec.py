"""Games on a Ray cluster (``galleria-arena --ray [ADDRESS]``; ``pip install
'galleria-ai[ray]'``).

Each of ``width`` Ray actors (one CPU each) is a `worker.GameWorker`: it plays one game at a
time and keeps its engine processes for its next games, exactly like a local worker. The
arena process stays the only writer: it submits games, collects each record as it finishes
(``ray.wait``), writes it, updates the standings and the A/B test - so records, ``--resume``,
the live progress line and an early A/B stop are the same as without Ray.

**Address.** ``--ray`` alone (``local``) starts a private Ray instance on this machine with
``-j`` CPUs (default: all) and stops it at the end; ``--ray auto`` joins the cluster started
on this machine with ``ray start``; ``--ray HOST:PORT`` joins a cluster by its GCS address
and ``--ray ray://HOST:10001`` through Ray Client. On a cluster ``-j`` defaults to its CPU
count. Every node needs the same ``galleria-ai`` installed and the engine commands on its
path (the commands run on the node that plays the game).

**Faults.** Engine faults are handled inside the game as everywhere (fallback move, restart).
An actor that dies (its node is lost, its process killed) is replaced and its game is played
again from the start, at most ``retries`` times per game. An error inside a game stops the
match with its traceback. Engines die with their actor (``die_with_parent``).
"""

from __future__ import annotations

import logging
import socket
from typing import Any

from .executors import RETRIES, ArenaError
from .match_config import MatchConfig
from .schedule import ScheduledGame
from .worker import GameWorker

LOCAL = "local"


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise ArenaError("--ray needs Ray: pip install 'galleria-ai[ray]'") from None
    return ray


def connect(address: str, cpus: int | None) -> tuple[Any, bool]:
    """Initialise Ray for `address` (see the module docstring); (ray, started_here)."""
    ray = _ray()
    if ray.is_initialized():
        return ray, False
    kwargs: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False,
                              "logging_level": logging.WARNING, "configure_logging": True}
    try:
        if address == LOCAL:
            if cpus is not None:
                kwargs["num_cpus"] = cpus
            ray.init(**kwargs)
        else:
            _reachable(address)
            ray.init(address=address, **kwargs)
    except ArenaError:
        raise
    except Exception as exc:  # noqa: BLE001 - Ray raises many kinds; all mean "no cluster"
        raise ArenaError(f"cannot start or join Ray at {address!r}: {exc}") from None
    return ray, True


def _reachable(address: str) -> None:
    """A quick check that HOST:PORT answers (Ray itself waits for minutes before it gives
    up on a wrong address); ``auto`` is left to Ray."""
    if address == "auto":
        return
    hostport = address.split("://", 1)[-1].rstrip("/")
    host, sep, port = hostport.rpartition(":")
    if not sep or not port.isdigit():
        raise ArenaError(f"--ray {address!r}: expected HOST:PORT, ray://HOST:PORT or auto")
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=5).close()
    except OSError as exc:
        raise ArenaError(f"cannot reach Ray at {address!r}: {exc}") from None


class RayExecutor:
    """Games on Ray actors (see the module docstring)."""

    def __init__(self, config: MatchConfig, width: int | None, address: str = LOCAL,
                 retries: int = RETRIES) -> None:
        self.ray, self.started = connect(address, width)
        ray = self.ray
        if width is None:
            width = max(1, int(ray.cluster_resources().get("CPU", 1)))
        if width < 1:
            raise ValueError("width must be >= 1")
        self.config, self.width, self.retries = config, width, retries
        self.actor_class = ray.remote(num_cpus=1, max_restarts=0)(GameWorker)
        self.idle = [self._actor() for _ in range(width)]
        self.flying: dict[Any, tuple[Any, ScheduledGame]] = {}
        self.tries: dict[tuple[int, int, int], int] = {}

    def _actor(self) -> Any:
        return self.actor_class.remote(self.config)

    @property
    def in_flight(self) -> int:
        return len(self.flying)

    def submit(self, game: ScheduledGame) -> None:
        if not self.idle:
            raise RuntimeError("every actor is busy")
        actor = self.idle.pop()
        self.flying[actor.play.remote(game)] = (actor, game)

    def actors(self) -> list[Any]:
        return list(self.idle) + [a for a, _ in self.flying.values()]

    def next_result(self) -> tuple[ScheduledGame, dict[str, Any]]:
        ray = self.ray
        from ray import exceptions as rex

        lost = tuple(getattr(rex, n) for n in ("RayActorError", "ActorDiedError",
                                                 "ActorUnavailableError", "WorkerCrashedError",
                                                 "NodeDiedError", "ObjectLostError")
                     if hasattr(rex, n))
        while True:
            if not self.flying:
                raise RuntimeError("no game in flight")
            ready, _ = ray.wait(list(self.flying), num_returns=1)
            ref = ready[0]
            actor, game = self.flying.pop(ref)
            try:
                line = ray.get(ref)
            except lost:
                self._retry(actor, game)
                continue
            except rex.RayTaskError as exc:
                raise ArenaError(f"deal {game.deal + 1} rotation {game.rotation}: the game "
                                 f"failed:\n{exc}") from None
            self.idle.append(actor)
            return game, line

    def _retry(self, actor: Any, game: ScheduledGame) -> None:
        try:
            self.ray.kill(actor)
        except Exception:  # noqa: BLE001, S110 - it is gone already
            pass
        n = self.tries.get(game.key, 0) + 1
        self.tries[game.key] = n
        if n > self.retries:
            raise ArenaError(f"deal {game.deal + 1} rotation {game.rotation}: its Ray actor "
                             f"died {n} times")
        self.idle.append(self._actor())
        self.submit(game)

    def close(self, wait: bool = True) -> None:
        ray = self.ray
        actors = self.actors()
        if wait and actors:
            try:
                ray.get([a.close.remote() for a in actors], timeout=30)
            except Exception:  # noqa: BLE001, S110 - killed below either way
                pass
        for a in actors:
            try:
                ray.kill(a)
            except Exception:  # noqa: BLE001, S110
                pass
        self.idle.clear()
        self.flying.clear()
        if self.started:
            ray.shutdown()
