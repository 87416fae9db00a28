"""Statistics: interval maths against independently computed values, and issue 11's
problems 2-4 (extreme intervals, multi-seat entrants counted per game, head to head,
Elo with error bars, deal score distribution)."""

import math

import pytest
from galleria_ai.arena.stats import (
    GameResult,
    bootstrap_interval,
    clustered_mean,
    deal_distribution,
    estimate_share,
    head_to_head,
    ranks,
    summarise,
    table_stats,
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


def test_wilson_is_exact_at_the_edges():
    """Issue problem 2: 0/24 gave a lower bound of 1.4e-17 and 10/10 an upper bound of
    0.9999999999999999, which made the plot's error bars negative."""
    lo, hi = wilson_interval(0, 24)
    assert lo == 0.0 and 0 < hi < 0.2
    lo, hi = wilson_interval(10, 10)
    assert hi == 1.0 and 0.6 < lo < 1.0
    for k, n in ((0, 24), (10, 10), (3, 7), (0.5, 3), (2.5, 2.5)):
        lo, hi = wilson_interval(k, n)
        assert lo <= k / n <= hi


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


def test_clustered_variance_by_hand():
    by_deal = {0: [1.0, 0.0, 0.0], 1: [1.0, 1.0, 0.0], 2: [0.0, 0.0, 0.0]}
    c = clustered_mean(by_deal)
    p = 3 / 9
    ss = (1 - 3 * p) ** 2 + (2 - 3 * p) ** 2 + (0 - 3 * p) ** 2
    assert c.mean == pytest.approx(p)
    assert c.var == pytest.approx(3 / 2 * ss / 81)
    assert c.games == 9 and c.deals == 3
    assert clustered_mean({0: [0.5]}).var == 0.0


def test_estimate_share_design_effect_never_below_one():
    # Rotations that split the wins evenly (less variable than coin flips): not credited.
    calm = {d: [1.0, 0.0, 0.0, 0.0] for d in range(6)}
    e = estimate_share(calm, 0.25, 1, 4)
    assert e.n_eff == pytest.approx(24)
    assert (e.low, e.high) == pytest.approx(wilson_interval(6, 24))
    # Deals that are all-or-nothing (more variable): fewer effective games, wider interval.
    wild = {0: [1.0] * 4, 1: [0.0] * 4, 2: [0.0] * 4, 3: [0.0] * 4, 4: [1.0] * 4,
            5: [0.0] * 4}
    w = estimate_share(wild, 0.25, 1, 4)
    assert w.n_eff < 24 and w.high - w.low > e.high - e.low
    assert e.elo == pytest.approx(0.0, abs=1e-9) and e.los == pytest.approx(0.5)


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


def strong_weak_match() -> list[GameResult]:
    """The README's strong-vs-weak example: strong holds 2 of 4 seats and wins all 12 games
    (3 deals x 4 rotations of the line-up [strong, weak, strong, weak])."""
    out = []
    for deal in range(3):
        for rot in range(4):
            lineup = [(s + rot) % 2 for s in range(4)]
            money = [300 + 10 * s if e == 0 else 100 + s for s, e in enumerate(lineup)]
            top = max(money)
            out.append(GameResult(deal, rot, lineup, money, [money.index(top)]))
    return out


def test_a_two_seat_entrant_is_counted_per_game():
    """Issue problem 3: reported as "24 games, 50.0% [31.4, 68.6]" although it won all 12."""
    strong, weak = summarise(["strong", "weak"], strong_weak_match())
    assert strong.games == 12 and weak.games == 12
    assert strong.win_share == 1.0 and weak.win_share == 0.0
    assert strong.share.fair == 0.5 and strong.seats == 2
    assert strong.win_high == 1.0 and strong.win_low == pytest.approx(
        wilson_interval(12, 12)[0])
    assert strong.share.elo == math.inf and weak.share.elo == -math.inf
    assert strong.share.los > 0.999 and weak.share.los < 0.001
    assert strong.rank == pytest.approx(1.5)      # its two seats finish 1st and 2nd


def test_head_to_head_of_two_seat_entrants():
    (pair,) = head_to_head(["strong", "weak"], strong_weak_match())
    assert (pair.a, pair.b, pair.score.games) == ("strong", "weak", 12)
    assert pair.score.share == 1.0 and pair.score.elo == math.inf


def test_pair_score_ties_and_tie_breaks():
    g = GameResult(0, 0, [0, 1, 2, 1], [50, 50, 50, 20], [0])   # money tie, seat 0 wins it
    assert g.pair_score(0, 1) == pytest.approx((1.0 + 1.0) / 2)
    assert g.pair_score(1, 2) == pytest.approx((0.5 + 0.0) / 2)
    assert g.pair_score(1, 3) is None


def test_summarise_counts_duplicate_seats_and_faults():
    games = [
        GameResult(0, 0, [0, 1, 1], [50, 40, 30], [0], faults=[1, 1]),
        GameResult(0, 1, [1, 1, 0], [50, 40, 30], [0], faults=[]),
        GameResult(0, 2, [1, 0, 1], [20, 20, 10], [0, 1], faults=[1]),
    ]
    a, b = summarise(["a", "b"], games)
    assert a.games == 3 and b.games == 3
    assert a.win_share == pytest.approx((1 + 0 + 0.5) / 3)
    assert b.win_share == pytest.approx((0 + 1 + 0.5) / 3)
    assert a.win_share + b.win_share == pytest.approx(1)
    assert a.share.fair == pytest.approx(1 / 3) and b.share.fair == pytest.approx(2 / 3)
    assert a.faults == 1 and b.faults == 2
    assert a.rank == pytest.approx((1 + 3 + 1) / 3)
    assert a.money == pytest.approx((50 + 30 + 20) / 3)
    assert b.money == pytest.approx((35 + 45 + 15) / 3)


def test_deal_distribution_like_a_pentanomial():
    games = []
    wins = {0: [1, 1, 0, 0], 1: [1, 1, 1, 1], 2: [0, 0, 0, 0]}   # candidate wins per rotation
    for deal, ws in wins.items():
        for rot, w in enumerate(ws):
            seat = (-rot) % 4
            lineup = [1] * 4
            lineup[seat] = 0
            winner = seat if w else (seat + 1) % 4
            money = [10] * 4
            money[winner] = 20
            games.append(GameResult(deal, rot, lineup, money, [winner]))
    games.append(GameResult(3, 0, [0, 1, 1, 1], [20, 10, 10, 10], [0]))   # incomplete deal
    counts = deal_distribution(games, 0, 4)
    assert counts == [1, 0, 0, 0, 1, 0, 0, 0, 1]          # totals 0, 2 and 4 wins
    assert sum(deal_distribution(games, 1, 4)) == 3


def test_table_stats_per_pairing():
    games = [GameResult(d, r, [0, 1, 1] if t == 0 else [2, 1, 1], [30, 20, 10], [0], table=t)
             for t in (0, 1) for d in range(2) for r in range(1)]
    stats = table_stats(games, [[0, 1, 1], [2, 1, 1]])
    assert [(t.entrant, t.opponents, t.share.games) for t in stats] == [(0, [1], 2),
                                                                       (2, [1], 2)]
    assert stats[0].share.fair == pytest.approx(1 / 3)
