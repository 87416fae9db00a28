"""Rules: Scoring a season (ranking, tie-break, markers, accumulated value, unranked = 0),
including both worked examples of docs/rules/modern_art.md."""

from __future__ import annotations

from collections.abc import Sequence

from ma_rules import (
    ARTISTS,
    Script,
    deck_for_scripts,
    new_game,
    rotation_unsold,
    run,
    season_scoring,
)


def unsold_season(start: int, players: int, cards: Sequence[str], ender: str) -> Script:
    """Every card goes unsold to its auctioneer; ``ender`` is the season-ending card."""
    script = rotation_unsold(start, players, cards)
    return script + [((start + len(cards)) % players, f"play {ender}")]


def owners(script: Script, players: int) -> list[list[str]]:
    """Artists of the paintings each seat keeps from an all-unsold season script."""
    plays = [(seat, m[5:]) for seat, m in script if m.startswith("play ")][:-1]
    out: list[list[str]] = [[] for _ in range(players)]
    for seat, card in plays:
        out[seat].append(card.split("-")[0])
    return out


def play_seasons(players: int, seasons: list[Script]):
    s = new_game(players, deck_for_scripts(players, seasons))
    for idx, script in enumerate(seasons):
        assert s.season == idx
        run(s, script)
    return s


def expected_earnings(script: Script, players: int, values: dict[str, int]) -> list[int]:
    return [sum(values[a] for a in arts) for arts in owners(script, players)]


def test_example_season_1_karl_gitter_yoko_krypto_lite_metal():
    cards = ["KG-open", "YO-open", "KR-open", "LM-open", "KG-open", "YO-open", "KR-open",
             "KG-open", "YO-open", "KR-once", "KG-once"]
    script = unsold_season(0, 4, cards, "KG-once")
    s = play_seasons(4, [script])
    sc = season_scoring(s, 1)
    assert sc["counts"] == {"LM": 1, "YO": 3, "CP": 0, "KG": 5, "KR": 3}
    # Yoko beats Krypto on the tie (further left); Lite Metal is unranked.
    assert sc["ranked"] == ["KG", "YO", "KR"]
    assert sc["values"] == {"LM": 0, "YO": 20, "CP": 0, "KG": 30, "KR": 10}
    assert sc["earnings"] == expected_earnings(script, 4, sc["values"])
    assert s.money() == [100 + e for e in sc["earnings"]]
    # The holder of the Lite Metal painting got nothing for it.
    lm_seat = next(i for i, arts in enumerate(owners(script, 4)) if "LM" in arts)
    assert sc["earnings"][lm_seat] == sum(
        {"YO": 20, "KR": 10, "KG": 30}[a] for a in owners(script, 4)[lm_seat] if a != "LM")


def krypto_game():
    """Krypto 1st in season 1, 3rd in season 2, unranked in season 3, 2nd in season 4."""
    s1 = unsold_season(0, 4, ["KR-open", "LM-open", "KR-open", "KR-open", "KR-open"],
                       "KR-fixed")  # KR 5, LM 1; ender seat 1
    s2 = unsold_season(2, 4, ["LM-open", "YO-open", "KR-once", "LM-open", "YO-open",
                              "LM-once", "KR-once", "YO-once", "LM-once"],
                       "LM-once")  # LM 5, YO 3, KR 2; ender seat 3
    s3 = unsold_season(0, 4, ["YO-once", "KG-open", "CP-open", "KR-sealed", "CP-open",
                              "KG-open", "CP-open", "YO-sealed", "CP-once"],
                       "CP-once")  # CP 5, YO 2, KG 2, KR 1; ender seat 1
    s4 = unsold_season(2, 4, ["KG-open", "KR-sealed", "KG-once", "KR-sealed", "KG-once",
                              "KR-once", "KG-once"],
                       "KG-sealed")  # KG 5, KR 3; ender seat 1
    return [s1, s2, s3, s4], play_seasons(4, [s1, s2, s3, s4])


def test_example_krypto_values_accumulate_only_while_ranked():
    seasons, s = krypto_game()
    assert s.is_terminal()
    sc = [season_scoring(s, k) for k in (1, 2, 3, 4)]
    assert sc[0]["ranked"] == ["KR", "LM"]
    assert sc[0]["values"]["KR"] == 30
    assert sc[1]["ranked"] == ["LM", "YO", "KR"]
    assert sc[1]["values"]["KR"] == 40  # 30 + 10
    assert sc[2]["ranked"] == ["CP", "YO", "KG"]  # Yoko beats Karl Gitter on the 2-2 tie
    assert sc[2]["values"]["KR"] == 0  # unranked: its earlier markers do not count
    assert sc[3]["ranked"] == ["KG", "KR"]
    assert sc[3]["values"]["KR"] == 60  # 20 + 10 + 30
    # The other artists follow the same rule.
    assert sc[1]["values"] == {"LM": 30 + 20, "YO": 20, "CP": 0, "KG": 0, "KR": 40}
    assert sc[2]["values"] == {"LM": 0, "YO": 20 + 20, "CP": 30, "KG": 10, "KR": 0}
    assert sc[3]["values"] == {"LM": 0, "YO": 0, "CP": 0, "KG": 10 + 30, "KR": 60}
    total = [100] * 4
    for script, rec in zip(seasons, sc):
        earned = expected_earnings(script, 4, rec["values"])
        assert rec["earnings"] == earned
        total = [t + e for t, e in zip(total, earned)]
    assert s.money() == total


