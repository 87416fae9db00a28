"""Bad input: malformed or illegal moves, wrong seats, bad setups and bad JSON.

Every failure is a ValueError with a message, and the state is left exactly as it was.
"""

from __future__ import annotations

import json

import pytest
from gl_spec import (
    DEFAULT_CONTRACTS,
    DEFAULT_DISCOVERY,
    DEFAULT_WORKS,
    FORMS,
    bag,
    default_setup,
    do,
    gl,
    make_bag,
    placed,
    raw,
    rejected,
)


# ---- player counts and options -----------------------------------------------------------
@pytest.mark.parametrize("players", [0, 1, 5, -2])
def test_bad_player_count(players):
    with pytest.raises(ValueError):
        gl.new_game(players=players, seed=0)


@pytest.mark.parametrize("key,value", [("intermediate_scoring", "maybe"),
                                       ("contract_take", "all"),
                                       ("two_player_middle", "open"),
                                       ("easel_value", "")])
def test_bad_option_values(key, value):
    with pytest.raises(ValueError):
        gl.new_game(players=2, seed=0, **{key: value})


def test_options_are_reported_and_defaults_are_the_first_values():
    s = gl.new_game(players=2, seed=0)
    assert s.options() == {"intermediate_scoring": "on", "contract_take": "any",
                           "two_player_middle": "closed", "easel_value": "discovered"}
    t = gl.new_game(players=2, seed=0, intermediate_scoring="off", contract_take="top",
                    two_player_middle="auction_open", easel_value="any_artist")
    assert t.options() == {"intermediate_scoring": "off", "contract_take": "top",
                           "two_player_middle": "auction_open", "easel_value": "any_artist"}
    with pytest.raises(ValueError):
        gl.parse_variant("easel_value=everything")
    with pytest.raises(ValueError):
        gl.parse_variants(["contract_take=top", "contract_take=any"])


# ---- explicit setups ---------------------------------------------------------------------
def _bad_setups():
    four = [f for f in FORMS]
    bad_mix = {f: list(DEFAULT_WORKS) for f in FORMS}
    bad_mix["digital"] = ["0x", "0x", "0x", "0v", "1xx", "1v+ic", "1i+vc", "2xx"]
    short_works = {f: list(DEFAULT_WORKS) for f in FORMS}
    short_works["photo"] = DEFAULT_WORKS[:7]
    unknown_code = {f: list(DEFAULT_WORKS) for f in FORMS}
    unknown_code["painting"] = ["3xx"] + DEFAULT_WORKS[1:]
    disc_three_f = dict(DEFAULT_DISCOVERY, **{"photo-red": "F", "sculpture-blue": "F",
                                               "sculpture-red": "F"})
    disc_missing = {k: v for k, v in DEFAULT_DISCOVERY.items() if k != "painting-red"}
    disc_on_face_up = dict(DEFAULT_DISCOVERY)
    del disc_on_face_up["painting-red"]
    disc_on_face_up["photo-blue"] = "MB"
    bag_extra = make_bag(2) + ["investor"]
    bag_short = make_bag(2)[:-1]
    bag_word = ["tourist"] + make_bag(2)[1:]
    return {
        "start player out of range": {"start_player": 2},
        "start player negative": {"start_player": -1},
        "start fame not printed": {"artists": {"photo-blue": 2}},
        "unknown artist": {"artists": {"photo-green": 1}},
        "red artist face up": {"discovered": "photo-red"},
        "unknown discovered": {"discovered": "cinema-blue"},
        "three F discovery tiles": {"discovery": disc_three_f},
        "discovery key missing": {"discovery": disc_missing},
        "discovery on the face-up artist": {"discovery": disc_on_face_up},
        "unknown discovery code": {"discovery": dict(DEFAULT_DISCOVERY, **{"photo-red": "XX"})},
        "wrong work mix": {"works": bad_mix},
        "seven works": {"works": short_works},
        "unknown work code": {"works": unknown_code},
        "two easels with two players": {"easels": four[:2]},
        "easel form unknown": {"easels": ["cinema"]},
        "same form on two easels": {"easels": ["photo", "photo", "digital"], "_players": 4},
        "bag with an extra visitor": {"bag": bag_extra},
        "bag one short": {"bag": bag_short},
        "bag unknown kind": {"bag": bag_word},
        "19 contracts": {"contracts": DEFAULT_CONTRACTS[:19]},
        "duplicate contract": {"contracts": DEFAULT_CONTRACTS[:19] + DEFAULT_CONTRACTS[:1]},
        "unknown contract": {"contracts": DEFAULT_CONTRACTS[:19] + ["photo-XX"]},
        "19 reputation tiles": {"reputation": list(range(1, 20))},
        "duplicate reputation tile": {"reputation": list(range(1, 20)) + [1]},
        "reputation tile 21": {"reputation": list(range(2, 22))},
        "reputation tile 0": {"reputation": list(range(20))},
        "same curator twice": {"curators": [1, 1]},
        "curator 5": {"curators": [1, 5]},
        "curators of three seats with two players": {"curators": [1, 2, 3]},
        "dealer 0": {"dealers": [0, 1]},
        "unknown key": {"colour": "blue"},
        "wrong type": {"start_player": "zero"},
    }


