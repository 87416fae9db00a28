"""Final scoring, step by step, and the winner (rules: Final scoring, Winner)."""

from __future__ import annotations

import pytest
from galleria_ai.games.gallerist import rules as gl
from gl_rules import Board, new, place, play

WORKS = {
    f: ["0v", "0x", "0x", "0i", "1xx", "1v+ic", "1i+vc", "2xx"]
    for f in ("photo", "digital", "sculpture", "painting")
}
STEPS = ["market", "reputation", "displayed", "easel", "curator", "dealer", "influence"]


def last_turn(edit, players=2, options=None, **setup):
    """A position at the last turn of the final round; `edit` shapes it; the last player then
    goes to the Sales Office, reveals and takes nothing, which starts the final scoring."""
    args = {
        "start_player": 0,
        "discovered": "digital-blue",
        "artists": {"digital-blue": 4},
        "works": WORKS,
        "curators": [1, 2, 3, 4][:players],
        "dealers": [1, 2, 3, 4][:players],
    }
    args.update(setup)
    s = new(players, seed=23, options=options, **args)
    place(
        s,
        {
            2: ["colony", "media"],
            3: ["colony", "market", "media"],
            4: ["colony", "media", "market", "sales"],
        }[players],
    )
    b = Board(s)
    edit(b)
    last = players - 1
    b.d["end_stage"], b.d["turn_player"], b.d["actor"] = 2, last, last
    s = b.build()
    play(s, last, "go sales")
    play(s, last, "reveal")
    while s.phase() != "take":
        s.apply(s.chance_outcome())
    play(s, last, "notake")
    play(s, last, "end")
    while s.is_chance():
        s.apply(s.chance_outcome())
    return s


def final(s):
    """The final scoring, once its chance steps (every objective card turned face up, from the
    state's own cards) are applied."""
    while s.is_chance():
        assert s.chance_outcome().startswith("objective "), s.chance_outcome()
        s.apply(s.chance_outcome())
    return s.scoring()["final"]


def step(s, name):
    return final(s)[name]


def test_market_majorities_with_shared_places():
    def edit(b):
        # left: seats 0 and 1 two each, seat 2 one; middle: seat 2 three, seat 0 one; right: seat 3.
        b.hire_free(0, 2).hire_free(2, 2)
        for col, row, seat in [
            (0, 0, 0),
            (0, 1, 0),
            (0, 2, 1),
            (0, 3, 1),
            (0, 4, 2),
            (1, 0, 2),
            (1, 1, 2),
            (1, 2, 2),
            (1, 3, 0),
            (2, 0, 3),
        ]:
            b.assistant_on_cell(seat, col, row)

    s = last_turn(edit, players=4)
    assert s.phase() == "easel" and s.to_move() == [2]  # seat 2 bid $1
    play(s, 2, s.legal_moves()[0])
    cols = final(s)["market_columns"]
    assert cols["left"] == [4, 4, 1, 0]  # tie for 1st: ($6 + $3) / 2 each, 3rd $1
    assert cols["middle"] == [4, 0, 8, 0]  # $8 / $4
    assert cols["right"] == [0, 0, 0, 10]
    assert step(s, "market") == [8, 4, 9, 10]


def test_majority_ties_beyond_third_place_and_rounding():
    def edit(b):
        for seat in range(4):
            b.assistant_on_cell(seat, 0, seat)  # left: four-way tie
        b.assistant_on_cell(0, 2, 0).assistant_on_cell(1, 2, 1).assistant_on_cell(
            2, 2, 2
        )  # right: three-way

    s = last_turn(edit, players=4)
    cols = final(s)["market_columns"]
    assert cols["left"] == [2, 2, 2, 2]  # ($6 + $3 + $1 + $0) / 4 rounded down
    assert cols["right"] == [6, 6, 6, 0]  # ($10 + $5 + $3) / 3


def test_two_players_score_left_and_right_only_unless_middle_auction_open():
    s = last_turn(lambda b: b.assistant_on_cell(0, 0, 0))
    assert final(s)["market_columns"]["middle"] == [0, 0]
    s = last_turn(
        lambda b: b.assistant_on_cell(1, 1, 4), options={"two_player_middle": "auction_open"}
    )
    if s.phase() == "easel":
        play(s, 1, s.legal_moves()[0])
    assert final(s)["market_columns"]["middle"] == [0, 8]


