"""International Market: lobby requirements, column influence, auction bids and cell
bonuses, reputation tiles, one assistant per cell, available assistants, 2 players.

Start position: 3 players, seat 0 on Sales, seats 1 and 2 on Media and the Colony; seat 0
goes to the empty Market. Reputation tiles on the cells (deal order): left column rows
digital 1, painting 2, sculpture 3, photo 4; middle 5-8; right 9-12.
"""

from __future__ import annotations

import pytest
from gl_spec import (
    AUCTION_BONUS,
    COL_INFLUENCE,
    at_phase,
    desks,
    do,
    edit,
    gallery,
    influence,
    legal,
    legal_starting,
    lobby,
    market_owner,
    market_tile,
    money,
    placed,
    plaza,
    queue,
    rejected,
    rep_spaces,
    tickets,
)

PLACES3 = {2: "colony", 1: "media", 0: "sales"}


def start3():
    return placed(3, places=PLACES3)


def at_market(s):
    do(s, "0: go market", settle_end=False)
    at_phase(s, "action", 0)
    return s


def market_moves(s):
    return sorted(m for m in legal(s) if m.startswith(("auction", "reputation")))


# ---- lobby requirements per column --------------------------------------------------------
@pytest.mark.parametrize("lobby_kinds,cols", [
    ({"investor": 1}, {"left"}),
    ({"collector": 1}, {"left"}),
    ({"investor": 1, "vip": 1}, {"left", "middle"}),
    ({"vip": 2}, {"left"}),
    ({"collector": 1, "investor": 1}, {"left", "right"}),
    ({"collector": 1, "vip": 1}, {"left", "right"}),
    ({"investor": 1, "vip": 1, "collector": 1}, {"left", "middle", "right"}),
])
def test_lobby_requirements(lobby_kinds, cols):
    s = start3()
    s = at_market(edit(s, lambda e: e.lobby_to(0, **lobby_kinds)))
    got = {m.split()[1] for m in market_moves(s)}
    assert got == cols
    expected = sorted(f"auction {c} {b} desk" for c in cols for b in (1, 3, 6))
    assert market_moves(s) == expected


def test_empty_lobby_makes_the_market_no_destination():
    s = start3()
    s = edit(s, lambda e: e.lobby_to(0))
    assert "go market" not in legal(s)
    rejected(s, "go market")


# ---- auction: influence, bid, bonus, the cell ----------------------------------------------
@pytest.mark.parametrize("col", ["left", "middle", "right"])
@pytest.mark.parametrize("bid", [1, 3, 6])
def test_auction_cell(col, bid):
    s = start3()

    def prepare(e):
        e.money_to(0, 20)
        e.lobby_to(0, investor=1, vip=1, collector=1)
        for k in ("investor", "vip", "collector"):  # IB +3 influence, MB +$3
            e.move_visitors(k, "bag", ("gallery", 0), 1)
    s = at_market(edit(s, prepare))
    lob = lobby(s, 0)
    do(s, f"auction {col} {bid} desk", settle_end=False)
    at_phase(s, "cash", 0)
    infl = 10 + COL_INFLUENCE[col]
    assert influence(s, 0) == infl  # the column's influence comes before the payment
    do(s, "cash 0", settle_end=False)
    bonus = AUCTION_BONUS[col][bid]
    if bonus == "T1":
        at_phase(s, "ticket-colour", 0)
        do(s, "tickets vip", settle_end=False)
    elif bonus == "T2":
        at_phase(s, "ticket-colour", 0)
        do(s, "tickets investor collector", settle_end=False)
    elif bonus == "V":
        at_phase(s, "visitor", 0)
        do(s, "visitor vip", settle_end=False)
    at_phase(s, "after", 0)
    assert money(s, 0) == 20 - bid + (3 if bonus == "MB" else 0)
    assert influence(s, 0) == infl + (3 if bonus == "IB" else 0)
    assert market_owner(s, col, bid) == 0
    assert desks(s, 0) == 2 - 1 + (1 if bonus == "FA" else 0)
    assert queue(s, 0) == 8 - (1 if bonus == "FA" else 0)
    expected_tickets = {"T1": {"investor": 0, "vip": 1, "collector": 0},
                        "T2": {"investor": 1, "vip": 0, "collector": 1}}.get(
        bonus, {"investor": 0, "vip": 0, "collector": 0})
    assert tickets(s, 0) == expected_tickets
    # the lobby requirement is not consumed (V adds one visitor)
    after = lobby(s, 0)
    if bonus == "V":
        lob = dict(lob, vip=lob["vip"] + 1)
    assert after == lob
    assert gallery(s, 0) == {"investor": 1, "vip": 1, "collector": 1}


def test_one_assistant_per_cell_ever():
    s = start3()
    s = at_market(edit(s, lambda e: e.lobby_to(0, investor=1)))
    do(s, "auction left 1 desk", "cash 0", "tickets vip", "end")
    assert market_owner(s, "left", 1) == 0
    # seat 1 from Media to the Market: the left $1 cell is gone for everyone
    s = edit(s, lambda e: e.lobby_to(1, investor=1))
    do(s, "1: go market", settle_end=False)
    assert "auction left 1 desk" not in legal(s)
    assert "auction left 3 desk" in legal(s)


