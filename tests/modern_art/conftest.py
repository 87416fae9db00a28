"""Helpers that build exact Modern Art situations for the rules tests.

Decks are explicit 70-card orders. Dealing (protocol/notation.md): at the start of each
season seat 0 takes the next k cards, then seat 1, ..., then (3-player virtual variant) the
virtual pile. Scripts are lists of ``(seat, move)``; ``run`` checks that each seat is really
the one (or, in a sealed auction, one of those) to move before applying its move.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterable, Sequence

import pytest
from galleria_ai import modern_art as ma

ARTISTS = ["LM", "YO", "CP", "KG", "KR"]
TYPES = ["open", "once", "sealed", "fixed", "double"]

# Cards per artist and auction type (docs/rules/modern_art.md, Components).
COMPOSITION: dict[str, dict[str, int]] = {
    "LM": {"open": 3, "once": 3, "sealed": 2, "fixed": 2, "double": 2},
    "YO": {"open": 3, "once": 2, "sealed": 3, "fixed": 3, "double": 2},
    "CP": {"open": 3, "once": 3, "sealed": 3, "fixed": 3, "double": 2},
    "KG": {"open": 3, "once": 3, "sealed": 3, "fixed": 3, "double": 3},
    "KR": {"open": 4, "once": 3, "sealed": 3, "fixed": 3, "double": 3},
}

# Cards dealt per seat at the start of seasons 1..4 (docs/rules/modern_art.md, Setting up).
DEAL: dict[int, list[int]] = {3: [10, 6, 6, 0], 4: [9, 4, 4, 0], 5: [8, 3, 3, 0]}

Script = list[tuple[int, str]]


def full_pool() -> Counter:
    pool: Counter = Counter()
    for artist, by_type in COMPOSITION.items():
        for kind, n in by_type.items():
            pool[f"{artist}-{kind}"] = n
    return pool


def canonical_order() -> list[str]:
    """All 70 cards: artists left to right, types in table order."""
    out: list[str] = []
    for artist in ARTISTS:
        for kind in TYPES:
            out += [f"{artist}-{kind}"] * COMPOSITION[artist][kind]
    return out


def deal_sizes(players: int, virtual: bool) -> list[int]:
    return DEAL[4] if virtual else DEAL[players]


def _take(pool: Counter, card: str) -> None:
    if pool[card] <= 0:
        raise AssertionError(f"test deck uses more {card} cards than exist")
    pool[card] -= 1


def _filler(pool: Counter, avoid: Iterable[str]) -> str:
    """Next unused card, preferring artists not in ``avoid`` and non-double types."""
    avoid = set(avoid)
    order = [c for c in canonical_order() if c.split("-")[0] not in avoid]
    order += [c for c in canonical_order() if c.split("-")[0] in avoid]
    # Doubles last: a filler double is the card most likely to disturb a scripted game.
    order.sort(key=lambda c: c.endswith("double"))
    for card in order:
        if pool[card] > 0:
            pool[card] -= 1
            return card
    raise AssertionError("deck exhausted")


def deck_from_deals(
    players: int,
    deals: Sequence[Sequence[Sequence[str]]],
    virtual: bool = False,
    avoid: Iterable[str] = (),
) -> list[str]:
    """70-card deck whose season deals start with the given cards.

    ``deals[season][seat]`` lists cards for that seat's deal in that season (index 3 is the
    virtual pile when ``virtual``); each is padded with filler cards to the deal size.
    Seasons not given are all filler. The undealt rest follows in canonical order.
    """
    sizes = deal_sizes(players, virtual)
    hands = 4 if virtual else players
    pool = full_pool()
    for season in deals:
        for hand in season:
            for card in hand:
                _take(pool, card)
    deck: list[str] = []
    for season_idx in range(3):
        season = deals[season_idx] if season_idx < len(deals) else []
        for seat in range(hands):
            given = list(season[seat]) if seat < len(season) else []
            k = sizes[season_idx]
            if len(given) > k:
                raise AssertionError(f"season {season_idx + 1} seat {seat}: more than {k} cards")
            deck += given + [_filler(pool, avoid) for _ in range(k - len(given))]
    for card in canonical_order():
        if pool[card] > 0:
            pool[card] -= 1
            deck.append(card)
    assert len(deck) == 70 and Counter(deck) == full_pool()
    return deck


def cards_used(script: Script, seat: int) -> list[str]:
    """Cards ``seat`` plays or adds in ``script``, in order."""
    out = []
    for who, move in script:
        word, _, arg = move.partition(" ")
        if who == seat and word in ("play", "add"):
            out.append(arg)
    return out


def deck_for_scripts(
    players: int,
    seasons: Sequence[Script],
    virtual_piles: Sequence[Sequence[str]] = (),
    avoid: Iterable[str] = (),
    virtual: bool = False,
) -> list[str]:
    """Deck that gives every seat exactly the cards it plays/adds in the season scripts.

    Each seat's cards are dealt as early as possible in the order they are used; a card
    needed in season s must be dealt by season s (checked). Remaining deal slots get filler.
    """
    sizes = deal_sizes(players, virtual)
    hands = 4 if virtual else players
    deals: list[list[list[str]]] = [[[] for _ in range(hands)] for _ in range(3)]
    for seat in range(players):
        season_idx = 0
        for needed_in, script in enumerate(seasons):
            for card in cards_used(script, seat):
                while season_idx < 3 and len(deals[season_idx][seat]) >= sizes[season_idx]:
                    season_idx += 1
                if season_idx > min(needed_in, 2):
                    raise AssertionError(f"seat {seat} cannot hold {card} in season {needed_in + 1}")
                deals[season_idx][seat].append(card)
    for season_idx, pile in enumerate(virtual_piles):
        deals[season_idx][3] = list(pile)
    return deck_from_deals(players, deals, virtual=virtual, avoid=avoid)


def new_game(players: int = 4, deck: list[str] | None = None, **kw) -> ma.State:
    return ma.new_game(players=players, seed=0, deck=deck, **kw)


def step(s: ma.State, seat: int, move: str) -> None:
    """Apply ``move`` for ``seat`` after checking it is that seat's turn and the move is legal."""
    movers = s.to_move()
    assert seat in movers, f"{move!r}: expected seat {seat} to move, to_move={movers}"
    legal = s.legal_moves(seat)
    assert move in legal, f"seat {seat}: {move!r} not legal; legal={legal[:12]}..."
    s.apply(move, seat)


