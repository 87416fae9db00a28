"""Artists' Colony: A discover an artist, B buy and display a work.

Start position (``placed(2)``): seat 0 on Sales, goes to the empty Colony. Default artists
(face down unless said): photo-blue 1 (face up), photo-red 5 (IB), digital-blue 4 (MB),
digital-red 8 (F), sculpture-blue 3 (V), sculpture-red 7 (T2), painting-blue 5 (IB),
painting-red 10 (MB). Default stacks: top 0i (one investor on photo's), then 0x.
"""

from __future__ import annotations

import pytest
from gl_spec import (
    ARTISTS,
    artist_collector,
    at_phase,
    cash_steps,
    commission,
    discovered,
    display,
    do,
    edit,
    fame,
    free_tokens,
    influence,
    legal,
    lobby,
    money,
    placed,
    plaza,
    raw,
    rejected,
    stack_order,
    stack_size,
    stack_top,
    tickets,
    work_visitors,
)


def at_colony(s):
    do(s, "0: go colony", settle_end=False)
    at_phase(s, "action", 0)
    return s


def boxed_discovery_tiles(s) -> int:
    r = raw(s)
    return sum(r.get("discovery_boxed", i) for i in range(5))


# ---- A: discover -------------------------------------------------------------------------
def test_action_choices_discover_any_face_down_or_buy_a_discovered_artist():
    s = at_colony(placed(2))
    face_down = [a for a in ARTISTS if a != "photo-blue"]
    assert sorted(legal(s)) == sorted([f"discover {a}" for a in face_down] + ["buy photo-blue"])
    rejected(s, "discover photo-blue")
    rejected(s, "buy photo-red")


def test_discover_red_ib_artist_gains_ib_frees_collector_turns_up_commissions():
    s = placed(2)

    def gallery_visitors(e):  # 2 VIPs and a collector in seat 0's gallery
        e.move_visitors("vip", "plaza", ("gallery", 0), 2)
        e.move_visitors("collector", "plaza", ("gallery", 0), 1)
    s = edit(s, gallery_visitors)
    before_boxed = boxed_discovery_tiles(s)
    do(s, "0: go colony", "discover photo-red")
    # IB: +2 per VIP, +1 per collector: 10 + 2*2 + 1 = 15
    assert influence(s, 0) == 15
    assert money(s, 0) == 10
    assert not artist_collector(s, "photo-red")
    assert plaza(s)["collector"] == 1  # 1 - 1 moved to the gallery + 1 from the artist
    assert discovered(s, "photo-red") and fame(s, "photo-red") == 5
    assert commission(s, 0) == "photo-red" and free_tokens(s, "photo-red") == 1
    assert raw(s).get("discovery", ARTISTS.index("photo-red")) == 0
    assert boxed_discovery_tiles(s) == before_boxed + 1
    at_phase(s, "after", 0)


def test_discover_blue_mb_artist_gains_mb_and_keeps_collectors():
    s = placed(2)

    def gallery_visitors(e):  # 2 investors and a collector
        e.move_visitors("investor", "plaza", ("gallery", 0), 1)
        e.move_visitors("investor", ("lobby", 0), ("gallery", 0), 1)
        e.move_visitors("collector", "plaza", ("gallery", 0), 1)
    s = edit(s, gallery_visitors)
    do(s, "0: go colony", "discover digital-blue")
    # MB: +$2 per investor, +$1 per collector: 10 + 2*2 + 1 = 15
    assert money(s, 0) == 15 and influence(s, 0) == 10
    assert fame(s, "digital-blue") == 4 and commission(s, 0) == "digital-blue"
    assert plaza(s)["collector"] == 0


def test_discover_v_bonus_moves_a_plaza_visitor_of_choice_to_own_lobby():
    s = at_colony(placed(2))
    do(s, "discover sculpture-blue", settle_end=False)
    at_phase(s, "visitor", 0)
    assert sorted(legal(s)) == ["visitor collector", "visitor investor", "visitor vip"]
    do(s, "visitor vip")
    assert lobby(s, 0) == {"investor": 1, "vip": 1, "collector": 0}
    assert plaza(s)["vip"] == 1


def test_v_bonus_with_an_empty_plaza_draws_from_the_bag_into_the_lobby():
    s = placed(2)

    def clear_plaza(e):
        for k, n in (("investor", 1), ("vip", 2), ("collector", 1)):
            e.move_visitors(k, "plaza", ("lobby", 1), n)
    s = edit(s, clear_plaza)
    do(s, "0: go colony", "discover sculpture-blue", settle_end=False)
    assert s.is_chance()
    outs = dict(s.chance_outcomes())
    assert set(outs) <= {"draw investor", "draw vip", "draw collector"}
    s.apply("draw collector")
    assert lobby(s, 0)["collector"] == 1
    at_phase(s, "after", 0)


