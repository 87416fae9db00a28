"""Kick-outs: the kicked player's choice (location action after the influence drop, a free
executive action, or pass), the kicked assistant's availability, end-of-turn steps of the
kicked player, where pieces go, and whose turn follows.

Default 2-player position: seat 0 on Sales, seat 1 on the Market (lobby: one VIP).
"""

from __future__ import annotations

import pytest
from gl_spec import (
    at_phase,
    contracts,
    desks,
    display,
    display_cards,
    do,
    edit,
    gallery,
    influence,
    legal,
    market_owner,
    money,
    opening_tile,
    piece_on,
    placed,
    queue,
    rejected,
    removed,
    rep_spaces,
    tickets,
    where,
)


def kick_seat1_from_market(s):
    """Seat 0 goes to the Market (kicking seat 1's gallerist) and bids $1 on the left."""
    do(s, "0: go market", "auction left 1 desk", "cash 0", "tickets vip", "end",
       settle_end=True)
    at_phase(s, "kickout", 1)
    return s


def test_kicked_gallerist_owner_chooses_a_location_action_executive_action_or_pass():
    s = kick_seat1_from_market(placed(2))
    assert where(s, 1) == "kicked"
    assert piece_on(s, "market") == ("gallerist", 0)
    # influence 10 drops to 5 first; left column open (a VIP in the lobby); $1 cell taken
    assert sorted(legal(s)) == ["auction left 3 desk", "auction left 6 desk", "pass"]
    rejected(s, "hire 1", seat=1)  # not the Media Center
    rejected(s, "go media", seat=1)  # nobody moves


def test_kickout_location_action_drops_influence_to_the_next_lower_star_icon():
    s = kick_seat1_from_market(placed(2))
    do(s, "1: auction left 3 desk", settle_end=False)
    at_phase(s, "cash", 1)
    assert influence(s, 1) == 5 + 3  # 10 -> 5, then the column's +3
    do(s, "cash 0", settle_end=False)
    # FA bonus: the queue's top assistant onto a desk
    assert desks(s, 1) == 2 - 1 + 1 and queue(s, 1) == 7
    assert money(s, 1) == 7
    assert market_owner(s, "left", 3) == 1
    settle = do(s)
    assert settle.phase() == "turn" and s.to_move() == [1]
    assert where(s, 1) == "home"
    assert piece_on(s, "market") == ("gallerist", 0)  # the kick-out action kicked nobody


@pytest.mark.parametrize("start_infl,after_drop", [(13, 10), (10, 5), (5, 0), (35, 30),
                                                    (1, 0), (9, 5)])
def test_influence_drop_values(start_infl, after_drop):
    s = placed(2)
    s = edit(s, lambda e: e.influence_to(1, start_infl))
    kick_seat1_from_market(s)
    do(s, "1: auction left 3 desk", settle_end=False)
    at_phase(s, "cash", 1)
    assert influence(s, 1) == min(35, after_drop + 3)


def test_no_kickout_location_action_at_influence_0():
    s = placed(2)
    s = edit(s, lambda e: e.influence_to(1, 0))
    kick_seat1_from_market(s)
    assert legal(s) == ["pass"]


def test_pass_sends_the_gallerist_home_and_the_next_turn_is_left_of_the_mover():
    s = placed(3)  # seat 0 Sales, seat 1 Media, seat 2 Market
    do(s, "0: go market", "auction left 1 desk", "cash 0", "tickets vip", "end")
    at_phase(s, "kickout", 2)
    do(s, "2: pass")
    assert where(s, 2) == "home"
    assert s.to_move() == [1] and s.phase() == "turn"


def test_free_executive_action_as_the_kickout_action():
    s = placed(2)
    s = edit(s, lambda e: e.give_tickets(1, "vip", 1))
    kick_seat1_from_market(s)
    assert "ticket vip lobby" in legal(s) and "ticket vip plaza" in legal(s)
    do(s, "1: ticket vip lobby", settle_end=False)
    at_phase(s, "tickets", 1)
    do(s, "done")
    assert gallery(s, 1)["vip"] == 1
    assert influence(s, 1) == 10  # free: no influence drop
    assert where(s, 1) == "home"


def test_kicked_assistant_goes_home_after_a_pass():
    s = placed(2)
    s = edit(s, lambda e: e.assistant_on(1, "colony"))
    assert desks(s, 1) == 1
    do(s, "0: go colony", "buy photo-blue", "cash 0", "fame 0", "end")
    at_phase(s, "kickout", 1)
    assert piece_on(s, "colony") == ("gallerist", 0)
    # colony actions (influence 10 -> 5), no executive action possible, pass
    assert "pass" in legal(s) and "buy photo-blue" in legal(s)
    assert any(m.startswith("discover") for m in legal(s))
    do(s, "1: pass")
    assert desks(s, 1) == 2


