"""The Gallerist's action-space spec, checked against the rules face directly
(`galleria_ai.games.gallerist.rules`): the action layout and its bounds, chance ids, the
set-up dealt by explicit chance steps with the core's probabilities, and the observation
tensor (fixed layout, within its bounds, no peeking)."""

from __future__ import annotations

import json
import random
from collections import Counter

import numpy as np
import pytest
from galleria_ai.adapters import gallerist_layout as gla
from galleria_ai.adapters import gallerist_setup as gsu
from galleria_ai.adapters import gallerist_tensor as gte
from galleria_ai.adapters.gallerist_spec import SPEC
from galleria_ai.adapters.table import Table
from galleria_ai.games.gallerist import rules as gl

VARIANT_SETS = [{}, {"intermediate_scoring": "off", "contract_take": "top"},
                {"two_player_middle": "auction_open", "easel_value": "any_artist"}]


def random_positions(players: int, games: int, seed: int, variants=None):
    """Yield every state of random games (chance steps by the core's own order)."""
    rng = random.Random(seed)
    for _ in range(games):
        s = gl.new_game(players=players, seed=rng.getrandbits(32),
                        **gl.game_options(variants or {}))
        while not s.is_terminal():
            yield s
            if s.is_chance():
                s.apply(s.chance_outcome())
            else:
                s.apply(s.random_move(seed=rng.getrandbits(32)))
        yield s


def test_layout_covers_the_notation_once():
    assert SPEC.num_actions == gla.NUM_ACTIONS == 374
    assert all(gl.canonical_move(m) == m for m in gla.MOVES)  # every id is a notation string
    assert len({gl.move_code(m) for m in gla.MOVES}) == 374  # and no two name the same move
    anchors = {"place colony": 0, "go colony": 4, "go colony leave desk": 8,
               "ticket investor plaza": 28, "done": 46, "notake": 50, "contract 1 desk": 51,
               "discover photo-blue": 69, "buy photo-blue": 77, "take photo-C 1": 85,
               "sell photo-blue 1": 145, "hire 1": 169, "hire 4": 172,
               "promote photo-blue": 173, "reputation left photo desk": 181,
               "auction left 1 desk": 253, "cash 0": 307, "cash 19": 326, "fame 0": 327,
               "fame 7": 334, "boost photo-blue": 335, "tickets investor": 343,
               "tickets investor vip": 346, "tickets vip collector": 348, "discard investor": 349,
               "visitor investor": 352, "space F": 355, "space V": 360, "send investor": 361,
               "half IB": 364, "half MB": 365, "easel photo display": 366,
               "easel painting sell": 373}
    for move, action in anchors.items():
        assert SPEC.move_to_action(move) == action
        assert SPEC.action_to_move(None, 0, action) == move
    assert SPEC.move_to_action("  go   media leave desk ") == SPEC.move_to_action(
        "go media leave desk")
    for bad in ("cash 20", "fame 8", "hire 5", "go media leave kicked", "draw vip"):
        with pytest.raises(ValueError):
            SPEC.move_to_action(bad)
    for bad in (-1, 374):
        with pytest.raises(ValueError):
            SPEC.action_to_move(None, 0, bad)


def _at_phase(phase: str, players: int = 3):
    for s in random_positions(players, 30, seed=5):
        if not s.is_terminal() and s.phase() == phase:
            return s.clone()
    raise AssertionError(f"no {phase} decision found")


def _with_influence(state, influence: int, **fields):
    """The state with the acting seat's influence (and other fields) edited, ledgers kept
    consistent."""
    d = json.loads(state.to_json())
    p = d["actor"]
    d["influence_gained"][p] += influence - d["influence"][p]
    d["influence"][p] = influence
    for key, value in fields.items():
        if key == "money":
            d["money_gained"][p] += value - d["money"][p]
            d["money"][p] = value
        else:
            d[key] = value
    return gl.State.from_json(json.dumps(d))


