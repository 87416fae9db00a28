"""Media Center: A hire assistants (costs and bonuses by queue position), B promote an
artist (influence cost, tile levels, space bonuses, fame).

Start position: ``placed(2)``: seat 0 on Sales goes to the empty Media Center.
"""

from __future__ import annotations

import pytest
from gl_spec import (
    ARTISTS,
    DEFAULT_ARTISTS,
    HIRE_BONUS,
    HIRE_COST,
    PROMO_BONUS,
    at_phase,
    desks,
    do,
    edit,
    fame,
    influence,
    legal,
    lobby,
    money,
    placed,
    promo,
    promo_left,
    queue,
    rejected,
    removed,
    tickets,
)

NO_TICKETS = {"investor": 0, "vip": 0, "collector": 0}


def at_media(s):
    do(s, "0: go media", settle_end=False)
    at_phase(s, "action", 0)
    return s


def with_gallery(e, p=0):
    """One investor, one VIP and one collector into p's gallery (IB +3, MB +$3)."""
    for k in ("investor", "vip", "collector"):
        e.move_visitors(k, "plaza", ("gallery", p), 1)


# ---- A: hire -----------------------------------------------------------------------------
def test_media_choices_hire_up_to_the_empty_desks_or_promote():
    s = at_media(placed(2))
    assert sorted(legal(s)) == ["hire 1", "hire 2", "promote photo-blue"]
    rejected(s, "hire 3")
    rejected(s, "hire 0")


def test_hire_two_pays_both_positions_and_gets_position_2_bonus():
    s = at_media(placed(2))
    do(s, "hire 2", settle_end=False)
    at_phase(s, "cash", 0)
    assert sorted(legal(s)) == ["cash 0", "cash 1", "cash 2", "cash 3"]  # $1 + $2
    do(s, "cash 0", settle_end=False)
    assert money(s, 0) == 10 - 3
    assert desks(s, 0) == 4 and queue(s, 0) == 6
    assert tickets(s, 0) == {**NO_TICKETS, "investor": 1}  # position 2: brown ticket
    at_phase(s, "after", 0)


@pytest.mark.parametrize("position", range(1, 9))
def test_hire_cost_and_bonus_by_queue_position(position):
    s = placed(2)

    def prepare(e):
        e.money_to(0, 20)
        with_gallery(e)
        e.queue_out(0, position - 1)
    s = at_media(edit(s, prepare))
    do(s, "hire 1", "cash 0", settle_end=False)
    bonus = HIRE_BONUS[position - 1]
    if bonus == "T1":
        at_phase(s, "ticket-colour", 0)
        do(s, "tickets collector", settle_end=False)
    at_phase(s, "after", 0)
    cost = HIRE_COST[position - 1]
    # IB: +2 per VIP + 1 per collector = 3; MB: +$2 per investor + $1 per collector = 3
    assert money(s, 0) == 20 - cost + (3 if bonus == "MB" else 0)
    assert influence(s, 0) == 10 + (3 if bonus == "IB" else 0)
    expected = dict(NO_TICKETS)
    if bonus in ("Tb", "Tk", "T1"):
        expected[{"Tb": "investor", "Tk": "vip", "T1": "collector"}[bonus]] = 1
    assert tickets(s, 0) == expected
    assert desks(s, 0) == 3 and queue(s, 0) == 8 - position


def test_hire_limited_by_empty_desks_and_by_the_queue():
    s = placed(2)
    s = at_media(edit(s, lambda e: e.hire_free(0, 1)))  # 3 desks taken: 1 empty
    assert [m for m in legal(s) if m.startswith("hire")] == ["hire 1"]
    s = placed(2)
    s = at_media(edit(s, lambda e: e.queue_out(0, 7)))  # one assistant left in the queue
    assert [m for m in legal(s) if m.startswith("hire")] == ["hire 1"]
    s = placed(2)
    s = at_media(edit(s, lambda e: e.hire_free(0, 2)))  # all 4 desks taken
    assert not any(m.startswith("hire") for m in legal(s))


def test_hire_payable_with_influence_steps():
    s = placed(2)
    s = at_media(edit(s, lambda e: e.money_to(0, 1)))
    do(s, "hire 2", settle_end=False)
    # $3 with $1: 2 or 3 steps (10 -> 8 -> 4 [-> 1])
    assert sorted(legal(s)) == ["cash 2", "cash 3"]
    do(s, "cash 3")
    assert money(s, 0) == 1 and influence(s, 0) == 1


# ---- B: promote ----------------------------------------------------------------------
def test_promote_printed_level_0_pays_1_influence_takes_level_1_tile_t1_and_fame():
    s = at_media(placed(2))
    do(s, "promote photo-blue", settle_end=False)
    at_phase(s, "ticket-colour", 0)  # level-1 space: T1
    assert influence(s, 0) == 9
    assert promo(s, "photo-blue") == 1 and promo_left(s, 1) == 3
    do(s, "tickets vip", settle_end=False)
    at_phase(s, "fame", 0)
    assert fame(s, "photo-blue") == 1 + 1  # +1, no collectors
    # influence 9: star icons 5 and 0 below -> up to 2 steps
    assert sorted(legal(s)) == ["fame 0", "fame 1", "fame 2"]
    do(s, "fame 2", settle_end=False)
    assert fame(s, "photo-blue") == 4 and influence(s, 0) == 0
    assert tickets(s, 0) == {**NO_TICKETS, "vip": 1}


