"""Rules: Double auction (who adds, split payment, turn skip, nobody adds)."""

from __future__ import annotations

import pytest
from ma_rules import (
    assert_rejected,
    bought,
    deck_from_deals,
    expect_auctioneer,
    new_game,
    run,
    season_counts,
    step,
    unsold,
)

HANDS = [
    ["LM-double", "LM-double", "LM-open", "YO-open", "KR-open"],
    ["YO-once", "CP-open"],  # no Lite Metal at all
    ["LM-once", "LM-sealed", "LM-fixed", "CP-once"],
    ["LM-open", "LM-sealed", "LM-fixed", "KG-open"],
]


def game(**kw):
    return new_game(4, deck_from_deals(4, [HANDS], avoid=["LM"]), **kw)


def offered_to(seat: int, **kw):
    """Seat 0 plays LM-double; everyone before ``seat`` (clockwise from 0) declines to add."""
    s = game(**kw)
    step(s, 0, "play LM-double")
    for p in range(seat):
        step(s, p, "noadd")
    assert s.to_move() == [seat]
    return s


def test_auctioneer_is_asked_first_and_may_add_a_matching_non_double_card():
    s = game()
    step(s, 0, "play LM-double")
    assert s.to_move() == [0]
    assert set(s.legal_moves(0)) == {"noadd", "add LM-open"}
    assert_rejected(s, "add LM-double", 0)  # never a second double
    assert_rejected(s, "add YO-open", 0)  # other artist
    assert_rejected(s, "add LM-once", 0)  # not in hand
    assert_rejected(s, "noadd", 1)  # not seat 1's turn yet


def test_original_player_adds_normal_auction_under_second_cards_type():
    s = game()
    run(s, [(0, "play LM-double"), (0, "add LM-open")])
    assert season_counts(s)["LM"] == 2
    # An open auction run by seat 0: bidding starts at seat 1.
    run(s, [(1, "pass"), (2, "bid 10"), (3, "pass"), (0, "pass"), (1, "pass")])
    assert s.money() == [110, 100, 90, 100]
    assert bought(s, 2)["LM"] == 2
    expect_auctioneer(s, 1)


def test_player_without_matching_card_is_still_asked_and_can_only_decline():
    s = offered_to(1)
    assert s.legal_moves(1) == ["noadd"]
    assert_rejected(s, "add YO-once", 1)
    assert_rejected(s, "add LM-open", 1)
    step(s, 1, "noadd")
    assert s.to_move() == [2]
    assert set(s.legal_moves(2)) == {"noadd", "add LM-once", "add LM-sealed", "add LM-fixed"}


def test_nobody_adds_original_player_keeps_the_double_free():
    s = offered_to(3)
    step(s, 3, "noadd")
    assert s.money() == [100] * 4
    assert bought(s, 0)["LM"] == 1
    assert season_counts(s)["LM"] == 1
    expect_auctioneer(s, 1)


@pytest.mark.parametrize(
    "price, to_original, to_adder",
    [(20, 10, 10), (21, 10, 11), (1, 0, 1), (15, 7, 8)],
)
def test_other_player_adds_payment_split_odd_remainder_to_new_auctioneer(
    price, to_original, to_adder
):
    s = offered_to(2)
    step(s, 2, "add LM-once")  # once-around run by seat 2: order 3, 0, 1, 2
    assert season_counts(s)["LM"] == 2
    run(s, [(3, f"bid {price}"), (0, "pass"), (1, "pass"), (2, "pass")])
    assert s.money() == [100 + to_original, 100, 100 + to_adder, 100 - price]
    assert bought(s, 3)["LM"] == 2
    assert bought(s, 0)["LM"] == 0 and bought(s, 2)["LM"] == 0
    # Seat 1, between the original player and the new auctioneer, loses its turn.
    expect_auctioneer(s, 3)


def test_original_player_wins_its_share_goes_to_the_bank():
    s = offered_to(2)
    run(s, [(2, "add LM-once"), (3, "pass"), (0, "bid 15"), (1, "pass"), (2, "pass")])
    # Seat 0 pays 15: its own half (7) to the bank, the rest (8) to seat 2.
    assert s.money() == [85, 100, 108, 100]
    assert bought(s, 0)["LM"] == 2
    expect_auctioneer(s, 3)


