"""End-of-turn steps, intermediate scoring and the end of the game (rules: End-of-turn steps,
End of the game)."""

from __future__ import annotations

from galleria_ai.games.gallerist import rules as gl
from gl_rules import Board, new, obs, place, play, settle

WORKS = {
    f: ["0v", "0x", "0x", "0i", "1xx", "1v+ic", "1i+vc", "2xx"]
    for f in ("photo", "digital", "sculpture", "painting")
}


def started(edit=None, options=None, players=2, **setup):
    s = new(
        players,
        seed=17,
        start_player=0,
        discovered="digital-blue",
        works=WORKS,
        options=options,
        **setup,
    )
    place(s, ["colony", "media"] if players == 2 else ["colony", "market", "media"])
    b = Board(s)
    if edit:
        edit(b)
    return b.build()


def quiet_turn(s: gl.State) -> None:
    """The current player goes to the Sales Office (or anywhere), reveals, takes nothing;
    kicked players pass."""
    seat = s.current_player()
    moves = s.legal_moves()
    go = next((m for m in moves if m == "go sales"), None) or next(
        m for m in moves if m.startswith("go")
    )
    play(s, seat, go)
    while not s.is_terminal() and not (s.phase() == "turn" and s.turn_player() != seat):
        if s.is_chance():
            s.apply(s.chance_outcome())
            continue
        moves = s.legal_moves()
        pick = next(
            (m for m in ("reveal", "notake", "end", "pass", "cash 0", "fame 0") if m in moves),
            moves[0],
        )
        s.apply(pick)


def test_opening_tile_goes_to_a_space_with_its_bonus_then_a_lobby_visitor_leaves():
    def edit(b):
        b.empty_gallery_and_lobby(0).visitor_any("vip", ("lobby", 0))
        b.discover("photo-red").display(0, "photo/0i", "photo-red").display(
            0, "digital/0i", "digital-blue"
        )

    s = started(edit)
    tile = obs(s)["seats"][0]["opening_tile"]
    play(s, 0, "go colony")  # seat 1's gallerist is kicked out
    play(s, 0, "buy digital-blue")
    settle(s)
    play(s, 0, "cash 0")
    play(s, 0, "fame 0")
    play(s, 0, "tickets vip")  # top 0x: one ticket
    settle(s)
    assert len(obs(s)["seats"][0]["display"]) == 3  # a work entered display slot 3
    play(s, 0, "end")
    assert s.phase() == "space" and s.to_move() == [0] and obs(s)["decision"]["tile"] == tile
    play(s, 0, "space FA")
    p = obs(s)["seats"][0]
    assert p["reputation"]["FA"] == tile and p["opening_tile"] is None
    assert (p["desks"], p["queue"]) == (3, 7)  # FA: a free assistant
    assert s.phase() == "send" and s.legal_moves() == ["send vip"]
    play(s, 0, "send vip")
    settle(s)
    assert s.phase() == "kickout" and s.to_move() == [1]  # after the end-of-turn steps


def test_opening_tile_boxed_without_an_empty_space():
    def edit(b):
        b.discover("photo-red").display(0, "photo/0i", "photo-red").display(
            0, "digital/0i", "digital-blue"
        )
        for i, sp in enumerate(("F", "FA", "MB", "T2", "IB", "V")):
            b.rep_tile(0, sp, 1 + i)

    s = started(edit, reputation=list(range(1, 21)))
    tile = obs(s)["seats"][0]["opening_tile"]
    play(s, 0, "go colony")
    play(s, 0, "buy digital-blue")
    settle(s)
    play(s, 0, "cash 0")
    play(s, 0, "fame 0")
    play(s, 0, "tickets vip")
    settle(s)
    play(s, 0, "end")
    settle(s)
    assert s.phase() == "kickout"
    o = obs(s)
    assert o["seats"][0]["opening_tile"] is None and tile in o["reputation_boxed"]


def exhaust_vip_booth(b):
    b.tickets("vip", "booth", "discard", 9)  # one vip ticket left in the booth
    b.empty_gallery_and_lobby(0).empty_gallery_and_lobby(1)
    b.visitor_any("vip", ("gallery", 0)).visitor_any("investor", ("gallery", 0), 2)
    b.visitor_any("collector", ("gallery", 0)).visitor_any("vip", ("gallery", 1), 2)


