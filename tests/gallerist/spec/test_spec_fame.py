"""Fame and celebrities: fame stops at 19, the $5 celebrity bonus to whoever's action
(influence->fame steps included, kick-out actions included) raised the artist to 19."""

from __future__ import annotations

from gl_spec import (
    DEFAULT_WORKS,
    FORMS,
    at_phase,
    do,
    edit,
    fame,
    influence,
    legal,
    money,
    placed,
    stack_order,
)


def works_with_photo_top(code):
    works = {f: list(DEFAULT_WORKS) for f in FORMS}
    works["photo"] = stack_order(code, setaside="0x" if code == "2xx" else None)
    return works


def buy_at(fame_before, code, money_=40):
    s = placed(2, works=works_with_photo_top(code))
    s = edit(s, lambda e: (e.fame_to("photo-blue", fame_before), e.money_to(0, money_)))
    do(s, "0: go colony", "buy photo-blue", "cash 0", settle_end=False)
    at_phase(s, "fame", 0)
    return s


def test_reaching_19_by_a_purchase_pays_5_dollars():
    s = buy_at(17, "2xx")
    assert fame(s, "photo-blue") == 19
    assert money(s, 0) == 40 - 17 + 5
    assert legal(s) == ["fame 0"]  # nothing above 19


def test_fame_stops_at_19():
    s = buy_at(18, "2xx")
    assert fame(s, "photo-blue") == 19
    assert money(s, 0) == 40 - 18 + 5


def test_influence_to_fame_steps_reaching_19_pay_the_bonus_to_the_acting_player():
    s = buy_at(17, "0i")
    assert fame(s, "photo-blue") == 17 and money(s, 0) == 23
    assert sorted(legal(s)) == ["fame 0", "fame 1", "fame 2"]  # 19 - 17 = 2 at most
    do(s, "fame 2", settle_end=False)
    assert fame(s, "photo-blue") == 19 and money(s, 0) == 23 + 5
    assert influence(s, 0) == 0  # 10 -> 5 -> 0


def test_no_bonus_below_19():
    s = buy_at(16, "0i")
    do(s, "fame 2", settle_end=False)
    assert fame(s, "photo-blue") == 18 and money(s, 0) == 40 - 16


def test_promotion_to_19_pays_the_bonus():
    s = placed(2)
    s = edit(s, lambda e: e.fame_to("photo-blue", 18))
    do(s, "0: go media", "promote photo-blue", "tickets vip", settle_end=False)
    at_phase(s, "fame", 0)
    assert fame(s, "photo-blue") == 19 and money(s, 0) == 15
    assert legal(s) == ["fame 0"]


def test_f_bonus_to_19_pays_the_bonus():
    s = placed(2)
    s = edit(s, lambda e: e.fame_to("photo-blue", 18))
    do(s, "0: go colony", "discover digital-red", "boost photo-blue", settle_end=False)
    assert fame(s, "photo-blue") == 19 and money(s, 0) == 15


def test_kickout_action_raising_to_19_pays_the_kicked_player():
    s = placed(2, places={1: "colony", 0: "sales"})
    s = edit(s, lambda e: (e.fame_to("photo-blue", 18), e.money_to(1, 30)))
    do(s, "0: go colony", "discover photo-red", "end")
    at_phase(s, "kickout", 1)
    do(s, "1: buy photo-blue", "cash 0", settle_end=False)
    at_phase(s, "fame", 1)
    assert influence(s, 1) == 5  # the kick-out drop 10 -> 5
    do(s, "fame 1", settle_end=False)
    assert fame(s, "photo-blue") == 19
    assert money(s, 1) == 30 - 18 + 5 and money(s, 0) == 10


def test_celebrity_retires_from_purchase_and_promotion():
    s = placed(2)
    s = edit(s, lambda e: e.fame_to("photo-blue", 19))
    do(s, "0: go media", settle_end=False)
    assert not any(m.startswith("promote") for m in legal(s))
