"""Sales Office: A sign a contract (take, reveal, display refill, reshuffle), B sell a work
(sale values by star level, halves of the completed contract).

Start position: ``placed(2, places=COLONY)`` puts seat 0 on the Colony; it then goes to the
empty Sales Office. Default display: photo-FA, digital-FA, sculpture-FA, painting-FA; deck
next: photo-IV, digital-IV, sculpture-IV, painting-IV, photo-MB, ...
"""

from __future__ import annotations

import pytest
from gl_spec import (
    DEFAULT_ARTISTS,
    DEFAULT_CONTRACTS,
    at_phase,
    contract_discard,
    contracts,
    deck,
    desks,
    display,
    display_cards,
    do,
    edit,
    form_of,
    free_tokens,
    gallery,
    influence,
    legal,
    money,
    placed,
    plaza,
    rejected,
    sale_value,
    sold,
    tickets,
)

COLONY = {1: "market", 0: "colony"}
SPACES = (1, 2, 3)


def at_sales(s):
    do(s, "0: go sales", settle_end=False)
    at_phase(s, "action", 0)
    return s


def start(options=None, **setup):
    return placed(2, places=COLONY, options=options, **setup)


# ---- A: take without a reveal ------------------------------------------------------------
def test_choices_reveal_or_take_any_display_card_onto_any_usable_space():
    s = at_sales(start())
    expected = ["reveal"] + [f"take {c} {sp}" for c in DEFAULT_CONTRACTS[:4] for sp in SPACES]
    assert sorted(legal(s)) == sorted(expected)
    rejected(s, "notake")  # taking is optional only after a reveal


@pytest.mark.parametrize("space,ticket", [(1, "investor"), (2, "vip")])
def test_take_onto_an_empty_space_gives_its_ticket(space, ticket):
    s = at_sales(start())
    do(s, f"take digital-FA {space}", settle_end=False)
    at_phase(s, "after", 0)
    assert tickets(s, 0) == {"investor": 0, "vip": 0, "collector": 0, ticket: 1}
    assert contracts(s, 0)[space - 1] == ("digital-FA", "front", False)


def test_take_onto_the_right_space_gives_a_ticket_of_any_colour():
    s = at_sales(start())
    do(s, "take digital-FA 3", settle_end=False)
    at_phase(s, "ticket-colour", 0)
    assert sorted(legal(s)) == ["tickets collector", "tickets investor", "tickets vip"]
    do(s, "tickets collector")
    assert tickets(s, 0)["collector"] == 1


def test_emptied_display_space_is_refilled_at_the_end_of_the_turn():
    s = at_sales(start())
    do(s, "take photo-FA 1", "end", settle_end=False)
    # end-of-turn refill: space 1 is empty, one card is dealt onto it
    assert s.is_chance()
    outs = s.chance_outcomes()
    assert len(outs) == 16
    assert all(abs(p - 1 / 16) < 1e-12 for _o, p in outs)
    assert s.chance_outcome() == "deal photo-IV"
    s.apply("deal painting-C")  # any listed outcome: swapped to the head of the deck
    assert display_cards(s)[0] == ["painting-C"]
    assert len(deck(s)) == 15 and "painting-C" not in deck(s)
    at_phase(s, "turn", 1)


def test_uncompleted_contract_blocks_its_space_completed_one_is_replaced():
    s = start()
    s = edit(s, lambda e: (e.contract_to(0, 1, "photo-IV"),
                           e.contract_to(0, 2, "digital-IV", face="IB", assistant=True)))
    at_sales(s)
    spaces = {m.split()[2] for m in legal(s) if m.startswith("take")}
    assert spaces == {"2", "3"}
    d = desks(s, 0)
    do(s, "take sculpture-FA 2", settle_end=False)
    at_phase(s, "after", 0)
    # the completed card is discarded, its assistant goes home, no ticket for the space
    assert contracts(s, 0)[1] == ("sculpture-FA", "front", False)
    assert "digital-IV" in contract_discard(s)
    assert desks(s, 0) == d + 1
    assert tickets(s, 0) == {"investor": 0, "vip": 0, "collector": 0}


def test_no_usable_space_leaves_only_the_reveal_then_no_take():
    s = start()
    s = edit(s, lambda e: [e.contract_to(0, i + 1, c) for i, c in
                           enumerate(("photo-IV", "digital-IV", "sculpture-IV"))])
    at_sales(s)
    assert legal(s) == ["reveal"]
    do(s, "reveal")
    at_phase(s, "take", 0)
    assert legal(s) == ["notake"]


