"""``galleria-arena``: engine-vs-engine matches of any registered game (``--game``).

Examples::

    galleria-arena -p builtin:heuristic -p builtin:random -p builtin:ismcts \\
        -p "galleria-engine option.Skill=3" --deals 20 --iterations 2000 -j 2
    galleria-arena --candidate "galleria-engine option.Skill=8" --baseline galleria-engine \\
        --elo0 0 --elo1 30 --deals 500 --movetime 100 -o ab.jsonl
    galleria-arena --engines engines.toml --tournament gauntlet --deals-file deals.txt
    galleria-arena --candidate conf=new --baseline conf=old --engines engines.toml --ray auto
"""

from __future__ import annotations

import os
import sys
from typing import Any

import click

from galleria_ai import games
from galleria_ai.client import DEFAULT_TIMEOUT

from .config import read_engines
from .executors import ArenaError
from .match_config import MatchConfig
from .players import PlayerSpec, check_engine, check_player, parse_player, unique_names
from .rating import rate
from .report import (
    distribution_table,
    head_to_head_table,
    legend,
    llr_history,
    pairing_bars,
    pairings_table,
    plot_standings,
    progress_line,
    sprt_verdict,
    standings_bars,
    standings_table,
)
from .runner import MatchProgress, run_match
from .schedule import MODES, lineups, read_deals_file
from .sprt import Sprt
from .stats import deal_distribution, deal_scores, head_to_head, summarise, table_stats

PLAYER_HELP = (
    "Player spec (repeat): builtin:ismcts|heuristic|random, an engine command, or "
    "conf=NAME (an entry of --engines), with settings name=, option.X=V, iterations=, "
    "movetime= (ms), clock= (ms), inc= (ms) and timeout= (seconds a protocol engine may "
    "take per move beyond its time limit, or in all under an iteration limit; timeout=3 "
    "means 3 s; default --timeout).")


def _entry(game: str) -> games.GameEntry:
    try:
        return games.get(game)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--game") from None


def _parse_seeds(text: str | None) -> list[int] | None:
    if text is None:
        return None
    try:
        seeds = [int(x) for x in text.replace(",", " ").split()]
    except ValueError:
        raise click.BadParameter(f"{text!r}: expected integers", param_hint="--seeds") from None
    if not seeds or len(set(seeds)) != len(seeds) or min(seeds) < 0 or max(seeds) >= 2**63:
        raise click.BadParameter("need distinct seeds in 0 .. 2^63 - 1", param_hint="--seeds")
    return seeds


def _specs(texts: list[str], engines: dict[str, PlayerSpec] | None,
           hint: str = "--player") -> list[PlayerSpec]:
    try:
        return [parse_player(t, engines) for t in texts]
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint=hint) from None


def _ab_test(players: int, elo0: float | None, elo1: float | None, share0: float | None,
             share1: float | None, alpha: float, beta: float) -> dict[str, float]:
    """The A/B test's parameters (as stored in the record header)."""
    if (share0 is None) != (share1 is None):
        raise click.UsageError("give both --share0 and --share1")
    if share0 is not None:
        if elo0 is not None or elo1 is not None:
            raise click.UsageError("give the hypotheses in Elo (--elo0/--elo1) or as win "
                                   "shares (--share0/--share1), not both")
        assert share1 is not None
        test = Sprt.from_shares(players, share0, share1, alpha, beta)
    else:
        test = Sprt(players, 0.0 if elo0 is None else elo0, 30.0 if elo1 is None else elo1,
                    alpha, beta)
    return {"elo0": test.elo0, "elo1": test.elo1, "alpha": alpha, "beta": beta}


