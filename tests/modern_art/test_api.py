"""Python API of the Modern Art core: errors change nothing, JSON, explicit decks,
force_hand / apply_observed."""

from __future__ import annotations

import copy
import json
import pickle
import random
import re
from collections import Counter

import pytest
from galleria_ai import modern_art as ma


def deck_with_hands(hands: list[list[str]], players: int, pile: int = 0) -> list[str]:
    """A 70-card deal order giving seat i exactly hands[i] in season 1 (rest shuffled in)."""
    rest = Counter(ma.all_cards())
    order: list[str] = []
    for hand in hands:
        order += hand
        rest.subtract(hand)
    assert all(v >= 0 for v in rest.values())
    order += sorted(rest.elements())
    assert len(order) == 70
    return order


def with_cards(hand: list[str], extra: list[str], drop: str) -> list[str]:
    """`hand` with every `drop` card removed, cut to size, plus `extra`."""
    rest = [c for c in hand if c != drop]
    return extra + rest[: len(hand) - len(extra)]


def test_api_names_exist() -> None:
    s = ma.new_game(players=4, seed=1)
    for name in [
        "num_players",
        "season",
        "is_terminal",
        "to_move",
        "current_player",
        "legal_moves",
        "apply",
        "money",
        "winners",
        "ranking",
        "returns",
        "scoring",
        "observation",
        "observation_string",
        "determinize",
        "clone",
        "to_json",
        "from_json",
        "hand",
        "force_hand",
        "apply_observed",
        "phase",
        "hand_sizes",
        "vpile_size",
    ]:
        assert hasattr(s, name), name
    assert s.num_players == 4 and s.season == 0 and not s.is_terminal()
    assert s.to_move() == [0] and s.current_player() == 0
    assert s.money() == [100] * 4
    assert s.hand_sizes() == [9] * 4


def test_bad_configs_raise() -> None:
    with pytest.raises(ValueError, match="players"):
        ma.new_game(players=2)
    with pytest.raises(ValueError, match="players"):
        ma.new_game(players=6)
    with pytest.raises(ValueError, match="3 players"):
        ma.new_game(players=4, virtual="turn")
    with pytest.raises(ValueError, match="virtual"):
        ma.new_game(players=3, virtual="sometimes")


def test_seed_reproducible() -> None:
    assert ma.new_game(4, seed=5) == ma.new_game(4, seed=5)
    assert ma.new_game(4, seed=5) != ma.new_game(4, seed=6)


def test_errors_leave_state_unchanged() -> None:
    s = ma.new_game(4, seed=3)
    hand0 = s.hand(0)
    missing = next(c for c in ma.all_cards() if c not in hand0)
    bad = [
        ("pass", None, "phase is 'play'"),
        ("bid 5", None, "phase is 'play'"),
        (f"play {missing}", None, "has no"),
        ("play XX-open", None, "unknown artist"),
        ("play KR-blind", None, "unknown auction type"),
        ("hello", None, "unknown move"),
        ("", None, "empty"),
        (f"play {hand0[0]}", 1, "not your turn"),
        (f"play {hand0[0]}", 7, "no seat 7"),
    ]
    for move, seat, message in bad:
        before = s.to_json()
        with pytest.raises(ValueError, match=message):
            s.apply(move, seat)
        assert s.to_json() == before, move
    # Now an open auction: bidding errors.
    opener = next((c for c in hand0 if c.endswith("-open")), None)
    if opener is None:
        s.force_hand(0, [c for c in hand0[:-1]] + ["KR-open"])
        opener = "KR-open"
    s.apply(f"play {opener}")
    assert s.phase() == "open" and s.to_move() == [1]
    s.apply("bid 10")
    for move, seat, message in [
        ("bid 101", None, "bid above money"),
        ("bid 10", None, "exceed the high bid 10"),
        ("bid 0", None, "at least 1"),
        ("bid -3", None, "not a whole number"),
        ("bid 012", None, "leading zeros"),
        ("accept", None, "phase is 'open'"),
        ("pass", 0, "not your turn"),
    ]:
        before = s.to_json()
        with pytest.raises(ValueError, match=message):
            s.apply(move, seat)
        assert s.to_json() == before, move


def test_game_over_rejects_moves() -> None:
    s = ma.new_game(3, seed=2)
    while not s.is_terminal():
        s.apply(s.random_move(seed=len(s.to_json())), s.current_player())
    before = s.to_json()
    with pytest.raises(ValueError, match="game is over"):
        s.apply("pass")
    with pytest.raises(ValueError, match="game is over"):
        s.apply("pass", 0)
    assert s.to_json() == before


