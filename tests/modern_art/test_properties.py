"""Random-game properties of the Modern Art core: conservation, accounting, legality,
clone/JSON equality and determinization. The bulk runs in C++ (ma.check_random_games);
a smaller sample re-checks the invariants independently in Python."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from galleria_ai import modern_art as ma

CONFIGS = [
    (3, "none"),
    (4, "none"),
    (5, "none"),
    (3, "double"),
    (4, "double"),
    (5, "double"),
    (3, "turn"),
    (3, "winner"),
    (3, "double+winner"),
]


@pytest.mark.parametrize("players,variant", CONFIGS)
def test_cpp_random_games_have_no_violations(players: int, variant: str) -> None:
    # 9 configurations x 350 games: ~3,150 complete games, every move checked.
    violations = ma.check_random_games(350, players, 1000 + players, variant)
    assert violations == []


def test_cpp_checker_reports_bad_variant() -> None:
    with pytest.raises(ValueError, match="unknown variant"):
        ma.check_random_games(1, 4, 1, "bogus")
    with pytest.raises(ValueError, match="3 players"):
        ma.check_random_games(1, 4, 1, "turn")


def kwargs_of(variant: str) -> dict:
    parts = set(variant.split("+")) - {"none"}
    virtual = next((p for p in parts if p in ("turn", "winner")), None)
    return {"double_all_to_second": "double" in parts, "virtual": virtual}


def check_python_invariants(state: ma.State) -> None:
    """Independent re-check from the JSON form (valid JSON with every field)."""
    data = json.loads(state.to_json())
    n = data["players"]
    money = data["money"][:n]
    flows = sum(data["paid_by_bank"][:n]) - sum(data["paid_to_bank"][:n])
    assert sum(money) == 100 * n + flows
    assert all(m >= 0 for m in money)
    assert money == state.money()
    # All 70 cards: hands + undealt deck + virtual pile + played face up this game.
    located: Counter[str] = Counter()
    for seat in range(n):
        located.update(state.hand(seat))
    kinds = [f"{a}-{t}" for a in ma.ARTISTS for t in ma.TYPES]
    for k in data["deck"][data["deck_pos"] :]:
        located[kinds[k]] += 1
    for k in data["vpile"][data["vp_head"] : data["vp_tail"]]:
        located[kinds[k]] += 1
    for i, c in enumerate(data["seen"]):
        located[kinds[i]] += c
    assert located == Counter(ma.all_cards())
    assert sum(located.values()) == 70
    assert state.hand_sizes() == [len(state.hand(s)) for s in range(n)]


@pytest.mark.parametrize("players,variant", CONFIGS)
def test_python_sample_games(players: int, variant: str) -> None:
    rng = random.Random(players * 7 + len(variant))
    for game in range(3):
        state = ma.new_game(players, seed=rng.getrandbits(32), **kwargs_of(variant))
        plies = 0
        while not state.is_terminal():
            check_python_invariants(state)
            assert state.clone() == state
            assert ma.State.from_json(state.to_json()) == state
            probe = rng.randrange(players)
            det = state.determinize(probe, rng.getrandbits(32))
            assert det.observation(probe) == state.observation(probe)
            assert det.observation_string(probe) == state.observation_string(probe)
            seats = state.to_move()
            assert seats, "no seat to move before the end"
            seat = rng.choice(seats)
            moves = state.legal_moves(seat)
            assert moves, "acting seat without legal moves"
            for move in rng.sample(moves, min(4, len(moves))):
                trial = state.clone()
                trial.apply(move, seat)
            state.apply(rng.choice(moves), seat)
            plies += 1
        check_python_invariants(state)
        assert state.to_move() == [] and state.current_player() == -1
        assert state.legal_moves() == []
        assert len(state.scoring()) in (3, 4)
        assert state.winners() and sum(state.returns()) == pytest.approx(1.0)
        assert plies > 20


def test_determinize_hides_other_hands_but_keeps_own() -> None:
    state = ma.new_game(4, seed=11)
    det = state.determinize(0, seed=3)
    assert det.hand(0) == state.hand(0)
    assert det.hand_sizes() == state.hand_sizes()
    others = [state.hand(s) for s in (1, 2, 3)]
    changed = any(
        [state.determinize(0, seed=k).hand(s) for s in (1, 2, 3)] != others for k in range(5)
    )
    assert changed
    # The result depends only on the observation: two truths, one observation, same sample.
    other = det.determinize(0, seed=9)
    assert other == state.determinize(0, seed=9)


def test_determinize_clears_other_sealed_bids() -> None:
    for seed in range(200):
        state = ma.new_game(4, seed=seed)
        sealed = [m for m in state.legal_moves() if m.endswith("-sealed")]
        if sealed:
            break
    state.apply(sealed[0])
    assert state.phase() == "sealed"
    state.apply("bid 7", 1)
    state.apply("bid 9", 2)
    det = state.determinize(2, seed=1)
    assert det.observation(2)["auction"]["my_sealed_bid"] == 9
    assert sorted(det.to_move()) == [0, 1, 3]
    assert det.observation_string(2) == state.observation_string(2)
    assert state.observation(0)["auction"]["my_sealed_bid"] is None
