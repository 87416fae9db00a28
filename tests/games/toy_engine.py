"""`galleria-engine` with the test games registered: the real engine, unchanged, run as a
process the way a GUI runs it. Usage: python tests/games/toy_engine.py [engine options]."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from galleria_ai import games
from galleria_ai.engine.main import main
from toy_market import GAME

if __name__ == "__main__":
    games.register(GAME)
    main()
