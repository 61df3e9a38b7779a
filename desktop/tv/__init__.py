"""The TV window: what the table reads from across the room, on a second screen.

`window.TvWindow` shows the face-up plane(s) huge, the last roll and its banner, whose turn
it is and the planar controller; it holds no controls and follows the bridge's ``changed``
signal. `control.TvControl` opens it from View ▸ TV window or ``--tv-screen N``, and closes
it when its screen is unplugged.
"""
