"""The generic ISMCTS on toy games: decoupled sealed choices, chance steps, no peeking,
reproducibility."""

from __future__ import annotations

import pytest
from galleria_ai import _toys as _core


def _stats(r):
    return [(s.seat, s.move, s.visits, round(s.mean, 12)) for s in r.stats + r.other_stats]


def test_pennies_sealed_choices_are_decoupled() -> None:
    # Matching pennies: seat 0 wins on a match. If seat 1's choice in the tree could depend
    # on seat 0's (a coupled tree), seat 1 would always mismatch and seat 0's value -> 0.
    r = _core.toy_pennies_search(_core.PenniesState(), 0, iterations=20000, seed=5)
    assert 0.4 < r.values[0] < 0.6
    for s in r.stats:
        assert 0.4 < s.mean < 0.6
    # Both seats choose at the same root node: each seat's statistics cover every iteration.
    assert sum(s.visits for s in r.stats) == r.iterations
    other = [s for s in r.other_stats if s.seat == 1]
    assert len(other) == 2 and sum(s.visits for s in other) == r.iterations


def test_pennies_other_sealed_choice_is_not_seen() -> None:
    # Seat 1 has already submitted; seat 0 cannot know what, so the result must not depend on it.
    a = _core.toy_pennies_search(_core.PenniesState(0, 1), 0, iterations=3000, seed=2)
    b = _core.toy_pennies_search(_core.PenniesState(0, 2), 0, iterations=3000, seed=2)
    assert _stats(a) == _stats(b) and a.values == b.values and a.move == b.move
    assert abs(a.values[0] - 0.5) < 0.1


def _gops_in_sealed_phase(seed: int) -> _core.ToyGopsState:
    s = _core.ToyGopsState(3, seed)
    s.apply(0, _core.ToyGopsState(3, seed).legal_moves(0)[0])  # leader doubles
    return s


def test_gops_no_peeking_at_hidden_cards() -> None:
    base = _gops_in_sealed_phase(9)
    # Seat 1 submits its sealed card; seat 0 searches. Same observation, different hidden
    # worlds: other hands, undealt cards, prize order and seat 1's submitted card all vary.
    worlds = []
    for seed in range(5):
        w = base.determinize(0, 100 + seed)
        w.apply(1, w.legal_moves(1)[seed % 3])
        worlds.append(w)
    assert len({tuple(map(str, w.hands())) for w in worlds}) > 1
    obs = [w.observation(0) for w in worlds]
    assert all(o == obs[0] for o in obs)
    results = [_core.toy_gops_search(w, 0, iterations=4000, seed=7) for w in worlds]
    for r in results[1:]:
        assert r.move == results[0].move
        assert _stats(r) == _stats(results[0])
        assert r.values == results[0].values


def test_gops_reproducible_with_threads() -> None:
    s = _core.ToyGopsState(4, 3)
    for threads in (1, 2):
        a = _core.toy_gops_search(s, 0, iterations=3001, seed=11, threads=threads,
                                  stop_when_decided=False)
        b = _core.toy_gops_search(s, 0, iterations=3001, seed=11, threads=threads,
                                  stop_when_decided=False)
        assert a.iterations == 3001
        assert a.move == b.move and _stats(a) == _stats(b) and a.values == b.values
    c = _core.toy_gops_search(s, 0, iterations=3001, seed=12, threads=1,
                                stop_when_decided=False)
    assert _stats(c) != _stats(a)


def test_gops_full_games_with_search_are_legal() -> None:
    for game in range(3):
        s = _core.ToyGopsState(3, game)
        while not s.is_terminal():
            for seat in s.to_move():
                r = _core.toy_gops_search(s, seat, iterations=300, seed=game)
                assert r.code in s.legal_moves(seat)
                s.apply(seat, r.code)


