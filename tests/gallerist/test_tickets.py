"""Tickets, visitor movement and the collector limit; the executive actions; every bonus
code (rules: Tickets, Executive actions, bonus table, Terms)."""

from __future__ import annotations

import pytest
from gl_rules import Board, assert_rejected, new, obs, place, play, settle

WORKS = {
    f: ["0v", "0x", "0x", "0i", "1xx", "1v+ic", "1i+vc", "2xx"]
    for f in ("photo", "digital", "sculpture", "painting")
}


def started(edit=None, **setup):
    setup.setdefault("works", WORKS)
    s = new(2, seed=12, start_player=0, discovered="digital-blue", **setup)
    place(s, ["sales", "media"])
    b = Board(s).empty_gallery_and_lobby(0).empty_gallery_and_lobby(1)
    if edit:
        edit(b)
    return b.build()


def gain_t1(edit, colour):
    """Seat 0 gains one T1 ticket of `colour` (through a contract's right space)."""
    s = started(edit)
    play(s, 0, "go sales")
    play(s, 0, f"take {obs(s)['contract_display'][0][0]} 3")
    play(s, 0, f"tickets {colour}")
    return s


def test_booth_lacking_the_colour_swaps_through_the_discard_pile():
    def edit(b):
        b.tickets("vip", "booth", "discard", 10)  # no vip left in the booth, 10 discarded

    s = gain_t1(edit, "vip")
    assert s.phase() == "booth" and s.legal_moves() == ["discard investor", "discard collector"]
    play(s, 0, "discard collector")
    o = obs(s)
    assert o["seats"][0]["tickets"]["vip"] == 1
    assert o["booth"] == {"investor": 10, "vip": 0, "collector": 9}
    assert o["ticket_discard"] == {"investor": 0, "vip": 9, "collector": 1}


def test_colour_missing_everywhere_yields_nothing():
    s = gain_t1(lambda b: b.tickets("vip", "booth", ("seat", 1), 10), "vip")
    o = obs(s)
    assert (
        o["seats"][0]["tickets"]["vip"] == 0 and o["booth"]["investor"] == 10
    )  # nothing discarded
    assert s.phase() == "after"


def test_empty_booth_takes_from_the_discard_pile():
    def edit(b):
        for k in ("investor", "collector"):
            b.tickets(k, "booth", ("seat", 1), 10)
        b.tickets("vip", "booth", "discard", 10)

    s = gain_t1(edit, "vip")
    o = obs(s)
    assert o["seats"][0]["tickets"]["vip"] == 1 and o["ticket_discard"]["vip"] == 9


def test_ticket_steps_along_the_path():
    def edit(b):
        b.visitor("vip", "bag", ("lobby", 1)).visitor("vip", "bag", "plaza")
        b.tickets("vip", "booth", ("seat", 0), 3)

    s = started(edit)
    before = obs(s)
    # Seat 1's lobby -> plaza -> own lobby -> own gallery: one step per ticket.
    assert {"ticket vip lobby1", "ticket vip plaza"} <= set(s.legal_moves())
    play(s, 0, "ticket vip lobby1")
    play(s, 0, "ticket vip plaza")
    play(s, 0, "ticket vip lobby")
    o = obs(s)
    assert o["seats"][1]["lobby"]["vip"] == 0 and o["seats"][0]["gallery"]["vip"] == 1
    assert o["plaza"]["vip"] == before["plaza"]["vip"]
    assert o["seats"][0]["tickets"]["vip"] == 0
    # Used tickets go to the discard pile, never back to the booth.
    assert o["ticket_discard"]["vip"] == 3 and o["booth"] == before["booth"]
    assert s.legal_moves() == ["done"]
    assert_rejected(s, "ticket vip plaza")


def test_collector_limit_sold_plus_one():
    def edit(b):
        b.visitor_any("collector", ("gallery", 0)).visitor_any("collector", ("lobby", 0))
        b.tickets("collector", "booth", ("seat", 0))

    s = started(edit)
    assert "ticket collector lobby" not in s.legal_moves()  # 1 collector, 0 sold: full
    s = started(lambda b: edit(b) or b.sold(0, "photo/0i"))
    assert "ticket collector lobby" in s.legal_moves()  # 1 sold: room for a second


def contract_bonus(card, face=0, edit=None):
    """Seat 0 uses the bonus of `card` on its contract space 1 (executive action first)."""

    def full(b):
        b.contract(0, 0, card, face=face)
        if edit:
            edit(b)

    s = started(full)
    play(s, 0, "contract 1 desk")
    return s


def test_contract_bonus_assistant_stays_on_the_card():
    s = contract_bonus("photo-MB", edit=lambda b: b.visitor("investor", "bag", ("gallery", 0), 2))
    o = obs(s)
    assert o["seats"][0]["money"] == 14  # MB: $2 per investor
    assert o["seats"][0]["contracts"][0]["assistant"] and o["seats"][0]["desks"] == 1
    assert s.phase() == "turn" and not any(m.startswith("contract") for m in s.legal_moves())


def test_back_half_bonus():
    s = contract_bonus("photo-C", face=1, edit=lambda b: b.visitor("vip", "bag", ("gallery", 0), 2))
    assert obs(s)["seats"][0]["influence"] == 14  # IB half: +2 per VIP


