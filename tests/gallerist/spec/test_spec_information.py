"""Information: what each seat sees (observation) and what determinize resamples.

Hidden: others' objective cards (and undealt ones), contract deck order, stack order below
the top, bag order, boxed reputation tiles. Everything else is public."""

from __future__ import annotations

import json

import pytest
from gl_spec import (
    DEFAULT_CONTRACTS,
    DEFAULT_WORKS,
    FORMS,
    deck,
    default_setup,
    do,
    gl,
    make_bag,
    placed,
    raw,
    stack_codes,
)


def obs_equal(a, b, seat):
    return a.observation_string(seat) == b.observation_string(seat)


def test_own_objective_cards_seen_others_not_four_players():
    a = placed(4, curators=[1, 2, 3, 4], dealers=[1, 2, 3, 4])
    b = placed(4, curators=[1, 3, 2, 4], dealers=[1, 2, 4, 3])
    # seat 0 and its cards are the same; the others' are permuted: seat 0 cannot tell
    assert obs_equal(a, b, 0)
    for seat in (1, 2, 3):
        assert not obs_equal(a, b, seat)


def test_undealt_objective_cards_hidden_from_everyone_three_players():
    a = placed(3, curators=[1, 2, 3], dealers=[1, 2, 3])
    b = placed(3, curators=[1, 2, 4], dealers=[1, 2, 3])
    assert obs_equal(a, b, 0) and obs_equal(a, b, 1)
    assert not obs_equal(a, b, 2)


def test_bag_order_deck_order_and_stack_order_are_hidden_from_everyone():
    base = default_setup(3)
    other = dict(base)
    head = base["bag"][:11]
    other["bag"] = make_bag(3, head, tail=["collector"])  # same setup draws, other order
    assert other["bag"] != base["bag"]
    other["contracts"] = DEFAULT_CONTRACTS[:4] + list(reversed(DEFAULT_CONTRACTS[4:]))
    works = {f: list(DEFAULT_WORKS) for f in FORMS}
    works["painting"] = DEFAULT_WORKS[:2] + list(reversed(DEFAULT_WORKS[2:]))
    other["works"] = works
    a = gl.new_game(players=3, seed=0, setup=base)
    b = gl.new_game(players=3, seed=0, setup=other)
    assert a != b
    for seat in range(3):
        assert obs_equal(a, b, seat)


def test_boxed_reputation_tiles_are_hidden():
    a_setup = default_setup(2)
    b_setup = dict(a_setup)
    b_setup["reputation"] = list(range(1, 13)) + [20, 19, 18, 17, 16, 15, 14, 13]
    a = gl.new_game(players=2, seed=0, setup=a_setup)
    b = gl.new_game(players=2, seed=0, setup=b_setup)
    assert obs_equal(a, b, 0) and obs_equal(a, b, 1)


def test_public_things_are_in_every_observation():
    a = placed(2)
    b = a.clone()
    do(b, "0: go colony", "buy photo-blue", "cash 1", "fame 0")
    for seat in (0, 1):
        assert not obs_equal(a, b, seat)
    # an observation is a dict and its canonical text is deterministic
    assert isinstance(a.observation(0), dict)
    assert a.observation_string(1) == a.clone().observation_string(1)


# ---- determinize --------------------------------------------------------------------------
def _mid_game():
    s = placed(3)
    do(s, "0: go colony", "buy photo-blue", "cash 0", "fame 0", "end")
    return s


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_determinize_keeps_the_observation(seat):
    s = _mid_game()
    for seed in range(5):
        d = s.determinize(seat, seed)
        assert d.observation_string(seat) == s.observation_string(seat)
        assert gl.State.from_json(d.to_json()) == d  # a consistent state
        assert d.legal_moves() == s.legal_moves()


def test_determinize_depends_only_on_the_observation_and_the_seed():
    base = default_setup(3)
    other = dict(base)
    other["contracts"] = DEFAULT_CONTRACTS[:4] + list(reversed(DEFAULT_CONTRACTS[4:]))
    other["curators"] = [1, 2, 4]
    a = gl.new_game(players=3, seed=0, setup=base)
    b = gl.new_game(players=3, seed=0, setup=other)
    assert a != b and obs_equal(a, b, 0)
    for seed in (1, 2, 3):
        assert a.determinize(0, seed) == b.determinize(0, seed)


def test_determinize_resamples_the_hidden_parts():
    s = _mid_game()
    decks, bags, stacks, cards = set(), set(), set(), set()
    for seed in range(12):
        d = s.determinize(0, seed)
        r = raw(d)
        decks.add(tuple(deck(d)))
        bags.add(tuple(r.get("bag", i) for i in range(r.get("bag_n"))))
        stacks.add(tuple(stack_codes(d, "painting")[1:]))
        cards.add((r.get("curator", 1), r.get("curator", 2), r.get("dealer", 1)))
        # own cards and public counts never change
        assert r.get("curator", 0) == raw(s).get("curator", 0)
        assert r.get("dealer", 0) == raw(s).get("dealer", 0)
        assert d.money() == s.money() and d.influence() == s.influence()
        assert sorted(stack_codes(d, "painting")) == sorted(stack_codes(s, "painting"))
        assert stack_codes(d, "painting")[0] == stack_codes(s, "painting")[0]  # visible top
    assert len(decks) > 1 and len(bags) > 1 and len(stacks) > 1 and len(cards) > 1


def test_determinize_never_touches_the_observers_own_cards_in_four_players():
    s = placed(4, curators=[4, 3, 2, 1], dealers=[2, 1, 4, 3])
    for seed in range(6):
        r = raw(s.determinize(2, seed))
        assert (r.get("curator", 2), r.get("dealer", 2)) == (1, 3)  # cards 2 and 4, 0-based
        assert sorted(r.get("curator", p) for p in range(4)) == [0, 1, 2, 3]


def test_apply_observed_accepts_public_moves_and_outcomes():
    s = placed(2)
    belief = s.determinize(1, 7)
    do(s, "0: go colony", "buy photo-blue", settle_end=False)
    belief.apply_observed(1, 0, "go colony")
    belief.apply_observed(1, 0, "buy photo-blue")
    outcome = s.chance_outcome()
    belief.apply_observed(1, -1, outcome)
    s.apply(outcome)
    assert belief.observation_string(1) == s.observation_string(1)
    with pytest.raises(ValueError):
        belief.apply_observed(1, 0, "go pub")
    assert json.loads(belief.to_json())


def test_discovery_tiles_on_face_down_artists_are_public():
    a_setup = default_setup(2)
    b_setup = dict(a_setup)
    disc = dict(a_setup["discovery"])
    disc["photo-red"], disc["digital-blue"] = disc["digital-blue"], disc["photo-red"]
    b_setup["discovery"] = disc
    a = gl.new_game(players=2, seed=0, setup=a_setup)
    b = gl.new_game(players=2, seed=0, setup=b_setup)
    assert not obs_equal(a, b, 0) and not obs_equal(a, b, 1)
