"""The influence track: influence -> money while paying (steps to the next lower $ icon,
money + c >= price, c <= price), influence -> fame (steps to the next lower star icon, fame
never past 19), the cap at 35, and the $ icon table.
"""

from __future__ import annotations

import pytest
from gl_spec import (
    CASH_ICONS,
    at_phase,
    cash_step,
    cash_steps,
    do,
    edit,
    fame,
    influence,
    legal,
    money,
    placed,
    star_step,
    star_steps,
)


def buying(price: int, money_: int, infl: int, fame_=None):
    """Seat 0 buys the photo-blue top work at ``price`` (its fame) with the given purse."""
    s = placed(2)

    def prepare(e):
        e.fame_to("photo-blue", fame_ if fame_ is not None else price)
        e.money_to(0, money_)
        e.influence_to(0, infl)
    s = edit(s, prepare)
    do(s, "0: go colony", "buy photo-blue", settle_end=False)
    return s


def test_cash_icon_table_matches_the_japanese_example():
    # From 16 the marker goes 16 -> 15 -> 12 -> ... -> 1 for $5, and on to 0 for a sixth.
    path = [16]
    while path[-1] > 0:
        path.append(cash_step(path[-1]))
    assert path[:2] == [16, 15] and 12 in path and path[-2:] == [1, 0]
    assert len(path) - 1 == 6
    assert 13 not in CASH_ICONS and 14 not in CASH_ICONS
    assert len([x for x in CASH_ICONS if 1 < x < 12]) == 2


@pytest.mark.parametrize("price,money_,infl", [
    (1, 0, 35),   # 35 -> 34 is one dollar
    (6, 0, 16),   # the whole way down: 16 15 12 8 4 1 0
    (5, 0, 16),
    (2, 0, 13),   # 13 -> 12 -> 8
    (3, 5, 12),   # money suffices, steps still optional: 0..3
    (10, 0, 30),
    (4, 2, 4),    # $2 + 2 steps (4 -> 1 -> 0)
    (7, 3, 35),
])
def test_influence_to_money_choices_and_marker_path(price, money_, infl):
    s = buying(price, money_, infl)
    at_phase(s, "cash", 0)
    lo = max(0, price - money_)
    hi = min(price, cash_steps(infl))
    assert sorted(legal(s), key=lambda m: int(m.split()[1])) == [
        f"cash {c}" for c in range(lo, hi + 1)]
    do(s, f"cash {hi}", settle_end=False)
    expected = infl
    for _ in range(hi):
        expected = cash_step(expected)
    assert influence(s, 0) == expected
    assert money(s, 0) == money_ - (price - hi)


def test_steps_never_exceed_the_price_even_with_influence_to_spare():
    s = buying(2, 10, 35)
    assert sorted(legal(s)) == ["cash 0", "cash 1", "cash 2"]


def test_no_conversion_from_zero():
    s = buying(3, 5, 0)
    assert legal(s) == ["cash 0"]


@pytest.mark.parametrize("infl,start_fame", [(13, 1), (10, 1), (35, 1), (1, 1), (0, 1),
                                             (20, 17), (9, 18)])
def test_influence_to_fame_steps(infl, start_fame):
    # buy at price = fame, paid in cash ($30), then the fame decision for photo-blue
    s = buying(start_fame, 30, infl)
    do(s, "cash 0", settle_end=False)
    at_phase(s, "fame", 0)
    assert fame(s, "photo-blue") == start_fame  # 0i gains nothing, no collectors
    most = min(star_steps(infl), 19 - start_fame)
    assert sorted(legal(s), key=lambda m: int(m.split()[1])) == [
        f"fame {c}" for c in range(most + 1)]
    do(s, f"fame {most}", settle_end=False)
    expected = infl
    for _ in range(most):
        expected = star_step(expected)
    assert influence(s, 0) == expected
    assert fame(s, "photo-blue") == start_fame + most


def test_star_step_goes_to_the_highest_star_icon_strictly_below():
    assert [star_step(x) for x in (13, 10, 5, 1, 35, 31)] == [10, 5, 0, 0, 30, 30]
    assert star_steps(0) == 0 and star_steps(35) == 7


def test_influence_is_capped_at_35_and_excess_is_lost():
    s = placed(2)
    s = edit(s, lambda e: e.influence_to(0, 34))
    do(s, "0: go market", "auction left 1 desk", settle_end=False)
    at_phase(s, "cash", 0)
    assert influence(s, 0) == 35
