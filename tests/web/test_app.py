"""The web app over real HTTP and WebSocket connections (uvicorn on a loopback port): games
against engine processes, bad input of every kind, save and load, leaving, shutting down."""

from __future__ import annotations

import json
import time

import pytest
from web_live import Page, http, new_game, pid_alive, wait_for

HUMAN = {"human": True, "name": "Ann"}
HEURISTIC = {"human": False, "preset": "heuristic"}
SEARCH = {"human": False, "preset": "engine", "skill": 5}


def table_of(live, link: str):
    return live.app.state.tables.find(link.rsplit("/", 1)[-1])


def test_config_lists_the_games_the_presets_and_the_skill_range(live):
    status, config = http(live, "GET", "/api/config")
    assert status == 200
    game = next(g for g in config["games"] if g["name"] == "modern_art")
    assert game["view"] == "modern_art" and game["rules"] == "/rules/modern_art"
    assert game["variants"] == {"double": ["split", "all_to_second"],
                                "virtual": ["none", "turn", "winner"]}
    assert {"engine", "heuristic", "random", "flaky"} <= set(game["presets"])
    assert config["skill"] == {"min": 1, "max": 20, "default": 16}
    engine = next(p for p in config["presets"] if p["name"] == "engine")
    assert engine["skill"] is True and "command" not in engine   # commands stay on the server


BAD_GAMES = [
    ("{", "not JSON"),
    ("[1, 2]", "Expected the game's settings"),
    ({"game": "chess"}, "Unknown game"),
    ({"players": 9, "seats": []}, "The number of players must be a whole number from 3 to 5"),
    ({"players": "4"}, "The number of players"),
    ({"players": 3, "seats": [HUMAN, HEURISTIC]}, "exactly one seat for each of the 3"),
    ({"players": 3, "seats": [HEURISTIC] * 3}, "At least one seat must be a person"),
    ({"players": 3, "seats": [HUMAN, {"human": False, "preset": "rm -rf /"}, HEURISTIC]},
     "choose an AI of this server"),
    ({"players": 3, "seats": [HUMAN, {"human": False, "preset": "engine", "skill": 0},
                              HEURISTIC]}, "the skill must be a whole number from 1 to 20"),
    ({"players": 3, "seats": [HUMAN, {"human": False, "preset": "engine", "skill": True},
                              HEURISTIC]}, "the skill must be"),
    ({"players": 3, "seats": [{"human": True, "name": 7}, HEURISTIC, HEURISTIC]},
     "A name must be text"),
    ({"players": 3, "seats": [HUMAN, HEURISTIC, HEURISTIC], "variants": {"double": "x"}},
     "unknown variant"),
    ({"players": 4, "seats": [HUMAN] + [HEURISTIC] * 3, "variants": {"virtual": "turn"}},
     "3"),
    ({"players": 3, "seats": [HUMAN, HEURISTIC, HEURISTIC], "seed": -1}, "The seed"),
    ({"players": 3, "seats": [HUMAN, HEURISTIC, HEURISTIC], "seed": "7"}, "The seed"),
    ("x" * 20000, "Too large"),
]


@pytest.mark.parametrize(("body", "message"), BAD_GAMES)
def test_a_bad_new_game_request_is_refused_and_starts_nothing(live, body, message):
    text = body if isinstance(body, str) else json.dumps(body)
    status, answer = http(live, "POST", "/api/games", text)
    assert status == 400 and message in answer["error"], answer
    assert live.app.state.tables.tables == {}


def test_requests_from_other_sites_and_hosts_are_refused(live):
    body = json.dumps({"players": 3, "seats": [HUMAN, HEURISTIC, HEURISTIC]})
    status, answer = http(live, "POST", "/api/games", body,
                          {"Origin": "http://evil.example"})
    assert status == 403 and "another site" in answer["error"]
    status, answer = http(live, "GET", "/api/config", headers={"Host": "evil.example"})
    assert status == 400     # a name this server was not started for (DNS rebinding)
    assert live.app.state.tables.tables == {}
    link = new_game(live, [HUMAN, HEURISTIC, HEURISTIC])["links"][0]["url"]
    from websockets.exceptions import InvalidStatus

    with pytest.raises(InvalidStatus):
        Page(live, link, origin="http://evil.example")
    table_of(live, link)[0].close()
    stranger = Page(live, "/play/no-such-token")
    assert stranger._receive(time.monotonic() + 20)["type"] == "gone"
    stranger.close()


