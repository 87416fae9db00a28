"""One game in the web app: the referee's thread, its seats and what each page may see.

A `WebTable` runs `match.play_game` — the same referee the arena and the terminal use — on a
thread of its own. People sit at `BrowserPlayer` seats, AI seats are GEI engine processes
(`WebEnginePlayer`, wrapped in `GuardedSeat`). The table follows the game with a
`play.narration.Narrator` (its own copy of the true state, built from the referee's move
records) and answers `view(seat)`: that seat's observation, its legal moves when it must
decide, the steps in words, the engines' progress, the seat's analysis. Nothing else of the
true state leaves this module, so a page never receives a hidden card of another seat.

Every method may be called from any thread; the table's lock guards its data, and
`listen` callbacks (the pages' connections) are called whenever something changed.
"""

from __future__ import annotations

import logging
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from galleria_ai import games
from galleria_ai.match import play_game
from galleria_ai.play.narration import Narrator, rules_doc
from galleria_ai.play.session import Session, wrap_for_replay
from galleria_ai.table import GameSpec, Limits

from .config import AiPreset, WebConfig
from .seats import BrowserPlayer, GuardedSeat, TableClosed, WebEnginePlayer

log = logging.getLogger(__name__)
LOG_SENT = 400          # log entries sent with a view (the newest)


@dataclass
class SeatInfo:
    """Who sits at a seat: a person (with the token of its page) or an AI preset."""

    name: str
    human: bool
    preset: AiPreset | None = None
    skill: int | None = None
    token: str = ""

    def public(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "human": self.human}
        if self.preset is not None:
            out["ai"] = self.preset.label
            if self.skill is not None and self.preset.skill:
                out["skill"] = self.skill
        return out

    def save(self) -> dict[str, Any]:
        """The seat in a galleria-play save file (``ai``: the preset's player spec, so the
        terminal can continue a game saved in the browser)."""
        if self.human or self.preset is None:
            return {"human": True, "name": self.name}
        spec = self.preset.spec
        text = " ".join([*spec.command, *(f"option.{k}={v}" for k, v in spec.options.items())]
                        ) if spec.command else spec.name
        if self.skill is not None and self.preset.skill:
            text += f" option.Skill={self.skill}"
        return {"human": False, "name": self.name, "ai": text, "preset": self.preset.name,
                "skill": self.skill}


class Advisor:
    """The analysis engine of one person's seat, told that seat's view of the game."""

    def __init__(self, player: WebEnginePlayer) -> None:
        self.player = player
        self.fed = 0

    def analyse(self, history: list[tuple[str, tuple[Any, ...]]], iterations: int) -> list[dict]:
        for method, args in history[self.fed:]:
            getattr(self.player, method)(*args)
        self.fed = len(history)
        return self.player.analyse(Limits(iterations=iterations))