def test_free_assistant_bonus():
    s = contract_bonus("photo-FA")
    p = obs(s)["seats"][0]
    # The card's assistant left a desk; FA brings the top queue assistant to a desk, free.
    assert (p["desks"], p["queue"], p["money"]) == (2, 7, 10)
    s = contract_bonus("photo-FA", edit=lambda b: b.desks(0, 4))
    p = obs(s)["seats"][0]
    assert (p["desks"], p["queue"]) == (4, 5)  # the card took one of 4 desks; FA refilled it

    # Full office (the card's assistant came from an action space): FA gives nothing.
    def full(b):
        b.contract(0, 0, "photo-FA").desks(0, 4).assistant_on_space(0, "colony").hire_free(0)

    s = started(full)
    play(s, 0, "contract 1 colony")
    p = obs(s)["seats"][0]
    assert (p["desks"], p["queue"]) == (4, 5)


def test_draw_bonus_vb_respects_the_collector_limit():
    def edit(b):
        b.visitor_any("collector", ("gallery", 0))
        order = [k for k in ("collector",)] + [k for k in ["investor"] * 0]
        rest = b.d["bag"][: b.d["bag_n"]]
        names = ["investor", "vip", "collector"]
        others = sorted(names[k] for k in rest)
        others.remove("collector")
        b.bag_order(order + others)

    s = contract_bonus("photo-VB", edit=edit)
    assert s.is_chance() and obs(s)["decision"]["to"] == "gallery"
    s.apply("draw collector")
    o = obs(s)
    assert o["seats"][0]["gallery"]["collector"] == 1 and o["seats"][0]["lobby"]["collector"] == 1


def test_iv_bonus_moves_an_investor_or_vip_from_the_plaza_to_the_gallery():
    def edit(b):
        for k in ("investor", "vip", "collector"):
            while b.d["plaza"][["investor", "vip", "collector"].index(k)]:
                b.visitor(k, "plaza", "bag")
        b.visitor("vip", "bag", "plaza").visitor("collector", "bag", "plaza")

    s = contract_bonus("photo-IV", edit=edit)
    assert s.phase() == "visitor" and s.legal_moves() == ["visitor vip"]
    play(s, 0, "visitor vip")
    assert obs(s)["seats"][0]["gallery"]["vip"] == 1


def test_iv_bonus_without_investor_or_vip_yields_nothing():
    def edit(b):
        for k in ("investor", "vip", "collector"):
            while b.d["plaza"][["investor", "vip", "collector"].index(k)]:
                b.visitor(k, "plaza", "bag")

    s = contract_bonus("photo-IV", edit=edit)
    assert s.phase() == "turn"


def space_bonus(space, edit=None):
    """Seat 0 puts its opening tile on reputation space `space` after filling slot 3."""

    def full(b):
        b.discover("photo-red").display(0, "photo/0i", "photo-red").display(
            0, "digital/0i", "digital-blue"
        )
        b.money(0, 20)
        if edit:
            edit(b)

    s = started(full)
    play(s, 0, "go colony")
    play(s, 0, "buy digital-blue")
    settle(s)
    play(s, 0, "cash 0")
    play(s, 0, "fame 0")
    play(s, 0, "tickets vip")
    settle(s)
    play(s, 0, "end")
    assert s.phase() == "space"  # the opening tile, at the end of the turn
    play(s, 0, f"space {space}")
    return s


def test_v_bonus_plaza_visitor_to_lobby_or_a_draw():
    s = space_bonus("V")
    assert s.phase() == "visitor" and obs(s)["decision"]["to"] == "lobby"
    kind = s.legal_moves()[0].split()[1]
    play(s, 0, f"visitor {kind}")
    assert obs(s)["seats"][0]["lobby"][kind] == 1


def test_v_bonus_with_an_empty_plaza_draws_from_the_bag():
    def edit(b):
        for i, k in enumerate(("investor", "vip", "collector")):
            while b.d["plaza"][i]:
                b.visitor(k, "plaza", "bag")

    discovery = {
        "photo-blue": "F",
        "photo-red": "MB",
        "digital-red": "IB",
        "sculpture-blue": "V",
        "sculpture-red": "T2",
        "painting-blue": "F",
        "painting-red": "IB",
    }
    s = started(edit, discovery=discovery)
    play(s, 0, "go colony")
    play(s, 0, "discover sculpture-blue")
    assert s.is_chance() and obs(s)["decision"]["to"] == "lobby"
    s.apply("draw vip")
    assert obs(s)["seats"][0]["lobby"]["vip"] == 1


def test_f_bonus_and_t2_bonus():
    s = space_bonus("F")
    assert s.phase() == "boost" and "boost photo-red" in s.legal_moves()
    s = space_bonus("T2")
    assert s.phase() == "ticket-colour" and obs(s)["decision"]["choose"] == 2


@pytest.mark.parametrize("colour", ["investor", "collector"])
def test_work_with_a_fixed_and_a_chosen_ticket(colour):
    s = started(
        lambda b: b.money(0, 20),
        works={
            f: ["0x", "1v+ic", "0x", "0i", "1xx", "0v", "1i+vc", "2xx"]
            for f in ("photo", "digital", "sculpture", "painting")
        },
    )
    play(s, 0, "go colony")
    play(s, 0, "buy digital-blue")
    settle(s)
    play(s, 0, "cash 0")
    play(s, 0, "fame 0")
    # 1v+ic: a vip ticket and one of investor / collector.
    assert s.legal_moves() == ["tickets investor", "tickets collector"]
    play(s, 0, f"tickets {colour}")
    t = obs(s)["seats"][0]["tickets"]
    assert t["vip"] == 1 and t[colour] == 1