def run(s: ma.State, script: Script) -> None:
    for seat, move in script:
        step(s, seat, move)


def ring(start: int, players: int, count: int | None = None) -> list[int]:
    """Seats clockwise from ``start`` (inclusive)."""
    count = players if count is None else count
    return [(start + i) % players for i in range(count)]


def unsold(seat: int, card: str, players: int, price: int = 1) -> Script:
    """Script: ``seat`` auctions ``card`` and nobody else buys it.

    open/once/sealed: everybody passes (auctioneer keeps it free); fixed: price ``price``,
    all decline (forced buy); double: nobody adds (auctioneer keeps it free).
    """
    kind = card.split("-")[1]
    out: Script = [(seat, f"play {card}")]
    if kind in ("open", "once"):
        out += [(p, "pass") for p in ring(seat + 1, players)]
    elif kind == "sealed":
        out += [(p, "pass") for p in range(players)]
    elif kind == "fixed":
        out += [(seat, f"price {price}")]
        out += [(p, "decline") for p in ring(seat + 1, players, players - 1)]
    else:
        out += [(p, "noadd") for p in ring(seat, players)]
    return out


def rotation_unsold(start: int, players: int, cards: Sequence[str]) -> Script:
    """Script: consecutive auctioneers from ``start`` each auction one card, none sold."""
    out: Script = []
    for i, card in enumerate(cards):
        out += unsold((start + i) % players, card, players)
    return out


def is_play_phase(s: ma.State) -> bool:
    moves = s.legal_moves()
    return bool(moves) and all(m.startswith("play ") for m in moves)


def expect_auctioneer(s: ma.State, seat: int) -> None:
    """Assert an auction is over and ``seat`` is to put up the next card."""
    assert s.to_move() == [seat], f"to_move={s.to_move()}, expected auctioneer {seat}"
    assert is_play_phase(s), s.legal_moves()


