"""Sales Office: contracts (reveal, take, replace, reshuffle, refill) and selling a work
(rules: Sales Office A/B, end-of-turn refill)."""

from __future__ import annotations

import pytest
from galleria_ai.games.gallerist import rules as gl
from gl_rules import (
    Board,
    artist_id,
    assert_rejected,
    contract_id,
    new,
    obs,
    outcome,
    place,
    play,
    settle,
)

ORDER = [
    "photo-C",
    "digital-IB",
    "sculpture-FA",
    "painting-MB",  # face up at setup
    "photo-FA",
    "digital-C",
    "sculpture-VB",
    "painting-IV",
]  # the next deals
ORDER += [c for c in gl.CONTRACTS if c not in ORDER]


def at_sales(edit=None, options=None, **setup):
    s = new(2, seed=8, start_player=0, contracts=ORDER, options=options, **setup)
    place(s, ["colony", "media"])
    if edit:
        b = Board(s)
        edit(b)
        s = b.build()
    play(s, 0, "go sales")
    return s


def takes(s):
    return [m for m in s.legal_moves() if m.startswith("take")]


def test_take_without_reveal_onto_an_empty_space_gives_its_ticket():
    s = at_sales()
    assert "notake" not in s.legal_moves()  # without a reveal the action must take a card
    assert "take photo-C 1" in s.legal_moves()
    play(s, 0, "take photo-C 1")
    o = obs(s)
    assert o["seats"][0]["contracts"][0] == {"card": "photo-C", "face": "front", "assistant": False}
    assert o["seats"][0]["tickets"]["investor"] == 1  # left space: brown ticket
    assert o["contract_display"][0] == []


@pytest.mark.parametrize("space, colour", [(2, "vip"), (3, None)])
def test_middle_and_right_space_tickets(space, colour):
    s = at_sales()
    play(s, 0, f"take digital-IB {space}")
    if colour:
        assert obs(s)["seats"][0]["tickets"][colour] == 1
    else:
        assert s.phase() == "ticket-colour"  # right space: one ticket of any colour
        assert s.legal_moves() == ["tickets investor", "tickets vip", "tickets collector"]
        play(s, 0, "tickets collector")
        assert obs(s)["seats"][0]["tickets"]["collector"] == 1


def test_reveal_covers_the_display_and_any_card_may_be_taken():
    s = at_sales()
    play(s, 0, "reveal")
    for card in ORDER[4:8]:
        assert s.is_chance()
        outcome(s, f"deal {card}")
    o = obs(s)
    assert o["contract_display"] == [[ORDER[i], ORDER[i + 4]] for i in range(4)]
    assert s.phase() == "take" and "notake" in s.legal_moves()
    assert "take photo-C 1" in takes(s)  # covered cards may be taken (contract_take=any)
    play(s, 0, "take photo-C 1")
    assert obs(s)["contract_display"][0] == ["photo-FA"]


def test_contract_take_top_only_offers_visible_cards():
    s = at_sales(options={"contract_take": "top"})
    play(s, 0, "reveal")
    for card in ORDER[4:8]:
        outcome(s, f"deal {card}")
    cards = {m.split()[1] for m in takes(s)}
    assert cards == set(ORDER[4:8])


def test_replacing_a_completed_contract():
    s = at_sales(lambda b: b.contract(0, 0, "painting-C", face=1, assistant=True))
    desks = obs(s)["seats"][0]["desks"]
    play(s, 0, "take photo-C 1")
    o = obs(s)
    assert o["seats"][0]["contracts"][0]["card"] == "photo-C"
    assert "painting-C" in o["contract_discard"]
    assert o["seats"][0]["desks"] == desks + 1  # its assistant went home
    assert o["seats"][0]["tickets"]["investor"] == 0  # no ticket when replacing


def test_space_with_an_uncompleted_contract_cannot_take_a_card():
    s = at_sales(lambda b: b.contract(0, 0, "painting-C"))
    assert not any(m.endswith(" 1") for m in takes(s))
    assert_rejected(s, "take photo-C 1")


def test_contract_bonus_with_no_usable_space_must_reveal():
    def edit(b):
        b.contract(0, 0, "painting-C").contract(0, 1, "painting-FA").contract(0, 2, "painting-VB")

    s = new(2, seed=8, start_player=0, contracts=ORDER)
    place(s, ["colony", "media"])
    b = Board(s)
    edit(b)
    s = b.build()
    play(s, 0, "contract 1 desk")  # front bonus C: a full Sales Office A action
    assert s.phase() == "contract" and s.legal_moves() == ["reveal"]
    play(s, 0, "reveal")
    settle(s)
    assert s.legal_moves() == ["notake"]
    play(s, 0, "notake")
    assert s.phase() == "turn"  # the executive action came before the move


