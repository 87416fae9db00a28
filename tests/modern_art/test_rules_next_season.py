"""Rules: The next season (deal, first auctioneer left of the season-ending player)."""

from __future__ import annotations

import pytest
from ma_rules import (
    DEAL,
    deck_for_scripts,
    deck_from_deals,
    expect_auctioneer,
    new_game,
    quick_season,
    rotation_unsold,
    run,
    simple_cards,
    step,
    unsold,
)


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("extra", [0, 1, 2, 3])
def test_next_season_starts_left_of_the_fifth_cards_player(players, extra):
    # ``extra`` unsold Yoko auctions shift who plays the fifth Lite Metal.
    script = rotation_unsold(0, players, simple_cards("YO", extra))
    script += quick_season(extra % players, players, "LM")
    ender = (extra + 4) % players
    s = new_game(players, deck_for_scripts(players, [script]))
    run(s, script)
    assert s.season == 1
    assert s.hand_sizes() == [
        DEAL[players][0] + DEAL[players][1] - sum(1 for p, m in script if p == seat and
                                                  m.startswith("play "))
        for seat in range(players)
    ]
    expect_auctioneer(s, (ender + 1) % players)


def test_fifth_card_as_double_first_card_next_is_left_of_its_player():
    hands = [["LM-open", "KG-open"], ["LM-once"], ["LM-sealed"], ["LM-open", "LM-double"]]
    s = new_game(4, deck_from_deals(4, [hands], avoid=["LM"]))
    run(s, unsold(0, "LM-open", 4) + unsold(1, "LM-once", 4) + unsold(2, "LM-sealed", 4))
    run(s, unsold(3, "LM-open", 4) + unsold(0, "KG-open", 4))
    assert s.to_move() == [1]
    # Seats 1 and 2 put up one of their (non-Lite Metal) filler cards, then seat 3.
    for seat in (1, 2):
        card = next(c for c in s.hand(seat) if c.endswith(("-open", "-once", "-sealed"))
                    and not c.startswith("LM"))
        run(s, unsold(seat, card, 4))
    step(s, 3, "play LM-double")
    assert s.season == 1
    expect_auctioneer(s, 0)


def test_fifth_card_added_by_another_player_next_is_left_of_the_adder():
    hands = [["LM-double", "KG-open"], ["LM-once", "LM-open"], ["LM-sealed"], ["LM-open"]]
    s = new_game(4, deck_from_deals(4, [hands], avoid=["LM"]))
    run(s, unsold(0, "KG-open", 4) + unsold(1, "LM-once", 4) + unsold(2, "LM-sealed", 4))
    run(s, unsold(3, "LM-open", 4))
    run(s, [(0, "play LM-double"), (0, "noadd"), (1, "add LM-open")])
    assert s.season == 1
    expect_auctioneer(s, 2)


def test_season_ending_card_of_the_last_seat_wraps_to_seat_zero():
    script = quick_season(3, 4, "CP")  # seats 3, 0, 1, 2 unsold, seat 3 ends
    pre = rotation_unsold(0, 4, simple_cards("YO", 3))
    s = new_game(4, deck_for_scripts(4, [pre + script]))
    run(s, pre + script)
    assert s.season == 1
    expect_auctioneer(s, 0)
