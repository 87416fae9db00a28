"""The Gallerist through the search (``cpp/gallerist/game_adapter.h``): the candidate moves
and their abstractions (cash and fame counts, where an assistant comes from, where a
contract goes), a search that returns a legal move reproducibly from any decision, and one
that sees what matters in a position whose outcome is clear."""

from __future__ import annotations

import random

import pytest
from galleria_ai import _core, games, search
from galleria_ai.games.gallerist import rules as gl
from gl_rules import Board, new, place, play

MAX_CANDIDATES = 64


def candidates(s: gl.State, seat: int | None = None) -> list[str]:
    seat = s.current_player() if seat is None else seat
    return list(_core.gallerist_search_candidates(s, seat))


def random_decisions(players: int, seed: int, every: int = 3):
    """Decision states of one random game (heuristic and random moves mixed)."""
    rng = random.Random(seed)
    s = games.get("gallerist").new_game(players, seed)
    k = 0
    while not s.is_terminal():
        if s.is_chance():
            s.apply(s.chance_outcome())
            continue
        if k % every == 0:
            yield s.clone()
        seat = s.current_player()
        bot = "heuristic" if rng.random() < 0.7 else "random"
        s.apply(_core.gallerist_bot_move(s, seat, bot, rng.getrandbits(32)), seat)
        k += 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_candidates_are_legal_few_and_cover_every_kind_of_move(players):
    for seed in range(3):
        for s in random_decisions(players, seed):
            legal = s.legal_moves()
            cand = candidates(s)
            assert cand and len(cand) <= MAX_CANDIDATES and len(set(cand)) == len(cand)
            assert set(cand) <= set(legal)
            # every kind of move stays available (the abstraction only thins amounts,
            # sources and contract spaces)
            assert {m.split()[0] for m in cand} == {m.split()[0] for m in legal}
            kinds = [m.split()[0] for m in cand]
            if s.phase() == "cash":
                counts = sorted(int(m.split()[1]) for m in legal)
                assert [int(m.split()[1]) for m in cand] == sorted({counts[0], counts[:2][-1],
                                                                    counts[-1]})
            for verb in ("reputation", "auction"):  # one source per market cell
                cells = [m.rsplit(" ", 1)[0] for m in cand if m.startswith(verb)]
                assert len(cells) == len(set(cells)) == len(
                    {m.rsplit(" ", 1)[0] for m in legal if m.startswith(verb)})
            cards = [m.split()[1] for m in cand if m.startswith("take ")]
            assert len(cards) == len(set(cards)) == len(
                {m.split()[1] for m in legal if m.startswith("take ")})
            assert kinds.count("contract") == len(
                {m.split()[1] for m in legal if m.startswith("contract ")})


def fame_position() -> gl.State:
    """Seat 0 buys a photo-blue work (start fame 1, tile 0x: +0) with influence 21: the fame
    decision allows 0..5 influence steps (21 -> 20 -> 15 -> 10 -> 5 -> 0)."""
    s = new(2, seed=1, start_player=0, discovered="photo-blue", artists={"photo-blue": 1},
            works={f: ["0x", "0x", "0v", "0i", "1xx", "1v+ic", "1i+vc", "2xx"]
                   for f in ("photo", "digital", "sculpture", "painting")})
    s = Board(s).influence(0, 21).build()
    place(s, ["media", "sales"])
    play(s, 0, "go colony")
    play(s, 0, "buy photo-blue")
    while s.phase() != "fame":
        s.apply(s.chance_outcome() if s.is_chance() else s.legal_moves()[0])
    return s


def test_fame_candidates_are_the_counts_reaching_a_new_star_level():
    s = fame_position()
    assert s.legal_moves() == [f"fame {c}" for c in range(6)]
    # fame 1 (0 stars): +1 -> 2 (1 star), +2, +3 (1 star), +4 -> 5 (2 stars), +5 (2 stars)
    assert candidates(s) == ["fame 0", "fame 1", "fame 4"]


def test_cash_candidates_are_the_fewest_one_more_and_the_most():
    b = Board(new(2, seed=1, start_player=0)).influence(0, 30).money(0, 12).build()
    place(b, ["colony", "sales"])
    play(b, 0, "go media")
    play(b, 0, "hire 2")       # $1 + $2 = $3 with $12: 0..3 influence steps
    assert b.phase() == "cash"
    assert b.legal_moves() == ["cash 0", "cash 1", "cash 2", "cash 3"]
    assert candidates(b) == ["cash 0", "cash 1", "cash 3"]


