"""The referee with protocol engines in every seat, sealed-bid privacy and faults."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from galleria_ai import modern_art as ma
from galleria_ai.client import Engine, EngineFault
from galleria_ai.match import (
    BotPlayer,
    EnginePlayer,
    GameSpec,
    Limits,
    fallback_move,
    play_game,
)

FAKE = str(Path(__file__).with_name("fake_engine.py"))


class Spy:
    """Wraps a seat controller and logs every referee call in a shared list."""

    def __init__(self, inner, calls: list) -> None:
        self.inner, self.calls = inner, calls
        self.name = inner.name

    def __getattr__(self, item):
        attr = getattr(self.inner, item)
        if not callable(attr):
            return attr

        def call(*args):
            if item == "choose":
                view = args[0]
                self.calls.append((self.inner.seat, "choose", view.phase(),
                                   json.loads(view.to_json())["submitted"]))
                # before every decision the engine's view equals the truth of its seat
                seat = self.inner.seat
                assert self.inner.engine.show(seat) == view.observation_string(seat)
            else:
                self.calls.append((getattr(self.inner, "seat", -1), item, args))
            return attr(*args)

        return call


@pytest.mark.parametrize("players,variants,seed", [
    (3, {"virtual": "turn"}, 1), (4, {}, 2), (5, {"double": "all_to_second"}, 3),
])
def test_engines_in_every_seat(engine_cmd, players, variants, seed):
    calls: list = []
    inner = [EnginePlayer(engine_cmd, options={"InfoInterval": "0", "Seed": str(i)},
                          name=f"engine{i}") for i in range(players)]
    seats = [Spy(p, calls) for p in inner]
    try:
        rec = play_game(GameSpec(players=players, seed=seed, variants=variants), seats,
                        Limits(iterations=25))
        assert rec.faults == []
        truth = rec.final_state
        assert truth.is_terminal() and rec.money == truth.money()
        assert sorted(rec.ranking) == list(range(players))
        assert rec.winners and all(rec.money[w] == max(rec.money) for w in rec.winners)
        json.dumps(rec.to_dict())
        for seat, p in enumerate(inner):
            # each engine's view equals the truth, and it saw no one else's deal
            assert p.engine.show(seat) == truth.observation_string(seat)
            sent = [ln for d, ln in p.engine.transcript if d == "> "]
            deals = [ln for ln in sent if ln.startswith("private ")]
            assert deals and all(ln.split()[1:3] == [str(seat), "deal"] for ln in deals)
            assert not any(ln.startswith("error") for d, ln in p.engine.transcript)
        check_sealed_privacy(calls, inner, players)
    finally:
        for p in inner:
            p.close()


def check_sealed_privacy(calls: list, inner: list, players: int) -> None:
    """Every seat of a sealed auction is asked on a state holding no bid, before any seat
    hears the reveal; each engine got the bids only in one `reveal sealed` after its go."""
    sealed_asks: list = []
    auctions = 0
    for seat, what, *rest in calls:
        if what == "choose" and rest[0] == "sealed":
            assert rest[1] == 0, "a sealed bid was visible to a bidder"
            sealed_asks.append(seat)
        elif what == "reveal":
            if sealed_asks:
                assert sorted(sealed_asks) == list(range(players))
                auctions += 1
            sealed_asks = []
        elif what == "event":
            assert not sealed_asks, "an event was sent in the middle of a sealed auction"
    assert auctions > 0
    for seat, p in enumerate(inner):
        sent = [ln for d, ln in p.engine.transcript if d == "> "]
        for i, ln in enumerate(sent):
            if ln.startswith("reveal "):
                # the seat's own go for this auction precedes the reveal, with no bid between
                back = i - 1
                while not sent[back].startswith("go "):
                    assert not sent[back].startswith(("event", "reveal")), sent[back]
                    back -= 1
                assert sent[back].startswith(f"go seat {seat} ")


@pytest.mark.parametrize("mode,kind", [
    ("crash", "crash"), ("hang", "timeout"), ("garbage", "garbage"), ("illegal", "illegal"),
])
def test_faulty_engine_falls_back_and_recovers(engine_cmd, tmp_path, mode, kind):
    fake = EnginePlayer([sys.executable, FAKE, mode, str(tmp_path / "marker")],
                        options={"InfoInterval": "0"}, name="fake", timeout=3.0)
    others = [EnginePlayer(engine_cmd, options={"InfoInterval": "0"}) for _ in range(3)]
    players = [others[0], fake, others[1], others[2]]
    # iterations end each search quickly; movetime only bounds the hang (timeout ~ 0.75 s + 3 s)
    limits = [Limits(iterations=20), Limits(iterations=20, movetime_ms=500), Limits(iterations=20),
              Limits(iterations=20)]
    try:
        rec = play_game(GameSpec(players=4, seed=4), players, limits)
        assert [(f.seat, f.kind) for f in rec.faults] == [(1, kind)]
        fault = rec.faults[0]
        played = rec.moves[fault.move_index]
        assert played["seat"] == 1
        assert fake.restarts == 1
        # after the restart the engine was resynchronised and kept playing legal moves
        truth = rec.final_state
        assert fake.engine.show(1) == truth.observation_string(1)
        assert any(ln.startswith("position ") for d, ln in fake.engine.transcript if d == "> ")
    finally:
        for p in players:
            p.close()


def test_fallback_moves():
    st = ma.new_game(players=4, seed=1)
    hand = st.hand(0)
    assert fallback_move(st, 0) == "play " + hand[0]
    # sealed auction: pass; fixed price as auctioneer: the smallest price
    for card, want in (("sealed", "pass"), ("fixed", "price 1"), ("double", "noadd")):
        s = ma.new_game(players=4, seed=1)
        c = next((h for h in s.hand(0) if h.endswith(card)), None)
        if c is None:
            continue
        s.apply("play " + c, 0)
        assert fallback_move(s, s.to_move()[0]) == want
    s = ma.new_game(players=4, seed=1)
    c = next(h for h in s.hand(0) if h.endswith("open"))
    s.apply("play " + c, 0)
    assert fallback_move(s, s.current_player()) == "pass"


def test_bot_players_with_an_engine(engine_cmd):
    eng = EnginePlayer(engine_cmd, options={"InfoInterval": "0"})
    players = [BotPlayer("random", seed=1), BotPlayer("heuristic"),
               BotPlayer("ismcts", options={"iterations": 30}), eng]
    try:
        rec = play_game(GameSpec(players=4, seed=8), players, Limits())
        assert rec.faults == []
        assert next(m for m in rec.moves if m["seat"] == 2)["stats"]["iterations"] == 30
        assert eng.engine.show(3) == rec.final_state.observation_string(3)
        assert rec.seat_names[:3] == ["random", "heuristic", "ismcts"]
    finally:
        eng.close()


def test_engine_start_faults():
    with pytest.raises(EngineFault) as err:
        Engine(["/nonexistent/engine"]).start()
    assert err.value.kind == "crash"
    eng = Engine([sys.executable, "-c", "import time; time.sleep(60)"], timeout=0.5)
    with pytest.raises(EngineFault) as err:
        eng.start()
    assert err.value.kind == "timeout" and not eng.alive
    # Answers the handshake, then exits. It reads `gei` first: an engine that dies before the
    # client's first line is a start failure, not the crash during `go` tested here.
    dies_after_handshake = ("import sys; sys.stdin.readline(); "
                            "print('id name x'); print('geiok', flush=True)")
    eng = Engine([sys.executable, "-c", dies_after_handshake], timeout=5)
    eng.start()
    assert eng.info.name == "x"
    with pytest.raises(EngineFault) as err:
        eng.go(0, Limits(iterations=1))
    assert err.value.kind == "crash"


class ClockSeat:
    """Answers the fallback move after sleeping; records the limits it was given."""

    def __init__(self, sleep_s: float) -> None:
        self.name, self.sleep_s, self.seen = "clock", sleep_s, []
        self.seat = -1

    def new_game(self, spec, seat):
        self.seat = seat

    def private(self, tokens):
        pass

    def event(self, seat, move):
        pass

    def chance(self, outcome):
        pass

    def reveal(self, moves):
        pass

    def choose(self, view, limits):
        import time

        from galleria_ai.client import Decision

        self.seen.append(limits)
        time.sleep(self.sleep_s)
        return Decision(fallback_move(view, self.seat), {}, 0.0)

    def game_over(self, result):
        pass

    def close(self):
        pass


def test_referee_tracks_each_seats_clock():
    seats = [ClockSeat(0.0), ClockSeat(0.02), ClockSeat(0.0)]
    rec = play_game(GameSpec(players=3, seed=2), seats,
                    Limits(clock_ms=600, increment_ms=5))
    slow = seats[1].seen
    assert slow[0].clock_ms == 600 and slow[0].increment_ms == 5
    # each decision costs >= 20 ms and gives back 5 ms, floored at 0 once exhausted
    for a, b in zip(slow, slow[1:]):
        assert b.clock_ms <= max(0, a.clock_ms - 15) + 5
    assert any(f.seat == 1 and f.kind == "timeout" for f in rec.faults)
    assert not any(f.seat != 1 for f in rec.faults)
    assert all(lim.clock_ms >= 590 for lim in seats[0].seen)
    # every seat is also told every seat's clock (as GEI `time S ms inc S ms`)
    for lim in seats[0].seen:
        assert [c[0] for c in lim.clocks] == [0, 1, 2]
        assert {s: ms for s, ms, _ in lim.clocks}[0] == lim.clock_ms
        assert all(inc == 5 for _, _, inc in lim.clocks)
