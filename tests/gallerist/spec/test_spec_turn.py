"""The turn: moving, leaving an assistant behind, the legal destination test, the fallback,
executive actions (either kind, before or after the move, at most one) and turn order.

Default 2-player position after ``placed(2)``: seat 0's gallerist on the Sales Office,
seat 1's on the International Market; seat 0 to move; lobbies: seat 0 one investor, seat 1
one VIP; plaza 1 investor, 2 VIPs, 1 collector.
"""

from __future__ import annotations

from gl_spec import (
    at_phase,
    contracts,
    desks,
    do,
    edit,
    gallery,
    influence,
    legal,
    legal_starting,
    lobby,
    money,
    piece_on,
    placed,
    plaza,
    queue,
    rejected,
    removed,
    ticket_discard,
    tickets,
    where,
)


def buy_first(s):
    """Seat 0: Artists' Colony, buys the photo-blue top work (0i: an investor ticket)."""
    return do(s, "0: go colony", "buy photo-blue", "cash 0", "fame 0", "end")


def hire_one(s, seat):
    return do(s, f"{seat}: go media", "hire 1", "cash 0", "end")


# ---- moving ----------------------------------------------------------------------------
def test_go_must_change_location_leave_only_from_desk_or_own_action_space_assistants():
    s = placed(2)
    assert sorted(legal(s)) == sorted(
        [f"go {loc}" for loc in ("colony", "media", "market")]
        + [f"go {loc} leave desk" for loc in ("colony", "media", "market")])
    rejected(s, "go sales")
    rejected(s, "go colony leave sales")  # the gallerist is there, not an assistant
    rejected(s, "go colony leave kicked")


def test_leave_behind_puts_a_desk_assistant_on_the_vacated_space():
    s = placed(2)
    do(s, "0: go colony leave desk")
    assert piece_on(s, "sales") == ("assistant", 0)
    assert piece_on(s, "colony") == ("gallerist", 0)
    assert where(s, 0) == "colony"
    assert desks(s, 0) == 1


def test_own_assistant_on_an_action_space_can_be_left_behind_again():
    # Seat 0 leaves an assistant on Sales, then later moves that assistant (source
    # `sales`) onto the space it vacates: it is available by its position.
    s = placed(2)
    do(s, "0: go colony leave desk", "buy photo-blue", "cash 0", "fame 0", "end")
    hire_one(s, 1)
    assert "go market leave sales" in legal(s)
    do(s, "0: go market leave sales", "auction left 1 desk", "cash 0", "tickets vip", "end")
    assert piece_on(s, "sales") is None
    assert piece_on(s, "colony") == ("assistant", 0)
    assert piece_on(s, "market") == ("gallerist", 0)
    assert desks(s, 0) == 0


def test_leaving_the_destinations_own_assistant_means_nothing_is_kicked():
    s = placed(2)
    do(s, "0: go colony leave desk", "buy photo-blue", "cash 0", "fame 0", "end")
    hire_one(s, 1)
    # Seat 0's own assistant stands on Sales; going there, seat 0 may take it as the
    # leave-behind for the Colony: Sales is then empty, nobody is kicked.
    do(s, "0: go sales leave sales", "take photo-FA 1", "end")
    assert piece_on(s, "colony") == ("assistant", 0)
    assert piece_on(s, "sales") == ("gallerist", 0)
    assert desks(s, 0) == 1
    assert s.to_move() == [1] and s.phase() == "turn"


def test_own_assistant_on_the_destination_goes_home_at_once_without_a_kickout():
    s = placed(2)
    do(s, "0: go colony leave desk", "buy photo-blue", "cash 0", "fame 0", "end")
    hire_one(s, 1)
    assert desks(s, 0) == 1
    do(s, "0: go sales", settle_end=False)
    # at once: the assistant is back on a desk before the action is chosen
    assert desks(s, 0) == 2
    assert piece_on(s, "sales") == ("gallerist", 0)
    assert s.phase() == "action"
    do(s, "take photo-FA 1", "end")
    assert s.phase() == "turn" and s.to_move() == [1]  # no kick-out decision for anyone


def test_own_assistant_sent_home_with_all_desks_taken_leaves_the_game():
    s = placed(2)
    do(s, "0: go colony leave desk", "buy photo-blue", "cash 0", "fame 0", "end")
    hire_one(s, 1)
    # Edit (a long hiring sequence otherwise): three more assistants on desks -> 4 taken.
    s = edit(s, lambda e: e.hire_free(0, 3))
    assert desks(s, 0) == 4 and removed(s, 0) == 0
    do(s, "0: go sales", "take photo-FA 1", "end")
    assert desks(s, 0) == 4 and removed(s, 0) == 1
    assert piece_on(s, "sales") == ("gallerist", 0)


