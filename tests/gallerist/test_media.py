"""Media Center: hiring assistants and promoting artists (rules: Media Center A/B)."""

from __future__ import annotations

from gl_rules import Board, new, obs, place, play


def at_media(edit=None, **setup):
    args = {"start_player": 0, "discovered": "digital-blue", "artists": {"digital-blue": 4}}
    args.update(setup)
    s = new(2, seed=5, **args)
    place(s, ["sales", "colony"])
    if edit:
        b = Board(s)
        edit(b)
        s = b.build()
    play(s, 0, "go media")
    return s


def test_hire_two_pays_the_queue_costs_and_gains_the_bonuses():
    s = at_media()
    assert [m for m in s.legal_moves() if m.startswith("hire")] == [
        "hire 1",
        "hire 2",
    ]  # 2 empty desks
    play(s, 0, "hire 2")
    assert s.phase() == "cash" and obs(s)["decision"]["price"] == 3  # positions 1 + 2: $1 + $2
    play(s, 0, "cash 0")
    p = obs(s)["seats"][0]
    assert (p["money"], p["desks"], p["queue"]) == (7, 4, 6)
    assert p["tickets"]["investor"] == 1  # position 2's bonus: a brown ticket


def test_hire_limited_by_empty_desks_and_queue():
    s = at_media(lambda b: b.desks(0, 3))
    assert [m for m in s.legal_moves() if m.startswith("hire")] == ["hire 1"]


def test_later_queue_positions_cost_more():
    # Queue positions 5..8 left: $3 (no bonus), $4 (T1), $5 (none), $6 (MB).
    def edit(b):
        b.money(0, 30).empty_gallery_and_lobby(0).visitor("investor", "bag", ("gallery", 0))
        b.d["desks"][0], b.d["queue"][0], b.d["removed"][0] = 0, 4, 6  # 6 are out of the game

    s = at_media(edit)
    play(s, 0, "hire 4")
    assert obs(s)["decision"]["price"] == 3 + 4 + 5 + 6
    play(s, 0, "cash 0")
    assert s.phase() == "ticket-colour"  # position 6: one ticket of any colour
    play(s, 0, "tickets collector")
    p = obs(s)["seats"][0]
    assert p["tickets"]["collector"] == 1
    assert p["money"] == 30 - 18 + 2  # position 8: MB, $2 for the investor in the gallery


def test_promote_pays_influence_and_raises_fame():
    def edit(b):
        b.empty_gallery_and_lobby(0)
        b.visitor("vip", "bag", ("gallery", 0)).visitor("collector", "plaza", ("gallery", 0))

    s = at_media(edit)
    play(s, 0, "promote digital-blue")  # printed level 1 -> a level 2 tile, cost 2 influence
    o = obs(s)
    # Level 2 space bonus IB: +2 per VIP, +1 per collector: 10 - 2 + 3.
    assert o["seats"][0]["influence"] == 11
    assert o["artists"]["digital-blue"]["promotion"] == 2 and o["promotion_tiles"][2] == 3
    # Fame 4 + 1 + 1 collector = 6, then influence -> fame steps (11: stars at 10, 5, 0).
    assert o["artists"]["digital-blue"]["fame"] == 6
    assert s.phase() == "fame" and s.legal_moves() == ["fame 0", "fame 1", "fame 2", "fame 3"]


def test_promote_again_returns_the_old_tile():
    s = at_media(
        lambda b: (
            b.d.__setitem__("promo", [0, 0, 2, 0, 0, 0, 0, 0])
            or b.d["promo_left"].__setitem__(2, 3)
        )
    )
    play(s, 0, "promote digital-blue")  # level 2 -> 3, cost 3
    o = obs(s)
    assert o["artists"]["digital-blue"]["promotion"] == 3
    assert o["promotion_tiles"][2] == 4 and o["promotion_tiles"][3] == 3
    assert s.phase() == "ticket-colour"  # level 3 space: T2
    assert obs(s)["decision"]["choose"] == 2


def test_promotion_limits():
    # Not enough influence for the next level (2 needed).
    s = at_media(lambda b: b.influence(0, 1))
    assert not any(m.startswith("promote") for m in s.legal_moves())
    # Celebrities and face-down artists are never promoted.
    s = at_media(lambda b: b.fame("digital-blue", 19))
    assert not any(m.startswith("promote") for m in s.legal_moves())

    # No level 5 tile left on the board: all four are on other artists.
    def edit(b):
        for a in ("sculpture-blue", "sculpture-red", "painting-blue", "painting-red"):
            b.discover(a)
        b.d["promo"] = [0, 0, 4, 0, 5, 5, 5, 5]
        b.d["promo_left"][4] = 3
        b.d["promo_left"][5] = 0

    s = at_media(edit)
    assert "promote digital-blue" not in s.legal_moves()
    assert "promote photo-blue" not in s.legal_moves()  # face down
