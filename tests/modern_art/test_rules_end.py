"""Rules: End of the game (after season 4 scoring; richest wins; equal money shares)."""

from __future__ import annotations

from ma_rules import (
    assert_rejected,
    deck_for_scripts,
    new_game,
    quick_game,
    run,
    season_scoring,
    sold,
)


def test_game_ends_after_season_4_and_all_equal_share_the_win():
    seasons = quick_game(4)
    s = new_game(4, deck_for_scripts(4, seasons))
    for idx, script in enumerate(seasons):
        assert not s.is_terminal()
        assert s.season == idx
        run(s, script)
    assert s.is_terminal()
    assert len(s.scoring()) == 4
    # Every season each seat kept one painting of the first-ranked artist: 4 x 30 each.
    assert s.money() == [220] * 4
    assert s.winners() == [0, 1, 2, 3]
    assert s.returns() == [0.25] * 4
    assert s.to_move() == []
    assert s.current_player() == -1
    for seat in range(4):
        assert s.legal_moves(seat) == []
    assert_rejected(s, "pass", 0)
    # Cards still in hand are worthless: they do not change the result.
    assert sum(s.hand_sizes()) > 0


def _two_way_tie_game():
    seasons = quick_game(4)
    # Season 1: seat 0's first card is bought by seat 1 for 10 instead of going unsold.
    s1 = seasons[0]
    seasons[0] = sold(0, 1, 4, s1[0][1][5:], 10) + s1[5:]
    # Season 2 (starts at seat 1): seat 1's first card is bought by seat 2 for 20.
    s2 = seasons[1]
    seasons[1] = sold(1, 2, 4, s2[0][1][5:], 20) + s2[5:]
    return seasons


def test_richest_wins_and_equal_richest_share():
    seasons = _two_way_tie_game()
    s = new_game(4, deck_for_scripts(4, seasons))
    for script in seasons:
        run(s, script)
    assert s.is_terminal()
    assert [season_scoring(s, k)["earnings"] for k in (1, 2)] == [[0, 60, 30, 30],
                                                                 [30, 0, 60, 30]]
    assert s.money() == [200, 230, 230, 220]
    assert s.winners() == [1, 2]
    assert s.returns() == [0.0, 0.5, 0.5, 0.0]
    assert s.ranking()[:2] in ([1, 2], [2, 1])
    assert s.ranking()[2:] == [3, 0]


def test_single_richest_player_wins_alone():
    seasons = quick_game(4)
    s1 = seasons[0]
    seasons[0] = sold(0, 1, 4, s1[0][1][5:], 10) + s1[5:]
    s = new_game(4, deck_for_scripts(4, seasons))
    for script in seasons:
        run(s, script)
    assert s.money() == [200, 240, 220, 220]
    assert s.winners() == [1]
    assert s.returns() == [0.0, 1.0, 0.0, 0.0]
    assert s.ranking()[0] == 1 and s.ranking()[-1] == 0