def test_market_needs_an_available_assistant():
    s = start3()
    s = edit(s, lambda e: (e.lobby_to(0, investor=1), e.desks_out(0, 2)))
    assert "go market" not in legal(s)
    # an own assistant on an action space is available (and so is a left-behind one)
    s = start3()
    s = edit(s, lambda e: (e.lobby_to(0, investor=1), e.desks_out(0, 1)))
    do(s, "0: go market leave desk", settle_end=False)
    at_phase(s, "action", 0)
    assert market_moves(s) == sorted(f"auction left {b} sales" for b in (1, 3, 6))
    do(s, "auction left 3 sales", "cash 0")
    assert market_owner(s, "left", 3) == 0


def test_assistant_from_another_action_space():
    s = start3()
    s = edit(s, lambda e: (e.lobby_to(0, investor=1), e.assistant_on(0, "market")))
    # seat 0's own assistant on the Market's action space goes home when seat 0 arrives:
    # it is then a desk assistant
    do(s, "0: go market", settle_end=False)
    assert desks(s, 0) == 2
    assert "auction left 1 desk" in legal(s) and "auction left 1 market" not in legal(s)


# ---- reputation tiles ---------------------------------------------------------------
def test_reputation_needs_a_work_of_the_rows_form_displayed_or_sold():
    s = start3()
    s = at_market(edit(s, lambda e: (e.lobby_to(0, investor=1),
                                     e.display_work(0, "photo-blue"),
                                     e.sold_work(0, "painting"))))
    reps = sorted(m for m in legal(s) if m.startswith("reputation"))
    assert reps == ["reputation left painting desk", "reputation left photo desk"]


def test_reputation_tile_to_a_chosen_space_with_its_bonus_then_a_lobby_visitor_leaves():
    s = start3()

    def prepare(e):
        e.lobby_to(0, investor=1, vip=1)
        e.display_work(0, "photo-blue")
        e.gallery_to(0, investor=1)  # MB space: +$2
    s = at_market(edit(s, prepare))
    do(s, "reputation left photo desk", settle_end=False)
    at_phase(s, "space", 0)
    assert influence(s, 0) == 13  # left column +3 first
    assert sorted(legal(s)) == sorted(f"space {b}" for b in ("F", "FA", "MB", "T2", "IB", "V"))
    do(s, "space MB", settle_end=False)
    assert money(s, 0) == 12
    assert rep_spaces(s, 0) == {"MB": 4}  # left column, photo row = tile 4
    assert market_tile(s, "left", "photo") is None
    at_phase(s, "send", 0)
    assert sorted(legal(s)) == ["send investor", "send vip"]
    p = plaza(s)["vip"]
    do(s, "send vip", settle_end=False)
    assert plaza(s)["vip"] == p + 1 and lobby(s, 0) == {"investor": 1, "vip": 0, "collector": 0}
    at_phase(s, "after", 0)
    assert market_owner(s, "left", "photo") == 0


def test_no_reputation_without_an_empty_reputation_space():
    s = start3()

    def prepare(e):
        e.lobby_to(0, investor=1)
        e.display_work(0, "photo-blue")
        # tiles 16 (market location, untaken) and 17-20 are boxed; 12 from the market
        for sp, tile in zip(("F", "FA", "MB", "T2", "IB", "V"), (16, 17, 18, 19, 20, 12)):
            e.rep_tile_to(0, sp, tile)
    s = at_market(edit(s, prepare))
    assert not any(m.startswith("reputation") for m in legal(s))


def test_reputation_space_f_bonus_then_influence_to_fame():
    s = start3()

    def prepare(e):
        e.lobby_to(0, investor=1)
        e.display_work(0, "photo-blue")
    s = at_market(edit(s, prepare))
    do(s, "reputation left photo desk", "space F", settle_end=False)
    at_phase(s, "boost", 0)
    assert legal(s) == ["boost photo-blue"]
    do(s, "boost photo-blue", "fame 1", settle_end=False)
    # influence 13 -> 10 for the star step; fame 1 + 1 + 1
    assert influence(s, 0) == 10
    at_phase(s, "send", 0)
    do(s, "send investor", settle_end=False)
    at_phase(s, "after", 0)


# ---- two players -------------------------------------------------------------------------
def test_two_players_middle_column_closed():
    s = placed(2, places={1: "media", 0: "sales"})
    s = at_market(edit(s, lambda e: (e.lobby_to(0, investor=1, vip=1),
                                     e.display_work(0, "photo-blue"))))
    assert not any(" middle " in m for m in legal(s))
    assert "reputation left photo desk" in legal(s)
    assert "reputation right photo desk" not in legal(s)  # right needs a collector
    for row in ("digital", "painting", "sculpture", "photo"):
        assert market_tile(s, "middle", row) is None


def test_two_players_auction_open_opens_only_the_middle_auction_cells():
    s = placed(2, places={1: "media", 0: "sales"},
               options={"two_player_middle": "auction_open"})
    s = at_market(edit(s, lambda e: (e.lobby_to(0, investor=1, vip=1),
                                     e.display_work(0, "photo-blue"))))
    middle = sorted(m for m in legal(s) if " middle " in m)
    assert middle == sorted(f"auction middle {b} desk" for b in (1, 3, 6))


def test_market_destination_legal_with_the_money_from_influence_only_at_auction():
    s = start3()
    s = edit(s, lambda e: (e.lobby_to(0, investor=1), e.money_to(0, 0), e.influence_to(0, 0)))
    assert "go market" in legal_starting(s, "go market")