def test_kicked_assistant_may_be_placed_on_a_contract_and_stays():
    s = placed(2)
    s = edit(s, lambda e: (e.assistant_on(1, "colony"), e.contract_to(1, 1, "digital-IV")))
    do(s, "0: go colony", "buy photo-blue", "cash 0", "fame 0", "end")
    at_phase(s, "kickout", 1)
    assert "contract 1 kicked" in legal(s) and "contract 1 desk" in legal(s)
    do(s, "1: contract 1 kicked", settle_end=False)
    # IV: an investor or VIP from the plaza into the own gallery
    at_phase(s, "visitor", 1)
    do(s, "visitor investor")
    assert gallery(s, 1)["investor"] == 1
    assert contracts(s, 1)[0] == ("digital-IV", "front", True)
    assert desks(s, 1) == 1  # the kicked assistant stayed on the card


def test_kicked_assistant_may_be_placed_on_a_market_cell():
    s = placed(2, places={1: "media", 0: "sales"})
    s = edit(s, lambda e: (e.assistant_on(1, "market"), e.lobby_to(1, vip=1)))
    do(s, "0: go market", "auction left 1 desk", "cash 0", "tickets vip", "end")
    at_phase(s, "kickout", 1)
    assert "auction left 3 kicked" in legal(s) and "auction left 3 desk" in legal(s)
    do(s, "1: auction left 3 kicked", "cash 0")
    assert market_owner(s, "left", 3) == 1
    assert desks(s, 1) == 1 + 1  # one desk left, +1 from the FA bonus; the kicked one stays


def test_kickout_action_fills_slot_3_and_the_opening_tile_goes_to_the_kicked_player():
    s = placed(2, places={1: "colony", 0: "sales"})

    def prepare(e):
        e.discover("digital-blue")
        e.display_work(1, "digital-blue")
        e.display_work(1, "digital-blue")
    s = edit(s, prepare)
    assert opening_tile(s, 1) == 9  # the Colony's tile
    do(s, "0: go colony", "discover photo-red", "end")
    at_phase(s, "kickout", 1)
    do(s, "1: buy photo-blue", "cash 0", "fame 0", settle_end=True)
    # end-of-turn steps of the kicked player: the opening tile onto a space of its choice
    at_phase(s, "space", 1)
    assert len(display(s, 1)) == 3
    do(s, "space FA", settle_end=False)
    assert rep_spaces(s, 1) == {"FA": 9} and opening_tile(s, 1) is None
    at_phase(s, "send", 1)  # then a lobby visitor to the plaza
    do(s, "send vip")
    assert where(s, 1) == "home" and s.to_move() == [1]


def test_kickout_executive_contract_then_no_more_actions():
    s = placed(2)
    s = edit(s, lambda e: (e.contract_to(1, 1, "photo-MB"), e.give_tickets(1, "vip", 1)))
    kick_seat1_from_market(s)
    do(s, "1: contract 1 desk")
    # one kick-out action only: the turn passes on
    assert s.phase() == "turn" and s.to_move() == [1]
    assert tickets(s, 1)["vip"] == 1


def test_kicked_players_end_of_turn_steps_refill_the_display():
    # seat 1 kicked off the Sales Office takes a contract as its kick-out action: its own
    # end-of-turn steps refill the emptied display space before the next turn
    s = placed(2, places={1: "sales", 0: "colony"})
    do(s, "0: go sales", "reveal", "notake", "end")
    at_phase(s, "kickout", 1)
    assert "take photo-IV 1" in legal(s)
    do(s, "1: take photo-IV 1", settle_end=False)
    assert influence(s, 1) == 5
    # the covered photo-FA stays: no refill of space 1; take a space's only card instead
    s2 = placed(2, places={1: "sales", 0: "colony"})
    do(s2, "0: go sales", "take photo-FA 1", "end")
    at_phase(s2, "kickout", 1)
    do(s2, "1: take digital-FA 1", settle_end=False)
    assert s2.is_chance() and s2.chance_outcomes()[0][0].startswith("deal")
    do(s2)
    assert [len(sp) for sp in display_cards(s2)] == [1, 1, 1, 1]
    at_phase(s2, "turn", 1)


def test_movers_end_of_turn_steps_come_before_the_kickout_decision():
    s = placed(2, places={1: "sales", 0: "colony"})
    do(s, "0: go sales", "take photo-FA 1", "end", settle_end=False)
    # seat 0's display refill first (a deal), only then seat 1's kick-out decision
    assert s.is_chance() and s.chance_outcomes()[0][0].startswith("deal")
    do(s)
    at_phase(s, "kickout", 1)


def test_kicked_assistant_with_no_free_desk_leaves_the_game():
    s = placed(2)
    s = edit(s, lambda e: (e.assistant_on(1, "colony"), e.hire_free(1, 3)))
    assert desks(s, 1) == 4
    do(s, "0: go colony", "buy photo-blue", "cash 0", "fame 0", "end", "1: pass")
    assert desks(s, 1) == 4 and removed(s, 1) == 1