def test_a_game_over_the_live_connection_refuses_bad_input_and_changes_nothing(live):
    answer = new_game(live, [HUMAN, HEURISTIC, SEARCH])
    assert [ln["seat"] for ln in answer["links"]] == [0]
    page = Page(live, answer["links"][0]["url"])
    view = page.decision()
    assert view["seat"] == 0 and view["names"] == ["Ann", "AI 1", "AI 2"]
    assert len(view["observation"]["hand"]) == 10 and view["legal"]
    assert any(e["kind"] == "private" and "you were dealt 10 cards" in e["text"]
               for e in view["log"])
    first = view["decision"]
    for bad, reply in (("{nope", "Not a message"), ("[]", "Not a message"),
                       (json.dumps({"type": "shout"}), "Not a message"),
                       ("x" * 5000, "too long"),
                       (json.dumps({"type": "move", "decision": first, "move": 5}),
                        "Send a move"),
                       (json.dumps({"type": "move", "decision": first - 1,
                                    "move": view["legal"][0]}), "earlier decision"),
                       (json.dumps({"type": "move", "decision": first,
                                    "move": "play XX-open"}), "is not legal now"),
                       (json.dumps({"type": "move", "decision": first, "move": "bid 5"}),
                        "is not a legal move here")):
        page.send(bad)
        assert reply in page.error(), bad
    assert page.view["decision"] == first               # still the same open decision
    page.move(view["legal"][0].upper())                 # spelling is normalised
    # Bids: an illegal amount is refused with the legal range; the same decision goes on.
    while True:
        view = page.decision()
        assert view["status"] == "playing"
        bids = [m for m in view["legal"] if m.startswith("bid ")]
        if bids:
            break
        page.move(view["legal"][0])
    money = view["observation"]["money"][0]
    page.move(f"bid {money + 1}")
    assert page.error() == (f"'bid {money + 1}' is not legal: bid {bids[0].split()[1]}.."
                            f"{money}, or pass.")
    page.move("pass")
    page.move("pass")                                   # a double submit
    assert page.error() in ("Your move 'pass' was already sent; waiting for the others.",
                            ("That was for an earlier decision; the page now shows the "
                             "current one."))
    page.close()
    table_of(live, answer["links"][0]["url"])[0].close()


def test_reload_mid_game_shows_the_same_decision_and_play_goes_on(live):
    link = new_game(live, [HUMAN, HEURISTIC, HEURISTIC])["links"][0]["url"]
    page = Page(live, link)
    page.move(page.decision()["legal"][0])
    view = page.decision()
    page.close()                                        # the page is reloaded
    again = Page(live, link)
    same = again.decision()
    assert same["decision"] == view["decision"] and same["legal"] == view["legal"]
    assert same["observation"] == view["observation"] and same["log"] == view["log"]
    again.move(same["legal"][-1])
    assert again.decision()["decision"] == view["decision"] + 1
    again.close()
    table_of(live, link)[0].close()


def test_the_page_sees_only_its_own_seat(live):
    link = new_game(live, [HUMAN, HEURISTIC, HEURISTIC])["links"][0]["url"]
    page = Page(live, link)
    table, seat = table_of(live, link)
    for _ in range(6):
        view = page.decision()
        with table.cond:
            truth = table.narrator.state.clone()
        # What the page gets depends only on what seat 0 may know: any deal of the others'
        # hidden cards gives the same view.
        for k in range(3):
            assert view["observation"] == json.loads(json.dumps(
                truth.determinize(seat, k).observation(seat)))
        others = {c for s in (1, 2) for c in truth.hand(s)} - set(truth.hand(seat))
        assert not any(card in json.dumps(view["observation"]["hand"]) for card in others)
        page.move(view["legal"][0])
    page.close()
    table.close()


