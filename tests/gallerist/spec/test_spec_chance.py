"""Chance steps: where they occur, their outcomes and probabilities from the public
composition, the state's own outcome, and any listed outcome applied (swapped to the head
of the hidden order)."""

from __future__ import annotations

from collections import Counter

import pytest
from gl_spec import (
    DEFAULT_CONTRACTS,
    at_phase,
    bag,
    deck,
    display_cards,
    do,
    edit,
    gl,
    lobby,
    placed,
    rejected,
    stack_codes,
    stack_order,
    stack_top,
    work_visitors,
)


def probs(s) -> dict[str, float]:
    outs = s.chance_outcomes()
    assert abs(sum(p for _o, p in outs) - 1.0) < 1e-9
    assert len({o for o, _p in outs}) == len(outs)
    return dict(outs)


def test_no_chance_step_in_setup_or_placement_and_none_listed_outside_one():
    s = placed(4)
    assert not s.is_chance() and s.chance_outcomes() == []


def test_expose_outcomes_by_the_rest_of_the_stack():
    s = placed(2)
    do(s, "0: go colony", "buy photo-blue", settle_end=False)
    assert s.is_chance() and s.to_move() == [] and s.phase() == "chance"
    # photo stack after the bought 0i: 0x, 0v, 1xx, 1v+ic, 1i+vc, 0x (2xx set aside)
    rest = Counter(["0x", "0v", "1xx", "1v+ic", "1i+vc", "0x"])
    expected = {f"expose photo/{c}": n / 6 for c, n in rest.items()}
    got = probs(s)
    assert set(got) == set(expected)
    for o, p in expected.items():
        assert abs(got[o] - p) < 1e-12
    assert s.chance_outcome() == "expose photo/0x"  # the explicit stack order


def test_any_listed_expose_outcome_becomes_the_top():
    s = placed(2)
    do(s, "0: go colony", "buy photo-blue", settle_end=False)
    s.apply("expose photo/1v+ic")
    assert stack_top(s, "photo") == "1v+ic"
    assert Counter(stack_codes(s, "photo")) == Counter(["0x", "0v", "1xx", "1v+ic", "1i+vc", "0x"])
    do(s, "cash 0", "fame 0", settle_end=False)
    # two tickets on 1v+ic: two draws from the bag onto it
    n = 0
    while s.is_chance():
        assert all(o.startswith("draw ") for o, _p in s.chance_outcomes())
        s.apply(s.chance_outcome())
        n += 1
    assert n == 2 and sum(work_visitors(s, "photo").values()) == 2


def test_draw_probabilities_are_the_bag_composition():
    s = placed(2)
    do(s, "0: go colony", "buy photo-blue", "cash 0", "fame 0", settle_end=False)
    assert s.is_chance()
    comp = bag(s)
    size = sum(comp.values())
    got = probs(s)
    assert got == pytest.approx({f"draw {k}": n / size for k, n in comp.items() if n})
    # the explicit bag: after the 10 setup draws, the cycle investor, vip, collector
    assert s.chance_outcome() == "draw investor"
    s.apply("draw collector")
    assert work_visitors(s, "photo")["collector"] == 1
    assert bag(s)["collector"] == comp["collector"] - 1


def test_deal_outcomes_uniform_over_the_deck_and_swapped_to_the_head():
    s = placed(2, places={1: "market", 0: "colony"})
    do(s, "0: go sales", "reveal", settle_end=False)
    got = probs(s)
    assert set(got) == {f"deal {c}" for c in DEFAULT_CONTRACTS[4:]}
    assert all(abs(p - 1 / 16) < 1e-12 for p in got.values())
    assert s.chance_outcome() == "deal photo-IV"
    s.apply("deal painting-C")  # the last card of the deck, swapped with the head
    assert display_cards(s)[0] == ["photo-FA", "painting-C"]
    # the swapped head takes the chosen card's place: the next card is unchanged
    assert s.chance_outcome() == "deal digital-IV"
    assert sorted(deck(s)) == sorted(set(DEFAULT_CONTRACTS[4:]) - {"painting-C"})


def test_v_draw_when_the_plaza_is_empty_goes_to_the_lobby():
    s = placed(2)

    def clear(e):
        for k, n in (("investor", 1), ("vip", 2), ("collector", 1)):
            e.move_visitors(k, "plaza", ("lobby", 1), n)
    s = edit(s, clear)
    do(s, "0: go colony", "discover sculpture-blue", settle_end=False)
    comp = bag(s)
    got = probs(s)
    size = sum(comp.values())
    assert got == pytest.approx({f"draw {k}": n / size for k, n in comp.items() if n})
    s.apply("draw vip")
    assert lobby(s, 0)["vip"] == 1
    at_phase(s, "after", 0)


def test_outcome_strings_are_canonical_and_have_stable_codes():
    for o in ("draw vip", "deal photo-C", "expose sculpture/1i+vc"):
        assert gl.canonical_move(o) == o
        assert gl.move_code(o) == gl.move_code(o + " ")
    s = placed(2)
    do(s, "0: go colony", "buy photo-blue", settle_end=False)
    rejected(s, "expose photo/0i")  # no 0i left under the bought one
    rejected(s, "expose digital/0x")  # not the stack being exposed


def test_random_games_respect_every_invariant():
    # the core's own checker over random games (every move, every outcome)
    for players in (2, 3, 4):
        assert gl.check_random_games(3, players, 11) == []
    assert gl.check_random_games(2, 2, 5, ["two_player_middle=auction_open",
                                           "easel_value=any_artist", "contract_take=top",
                                           "intermediate_scoring=off"]) == []


def test_referee_loop_from_the_docstring_ends():
    s = gl.new_game(players=3, seed=4)
    for _ in range(20000):
        if s.is_terminal():
            break
        if s.is_chance():
            s.apply(s.chance_outcome())
        else:
            s.apply(s.random_move(seed=7))
    assert s.is_terminal()
    assert len(s.winners()) >= 1 and sorted(s.ranking()) == [0, 1, 2]
    assert abs(sum(s.returns()) - 1.0) < 1e-9


def test_stack_order_helper_is_a_valid_mix():
    assert stack_order("1xx", "2xx")[1:3] == ["1xx", "2xx"]
