"""``galleria-play``: play any registered game against AI seats in the terminal.

Examples::

    galleria-play                                  # Modern Art, you at seat 0 against 3 engines
    galleria-play --players 5 --human 0 --human 2 --name Ann --name Bob   # hot-seat
    galleria-play --ai builtin:heuristic --skill 3 --seed 7 --variant double=all_to_second
    galleria-play --game <name> --players 2        # another registered game
    galleria-play --load saved.json
    galleria-play --replay arena.jsonl --game 3   # step through game 3 of an arena record
"""

from __future__ import annotations

import shutil
import sys
from typing import Any

import click

from galleria_ai import games
from galleria_ai.arena.players import check_player, parse_player
from galleria_ai.arena.schedule import player_seed

from .human import Console, HotSeat, HumanPlayer, QuitGame
from .narration import Narrator, rules_doc
from .session import Session, load_session, wrap_for_replay


def default_engine() -> str:
    """The built-in engine's command line (installed script, else the module)."""
    if shutil.which("galleria-engine"):
        return "galleria-engine"
    return f"'{sys.executable}' -m galleria_ai.engine.main"


def _ai_player(text: str, seed: int) -> Any:
    from galleria_ai.arena.players import build_player

    return build_player(parse_player(text), seed)


def _advisor_factory(command: str | None) -> Any:
    if not command:
        return None

    def make() -> Any:
        from galleria_ai.match import EnginePlayer

        spec = parse_player(command)
        if spec.command is None:
            raise ValueError("hints need a protocol engine command")
        return EnginePlayer(spec.command, spec.options, name="advisor")
    return make


def build_seats(players: int, humans: tuple[int, ...], names: tuple[str, ...],
                ais: tuple[str, ...], skill: int | None,
                game: str = games.DEFAULT) -> list[dict[str, Any]]:
    """Who sits where: ``{"human": True, "name"}`` or ``{"human": False, "name", "ai"}``."""
    if not humans:
        humans = (0,)
    for h in humans:
        if not 0 <= h < players:
            raise click.BadParameter(f"seat {h} does not exist in a {players}-player game",
                                     param_hint="--human")
    if len(set(humans)) != len(humans):
        raise click.BadParameter("a seat is given twice", param_hint="--human")
    if len(names) > len(humans):
        raise click.BadParameter("more names than human seats", param_hint="--name")
    ai_specs = list(ais) or [default_engine()]
    seats: list[dict[str, Any]] = []
    h_i = a_i = 0
    for s in range(players):
        if s in humans:
            name = names[h_i] if h_i < len(names) else ("You" if len(humans) == 1
                                                        else f"Human {h_i + 1}")
            h_i += 1
            seats.append({"human": True, "name": name})
        else:
            text = ai_specs[a_i % len(ai_specs)]
            a_i += 1
            try:
                spec = parse_player(text)
                check_player(spec, game)
            except ValueError as exc:
                raise click.BadParameter(str(exc), param_hint="--ai") from None
            if skill is not None and spec.command is not None and "Skill" not in spec.options:
                text += f" option.Skill={skill}"
            seats.append({"human": False, "name": f"AI {s} ({spec.name})", "ai": text})
    return seats


def run(session: Session, console: Console, hint_engine: str | None, clear: bool,
        hint_iterations: int) -> int:
    from galleria_ai.match import Limits, play_game

    names = [s["name"] for s in session.seats]
    humans = sum(1 for s in session.seats if s["human"])
    hotseat = HotSeat(console, humans, clear=clear)
    players: list[Any] = []
    narrator = Narrator(session.spec, names)
    try:
        for seat, s in enumerate(session.seats):
            if s["human"]:
                human = HumanPlayer(s["name"], console, names, hotseat, session.save,
                                    _advisor_factory(hint_engine), hint_iterations)
                human.narrated = True
                narrator.listen(seat, human.hear)
                players.append(human)
            else:
                p = _ai_player(s["ai"], player_seed(session.spec.seed, 0, seat))
                p.name = s["name"]
                players.append(p)
        replay = list(session.moves)
        session.moves = []
        wrapped = wrap_for_replay(players, replay)
        limits = Limits(**session.limits)

        def on_move(rec: dict[str, Any]) -> None:
            session.on_move(rec)
            narrator.on_move(rec)

        record = play_game(session.spec, wrapped, limits, on_move=on_move)
    except QuitGame:
        console.write("\nGame left. (Use 'save <file>' during play to keep a game.)")
        return 0
    finally:
        for p in players:
            try:
                p.close()
            except Exception:  # noqa: BLE001, S110 - leaving must not fail on a dying engine
                pass
    entry = games.get(session.spec.game)
    console.write("\n".join(entry.final_lines(names, record.money, record.winners,
                                              record.scoring)))
    for f in record.faults:
        console.write(f"note: {names[f.seat]} fault ({f.kind}) at move {f.move_index}: "
                      f"{f.detail}")
    return 0


