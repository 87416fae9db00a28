"""Final scoring, step by step, with worked examples computed by hand from the rules:
1 market majorities, 2 reputation tiles, 3 displayed works, 4 easel auction, 5 curator,
6 art dealer, 7 influence; then the winner and its tie-breaks.

Each position: the end is triggered (bag and booth emptied), gallerists at home, the board
edited as the test says; the last two rounds are played without touching anything that
is scored (see ``play_out``), so money before scoring = money after the edit.
"""

from __future__ import annotations

import pytest
from gl_spec import (
    CASH_ICONS,
    CURATORS,
    DEALERS,
    DEFAULT_ARTISTS,
    FORMS,
    REP_TILE_PAY,
    end_influence_value,
    final,
    play_out,
    sale_value,
    scoring_position,
)

BLUE = {f: f"{f}-blue" for f in FORMS}


def run(players=2, prepare=None, easel=None, **kw):
    s = scoring_position(players, prepare, **kw)
    before = s.money()
    play_out(s, easel=easel)
    assert s.is_terminal() and s.to_move() == [] and s.phase() == "gameover"
    return s, before, final(s)


def steps_sum(f, seat):
    return sum(f[k][seat] for k in ("market", "reputation", "displayed", "easel", "curator",
                                    "dealer", "influence"))


def test_final_money_is_money_before_plus_every_step():
    def prepare(e):
        e.market_assistant(0, "left", 3)
        e.influence_to(1, 22)
    s, before, f = run(2, prepare)
    for p in range(2):
        assert f["total"][p] == before[p] + steps_sum(f, p) == s.money()[p]


# ---- 1. market majorities ------------------------------------------------------------------
def test_market_tie_for_second_shares_second_and_third():
    # left column: seat 0 has 2 assistants, seats 1 and 2 one each -> 1st $6; seats 1, 2
    # share 2nd+3rd = $3 + $1 = $4 -> $2 each. Right: seat 2 alone -> $10.
    def prepare(e):
        e.market_assistant(0, "left", 1)
        e.market_assistant(0, "left", 3)
        e.market_assistant(1, "left", 6)
        e.market_assistant(2, "left", "digital")  # reputation cells count too
        e.market_assistant(2, "right", 1)
    _s, _b, f = run(3, prepare)
    assert f["market_columns"]["left"] == [6, 2, 2]
    assert f["market_columns"]["right"] == [0, 0, 10]
    assert f["market_columns"]["middle"] == [0, 0, 0]
    assert f["market"] == [6, 2, 12]


def test_market_two_tie_for_first_then_the_next_gets_third():
    # the rules' example: two tie for 1st in the left column -> ($6 + $3) / 2 = $4 each,
    # the next gets $1
    def prepare(e):
        for p, cells in ((0, (1, 3)), (1, ("photo", 6)), (2, ("digital",))):
            for c in cells:
                e.market_assistant(p, "left", c)
    _s, _b, f = run(3, prepare)
    assert f["market_columns"]["left"] == [4, 4, 1]


def test_market_four_players_fourth_place_pays_nothing_and_shares_round_down():
    # right column: 3, 2, 1, 1 assistants -> $10, $5, and 3rd+4th = ($3 + $0) / 2 = $1 each
    # (rounded down); middle: all four tie with one -> ($8+$4+$2+$0) / 4 = $3 each (14/4)
    def prepare(e):
        for c in (1, 3, 6):
            e.market_assistant(0, "right", c)
        e.market_assistant(1, "right", "digital")
        e.market_assistant(1, "right", "painting")
        e.market_assistant(2, "right", "sculpture")
        e.market_assistant(3, "right", "photo")
        for p, c in zip(range(4), (1, 3, 6, "digital")):
            e.market_assistant(p, "middle", c)
    _s, _b, f = run(4, prepare)
    assert f["market_columns"]["right"] == [10, 5, 1, 1]
    assert f["market_columns"]["middle"] == [3, 3, 3, 3]


def test_market_three_tie_for_first_share_all_three_payouts():
    # right: seats 0, 1, 2 one assistant each -> (10 + 5 + 3) / 3 = $6 each; left: seat 0
    # alone -> $6; middle: seat 1 alone -> $8
    def prepare(e):
        for p in range(3):
            e.market_assistant(p, "right", (1, 3, 6)[p])
        e.market_assistant(0, "left", 1)
        e.market_assistant(1, "middle", 1)
    _s, _b, f = run(4, prepare)
    assert f["market_columns"]["right"] == [6, 6, 6, 0]
    assert f["market_columns"]["left"] == [6, 0, 0, 0]
    assert f["market_columns"]["middle"] == [0, 8, 0, 0]