def test_json_round_trip_and_copies() -> None:
    s = ma.new_game(5, seed=9)
    for _ in range(30):
        s.apply(s.random_move(seed=len(s.legal_moves())), s.current_player())
    text = s.to_json()
    data = json.loads(text)
    assert data["players"] == 5
    t = ma.State.from_json(text)
    assert t == s and t.to_json() == text
    assert copy.copy(s) == s and copy.deepcopy(s) == s and s.clone() == s
    assert pickle.loads(pickle.dumps(s)) == s
    c = s.clone()
    c.apply(c.legal_moves()[0], c.current_player())
    assert c != s


def test_from_json_rejects_bad_text() -> None:
    s = ma.new_game(4, seed=1)
    data = json.loads(s.to_json())
    with pytest.raises(ValueError, match="expected"):
        ma.State.from_json("{")
    with pytest.raises(ValueError):
        ma.State.from_json("not json")
    broken = dict(data)
    broken["money"] = [150, 100, 100, 100, 0]
    with pytest.raises(ValueError, match="money not conserved"):
        ma.State.from_json(json.dumps(broken))
    missing = dict(data)
    del missing["hand"]
    with pytest.raises(ValueError, match="missing field 'hand'"):
        ma.State.from_json(json.dumps(missing))
    extra = dict(data)
    extra["colour"] = 3
    with pytest.raises(ValueError, match="unknown field"):
        ma.State.from_json(json.dumps(extra))
    cards = dict(data)
    hand = [row[:] for row in [data["hand"][i * 25 : (i + 1) * 25] for i in range(5)]]
    hand[0][0] += 1
    cards["hand"] = [v for row in hand for v in row]
    with pytest.raises(ValueError):
        ma.State.from_json(json.dumps(cards))


def test_from_json_reads_nested_arrays_and_names_what_is_wrong() -> None:
    s = ma.new_game(4, seed=3)
    data = json.loads(s.to_json())
    # hand is 5 seats x 25 kinds written flat; the same values as rows read back the same.
    nested = dict(data)
    nested["hand"] = [data["hand"][i * 25 : (i + 1) * 25] for i in range(5)]
    assert ma.State.from_json(json.dumps(nested)) == s
    for field, value, message in (
        ("money", [100, 100, 100], "field 'money' needs 5 values (got 3)"),
        ("deck_pos", 256, "value out of range in 'deck_pos'"),
        ("money", [100, 100, 100, 100, -(2**31) - 1], "value out of range in 'money'"),
        ("format", "galleria-gallerist-state-2", "expected galleria-modern-art-state-1"),
        ("season", 1.5, "expected '}'"),  # a fraction is not a whole number
        ("season", "1", "expected a whole number"),
    ):
        bad = dict(data)
        bad[field] = value
        with pytest.raises(ValueError, match=re.escape(message)):
            ma.State.from_json(json.dumps(bad))
    with pytest.raises(ValueError, match="nested too deeply"):
        ma.State.from_json(json.dumps({**data, "hand": [[[[[0]]]]]}))


def test_explicit_deck_validation() -> None:
    cards = ma.all_cards()
    assert len(cards) == 70 and Counter(c.split("-")[0] for c in cards) == {
        "LM": 12,
        "YO": 13,
        "CP": 14,
        "KG": 15,
        "KR": 16,
    }
    with pytest.raises(ValueError, match="70"):
        ma.new_game(4, deck=cards[:69])
    wrong = cards[:-1] + ["LM-open"]
    with pytest.raises(ValueError, match="exactly the 70 cards"):
        ma.new_game(4, deck=wrong)
    with pytest.raises(ValueError, match="unknown artist"):
        ma.new_game(4, deck=cards[:-1] + ["ZZ-open"])


def test_explicit_deck_deals_in_seat_order() -> None:
    cards = ma.all_cards()  # kind order
    s = ma.new_game(4, deck=cards)
    for seat in range(4):
        assert s.hand(seat) == sorted(cards[9 * seat : 9 * seat + 9], key=cards.index)
    # 3 players with the virtual pile: dealt as 4 hands of 9, the 4th to the pile.
    v = ma.new_game(3, deck=cards, virtual="winner")
    assert v.hand_sizes() == [9, 9, 9] and v.vpile_size() == 9
    # 3 players: 10 each; 5 players: 8 each.
    assert ma.new_game(3, deck=cards).hand_sizes() == [10, 10, 10]
    assert ma.new_game(5, deck=cards).hand_sizes() == [8] * 5


def test_virtual_reveal_order_is_deal_order() -> None:
    # Seat hands arbitrary; the pile gets deck[27:36]; the first revealed is deck[27].
    deck = deck_with_hands([["LM-open"] * 3 + ["YO-open"] * 3 + ["CP-open"] * 3], 3)
    s = ma.new_game(3, deck=deck, virtual="turn")
    top = deck[27]
    # Seat 0 plays, everyone passes, then seat 1 and seat 2 play; then the virtual turn.
    while s.phase() != "reveal":
        s.apply(s.legal_moves()[-1] if s.phase() != "play" else s.legal_moves()[0])
    assert s.to_move() == [2]
    seen_before = s.observation(0)["seen"].get(top, 0)
    s.apply("reveal")
    assert s.observation(0)["seen"].get(top, 0) == seen_before + 1
    assert s.vpile_size() == 8


