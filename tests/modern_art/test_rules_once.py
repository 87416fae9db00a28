"""Rules: Once-around auction (one chance each from the left, auctioneer last)."""

from __future__ import annotations

from ma_rules import (
    assert_rejected,
    auction_by_seat_1,
    bought,
    expect_auctioneer,
    run,
    step,
)


def started():
    return auction_by_seat_1("LM-once")  # auctioneer 1: order 2, 3, 0, then 1


def test_each_player_gets_exactly_one_chance_auctioneer_last():
    s = started()
    order = []
    for _ in range(4):
        (seat,) = s.to_move()
        order.append(seat)
        step(s, seat, "bid 3" if seat == 3 else "pass")
    assert order == [2, 3, 0, 1]
    # Ended after the auctioneer: seat 3 won with 3 and paid the auctioneer.
    assert s.money() == [100, 103, 100, 97]
    assert bought(s, 3)["LM"] == 1
    expect_auctioneer(s, 2)


def test_bids_must_beat_the_highest_so_far():
    s = started()
    run(s, [(2, "bid 5")])
    assert_rejected(s, "bid 5", 3)
    assert set(s.legal_moves(3)) == {"pass"} | {f"bid {x}" for x in range(6, 101)}
    run(s, [(3, "bid 9"), (0, "pass"), (1, "pass")])
    # Seat 2 bid first but does not get a second chance: highest bid (seat 3) wins.
    assert s.money() == [100, 109, 100, 91]
    assert bought(s, 3)["LM"] == 1
    assert bought(s, 2)["LM"] == 0
    expect_auctioneer(s, 2)


def test_auctioneer_bidding_last_wins_and_pays_the_bank():
    s = started()
    run(s, [(2, "bid 4"), (3, "pass"), (0, "bid 6")])
    assert set(s.legal_moves(1)) == {"pass"} | {f"bid {x}" for x in range(7, 101)}
    step(s, 1, "bid 12")
    assert s.money() == [100, 88, 100, 100]
    assert bought(s, 1)["LM"] == 1
    expect_auctioneer(s, 2)


def test_all_pass_auctioneer_takes_it_free():
    s = started()
    run(s, [(2, "pass"), (3, "pass"), (0, "pass"), (1, "pass")])
    assert s.money() == [100] * 4
    assert bought(s, 1)["LM"] == 1
    expect_auctioneer(s, 2)


def test_a_player_who_cannot_beat_the_bid_is_still_asked():
    s = started()
    run(s, [(2, "bid 100")])
    for seat in (3, 0, 1):
        assert s.to_move() == [seat]
        assert s.legal_moves(seat) == ["pass"]
        step(s, seat, "pass")
    assert s.money() == [100, 200, 0, 100]
    expect_auctioneer(s, 2)
