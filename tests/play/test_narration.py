"""Each step in words (`narration`, Modern Art's `screen.narrate`).

The expected sentences follow the worked examples of the rules document
(docs/rules/modern_art.md): who pays whom in a double, who wins a sealed tie, the fixed-price
auction nobody accepts, the season's end on a fifth painting and its scoring.
"""

from __future__ import annotations

import re

from galleria_ai import games
from galleria_ai import modern_art as ma
from galleria_ai.games.modern_art import screen
from galleria_ai.match import BotPlayer, GameSpec, Limits, play_game
from galleria_ai.play.narration import Narrator, describe, rules_doc, rules_file, screen_hook

NAMES = ["Ann", "Bob", "Cy", "Di"]


def table(hands: dict[int, list[str]]):
    """A 4-player game (money 100 each) where the listed seats hold the listed cards
    (the rest of each hand from other kinds)."""
    s = games.get("modern_art").new_game(4, 1)
    pool = [c for c in ma.all_cards() if not c.startswith(("LM", "KR"))]
    for cards in hands.values():
        for c in cards:
            if c in pool:
                pool.remove(c)
    done: list[int] = []
    for seat, cards in hands.items():
        fill, pool = pool[:9 - len(cards)], pool[9 - len(cards):]
        s.force_private(seat, cards + fill, keep=done)
        done.append(seat)
    return s


def step(s, seat: int, move: str) -> list[str]:
    before = s.observation(0)
    s.apply(move, seat)
    return screen.narrate(before, s.observation(0), [(seat, move)], NAMES)


def sealed(s, bids: dict[int, str]) -> list[str]:
    before = s.observation(0)
    for seat in sorted(bids):
        s.apply(bids[seat], seat)
    return screen.narrate(before, s.observation(0), sorted(bids.items()), NAMES)


def test_double_added_by_another_player_is_bought_and_the_payment_split():
    s = table({0: ["KR-double"], 2: ["KR-once"]})
    assert step(s, 0, "play KR-double")[0].startswith("Ann plays KR-double (a double")
    assert step(s, 0, "noadd") == ["Ann adds no card."]
    step(s, 1, "noadd")
    assert step(s, 2, "add KR-once") == ["Cy adds KR-once."]
    assert step(s, 3, "bid 17") == ["Di bids 17."]
    step(s, 0, "pass")
    step(s, 1, "pass")
    assert step(s, 2, "pass") == [
        "Cy passes.", "Di buys KR-double + KR-once for 17 (paid to Ann +8 and Cy +9)."]


def test_sealed_tie_goes_to_the_first_tied_player_from_the_auctioneer():
    s = table({0: ["KG-open"], 1: ["KG-open"], 2: ["YO-sealed"]})
    for auctioneer in (0, 1):        # two open auctions nobody bids in: kept for free
        step(s, auctioneer, "play KG-open")
        lines = []
        for k in range(1, 5):
            lines = step(s, (auctioneer + k) % 4, "pass")
        assert lines[-1] == f"Nobody bid: {NAMES[auctioneer]}, the auctioneer, keeps KG-open " \
                            "for free."
    step(s, 2, "play YO-sealed")
    tie = s.clone()
    assert sealed(s, {0: "bid 12", 1: "bid 10", 2: "bid 9", 3: "bid 12"}) == [
        "Sealed bids: Ann 12, Bob 10, Cy 9, Di 12.",
        "Ann and Di tie at 12; Di wins the tie (first clockwise from the auctioneer, Cy).",
        "Di buys YO-sealed for 12 (paid to Cy +12)."]
    # Had the auctioneer also bid 12, it would have won and paid the bank.
    assert sealed(tie, {0: "bid 12", 1: "bid 10", 2: "bid 12", 3: "pass"}) == [
        "Sealed bids: Ann 12, Bob 10, Cy 12, Di no bid.",
        "Ann and Cy tie at 12; Cy wins the tie (the auctioneer wins ties).",
        "Cy, the auctioneer, buys YO-sealed for 12 (paid to the bank)."]


