"""End-of-turn steps: the opening reputation tile (display slot 3), the contract display
refill (order: tile first), and intermediate scoring (on/off, once, after kick-outs)."""

from __future__ import annotations

import pytest
from gl_spec import (
    at_phase,
    desks,
    display,
    do,
    edit,
    fame,
    influence,
    legal,
    lobby,
    money,
    opening_tile,
    placed,
    plaza,
    rep_boxed,
    rep_spaces,
    tickets,
)

COLONY = {1: "market", 0: "colony"}


def two_displayed(e):
    """Seat 0 displays two works: the next purchase fills display slot 3."""
    e.discover("digital-blue")
    e.display_work(0, "photo-blue")
    e.display_work(0, "digital-blue")


def buy_third(s):
    do(s, "0: go colony", "buy photo-blue", "cash 0", "fame 0", settle_end=False)
    at_phase(s, "after", 0)
    assert len(display(s, 0)) == 3
    return s


def test_opening_tile_awarded_at_the_end_of_the_turn_then_a_lobby_visitor_leaves():
    s = edit(placed(2), two_displayed)
    assert opening_tile(s, 0) == 10  # the Sales Office's tile, taken at placement
    buy_third(s)
    assert opening_tile(s, 0) == 10  # not yet: only at the end of the turn
    do(s, "end", settle_end=False)
    at_phase(s, "space", 0)
    assert sorted(legal(s)) == sorted(f"space {b}" for b in ("F", "FA", "MB", "T2", "IB", "V"))
    do(s, "space IB", settle_end=False)
    assert rep_spaces(s, 0) == {"IB": 10} and opening_tile(s, 0) is None
    at_phase(s, "send", 0)
    assert legal(s) == ["send investor"]
    p = plaza(s)["investor"]
    do(s, "send investor")
    assert plaza(s)["investor"] == p + 1 and lobby(s, 0)["investor"] == 0
    at_phase(s, "turn", 1)


def test_opening_tile_bonus_is_gained():
    s = edit(placed(2), lambda e: (two_displayed(e), e.gallery_to(0, investor=2)))
    buy_third(s)
    do(s, "end", "space MB", "send investor")
    assert money(s, 0) == 10 - 1 + 4  # paid $1, MB: $2 per investor


def test_opening_tile_without_lobby_visitors_sends_nobody():
    s = edit(placed(2), lambda e: (two_displayed(e), e.lobby_to(0)))
    buy_third(s)
    do(s, "end", "space FA", settle_end=True)
    at_phase(s, "turn", 1)


def test_opening_tile_boxed_when_no_reputation_space_is_empty():
    def prepare(e):
        two_displayed(e)
        for sp, tile in zip(("F", "FA", "MB", "T2", "IB", "V"), (9, 11, 13, 14, 15, 16)):
            e.rep_tile_to(0, sp, tile)
    s = edit(placed(2), prepare)
    buy_third(s)
    do(s, "end")
    at_phase(s, "turn", 1)
    assert opening_tile(s, 0) is None and 10 in rep_boxed(s)


def test_no_opening_tile_decision_when_slot_3_is_not_filled():
    s = placed(2)
    do(s, "0: go colony", "buy photo-blue", "cash 0", "fame 0", "end")
    at_phase(s, "turn", 1)
    assert opening_tile(s, 0) == 10


def test_opening_tile_comes_before_the_display_refill():
    # Seat 0 first uses a C contract (Sales Office action A): takes a display card, leaving
    # display space 2 empty; then buys its third work. End of turn: the tile first, then
    # the refill deal.
    s = edit(placed(2), lambda e: (two_displayed(e), e.contract_to(0, 1, "photo-C")))
    do(s, "0: contract 1 desk", settle_end=False)
    at_phase(s, "contract", 0)
    do(s, "take digital-FA 2", settle_end=False)
    at_phase(s, "turn", 0)
    do(s, "go colony", "buy photo-blue", "cash 0", "fame 0", settle_end=False)
    # executive action already taken: no `after`; the end steps begin with the tile
    at_phase(s, "space", 0)
    do(s, "space T2", "tickets investor vip", "send investor", settle_end=False)
    assert s.is_chance() and s.chance_outcomes()[0][0].startswith("deal")


# ---- intermediate scoring ---------------------------------------------------------------
def galleries(e):
    e.gallery_to(0, vip=1, investor=1)           # IB +2, MB +$2
    e.gallery_to(1, investor=2, collector=1)     # IB +1, MB +$5
    e.booth_to_discard("investor", 9)            # one brown ticket left in the booth


