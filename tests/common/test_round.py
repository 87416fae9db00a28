"""The core's inline rounding (cpp/common/round.h) is the C library's lround: halves away
from zero, exact near the halves, where adding 0.5 and truncating would round wrong."""

from __future__ import annotations

import math
import random
from fractions import Fraction

from galleria_ai import _toys


def lround(x: float) -> int:
    """Round half away from zero, computed exactly."""
    whole = math.floor(abs(Fraction(x)) + Fraction(1, 2))
    return whole if x >= 0 else -whole


def test_halves_round_away_from_zero() -> None:
    assert [_toys.round_half_away(x) for x in (0.5, 1.5, 2.5, -0.5, -1.5, -2.5)] == [
        1, 2, 3, -1, -2, -3,
    ]


def test_values_next_to_the_halves() -> None:
    # 0.49999999999999994 + 0.5 rounds up to 1.0 in floating point; lround gives 0.
    below = math.nextafter(0.5, 0.0)
    assert _toys.round_half_away(below) == 0
    assert _toys.round_half_away(-below) == 0
    for half in (2.5, 37.5, 250.5, 4095.5):
        for x in (math.nextafter(half, 0.0), half, math.nextafter(half, math.inf)):
            assert _toys.round_half_away(x) == lround(x), x
            assert _toys.round_half_away(-x) == lround(-x), -x


def test_bid_sized_values_match_lround() -> None:
    rng = random.Random(7)
    for _ in range(20000):
        x = rng.uniform(-600.0, 600.0) * rng.choice((1.0, 0.3, 0.7, 1.1))
        assert _toys.round_half_away(x) == lround(x), x
    for n in range(-50, 51):
        assert _toys.round_half_away(float(n)) == n
    assert _toys.round_half_away(-0.0) == 0
