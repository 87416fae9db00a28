"""End of the game: triggers (two needed), the finishing round, the final round without
kick-out actions, the round cap, then final scoring and game over."""

from __future__ import annotations

from gl_spec import (
    KINDS,
    at_phase,
    bag,
    desks,
    do,
    edit,
    end_stage,
    money,
    placed,
    play_out,
    scoring_position,
    where,
)

NEUTRAL = ("go sales", "reveal", "notake", "end")


def neutral(s, seat):
    """One turn that changes nothing scored: from home to Sales, reveal, take nothing."""
    do(s, f"{seat}: go sales", *NEUTRAL[1:])


def test_two_triggers_finish_the_round_then_one_final_round_without_kickouts():
    s = scoring_position(2)  # bag and booth empty, both gallerists home, seat 0 to move
    assert end_stage(s) == "playing" and not s.final_round()
    neutral(s, 0)
    # end check after seat 0's turn: the round is finished first
    assert s.to_move() == [1] and s.round() == 1 and not s.final_round()
    assert end_stage(s) == "finishing"
    neutral(s, 1)  # kicks seat 0 off the Sales Office: a kick-out decision (not final)
    at_phase(s, "kickout", 0)
    do(s, "0: pass")
    assert s.final_round() and s.round() == 2 and s.to_move() == [0]
    neutral(s, 0)  # kicks seat 1: in the final round it just goes home
    at_phase(s, "turn", 1)
    assert where(s, 1) == "home"
    neutral(s, 1)
    assert s.is_terminal() and s.phase() == "gameover" and s.to_move() == []
    assert s.current_player() == -1 and s.legal_moves() == []
    assert s.scoring()["final"] is not None


def test_one_trigger_is_not_enough():
    s = placed(2, options={"intermediate_scoring": "off"})
    s = edit(s, lambda e: (e.gallerists_home(), e.end_triggers(bag=True, booth=False)))
    for _ in range(3):
        for seat in (0, 1):
            neutral(s, seat)
            if s.phase() == "kickout":
                do(s, "pass")
    assert not s.is_terminal() and end_stage(s) == "playing" and not s.final_round()


def test_trigger_in_the_middle_of_a_round_three_players():
    s = scoring_position(3)  # triggered before seat 0's turn
    turns = []
    while not s.is_terminal():
        if s.phase() == "turn":
            turns.append((s.round(), s.to_move()[0], s.final_round()))
        if s.is_chance():
            s.apply(s.chance_outcome())
            continue
        ph = s.phase()
        m = {"turn": "go sales", "action": "reveal", "take": "notake", "after": "end",
             "kickout": "pass"}[ph]
        s.apply(m)
    assert turns == [(1, 0, False), (1, 1, False), (1, 2, False),
                     (2, 0, True), (2, 1, True), (2, 2, True)]


def test_trigger_during_the_last_turn_of_a_round_starts_the_final_round_next():
    s = placed(2, options={"intermediate_scoring": "off"})
    s = edit(s, lambda e: e.gallerists_home())
    neutral(s, 0)
    s = edit(s, lambda e: e.end_triggers(bag=True, booth=True))
    neutral(s, 1)
    do(s, "0: pass")
    assert s.final_round() and s.round() == 2 and s.to_move() == [0]


def test_round_cap_ends_the_game_after_round_50():
    s = placed(2, options={"intermediate_scoring": "off"})
    s = edit(s, lambda e: (e.gallerists_home(), e.set("round", 50)))
    assert s.round() == 50
    neutral(s, 0)
    neutral(s, 1)
    do(s, "0: pass")
    assert s.final_round() and s.round() == 51
    neutral(s, 0)
    neutral(s, 1)
    assert s.is_terminal()


def test_round_49_is_not_the_cap():
    s = placed(2, options={"intermediate_scoring": "off"})
    s = edit(s, lambda e: (e.gallerists_home(), e.set("round", 49)))
    neutral(s, 0)
    neutral(s, 1)
    do(s, "0: pass")
    assert s.round() == 50 and not s.final_round()


def test_bag_emptied_by_play_is_a_trigger():
    # Booth empty (a trigger) and one visitor left in the bag; seat 0's purchase exposes a
    # work with one ticket: the last visitor is drawn onto it -> bag empty: two triggers.
    s = placed(2, options={"intermediate_scoring": "off"})

    def prepare(e):
        e.end_triggers(bag=False, booth=True)
        left = 1
        for j, k in enumerate(KINDS):
            have = e.get("bag_count", j)
            keep = min(have, left)
            left -= keep
            e.move_visitors(k, "bag", "plaza", have - keep)
    s = edit(s, prepare)
    assert sum(bag(s).values()) == 1
    do(s, "0: go colony", "buy photo-blue", "cash 0", "fame 0", "end")
    assert end_stage(s) == "finishing"


def test_two_celebrities_by_play_are_a_trigger():
    # photo-blue is a celebrity; seat 0 makes photo-red (fame 17) the second by two
    # influence->fame steps; with the bag empty that is two triggers.
    s = placed(2, options={"intermediate_scoring": "off"})

    def prepare(e):
        e.fame_to("photo-blue", 19)
        e.discover("photo-red")
        e.fame_to("photo-red", 17)
        e.money_to(0, 30)
        e.end_triggers(bag=True, booth=False)
    s = edit(s, prepare)
    do(s, "0: go colony", "buy photo-red", "cash 0", "fame 2", settle_end=False)
    assert money(s, 0) == 30 - 17 + 5  # the celebrity bonus
    do(s, "end")
    assert end_stage(s) == "finishing"


def test_final_round_kicked_assistant_goes_home_without_a_decision():
    s = scoring_position(2, prepare=lambda e: e.assistant_on(1, "colony"))
    neutral(s, 0)
    neutral(s, 1)
    do(s, "0: pass")
    assert s.final_round()
    d = desks(s, 1)
    do(s, "0: go colony", "discover photo-red", "end")
    at_phase(s, "turn", 1)  # no kick-out decision
    assert desks(s, 1) == d + 1


def test_every_game_ends():
    s = scoring_position(4)
    play_out(s)
    assert s.is_terminal()