def test_analysis_rates_the_legal_moves_and_refuses_bad_requests(live):
    link = new_game(live, [HUMAN, HEURISTIC, HEURISTIC])["links"][0]["url"]
    page = Page(live, link)
    view = page.decision()
    for bad in (0, -5, "many", True, 10**9):
        page.send({"type": "analyse", "iterations": bad})
        assert "Analysis budget" in page.error()
    page.send({"type": "analyse", "iterations": 300})
    done = page.until(lambda v: v["analysis"] is not None and not v["analysis"]["running"])
    rows = done["analysis"]["rows"]
    assert rows and done["analysis"]["error"] is None
    assert {r["move"] for r in rows} <= set(view["legal"])
    assert all(0.0 <= r["value"] <= 1.0 for r in rows)
    assert sorted(r["rank"] for r in rows) == list(range(1, len(rows) + 1))
    page.move(view["legal"][0])
    nxt = page.until(lambda v: v["decision"] != view["decision"])
    assert nxt["analysis"] is None                      # tied to the decision it rated
    if nxt["decision"] is None:                         # not our turn: refused
        page.send({"type": "analyse", "iterations": 100})
        # Refused, unless the bots handed the turn back before the request arrived: then it
        # is for a new decision of ours and is analysed.
        answer = page.error_or_view(lambda v: v["analysis"] is not None)
        if isinstance(answer, str):
            assert "wait for your turn" in answer
        else:
            assert answer["decision"] is not None
            assert answer["analysis"]["decision"] == answer["decision"], answer["analysis"]
    page.close()
    table_of(live, link)[0].close()


def test_a_crashing_engine_is_told_restarted_and_the_game_goes_on(live):
    link = new_game(live, [HUMAN, {"human": False, "preset": "flaky"}, HEURISTIC])["links"]
    page = Page(live, link[0]["url"])
    view = page.decision()
    for _ in range(40):
        if any("engine failed (crash" in e["text"] for e in view["log"]):
            break
        page.move(view["legal"][0])
        view = page.decision()
    texts = [e["text"] for e in view["log"]]
    assert any("AI 1's engine failed (crash" in t for t in texts), texts[-10:]
    view = page.until(lambda v: any("restarted" in e["text"] for e in v["log"]))
    page.move(page.decision()["legal"][0])
    assert page.decision()["status"] == "playing"       # the game goes on
    page.close()
    table_of(live, link[0]["url"])[0].close()


def play_some(page: Page, decisions: int) -> dict:
    view = page.decision()
    for _ in range(decisions):
        page.move(view["legal"][0])
        view = page.decision()
    return view


def test_save_then_load_resumes_the_same_position(live):
    link = new_game(live, [HUMAN, SEARCH, HEURISTIC], seed=11)["links"][0]["url"]
    page = Page(live, link)
    view = play_some(page, 8)
    status, saved = http(live, "GET", f"/api/play/{link.rsplit('/', 1)[-1]}/save")
    assert status == 200 and saved["galleria_play_save"] == 2
    assert saved["spec"] == {"game": "modern_art", "players": 3, "variants": {}, "seed": 11}
    assert saved["seats"][1]["preset"] == "engine" and saved["seats"][1]["skill"] == 5
    assert "option.Skill=5" in saved["seats"][1]["ai"]
    page.close()
    table_of(live, link)[0].close()
    status, answer = http(live, "POST", "/api/load", json.dumps(saved))
    assert status == 200, answer
    resumed = Page(live, answer["links"][0]["url"])
    again = resumed.decision()
    assert again["observation"] == view["observation"] and again["legal"] == view["legal"]
    resumed.close()
    table_of(live, answer["links"][0]["url"])[0].close()