def test_market_two_players_auction_open_scores_the_middle_column():
    def prepare(e):
        e.market_assistant(0, "middle", 3)
        e.market_assistant(1, "middle", 1)
        e.market_assistant(1, "middle", 6)
    _s, _b, f = run(2, prepare, options={"two_player_middle": "auction_open"})
    assert f["market_columns"]["middle"] == [4, 8]


# ---- 2. reputation tiles -------------------------------------------------------------------
def _tile_cases():
    """tile -> (prepare for seat 0, count n) with the count worked out by hand."""

    def infl17(e):
        e.influence_to(0, 17)

    def collectors2(e):
        e.sold_work(0, "photo")  # sold 1: up to 2 collectors allowed
        e.gallery_to(0, collector=2)

    def vips3(e):
        e.gallery_to(0, vip=3)

    def investors2(e):
        e.gallery_to(0, investor=2)

    def visitors4(e):
        e.gallery_to(0, investor=2, vip=1, collector=1)

    def sets1(e):
        e.gallery_to(0, investor=2, vip=3, collector=1)

    def three_tiles(e):
        e.rep_tile_to(0, "FA", 11)  # count 0 (nothing acquired): pays nothing
        e.rep_tile_to(0, "MB", 20)  # count 0 (no masterpiece)

    def auction2(e):
        e.market_assistant(0, "left", 1)
        e.market_assistant(0, "right", 3)
        e.market_assistant(0, "left", "digital")  # a reputation cell: not counted by #8

    def placed4(e):
        e.market_assistant(0, "left", 1)
        e.market_assistant(0, "left", "digital")
        e.contract_to(0, 1, "photo-IV", assistant=True)
        e.assistant_on(0, "colony")

    def promoted2(e):
        e.promo_tile("photo-blue", 4)
        e.discover("digital-blue")
        e.promo_tile("digital-blue", 5)
        e.discover("photo-red")  # printed level 2: below 4, not counted

    def acquired3(e):
        e.display_work(0, "photo-blue")
        e.display_work(0, "photo-blue")
        e.sold_work(0, "digital")

    def sold2(e):
        e.sold_work(0, "digital")
        e.sold_work(0, "painting")

    def displayed3(e):
        e.discover("digital-blue")
        e.display_work(0, "photo-blue")
        e.display_work(0, "photo-blue")
        e.display_work(0, "digital-blue")

    def formsets1(e):
        e.display_work(0, "photo-blue")
        e.sold_work(0, "photo")
        e.sold_work(0, "digital")
        e.sold_work(0, "sculpture")
        e.sold_work(0, "painting")

    def form3(form):
        def fn(e):
            if form != "photo":
                e.discover(BLUE[form])
            e.display_work(0, BLUE[form])
            e.display_work(0, BLUE[form])
            e.sold_work(0, form)
            e.sold_work(1, form)  # another player's sale does not count
        return fn

    def famous2(e):
        e.fame_to("photo-blue", 19)
        e.discover("digital-blue")
        e.fame_to("digital-blue", 15)
        e.discover("photo-red")
        e.fame_to("photo-red", 14)

    def masterpieces2(e):
        e.fame_to("photo-blue", 19)
        e.display_work(0, "photo-blue")
        e.display_work(0, "photo-blue")

    return {
        1: (infl17, 5),        # floor(17 / 3)
        2: (collectors2, 2),
        3: (vips3, 3),
        4: (investors2, 2),
        5: (visitors4, 4),
        6: (sets1, 1),         # min(2, 3, 1)
        7: (three_tiles, 3),   # this one and two more
        8: (auction2, 2),
        9: (placed4, 4),       # auction cell + reputation cell + contract + action space
        10: (promoted2, 2),
        11: (acquired3, 3),
        12: (sold2, 2),
        13: (displayed3, 3),
        14: (formsets1, 1),    # photo 2, digital 1, sculpture 1, painting 1
        15: (form3("photo"), 3),
        16: (form3("digital"), 3),
        17: (form3("sculpture"), 3),
        18: (form3("painting"), 3),
        19: (famous2, 2),      # fame 19 and 15; 14 is not enough
        20: (masterpieces2, 2),
    }