def test_v_bonus_with_empty_plaza_and_bag_gives_nothing():
    s = placed(2)

    def clear(e):
        for k, n in (("investor", 1), ("vip", 2), ("collector", 1)):
            e.move_visitors(k, "plaza", ("lobby", 1), n)
        e.empty_bag(to=("lobby", 1))
    s = edit(s, clear)
    before = lobby(s, 0)
    do(s, "0: go colony", "discover sculpture-blue", settle_end=False)
    at_phase(s, "after", 0)
    assert lobby(s, 0) == before


def test_discover_t2_bonus_two_tickets_of_two_different_colours():
    s = at_colony(placed(2))
    do(s, "discover sculpture-red", settle_end=False)
    at_phase(s, "ticket-colour", 0)
    assert sorted(legal(s)) == sorted(["tickets investor vip", "tickets investor collector",
                                       "tickets vip collector"])
    rejected(s, "tickets vip vip")
    rejected(s, "tickets collector investor")  # canonical order investor, vip, collector
    do(s, "tickets investor collector")
    assert tickets(s, 0) == {"investor": 1, "vip": 0, "collector": 1}
    assert not artist_collector(s, "sculpture-red")


def test_discover_f_bonus_boosts_only_an_artist_discovered_before():
    s = at_colony(placed(2))
    do(s, "discover digital-red", settle_end=False)
    at_phase(s, "boost", 0)
    assert legal(s) == ["boost photo-blue"]  # not digital-red itself
    do(s, "boost photo-blue", settle_end=False)
    at_phase(s, "fame", 0)
    # influence 10: star icons below are 5 and 0 -> 0..2 steps
    assert sorted(legal(s)) == ["fame 0", "fame 1", "fame 2"]
    do(s, "fame 1")
    assert fame(s, "photo-blue") == 1 + 1 + 1 and influence(s, 0) == 5
    assert fame(s, "digital-red") == 8


def test_f_bonus_without_a_target_gives_nothing():
    s = placed(2)
    s = edit(s, lambda e: e.fame_to("photo-blue", 19))  # the only discovered artist retires
    do(s, "0: go colony", "discover digital-red", settle_end=False)
    at_phase(s, "after", 0)


def test_no_discovery_while_the_commission_slot_is_full():
    s = placed(2)
    s = edit(s, lambda e: (e.discover("photo-red"), e.commission_to(0, "photo-red")))
    at_colony(s)
    assert not any(m.startswith("discover") for m in legal(s))
    assert sorted(legal(s)) == ["buy photo-blue", "buy photo-red"]


def test_no_discovery_when_every_artist_is_face_up():
    s = placed(2)
    s = edit(s, lambda e: [e.discover(a) for a in ARTISTS if a != "photo-blue"])
    at_colony(s)
    assert sorted(legal(s)) == sorted(f"buy {a}" for a in ARTISTS)


# ---- B: buy ----------------------------------------------------------------------------
def test_buy_pays_current_fame_with_optional_influence_steps():
    s = placed(2)
    s = edit(s, lambda e: e.fame_to("photo-blue", 6))
    do(s, "0: go colony", "buy photo-blue", settle_end=False)
    at_phase(s, "cash", 0)
    # price 6, $10: 0..min(6, steps from 10 = icons 8, 4, 1, 0) = 0..4
    assert cash_steps(10) == 4
    assert sorted(legal(s)) == [f"cash {c}" for c in range(5)]
    do(s, "cash 2")
    assert money(s, 0) == 10 - (6 - 2) and influence(s, 0) == 4  # 10 -> 8 -> 4


def test_buy_moves_the_works_visitors_to_the_plaza_and_places_work_token_and_ticket():
    s = placed(2)
    assert work_visitors(s, "photo") == {"investor": 1, "vip": 0, "collector": 0}
    do(s, "0: go colony", "buy photo-blue", "cash 0", "fame 0")
    assert plaza(s)["investor"] == 2
    assert display(s, 0) == [("photo/0i", "photo-blue")]
    assert free_tokens(s, "photo-blue") == 1
    assert tickets(s, 0) == {"investor": 1, "vip": 0, "collector": 0}  # 0i: brown ticket
    assert money(s, 0) == 9
    assert stack_size(s, "photo") == 6 and stack_top(s, "photo") == "0x"
    # the new top 0x has one ticket: one visitor drawn onto it
    assert sum(work_visitors(s, "photo").values()) == 1


