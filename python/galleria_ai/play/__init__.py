"""galleria-play: a human plays Modern Art against AI seats (and other humans, hot-seat).

Modules: ``screen`` (text rendering of what one seat may see), ``human`` (the human
``SeatPlayer``), ``session`` (save / load of a game in progress), ``cli`` (``galleria-play``).
"""
