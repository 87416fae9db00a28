"""Modern Art's registry entry: everything the upper layers need from this game."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from galleria_ai import _core
from galleria_ai.games.base import GameEntry, SearchOption
from galleria_ai.games.modern_art import rules
from galleria_ai.games.modern_art.belief import ModernArtBelief
from galleria_ai.games.modern_art.styles import StyleTracker


class ModernArtGame(GameEntry):
    name = "modern_art"
    title = "Modern Art"
    min_players = 3
    max_players = 5
    default_players = 4
    variants = rules.VARIANTS
    state_type = rules.State
    score_name = "money"
    notation = ("play KR-once, add KR-sealed, noadd, bid 12, pass, price 10, accept, decline, "
                "reveal, noreveal")
    bots = ("heuristic", "random", "value")
    # The settings of SearchGame::Settings (defaults from C++); the engine sets two of them.
    search_options = SearchOption.from_core(
        _core.modern_art_search_settings(),
        engine_names={"bid_grid": "BidGrid", "rollout": "Rollout"}, analyse={"bid_grid": 24})
    knowledge_options = ("style_evidence",)
    search_function = _core.modern_art_search
    candidates_function = _core.modern_art_search_candidates
    decisions_function = _core.modern_art_decisions_left
    belief_class = ModernArtBelief
    alias_words = ("deal", "hand")

    def new_tracker(self, players: int, seats: Sequence[int], seed: int = 0) -> StyleTracker:
        samples = next(o.default for o in self.search_options if o.name == "style_samples")
        return StyleTracker(players, seats, samples, seed)

    # ---- creation ------------------------------------------------------------------------
    def new_game(self, players: int, seed: int = 0, variants: Mapping[str, str] | None = None,
                 setup: Any = None) -> Any:
        """``setup``: the deal order of all 70 cards (``rules.new_game(deck=...)``)."""
        self.check_players(players)
        return rules.new_game(players=players, seed=seed, deck=setup,
                              **rules.game_options(variants or {}))

    def canonical_move(self, text: str) -> str:
        return rules.canonical_move(text)

    def normalise_input(self, text: str) -> str:
        """Lower-case words, upper-case artist code: ``play kr-ONCE`` -> ``play KR-once``."""
        out = []
        for w in text.strip().split():
            artist, dash, kind = w.partition("-")
            out.append(f"{artist.upper()}-{kind.lower()}" if dash else w.lower())
        return " ".join(out)

    # ---- results -------------------------------------------------------------------------
    def score(self, state: Any) -> list[int]:
        return list(state.money())

    def ranking(self, state: Any) -> list[int]:
        return list(state.ranking())

    def scoring(self, state: Any) -> list[dict]:
        return json.loads(json.dumps(state.scoring(), default=str))

    # ---- bots and search -----------------------------------------------------------------
    def bot_move(self, state: Any, seat: int, bot: str, seed: int, **params: Any) -> str:
        """``heuristic`` (bids up to ``fraction`` of its value estimate, default 0.5),
        ``value`` (bids from a projected painting value, never more than needed; ``spend``,
        default 1, scales what it pays: bids, sealed bids and fixed prices; ``width0`` and
        ``width1`` are how unsure it is of the artists' ranking, in cards, at the season's end
        and per card still to be played, the C++ bot's defaults unless given) or ``random``
        (uniform legal move)."""
        p = self.check_bot_options(bot, params)
        return str(_core.modern_art_bot_move(state, seat, bot, seed, **p))

    def check_bot_options(self, bot: str, params: Mapping[str, Any]) -> dict[str, Any]:
        """``fraction`` and ``spend`` in (0, 2] (defaults 0.5 and 1); ``width0`` and
        ``width1``, if given, in (0, 2]."""
        if bot not in self.bots:
            raise ValueError(f"bot must be one of {self.bots}, got {bot!r}")
        rest = dict(params)
        checked = {"fraction": rest.pop("fraction", 0.5), "spend": rest.pop("spend", 1.0)}
        for name in ("width0", "width1"):
            if name in rest:
                checked[name] = rest.pop(name)
        if rest:
            raise ValueError(f"unknown bot options for modern_art: {sorted(rest)}")
        for name, x in checked.items():
            if isinstance(x, bool) or not isinstance(x, (int, float)) or not 0 < x <= 2:
                raise ValueError(f"{name} must be in (0, 2], got {x!r}")
        return {k: float(x) for k, x in checked.items()}

    # ---- the referee -----------------------------------------------------------------------
    def private_news(self, before: Any | None, after: Any, seat: int,
                     moves: Sequence[tuple[int, str]]) -> list[str] | None:
        """``deal <cards>``: the whole first hand at set-up, then the cards newly dealt when a
        season starts (none in season 4)."""
        if before is None:
            return ["deal", *after.hand(seat)]
        if after.season == before.season or after.is_terminal():
            return None
        kept = Counter(before.hand(seat))
        for mover, move in moves:
            words = move.split()
            if mover == seat and len(words) == 2 and words[0] in ("play", "add"):
                kept[words[1]] -= 1
        hand = after.hand(seat)
        new = Counter(hand) - kept
        if not new:
            return None
        return ["deal", *sorted(new.elements(), key=hand.index)]

    def public_move(self, before: Any, seat: int, move: str) -> str:
        """A virtual-pile ``reveal`` is announced with the card it uncovers."""
        if move == "reveal":
            top = virtual_top(before)
            if top:
                return f"reveal {top}"
        return move

    def fallback_move(self, state: Any, seat: int) -> str:
        """``pass``, ``noadd``, ``decline`` or ``noreveal`` when legal; else the smallest
        ``price``; else the first ``play`` card in notation (= legal-move) order; else the
        first legal move."""
        legal = state.legal_moves(seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal move")
        for m in ("pass", "noadd", "decline", "noreveal"):
            if m in legal:
                return m
        prices = [m for m in legal if m.startswith("price ")]
        if prices:
            return min(prices, key=lambda m: int(m.split()[1]))
        plays = [m for m in legal if m.startswith("play ")]
        return plays[0] if plays else legal[0]

    # ---- the engine --------------------------------------------------------------------------
    def translate_alias(self, command: str, tokens: list[str]) -> tuple[str, list[str]] | None:
        """GEI 1 lines kept as aliases: ``deal S <cards>`` = ``private S deal <cards>``,
        ``hand S <cards>`` = ``private S hand <cards>``, ``reveal sealed S:N|S:pass ...`` =
        ``reveal S bid N, S pass, ...``."""
        if command in ("deal", "hand"):
            if not tokens:
                raise ValueError("missing seat")
            return "private", [tokens[0], command, *tokens[1:]]
        if command == "reveal" and tokens[:1] == ["sealed"]:
            groups = []
            for tok in tokens[1:]:
                seat, sep, bid = tok.partition(":")
                if not sep:
                    raise ValueError(f"expected <seat>:<amount> or <seat>:pass, got {tok!r}")
                if bid != "pass" and not (bid.isascii() and bid.isdigit()):
                    raise ValueError(f"bid: expected an integer, got {bid!r}")
                groups.append(f"{seat} {'pass' if bid == 'pass' else 'bid ' + bid}")
            return "reveal", " , ".join(groups).split(" ") if groups else []
        return None

    # ---- text for people -----------------------------------------------------------------
    def render(self, observation: dict, names: Sequence[str], seat: int,
               legal: Sequence[str] = (), last_moves: Mapping[int, str] | None = None,
               log: Sequence[str] = ()) -> str:
        from galleria_ai.games.modern_art import screen  # only people need it

        return screen.render(observation, names, seat, legal, dict(last_moves or {}),
                             list(log))

    def private_text(self, tokens: Sequence[str]) -> str:
        cards = list(tokens[1:])
        if not cards:
            return ""
        verb = "were dealt" if tokens[0] == "deal" else "hold"
        return f"you {verb} {len(cards)} cards: {' '.join(cards)}"

    def scoring_lines(self, record: dict, names: Sequence[str]) -> list[str]:
        counts = " ".join(f"{a}:{n}" for a, n in record["counts"].items())
        ranked = ", ".join(f"{a} {record['values'][a]}" for a in record["ranked"]) or "none"
        earnings = " ".join(f"{names[i] if i < len(names) else i}: +{e}"
                            for i, e in enumerate(record["earnings"][:len(names)]))
        return [f"== season {record['season'] + 1} scoring: cards {counts}",
                f"   ranked (value per painting): {ranked}",
                f"   sales: {earnings}"]

    def final_lines(self, names: Sequence[str], scores: Sequence[int], winners: Sequence[int],
                    scoring: Sequence[dict]) -> list[str]:
        from galleria_ai.games.modern_art import screen

        return screen.final_lines(names, scores, winners, list(scoring))


def virtual_top(state: Any) -> str | None:
    """The card on top of the virtual pile (announced with a reveal), from the full JSON."""
    data = json.loads(state.to_json())
    pile, head, tail = data.get("vpile"), data.get("vp_head"), data.get("vp_tail")
    if not isinstance(pile, list) or not isinstance(head, int) or not isinstance(tail, int) \
            or head >= tail:
        return None
    kind = pile[head]
    return f"{rules.ARTISTS[kind // len(rules.TYPES)]}-{rules.TYPES[kind % len(rules.TYPES)]}"


GAME = ModernArtGame()
