"""The play screen and the human seat, in-process."""

from __future__ import annotations

import io
import random

import pytest
from galleria_ai import modern_art as ma
from galleria_ai.games.modern_art.screen import board_screen, details, hand_lines, render
from galleria_ai.match import GameSpec, Limits
from galleria_ai.play.human import Console, HotSeat, HumanPlayer, QuitGame, format_hint, normalise
from galleria_ai.play.screen import legal_lines

NAMES = ["Ann", "AI 1", "AI 2", "AI 3"]


def midgame(seed: int = 3, steps: int = 90) -> ma.State:
    s = ma.new_game(players=4, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        for seat in s.to_move():
            s.apply(rng.choice(s.legal_moves(seat)), seat)
    return s


def test_screen_shows_only_what_the_seat_may_know():
    s = midgame()
    seat = 0
    text = render(s.observation(seat), NAMES, seat, s.legal_moves(seat))
    for k in range(5):      # any resampling of the hidden cards gives the same screen
        d = s.determinize(seat, k)
        assert render(d.observation(seat), NAMES, seat, d.legal_moves(seat)) == text
    for card in s.hand(seat):
        artist, _, kind = card.partition("-")
        assert kind in text and artist in text
    assert f"money {s.money()[1]:>3}" in text
    full = details(s.observation(seat), NAMES, seat, s.legal_moves(seat))
    assert full == details(s.determinize(seat, 9).observation(seat), NAMES, seat,
                           s.legal_moves(seat))
    assert f"money {s.money()[1]:>4}" in full


def test_hand_grouping_and_legal_ranges():
    lines = hand_lines(["KR-open", "KR-sealed", "KR-sealed", "LM-double"])
    assert lines == ["  Lite Metal   (LM) x1: double", "  Krypto       (KR) x3: open, sealed x2"]
    legal = ["pass"] + [f"bid {b}" for b in range(5, 40)]
    out = legal_lines(legal)
    assert out[0] == "  1) pass" and out[1].startswith("  2..36) bid 5..39")
    assert legal_lines(["bid 1", "bid 2", "pass"]) == ["  1) bid 1", "  2) bid 2", "  3) pass"]


def make_human(lines: str, **kw):
    out = io.StringIO()
    console = Console(io.StringIO(lines), out)
    h = HumanPlayer("Ann", console, NAMES, **kw)
    h.new_game(GameSpec(players=4, seed=3), 0)
    return h, out


def seat0_state() -> ma.State:
    s = ma.new_game(players=4, seed=3)
    assert s.to_move() == [0]
    return s


def test_human_reads_numbers_and_notation_and_rejects_bad_input():
    s = seat0_state()
    legal = s.legal_moves(0)
    h, out = make_human("nonsense\n0\n99\nplay xx-open\n\n2\n")
    assert h.choose(s, Limits()).move == legal[1]
    text = out.getvalue()
    assert "'nonsense' is not a legal move" in text
    assert "No move number 0" in text and "No move number 99" in text
    card = legal[-1].split()[1]
    h, out = make_human(f"PLAY {card.lower()}\n")
    assert h.choose(s, Limits()).move == legal[-1]
    assert normalise("  Add  kr-SEALED ") == "add KR-sealed"


def test_human_eof_and_quit_leave_the_game():
    s = seat0_state()
    for script in ("", "help\n", "quit\n"):
        h, _ = make_human(script)
        with pytest.raises(QuitGame):
            h.choose(s, Limits())


def test_hint_uses_the_advisor_with_the_seat_history(tmp_path):
    calls = []

    class FakeAdvisor:
        def __getattr__(self, name):
            return lambda *a: calls.append((name, a))

        def analyse(self, limits):
            calls.append(("analyse", limits.iterations))
            return [{"move": legal[2], "visits": 9, "value": 0.31},
                    {"move": legal[0], "visits": 40, "value": 0.42}]

    s = seat0_state()
    legal = s.legal_moves(0)
    h, out = make_human("hint 77\nhint x\n1\n", advisor=FakeAdvisor)
    h.private(["deal", *s.hand(0)])
    assert h.choose(s, Limits()).move == legal[0]
    assert [c[0] for c in calls] == ["new_game", "private", "analyse"]
    assert calls[-1] == ("analyse", 77)
    text = out.getvalue()
    assert text.index(legal[0]) < text.rindex(legal[2])
    assert "Usage: hint" in text
    assert "   1) " + legal[0] in format_hint([{"move": legal[0], "visits": 3, "value": 1}], legal)


def test_hint_off_and_failing_advisor_do_not_break_the_prompt():
    def broken():
        raise RuntimeError("engine missing")

    s = seat0_state()
    h, out = make_human("hint\n1\n")
    assert h.choose(s, Limits()).move == s.legal_moves(0)[0]
    assert "Hints are off" in out.getvalue()
    h, out = make_human("hint\n1\n", advisor=broken)
    assert h.choose(s, Limits()).move == s.legal_moves(0)[0]
    assert "Hint unavailable: engine missing" in out.getvalue()


def test_save_command_reports_errors(tmp_path):
    saved = []

    def save(path: str) -> None:
        if "nonexistent" in path:
            raise FileNotFoundError(2, "No such file or directory")
        saved.append(path)

    s = seat0_state()
    h, out = make_human(f"save\nsave {tmp_path}/x.json\nsave /nonexistent/dir/x\n1\n",
                        save=save)
    h.choose(s, Limits())
    text = out.getvalue()
    assert "Usage: save <file>" in text
    assert saved == [f"{tmp_path}/x.json"] and "Game saved to" in text
    assert "Could not save to /nonexistent/dir/x" in text


def test_hotseat_hides_the_screen_between_humans():
    out = io.StringIO()
    console = Console(io.StringIO("\n1\n\n1\n"), out)
    seat = HotSeat(console, humans=2)
    a = HumanPlayer("Ann", console, NAMES, seat)
    b = HumanPlayer("Bob", console, NAMES, seat)
    a.new_game(GameSpec(), 0)
    b.new_game(GameSpec(), 1)
    s = seat0_state()
    a.choose(s, Limits())
    s.apply(s.legal_moves(0)[0], 0)
    b.choose(s, Limits())
    text = out.getvalue()
    assert text.count("\x1b[2J") == 2
    assert text.index("Pass the screen to Ann") < text.index("Hand (") \
        < text.index("Pass the screen to Bob")


def random_states(players: int, variants: dict, seed: int):
    """Every state of one random game (with the seat to move), for layout checks."""
    from galleria_ai import games

    s = games.get("modern_art").new_game(players, seed, variants)
    rng = random.Random(seed)
    while not s.is_terminal():
        yield s
        for seat in s.to_move():
            s.apply(rng.choice(s.legal_moves(seat)), seat)
    yield s


LONG_NAMES = ["Annabel Longname-Smith", "AI 1 (galleria-engine)", "AI 2 (galleria-engine)",
              "AI 3 (heuristic bot)", "Bartholomew the Fifth"]
LONG_LOG = [("AI 2 buys CP-double + CP-open for 45 (paid to AI 1 (galleria-engine) +23 and "
             "Annabel Longname-Smith +22).")] * 12


@pytest.mark.parametrize("players,variants", [(3, {}), (4, {}), (5, {}),
                                              (3, {"virtual": "turn"}),
                                              (3, {"virtual": "winner"})])
def test_screen_fits_an_80x24_terminal(players, variants):
    names = LONG_NAMES[:players]
    shown = 0
    for s in random_states(players, variants, seed=players):
        seats = s.to_move() or [0]
        for seat in seats:
            text = render(s.observation(seat), names, seat, s.legal_moves(seat),
                          {k: "bid 100" for k in range(players)}, LONG_LOG)
            lines = text.split("\n")
            assert len(lines) <= 23, text                  # the prompt is the 24th line
            assert max(len(ln) for ln in lines) <= 80, text
            assert "docs/rules/modern_art.md" in lines[0]
            if s.legal_moves(seat):
                assert "Your legal moves:" in text
            shown += 1
    assert shown > 100


def test_board_screen_lists_every_scored_season():
    last = None
    for last in random_states(4, {}, seed=11):
        pass
    obs = last.observation(0)
    text = board_screen(obs, NAMES)
    assert len(obs["scoring"]) >= 3
    for record in obs["scoring"]:
        assert f"Season {record['season'] + 1} scored" in text
    assert "docs/rules/modern_art.md" in text
