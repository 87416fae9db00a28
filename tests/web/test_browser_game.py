"""A whole game of Modern Art in headless Chromium against engine seats, driven like a
person would: the lobby form, the buttons, the bid field, reload, analysis, save and load.
Bad input on the way: an illegal bid, a double submit (twice on the same button, and twice
over a second connection of the same seat), a page reload mid-game, an engine that crashes.
Screenshots of a few moments go to ``GALLERIA_SCREENSHOTS`` (docs/images for the docs)."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path

import pytest
from web_live import pid_alive

pytest.importorskip("selenium")

from selenium.common.exceptions import (
    ElementClickInterceptedException,
    StaleElementReferenceException,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

STEP = 60          # seconds any one wait may take (engines start, think and answer)
READ_STATE = """
const actions = document.querySelector('#actions .actions');
return {decision: actions ? actions.dataset.decision : null,
        over: !document.getElementById('result').hidden,
        status: document.getElementById('status').textContent,
        toast: document.getElementById('toast').hidden ? null
               : document.getElementById('toast').textContent};
"""


def wait(driver, condition, what: str, timeout: float = STEP):
    return WebDriverWait(driver, timeout, poll_frequency=0.05).until(
        lambda d: condition(d), message=f"waiting for {what}")


def page_state(driver) -> dict:
    return driver.execute_script(READ_STATE)


def click(driver, css: str, what: str) -> None:
    """Click the element `css` once it is there, retrying if the page redraws it."""
    def attempt(d) -> bool:
        try:
            found = d.find_elements(By.CSS_SELECTOR, css)
            if not found or not found[0].is_enabled():
                return False
            found[0].click()
            return True
        except (StaleElementReferenceException, ElementClickInterceptedException):
            return False
    wait(driver, attempt, f"to click {what}")


def next_decision(driver, last: str | None) -> dict:
    """Wait until the page asks a new decision (or shows the result)."""
    def ready(d) -> dict | bool:
        s = page_state(d)
        return s if s["over"] or (s["decision"] is not None and s["decision"] != last) \
            else False
    return wait(driver, ready, "the next decision or the end")


def hand(driver) -> list[str]:
    return [c.get_attribute("title") for c in driver.find_elements(By.CSS_SELECTOR,
                                                                   "#hand .card")]


def moves(driver) -> list[str]:
    return [b.get_attribute("data-move")
            for b in driver.find_elements(By.CSS_SELECTOR, "#actions .move-btn")]


def amount(driver) -> tuple[str, int, int] | None:
    """The amount field's verb and legal range, if the decision has one."""
    fields = driver.find_elements(By.ID, "amount-input")
    if not fields:
        return None
    slider = driver.find_element(By.ID, "amount-slider")
    return (fields[0].get_attribute("data-verb"), int(slider.get_attribute("min")),
            int(slider.get_attribute("max")))


def type_amount(driver, value: int) -> None:
    field = driver.find_element(By.ID, "amount-input")
    field.clear()
    field.send_keys(str(value))


def start_game(driver, live, shots) -> None:
    driver.get(live.url + "/")
    wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, ".seat-row")) == 4, "lobby")
    Select(driver.find_element(By.ID, "players")).select_by_value("3")
    wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, ".seat-row")) == 3, "3 seats")
    rows = driver.find_elements(By.CSS_SELECTOR, ".seat-row")
    rows[0].find_element(By.CSS_SELECTOR, "input.name").send_keys("Ann")
    Select(rows[1].find_element(By.CSS_SELECTOR, "select.preset")).select_by_value("engine")
    skill = rows[1].find_element(By.CSS_SELECTOR, "input.skill")
    skill.clear()
    skill.send_keys("6")
    Select(rows[2].find_element(By.CSS_SELECTOR, "select.preset")).select_by_value("flaky")
    driver.find_element(By.ID, "seed").send_keys("5")
    driver.save_screenshot(str(shots / "web-new-game.png"))
    driver.find_element(By.ID, "start-btn").click()
    wait(driver, lambda d: "/play/" in d.current_url, "the seat's page")


