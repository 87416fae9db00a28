"""Bad input: malformed and illegal moves, wrong seats, chance misuse and JSON that breaks
an invariant all give a clear ValueError and change nothing."""

from __future__ import annotations

import json

import pytest
from galleria_ai.games.gallerist import rules as gl
from gl_rules import assert_rejected, new, place, play, settle


def test_illegal_and_malformed_moves():
    s = new(2, seed=1, start_player=0)
    msg = assert_rejected(s, "place colony", 0)
    assert "not your turn: seat 1 decides now, not seat 0" in msg
    assert "unknown move" in assert_rejected(s, "hop")
    assert (
        "is not possible now: the phase is 'placement', expected place <location>"
        in assert_rejected(s, "go media")
    )
    assert "no seat 7" in assert_rejected(s, "place colony", 7)
    place(s, ["sales", "media"])
    assert "not legal now" in assert_rejected(s, "go media")  # already there
    assert "chance outcome" in assert_rejected(s, "draw vip")


def test_chance_step_misuse():
    s = new(2, seed=1, start_player=0)
    place(s, ["colony", "media"])
    play(s, 0, "go sales")
    play(s, 0, "reveal")
    assert s.is_chance()
    assert "a chance step is pending" in assert_rejected(s, "notake")
    assert "a chance step is pending" in assert_rejected(s, s.chance_outcome(), 0)
    listed = {o for o, _ in s.chance_outcomes()}
    absent = next(c for c in gl.CONTRACTS if f"deal {c}" not in listed)
    assert "not a possible outcome" in assert_rejected(s, f"deal {absent}")
    assert "not a possible outcome" in assert_rejected(s, "draw vip")
    with pytest.raises(ValueError):
        gl.new_game(2).chance_outcome()


def test_after_the_end():
    s = new(2, seed=2)
    while not s.is_terminal():
        s.apply(s.chance_outcome() if s.is_chance() else s.legal_moves()[0])
    assert "the game is over" in assert_rejected(s, "pass")
    assert s.legal_moves() == [] and s.to_move() == [] and s.current_player() == -1
    with pytest.raises(ValueError):
        s.random_move()


def broken(s: gl.State, edit) -> str:
    d = json.loads(s.to_json())
    edit(d)
    with pytest.raises(ValueError) as err:
        gl.State.from_json(json.dumps(d))
    return str(err.value)


@pytest.mark.parametrize(
    "edit, message",
    [
        (lambda d: d["plaza"].__setitem__(0, d["plaza"][0] + 1), "visitors not conserved"),
        (lambda d: d["money"].__setitem__(0, 11), "not explained by its ledger"),
        (lambda d: d["booth"].__setitem__(1, d["booth"][1] - 1), "tickets not conserved"),
        (lambda d: d["desks"].__setitem__(0, 3), "assistants of seat 0 not conserved"),
        (lambda d: d["stack_n"].__setitem__(0, 6), "not conserved"),
        (lambda d: d["influence"].__setitem__(1, 40), "influence above 35"),
        (
            lambda d: (
                d["phase"].__setitem__(0, 99)
                if isinstance(d["phase"], list)
                else d.__setitem__("phase", 99)
            ),
            "phase out of range",
        ),
        (lambda d: d.__setitem__("players", 5), "players out of range"),
        (lambda d: d["fame"].__setitem__(0, 25), ""),
        (lambda d: d.pop("bag"), "missing field 'bag'"),
        (lambda d: d.__setitem__("extra", 1), "unknown field 'extra'"),
        (lambda d: d.__setitem__("money", [1, 2]), "needs 4 values"),
        (lambda d: d.__setitem__("format", "other"), "unknown format"),
        (lambda d: d.__setitem__("round", -1), "out of range"),
    ],
)
def test_json_breaking_an_invariant_is_rejected(edit, message):
    s = new(2, seed=3, start_player=0)
    place(s, ["colony", "media"])
    assert message in broken(s, edit)


def test_malformed_json():
    for text in ["", "{", "[]", '{"format": "galleria-gallerist-state-1"', "{} x", '{"format": 1}']:
        with pytest.raises(ValueError):
            gl.State.from_json(text)


def test_round_trip_and_equality():
    s = new(3, seed=4)
    for _ in range(60):
        if s.is_chance():
            s.apply(s.chance_outcome())
        else:
            s.apply(s.legal_moves()[-1])
        t = gl.State.from_json(s.to_json())
        assert t == s and t.clone() == s and (t != s) is False
    settle(s)
