"""Rules: End of a season (fifth card incl. double cases, all hands empty, carry-over)."""

from __future__ import annotations

from collections import Counter

import pytest
from ma_rules import (
    ARTISTS,
    Script,
    bought,
    canonical_order,
    deck_for_scripts,
    deck_from_deals,
    expect_auctioneer,
    full_pool,
    hand,
    new_game,
    run,
    season_counts,
    season_scoring,
    step,
    unsold,
)

# --- fifth card ----------------------------------------------------------------------------

HANDS = [
    ["LM-open", "LM-double", "LM-once", "YO-open", "KR-open"],
    ["LM-once", "LM-open", "YO-once"],
    ["LM-sealed", "LM-once", "CP-open"],
    ["LM-open", "LM-fixed", "KG-open"],
]


def game():
    return new_game(4, deck_from_deals(4, [HANDS], avoid=["LM"]))


def test_fifth_card_of_an_artist_ends_the_season_unauctioned():
    s = game()
    # Four Lite Metal cards: sold, unsold, sold, unsold -- all count.
    run(s, [(0, "play LM-open"), (1, "bid 10"), (2, "pass"), (3, "pass"), (0, "pass")])
    run(s, unsold(1, "LM-once", 4))
    run(s, [(2, "play LM-sealed"), (0, "pass"), (1, "pass"), (2, "pass"), (3, "bid 3")])
    run(s, unsold(3, "LM-open", 4))
    assert season_counts(s)["LM"] == 4
    assert s.season == 0
    assert s.money() == [110, 90, 103, 97]
    step(s, 0, "play LM-double")  # fifth Lite Metal: no double offer, no auction
    assert s.season == 1
    sc = season_scoring(s, 1)
    assert sc["counts"] == {"LM": 5, "YO": 0, "CP": 0, "KG": 0, "KR": 0}
    assert sc["ranked"] == ["LM"]
    assert sc["values"]["LM"] == 30
    # Paintings: seats 1 and 3 two each, seat 0 none (the fifth card went to nobody).
    assert sc["earnings"] == [0, 60, 0, 60]
    assert s.money() == [110, 150, 103, 157]
    # The next season starts left of whoever played the fifth card.
    expect_auctioneer(s, 1)
    assert season_counts(s) == dict.fromkeys(ARTISTS, 0)
    for seat in range(4):
        assert bought(s, seat) == dict.fromkeys(ARTISTS, 0)


def test_fourth_card_does_not_end_and_other_artists_do_not_mix():
    s = game()
    run(s, unsold(0, "LM-open", 4) + unsold(1, "LM-once", 4) + unsold(2, "LM-sealed", 4))
    run(s, unsold(3, "KG-open", 4) + unsold(0, "YO-open", 4) + unsold(1, "YO-once", 4))
    run(s, unsold(2, "CP-open", 4) + unsold(3, "LM-open", 4))
    assert s.season == 0
    assert season_counts(s) == {"LM": 4, "YO": 2, "CP": 1, "KG": 1, "KR": 0}
    expect_auctioneer(s, 0)


def _to_fourth_lm_by_double(s):
    """Three Lite Metal cards unsold, then seat 3's turn comes round to seat 0's double."""
    run(s, unsold(0, "LM-open", 4) + unsold(1, "LM-once", 4) + unsold(2, "LM-sealed", 4))
    run(s, unsold(3, "KG-open", 4))
    step(s, 0, "play LM-double")  # fourth Lite Metal: the double is offered
    assert s.season == 0
    assert s.to_move() == [0]


def test_fifth_card_as_second_card_added_by_original_player():
    s = game()
    _to_fourth_lm_by_double(s)
    step(s, 0, "add LM-once")
    assert s.season == 1
    sc = season_scoring(s, 1)
    assert sc["counts"]["LM"] == 5 and sc["counts"]["KG"] == 1
    assert sc["ranked"] == ["LM", "KG"]
    # One free Lite Metal each for seats 0, 1, 2; seat 3's KG is 2nd (20). The pair: nobody.
    assert sc["earnings"] == [30, 30, 30, 20]
    assert s.money() == [130, 130, 130, 120]
    expect_auctioneer(s, 1)


def test_fifth_card_as_second_card_ends_season_neither_card_auctioned():
    s = game()
    _to_fourth_lm_by_double(s)
    run(s, [(0, "noadd"), (1, "add LM-open")])
    assert s.season == 1
    sc = season_scoring(s, 1)
    assert sc["counts"]["LM"] == 5
    assert sc["earnings"] == [30, 30, 30, 20]
    # Next season starts left of the player who added the season-ending card.
    expect_auctioneer(s, 2)
    assert hand(s, 1)["LM-open"] == 0