def double_submit_over_a_second_connection(driver) -> dict:
    """The same seat's page opened twice (a second connection) sends one move twice."""
    return driver.execute_async_script("""
const done = arguments[arguments.length - 1];
const token = location.pathname.split('/').pop();
const ws = new WebSocket(`ws://${location.host}/ws/${token}`);
let decision = null, move = null;
const errors = [];
const timer = setTimeout(() => done({decision, move, errors, timeout: true}), 25000);
ws.onmessage = (event) => {
  const m = JSON.parse(event.data);
  if (m.type === 'view' && decision === null && m.view.decision !== null) {
    decision = m.view.decision;
    move = m.view.legal.includes('pass') ? 'pass' : m.view.legal[0];
    ws.send(JSON.stringify({type: 'move', decision, move}));
    ws.send(JSON.stringify({type: 'move', decision, move}));
  } else if (m.type === 'error') {
    errors.push(m.text);
    clearTimeout(timer);
    ws.close();
    done({decision, move, errors});
  }
};""")


def test_a_whole_game_in_the_browser(live, browser, shots, tmp_path):
    driver = browser
    start_game(driver, live, shots)
    token = driver.current_url.rsplit("/", 1)[-1]
    checks: dict[str, object] = {}
    saved: dict | None = None
    saved_hand: list[str] = []
    last: str | None = None
    count = 0
    while True:
        state = next_decision(driver, last)
        if state["over"]:
            break
        decision = state["decision"]
        count += 1
        legal = moves(driver)
        bid = amount(driver)
        cards = driver.find_elements(By.CSS_SELECTOR, "#hand button.card")
        if bid and bid[0] == "bid" and "illegal" not in checks:
            # An illegal bid (more money than we have): refused with the legal range, and
            # the same decision stays open.
            type_amount(driver, bid[2] + 1)
            click(driver, "#amount-submit", "Bid")
            toast = wait(driver, lambda d: page_state(d)["toast"], "the refusal")
            assert f"'bid {bid[2] + 1}' is not legal: bid {bid[1]}..{bid[2]}" in toast
            assert page_state(driver)["decision"] == decision
            checks["illegal"] = toast
            driver.save_screenshot(str(shots / "web-illegal-bid.png"))
        if count >= 4 and "reload" not in checks:
            # Reload in the middle of the game: the same decision and hand come back.
            before = hand(driver)
            driver.refresh()
            again = next_decision(driver, None)
            assert again["decision"] == decision and hand(driver) == before
            checks["reload"] = True
            legal, bid = moves(driver), amount(driver)
            cards = driver.find_elements(By.CSS_SELECTOR, "#hand button.card")
        if count >= 6 and "analysis" not in checks:
            box = driver.find_element(By.ID, "analyse-iterations")
            box.clear()
            box.send_keys("400")
            click(driver, "#analyse-btn", "Analyse")
            rows = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR,
                                                          "#analysis-table tr[data-move]"),
                        "the engine's analysis")
            rated = [r.get_attribute("data-move") for r in rows]
            for move in rated:        # every rated move is one the page offers
                assert move in legal or (bid is not None and move.split()[0] == bid[0]
                                         and bid[1] <= int(move.split()[1]) <= bid[2]), move
            checks["analysis"] = rated
            driver.save_screenshot(str(shots / "web-analysis.png"))
        if count >= 8 and saved is None:
            href = driver.find_element(By.ID, "btn-save").get_attribute("href")
            with urllib.request.urlopen(href, timeout=30) as response:
                saved = json.loads(response.read())
            saved_hand = hand(driver)
        if count >= 10 and "double" not in checks:
            result = double_submit_over_a_second_connection(driver)
            expected = f"Your move '{result['move']}' was already sent; waiting for the others."
            assert result["errors"] == [expected], result
            checks["double"] = result
            last = decision
            continue
        if count >= 12 and "double-click" not in checks and "pass" in legal:
            # A person clicking twice: the page sends the move once.
            driver.execute_script("const b = document.querySelector("
                                  "'#actions .move-btn[data-move=\"pass\"]'); b.click(); "
                                  "b.click();")
            checks["double-click"] = next_decision(driver, decision)
            toast = page_state(driver)["toast"] or ""
            assert "already sent" not in toast       # the second click sent nothing
            last = decision
            continue
        if bid and bid[0] == "price":
            type_amount(driver, min(bid[2], 5 + count % 7))
            click(driver, "#amount-submit", "Name the price")
        elif bid and bid[0] == "bid" and count % 3 == 0 and bid[1] <= 12:
            type_amount(driver, bid[1])
            click(driver, "#amount-submit", "Bid")
        elif any(m in legal for m in ("noadd", "decline", "noreveal", "pass")):
            choice = next(m for m in ("noadd", "decline", "noreveal", "pass") if m in legal)
            click(driver, f'#actions .move-btn[data-move="{choice}"]', choice)
        elif cards:
            click(driver, "#hand button.card", "a card of the hand")
        else:
            click(driver, "#actions .move-btn", "a move")
        if "scoring" not in checks and driver.find_elements(By.CSS_SELECTOR, "#scoring.fresh"):
            checks["scoring"] = True
            driver.save_screenshot(str(shots / "web-season-scored.png"))
        if "table" not in checks and count >= 14:
            checks["table"] = True
            driver.save_screenshot(str(shots / "web-table.png"))
        last = decision

    driver.save_screenshot(str(shots / "web-result.png"))
    assert {"illegal", "reload", "analysis", "double", "double-click"} <= set(checks), checks
    ranking = driver.find_elements(By.CSS_SELECTOR, "#ranking li")
    assert len(ranking) == 3 and driver.find_elements(By.CSS_SELECTOR, "#ranking li.winner")
    result = driver.find_element(By.ID, "result").text
    assert "Final money" in result and "Game over" in result
    log = driver.find_element(By.ID, "log").text
    assert "AI 2's engine failed (crash" in log and "restarted" in log   # the flaky seat
    assert " buys " in log and "Season 1 scored: a painting is worth" in log
    assert "already sent" not in log
    table, _ = live.app.state.tables.find(token)
    assert table.status == "over" and count == sum(
        1 for m in table.record()["moves"] if m["seat"] == 0)

    # Load the game saved mid-way: the page comes back at that decision, same hand.
    assert saved is not None
    path = tmp_path / "saved.json"
    path.write_text(json.dumps(saved))
    driver.execute_script("document.getElementById('load-file').hidden = false;")
    driver.find_element(By.ID, "load-file").send_keys(str(path))
    wait(driver, lambda d: d.current_url.rsplit("/", 1)[-1] != token, "the loaded game")
    next_decision(driver, None)
    assert hand(driver) == saved_hand
    severe = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    assert not severe, severe

    # Stopping the server ends every table and leaves no engine process behind.
    pids = [p for t in live.app.state.tables.tables.values() for p in t.pids()]
    assert pids
    live.stop()
    assert not any(pid_alive(p) for p in pids)


