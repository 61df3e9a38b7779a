"""Engine text as the players read it.

The engine's messages name objects by their ids ("Eloren Wilds's ability (#4)", "#3 Stairs
to Infinity: ...") because a driver client needs them to answer; players at the table
don't, and an id reads like a glitch. The protocol keeps them (docs/engine-protocol.md):
the desktop leaves them out where it shows engine text.
"""

from __future__ import annotations

import re

_BRACKETED_ID = re.compile(r"\s*\(#\d+\)")
"""An id after a name: "Pompeii (#4)"."""
_LEADING_ID = re.compile(r"(?<![\w#])#\d+ (?=[A-Z])")
"""An id before an ability's card: "#3 Stairs to Infinity: ..."."""


def for_players(text: str) -> str:
    """``text`` without the engine's object ids."""
    return _LEADING_ID.sub("", _BRACKETED_ID.sub("", text))
