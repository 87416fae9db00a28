"""Move notation: canonical strings, round trips, uniqueness, specific error messages."""

from __future__ import annotations

import random

import pytest
from galleria_ai import modern_art as ma


def random_states(count: int, seed: int):
    """States from random playouts of every player count and variant."""
    rng = random.Random(seed)
    configs = [
        (3, {}),
        (4, {}),
        (5, {}),
        (4, {"double_all_to_second": True}),
        (3, {"virtual": "turn"}),
        (3, {"virtual": "winner"}),
    ]
    produced = 0
    while produced < count:
        players, kw = configs[produced % len(configs)]
        s = ma.new_game(players, seed=rng.getrandbits(32), **kw)
        while not s.is_terminal() and produced < count:
            if rng.random() < 0.15:
                produced += 1
                yield s.clone()
            seat = rng.choice(s.to_move())
            s.apply(s.random_move(seat, rng.getrandbits(32)), seat)


def test_every_legal_move_round_trips_and_is_unique() -> None:
    phases = set()
    for s in random_states(400, 1):
        phases.add(s.phase())
        for seat in s.to_move():
            moves = s.legal_moves(seat)
            assert moves
            assert len(set(moves)) == len(moves)
            codes = [ma.move_code(m) for m in moves]
            assert len(set(codes)) == len(codes) and 0 not in codes
            for m in moves:
                assert ma.canonical_move(m) == m
                assert s.is_legal(m, seat)
            for m in random.Random(len(moves)).sample(moves, min(5, len(moves))):
                t = s.clone()
                t.apply(m, seat)
                assert t != s
    assert {
        "play",
        "double",
        "open",
        "once",
        "sealed",
        "fixed-price",
        "fixed-answer",
        "reveal",
    } <= phases


def test_canonical_forms() -> None:
    assert ma.canonical_move("play KR-once") == "play KR-once"
    assert ma.canonical_move("  bid   12 ") == "bid 12"
    assert ma.canonical_move("price 0") == "price 0"
    for word in ["noadd", "pass", "accept", "decline", "reveal", "noreveal"]:
        assert ma.canonical_move(word) == word
    assert ma.move_code("play LM-open") != ma.move_code("add LM-open")
    assert ma.move_code("bid 3") != ma.move_code("price 3")


@pytest.mark.parametrize(
    "text,message",
    [
        ("", "empty move"),
        ("   ", "empty move"),
        ("jump", "unknown move 'jump'"),
        ("Play KR-once", "unknown move 'Play'"),
        ("play", "needs exactly one card"),
        ("play KR-once KR-open", "needs exactly one card"),
        ("play KRonce", "<artist>-<type>"),
        ("play XX-once", "unknown artist 'XX'"),
        ("play kr-once", "unknown artist 'kr'"),
        ("play KR-twice", "unknown auction type 'twice'"),
        ("add LM-", "unknown auction type ''"),
        ("bid", "needs exactly one amount"),
        ("bid ten", "not a whole number"),
        ("bid -1", "not a whole number"),
        ("bid 1.5", "not a whole number"),
        ("bid 007", "leading zeros"),
        ("bid 0", "at least 1"),
        ("bid 123456789", "from 0 to 9999999"),
        ("price", "needs exactly one amount"),
        ("pass 3", "takes no argument"),
        ("noadd KR-once", "takes no argument"),
    ],
)
def test_malformed_moves_are_rejected(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        ma.canonical_move(text)
    s = ma.new_game(4, seed=1)
    before = s.to_json()
    with pytest.raises(ValueError, match=message):
        s.apply(text)
    assert s.to_json() == before


def test_rule_errors_name_the_problem() -> None:
    s = ma.new_game(4, seed=1)
    with pytest.raises(ValueError, match="phase is 'play', expected play <card>"):
        s.apply("bid 3")
    card = s.hand(1)[0]
    with pytest.raises(ValueError, match="not your turn: seat 0 is to move, not seat 1"):
        s.apply(f"play {card}", 1)
