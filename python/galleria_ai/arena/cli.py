"""``galleria-arena``: engine-vs-engine matches of any registered game (``--game``).

Examples::

    galleria-arena -p builtin:heuristic -p builtin:random -p builtin:ismcts \\
        -p "galleria-engine option.Skill=3" --deals 20 --iterations 2000 --concurrency 2
    galleria-arena --candidate "galleria-engine option.Skill=8" --baseline galleria-engine \\
        --players 4 --deals 200 --movetime 100 --out ab.jsonl
"""

from __future__ import annotations

import sys
from typing import Any

import click

from galleria_ai import games

from .players import PlayerSpec, check_engine, check_player, parse_player, unique_names
from .rating import rate
from .report import plot_standings, progress_line, sprt_verdict, standings_table
from .runner import MatchConfig, run_match
from .sprt import SprtResult
from .stats import GameResult, summarise


def _entry(game: str) -> games.GameEntry:
    try:
        return games.get(game)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--game") from None


def _parse_variants(entry: games.GameEntry, items: tuple[str, ...]) -> dict[str, str]:
    try:
        return entry.parse_variants(items)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--variant") from None


def _parse_seeds(text: str | None) -> list[int] | None:
    if text is None:
        return None
    try:
        seeds = [int(x) for x in text.replace(",", " ").split()]
    except ValueError:
        raise click.BadParameter(f"{text!r}: expected integers", param_hint="--seeds") from None
    if not seeds or len(set(seeds)) != len(seeds) or min(seeds) < 0:
        raise click.BadParameter("need distinct non-negative seeds", param_hint="--seeds")
    return seeds


def _specs(texts: tuple[str, ...] | list[str]) -> list[PlayerSpec]:
    try:
        return [parse_player(t) for t in texts]
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--player") from None


