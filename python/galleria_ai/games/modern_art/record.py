"""Modern Art's notes for a readable game record: the result of every auction (who bought
which paintings from whom and for how much) and the card that ends a season. Read from the
true states before and after one step of the table (`GameEntry.record_notes`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

KIND = {"open": "open", "once": "once-around", "sealed": "sealed", "fixed": "fixed-price",
        "double": "double"}


def _name(names: Sequence[str], seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else f"seat {seat}"


def step_notes(before: Any, after: Any, moves: Sequence[tuple[int, str]],
               names: Sequence[str]) -> list[str]:
    auction = before.observation(0).get("auction") or {}
    cards = list(auction.get("cards") or [])
    notes: list[str] = []
    bought_before = [sum(row) for row in before.bought()]
    bought_after = [sum(row) for row in after.bought()]
    if after.season == before.season and not after.is_terminal():
        gained = [s for s, (a, b) in enumerate(zip(bought_before, bought_after)) if b > a]
        if cards and len(gained) == 1:
            buyer = gained[0]
            money_before, money_after = before.money(), after.money()
            price = money_before[buyer] - money_after[buyer]
            # Who was paid: the auctioneer; or, for a double card added by another player in
            # the split variant, both players (or the original player and the bank when the
            # adder buys it); nobody when the auctioneer buys its own painting.
            paid = {s: money_after[s] - money_before[s] for s in range(len(money_after))
                    if s != buyer and money_after[s] > money_before[s]}
            lot = " + ".join(cards)
            kind = KIND.get(str(auction.get("type")), str(auction.get("type")))
            bank = price - sum(paid.values())
            if len(paid) == 1 and bank == 0:
                notes.append(f"=> {_name(names, buyer)} buys {lot} ({kind}) from "
                             f"{_name(names, next(iter(paid)))} for {price}")
            elif paid:
                parts = [f"{v} to {_name(names, s)}" for s, v in paid.items()]
                parts += [f"{bank} to the bank"] if bank else []
                notes.append(f"=> {_name(names, buyer)} buys {lot} ({kind}) for {price}: "
                             + ", ".join(parts))
            elif price > 0:
                notes.append(f"=> {_name(names, buyer)} keeps {lot} ({kind}), paying {price} "
                             "to the bank")
            else:
                notes.append(f"=> {_name(names, buyer)} takes {lot} ({kind}) for free")
        return notes
    for seat, move in moves:
        words = move.split()
        if len(words) == 2 and words[0] in ("play", "add"):
            what = "it is not auctioned" if words[0] == "play" else "neither card is auctioned"
            notes.append(f"=> {words[1]} by {_name(names, seat)} is the fifth of its artist: "
                         f"season {before.season + 1} ends, {what}")
    return notes
