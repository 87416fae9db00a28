"""The turn: moving, leaving an assistant behind, kick-outs, destination legality, the
executive action's timing (rules: The turn, Kick-outs, Clarifications)."""

from __future__ import annotations

from gl_rules import Board, artist_id, assert_rejected, new, obs, place, play, settle


def started(players: int = 2, seed: int = 4, **setup):
    """Seat 0 starts; 2 players: seat 1 placed at sales, seat 0 at colony."""
    s = new(players, seed=seed, start_player=0, **setup)
    place(s, ["sales", "colony"] if players == 2 else ["sales", "media", "colony"][:players])
    return s


def test_must_move_to_another_location():
    s = started()
    gos = [m for m in s.legal_moves() if m.startswith("go ")]
    assert gos and not any(m.startswith("go colony") for m in gos)
    assert "go media leave desk" in gos  # leaving from a location: an assistant may stay
    assert_rejected(s, "go colony")


def test_leave_behind_assistant_from_desk():
    s = started()
    play(s, 0, "go media leave desk")
    o = obs(s)
    assert o["action_spaces"]["colony"] == {"piece": "assistant", "seat": 0}
    assert o["action_spaces"]["media"] == {"piece": "gallerist", "seat": 0}
    assert o["seats"][0]["desks"] == 1
    assert s.phase() == "action"


def test_kicking_out_another_gallerist_gives_it_a_kickout_decision():
    s = started()
    play(s, 0, "go sales")  # seat 1's gallerist stands there
    o = obs(s)
    assert o["kicked"] == {"piece": "gallerist", "seat": 1, "location": "sales"}
    assert o["seats"][1]["gallerist"] == "kicked"
    play(s, 0, "reveal")
    settle(s)
    play(s, 0, "notake")
    play(s, 0, "end")
    settle(s)
    # After seat 0's end-of-turn steps the kicked player decides, then its gallerist goes home.
    assert s.phase() == "kickout" and s.to_move() == [1] and s.turn_player() == 0
    assert "pass" in s.legal_moves()
    play(s, 1, "pass")
    settle(s)
    assert obs(s)["seats"][1]["gallerist"] == "home" and obs(s)["kicked"] is None
    # The next turn is the kicked player's (left of seat 0); from home it may go anywhere.
    assert s.phase() == "turn" and s.to_move() == [1]
    gos = [m for m in s.legal_moves() if m.startswith("go ")]
    assert "go sales" in gos and not any("leave" in m for m in gos)


def test_own_assistant_at_destination_goes_home_at_once():
    s = Board(started()).assistant_on_space(0, "media").build()
    assert obs(s)["seats"][0]["desks"] == 1
    play(s, 0, "go media")
    o = obs(s)
    assert o["seats"][0]["desks"] == 2 and o["kicked"] is None
    assert o["action_spaces"]["media"] == {"piece": "gallerist", "seat": 0}


def test_own_assistant_home_with_full_office_is_removed():
    b = Board(started()).desks(0, 4).assistant_on_space(0, "media")
    b.hire_free(0)  # 4 on desks again
    s = b.build()
    assert obs(s)["seats"][0]["desks"] == 4
    play(s, 0, "go media")
    o = obs(s)
    assert o["seats"][0]["desks"] == 4 and o["seats"][0]["removed"] == 1


def test_leave_behind_taken_from_the_destination_avoids_the_kick():
    s = Board(started()).assistant_on_space(0, "media").build()
    play(s, 0, "go media leave media")
    o = obs(s)
    assert o["action_spaces"]["colony"] == {"piece": "assistant", "seat": 0}
    assert o["seats"][0]["desks"] == 1 and o["seats"][0]["removed"] == 0


def test_destination_legality_counts_the_desk_a_leave_behind_frees():
    # 4 assistants on desks (no hiring possible), influence 0 (no promotion): the Media
    # Center has no legal action unless an assistant leaves a desk.
    s = Board(started()).desks(0, 4).influence(0, 0).build()
    gos = s.legal_moves()
    assert "go media" not in gos and "go media leave desk" in gos
    play(s, 0, "go media leave desk")
    assert s.legal_moves() == ["hire 1"]


