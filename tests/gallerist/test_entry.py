"""The Gallerist's registry entry beyond the generic per-game tests (``tests/games``): what a
seat is told at set-up, the scoring records, the clock estimate, the referee's fallback,
typed input, and the screen a person plays from (which shows only that seat's view)."""

from __future__ import annotations

import random

import pytest
from galleria_ai import _core, games
from galleria_ai.games.gallerist import screen

G = games.get("gallerist")
NAMES = ["Ann", "Ben", "Cleo", "Dan"]


def heuristic_game(players: int, seed: int, stop=None):
    """A table state from the entry (set-up as chance steps), played by heuristic bots until
    `stop(state)` or the end."""
    s = G.new_game(players, seed)
    k = 0
    while not s.is_terminal() and not (stop and not s.is_chance() and stop(s)):
        if s.is_chance():
            s.apply(s.chance_outcome())
        else:
            s.apply(_core.gallerist_bot_move(s, s.current_player(), "heuristic", k))
            k += 1
    return s


def test_a_table_starts_before_its_set_up_and_tells_each_seat_its_cards():
    s = G.new_game(3, 5)
    assert s.is_chance() and s.chance_outcome().startswith("setup start ")
    for seat in range(3):
        news = G.private_news(None, s, seat, [])
        assert news == ["objectives", *s.private_items(seat)]
        text = G.private_text(news)
        curator, dealer = (int(x.split("-")[1]) for x in news[1:])
        assert f"curator {curator} (" in text and f"art dealer {dealer} (" in text
    assert G.handshake_line() == ("game gallerist players 2-4 variant intermediate_scoring=on|off "
                                  "variant contract_take=any|top variant two_player_middle="
                                  "closed|auction_open variant easel_value=discovered|any_artist")


def test_scoring_records_come_as_they_happen():
    s = heuristic_game(4, 3, stop=lambda st: st.scoring()["intermediate"] is not None)
    records = G.scoring(s)
    assert [r["kind"] for r in records] == ["intermediate"]
    assert len(records[0]["money"]) == 4
    s = heuristic_game(4, 3)
    records = G.scoring(s)
    assert [r["kind"] for r in records] == ["intermediate", "final"]
    final = records[1]
    assert final["total"] == s.money() == G.score(s)
    for seat in range(4):
        steps = sum(final[k][seat] for k in screen.STEPS)
        assert steps < final["total"][seat]  # the money before the final scoring adds to it
    lines = G.scoring_lines(final, NAMES)
    assert lines[0].startswith("== final scoring") and any("Ann" in ln for ln in lines)
    out = G.final_lines(NAMES, G.score(s), s.winners(), records)
    assert out[0] == "=== Game over ===" and "Final money:" in out
    assert any("<- winner" in ln and NAMES[s.winners()[0]] in ln for ln in out)


def test_decisions_left_shrinks_towards_the_end():
    s = heuristic_game(4, 8, stop=lambda st: st.round() >= 2)
    early = G.decisions_left(s, s.current_player())
    late = heuristic_game(4, 8, stop=lambda st: st.final_round())
    assert late.rounds_left() == 0 and G.decisions_left(late, late.current_player()) == 7
    assert early > G.decisions_left(late, late.current_player()) >= 1
    assert 0 <= s.rounds_left() <= 50


def test_fallback_does_nothing_where_the_rules_allow_it():
    rng = random.Random(2)
    s = G.new_game(2, 4)
    seen = set()
    while not s.is_terminal():
        if s.is_chance():
            s.apply(s.chance_outcome())
            continue
        legal = s.legal_moves()
        fb = G.fallback_move(s, s.current_player())
        assert fb in legal
        for quiet in ("pass", "end", "done", "notake"):
            if quiet in legal:
                assert fb == quiet
                seen.add(quiet)
                break
        else:
            assert fb == legal[0]
        s.apply(legal[rng.randrange(len(legal))])
    assert {"pass", "end", "done"} <= seen


def test_typed_moves_are_normalised():
    assert G.normalise_input("  TAKE digital-ib 1 ") == "take digital-IB 1"
    assert G.normalise_input("half mb") == "half MB"
    assert G.normalise_input("Go Media Leave Desk") == "go media leave desk"
    assert G.normalise_input("space fa") == "space fa"  # not a contract: left as typed
    assert G.is_move_syntax("sell photo-red 2") and not G.is_move_syntax("sell photo-red")


def test_the_screen_shows_the_seats_view_only():
    s = heuristic_game(4, 6, stop=lambda st: st.round() >= 4)
    seat = s.current_player()
    other = (seat + 1) % 4
    text = G.render(s.observation(seat), NAMES, seat, s.legal_moves(seat), {other: "pass"},
                    ["Ben: go media", "chance: draw vip"])
    mine = s.private_items(seat)
    theirs = s.private_items(other)
    assert f"objectives: curator {mine[0].split('-')[1]} (" in text
    assert text.count("objectives:") == 1  # only the own cards
    assert f"curator {theirs[0].split('-')[1]} (" not in text or theirs[0] == mine[0]
    for part in ("ARTISTS", "WORKS", "CONTRACTS", "MARKET", "PLAYERS", "Your legal moves:",
                 "Recent moves:", f"> {NAMES[seat]} (seat {seat})", "End triggers:"):
        assert part in text, part
    for move in s.legal_moves(seat):
        assert move in text
    # the view of another seat is drawn from that seat's observation
    assert f"> {NAMES[other]} (seat {other})" in G.render(s.observation(other), NAMES, other)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_screen_draws_every_stage_of_a_game(players):
    s = G.new_game(players, players)
    k = 0
    while True:
        for seat in range(players):
            G.render(s.observation(seat), NAMES[:players], seat)
        if s.is_terminal():
            break
        s.apply(s.chance_outcome() if s.is_chance() else
                _core.gallerist_bot_move(s, s.current_player(), "heuristic", k))
        k += 1
    text = G.render(s.observation(0), NAMES[:players], 0)
    assert "The game is over." in text