TILE_CASES = _tile_cases()


@pytest.mark.parametrize("tile", sorted(TILE_CASES))
def test_reputation_tile(tile):
    fn, n = TILE_CASES[tile]

    def prepare(e):
        e.rep_tile_to(0, "F", tile)
        fn(e)
    _s, _b, f = run(2, prepare)
    dollars, infl = REP_TILE_PAY[tile]
    entries = [t for t in f["reputation_tiles"] if t["seat"] == 0 and t["tile"] == tile]
    assert len(entries) == 1, f["reputation_tiles"]
    entry = entries[0]
    assert entry["space"] == "F"
    assert (entry["count"], entry["money"], entry["influence"]) == (n, n * dollars, n * infl)
    total_money = sum(t["money"] for t in f["reputation_tiles"] if t["seat"] == 0)
    assert f["reputation"][0] == total_money
    assert f["reputation_influence"][0] == sum(t["influence"] for t in f["reputation_tiles"]
                                               if t["seat"] == 0)


@pytest.mark.parametrize("space1,space3", [("F", "IB"), ("V", "F")])
def test_reputation_counts_taken_before_the_step_and_influence_scored_after_it(space1, space3):
    # Tile 1 counts influence 17 at the start of the step: floor(17/3) = 5 -> $5, although
    # tile 3 (3 VIPs: $2 and 1 influence each) raises influence to 20 in the same step
    # (whichever space each tile is on). Step 7 then values influence 20: $7.
    def prepare(e):
        e.influence_to(0, 17)
        e.gallery_to(0, vip=3)
        e.rep_tile_to(0, space1, 1)
        e.rep_tile_to(0, space3, 3)
    _s, _b, f = run(2, prepare)
    assert f["reputation"][0] == 5 + 6
    assert f["reputation_influence"][0] == 3
    assert f["influence"][0] == 7


def test_uncollected_opening_tile_does_not_score():
    _s, _b, f = run(2, None)
    assert f["reputation_tiles"] == []
    assert f["reputation"] == [0, 0]


# ---- 3. displayed works ----------------------------------------------------------------------
def test_displayed_works_pay_their_current_sale_value_masterpieces_20():
    # seat 0: two photo-blue works at fame 19 (masterpieces, $20 each) and a digital-blue
    # work at fame 6 (start 4: 2 stars, $8) -> $48; seat 1: a photo-red (start 5) at fame 9
    # -> 3 stars, $11
    def prepare(e):
        e.fame_to("photo-blue", 19)
        e.display_work(0, "photo-blue")
        e.display_work(0, "photo-blue")
        e.discover("digital-blue")
        e.fame_to("digital-blue", 6)
        e.display_work(0, "digital-blue")
        e.discover("photo-red")
        e.fame_to("photo-red", 9)
        e.display_work(1, "photo-red")
    _s, _b, f = run(2, prepare)
    assert sale_value("digital-blue", 4, 6) == 8 and sale_value("photo-red", 5, 9) == 11
    assert f["displayed"] == [20 + 20 + 8, 11]


# ---- 4. easel auction ------------------------------------------------------------------
def _easel3(bids_by_seat, **kw):
    """3 players, easels photo and digital; photo-blue at fame 5 (start 1: $8)."""
    def prepare(e):
        e.fame_to("photo-blue", 5)
        for p, cells in bids_by_seat.items():
            for col, row in cells:
                e.market_assistant(p, col, row)
        if kw.get("extra"):
            kw["extra"](e)
    return prepare


