"""Rules: variants -- ``double_all_to_second`` and the 3-player virtual fourth player
(``virtual=turn`` and ``virtual=winner``)."""

from __future__ import annotations

from collections import Counter

import pytest
from ma_rules import (
    ARTISTS,
    Script,
    assert_rejected,
    bought,
    canonical_order,
    deck_for_scripts,
    deck_from_deals,
    expect_auctioneer,
    full_pool,
    new_game,
    ring,
    run,
    season_counts,
    season_scoring,
    sold,
    step,
    unsold,
)

# --- double_all_to_second -------------------------------------------------------------------

DOUBLE_HANDS = [
    ["LM-double", "LM-open", "YO-open"],
    ["YO-once", "CP-open"],
    ["LM-once", "LM-sealed", "CP-once"],
    ["KG-open", "KG-once"],
]


def double_offered_to_2(all_to_second: bool):
    s = new_game(4, deck_from_deals(4, [DOUBLE_HANDS], avoid=["LM"]),
                 double_all_to_second=all_to_second)
    run(s, [(0, "play LM-double"), (0, "noadd"), (1, "noadd"), (2, "add LM-once")])
    return s


@pytest.mark.parametrize(
    "bids, winner, money",
    [
        # third player wins at 21: all 21 to the adder (seat 2), nothing to seat 0
        ([(3, "bid 21"), (0, "pass"), (1, "pass"), (2, "pass")], 3, [100, 100, 121, 79]),
        # original player wins at 15: pays all 15 to the adder
        ([(3, "pass"), (0, "bid 15"), (1, "pass"), (2, "pass")], 0, [85, 100, 115, 100]),
        # the adder wins at 15: pays the bank, the original gets nothing
        ([(3, "pass"), (0, "pass"), (1, "pass"), (2, "bid 15")], 2, [100, 100, 85, 100]),
    ],
)
def test_double_all_to_second_adder_receives_the_whole_payment(bids, winner, money):
    s = double_offered_to_2(True)
    run(s, bids)
    assert s.money() == money
    assert bought(s, winner)["LM"] == 2
    expect_auctioneer(s, 3)


def test_double_all_to_second_original_adding_is_a_normal_auction():
    s = new_game(4, deck_from_deals(4, [DOUBLE_HANDS], avoid=["LM"]), double_all_to_second=True)
    run(s, [(0, "play LM-double"), (0, "add LM-open"), (1, "pass"), (2, "bid 9"),
            (3, "pass"), (0, "pass"), (1, "pass")])
    assert s.money() == [109, 100, 91, 100]
    expect_auctioneer(s, 1)


def test_without_the_variant_the_same_auction_is_split():
    s = double_offered_to_2(False)
    run(s, [(3, "bid 21"), (0, "pass"), (1, "pass"), (2, "pass")])
    assert s.money() == [110, 100, 111, 79]


# --- 3 players with a virtual fourth player --------------------------------------------------

def vgame(mode: str, hands, pile, avoid=()):
    return new_game(3, deck_from_deals(3, [list(hands) + [pile]], virtual=True, avoid=avoid),
                    virtual=mode)


TURN_HANDS = [["LM-open", "YO-open", "CP-open"], ["LM-sealed", "YO-once", "CP-once"],
              ["KG-open", "LM-once", "KG-once"]]
TURN_PILE = ["LM-double", "LM-open", "KR-open", "KR-once"]


def test_virtual_turn_comes_after_seat_2_and_seat_2_decides():
    s = vgame("turn", TURN_HANDS, TURN_PILE, avoid=["LM"])
    run(s, unsold(0, "LM-open", 3) + unsold(1, "LM-sealed", 3) + unsold(2, "KG-open", 3))
    assert s.to_move() == [2]
    assert set(s.legal_moves(2)) == {"reveal", "noreveal"}
    assert s.legal_moves(0) == [] and s.legal_moves(1) == []
    assert_rejected(s, "reveal", 0)
    assert_rejected(s, "play KG-once", 2)
    step(s, 2, "noreveal")
    assert s.vpile_size() == 9
    assert season_counts(s)["LM"] == 2
    expect_auctioneer(s, 0)