BAD_SETUPS = _bad_setups()


@pytest.mark.parametrize("name", sorted(BAD_SETUPS))
def test_bad_explicit_setup_is_refused_with_a_message(name):
    spec = dict(BAD_SETUPS[name])
    players = spec.pop("_players", 2)
    setup = default_setup(players)
    setup.update(spec)
    with pytest.raises(ValueError) as info:
        gl.new_game(players=players, seed=0, setup=setup)
    assert str(info.value).strip()


def test_partial_setup_takes_the_rest_from_the_seed():
    a = gl.new_game(players=3, seed=9, setup={"start_player": 2})
    b = gl.new_game(players=3, seed=9, setup={"start_player": 2})
    assert a == b and a.start_player() == 2


# ---- malformed and illegal moves ---------------------------------------------------------
MALFORMED = ["", "   ", "go", "go pub", "Go colony", "GO COLONY", "go colony leave",
             "go colony leave attic", "hire", "hire x", "hire 01", "hire -1", "hire +1",
             "cash 1 2", "cash", "place colony now", "frobnicate", "go\tcolony\x00",
             "buy photo-green", "sell photo-blue 0", "sell photo-blue 4", "take photo-XX 1",
             "reputation centre photo desk", "auction left 2 desk", "tickets", "easel photo",
             "space XY", "half CB", "ticket vip lobby9x", "draw tourist", "deal photo-ZZ",
             "expose photo/9z", "fame -1", "é"]


@pytest.mark.parametrize("move", MALFORMED)
def test_malformed_move_is_rejected_and_changes_nothing(move):
    s = placed(2)
    rejected(s, move)


def test_canonical_move_tolerates_only_spacing():
    assert gl.canonical_move("  go   media  ") == "go media"
    assert gl.canonical_move("go media leave desk") == "go media leave desk"
    assert gl.canonical_move("tickets investor   collector") == "tickets investor collector"
    for bad in ("Go media", "go media,", "go-media", "hire 1.0"):
        with pytest.raises(ValueError):
            gl.canonical_move(bad)


def test_move_codes_identify_moves():
    assert gl.move_code("go media") == gl.move_code(" go  media ")
    codes = {gl.move_code(m) for m in ("go media", "go sales", "go media leave desk",
                                        "hire 1", "hire 2", "draw vip", "deal photo-C")}
    assert len(codes) == 7 and 0 not in codes
    with pytest.raises(ValueError):
        gl.move_code("go pub")


def test_illegal_moves_rejected_in_the_turn_phase():
    s = placed(2)  # seat 0 on the Sales Office
    assert s.phase() == "turn" and s.to_move() == [0]
    for move in ("go sales", "hire 1", "end", "pass", "done", "place colony", "cash 0",
                 "discover photo-red", "go colony leave kicked", "contract 1 desk",
                 "ticket vip plaza"):  # no ticket held, no contract owned
        rejected(s, move)


def test_wrong_seat_is_rejected_with_the_seat_named():
    s = placed(2)
    msg = rejected(s, "go colony", seat=1)
    assert "seat" in msg.lower()
    rejected(s, "go colony", seat=7)
    rejected(s, "go colony", seat=-3)
    assert s.legal_moves(1) == []
    assert not s.is_legal("go colony", 1)
    assert s.is_legal("go colony", 0) and s.is_legal("go colony")


def test_moves_during_a_chance_step_and_outcomes_outside_one():
    s = placed(2)
    rejected(s, "deal photo-IV")  # no chance step pending
    do(s, "go colony", "buy photo-blue", settle_end=False)
    assert s.is_chance() and s.to_move() == [] and s.current_player() == -1
    assert s.legal_moves() == [] and s.legal_moves(0) == []
    rejected(s, "cash 0")
    rejected(s, "cash 0", seat=0)
    (outcome, _p), *_ = s.chance_outcomes()
    rejected(s, outcome, seat=0)  # an outcome takes no seat
    rejected(s, "expose photo/2xx")  # the set-aside 2xx is not in the stack
    rejected(s, "draw collector")  # not a bag draw now
    s.apply(outcome)


