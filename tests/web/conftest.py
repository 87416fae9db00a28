"""Fixtures of the web app's tests: a server configuration with fast engines, the app in a
test client, a live server on a free loopback port, and headless Chromium."""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed")

from galleria_ai.web.app import create_app
from galleria_ai.web.config import WebConfig, default_presets, preset_from_text
from web_live import LiveServer

ROOT = Path(__file__).resolve().parents[2]
BROKEN_ENGINE = ROOT / "tests" / "fixtures" / "broken_engine.py"
ENGINE = [sys.executable, "-m", "galleria_ai.engine.main"]


def quoted(command: list[str]) -> str:
    return " ".join(shlex.quote(t) for t in command)


@pytest.fixture
def web_config(tmp_path) -> WebConfig:
    """The built-in engine for every preset, small budgets, and a ``flaky`` preset whose
    engine crashes at its first decision (once: then it plays like ``heuristic``)."""
    config = WebConfig.default(ENGINE)
    config.iterations = 150
    config.hint_iterations = 200
    config.engine_timeout = 20.0
    config.docs_root = ROOT / "docs"
    config.presets = default_presets(ENGINE)
    crash = (f"{quoted([sys.executable, str(BROKEN_ENGINE)])} --mode crash --rate 1 "
             f"--max 1 --log {shlex.quote(str(tmp_path / 'faults.log'))} --engine "
             f"{quoted(ENGINE)}")
    config.presets["flaky"] = preset_from_text("flaky", f"{crash} option.Bot=heuristic",
                                               "crashes once")
    return config


@pytest.fixture
def app(web_config):
    return create_app(web_config)


@pytest.fixture
def live(app):
    server = LiveServer(app)
    server.start()
    try:
        yield server
    finally:
        server.stop()


def chromium_paths() -> tuple[str | None, str | None]:
    return (shutil.which("chromium") or shutil.which("chromium-browser"),
            shutil.which("chromedriver"))


@pytest.fixture
def browser():
    """Headless Chromium through Selenium (Debian's chromium and chromium-driver)."""
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.service import Service

    binary, driver = chromium_paths()
    if binary is None or driver is None:
        if os.environ.get("CI"):
            pytest.fail("chromium and chromium-driver must be installed (.ci/run does it)")
        pytest.skip("chromium / chromedriver not installed (apt-get install chromium "
                    "chromium-driver)")
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                "--window-size=1400,1000", "--disable-gpu", "--no-first-run",
                "--disable-extensions", "--hide-scrollbars"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    drv = webdriver.Chrome(options=options, service=Service(executable_path=driver))
    drv.set_page_load_timeout(30)
    drv.set_script_timeout(30)
    try:
        yield drv
    finally:
        drv.quit()


@pytest.fixture
def shots(tmp_path) -> Path:
    """Where the screenshots go: ``GALLERIA_SCREENSHOTS`` (e.g. docs/images) if set."""
    target = os.environ.get("GALLERIA_SCREENSHOTS")
    path = Path(target) if target else tmp_path / "shots"
    path.mkdir(parents=True, exist_ok=True)
    return path
