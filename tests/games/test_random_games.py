"""Random games through the Python rules face, for every registered game (like OpenSpiel's
generic random-simulation test): every table size and variant, every step checked."""

from __future__ import annotations

import json
import pickle
import random

import pytest
from galleria_ai import games, search
from game_tables import tables

GAMES_PER_TABLE = 2
DEEP_CHECK_EVERY = 7  # JSON/pickle round trips and determinization every n-th step


def check_chance_step(state, rng: random.Random) -> str:
    assert state.to_move() == [] and state.current_player() == -1
    assert state.legal_moves() == []
    outcomes = state.chance_outcomes()
    names = [o for o, _ in outcomes]
    assert outcomes and len(set(names)) == len(names)
    assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9 and all(p > 0 for _, p in outcomes)
    truth = state.chance_outcome()
    assert truth in names and state.is_legal(truth)
    # any listed outcome is legal (the engine's belief applies what the table announces)
    other = state.clone()
    other.apply(rng.choice(names))
    # a seat cannot act, and a malformed outcome changes nothing
    before = state.to_json()
    for bad in ("xyzzy", ""):
        with pytest.raises(ValueError):
            state.apply(bad)
    with pytest.raises(ValueError):
        state.apply(truth, 0)
    assert state.to_json() == before
    return truth


def check_decision(entry: games.GameEntry, state, rng: random.Random) -> None:
    movers = state.to_move()
    assert movers and state.current_player() == movers[0]
    assert not state.is_chance() and state.chance_outcomes() == []
    with pytest.raises(ValueError):
        state.chance_outcome()
    assert state.is_simultaneous() or len(movers) == 1
    for seat in movers:
        legal = state.legal_moves(seat)
        assert legal, f"seat {seat} is to move without a legal move"
        assert len(set(legal)) == len(legal)
        for m in rng.sample(legal, min(3, len(legal))):
            assert entry.canonical_move(m) == m and entry.is_move_syntax(m)
            assert state.is_legal(m, seat)
            state.clone().apply(m, seat)
        assert state.random_move(seat, rng.getrandbits(32)) in legal
        assert entry.fallback_move(state, seat) in legal
    idle = [s for s in range(state.num_players) if s not in movers]
    before = state.to_json()
    with pytest.raises(ValueError):
        state.apply("xyzzy", movers[0])
    if idle:
        assert state.legal_moves(idle[0]) == []
        with pytest.raises(ValueError):
            state.apply(state.legal_moves(movers[0])[0], idle[0])
    with pytest.raises(ValueError):
        state.apply("pass", state.num_players)
    assert state.to_json() == before


def deep_check(entry: games.GameEntry, state, rng: random.Random) -> None:
    text = state.to_json()
    json.loads(text)
    copy = entry.from_json(text)
    assert copy == state and copy.to_json() == text
    assert pickle.loads(pickle.dumps(state)) == state
    assert state.clone() == state
    for seat in range(state.num_players):
        view = state.observation_string(seat)
        assert isinstance(state.observation(seat), dict)
        for seed in (rng.getrandbits(32), rng.getrandbits(32)):
            world = state.determinize(seat, seed)
            assert world.observation_string(seat) == view
            assert world.private_items(seat) == state.private_items(seat)
            assert world.to_move() == state.to_move()
            assert world.is_chance() == state.is_chance()


def play_random(entry: games.GameEntry, players: int, variants: dict, seed: int) -> None:
    rng = random.Random(seed)
    state = entry.new_game(players, seed, variants)
    assert state.num_players == players
    deep_check(entry, state, rng)
    steps = 0
    while not state.is_terminal():
        assert steps < 5000, "the game does not end"
        if state.is_chance():
            state.apply(check_chance_step(state, rng))
        else:
            check_decision(entry, state, rng)
            for seat in state.to_move():
                simultaneous = state.is_simultaneous()
                state.apply(state.random_move(seat, rng.getrandbits(32)), seat)
                if not simultaneous:
                    break
        steps += 1
        if steps % DEEP_CHECK_EVERY == 0:
            deep_check(entry, state, rng)
    deep_check(entry, state, rng)
    assert state.to_move() == [] and state.legal_moves() == []
    with pytest.raises(ValueError):
        state.apply("pass", 0)
    shares = state.returns()
    assert len(shares) == players and abs(sum(shares) - 1.0) < 1e-9
    winners = state.winners()
    assert winners == [s for s in range(players) if shares[s] > 0]
    assert all(abs(shares[w] - 1.0 / len(winners)) < 1e-9 for w in winners)
    scores = entry.score(state)
    assert len(scores) == players
    assert sorted(entry.ranking(state)) == list(range(players))
    assert all(-1.0 <= m <= 1.0 for m in state.margins())
    json.dumps(entry.scoring(state))


