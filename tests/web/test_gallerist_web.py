"""The Gallerist in the web app: listed with the generic view and its rules page, played
through the live connection against a bot seat, and each page sees only its own secrets."""


from galleria_ai import games
from web_live import Page, http, new_game

HUMAN = {"human": True, "name": "Ann"}
HEURISTIC = {"human": False, "preset": "heuristic"}


def test_config_lists_the_gallerist_with_the_generic_view_and_its_rules(live):
    status, config = http(live, "GET", "/api/config")
    assert status == 200
    game = next(g for g in config["games"] if g["name"] == "gallerist")
    assert game["view"] == "generic" and game["rules"] == "/rules/gallerist"
    assert set(game["variants"]) == set(games.get("gallerist").variants)
    status, page = http(live, "GET", "/rules/gallerist")
    assert status == 200 and "Gallerist" in page


def test_a_gallerist_game_is_played_through_the_live_connection(live):
    link = new_game(live, [HUMAN, HEURISTIC], game="gallerist", seed=5)["links"][0]["url"]
    page = Page(live, link)
    view = page.decision()
    played = 0
    while view["status"] == "playing" and played < 25:
        assert view["legal"], view
        page.move(view["legal"][0])
        played += 1
        view = page.decision()
    assert played == 25 and view["status"] == "playing"   # a game lasts far longer
    # The page carries the human's own objective cards and never the bot seat's.
    table = live.app.state.tables.find(link.rsplit("/", 1)[-1])[0]
    state = table.narrator.state
    seats = view["observation"]["seats"]
    own = {f"{kind}-{seats[0][kind]}" for kind in ("curator", "dealer")}
    assert own == set(state.private_items(0))
    assert seats[1]["curator"] is None and seats[1]["dealer"] is None
    assert state.private_items(1)         # the bot does hold cards: they are kept back
    page.close()
    table.close()