def test_draw_chance_outcomes_get_their_own_children() -> None:
    # Half the tiles are good. Knowing the drawn tile, seat 0 takes a good one (1) and leaves
    # a bad one (0.4): playing on is worth 0.7, above the safe 0.5. Merging the outcomes
    # would make it worth max(0.5, 0.4) = 0.5 at best, so "play" would not stand out.
    r = _core.toy_draw_search(_core.ToyDrawState(4, 4, 1), 0, iterations=6000, seed=3)
    stats = {s.move: s for s in r.stats}
    assert r.move == "play"
    assert abs(stats["play"].mean - 0.7) < 0.05
    assert abs(stats["safe"].mean - 0.5) < 1e-9


def test_draw_all_bad_tiles_plays_safe() -> None:
    # With only bad tiles in the bag the draw is known: leave (0.4) < safe (0.5).
    r = _core.toy_draw_search(_core.ToyDrawState(0, 5, 2), 0, iterations=3000, seed=4)
    assert r.move == "safe"
    stats = {s.move: s for s in r.stats}
    assert abs(stats["play"].mean - 0.4) < 0.05


@pytest.mark.parametrize("card", ["high", "low"])
def test_an_opponents_replies_are_kept_apart_per_private_view(card: str) -> None:
    # ToyCall: seat 1 calls with its high card and folds with its low one, so seat 0's bet
    # is worth 0.5 * 0 + 0.5 * 0.7 = 0.35 < 0.45 for playing safe. Seat 0 cannot see the
    # card, so the answer must not depend on the true one.
    r = _core.toy_call_search(_core.ToyCallState(card), 0, iterations=6000, seed=3)
    stats = {s.move: s for s in r.stats}
    assert r.move == "safe"
    assert abs(stats["bet"].mean - 0.35) < 0.05


def test_pooled_replies_misjudge_the_bet() -> None:
    # The same game with seat 1's card left out of the keys: its pooled statistics favour
    # calling (0.5 on average against 0.3 for folding), so the bet looks worth 0.5 > 0.45.
    # This is what private_view prevents.
    r = _core.toy_call_pooled_search(_core.ToyCallState("low"), 0, iterations=6000, seed=3)
    stats = {s.move: s for s in r.stats}
    assert r.move == "bet"
    assert abs(stats["bet"].mean - 0.5) < 0.05


@pytest.mark.parametrize(("share", "bet_value"), [(1.0, 0.5), (0.5, 0.425)])
def test_opponent_model_share_holds_opponents_to_their_model(share: float, bet_value: float) -> None:
    # ToyCall with a model of seat 1 that always calls (prior 0.75 on calling). With share 1
    # seat 1 calls in the tree whatever its card: the bet is worth 0.5 * 0 + 0.5 * 1 = 0.5
    # > 0.45, so seat 0 bets. With share 0.5 a low card calls half the time and otherwise
    # folds (its best reply, 0.7 for seat 0): 0.5 * 0 + 0.5 * (0.5 * 1 + 0.5 * 0.7) = 0.425,
    # below playing safe.
    r = _core.toy_call_model_search(_core.ToyCallState("low"), 0, iterations=6000, seed=3,
                                    opponent_model_share=share)
    stats = {s.move: s for s in r.stats}
    assert abs(stats["bet"].mean - bet_value) < 0.04
    assert r.move == ("bet" if bet_value > 0.45 else "safe")


def test_opponent_model_share_needs_a_prior_that_singles_out_a_move() -> None:
    # Plain ToyCall has a flat prior: no model move, so the share changes nothing at all.
    def run(share: float) -> list[tuple[str, int, float]]:
        r = _core.toy_call_search(_core.ToyCallState("low"), 0, iterations=3000, seed=5,
                                  opponent_model_share=share)
        return [(s.move, s.visits, s.mean) for s in r.stats]

    assert run(1.0) == run(0.0)