# ---- A: reveal ---------------------------------------------------------------------------
def test_reveal_deals_four_cards_left_to_right_then_take_is_optional():
    s = at_sales(start())
    do(s, "reveal", settle_end=False)
    dealt = []
    for _ in range(4):
        assert s.is_chance()
        outs = s.chance_outcomes()
        assert len(outs) == 16 - len(dealt)
        o = s.chance_outcome()
        dealt.append(o.split()[1])
        s.apply(o)
    assert dealt == DEFAULT_CONTRACTS[4:8]
    assert display_cards(s) == [[a, b] for a, b in zip(DEFAULT_CONTRACTS[:4], dealt)]
    at_phase(s, "take", 0)
    # contract_take=any: covered cards too
    takes = {m.split()[1] for m in legal(s) if m.startswith("take")}
    assert takes == set(DEFAULT_CONTRACTS[:8])
    assert "notake" in legal(s)
    do(s, "notake", settle_end=False)
    at_phase(s, "after", 0)
    assert contracts(s, 0) == [None, None, None]


def test_take_a_covered_card_with_contract_take_any():
    s = at_sales(start())
    do(s, "reveal", "take digital-FA 1", settle_end=False)
    assert display_cards(s)[1] == ["digital-IV"]
    assert contracts(s, 0)[0] == ("digital-FA", "front", False)


def test_contract_take_top_allows_only_visible_cards():
    s = at_sales(start(options={"contract_take": "top"}))
    do(s, "reveal")
    takes = {m.split()[1] for m in legal(s) if m.startswith("take")}
    assert takes == set(DEFAULT_CONTRACTS[4:8])
    rejected(s, "take photo-FA 1")


def test_reveal_with_an_empty_deck_reshuffles_display_and_discard_and_deals_four():
    s = start()
    s = edit(s, lambda e: e.deck_to_discard(16))
    assert deck(s) == [] and len(contract_discard(s)) == 16
    at_sales(s)
    do(s, "reveal", settle_end=False)
    assert s.is_chance()
    outs = s.chance_outcomes()
    assert len(outs) == 20 and all(abs(p - 1 / 20) < 1e-12 for _o, p in outs)
    do(s, settle_end=True)
    at_phase(s, "take", 0)
    assert [len(sp) for sp in display_cards(s)] == [1, 1, 1, 1]
    assert len(deck(s)) == 16 and contract_discard(s) == set()


def test_deck_running_out_during_a_reveal_reshuffles_including_cards_just_dealt():
    s = start()
    s = edit(s, lambda e: e.deck_to_discard(14))
    assert len(deck(s)) == 2
    at_sales(s)
    do(s, "reveal")  # 2 dealt, then rebuilt from 6 display cards + 14 discarded
    at_phase(s, "take", 0)
    assert [len(sp) for sp in display_cards(s)] == [1, 1, 1, 1]
    assert len(deck(s)) == 16 and contract_discard(s) == set()


def test_refill_with_an_empty_deck_rebuilds_it_and_deals_a_fresh_display():
    s = start()
    s = edit(s, lambda e: e.deck_to_discard(16))
    at_sales(s)
    do(s, "take photo-FA 1", "end")
    at_phase(s, "turn", 1)
    # the 3 display cards and 16 discarded: 19 shuffled, 4 dealt, one per space
    assert [len(sp) for sp in display_cards(s)] == [1, 1, 1, 1]
    assert len(deck(s)) == 15


def test_taking_a_covered_cards_cover_leaves_the_space_filled_no_refill():
    s = at_sales(start())
    do(s, "reveal", "take photo-IV 1", "end", settle_end=False)
    assert not s.is_chance()
    assert display_cards(s)[0] == ["photo-FA"]


# ---- B: sell ---------------------------------------------------------------------------
def seller(artist="photo-blue", start_fame=None, fame_value=5, space=1, contract=None,
           gallery_visitors=(), assistant=False):
    """Seat 0 on the Colony with one work of ``artist`` displayed and a front-up contract
    of its form on ``space``; then goes to Sales."""
    artists = dict(DEFAULT_ARTISTS)
    if start_fame is not None:
        artists[artist] = start_fame
    s = start(artists=artists)
    form = form_of(artist)

    def prepare(e):
        if artist != "photo-blue":
            e.discover(artist, artists[artist])
        e.fame_to(artist, fame_value)
        e.display_work(0, artist)
        e.contract_to(0, space, contract or f"{form}-IV", assistant=assistant)
        for kind, where_from in gallery_visitors:
            e.move_visitors(kind, where_from, ("gallery", 0), 1)
    return at_sales(edit(s, prepare))


def test_sell_gains_the_sale_value_returns_the_token_and_counts_the_sale():
    s = seller(fame_value=5)  # photo-blue start 1: fame 5 is 2 stars, $8
    assert "sell photo-blue 1" in legal(s)
    tok = free_tokens(s, "photo-blue")
    do(s, "sell photo-blue 1", settle_end=False)
    assert money(s, 0) == 10 + 8
    assert sold(s, 0)["photo"] == 1 and display(s, 0) == []
    assert free_tokens(s, "photo-blue") == tok + 1
    # nobody in the gallery: the player picks the half
    at_phase(s, "half", 0)
    assert sorted(legal(s)) == ["half IB", "half MB"]
    do(s, "half MB", settle_end=False)
    assert contracts(s, 0)[0] == ("photo-IV", "MB", False)
    assert influence(s, 0) == 10 and money(s, 0) == 18  # the back bonus is not gained now