def test_random_games_every_table(entry):
    combos = tables(entry)
    assert combos, f"{entry.name} accepts no table at all"
    for i, (players, variants) in enumerate(combos):
        for g in range(GAMES_PER_TABLE):
            play_random(entry, players, variants, seed=1000 * i + g)


def test_set_up_is_checked(entry):
    for bad in (entry.min_players - 1, entry.max_players + 1, "3", True):
        with pytest.raises(ValueError):
            entry.new_game(bad, 0)
    with pytest.raises(ValueError):
        entry.new_game(entry.default_players, 0, {"no_such_variant": "x"})
    for key, values in entry.variants.items():
        with pytest.raises(ValueError, match="unknown variant"):
            entry.parse_variant(f"{key}=no_such_value")
        assert entry.parse_variant(f"{key}={values[0]}") == (key, values[0])
    with pytest.raises(ValueError):
        entry.parse_variants([f"{k}={v[0]}" for k, v in entry.variants.items()] * 2 or ["x=y"])
    # the same seed gives the same game; the seed reaches the hidden parts
    a = entry.new_game(entry.default_players, 5)
    assert a == entry.new_game(entry.default_players, 5)
    assert any(entry.new_game(entry.default_players, s) != a for s in range(6, 12))


def test_registry_entry_is_complete(entry):
    assert games.get(entry.name) is entry and entry.name in games.names()
    assert entry.min_players <= entry.default_players <= entry.max_players
    assert entry.bots and entry.title and entry.notation
    state = entry.new_game(entry.default_players, 3)
    assert games.of_state(state) is entry
    assert entry.handshake_line().startswith(f"game {entry.name} players ")
    for seat in range(state.num_players):
        news = entry.private_news(None, state, seat, [])
        if news is not None:
            assert news and all(isinstance(t, str) and t and " " not in t for t in news)
    with pytest.raises(ValueError):
        entry.canonical_move("xyzzy frobnicate")
    assert not entry.is_move_syntax("xyzzy frobnicate")


def test_registry_lookups():
    with pytest.raises(ValueError, match="unknown game"):
        games.get("chess")
    with pytest.raises(ValueError):
        games.of_state(object())
    with pytest.raises(ValueError):
        games.register(games.get("modern_art"))
    from galleria_ai import modern_art
    from galleria_ai.games.modern_art import rules

    assert modern_art.State is rules.State and modern_art.new_game is rules.new_game


def test_a_game_without_a_search_is_refused_clearly(monkeypatch):
    """A game registered before its search exists (e.g. a rules core under development):
    the search-based players say so instead of failing mid-game."""
    from galleria_ai.arena.players import check_player, parse_player
    from galleria_ai.seats import BotPlayer
    from galleria_ai.table import GameSpec
    from toy_market import ToyMarketGame

    monkeypatch.setattr(ToyMarketGame, "search_function", None)
    toy = games.get("toy_market")
    assert not toy.has_search()
    with pytest.raises(ValueError, match="no search"):
        BotPlayer("ismcts").new_game(GameSpec(game="toy_market", players=3), 0)
    with pytest.raises(ValueError, match="no bot"):
        check_player(parse_player("builtin:ismcts"), "toy_market")
    state = toy.new_game(3, 1)
    state.apply(state.chance_outcome())
    with pytest.raises(ValueError, match="no search"):
        search.search(state, state.current_player(), iterations=10)
    BotPlayer("random").new_game(GameSpec(game="toy_market", players=3), 0)  # bots still play
