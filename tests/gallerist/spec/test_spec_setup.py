"""Setup: every printed step, the per-player-count numbers and the opening placement."""

from __future__ import annotations

from collections import Counter

import pytest
from gl_spec import (
    ARTISTS,
    BLUES,
    BONUS_CODES,
    BOOTH,
    CONTRACTS,
    DEFAULT_ARTISTS,
    DEFAULT_CONTRACTS,
    EASELS,
    FORMS,
    KINDS,
    LOCS,
    REDS,
    REP_ROWS,
    VISITOR_POOL,
    WORK_MIX,
    WORK_TICKETS,
    bag,
    candidates,
    commission,
    contracts,
    deck,
    desks,
    discovered,
    display,
    display_cards,
    do,
    easels,
    fame,
    free_tokens,
    gallery,
    gl,
    influence,
    legal,
    lobby,
    location_tile,
    make_bag,
    market_cells,
    market_tile,
    money,
    new,
    opening_tile,
    piece_on,
    placed,
    placement_order,
    plaza,
    promo_left,
    queue,
    raw,
    rejected,
    rep_boxed,
    rep_spaces,
    stack_codes,
    stack_size,
    stack_top,
    tickets,
    visitor_census,
    where,
    work_name,
    work_visitors,
)

PLAYERS = (2, 3, 4)


# ---- step 1: visitors -------------------------------------------------------------------
@pytest.mark.parametrize("players", PLAYERS)
def test_visitor_pool_per_player_count_and_removals_boxed(players):
    # 14/14/12 for 4 players; 3 players remove 2 of each kind, 2 players 4 of each.
    for seed in range(3):
        s = gl.new_game(players=players, seed=seed)
        total = visitor_census(s)
        assert total == Counter(dict(zip(KINDS, (14, 14, 12)))), total
        r = raw(s)
        removed_each = {4: 0, 3: 2, 2: 4}[players]
        assert [r.get("box_visitors", j) for j in range(3)] == [removed_each] * 3
        in_play = Counter({k: total[k] - removed_each for k in KINDS})
        assert in_play == Counter(dict(zip(KINDS, VISITOR_POOL[players])))


@pytest.mark.parametrize("players", PLAYERS)
def test_collectors_set_aside_onto_the_four_red_artists(players):
    s = gl.new_game(players=players, seed=11)
    r = raw(s)
    for a in ARTISTS:
        assert r.get("artist_collector", ARTISTS.index(a)) == (1 if a in REDS else 0), a


def test_explicit_bag_draws_in_order_onto_works_then_plaza_then_lobbies():
    # Setup step 7 then 11: one visitor per ticket on each new top (photo, digital,
    # sculpture, painting), then 4 into the plaza, then one per lobby from seat 0.
    head = ["collector", "vip", "vip", "investor", "investor",  # photo top 1xx takes 2
            "vip", "collector", "vip", "investor",               # plaza
            "collector", "investor", "vip"]                      # lobbies 0, 1, 2
    works = {f: ["2xx", "0i", "0x", "0v", "1xx", "1v+ic", "1i+vc", "0x"] for f in FORMS}
    works["photo"] = ["0x", "1xx", "2xx", "0v", "0i", "1v+ic", "1i+vc", "0x"]
    s = new(3, works=works, bag=make_bag(3, head))
    assert work_visitors(s, "photo") == {"investor": 0, "vip": 1, "collector": 1}
    assert work_visitors(s, "digital") == {"investor": 0, "vip": 1, "collector": 0}
    assert work_visitors(s, "sculpture") == {"investor": 1, "vip": 0, "collector": 0}
    assert work_visitors(s, "painting") == {"investor": 1, "vip": 0, "collector": 0}
    assert plaza(s) == {"investor": 1, "vip": 2, "collector": 1}
    assert lobby(s, 0) == {"investor": 0, "vip": 0, "collector": 1}
    assert lobby(s, 1) == {"investor": 1, "vip": 0, "collector": 0}
    assert lobby(s, 2) == {"investor": 0, "vip": 1, "collector": 0}
    for p in range(3):
        assert gallery(s, p) == {"investor": 0, "vip": 0, "collector": 0}
    # 3 players: 12/12/10, minus 4 collectors on the red artists, minus 13 drawn.
    assert bag(s) == {"investor": 12 - 4, "vip": 12 - 5, "collector": 6 - 3}