def test_easel_order_by_bid_and_only_as_many_as_easels():
    # bids: seat 0 $3, seat 1 $6, seat 2 $1 -> seat 1, then seat 0; two easels only
    prep = _easel3({0: [("left", 3)], 1: [("left", 6)], 2: [("left", 1)]})
    s = scoring_position(3, prep)
    seen = []
    while not s.is_terminal():
        if s.phase() == "easel":
            seen.append(s.to_move()[0])
            if s.to_move() == [1]:
                assert sorted(s.legal_moves()) == sorted(
                    f"easel {form} {d}" for form in ("photo", "digital")
                    for d in ("display", "sell"))
                s.apply("easel photo display")
            else:
                assert sorted(s.legal_moves()) == ["easel digital display", "easel digital sell"]
                s.apply("easel digital sell")
            continue
        play_out_one(s)
    f = final(s)
    assert seen == [1, 0]
    assert f["easel_bids"] == [3, 6, 1]
    assert list(f["easel_order"])[:3] == [1, 0, 2]  # by bid; seat 2 finds no work left
    # photo: most famous discovered artist photo-blue, $8; digital: none discovered, $0
    assert f["easel"] == [0, 8, 0]
    taken = {(t["seat"], t["form"], declared(t), t["value"]) for t in f["easel_taken"]}
    assert taken == {(1, "photo", "display", 8), (0, "digital", "sell", 0)}


def declared(entry) -> str:
    """'display' or 'sell' whatever word the scoring record uses."""
    d = str(entry["declared"]).lower()
    return "display" if d.startswith(("disp", "0")) else "sell"


def play_out_one(s):
    """One neutral decision (as play_out), for tests that interleave easel choices."""
    if s.is_chance():
        s.apply(s.chance_outcome())
        return
    moves = s.legal_moves()
    ph = s.phase()
    m = {"action": "reveal", "take": "notake", "after": "end", "kickout": "pass"}.get(ph)
    if ph == "turn":
        m = "go sales" if "go sales" in moves else next(x for x in moves if x.startswith("go"))
    assert m is not None, ph
    s.apply(m)


def _first_taker(players, prep, **kw):
    s = scoring_position(players, prep, **kw)
    while s.phase() != "easel":
        assert not s.is_terminal(), "no easel decision"
        play_out_one(s)
    return s.to_move()[0], s


def test_easel_tie_broken_by_the_right_column_bid():
    # both bid $6; seat 1's is in the right column
    who, _s = _first_taker(3, _easel3({0: [("left", 6)], 1: [("right", 6)]}))
    assert who == 1


def test_easel_tie_broken_by_the_middle_column_after_the_right():
    # both bid $6, right column $0 each; seat 0 has $3 in the middle
    who, _s = _first_taker(3, _easel3({0: [("middle", 3), ("left", 3)], 1: [("left", 6)]}))
    assert who == 0


def test_easel_full_tie_is_impossible_so_turn_order_never_decides():
    # Bids come from distinct auction cells worth 1, 3, 6 per column. Equal totals with
    # equal right and middle parts mean equal left parts, and two disjoint subsets of
    # {1, 3, 6} have equal sums only when both are empty: two bidders never tie fully.
    sums = {}
    for mask in range(8):
        sums[mask] = sum(v for i, v in enumerate((1, 3, 6)) if mask >> i & 1)
    for a in range(1, 8):
        for b in range(1, 8):
            if a & b == 0:
                assert sums[a] != sums[b]


def test_zero_bid_takes_no_easel_work():
    prep = _easel3({0: [("left", 1)]})
    s = scoring_position(3, prep)
    takers = []
    while not s.is_terminal():
        if s.phase() == "easel":
            takers.append(s.to_move()[0])
            s.apply(s.legal_moves()[0])
            continue
        play_out_one(s)
    assert takers == [0]
    f = final(s)
    assert len(f["easel_taken"]) == 1


@pytest.mark.parametrize("case", ["most_famous", "equal_fame_higher_value"])
def test_easel_value_discovered(case):
    def extra(e):
        if case == "most_famous":
            e.fame_to("photo-blue", 5)            # start 1: $8
            e.discover("photo-red", 5)
            e.fame_to("photo-red", 9)             # start 5: 3 stars, $11
        else:
            e.fame_to("photo-blue", 8)            # start 1: 3 stars, $11
            e.discover("photo-red", 8)            # start 8: 2 stars, $8
    artists = dict(DEFAULT_ARTISTS)
    if case == "equal_fame_higher_value":
        artists["photo-red"] = 8
    prep = _easel3({0: [("left", 1)]}, extra=extra)
    _s, _b, f = run(3, prep, artists=artists, easel={0: ["easel photo display"]})
    assert f["easel"][0] == 11


