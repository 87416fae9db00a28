"""Each seat's objective cards: its private items, the belief sync that forces them
(``force_private``), and the final scoring's chance steps that turn every card face up
(``objective <seat> curator-<n>`` / ``dealer-<n>``), so that an engine which only knew its
own cards ends with the table's exact final money."""

from __future__ import annotations

import random

import pytest
from galleria_ai.games.gallerist import rules as gl
from gl_rules import new, obs


def cards(s: gl.State) -> list[list[str]]:
    return [s.private_items(q) for q in range(s.num_players)]


def test_private_items_are_the_two_cards():
    s = new(3, seed=1, curators=[2, 4, 1], dealers=[3, 1, 4])
    assert cards(s) == [["curator-2", "dealer-3"], ["curator-4", "dealer-1"],
                        ["curator-1", "dealer-4"]]
    assert obs(s, 0)["seats"][0]["curator"] == 2 and obs(s, 0)["seats"][1]["curator"] is None


def test_force_private_swaps_with_a_seat_it_cannot_see_or_the_undealt_cards():
    s = new(3, seed=1, curators=[2, 4, 1], dealers=[3, 1, 4])
    t = s.clone()
    t.force_private(0, ["dealer-1", "curator-4"])          # any order
    assert cards(t)[:2] == [["curator-4", "dealer-1"], ["curator-2", "dealer-3"]]
    t = s.clone()
    t.force_private(0, ["curator-3", "dealer-2"])          # undealt cards (3 players)
    assert cards(t) == [["curator-3", "dealer-2"], ["curator-4", "dealer-1"],
                        ["curator-1", "dealer-4"]]
    t.force_private(0, ["curator-3", "dealer-2"])          # already so: nothing changes
    assert cards(t)[0] == ["curator-3", "dealer-2"]


def test_force_private_refuses_and_changes_nothing():
    s = new(4, seed=2, curators=[1, 2, 3, 4], dealers=[1, 2, 3, 4])
    before = s.to_json()
    for items, keep, msg in [
        (["curator-2", "dealer-1"], [1], "held by seat 1"),    # seat 1's cards are known
        (["curator-1", "dealer-2"], [1], "held by seat 1"),    # the dealer part fails: no swap
        (["curator-1"], [], "two objective cards"),
        (["curator-1", "curator-2"], [], "given twice"),
        (["curator-5", "dealer-1"], [], "not an objective card"),
        (["queen-1", "dealer-1"], [], "not an objective card"),
    ]:
        with pytest.raises(ValueError, match=msg):
            s.force_private(0, items, keep=keep)
        assert s.to_json() == before


def play_to_the_objectives(players: int, seed: int) -> gl.State:
    """A random table game (set-up told as chance steps) up to the first `objective` chance
    step."""
    rng = random.Random(seed)
    s = gl.new_game(players=players, seed=seed, chance_setup=True)
    while not (s.is_chance() and s.chance_outcome().startswith("objective")):
        assert not s.is_terminal()
        if s.is_chance():
            s.apply(s.chance_outcome())
        else:
            s.apply(s.legal_moves()[rng.randrange(len(s.legal_moves()))])
    return s


@pytest.mark.parametrize("players", [2, 3, 4])
def test_final_scoring_turns_every_card_face_up_in_seat_order(players):
    s = play_to_the_objectives(players, seed=players)
    assert s.phase() == "chance" and s.observation(0)["decision"]["kind"] == "objective"
    held = cards(s)
    told = []
    while s.is_chance():
        outs = dict(s.chance_outcomes())
        seat, deck = len(told) // 2, ("curator", "dealer")[len(told) % 2]
        shown = {held[q][len(told) % 2] for q in range(seat)}
        # any card of the deck no earlier seat showed, equally likely
        assert set(outs) == {f"objective {seat} {deck}-{n}" for n in range(1, 5)
                             if f"{deck}-{n}" not in shown}
        assert all(abs(p - 1 / len(outs)) < 1e-12 for p in outs.values())
        truth = s.chance_outcome()
        assert truth == f"objective {seat} {held[seat][len(told) % 2]}"
        # until it is told, another seat does not see the card
        other = (seat + 1) % players
        assert obs(s, other)["seats"][seat][deck] is None
        s.apply(truth)
        assert obs(s, other)["seats"][seat][deck] == int(truth[-1])
        told.append(truth)
    assert len(told) == 2 * players and s.is_terminal()
    for viewer in range(players):
        assert [(q["curator"], q["dealer"]) for q in obs(s, viewer)["seats"]] == [
            (int(c[0][-1]), int(c[1][-1])) for c in held]


def test_an_engine_belief_ends_with_the_tables_money():
    """An engine sampled other seats' cards; the `objective` lines repair them before steps 5
    and 6 of the final scoring, so its final money equals the table's."""
    truth = play_to_the_objectives(4, seed=11)
    belief = truth.determinize(0, 5)
    assert cards(belief) != cards(truth) and cards(belief)[0] == cards(truth)[0]
    while truth.is_chance():
        o = truth.chance_outcome()
        assert o in dict(belief.chance_outcomes())
        belief.apply(o)
        truth.apply(o)
        assert belief.private_items(0) == truth.private_items(0)
    assert belief.is_terminal() and belief.money() == truth.money()
    for seat in range(4):
        assert belief.observation_string(seat) == truth.observation_string(seat)


def test_without_a_table_the_cards_are_simply_public_at_the_end():
    s = gl.new_game(players=3, seed=2)
    rng = random.Random(2)
    while not s.is_terminal():
        if s.is_chance():
            assert not s.chance_outcome().startswith("objective")
            s.apply(s.chance_outcome())
        else:
            s.apply(s.legal_moves()[rng.randrange(len(s.legal_moves()))])
    held = cards(s)
    assert [(q["curator"], q["dealer"]) for q in obs(s, 1)["seats"]] == [
        (int(c[0][-1]), int(c[1][-1])) for c in held]


def test_determinize_keeps_cards_already_face_up():
    s = play_to_the_objectives(3, seed=5)
    for _ in range(3):  # seat 0 both cards, seat 1's curator
        s.apply(s.chance_outcome())
    for k in range(30):
        w = s.determinize(2, k)
        assert w.private_items(0) == s.private_items(0)
        assert w.private_items(1)[0] == s.private_items(1)[0]
        assert w.private_items(2) == s.private_items(2)
        assert w.observation_string(2) == s.observation_string(2)
    assert len({tuple(s.determinize(2, k).private_items(1)) for k in range(60)}) > 1