def test_virtual_reveal_counts_top_card_and_a_revealed_double_gets_no_offer():
    s = vgame("turn", TURN_HANDS, TURN_PILE, avoid=["LM"])
    run(s, unsold(0, "LM-open", 3) + unsold(1, "LM-sealed", 3) + unsold(2, "KG-open", 3))
    step(s, 2, "reveal")  # top card (first dealt to the pile): LM-double
    assert s.vpile_size() == 8
    assert season_counts(s)["LM"] == 3
    # No second card is offered, nobody gets it, and seat 0 is the next auctioneer.
    expect_auctioneer(s, 0)
    assert [bought(s, p)["LM"] for p in range(3)] == [1, 1, 0]
    assert s.money() == [100] * 3


def test_virtual_reveal_can_end_the_season_as_fifth_card():
    s = vgame("turn", TURN_HANDS, TURN_PILE, avoid=["LM"])
    run(s, unsold(0, "LM-open", 3) + unsold(1, "LM-sealed", 3) + unsold(2, "KG-open", 3))
    step(s, 2, "reveal")  # LM 3
    run(s, unsold(0, "YO-open", 3) + unsold(1, "YO-once", 3) + unsold(2, "LM-once", 3))  # LM 4
    step(s, 2, "reveal")  # LM-open from the pile: fifth Lite Metal
    assert s.season == 1
    sc = season_scoring(s, 1)
    assert sc["counts"] == {"LM": 5, "YO": 2, "CP": 0, "KG": 1, "KR": 0}
    assert sc["ranked"] == ["LM", "YO", "KG"]
    # Paintings: seat 0 LM+YO, seat 1 LM+YO, seat 2 KG+LM; revealed cards belong to nobody.
    assert sc["earnings"] == [50, 50, 40]
    # The next season starts with the real seat left of seat 2, the revealer.
    expect_auctioneer(s, 0)
    assert s.vpile_size() == 7 + 4


def test_virtual_turn_season_ended_by_seat_2_starts_with_the_virtual_turn():
    hands = [["LM-open", "LM-once"], ["LM-sealed", "LM-once"], ["KG-open", "LM-open"]]
    s = vgame("turn", hands, ["KR-open"], avoid=["LM"])
    run(s, unsold(0, "LM-open", 3) + unsold(1, "LM-sealed", 3) + unsold(2, "KG-open", 3))
    step(s, 2, "noreveal")
    run(s, unsold(0, "LM-once", 3) + unsold(1, "LM-once", 3))
    step(s, 2, "play LM-open")  # fifth Lite Metal, played by seat 2
    assert s.season == 1
    # Left of seat 2 sits the virtual player: its turn opens season 2, seat 2 decides.
    assert s.to_move() == [2]
    assert set(s.legal_moves(2)) == {"reveal", "noreveal"}
    step(s, 2, "reveal")
    assert season_counts(s)["KR"] == 1
    expect_auctioneer(s, 0)


WIN_HANDS = [["LM-open", "YO-open", "CP-open", "KR-open", "LM-fixed"],
             ["YO-once", "KG-open", "LM-once", "KR-double"],
             ["CP-once", "KG-once", "LM-sealed"]]
WIN_PILE = ["KR-double", "KR-once", "KG-sealed", "KG-fixed"]


def test_virtual_winner_the_winning_bidder_may_reveal():
    s = vgame("winner", WIN_HANDS, WIN_PILE)
    run(s, sold(0, 1, 3, "LM-open", 5))
    assert s.money() == [105, 95, 100]
    assert s.to_move() == [1]
    assert set(s.legal_moves(1)) == {"reveal", "noreveal"}
    assert_rejected(s, "reveal", 0)
    step(s, 1, "reveal")  # KR-double: counted, no second card offered
    assert season_counts(s)["KR"] == 1
    assert s.vpile_size() == 8
    # Play continues left of the auctioneer (seat 0), not of the winner.
    expect_auctioneer(s, 1)
    run(s, [(1, "play YO-once"), (2, "pass"), (0, "bid 3"), (1, "pass")])
    assert s.to_move() == [0]
    step(s, 0, "noreveal")
    assert s.vpile_size() == 8
    expect_auctioneer(s, 2)


def test_virtual_winner_has_no_virtual_turn_in_the_rotation():
    s = vgame("winner", WIN_HANDS, WIN_PILE)
    run(s, sold(0, 1, 3, "LM-open", 5) + [(1, "noreveal")])
    run(s, sold(1, 2, 3, "KG-open", 5) + [(2, "noreveal")])
    run(s, [(2, "play CP-once"), (0, "bid 5"), (1, "pass"), (2, "pass")])
    step(s, 0, "noreveal")
    expect_auctioneer(s, 0)  # straight from seat 2 back to seat 0