# ---- step 2: influence, booth --------------------------------------------------------------
@pytest.mark.parametrize("players", PLAYERS)
def test_booth_tickets_per_colour_and_sixty_in_all(players):
    s = gl.new_game(players=players, seed=3)
    r = raw(s)
    for j in range(3):
        assert r.get("booth", j) == BOOTH[players]
        assert r.get("ticket_discard", j) == 0
        assert r.get("booth", j) + r.get("ticket_box", j) == 20
    for p in range(players):
        assert tickets(s, p) == {"investor": 0, "vip": 0, "collector": 0}


@pytest.mark.parametrize("players", PLAYERS)
def test_players_start_with_10_dollars_10_influence_2_desks_8_in_queue(players):
    s = gl.new_game(players=players, seed=5)
    assert s.money() == [10] * players
    assert s.influence() == [10] * players
    for p in range(players):
        assert desks(s, p) == 2 and queue(s, p) == 8
        assert commission(s, p) is None
        assert display(s, p) == []
        assert contracts(s, p) == [None, None, None]
        assert rep_spaces(s, p) == {}


# ---- step 3: contracts ------------------------------------------------------------------
def test_contracts_first_four_on_the_display_rest_in_the_deck():
    s = new(2)
    assert display_cards(s) == [[c] for c in DEFAULT_CONTRACTS[:4]]
    assert deck(s) == DEFAULT_CONTRACTS[4:]


def test_the_twenty_contract_cards():
    # Per form C, FA, VB, IV and MB (photo, painting) or IB (digital, sculpture).
    assert sorted(gl.CONTRACTS) == sorted(CONTRACTS)
    for seed in range(3):
        s = gl.new_game(players=4, seed=seed)
        cards = [c for sp in display_cards(s) for c in sp] + deck(s)
        assert sorted(cards) == sorted(CONTRACTS)
        assert all(len(sp) == 1 for sp in display_cards(s))


# ---- step 4, 5: artists and discovery tiles --------------------------------------------
def test_explicit_artists_one_blue_face_up_at_its_start_fame():
    s = new(2, artists={**DEFAULT_ARTISTS, "digital-blue": 1},
            discovered="digital-blue",
            discovery={"photo-blue": "F", "photo-red": "IB", "digital-red": "IB",
                       "sculpture-blue": "MB", "sculpture-red": "MB", "painting-blue": "V",
                       "painting-red": "T2"})
    assert [a for a in ARTISTS if discovered(s, a)] == ["digital-blue"]
    assert fame(s, "digital-blue") == 1


@pytest.mark.parametrize("players", PLAYERS)
def test_random_setups_one_uniform_blue_artist_discovered(players):
    seen = Counter()
    for seed in range(120):
        s = gl.new_game(players=players, seed=seed)
        up = [a for a in ARTISTS if discovered(s, a)]
        assert len(up) == 1 and up[0] in BLUES, up
        seen[up[0]] += 1
        assert fame(s, up[0]) in candidates(up[0])
    # each of the four blues starts face up sometimes (120 draws, p=1/4 each)
    assert set(seen) == set(BLUES), seen


def test_random_setups_use_both_candidate_tiles_of_every_artist():
    # The face-up blue shows its start fame: over many seeds both candidate tiles appear.
    seen: dict[str, set] = {a: set() for a in BLUES}
    for seed in range(200):
        s = gl.new_game(players=2, seed=seed)
        for a in BLUES:
            if discovered(s, a):
                seen[a].add(fame(s, a))
    for a in BLUES:
        assert seen[a] == set(candidates(a)), (a, seen[a])


