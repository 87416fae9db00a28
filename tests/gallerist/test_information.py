"""Information and chance: what each seat sees, determinization, chance outcomes, belief
sync (rules: Information and chance)."""

from __future__ import annotations

import json
import random

import pytest
from galleria_ai.games.gallerist import rules as gl
from gl_rules import new, obs, place, play


def advance(s: gl.State, steps: int, seed: int = 0) -> None:
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal():
            return
        if s.is_chance():
            s.apply(s.chance_outcome())
        else:
            s.apply(rng.choice(s.legal_moves()))


def test_objective_cards_are_private_until_the_end():
    s = new(3, seed=2, curators=[2, 4, 1], dealers=[3, 1, 2])
    for seat in range(3):
        o = obs(s, seat)
        assert [p["curator"] for p in o["seats"]] == [
            [2, 4, 1][q] if q == seat else None for q in range(3)
        ]
        assert [p["dealer"] for p in o["seats"]] == [
            [3, 1, 2][q] if q == seat else None for q in range(3)
        ]
        assert "curator ?" in s.observation_string(seat)
    advance(s, 100000, seed=1)
    assert s.is_terminal()
    assert [p["curator"] for p in obs(s, 0)["seats"]] == [2, 4, 1]


def test_orders_are_not_observed():
    s = new(4, seed=3)
    text = s.observation_string(1)
    d = json.loads(s.to_json())
    for key, n in (("bag", "bag_n"), ("deck", "deck_n")):
        # The order itself never appears in the observation: only the composition.
        order = d[key][: d[n]]
        assert " ".join(map(str, order)) not in text or len(set(order)) == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_determinize_keeps_the_observation_and_resamples_hidden_parts(players):
    s = new(players, seed=4)
    advance(s, 150, seed=2)
    for seat in range(players):
        t = s.determinize(seat, seed=7)
        assert t.observation_string(seat) == s.observation_string(seat)
        assert t.observation(seat) == s.observation(seat)
    # Something hidden does change (bag, deck, stacks or others' cards).
    assert any(s.determinize(0, seed=k).to_json() != s.to_json() for k in range(5))
    assert s.determinize(0, seed=7) == s.determinize(0, seed=7)  # reproducible from the seed


def test_determinize_depends_only_on_the_observation():
    s = new(4, seed=5)
    advance(s, 90, seed=3)
    other = s.determinize(2, seed=99)  # same observation for seat 2, different hidden parts
    assert other.observation_string(2) == s.observation_string(2) and other != s
    for k in range(3):
        assert s.determinize(2, seed=k) == other.determinize(2, seed=k)


def test_chance_outcomes_follow_the_public_composition():
    s = new(2, seed=6, start_player=0, discovered="digital-blue")
    place(s, ["sales", "media"])
    play(s, 0, "go colony")
    play(s, 0, "buy digital-blue")
    assert s.is_chance() and s.to_move() == [] and s.current_player() == -1
    o = obs(s)
    hidden = o["stacks"]["digital"]["hidden"]
    size = sum(hidden.values())
    outs = dict(s.chance_outcomes())
    assert outs == pytest.approx({f"expose digital/{c}": n / size for c, n in hidden.items()})
    assert s.chance_outcome() in outs
    # Any listed outcome may be applied (swapped to the top of the hidden order).
    for text in outs:
        t = s.clone()
        t.apply(text)
        assert obs(t)["stacks"]["digital"]["top"] == text.split()[1]


def test_draw_and_deal_probabilities():
    s = new(2, seed=6, start_player=0)
    place(s, ["colony", "media"])
    play(s, 0, "go sales")
    play(s, 0, "reveal")
    o = obs(s)
    deck = o["contract_deck"]
    assert dict(s.chance_outcomes()) == pytest.approx({f"deal {c}": 1 / len(deck) for c in deck})
    bag = o["bag"]
    total = sum(bag.values())
    assert o["bag_size"] == total


def test_apply_observed_keeps_a_sampled_belief_in_step_with_the_table():
    for players, seed in [(2, 1), (4, 2)]:
        table = new(players, seed=seed)
        observer = 1
        belief = table.determinize(observer, seed=11)
        rng = random.Random(seed)
        for _ in range(400):
            if table.is_terminal():
                break
            if table.is_chance():
                move, mover = table.chance_outcome(), -1
            else:
                mover = table.current_player()
                move = rng.choice(table.legal_moves())
            table.apply(move, None if mover < 0 else mover)
            belief.apply_observed(observer, mover, move)
            assert belief.observation_string(observer) == table.observation_string(observer)


def test_apply_observed_rejects_illegal_moves_unchanged():
    s = new(2, seed=1, start_player=0)
    before = s.to_json()
    with pytest.raises(ValueError, match="not your turn"):
        s.apply_observed(0, 0, "place colony")  # seat 1 places first
    with pytest.raises(ValueError):
        s.apply_observed(5, 1, "place colony")
    assert s.to_json() == before