@pytest.mark.parametrize("case", ["free", "forced", "double"])
def test_virtual_winner_receiver_without_a_bid_also_decides(case):
    # Formalised in protocol/notation.md: whoever receives the card(s) may reveal.
    s = vgame("winner", WIN_HANDS, WIN_PILE)
    if case == "free":
        run(s, unsold(0, "LM-open", 3))
    elif case == "forced":
        run(s, [(0, "play LM-fixed"), (0, "price 7"), (1, "decline"), (2, "decline")])
        assert s.money() == [93, 100, 100]
    else:
        run(s, [(0, "play KR-open"), (1, "pass"), (2, "pass"), (0, "pass"), (0, "noreveal")])
        run(s, [(1, "play KR-double"), (1, "noadd"), (2, "noadd"), (0, "noadd")])
    receiver = 1 if case == "double" else 0
    assert s.to_move() == [receiver]
    assert set(s.legal_moves(receiver)) == {"reveal", "noreveal"}


def test_virtual_winner_revealed_cards_count_toward_the_fifth_card():
    hands = [["KG-open", "KG-once", "YO-open"], ["KG-sealed", "CP-open"], ["KG-open", "CP-once"]]
    s = vgame("winner", hands, ["KG-double", "KR-open"], avoid=["KG"])
    run(s, sold(0, 2, 3, "KG-open", 4) + [(2, "noreveal")])  # KG 1
    run(s, sold(1, 0, 3, "CP-open", 4) + [(0, "noreveal")])
    run(s, sold(2, 1, 3, "KG-open", 4) + [(1, "noreveal")])  # KG 2
    run(s, sold(0, 1, 3, "KG-once", 4) + [(1, "reveal")])  # KG 3, then KG-double: KG 4
    assert season_counts(s)["KG"] == 4
    step(s, 1, "play KG-sealed")  # fifth Karl Gitter ends the season
    assert s.season == 1
    expect_auctioneer(s, 2)


def test_virtual_winner_reveal_as_fifth_card_next_is_left_of_the_revealer():
    hands = [["KG-open", "KG-open", "YO-open"], ["KG-sealed", "CP-open"], ["KG-open", "CP-once"]]
    s = vgame("winner", hands, ["KG-double", "KG-fixed"], avoid=["KG"])
    run(s, sold(0, 2, 3, "KG-open", 4) + [(2, "noreveal")])  # KG 1
    run(s, sold(1, 0, 3, "CP-open", 4) + [(0, "noreveal")])
    run(s, sold(2, 1, 3, "KG-open", 4) + [(1, "reveal")])  # KG 2 + KG-double: 3
    run(s, sold(0, 2, 3, "KG-open", 4) + [(2, "reveal")])  # KG 4 + KG-fixed: fifth
    assert s.season == 1
    sc = season_scoring(s, 1)
    assert sc["counts"]["KG"] == 5 and sc["counts"]["CP"] == 1
    assert sc["earnings"] == [20, 30, 60]
    # The revealer was seat 2: the next season starts with seat 0.
    expect_auctioneer(s, 0)


def test_virtual_winner_nothing_is_asked_once_the_pile_is_empty():
    played = ["LM-open", "YO-open", "CP-open", "KG-open", "KR-open",
              "LM-open", "YO-open", "CP-open", "KG-open"]
    pile = ["LM-sealed", "LM-fixed", "YO-sealed", "YO-fixed", "CP-sealed", "CP-fixed",
            "KG-sealed", "KG-fixed", "KR-once"]
    hands: list[list[str]] = [[], [], []]
    for i, card in enumerate(played):
        hands[i % 3].append(card)
    hands[0].append("KR-open")
    s = vgame("winner", hands, pile)
    for i, card in enumerate(played):
        auctioneer = i % 3
        winner = (auctioneer + 1) % 3
        run(s, sold(auctioneer, winner, 3, card, 1))
        step(s, winner, "reveal")
    assert s.vpile_size() == 0
    assert season_counts(s) == {a: 4 for a in ARTISTS[:4]} | {"KR": 2}
    run(s, sold(0, 1, 3, "KR-open", 1))
    # Pile empty: no reveal decision, play goes on with seat 1.
    expect_auctioneer(s, 1)
    assert s.season == 0


