"""Text rendering of one seat's view of a Gallerist table (the game's entry `render`), the
objective-card text a person is told, and the scoring summaries.

Everything drawn comes from ``State.observation(seat)`` (what that seat may know: the other
seats' objective cards are ``None`` until the game is over), the seat's legal moves and the
public moves it was told about. Sections: who decides what; the artists; works, easels,
visitors and tickets; contracts and locations; the International Market; then one block per
player (own first), the recent moves and the numbered legal moves.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from galleria_ai.games.text import closing_lines

KINDS = ("investor", "vip", "collector")
SHORT = {"investor": "inv", "vip": "vip", "collector": "col"}


@lru_cache(maxsize=1)
def vocabulary() -> dict[str, Any]:
    from galleria_ai import _core

    return dict(_core.gallerist_vocabulary())


def _name(names: Sequence[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return f"seat {seat}"


def _kinds(counts: Mapping[str, int], empty: str = "-") -> str:
    """``2 inv, 1 vip`` (kinds with a count only)."""
    parts = [f"{counts.get(k, 0)} {SHORT[k]}" for k in KINDS if counts.get(k, 0)]
    return ", ".join(parts) or empty


def _triple(counts: Mapping[str, int]) -> str:
    """``inv 3 / vip 0 / col 2`` (every kind)."""
    return " / ".join(f"{SHORT[k]} {counts.get(k, 0)}" for k in KINDS)


def tile_text(tile: int | None) -> str:
    """``tile 7 ($2+1 infl per reputation tiles)``."""
    if tile is None:
        return "-"
    info = vocabulary()["reputation_tiles"][tile - 1]
    pay = f"${info['money']}" + (f"+{info['influence']} infl" if info["influence"] else "")
    return f"tile {tile} ({pay} per {info['counts']})"


def _rows_text(rows: list[dict]) -> str:
    out = []
    for i, row in enumerate(rows):
        need = " + ".join(f"{f}" + (f" x{n}" if n > 1 else "") for f, n in row["need"].items())
        out.append(f"{'AB'[i] if len(rows) == 2 else i + 1}: {need} ${row['pay']}")
    return "; ".join(out)


def card_text(deck: str, number: int) -> str:
    """``curator 2 (A: photo + digital + painting $10; B: ...)``."""
    rows = vocabulary()["curators" if deck == "curator" else "dealers"][number - 1]
    label = "curator" if deck == "curator" else "art dealer"
    return f"{label} {number} ({_rows_text(rows)})"


def objectives_text(items: Sequence[str]) -> str:
    """What a person is told at set-up, from the private items ``curator-<n> dealer-<n>``."""
    parts = []
    for item in items:
        deck, _, num = item.partition("-")
        if deck in ("curator", "dealer") and num.isdigit() and 1 <= int(num) <= 4:
            parts.append(card_text(deck, int(num)))
        else:
            parts.append(item)
    return "your secret objective cards: " + "; ".join(parts) if parts else ""


# ---- the screen ------------------------------------------------------------------------------
def decision_line(obs: dict, names: Sequence[str]) -> str:
    dec = obs.get("decision") or {}
    phase = dec.get("phase", obs.get("phase", "?"))
    if phase == "gameover":
        return "The game is over."
    if phase == "chance":
        return f"Chance step pending: {dec.get('kind', '?')}"
    who = _name(names, dec.get("seat"))
    extra = {k: v for k, v in dec.items() if k not in ("phase", "seat")}
    detail = ", ".join(f"{k.replace('_', ' ')} {v if not isinstance(v, list) else '/'.join(v)}"
                       for k, v in extra.items() if v is not None)
    turn = _name(names, obs.get("turn_player"))
    return f"Turn: {turn} · now deciding: {who} — {phase}" + (f" ({detail})" if detail else "")


def artist_lines(obs: dict) -> list[str]:
    lines = ["ARTISTS          fame stars value  tokens  promotion"]
    for name, a in obs.get("artists", {}).items():
        if a.get("discovered"):
            tag = " CELEBRITY" if a.get("celebrity") else ""
            lines.append(f"  {name:<15}{a['fame']:>4} {a['stars']:>5}  ${a['value']:<4}"
                         f"{a['free_tokens']} free  L{a['promotion']}{tag}")
        else:
            extra = f", discovery {a['discovery_tile']}" if a.get("discovery_tile") else ""
            extra += ", a collector waits" if a.get("collector") else ""
            lines.append(f"  {name:<15}face down: start fame {a['start_fame']}, "
                         f"L{a['promotion']}{extra}")
    return lines


def board_lines(obs: dict, names: Sequence[str]) -> list[str]:
    out = []
    stacks = []
    for form, st in obs.get("stacks", {}).items():
        if not st.get("size"):
            stacks.append(f"{form}: empty")
            continue
        vis = _kinds(st.get("visitors", {}), "")
        stacks.append(f"{st.get('top') or form + '/?'} ({st['size']} left"
                      + (f"; on it {vis}" if vis else "") + ")")
    out.append("WORKS      " + " | ".join(stacks))
    easels = [e["work"] + (f" -> {_name(names, e['taken_by'])}" if e.get("taken_by") is not None
                           else "") for e in obs.get("easels", [])]
    out.append("EASELS     " + (", ".join(easels) or "-")
               + ("   boxed: " + ", ".join(obs["boxed_works"]) if obs.get("boxed_works") else ""))
    out.append(f"VISITORS   plaza {_kinds(obs.get('plaza', {}))} | bag {obs.get('bag_size', 0)}"
               f" ({_kinds(obs.get('bag', {}))})")
    out.append(f"TICKETS    booth {_triple(obs.get('booth', {}))} | discard "
               f"{_triple(obs.get('ticket_discard', {}))}")
    shown = []
    for i, cards in enumerate(obs.get("contract_display", [])):
        if not cards:
            shown.append(f"{i + 1}: -")
        else:
            under = f" (+{len(cards) - 1} under: {', '.join(cards[:-1])})" if len(cards) > 1 else ""
            shown.append(f"{i + 1}: {cards[-1]}{under}")
    out.append("CONTRACTS  " + "  ".join(shown) + f"   deck {len(obs.get('contract_deck', []))}")
    spaces = []
    for loc, piece in obs.get("action_spaces", {}).items():
        who = "-" if piece is None else f"{_name(names, piece['seat'])} ({piece['piece']})"
        tile = (obs.get("location_tiles") or {}).get(loc)
        spaces.append(f"{loc}: {who}" + (f" [{tile_text(tile)}]" if tile else ""))
    out.append("LOCATIONS  " + " | ".join(spaces))
    kicked = obs.get("kicked")
    if kicked:
        out.append(f"KICKED OUT {_name(names, kicked['seat'])} ({kicked['piece']}, from "
                   f"{kicked['location']})")
    return out


def market_lines(obs: dict, names: Sequence[str]) -> list[str]:
    market = obs.get("market", {})
    cols = list(market)
    if not cols:
        return []
    lines = ["MARKET      " + "".join(f"{c:<22}" for c in cols)]
    for row in market[cols[0]]:
        cells = []
        for c in cols:
            cell = market[c][row]
            if not cell.get("open"):
                cells.append("(closed)")
            elif cell.get("assistant") is not None:
                cells.append(_name(names, cell["assistant"]))
            elif cell.get("tile") is not None:
                cells.append(f"tile {cell['tile']}")
            else:
                cells.append("-")
        label = f"${row} bid" if row.isdigit() else row
        lines.append(f"  {label:<10}" + "".join(f"{x:<22}" for x in cells))
    tiles = sorted({cell["tile"] for c in cols for cell in market[c].values()
                    if cell.get("tile") is not None and cell.get("assistant") is None})
    for i in range(0, len(tiles), 2):
        lines.append(("  tiles: " if i == 0 else "         ") +
                     "; ".join(tile_text(t) for t in tiles[i:i + 2]))
    lines.append("  needs in your lobby: left any visitor, middle inv + vip, right col + (inv or "
                 "vip); influence +3 / +2 / +1")
    return lines


def player_lines(obs: dict, names: Sequence[str], seat: int, q: int) -> list[str]:
    p = obs["seats"][q]
    me = q == seat
    where = "kicked out" if p["gallerist"] == "kicked" else f"at {p['gallerist']}"
    head = (f"{'>' if me else ' '} {_name(names, q)} (seat {q}): ${p['money']}, influence "
            f"{p['influence']}, tickets {_triple(p['tickets'])}, gallerist {where}")
    lines = [head]
    lines.append(f"    lobby {_kinds(p['lobby'])} | gallery {_kinds(p['gallery'])} | office "
                 f"{p['desks']} on desks, {p['queue']} in queue"
                 + (f", {p['removed']} out" if p.get("removed") else ""))
    slots = [f"{w['work']} by {w['artist']} ${w['value']}" + (" MASTERPIECE" if w["masterpiece"]
                                                              else "")
             for w in p["display"]]
    if p.get("opening_tile") is not None:
        while len(slots) < 2:
            slots.append("-")
        if len(slots) == 2:
            slots.append(f"(opening {tile_text(p['opening_tile'])})")
    sold = ", ".join(f"{f} {n}" for f, n in p["sold"].items() if n) or "-"
    lines.append("    display " + (" | ".join(slots) or "-") + f" ; sold {sold}"
                 + (f" ; commission {p['commission']}" if p.get("commission") else ""))
    contracts = []
    for i, c in enumerate(p["contracts"]):
        if c is None:
            contracts.append(f"{i + 1}: -")
        else:
            face = "front" if c["face"] == "front" else f"done, {c['face']} up"
            contracts.append(f"{i + 1}: {c['card']} ({face}{', assistant' if c['assistant'] else ''})")
    rep = ", ".join(f"{sp}=tile {t}" for sp, t in p["reputation"].items() if t is not None) or "-"
    lines.append("    contracts " + "  ".join(contracts) + f" ; reputation {rep}")
    shown = [card_text(deck, p[deck]) for deck in ("curator", "dealer") if p.get(deck) is not None]
    if shown:
        lines.append("    objectives: " + "; ".join(shown))
    return lines


def render(obs: dict, names: Sequence[str], seat: int, legal: Sequence[str],
           last_moves: dict[int, str], log: list[str]) -> str:
    names = list(names) or [f"seat {s}" for s in range(obs.get("players", 0))]
    triggers = ", ".join(obs.get("end_triggers", [])) or "none yet"
    stage = obs.get("end_stage", "playing")
    stage_txt = "" if stage == "playing" else f" — {stage.replace('-', ' ')}"
    title = (f"=== The Gallerist — round {obs.get('round', 0)}{stage_txt} — "
             f"{_name(names, seat)} (seat {seat}) ===")
    ends = (f"End triggers: {triggers} (the end comes once two of: booth empty, two celebrities, "
            "bag empty)")
    out = [title, decision_line(obs, names), ends, ""]
    out += artist_lines(obs)
    out += board_lines(obs, names)
    out += market_lines(obs, names)
    out.append("PLAYERS (start player: " + _name(names, obs.get("start_player")) + ")")
    order = [seat] + [q for q in range(len(obs.get("seats", []))) if q != seat]
    for q in order:
        out += player_lines(obs, names, seat, q)
    out += closing_lines(log, legal)
    return "\n".join(out)


# ---- scoring ---------------------------------------------------------------------------------
STEPS = ("market", "reputation", "displayed", "easel", "curator", "dealer", "influence")


def scoring_lines(record: dict, names: Sequence[str]) -> list[str]:
    n = len(record.get("money", record.get("total", [])))
    who = [_name(names, s) for s in range(n)]
    if record.get("kind") == "intermediate":
        parts = [f"{who[s]} +${record['money'][s]} +{record['influence'][s]} infl"
                 for s in range(n)]
        return [f"== intermediate scoring (round {record.get('round')}): " + ", ".join(parts)]
    lines = ["== final scoring ($ per step)",
             "   " + f"{'':<18}" + "".join(f"{s:>11}" for s in STEPS) + f"{'total':>8}"]
    for s in range(n):
        row = "".join(f"{record[k][s]:>11}" for k in STEPS)
        lines.append(f"   {who[s]:<18}{row}{record['total'][s]:>8}")
    for taken in record.get("easel_taken", []):
        lines.append(f"   easel: {who[taken['seat']]} took {taken['work']} ({taken['declared']}, "
                     f"${taken['value']})")
    return lines


def final_lines(names: Sequence[str], scores: Sequence[int], winners: Sequence[int],
                scoring: Sequence[dict]) -> list[str]:
    out = ["=== Game over ==="]
    for record in scoring:
        out.extend(scoring_lines(record, names))
    out.append("Final money:")
    for s in sorted(range(len(scores)), key=lambda s: -scores[s]):
        mark = "  <- winner" if s in winners else ""
        out.append(f"  {_name(names, s):<18} {scores[s]:>4}{mark}")
    if len(winners) > 1:
        out.append("Shared win: " + ", ".join(_name(names, s) for s in winners))
    return out
