"""Components and setup (rules: Components, Setup)."""

from __future__ import annotations

import pytest
from galleria_ai.games.gallerist import rules as gl
from gl_rules import CODES, FORMS, KINDS, LOCS, new, obs, place, play

# Visitors per player count (rules table) and the 4 collectors set on the red artists.
POOL = {4: (14, 14, 12), 3: (12, 12, 10), 2: (10, 10, 8)}
BOOTH = {4: 20, 3: 15, 2: 10}
EASELS = {4: 3, 3: 2, 2: 1}
TICKETS_ON = {"0x": 1, "0v": 1, "0i": 1, "1xx": 2, "1v+ic": 2, "1i+vc": 2, "2xx": 2}
WORK_MIX = {"0x": 2, "0v": 1, "0i": 1, "1xx": 1, "1v+ic": 1, "1i+vc": 1, "2xx": 1}


def visitor_total(o: dict, kind: str) -> int:
    total = o["bag"][kind] + o["plaza"][kind] + o["box_visitors"][kind]
    total += sum(p["lobby"][kind] + p["gallery"][kind] for p in o["seats"])
    total += sum(st["visitors"][kind] for st in o["stacks"].values())
    if kind == "collector":
        total += sum(a["collector"] for a in o["artists"].values())
    return total


@pytest.mark.parametrize("players", [2, 3, 4])
def test_component_totals(players):
    s = new(players, seed=11)
    o = obs(s)
    # 40 visitors, 14 / 14 / 12, some boxed with fewer players.
    assert [visitor_total(o, k) for k in KINDS] == [14, 14, 12]
    assert sum(visitor_total(o, k) for k in KINDS) == 40
    assert [14 - o["box_visitors"][k] for k in KINDS[:2]] == list(POOL[players][:2])
    assert 12 - o["box_visitors"]["collector"] == POOL[players][2]
    # 60 tickets: booth per the player count, the rest boxed.
    assert all(o["booth"][k] == BOOTH[players] for k in KINDS)
    assert sum(o["booth"][k] + o["ticket_box"][k] for k in KINDS) == 60
    # 32 art tiles: stacks of 7 after the top was set aside, the set-aside 4 on easels or boxed.
    assert all(o["stacks"][f]["size"] == 7 for f in FORMS)
    assert len(o["easels"]) == EASELS[players]
    assert len(o["easels"]) + len(o["boxed_works"]) == 4
    assert sum(o["stacks"][f]["size"] for f in FORMS) + 4 == 32
    for f in FORMS:  # each form has the same 8-tile mix
        mix = dict(o["stacks"][f]["hidden"])
        top = o["stacks"][f]["top"].split("/")[1]
        mix[top] = mix.get(top, 0) + 1
        for w in [e["work"] for e in o["easels"]] + o["boxed_works"]:
            if w.startswith(f + "/"):
                mix[w.split("/")[1]] = mix.get(w.split("/")[1], 0) + 1
        assert mix == WORK_MIX
    # 20 promotion tiles, 4 per level.
    assert o["promotion_tiles"] == {1: 4, 2: 4, 3: 4, 4: 4, 5: 4}
    # 10 discovery tiles: one on each of the 7 face-down artists, 3 boxed; 2 of each kind.
    on = [a["discovery_tile"] for a in o["artists"].values() if a["discovery_tile"]]
    assert len(on) == 7 and sum(o["discovery_boxed"].values()) == 3
    for code in ("F", "IB", "MB", "V", "T2"):
        assert on.count(code) + o["discovery_boxed"][code] == 2
    # 20 contracts: 4 face up, 16 in the deck; 5 per form.
    assert [len(d) for d in o["contract_display"]] == [1, 1, 1, 1]
    assert len(o["contract_deck"]) == 16
    cards = sorted(o["contract_deck"] + [d[0] for d in o["contract_display"]])
    assert cards == sorted(gl.CONTRACTS) and len(set(cards)) == 20
    # 20 reputation tiles: 12 market cells (8 with 2 players), 4 by the locations, the rest boxed.
    market = [c["tile"] for col in o["market"].values() for c in col.values() if "tile" in c]
    market = [t for t in market if t is not None]
    assert len(market) == (8 if players == 2 else 12)
    side = list(o["location_tiles"].values())
    assert None not in side
    assert sorted(market + side + o["reputation_boxed"]) == list(range(1, 21))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_initial_position(players):
    s = new(players, seed=5)
    o = obs(s)
    for p in o["seats"]:
        assert (p["money"], p["influence"], p["desks"], p["queue"]) == (10, 10, 2, 8)
        assert sum(p["lobby"].values()) == 1 and sum(p["gallery"].values()) == 0
    assert sum(o["plaza"].values()) == 4
    discovered = [n for n, a in o["artists"].items() if a["discovered"]]
    assert len(discovered) == 1 and discovered[0].endswith("-blue")
    a = o["artists"][discovered[0]]
    assert a["fame"] == a["start_fame"] and a["discovery_tile"] is None
    for name, a in o["artists"].items():
        assert a["collector"] == (name.endswith("-red"))  # a collector on each red artist
        assert a["free_tokens"] == 2
    for f in FORMS:  # visitors on each new top = the tickets it shows
        st = o["stacks"][f]
        assert sum(st["visitors"].values()) == TICKETS_ON[st["top"].split("/")[1]]
    curators = [p["curator"] for p in s.observation(0)["seats"]]
    assert curators[0] in (1, 2, 3, 4) and curators[1:] == [None] * (players - 1)