@pytest.mark.parametrize("sent,half", [("vip", "IB"), ("investor", "MB")])
def test_visitor_sent_from_the_gallery_fixes_the_half(sent, half):
    s = seller(gallery_visitors=[("vip", "plaza"), ("investor", "plaza")])
    do(s, "sell photo-blue 1", settle_end=False)
    at_phase(s, "send", 0)
    assert sorted(legal(s)) == ["send investor", "send vip"]
    p = plaza(s)[sent]
    do(s, f"send {sent}", settle_end=False)
    assert plaza(s)[sent] == p + 1 and gallery(s, 0)[sent] == 0
    at_phase(s, "after", 0)
    assert contracts(s, 0)[0] == ("photo-IV", half, False)


def test_collector_sent_leaves_the_half_to_the_player():
    s = seller(gallery_visitors=[("collector", "plaza")])
    do(s, "sell photo-blue 1", settle_end=False)
    at_phase(s, "send", 0)
    assert legal(s) == ["send collector"]
    do(s, "send collector", settle_end=False)
    at_phase(s, "half", 0)
    do(s, "half IB", settle_end=False)
    assert contracts(s, 0)[0] == ("photo-IV", "IB", False)


def test_assistant_on_a_sold_through_contract_goes_home():
    s = seller(assistant=True)
    d = desks(s, 0)
    do(s, "sell photo-blue 1", "half IB")
    assert desks(s, 0) == d + 1
    assert contracts(s, 0)[0] == ("photo-IV", "IB", False)


def test_sell_needs_a_front_up_contract_of_the_same_form():
    s = seller(contract="digital-IV")
    assert not any(m.startswith("sell") for m in legal(s))
    s = start()
    s = edit(s, lambda e: (e.display_work(0, "photo-blue"),
                           e.contract_to(0, 1, "photo-IV", face="MB")))
    at_sales(s)
    assert not any(m.startswith("sell") for m in legal(s))


def test_sell_takes_the_leftmost_work_of_the_artist_and_shifts_left():
    s = start()

    def prepare(e):
        e.discover("digital-blue")
        e.display_work(0, "photo-blue", "0x")
        e.display_work(0, "digital-blue")
        e.display_work(0, "photo-blue", "1xx")
        e.contract_to(0, 1, "photo-IV")
    s = at_sales(edit(s, prepare))
    do(s, "sell photo-blue 1", "half IB")
    assert [w for w, _a in display(s, 0)] == [display(s, 0)[0][0], "photo/1xx"]
    assert [a for _w, a in display(s, 0)] == ["digital-blue", "photo-blue"]


# Sale value by star level, every star band of every artist tile, both ends.
def _sale_cases():
    cases = []
    bands = {
        ("photo-blue", 1): [1, 2, 4, 5, 7, 8, 10, 11, 14, 15, 18, 19],
        ("photo-blue", 4): [4, 5, 6, 8, 9, 11, 12, 14, 15, 18],
        ("photo-red", 5): [5, 6, 8, 9, 11, 12, 14, 15, 18, 19],
        ("photo-red", 8): [8, 9, 11, 12, 14, 15, 18],
        ("sculpture-blue", 3): [3, 4, 5, 7, 8, 10, 11, 14, 15, 18],
        ("sculpture-blue", 5): [5, 6, 8, 9, 11, 12],
        ("sculpture-red", 7): [7, 8, 9, 11, 12, 14, 15],
        ("sculpture-red", 10): [10, 11, 12, 14, 15, 18, 19],
        ("digital-blue", 1): [1, 2, 5, 8, 11, 15],
        ("painting-red", 10): [10, 12, 15],
    }
    for (artist, st), fames in bands.items():
        for f in fames:
            cases.append((artist, st, f))
    return cases


@pytest.mark.parametrize("artist,start_fame,fame_value", _sale_cases())
def test_sale_value_by_star_level(artist, start_fame, fame_value):
    s = seller(artist, start_fame, fame_value)
    do(s, f"sell {artist} 1", settle_end=False)
    # $2 / $5 / $8 / $11 / $14 / $17 for 0..5 stars, $20 for a celebrity
    assert money(s, 0) == 10 + sale_value(artist, start_fame, fame_value)


def test_sale_value_examples_written_out():
    # photo-blue (start 4, the Japanese guide's example): 1 star at 4, 2 stars at 6
    assert sale_value("photo-blue", 4, 4) == 5 and sale_value("photo-blue", 4, 6) == 8
    assert sale_value("sculpture-red", 10, 10) == 11
    assert sale_value("photo-blue", 1, 1) == 2
    assert sale_value("painting-red", 7, 19) == 20