def test_virtual_turn_is_lost_when_a_double_passes_over_it():
    hands = [["KG-open", "LM-open"], ["YO-open", "YO-once"], ["CP-open", "LM-double"]]
    s = vgame("turn", hands, ["KR-open"], avoid=["LM"])
    run(s, unsold(0, "KG-open", 3) + unsold(1, "YO-open", 3))
    # Seat 2's double; the offer goes to the real players only: 2, then 0.
    run(s, [(2, "play LM-double"), (2, "noadd"), (0, "add LM-open")])
    run(s, [(1, "pass"), (2, "pass"), (0, "pass")])
    assert bought(s, 0)["LM"] == 2
    # The virtual player sits between seat 2 and seat 0: it lost its turn; seat 1 is next.
    expect_auctioneer(s, 1)
    assert s.vpile_size() == 9


# --- virtual=turn: an empty pile skips the virtual turn ------------------------------------
# Emptying all 17 pile cards needs many virtual turns, so most rounds are shortened by a
# double that seat 0 plays and seat 2 completes (seat 1 loses its turn). Tokens: "p" that
# pair, "v" seat 2 reveals, "s<seat>" a single unsold card; the last token of seasons 1-3
# is the season-ending fifth card. The plan was found by a small search over turn orders.
EMPTY_PILE_PLAN = [
    "p v p v p v p v p v s0 s1",
    "s2 v s0 s1 s2 v p v s0 s1 s2",
    "v s0 s1 s2 v s0 s1 s2 v s0 s1 s2 v s0",
    "s1 s2 v p v p v p v s0 s1 s2 v s1",
]
ENDERS_PLAN = ["LM", "YO", "CP"]


def _second_card_unsold(runner: int, card: str) -> Script:
    kind = card.split("-")[1]
    if kind == "sealed":
        return [(p, "pass") for p in range(3)]
    if kind == "fixed":
        return [(runner, "price 1")] + [(p, "decline") for p in ring(runner + 1, 3, 2)]
    return [(p, "pass") for p in ring(runner + 1, 3)]


def _pick(pool: Counter, count: dict, ender, n: int, double: bool = False) -> str:
    """Artist for ``n`` more cards this season: the season's ender first (it needs exactly
    four before its fifth card), then the artist with most cards left; never a fifth."""
    options = [a for a in ARTISTS if count[a] + n <= 4 and (not double or pool[f"{a}-double"])]
    options.sort(key=lambda a: (a != ender, -sum(v for c, v in pool.items() if c.startswith(a))))
    count[options[0]] += n
    return options[0]


def _empty_pile_game():
    pool = full_pool()

    def take(artist: str, double: bool) -> str:
        for card in canonical_order():
            if card.startswith(artist) and card.endswith("double") == double and pool[card]:
                pool[card] -= 1
                return card
        raise AssertionError(f"no {artist} card left")

    seasons: list[Script] = []
    pile: list[str] = []
    for season_idx, plan in enumerate(EMPTY_PILE_PLAN):
        tokens = plan.split()
        ender = ENDERS_PLAN[season_idx] if season_idx < 3 else None
        count = dict.fromkeys(ARTISTS, 0)

        script: Script = []
        for i, tok in enumerate(tokens):
            last = season_idx < 3 and i == len(tokens) - 1
            if tok == "v":
                pile.append(take(_pick(pool, count, ender, 1), False))
                script.append((2, "reveal"))
            elif tok == "p":
                artist = _pick(pool, count, ender, 2, double=True)
                first, second = take(artist, True), take(artist, False)
                script += [(0, f"play {first}"), (0, "noadd"), (1, "noadd"),
                           (2, f"add {second}")]
                script += _second_card_unsold(2, second)
            else:
                seat = int(tok[1])
                if last:
                    assert count[ender] == 4, (season_idx, count)
                    script.append((seat, f"play {take(ender, False)}"))
                else:
                    script += unsold(seat, take(_pick(pool, count, ender, 1), False), 3)
        seasons.append(script)
    assert len(pile) == 17
    deck = deck_for_scripts(3, seasons, virtual_piles=[pile[:9], pile[9:13], pile[13:]],
                            virtual=True)
    return new_game(3, deck, virtual="turn"), seasons


def test_virtual_turn_is_skipped_once_the_pile_is_empty():
    s, seasons = _empty_pile_game()
    for idx, script in enumerate(seasons):
        assert s.season == idx
        run(s, script)
    assert s.season == 3 and not s.is_terminal()
    assert s.vpile_size() == 0
    assert s.hand_sizes()[0] == 0 and s.hand_sizes()[2] == 0 and s.hand_sizes()[1] > 0
    # Seat 1 just auctioned; seat 2 (no cards) is skipped and so is the virtual player, whose
    # pile is empty: seat 2 is not asked to reveal, seat 1 puts up the next card.
    expect_auctioneer(s, 1)
