"""Text rendering of one seat's view of a Modern Art table (the game's entry `render`).

Everything shown comes from ``State.observation(seat)`` (what the seat may know), the seat's
legal moves, and the public moves the human has been told about: no hidden card of another
seat can reach the screen. The observation's keys are read defensively (a key that is
missing is simply not drawn, unknown keys are listed at the end) so that the screen keeps
working while the observation grows.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from galleria_ai.games.text import legal_lines

ARTISTS = ("LM", "YO", "CP", "KG", "KR")
ARTIST_NAMES = {"LM": "Lite Metal", "YO": "Yoko", "CP": "Christin P.", "KG": "Karl Gitter",
                "KR": "Krypto"}
TYPES = ("open", "once", "sealed", "fixed", "double")

# Keys rendered by a dedicated section (others go to the "other" section).
_KNOWN = {"seat", "players", "num_players", "season", "hand", "money", "bought",
          "season_counts", "counts", "board", "value_board", "values", "phase", "to_move",
          "auction", "hand_sizes", "vpile_size", "scoring", "deck_size", "seen",
          "variants", "config", "virtual", "double_all_to_second", "cards_dealt",
          "last_season_ender"}


def _first(obs: dict[str, Any], *keys: str) -> Any:
    for k in keys:
        if k in obs and obs[k] is not None:
            return obs[k]
    return None


def _per_artist(value: Any) -> list[int] | None:
    """A per-artist row given as a list of 5 or a dict keyed by artist code or name."""
    if isinstance(value, dict):
        return [int(value.get(a, value.get(ARTIST_NAMES[a], 0)) or 0) for a in ARTISTS]
    if isinstance(value, (list, tuple)) and len(value) == len(ARTISTS):
        return [int(v or 0) for v in value]
    return None


def hand_lines(cards: Sequence[str]) -> list[str]:
    """Own hand grouped by artist: ``Krypto (KR) x3: open, sealed x2``."""
    by_artist: dict[str, Counter[str]] = {a: Counter() for a in ARTISTS}
    for c in cards:
        artist, _, kind = c.partition("-")
        by_artist.setdefault(artist, Counter())[kind] += 1
    lines = []
    for a, kinds in by_artist.items():
        if not kinds:
            continue
        parts = [f"{t}" + (f" x{kinds[t]}" if kinds[t] > 1 else "")
                 for t in sorted(kinds, key=lambda t: TYPES.index(t) if t in TYPES else 9)]
        name = ARTIST_NAMES.get(a, a)
        lines.append(f"  {name:<12} ({a}) x{sum(kinds.values())}: {', '.join(parts)}")
    return lines or ["  (no cards)"]


def _hand_cards(hand: Any) -> list[str]:
    if isinstance(hand, dict):
        return [c for c, n in sorted(hand.items()) for _ in range(int(n))]
    return [str(c) for c in hand or []]


def board_lines(board: Any, counts: list[int] | None, season: int | None = None
                ) -> list[str]:
    """Value board (markers per season and artist, up to the current season) with this
    season's card counts."""
    rows = []
    if isinstance(board, (list, tuple)):
        rows = [r for r in (_per_artist(x) for x in board) if r is not None]
        if season is not None:
            rows = rows[: season + 1]
    head = "  " + "season".ljust(9) + "".join(a.rjust(5) for a in ARTISTS)
    lines = [head]
    for i, r in enumerate(rows):
        lines.append("  " + f"{i + 1}".ljust(9) + "".join(
            (str(v) if v else ".").rjust(5) for v in r))
    if rows:
        lines.append("  " + "total".ljust(9) + "".join(
            str(sum(r[a] for r in rows)).rjust(5) for a in range(len(ARTISTS))))
    if counts is not None:
        lines.append("  " + "played".ljust(9) + "".join(str(v).rjust(5) for v in counts)
                     + "   (cards of each artist this season; the 5th ends it)")
    return lines


def player_lines(names: Sequence[str], seat: int, money: Any, bought: Any,
                 hand_sizes: Any, last_moves: dict[int, str]) -> list[str]:
    lines = []
    for s, name in enumerate(names):
        who = f"{name}{' (you)' if s == seat else ''}"
        cash = money[s] if isinstance(money, (list, tuple)) and s < len(money) else "?"
        row = f"  {s}: {who:<18} money {cash!s:>4}"
        if isinstance(hand_sizes, (list, tuple)) and s < len(hand_sizes):
            row += f"  cards {hand_sizes[s]}"
        if isinstance(bought, (list, tuple)) and s < len(bought):
            per = _per_artist(bought[s])
            if per is not None:
                got = " ".join(f"{a}x{n}" for a, n in zip(ARTISTS, per) if n)
                row += f"  bought: {got or '-'}"
        if s != seat and s in last_moves:
            row += f"  last: {last_moves[s]}"
        lines.append(row)
    return lines