@pytest.mark.parametrize("mode,expected", [("discovered", 0), ("any_artist", 11)])
def test_easel_value_with_no_discovered_artist(mode, expected):
    # sculpture: blue start 3 and red start 10 both face down. any_artist: the red one at
    # its start fame 10 is the most famous: 3 stars, $11. discovered: $0.
    prep = _easel3({0: [("left", 1)]})
    artists = dict(DEFAULT_ARTISTS, **{"sculpture-red": 10})
    _s, _b, f = run(3, prep, options={"easel_value": mode}, easels=["sculpture", "digital"],
                    easel={0: ["easel sculpture display"]}, artists=artists)
    assert f["easel"][0] == expected


def test_easel_value_any_artist_discovered_one_more_famous():
    # sculpture-blue discovered at fame 12 (start 3: 4 stars, $14) beats the face-down red
    # one at its start fame 10
    prep = _easel3({0: [("left", 1)]}, extra=lambda e: (e.discover("sculpture-blue"),
                                                         e.fame_to("sculpture-blue", 12)))
    _s, _b, f = run(3, prep, options={"easel_value": "any_artist"},
                    easels=["sculpture", "digital"], easel={0: ["easel sculpture sell"]})
    assert f["easel"][0] == 14


# ---- 5. curator ---------------------------------------------------------------------------
def _discover_blues(e, forms):
    for form in set(forms):
        if form != "photo":
            e.discover(BLUE[form])


def _curator_case(card, displayed, easel_form=None, declared="display", masterpiece=False):
    """Seat 0 holds curator ``card``; displays works of ``displayed`` forms (blue artists),
    and takes the easel work of ``easel_form`` (bid $1; no bid, no easel work, if None)."""
    def prepare(e):
        _discover_blues(e, displayed)
        if masterpiece:
            e.fame_to(BLUE[displayed[0]], 19)
        for form in displayed:
            e.display_work(0, BLUE[form])
        if easel_form:
            e.market_assistant(0, "left", 1)
    kw = {"curators": [card, 1 if card != 1 else 2]}
    if easel_form:
        kw["easels"] = [easel_form]
    easel = {0: [f"easel {easel_form} {declared}"]} if easel_form else None
    return run(2, prepare, easel=easel, **kw)[2]


def test_curator_example_from_the_rules_card_3():
    # Painting, Painting, Photo, Sculpture (+ Digital on the easel, declared displayed):
    # row A (Sculpture, Digital, Photo) $10 + row B (Painting x2, Sculpture, Digital) $15
    f = _curator_case(3, ["photo", "painting", "painting", "sculpture"], "digital",
                      masterpiece=True)
    assert f["curator"][0] == 25


def test_easel_work_declared_sold_does_not_count_for_the_curator():
    f = _curator_case(3, ["photo", "painting", "painting", "sculpture"], "digital",
                      declared="sell", masterpiece=True)
    assert f["curator"][0] == 0  # no digital in the pool: neither row


def test_sold_works_do_not_count_for_the_curator():
    def prepare(e):
        for form in ("sculpture", "digital", "photo"):
            e.sold_work(0, form)
    _s, _b, f = run(2, prepare, curators=[3, 1])
    assert f["curator"][0] == 0


def _rows(card):
    a, b = CURATORS[card]
    pool_a = [f for f, n in a.items() for _ in range(n)]
    pool_b = [f for f, n in b.items() for _ in range(n)]
    return pool_a, pool_b


@pytest.mark.parametrize("card", [1, 2, 3, 4])
def test_curator_row_a_alone_pays_10(card):
    pool_a, _ = _rows(card)
    f = _curator_case(card, pool_a)
    assert f["curator"][0] == 10


@pytest.mark.parametrize("card", [1, 2, 3, 4])
def test_curator_row_b_alone_pays_15(card):
    _, pool_b = _rows(card)
    # four works: three displayed, the fourth on the easel declared displayed
    f = _curator_case(card, pool_b[:3], pool_b[3])
    assert f["curator"][0] == 15


@pytest.mark.parametrize("card", [1, 2, 3, 4])
def test_curator_both_rows_pay_25(card):
    pool_a, pool_b = _rows(card)
    missing = [x for x in pool_a if x not in pool_b]
    assert len(missing) == 1
    f = _curator_case(card, pool_b, missing[0], masterpiece=True)
    assert f["curator"][0] == 25