def test_new_auctioneer_wins_its_share_goes_to_the_bank():
    s = offered_to(2)
    run(s, [(2, "add LM-once"), (3, "pass"), (0, "pass"), (1, "bid 4"), (2, "bid 15")])
    # Seat 2 pays 15: its own share (8, with the odd remainder) to the bank, 7 to seat 0.
    assert s.money() == [107, 100, 85, 100]
    assert bought(s, 2)["LM"] == 2
    expect_auctioneer(s, 3)


def test_nobody_bids_on_the_pair_new_auctioneer_takes_both_free():
    s = offered_to(2)
    run(s, [(2, "add LM-once"), (3, "pass"), (0, "pass"), (1, "pass"), (2, "pass")])
    assert s.money() == [100] * 4
    assert bought(s, 2)["LM"] == 2
    assert bought(s, 0)["LM"] == 0
    expect_auctioneer(s, 3)


def test_sealed_second_card_ties_start_from_the_new_auctioneer():
    s = offered_to(2)
    step(s, 2, "add LM-sealed")
    assert s.to_move() == [0, 1, 2, 3]
    run(s, [(0, "bid 10"), (1, "bid 10"), (2, "bid 9"), (3, "bid 10")])
    # Preference from the auctioneer (seat 2): 2, 3, 0, 1 -> seat 3. Split 5 / 5.
    assert s.money() == [105, 100, 105, 90]
    assert bought(s, 3)["LM"] == 2
    expect_auctioneer(s, 3)


def test_fixed_second_card_priced_by_new_auctioneer_others_answer_from_its_left():
    s = offered_to(2)
    run(s, [(2, "add LM-fixed")])
    assert s.to_move() == [2]
    run(s, [(2, "price 9"), (3, "decline")])
    assert s.to_move() == [0]  # the original player may buy too
    step(s, 0, "accept")
    # Seat 0 is the winner and one of the two: its share (4) to the bank, 5 to seat 2.
    assert s.money() == [91, 100, 105, 100]
    assert bought(s, 0)["LM"] == 2
    expect_auctioneer(s, 3)


def test_fixed_second_card_forced_buy_by_new_auctioneer_still_pays_original_half():
    s = offered_to(2)
    run(s, [(2, "add LM-fixed"), (2, "price 9"), (3, "decline"), (0, "decline"),
            (1, "decline")])
    # The new auctioneer takes the pair: its own share (5) to the bank, 4 to seat 0.
    assert s.money() == [104, 100, 91, 100]
    assert bought(s, 2)["LM"] == 2
    expect_auctioneer(s, 3)


def test_last_seat_adds_seats_between_lose_their_turn_and_play_wraps():
    s = offered_to(3)
    run(s, [(3, "add LM-open"), (0, "bid 2"), (1, "pass"), (2, "pass"), (3, "pass")])
    # Seat 0 won: its share (1) to the bank, seat 3 gets 1.
    assert s.money() == [98, 100, 100, 101]
    # Next auctioneer is left of seat 3: seat 0 again; seats 1 and 2 lost their turns.
    expect_auctioneer(s, 0)


def test_adder_to_the_right_of_original_gives_the_original_the_next_turn():
    hands = [["KG-open", "YO-open"], ["KR-open", "CP-open"], ["CP-double", "KG-once"],
             ["KR-once"]]
    s = new_game(4, deck_from_deals(4, [hands], avoid=["CP"]))
    run(s, unsold(0, "KG-open", 4) + unsold(1, "KR-open", 4))
    run(s, [(2, "play CP-double"), (2, "noadd"), (3, "noadd"), (0, "noadd")])
    assert s.to_move() == [1]
    run(s, [(1, "add CP-open"), (2, "bid 6"), (3, "pass"), (0, "pass"), (1, "pass")])
    # Seat 2 (original) won: its half (3) to the bank, 3 to seat 1.
    assert s.money() == [100, 103, 94, 100]
    assert bought(s, 2)["CP"] == 2
    # Play continues left of seat 1, i.e. with seat 2; seats 3 and 0 lost their turns.
    expect_auctioneer(s, 2)
