"""Rules: Sealed auction (simultaneous secret bids, tie-break from the auctioneer clockwise)."""

from __future__ import annotations

import pytest
from ma_rules import (
    assert_rejected,
    auction_by_seat_1,
    bought,
    deck_from_deals,
    expect_auctioneer,
    new_game,
    run,
    step,
    unsold,
)

HANDS = [["KG-open"], ["LM-sealed", "YO-open"], ["CP-open"], ["KR-open"]]


def sealed_by_seat_1():
    """Seat 0's auction goes unsold, then seat 1 puts up LM-sealed."""
    return auction_by_seat_1("LM-sealed")


def submit(s, bids: dict[int, int], order=(0, 1, 2, 3)):
    for seat in order:
        amount = bids.get(seat, 0)
        step(s, seat, f"bid {amount}" if amount else "pass")


def test_everyone_bids_at_once_including_the_auctioneer():
    s = sealed_by_seat_1()
    assert s.to_move() == [0, 1, 2, 3]
    for seat in range(4):
        assert set(s.legal_moves(seat)) == {"pass"} | {f"bid {x}" for x in range(1, 101)}
    step(s, 2, "bid 30")
    assert s.to_move() == [0, 1, 3]
    assert s.legal_moves(2) == []
    assert_rejected(s, "bid 40", 2)  # one sealed bid per seat
    assert_rejected(s, "bid 101", 3)
    step(s, 0, "pass")
    step(s, 3, "bid 29")
    assert s.to_move() == [1]
    assert s.money() == [100] * 4  # nothing resolved before the last bid
    step(s, 1, "bid 12")
    assert s.money() == [100, 130, 70, 100]
    assert bought(s, 2)["LM"] == 1
    expect_auctioneer(s, 2)


@pytest.mark.parametrize(
    "bids, winner",
    [
        ({0: 10, 2: 10, 3: 10, 1: 5}, 2),
        ({0: 7, 3: 7}, 3),
        ({0: 7, 2: 7}, 2),
        ({1: 10, 2: 10}, 1),
        ({0: 10, 1: 10, 3: 10}, 1),
        ({3: 15, 0: 15, 2: 14}, 3),
        ({0: 4}, 0),
        ({1: 1}, 1),
    ],
)
def test_highest_bid_wins_ties_go_to_the_auctioneer_then_clockwise(bids, winner):
    s = sealed_by_seat_1()
    submit(s, bids)
    price = bids[winner]
    assert price == max(bids.values())
    expected = [100] * 4
    expected[winner] -= price
    if winner != 1:
        expected[1] += price  # paid to the auctioneer; otherwise the auctioneer paid the bank
    assert s.money() == expected
    assert [bought(s, p)["LM"] for p in range(4)] == [int(p == winner) for p in range(4)]
    expect_auctioneer(s, 2)


def test_all_zero_auctioneer_takes_it_free():
    s = sealed_by_seat_1()
    submit(s, {})
    assert s.money() == [100] * 4
    assert bought(s, 1)["LM"] == 1
    expect_auctioneer(s, 2)


def test_result_does_not_depend_on_submission_order():
    bids = {0: 10, 2: 10, 3: 12, 1: 3}
    a = sealed_by_seat_1()
    submit(a, bids, order=(0, 1, 2, 3))
    b = sealed_by_seat_1()
    submit(b, bids, order=(3, 1, 0, 2))
    assert a.money() == b.money() == [100, 112, 100, 88]
    assert a.to_json() == b.to_json()


def test_no_seat_observes_another_seats_pending_bid():
    base = sealed_by_seat_1()
    views = {seat: (base.observation_string(seat), base.observation(seat)) for seat in range(4)}
    legal = {seat: base.legal_moves(seat) for seat in range(4)}
    for bidder, move in [(2, "bid 50"), (2, "bid 1"), (2, "pass"), (0, "bid 99")]:
        s = base.clone()
        step(s, bidder, move)
        for seat in range(4):
            if seat == bidder:
                continue
            # Not the amount, and not even whether the bidder has submitted.
            assert s.observation_string(seat) == views[seat][0], (bidder, move, seat)
            assert s.observation(seat) == views[seat][1], (bidder, move, seat)
            assert s.legal_moves(seat) == legal[seat]


def test_pending_bids_of_two_seats_stay_hidden_from_a_third():
    a = sealed_by_seat_1()
    run(a, [(0, "bid 20"), (3, "bid 5")])
    b = sealed_by_seat_1()
    run(b, [(3, "bid 70"), (0, "pass")])
    for seat in (1, 2):
        assert a.observation_string(seat) == b.observation_string(seat)
        assert a.observation(seat) == b.observation(seat)


def test_player_without_money_is_asked_and_can_only_pass():
    s = new_game(4, deck_from_deals(4, [HANDS]))
    run(s, [(0, "play KG-open"), (1, "pass"), (2, "bid 100"), (3, "pass"), (0, "pass"),
            (1, "pass")])
    assert s.money() == [200, 100, 0, 100]
    step(s, 1, "play LM-sealed")
    assert s.to_move() == [0, 1, 2, 3]
    assert s.legal_moves(2) == ["pass"]
    assert_rejected(s, "bid 1", 2)
    submit(s, {0: 3})
    assert s.money() == [197, 103, 0, 100]


@pytest.mark.parametrize(
    "bids, winner",
    [({1: 10, 2: 10, 0: 10}, 0), ({2: 6, 4: 6}, 4), ({3: 2, 4: 2}, 3), ({1: 9, 2: 9}, 1)],
)
def test_five_players_tie_preference_wraps_from_the_auctioneer(bids, winner):
    hands = [["YO-open"], ["YO-open"], ["YO-once"], ["LM-sealed"], []]
    s = new_game(5, deck_from_deals(5, [hands], avoid=["LM"]))
    run(s, unsold(0, "YO-open", 5) + unsold(1, "YO-open", 5) + unsold(2, "YO-once", 5))
    step(s, 3, "play LM-sealed")  # preference order: 3, 4, 0, 1, 2
    for seat in range(5):
        step(s, seat, f"bid {bids[seat]}" if seat in bids else "pass")
    price = bids[winner]
    expected = [100] * 5
    expected[winner] -= price
    if winner != 3:
        expected[3] += price
    assert s.money() == expected
    assert bought(s, winner)["LM"] == 1
    expect_auctioneer(s, 4)
