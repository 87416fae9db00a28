"""Artists' Colony: discovering an artist, buying and displaying a work; fame, stars,
celebrities and masterpieces (rules: Artists' Colony A/B; Fame, celebrity, masterpieces)."""

from __future__ import annotations

from gl_rules import Board, artist_id, assert_rejected, new, obs, outcome, place, play

DISCOVERY = {
    "photo-blue": "F",
    "photo-red": "MB",
    "digital-red": "IB",
    "sculpture-blue": "V",
    "sculpture-red": "T2",
    "painting-blue": "F",
    "painting-red": "IB",
}
ARTISTS = {
    "photo-red": 5,
    "digital-blue": 4,
    "digital-red": 8,
    "sculpture-red": 7,
    "painting-blue": 3,
}


def finish_action(s):
    """Answer the remaining decisions of the action with the first legal move."""
    while s.phase() != "after":
        s.apply(s.chance_outcome() if s.is_chance() else s.legal_moves()[0])


def at_colony(edit=None, **setup):
    """2 players, seat 0 to act at the Artists' Colony (seat 1 waits at sales)."""
    args = {
        "start_player": 0,
        "discovered": "digital-blue",
        "discovery": DISCOVERY,
        "artists": ARTISTS,
    }
    args.update(setup)
    s = new(2, seed=21, **args)
    place(s, ["sales", "media"])
    if edit:
        b = Board(s)
        edit(b)
        s = b.build()
    play(s, 0, "go colony")
    assert s.phase() == "action"
    return s


def test_discover_red_artist_with_money_bonus():
    def edit(b):
        b.empty_gallery_and_lobby(0)
        b.visitor("investor", "bag", ("gallery", 0), 2).visitor(
            "collector", "plaza", ("gallery", 0)
        )

    s = at_colony(edit)
    before = obs(s)
    play(s, 0, "discover photo-red")
    o = obs(s)
    # MB: $2 per investor + $1 per collector in the gallery = 2*2 + 1.
    assert o["seats"][0]["money"] == 10 + 5
    # The red artist's collector goes to the plaza; the tile is boxed.
    assert o["plaza"]["collector"] == before["plaza"]["collector"] + 1
    assert o["discovery_boxed"]["MB"] == before["discovery_boxed"]["MB"] + 1
    a = o["artists"]["photo-red"]
    assert a["discovered"] and a["fame"] == 5 and not a["collector"] and a["discovery_tile"] is None
    # One of its signature tokens is in the commission slot.
    assert o["seats"][0]["commission"] == "photo-red" and a["free_tokens"] == 1
    assert s.phase() == "after"


def test_discovery_needs_an_empty_commission_slot():
    def edit(b):
        b.d["commission"][0] = artist_id("digital-blue")
        b.d["free_tokens"][artist_id("digital-blue")] -= 1

    s = at_colony(edit)
    assert not any(m.startswith("discover") for m in s.legal_moves())
    assert_rejected(s, "discover photo-red")


def test_discovery_fame_bonus_targets_only_artists_discovered_before():
    s = at_colony()
    play(s, 0, "discover painting-blue")  # its tile is F
    assert s.phase() == "boost" and s.legal_moves() == ["boost digital-blue"]
    play(s, 0, "boost digital-blue")
    assert obs(s)["artists"]["digital-blue"]["fame"] == 5
    assert s.phase() == "fame"
    assert s.legal_moves() == ["fame 0", "fame 1", "fame 2"]  # influence 10: stars at 5 and 0
    play(s, 0, "fame 2")
    o = obs(s)
    assert o["artists"]["digital-blue"]["fame"] == 7 and o["seats"][0]["influence"] == 0
    assert o["artists"]["painting-blue"]["fame"] == 3