def test_rules_and_bad_options_raise() -> None:
    s = _core.PenniesState()
    for kw in ({"own_rule": "policy"}, {"opponent_rule": "greedy"}, {"sealed_gamma": 0.0},
               {"final_rule": 2}, {"max_tree_mb": 0}, {"opponent_exploration": -1.0},
               {"opponent_model_share": 1.5}, {"opponent_model_share": -0.1}):
        try:
            _core.toy_pennies_search(s, 0, iterations=10, **kw)
        except ValueError:
            continue
        raise AssertionError(f"{kw} was accepted")


@pytest.mark.parametrize("rule", ["ucb", "puct", "policy"])
def test_gops_every_opponent_rule_plays_legal_games(rule: str) -> None:
    s = _core.ToyGopsState(3, 5)
    while not s.is_terminal():
        for seat in s.to_move():
            r = _core.toy_gops_search(s, seat, iterations=200, seed=1, opponent_rule=rule,
                                      own_rule="ucb" if rule == "ucb" else "puct")
            assert r.code in s.legal_moves(seat)
            s.apply(seat, r.code)


def test_tree_memory_limit_caps_nodes() -> None:
    s = _core.ToyGopsState(4, 3)
    # One tree per thread (tree_iterations 0): the limit is on a tree's memory.
    small = _core.toy_gops_search(s, 0, iterations=20000, seed=1, max_tree_mb=1,
                                  tree_iterations=0, stop_when_decided=False)
    big = _core.toy_gops_search(s, 0, iterations=20000, seed=1, tree_iterations=0,
                                stop_when_decided=False)
    assert small.iterations == big.iterations == 20000
    assert small.nodes < big.nodes
    assert small.nodes <= (1 << 20) // 40


def test_tree_iterations_at_or_above_the_budget_changes_nothing() -> None:
    s = _core.ToyGopsState(4, 3)
    kw = {"iterations": 3001, "seed": 4, "stop_when_decided": False}
    one = _core.toy_gops_search(s, 0, tree_iterations=0, **kw)
    runs = [_core.toy_gops_search(s, 0, tree_iterations=cap, tree_refine=refine, **kw)
            for cap in (3001, 5000) for refine in (False, True)]
    runs.append(_core.toy_gops_search(s, 0, **kw))  # the default cap is above 3001
    for r in runs:
        assert _stats(r) == _stats(one) and r.values == one.values and r.nodes == one.nodes


def test_tree_iterations_grows_an_ensemble_of_trees() -> None:
    # Matching pennies with trees of one iteration each: every tree is the root plus one
    # node per candidate of both sealed seats (2 x 2), so 5 nodes a tree; every seat's
    # root statistics still cover every iteration, and the value stays at the equilibrium.
    r = _core.toy_pennies_search(_core.PenniesState(), 0, iterations=4000, seed=3,
                                 tree_iterations=1, tree_refine=False)
    assert r.iterations == 4000 and r.nodes == 5 * 4000
    assert sum(st.visits for st in r.stats) == 4000
    assert sum(st.visits for st in r.other_stats if st.seat == 1) == 4000
    assert 0.4 < r.values[0] < 0.6


def test_tree_refine_keeps_one_tree_and_stops_growing_it() -> None:
    # Matching pennies with tree_iterations 1 and tree_refine: the first iteration grows the
    # root plus one node per candidate of both sealed seats (2 x 2) and no later one adds a
    # node (an ensemble would grow 5 a tree); every iteration still counts at the root, and
    # the value stays at the equilibrium.
    r = _core.toy_pennies_search(_core.PenniesState(), 0, iterations=4000, seed=3,
                                 tree_iterations=1, tree_refine=True)
    assert r.iterations == 4000 and r.nodes == 5
    assert sum(st.visits for st in r.stats) == 4000
    assert sum(st.visits for st in r.other_stats if st.seat == 1) == 4000
    assert 0.4 < r.values[0] < 0.6