@pytest.mark.parametrize("players", [2, 4])
def test_search_returns_a_legal_move_and_is_reproducible(players):
    positions = list(random_decisions(players, 7, every=40))
    assert len(positions) >= 4
    for s in positions:
        seat = s.current_player()
        r = search.search(s, seat, iterations=40, seed=3)
        assert r.move in s.legal_moves() and r.iterations == 40
        assert len(r.values) == players and abs(sum(r.values) - 1) < 1e-9
        assert [m for m, _, _ in r.stats] == candidates(s)
        again = search.search(s, seat, iterations=40, seed=3)
        assert (again.move, again.values, again.stats) == (r.move, r.values, r.stats)
        for rollout in ("random", "heuristic"):
            r2 = search.search(s, seat, iterations=15, seed=4, rollout=rollout)
            assert r2.move in s.legal_moves()


def test_search_plays_the_clearly_better_easel_work():
    """Final scoring, seat 1 chooses an easel work: one is worth $14, the other $0; the
    search sees the money difference (no chance is left but the objective cards)."""
    from .test_scoring import easel_position, last_turn

    s = last_turn(easel_position, players=4, easels=["photo", "digital", "painting"],
                  artists={"digital-blue": 4, "photo-blue": 4, "photo-red": 8,
                           "painting-red": 10})
    assert s.phase() == "easel" and s.to_move() == [1]
    r = search.search(s, 1, iterations=300, seed=1, reward_blend=0.3)
    assert r.move.startswith("easel painting ")
    assert _core.gallerist_bot_move(s, 1, "heuristic", 0).startswith("easel painting ")


def test_safe_blend_does_nothing_without_a_lead():
    """The Gallerist's search has no lead (G::lead), so safe_blend leaves it as it was."""
    for s in list(random_decisions(2, 7, every=40))[:3]:
        seat = s.current_player()
        a = search.search(s, seat, iterations=400, seed=3, safe_blend=0.0)
        b = search.search(s, seat, iterations=400, seed=3, safe_blend=1.0, safe_win=0.0)
        assert (a.move, a.stats, a.values) == (b.move, b.stats, b.values)


def test_chance_outcome_codes_are_exact_and_the_same_for_every_observer():
    """The search keys a chance node's children on the outcome's move code: different
    outcomes of one step must have different codes (the staged set-up, draws, deals,
    exposes and the objective cards turned up included)."""
    s = games.get("gallerist").new_game(3, 5)  # a table game: set-up and objectives by chance
    rng = random.Random(5)
    kinds = set()
    while not s.is_terminal():
        if s.is_chance():
            outcomes = [o for o, _ in s.chance_outcomes()]
            codes = [_core.gallerist_move_code(o) for o in outcomes]
            assert len(set(codes)) == len(codes) == len(set(outcomes))
            assert s.chance_outcome() in outcomes
            kinds.add(s.chance_outcome().split()[0])
            s.apply(s.chance_outcome())
            continue
        seat = s.current_player()
        s.apply(_core.gallerist_bot_move(s, seat, "heuristic", rng.getrandbits(32)), seat)
    assert {"setup", "draw", "deal", "expose", "objective"} <= kinds


def test_an_opponents_candidates_come_from_public_facts():
    for s in random_decisions(3, 11, every=25):
        seat = s.current_player()
        other = (seat + 1) % 3
        root = candidates(s, seat)
        worlds = [s.determinize(other, seed) for seed in range(4)]
        for w in worlds:
            assert list(_core.gallerist_search_candidates(w, seat, observer=other)) == root


def test_the_prior_is_uniform_over_the_candidates_for_every_seat():
    # The Gallerist has no policy prior yet: the search explores its own and the other
    # seats' candidates evenly (the heuristic bot is its rollout policy only).
    for s in random_decisions(3, 5, every=40):
        seat = s.current_player()
        for observer in range(3):
            prior = _core.gallerist_search_prior(s, seat, observer=observer)
            assert [m for m, _ in prior] == list(
                _core.gallerist_search_candidates(s, seat, observer=observer))
            assert all(p == pytest.approx(1 / len(prior)) for _, p in prior)


def test_settings_come_from_the_core_and_bad_ones_are_refused():
    assert search.game_defaults("gallerist") == {"rollout": "heuristic"}
    s = next(random_decisions(2, 3))
    seat = s.current_player()
    for bad in ({"rollout": "value"}, {"bid_grid": 8}, {"rollout": 1}):
        with pytest.raises(ValueError):
            search.search(s, seat, iterations=5, **bad)
        with pytest.raises(ValueError):
            _core.gallerist_search(s, seat, iterations=5, **bad)
    assert _core.gallerist_decisions_left(s, seat) >= 7