def test_artist_tiles_and_values():
    # Start fame and promotion level printed on each candidate tile (rules table).
    s = new(
        4,
        seed=0,
        artists={"photo-blue": 1, "photo-red": 8, "sculpture-blue": 5, "painting-red": 10},
        discovered="photo-blue",
    )
    a = obs(s)["artists"]
    assert (a["photo-blue"]["start_fame"], a["photo-blue"]["printed_level"]) == (1, 0)
    assert (a["photo-red"]["start_fame"], a["photo-red"]["printed_level"]) == (8, 3)
    assert (a["sculpture-blue"]["start_fame"], a["sculpture-blue"]["printed_level"]) == (5, 1)
    assert (a["painting-red"]["start_fame"], a["painting-red"]["printed_level"]) == (10, 3)
    # Fame 1 on the start-1 tile: 0 stars, sale value $2.
    assert (a["photo-blue"]["stars"], a["photo-blue"]["value"]) == (0, 2)
    with pytest.raises(ValueError, match="start fame 1 or 4"):
        new(4, artists={"digital-blue": 3})


def test_explicit_setup_and_draw_order():
    bag = (
        ["collector", "vip", "investor", "vip"]
        + ["investor"] * 4
        + ["collector", "vip", "vip", "investor"]
    )
    rest = {"investor": 14 - 6, "vip": 14 - 4, "collector": 12 - 4 - 2}
    for k, n in rest.items():
        bag += [k] * n
    works = {f: ["2xx", "0x", "0x", "0v", "0i", "1xx", "1v+ic", "1i+vc"] for f in FORMS}
    s = new(
        4,
        seed=9,
        start_player=2,
        bag=bag,
        works=works,
        easels=["painting", "photo", "digital"],
        discovered="digital-blue",
        curators=[3, 1, 4, 2],
        dealers=[2, 3, 1, 4],
        contracts=["photo-C", "digital-IB", "painting-MB", "sculpture-FA"]
        + [
            c
            for c in gl.CONTRACTS
            if c not in ("photo-C", "digital-IB", "painting-MB", "sculpture-FA")
        ],
        reputation=list(range(20, 0, -1)),
    )
    o = obs(s, 0)
    assert s.start_player() == 2
    # Tops are the second tile listed (the first is set aside); one visitor each (0x).
    assert all(o["stacks"][f]["top"] == f + "/0x" for f in FORMS)
    draws = [o["stacks"][f]["visitors"] for f in FORMS]
    assert [max(d, key=d.get) for d in draws] == ["collector", "vip", "investor", "vip"]
    assert o["plaza"] == {"investor": 4, "vip": 0, "collector": 0}
    assert [max(p["lobby"], key=p["lobby"].get) for p in o["seats"]] == [
        "collector",
        "vip",
        "vip",
        "investor",
    ]
    assert [e["work"] for e in o["easels"]] == ["painting/2xx", "photo/2xx", "digital/2xx"]
    assert o["boxed_works"] == ["sculpture/2xx"]
    assert o["artists"]["digital-blue"]["discovered"]
    assert o["seats"][0]["curator"] == 3 and o["seats"][0]["dealer"] == 2
    assert [d[0] for d in o["contract_display"]] == [
        "photo-C",
        "digital-IB",
        "painting-MB",
        "sculpture-FA",
    ]
    # Reputation deal order: market cells column by column, top to bottom, then the locations.
    assert (
        o["market"]["left"]["digital"]["tile"] == 20 and o["market"]["left"]["photo"]["tile"] == 17
    )
    assert o["market"]["right"]["photo"]["tile"] == 9
    assert o["location_tiles"] == {"colony": 8, "sales": 7, "media": 6, "market": 5}
    assert sorted(o["reputation_boxed"]) == [1, 2, 3, 4]