def test_tree_refine_freezes_the_tree_a_shorter_search_grows() -> None:
    # Past tree_iterations a tree refined with refine_depth 0 keeps exactly the nodes it had
    # then: those of a search of that many iterations from the same stream, fewer than one
    # tree growing all along.
    s = _core.ToyGopsState(4, 3)
    kw = {"seed": 5, "stop_when_decided": False}
    grown = _core.toy_gops_search(s, 0, iterations=1000, tree_iterations=0, **kw)
    deep = _core.toy_gops_search(s, 0, iterations=6000, tree_iterations=0, **kw)
    refined = [_core.toy_gops_search(s, 0, iterations=6000, tree_iterations=1000,
                                     tree_refine=True, refine_depth=0, **kw)
               for _ in range(2)]
    ensemble = _core.toy_gops_search(s, 0, iterations=6000, tree_iterations=1000,
                                     tree_refine=False, **kw)
    r = refined[0]
    assert r.iterations == 6000 and sum(st.visits for st in r.stats) == 6000
    assert r.nodes == grown.nodes < deep.nodes
    assert _stats(r) == _stats(refined[1]) and r.values == refined[1].values
    assert _stats(r) not in (_stats(deep), _stats(ensemble), _stats(grown))


def test_refine_depth_grows_the_first_levels_only() -> None:
    # A refining tree that may still grow within D levels of the root holds more nodes than
    # the frozen tree and fewer than one tree growing all along, more the larger D; with D
    # past any depth a walk reaches it is that growing tree, iteration for iteration.
    from galleria_ai import search

    s = _core.ToyGopsState(4, 3)
    kw = {"iterations": 6000, "seed": 5, "stop_when_decided": False}
    deep = _core.toy_gops_search(s, 0, tree_iterations=0, **kw)
    frozen = _core.toy_gops_search(s, 0, tree_iterations=1000, refine_depth=0, **kw)
    sizes = []
    for depth in (1, 2, 3):
        r = _core.toy_gops_search(s, 0, tree_iterations=1000, refine_depth=depth, **kw)
        assert r.iterations == 6000 and sum(st.visits for st in r.stats) == 6000
        sizes.append(r.nodes)
    assert frozen.nodes <= sizes[0] < sizes[1] < sizes[2] < deep.nodes
    # search.MAX_REFINE_DEPTH is the largest the core accepts.
    unbounded = _core.toy_gops_search(s, 0, tree_iterations=1000,
                                      refine_depth=search.MAX_REFINE_DEPTH, **kw)
    assert _stats(unbounded) == _stats(deep) and unbounded.nodes == deep.nodes
    for bad in (-1, search.MAX_REFINE_DEPTH + 1):
        with pytest.raises(ValueError, match="refine_depth"):
            _core.toy_gops_search(s, 0, tree_iterations=1000, refine_depth=bad, **kw)


def test_tree_iterations_reproducible_and_not_one_tree() -> None:
    s = _core.ToyGopsState(4, 3)
    for threads in (1, 2):
        kw = {"iterations": 6001, "seed": 8, "threads": threads, "stop_when_decided": False}
        one = _core.toy_gops_search(s, 0, **kw)
        a = _core.toy_gops_search(s, 0, tree_iterations=1000, tree_refine=False, **kw)
        b = _core.toy_gops_search(s, 0, tree_iterations=1000, tree_refine=False, **kw)
        assert a.iterations == 6001
        assert _stats(a) == _stats(b) and a.values == b.values and a.nodes == b.nodes
        assert _stats(a) != _stats(one)
        assert sum(st.visits for st in a.stats) == 6001


def test_tree_iterations_early_stop_keeps_the_move() -> None:
    # The early stop counts the visits of every tree of the ensemble, not the growing one's,
    # and of a refined tree's every iteration.
    for game in range(6):
        s = _core.ToyGopsState(4, game)
        for refine in (False, True):
            kw = {"iterations": 4000, "seed": game, "tree_iterations": 500,
                  "tree_refine": refine}
            full = _core.toy_gops_search(s, 0, stop_when_decided=False, **kw)
            early = _core.toy_gops_search(s, 0, stop_when_decided=True, **kw)
            assert early.move == full.move and early.iterations <= full.iterations


