"""Modern Art's opponent styles: the evidence a seat gathers of how each opponent bids, and
how the search takes it (cpp/modern_art/opponent_styles.h, games/modern_art/styles.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from galleria_ai import _core, search
from galleria_ai import modern_art as ma
from galleria_ai.games.modern_art.styles import StyleTracker

from tests.search._ma_helpers import advance_to_phase

K = _core.modern_art_style_count
L = _core.modern_art_spend_levels  # each style at 1, 0.9 and 0.8 times what it pays
# The bots behind the styles: 0 the value bot, 1-4 heuristic bots of these bid limits, 5 a
# value bot that pays less (here 0.7, off the style's own 0.75: a bidder near a style is
# still best explained by it), 6 a value bot unsure of the artists' ranking (here widths 1.8
# and 0.9, off the style's own 2 and 1), 7 the random bot.
STYLE_BOTS = (("value", {}), ("heuristic", {"fraction": 0.3}), ("heuristic", {"fraction": 0.5}),
              ("heuristic", {"fraction": 0.7}), ("heuristic", {"fraction": 0.9}),
              ("value", {"spend": 0.7}), ("value", {"width0": 1.8, "width1": 0.9}),
              ("random", {}))
RANDOM = 7  # the random bidder's style, left out of the search's draw by default


def _bot(style: int) -> tuple[str, dict]:
    return STYLE_BOTS[style]


def _game_evidence(style: int, seed: int, bot: tuple[str, dict] | None = None
                   ) -> list[list[float]]:
    """Seat 0 (a value bot) watches seats 1-3, all bots of `style` (or `bot`), for a whole
    game."""
    s = ma.new_game(players=4, seed=seed)
    tracker = StyleTracker(4, [0], samples=8, seed=seed)
    step = 0
    while not s.is_terminal():
        if s.is_chance():
            s.apply(s.chance_outcome())
            continue
        before = s.clone()
        movers = s.to_move()
        moves = {}
        for seat in movers:
            name, params = ("value", {}) if seat == 0 else bot or _bot(style)
            moves[seat] = search.bot_move(s, seat, bot=name, seed=step, **params)
            step += 1
        for seat in movers:
            tracker.observe(before if len(movers) == 1 else s.clone(), seat, moves[seat])
            s.apply(moves[seat], seat)
    return tracker.knowledge(0)["style_evidence"]


def test_the_styles_are_the_bots_above() -> None:
    assert K == len(STYLE_BOTS) == 8
    assert search.game_defaults("modern_art")["style_count"] == RANDOM == K - 1


@pytest.mark.parametrize("style", [0, 1, 4, 5, 6, RANDOM])
def test_a_bot_of_one_style_is_best_explained_by_that_style(style: int) -> None:
    ev = _game_evidence(style, seed=3 + style)
    for seat in (1, 2, 3):
        best = max(range(K), key=lambda k: ev[seat][k])
        assert best == style, (seat, ev[seat])
    assert ev[0] == [0.0] * (K * L)  # nothing about itself


@pytest.mark.parametrize(("fraction", "style", "level"), [(0.81, 4, 1), (0.45, 2, 1),
                                                           (0.9, 4, 0)])
def test_a_bidder_below_a_style_is_best_explained_at_its_spend_level(
        fraction: float, style: int, level: int) -> None:
    # A heuristic bot of bid limit 0.81 bids as the 0.9 style paying 0.9 times as much, one
    # of 0.45 as the 0.5 style at 0.9, and one of 0.9 as that style itself: the evidence at
    # every style and level (rows of L blocks of K) is highest there.
    ev = _game_evidence(0, seed=40, bot=("heuristic", {"fraction": fraction}))
    for seat in (1, 2, 3):
        best = max(range(K * L), key=lambda n: ev[seat][n])
        assert divmod(best, K) == (level, style), (seat, ev[seat])


def test_the_spend_levels_leave_the_first_levels_evidence_as_it_was() -> None:
    # A sealed bid's amount tells the levels apart (an open auction's bid or pass would not).
    s = advance_to_phase(ma.new_game(players=4, seed=11), "sealed")
    seat = s.to_move()[0]
    move = search.bot_move(s, seat, bot="value", seed=1)
    one = _core.modern_art_style_evidence(s, (seat + 1) % 4, seat, move, 16, 5)
    every = _core.modern_art_style_evidence(s, (seat + 1) % 4, seat, move, 16, 5, L)
    assert len(one) == K and len(every) == K * L
    assert every[:K] == one and every[K:] != every[:K] * (L - 1)
    for bad in (0, L + 1):
        with pytest.raises(ValueError):
            _core.modern_art_style_evidence(s, (seat + 1) % 4, seat, move, 16, 5, bad)


def test_the_spend_levels_are_drawn_by_their_evidence() -> None:
    # All evidence on the value bot paying 0.8 times as much against all on it paying as
    # itself: with the levels drawn, two pictures of the bidders behind; with one level the
    # lower levels' evidence is not read.
    s = _open_auction()
    seat = s.current_player()
    low = [[-50.0] * K * (L - 1) + [0.0] + [-50.0] * (K - 1) for _ in range(4)]
    own = [[0.0] + [-50.0] * (K * L - 1) for _ in range(4)]
    only = [[0.0] + [-50.0] * (K - 1) for _ in range(4)]

    def run(ev: list[list[float]], levels: int) -> object:
        return search.search(s, seat, iterations=400, seed=4, style_evidence=ev,
                             spend_levels=levels).stats

    assert run(low, L) != run(own, L)
    assert run(own, 1) == run(only, 1)
    # A row of K numbers says nothing of the levels: as if each level had the same evidence
    # (not none, which would make every lower level fit far better than the first).
    assert run(only, L) == run([r * L for r in only], L)
    assert run(only, L) != run(own, L)
    for bad in (0, L + 1, 1.5, "2", True):
        with pytest.raises(ValueError):
            search.search(s, seat, iterations=10, spend_levels=bad)


def test_each_search_draws_from_its_own_evidence() -> None:
    # The draw's weights are kept between determinizations (and searches) of a thread: a
    # search after one with other evidence, another mix or other levels must play as if it
    # came first.
    s = _open_auction()
    seat = s.current_player()
    low = [[-50.0] * K * (L - 1) + [0.0] + [-50.0] * (K - 1) for _ in range(4)]
    own = [[0.0] + [-50.0] * (K * L - 1) for _ in range(4)]

    def run(ev: list[list[float]], **kw: object) -> object:
        return search.search(s, seat, iterations=400, seed=4, style_evidence=ev, **kw).stats

    mild = [[-0.5 * (k % 3) for k in range(K * L)] for _ in range(4)]  # the mix still counts
    first, second = run(low), run(mild)
    assert run(own) != first
    assert run(low) == first
    assert run(mild, opponent_mix=0.9) != second
    assert run(mild) == second
    assert run(low, spend_levels=1) != first
    assert run(low) == first


def _open_auction() -> ma.State:
    return advance_to_phase(ma.new_game(players=4, seed=11), "open")


def test_evidence_reads_only_the_observers_view() -> None:
    s = _open_auction()
    seat = s.current_player()
    observer = (seat + 1) % 4
    move = search.bot_move(s, seat, bot="heuristic", seed=1)
    a = _core.modern_art_style_evidence(s, observer, seat, move, 16, 5)
    # The same observation with every hand the observer cannot see dealt otherwise.
    other = s.determinize(observer, 99)
    assert other.hand(seat) != s.hand(seat) or other.hand((seat + 2) % 4) != s.hand((seat + 2) % 4)
    assert _core.modern_art_style_evidence(other, observer, seat, move, 16, 5) == a
    assert any(x < 0 for x in a)


def test_own_moves_and_card_plays_are_no_evidence() -> None:
    s = _open_auction()
    seat = s.current_player()
    move = search.bot_move(s, seat, bot="heuristic", seed=1)
    assert _core.modern_art_style_evidence(s, seat, seat, move, 16, 5) == [0.0] * K
    p = ma.new_game(players=4, seed=2)
    mover = p.current_player()
    play = p.legal_moves(mover)[0]
    assert _core.modern_art_style_evidence(p, (mover + 1) % 4, mover, play, 16, 5) == [0.0] * K
    # A card the sampled hand lacks (an engine's sample of another seat) is no error either:
    # a play shows no style, so it is not read.
    lacking = next(c for c in ma.all_cards() if c not in p.hand(mover))
    assert _core.modern_art_style_evidence(p, (mover + 1) % 4, mover, f"play {lacking}", 16,
                                           5) == [0.0] * K


def test_bad_evidence_input_raises() -> None:
    s = _open_auction()
    seat = s.current_player()
    with pytest.raises(ValueError):
        _core.modern_art_style_evidence(s, 0, (seat + 1) % 4, "pass", 16, 0)  # not to act
    with pytest.raises(ValueError):
        _core.modern_art_style_evidence(s, 0, seat, "bid 0", 16, 0)  # illegal
    with pytest.raises(ValueError):
        _core.modern_art_style_evidence(s, 0, seat, "bid lots", 16, 0)  # not a move
    with pytest.raises(ValueError):
        _core.modern_art_style_evidence(s, 7, seat, "pass", 16, 0)
    with pytest.raises(ValueError):
        _core.modern_art_style_evidence(s, 0, seat, "pass", -1, 0)
    for bad in ([[0.0] * (K - 1)], [[1.0] * K], [[float("nan")] * K], "xx", [[0.0] * K] * 6,
                [["a"] * K], [[0.0] * (2 * K)], [[0.0] * (K * L - 1) + [1.0]]):
        with pytest.raises(ValueError):
            search.search(s, seat, iterations=10, style_evidence=bad)


def test_evidence_changes_the_model_of_the_opponents() -> None:
    # All evidence on the most frugal style against all on the value bot: a different
    # picture of the bidders behind, so a different search (same seed).
    s = _open_auction()
    seat = s.current_player()
    frugal = [[0.0, 0.0] + [-50.0] * (K - 2) for _ in range(4)]
    greedy = [[0.0] + [-50.0] * (K - 1) for _ in range(4)]
    a = search.search(s, seat, iterations=400, seed=4, style_evidence=frugal)
    b = search.search(s, seat, iterations=400, seed=4, style_evidence=greedy)
    c = search.search(s, seat, iterations=400, seed=4, style_evidence=greedy)
    assert a.stats != b.stats
    assert b.stats == c.stats
    # No evidence is the plain mix: the same search as without the keyword.
    none = [[0.0] * K for _ in range(4)]
    assert search.search(s, seat, iterations=400, seed=4, style_evidence=none).stats == \
        search.search(s, seat, iterations=400, seed=4).stats


def test_evidence_on_the_unsure_style_changes_the_model() -> None:
    # The seventh style is drawn only on evidence; all of it there, against all of it on
    # the value bot, is another picture of the bidders behind.
    s = _open_auction()
    seat = s.current_player()
    unsure = [[-50.0] * 6 + [0.0] + [-50.0] * (K - 7) for _ in range(4)]
    greedy = [[0.0] + [-50.0] * (K - 1) for _ in range(4)]
    a = search.search(s, seat, iterations=400, seed=4, style_evidence=unsure)
    b = search.search(s, seat, iterations=400, seed=4, style_evidence=greedy)
    assert a.stats != b.stats


def test_the_random_style_is_drawn_only_where_style_count_includes_it() -> None:
    # All evidence on the random bidder: with style_count 8 the search models the bidders
    # behind as random ones, a different search from the same evidence by default, which
    # leaves the random style out and does not read its evidence at all.
    s = _open_auction()
    seat = s.current_player()
    rnd = [[-50.0] * RANDOM + [0.0] for _ in range(4)]
    unread = [[-50.0] * RANDOM + [-90.0] for _ in range(4)]
    with_random = search.search(s, seat, iterations=400, seed=4, style_evidence=rnd,
                                style_count=K)
    assert with_random.stats != search.search(s, seat, iterations=400, seed=4,
                                              style_evidence=rnd).stats
    assert search.search(s, seat, iterations=400, seed=4, style_evidence=rnd).stats == \
        search.search(s, seat, iterations=400, seed=4, style_evidence=unread).stats
    assert with_random.stats != search.search(s, seat, iterations=400, seed=4,
                                              style_evidence=unread, style_count=K).stats
    for bad in (K + 1, 4, 7.5, "8", True):
        with pytest.raises(ValueError):
            search.search(s, seat, iterations=10, style_evidence=rnd, style_count=bad)


def test_a_sealed_bid_of_all_its_money_is_best_explained_by_the_random_style() -> None:
    # A sealed bid of all of a bidder's $100 early in the game: no value or heuristic bidder
    # bids that; a random one bids any amount up to its money alike.
    s = advance_to_phase(ma.new_game(players=4, seed=11), "sealed")
    seat = next(i for i in s.to_move() if s.money()[i] == 100)
    observer = (seat + 1) % 4
    ev = _core.modern_art_style_evidence(s, observer, seat, f"bid {s.money()[seat]}", 16, 5)
    assert max(range(K), key=lambda k: ev[k]) == RANDOM, ev


def test_the_random_style_earns_nothing_from_a_price_within_the_value() -> None:
    # A sealed bid of $1 is within any lot's value: no evidence for or against the random
    # bidder, which gets the other styles' mean log-likelihood, below their best. (Else a
    # bidder that no other style fits would look random.)
    s = advance_to_phase(ma.new_game(players=4, seed=11), "sealed")
    seat = next(i for i in s.to_move() if s.money()[i] == 100)
    ev = _core.modern_art_style_evidence(s, (seat + 1) % 4, seat, "bid 1", 16, 5)
    assert ev[RANDOM] == pytest.approx(sum(ev[:RANDOM]) / RANDOM)
    assert ev[RANDOM] < max(ev[:RANDOM])


def test_the_tracker_is_reproducible_and_can_be_switched_off() -> None:
    assert _game_evidence(1, seed=8) == _game_evidence(1, seed=8)
    off = StyleTracker(4, [0], samples=0)
    s = _open_auction()
    seat = s.current_player()
    off.observe(s, seat, search.bot_move(s, seat, bot="heuristic", seed=1))
    assert off.knowledge(0) == {}


def test_the_engine_belief_gathers_evidence_for_its_own_seat() -> None:
    from galleria_ai import games

    entry = games.get("modern_art")
    s = ma.new_game(players=4, seed=21)
    belief = entry.new_belief(s.clone(), [0], seed=3)
    belief.private(0, ["hand", *s.hand(0)])
    assert belief.search_knowledge(0) == {}
    for step in range(40):  # heuristic(0.3) play up to the first sealed auction
        if s.is_simultaneous() or s.is_chance():
            break
        seat = s.current_player()
        move = search.bot_move(s, seat, bot="heuristic", seed=step, fraction=0.3)
        belief.event(seat, move)
        s.apply(move, seat)
    rows = belief.search_knowledge(0)["style_evidence"]
    assert rows[0] == [0.0] * (K * L) and any(any(r) for r in rows[1:])
    # A copy (the engine applies each line to one) carries the evidence along, apart.
    twin = belief.copy()
    assert twin.search_knowledge(0) == belief.search_knowledge(0)
    assert twin.tracker is not belief.tracker


def test_an_in_process_search_seat_gathers_evidence_over_a_game() -> None:
    from galleria_ai.match import play_game
    from galleria_ai.seats import BotPlayer
    from galleria_ai.table import GameSpec, Limits

    hero = BotPlayer("ismcts", seed=2)
    players = [hero] + [BotPlayer("heuristic", {"fraction": 0.3}, seed=k) for k in range(3)]
    play_game(GameSpec("modern_art", 4, seed=5), players, Limits(iterations=30))
    rows = hero._tracker.knowledge(0)["style_evidence"]
    for seat in (1, 2, 3):  # three frugal bidders, seen as the most frugal style
        assert max(range(K), key=lambda k: rows[seat][k]) == 1, rows[seat]


def test_the_value_bots_spend_is_checked() -> None:
    s = _open_auction()
    seat = s.current_player()
    for bad in (0, -1, 2.5, True, "x"):
        with pytest.raises(ValueError):
            search.bot_move(s, seat, bot="value", spend=bad)


def test_the_value_bots_widths_are_checked_and_change_its_bids() -> None:
    s = _open_auction()
    seat = s.current_player()
    for name in ("width0", "width1"):
        for bad in (0, -1, 2.5, True, "x"):
            with pytest.raises(ValueError):
                search.bot_move(s, seat, bot="value", **{name: bad})
    # Some decision of some value-bot game tells a bot unsure of the ranking from it.
    assert any(search.bot_move(g, mover, bot="value", seed=1)
               != search.bot_move(g, mover, bot="value", seed=1, width0=2.0, width1=1.0)
               for g, mover in _value_bot_decisions(range(6)))


def _value_bot_decisions(seeds: range) -> Iterator[tuple[ma.State, int]]:
    """Each decision of 4-player value-bot games from these seeds: (state, mover), the
    state played on by the value bot once the caller has looked at it."""
    for seed in seeds:
        g = ma.new_game(players=4, seed=seed)
        while not g.is_terminal():
            if g.is_chance():
                g.apply(g.chance_outcome())
                continue
            mover = g.to_move()[0]
            yield g, mover
            g.apply(search.bot_move(g, mover, bot="value", seed=1), mover)