def test_buy_a_work_full_sequence():
    def edit(b):
        b.empty_gallery_and_lobby(0)
        b.visitor("collector", "plaza", ("gallery", 0))

    s = at_colony(
        edit,
        works={
            f: ["0x", "1xx", "0v", "0x", "0i", "1v+ic", "1i+vc", "2xx"]
            for f in ("photo", "digital", "sculpture", "painting")
        },
    )
    before = obs(s)
    on_top = before["stacks"]["digital"]["visitors"]
    assert before["stacks"]["digital"]["top"] == "digital/1xx"
    play(s, 0, "buy digital-blue")
    # The work's visitors went to the plaza; the next tile is turned up (chance).
    o = obs(s)
    for k in on_top:
        assert o["plaza"][k] == before["plaza"][k] + on_top[k]
    assert s.is_chance() and o["decision"]["kind"] == "expose"
    outcome(s, "expose digital/0v")
    # Price = current fame 4, paid from money (no influence step needed or taken).
    assert s.phase() == "cash" and s.legal_moves()[0] == "cash 0"
    play(s, 0, "cash 0")
    # Fame rises by the work's gain (+1) and the collectors in the gallery (+1): 4 -> 6.
    assert obs(s)["artists"]["digital-blue"]["fame"] == 6
    assert s.phase() == "fame"
    play(s, 0, "fame 1")  # influence 10 -> 5 (next lower star icon), fame 7
    assert s.phase() == "ticket-colour"
    assert s.legal_moves() == [
        "tickets investor vip",
        "tickets investor collector",
        "tickets vip collector",
    ]
    play(s, 0, "tickets investor vip")
    # The new top (0v: one ticket) receives one visitor from the bag.
    assert s.is_chance() and obs(s)["decision"] == {
        "phase": "chance",
        "seat": None,
        "kind": "draw",
        "to": "work",
        "form": "digital",
    }
    outcome(s, "draw vip")
    o = obs(s)
    p = o["seats"][0]
    assert p["money"] == 6 and p["influence"] == 5
    assert p["tickets"] == {"investor": 1, "vip": 1, "collector": 0}
    assert p["display"] == [
        {"work": "digital/1xx", "artist": "digital-blue", "value": 8, "masterpiece": False}
    ]
    a = o["artists"]["digital-blue"]
    assert a["fame"] == 7 and a["stars"] == 2 and a["value"] == 8 and a["free_tokens"] == 1
    assert o["stacks"]["digital"]["top"] == "digital/0v" and o["stacks"]["digital"]["size"] == 6
    assert o["stacks"]["digital"]["visitors"] == {"investor": 0, "vip": 1, "collector": 0}
    assert s.phase() == "after"


def test_commission_buy_costs_the_start_fame():
    def edit(b):
        b.discover("photo-red", fame=9)  # a red photo artist whose fame has grown to 9
        b.d["commission"][0] = artist_id("photo-red")
        b.d["free_tokens"][artist_id("photo-red")] -= 1
        b.money(0, 5)
        b.influence(0, 0)

    s = at_colony(edit)
    assert "buy photo-red" in s.legal_moves()
    play(s, 0, "buy photo-red")
    while s.is_chance():
        s.apply(s.chance_outcome())
    assert s.legal_moves() == ["cash 0"]  # price 5 = start fame, all paid in money
    play(s, 0, "cash 0")
    finish_action(s)
    o = obs(s)
    assert o["seats"][0]["money"] == 0 and o["seats"][0]["commission"] is None
    assert o["artists"]["photo-red"]["free_tokens"] == 1  # the token came from the commission slot


def test_a_commission_must_be_bought_before_other_works_of_that_artist():
    def edit(b):
        b.d["commission"][1] = artist_id("digital-blue")  # seat 1 holds one token
        b.d["free_tokens"][artist_id("digital-blue")] -= 1
        b.display(0, "digital/0i", "digital-blue")  # seat 0 displays the other

    s = at_colony(edit)
    assert "buy digital-blue" not in s.legal_moves()  # no free token left