def test_force_hand() -> None:
    s = ma.new_game(4, seed=4)
    pub = {k: v for k, v in s.observation(1).items() if k != "hand"}
    want = sorted(s.hand(1)[:4] + s.hand(2)[:5], key=ma.all_cards().index)
    s.force_hand(0, want)
    assert s.hand(0) == want
    assert {k: v for k, v in s.observation(1).items() if k != "hand"} == pub
    assert s.hand_sizes() == [9] * 4
    assert ma.State.from_json(s.to_json()) == s
    before = s.to_json()
    with pytest.raises(ValueError, match="holds 9 cards"):
        s.force_hand(0, want[:8])
    with pytest.raises(ValueError, match="too many LM-sealed"):
        s.force_hand(0, ["LM-sealed"] * 3 + want[3:])
    with pytest.raises(ValueError, match="unknown artist"):
        s.force_hand(0, ["QQ-open"] + want[1:])
    assert s.to_json() == before


def test_force_hand_keeps_the_hands_of_kept_seats() -> None:
    s = ma.new_game(4, seed=4)
    hand1 = s.hand(1)
    # Seat 0 asks for cards only seat 1 holds: with seat 1 kept, they must come from
    # elsewhere, and where no other copy is unseen the call fails and changes nothing.
    only_in_1 = [c for c in hand1 if c not in s.hand(2) + s.hand(3) + s.hand(0)]
    want = sorted(s.hand(2)[:4] + s.hand(3)[:5], key=ma.all_cards().index)
    s.force_hand(0, want, keep=[1])
    assert s.hand(0) == want and s.hand(1) == hand1
    for card in only_in_1:
        trial = s.clone()
        try:
            trial.force_hand(0, [card] + s.hand(0)[1:], keep=[1])
        except ValueError as exc:
            assert "no unseen" in str(exc) and trial == s
        else:
            assert trial.hand(1) == hand1
    with pytest.raises(ValueError):
        s.force_hand(0, want, keep=[7])


def test_force_hand_impossible_when_cards_are_public() -> None:
    s = ma.new_game(4, seed=4)
    # Play both LM-sealed cards face up (force them into seat 0's hand first).
    s.force_hand(0, with_cards(s.hand(0), ["LM-sealed"] * 2, "LM-sealed"))
    s.apply("play LM-sealed")
    for seat in range(4):
        s.apply("pass", seat)
    before = s.to_json()
    with pytest.raises(ValueError, match="no unseen LM-sealed"):
        s.force_hand(2, ["LM-sealed", "LM-sealed"] + s.hand(2)[2:])
    assert s.to_json() == before


def test_apply_observed_swaps_unseen_cards() -> None:
    s = ma.new_game(4, seed=8)
    observer = 1
    mine = s.hand(observer)
    # A card seat 0 does not hold in this belief state but which is unseen by the observer.
    target = next(
        c
        for c in ma.all_cards()
        if c not in s.hand(0) and c not in mine and not c.endswith("double")
    )
    s.apply_observed(observer, 0, f"play {target}")
    assert s.hand(observer) == mine
    assert s.hand_sizes() == [8, 9, 9, 9]
    assert s.observation(2)["seen"] == {target: 1}
    assert ma.State.from_json(s.to_json()) == s
    # The observer itself cannot play what it does not hold.
    t = ma.new_game(4, seed=8)
    before = t.to_json()
    not_mine = next(c for c in ma.all_cards() if c not in t.hand(0))
    with pytest.raises(ValueError, match="has no"):
        t.apply_observed(0, 0, f"play {not_mine}")
    with pytest.raises(ValueError, match="not your turn"):
        t.apply_observed(0, 2, "play KR-open")
    assert t.to_json() == before


def test_apply_observed_rejects_exhausted_kind() -> None:
    s = ma.new_game(4, seed=8)
    observer = 1
    s.force_hand(observer, with_cards(s.hand(observer), ["LM-sealed"] * 2, "LM-sealed"))
    assert s.hand(observer).count("LM-sealed") == 2
    before = s.to_json()
    with pytest.raises(ValueError, match="no unseen LM-sealed"):
        s.apply_observed(observer, 0, "play LM-sealed")
    assert s.to_json() == before


