"""The strength panel's scripts (bench/strength/): intervals, pairing, ledgers, row commands.

Every expected number below is worked out by hand from the definitions in the scripts'
docstrings, not read from their output.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

import pytest

STRENGTH = Path(__file__).resolve().parents[2] / "bench" / "strength"
sys.path.insert(0, str(STRENGTH))

import ledger
import model
import run
import shadow
import stats


def game(deal: int, seat: int, share: float, margin: float, label: str = "a",
         **extra) -> dict:
    return {"label": label, "seed": 1, "deal": deal, "seat": seat, "players": 4,
            "share": share, "margin": margin, **extra}


def test_clustered_interval_treats_a_deal_as_one_cluster():
    # Deal A: a loss and a win; deal B: two wins. Mean 3/4. Cluster residual sums:
    # A 1 - 2 * 0.75 = -0.5, B 2 - 1.5 = 0.5, so ss = 0.5; se = sqrt(2 / 1 * 0.5) / 4.
    mean, half, n = stats.clustered({"A": [0.0, 1.0], "B": [1.0, 1.0]})
    assert n == 4
    assert mean == pytest.approx(0.75)
    assert half == pytest.approx(stats.Z95 * 0.25)


def test_clustered_interval_needs_two_clusters():
    mean, half, n = stats.clustered({"A": [1.0, 0.0]})
    assert (mean, n) == (0.5, 2)
    assert math.isnan(half)


def test_paired_difference_uses_only_the_games_both_rows_played():
    games = [game(0, 0, 1, 50, "a"), game(0, 1, 0, -10, "a"), game(1, 0, 1, 30, "a"),
             game(0, 0, 0, 20, "b"), game(0, 1, 0, -30, "b")]
    text = stats.paired(games, "label", "a", "b")
    # Shared: deal 0 seats 0 and 1. Share differences 1 and 0 (mean 0.5); money 30 and 20.
    assert "2 shared games" in text
    assert "share: 0.500" in text
    assert "margin: 25.0" in text


def test_pooled_difference_keeps_a_deal_one_cluster_across_pairs():
    # Pair a - b: deal 0 seat 0, share 1 - 0 = 1, money 10; deal 1 seat 0, share 0, money 0.
    # Pair c - d: deal 0 seat 1, share 0 - 1 = -1, money -30. Three differences, mean share
    # 0; clusters by deal: deal 0 {1, -1}, deal 1 {0}. Residual sums 0 and 0, so half 0.
    # Money: mean (10 + 0 - 30) / 3 = -20/3; deal 0 sum -20 - 2(-20/3) = -20/3, deal 1
    # 0 - (-20/3) = 20/3; ss = 800/9, se = sqrt(2 * 800/9) / 3 = 40 / 9.
    games = [game(0, 0, 1, 10, "a"), game(1, 0, 0, 5, "a"), game(0, 0, 0, 0, "b"),
             game(1, 0, 0, 5, "b"), game(0, 1, 0, -20, "c"), game(0, 1, 1, 10, "d")]
    text = stats.pooled(games, "label", [("a", "b"), ("c", "d")])
    assert text.splitlines()[0] == "pooled over 2 pairs: 3 shared games, 2 deals"
    assert "share: 0.000 [0.000, 0.000]" in text
    half = stats.Z95 * 40 / 9
    assert f"margin: {-20 / 3:.1f} [{-20 / 3 - half:.1f}, {-20 / 3 + half:.1f}]" in text


def test_pooled_difference_says_when_no_pair_shares_a_game():
    games = [game(0, 0, 1, 10, "a"), game(1, 0, 0, 5, "b")]
    assert stats.pooled(games, "label", [("a", "b"), ("a", "c")]) == "no shared games in any pair"


def test_stats_cli_pool_needs_two_pairs_and_reads_no_file_without_them(tmp_path, capsys):
    assert stats.main([str(tmp_path / "none.jsonl"), "--pair", "a", "b", "--pool"]) == 2
    err = capsys.readouterr().err
    assert "--pool needs two or more --pair" in err
    assert "cannot read" not in err


def ledger_game(seat: int = 0, opps: list[str] | None = None) -> dict:
    # Seat i paid the bank 10 * i, paid rivals 20, received 20 and sold for 30 + i:
    # each ends with 100 - 10 i - 20 + 20 + 30 + i = 130 - 9 i.
    n = 4
    return game(0, seat, 1.0 if seat == 0 else 0.0, 0.0, hero="H", opps=opps or ["x"],
                score=[130 - 9 * i for i in range(n)],
                ledger={"paid_bank": [10 * i for i in range(n)], "paid_rivals": [20] * n,
                        "received": [20] * n, "sales": [30 + i for i in range(n)],
                        "bought": [1] * n, "kept": [0] * n, "sold": [1] * n})


def test_ledger_check_accepts_money_that_adds_up_and_names_a_seat_that_does_not():
    good = ledger_game()
    assert ledger.money_errors([good], 100) == []
    bad = json.loads(json.dumps(good))
    bad["ledger"]["sales"][2] += 10
    errors = ledger.money_errors([bad], 100)
    assert len(errors) == 1 and "seat 2" in errors[0]


def test_ledger_knows_who_sat_where_at_a_table_of_different_opponents():
    r = ledger_game(seat=2, opps=["ref", "value", "h8"])
    assert ledger.seat_specs(r) == ["ref", "value", "H", "h8"]
    table = ledger.table([r, ledger_game(seat=0, opps=["ref", "value", "h8"])])
    assert "| each ref |" in table and "| each h8 |" in table
    # The hero won the seat-0 game only; seat 0 (won, 130) is "ref" in the seat-2 game.
    assert "won by: h8 0, ref 1, value 0" in table


def test_ledger_pair_subtracts_the_heroes_columns_on_shared_games_only():
    # Row a: the seat-0 game of ledger_game, and one on deal 1 that b did not play. Row b:
    # the same deal and seat with the hero's sales 10 lower (money 10 lower too) and one
    # more painting bought. One shared game: sales +10, bought -1, money +10 (B's hero: sales
    # 30 - 10 = 20, money 130 - 10 = 120), the others' money the same (B: seats 1-3 have
    # 121, 112 and 103, mean 112). One deal: no interval.
    a = ledger_game(seat=0)
    a["label"] = "a"
    extra = json.loads(json.dumps(a))
    extra["deal"] = 1
    b = json.loads(json.dumps(a))
    b["label"] = "b"
    b["ledger"]["sales"][0] -= 10
    b["score"][0] -= 10
    b["ledger"]["bought"][0] += 1
    text = ledger.paired([a, extra, b], "a", "b")
    assert text.splitlines()[0] == "paired 'a' - 'b': 1 shared games (hero's columns)"
    assert "  sales: 10.00 (B 20.00)" in text
    assert "  bought: -1.00 (B 2.00)" in text
    assert "  money: 10.00 (B 120.00)" in text
    assert "  others' money: 0.00 (B 112.00)" in text
    assert ledger.paired([a, b], "a", "c") == "no shared games with a ledger between 'a' and 'c'"


def test_ledger_pair_interval_is_clustered_by_deal():
    # Two deals, one game each: sales differences +10 and +30, mean 20; residuals -10 and
    # +10, ss = 200, se = sqrt(2 / 1 * 200) / 2 = 10.
    rows = []
    for deal, more in ((0, 10), (1, 30)):
        a = ledger_game(seat=0)
        a["label"], a["deal"] = "a", deal
        b = json.loads(json.dumps(a))
        b["label"] = "b"
        b["ledger"]["sales"][0] -= more
        rows += [a, b]
    half = stats.Z95 * 10
    assert f"  sales: 20.00 [{20 - half:.2f}, {20 + half:.2f}]" in ledger.paired(rows, "a", "b")


def with_types(r: dict) -> dict:
    # ledger_game's counts by auction type: each seat bought its one painting in an open
    # auction and sold its one in a sealed one, kept none; seat 0 ended three seasons and
    # seat 2 one, four in all.
    r = json.loads(json.dumps(r))
    led, n = r["ledger"], r["players"]
    for c in ledger.COUNTS:
        for t in ledger.TYPES:
            led[f"{c}_{t}"] = [0] * n
    led["bought_open"] = [1] * n
    led["sold_sealed"] = [1] * n
    led["ended"] = [3, 0, 1, 0]
    return r


def test_ledger_check_counts_by_type_must_add_up_to_the_totals():
    good = with_types(ledger_game())
    assert ledger.count_errors([good]) == []
    assert ledger.count_errors([ledger_game()]) == []  # an older line: nothing to check
    bad = json.loads(json.dumps(good))
    bad["ledger"]["kept_fixed"][1] += 1  # kept says 0
    errors = ledger.count_errors([bad])
    assert len(errors) == 1 and "seat 1 has kept 0, by type 1" in errors[0]
    short = json.loads(json.dumps(good))
    short["ledger"]["ended"][0] = 2  # three seasons ended by a card: the game has four
    errors = ledger.count_errors([short])
    assert len(errors) == 1 and "3 seasons ended, the game has 4" in errors[0]


def test_ledger_check_cli_fails_on_counts_that_do_not_add_up(tmp_path, capsys):
    bad = with_types(ledger_game())
    bad["ledger"]["sold_once"][3] += 1
    path = tmp_path / "g.jsonl"
    path.write_text(json.dumps(bad) + "\n")
    assert ledger.main([str(path), "--check", "100"]) == 1
    assert "1 seats off their ledger" in capsys.readouterr().out


def test_ledger_pair_and_table_show_the_counts_by_type_only_where_every_line_has_them():
    a = with_types(ledger_game(seat=0))
    a["label"] = "a"
    b = json.loads(json.dumps(a))
    b["label"] = "b"
    b["ledger"]["ended"] = [1, 2, 1, 0]  # the hero ended two seasons fewer
    text = ledger.paired([a, b], "a", "b")
    assert "  ended: 2.00 (B 1.00)" in text
    assert "  bought_open: 0.00 (B 1.00)" in text
    old = ledger_game(seat=0)
    old["label"] = "b"
    text = ledger.paired([a, old], "a", "b")
    assert "  bought: 0.00 (B 1.00)" in text and "ended" not in text
    assert "| hero | 1.00 | 0.00 |" in ledger.table([a])  # bought_open, bought_once, ...
    assert "ended" not in ledger.table([a, old])


def test_ledger_cli_gives_a_clear_error_on_a_missing_file(tmp_path, capsys):
    assert ledger.main([str(tmp_path / "none.jsonl")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_run_passes_every_opponent_of_a_mixed_row():
    row = next(r for r in run.rowsets()["mixed"] if r["row"] == "mix_search")
    cmd = run.command(row, Path("b"), Path("o"), 1.0)
    opps = [cmd[i + 1] for i, a in enumerate(cmd) if a == "--opp"]
    assert opps == ["ref:iters=10000", "value", "heuristic:0.8"]
    single = run.command({"row": "r", "hero": "h", "opp": "value"}, Path("b"), Path("o"), 0.5)
    assert single[single.index("--opp") + 1] == "value"
    assert single[single.index("--deals") + 1] == "50"


def test_model_table_averages_the_weights_per_opponent_kind():
    styles = ["value", "heuristic:0.5"]
    a = game(0, 0, 1, 0, hero="H", opps=["ref", "bot"],
             hero_report={"styles": styles,
                          "model": [None, [0.2, 0.8], [1.0, 0.0], [0.6, 0.4]]})
    b = game(0, 1, 0, 0, hero="H", opps=["ref", "bot"],
             hero_report={"styles": styles,
                          "model": [[0.0, 1.0], None, [1.0, 0.0], [0.4, 0.6]]})
    # Game a: seats 1, 2, 3 are ref, bot, ref; game b: seats 0, 2, 3 are ref, bot, ref.
    seats = model.judged_seats([a, b])
    assert seats["bot"] == [[1.0, 0.0], [1.0, 0.0]]
    assert len(seats["ref"]) == 4
    text = model.table([a, b])
    # ref: value weights 0.2, 0.6, 0.0, 0.4 (mean 0.30), the most weight on value once.
    assert "| ref | 4 | 0.30 (1) | 0.70 (3) |" in text
    assert "| bot | 2 | 1.00 (2) | 0.00 (0) |" in text


def test_model_by_decision_follows_each_seat_through_its_decisions():
    styles = ["value", "heuristic:0.5"]
    # Hero in seat 0; seats 1 and 3 are "ref", seat 2 "bot". Seat 1 reveals its style seven
    # times (weights on value 0.5, then 1.0 six times), seat 2 once (0.2), seat 3 never.
    trace = [[1, 0, 0.5, 0.5], [2, 0, 0.2, 0.8]] + [[1, s, 1.0, 0.0] for s in range(6)]
    a = game(0, 0, 1, 0, hero="H", opps=["ref", "bot"],
             hero_report={"styles": styles, "model": [None, [1, 0], [0, 1], [1, 0]],
                          "trace": trace})
    text = model.by_decision([a])
    # ref: decisions 1-5 are 0.5, 1, 1, 1, 1 (mean 0.9 on value); 6-10 are 1, 1.
    assert "| ref | 1-5 | 5 | 0.900 | 0.100 |" in text
    assert "| ref | 6-10 | 2 | 1.000 | 0.000 |" in text
    assert "| bot | 1-5 | 1 | 0.200 | 0.800 |" in text
    assert "11-15" not in text


def test_model_by_decision_puts_late_decisions_in_one_row():
    trace = [[1, 3, 1.0] for _ in range(model.LAST + 7)]
    a = game(0, 0, 1, 0, hero="H", opps=["bot"],
             hero_report={"styles": ["value"], "model": [None, [1], [1], [1]], "trace": trace})
    assert f"| bot | {model.LAST + 1}+ | 7 | 1.000 |" in model.by_decision([a])


def test_model_cli_by_decision_needs_a_trace(tmp_path, capsys):
    f = tmp_path / "games.jsonl"
    f.write_text(json.dumps(game(0, 0, 1, 0, hero="H", opps=["bot"],
                                 hero_report={"styles": ["value"], "model": [None, [1], [1], [1]]}))
                 + "\n")
    assert model.main(["--by-decision", str(f)]) == 1
    assert "no line with a trace" in capsys.readouterr().err
    assert model.main([str(f)]) == 0


def test_model_cli_says_when_no_line_has_a_report(tmp_path, capsys):
    f = tmp_path / "games.jsonl"
    f.write_text(json.dumps(game(0, 0, 1, 0)) + "\n")
    assert model.main([str(f)]) == 1
    assert "no line with a hero_report" in capsys.readouterr().err
    assert model.main([str(tmp_path / "none.jsonl")]) == 2


def test_stats_cli_gives_a_clear_error_on_a_missing_file(tmp_path, capsys):
    assert stats.main([str(tmp_path / "none.jsonl")]) == 2
    assert "cannot read the games" in capsys.readouterr().err


def shadow_line(deal: int, played: str, moves: list[str], label: str = "s") -> dict:
    return {"label": label, "hero": "h", "shadows": ["x", "y"][:len(moves)], "seed": 1,
            "deal": deal, "seat": 0, "decision": 0, "played": played, "moves": moves}


def test_shadow_amount_reads_bids_and_passes_only():
    assert shadow.amount("bid 12") == 12
    assert shadow.amount("pass") == 0
    assert shadow.amount("play CP-open") is None
    assert shadow.amount("bid x") is None
    assert shadow.amount("price 20") is None


SHADOW_LINES = [shadow_line(0, "bid 10", ["bid 14", "bid 10"]),
                shadow_line(0, "pass", ["pass", "bid 3"]),
                shadow_line(0, "play A", ["play B", "play A"]),
                shadow_line(1, "bid 20", ["bid 16", "bid 20"])]


def test_shadow_compare_against_the_hero_is_clustered_by_deal():
    c = shadow.compare(SHADOW_LINES, 0, -1)
    # Same move: deal 0 {0, 1, 0}, deal 1 {0}: 1 of 4.
    assert c["same"][0] == pytest.approx(0.25)
    assert c["same"][2] == 4
    # Bids (the play is left out): deal 0 {+4, 0}, deal 1 {-4}: mean 0 over 3. Cluster
    # residual sums 4 and -4, ss 32, se = sqrt(2 / 1 * 32) / 3 = 8 / 3.
    mean, half, n = c["bid"]
    assert (mean, n) == (0.0, 3)
    assert half == pytest.approx(stats.Z95 * 8 / 3)
    assert c["higher"][0] == pytest.approx(1 / 3)
    assert c["lower"][0] == pytest.approx(1 / 3)
    # The second shadow: the same move at 3 of 4; it bids 3 more once, in 3 bid decisions.
    c = shadow.compare(SHADOW_LINES, 1, -1)
    assert c["same"][0] == pytest.approx(0.75)
    assert c["bid"][0] == pytest.approx(1.0)
    assert c["higher"][0] == pytest.approx(1 / 3)
    assert c["lower"][0] == 0.0


def test_shadow_compare_against_another_shadow():
    # Shadow 1 against shadow 2: no move in common; bids +4, -3 and -4, mean -1.
    c = shadow.compare(SHADOW_LINES, 0, 1)
    assert c["same"][0] == 0.0
    assert c["bid"][0] == pytest.approx(-1.0)
    assert c["higher"][0] == pytest.approx(1 / 3)
    assert c["lower"][0] == pytest.approx(2 / 3)


def write_lines(path: Path, lines: list[dict]) -> str:
    path.write_text("".join(json.dumps(r) + "\n" for r in lines))
    return str(path)


def test_shadow_cli_table_and_its_errors(tmp_path, capsys):
    f = write_lines(tmp_path / "s.jsonl", SHADOW_LINES)
    assert shadow.main([f]) == 0
    out = capsys.readouterr().out
    assert "s (4 decisions)" in out and "against the hero" in out
    assert shadow.main([f, "--base", "2"]) == 0
    assert "against shadow 2" in capsys.readouterr().out
    assert shadow.main([f, "--base", "3"]) == 2
    assert "--base must be 0..2" in capsys.readouterr().err
    games = write_lines(tmp_path / "g.jsonl", [game(0, 0, 1, 5)])
    assert shadow.main([games]) == 1
    assert "no shadow lines" in capsys.readouterr().err
    mixed = write_lines(tmp_path / "m.jsonl",
                        SHADOW_LINES + [shadow_line(2, "pass", ["pass"])])
    assert shadow.main([mixed]) == 1
    assert "lines of different shadows" in capsys.readouterr().err
    short = write_lines(tmp_path / "short.jsonl",
                        SHADOW_LINES + [dict(shadow_line(2, "pass", ["pass", "pass"]),
                                             moves=["pass"])])
    assert shadow.main([short]) == 1
    assert "lines of different shadows" in capsys.readouterr().err
    # A bad label after a good one: refused before any table is printed.
    other = write_lines(tmp_path / "other.jsonl",
                        SHADOW_LINES + [dict(shadow_line(2, "pass", ["pass"]), label="t"),
                                        dict(shadow_line(2, "pass", ["pass", "pass"]),
                                             label="t")])
    assert shadow.main([other]) == 1
    captured = capsys.readouterr()
    assert "t: lines of different shadows" in captured.err and captured.out == ""
    assert shadow.main([str(tmp_path / "missing.jsonl")]) == 2
    assert "cannot read the games" in capsys.readouterr().err


def test_shadow_where_keeps_only_the_decisions_of_that_kind(tmp_path, capsys):
    # Two decisions on the hero's own open-auction lot (the first shadow bids 4 more and 2
    # less), one on a rival's and one card play: --where phase=open --where own=1 compares
    # the first two only, so the first shadow bids (4 - 2) / 2 = 1 more on average there.
    lines = [dict(shadow_line(0, "bid 10", ["bid 14", "bid 10"]), phase="open", own=1),
             dict(shadow_line(1, "bid 8", ["bid 6", "bid 8"]), phase="open", own=1),
             dict(shadow_line(0, "bid 5", ["pass", "bid 5"]), phase="open", own=0),
             dict(shadow_line(1, "play CP-open", ["play YO-open", "play CP-open"]),
                  phase="play", own=0)]
    f = write_lines(tmp_path / "w.jsonl", lines)
    assert shadow.main([f, "--where", "phase=open", "--where", "own=1"]) == 0
    out = capsys.readouterr().out
    assert "s (2 decisions)" in out
    first = next(line for line in out.splitlines() if line.startswith("1. x"))
    # same move 0 of 2, then 2 bids, 1.00 more on average (deals 0 and 1 differ by +4 and
    # -2: residuals +-3, se sqrt(2 / 1 * 18) / 2 = 3, half-width 1.96 * 3 = 5.88), once more
    # and once less
    assert first.split()[5:8] == ["2", "1.00", "[-4.88,"] and first.split()[-2:] == [
        "0.500", "0.500"]
    assert shadow.main([f, "--where", "phase=play"]) == 0  # no bids: nothing to compare
    assert "nan" not in capsys.readouterr().out
    assert shadow.main([f, "--where", "phase=sealed"]) == 1
    assert "no shadow line matches phase=sealed" in capsys.readouterr().err
    for bad in ("phase", "=open", "phase="):
        assert shadow.main([f, "--where", bad]) == 2
        assert "give KEY=VALUE" in capsys.readouterr().err