def hand(s: ma.State, seat: int) -> Counter:
    return Counter(s.hand(seat))


def assert_rejected(s: ma.State, move: str, seat: int | None = None) -> None:
    """An illegal move raises ValueError and changes nothing."""
    before = s.to_json()
    with pytest.raises(ValueError):
        s.apply(move, seat)
    assert s.to_json() == before


# --- views over the observation / scoring dictionaries -------------------------------------

def _artist_map(value) -> dict[str, int]:
    if isinstance(value, dict):
        return {str(k): int(v) for k, v in value.items()}
    return {ARTISTS[i]: int(v) for i, v in enumerate(value)}


def season_scoring(s: ma.State, season: int) -> dict:
    """Scoring of season ``season`` (1-based), normalised to artist-code keyed dicts."""
    rec = s.scoring()[season - 1]
    ranked = [ARTISTS[a] if isinstance(a, int) else str(a) for a in rec["ranked"]]
    return {
        "counts": _artist_map(rec["counts"]),
        "ranked": ranked,
        "values": _artist_map(rec["values"]),
        "earnings": [int(x) for x in rec["earnings"]],
    }


def bought(s: ma.State, seat: int) -> dict[str, int]:
    """Paintings ``seat`` bought this season, per artist (public information)."""
    return _artist_map(s.bought()[seat])


def season_counts(s: ma.State) -> dict[str, int]:
    """Cards of each artist played this season (public information)."""
    return _artist_map(s.season_counts())


def simple_cards(artist: str, n: int = 5) -> list[str]:
    """``n`` cards of ``artist`` that run plain auctions (open, then once-around, sealed)."""
    out: list[str] = []
    for kind in ("open", "once", "sealed"):
        out += [f"{artist}-{kind}"] * COMPOSITION[artist][kind]
    assert len(out) >= n
    return out[:n]


def quick_season(start: int, players: int, artist: str) -> Script:
    """Script: five auctioneers from ``start`` put up ``artist`` cards; the first four go
    unsold, the fifth ends the season. Returns the script (ender = (start + 4) % players)."""
    cards = simple_cards(artist)
    return rotation_unsold(start, players, cards[:4]) + [((start + 4) % players, f"play {cards[4]}")]


def quick_game(players: int = 4, artists: Sequence[str] = ("LM", "YO", "CP", "KG")) -> list[Script]:
    """Four quick seasons; season s+1 starts left of season s's ender."""
    seasons: list[Script] = []
    start = 0
    for artist in artists:
        seasons.append(quick_season(start, players, artist))
        start = (start + 5) % players
    return seasons


def sold(auctioneer: int, winner: int, players: int, card: str, price: int) -> Script:
    """Script: ``auctioneer`` runs an open auction for ``card``; ``winner`` bids ``price`` at
    its first turn, everybody else passes until the auction ends."""
    order = ring(auctioneer + 1, players)
    script: Script = [(auctioneer, f"play {card}")]
    script += [(p, f"bid {price}" if p == winner else "pass") for p in order]
    passed_after = order[order.index(winner) + 1:]
    script += [(p, "pass") for p in ring(winner + 1, players, players - 1)
               if p not in passed_after]
    return script


def auction_by_seat_1(card: str) -> ma.State:
    """A 4-player game where seat 0's KG-open goes unsold and seat 1 then plays `card`, so
    the auction under test has a non-zero auctioneer (order 2, 3, 0, then 1)."""
    hands = [["KG-open"], [card, "YO-open"], ["CP-open"], ["KR-open"]]
    s = new_game(4, deck_from_deals(4, [hands]))
    run(s, [(0, "play KG-open"), (1, "pass"), (2, "pass"), (3, "pass"), (0, "pass")])
    step(s, 1, f"play {card}")
    return s


# Test modules import these helpers as ``ma_rules``: importing "conftest" by name is
# ambiguous when several conftest.py files exist, so the module registers a unique alias.
sys.modules.setdefault("ma_rules", sys.modules[__name__])