def _replay(path: str, number: str | None) -> int:
    from .replay import game_list, load_game, run_replay

    try:
        if number is None:
            click.echo("\n".join(game_list(path)) or f"{path} holds no games")
            return 0
        if not number.isdigit():
            raise click.BadParameter("with --replay, --game is the game's number in the "
                                     "record file", param_hint="--game")
        game = load_game(path, int(number))
    except (OSError, ValueError) as exc:
        raise click.ClickException(str(exc)) from None
    return run_replay(game, sys.stdin, sys.stdout, prompt=sys.stdin.isatty())


@click.command(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--game", default=games.DEFAULT, show_default=True,
              help="Registered game: " + ", ".join(games.names()) + ".")
@click.option("-n", "--players", type=int, default=None,
              help="Seats (default: the game's usual number; Modern Art 4).")
@click.option("--human", "humans", type=int, multiple=True,
              help="Seat played by a human (repeat for hot-seat); default seat 0.")
@click.option("--name", "names", multiple=True, help="Name of each human, in seat order.")
@click.option("--ai", "ais", multiple=True,
              help="AI player spec (as in galleria-arena; repeat to vary by seat). "
                   "Default: the built-in galleria-engine.")
@click.option("--skill", type=click.IntRange(1, 20), default=None,
              help="Skill option (1-20) of the AI protocol engines (not built-in bots).")
@click.option("--iterations", type=int, default=None, help="AI search iterations per move.")
@click.option("--movetime", type=int, default=None, help="AI milliseconds per move.")
@click.option("--seed", type=int, default=None, help="Deal seed (default: random).")
@click.option("--variant", "variants", multiple=True,
              help="Rules variant key=value (repeat); Modern Art: double=split|all_to_second, "
                   "virtual=none|turn|winner (3 players).")
@click.option("--hint-engine", default=None,
              help="Engine command for 'hint' (default: the built-in engine; '' = off).")
@click.option("--hint-iterations", type=int, default=2000, show_default=True)
@click.option("--no-clear", is_flag=True, help="Hot-seat: do not clear the screen.")
@click.option("--load", "load", default=None, help="Resume a game saved with 'save <file>'.")
@click.option("--replay", "replay", default=None, metavar="RECORDS",
              help="Step through a game of an arena record file; --game N picks game N "
                   "(without it the games are listed).")
@click.pass_context
def main(ctx: click.Context, game: str, players: int | None, humans: tuple[int, ...],
         names: tuple[str, ...], ais: tuple[str, ...], skill: int | None,
         iterations: int | None, movetime: int | None, seed: int | None,
         variants: tuple[str, ...], hint_engine: str | None, hint_iterations: int,
         no_clear: bool, load: str | None, replay: str | None) -> None:
    """Play a game against the engine (or friends, hot-seat)."""
    from galleria_ai.match import GameSpec, check_spec

    if replay is not None:
        given = ctx.get_parameter_source("game") != click.core.ParameterSource.DEFAULT
        sys.exit(_replay(replay, game if given else None))

    if load:
        try:
            session = load_session(load)
        except (OSError, ValueError) as exc:
            raise click.ClickException(str(exc)) from None
    else:
        try:
            entry = games.get(game)
        except ValueError as exc:
            raise click.BadParameter(str(exc), param_hint="--game") from None
        players = entry.default_players if players is None else players
        try:
            entry.check_players(players)
        except ValueError as exc:
            raise click.BadParameter(str(exc), param_hint="--players") from None
        try:
            var = entry.parse_variants(variants)
        except ValueError as exc:
            raise click.BadParameter(str(exc), param_hint="--variant") from None
        if seed is None:
            import secrets

            seed = secrets.randbelow(2**31)
        spec = GameSpec(game=game, players=players, variants=var, seed=seed)
        try:
            check_spec(spec)
        except ValueError as exc:
            raise click.BadParameter(str(exc), param_hint="--variant") from None
        limits: dict[str, Any] = {}
        for key, val in (("iterations", iterations), ("movetime_ms", movetime)):
            if val is not None:
                if val < 1:
                    raise click.BadParameter("must be >= 1", param_hint=f"--{key[:8]}")
                limits[key] = val
        session = Session(spec, build_seats(players, humans, names, ais, skill, game), limits)
    if hint_engine is None:
        hint_engine = default_engine()
    console = Console()
    variants_txt = "".join(f", {k}={v}" for k, v in sorted(session.spec.variants.items()))
    entry = games.get(session.spec.game)
    console.write(f"{entry.title}, {session.spec.players} players, seed "
                  f"{session.spec.seed}{variants_txt}. Type 'help' at your prompt. "
                  f"Rules: {rules_doc(entry)}")
    sys.exit(run(session, console, hint_engine, not no_clear, hint_iterations))


if __name__ == "__main__":
    main()