def test_apply_observed_known_reveal() -> None:
    s = ma.new_game(3, seed=5, virtual="winner")
    # Seat 0 plays; everyone passes: seat 0 takes it free and may reveal.
    s.apply(
        f"play {next(c for c in s.hand(0) if c.endswith('-open'))}"
        if any(c.endswith("-open") for c in s.hand(0))
        else f"play {s.hand(0)[0]}"
    )
    while s.phase() != "reveal":
        moves = s.legal_moves()
        pick = next((m for m in moves if m in ("pass", "noadd", "decline")), None)
        if pick is None:  # fixed price: announce the lowest
            pick = moves[0]
        s.apply(pick)
    observer = s.current_player()
    unseen = next(
        c
        for c in ma.all_cards()
        if c not in s.hand(observer) and s.observation(observer)["seen"].get(c, 0) == 0
    )
    t = s.clone()
    t.apply_observed(observer, observer, f"reveal {unseen}")
    assert t.observation(observer)["seen"].get(unseen) == 1
    assert t.vpile_size() == s.vpile_size() - 1
    assert ma.State.from_json(t.to_json()) == t
    before = s.to_json()
    with pytest.raises(ValueError, match="unknown artist"):
        s.apply_observed(observer, observer, "reveal XX-open")
    mine = s.hand(observer)[0]
    if s.hand(observer).count(mine) == ma.all_cards().count(mine):
        with pytest.raises(ValueError, match="no unseen"):
            s.apply_observed(observer, observer, f"reveal {mine}")
    assert s.to_json() == before


def test_scoring_record_shape() -> None:
    s = ma.new_game(4, seed=21)
    while not s.is_terminal():
        s.apply(s.random_move(seed=len(s.to_json()) + s.season), s.current_player())
    records = s.scoring()
    assert len(records) in (3, 4)
    board = s.value_board()
    for r in records:
        assert set(r) == {"season", "counts", "ranked", "values", "earnings"}
        counts = r["counts"]
        ranked = r["ranked"]
        assert len(ranked) <= 3
        order = sorted(
            (a for a in counts if counts[a] > 0), key=lambda a: (-counts[a], ma.ARTISTS.index(a))
        )
        assert ranked == order[:3]
        for a in ma.ARTISTS:
            expected = sum(board[t][ma.ARTISTS.index(a)] for t in range(r["season"] + 1))
            assert r["values"][a] == (expected if a in ranked else 0)
        assert len(r["earnings"]) == 4
    assert s.ranking()[0] in s.winners()
    assert s.returns()[s.winners()[0]] == pytest.approx(1 / len(s.winners()))


def test_from_json_survives_mutations() -> None:
    """Corrupted JSON either raises ValueError or yields a state the API can still use."""
    rng = random.Random(5)
    bases = []
    for seed in range(6):
        s = ma.new_game(3 + seed % 3, seed=seed, virtual="winner" if seed == 3 else None)
        for _ in range(rng.randrange(10, 120)):
            if s.is_terminal():
                break
            s.apply(s.random_move(seed=rng.getrandbits(32)), s.current_player())
        bases.append(json.loads(s.to_json()))
    accepted = 0
    for _ in range(3000):
        data = json.loads(json.dumps(rng.choice(bases)))
        key = rng.choice([k for k in data if k != "format"])
        value = rng.choice([0, 1, 2, 3, 4, 5, 9, 24, 25, 70, 127, 200, 255, -1, 100000])
        if isinstance(data[key], list):
            data[key][rng.randrange(len(data[key]))] = value
        else:
            data[key] = value
        try:
            s = ma.State.from_json(json.dumps(data))
        except ValueError:
            continue
        accepted += 1
        for seat in range(s.num_players):
            s.observation(seat)
            s.observation_string(seat)
            s.determinize(seat, 1)
        for seat in s.to_move():
            moves = s.legal_moves(seat)
            if moves:
                s.clone().apply(moves[0], seat)
                s.clone().apply(s.random_move(seat, 3), seat)
        s.scoring()
    assert accepted > 0


def test_selfplay_cli_plays_a_full_game() -> None:
    from click.testing import CliRunner
    from galleria_ai.cli.selfplay import main

    runner = CliRunner()
    result = runner.invoke(main, ["--players", "4", "--seed", "1"])
    assert result.exit_code == 0, result.output
    assert "season 1 scoring" in result.output
    assert "winner" in result.output or "shared win" in result.output
    again = runner.invoke(main, ["--players", "4", "--seed", "1"])
    assert again.output == result.output
    virtual = runner.invoke(main, ["--players", "3", "--seed", "2", "--variant", "double=all_to_second",
                                  "--variant", "virtual=turn"])
    assert virtual.exit_code == 0, virtual.output
    bad = runner.invoke(main, ["--players", "4", "--variant", "virtual=turn"])
    assert bad.exit_code != 0 and "3 players" in bad.output
    unknown = runner.invoke(main, ["--variant", "double=sideways"])
    assert unknown.exit_code != 0 and "unknown variant" in unknown.output