def test_reputation_tiles_count_at_the_start_of_the_step():
    def edit(b):
        b.empty_gallery_and_lobby(0).influence(0, 13)
        b.visitor_any("collector", ("gallery", 0))
        b.discover("photo-red", fame=19).display(0, "photo/0i", "photo-red")
        for space, tile in [("F", 1), ("FA", 2), ("MB", 7), ("T2", 20)]:
            b.rep_tile(0, space, tile)

    s = last_turn(edit)
    f = final(s)
    # #1 influence 13 // 3 = 4 -> $4 (the influence before this step's gains);
    # #2 one collector -> $3 +1; #7 four tiles -> $8 +4; #20 one masterpiece -> $4 +2.
    assert f["reputation"][0] == 4 + 3 + 8 + 4
    assert f["reputation_influence"][0] == 7
    tiles = {
        t["tile"]: (t["count"], t["money"], t["influence"])
        for t in f["reputation_tiles"]
        if t["seat"] == 0
    }
    assert tiles == {1: (4, 4, 0), 2: (1, 3, 1), 7: (4, 8, 4), 20: (1, 4, 2)}
    assert f["displayed"][0] == 20  # the masterpiece
    assert f["influence"][0] == 7  # 13 + 7 = 20: the $ icon at 20 is worth $7
    assert s.money()[0] == 10 + 19 + 20 + 7
    assert sum(f[k][0] for k in STEPS) == s.money()[0] - 10


def test_displayed_works_pay_their_current_value():
    def edit(b):
        b.fame("digital-blue", 12)  # start-4 tile: 12-14 = 4 stars, $14
        b.display(0, "digital/0i", "digital-blue").display(0, "digital/0x", "digital-blue")

    s = last_turn(edit)
    assert step(s, "displayed") == [28, 0]


@pytest.mark.parametrize(
    "influence, value", [(0, 0), (1, 1), (12, 4), (13, 4), (15, 5), (20, 7), (34, 18), (35, 20)]
)
def test_influence_pays_its_highest_dollar_icon(influence, value):
    s = last_turn(lambda b: b.influence(0, influence))
    assert step(s, "influence")[0] == value


def easel_position(b):
    # Bids: seat 0 left $6 = 6; seat 1 left $3 + right $3 = 6 (more in the right column:
    # first); seat 2 right $1 = 1; seat 3 none.
    b.assistant_on_cell(0, 0, 6).assistant_on_cell(1, 0, 5).assistant_on_cell(
        1, 2, 5
    ).assistant_on_cell(2, 2, 4)
    b.discover("painting-red", fame=12)  # start 10: 4 stars, $14
    b.fame("digital-blue", 4)  # start 4: 1 star, $5


def test_easel_auction_order_and_values():
    s = last_turn(
        easel_position,
        players=4,
        easels=["photo", "digital", "painting"],
        artists={"digital-blue": 4, "photo-blue": 4, "photo-red": 8, "painting-red": 10},
    )
    assert s.phase() == "easel" and s.to_move() == [1]
    assert sorted(s.legal_moves()) == sorted(
        f"easel {f} {d}" for f in ("photo", "digital", "painting") for d in ("display", "sell")
    )
    play(s, 1, "easel painting display")
    assert s.to_move() == [0]
    play(s, 0, "easel digital sell")
    assert s.to_move() == [2] and s.legal_moves() == ["easel photo display", "easel photo sell"]
    play(s, 2, "easel photo display")
    f = final(s)
    assert f["easel_bids"] == [6, 6, 1, 0] and f["easel_order"] == [1, 0, 2]
    # Values: painting's most famous discovered artist ($14), digital ($5), photo: none ($0).
    assert f["easel"] == [5, 14, 0, 0]
    assert [(t["seat"], t["form"], t["declared"], t["value"]) for t in f["easel_taken"]] == [
        (1, "painting", "displayed", 14),
        (0, "digital", "sold", 5),
        (2, "photo", "displayed", 0),
    ]
    assert s.is_terminal()


def test_easel_value_any_artist_counts_face_down_artists_at_start_fame():
    s = last_turn(
        easel_position,
        players=4,
        easels=["photo", "digital", "painting"],
        options={"easel_value": "any_artist"},
        artists={"digital-blue": 4, "photo-blue": 4, "photo-red": 8, "painting-red": 10},
    )
    play(s, 1, "easel painting display")
    play(s, 0, "easel digital sell")
    play(s, 2, "easel photo display")
    # photo: red start 8 (2 stars, $8) beats blue start 4 ($5); digital: red face down at start 5
    # is more famous (5 > 4) than the discovered blue: 1 star, $5.
    assert step(s, "easel") == [5, 14, 8, 0]


def test_no_bid_no_easel_work():
    s = last_turn(lambda b: None, players=4)
    assert s.is_terminal() and step(s, "easel") == [0, 0, 0, 0] and final(s)["easel_order"] == []


def curator_position(b, declared_display=True):
    for a in ("photo-blue", "sculpture-blue", "painting-blue"):
        b.discover(a)
    b.fame("painting-blue", 19)  # a masterpiece opens display slot 4
    b.display(0, "painting/0i", "painting-blue").display(0, "painting/0x", "painting-blue")
    b.display(0, "photo/0i", "photo-blue").display(0, "sculpture/0i", "sculpture-blue")
    b.assistant_on_cell(0, 0, 4)  # a $1 bid for the easel


@pytest.mark.parametrize("declared, curator", [("display", 25), ("sell", 0)])
def test_curator_card_example(declared, curator):
    # Card 3: row A Sculpture, Digital, Photo ($10); row B Painting x2, Sculpture, Digital ($15).
    s = last_turn(
        curator_position,
        easels=["digital"],
        curators=[3, 1],
        dealers=[1, 2],
        artists={"photo-blue": 4, "sculpture-blue": 3, "painting-blue": 3, "digital-blue": 4},
    )
    play(s, 0, f"easel digital {declared}")
    assert step(s, "curator")[0] == curator