@pytest.mark.parametrize(
    "setup, message",
    [
        ({"bag": ["vip"] * 36}, "the bag must hold"),
        ({"contracts": ["photo-C"] * 20}, "each of the 20 cards once"),
        ({"easels": ["photo", "photo", "digital"]}, "different"),
        ({"easels": ["photo"]}, "3 easel"),
        ({"curators": [1, 1, 2, 3]}, "same curator"),
        ({"discovered": "photo-red"}, "blue artist"),
        ({"works": {"photo": ["0x"] * 8}}, "exactly its 8 works"),
        ({"start_player": 4}, "start_player"),
        ({"shoe": 1}, "unknown key 'shoe'"),
        ({"discovery": {"photo-red": "F"}}, "each of the 7 face-down artists"),
    ],
)
def test_setup_errors(setup, message):
    with pytest.raises(ValueError, match=message):
        new(4, seed=1, **setup)


@pytest.mark.parametrize("players", [1, 5])
def test_player_count(players):
    with pytest.raises(ValueError, match="players must be 2, 3 or 4"):
        gl.new_game(players=players)


def test_opening_placement_in_reverse_turn_order():
    s = new(4, seed=3, start_player=2, reputation=list(range(1, 21)))
    # Start player 2: seats 1, 0, 3, then 2 place, anticlockwise; no action is taken.
    order = []
    for loc in ["media", "colony", "market", "sales"]:
        order.append(s.current_player())
        assert s.phase() == "placement"
        play(s, order[-1], f"place {loc}")
    assert order == [1, 0, 3, 2]
    o = obs(s)
    # Location tiles 13..16 (colony, sales, media, market) went onto display slot 3.
    assert [p["opening_tile"] for p in o["seats"]] == [13, 15, 14, 16]
    assert [p["gallerist"] for p in o["seats"]] == ["colony", "media", "sales", "market"]
    assert s.phase() == "turn" and s.to_move() == [2] and s.round() == 1
    assert all(p["money"] == 10 and p["influence"] == 10 for p in o["seats"])


def test_placement_needs_a_location_without_gallerist_and_boxes_the_rest():
    s = new(3, seed=3, start_player=0, reputation=list(range(1, 21)))
    play(s, 2, "place sales")
    assert "place sales" not in s.legal_moves(1)
    play(s, 1, "place market")
    play(s, 0, "place colony")
    o = obs(s)
    assert o["location_tiles"] == {"colony": None, "sales": None, "media": None, "market": None}
    assert 15 in o["reputation_boxed"]  # the media tile nobody took


def test_seed_reproducible_and_different():
    assert new(4, seed=7).to_json() == new(4, seed=7).to_json()
    assert new(4, seed=7).to_json() != new(4, seed=8).to_json()


def test_vocabulary():
    assert gl.FORMS == tuple(FORMS)
    assert gl.WORK_CODES == tuple(CODES)
    assert gl.LOCATIONS == tuple(LOCS)
    assert set(gl.ARTISTS) == {f"{f}-{c}" for f in FORMS for c in ("blue", "red")}
    s = new(2, seed=1)
    place(s, ["sales", "colony"])
    assert s.phase() == "turn"
