"""Human-readable output: live progress line, standings, head-to-head and pairing tables,
deal score distribution, A/B verdict, a legend, and the optional plot.

The plot needs matplotlib (the optional ``plot`` extra); everything else is plain text.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .elo import format_elo
from .rating import Rating
from .sprt import H0, H1, Sprt, SprtResult
from .stats import EntrantStats, PairStats, ShareEstimate, TableStats


def clock(seconds: float | None) -> str:
    """``1:05`` / ``2:03:04``; ``?`` when unknown."""
    if seconds is None or not math.isfinite(seconds):
        return "?"
    s = round(seconds)
    h, rest = divmod(s, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def progress_line(done: int, total: int, stats: Sequence[EntrantStats],
                  sprt: SprtResult | None = None, elapsed: float | None = None,
                  rate: float | None = None, eta: float | None = None) -> str:
    """One line: games done, time, speed, ETA, each entrant's win share / its fair share
    (best excess first), the A/B LLR with its bounds, faults."""
    parts = [f"[{done}/{total}]"]
    if elapsed is not None:
        parts.append(f"{clock(elapsed)} elapsed")
        parts.append(f"{rate or 0.0:.1f} games/min")
        parts.append(f"ETA {clock(eta)}")
    for s in sorted(stats, key=lambda s: -(s.win_share - s.share.fair)):
        parts.append(f"{s.name} {100 * s.win_share:.1f}%/{100 * s.share.fair:.0f}%")
    if sprt is not None:
        parts.append(f"LLR {sprt.llr:+.2f} ({sprt.lower:+.2f}, {sprt.upper:+.2f})")
    faults = sum(s.faults for s in stats)
    if faults:
        parts.append(f"faults {faults}")
    return "  ".join(parts)


def _table(rows: list[tuple[str, ...]], left: Sequence[int] = (1,)) -> str:
    widths = [max(len(row[c]) for row in rows) for c in range(len(rows[0]))]
    lines = []
    for n, row in enumerate(rows):
        lines.append("  ".join(cell.ljust(widths[c]) if c in left else cell.rjust(widths[c])
                               for c, cell in enumerate(row)).rstrip())
        if n == 0:
            lines.append("-" * len(lines[0]))
    return "\n".join(lines)


def _share(e: ShareEstimate) -> str:
    return f"{100 * e.share:5.1f}% [{100 * e.low:5.1f}, {100 * e.high:5.1f}]"


def _elo(e: ShareEstimate) -> str:
    if e.elo is None:
        return "-"
    return f"{format_elo(e.elo)} [{format_elo(e.elo_low)}, {format_elo(e.elo_high)}]"


def standings_table(stats: Sequence[EntrantStats], ratings: Sequence[Rating] | None = None,
                    score_name: str = "money") -> str:
    """Final table, best win share first (see `LEGEND`)."""
    rows = [("#", "player", "games", "win share [95% CI]", "fair", "Elo [95% CI]", "LOS",
             f"mean {score_name} [95% CI]", "rank", "rating", "faults")]
    rmap = {r.name: r for r in ratings or []}
    order = sorted(stats, key=lambda s: (-(s.win_share - s.share.fair), s.rank))
    for i, s in enumerate(order, 1):
        r = rmap.get(s.name)
        rows.append((
            str(i), s.name, str(s.games), _share(s.share), f"{100 * s.share.fair:.1f}%",
            _elo(s.share), f"{100 * s.share.los:.1f}%",
            f"{s.money:6.1f} [{s.money_low:6.1f}, {s.money_high:6.1f}]",
            f"{s.rank:4.2f}", f"{r.mu:5.2f} +- {r.sigma:4.2f}" if r else "-", str(s.faults),
        ))
    return _table(rows)


def head_to_head_table(pairs: Sequence[PairStats]) -> str:
    rows = [("player A", "player B", "games", "A's score [95% CI]", "Elo A-B [95% CI]",
             "LOS A>B")]
    for p in pairs:
        rows.append((p.a, p.b, str(p.score.games), _share(p.score), _elo(p.score),
                     f"{100 * p.score.los:.1f}%"))
    return _table(rows, left=(0, 1))


def pairings_table(tables: Sequence[TableStats], names: Sequence[str], seats: int) -> str:
    rows = [("player", "against", "games", "win share [95% CI]", "fair", "Elo [95% CI]",
             "LOS")]
    for t in tables:
        against = " + ".join(f"{seats - 1} x {names[o]}" for o in t.opponents)
        rows.append((names[t.entrant], against, str(t.share.games), _share(t.share),
                     f"{100 * t.share.fair:.1f}%", _elo(t.share), f"{100 * t.share.los:.1f}%"))
    return _table(rows, left=(0, 1))


def distribution_table(rows_in: Sequence[tuple[str, list[int]]], rotations: int) -> str:
    """Deal score distribution: per row, deals with 0, 1/2, 1, ... rotation wins."""
    heads = [f"{k / 2:g}" for k in range(2 * rotations + 1)]
    keep = [k for k in range(2 * rotations + 1)
            if k % 2 == 0 or any(counts[k] for _, counts in rows_in)]
    rows = [("player", "deals", *(f"won {heads[k]}" for k in keep))]
    for name, counts in rows_in:
        rows.append((name, str(sum(counts)), *(str(counts[k]) for k in keep)))
    return _table(rows, left=(0,))


LEGEND = """\
Legend (every game counts once per player, however many seats it held; intervals are 95%,
clustered by deal because the rotations of one deal share the cards):
  games       games the player sat in
  win share   its share of those games' wins (a k-way shared win counts 1/k), interval by
              Wilson on the effective number of games
  fair        the share equal players would get: its seats / the seats of the game
  Elo         strength difference to each other seat that explains the win share (Luce
              model: k seats of N, d Elo stronger, win k r / (k r + N - k), r = 10^(d/400);
              2 players: chess's logistic Elo); '-' when its seats vary between games
  LOS         likelihood of superiority: probability that its true win share beats fair
  {mean}its mean final {score} (per seat), with interval
  rank        its mean finishing place (1 = best; tied seats share the better place)
  rating      openskill Plackett-Luce rating mu +- sigma over all games
  faults      engine faults charged to it (crash, timeout, illegal or garbage answer)
  head to head: games where both sat; A scores 1 per game it finished ahead of B (1/2 tied,
              mean over their seats), Elo and LOS as above with fair share 1/2
  deal score distribution: complete deals by how many of their rotation games the player
              won (shared wins fractional, to the nearest half) - the multiplayer
              counterpart of a pentanomial count"""


def legend(score_name: str = "money") -> str:
    return LEGEND.replace("{mean}", f"mean {score_name}".ljust(12)).replace("{score}",
                                                                           score_name)


def sprt_verdict(result: SprtResult, candidate: str, baseline: str) -> str:
    head = (f"A/B after {result.deals} complete deals: {candidate} mean share "
            f"{100 * result.mean:.1f}% (Elo {format_elo(result.elo)} vs {baseline}), "
            f"H0 elo <= {result.elo0:g}, H1 elo >= {result.elo1:g}, "
            f"LLR {result.llr:+.2f} in ({result.lower:+.2f}, {result.upper:+.2f}), "
            f"dispersion {result.dispersion:.2f}")
    if result.decision == H1:
        return (f"{head}\n=> H1 accepted: {candidate} gains at least {result.elo1:g} Elo over "
                f"{baseline} (LLR reached the upper bound)")
    if result.decision == H0:
        return (f"{head}\n=> H0 accepted: no gain of {result.elo1:g} Elo: {candidate} gains at "
                f"most {result.elo0:g} over {baseline} (LLR reached the lower bound)")
    return f"{head}\n=> inconclusive: the deal budget ended before a bound was reached"


def llr_history(test: Sprt, scores: Sequence[float]) -> list[float]:
    """LLR after each complete deal, in deal order."""
    out, n, total, total_sq = [], 0, 0.0, 0.0
    for x in scores:
        n, total, total_sq = n + 1, total + x, total_sq + x * x
        out.append(test.llr_from_sums(n, total, total_sq))
    return out


def standings_bars(stats: Sequence[EntrantStats]) -> list[tuple[str, ShareEstimate]]:
    """What `plot_standings` draws for a free-for-all or an A/B match: every entrant."""
    return [(s.name, s.share) for s in stats]


def pairing_bars(tables: Sequence[TableStats], names: Sequence[str],
                 seats: int) -> list[tuple[str, ShareEstimate]]:
    """What `plot_standings` draws for a tournament: every line-up's lone player."""
    return [(f"{names[t.entrant]}\nvs {seats - 1}x " + "+".join(names[o] for o in t.opponents),
             t.share) for t in tables]


def plot_standings(bars: Sequence[tuple[str, ShareEstimate]], path: str,
                   llr: Sequence[float] | None = None,
                   bounds: tuple[float, float] | None = None) -> None:
    """Win share per game with its 95% interval and fair share for each bar (`standings_bars`
    or `pairing_bars`), and (A/B) the LLR path between its bounds; written as PNG. Intervals
    reaching 0% or 100% are drawn as they are (error bars clamped to be non-negative)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise RuntimeError("plotting needs matplotlib: pip install 'galleria-ai[plot]'") \
            from None
    order = sorted(bars, key=lambda b: -(b[1].share - b[1].fair))
    names = [label for label, _ in order]
    share = [100 * e.share for _, e in order]
    err = [[max(0.0, 100 * (e.share - e.low)) for _, e in order],
           [max(0.0, 100 * (e.high - e.share)) for _, e in order]]
    panels = 2 if llr else 1
    fig, axes = plt.subplots(1, panels, figsize=(max(4.0, 1.6 * len(names) + 2) + 4 *
                                                 (panels - 1), 3.8), squeeze=False)
    ax = axes[0][0]
    x = list(range(len(names)))
    ax.bar(x, share, yerr=err, capsize=6, color="#4a7ab0")
    ax.scatter(x, [100 * e.fair for _, e in order], marker="_", s=900, linewidths=3,
               color="#e08a1e", zorder=3, label="fair share")
    ax.set_xticks(x, names)
    ax.set_ylim(0, 100)
    ax.legend(loc="upper right")
    ax.set_ylabel("win share per game (%), 95% interval")
    ax.set_title(f"{max((e.games for _, e in order), default=0)} games per bar")
    if llr:
        ax2 = axes[0][1]
        ax2.plot(range(1, len(llr) + 1), llr, color="#b04a4a")
        if bounds:
            for b in bounds:
                ax2.axhline(b, color="grey", linestyle="--", linewidth=1)
        ax2.set_xlabel("complete deals")
        ax2.set_ylabel("LLR (A/B test)")
        ax2.set_title("sequential test")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
