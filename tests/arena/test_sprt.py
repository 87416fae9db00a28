"""The A/B sequential test: its formulas against hand computations, its validation, and
the Elo mapping it tests on."""

from __future__ import annotations

import math

import pytest
from galleria_ai.arena.elo import (
    elo_from_share,
    likelihood_of_superiority,
    share_from_elo,
)
from galleria_ai.arena.sprt import CONTINUE, H0, H1, Sprt


def test_two_player_mapping_is_chess_logistic_elo():
    for d in (-300, -35, 0, 10, 200):
        assert share_from_elo(d, 1, 2) == pytest.approx(1 / (1 + 10 ** (-d / 400)))
    # 200 Elo: the classic 76% expected score.
    assert share_from_elo(200, 1, 2) == pytest.approx(0.7597, abs=1e-4)


def test_multiplayer_mapping_worked_examples():
    # Luce model by hand: strength ratio r = 10^(d/400); k seats of N win k r / (k r + N - k).
    r30 = 10 ** (30 / 400)
    assert share_from_elo(30, 1, 4) == pytest.approx(r30 / (r30 + 3))
    assert share_from_elo(30, 1, 4) == pytest.approx(0.28375, abs=1e-5)
    assert share_from_elo(0, 1, 4) == pytest.approx(0.25)        # equal: the fair share
    assert share_from_elo(0, 2, 4) == pytest.approx(0.5)         # two seats of four
    assert share_from_elo(0, 1, 3) == pytest.approx(1 / 3)
    r = 10 ** (100 / 400)
    assert share_from_elo(100, 3, 5) == pytest.approx(3 * r / (3 * r + 2))


def test_elo_from_share_inverts_and_handles_the_edges():
    for n, k in ((2, 1), (3, 1), (4, 1), (4, 2), (5, 3)):
        for d in (-250.0, -20.0, 0.0, 15.0, 400.0):
            assert elo_from_share(share_from_elo(d, k, n), k, n) == pytest.approx(d)
    assert elo_from_share(0.0, 1, 4) == -math.inf
    assert elo_from_share(1.0, 1, 4) == math.inf
    with pytest.raises(ValueError):
        elo_from_share(1.2, 1, 4)
    with pytest.raises(ValueError):
        share_from_elo(10, 4, 4)        # no opponent seat


def test_los_is_chess_los_for_two_players():
    # One win in one game: Phi(1) = 84.13%, as chess testers' LOS = Phi((W - L)/sqrt(W + L)).
    assert likelihood_of_superiority(1.0, 0.5, 1) == pytest.approx(0.841345, abs=1e-6)
    # 60 wins, 40 losses: Phi(20 / 10) = 97.72%.
    assert likelihood_of_superiority(0.6, 0.5, 100) == pytest.approx(0.977250, abs=1e-6)
    assert likelihood_of_superiority(0.5, 0.5, 50) == pytest.approx(0.5)


def test_bounds_are_walds_conservative_form():
    t = Sprt(players=4, elo0=0, elo1=30, alpha=0.05, beta=0.1)
    assert t.bounds == pytest.approx((math.log(0.1), math.log(1 / 0.05)))
    # +-3.00 at 5% / 5% (cutechess-cli and fastchess: +-2.94, see the module docstring).
    assert Sprt(players=2).bounds == pytest.approx((-2.996, 2.996), abs=1e-3)


def test_llr_by_hand():
    t = Sprt(players=4, elo0=0, elo1=50, shrink=0)
    s0, s1 = 0.25, share_from_elo(50, 1, 4)
    xs = [0.5, 0.25, 0.0, 0.5, 0.75, 0.25]
    n, total = len(xs), sum(xs)
    mean = total / n
    var = sum((x - mean) ** 2 for x in xs) / (n - 1)
    phi = max(1.0, var / (mean * (1 - mean) / 4))      # over-dispersed data: phi > 1 here
    assert phi > 1
    bernoulli = total * math.log(s1 / s0) + (n - total) * math.log((1 - s1) / (1 - s0))
    assert t.llr(xs) == pytest.approx(4 * bernoulli / phi)
    # Under-dispersed deal scores (the rotations cancel seat luck) are not credited: phi = 1.
    calm = [0.25, 0.25, 0.5, 0.25, 0.25, 0.5]
    assert t.dispersion(6, sum(calm), sum(x * x for x in calm)) == 1.0
    total = sum(calm)
    assert t.llr(calm) == pytest.approx(
        4 * (total * math.log(s1 / s0) + (6 - total) * math.log((1 - s1) / (1 - s0))))


def test_dispersion_is_shrunk_towards_one():
    t = Sprt(players=4, shrink=8)
    xs = [0.0, 1.0, 0.0, 1.0]          # extreme spread: raw dispersion far above 1
    n, total, sq = 4, 2.0, 2.0
    raw = (sq - n * 0.25) / (n - 1) / (0.25 / 4)
    assert t.dispersion(n, total, sq) == pytest.approx((3 * raw + 8) / (3 + 8))
    assert 1 < t.dispersion(n, total, sq) < raw
    assert t.llr(xs) == pytest.approx(t.llr_from_sums(n, total, sq))
    assert t.dispersion(1, 0.5, 0.25) == 1.0 and t.llr([]) == 0.0


def test_decisions_both_ways_and_continue():
    t = Sprt(players=4, elo0=0, elo1=30)
    strong = [0.5, 0.75, 0.25, 0.5] * 10      # mean 0.5: far above share(30) = 0.284
    equal = [0.25, 0.0, 0.5, 0.25] * 100      # mean 0.25 = share(0)
    assert t.test(strong).decision == H1
    assert t.test(equal).decision == H0
    assert t.test(equal[:4]).decision == CONTINUE
    r = t.test(strong)
    assert r.llr >= r.upper and r.elo == pytest.approx(elo_from_share(0.5, 1, 4))
    with pytest.raises(ValueError):
        t.test([1.5])


def test_share_bounds_and_bad_parameters():
    t = Sprt.from_shares(4, 0.25, 0.30)
    assert t.elo0 == pytest.approx(0.0, abs=1e-9) and t.share1 == pytest.approx(0.30)
    for bad in ({"elo0": 10, "elo1": 5}, {"elo0": 5, "elo1": 5}, {"alpha": 0.7},
                {"beta": 0}, {"elo1": math.inf}, {"players": 1}):
        with pytest.raises(ValueError):
            Sprt(**{"players": 4, **bad})
    with pytest.raises(ValueError):
        Sprt.from_shares(4, 0.3, 1.0)
