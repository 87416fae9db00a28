"""Influence spent as money and as fame, and the track's limits (rules: Influence, money
and fame; Influence track)."""

from __future__ import annotations

from gl_rules import Board, assert_rejected, new, obs, place, play

WORKS = {
    f: ["0x", "0v", "0x", "0i", "1xx", "1v+ic", "1i+vc", "2xx"]
    for f in ("photo", "digital", "sculpture", "painting")
}


def buying(money: int, influence: int, fame: int = 5, start: int = 4):
    """Seat 0 buys a digital-blue work at price `fame` with the given money and influence."""
    s = new(
        2,
        seed=3,
        start_player=0,
        discovered="digital-blue",
        artists={"digital-blue": start},
        works=WORKS,
    )
    place(s, ["sales", "media"])
    s = (
        Board(s)
        .fame("digital-blue", fame)
        .money(0, money)
        .influence(0, influence)
        .empty_gallery_and_lobby(0)
        .build()
    )
    play(s, 0, "go colony")
    play(s, 0, "buy digital-blue")
    while s.is_chance():
        s.apply(s.chance_outcome())
    assert s.phase() == "cash"
    return s


def test_japanese_example_influence_16_money_3_price_5():
    s = buying(money=3, influence=16)
    # At least $2 must come from influence; at most the price ($5), never a sixth dollar.
    assert s.legal_moves() == ["cash 2", "cash 3", "cash 4", "cash 5"]
    msg = assert_rejected(s, "cash 6")
    assert "out of range" in msg
    t = s.clone()
    play(s, 0, "cash 2")  # 16 -> 15 -> 12: $2
    assert (obs(s)["seats"][0]["money"], obs(s)["seats"][0]["influence"]) == (0, 12)
    play(t, 0, "cash 5")  # 16 -> 15 -> 12 -> 8 -> 4 -> 1: $5, own $3 untouched
    assert (obs(t)["seats"][0]["money"], obs(t)["seats"][0]["influence"]) == (3, 1)


def test_conversion_even_when_money_suffices():
    s = buying(money=10, influence=10)
    # $ icons below 10: 8, 4, 1, 0 -> at most 4 steps, also when the money alone would do.
    assert s.legal_moves() == [f"cash {c}" for c in range(5)]


def test_step_count_not_printed_numbers():
    s = buying(money=0, influence=35, fame=1, start=1)
    assert s.legal_moves() == ["cash 1"]
    play(s, 0, "cash 1")  # 35 -> 34 gives $1 only
    assert (obs(s)["seats"][0]["money"], obs(s)["seats"][0]["influence"]) == (0, 34)


def test_no_step_from_zero():
    s = buying(money=5, influence=0)
    assert s.legal_moves() == ["cash 0"]


def test_influence_to_fame_steps_to_star_icons():
    s = buying(money=5, influence=13)
    play(s, 0, "cash 0")
    # fame 5 + gain 0 (0x) + no collectors = 5; 13 -> 10 -> 5 -> 0: at most 3 steps.
    assert s.phase() == "fame" and s.legal_moves() == ["fame 0", "fame 1", "fame 2", "fame 3"]
    play(s, 0, "fame 2")
    o = obs(s)
    assert o["artists"]["digital-blue"]["fame"] == 7 and o["seats"][0]["influence"] == 5


def test_fame_steps_stop_at_19():
    s = buying(money=20, influence=35, fame=17)
    play(s, 0, "cash 0")
    assert s.legal_moves() == ["fame 0", "fame 1", "fame 2"]


def test_influence_gains_above_35_are_lost():
    s = new(2, seed=3, start_player=0)
    place(s, ["sales", "media"])
    s = Board(s).influence(0, 34).build()
    play(s, 0, "go market")
    legal = [m for m in s.legal_moves() if m.startswith("auction left 1")]
    assert legal
    play(s, 0, legal[0])  # left column: +3 influence
    o = obs(s)
    assert o["seats"][0]["influence"] == 35
    d = __import__("json").loads(s.to_json())
    assert d["influence_gained"][0] == 34 - 10 + 1  # only the point that fitted is counted