def test_promote_adds_own_collectors_to_the_fame_gain():
    s = placed(2)
    s = at_media(edit(s, lambda e: e.move_visitors("collector", "plaza", ("gallery", 0), 1)))
    do(s, "promote photo-blue", "tickets vip", settle_end=False)
    at_phase(s, "fame", 0)
    assert fame(s, "photo-blue") == 1 + 1 + 1


def test_promote_from_the_printed_level():
    # digital-blue with start fame 4 is printed level 1: its next tile is level 2 (IB),
    # costing 2 influence.
    artists = dict(DEFAULT_ARTISTS, **{"digital-blue": 4})
    s = placed(2, artists=artists)

    def prepare(e):
        e.discover("digital-blue", 4)
        with_gallery(e)
    s = at_media(edit(s, prepare))
    do(s, "promote digital-blue", settle_end=False)
    at_phase(s, "fame", 0)  # IB needs no decision
    assert influence(s, 0) == 10 - 2 + 3
    assert promo(s, "digital-blue") == 2 and promo_left(s, 2) == 3
    assert fame(s, "digital-blue") == 4 + 1 + 1


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_promote_returns_the_old_tile_and_gains_the_new_levels_bonus(level):
    s = placed(2)

    def prepare(e):
        e.promo_tile("photo-blue", level)
        e.influence_to(0, 20)
        e.money_to(0, 10)
        with_gallery(e)
    s = at_media(edit(s, prepare))
    new = level + 1
    do(s, "promote photo-blue", settle_end=False)
    assert promo(s, "photo-blue") == new
    assert promo_left(s, level) == 4 and promo_left(s, new) == 3
    bonus = PROMO_BONUS[new]
    if bonus == "T2":
        at_phase(s, "ticket-colour", 0)
        do(s, "tickets investor vip", settle_end=False)
    if bonus == "V":
        at_phase(s, "visitor", 0)
        do(s, "visitor vip", settle_end=False)
    at_phase(s, "fame", 0)
    assert influence(s, 0) == 20 - new + (3 if bonus == "IB" else 0)
    assert money(s, 0) == 10 + (3 if bonus == "MB" else 0)
    if bonus == "V":
        assert lobby(s, 0)["vip"] == 1
    if bonus == "T2":
        assert tickets(s, 0) == {"investor": 1, "vip": 1, "collector": 0}
    # fame +1 +1 collector
    assert fame(s, "photo-blue") == 1 + 2


def test_no_promotion_beyond_level_5_or_without_enough_influence():
    s = placed(2)
    s = at_media(edit(s, lambda e: e.promo_tile("photo-blue", 5)))
    assert not any(m.startswith("promote") for m in legal(s))
    s = placed(2)
    s = at_media(edit(s, lambda e: (e.promo_tile("photo-blue", 2), e.influence_to(0, 2))))
    assert "promote photo-blue" not in legal(s)  # level 3 costs 3
    s = placed(2)
    s = at_media(edit(s, lambda e: (e.promo_tile("photo-blue", 2), e.influence_to(0, 3))))
    assert "promote photo-blue" in legal(s)


def test_no_promotion_when_the_next_levels_tiles_are_all_taken():
    # The four level-3 tiles on the four red artists (printed level 2); photo-blue holds a
    # level-2 tile and could only go to level 3.
    artists = dict(DEFAULT_ARTISTS, **{"photo-red": 5, "digital-red": 5, "sculpture-red": 7,
                                       "painting-red": 7})
    s = placed(2, artists=artists)

    def prepare(e):
        for a in ("photo-red", "digital-red", "sculpture-red", "painting-red"):
            e.discover(a, artists[a])
            e.promo_tile(a, 3)
        e.promo_tile("photo-blue", 2)
    s = at_media(edit(s, prepare))
    assert promo_left(s, 3) == 0
    promotes = {m for m in legal(s) if m.startswith("promote")}
    assert "promote photo-blue" not in promotes
    assert promotes == {f"promote {a}" for a in ("photo-red", "digital-red", "sculpture-red",
                                                 "painting-red")}


def test_only_discovered_non_celebrity_artists_are_promoted():
    s = placed(2)
    s = at_media(edit(s, lambda e: (e.discover("photo-red"), e.fame_to("photo-blue", 19))))
    promotes = {m for m in legal(s) if m.startswith("promote")}
    assert promotes == {"promote photo-red"}
    for a in ARTISTS:
        if a not in ("photo-red",):
            rejected(s, f"promote {a}")


def test_promotion_tiles_are_conserved():
    s = at_media(placed(2))
    do(s, "promote photo-blue", "tickets vip", "fame 0")
    on_artists = sum(1 for a in ARTISTS if promo(s, a))
    assert on_artists + sum(promo_left(s, lv) for lv in range(1, 6)) == 20
    assert removed(s, 0) == 0
