"""Executive action "use a contract bonus": front bonuses (C, FA, VB, IV, MB, IB), back
halves, one front and one back use per card, the assistant's stay and return."""

from __future__ import annotations

import pytest
from gl_spec import (
    DEFAULT_CONTRACTS,
    at_phase,
    contracts,
    desks,
    do,
    edit,
    influence,
    legal,
    money,
    placed,
    queue,
    tickets,
)


def with_gallery(e):
    e.gallery_to(0, investor=1, vip=1, collector=1)  # IB +3 influence, MB +$3


@pytest.mark.parametrize("card,bonus", [("photo-MB", "MB"), ("digital-IB", "IB"),
                                        ("sculpture-IB", "IB"), ("painting-MB", "MB")])
def test_money_and_influence_fronts(card, bonus):
    s = edit(placed(2), lambda e: (with_gallery(e), e.contract_to(0, 2, card)))
    do(s, "0: contract 2 desk", settle_end=False)
    at_phase(s, "turn", 0)
    assert money(s, 0) == 10 + (3 if bonus == "MB" else 0)
    assert influence(s, 0) == 10 + (3 if bonus == "IB" else 0)
    assert contracts(s, 0)[1] == (card, "front", True)
    assert desks(s, 0) == 1


# FA cards start on the display by default; this order keeps them in the deck.
FA_IN_DECK = DEFAULT_CONTRACTS[4:8] + DEFAULT_CONTRACTS[:4] + DEFAULT_CONTRACTS[8:]


def test_fa_front_hires_the_next_assistant_free_without_its_hiring_bonus():
    # queue position 1 gone: the next is position 2, whose hiring bonus (brown ticket) is
    # not given by FA, nor its $2 cost paid
    s = placed(2, contracts=FA_IN_DECK)
    s = edit(s, lambda e: (e.queue_out(0, 1), e.contract_to(0, 1, "photo-FA")))
    do(s, "0: contract 1 desk", settle_end=False)
    at_phase(s, "turn", 0)
    assert desks(s, 0) == 2 and queue(s, 0) == 6
    assert tickets(s, 0) == {"investor": 0, "vip": 0, "collector": 0}
    assert money(s, 0) == 10


def test_fa_front_with_no_empty_desk_gives_nothing():
    # all four desks taken and the assistant for the card comes from an action space
    s = placed(2, contracts=FA_IN_DECK)

    def prepare(e):
        e.hire_free(0, 2)
        e.assistant_on(0, "colony")
        e.hire_free(0, 1)
        e.contract_to(0, 1, "photo-FA")
    s = edit(s, prepare)
    assert desks(s, 0) == 4 and queue(s, 0) == 5
    do(s, "0: contract 1 colony", settle_end=False)
    assert desks(s, 0) == 4 and queue(s, 0) == 5


def test_c_front_performs_sales_office_action_a():
    s = edit(placed(2), lambda e: e.contract_to(0, 1, "photo-C"))
    do(s, "0: contract 1 desk", settle_end=False)
    at_phase(s, "contract", 0)
    expected = ["reveal"] + [f"take {c} {sp}" for c in DEFAULT_CONTRACTS[:4] for sp in (2, 3)]
    assert sorted(legal(s)) == sorted(expected)
    do(s, "reveal", settle_end=True)
    at_phase(s, "take", 0)
    do(s, "take photo-IV 2", settle_end=False)
    assert contracts(s, 0)[1] == ("photo-IV", "front", False)
    assert tickets(s, 0)["vip"] == 1
    at_phase(s, "turn", 0)


def test_c_front_with_no_usable_space_must_reveal():
    def prepare(e):
        e.contract_to(0, 1, "photo-C")
        e.contract_to(0, 2, "digital-IV")
        e.contract_to(0, 3, "sculpture-IV")
    s = edit(placed(2), prepare)
    do(s, "0: contract 1 desk", settle_end=False)
    at_phase(s, "contract", 0)
    assert legal(s) == ["reveal"]
    do(s, "reveal")
    at_phase(s, "take", 0)
    assert legal(s) == ["notake"]


@pytest.mark.parametrize("half", ["IB", "MB"])
def test_back_up_card_gives_the_half_turned_up(half):
    s = edit(placed(2), lambda e: (with_gallery(e), e.contract_to(0, 1, "photo-IV", face=half)))
    do(s, "0: contract 1 desk", settle_end=False)
    at_phase(s, "turn", 0)
    assert money(s, 0) == 10 + (3 if half == "MB" else 0)
    assert influence(s, 0) == 10 + (3 if half == "IB" else 0)
    assert contracts(s, 0)[0] == ("photo-IV", half, True)


def test_card_with_an_assistant_cannot_be_used_again():
    s = edit(placed(2), lambda e: e.contract_to(0, 1, "photo-MB", assistant=True))
    assert not any(m.startswith("contract") for m in legal(s))


def test_contract_assistant_from_an_action_space():
    s = edit(placed(2), lambda e: (e.contract_to(0, 1, "photo-MB"),
                                   e.assistant_on(0, "colony")))
    assert "contract 1 colony" in legal(s) and "contract 1 desk" in legal(s)
    do(s, "0: contract 1 colony", settle_end=False)
    assert contracts(s, 0)[0] == ("photo-MB", "front", True)
    assert desks(s, 0) == 1


def test_one_front_use_then_after_the_sale_one_back_use():
    # front used (assistant on it); selling through it sends the assistant home and turns
    # the card; its back half can then be used once
    def prepare(e):
        e.contract_to(0, 1, "photo-MB", assistant=True)
        e.display_work(0, "photo-blue")
    s = edit(placed(2, places={1: "market", 0: "colony"}), prepare)
    d = desks(s, 0)
    do(s, "0: go sales", "sell photo-blue 1", "half IB", settle_end=False)
    at_phase(s, "after", 0)
    assert desks(s, 0) == d + 1
    assert contracts(s, 0)[0] == ("photo-MB", "IB", False)
    assert "contract 1 desk" in legal(s)
    do(s, "contract 1 desk", settle_end=False)
    assert contracts(s, 0)[0] == ("photo-MB", "IB", True)


def test_fa_front_with_an_empty_queue_gives_nothing():
    s = placed(2, contracts=FA_IN_DECK)
    s = edit(s, lambda e: (e.queue_out(0, 8), e.contract_to(0, 1, "photo-FA")))
    do(s, "0: contract 1 desk", settle_end=False)
    at_phase(s, "turn", 0)
    assert desks(s, 0) == 1 and queue(s, 0) == 0
