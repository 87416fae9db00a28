"""``galleria-web``: serve the web app on this machine.

Examples::

    galleria-web                                   # http://127.0.0.1:8765/
    galleria-web --port 9000 --iterations 4000     # every AI search: 4000 iterations a move
    galleria-web --ai "strong=galleria-engine option.Threads=2 movetime=2000"
    galleria-web --engine "python my_engine.py"    # another GEI engine for every preset
"""

from __future__ import annotations

import shlex
import sys

import click

LOOPBACK = ("127.0.0.1", "localhost", "::1")


def _check_engines(config) -> list[str]:  # type: ignore[no-untyped-def]
    """Start each distinct engine command once (handshake, options); the problems found."""
    from galleria_ai.arena.players import check_engine

    seen: set[tuple[str, ...]] = set()
    problems = []
    specs = [p.spec for p in config.presets.values()]
    if config.advisor is not None:
        specs.append(config.advisor)
    for spec in specs:
        key = tuple(spec.command or ()) + tuple(f"{k}={v}" for k, v in spec.options.items())
        if key in seen:
            continue
        seen.add(key)
        problem = check_engine(spec)
        if problem:
            problems.append(problem)
    return problems


@click.command(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on. Anything but this machine's loopback lets other "
                   "machines start games (and engine processes) here.")
@click.option("--port", type=click.IntRange(1, 65535), default=8765, show_default=True)
@click.option("--allow-host", "allow_hosts", multiple=True,
              help="Extra host name the pages may be reached by (with --host 0.0.0.0).")
@click.option("--engine", default=None,
              help="GEI engine command of the default AI presets and of the analysis "
                   "(default: the built-in galleria-engine).")
@click.option("--ai", "ais", multiple=True, metavar="NAME=SPEC",
              help="Add (or replace) an AI preset: a name and an engine player spec as in "
                   "galleria-arena, e.g. \"fast=galleria-engine movetime=200\".")
@click.option("--analysis-engine", default=None,
              help="Player spec of the analysis engine ('' = no analysis; default: --engine).")
@click.option("--iterations", type=click.IntRange(1, 10**8), default=None,
              help="Search iterations per AI move (before the seat's skill scales it).")
@click.option("--movetime", type=click.IntRange(1, 3_600_000), default=None,
              help="Milliseconds per AI move.")
@click.option("--hint-iterations", type=click.IntRange(1, 10**7), default=3000,
              show_default=True, help="Iterations the page's analysis starts from.")
@click.option("--max-tables", type=click.IntRange(1, 64), default=4, show_default=True,
              help="Games that may run at once.")
@click.option("--docs", "docs", type=click.Path(file_okay=False, exists=True), default=None,
              help="The repository's docs/ folder (rules pages; found by itself in a "
                   "source checkout).")
@click.option("--no-check", is_flag=True, help="Do not try the engines before serving.")
def main(host: str, port: int, allow_hosts: tuple[str, ...], engine: str | None,
         ais: tuple[str, ...], analysis_engine: str | None, iterations: int | None,
         movetime: int | None, hint_iterations: int, max_tables: int, docs: str | None,
         no_check: bool) -> None:
    """Play against the engine in a browser."""
    try:
        import uvicorn

        from .app import create_app
    except ImportError as exc:
        raise click.ClickException(f"galleria-web needs its web packages ({exc.name}): "
                                   "pip install 'galleria-ai[web]'") from None
    from pathlib import Path

    from galleria_ai.arena.players import parse_player

    from .config import WebConfig, preset_from_text

    try:
        command = shlex.split(engine) if engine else None
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--engine") from None
    config = WebConfig.default(command)
    for item in ais:
        name, eq, text = item.partition("=")
        if not eq or not name.strip() or not name.replace("-", "").replace("_", "").isalnum():
            raise click.BadParameter(f"expected NAME=SPEC, got {item!r}", param_hint="--ai")
        try:
            config.presets[name] = preset_from_text(name, text)
        except ValueError as exc:
            raise click.BadParameter(str(exc), param_hint="--ai") from None
    if analysis_engine is not None:
        try:
            config.advisor = parse_player(analysis_engine) if analysis_engine else None
        except ValueError as exc:
            raise click.BadParameter(str(exc), param_hint="--analysis-engine") from None
        if config.advisor is not None and config.advisor.command is None:
            raise click.BadParameter("give an engine command", param_hint="--analysis-engine")
    config.iterations, config.movetime_ms = iterations, movetime
    config.hint_iterations, config.max_tables = hint_iterations, max_tables
    config.docs_root = Path(docs) if docs else None
    if not no_check:
        problems = _check_engines(config)
        if problems:
            raise click.ClickException("an engine does not start: " + "; ".join(problems))
    hosts = ["127.0.0.1", "localhost", "[::1]", "::1", *allow_hosts]
    if host not in LOOPBACK:
        if host not in ("0.0.0.0", "::"):
            hosts.append(host)
        click.echo(f"warning: listening on {host}: other machines can reach this server and "
                   "start engine processes on it.", err=True)
    app = create_app(config, hosts)
    shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    click.echo(f"galleria-web: open http://{shown}:{port}/ in a browser (Ctrl-C stops).")
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_max_size=64 * 1024)
    sys.exit(0)


if __name__ == "__main__":
    main()
