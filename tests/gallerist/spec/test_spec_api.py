"""The documented Python face (docstring of ``galleria_ai.games.gallerist.rules`` and the
notation's turn machine), checked over whole random games."""

from __future__ import annotations

import random

import pytest
from gl_spec import ARTISTS, CONTRACTS, FORMS, KINDS, LOCS, WORK_MIX, gl, placed

PHASES = {"placement", "turn", "tickets", "action", "after", "kickout", "cash", "fame", "boost",
          "ticket-colour", "booth", "visitor", "space", "send", "half", "contract", "take",
          "easel", "chance", "gameover"}
# Which move words each phase may offer (protocol/notation.md, table "Moves").
WORDS = {
    "placement": {"place"},
    "turn": {"go", "ticket", "contract"},
    "tickets": {"ticket", "done"},
    "action": {"discover", "buy", "reveal", "take", "sell", "hire", "promote", "reputation",
               "auction"},
    "after": {"ticket", "contract", "end"},
    "kickout": {"pass", "ticket", "contract", "discover", "buy", "reveal", "take", "sell", "hire",
                "promote", "reputation", "auction"},
    "cash": {"cash"}, "fame": {"fame"}, "boost": {"boost"}, "ticket-colour": {"tickets"},
    "booth": {"discard"}, "visitor": {"visitor"}, "space": {"space"}, "send": {"send"},
    "half": {"half"}, "contract": {"reveal", "take"}, "take": {"take", "notake"},
    "easel": {"easel"},
}


def test_vocabularies():
    assert tuple(gl.FORMS) == FORMS
    assert tuple(gl.ARTISTS) == ARTISTS
    assert tuple(gl.VISITORS) == KINDS
    assert tuple(gl.LOCATIONS) == LOCS
    assert sorted(gl.CONTRACTS) == sorted(CONTRACTS)
    assert sorted(gl.WORK_CODES) == sorted(WORK_MIX)
    assert gl.VARIANTS == {"intermediate_scoring": ("on", "off"), "contract_take": ("any", "top"),
                           "two_player_middle": ("closed", "auction_open"),
                           "easel_value": ("discovered", "any_artist")}
    assert gl.game_options({}) == {"intermediate_scoring": "on", "contract_take": "any",
                                   "two_player_middle": "closed", "easel_value": "discovered"}
    assert gl.parse_variants(["easel_value=any_artist"]) == {"easel_value": "any_artist"}


def test_fresh_state_accessors():
    s = gl.new_game(players=3, seed=2)
    assert s.num_players == 3
    assert s.phase() == "placement" and not s.is_chance() and not s.is_terminal()
    assert len(s.to_move()) == 1 and s.current_player() == s.to_move()[0]
    assert s.round() == 0 and not s.final_round()
    assert s.money() == [10, 10, 10] and s.influence() == [10, 10, 10]
    assert s.tickets() == [{k: 0 for k in KINDS}] * 3
    assert s.scoring() == {"intermediate": None, "final": None}
    assert s.chance_outcomes() == [] and s.clone() == s


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (2, 4), (4, 5)])
def test_random_games_follow_the_turn_machine(players, seed):
    variants = [f"{k}={random.Random(seed * 7 + i).choice(v)}"
                for i, (k, v) in enumerate(gl.VARIANTS.items())]
    s = gl.new_game(players=players, seed=seed,
                    **gl.game_options(gl.parse_variants(variants)))
    rng = random.Random(seed)
    for step in range(30000):
        ph = s.phase()
        assert ph in PHASES
        if s.is_terminal():
            assert ph == "gameover" and s.to_move() == [] and s.current_player() == -1
            break
        if s.is_chance():
            assert ph == "chance" and s.to_move() == [] and s.legal_moves() == []
            outs = s.chance_outcomes()
            assert outs and abs(sum(p for _o, p in outs) - 1) < 1e-9
            assert s.chance_outcome() in {o for o, _p in outs}
            for o, _p in outs:
                assert gl.canonical_move(o) == o and o.split()[0] in ("draw", "deal", "expose")
            o = outs[rng.randrange(len(outs))][0] if step % 3 == 0 else s.chance_outcome()
            s.apply(o)
            continue
        (seat,) = s.to_move()
        moves = s.legal_moves()
        assert moves, (ph, seat)
        assert len(set(moves)) == len(moves)
        for m in moves:
            assert m.split()[0] in WORDS[ph], (ph, m)
        for other in range(players):
            if other != seat:
                assert s.legal_moves(other) == []
        m = moves[rng.randrange(len(moves))]
        assert gl.canonical_move(m) == m and s.is_legal(m, seat)
        s.apply(m, seat)
    else:
        raise AssertionError("game did not end")
    f = s.scoring()["final"]
    assert f["total"] == s.money()
    assert sorted(s.ranking()) == list(range(players))
    assert set(s.winners()) <= set(range(players)) and s.winners()
    assert s.ranking()[0] in s.winners()
    w = s.returns()
    assert abs(sum(w) - 1) < 1e-9
    assert all(abs(w[p] - (1 / len(s.winners()) if p in s.winners() else 0)) < 1e-9
               for p in range(players))
    money = s.money()
    mean = sum(money) / players
    spread = max(1.0, max(abs(x - mean) for x in money))
    assert s.margins() == pytest.approx([(x - mean) / spread for x in money])
    assert s.round() <= 51


def test_random_move_is_legal_and_reproducible():
    s = placed(3)
    assert s.random_move(seed=5) == s.random_move(seed=5)
    assert s.random_move(seed=5) in s.legal_moves()
    assert {s.random_move(seed=k) for k in range(30)} > {s.random_move(seed=0)}


def test_move_codes_same_in_every_determinization():
    s = placed(3)
    for m in s.legal_moves():
        code = gl.move_code(m)
        for seed in range(3):
            d = s.determinize(1, seed)
            assert m in d.legal_moves()
            assert gl.move_code(m) == code
