"""Rules: A turn, general auction rules (bids, payment, free card, next auctioneer)."""

from __future__ import annotations

from ma_rules import (
    assert_rejected,
    bought,
    deck_from_deals,
    expect_auctioneer,
    new_game,
    run,
    step,
    unsold,
)

HANDS = [
    ["LM-open", "LM-once", "YO-open", "CP-open"],
    ["YO-open", "YO-once", "CP-once"],
    ["CP-open", "KG-open", "KG-once"],
    ["KG-open", "KR-open", "KR-once"],
]


def game4():
    return new_game(4, deck_from_deals(4, [HANDS]))


def test_auctioneers_go_clockwise_and_wrap():
    s = game4()
    run(s, unsold(0, "LM-open", 4))
    expect_auctioneer(s, 1)
    run(s, unsold(1, "YO-open", 4))
    expect_auctioneer(s, 2)
    run(s, unsold(2, "KG-open", 4))
    expect_auctioneer(s, 3)
    run(s, unsold(3, "KR-open", 4))
    expect_auctioneer(s, 0)
    assert s.money() == [100] * 4


def test_only_the_auctioneer_acts_and_plays_a_card_from_its_hand():
    s = game4()
    assert_rejected(s, "play YO-once", 0)  # not in seat 0's hand
    assert_rejected(s, "play YO-open", 1)  # not seat 1's turn
    assert_rejected(s, "bid 5", 0)  # no auction running
    assert_rejected(s, "pass", 0)
    assert_rejected(s, "play XX-open", 0)
    assert_rejected(s, "dance", 0)


def test_winner_pays_auctioneer_and_takes_the_card():
    s = game4()
    run(s, [(0, "play LM-open"), (1, "pass"), (2, "bid 15"), (3, "pass"), (0, "pass"),
            (1, "pass")])
    assert s.money() == [115, 100, 85, 100]
    assert bought(s, 2)["LM"] == 1
    assert sum(bought(s, p)["LM"] for p in (0, 1, 3)) == 0
    # The next auctioneer is left of the auctioneer, not of the winner.
    expect_auctioneer(s, 1)


def test_auctioneer_winning_its_own_auction_pays_the_bank():
    s = game4()
    run(s, [(0, "play LM-open"), (1, "bid 5"), (2, "pass"), (3, "pass"), (0, "bid 9"),
            (1, "pass"), (2, "pass"), (3, "pass")])
    assert s.money() == [91, 100, 100, 100]
    assert bought(s, 0)["LM"] == 1
    expect_auctioneer(s, 1)


def test_nobody_bids_auctioneer_takes_card_free():
    s = game4()
    run(s, unsold(0, "LM-open", 4))
    assert s.money() == [100] * 4
    assert bought(s, 0)["LM"] == 1
    assert [bought(s, p)["LM"] for p in (1, 2, 3)] == [0, 0, 0]


def test_bid_range_is_one_to_own_money():
    s = game4()
    step(s, 0, "play LM-open")
    legal = set(s.legal_moves(1))
    assert legal == {"pass"} | {f"bid {x}" for x in range(1, 101)}
    assert_rejected(s, "bid 0", 1)
    assert_rejected(s, "bid 101", 1)
    assert_rejected(s, "bid -3", 1)
    assert_rejected(s, "bid 2.5", 1)
    assert_rejected(s, "bid 5", 2)  # seat 2 is not next
    assert s.to_move() == [1]


def test_bid_limit_follows_money_after_a_purchase():
    s = game4()
    # Seat 1 buys seat 0's card for 60, then in seat 1's own auction can bid at most 40.
    run(s, [(0, "play LM-open"), (1, "bid 60"), (2, "pass"), (3, "pass"), (0, "pass")])
    assert s.money() == [160, 40, 100, 100]
    run(s, [(1, "play YO-open"), (2, "bid 50"), (3, "pass"), (0, "pass")])
    legal = set(s.legal_moves(1))
    assert legal == {"pass"}  # 40 money cannot beat 50: still asked, can only pass
    step(s, 1, "pass")
    # Seat 2 is the high bidder; everyone else passed in succession: it won.
    assert s.money() == [160, 90, 50, 100]
    expect_auctioneer(s, 2)