def test_the_number_ranges_reach_exactly_the_layout_bounds():
    """At the highest influence the rules allow (35), the widest cash decision is cash
    0..19 (the $ icons below the marker) and the widest fame decision fame 0..7 (star icons
    every 5): the layout's ranges, no more."""
    cash = _with_influence(_at_phase("cash"), 35, money=30, dec=[30, 0, 0, 0])
    assert cash.legal_moves() == [f"cash {c}" for c in range(20)]
    fame = _at_phase("fame")
    artist = json.loads(fame.to_json())["dec"][0]
    assert json.loads(fame.to_json())["fame"][artist] <= 12
    fame = _with_influence(fame, 35)
    assert fame.legal_moves() == [f"fame {c}" for c in range(8)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_legal_move_and_chance_outcome_has_one_id(players):
    seen = Counter()
    for s in random_positions(players, 2, seed=players, variants=VARIANT_SETS[players - 2]):
        if s.is_terminal():
            continue
        if s.is_chance():
            for outcome, p in s.chance_outcomes():
                assert gla.chance_name(gla.chance_id(outcome)) == outcome
                assert 0 <= gla.chance_id(outcome) < gla.NUM_CHANCE and p > 0
            seen["chance"] += 1
            continue
        seat = s.current_player()
        moves = s.legal_moves(seat)
        actions = SPEC.legal_actions(s, seat)
        assert actions == sorted(set(actions)) and len(actions) == len(moves)
        assert [SPEC.action_to_move(s, seat, a) for a in actions] == sorted(
            moves, key=SPEC.move_to_action)
        seen["decision"] += 1
    assert seen["chance"] > 50 and seen["decision"] > 200


def test_bag_composition_is_the_rules_pool():
    # The rules: 14/14/12 investors/VIPs/collectors for 4 players, 12/12/10 for 3, 10/10/8
    # for 2, minus the 4 collectors set on the red artists.
    assert gsu.bag_composition(4) == {"investor": 14, "vip": 14, "collector": 8}
    assert gsu.bag_composition(3) == {"investor": 12, "vip": 12, "collector": 6}
    assert gsu.bag_composition(2) == {"investor": 10, "vip": 10, "collector": 4}


def test_setup_steps_have_the_rules_probabilities():
    config = SPEC.config(3)
    prefix: list[int] = []
    kinds = Counter()
    rng = random.Random(1)
    while not SPEC.setup_done(config, prefix):
        outcomes = SPEC.setup_outcomes(config, prefix)
        step = gsu.walk(3, prefix).step
        kinds[step[0]] += 1
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
        probs = dict(outcomes)
        if step[0] == "start_player":
            assert probs == pytest.approx({gla.SEAT_ID + p: 1 / 3 for p in range(3)})
        if step[0] == "set_aside":  # 8 works per form, the 0x tile twice
            f = gla.FORMS.index(step[1]) * 7
            assert probs[gla.WORK_ID + f] == pytest.approx(2 / 8)
            assert probs[gla.WORK_ID + f + 6] == pytest.approx(1 / 8)
        if step[0] == "discovery" and kinds["discovery"] == 1:  # 10 tiles, 2 of each kind
            assert probs == pytest.approx({gla.DISCOVERY_ID + i: 0.2 for i in range(5)})
        if step[0] == "draw" and kinds["draw"] == 1:  # the bag: 12 / 12 / 6
            assert probs == pytest.approx({0: 12 / 30, 1: 12 / 30, 2: 6 / 30})
        if step[0] == "reputation" and kinds["reputation"] == 1:
            assert probs == pytest.approx({gla.TILE_ID + t: 1 / 20 for t in range(20)})
        action = rng.choices(*zip(*outcomes))[0]
        name = SPEC.setup_outcome_name(config, prefix, action)
        assert name.startswith("setup ")
        prefix.append(action)
    # 1 start player, 8 artist tiles, the discovered artist, 7 discovery tiles, 2 works per
    # form, 2 easels, 4 + 3 draws plus one per ticket on the 4 tops, 4 contracts, 12 + 4
    # reputation tiles, 3 curators and 3 dealers.
    assert dict(kinds) == {"start_player": 1, "artist": 8, "discovered": 1, "discovery": 7,
                           "set_aside": 4, "top": 4, "easel": 2,
                           "draw": kinds["draw"], "contract": 4, "reputation": 16,
                           "curator": 3, "dealer": 3}
    assert 4 + 3 + 4 <= kinds["draw"] <= 4 + 3 + 8
    assert not SPEC.setup_outcome_possible(config, prefix, 0)
    core = SPEC.core_from_setup(config, prefix)
    assert core.phase() == "placement"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_read_off_a_seeded_core_rebuilds_it_for_every_seat(players):
    config = SPEC.config(players)
    for seed in range(4):
        core = SPEC.new_core(config, seed)
        setup = SPEC.setup_of(core)
        assert SPEC.setup_done(config, setup)
        rebuilt = SPEC.core_from_setup(config, setup)
        for seat in range(players):
            assert rebuilt.observation_string(seat) == core.observation_string(seat)


def test_objective_cards_are_seen_only_by_their_seat():
    table = Table.seeded(SPEC, SPEC.config(3), seed=9)
    raw = json.loads(table.core.to_json())
    for seat in range(3):
        info = table.info_state_string(seat)
        own = [ln for ln in info.splitlines() if " seat " in ln and " card " in ln]
        assert own == [f"setup curator seat {seat} card {raw['curator'][seat] + 1}",
                       f"setup dealer seat {seat} card {raw['dealer'][seat] + 1}"]
        assert "setup start_player" in info and info.count("setup draw ") >= 11


def test_observation_tensor_is_within_bounds_and_does_not_peek():
    high = SPEC.tensor_high(False)
    rng = random.Random(3)
    checked = 0
    for s in random_positions(4, 1, seed=11):
        if rng.random() > 0.05:
            continue
        for seat in range(4):
            out = np.zeros(SPEC.tensor_size(False), np.float32)
            SPEC.fill_observation(s, seat, out)
            assert (out >= 0).all() and (out <= high).all()
            # What the seat cannot see (others' objective cards, the bag, deck and stack
            # orders) resampled: the same tensor.
            twin = np.zeros_like(out)
            SPEC.fill_observation(s.determinize(seat, rng.getrandbits(32)), seat, twin)
            assert (twin == out).all()
            if not s.is_terminal():  # only its own objective cards
                raw = json.loads(s.to_json())
                for p in range(4):
                    at = gte._OFF["seats"] + p * gte.SEAT_SIZE + gte._SEAT_OFF["curator"]
                    expected = np.zeros(4)
                    if p == seat:
                        expected[raw["curator"][p]] = 1
                    assert (out[at:at + 4] == expected).all()
        checked += 1
    assert checked >= 10


def test_a_celebrity_is_encoded_as_six_stars_within_bounds():
    """An artist at the top of the fame track is a celebrity: star level 6 in the core's
    observation (0..5 are the printed stars), so the stars piece must allow 6 (random play
    reaches it rarely; PettingZoo's api_test once did)."""
    s = gl.new_game(players=2, seed=5)
    while s.is_chance():
        s.apply(s.chance_outcome())
    artist = next(a for a, v in s.observation(0)["artists"].items() if v["discovered"])
    raw = json.loads(s.to_json())
    raw["fame"][gla.ARTIST_INDEX[artist]] = 19  # the rules' highest fame
    celeb = gl.State.from_json(json.dumps(raw))
    assert celeb.observation(0)["artists"][artist]["stars"] == 6
    out = np.zeros(SPEC.tensor_size(False), np.float32)
    SPEC.fill_observation(celeb, 0, out)
    assert out[gte._OFF["artist_stars"] + gla.ARTIST_INDEX[artist]] == 6
    assert (out >= 0).all() and (out <= SPEC.tensor_high(False)).all()
