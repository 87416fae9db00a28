"""Interval maths against values computed independently (textbook / scipy)."""

import math

import pytest
from galleria_ai.arena.stats import (
    GameResult,
    bootstrap_interval,
    mean_interval,
    ranks,
    summarise,
    wilson_interval,
    win_shares,
)


@pytest.mark.parametrize(
    ("k", "n", "lo", "hi"),
    [
        # Wilson 95% intervals as tabulated by Newcombe (1998), method 3.
        (81, 263, 0.2553, 0.3662),
        (15, 148, 0.0624, 0.1605),
        (0, 20, 0.0, 0.1611),
        (1, 29, 0.0061, 0.1718),
        (8, 10, 0.4902, 0.9433),
    ],
)
def test_wilson_known_values(k, n, lo, hi):
    a, b = wilson_interval(k, n)
    assert a == pytest.approx(lo, abs=6e-5)
    assert b == pytest.approx(hi, abs=6e-5)


def test_wilson_matches_closed_form_and_is_symmetric():
    a, b = wilson_interval(30, 100)
    c, d = wilson_interval(70, 100)
    assert a == pytest.approx(1 - d) and b == pytest.approx(1 - c)
    z = 1.959963984540054
    p, n = 0.3, 100
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    assert (a + b) / 2 == pytest.approx(centre)


def test_wilson_rejects_bad_input():
    with pytest.raises(ValueError):
        wilson_interval(11, 10)
    with pytest.raises(ValueError):
        wilson_interval(-1, 10)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_mean_interval_known_value():
    vals = [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]
    m, lo, hi = mean_interval(vals)
    sd = math.sqrt(sum((v - 5) ** 2 for v in vals) / 7)
    assert m == 5.0
    assert hi - m == pytest.approx(1.959963984540054 * sd / math.sqrt(8))
    assert m - lo == pytest.approx(hi - m)


def test_bootstrap_is_seeded_and_brackets_mean():
    groups = [[1.0, 0.0, 0.0], [0.0, 0.5, 0.0], [1.0, 1.0, 0.0], [0.0, 0.0, 0.0]]
    a = bootstrap_interval(groups, resamples=500, seed=3)
    b = bootstrap_interval(groups, resamples=500, seed=3)
    assert a == b
    mean = sum(map(sum, groups)) / 12
    assert a[0] <= mean <= a[1]
    assert a[0] < a[1]


def test_shares_and_ranks():
    assert win_shares([10, 30, 30, 5]) == [0.0, 0.5, 0.5, 0.0]
    assert win_shares([10, 30, 20], [1]) == [0.0, 1.0, 0.0]
    assert ranks([10, 30, 30, 5]) == [3, 1, 1, 4]


def test_summarise_counts_duplicate_seats_and_faults():
    games = [
        GameResult(0, 0, [0, 1, 1], [50, 40, 30], [0], faults=[1, 1]),
        GameResult(0, 1, [1, 1, 0], [50, 40, 30], [0], faults=[]),
        GameResult(0, 2, [1, 0, 1], [20, 20, 10], [0, 1], faults=[1]),
    ]
    a, b = summarise(["a", "b"], games)
    assert a.games == 3 and b.games == 6
    assert a.win_share == pytest.approx((1 + 0 + 0.5) / 3)
    assert b.win_share == pytest.approx((0 + 0 + 1 + 0 + 0.5 + 0) / 6)
    assert a.win_share * 3 + b.win_share * 6 == pytest.approx(3)
    assert a.faults == 1 and b.faults == 2
    assert a.rank == pytest.approx((1 + 3 + 1) / 3)
    assert a.money == pytest.approx((50 + 30 + 20) / 3)