def test_discovery_tiles_two_of_each_seven_on_face_down_artists_three_boxed():
    for seed in range(20):
        s = gl.new_game(players=4, seed=seed)
        r = raw(s)
        on = Counter()
        for i, a in enumerate(ARTISTS):
            code = r.get("discovery", i)
            if discovered(s, a):
                assert code == 0, "a discovered artist keeps no discovery tile"
            else:
                assert code != 0
                on[BONUS_CODES[code]] += 1
        assert sum(on.values()) == 7
        boxed = sum(r.get("discovery_boxed", i) for i in range(5))
        assert boxed == 3
        assert all(n <= 2 for n in on.values())
        assert set(on) <= {"F", "IB", "MB", "V", "T2"}


def test_explicit_discovery_tiles_sit_on_their_artists():
    s = new(2)
    r = raw(s)
    from gl_spec import DEFAULT_DISCOVERY
    for a, code in DEFAULT_DISCOVERY.items():
        assert BONUS_CODES[r.get("discovery", ARTISTS.index(a))] == code


# ---- step 6: tokens -------------------------------------------------------------------
def test_every_artist_has_two_signature_tokens_beside_it():
    s = gl.new_game(players=3, seed=2)
    for a in ARTISTS:
        assert free_tokens(s, a) == 2


# ---- step 7, 10: works, set-aside works, easels ------------------------------------------
@pytest.mark.parametrize("players", PLAYERS)
def test_works_32_tiles_8_per_form_same_mix_one_set_aside_per_form(players):
    for seed in range(10):
        s = gl.new_game(players=players, seed=seed)
        r = raw(s)
        set_aside = Counter()
        for w in easels(s):
            if w is not None:
                set_aside[w] += 1
        for f in range(4):
            b = r.get("setaside_boxed", f)
            if b != 255:
                set_aside[work_name(b)] += 1
        assert sum(set_aside.values()) == 4
        assert {w.split("/")[0] for w in set_aside} == set(FORMS)
        assert sum(1 for w in easels(s) if w is not None) == EASELS[players]
        for form in FORMS:
            assert stack_size(s, form) == 7
            mix = Counter(stack_codes(s, form))
            mix.update(w.split("/")[1] for w in set_aside if w.startswith(form + "/"))
            assert mix == Counter(WORK_MIX), (form, mix)
            # visitors on the new top = tickets on it
            top = stack_top(s, form)
            assert sum(work_visitors(s, form).values()) == WORK_TICKETS[top]


def test_explicit_works_set_aside_first_tile_and_easels_in_order():
    works = {f: ["0v", "0i", "0x", "2xx", "1xx", "1v+ic", "1i+vc", "0x"] for f in FORMS}
    works["sculpture"] = ["1xx", "0i", "0x", "2xx", "0v", "1v+ic", "1i+vc", "0x"]
    s = new(3, works=works, easels=["sculpture", "painting"])
    assert easels(s)[:2] == ["sculpture/1xx", "painting/0v"]
    assert easels(s)[2] is None
    r = raw(s)
    boxed = {work_name(r.get("setaside_boxed", f)) for f in range(4)
             if r.get("setaside_boxed", f) != 255}
    assert boxed == {"photo/0v", "digital/0v"}
    for f in FORMS:
        assert stack_top(s, f) == "0i"
        assert stack_codes(s, f) == works[f][1:]


# ---- step 8: promotion tiles -------------------------------------------------------------
def test_promotion_tiles_four_per_level_on_the_board():
    s = gl.new_game(players=4, seed=1)
    assert [promo_left(s, lv) for lv in range(1, 6)] == [4] * 5
    for a in ARTISTS:
        assert raw(s).get("promo", ARTISTS.index(a)) == 0