def test_a_bad_upload_is_refused_with_its_reason(live):
    link = new_game(live, [HUMAN, HEURISTIC, HEURISTIC], seed=2)["links"][0]["url"]
    page = Page(live, link)
    play_some(page, 3)
    _, saved = http(live, "GET", f"/api/play/{link.rsplit('/', 1)[-1]}/save")
    page.close()
    table_of(live, link)[0].close()
    illegal = json.loads(json.dumps(saved))
    illegal["moves"][1]["move"] = "bid 100000"
    wrong_seat = json.loads(json.dumps(saved))
    wrong_seat["moves"][0]["seat"] = 2
    unknown_ai = json.loads(json.dumps(saved))
    unknown_ai["seats"][1] = {"human": False, "name": "x", "ai": "rm -rf /", "preset": "evil"}
    cases = [("not json", "not JSON"), ("{}", "not a galleria save file"),
             (json.dumps({**saved, "galleria_play_save": 1}), "not a galleria save file"),
             (json.dumps({**saved, "seats": saved["seats"][:2]}), "exactly one seat"),
             (json.dumps({**saved, "moves": "lots"}), "moves are damaged"),
             (json.dumps({**saved, "moves": [{"seat": "0", "move": 1}]}), "Move 1 of the save"),
             (json.dumps(illegal), "Move 2 of the save"),
             (json.dumps(wrong_seat), "Move 1 of the save (AI 2: 'play")]
    for body, message in cases:
        status, answer = http(live, "POST", "/api/load", body)
        assert status == 400 and message in answer["error"], (message, answer)
    assert all(not t.running for t in live.app.state.tables.tables.values())
    status, answer = http(live, "POST", "/api/load", json.dumps(unknown_ai))
    assert status == 200 and "the saved AI is not offered here" in answer["notes"][0]
    table, _ = table_of(live, answer["links"][0]["url"])
    assert table.seats[1].preset.name == "engine"      # the server's default, not the file's
    table.close()


def test_leaving_and_stopping_the_server_leave_no_engine_process(live, web_config):
    web_config.max_tables = 2
    first = new_game(live, [HUMAN, HEURISTIC, SEARCH])["links"][0]["url"]
    second = new_game(live, [HUMAN, HEURISTIC, HEURISTIC])["links"][0]["url"]
    status, answer = http(live, "POST", "/api/games", json.dumps(
        {"players": 3, "seats": [HUMAN, HEURISTIC, HEURISTIC]}))
    assert status == 409 and "2 games are running" in answer["error"]
    pages = [Page(live, first), Page(live, second)]
    for page in pages:
        page.decision()
    pages[0].send({"type": "analyse", "iterations": 200})
    pages[0].until(lambda v: v["analysis"] is not None and not v["analysis"]["running"])
    tables = [table_of(live, link)[0] for link in (first, second)]
    pids = [t.pids() for t in tables]
    assert len(pids[0]) == 3 and len(pids[1]) == 2      # two AI seats (+ the analysis)
    assert all(pid_alive(p) for group in pids for p in group)
    status, _ = http(live, "POST", f"/api/play/{first.rsplit('/', 1)[-1]}/leave", "{}")
    assert status == 200
    assert pages[0].until(lambda v: v["status"] == "closed")["log"][-1]["text"] \
        == "Ann left the game."
    wait_for(lambda: not any(pid_alive(p) for p in pids[0]), 20, "the first table's engines")
    live.stop()                                         # the server shuts down
    assert not tables[1].thread.is_alive()
    assert not any(pid_alive(p) for p in pids[1])


def test_the_rules_page_renders_the_repository_document(live):
    status, page = http(live, "GET", "/rules/modern_art")
    assert status == 200 and "<h1" in page and "Modern Art" in page
    assert 'id="the-five-auction-types"' in page and 'href="#the-five-auction-types"' in page
    assert "docs/rules/modern_art.md" in page
    assert "notation.md" in page and 'href="../../protocol/notation.md"' not in page
    status, _ = http(live, "GET", "/rules/..%2F..%2Fetc%2Fpasswd")
    assert status == 404
    status, _ = http(live, "GET", "/rules/chess")
    assert status == 404


