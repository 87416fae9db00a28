"""What a registered game gives every layer: the `GameEntry` base class.

Each game package (``galleria_ai/games/<game>/``) exports ``GAME``, an instance of a
`GameEntry` subclass. The search wrapper, engine, referee, arena, play and selfplay use a
game only through this interface (and the rules face of its ``State`` objects, see
``ARCHITECTURE.md``). Methods with a body here are defaults a game may keep; the ones that
raise ``NotImplementedError`` every game must provide.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from galleria_ai.games import variants as _variants
from galleria_ai.games.belief import Belief
from galleria_ai.games.text import closing_lines, format_value


class SearchOption:
    """A game-specific search setting (e.g. Modern Art's bid grid), as the game's C++
    ``Settings`` describes it (``<game>_search_settings()``, the one home of its default).

    ``kind`` is ``"int"`` or ``"float"`` (a value in ``low``..``high``) or ``"choice"`` (one of
    ``choices``). ``name`` is the `search.search` keyword, ``engine_name`` the GEI option that
    sets it (None: not an engine option), ``analyse`` the value `analyse` uses (None: the
    option's current value).
    """

    __slots__ = ("analyse", "choices", "default", "doc", "engine_name", "high", "kind", "low",
                 "name")

    def __init__(self, name: str, engine_name: str | None, default: Any, low: Any = None,
                 high: Any = None, analyse: Any = None, doc: str = "", kind: str = "int",
                 choices: tuple[str, ...] = ()) -> None:
        self.name, self.engine_name, self.default = name, engine_name, default
        self.low, self.high, self.analyse, self.doc = low, high, analyse, doc
        self.kind, self.choices = kind, tuple(choices)

    @classmethod
    def from_core(cls, described: Sequence[Mapping[str, Any]],
                  engine_names: Mapping[str, str] | None = None,
                  analyse: Mapping[str, Any] | None = None) -> tuple[SearchOption, ...]:
        """The options of a game from its binding's descriptions (name, kind, default,
        low/high or choices, doc); `engine_names` and `analyse` by option name."""
        engine_names, analyse = engine_names or {}, analyse or {}
        return tuple(cls(d["name"], engine_names.get(d["name"]), d["default"], d.get("low"),
                         d.get("high"), analyse.get(d["name"]), d.get("doc", ""), d["kind"],
                         tuple(d.get("choices", ()))) for d in described)

    def check(self, value: Any) -> Any:
        if self.kind == "choice":
            if value not in self.choices:
                raise ValueError(f"{self.name} must be one of {self.choices}, got {value!r}")
            return value
        if self.kind == "float":
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise ValueError(f"{self.name} must be a number, got {value!r}")
            if not self.low <= value <= self.high:  # NaN fails too
                raise ValueError(f"{self.name} must be in [{self.low}, {self.high}], got {value}")
            return float(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"{self.name} must be an integer, got {value!r}")  # noqa: TRY004
        if not self.low <= value <= self.high:
            raise ValueError(f"{self.name} must be in {self.low}..{self.high}, got {value}")
        return value

    def __repr__(self) -> str:
        return f"SearchOption({self.name!r}, {self.engine_name!r}, {self.default!r})"


class GameEntry:
    """One registered game (see the module docstring for how the layers use it)."""

    # ---- identity and set-up -----------------------------------------------------------
    name: ClassVar[str]                       # registry key, GEI `newgame <name>`
    title: ClassVar[str]                      # for people: "Modern Art"
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    default_players: ClassVar[int]
    # Rules variants as ``key=value`` options; the first value of each key is the default.
    variants: ClassVar[dict[str, tuple[str, ...]]] = {}
    state_type: ClassVar[type]                # the rules face class (C++ through the template)
    score_name: ClassVar[str] = "score"       # what `score()` counts, for people
    notation: ClassVar[str] = ""              # one line of move examples, for people

    # ---- what the engine and the referee need ---------------------------------------------
    bots: ClassVar[tuple[str, ...]] = ("random",)   # baseline bots, the first the default
    search_options: ClassVar[tuple[SearchOption, ...]] = ()
    # Search keywords that carry what a seat learnt during the game rather than a tunable
    # (Modern Art's evidence of each opponent's bidding style); the belief supplies them.
    knowledge_options: ClassVar[tuple[str, ...]] = ()
    # Kind word of the private line a seat is told at setup (None: nothing at setup).
    setup_private: ClassVar[str | None] = None
    # Moves tried in order by the default `fallback_move` before the first legal move.
    fallback_preference: ClassVar[tuple[str, ...]] = ()
    belief_class: ClassVar[type[Belief]] = Belief
    # Extra GEI command words this game accepts as aliases (see `translate_alias`).
    alias_words: ClassVar[tuple[str, ...]] = ()

    # ---- creation ------------------------------------------------------------------------
    def new_game(self, players: int, seed: int = 0, variants: Mapping[str, str] | None = None,
                 setup: Any = None) -> Any:
        """A new game. ``setup`` is a game-specific explicit set-up (e.g. Modern Art's deck
        order, a list of 70 cards) that replaces the seeded shuffle. ValueError on a bad
        player count, variant or set-up."""
        raise NotImplementedError

    def from_json(self, text: str) -> Any:
        return self.state_type.from_json(text)

    def check_players(self, players: Any) -> int:
        if isinstance(players, bool) or not isinstance(players, int):
            raise ValueError(f"players must be an integer, got {players!r}")  # noqa: TRY004
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.title} is played by {self.min_players} to "
                             f"{self.max_players} players, not {players}")
        return players

    def check(self, players: int, variants: Mapping[str, str]) -> None:
        """ValueError if this table cannot be set up (players, variants, their combination)."""
        self.new_game(players, 0, variants)

    # ---- variants ------------------------------------------------------------------------
    def parse_variant(self, text: str) -> tuple[str, str]:
        """Split one ``key=value`` variant option; ValueError naming the accepted values."""
        return _variants.parse_variant(self.variants, text, self.name)

    def parse_variants(self, items: Sequence[str]) -> dict[str, str]:
        """Several ``key=value`` options into a dict; ValueError on a bad or repeated key."""
        return _variants.parse_variants(self.variants, items, self.name)

    def check_variants(self, chosen: Mapping[str, str]) -> dict[str, str]:
        _variants.check_variants(self.variants, chosen, self.name)
        return dict(chosen)

    def variant_combinations(self) -> list[dict[str, str]]:
        """Every combination of variant values (for tests and tools)."""
        combos: list[dict[str, str]] = [{}]
        for key, values in self.variants.items():
            combos = [{**c, key: v} for c in combos for v in values]
        return combos

    # ---- notation ------------------------------------------------------------------------
    def canonical_move(self, text: str) -> str:
        """Canonical form of a move string (syntax only); ValueError if malformed."""
        raise NotImplementedError

    def is_move_syntax(self, text: str) -> bool:
        """True if `text` is a well-formed move (legal or not): tells an illegal answer from
        garbage."""
        try:
            return self.canonical_move(text) == text
        except ValueError:
            return False

    def normalise_input(self, text: str) -> str:
        """A move as a person typed it, in canonical spelling where that is obvious."""
        return " ".join(text.strip().lower().split())

    # ---- results -------------------------------------------------------------------------
    def score(self, state: Any) -> list[int]:
        """The final score per seat that decides the game (Modern Art: money)."""
        raise NotImplementedError

    def ranking(self, state: Any) -> list[int]:
        """Seats best first (equal scores: lower seat first)."""
        scores = self.score(state)
        return sorted(range(len(scores)), key=lambda s: -scores[s])

    def scoring(self, state: Any) -> list[dict]:
        """Scoring breakdown so far: a list of JSON-ready records in the order they happened
        (Modern Art: one per scored season); tools print each new record as it appears."""
        return []

    # ---- bots and search -----------------------------------------------------------------
    def check_bot_options(self, bot: str, params: Mapping[str, Any]) -> dict[str, Any]:
        """ValueError unless `bot` is one of this game's baseline bots and `params` are
        options it takes; the options, checked. The default: bots take none."""
        if bot not in self.bots:
            raise ValueError(f"{self.name} has no bot {bot!r} (bots: {', '.join(self.bots)})")
        if params:
            raise ValueError(f"unknown bot options for {self.name}: {sorted(params)}")
        return {}

    def bot_move(self, state: Any, seat: int, bot: str, seed: int, **params: Any) -> str:
        """A baseline bot's move. The default knows ``random`` only."""
        self.check_bot_options(bot, params)
        return str(state.random_move(seat, seed))

    search_function: ClassVar[Callable[..., Any] | None] = None
    candidates_function: ClassVar[Callable[..., Any] | None] = None
    decisions_function: ClassVar[Callable[..., Any] | None] = None

    def has_search(self) -> bool:
        return type(self).search_function is not None

    def run_search(self, state: Any, seat: int, options: dict[str, Any],
                   progress: Any = None) -> Any:
        """Run this game's bound C++ search (the raw result). `options` are already checked."""
        fn = type(self).search_function
        if fn is None:
            raise ValueError(f"{self.name} has no search")
        return fn(state, seat, progress=progress, **options)

    def candidates(self, state: Any, seat: int, **options: Any) -> list[str]:
        fn = type(self).candidates_function
        if fn is None:
            raise ValueError(f"{self.name} has no search")
        return list(fn(state, seat, **self.check_search_options(options)))

    def check_search_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The game's own settings checked, and its knowledge keywords (`knowledge_options`)
        passed on as given (the C++ binding checks them)."""
        known = {o.name: o for o in self.search_options}
        unknown = sorted(set(options) - set(known) - set(self.knowledge_options))
        if unknown:
            raise ValueError(f"unknown search options for {self.name}: {unknown}")
        return {k: known[k].check(v) if k in known else v for k, v in options.items()}

    def new_tracker(self, players: int, seats: Sequence[int], seed: int = 0) -> Any | None:
        """What keeps the knowledge keywords of `seats` current over one game, or None (a
        game without any). It has ``observe(before, mover, move)``, told of every public
        move with the state it was made in, and ``knowledge(seat) -> dict`` of search
        keywords, and ``copy()``."""
        return None

    def decisions_left(self, state: Any, seat: int) -> int:
        """About how many decisions `seat` still has to search: the C++ adapter's own
        estimate (``decisions_function``), else a rough 20; the clock rule
        (`search.clock_budget_ms`) spreads a seat's clock over them."""
        fn = type(self).decisions_function
        return 20 if fn is None else int(fn(state, seat))

    # ---- the referee -----------------------------------------------------------------------
    def private_news(self, before: Any | None, after: Any, seat: int,
                     moves: Sequence[tuple[int, str]]) -> list[str] | None:
        """What `seat` learns privately from one step of the table: the tokens of a GEI line
        ``private <seat> <kind> <item> ...`` (kind first), or None. ``before`` is None at
        set-up; otherwise the state before the step and ``moves`` the (seat, move) pairs of
        the step (a chance step has none). Default: the set-up secrets (`setup_private`)."""
        if before is None and self.setup_private is not None:
            return [self.setup_private, *after.private_items(seat)]
        return None

    def public_move(self, before: Any, seat: int, move: str) -> str:
        """How the table announces `move` of `seat` (played on `before`) to every seat; a
        game whose moves uncover hidden items adds them here (Modern Art's virtual reveal)."""
        return move

    def fallback_move(self, state: Any, seat: int) -> str:
        """The move the referee plays for a faulty seat (documented per game)."""
        legal = state.legal_moves(seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal move")
        for m in self.fallback_preference:
            if m in legal:
                return m
        return str(legal[0])

    # ---- the engine's belief --------------------------------------------------------------
    def new_belief(self, state: Any, seats: Sequence[int], seed: int = 0) -> Belief:
        return self.belief_class(self, state, seats, seed)

    def translate_alias(self, command: str, tokens: list[str]) -> tuple[str, list[str]] | None:
        """A game's own GEI alias line as the generic line it stands for, or None."""
        return None

    # ---- text for people -----------------------------------------------------------------
    def render(self, observation: dict, names: Sequence[str], seat: int,
               legal: Sequence[str] = (), last_moves: Mapping[int, str] | None = None,
               log: Sequence[str] = ()) -> str:
        """The screen of `seat` (from its observation only). Default: the observation's
        fields one per line."""
        out = [f"=== {self.title} — {names[seat]} (seat {seat}) ==="]
        for key, value in observation.items():
            out.append(f"  {key.replace('_', ' ')}: {format_value(value)}")
        if last_moves:
            out.append("Last moves: " + ", ".join(f"{names[s]} {m}"
                                                  for s, m in sorted(last_moves.items())))
        out += closing_lines(log, legal)
        return "\n".join(out)

    def private_text(self, tokens: Sequence[str]) -> str:
        """A private line told to a person, e.g. ``your objective: red``."""
        return f"you learn privately: {' '.join(tokens)}"

    def scoring_lines(self, record: dict, names: Sequence[str]) -> list[str]:
        """One scoring breakdown entry as text."""
        return [f"  {format_value(record)}"]

    def final_lines(self, names: Sequence[str], scores: Sequence[int], winners: Sequence[int],
                    scoring: Sequence[dict]) -> list[str]:
        out = ["=== Game over ==="]
        for record in scoring:
            out.extend(self.scoring_lines(record, names))
        out.append(f"Final {self.score_name}:")
        for s in sorted(range(len(scores)), key=lambda s: -scores[s]):
            mark = "  <- winner" if s in winners else ""
            out.append(f"  {names[s]:<18} {scores[s]:>4}{mark}")
        if len(winners) > 1:
            out.append("Shared win: " + ", ".join(names[s] for s in winners))
        return out

    def handshake_line(self) -> str:
        """The GEI ``game`` line announcing this game in the handshake."""
        parts = ["game", self.name, "players", f"{self.min_players}-{self.max_players}"]
        for key, values in self.variants.items():
            parts += ["variant", f"{key}={'|'.join(values)}"]
        return " ".join(parts)

    def __repr__(self) -> str:
        return f"<game {self.name}>"

