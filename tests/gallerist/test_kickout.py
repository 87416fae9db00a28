"""Kick-outs and kick-out actions (rules: Kick-outs; Clarifications)."""

from __future__ import annotations

from gl_rules import Board, new, obs, place, play, settle

WORKS = {
    f: ["0v", "0x", "0x", "0i", "1xx", "1v+ic", "1i+vc", "2xx"]
    for f in ("photo", "digital", "sculpture", "painting")
}


def kicked_from(loc, edit=None, **setup):
    """Seat 1 stands at `loc`; seat 0 moves there, takes a simple action, ends its turn."""
    s = new(
        2,
        seed=14,
        start_player=0,
        discovered="digital-blue",
        artists={"digital-blue": 4},
        works=WORKS,
        **setup,
    )
    place(s, [loc, "sales" if loc != "sales" else "media"])
    b = Board(s)
    if edit:
        edit(b)
    s = b.build()
    play(s, 0, f"go {loc}")
    # The simplest action at each location.
    first = {"sales": "reveal", "colony": "discover photo-blue", "media": "hire 1", "market": None}[
        loc
    ]
    play(s, 0, first)
    while s.phase() not in ("kickout", "turn"):
        if s.is_chance():
            s.apply(s.chance_outcome())
        else:
            moves = s.legal_moves()
            s.apply(
                next((m for m in ("notake", "end", "cash 0", "fame 0") if m in moves), moves[0])
            )
    return s


def test_kick_out_location_action_costs_a_star_step():
    s = kicked_from("sales", lambda b: b.influence(1, 13))
    assert s.phase() == "kickout" and s.to_move() == [1]
    legal = s.legal_moves()
    assert "pass" in legal and "reveal" in legal  # the Sales Office's actions
    assert not any(m.startswith(("discover", "buy", "hire", "promote")) for m in legal)
    play(s, 1, "reveal")
    assert obs(s)["seats"][1]["influence"] == 10  # 13 -> 10
    settle(s)
    play(s, 1, "notake")
    settle(s)
    # Its end-of-turn steps ran, the gallerist went home, and it is seat 1's own turn now.
    assert s.phase() == "turn" and s.to_move() == [1] and obs(s)["seats"][1]["gallerist"] == "home"


def test_no_location_action_at_influence_zero():
    s = kicked_from("sales", lambda b: b.influence(1, 0))
    assert s.legal_moves() == ["pass"]


def test_kick_out_action_offered_only_if_legal_after_the_drop():
    # Media Center, full office (no hiring): promoting digital-blue (level 1) costs 2 influence.
    def edit(b, influence):
        b.influence(1, influence).desks(1, 4)

    s = kicked_from("media", lambda b: edit(b, 6))  # 6 -> 5: enough
    assert "promote digital-blue" in s.legal_moves()
    s = kicked_from("media", lambda b: edit(b, 5))  # 5 -> 0: not enough
    assert "promote digital-blue" not in s.legal_moves() and s.legal_moves() == ["pass"]


def test_kick_out_executive_action_is_free_and_may_place_the_kicked_assistant():
    def edit(b):
        b.assistant_on_space(1, "colony").contract(1, 0, "painting-MB").influence(1, 13)

    s = new(2, seed=14, start_player=0, discovered="digital-blue", works=WORKS)
    place(s, ["media", "sales"])  # seat 1 at media, seat 0 at sales
    b = Board(s)
    edit(b)
    s = b.build()
    play(s, 0, "go colony")  # kicks seat 1's assistant
    assert obs(s)["kicked"] == {"piece": "assistant", "seat": 1, "location": "colony"}
    play(s, 0, "discover photo-blue")
    while s.phase() != "kickout":
        s.apply(
            s.chance_outcome()
            if s.is_chance()
            else next(
                m
                for m in s.legal_moves()
                if m in ("end", "notake", "fame 0")
                or m.startswith(("boost", "tickets", "visitor", "discard"))
            )
        )
    assert "contract 1 kicked" in s.legal_moves()
    play(s, 1, "contract 1 kicked")
    o = obs(s)
    assert o["seats"][1]["influence"] == 13  # executive: no influence cost
    assert o["seats"][1]["contracts"][0]["assistant"] and o["kicked"] is None
    settle(s)
    assert obs(s)["seats"][1]["desks"] == 1  # the kicked assistant stayed on the card


def test_kicked_assistant_goes_home_after_a_pass():
    s = new(2, seed=14, start_player=0, discovered="digital-blue", works=WORKS)
    place(s, ["media", "sales"])
    s = Board(s).assistant_on_space(1, "colony").build()
    play(s, 0, "go colony")
    play(s, 0, "discover photo-blue")
    while s.phase() != "kickout":
        s.apply(
            s.chance_outcome()
            if s.is_chance()
            else next(
                m
                for m in s.legal_moves()
                if m in ("end", "notake", "fame 0")
                or m.startswith(("boost", "tickets", "visitor", "discard"))
            )
        )
    play(s, 1, "pass")
    settle(s)
    assert obs(s)["seats"][1]["desks"] == 2 and obs(s)["kicked"] is None


def test_no_kick_out_actions_in_the_final_round():
    def edit(b):
        b.d["end_stage"] = 2  # the final round

    s = kicked_from("sales", edit)
    assert s.phase() == "turn" and s.to_move() == [1]
    assert obs(s)["seats"][1]["gallerist"] == "home"