def test_art_dealer_card():
    # Card 4: Digital ($5), Sculpture + Painting ($10), Photo x2 ($10); sold works + easel sold.
    def edit(b):
        for w in ("digital/0i", "sculpture/0i", "painting/0i", "photo/0i"):
            b.sold(0, w)
        b.assistant_on_cell(0, 0, 4)

    s = last_turn(edit, easels=["photo"], curators=[1, 2], dealers=[4, 1])
    play(s, 0, "easel photo sell")
    assert step(s, "dealer") == [25, 0]
    s = last_turn(edit, easels=["photo"], curators=[1, 2], dealers=[4, 1])
    play(s, 0, "easel photo display")
    assert step(s, "dealer") == [15, 0]  # one photo only: rows 1 and 2


def finished(edit_end):
    s = last_turn(lambda b: None)
    assert s.is_terminal()
    b = Board(s)
    edit_end(b)
    return b.build()


def test_winner_most_money():
    s = finished(lambda b: b.money(0, 40).money(1, 41))
    assert s.winners() == [1] and s.ranking() == [1, 0] and s.returns() == [0.0, 1.0]


def test_winner_tie_breaks_works_then_visitors_then_hired():
    def equal(b):
        b.money(0, 40).money(1, 40).empty_gallery_and_lobby(0).empty_gallery_and_lobby(1)

    s = finished(lambda b: equal(b) or b.sold(1, "photo/0i"))
    assert s.winners() == [1]
    s = finished(lambda b: equal(b) or b.visitor_any("vip", ("gallery", 0)))
    assert s.winners() == [0]
    s = finished(lambda b: equal(b) or b.hire_free(1))
    assert s.winners() == [1]
    s = finished(equal)
    assert s.winners() == [0, 1] and s.returns() == [0.5, 0.5]


def test_scoring_breakdown_adds_up():
    s = last_turn(easel_position, players=4, easels=["photo", "digital", "painting"])
    while not s.is_terminal():
        s.apply(s.chance_outcome() if s.is_chance() else s.legal_moves()[0])
    f = final(s)
    for p in range(4):
        assert f["total"][p] == s.money()[p]
    assert f["winners"] == s.winners() and f["ranking"] == s.ranking()
    assert isinstance(gl.State.from_json(s.to_json()), gl.State)


# Seat 0's position for every reputation tile: influence 13; gallery 2 investors, 1 VIP,
# 1 collector; displayed photo (a masterpiece) and digital (fame 15, promotion level 4);
# sold sculpture and painting; assistants: one on an auction cell, one on a reputation
# cell, one on a contract card, one on an action space.
# tile: (count, $, influence) from the rules' table.
REPUTATION = {
    1: (4, 4, 0),
    2: (1, 3, 1),
    3: (1, 2, 1),
    4: (2, 4, 2),
    5: (4, 4, 0),
    6: (1, 4, 0),
    7: (1, 2, 1),
    8: (1, 3, 1),
    9: (4, 4, 4),
    10: (1, 2, 0),
    11: (4, 8, 0),
    12: (2, 6, 2),
    13: (2, 6, 2),
    14: (1, 2, 1),
    15: (1, 3, 1),
    16: (1, 3, 1),
    17: (1, 3, 1),
    18: (1, 3, 1),
    19: (2, 4, 2),
    20: (1, 4, 2),
}


@pytest.mark.parametrize("tile", sorted(REPUTATION))
def test_every_reputation_tile(tile):
    def edit(b):
        b.empty_gallery_and_lobby(0).influence(0, 13).hire_free(0, 2)
        b.visitor_any("investor", ("gallery", 0), 2).visitor_any("vip", ("gallery", 0))
        b.visitor_any("collector", ("gallery", 0))
        b.discover("photo-red", fame=19).display(0, "photo/0i", "photo-red")
        b.fame("digital-blue", 15).display(0, "digital/0i", "digital-blue")
        b.d["promo"][2], b.d["promo_left"][4] = 4, 3  # digital-blue: promotion level 4
        b.sold(0, "sculpture/0i").sold(0, "painting/0i")
        b.assistant_on_cell(0, 0, 4).assistant_on_cell(0, 2, 0)
        b.contract(0, 0, "painting-FA", assistant=True).assistant_on_space(0, "market")
        b.rep_tile(0, "F", tile)

    s = last_turn(edit, reputation=[t for t in range(1, 21) if t != tile] + [tile])
    play(s, 0, s.legal_moves()[0])  # the easel work bought with the $1 bid
    row = [t for t in final(s)["reputation_tiles"] if t["seat"] == 0]
    count, money, influence = REPUTATION[tile]
    assert [(t["tile"], t["count"], t["money"], t["influence"]) for t in row] == [
        (tile, count, money, influence)
    ]
    assert step(s, "reputation")[0] == money
    assert final(s)["reputation_influence"][0] == influence