# ---- step 9, 12: reputation tiles ---------------------------------------------------------
@pytest.mark.parametrize("players", PLAYERS)
def test_reputation_tiles_dealt_on_market_cells_column_by_column_then_locations(players):
    s = new(players)
    cells = market_cells(players)
    for i, (col, row) in enumerate(cells):
        assert market_tile(s, col, row) == i + 1, (col, row)
    if players == 2:
        for row in REP_ROWS:
            assert market_tile(s, "middle", row) is None
    n = len(cells)
    for i, loc in enumerate(LOCS):
        assert location_tile(s, loc) == n + 1 + i
    assert rep_boxed(s) == set(range(n + 5, 21))
    assert len(rep_boxed(s)) == {2: 8, 3: 4, 4: 4}[players]


# ---- step 13: objective cards ---------------------------------------------------------
def test_objective_cards_dealt_per_seat_all_different():
    s = new(4, curators=[3, 1, 4, 2], dealers=[2, 4, 1, 3])
    r = raw(s)
    assert [r.get("curator", p) + 1 for p in range(4)] == [3, 1, 4, 2]
    assert [r.get("dealer", p) + 1 for p in range(4)] == [2, 4, 1, 3]
    for seed in range(10):
        r = raw(gl.new_game(players=3, seed=seed))
        assert len({r.get("curator", p) for p in range(3)}) == 3
        assert len({r.get("dealer", p) for p in range(3)}) == 3


# ---- step 14: start player and opening placement --------------------------------------
@pytest.mark.parametrize("players,start", [(2, 0), (2, 1), (3, 1), (4, 2), (4, 0)])
def test_opening_placement_in_reverse_turn_order(players, start):
    s = new(players, start_player=start)
    assert s.start_player() == start
    assert s.round() == 0
    order = []
    free = list(LOCS)
    while s.phase() == "placement":
        (seat,) = s.to_move()
        order.append(seat)
        assert sorted(legal(s)) == sorted(f"place {loc}" for loc in free)
        do(s, f"place {free[-1]}")
        free.pop()
    assert order == placement_order(players, start)
    assert order[-1] == start and order[0] == (start - 1) % players
    assert s.phase() == "turn" and s.to_move() == [start]
    assert s.round() == 1 and s.turn_player() == start


def test_placement_takes_the_location_tile_onto_slot_3_and_takes_no_action():
    s = new(2)
    do(s, "1: place market")
    assert where(s, 1) == "market" and piece_on(s, "market") == ("gallerist", 1)
    assert opening_tile(s, 1) == 12 and location_tile(s, "market") is None
    rejected(s, "place market", 0)
    do(s, "0: place colony")
    assert opening_tile(s, 0) == 9
    # untaken location tiles are boxed
    assert location_tile(s, "sales") is None and location_tile(s, "media") is None
    assert {10, 11} <= rep_boxed(s)
    # no action was taken: nothing else changed
    assert s.money() == [10, 10] and s.influence() == [10, 10]
    assert commission(s, 0) is None and display(s, 0) == []
    assert all(discovered(s, a) == (a == "photo-blue") for a in ARTISTS)


def test_random_start_player_covers_every_seat():
    seen = {gl.new_game(players=3, seed=seed).start_player() for seed in range(40)}
    assert seen == {0, 1, 2}


def test_four_player_placement_leaves_one_location_for_the_last():
    s = new(4, start_player=1)
    do(s, "0: place colony", "3: place sales", "2: place media")
    assert legal(s) == ["place market"]
    do(s, "1: place market")
    assert s.to_move() == [1]


@pytest.mark.parametrize("players", PLAYERS)
def test_random_setup_is_reproducible_from_the_seed(players):
    a = gl.new_game(players=players, seed=42)
    b = gl.new_game(players=players, seed=42)
    assert a == b and a.to_json() == b.to_json()
    assert any(gl.new_game(players=players, seed=k) != a for k in range(43, 46))


def test_nothing_is_on_the_board_before_placement_but_starting_pieces():
    s = new(4)
    for loc in LOCS:
        assert piece_on(s, loc) is None
    for p in range(4):
        assert influence(s, p) == 10 and money(s, p) == 10
        assert opening_tile(s, p) is None
    assert placed(4).round() == 1