def test_intermediate_scoring_when_a_booth_colour_runs_out():
    s = edit(placed(2, places=COLONY), galleries)
    assert s.scoring()["intermediate"] is None
    do(s, "0: go sales", "take photo-FA 1", "end")  # the last brown ticket
    at_phase(s, "turn", 1)
    assert money(s, 0) == 10 + 2 and influence(s, 0) == 10 + 2
    assert money(s, 1) == 10 + 5 and influence(s, 1) == 10 + 1
    inter = s.scoring()["intermediate"]
    assert inter["round"] == 1 and inter["seat"] == 0
    assert inter["money"] == [2, 5] and inter["influence"] == [2, 1]


def test_intermediate_scoring_off():
    s = edit(placed(2, places=COLONY, options={"intermediate_scoring": "off"}), galleries)
    do(s, "0: go sales", "take photo-FA 1", "end")
    assert s.money() == [10, 10] and s.influence() == [10, 10]
    assert s.scoring()["intermediate"] is None


def test_intermediate_scoring_only_once():
    s = edit(placed(2, places=COLONY), galleries)
    do(s, "0: go sales", "take photo-FA 1", "end")
    first = s.scoring()["intermediate"]
    s = edit(s, lambda e: e.booth_to_discard("vip", 9))  # one pink ticket left
    before = (s.money(), s.influence())
    # seat 1 takes the last pink ticket (kicking seat 0, who passes): no second scoring
    do(s, "1: go sales", "take digital-FA 2", "end", "0: pass")
    at_phase(s, "turn", 0)
    assert (s.money(), s.influence()) == before
    assert s.scoring()["intermediate"] == first


def test_intermediate_scoring_counts_galleries_after_the_kickout_action():
    # Seat 0 kicks seat 1 off the Market and takes the last brown ticket (T1); seat 1's
    # kick-out action brings a VIP into its gallery before the scoring: IB 2 + 1 = 3.
    def prepare(e):
        galleries(e)
        e.give_tickets(1, "vip", 1)
    s = edit(placed(2), prepare)
    do(s, "0: go market", "auction left 1 desk", "cash 0", "tickets investor", "end")
    at_phase(s, "kickout", 1)
    assert s.scoring()["intermediate"] is None
    do(s, "1: ticket vip lobby", "done")
    inter = s.scoring()["intermediate"]
    assert inter["influence"] == [2, 3] and inter["money"] == [2, 5]


# ---- the six reputation spaces and their bonuses ------------------------------------------
@pytest.mark.parametrize("space", ["F", "FA", "MB", "T2", "IB", "V"])
def test_each_reputation_space_gives_its_bonus(space):
    # Seat 0's opening tile goes onto `space`. Gallery: 1 investor, 1 VIP, 1 collector
    # (IB +3 influence, MB +$3).
    def prepare(e):
        two_displayed(e)
        e.gallery_to(0, investor=1, vip=1, collector=1)
    s = edit(placed(2), prepare)
    buy_third(s)
    before_money, before_infl = money(s, 0), influence(s, 0)
    before_desks, before_lobby = desks(s, 0), lobby(s, 0)
    before_fame = fame(s, "photo-blue")
    do(s, "end", f"space {space}", settle_end=False)
    if space == "F":
        at_phase(s, "boost", 0)
        assert sorted(legal(s)) == ["boost digital-blue", "boost photo-blue"]
        do(s, "boost photo-blue", "fame 0", settle_end=False)
        assert fame(s, "photo-blue") == before_fame + 1
    elif space == "T2":
        at_phase(s, "ticket-colour", 0)
        do(s, "tickets vip collector", settle_end=False)
        assert tickets(s, 0)["vip"] == 1 and tickets(s, 0)["collector"] == 1
    elif space == "V":
        at_phase(s, "visitor", 0)
        do(s, "visitor vip", settle_end=False)
        assert lobby(s, 0)["vip"] == before_lobby["vip"] + 1
    at_phase(s, "send", 0)
    assert money(s, 0) == before_money + (3 if space == "MB" else 0)
    assert influence(s, 0) == before_infl + (3 if space == "IB" else 0)
    assert desks(s, 0) == before_desks + (1 if space == "FA" else 0)
    assert rep_spaces(s, 0) == {space: 10}