class WebTable:
    """See the module docstring."""

    def __init__(self, config: WebConfig, spec: GameSpec, seats: list[SeatInfo],
                 replay: list[dict[str, Any]] | None = None) -> None:
        self.config = config
        self.spec = spec
        self.entry = games.get(spec.game)
        self.seats = seats
        self.id = secrets.token_hex(6)
        self.created = time.monotonic()
        self.cond = threading.Condition(threading.RLock())
        self.version = 0
        self.status = "starting"        # starting | playing | over | closed | failed
        self.closed = False
        self.result: dict[str, Any] | None = None
        self.listeners: set[Callable[[], None]] = set()
        self.names = [s.name for s in seats]
        self.logs: dict[int, list[dict[str, Any]]] = {k: [] for k, s in enumerate(seats)
                                                      if s.human}
        self.thinking: dict[int, dict[str, Any]] = {}
        self.last_moves: dict[int, str] = {}     # each seat's latest public move
        self.analysis: dict[int, dict[str, Any]] = {}
        self.advisors: dict[int, Advisor] = {}
        self.started_advisor_pids: list[int] = []
        self.session = Session(spec, [s.save() for s in seats], {}, [])
        self.narrator = Narrator(spec, self.names)
        for seat in self.logs:
            self.narrator.listen(seat, lambda lines, seat=seat: self._steps(seat, lines))
        self.players: list[Any] = []
        self.browsers: dict[int, BrowserPlayer] = {}
        for k, s in enumerate(seats):
            if s.human:
                player = BrowserPlayer(s.name, self.cond, self._changed,
                                       lambda text, k=k: self._note(text, k, "private"))
                self.browsers[k] = player
                self.players.append(player)
            else:
                self.players.append(GuardedSeat(self._engine(k, s), s.name, self._note,
                                                 lambda: self.closed,
                                                 lambda on, k=k: self._busy(k, on)))
        self._replay = list(replay or [])
        self.thread = threading.Thread(target=self._run, name=f"table-{self.id}", daemon=True)

    # ---- set-up --------------------------------------------------------------------------
    def _engine(self, seat: int, info: SeatInfo) -> WebEnginePlayer:
        assert info.preset is not None and info.preset.spec.command is not None
        spec = info.preset.spec
        extra = {"InfoInterval": str(self.config.info_interval_ms), "InfoMoves": "false"}
        if info.skill is not None and info.preset.skill:
            extra["Skill"] = str(info.skill)
        return WebEnginePlayer(list(spec.command), dict(spec.options), name=info.preset.label,
                               timeout=spec.timeout or self.config.engine_timeout, extra=extra,
                               progress=lambda line, seat=seat: self._progress(seat, line))

    def limits(self) -> list[Limits]:
        """Per seat: the server's budgets, overridden by an AI preset's own limits."""
        out = []
        for s in self.seats:
            own = s.preset.spec.limits if s.preset is not None else {}
            out.append(Limits(iterations=own.get("iterations", self.config.iterations),
                              movetime_ms=own.get("movetime_ms", self.config.movetime_ms),
                              clock_ms=own.get("clock_ms"),
                              increment_ms=own.get("increment_ms", 0)))
        return out

    def start(self) -> None:
        self.thread.start()

    # ---- the referee's thread ------------------------------------------------------------
    def _run(self) -> None:
        try:
            with self.cond:
                if self.closed:
                    return
                self.status = "playing"
                self._changed()
            seats = wrap_for_replay(self.players, self._replay)
            record = play_game(self.spec, seats, self.limits(), on_move=self._on_move)
            with self.cond:
                self.status = "over"
                self.result = {
                    "scores": list(record.money), "winners": list(record.winners),
                    "ranking": list(record.ranking),
                    "lines": self.entry.final_lines(self.names, record.money, record.winners,
                                                    record.scoring)}
                for seat, entries in self.logs.items():
                    if not entries or entries[-1]["text"] != "The game is over.":
                        self._log(seat, "notice", "The game is over.")
                self._changed()
        except TableClosed:
            pass
        except Exception as exc:   # a bug, not a seat's fault: say so, keep the server up
            log.exception("table %s stopped", self.id)
            with self.cond:
                self.status = "failed"
                self._note(f"The game stopped because of an error: {exc}")
        finally:
            for player in self.players:
                try:
                    player.close()
                except Exception:  # noqa: BLE001, S110 - a dying engine must not block the end
                    pass
            self._drop_advisors()
            with self.cond:
                self.thinking.clear()
                self._changed()

    def _on_move(self, rec: dict[str, Any]) -> None:
        with self.cond:
            self.session.on_move(rec)
            self.narrator.on_move(rec)
            if rec.get("seat") is not None:
                self.thinking.pop(int(rec["seat"]), None)
                self.last_moves[int(rec["seat"])] = str(rec["move"])
            self._changed()

    def _busy(self, seat: int, on: bool) -> None:
        """An AI seat starts (or ends) a decision."""
        with self.cond:
            if on and not self.closed:
                self.thinking[seat] = {"iterations": 0, "ms": 0, "nps": 0}
            else:
                self.thinking.pop(seat, None)
            self._changed()

    def _progress(self, seat: int, info: dict[str, Any]) -> None:
        with self.cond:
            if self.closed or seat not in self.thinking:
                return
            self.thinking[seat] = {"iterations": info.get("iterations"),
                                   "ms": info.get("time"), "nps": info.get("nps")}
            self._changed()

    # ---- the log ---------------------------------------------------------------------------
    def _log(self, seat: int, kind: str, text: str) -> None:
        entries = self.logs[seat]
        entries.append({"n": len(entries), "kind": kind, "text": text})

    def _steps(self, seat: int, lines: list[str]) -> None:
        for i, line in enumerate(lines):
            self._log(seat, "move" if i == 0 else "result", line)

    def _note(self, text: str, seat: int | None = None, kind: str = "notice") -> None:
        with self.cond:
            for k in self.logs if seat is None else [seat]:
                self._log(k, kind, text)
            self._changed()

    def _changed(self) -> None:
        with self.cond:
            self.version += 1
            for tell in list(self.listeners):
                tell()

    def listen(self, tell: Callable[[], None]) -> None:
        with self.cond:
            self.listeners.add(tell)

    def unlisten(self, tell: Callable[[], None]) -> None:
        with self.cond:
            self.listeners.discard(tell)

    # ---- what a page sees and sends ----------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.status in ("starting", "playing")

    def view(self, seat: int) -> dict[str, Any]:
        """Everything the page of `seat` shows: only what that seat may know."""
        with self.cond:
            state = self.narrator.state
            player = self.browsers[seat]
            try:
                observation = state.observation(seat)
            except AttributeError:
                observation = {"observation": state.observation_string(seat)}
            analysis = self.analysis.get(seat)
            if analysis is not None and (player.pending is None
                                         or analysis["decision"] != player.decision):
                analysis = None             # it rated a decision that is no longer open
            entries = self.logs[seat]
            return {
                "version": self.version, "game": self.entry.name, "title": self.entry.title,
                "rules_doc": rules_doc(self.entry), "seat": seat, "names": list(self.names),
                "seats": [s.public() for s in self.seats], "status": self.status,
                "players": self.spec.players, "variants": dict(self.spec.variants),
                "seed": self.spec.seed, "score_name": self.entry.score_name,
                "observation": observation, "to_move": list(state.to_move()),
                "decision": player.decision if player.pending is not None else None,
                "legal": list(player.pending or []),
                "submitted": player.submitted if player.pending is None else None,
                "log": entries[-LOG_SENT:], "log_total": len(entries),
                "scoring": self.entry.scoring(state),
                "thinking": {str(k): v for k, v in self.thinking.items()},
                "last_moves": {str(k): v for k, v in self.last_moves.items()},
                "analysis": analysis,
                "can_analyse": self.config.advisor is not None and self.entry.has_search(),
                "hint_iterations": self.config.hint_iterations,
                "max_hint_iterations": self.config.max_hint_iterations,
                "result": self.result,
            }

    def submit(self, seat: int, decision: Any, move: Any) -> str | None:
        """A move from the page of `seat`; None when taken, else the reason it was not (and
        nothing changed)."""
        with self.cond:
            if not self.running:
                return "This game is not running any more."
            return self.browsers[seat].submit(decision, move)

    def analyse(self, seat: int, iterations: Any) -> str | None:
        """Start the analysis of `seat`'s open decision; None when started, else why not."""
        if isinstance(iterations, bool) or not isinstance(iterations, int) \
                or not 1 <= iterations <= self.config.max_hint_iterations:
            return f"Analysis budget: a whole number of iterations from 1 to " \
                   f"{self.config.max_hint_iterations}."
        with self.cond:
            player = self.browsers[seat]
            if self.config.advisor is None:
                return "Analysis is switched off on this server."
            if not self.entry.has_search():
                return f"The engine cannot analyse {self.entry.title} yet."
            if not self.running or player.pending is None:
                return "The engine analyses your own decisions: wait for your turn."
            current = self.analysis.get(seat)
            if current is not None and current["running"]:
                return "The engine is already analysing; wait for its answer."
            decision = player.decision
            self.analysis[seat] = {"decision": decision, "running": True,
                                   "iterations": iterations, "progress": None, "rows": [],
                                   "error": None}
            history = list(player.history)
            self._changed()
        threading.Thread(target=self._analyse, args=(seat, decision, history, iterations),
                         name=f"analyse-{self.id}-{seat}", daemon=True).start()
        return None

    def _analyse(self, seat: int, decision: int, history: list, iterations: int) -> None:
        rows: list[dict] = []
        error = None
        try:
            advisor = self._advisor(seat)
            rows = advisor.analyse(history, iterations)
        except Exception as exc:  # noqa: BLE001 - any engine trouble only costs the analysis
            error = f"Analysis unavailable: {exc}"
            self._drop_advisors(seat)
        with self.cond:
            current = self.analysis.get(seat)
            if current is None or current["decision"] != decision:
                return
            current.update(running=False, error=error, progress=None,
                           rows=[r for r in rows if r.get("move")],
                           unevaluated=next((r.get("unevaluated") for r in rows
                                             if "unevaluated" in r), 0))
            self._changed()

    def _advisor(self, seat: int) -> Advisor:
        with self.cond:
            if self.closed:
                raise TableClosed("the table is closed")
            advisor = self.advisors.get(seat)
            if advisor is None:
                spec = self.config.advisor
                assert spec is not None and spec.command is not None
                player = WebEnginePlayer(
                    list(spec.command), dict(spec.options), name="analysis",
                    timeout=self.config.engine_timeout,
                    extra={"RewardBlend": "0", "SafeBlend": "0",
                           "InfoInterval": str(self.config.info_interval_ms)},
                    progress=lambda info: self._analysis_progress(seat, info))
                advisor = self.advisors[seat] = Advisor(player)
            return advisor

    def _analysis_progress(self, seat: int, info: dict[str, Any]) -> None:
        with self.cond:
            current = self.analysis.get(seat)
            if current is not None and current["running"]:
                current["progress"] = {"iterations": info.get("iterations"),
                                       "ms": info.get("time")}
                self._changed()

    def _drop_advisors(self, seat: int | None = None) -> None:
        with self.cond:
            chosen = list(self.advisors) if seat is None else [seat]
            dropped = [self.advisors.pop(k) for k in chosen if k in self.advisors]
        for advisor in dropped:
            self.started_advisor_pids += advisor.player.started
            advisor.player.engine.kill()

    # ---- save and close ------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The game so far as a galleria-play save (``galleria-play --load`` reads it too)."""
        with self.cond:
            data = self.session.to_dict()
            data["moves"] = list(data["moves"])
            return data

    def close(self, reason: str = "The game was closed.") -> None:
        """End the game now: wake every waiting page seat, stop every engine process."""
        with self.cond:
            if self.closed:
                return
            self.closed = True
            if self.running:
                self.status = "closed"
                for seat in self.logs:
                    self._log(seat, "notice", reason)
            for player in self.browsers.values():
                player.close()
            self._changed()
        for player in self.players:
            if isinstance(player, GuardedSeat):
                player.kill()
        self._drop_advisors()

    def join(self, timeout: float) -> bool:
        if self.thread.is_alive():
            self.thread.join(timeout)
        return not self.thread.is_alive()

    def pids(self) -> list[int]:
        """Process ids of the engines this table has started (for checks)."""
        out = []
        for player in self.players:
            out += getattr(getattr(player, "inner", None), "started", [])
        with self.cond:
            out += [pid for pid in self.started_advisor_pids]
            for advisor in self.advisors.values():
                out += advisor.player.started
        return sorted(set(out))