def test_tree_iterations_must_not_be_negative() -> None:
    with pytest.raises(ValueError, match="tree_iterations"):
        _core.toy_pennies_search(_core.PenniesState(), 0, iterations=10, tree_iterations=-1)


def test_the_tree_memory_limit_is_the_cores() -> None:
    # search.MAX_TREE_MB (also the engine's Hash maximum) is the largest the core accepts.
    from galleria_ai import search

    pennies = _core.PenniesState()
    r = _core.toy_pennies_search(pennies, 0, iterations=10, max_tree_mb=search.MAX_TREE_MB)
    assert r.iterations == 10
    with pytest.raises(ValueError, match="max_tree_mb"):
        _core.toy_pennies_search(pennies, 0, iterations=10, max_tree_mb=search.MAX_TREE_MB + 1)


def _lead_moves(r) -> dict:
    return {s.move: s for s in r.stats}


def test_lead_a_safe_winner_weighs_its_lead_only_with_safe_blend() -> None:
    # 19 good tiles of 20: growing wins 0.95 (200 to 19), holding wins for sure (20 to 19).
    # Win share and the two-seat margin cannot tell 20 from 200, so the shipped reward
    # holds. With safe_blend the seat, its win share safe, weighs its lead (0.45 against
    # 0.025) and grows: at a weight e on the lead, hold is worth 1 - e + e * 0.51 and grow
    # about 0.95 * (1 - e + e * 0.73), larger once e passes about 0.2.
    s = _core.ToyLeadState(19, 1, seed=1)
    for seed in (2, 3):
        plain = _core.toy_lead_search(s, 0, iterations=6000, seed=seed, safe_blend=0.0)
        safe = _core.toy_lead_search(s, 0, iterations=6000, seed=seed)  # the default, 0.7
        assert plain.move == "hold" and safe.move == "grow"
        assert _lead_moves(safe)["grow"].mean > _lead_moves(safe)["hold"].mean
        # the reported values stay expected win shares
        assert 0.9 < safe.values[0] <= 1.0 and abs(sum(safe.values) - 1.0) < 1e-9


def test_lead_no_extra_weight_below_safe_win_or_at_reward_blend() -> None:
    # Holding at 19 ties (0.5), growing wins a quarter of the time: the seat's expected win
    # share stays near 0.5, below safe_win 0.8, so safe_blend changes nothing at all.
    unsafe = _core.ToyLeadState(5, 15, hold=19, seed=1)
    base = _core.toy_lead_search(unsafe, 0, iterations=3000, seed=4, safe_blend=0.0)
    same = _core.toy_lead_search(unsafe, 0, iterations=3000, seed=4, safe_blend=0.9)
    assert _stats(base) == _stats(same) and base.values == same.values
    # A safe win, but safe_blend at reward_blend leaves no room for extra weight.
    safe = _core.ToyLeadState(19, 1, seed=1)
    base = _core.toy_lead_search(safe, 0, iterations=3000, seed=4, reward_blend=0.3,
                                 safe_blend=0.0)
    same = _core.toy_lead_search(safe, 0, iterations=3000, seed=4, reward_blend=0.3,
                                 safe_blend=0.3)
    assert _stats(base) == _stats(same)


@pytest.mark.parametrize("kw,match", [
    ({"safe_blend": 1.5}, "safe_blend"), ({"safe_blend": -0.1}, "safe_blend"),
    ({"safe_win": 1.0}, "safe_win"), ({"safe_win": -0.5}, "safe_win"),
])
def test_lead_bad_safe_options_are_refused(kw, match) -> None:
    with pytest.raises(ValueError, match=match):
        _core.toy_lead_search(_core.ToyLeadState(19, 1), 0, iterations=10, **kw)