def test_fallback_move_without_any_legal_location():
    # Seat 0 at sales: no money, no influence, an artist commission held (no discovery),
    # no usable purchase, full office, empty lobby: colony, media and market have no legal
    # action, so every move is legal and no location action follows.
    s = new(2, seed=4, start_player=0)
    place(s, ["colony", "sales"])
    b = Board(s).money(0, 0).influence(0, 0).desks(0, 4).empty_gallery_and_lobby(0)
    disc = artist_id(next(a for a, v in obs(s)["artists"].items() if v["discovered"]))
    b.d["commission"][0] = disc
    b.d["free_tokens"][disc] -= 1
    s = b.build()
    assert sorted(m for m in s.legal_moves() if m.startswith("go")) == [
        "go colony",
        "go colony leave desk",
        "go market",
        "go market leave desk",
        "go media",
        "go media leave desk",
    ]
    play(s, 0, "go media")
    assert s.phase() == "after"  # no location action


def test_executive_action_before_moving_excludes_one_after():
    b = Board(started()).tickets("investor", "booth", ("seat", 0))
    if b.d["plaza"][0] == 0:
        b.visitor("investor", "bag", "plaza")
    s = b.build()
    before = obs(s)
    play(s, 0, "ticket investor plaza")  # plaza -> own lobby, the ticket is used up
    o = obs(s)
    assert o["plaza"]["investor"] == before["plaza"]["investor"] - 1
    assert o["seats"][0]["lobby"]["investor"] == before["seats"][0]["lobby"]["investor"] + 1
    assert o["seats"][0]["tickets"]["investor"] == 0 and o["ticket_discard"]["investor"] == 1
    assert s.phase() == "tickets"
    play(s, 0, "done")
    assert s.phase() == "turn" and all(m.startswith("go ") for m in s.legal_moves())
    play(s, 0, "go sales")
    play(s, 0, "reveal")
    settle(s)
    play(s, 0, "notake")
    settle(s)
    assert s.phase() == "kickout"  # no `after` decision: one executive action per turn


def test_executive_action_after_the_location_action():
    s = Board(started()).tickets("vip", "booth", ("seat", 0)).build()
    play(s, 0, "go sales")
    play(s, 0, "reveal")
    settle(s)
    play(s, 0, "notake")
    assert s.phase() == "after"
    legal = s.legal_moves()
    assert "end" in legal
    assert any(m.startswith("ticket vip") for m in legal) == (obs(s)["plaza"]["vip"] > 0)


def test_next_turn_is_left_of_the_turn_player():
    s = new(3, seed=2, start_player=1)
    place(s, ["colony", "sales", "media"])  # seats 0, 2, 1 place
    assert s.to_move() == [1]
    play(s, 1, "go market" if "go market" in s.legal_moves() else "go sales")
    while s.turn_player() == 1:
        if s.is_chance():
            settle(s)
            continue
        moves = s.legal_moves()
        pick = next(
            (m for m in ("notake", "end", "pass", "reveal", "cash 0", "fame 0") if m in moves),
            moves[0],
        )
        s.apply(pick)
    assert s.turn_player() == 2 and s.to_move() == [2]


def test_next_turn_left_of_the_mover_even_after_kicking_someone_else():
    s = new(3, seed=2, start_player=0)
    place(s, ["market", "sales", "colony"])  # seat 2 market, seat 1 sales, seat 0 colony
    play(s, 0, "go market")  # kicks seat 2's gallerist
    assert obs(s)["kicked"]["seat"] == 2
    while not (s.phase() == "turn" and s.turn_player() != 0):
        if s.is_chance():
            s.apply(s.chance_outcome())
            continue
        moves = s.legal_moves()
        s.apply(
            next((m for m in ("pass", "end", "notake", "cash 0", "fame 0") if m in moves), moves[0])
        )
    assert s.to_move() == [1]  # seat 1, left of seat 0, not the kicked seat 2