def test_intermediate_scoring_once_when_a_booth_colour_runs_out():
    s = started(exhaust_vip_booth)
    play(s, 0, "go sales")
    card = obs(s)["contract_display"][0][0]
    play(s, 0, f"take {card} 2")  # the middle space gives the last vip ticket
    play(s, 0, "end")
    settle(s)
    assert s.phase() == "turn" and s.to_move() == [1]
    o = obs(s)
    # Seat 0: +2 influence per VIP + 1 per collector = 3; +$2 per investor + $1 per collector = 5.
    assert (o["seats"][0]["influence"], o["seats"][0]["money"]) == (13, 15)
    assert (o["seats"][1]["influence"], o["seats"][1]["money"]) == (14, 10)
    assert s.scoring()["intermediate"] == {
        "round": 1,
        "seat": 0,
        "money": [5, 0],
        "influence": [3, 4],
    }
    # Only once per game.
    quiet_turn(s)
    assert obs(s)["seats"][1]["influence"] == 14 and s.scoring()["intermediate"]["round"] == 1


def test_intermediate_scoring_off():
    s = started(exhaust_vip_booth, options={"intermediate_scoring": "off"})
    play(s, 0, "go sales")
    play(s, 0, f"take {obs(s)['contract_display'][0][0]} 2")
    play(s, 0, "end")
    settle(s)
    o = obs(s)
    assert o["booth"]["vip"] == 0 and o["seats"][1]["influence"] == 10
    assert s.scoring()["intermediate"] is None


def two_triggers(b):
    b.fame("digital-blue", 19).discover("photo-red", fame=19)  # two celebrities
    for i, k in enumerate(("investor", "vip", "collector")):  # an empty bag
        while b.d["bag_count"][i]:
            b.visitor(k, "bag", "plaza")


def test_two_triggers_finish_the_round_then_one_final_round():
    s = started(two_triggers)
    quiet_turn(s)  # seat 0: the triggers are seen at its end
    assert obs(s)["end_stage"] == "finishing" and set(obs(s)["end_triggers"]) == {
        "celebrities",
        "bag",
    }
    assert s.round() == 1 and not s.final_round()
    quiet_turn(s)  # seat 1 ends round 1
    assert s.round() == 2 and s.final_round() and s.to_move() == [0]
    quiet_turn(s)
    assert s.final_round() and s.to_move() == [1]
    quiet_turn(s)
    assert s.is_terminal() and s.to_move() == [] and s.scoring()["final"] is not None


def test_one_trigger_is_not_enough():
    def edit(b):
        for i, k in enumerate(("investor", "vip", "collector")):
            while b.d["bag_count"][i]:
                b.visitor(k, "bag", "plaza")

    s = started(edit)
    quiet_turn(s)
    quiet_turn(s)
    assert obs(s)["end_triggers"] == ["bag"] and obs(s)["end_stage"] == "playing" and s.round() == 2


def test_triggers_during_the_last_turn_of_a_round():
    s = started()
    quiet_turn(s)
    b = Board(s)
    two_triggers(b)
    s = b.build()
    quiet_turn(s)  # seat 1 is the last of round 1: the final round follows at once
    assert s.round() == 2 and s.final_round()


def test_round_cap_triggers_the_end_after_round_50():
    s = started(lambda b: b.d.__setitem__("round", 50))
    quiet_turn(s)
    quiet_turn(s)
    assert s.round() == 51 and s.final_round() and "round-cap" in obs(s)["end_triggers"]
    quiet_turn(s)
    quiet_turn(s)
    assert s.is_terminal()


def test_empty_booth_is_a_trigger():
    def edit(b):
        for k in ("investor", "vip", "collector"):
            b.tickets(k, "booth", "discard", 10)
        two_triggers_bag_only(b)

    s = started(edit)
    quiet_turn(s)
    assert set(obs(s)["end_triggers"]) == {"booth", "bag"} and obs(s)["end_stage"] == "finishing"


def two_triggers_bag_only(b):
    for i, k in enumerate(("investor", "vip", "collector")):
        while b.d["bag_count"][i]:
            b.visitor(k, "bag", "plaza")