def test_fixed_price_nobody_accepts_and_a_double_nobody_adds_to():
    s = table({0: ["KR-fixed", "KR-double"]})
    step(s, 0, "play KR-fixed")
    assert step(s, 0, "price 20") == ["Ann names a price of 20."]
    step(s, 1, "decline")
    step(s, 2, "decline")
    assert step(s, 3, "decline") == [
        "Di declines.",
        "Everyone declined: Ann, the auctioneer, must buy KR-fixed at the price 20 (paid to the bank)."]
    assert s.money()[0] == 80
    s = table({0: ["KR-double"]})
    step(s, 0, "play KR-double")
    for seat in range(3):
        step(s, seat, "noadd")
    assert step(s, 3, "noadd") == ["Di adds no card.",
                                   "Nobody added a second card: Ann keeps KR-double for free."]


def test_the_fifth_painting_ends_the_season_and_its_scoring_is_told():
    s = table({0: ["LM-open", "LM-once"], 1: ["LM-open"], 2: ["LM-open"], 3: ["LM-once"]})
    for auctioneer, card in ((0, "LM-open"), (1, "LM-open"), (2, "LM-open"), (3, "LM-once")):
        step(s, auctioneer, f"play {card}")
        for k in range(1, 5):
            step(s, (auctioneer + k) % 4, "pass")
    lines = step(s, 0, "play LM-once")
    assert lines == [
        "Ann plays LM-once (once-around auction).",
        "LM-once is the fifth Lite Metal painting: season 1 ends. It is not auctioned.",
        "Season 1 scored: a painting is worth LM 30; sales Ann +30, Bob +30, Cy +30, Di +30."]
    assert s.season == 1 and s.money() == [130, 130, 130, 130]


def test_narrator_follows_a_whole_game_from_the_referees_records():
    spec = GameSpec(players=3, seed=4)
    heard: dict[int, list[str]] = {0: [], 2: []}
    names = ["Ann", "AI 1", "AI 2"]
    narrator = Narrator(spec, names)
    for seat, lines in heard.items():
        narrator.listen(seat, lines.extend)
    players = [BotPlayer("heuristic", seed=k) for k in range(3)]
    record = play_game(spec, players, Limits(), on_move=narrator.on_move)
    assert narrator.state == record.final_state
    plays = sum(1 for m in record.moves if str(m["move"]).startswith("play "))
    told = heard[0]
    # Every card put up ends in a sale (or is kept) or ends the season, and is told so.
    settled = [ln for ln in told if re.search(r" (buys|keeps|must buy) ", ln)]
    ends = [ln for ln in told if re.search(r"season \d ends", ln)]
    assert plays == len(settled) + len(ends) > 10
    assert sum(1 for ln in told if ln.startswith("Season ") and " scored" in ln) \
        == len(record.scoring)
    assert told[-1] == "The game is over."
    assert heard[2] == told          # every line is public: both seats are told the same


def test_generic_games_are_told_move_by_move():
    class Fake:
        name = "no_such_game"

    assert screen_hook(Fake(), "narrate") is None   # type: ignore[arg-type]
    assert describe(Fake(), {}, {}, [(1, "take 3")], ["A", "B"]) == ["B: take 3"]  # type: ignore[arg-type]
    entry = games.get("modern_art")
    assert rules_doc(entry) == "docs/rules/modern_art.md"
    found = rules_file(entry)
    assert found is not None and found.read_text().startswith("# Modern Art")


def test_a_person_called_you_is_spoken_to():
    s = table({0: ["KR-fixed"]})
    names = ["You", "Bob", "Cy", "Di"]
    before = s.observation(0)
    s.apply("play KR-fixed", 0)
    assert screen.narrate(before, s.observation(0), [(0, "play KR-fixed")], names) == [
        "You play KR-fixed (fixed-price auction)."]
    s.apply("price 20", 0)
    for seat in (1, 2):
        s.apply("decline", seat)
    before = s.observation(0)
    s.apply("decline", 3)
    assert screen.narrate(before, s.observation(0), [(3, "decline")], names)[1] == (
        "Everyone declined: You, the auctioneer, must buy KR-fixed at the price 20 (paid to "
        "the bank).")
    assert screen.describe_move(names, 0, "pass") == "You pass"
    assert screen.describe_move(names, 0, "noreveal") == "You do not reveal the virtual pile"
    assert screen.describe_move(["Youssef"], 0, "pass") == "Youssef passes"
