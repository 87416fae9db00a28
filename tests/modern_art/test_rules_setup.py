"""Rules: Components, Setup and dealing (70 cards, 100 money, deal table, first auctioneer)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from galleria_ai import modern_art as ma
from ma_rules import (
    DEAL,
    canonical_order,
    deck_for_scripts,
    full_pool,
    hand,
    new_game,
    quick_game,
    run,
)


def shuffled_deck(seed: int) -> list[str]:
    deck = canonical_order()
    random.Random(seed).shuffle(deck)
    return deck


def test_composition_is_the_rules_table():
    pool = full_pool()
    assert sum(pool.values()) == 70
    per_artist = Counter()
    for card, n in pool.items():
        per_artist[card.split("-")[0]] += n
    assert per_artist == {"LM": 12, "YO": 13, "CP": 14, "KG": 15, "KR": 16}
    assert Counter(ma.all_cards()) == pool


@pytest.mark.parametrize("players", [3, 4, 5])
def test_start_of_game(players):
    s = ma.new_game(players=players, seed=7)
    assert s.num_players == players
    assert s.money() == [100] * players
    assert s.hand_sizes() == [DEAL[players][0]] * players
    assert s.season == 0
    assert not s.is_terminal()
    # Seat 0 ("the youngest player") is the first auctioneer and only it may act.
    assert s.to_move() == [0]
    assert s.current_player() == 0
    assert all(m.startswith("play ") for m in s.legal_moves(0))
    for seat in range(1, players):
        assert s.legal_moves(seat) == []


@pytest.mark.parametrize("players", [3, 4, 5])
def test_explicit_deck_deals_consecutive_cards(players):
    deck = shuffled_deck(players)
    s = new_game(players, deck)
    k = DEAL[players][0]
    for seat in range(players):
        assert hand(s, seat) == Counter(deck[seat * k:(seat + 1) * k])
    # Legal plays are exactly the distinct cards in hand.
    assert sorted(s.legal_moves(0)) == sorted({f"play {c}" for c in deck[:k]})


def test_three_player_virtual_deals_as_four():
    deck = shuffled_deck(11)
    for mode in ("turn", "winner"):
        s = new_game(3, deck, virtual=mode)
        assert s.num_players == 3
        assert s.money() == [100] * 3
        assert s.hand_sizes() == [9, 9, 9]
        assert s.vpile_size() == 9
        for seat in range(3):
            assert hand(s, seat) == Counter(deck[seat * 9:(seat + 1) * 9])


def test_seeded_shuffle_is_reproducible_and_a_real_deck():
    a = ma.new_game(players=4, seed=123)
    b = ma.new_game(players=4, seed=123)
    assert a == b
    dealt = Counter()
    for seat in range(4):
        assert a.hand(seat) == b.hand(seat)
        dealt += hand(a, seat)
    assert sum(dealt.values()) == 36
    assert not dealt - full_pool()  # a sub-multiset of the 70 cards
    hands = {tuple(sorted(ma.new_game(players=4, seed=sd).hand(0))) for sd in range(6)}
    assert len(hands) > 1


@pytest.mark.parametrize("players", [2, 6, 0])
def test_bad_player_count_rejected(players):
    with pytest.raises(ValueError):
        ma.new_game(players=players, seed=1)


@pytest.mark.parametrize("players", [4, 5])
def test_virtual_player_only_with_three(players):
    with pytest.raises(ValueError):
        ma.new_game(players=players, seed=1, virtual="turn")


def test_bad_decks_rejected():
    deck = canonical_order()
    with pytest.raises(ValueError):
        new_game(4, deck[:-1])
    wrong = list(deck)
    wrong[wrong.index("LM-open")] = "LM-double"  # a third LM double does not exist
    with pytest.raises(ValueError):
        new_game(4, wrong)
    unknown = list(deck)
    unknown[0] = "XX-open"
    with pytest.raises(ValueError):
        new_game(4, unknown)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_each_season_deals_from_the_deck_and_hands_carry_over(players):
    seasons = quick_game(players)
    deck = deck_for_scripts(players, seasons)
    s = new_game(players, deck)
    expected = [Counter() for _ in range(players)]
    pos = 0
    for season_idx, script in enumerate(seasons):
        k = DEAL[players][season_idx]
        for seat in range(players):
            expected[seat] += Counter(deck[pos:pos + k])
            pos += k
        assert s.season == season_idx
        for seat in range(players):
            assert hand(s, seat) == expected[seat], (season_idx, seat)
        run(s, script)
        for seat, move in script:
            if move.startswith("play "):
                expected[seat][move[5:]] -= 1  # played cards never come back
        expected = [+c for c in expected]
    assert s.is_terminal()
    for seat in range(players):
        assert hand(s, seat) == expected[seat]
    # Season 4 dealt nothing: the undealt rest of the deck stays undealt.
    assert pos == players * sum(DEAL[players])