@click.command(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("-p", "--player", "players", multiple=True,
              help="Player spec (repeat): builtin:ismcts|heuristic|random or an engine "
                   "command, with name=, option.X=V, iterations=, movetime=, clock=, inc=.")
@click.option("--candidate", help="A/B mode: the candidate player spec.")
@click.option("--baseline", help="A/B mode: the baseline player spec (fills the other seats).")
@click.option("-n", "--seats", "seats", type=int, default=None,
              help="Seats per game (default: number of players; the game's usual number in "
                   "A/B mode). Players fill the seats in turn when there are fewer players "
                   "than seats.")
@click.option("--game", default=games.DEFAULT, show_default=True,
              help="Registered game: " + ", ".join(games.names()) + ".")
@click.option("--variant", "variants", multiple=True, help="Rules variant key=value.")
@click.option("--deals", type=int, default=10, show_default=True,
              help="Number of deals (each played under every seat rotation); the A/B budget.")
@click.option("--seed", type=int, default=0, show_default=True, help="Match seed.")
@click.option("--seeds", default=None, help="Explicit deal seeds (comma separated).")
@click.option("--iterations", type=int, default=None, help="Search iterations per move.")
@click.option("--movetime", type=int, default=None, help="Milliseconds per move.")
@click.option("--clock", type=int, default=None, help="Milliseconds per player per game.")
@click.option("--increment", type=int, default=0, show_default=True,
              help="Milliseconds added to the clock per move.")
@click.option("-j", "--concurrency", type=int, default=1, show_default=True,
              help="Games played in parallel (processes).")
@click.option("-o", "--out", default="arena.jsonl", show_default=True,
              help="Record file (JSON lines, one game per line).")
@click.option("--resume", is_flag=True, help="Continue the match recorded in --out.")
@click.option("--ci", type=click.Choice(["wilson", "bootstrap"]), default="wilson",
              show_default=True, help="Win-share interval method.")
@click.option("--delta", type=float, default=0.05, show_default=True,
              help="A/B: win-share margin above/below the fair share the test separates.")
@click.option("--alpha", type=float, default=0.05, show_default=True)
@click.option("--beta", type=float, default=0.05, show_default=True)
@click.option("--move-stats", type=click.Choice(["full", "summary", "none"]), default="full",
              show_default=True, help="Engine statistics kept per move in the records "
              "(summary drops the per-candidate lists, most of the file size).")
@click.option("--plot", default=None, help="Write a PNG of win shares (needs matplotlib).")
@click.option("-q", "--quiet", is_flag=True, help="No live progress line.")
def main(players: tuple[str, ...], candidate: str | None, baseline: str | None,
         seats: int | None, game: str, variants: tuple[str, ...], deals: int, seed: int,
         seeds: str | None, iterations: int | None, movetime: int | None, clock: int | None,
         increment: int, concurrency: int, out: str, resume: bool, ci: str, delta: float,
         alpha: float, beta: float, move_stats: str, plot: str | None, quiet: bool) -> None:
    """Play a match between engines and bots and report standings."""
    entry = _entry(game)
    ab = candidate is not None or baseline is not None
    if ab:
        if players or candidate is None or baseline is None:
            raise click.UsageError("A/B mode needs --candidate and --baseline and no --player")
        entrants = _specs([candidate, baseline])
        seats = seats or entry.default_players
        lineup = [0] + [1] * (seats - 1)
    else:
        if len(players) < 2:
            raise click.UsageError("give at least two --player specs (or --candidate/--baseline)")
        entrants = _specs(players)
        seats = seats or len(entrants)
        if seats < len(entrants):
            raise click.UsageError(f"{len(entrants)} players do not fit in {seats} seats")
        lineup = [i % len(entrants) for i in range(seats)]
    try:
        entry.check_players(seats)
        for e in entrants:
            check_player(e, game)
    except ValueError as exc:
        raise click.UsageError(str(exc)) from None
    unique_names(entrants)
    for name, v in (("--iterations", iterations), ("--movetime", movetime),
                    ("--clock", clock), ("--deals", deals), ("--concurrency", concurrency)):
        if v is not None and v < 1:
            raise click.BadParameter("must be >= 1", param_hint=name)
    limits: dict[str, Any] = {k: v for k, v in (("iterations", iterations),
                                                 ("movetime_ms", movetime),
                                                 ("clock_ms", clock)) if v is not None}
    if increment:
        limits["increment_ms"] = increment
    try:
        config = MatchConfig(entrants=entrants, lineup=lineup, game=game,
                             variants=_parse_variants(entry, variants), limits=limits,
                             match_seed=seed, deals=deals, seeds=_parse_seeds(seeds),
                             ab={"delta": delta, "alpha": alpha, "beta": beta} if ab else None,
                             move_stats=move_stats)
        config.sprt()   # validates the A/B parameters before any game is played
        from galleria_ai.match import GameSpec, check_spec

        check_spec(GameSpec(game=game, players=seats, variants=config.variants))
    except ValueError as exc:
        raise click.UsageError(str(exc)) from None
    for e in entrants:
        problem = check_engine(e)
        if problem:
            raise click.ClickException(f"engine check failed: {problem}")
    names = [e.name for e in entrants]
    tty = sys.stderr.isatty()

    def progress(results: list[GameResult], total: int, state: SprtResult | None) -> None:
        if quiet:
            return
        line = progress_line(len(results), total, summarise(names, results), state)
        if tty:
            sys.stderr.write("\r\x1b[2K" + line)
        else:
            sys.stderr.write(line + "\n")
        sys.stderr.flush()

    try:
        outcome = run_match(config, out, resume=resume, concurrency=concurrency,
                            progress=progress)
    except ValueError as exc:
        raise click.ClickException(str(exc)) from None
    except KeyboardInterrupt:
        raise click.ClickException(f"interrupted; finished games are in {out}, continue "
                                   "with --resume") from None
    if tty and not quiet:
        sys.stderr.write("\n")
    stats = summarise(names, outcome.results, method=ci, seed=seed)
    played = len(outcome.results) - outcome.resumed
    click.echo(f"{len(outcome.results)} games ({played} played now, {outcome.resumed} from "
               f"the record file; schedule {outcome.total}), records in {out}")
    click.echo(standings_table(stats, rate(names, outcome.results), entry.score_name))
    if outcome.sprt is not None:
        click.echo(sprt_verdict(outcome.sprt, names[0], names[1]))
    if plot:
        try:
            plot_standings(stats, plot, fair=1.0 / seats)
        except RuntimeError as exc:
            raise click.ClickException(str(exc)) from None
        click.echo(f"plot written to {plot}")


if __name__ == "__main__":
    main()
