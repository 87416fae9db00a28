"""Rules: hidden information. Only hands and the deck (and the virtual pile) are hidden;
money and every auction are public. A seat's observation must not depend on anything else."""

from __future__ import annotations

from ma_rules import (
    deck_from_deals,
    hand,
    new_game,
    run,
    sold,
    step,
    unsold,
)

HANDS = [
    ["LM-open", "YO-open", "KR-double", "CP-sealed"],
    ["YO-once", "KG-open"],
    ["CP-open", "KR-open"],
    ["KG-once", "LM-once"],
]
PUBLIC_SCRIPT = (sold(0, 2, 4, "LM-open", 7) + unsold(1, "YO-once", 4)
                 + [(2, "play CP-open"), (3, "pass"), (0, "bid 3"), (1, "pass"), (2, "pass"),
                    (3, "pass")]
                 + unsold(3, "KG-once", 4))


def two_decks(swap_seat_a: int, swap_seat_b: int):
    """Two decks with the same scripted cards; the fillers of two seats' hands differ."""
    deck_a = deck_from_deals(4, [HANDS])
    deck_b = list(deck_a)
    ia = swap_seat_a * 9 + 8  # last (filler) card of each seat's season-1 deal
    ib = swap_seat_b * 9 + 8
    assert deck_b[ia] != deck_b[ib]
    deck_b[ia], deck_b[ib] = deck_b[ib], deck_b[ia]
    return deck_a, deck_b


def other_hands_differ(a, b, seat):
    return any(hand(a, p) != hand(b, p) for p in range(4) if p != seat)


def test_other_hands_do_not_show_in_an_observation():
    deck_a, deck_b = two_decks(1, 3)
    a, b = new_game(4, deck_a), new_game(4, deck_b)
    assert other_hands_differ(a, b, 0)
    for seat, move in [(None, None)] + PUBLIC_SCRIPT:
        if move is not None:
            step(a, seat, move)
            step(b, seat, move)
        for observer in (0, 2):
            assert a.observation_string(observer) == b.observation_string(observer)
            assert a.observation(observer) == b.observation(observer)
    # Seat 1 sees its own hand, which differs.
    assert a.observation_string(1) != b.observation_string(1)


def test_undealt_deck_order_does_not_show():
    deck_a = deck_from_deals(4, [HANDS])
    deck_b = deck_a[:36] + list(reversed(deck_a[36:]))
    assert deck_a != deck_b
    a, b = new_game(4, deck_a), new_game(4, deck_b)
    run(a, PUBLIC_SCRIPT)
    run(b, PUBLIC_SCRIPT)
    for seat in range(4):
        assert a.observation_string(seat) == b.observation_string(seat)
        assert a.observation(seat) == b.observation(seat)


def test_public_facts_are_in_every_observation():
    deck_a = deck_from_deals(4, [HANDS])
    a = new_game(4, deck_a)
    b = new_game(4, deck_a)
    run(a, sold(0, 2, 4, "LM-open", 7))
    run(b, sold(0, 2, 4, "LM-open", 8))
    # The price paid is public: every seat's observation differs.
    for seat in range(4):
        assert a.observation_string(seat) != b.observation_string(seat)
        assert a.observation(seat)["money"] == a.money()
    # So is who bought what.
    c = new_game(4, deck_a)
    run(c, sold(0, 3, 4, "LM-open", 7))
    for seat in (1,):
        assert c.observation_string(seat) != a.observation_string(seat)


def test_virtual_pile_order_is_hidden_until_revealed():
    hands = [["LM-open"], ["YO-open"], ["CP-open"]]
    pile_a = ["KR-open", "KG-open", "KR-once"]
    pile_b = ["KR-open", "KR-once", "KG-open"]
    a = new_game(3, deck_from_deals(3, [hands + [pile_a]], virtual=True), virtual="turn")
    b = new_game(3, deck_from_deals(3, [hands + [pile_b]], virtual=True), virtual="turn")
    script = (unsold(0, "LM-open", 3) + unsold(1, "YO-open", 3) + unsold(2, "CP-open", 3)
              + [(2, "reveal")])
    for seat, move in [(None, None)] + script:
        if move is not None:
            step(a, seat, move)
            step(b, seat, move)
        for observer in range(3):
            assert a.observation_string(observer) == b.observation_string(observer)
    # The revealed card is public.
    c = new_game(3, deck_from_deals(3, [hands + [pile_a[1:] + pile_a[:1]]], virtual=True),
                 virtual="turn")
    run(c, script)
    assert c.observation_string(0) != a.observation_string(0)


def test_determinize_keeps_the_observation_and_resamples_hidden_cards():
    a = new_game(4, deck_from_deals(4, [HANDS]))
    run(a, PUBLIC_SCRIPT[:12])
    seen_other_hands = set()
    for seed in range(8):
        d = a.determinize(0, seed)
        assert d.observation_string(0) == a.observation_string(0)
        assert d.observation(0) == a.observation(0)
        assert hand(d, 0) == hand(a, 0)
        assert d.hand_sizes() == a.hand_sizes()
        assert d.money() == a.money()
        seen_other_hands.add(tuple(tuple(sorted(d.hand(p))) for p in (1, 2, 3)))
    assert len(seen_other_hands) > 1  # hidden cards are really resampled
