"""Human-readable output: live progress line, standings table, A/B verdict, optional plot.

The plot needs matplotlib (the optional ``plot`` extra); everything else is plain text.
"""

from __future__ import annotations

from collections.abc import Sequence

from .rating import Rating
from .sprt import BASELINE, CANDIDATE, SprtResult
from .stats import EntrantStats


def progress_line(done: int, total: int, stats: Sequence[EntrantStats],
                  sprt: SprtResult | None = None) -> str:
    """One line: games done and each entrant's current win share (best first)."""
    parts = [f"[{done}/{total}]"]
    for s in sorted(stats, key=lambda s: -s.win_share):
        parts.append(f"{s.name} {100 * s.win_share:.1f}%")
    if sprt is not None:
        parts.append(f"LLR {sprt.llr:+.2f} ({sprt.lower:+.2f},{sprt.upper:+.2f})")
    faults = sum(s.faults for s in stats)
    if faults:
        parts.append(f"faults {faults}")
    return "  ".join(parts)


def standings_table(stats: Sequence[EntrantStats], ratings: Sequence[Rating] | None = None,
                    score_name: str = "money") -> str:
    """Final table, sorted by win share; intervals are 95%. `score_name`: what the game's
    final score counts (Modern Art: money)."""
    rows = [("#", "player", "games", "win share [95% CI]", f"mean {score_name} [95% CI]",
             "mean rank", "rating mu +- sigma", "faults")]
    rmap = {r.name: r for r in ratings or []}
    order = sorted(stats, key=lambda s: (-s.win_share, s.rank))
    for i, s in enumerate(order, 1):
        r = rmap.get(s.name)
        rows.append((
            str(i), s.name, str(s.games),
            f"{100 * s.win_share:5.1f}% [{100 * s.win_low:5.1f}, {100 * s.win_high:5.1f}]",
            f"{s.money:6.1f} [{s.money_low:6.1f}, {s.money_high:6.1f}]",
            f"{s.rank:4.2f} +- {(s.rank_high - s.rank_low) / 2:4.2f}",
            f"{r.mu:5.2f} +- {r.sigma:4.2f}" if r else "-",
            str(s.faults),
        ))
    widths = [max(len(row[c]) for row in rows) for c in range(len(rows[0]))]
    lines = []
    for n, row in enumerate(rows):
        lines.append("  ".join(cell.ljust(widths[c]) if c == 1 else cell.rjust(widths[c])
                               for c, cell in enumerate(row)).rstrip())
        if n == 0:
            lines.append("-" * len(lines[0]))
    return "\n".join(lines)


def sprt_verdict(result: SprtResult, candidate: str, baseline: str) -> str:
    head = (f"A/B after {result.deals} deals: candidate mean share {result.mean:.3f}, "
            f"LLR {result.llr:+.3f} in ({result.lower:+.3f}, {result.upper:+.3f})")
    if result.decision == CANDIDATE:
        return f"{head}\n=> {candidate} is stronger than {baseline} " \
               f"(confidence {100 * result.confidence:.0f}%)"
    if result.decision == BASELINE:
        return f"{head}\n=> {baseline} is stronger than {candidate} " \
               f"(confidence {100 * result.confidence:.0f}%)"
    return f"{head}\n=> inconclusive: no decision within the deal budget"


def plot_standings(stats: Sequence[EntrantStats], path: str, fair: float | None = None
                   ) -> None:
    """Bar chart of win share with 95% interval error bars, written as PNG."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise RuntimeError("plotting needs matplotlib: pip install 'galleria-ai[plot]'") \
            from None
    order = sorted(stats, key=lambda s: -s.win_share)
    names = [s.name for s in order]
    share = [100 * s.win_share for s in order]
    err = [[100 * (s.win_share - s.win_low) for s in order],
           [100 * (s.win_high - s.win_share) for s in order]]
    fig, ax = plt.subplots(figsize=(max(4.0, 1.2 * len(names) + 2), 3.5))
    ax.bar(names, share, yerr=err, capsize=6, color="#4a7ab0")
    if fair is not None:
        ax.axhline(100 * fair, color="grey", linestyle="--", linewidth=1, label="equal share")
        ax.legend(loc="upper right")
    ax.set_ylabel("win share (%) with 95% interval")
    ax.set_title(f"galleria-arena: {order[0].games if order else 0} games per player")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
