"""Text rendering of one seat's view of a Modern Art table.

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

ARTISTS = ("LM", "YO", "CP", "KG", "KR")
ARTIST_NAMES = {"LM": "Lite Metal", "YO": "Yoko", "CP": "Christin P.", "KG": "Karl Gitter",
                "KR": "Krypto"}
TYPES = ("open", "once", "sealed", "fixed", "double")
CLEAR = "\x1b[2J\x1b[H"

# Keys rendered by a dedicated section (others go to the "other" section).
_KNOWN = {"seat", "players", "num_players", "season", "hand", "money", "bought",
          "season_counts", "counts", "board", "value_board", "values", "phase", "to_move",
          "auction", "hand_sizes", "vpile_size", "scoring", "deck_size", "seen",
          "variants", "config", "virtual", "double_all_to_second"}


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


def board_lines(board: Any, counts: list[int] | None) -> list[str]:
    """Value board (markers per season and artist) with this season's card counts."""
    rows = []
    if isinstance(board, (list, tuple)):
        rows = [r for r in (_per_artist(x) for x in board) if r is not None]
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


def auction_lines(obs: dict[str, Any], names: Sequence[str]) -> list[str]:
    """The auction in progress, from ``auction`` (dict) or the top-level phase fields."""
    auction = obs.get("auction")
    phase = obs.get("phase")
    lines = []
    if phase is not None:
        lines.append(f"  phase: {phase}")
    if isinstance(auction, dict):
        for k, v in auction.items():
            if v is None or v == [] or v == "":
                continue
            if isinstance(v, int) and k.endswith(("bidder", "runner", "original", "actor",
                                                  "auctioneer")):
                v = f"{names[v]} (seat {v})" if 0 <= v < len(names) else "-"
            lines.append(f"  {k.replace('_', ' ')}: {_fmt(v)}")
    elif auction is not None:
        lines.append(f"  {_fmt(auction)}")
    to_move = obs.get("to_move")
    if isinstance(to_move, (list, tuple)) and to_move:
        lines.append("  to move: " + ", ".join(names[s] if 0 <= s < len(names) else str(s)
                                               for s in to_move))
    return lines


def scoring_lines(scoring: Any) -> list[str]:
    """Season scoring breakdown: counts, ranked artists, painting values, earnings."""
    lines: list[str] = []
    if not isinstance(scoring, (list, tuple)):
        return lines
    for i, season in enumerate(scoring):
        if not isinstance(season, dict):
            lines.append(f"  season {i + 1}: {_fmt(season)}")
            continue
        lines.append(f"  season {i + 1}:")
        for k, v in season.items():
            per = _per_artist(v) if k in ("counts", "values", "value") else None
            if per is not None:
                v = " ".join(f"{a}={n}" for a, n in zip(ARTISTS, per))
            lines.append(f"    {k}: {_fmt(v)}")
    return lines


def legal_lines(legal: Sequence[str]) -> list[str]:
    """Numbered legal moves; a run of bids (or prices) is shown as one numbered range."""
    lines = []
    i = 0
    while i < len(legal):
        verb = legal[i].split()[0]
        j = i
        if verb in ("bid", "price"):
            while j + 1 < len(legal) and legal[j + 1].split()[0] == verb:
                j += 1
        if j > i + 2:
            lo, hi = legal[i].split()[1], legal[j].split()[1]
            lines.append(f"  {i + 1}..{j + 1}) {verb} {lo}..{hi}   (number k is {verb} "
                         f"{int(lo) - i - 1}+k; or type e.g. '{verb} {lo}')")
        else:
            lines.extend(f"  {k + 1}) {legal[k]}" for k in range(i, j + 1))
        i = j + 1
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
    out.extend(board_lines(_first(obs, "board", "value_board", "values"), counts))
    out.append("Players:")
    out.extend(player_lines(names, seat, obs.get("money"), obs.get("bought"),
                            obs.get("hand_sizes"), last_moves))
    if obs.get("vpile_size"):
        out.append(f"  virtual pile: {obs['vpile_size']} cards")
    out.append("Your hand:")
    out.extend(hand_lines(_hand_cards(obs.get("hand"))))
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
    out.extend(scoring_lines(scoring))
    out.append("Final money:")
    order = sorted(range(len(money)), key=lambda s: -money[s])
    for s in order:
        mark = "  <- winner" if s in winners else ""
        out.append(f"  {names[s]:<18} {money[s]:>4}{mark}")
    if len(winners) > 1:
        out.append("Shared win: " + ", ".join(names[s] for s in winners))
    return out