def test_deck_running_out_during_a_reveal_reshuffles_display_and_discard():
    def edit(b):
        deck = b.d["deck"][: b.d["deck_n"]]
        keep = deck[-2:]  # the next two deals stay in the deck
        for c in deck[:-2]:
            b.d["contract_discard"][c] = 1
        b.d["deck"] = keep + [0] * 18
        b.d["deck_n"] = 2

    s = at_sales(edit)
    play(s, 0, "reveal")
    outcome(s, "deal photo-FA")
    outcome(s, "deal digital-C")
    # The deck is empty: all 20 cards not on player boards become the new deck, then 4 are dealt.
    o = obs(s)
    assert o["contract_discard"] == [] and len(o["contract_deck"]) == 20
    assert all(d == [] for d in o["contract_display"])
    for i in range(4):
        assert s.is_chance() and obs(s)["decision"]["display_space"] == i + 1
        s.apply(s.chance_outcome())
    o = obs(s)
    assert [len(d) for d in o["contract_display"]] == [1, 1, 1, 1] and len(o["contract_deck"]) == 16
    assert s.phase() == "take"  # the reveal ended with the fresh deal


def test_end_of_turn_refill_of_an_empty_space():
    s = at_sales()
    play(s, 0, "take sculpture-FA 1")
    play(s, 0, "end")
    assert s.is_chance() and obs(s)["decision"]["display_space"] == 3
    outcome(s, "deal painting-IV")
    assert obs(s)["contract_display"][2] == ["painting-IV"]


def selling(gallery: dict, assistant: bool = True):
    def edit(b):
        b.empty_gallery_and_lobby(0)
        b.fame("digital-blue", 7)
        b.display(0, "digital/0i", "digital-blue")
        b.contract(0, 0, "digital-C", assistant=assistant)
        for kind, n in gallery.items():
            b.visitor(kind, "bag", ("gallery", 0), n)

    return at_sales(edit, discovered="digital-blue", artists={"digital-blue": 4})


@pytest.mark.parametrize("kind, half", [("vip", "IB"), ("investor", "MB")])
def test_sell_sends_a_visitor_and_turns_the_contract(kind, half):
    s = selling({kind: 1})
    before = obs(s)
    assert "sell digital-blue 1" in s.legal_moves()
    play(s, 0, "sell digital-blue 1")
    assert s.phase() == "send" and s.legal_moves() == [f"send {kind}"]
    play(s, 0, f"send {kind}")
    o = obs(s)
    p = o["seats"][0]
    assert p["money"] == 10 + 8  # fame 7 on the start-4 tile: 2 stars, $8
    assert p["display"] == [] and p["sold"]["digital"] == 1
    assert o["artists"]["digital-blue"]["free_tokens"] == 2  # its token went back
    assert p["contracts"][0] == {"card": "digital-C", "face": half, "assistant": False}
    assert p["desks"] == before["seats"][0]["desks"] + 1  # the card's assistant went home
    assert o["plaza"][kind] == before["plaza"][kind] + 1


def test_sell_with_a_collector_sent_lets_the_seller_choose_the_half():
    s = selling({"collector": 1})
    play(s, 0, "sell digital-blue 1")
    play(s, 0, "send collector")
    assert s.phase() == "half" and s.legal_moves() == ["half IB", "half MB"]
    play(s, 0, "half MB")
    assert obs(s)["seats"][0]["contracts"][0]["face"] == "MB"


def test_sell_with_an_empty_gallery_lets_the_seller_choose_the_half():
    s = selling({}, assistant=False)
    play(s, 0, "sell digital-blue 1")
    assert s.phase() == "half"
    play(s, 0, "half IB")
    assert obs(s)["seats"][0]["contracts"][0]["face"] == "IB"


def test_sell_needs_a_matching_uncompleted_contract():
    s = selling({})
    assert "sell digital-blue 1" in s.legal_moves()
    s2 = at_sales(
        lambda b: b.display(0, "digital/0i", "digital-blue").contract(0, 0, "painting-C"),
        discovered="digital-blue",
    )
    assert not any(m.startswith("sell") for m in s2.legal_moves())
    s3 = at_sales(
        lambda b: b.display(0, "digital/0i", "digital-blue").contract(0, 0, "digital-C", face=1),
        discovered="digital-blue",
    )
    assert not any(m.startswith("sell") for m in s3.legal_moves())
    assert contract_id("digital-C") == 5 and artist_id("digital-blue") == 2
