"""Readable game records: an arena game line replayed into text, step by step.

The JSON record holds the table (game, players, variants, deal seed) and every step; the
game is rebuilt from its seed through the registry and every recorded move is applied
again, so the text can say more than the moves: what each seat was told privately (a
finished game has no secrets left), what each step settled in words - the same sentences
the people at a table read (`play.narration.describe`, the game's ``screen.narrate``;
Modern Art: who bought each auction from whom for how much, sealed ties, the card that ends
a season), each scoring as it happens (`GameEntry.scoring_lines`) and the final result
(`GameEntry.final_lines`). Every registered game gets a record this way (a game without a
``narrate`` gets its moves, scorings and result). A record that does not replay to the
score it states is refused (ValueError).

`GameText.steps` is what ``galleria-play --replay`` steps through; `GameText.text` is one
game's record for the ``--text-out`` file.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from galleria_ai import games
from galleria_ai.play.narration import describe


@dataclass
class Step:
    number: int          # 1-based
    lines: list[str]     # the step, the notes it causes, a scoring that happens with it
    state: Any           # the true state after the step
    seats: list[int]     # the seats that moved (none for a chance step)


def _variants(spec: dict[str, Any]) -> str:
    v = spec.get("variants") or {}
    return ", ".join(f"{k}={val}" for k, val in sorted(v.items())) or "none"


class GameText:
    """One recorded game, replayed (see the module docstring)."""

    def __init__(self, line: dict[str, Any], number: int | None = None,
                 source: str = "") -> None:
        rec = line.get("record")
        if not isinstance(rec, dict) or not isinstance(rec.get("moves"), list):
            raise ValueError("not an arena game line (no record with moves)")  # noqa: TRY004
        spec = rec["spec"]
        self.entry = games.get(spec["game"])
        self.line, self.record, self.number, self.source = line, rec, number, source
        names = [str(n) for n in rec.get("seat_names") or
                 [f"seat {i}" for i in range(spec["players"])]]
        # Copies of one entrant (an A/B baseline) get their seat: "random[2]".
        self.names = [f"{n}[{s}]" if names.count(n) > 1 else n for s, n in enumerate(names)]
        self.initial = self.entry.new_game(int(spec["players"]), int(spec["seed"]),
                                           dict(spec.get("variants") or {}))
        self.setup_lines = self._private(None, self.initial, [])
        self.steps = self._replay()
        final = self.steps[-1].state if self.steps else self.initial
        score = self.entry.score(final)
        if not final.is_terminal() or list(score) != list(rec["money"]):
            raise ValueError(f"the record does not replay to its result (replayed "
                             f"{self.entry.score_name} {list(score)}, recorded "
                             f"{rec['money']})")

    # ---- replay ----------------------------------------------------------------------------
    def _private(self, before: Any, after: Any, moved: list[tuple[int, str]]) -> list[str]:
        out = []
        for seat, name in enumerate(self.names):
            news = self.entry.private_news(before, after, seat, moved)
            if news:
                out.append(f"     ({name} is told privately: {' '.join(news)})")
        return out

    def _replay(self) -> list[Step]:
        state = self.initial.clone()
        steps: list[Step] = []
        moves = self.record["moves"]
        scored = len(self.entry.scoring(state))
        i = 0
        while i < len(moves):
            before = state.clone()
            m = moves[i]
            number = len(steps) + 1
            if m.get("chance"):
                group = [m]
                lines = [f"{number:>4}. chance: {m['move']}"]
            elif m.get("sealed"):
                group = [m]
                seats = {m["seat"]}
                while i + len(group) < len(moves):
                    nxt = moves[i + len(group)]
                    if not nxt.get("sealed") or nxt["seat"] in seats:
                        break
                    group.append(nxt)
                    seats.add(nxt["seat"])
                lines = [f"{number:>4}. sealed: " + ", ".join(
                    f"{self.names[g['seat']]} {g['move']}{self._ms(g)}" for g in group)]
            else:
                group = [m]
                lines = [f"{number:>4}. {self.names[m['seat']]}: {m['move']}{self._ms(m)}"]
            moved: list[tuple[int, str]] = []
            announced = [(int(g["seat"]), str(g["move"])) for g in group if not g.get("chance")]
            for g in group:
                played = g.get("played", g["move"])
                try:
                    if g.get("chance"):
                        state.apply(played)
                    else:
                        state.apply(played, g["seat"])
                except (ValueError, IndexError, TypeError) as exc:
                    raise ValueError(f"step {number}: cannot apply {played!r}: {exc}") from None
                if not g.get("chance"):
                    moved.append((int(g["seat"]), str(played)))
            # What the step settled, in words; the first sentences restate the moves.
            said = describe(self.entry, before.observation(0), state.observation(0),
                            announced, self.names) if announced else []
            lines += [f"     => {n}" for n in said[1:]]
            lines += self._private(before, state, moved)
            scoring = self.entry.scoring(state)
            for new in scoring[scored:]:
                lines += self.entry.scoring_lines(new, self.names)
            scored = len(scoring)
            steps.append(Step(number, lines, state.clone(), [s for s, _ in moved]))
            i += len(group)
        return steps

    @staticmethod
    def _ms(move: dict[str, Any]) -> str:
        ms = move.get("ms")
        return f"  [{ms:.0f} ms]" if isinstance(ms, (int, float)) and ms >= 1 else ""

    # ---- text ------------------------------------------------------------------------------
    def header_lines(self) -> list[str]:
        spec = self.record["spec"]
        where = f"Game {self.number}" if self.number is not None else "Game"
        if self.source:
            where += f" of {self.source}"
        line = self.line
        lines = [(f"{where}: {self.entry.title}, {spec['players']} players, variants "
                 f"{_variants(spec)}"),
                 (f"Deal {int(line.get('deal', 0)) + 1} (seed {spec['seed']}), rotation "
                 f"{line.get('rotation', 0)}, line-up {int(line.get('table', 0)) + 1}"),
                 "Seats: " + ", ".join(f"{s} {n}" for s, n in enumerate(self.names))]
        return lines + self.setup_lines

    def final_lines(self) -> list[str]:
        rec = self.record
        # The scorings were printed as they happened.
        out = list(self.entry.final_lines(self.names, rec["money"], rec["winners"], []))
        for f in rec.get("faults") or []:
            out.append(f"fault: {self.names[f['seat']]} {f['kind']} at recorded move "
                       f"{f['move_index'] + 1}: {f['detail']}")
        return out

    def text(self) -> str:
        lines = self.header_lines()
        for step in self.steps:
            lines += step.lines
        lines += self.final_lines()
        return "\n".join(lines)


def game_text(line: dict[str, Any], number: int | None = None, source: str = "") -> str:
    """The readable record of one arena game line."""
    return GameText(line, number, source).text()