def test_fifth_card_as_first_card_of_a_double_ends_at_once():
    s = game()
    run(s, unsold(0, "LM-open", 4) + unsold(1, "LM-once", 4) + unsold(2, "LM-sealed", 4))
    run(s, unsold(3, "LM-open", 4))
    step(s, 0, "play LM-double")  # fifth Lite Metal: no second card is offered
    assert s.season == 1
    assert season_scoring(s, 1)["counts"]["LM"] == 5
    assert season_scoring(s, 1)["earnings"] == [30, 30, 30, 30]
    expect_auctioneer(s, 1)
    assert hand(s, 0)["LM-once"] == 1  # seat 0 was never asked to add it


def test_double_counts_one_when_nobody_adds_and_two_with_a_second_card():
    s = game()
    run(s, unsold(0, "LM-double", 4))
    assert season_counts(s)["LM"] == 1
    run(s, unsold(1, "LM-once", 4) + unsold(2, "LM-sealed", 4) + unsold(3, "LM-open", 4))
    assert season_counts(s)["LM"] == 4
    step(s, 0, "play LM-open")
    assert s.season == 1


# --- all hands empty: a long 3-player game that plays 63 cards in seasons 1-3 -------------

ENDERS = ["KR", "KG", "CP"]  # artist of the fifth card ending seasons 1, 2, 3


def _take(pool: Counter, artist: str, n: int) -> list[str]:
    out = []
    for card in canonical_order():
        if len(out) == n:
            break
        if card.startswith(artist) and pool[card] > 0:
            pool[card] -= 1
            out.append(card)
    assert len(out) == n, artist
    return out


def long_game(s4_cards: list[str], s3_pair: bool) -> list[Script]:
    """3 players (10/6/6 cards). Seasons 1-3 each play four cards of every artist and end on
    a fifth; every auction goes unsold. ``s4_cards`` are kept back for season 4. With
    ``s3_pair``, seat 1's first turn of season 3 is KG-double plus its own KG-sealed, so
    seat 1 uses one card more than usual in season 3 (and seat 2 one less)."""
    reserved = Counter(s4_cards) + (Counter(["KG-double", "KG-sealed"]) if s3_pair else Counter())
    pool = full_pool() - reserved
    seasons: list[Script] = []
    for season_idx, ender in enumerate(ENDERS):
        pair = season_idx == 2 and s3_pair
        per_artist = {a: _take(pool, a, 2 if pair and a == "KG" else 4) for a in ARTISTS}
        turns: list = [per_artist[a][i] for i in range(4) for a in ARTISTS
                       if i < len(per_artist[a])]
        if pair:
            turns.insert(1, "pair")
        script: Script = []
        for j, card in enumerate(turns):
            seat = j % 3
            if card == "pair":
                script += [(seat, "play KG-double"), (seat, "add KG-sealed")]
                script += [(p, "pass") for p in range(3)]
            else:
                script += unsold(seat, card, 3)
        script.append((len(turns) % 3, f"play {_take(pool, ender, 1)[0]}"))
        seasons.append(script)
    return seasons


def _play_to_season_4(s4_cards, s3_pair, s4_script, s4_hand_sizes):
    seasons = long_game(s4_cards, s3_pair)
    deck = deck_for_scripts(3, seasons + [s4_script])
    s = new_game(3, deck)
    for idx, script in enumerate(seasons):
        assert s.season == idx
        run(s, script)
    assert s.season == 3
    assert s.hand_sizes() == s4_hand_sizes
    return s


def test_last_card_held_ends_season_4_and_empty_hand_seat_is_skipped_but_bids():
    s4 = [(2, "play KR-open"), (0, "pass"), (1, "bid 5"), (2, "pass"), (0, "pass"),
          (0, "play KG-open"), (1, "pass"), (2, "pass"), (0, "pass"),
          (2, "play KR-once")]
    s = _play_to_season_4(["KR-open", "KG-open", "KR-once"], True, s4, [1, 0, 2])
    expect_auctioneer(s, 2)  # season 3 ended on seat 1's card: seat 2 starts season 4
    before = s.money()
    run(s, s4[:5])
    assert s.money() == [before[0], before[1] - 5, before[2] + 5]
    run(s, s4[5:9])
    # Seat 1 has no card: skipped as auctioneer.
    expect_auctioneer(s, 2)
    step(s, 2, "play KR-once")  # the last card any player holds: not auctioned
    assert s.is_terminal()
    assert s.to_move() == [] and s.current_player() == -1
    sc = season_scoring(s, 4)
    assert sc["counts"] == {"LM": 0, "YO": 0, "CP": 0, "KG": 1, "KR": 2}
    assert sc["ranked"] == ["KR", "KG"]
    # KR painting (seat 1) and KG painting (seat 0) only; seat 2's KR-once went to nobody.
    assert sc["earnings"][2] == 0
    assert sc["earnings"][1] == sc["values"]["KR"]
    assert sc["earnings"][0] == sc["values"]["KG"]
    assert s.money() == [before[0] + sc["values"]["KG"], before[1] - 5 + sc["values"]["KR"],
                         before[2] + 5]


