"""Rules: Open auction, formalised as rotating ascending bidding."""

from __future__ import annotations

import pytest
from ma_rules import (
    assert_rejected,
    bought,
    deck_from_deals,
    expect_auctioneer,
    new_game,
    run,
    step,
)

HANDS = [["LM-open", "YO-open"], ["YO-once"], ["CP-once"], ["KG-once"]]


def opened():
    s = new_game(4, deck_from_deals(4, [HANDS]))
    step(s, 0, "play LM-open")
    return s


def test_bidding_starts_left_of_auctioneer_and_rotates_including_auctioneer():
    s = opened()
    order = []
    for _ in range(4):
        (seat,) = s.to_move()
        order.append(seat)
        step(s, seat, "bid 1" if seat == 2 else "pass")
    assert order == [1, 2, 3, 0]
    # Seat 2 holds the high bid; seat 1 (who passed before) is asked again.
    assert s.to_move() == [1]


def test_passing_does_not_exclude_a_later_raise():
    s = opened()
    run(s, [(1, "pass"), (2, "bid 5"), (3, "pass"), (0, "pass"), (1, "bid 6"),
            (2, "pass"), (3, "pass"), (0, "pass")])
    assert s.money() == [106, 94, 100, 100]
    assert bought(s, 1)["LM"] == 1
    expect_auctioneer(s, 1)


def test_raise_must_exceed_high_bid():
    s = opened()
    run(s, [(1, "bid 10"), (2, "pass")])
    assert_rejected(s, "bid 10", 3)
    assert_rejected(s, "bid 9", 3)
    legal = set(s.legal_moves(3))
    assert legal == {"pass"} | {f"bid {x}" for x in range(11, 101)}


def test_auction_continues_until_all_others_passed_in_succession():
    s = opened()
    run(s, [(1, "bid 5"), (2, "pass"), (3, "bid 8"), (0, "pass"), (1, "bid 10"),
            (2, "pass"), (3, "pass")])
    # Only two of the three others have passed since the last raise: the auctioneer is next.
    assert s.to_move() == [0]
    assert s.money() == [100] * 4
    step(s, 0, "pass")
    assert s.money() == [110, 90, 100, 100]
    assert bought(s, 1)["LM"] == 1
    assert bought(s, 3)["LM"] == 0
    expect_auctioneer(s, 1)


def test_a_raise_resets_the_pass_count():
    s = opened()
    # 1 bids, 2 and 3 pass, then the auctioneer raises: 1, 2, 3 must all pass again.
    run(s, [(1, "bid 5"), (2, "pass"), (3, "pass"), (0, "bid 7"), (1, "pass"), (2, "pass")])
    assert s.to_move() == [3]
    step(s, 3, "pass")
    assert s.money() == [93, 100, 100, 100]  # auctioneer won: paid the bank
    assert bought(s, 0)["LM"] == 1
    expect_auctioneer(s, 1)


def test_high_bidder_is_not_asked_again_when_others_pass():
    s = opened()
    run(s, [(1, "pass"), (2, "pass"), (3, "bid 1"), (0, "pass"), (1, "pass")])
    assert s.to_move() == [2]
    step(s, 2, "pass")
    # 0, 1, 2 passed since 3's raise: 3 wins without being asked again.
    assert s.money() == [101, 100, 100, 99]
    expect_auctioneer(s, 1)


def test_no_bid_ends_after_everyone_passed_once():
    s = opened()
    run(s, [(1, "pass"), (2, "pass"), (3, "pass")])
    assert s.to_move() == [0]  # the auctioneer is asked too
    assert "bid 1" in s.legal_moves(0)
    step(s, 0, "pass")
    assert s.money() == [100] * 4
    assert bought(s, 0)["LM"] == 1
    expect_auctioneer(s, 1)


def test_bid_of_all_money_is_allowed_and_poor_players_only_pass():
    s = opened()
    run(s, [(1, "bid 100")])
    for seat in (2, 3, 0):
        assert s.legal_moves(seat) == ["pass"]
        step(s, seat, "pass")
    assert s.money() == [200, 0, 100, 100]
    expect_auctioneer(s, 1)



def first_auction(players: int):
    hands = [["LM-open", "LM-once"]] + [[] for _ in range(players - 1)]
    return new_game(players, deck_from_deals(players, [hands], avoid=["LM"]))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_open_ends_after_every_other_player_passed(players):
    s = first_auction(players)
    run(s, [(0, "play LM-open"), (1, "bid 4")])
    for seat in list(range(2, players)) + [0]:
        assert s.money() == [100] * players  # not over before the last of the others
        step(s, seat, "pass")
    assert s.money() == [104, 96] + [100] * (players - 2)
    expect_auctioneer(s, 1)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_open_late_bidder_needs_the_full_round_of_passes(players):
    s = first_auction(players)
    step(s, 0, "play LM-open")
    for seat in range(1, players - 1):
        step(s, seat, "pass")
    run(s, [(players - 1, "bid 4"), (0, "pass")])
    for seat in range(1, players - 2):
        step(s, seat, "pass")
    assert s.to_move() == [players - 2]
    step(s, players - 2, "pass")
    assert s.money() == [104] + [100] * (players - 2) + [96]
    expect_auctioneer(s, 1)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_once_around_with_any_player_count(players):
    s = first_auction(players)
    run(s, [(0, "play LM-once"), (1, "bid 3")])
    for seat in list(range(2, players)) + [0]:
        step(s, seat, "pass")
    assert s.money() == [103, 97] + [100] * (players - 2)
    expect_auctioneer(s, 1)
