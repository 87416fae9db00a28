"""Rules: Fixed-price auction (price 1..own money, first acceptor buys, else forced buy)."""

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
    ["LM-fixed", "LM-open", "LM-once"],
    ["YO-open", "YO-once"],
    ["CP-fixed", "CP-open"],
    ["KG-open", "KG-once"],
]


def game():
    return new_game(4, deck_from_deals(4, [HANDS]))


def test_price_is_between_one_and_the_auctioneers_money():
    s = game()
    step(s, 0, "play LM-fixed")
    assert s.to_move() == [0]
    assert set(s.legal_moves(0)) == {f"price {x}" for x in range(1, 101)}
    assert_rejected(s, "price 0", 0)
    assert_rejected(s, "price 101", 0)
    assert_rejected(s, "price 10", 1)
    assert_rejected(s, "bid 10", 0)


def test_first_acceptor_clockwise_buys_and_ends_the_auction():
    s = game()
    run(s, [(0, "play LM-fixed"), (0, "price 30")])
    assert s.to_move() == [1]
    assert set(s.legal_moves(1)) == {"accept", "decline"}
    run(s, [(1, "decline"), (2, "accept")])
    assert s.money() == [130, 100, 70, 100]
    assert bought(s, 2)["LM"] == 1
    assert bought(s, 3)["LM"] == 0
    expect_auctioneer(s, 1)  # seat 3 was never asked


def test_all_decline_auctioneer_must_buy_paying_the_bank():
    s = game()
    run(s, [(0, "play LM-fixed"), (0, "price 30"), (1, "decline"), (2, "decline")])
    assert s.to_move() == [3]
    step(s, 3, "decline")
    assert s.money() == [70, 100, 100, 100]
    assert bought(s, 0)["LM"] == 1
    expect_auctioneer(s, 1)


def test_player_with_too_little_money_can_only_decline():
    s = game()
    run(s, [(0, "play LM-open"), (1, "bid 80"), (2, "pass"), (3, "pass"), (0, "pass")])
    assert s.money() == [180, 20, 100, 100]
    run(s, unsold(1, "YO-open", 4))
    run(s, [(2, "play CP-fixed")])
    # The auctioneer's own money caps the price.
    assert set(s.legal_moves(2)) == {f"price {x}" for x in range(1, 101)}
    run(s, [(2, "price 30"), (3, "decline"), (0, "decline")])
    assert s.to_move() == [1]  # still asked
    assert s.legal_moves(1) == ["decline"]
    assert_rejected(s, "accept", 1)
    step(s, 1, "decline")
    assert s.money() == [180, 20, 70, 100]
    assert bought(s, 2)["CP"] == 1
    expect_auctioneer(s, 3)


def test_accepting_with_exactly_the_price_is_allowed():
    s = game()
    run(s, [(0, "play LM-open"), (1, "bid 80"), (2, "pass"), (3, "pass"), (0, "pass")])
    run(s, unsold(1, "YO-open", 4))
    run(s, [(2, "play CP-fixed"), (2, "price 20"), (3, "decline"), (0, "decline")])
    assert set(s.legal_moves(1)) == {"accept", "decline"}
    step(s, 1, "accept")
    assert s.money() == [180, 0, 120, 100]
    assert bought(s, 1)["CP"] == 1 and bought(s, 1)["LM"] == 1


def test_poor_auctioneer_price_is_capped_by_its_money():
    s = game()
    # Seat 0 buys its own open auction for 55 (paid to the bank): 45 left.
    run(s, [(0, "play LM-open"), (1, "pass"), (2, "pass"), (3, "pass"), (0, "bid 55"),
            (1, "pass"), (2, "pass"), (3, "pass")])
    run(s, unsold(1, "YO-open", 4) + unsold(2, "CP-open", 4) + unsold(3, "KG-open", 4))
    step(s, 0, "play LM-fixed")
    assert set(s.legal_moves(0)) == {f"price {x}" for x in range(1, 46)}
    assert_rejected(s, "price 46", 0)


def test_auctioneer_without_money_announces_zero():
    s = game()
    run(s, [(0, "play LM-open"), (1, "pass"), (2, "pass"), (3, "pass"), (0, "bid 100"),
            (1, "pass"), (2, "pass"), (3, "pass")])
    assert s.money() == [0, 100, 100, 100]
    run(s, unsold(1, "YO-open", 4) + unsold(2, "CP-open", 4) + unsold(3, "KG-open", 4))
    step(s, 0, "play LM-fixed")
    assert s.legal_moves(0) == ["price 0"]
    assert_rejected(s, "price 1", 0)
    step(s, 0, "price 0")
    assert set(s.legal_moves(1)) == {"accept", "decline"}  # money 100 >= price 0
    run(s, [(1, "decline"), (2, "decline"), (3, "decline")])
    assert s.money() == [0, 100, 100, 100]
    assert bought(s, 0)["LM"] == 2
    expect_auctioneer(s, 1)