# ---- 6. art dealer ----------------------------------------------------------------------
def _dealer_case(card, sold_forms, easel_form=None, declared="sell"):
    def prepare(e):
        for form in sold_forms:
            e.sold_work(0, form)
        if easel_form:
            e.market_assistant(0, "left", 1)
    kw = {"dealers": [card, 1 if card != 1 else 2]}
    if easel_form:
        kw["easels"] = [easel_form]
    easel = {0: [f"easel {easel_form} {declared}"]} if easel_form else None
    return run(2, prepare, easel=easel, **kw)[2]


def _dealer_pools(card):
    r1, r2, r3 = DEALERS[card]
    return ([f for f in r1], [f for f in r2], [f for f, n in r3.items() for _ in range(n)])


@pytest.mark.parametrize("card", [1, 2, 3, 4])
def test_dealer_each_row_alone_and_all_rows(card):
    p1, p2, p3 = _dealer_pools(card)
    assert _dealer_case(card, p1)["dealer"][0] == 5
    assert _dealer_case(card, p2)["dealer"][0] == 10
    assert _dealer_case(card, p3)["dealer"][0] == 10
    assert _dealer_case(card, p1 + p2 + p3)["dealer"][0] == 25


def test_dealer_rows_pay_at_most_once():
    # card 4: row 3 needs two photos; six photos still pay $10 once
    assert _dealer_case(4, ["photo"] * 6)["dealer"][0] == 10
    # card 4 from the Japanese guide: Digital ($5), Sculpture + Painting ($10), Photo x2 ($10)
    assert _dealer_case(4, ["digital", "sculpture", "painting", "photo", "photo"])["dealer"][0] == 25


def test_easel_work_declared_sold_counts_for_the_dealer_only():
    f = _dealer_case(4, [], "digital", "sell")
    assert f["dealer"][0] == 5
    f = _dealer_case(4, [], "digital", "display")
    assert f["dealer"][0] == 0


def test_displayed_works_do_not_count_for_the_dealer():
    def prepare(e):
        e.discover("digital-blue")
        e.display_work(0, "digital-blue")
    _s, _b, f = run(2, prepare, dealers=[4, 1])
    assert f["dealer"][0] == 0


# ---- 7. influence -------------------------------------------------------------------------
@pytest.mark.parametrize("infl", range(36))
def test_influence_end_value(infl):
    _s, _b, f = run(2, lambda e: e.influence_to(0, infl))
    assert f["influence"][0] == end_influence_value(infl)


def test_influence_icon_values_by_hand():
    assert [end_influence_value(x) for x in (0, 1, 3, 4, 11, 12, 14, 15, 17, 18, 19, 20, 21)] == \
        [0, 1, 1, 2, 3, 4, 4, 5, 5, 6, 6, 7, 7]
    assert [end_influence_value(x) for x in range(26, 36)] == \
        [10, 11, 12, 13, 14, 15, 16, 17, 18, 20]
    assert CASH_ICONS[35] == 20


# ---- winner ----------------------------------------------------------------------------
def _tie(prepare_extra):
    def prepare(e):
        e.money_to(0, 20)
        e.money_to(1, 20)
        prepare_extra(e)
    s, _b, f = run(2, prepare, dealers=[2, 3], curators=[1, 2])
    return s, f


def test_most_money_wins():
    s, f = _tie(lambda e: e.money_to(1, 21))
    assert s.winners() == [1] and s.ranking() == [1, 0]
    assert s.returns() == [0.0, 1.0]
    assert f["winners"] == [1]


def test_tie_broken_by_works_displayed_plus_sold():
    # seat 0 sold one photo work (dealer card 2 pays for no single photo: rows need
    # sculpture, digital+photo, painting x2) -> same money, more works
    s, f = _tie(lambda e: e.sold_work(0, "photo"))
    assert f["total"][0] == f["total"][1]
    assert s.winners() == [0] and s.ranking() == [0, 1]


def test_tie_broken_by_visitors_in_the_gallery():
    s, f = _tie(lambda e: e.gallery_to(1, investor=1))
    assert f["total"][0] == f["total"][1]
    assert s.winners() == [1]


def test_tie_broken_by_assistants_hired():
    s, _f = _tie(lambda e: e.hire_free(0, 1))
    assert s.winners() == [0]


def test_full_tie_is_a_shared_win():
    s, _f = _tie(lambda e: None)
    assert s.winners() == [0, 1]
    assert s.returns() == [0.5, 0.5]
    assert s.ranking() == [0, 1]