def test_becoming_a_celebrity_pays_5_and_retires_the_artist():
    def edit(b):
        b.fame("digital-blue", 18)
        b.empty_gallery_and_lobby(0)
        b.money(0, 20)

    s = at_colony(
        edit,
        works={
            f: ["0x", "1xx", "0v", "0x", "0i", "1v+ic", "1i+vc", "2xx"]
            for f in ("photo", "digital", "sculpture", "painting")
        },
    )
    play(s, 0, "buy digital-blue")
    outcome(s, "expose digital/0v")
    play(s, 0, "cash 0")  # price 18
    o = obs(s)
    assert o["artists"]["digital-blue"]["fame"] == 19 and o["artists"]["digital-blue"]["celebrity"]
    assert o["seats"][0]["money"] == 20 - 18 + 5
    assert s.legal_moves() == ["fame 0"]  # fame never passes 19
    play(s, 0, "fame 0")
    play(s, 0, "tickets investor vip")
    while s.is_chance():
        s.apply(s.chance_outcome())
    o = obs(s)
    assert o["seats"][0]["display"][0]["masterpiece"] and o["seats"][0]["display"][0]["value"] == 20
    # Retired: no further non-commissioned purchase (a free token is still on the artist).
    assert o["artists"]["digital-blue"]["free_tokens"] == 1
    s2 = at_colony(lambda b: b.fame("digital-blue", 19))
    assert "buy digital-blue" not in s2.legal_moves()


def test_commission_of_a_celebrity_may_still_be_bought():
    def edit(b):
        b.discover("photo-red", fame=19)
        b.d["commission"][0] = artist_id("photo-red")
        b.d["free_tokens"][artist_id("photo-red")] -= 1

    s = at_colony(edit)
    assert "buy photo-red" in s.legal_moves()


def test_fourth_display_slot_needs_a_masterpiece():
    def three(b, masterpiece):
        b.discover("photo-red", fame=19 if masterpiece else 12).discover("painting-blue")
        b.display(0, "photo/0i", "photo-red").display(0, "digital/0i", "digital-blue")
        b.display(0, "painting/0i", "painting-blue")

    s = at_colony(
        lambda b: three(b, False),
        works={
            f: ["0x", "0x", "0v", "1xx", "0i", "1v+ic", "1i+vc", "2xx"]
            for f in ("photo", "digital", "sculpture", "painting")
        },
    )
    assert not any(m.startswith("buy") for m in s.legal_moves())
    s = at_colony(
        lambda b: three(b, True),
        works={
            f: ["0x", "0x", "0v", "1xx", "0i", "1v+ic", "1i+vc", "2xx"]
            for f in ("photo", "digital", "sculpture", "painting")
        },
    )
    assert "buy digital-blue" in s.legal_moves()
    play(s, 0, "buy digital-blue")
    finish_action(s)
    assert len(obs(s)["seats"][0]["display"]) == 4


def test_two_works_of_the_same_artist_may_be_displayed():
    s = at_colony(lambda b: b.display(0, "digital/0i", "digital-blue"))
    assert "buy digital-blue" in s.legal_moves()


def test_buying_needs_the_price_payable():
    s = at_colony(lambda b: b.money(0, 3).influence(0, 0))  # price 4, no influence to convert
    assert "buy digital-blue" not in s.legal_moves()
    s = at_colony(lambda b: b.money(0, 3).influence(0, 1))  # one $ step (1 -> 0)
    assert "buy digital-blue" in s.legal_moves()


def test_empty_stack_cannot_be_bought_from():
    def edit(b):
        f = 1  # digital
        for i in range(8):
            b.d["stack"][f * 8 + i] = 0
        b.d["stack_n"][f] = 0
        for k in range(3):  # visitors on the old top back to the plaza
            b.d["plaza"][k] += b.d["work_visitors"][f * 3 + k]
            b.d["work_visitors"][f * 3 + k] = 0
        b.d["setaside_boxed"][f] = 255
        codes = {0: 2, 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1}
        for c, n in codes.items():
            b.d["sold_codes"][f * 7 + c] += n
        b.d["sold"][1 * 4 + f] += 8
        easel = b.d["easel"][0]
        if easel // 8 == f:  # the easel work of this form was counted twice above
            b.d["sold_codes"][f * 7 + easel % 8] -= 1
            b.d["sold"][1 * 4 + f] -= 1

    s = at_colony(edit, easels=["photo"])
    assert "buy digital-blue" not in s.legal_moves()
