"""galleria-play: a human plays any registered game against AI seats (and other humans,
hot-seat).

Modules: ``screen`` (terminal helpers; a seat's screen is drawn by its game's entry from
what that seat may see), ``human`` (the human
``SeatPlayer``), ``narration`` (each step of the table in words, from the seat's own
observation; also used by ``galleria-web``), ``session`` (save / load of a game in
progress), ``cli`` (``galleria-play``).
"""