def test_new_top_with_two_tickets_gets_two_visitors():
    s = placed(2, works={"photo": stack_order("0i", "1xx"), "digital": stack_order("0i"),
                         "sculpture": stack_order("0i"), "painting": stack_order("0i")})
    do(s, "0: go colony", "buy photo-blue", "cash 0", "fame 0")
    assert stack_top(s, "photo") == "1xx"
    assert sum(work_visitors(s, "photo").values()) == 2


def test_fame_rises_by_the_works_gain_plus_own_collectors():
    s = placed(2, works={f: stack_order("1xx" if f == "photo" else "0i") for f in
                         ("photo", "digital", "sculpture", "painting")})
    s = edit(s, lambda e: e.move_visitors("collector", "plaza", ("gallery", 0), 1))
    do(s, "0: go colony", "buy photo-blue", "cash 0", settle_end=False)
    at_phase(s, "fame", 0)
    # gain +1 for 1xx, +1 for the collector: 1 -> 3 before any influence step
    assert fame(s, "photo-blue") == 3
    do(s, "fame 0", "tickets vip collector")
    assert fame(s, "photo-blue") == 3


@pytest.mark.parametrize("code,choices,auto", [
    ("0x", ["tickets collector", "tickets investor", "tickets vip"], {}),
    ("0v", None, {"vip": 1}),
    ("0i", None, {"investor": 1}),
    ("1xx", ["tickets investor collector", "tickets investor vip", "tickets vip collector"], {}),
    ("2xx", ["tickets investor collector", "tickets investor vip", "tickets vip collector"], {}),
    ("1v+ic", ["tickets collector", "tickets investor"], {"vip": 1}),
    ("1i+vc", ["tickets collector", "tickets vip"], {"investor": 1}),
])
def test_work_tickets(code, choices, auto):
    works = {f: stack_order(code if f == "photo" else "0i") for f in
             ("photo", "digital", "sculpture", "painting")}
    s = placed(2, works=works)
    do(s, "0: go colony", "buy photo-blue", "cash 0", "fame 0", settle_end=False)
    if choices is None:
        at_phase(s, "after", 0)
        got = tickets(s, 0)
        assert got == {"investor": 0, "vip": 0, "collector": 0, **auto}
        return
    at_phase(s, "ticket-colour", 0)
    assert sorted(legal(s)) == sorted(choices)
    do(s, choices[0], settle_end=False)
    at_phase(s, "after", 0)
    got = tickets(s, 0)
    assert sum(got.values()) == {"0x": 1}.get(code, 2)
    for k, n in auto.items():
        assert got[k] >= n
    assert max(got.values()) == 1  # one bonus never gives two tickets of one colour


def test_commissioned_work_costs_the_start_fame_and_uses_the_commission_token():
    s = placed(2)
    s = edit(s, lambda e: (e.discover("photo-red"), e.fame_to("photo-red", 8),
                           e.commission_to(0, "photo-red")))
    do(s, "0: go colony", "buy photo-red", settle_end=False)
    at_phase(s, "cash", 0)
    assert sorted(legal(s)) == [f"cash {c}" for c in range(5)]  # price 5, not 8
    do(s, "cash 0", "fame 0")
    assert money(s, 0) == 5
    assert commission(s, 0) is None
    assert free_tokens(s, "photo-red") == 1
    assert display(s, 0) == [("photo/0i", "photo-red")]


def test_others_buy_a_commissioned_artist_normally_at_its_fame():
    s = placed(2)
    s = edit(s, lambda e: (e.discover("photo-red"), e.fame_to("photo-red", 8),
                           e.commission_to(1, "photo-red")))
    do(s, "0: go colony", "buy photo-red", "cash 0", "fame 0")
    assert money(s, 0) == 10 - 8
    assert free_tokens(s, "photo-red") == 0 and commission(s, 1) == "photo-red"


def test_commission_holder_may_buy_other_artists_normally():
    s = placed(2)
    s = edit(s, lambda e: (e.discover("photo-red"), e.commission_to(0, "photo-red")))
    do(s, "0: go colony", "buy photo-blue", "cash 0", "fame 0")
    assert commission(s, 0) == "photo-red" and money(s, 0) == 9