def test_gallerist_at_home_goes_anywhere_and_leaves_nothing():
    s = placed(2)
    do(s, "0: go market", "auction left 1 desk", "cash 0", "tickets vip", "end")
    at_phase(s, "kickout", 1)
    do(s, "1: pass")
    assert where(s, 1) == "home"
    assert s.to_move() == [1]
    # every location, the one it was kicked from included; nothing left behind
    assert sorted(legal(s)) == ["go colony", "go market", "go media", "go sales"]


# ---- legal destinations and the fallback -------------------------------------------------
def test_destination_illegal_when_none_of_its_actions_is_payable():
    # Seat 0: $0, influence 0, a commission already in the slot -> no Colony action (no
    # discovery with a full slot, no purchase payable); no hire payable; no promotion (no
    # influence); the Market needs a lobby visitor -> only with one.
    s = placed(2)
    do(s, "0: go colony", "discover photo-red", "end")  # commission: photo-red (start 5)
    hire_one(s, 1)

    def broke(e):
        e.money_to(0, 0)
        e.influence_to(0, 0)
    s = edit(s, broke)
    # From the Colony: Media not payable, Sales always legal, Market legal (lobby investor,
    # the left column gives +3 influence before the $1 bid: one step 3 -> 1 pays it).
    assert sorted(legal_starting(s, "go")) == sorted(
        ["go sales", "go sales leave desk", "go market", "go market leave desk"])
    rejected(s, "go media")
    do(s, "0: go market", "auction left 1 desk", "cash 1", "tickets vip", "end")
    assert money(s, 0) == 0 and influence(s, 0) == 1


def test_fallback_when_no_location_is_legal_every_go_is_legal_and_no_action_follows():
    s = placed(2)
    do(s, "0: go colony", "discover photo-red", "end")
    hire_one(s, 1)
    do(s, "0: go sales", "take photo-FA 1", "end")  # seat 0 now on Sales
    do(s, "1: go colony", "discover digital-blue", "end")

    def stuck(e):
        e.money_to(0, 0)
        e.influence_to(0, 0)
        e.move_visitors("investor", ("lobby", 0), "plaza", lobby(s, 0)["investor"])
        e.move_visitors("vip", ("lobby", 0), "plaza", lobby(s, 0)["vip"])
        e.move_visitors("collector", ("lobby", 0), "plaza", lobby(s, 0)["collector"])
    s = edit(s, stuck)
    go = sorted(legal_starting(s, "go"))
    expected = sorted(f"go {loc}" + leave for loc in ("colony", "media", "market")
                      for leave in ("", " leave desk"))
    assert go == expected
    do(s, "0: go media", settle_end=False)
    # no location action: straight to the optional executive action
    at_phase(s, "after", 0)
    assert "end" in legal(s) and not any(m.startswith("hire") for m in legal(s))


def test_influence_gained_by_the_action_counts_toward_its_price():
    # Seat 0 with $0 and influence 0 can still bid $1 on the left column: +3 influence
    # first, then one step 3 -> 1 pays the dollar.
    s = placed(2)
    s = edit(s, lambda e: (e.money_to(0, 0), e.influence_to(0, 0)))
    assert "go market" in legal(s)
    do(s, "0: go market", "auction left 1 desk", settle_end=False)
    at_phase(s, "cash", 0)
    assert legal(s) == ["cash 1"]
    do(s, "cash 1", "tickets vip", "end")
    assert money(s, 0) == 0 and influence(s, 0) == 1


# ---- executive actions ---------------------------------------------------------------------
def test_executive_action_before_the_move_then_no_after_decision():
    s = placed(2)
    buy_first(s)  # seat 0 holds an investor ticket
    hire_one(s, 1)
    assert tickets(s, 0)["investor"] == 1
    do(s, "0: ticket investor lobby")  # own lobby investor -> own gallery
    at_phase(s, "tickets", 0)
    assert gallery(s, 0)["investor"] == 1 and lobby(s, 0)["investor"] == 0
    do(s, "done")
    at_phase(s, "turn", 0)
    assert all(m.startswith("go ") for m in legal(s))
    do(s, "go sales", "take digital-FA 2", settle_end=True)
    # the executive action was taken before: the turn ends without an `after` decision
    assert s.phase() == "turn" and s.to_move() == [1]
    assert ticket_discard(s)["investor"] == 1