def test_two_people_each_see_only_their_own_seat(live):
    answer = new_game(live, [{"human": True, "name": "Ann"}, HEURISTIC,
                             {"human": True, "name": "Bob"}], seed=8)
    links = {ln["seat"]: ln for ln in answer["links"]}
    assert [links[0]["name"], links[2]["name"]] == ["Ann", "Bob"]
    pages = {seat: Page(live, ln["url"]) for seat, ln in links.items()}
    table, _ = table_of(live, links[0]["url"])

    def pending() -> dict[int, int]:
        """The people asked to decide now, on decisions their page has not answered."""
        with table.cond:
            return {k: b.decision for k, b in table.browsers.items()
                    if b.pending is not None and b.decision != pages[k].acted}

    sealed: set[int] = set()
    steps = 0
    while sealed != {0, 2} and table.running and steps < 300:
        asked = wait_for(lambda: pending() or not table.running, 30, "a person to decide")
        steps += 1
        for seat, decision in (asked if isinstance(asked, dict) else {}).items():
            view = pages[seat].until(lambda v, d=decision: v["decision"] == d)
            with table.cond:
                truth = table.narrator.state.clone()
            assert sorted(view["observation"]["hand"]) == sorted(truth.hand(seat))
            other = 2 - seat
            assert view["seat"] == seat and view["names"][seat] == links[seat]["name"]
            hidden = set(truth.hand(other)) - set(truth.hand(seat))
            assert not hidden & set(view["observation"]["hand"])
            if view["observation"]["phase"] == "sealed":   # both bid secretly
                sealed.add(seat)
                assert view["observation"]["auction"]["my_sealed_bid"] is None
            pages[seat].move("pass" if "pass" in view["legal"] else view["legal"][0])
    assert sealed == {0, 2}, (steps, table.status, [e["text"] for e in table.logs[0][-8:]])
    for page in pages.values():
        page.close()
    table.close()


def test_an_engine_seat_reports_its_thinking_while_it_searches():
    import sys

    from galleria_ai import games
    from galleria_ai.table import GameSpec, Limits
    from galleria_ai.web.seats import WebEnginePlayer

    seen: list[dict] = []
    player = WebEnginePlayer([sys.executable, "-m", "galleria_ai.engine.main"],
                             extra={"InfoInterval": "100", "NoSuchOption": "1"},
                             progress=seen.append)
    try:
        spec = GameSpec(players=3, seed=2)
        state = games.get("modern_art").new_game(3, 2)
        player.new_game(spec, 0)
        player.private(["deal", *state.hand(0)])
        decision = player.choose(state, Limits(movetime_ms=800))
        assert decision.move in state.legal_moves(0)
        assert len(seen) >= 2 and max(s["iterations"] for s in seen) > 0
        assert all(s["seat"] == 0 for s in seen)
    finally:
        player.close()


@pytest.mark.parametrize("variants", [{"virtual": "turn", "double": "all_to_second"},
                                      {"virtual": "winner"}])
def test_whole_games_with_variants_reach_the_result(live, variants):
    link = new_game(live, [HUMAN, HEURISTIC, {"human": False, "preset": "random"}], seed=4,
                    variants=variants)["links"][0]["url"]
    page = Page(live, link)
    view = page.decision()
    decisions = 0
    while view["status"] == "playing":
        legal = view["legal"]
        page.move(next((m for m in ("reveal", "noadd", "pass") if m in legal), legal[0]))
        decisions += 1
        view = page.decision()
    assert view["status"] == "over" and decisions > 20
    result = view["result"]
    table, _ = table_of(live, link)
    final = table.narrator.state
    assert result["scores"] == final.money() and result["winners"] == final.winners()
    assert "Final money:" in result["lines"]
    texts = [e["text"] for e in view["log"]]
    assert any("from the virtual pile" in t for t in texts)
    assert texts[-1] == "The game is over."
    assert view["variants"] == variants and view["observation"]["virtual"] == variants["virtual"]
    page.close()