def _fmt(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k}={_fmt(v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_fmt(v) for v in value) + "]"
    return str(value)


TYPE_NAMES = {"open": "open auction", "once": "once-around auction",
              "sealed": "sealed auction", "fixed": "fixed-price auction",
              "double": "double auction"}


def auction_lines(obs: dict[str, Any], names: Sequence[str]) -> list[str]:
    """The auction in progress, from the observation's ``auction`` dict and ``phase``."""
    def who(v: Any) -> str:
        return names[v] if isinstance(v, int) and 0 <= v < len(names) else "-"

    auction = obs.get("auction")
    phase = obs.get("phase")
    lines = []
    if not isinstance(auction, dict):
        if phase is not None and phase != "gameover":
            lines.append(f"  phase: {phase}")
        return lines
    cards = auction.get("cards") or []
    runner, original = auction.get("auctioneer"), auction.get("original")
    if auction.get("virtual_turn"):
        lines.append("  the virtual player's turn: reveal its top card or not")
    elif cards:
        kind = TYPE_NAMES.get(str(auction.get("type")), str(auction.get("type")))
        lines.append(f"  on auction: {' + '.join(cards)} ({kind}), auctioneer {who(runner)}")
        if original is not None and runner is not None and original != runner:
            lines.append(f"  double played by {who(original)}, second card added by "
                         f"{who(runner)}")
    elif phase == "play":
        lines.append(f"  to play a card: {who(auction.get('actor'))}")
    if phase == "double":
        lines.append("  a second card of the same artist (not a double) may be added")
    if auction.get("high_bidder") is not None:
        lines.append(f"  high bid: {auction.get('high_bid')} by {who(auction['high_bidder'])}")
    elif phase in ("open", "once"):
        lines.append("  no bid yet")
    if auction.get("price"):
        lines.append(f"  price: {auction['price']}")
    if "my_sealed_bid" in auction:
        mine = auction["my_sealed_bid"]
        lines.append(f"  your sealed bid: {'not chosen yet' if mine is None else mine}")
    if auction.get("actor") is not None and phase != "play":
        lines.append(f"  to act: {who(auction['actor'])} ({phase})")
    elif phase == "sealed":
        lines.append("  everyone bids secretly at once (0 = pass)")
    return lines


def scoring_lines(scoring: Any, names: Sequence[str] = ()) -> list[str]:
    """Season scoring breakdown: cards played, ranked artists, painting values, earnings."""
    lines: list[str] = []
    if not isinstance(scoring, (list, tuple)):
        return lines
    for i, season in enumerate(scoring):
        if not isinstance(season, dict):
            lines.append(f"  season {i + 1}: {_fmt(season)}")
            continue
        lines.append(f"  season {i + 1}:")
        counts = _per_artist(season.get("counts"))
        if counts is not None:
            lines.append("    cards played: " + " ".join(
                f"{a}={n}" for a, n in zip(ARTISTS, counts)))
        if season.get("ranked") is not None:
            lines.append("    ranked: " + ", ".join(
                f"{k + 1}. {ARTIST_NAMES.get(a, a)}" for k, a in enumerate(season["ranked"])))
        values = _per_artist(season.get("values"))
        if values is not None:
            lines.append("    painting value: " + " ".join(
                f"{a}={n}" for a, n in zip(ARTISTS, values) if n) or "    painting value: -")
        earn = season.get("earnings")
        if isinstance(earn, (list, tuple)):
            lines.append("    earnings: " + ", ".join(
                f"{names[s] if s < len(names) else s} {e}" for s, e in enumerate(earn)))
        for k, v in season.items():
            if k not in ("season", "counts", "ranked", "values", "earnings"):
                lines.append(f"    {k}: {_fmt(v)}")
    return lines


def render(obs: dict[str, Any], names: Sequence[str], seat: int, legal: Sequence[str] = (),
           last_moves: dict[int, str] | None = None, log: Sequence[str] = ()) -> str:
    """The whole screen of ``seat`` as text."""
    last_moves = last_moves or {}
    out = []
    season = obs.get("season")
    season_txt = f"season {int(season) + 1} of 4" if isinstance(season, int) else ""
    out.append(f"=== Modern Art — {names[seat]} (seat {seat}) {season_txt} ===")
    out.append("Value board:")
    counts = _per_artist(_first(obs, "season_counts", "counts"))
    out.extend(board_lines(_first(obs, "board", "value_board", "values"), counts,
                           season if isinstance(season, int) else None))
    out.append("Players:")
    out.extend(player_lines(names, seat, obs.get("money"), obs.get("bought"),
                            obs.get("hand_sizes"), last_moves))
    if obs.get("vpile_size"):
        out.append(f"  virtual pile: {obs['vpile_size']} cards")
    out.append("Your hand:")
    out.extend(hand_lines(_hand_cards(obs.get("hand"))))
    scored = obs.get("scoring")
    if isinstance(scored, (list, tuple)) and scored:
        out.append(f"Scoring of season {len(scored)}:")
        out.extend(scoring_lines(list(scored)[-1:], names)[1:])
    auction = auction_lines(obs, names)
    if auction:
        out.append("Now:")
        out.extend(auction)
    other = {k: v for k, v in obs.items() if k not in _KNOWN}
    for k, v in other.items():
        out.append(f"  {k.replace('_', ' ')}: {_fmt(v)}")
    if log:
        out.append("Recent moves:")
        out.extend(f"  {line}" for line in log)
    if legal:
        out.append("Your legal moves:")
        out.extend(legal_lines(legal))
    return "\n".join(out)


def final_lines(names: Sequence[str], money: Sequence[int], winners: Sequence[int],
                scoring: Any) -> list[str]:
    out = ["=== Game over ==="]
    out.extend(scoring_lines(scoring, names))
    out.append("Final money:")
    order = sorted(range(len(money)), key=lambda s: -money[s])
    for s in order:
        mark = "  <- winner" if s in winners else ""
        out.append(f"  {names[s]:<18} {money[s]:>4}{mark}")
    if len(winners) > 1:
        out.append("Shared win: " + ", ".join(names[s] for s in winners))
    return out
