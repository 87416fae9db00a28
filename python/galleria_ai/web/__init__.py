"""galleria-web: play any registered game against engine seats in a browser.

A GEI GUI like the referee's other front ends: each game is `match.play_game` on a thread
of its own, AI seats are GEI engine processes, people sit at browser pages that receive
only their own seat's view and send moves back over a WebSocket.

Modules: ``config`` (what the server's command line decides: AI presets, budgets),
``seats`` (the browser seat, the engine seat with progress, the fault guard), ``table``
(one running game and each seat's view), ``lobby`` (checks of new-game requests and
uploaded saves; the set of tables), ``rules_page`` (a rules document as a page), ``app``
(the Starlette application), ``cli`` (``galleria-web``); ``static/`` holds the page, its
script and one view per game (``views/<game>.js``; ``views/generic.js`` for any game).
"""
