"""International Market: reputation tiles and auction bids (rules: International Market)."""

from __future__ import annotations

import pytest
from gl_rules import Board, assert_rejected, new, obs, place, play

REP = list(range(1, 21))  # market cells get tiles 1..12 (left: 1-4, middle: 5-8, right: 9-12)


def at_market(edit=None, players=2, options=None, **setup):
    args = {
        "start_player": 0,
        "discovered": "digital-blue",
        "reputation": REP,
        "works": {
            f: ["0v", "0x", "0x", "0i", "1xx", "1v+ic", "1i+vc", "2xx"]
            for f in ("photo", "digital", "sculpture", "painting")
        },
    }
    args.update(setup)
    s = new(players, seed=6, options=options, **args)
    place(s, ["sales", "colony"] if players == 2 else ["sales", "media", "colony"][:players])
    b = Board(s).empty_gallery_and_lobby(0)
    if edit:
        edit(b)
    s = b.build()
    play(s, 0, "go market")
    return s


def reps(s):
    return [m for m in s.legal_moves() if m.startswith("reputation")]


def auctions(s):
    return [m for m in s.legal_moves() if m.startswith("auction")]


def test_reputation_tile_full_sequence():
    def edit(b):
        b.display(0, "digital/0i", "digital-blue")
        b.visitor("investor", "bag", ("lobby", 0)).visitor("investor", "bag", ("gallery", 0))

    s = at_market(edit)
    # Left column: one visitor of any kind in the lobby; the row needs a digital work acquired.
    assert reps(s) == ["reputation left digital desk"]
    play(s, 0, "reputation left digital desk")
    assert obs(s)["seats"][0]["influence"] == 13  # +3 for the left column
    assert s.phase() == "space" and obs(s)["decision"]["tile"] == 1
    assert s.legal_moves() == [f"space {b}" for b in ("F", "FA", "MB", "T2", "IB", "V")]
    play(s, 0, "space MB")  # +$2 for the investor in the gallery
    assert s.phase() == "send" and s.legal_moves() == ["send investor"]
    play(s, 0, "send investor")  # one lobby visitor to the plaza
    o = obs(s)
    p = o["seats"][0]
    assert p["money"] == 12 and p["reputation"]["MB"] == 1 and p["lobby"]["investor"] == 0
    assert o["market"]["left"]["digital"] == {"open": True, "assistant": 0, "tile": None}
    assert p["desks"] == 1


@pytest.mark.parametrize(
    "lobby, left, middle, right",
    [
        ({"collector": 1}, True, False, False),
        ({"investor": 1, "vip": 1}, True, True, False),
        ({"collector": 1, "vip": 1}, True, False, True),
        ({"collector": 1, "investor": 1}, True, False, True),
    ],
)
def test_lobby_requirements_per_column(lobby, left, middle, right):
    def edit(b):
        for k, n in lobby.items():
            b.visitor(k, "bag", ("lobby", 0), n)

    s = at_market(edit, players=3)
    cols = {m.split()[1] for m in auctions(s)}
    assert ("left" in cols, "middle" in cols, "right" in cols) == (left, middle, right)
    o = obs(s)
    assert o["seats"][0]["lobby"] == {k: lobby.get(k, 0) for k in ("investor", "vip", "collector")}


def test_reputation_needs_a_work_of_the_row_and_an_empty_space():
    s = at_market(lambda b: b.visitor("investor", "bag", ("lobby", 0)))
    assert reps(s) == []  # nothing acquired

    def edit(b):
        b.visitor("investor", "bag", ("lobby", 0)).sold(0, "photo/0i")
        for i, sp in enumerate(("F", "FA", "MB", "T2", "IB", "V")):
            b.rep_tile(0, sp, 13 + i if i < 4 else 19 + i - 4)

    s = at_market(edit)
    assert reps(s) == []  # all six spaces taken
    s = at_market(lambda b: b.visitor("investor", "bag", ("lobby", 0)).sold(0, "photo/0i"))
    assert reps(s) == ["reputation left photo desk"]  # a sold work counts too


def test_auction_pays_after_the_column_influence():
    # No money, no influence: the left column's +3 influence pays a $1 bid (3 -> 1 -> 0),
    # not a $3 bid.
    s = at_market(lambda b: b.money(0, 0).influence(0, 0).visitor("vip", "bag", ("lobby", 0)))
    assert auctions(s) == ["auction left 1 desk"]
    play(s, 0, "auction left 1 desk")
    assert s.phase() == "cash" and s.legal_moves() == ["cash 1"]
    play(s, 0, "cash 1")
    assert s.phase() == "ticket-colour"  # the $1 cell of the left column: T1
    play(s, 0, "tickets vip")
    o = obs(s)
    assert (o["seats"][0]["money"], o["seats"][0]["influence"]) == (0, 1)
    assert o["market"]["left"]["1"]["assistant"] == 0


def test_auction_bonus_and_cell_used_once():
    def edit(b):
        b.money(0, 20).visitor("investor", "bag", ("lobby", 0)).visitor(
            "collector", "bag", ("lobby", 0)
        )
        b.visitor("investor", "bag", ("gallery", 0), 2)
        b.assistant_on_cell(1, 2, 6)  # seat 1 already bid $6 in the right column

    s = at_market(edit)
    assert "auction right 6 desk" not in auctions(s)
    play(s, 0, "auction right 3 desk")  # right column: +1 influence, $3 cell bonus MB
    play(s, 0, "cash 0")
    o = obs(s)
    assert o["seats"][0]["money"] == 20 - 3 + 4 and o["seats"][0]["influence"] == 11


def test_assistant_from_an_action_space():
    def edit(b):
        b.visitor("vip", "bag", ("lobby", 0)).assistant_on_space(0, "media")

    s = at_market(edit)
    assert "auction left 1 media" in auctions(s)
    play(s, 0, "auction left 1 media")
    play(s, 0, "cash 0")
    play(s, 0, "tickets investor")
    assert obs(s)["action_spaces"]["media"] is None


def test_two_players_middle_column_closed_or_auction_open():
    def lobby(b):
        return (
            b.visitor("investor", "bag", ("lobby", 0))
            .visitor("vip", "bag", ("lobby", 0))
            .sold(0, "photo/0i")
        )

    s = at_market(lobby)
    assert not any(" middle " in m for m in s.legal_moves())
    assert obs(s)["market"]["middle"]["photo"]["tile"] is None
    s = at_market(lobby, options={"two_player_middle": "auction_open"})
    assert {m.split()[2] for m in auctions(s) if " middle " in m} == {"1", "3", "6"}
    assert not any(" middle " in m for m in reps(s))
    assert_rejected(s, "reputation middle photo desk")