@pytest.fixture
def toy_game():
    """Toy Market (the test game shaped like The Gallerist) registered for one test."""
    import sys

    from galleria_ai import games

    here = Path(__file__).resolve().parents[1] / "games"
    sys.path.insert(0, str(here))
    from toy_market import GAME

    known = GAME.name in games.names()
    games.register(GAME)
    yield [sys.executable, str(here / "toy_engine.py")]
    if not known:
        games.unregister(GAME.name)


def test_a_game_without_a_view_of_its_own_is_played_with_the_generic_view(
        toy_game, web_config, browser, shots):
    from galleria_ai.web.app import create_app
    from galleria_ai.web.config import default_presets
    from web_live import LiveServer

    web_config.presets = default_presets(toy_game)
    web_config.advisor = None
    server = LiveServer(create_app(web_config))
    server.start()
    try:
        driver = browser
        driver.get(server.url + "/")
        wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#game-select option"), "lobby")
        Select(driver.find_element(By.ID, "game-select")).select_by_value("toy_market")
        Select(driver.find_element(By.ID, "players")).select_by_value("2")
        wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, ".seat-row")) == 2, "seats")
        row = driver.find_elements(By.CSS_SELECTOR, ".seat-row")[1]
        Select(row.find_element(By.CSS_SELECTOR, "select.preset")).select_by_value("random")
        driver.find_element(By.ID, "start-btn").click()
        wait(driver, lambda d: "/play/" in d.current_url, "the seat's page")
        last = None
        decisions = 0
        while True:
            state = next_decision(driver, last)
            if state["over"]:
                break
            decisions += 1
            if decisions == 3:
                driver.save_screenshot(str(shots / "web-generic-view.png"))
                assert not driver.find_element(By.ID, "analysis-panel").is_displayed()
                seen = driver.find_element(By.ID, "board").text.lower()
                assert "what you see" in seen and "objective" in seen and "round" in seen
            if driver.find_elements(By.ID, "amount-submit"):
                click(driver, "#amount-submit", "the amount")
            else:
                click(driver, "#actions .move-btn", "a move")
            last = state["decision"]
        log = driver.find_element(By.ID, "log").text
        assert "your secret objective:" in log and "chance:" in log
        assert "Final points" in driver.find_element(By.ID, "result").text
        assert decisions > 3
        assert not [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    finally:
        server.stop()