def test_value_board_holds_the_markers_of_each_season():
    _, s = krypto_game()
    board = s.value_board()
    rows = [dict(zip(ARTISTS, row)) if not isinstance(row, dict) else row for row in board]
    assert rows[0] == {"LM": 20, "YO": 0, "CP": 0, "KG": 0, "KR": 30}
    assert rows[1] == {"LM": 30, "YO": 20, "CP": 0, "KG": 0, "KR": 10}
    assert rows[2] == {"LM": 0, "YO": 20, "CP": 30, "KG": 10, "KR": 0}
    assert rows[3] == {"LM": 0, "YO": 0, "CP": 0, "KG": 30, "KR": 20}


def test_ties_go_to_the_artist_further_left():
    cards = ["KR-open", "KG-open", "CP-open", "KR-open", "KG-open", "CP-open", "KR-open",
             "KG-open", "CP-open", "LM-open", "LM-open", "LM-open", "LM-once"]
    script = unsold_season(0, 4, cards, "LM-once")
    s = play_seasons(4, [script])
    sc = season_scoring(s, 1)
    assert sc["counts"] == {"LM": 5, "YO": 0, "CP": 3, "KG": 3, "KR": 3}
    assert sc["ranked"] == ["LM", "CP", "KG"]
    assert sc["values"] == {"LM": 30, "YO": 0, "CP": 20, "KG": 10, "KR": 0}
    assert sc["earnings"] == expected_earnings(script, 4, sc["values"])


def test_more_cards_beats_further_left():
    cards = ["LM-open", "KR-open", "YO-open", "KR-open", "KR-open", "YO-open", "KR-once"]
    script = unsold_season(0, 4, cards, "KR-once")
    s = play_seasons(4, [script])
    sc = season_scoring(s, 1)
    assert sc["ranked"] == ["KR", "YO", "LM"]
    assert sc["values"] == {"LM": 10, "YO": 20, "CP": 0, "KG": 0, "KR": 30}
    assert sc["earnings"] == expected_earnings(script, 4, sc["values"])


def test_only_artists_with_cards_are_ranked():
    script = unsold_season(0, 4, ["YO-open", "YO-open", "CP-open", "YO-open", "YO-once"],
                           "YO-sealed")
    s = play_seasons(4, [script])
    sc = season_scoring(s, 1)
    assert sc["ranked"] == ["YO", "CP"]  # Lite Metal has no card: not third
    assert sc["values"] == {"LM": 0, "YO": 30, "CP": 20, "KG": 0, "KR": 0}
    assert sc["earnings"] == expected_earnings(script, 4, sc["values"])
    single = unsold_season(0, 4, ["KG-open", "KG-open", "KG-open", "KG-once"], "KG-once")
    s = play_seasons(4, [single])
    sc = season_scoring(s, 1)
    assert sc["ranked"] == ["KG"]
    assert sc["values"] == {"LM": 0, "YO": 0, "CP": 0, "KG": 30, "KR": 0}
    assert sc["earnings"] == [30, 30, 30, 30]


def test_bought_paintings_pay_the_value_per_painting():
    # Seat 2 buys two Krypto paintings; at 30 each it earns 60.
    cards_script: Script = [
        (0, "play KR-open"), (1, "pass"), (2, "bid 12"), (3, "pass"), (0, "pass"), (1, "pass"),
        (1, "play KR-once"), (2, "bid 1"), (3, "pass"), (0, "pass"), (1, "pass"),
        (2, "play YO-open"), (3, "pass"), (0, "pass"), (1, "pass"), (2, "pass"),
        (3, "play KR-open"), (0, "pass"), (1, "pass"), (2, "pass"), (3, "pass"),
        (0, "play KR-sealed"), (0, "pass"), (1, "pass"), (2, "pass"), (3, "pass"),
        (1, "play KR-sealed"),
    ]
    s = play_seasons(4, [cards_script])
    sc = season_scoring(s, 1)
    assert sc["values"]["KR"] == 30 and sc["values"]["YO"] == 20
    assert sc["earnings"] == [30, 0, 60 + 20, 30]
    assert s.money() == [112 + 30, 101, 100 - 13 + 80, 130]