def test_celebrity_is_not_for_sale_except_a_held_commission():
    s = placed(2)

    def prepare(e):
        e.discover("photo-red")
        e.fame_to("photo-red", 19)
        e.commission_to(0, "photo-red")
        e.fame_to("photo-blue", 19)
    s = edit(s, prepare)
    at_colony(s)
    assert "buy photo-blue" not in legal(s)
    assert "buy photo-red" in legal(s)  # the commission: start fame 5
    do(s, "buy photo-red", "cash 0", "fame 0")
    assert money(s, 0) == 5 and fame(s, "photo-red") == 19


def test_no_purchase_without_a_free_token_and_two_works_of_one_artist_allowed():
    s = placed(2)
    s = edit(s, lambda e: e.display_work(1, "photo-blue"))
    do(s, "0: go colony", "buy photo-blue", "cash 0", "fame 0", "end")
    assert free_tokens(s, "photo-blue") == 0
    # seat 1 now may not buy photo-blue: both tokens mark works
    do(s, "1: go colony", settle_end=False)
    assert "buy photo-blue" not in legal(s)
    # and a player may display two works of the same artist
    s2 = placed(2)
    s2 = edit(s2, lambda e: e.display_work(0, "photo-blue"))
    do(s2, "0: go colony", "buy photo-blue", "cash 0", "fame 0")
    assert [a for _w, a in display(s2, 0)] == ["photo-blue", "photo-blue"]


def test_no_purchase_with_three_works_and_no_masterpiece_slot_4_with_one():
    s = placed(2)

    def three(e):
        e.discover("digital-blue")
        e.display_work(0, "photo-blue")
        e.display_work(0, "photo-blue")
        e.display_work(0, "digital-blue")
    s = edit(s, three)
    at_colony(s)
    assert not any(m.startswith("buy") for m in legal(s))
    t = edit(placed(2), lambda e: (three(e), e.fame_to("photo-blue", 19)))
    at_colony(t)
    assert "buy digital-blue" in legal(t)
    do(t, "buy digital-blue", "cash 0", "fame 0")
    assert len(display(t, 0)) == 4


def test_price_must_be_payable_with_money_and_influence():
    s = placed(2)
    s = edit(s, lambda e: (e.money_to(0, 1), e.influence_to(0, 4), e.fame_to("photo-blue", 4)))
    # price 4 = $1 + 3 steps (4 -> 1 -> 0 is only 2 steps: icons 1, 0) -> not payable
    assert cash_steps(4) == 2
    at_colony(s)
    assert "buy photo-blue" not in legal(s)
    s = placed(2)
    s = edit(s, lambda e: (e.money_to(0, 2), e.influence_to(0, 4), e.fame_to("photo-blue", 4)))
    at_colony(s)
    do(s, "buy photo-blue", settle_end=False)
    assert legal(s) == ["cash 2"]
    do(s, "cash 2")
    assert money(s, 0) == 0 and influence(s, 0) == 0


def test_empty_stack_cannot_be_bought_from():
    s = placed(2)
    s = edit(s, lambda e: e.empty_stack("photo", 1))
    assert stack_size(s, "photo") == 0
    at_colony(s)
    assert "buy photo-blue" not in legal(s)


def test_buying_the_last_work_exposes_nothing_and_draws_nothing():
    s = placed(2)
    s = edit(s, lambda e: e.empty_stack("photo", 1, keep=1))
    assert stack_size(s, "photo") == 1
    do(s, "0: go colony", "buy photo-blue", settle_end=False)
    at_phase(s, "cash", 0)  # no expose step: nothing under the bought work
    do(s, "cash 0", "fame 0", settle_end=False)
    at_phase(s, "after", 0)
    assert stack_size(s, "photo") == 0
    assert sum(work_visitors(s, "photo").values()) == 0


def test_new_top_gets_only_as_many_visitors_as_the_bag_holds():
    # one visitor left in the bag; the new top (1xx) has two tickets: one draw only
    works = {f: stack_order("1xx" if f != "photo" else "0i", None) for f in
             ("photo", "digital", "sculpture", "painting")}
    works["photo"] = stack_order("0i", "1xx")
    s = placed(2, works=works)

    def leave_one(e):
        left = 1
        for j, k in enumerate(("investor", "vip", "collector")):
            have = e.get("bag_count", j)
            keep = min(have, left)
            left -= keep
            e.move_visitors(k, "bag", "plaza", have - keep)
    s = edit(s, leave_one)
    do(s, "0: go colony", "buy photo-blue", "cash 0", "fame 0", settle_end=False)
    draws = 0
    while s.is_chance():
        s.apply(s.chance_outcome())
        draws += 1
    assert draws == 1
    assert sum(work_visitors(s, "photo").values()) == 1
    at_phase(s, "after", 0)
