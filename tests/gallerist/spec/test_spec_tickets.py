"""Tickets and visitors: the booth and its discard pile, the collector limit everywhere
(tickets, VB), and the visitor bonuses V, VB and IV."""

from __future__ import annotations

from gl_spec import (
    at_phase,
    booth,
    contracts,
    do,
    edit,
    gallery,
    legal,
    lobby,
    placed,
    plaza,
    rejected,
    ticket_discard,
    tickets,
)

COLONY = {1: "market", 0: "colony"}


def at_sales(s):
    do(s, "0: go sales", settle_end=False)
    at_phase(s, "action", 0)
    return s


# ---- the booth ------------------------------------------------------------------------
def test_missing_colour_with_other_tickets_in_the_booth_asks_which_to_discard():
    s = edit(placed(2, places=COLONY), lambda e: e.booth_to_discard("vip"))
    at_sales(s)
    do(s, "take digital-FA 2", settle_end=False)  # middle space: a pink ticket
    at_phase(s, "booth", 0)
    assert sorted(legal(s)) == ["discard collector", "discard investor"]
    do(s, "discard collector", settle_end=False)
    assert tickets(s, 0)["vip"] == 1
    assert booth(s) == {"investor": 10, "vip": 0, "collector": 9}
    assert ticket_discard(s) == {"investor": 0, "vip": 9, "collector": 1}


def test_empty_booth_takes_from_the_discard_pile_directly():
    def prepare(e):
        for k in ("investor", "vip", "collector"):
            e.booth_to_discard(k)
    s = at_sales(edit(placed(2, places=COLONY), prepare))
    do(s, "take digital-FA 2", settle_end=False)
    at_phase(s, "after", 0)
    assert tickets(s, 0)["vip"] == 1 and ticket_discard(s)["vip"] == 9


def test_colour_nowhere_yields_nothing_and_discards_nothing():
    s = edit(placed(2, places=COLONY), lambda e: e.give_tickets(1, "vip", 10))
    at_sales(s)
    do(s, "take digital-FA 2", settle_end=False)
    at_phase(s, "after", 0)
    assert tickets(s, 0)["vip"] == 0
    assert booth(s) == {"investor": 10, "vip": 0, "collector": 10}
    assert ticket_discard(s) == {"investor": 0, "vip": 0, "collector": 0}


def test_a_colour_that_yields_nothing_may_still_be_named():
    s = edit(placed(2, places=COLONY), lambda e: e.give_tickets(1, "vip", 10))
    at_sales(s)
    do(s, "take digital-FA 3", settle_end=False)
    at_phase(s, "ticket-colour", 0)
    assert "tickets vip" in legal(s)
    do(s, "tickets vip", settle_end=False)
    assert tickets(s, 0) == {"investor": 0, "vip": 0, "collector": 0}


def test_used_tickets_go_to_the_discard_pile_never_back_to_the_booth():
    s = edit(placed(2), lambda e: e.give_tickets(0, "investor", 2))
    do(s, "0: ticket investor plaza", "ticket investor lobby", "done")
    assert booth(s)["investor"] == 8 and ticket_discard(s)["investor"] == 2
    assert gallery(s, 0)["investor"] == 1 and lobby(s, 0)["investor"] == 1


# ---- the collector limit -----------------------------------------------------------------
def test_first_collector_may_enter_a_gallery_with_no_sales():
    s = edit(placed(2), lambda e: (e.give_tickets(0, "collector", 2),
                                   e.lobby_to(0, collector=2)))
    assert "ticket collector lobby" in legal(s)
    do(s, "0: ticket collector lobby")
    assert gallery(s, 0)["collector"] == 1
    # col(p) < sold(p) + 1 no longer holds (1 < 1): the second may not enter
    rejected(s, "ticket collector lobby")
    assert "ticket collector lobby" not in legal(s)


def test_each_sale_raises_the_collector_limit():
    def prepare(e):
        e.give_tickets(0, "collector", 2)
        e.lobby_to(0, collector=2)
        e.gallery_to(0, collector=1)
        e.sold_work(0, "photo")
    s = edit(placed(2), prepare)
    assert "ticket collector lobby" in legal(s)  # 1 < 1 + 1
    do(s, "0: ticket collector lobby")
    assert gallery(s, 0)["collector"] == 2
    assert "ticket collector lobby" not in legal(s)


def test_vb_collector_over_the_limit_goes_to_the_lobby():
    def prepare(e):
        e.gallery_to(0, collector=1)
        e.contract_to(0, 1, "photo-VB")
    s = edit(placed(2), prepare)
    do(s, "0: contract 1 desk", settle_end=False)
    assert s.is_chance()
    kinds = {o.split()[1] for o, _p in s.chance_outcomes()}
    assert "collector" in kinds
    s.apply("draw collector")
    assert gallery(s, 0)["collector"] == 1 and lobby(s, 0)["collector"] == 1
    at_phase(s, "turn", 0)
    assert contracts(s, 0)[0] == ("photo-VB", "front", True)


def test_vb_visitor_goes_into_the_gallery():
    s = edit(placed(2), lambda e: e.contract_to(0, 1, "photo-VB"))
    do(s, "0: contract 1 desk", settle_end=False)
    s.apply("draw vip")
    assert gallery(s, 0)["vip"] == 1


def test_vb_with_an_empty_bag_gives_nothing():
    s = edit(placed(2), lambda e: (e.contract_to(0, 1, "photo-VB"), e.empty_bag()))
    g = gallery(s, 0)
    do(s, "0: contract 1 desk", settle_end=False)
    at_phase(s, "turn", 0)
    assert gallery(s, 0) == g


def test_iv_moves_a_plaza_investor_or_vip_into_the_gallery():
    s = edit(placed(2), lambda e: e.contract_to(0, 1, "photo-IV"))
    do(s, "0: contract 1 desk", settle_end=False)
    at_phase(s, "visitor", 0)
    assert sorted(legal(s)) == ["visitor investor", "visitor vip"]  # no collector
    pv = plaza(s)["vip"]
    do(s, "visitor vip", settle_end=False)
    assert gallery(s, 0)["vip"] == 1 and plaza(s)["vip"] == pv - 1


def test_iv_without_plaza_investor_or_vip_gives_nothing():
    def prepare(e):
        e.contract_to(0, 1, "photo-IV")
        for k in ("investor", "vip"):
            n = e.get("plaza", ("investor", "vip").index(k))
            e.move_visitors(k, "plaza", ("lobby", 1), n)
    s = edit(placed(2), prepare)
    do(s, "0: contract 1 desk", settle_end=False)
    at_phase(s, "turn", 0)