def test_impossible_bag_outcome_is_rejected():
    # Drive to a bag draw: buying photo-blue exposes a new top (0x: one visitor drawn).
    head = ["collector"] * 4 + ["investor", "vip"] * 3  # every bag collector drawn at setup
    s = placed(2, bag=make_bag(2, head))
    assert bag(s)["collector"] == 0
    do(s, "go colony", "buy photo-blue", "expose photo/0x", "cash 0", "fame 0",
       settle_end=False)
    while not (s.is_chance() and s.chance_outcomes()[0][0].startswith("draw")):
        if s.is_chance():
            s.apply(s.chance_outcome())
        else:
            raise AssertionError(f"no draw step: {s.phase()}")
    kinds = {o.split()[1] for o, _ in s.chance_outcomes()}
    assert kinds == {"investor", "vip"}
    msg = rejected(s, "draw collector")
    assert "collector" in msg


def test_every_legal_move_is_canonical_and_legal():
    s = placed(3)
    for m in s.legal_moves():
        assert gl.canonical_move(m) == m
        assert s.is_legal(m)
        t = s.clone()
        t.apply(m)
    m = s.random_move(seed=3)
    assert m in s.legal_moves()


# ---- the state JSON -------------------------------------------------------------------
def test_json_round_trip_is_exact():
    s = placed(3)
    do(s, "go colony", "buy photo-blue", "cash 1", "fame 0")
    t = gl.State.from_json(s.to_json())
    assert t == s and t.to_json() == s.to_json()
    assert t.legal_moves() == s.legal_moves()


@pytest.mark.parametrize("text", ["", "{", "[]", "null", '{"format": "galleria-other-1"}',
                                  "not json at all"])
def test_malformed_json_is_refused(text):
    with pytest.raises(ValueError):
        gl.State.from_json(text)


def _json_variants(s):
    d = raw(s).d
    out = {}
    d1 = dict(d)
    d1.pop("money")
    out["missing field"] = d1
    d2 = dict(d, bogus=[1, 2])
    out["unknown field"] = d2
    r = raw(s)
    r.set("money", 0, r.get("money", 0) + 5)  # money without its ledger
    out["money ledger broken"] = r.d
    r = raw(s)
    r.set("plaza", 0, r.get("plaza", 0) + 1)  # a visitor out of nothing
    out["visitor created"] = r.d
    r = raw(s)
    r.set("booth", 1, r.get("booth", 1) + 1)  # a ticket out of nothing
    out["ticket created"] = r.d
    r = raw(s)
    r.set("free_tokens", 0, 3)  # a third signature token
    out["third token"] = r.d
    r = raw(s)
    r.set("desks", 0, r.get("desks", 0) + 1)  # an eleventh assistant
    out["assistant created"] = r.d
    return out


@pytest.mark.parametrize("name", ["missing field", "unknown field", "money ledger broken",
                                  "visitor created", "ticket created", "third token",
                                  "assistant created"])
def test_inconsistent_json_is_refused_naming_the_problem(name):
    s = placed(2)
    bad = _json_variants(s)[name]
    with pytest.raises(ValueError) as info:
        gl.State.from_json(json.dumps(bad))
    assert str(info.value).strip()


def test_failed_calls_leave_the_game_playable():
    s = placed(2)
    before = s.clone()
    for move in ("go pub", "hire 1", "go sales"):
        with pytest.raises(ValueError):
            s.apply(move)
    assert s == before
    do(s, "go media", "hire 1", "cash 0", "end")
    assert s.to_move() == [1]


@pytest.mark.parametrize("move,word", [("go pub", "pub"), ("hire x", "x"), ("Go colony", "Go"),
                                       ("tickets investor investor", "investor"),
                                       ("draw vip", "chance")])
def test_error_messages_name_the_problem(move, word):
    s = placed(2)
    assert word in rejected(s, move)


def test_out_of_range_seats_in_queries_are_errors_not_crashes():
    s = placed(2)
    for call in (lambda: s.observation(5), lambda: s.observation_string(-1),
                 lambda: s.determinize(2, 0), lambda: s.random_move(seat=1)):
        with pytest.raises(ValueError):
            call()
    assert s == placed(2)
