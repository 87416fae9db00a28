"""What a person sees of a Modern Art table, as text: the game's entry `render` (a compact
screen that fits an 80x24 terminal), `details` and `board_screen` (shown on demand),
`narrate` (each step of the table in words: who bought what for how much, sealed ties,
the season's end and its scoring) and `final_lines`.

Everything shown comes from ``State.observation(seat)`` (what the seat may know), the seat's
legal moves, and the public moves the person has been told about: no hidden card of another
seat can reach the screen. `narrate` reads only the public parts of two observations (money,
paintings bought, the auction, the season's counts and scoring), never the hand. The
observation's keys are read defensively (a missing key is simply not drawn, unknown keys
are listed by `details`).
"""

from __future__ import annotations

import textwrap
from collections import Counter
from collections.abc import Sequence
from typing import Any

from galleria_ai.games.text import closing_lines

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


def details(obs: dict[str, Any], names: Sequence[str], seat: int, legal: Sequence[str] = (),
            last_moves: dict[int, str] | None = None, log: Sequence[str] = ()) -> str:
    """Everything ``seat`` may see, one section per topic (the ``details`` command; longer
    than a 24-line terminal)."""
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
    out += closing_lines(log, legal)
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


# ---- the compact screen (80x24) -------------------------------------------------------------
RULES_DOC = "docs/rules/modern_art.md"
WIDTH = 80
HEIGHT = 23          # lines of a screen; the 24th is the prompt


