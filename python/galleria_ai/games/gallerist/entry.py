"""The Gallerist's registry entry: everything the upper layers need from this game.

Secrets: each seat's curator and art-dealer cards, told once at set-up
(``private <S> objectives curator-<n> dealer-<n>``); everything else is public or an explicit
chance step (bag draws, contract deals, exposed works). The engine's belief is the default
`Belief` (set-up secrets, public moves, chance outcomes).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from galleria_ai import _core
from galleria_ai.games.base import GameEntry, SearchOption
from galleria_ai.games.gallerist import rules

# Moves the referee plays for a faulty seat, first legal one wins (then the fewest `cash` /
# `fame` steps, then the first legal move in notation order): doing nothing where the rules
# allow it.
FALLBACK = ("pass", "end", "done", "notake")

class GalleristGame(GameEntry):
    name = "gallerist"
    title = "The Gallerist"
    min_players = 2
    max_players = 4
    default_players = 4
    variants = rules.VARIANTS
    state_type = rules.State
    score_name = "money"
    notation = ("go media leave desk, buy photo-red, take digital-IB 1, sell photo-red 1, "
                "cash 2, ticket vip plaza, done, pass")
    bots = ("heuristic", "random")
    setup_private = "objectives"
    fallback_preference = FALLBACK
    # SearchGame::Settings (defaults from C++): the rollout policy, set by the engine's Rollout.
    search_options = SearchOption.from_core(_core.gallerist_search_settings(),
                                            engine_names={"rollout": "Rollout"})
    search_function = _core.gallerist_search
    candidates_function = _core.gallerist_search_candidates
    decisions_function = _core.gallerist_decisions_left

    # ---- creation ------------------------------------------------------------------------
    def new_game(self, players: int, seed: int = 0, variants: Mapping[str, str] | None = None,
                 setup: Any = None) -> Any:
        """A table game: the state before the printed set-up, every shuffle and draw of which
        is a chance step the referee announces (``chance setup ...``), as are the objective
        cards turned up at the final scoring (``chance objective ...``), so a table and an
        engine that does not know the seed agree on everything public. ``setup``: a dict of
        explicit set-up parts (``rules.new_game(setup=...)``); the set-up is then built at
        once, as the rules face does (nothing random is left to tell but the play's own
        draws, deals and exposed works)."""
        self.check_players(players)
        return rules.new_game(players=players, seed=seed, setup=setup,
                              chance_setup=setup is None,
                              **rules.game_options(self.check_variants(variants or {})))

    def variant_combinations(self) -> list[dict[str, str]]:
        """Two tables per player count rather than the full product (16): every option at its
        default, and every option at its other value. The four options change independent
        rules and a random Gallerist game is long (it runs to the round cap), so the generic
        per-game tests (``tests/games``) play these; the C++ property test
        (``gl_random_games --check``, ``tests/gallerist``) runs every option."""
        return [{}, {key: values[-1] for key, values in self.variants.items()}]

    def canonical_move(self, text: str) -> str:
        return rules.canonical_move(text)

    def normalise_input(self, text: str) -> str:
        """Lower-case words except bonus codes (``take digital-ib 1`` -> ``take digital-IB 1``,
        ``half mb`` -> ``half MB``)."""
        out = []
        for w in text.strip().split():
            low = w.lower()
            form, dash, rest = low.partition("-")
            if dash and rest.upper() in BONUS_CODES:
                out.append(f"{form}-{rest.upper()}")
            elif low.upper() in ("IB", "MB"):
                out.append(low.upper())
            else:
                out.append(low)
        return " ".join(out)

    # ---- results -------------------------------------------------------------------------
    def score(self, state: Any) -> list[int]:
        return list(state.money())

    def ranking(self, state: Any) -> list[int]:
        return list(state.ranking())

    def scoring(self, state: Any) -> list[dict]:
        """The intermediate scoring once it happened, then the final scoring once the game
        is over (``rules`` docstring, ``State.scoring()``), each with a ``"kind"``."""
        data = state.scoring()
        out: list[dict] = []
        if data["intermediate"] is not None:
            out.append({"kind": "intermediate", **data["intermediate"]})
        if data["final"] is not None and state.is_terminal():
            out.append({"kind": "final", **data["final"]})
        return out

    # ---- bots and search -----------------------------------------------------------------
    def bot_move(self, state: Any, seat: int, bot: str, seed: int, **params: Any) -> str:
        """``heuristic`` (scores every legal move in estimated end-game dollars,
        ``cpp/gallerist/heuristic_bot.h``) or ``random`` (uniform legal move)."""
        self.check_bot_options(bot, params)
        return str(_core.gallerist_bot_move(state, seat, bot, seed))

    # ---- text for people -----------------------------------------------------------------
    def render(self, observation: dict, names: Sequence[str], seat: int,
               legal: Sequence[str] = (), last_moves: Mapping[int, str] | None = None,
               log: Sequence[str] = ()) -> str:
        from galleria_ai.games.gallerist import screen  # only people need it

        return screen.render(observation, names, seat, legal, dict(last_moves or {}),
                             list(log))

    def private_text(self, tokens: Sequence[str]) -> str:
        from galleria_ai.games.gallerist import screen

        return screen.objectives_text(list(tokens[1:]))

    def scoring_lines(self, record: dict, names: Sequence[str]) -> list[str]:
        from galleria_ai.games.gallerist import screen

        return screen.scoring_lines(record, names)

    def final_lines(self, names: Sequence[str], scores: Sequence[int], winners: Sequence[int],
                    scoring: Sequence[dict]) -> list[str]:
        from galleria_ai.games.gallerist import screen

        return screen.final_lines(names, scores, winners, list(scoring))


BONUS_CODES = ("C", "FA", "VB", "IV", "MB", "IB")

GAME = GalleristGame()