@click.command(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("-p", "--player", "players", multiple=True, help=PLAYER_HELP)
@click.option("--candidate", help="A/B mode: the candidate player spec (one seat).")
@click.option("--baseline", help="A/B mode: the baseline player spec (fills the other seats).")
@click.option("--engines", "engines_file", default=None, metavar="FILE",
              help="Engines file (TOML or JSON; format in galleria_ai/arena/config.py and the "
                   "README): players by name for conf=NAME; with no -p/--candidate, every "
                   "engine in it plays.")
@click.option("--tournament", type=click.Choice(MODES), default="ffa", show_default=True,
              help="ffa: the players share every table; gauntlet: the first player against "
                   "N-1 copies of each other in turn; roundrobin: every player against N-1 "
                   "copies of every other.")
@click.option("-n", "--seats", "seats", type=int, default=None,
              help="Seats per game (default: the number of players in ffa, the game's usual "
                   "number otherwise). In ffa players fill the seats in turn.")
@click.option("--game", default=games.DEFAULT, show_default=True,
              help="Registered game: " + ", ".join(games.names()) + ".")
@click.option("--variant", "variants", multiple=True, help="Rules variant key=value.")
@click.option("--deals", type=int, default=None,
              help="Number of deals, each played under every seat rotation of every line-up "
                   "(default 10, or every deal of --deals-file); the A/B budget.")
@click.option("--seed", type=int, default=0, show_default=True, help="Match seed.")
@click.option("--seeds", default=None, help="Explicit deal seeds (comma separated).")
@click.option("--deals-file", default=None, metavar="FILE",
              help="Deal seeds, one per line (# comments): every match of a session on the "
                   "same deals.")
@click.option("--iterations", type=int, default=None, help="Search iterations per move.")
@click.option("--movetime", type=int, default=None, help="Milliseconds per move.")
@click.option("--clock", type=int, default=None, help="Milliseconds per player per game.")
@click.option("--increment", type=int, default=0, show_default=True,
              help="Milliseconds added to the clock per move.")
@click.option("--timeout", type=float, default=DEFAULT_TIMEOUT, show_default=True,
              help="Seconds a protocol engine may take per move beyond its time limit (in all, "
                   "under an iteration limit); then the move is a timeout fault, the engine "
                   "is restarted. A player's timeout= overrides it.")
@click.option("--fresh-engines", is_flag=True,
              help="Start a new engine process for every game (default: each worker reuses "
                   "its engines, sending newgame).")
@click.option("-j", "--concurrency", type=int, default=None,
              help="Games played in parallel: worker processes (default 1), or Ray actors "
                   "with --ray (default: the cluster's CPUs).")
@click.option("--ray", "ray", is_flag=False, flag_value="local", default=None,
              metavar="[ADDRESS]",
              help="Play the games on Ray: alone, a private local instance; 'auto' the "
                   "cluster of this machine; HOST:PORT or ray://HOST:10001 a remote one. "
                   "Needs pip install 'galleria-ai[ray]'.")
@click.option("-o", "--out", default="arena.jsonl", show_default=True,
              help="Record file (JSON lines, one game per line). An existing one is not "
                   "overwritten: --resume continues it, --force replaces it.")
@click.option("--resume", is_flag=True, help="Continue the match recorded in --out.")
@click.option("--force", is_flag=True, help="Overwrite an existing --out (and --text-out).")
@click.option("--text-out", default=None, metavar="FILE",
              help="Also write a readable record of every game (moves, auctions, scoring, "
                   "result); galleria-play --replay steps through one.")
@click.option("--ci", type=click.Choice(["wilson", "bootstrap"]), default="wilson",
              show_default=True, help="Win-share interval method (both clustered by deal).")
@click.option("--elo0", type=float, default=None,
              help="A/B: H0, the candidate gains at most this (default 0).")
@click.option("--elo1", type=float, default=None,
              help="A/B: H1, the candidate gains at least this (default 30).")
@click.option("--share0", type=float, default=None,
              help="A/B: H0 as the candidate's win share instead of --elo0.")
@click.option("--share1", type=float, default=None,
              help="A/B: H1 as the candidate's win share instead of --elo1.")
@click.option("--alpha", type=float, default=0.05, show_default=True,
              help="A/B: probability of accepting H1 when H0 holds.")
@click.option("--beta", type=float, default=0.05, show_default=True,
              help="A/B: probability of accepting H0 when H1 holds.")
@click.option("--move-stats", type=click.Choice(["full", "summary", "none"]), default="full",
              show_default=True, help="Engine statistics kept per move in the records "
              "(summary drops the per-candidate lists, most of the file size).")
@click.option("--plot", default=None, metavar="PNG",
              help="Write a PNG of win shares (and the A/B LLR path); needs matplotlib.")
@click.option("-q", "--quiet", is_flag=True, help="No live progress line.")
def main(players: tuple[str, ...], candidate: str | None, baseline: str | None,
         engines_file: str | None, tournament: str, seats: int | None, game: str,
         variants: tuple[str, ...], deals: int | None, seed: int, seeds: str | None,
         deals_file: str | None, iterations: int | None, movetime: int | None,
         clock: int | None, increment: int, timeout: float, fresh_engines: bool,
         concurrency: int | None, ray: str | None, out: str, resume: bool, force: bool,
         text_out: str | None, ci: str, elo0: float | None, elo1: float | None,
         share0: float | None, share1: float | None, alpha: float, beta: float,
         move_stats: str, plot: str | None, quiet: bool) -> None:
    """Play a match between engines and bots and report standings."""
    entry = _entry(game)
    engines = None
    if engines_file is not None:
        try:
            engines = read_engines(engines_file)
        except (OSError, ValueError) as exc:
            raise click.BadParameter(str(exc), param_hint="--engines") from None
    ab = candidate is not None or baseline is not None
    if ab:
        if players or candidate is None or baseline is None:
            raise click.UsageError("A/B mode needs --candidate and --baseline and no --player")
        if tournament != "ffa":
            raise click.UsageError("--tournament does not apply to an A/B match")
        entrants = [*_specs([candidate], engines, "--candidate"),
                    *_specs([baseline], engines, "--baseline")]
        seats = seats or entry.default_players
        tables = [[0] + [1] * (seats - 1)]
    else:
        if not players and engines:
            entrants = list(engines.values())
        else:
            entrants = _specs(list(players), engines)
        if len(entrants) < 2:
            raise click.UsageError("give at least two --player specs (or --candidate/--baseline, "
                                   "or an --engines file)")
        seats = seats or (len(entrants) if tournament == "ffa" else entry.default_players)
        try:
            tables = lineups(tournament, len(entrants), seats)
        except ValueError as exc:
            raise click.UsageError(str(exc)) from None
    outputs = [(flag, os.path.realpath(path)) for flag, path in
               (("-o", out), ("--text-out", text_out), ("--plot", plot)) if path]
    for i, (flag, path) in enumerate(outputs):
        for other, path2 in outputs[i + 1:]:
            if path == path2:
                raise click.UsageError(f"{flag} and {other} name the same file")
    if resume and force:
        raise click.UsageError("--resume continues a record file, --force replaces it: "
                               "choose one")
    if alpha <= 0 or beta <= 0:
        raise click.BadParameter("must be in (0, 0.5)", param_hint="--alpha/--beta")
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
    if increment < 0:
        raise click.BadParameter("must be >= 0", param_hint="--increment")
    if not 0 < timeout < 1e6:
        raise click.BadParameter("must be a positive number of seconds", param_hint="--timeout")
    if seeds is not None and deals_file is not None:
        raise click.UsageError("give --seeds or --deals-file, not both")
    deal_seeds = _parse_seeds(seeds)
    if deals_file is not None:
        try:
            deal_seeds = read_deals_file(deals_file)
        except (OSError, ValueError) as exc:
            raise click.BadParameter(str(exc), param_hint="--deals-file") from None
    if deal_seeds is not None and deals is not None:
        if deals > len(deal_seeds):
            raise click.BadParameter(f"only {len(deal_seeds)} deal seeds given",
                                     param_hint="--deals")
        deal_seeds = deal_seeds[:deals]
    limits: dict[str, Any] = {k: v for k, v in (("iterations", iterations),
                                                 ("movetime_ms", movetime),
                                                 ("clock_ms", clock)) if v is not None}
    if increment:
        limits["increment_ms"] = increment
    try:
        variant_map = entry.parse_variants(variants)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--variant") from None
    try:
        test = _ab_test(seats, elo0, elo1, share0, share1, alpha, beta) if ab else None
        if not ab and any(v is not None for v in (elo0, elo1, share0, share1)):
            raise click.UsageError("--elo0/--elo1/--share0/--share1 belong to an A/B match "
                                   "(--candidate/--baseline)")
        config = MatchConfig(entrants=entrants, lineup=tables[0], game=game,
                             variants=variant_map, limits=limits, match_seed=seed,
                             deals=deals or 10, seeds=deal_seeds, ab=test,
                             move_stats=move_stats, tables=tables,
                             mode="ab" if ab else tournament, timeout=timeout,
                             fresh_engines=fresh_engines)
        config.sprt()   # validates the A/B parameters before any game is played
        config.schedule()
        from galleria_ai.match import GameSpec, check_spec

        check_spec(GameSpec(game=game, players=seats, variants=config.variants))
    except ValueError as exc:
        raise click.UsageError(str(exc)) from None
    for e in entrants:
        problem = check_engine(e, timeout)
        if problem:
            raise click.ClickException(f"engine check failed: {problem}")
    names = [e.name for e in entrants]
    tty = sys.stderr.isatty()

    def progress(p: MatchProgress) -> None:
        if quiet:
            return
        line = progress_line(len(p.results), p.total, summarise(names, p.results), p.sprt,
                             p.elapsed, p.rate, p.eta)
        sys.stderr.write("\r\x1b[2K" + line if tty else line + "\n")
        sys.stderr.flush()

    try:
        outcome = run_match(config, out, resume=resume, concurrency=concurrency,
                            progress=progress, force=force, ray=ray, text_out=text_out)
    except (ValueError, ArenaError) as exc:
        raise click.ClickException(str(exc)) from None
    except KeyboardInterrupt:
        raise click.ClickException(f"interrupted; finished games are in {out}, continue "
                                   "with --resume") from None
    if tty and not quiet:
        sys.stderr.write("\n")
    results = outcome.results
    played = len(results) - outcome.resumed
    rate_now = 60.0 * played / outcome.elapsed if outcome.elapsed > 0 and played else 0.0
    click.echo(f"{len(results)} games ({played} played now in {outcome.elapsed:.0f} s, "
               f"{rate_now:.1f} games/min; {outcome.resumed} from the record file; schedule "
               f"{outcome.total}), records in {out}")
    stats = summarise(names, results, method=ci, seed=seed)
    click.echo(standings_table(stats, rate(names, results), entry.score_name))
    click.echo("\nHead to head:")
    click.echo(head_to_head_table(head_to_head(names, results, ci, seed)))
    bars = standings_bars(stats)
    if len(config.lineups()) > 1:
        pairings = table_stats(results, config.lineups(), ci, seed)
        bars = pairing_bars(pairings, names, seats)
        click.echo("\nPairings (each line-up: one player against copies of another):")
        click.echo(pairings_table(pairings, names, seats))
        rows = [(f"{names[t[0]]} vs {names[t[1]]}",
                 deal_distribution(results, t[0], seats, table=i))
                for i, t in enumerate(config.lineups())]
    else:
        rows = [(n, deal_distribution(results, e, seats, table=0))
                for e, n in enumerate(names)]
    click.echo("\nDeal score distribution (complete deals by rotation games won):")
    click.echo(distribution_table(rows, seats))
    test = config.sprt()
    scores = deal_scores(results, config.candidate, seats) if test else []
    if outcome.sprt is not None:
        click.echo("")
        click.echo(sprt_verdict(outcome.sprt, names[0], names[1]))
    click.echo("")
    click.echo(legend(entry.score_name))
    if plot:
        try:
            plot_standings(bars, plot, llr_history(test, scores) if test else None,
                           test.bounds if test else None)
        except RuntimeError as exc:
            raise click.ClickException(str(exc)) from None
        click.echo(f"plot written to {plot}")


if __name__ == "__main__":
    main()
