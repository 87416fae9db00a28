"""The web application (Starlette): pages, the JSON calls and each page's live connection.

Routes:

- ``GET /``                          the start page (new game, load a save)
- ``GET /play/{token}``              a seat's page (the token, made by the server, is the
                                     only key to that seat's cards)
- ``GET /static/...``                scripts, styles, the per-game views
- ``GET /api/config``                games, variants, AI presets, skill range
- ``POST /api/games``                start a game (JSON settings); answers the seats' links
- ``POST /api/load``                 start a game from an uploaded save (the file's JSON)
- ``GET /api/play/{token}/save``     download the game so far (a galleria-play save)
- ``POST /api/play/{token}/leave``   end the game for everyone at the table
- ``GET /rules/{game}``              the game's rules document as a page
- ``WS /ws/{token}``                 live: the server sends the seat's ``view`` after every
                                     change and ``error`` messages; the page sends ``move``
                                     and ``analyse``

Safety: only the hosts the server was started for are answered (a page from another site
cannot reach it through DNS tricks), and a request from a page of another origin is
refused; every request body and message is size-limited and checked (`lobby`); nothing
from a browser becomes a command, an engine option or a file path.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from galleria_ai import games

from .config import SKILL_DEFAULT, SKILL_MAX, SKILL_MIN, WebConfig
from .lobby import Tables, parse_new_game, parse_saved
from .rules_page import rules_page
from .table import WebTable

STATIC = Path(__file__).resolve().parent / "static"
MAX_MESSAGE = 4096
log = logging.getLogger(__name__)


def has_view(game: str) -> bool:
    """Whether the page has a view of its own for `game` (else the generic view)."""
    return (STATIC / "views" / f"{game}.js").is_file()


def _error(text: str, status: int = 400) -> JSONResponse:
    return JSONResponse({"error": text}, status_code=status)


def same_origin(headers: Any) -> bool:
    """A request without ``Origin`` (not from a page) or from a page of this very host."""
    origin = headers.get("origin")
    if origin is None:
        return True
    parts = urlsplit(origin)
    return parts.scheme in ("http", "https") and parts.netloc == headers.get("host")


async def _json_body(request: Request, limit: int) -> Any:
    body = await request.body()
    if len(body) > limit:
        raise ValueError(f"Too large: at most {limit // 1000} kB.")
    try:
        return json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise ValueError("That is not JSON (a galleria save file is).") from None


def create_app(config: WebConfig, allowed_hosts: list[str] | None = None) -> Starlette:
    """The application for `config`. `allowed_hosts`: the ``Host`` names answered (default:
    this machine's loopback names)."""
    tables = Tables(config)

    def links(table: WebTable) -> list[dict[str, Any]]:
        return [{"seat": k, "name": s.name, "url": f"/play/{s.token}"}
                for k, s in enumerate(table.seats) if s.human]

    async def index(request: Request) -> Response:
        return FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-store"})

    async def api_config(request: Request) -> Response:
        listed = []
        for entry in games.entries():
            listed.append({
                "name": entry.name, "title": entry.title, "min_players": entry.min_players,
                "max_players": entry.max_players, "default_players": entry.default_players,
                "variants": {k: list(v) for k, v in entry.variants.items()},
                "presets": [p.name for p in config.presets_for(entry)],
                "view": entry.name if has_view(entry.name) else "generic",
                "rules": f"/rules/{entry.name}"})
        return JSONResponse({
            "games": listed, "default_game": games.DEFAULT,
            "presets": [p.to_public() for p in config.presets.values()],
            "default_preset": config.default_preset,
            "skill": {"min": SKILL_MIN, "max": SKILL_MAX, "default": SKILL_DEFAULT}})

    async def start(spec: Any, seats: Any, replay: Any = None,
                    notes: list[str] | None = None) -> Response:
        try:
            table = await asyncio.to_thread(tables.create, spec, seats, replay)
        except ValueError as exc:
            return _error(str(exc), 409)
        return JSONResponse({"links": links(table), "notes": notes or []})

    async def api_new_game(request: Request) -> Response:
        if not same_origin(request.headers):
            return _error("Refused: the request comes from another site.", 403)
        try:
            data = await _json_body(request, MAX_MESSAGE * 4)
            spec, seats = parse_new_game(config, data)
        except ValueError as exc:
            return _error(str(exc))
        return await start(spec, seats)

    async def api_load(request: Request) -> Response:
        if not same_origin(request.headers):
            return _error("Refused: the request comes from another site.", 403)
        try:
            data = await _json_body(request, config.max_upload_bytes)
            spec, seats, moves, notes = await asyncio.to_thread(parse_saved, config, data)
        except ValueError as exc:
            return _error(f"Cannot load this file: {exc}")
        return await start(spec, seats, moves, notes)

    def seat_of(request: Request) -> tuple[WebTable, int] | None:
        return tables.find(request.path_params["token"])

    async def api_save(request: Request) -> Response:
        found = seat_of(request)
        if found is None:
            return _error("No such game on this server.", 404)
        table, _ = found
        data = table.record()
        name = f"{table.entry.name}-seed{table.spec.seed}-move{len(data['moves'])}.json"
        return Response(json.dumps(data, indent=1) + "\n", media_type="application/json",
                        headers={"Content-Disposition": f'attachment; filename="{name}"'})

    async def api_leave(request: Request) -> Response:
        if not same_origin(request.headers):
            return _error("Refused: the request comes from another site.", 403)
        found = seat_of(request)
        if found is None:
            return _error("No such game on this server.", 404)
        table, seat = found
        await asyncio.to_thread(table.close, f"{table.seats[seat].name} left the game.")
        return JSONResponse({"ok": True})

    async def rules(request: Request) -> Response:
        name = request.path_params["game"]
        if name not in games.names():
            return HTMLResponse("<p>No such game.</p>", status_code=404)
        return HTMLResponse(rules_page(games.get(name), config.docs_root))

    async def live(websocket: WebSocket) -> None:
        if not same_origin(websocket.headers):
            await websocket.close(code=1008)
            return
        await websocket.accept()
        found = tables.find(websocket.path_params["token"])
        if found is None:
            await websocket.send_json({"type": "gone", "text": "No such game on this server "
                                       "(a server restart ends its games; load a save)."})
            await websocket.close()
            return
        table, seat = found
        loop = asyncio.get_running_loop()
        changed = asyncio.Event()
        send_lock = asyncio.Lock()

        def wake() -> None:
            loop.call_soon_threadsafe(changed.set)

        async def send(message: dict[str, Any]) -> None:
            async with send_lock:
                await websocket.send_text(json.dumps(message, default=str))

        async def views() -> None:
            while True:
                await changed.wait()
                changed.clear()
                await send({"type": "view", "view": table.view(seat)})

        table.listen(wake)
        changed.set()
        sender = asyncio.create_task(views())
        try:
            while True:
                text = await websocket.receive_text()
                reply = handle(table, seat, text)
                if reply is not None:
                    await send({"type": "error", "text": reply})
        except WebSocketDisconnect:
            pass
        finally:
            table.unlisten(wake)
            sender.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await sender

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        if not await asyncio.to_thread(tables.close_all):
            log.warning("some tables did not stop in time")

    hosts = allowed_hosts or ["127.0.0.1", "localhost", "[::1]", "::1"]
    app = Starlette(
        routes=[
            Route("/", index), Route("/play/{token}", index),
            Route("/api/config", api_config), Route("/api/games", api_new_game,
                                                    methods=["POST"]),
            Route("/api/load", api_load, methods=["POST"]),
            Route("/api/play/{token}/save", api_save),
            Route("/api/play/{token}/leave", api_leave, methods=["POST"]),
            Route("/rules/{game}", rules),
            WebSocketRoute("/ws/{token}", live),
            Mount("/static", StaticFiles(directory=STATIC), name="static"),
        ],
        middleware=[Middleware(TrustedHostMiddleware, allowed_hosts=hosts)],
        lifespan=lifespan)
    app.state.tables = tables
    app.state.config = config
    return app


def handle(table: WebTable, seat: int, text: str) -> str | None:
    """One message from a page: the reply for that page, or None."""
    if len(text) > MAX_MESSAGE:
        return "Message too long."
    try:
        message = json.loads(text)
    except json.JSONDecodeError:
        return "Not a message this page sends."
    if not isinstance(message, dict):
        return "Not a message this page sends."
    kind = message.get("type")
    if kind == "move":
        return table.submit(seat, message.get("decision"), message.get("move"))
    if kind == "analyse":
        return table.analyse(seat, message.get("iterations"))
    if kind == "ping":
        return None
    return "Not a message this page sends."