def test_executive_action_after_the_move():
    s = placed(2)
    buy_first(s)
    hire_one(s, 1)
    do(s, "0: go sales", "take digital-FA 2")
    at_phase(s, "after", 0)
    assert sorted(legal(s)) == sorted(["end", "ticket investor plaza", "ticket investor lobby",
                                       "ticket vip plaza", "ticket vip lobby1",
                                       "contract 2 desk"])
    do(s, "ticket investor plaza")  # plaza investor -> own lobby
    at_phase(s, "tickets", 0)
    assert lobby(s, 0)["investor"] == 2
    do(s, "done")
    assert s.to_move() == [1] and s.phase() == "turn"


def test_at_most_one_executive_action_per_turn():
    s = placed(2)
    buy_first(s)
    hire_one(s, 1)
    do(s, "0: go sales", "take digital-FA 2")
    # a contract bonus after the move ends the executive action at once
    do(s, "contract 2 desk")
    assert s.to_move() == [1]
    # and a move-visitors action before the move removes the after-decision
    s = placed(2)
    buy_first(s)
    hire_one(s, 1)
    do(s, "0: ticket investor plaza", "done")
    assert not any(m.startswith(("ticket", "contract")) for m in legal(s))


def test_tickets_move_visitors_one_step_forward_only():
    s = placed(2)
    buy_first(s)
    hire_one(s, 1)
    s = edit(s, lambda e: (e.give_tickets(0, "vip", 3), e.give_tickets(0, "investor", 1)))
    # seat 1's lobby VIP -> plaza, then plaza -> own lobby, then own lobby -> gallery:
    do(s, "0: ticket vip lobby1")
    assert lobby(s, 1)["vip"] == 0 and plaza(s)["vip"] == 3
    do(s, "ticket vip plaza")
    assert lobby(s, 0)["vip"] == 1
    do(s, "ticket vip lobby")
    assert gallery(s, 0)["vip"] == 1
    # nothing moves backwards or out of a gallery; no collector ticket held
    for bad in ("ticket vip lobby0", "ticket collector plaza"):
        rejected(s, bad)
    assert tickets(s, 0) == {"investor": 2, "vip": 0, "collector": 0}
    do(s, "done")


def test_contract_executive_action_gives_the_front_bonus_and_keeps_the_assistant():
    s = placed(2)
    do(s, "0: go colony", "buy photo-blue", "cash 0", "fame 0", "end")
    hire_one(s, 1)
    # photo-FA taken onto space 1 (investor ticket), then the contract bonus: FA puts the
    # top queue assistant on a desk for free (no hiring bonus).
    do(s, "0: go sales", "take photo-FA 1", "contract 1 desk")
    assert contracts(s, 0)[0] == ("photo-FA", "front", True)
    assert desks(s, 0) == 2 - 1 + 1  # one went onto the card, one came from the queue
    assert queue(s, 0) == 7
    assert money(s, 0) == 10 - 1  # free: only the work was paid for


# ---- turn order ------------------------------------------------------------------------------
def test_turns_go_clockwise_and_rounds_count():
    s = placed(3, start_player=2, places={1: "market", 0: "media", 2: "sales"})
    assert s.to_move() == [2] and s.round() == 1
    do(s, "2: go colony", "buy photo-blue", "cash 0", "fame 0", "end")
    assert s.to_move() == [0]
    do(s, "0: go sales", "take photo-FA 1", "end")
    assert s.to_move() == [1] and s.round() == 1
    do(s, "1: go media", "hire 1", "cash 0", "end")
    assert s.to_move() == [2] and s.round() == 2
    assert s.turn_player() == 2 and s.start_player() == 2


def test_destination_judged_with_the_office_after_leave_behind_and_own_kick():
    # Seat 0 on Sales with all four desks taken and no influence (no promotion): Media is a
    # legal destination only with a leave-behind, which frees a desk for the hire.
    s = placed(2, places={1: "market", 0: "sales"})
    s = edit(s, lambda e: (e.hire_free(0, 2), e.influence_to(0, 0)))
    moves = legal_starting(s, "go media")
    assert moves == ["go media leave desk"]
    do(s, "0: go media leave desk", settle_end=False)
    assert legal(s) == ["hire 1"]


def test_own_assistant_kicked_home_fills_the_last_desk_before_hiring():
    # Seat 0: three desks taken, its own assistant on the Media Center, no influence.
    # Going there sends that assistant home to the fourth desk: no hire, no promotion ->
    # plain `go media` is no destination; with a leave-behind (from a desk, or that very
    # assistant moved to the Colony) a desk stays free and the hire is legal.
    s = placed(2, places={1: "market", 0: "colony"})
    s = edit(s, lambda e: (e.hire_free(0, 1), e.assistant_on(0, "media"), e.hire_free(0, 1),
                           e.influence_to(0, 0)))
    assert desks(s, 0) == 3
    assert sorted(legal_starting(s, "go media")) == ["go media leave desk",
                                                     "go media leave media"]
    rejected(s, "go media")