def test_tie_broken_by_works_counting_the_easel_work():
    # Both players tie for 1st in the left column ($4 each); seat 0 bids $1 and takes the
    # digital easel work (no digital artist discovered: $0) -> same money, one more work.
    def prepare(e):
        e.money_to(0, 20)
        e.money_to(1, 20)
        e.market_assistant(0, "left", 1)
        e.market_assistant(1, "left", "digital")
    s, _b, f = run(2, prepare, easels=["digital"], dealers=[2, 3], curators=[3, 2],
                   easel={0: ["easel digital sell"]})
    assert f["market"] == [4, 4] and f["easel"] == [0, 0]
    assert f["total"][0] == f["total"][1]
    assert s.winners() == [0]


def test_complete_worked_example_three_players():
    # Seat 0: left column $1 and $3 cells; tile 13 (works displayed: $3 and 1 influence
    # each); displays two photo-blue works (start 1, fame 8: 3 stars, $11) and a
    # digital-blue work (start 4, fame 4: 1 star, $5); sold a sculpture and a painting;
    # influence 23; curator 1, dealer 2. Seat 1: left column $6 cell; curator 2, dealer 3.
    # Easels: painting, photo.
    def prepare(e):
        e.fame_to("photo-blue", 8)
        e.discover("digital-blue")
        e.display_work(0, "photo-blue")
        e.display_work(0, "photo-blue")
        e.display_work(0, "digital-blue")
        e.sold_work(0, "sculpture")
        e.sold_work(0, "painting")
        e.influence_to(0, 23)
        e.rep_tile_to(0, "F", 13)
        e.market_assistant(0, "left", 1)
        e.market_assistant(0, "left", 3)
        e.market_assistant(1, "left", 6)
    s, before, f = run(3, prepare, curators=[1, 2, 3], dealers=[2, 3, 1],
                       easels=["painting", "photo"],
                       easel={1: ["easel photo display"], 0: ["easel painting display"]})
    assert before == [10, 10, 10]
    # 1. market, left column: seat 0 two assistants -> $6; seat 1 one -> $3
    assert f["market"] == [6, 3, 0]
    # 2. tile 13: 3 works displayed -> 3 x $3 = $9, 3 x 1 = 3 influence (23 -> 26)
    assert f["reputation"] == [9, 0, 0] and f["reputation_influence"] == [3, 0, 0]
    # 3. displayed: $11 + $11 + $5 = $27
    assert f["displayed"] == [27, 0, 0]
    # 4. easel: bids 1 + 3 = 4 (seat 0) and 6 (seat 1): seat 1 first takes photo
    #    (photo-blue, fame 8: $11); seat 0 painting (no painting artist discovered: $0)
    assert f["easel_bids"] == [4, 6, 0] and f["easel"] == [0, 11, 0]
    # 5. curator 1 for seat 0: pool photo, photo, digital + painting (easel, displayed):
    #    row B (photo x2, digital, painting) $15; row A needs a sculpture: no. Seat 1,
    #    curator 2 (photo, digital, painting / sculpture x2, painting, photo): one photo, $0
    assert f["curator"] == [15, 0, 0]
    # 6. dealer 2 for seat 0: sold sculpture, painting: row 1 (sculpture) $5 only
    assert f["dealer"] == [5, 0, 0]
    # 7. influence: seat 0 at 26 -> $10; the others at 10 -> $3
    assert f["influence"] == [10, 3, 3]
    # totals: 10 + 6 + 9 + 27 + 0 + 15 + 5 + 10 = 82; 10 + 3 + 11 + 3 = 27; 10 + 3 = 13
    assert f["total"] == [82, 27, 13] == s.money()
    assert s.winners() == [0] and s.ranking() == [0, 1, 2]


@pytest.mark.parametrize("card", [1, 2, 3, 4])
def test_curator_row_b_needs_the_doubled_form_twice(card):
    # row B's three forms once each (the doubled one only once): neither row pays
    _, pool_b = _rows(card)
    once = sorted(set(pool_b))
    assert len(once) == 3
    f = _curator_case(card, once)
    assert f["curator"][0] == 0


@pytest.mark.parametrize("card", [1, 2, 3, 4])
def test_dealer_row_3_needs_two_works_of_its_form(card):
    _p1, _p2, p3 = _dealer_pools(card)
    assert _dealer_case(card, p3[:1])["dealer"][0] == 0