def test_last_card_as_second_card_of_a_double_ends_the_season_pair_unsold():
    s4 = [(0, "play KG-open"), (1, "pass"), (2, "pass"), (0, "pass"),
          (1, "play KR-double"), (1, "noadd"), (2, "add KR-open")]
    s = _play_to_season_4(["KG-open", "KR-double", "KR-open"], False, s4, [1, 1, 1])
    expect_auctioneer(s, 0)
    before = s.money()
    run(s, s4[:6])
    assert not s.is_terminal()
    step(s, 2, "add KR-open")  # now every hand is empty: the pair is not auctioned
    assert s.is_terminal()
    sc = season_scoring(s, 4)
    assert sc["counts"]["KR"] == 2 and sc["counts"]["KG"] == 1
    assert sc["earnings"] == [sc["values"]["KG"], 0, 0]
    assert s.money() == [before[0] + sc["values"]["KG"], before[1], before[2]]


def test_cards_in_hand_are_kept_for_the_next_season():
    s = new_game(4, deck_from_deals(4, [HANDS], avoid=["LM"]))
    kept = hand(s, 2)
    run(s, unsold(0, "LM-open", 4) + unsold(1, "LM-once", 4) + unsold(2, "LM-sealed", 4))
    run(s, unsold(3, "LM-open", 4))
    step(s, 0, "play LM-double")
    kept["LM-sealed"] -= 1
    assert not (kept - hand(s, 2))  # everything seat 2 did not play is still there
    assert s.hand_sizes() == [9 - 2 + 4, 9 - 1 + 4, 9 - 1 + 4, 9 - 1 + 4]


@pytest.mark.parametrize("last", ["KR-double", "KR-fixed", "KR-sealed"])
def test_last_card_held_is_not_auctioned_whatever_its_type(last):
    s4 = [(0, "play KG-open"), (1, "pass"), (2, "pass"), (0, "pass"),
          (1, "play KR-open"), (2, "pass"), (0, "pass"), (1, "pass"),
          (2, f"play {last}")]
    s = _play_to_season_4(["KG-open", "KR-open", last], False, s4, [1, 1, 1])
    before = s.money()
    run(s, s4[:8])
    step(s, 2, f"play {last}")
    # No offer, no price, no bids: the game is over at once.
    assert s.is_terminal()
    sc = season_scoring(s, 4)
    assert sc["counts"]["KR"] == 2 and sc["counts"]["KG"] == 1
    assert sc["earnings"] == [sc["values"]["KG"], sc["values"]["KR"], 0]
    assert s.money() == [b + e for b, e in zip(before, sc["earnings"])]


# --- all hands empty before season 4: reachable with the virtual pile (9/4/4 deals) --------

def _vturn_season(cards: list[str], last: str, virtual_first: bool) -> Script:
    """virtual=turn season from seat 0: every auction unsold, seat 2 never reveals."""
    script: Script = [(2, "noreveal")] if virtual_first else []
    for j, card in enumerate(cards):
        script += unsold(j % 3, card, 3)
        if j % 3 == 2:
            script.append((2, "noreveal"))
    return script + [(len(cards) % 3, f"play {last}")]


def test_all_real_hands_empty_ends_season_2_in_the_virtual_variant():
    pool = full_pool()
    s1_cards = [c for i in range(4) for c in (_take(pool, a, 1)[0] for a in ARTISTS)]
    s1_last = _take(pool, "KR", 1)[0]  # fifth Krypto ends season 1 (seat 2 plays it)
    per_artist = {a: _take(pool, a, n) for a, n in zip(ARTISTS, (4, 4, 4, 3, 3))}
    s2_all = [per_artist[a][i] for i in range(4) for a in ARTISTS if i < len(per_artist[a])]
    s1 = _vturn_season(s1_cards, s1_last, virtual_first=False)
    s2 = _vturn_season(s2_all[:-1], s2_all[-1], virtual_first=True)
    deck = deck_for_scripts(3, [s1, s2], virtual=True)
    s = new_game(3, deck, virtual="turn")
    run(s, s1)
    assert s.season == 1
    assert s.hand_sizes() == [6, 6, 6]
    # Season 1 ended on seat 2's card: season 2 opens with the virtual player's turn.
    assert s.to_move() == [2] and set(s.legal_moves(2)) == {"reveal", "noreveal"}
    run(s, s2[:-1])
    assert s.hand_sizes() == [0, 0, 1]
    before = s.money()
    step(s, 2, s2[-1][1])  # the last card any real player holds
    assert s.season == 2  # season 2 is over although the virtual pile still has cards
    sc = season_scoring(s, 2)
    assert sc["counts"] == {"LM": 4, "YO": 4, "CP": 4, "KG": 3, "KR": 3}
    # 17 auctioned paintings went to their auctioneers; the last card went to nobody.
    assert sum(sc["earnings"]) == sum(sc["values"][c.split("-")[0]] for c in s2_all[:-1])
    assert s.money() == [b + e for b, e in zip(before, sc["earnings"])]
    assert s.vpile_size() == 9 + 4 + 4
    assert s.hand_sizes() == [4, 4, 4]