def _name(names: Sequence[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return str(names[seat])
    return f"seat {seat}"


def _does(who: str, verb: str) -> str:
    """``Ann buys`` / ``You buy``: `verb` in the third person, agreeing with `who`."""
    if who.split(",")[0].strip().lower() != "you":
        return f"{who} {verb}"
    first, _, rest = verb.partition(" ")
    base = {"does": "do", "passes": "pass"}.get(first, first.removesuffix("s"))
    return f"{who} {base}{' ' + rest if rest else ''}"


def _and(items: Any) -> str:
    """``A``, ``A and B``, ``A, B and C``."""
    words = list(items)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _wrap(text: str, indent: str = "  ", width: int = WIDTH) -> list[str]:
    return textwrap.wrap(text, width=width, initial_indent=indent,
                         subsequent_indent=indent + "  ", break_on_hyphens=False) or [indent]


def compact_legal(legal: Sequence[str], width: int = WIDTH) -> list[str]:
    """The numbered legal moves packed into few lines: ``1) pass  2..101) bid 1..100``."""
    items: list[str] = []
    i = 0
    while i < len(legal):
        words = legal[i].split()
        verb = words[0] if len(words) == 2 and words[1].isdigit() else None
        j = i
        if verb is not None:
            while j + 1 < len(legal) and legal[j + 1].split()[0] == verb \
                    and legal[j + 1].split()[-1].isdigit():
                j += 1
        if j > i + 1:
            items.append(f"{i + 1}..{j + 1}) {verb} {words[1]}..{legal[j].split()[1]}")
        else:
            items.extend(f"{k + 1}) {legal[k]}" for k in range(i, j + 1))
        i = j + 1
    lines: list[str] = []
    row = " "
    for item in items:
        if len(row) + 2 + len(item) > width and row.strip():
            lines.append(row)
            row = " "
        row += " " + item if row == " " else "  " + item
    if row.strip():
        lines.append(row)
    return lines


def hand_summary(cards: Sequence[str], width: int = WIDTH) -> list[str]:
    """The hand on one or two lines: ``Hand (7): LM open sealed | KR once x2``."""
    by_artist: dict[str, Counter[str]] = {}
    for c in cards:
        artist, _, kind = c.partition("-")
        by_artist.setdefault(artist, Counter())[kind] += 1
    groups = []
    for a in sorted(by_artist, key=lambda a: ARTISTS.index(a) if a in ARTISTS else 9):
        kinds = by_artist[a]
        parts = [t + (f" x{kinds[t]}" if kinds[t] > 1 else "")
                 for t in sorted(kinds, key=lambda t: TYPES.index(t) if t in TYPES else 9)]
        groups.append(f"{a} {' '.join(parts)}")
    text = f"Hand ({len(cards)}): " + (" | ".join(groups) if groups else "no cards")
    return textwrap.wrap(text, width=width, subsequent_indent="  ") or [text]


def _bought_text(row: Any) -> str:
    per = _per_artist(row)
    if per is None:
        return "-"
    got = " ".join(a + (f"x{n}" if n > 1 else "") for a, n in zip(ARTISTS, per) if n)
    return got or "-"


def _season_line(record: dict[str, Any], names: Sequence[str], sales: str = "sales") -> str:
    """One line for a scored season: its ranked artists' painting values and the sales."""
    values = record.get("values") or {}
    ranked = ", ".join(f"{a} {values.get(a, '?')}" for a in record.get("ranked") or [])
    earnings = record.get("earnings") or []
    label = sales
    sales = ", ".join(f"{_name(names, s)} +{e}" for s, e in enumerate(earnings[:len(names)]))
    worth = f"a painting is worth {ranked}" if ranked else "no artist ranked"
    return f"Season {int(record.get('season', 0)) + 1} scored: {worth}; {label} {sales}"


def now_lines(obs: dict[str, Any], names: Sequence[str], seat: int) -> list[str]:
    """What is happening now, in words (one to three lines)."""
    auction = obs.get("auction")
    phase = obs.get("phase")
    if phase == "gameover" or not isinstance(auction, dict):
        return _wrap("Now: the game is over.", "")

    def who(v: Any) -> str:
        return "you" if v == seat else _name(names, v)

    cards = auction.get("cards") or []
    runner = auction.get("auctioneer")
    actor = auction.get("actor")
    lot = " + ".join(cards)
    kind = TYPE_NAMES.get(str(auction.get("type")), str(auction.get("type")))
    if auction.get("virtual_turn") or phase == "reveal":
        text = f"Now: {who(actor)} may reveal the virtual pile's top card (or not)."
    elif phase == "play":
        text = f"Now: {who(actor)} to put a painting up for auction."
    elif phase == "double":
        artist = cards[0].split("-")[0] if cards else "?"
        text = (f"Now: {who(auction.get('original'))} played {lot}: a second {artist} card "
                f"(not a double) may be added; asking {who(actor)}.")
    else:
        text = f"Now: {_does(who(runner), 'auctions')} {lot} ({kind})."
        if phase in ("open", "once"):
            if auction.get("high_bidder") is not None:
                text += f" High bid {auction.get('high_bid')} by {who(auction['high_bidder'])}."
            else:
                text += " No bid yet."
            text += f" Asking {who(actor)}."
        elif phase == "sealed":
            text += " Everyone bids secretly at once (pass = no bid)."
            if "my_sealed_bid" in auction:
                mine = auction["my_sealed_bid"]
                text += f" Your bid: {'not chosen yet' if mine is None else mine}."
        elif phase == "fixed-price":
            text += f" {_does(who(runner), 'names').capitalize()} the price."
        elif phase == "fixed-answer":
            text += f" Price {auction.get('price')}: buy or decline? Asking {who(actor)}."
    return _wrap(text, "")


def render(obs: dict[str, Any], names: Sequence[str], seat: int, legal: Sequence[str] = (),
           last_moves: dict[int, str] | None = None, log: Sequence[str] = ()) -> str:
    """The screen of ``seat``: at most 23 lines of at most 80 characters (the prompt is the
    24th). The most recent lines of `log` fill the room left; ``board``, ``details`` and
    ``log`` show the rest on demand."""
    last_moves = last_moves or {}
    season = obs.get("season")
    season_txt = f" · season {int(season) + 1}/4" if isinstance(season, int) else ""
    me = _name(names, seat)
    head = [f"Modern Art · {me[:16]}{season_txt} · rules: {RULES_DOC}"[:WIDTH]]
    board = obs.get("value_board")
    rows = [r for r in (_per_artist(x) for x in board)] if isinstance(board, list) else []
    rows = [r for r in rows if r is not None]
    totals = [sum(r[a] for r in rows) for a in range(len(ARTISTS))] if rows else None
    counts = _per_artist(obs.get("season_counts"))
    head.append(" " * 16 + "".join(a.rjust(5) for a in ARTISTS))
    if totals is not None:
        head.append("  board markers " + "".join((str(v) if v else ".").rjust(5)
                                                for v in totals) + "   (sum so far)")
    if counts is not None:
        vp = f" · virtual pile {obs['vpile_size']}" if obs.get("vpile_size") else ""
        head.append("  played now    " + "".join(str(v).rjust(5) for v in counts)
                    + f"   (5th ends it){vp}")
    money, sizes, bought = obs.get("money"), obs.get("hand_sizes"), obs.get("bought")
    players = []
    for s in range(len(names)):
        cash = money[s] if isinstance(money, list) and s < len(money) else "?"
        cards = sizes[s] if isinstance(sizes, list) and s < len(sizes) else "?"
        got = _bought_text(bought[s]) if isinstance(bought, list) and s < len(bought) else "-"
        mark = "*" if s == seat else " "
        row = f" {mark}{s} {_name(names, s)[:16]:<16} money {cash!s:>3}  cards {cards!s:>2}" \
              f"  bought {got}"
        if s != seat and s in last_moves and len(row) < WIDTH - 12:
            row += f"  ({last_moves[s]})"
        players.append(row[:WIDTH])
    body = hand_summary(_hand_cards(obs.get("hand")))
    scored = obs.get("scoring")
    if isinstance(scored, list) and scored and isinstance(scored[-1], dict):
        body += _wrap(_season_line(scored[-1], [str(k) for k in range(len(names))],
                                   "sales by seat"), "")[:2]
    body += now_lines(obs, names, seat)
    tail = ["Your legal moves:", *compact_legal(legal)] if legal else []
    room = HEIGHT - len(head) - len(players) - len(body) - len(tail) - 1
    recent: list[str] = []
    for entry in reversed(list(log)):
        wrapped = _wrap(entry)
        if len(recent) + len(wrapped) > room:
            break
        recent[:0] = wrapped
    middle = (["Recent:", *recent] if recent else [])
    return "\n".join([*head, *players, *body, *middle, *tail])


def board_screen(obs: dict[str, Any], names: Sequence[str]) -> str:
    """The value board season by season, this season's counts and every scoring so far (the
    ``board`` command)."""
    season = obs.get("season")
    counts = _per_artist(obs.get("season_counts"))
    out = ["Value board (markers per season; a painting is worth the sum of its artist's",
           "column, but only in a season the artist is ranked again):"]
    out.extend(board_lines(obs.get("value_board"), counts,
                           season if isinstance(season, int) else None))
    scored = obs.get("scoring")
    if isinstance(scored, list) and scored:
        out.append("Seasons scored:")
        for record in scored:
            if isinstance(record, dict):
                out.extend(_wrap(_season_line(record, names)))
    out.append(f"Rules: {RULES_DOC}")
    return "\n".join(out)


# ---- each step in words ---------------------------------------------------------------
def describe_move(names: Sequence[str], seat: int, move: str) -> str:
    """One move as a sentence: ``AI 1 bids 12``, ``Ann plays KR-once (once-around auction)``."""
    who = _name(names, seat)
    words = move.split()
    verb, arg = (words[0], words[1] if len(words) > 1 else "") if words else ("", "")
    if verb == "play":
        kind = arg.partition("-")[2]
        if kind == "double":
            return _does(who, f"plays {arg} (a double: a second {arg.partition('-')[0]} "
                         "card may join it)")
        return _does(who, f"plays {arg} ({TYPE_NAMES.get(kind, kind)})")
    texts = {"add": _does(who, f"adds {arg}"), "noadd": _does(who, "adds no card"),
             "bid": _does(who, f"bids {arg}"), "pass": _does(who, "passes"),
             "price": _does(who, f"names a price of {arg}"),
             "accept": _does(who, "accepts the price"), "decline": _does(who, "declines"),
             "reveal": _does(who, f"reveals {arg} from the virtual pile") if arg
             else _does(who, "reveals the virtual pile's top card"),
             "noreveal": _does(who, "does not reveal the virtual pile")}
    return texts.get(verb, f"{who}: {move}")


def _bought_total(obs: dict[str, Any], seat: int) -> int:
    rows = obs.get("bought")
    if isinstance(rows, list) and seat < len(rows):
        per = _per_artist(rows[seat])
        return sum(per) if per else 0
    return 0


def _season_of(obs: dict[str, Any]) -> tuple[Any, int]:
    scored = obs.get("scoring")
    return obs.get("season"), len(scored) if isinstance(scored, list) else 0


def _sealed_sentence(moves: Sequence[tuple[int, str]], names: Sequence[str]) -> str:
    bids = []
    for s, m in sorted(moves):
        words = m.split()
        bids.append(f"{_name(names, s)} {words[1] if words[0] == 'bid' else 'no bid'}")
    return "Sealed bids: " + ", ".join(bids)


def _sale_sentences(before: dict[str, Any], after: dict[str, Any],
                    moves: Sequence[tuple[int, str]], names: Sequence[str]) -> list[str]:
    """Who got the lot that was on auction in `before` and for how much (public facts)."""
    auction = before.get("auction") or {}
    cards = list(auction.get("cards") or [])
    lot = " + ".join(cards)
    players = len(names)
    winners = [s for s in range(players) if _bought_total(after, s) > _bought_total(before, s)]
    if len(winners) != 1:
        return []
    w = winners[0]
    money_b, money_a = before.get("money") or [], after.get("money") or []
    if len(money_b) < players or len(money_a) < players:
        return []
    price = money_b[w] - money_a[w]
    runner = auction.get("auctioneer")
    phase = before.get("phase")
    wn = _name(names, w)
    if phase == "double" and len(cards) == 1:
        return [f"Nobody added a second card: {_does(wn, 'keeps')} {lot} for free."]
    if price == 0 and w == runner and phase != "fixed-answer":
        return [f"Nobody bid: {_does(wn + ', the auctioneer,', 'keeps')} {lot} for free."]
    gains = [(s, money_a[s] - money_b[s]) for s in range(players)
             if s != w and money_a[s] > money_b[s]]
    bank = price - sum(g for _, g in gains)
    paid = [f"{_name(names, s)} +{g}" for s, g in gains] + (["the bank"] if bank > 0 else [])
    to = f" (paid to {_and(paid)})" if paid else ""
    out = []
    if phase == "sealed":
        amounts = {s: int(m.split()[1]) for s, m in moves if m.startswith("bid ")}
        top = max(amounts.values(), default=0)
        tied = [s for s, a in sorted(amounts.items()) if a == top]
        if len(tied) > 1 and w in tied:
            why = "the auctioneer wins ties" if w == runner else \
                f"first clockwise from the auctioneer, {_name(names, runner)}"
            out.append(f"{_and(_name(names, s) for s in tied)} tie at {top}; "
                       f"{_does(wn, 'wins')} the tie ({why}).")
    if w == runner and phase == "fixed-answer":
        out.append(f"Everyone declined: {wn}, the auctioneer, must buy {lot} at the price "
                   f"{price}{to}.")
    elif w == runner:
        out.append(f"{_does(wn + ', the auctioneer,', 'buys')} {lot} for {price}{to}.")
    else:
        out.append(f"{_does(wn, 'buys')} {lot} for {price}{to}.")
    return out


def _season_end_sentences(before: dict[str, Any], after: dict[str, Any],
                          moves: Sequence[tuple[int, str]], names: Sequence[str]) -> list[str]:
    season, scored = _season_of(before)
    label = f"season {int(season) + 1}" if isinstance(season, int) else "the season"
    card = next((m.split()[1] for _, m in moves
                 if m.split()[0] in ("play", "add", "reveal") and len(m.split()) == 2), None)
    counts = _per_artist(before.get("season_counts")) or [0] * len(ARTISTS)
    out = []
    if card is not None:
        artist = card.partition("-")[0]
        k = ARTISTS.index(artist) if artist in ARTISTS else -1
        pending = [c for c in ((before.get("auction") or {}).get("cards") or [])]
        if k >= 0 and counts[k] + 1 >= 5:
            extra = " Neither card is auctioned." if pending else " It is not auctioned."
            out.append(f"{card} is the fifth {ARTIST_NAMES[artist]} painting: {label} ends."
                       + extra)
        else:
            out.append(f"{card} was the last card in anyone's hand: {label} ends; it is not "
                       "auctioned.")
    new_records = list(after.get("scoring") or [])[scored:]
    for record in new_records:
        if isinstance(record, dict):
            out.append(_season_line(record, names) + ".")
    if after.get("phase") == "gameover":
        out.append("The game is over.")
    return out


def narrate(before: dict[str, Any], after: dict[str, Any], moves: Sequence[tuple[int, str]],
            names: Sequence[str]) -> list[str]:
    """One step of the table in words, from two observations of the same seat around it
    (public parts only) and the step's public moves: several moves for a sealed auction's
    reveal. The moves first, then what they settled: the sale (``AI 2 buys CP-double +
    CP-open for 45 (paid to AI 1 +23 and Ann +22)``, a sealed tie and who won it, the
    auctioneer buying its own lot or keeping it for free), the season's end and its
    scoring."""
    if not moves:
        return []
    if len(moves) > 1 or before.get("phase") == "sealed":
        lines = [_sealed_sentence(moves, names) + "."]
    else:
        lines = [describe_move(names, *moves[0]) + "."]
    if _season_of(after) != _season_of(before) or after.get("phase") == "gameover":
        return lines + _season_end_sentences(before, after, moves, names)
    had = (before.get("auction") or {}).get("cards") or []
    has = (after.get("auction") or {}).get("cards") or []
    if had and not has:
        lines += _sale_sentences(before, after, moves, names)
    return lines
