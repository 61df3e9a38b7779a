"""The game log kept in the state: a persistent list of chunks, so that undo snapshots
share its past and a long game's memory stays bounded."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TypeAlias

from engine.messages import Message, msg


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the game log, as read out of the state."""

    seq: int
    turn: int
    type: str
    text: str
    msg_json: str = ""
    """The entry's message as JSON text; "" for an entry read from a save (saves keep the
    English only, so their format is unchanged)."""

    @property
    def message(self) -> Message:
        """The entry as a message id and parameters (issue 15)."""
        if not self.msg_json:
            return msg("text.english", text=self.text)
        return Message.from_json(json.loads(self.msg_json))


LogRow: TypeAlias = tuple[int, int, str, str, str]
"""One log entry as plain data: (seq, turn, event type, text, message as JSON text). The
message is a string, not an object, so a row stays untracked by the collector (below)."""
LogNode: TypeAlias = "tuple[tuple[LogRow, ...], LogNode | None]"
"""The log as a persistent list of chunks: (up to ``LOG_CHUNK`` rows, oldest first; the
chunk before them).

Appending copies only the latest chunk and shares the whole past with earlier undo
snapshots. Rows are tuples of ints and strings, which the garbage collector stops tracking
the first time it sees them; what it must keep tracking is the links, one per chunk. (A
link per entry stayed tracked: the collector untracks only one link of a fresh chain per
pass, so a long game's whole log was walked by every full collection.)"""
LOG_CHUNK = 32
LOG_IN_MEMORY = 1_000
"""The state keeps at least the latest this many log entries and never twice as many: a
long game's memory stays bounded. The view shows the latest 50 (``--log-tail``), a save the
latest 100 (``persistence.LOG_KEPT``); the events of every action go to the table (and the
driver's replies) as they happen."""


def log_append(node: LogNode | None, turn: int, kind: str, message: Message) -> LogNode:
    """The log with one more entry, numbered after the latest. Every ``LOG_IN_MEMORY``
    entries it is cut back to the latest ``LOG_IN_MEMORY``: the cut depends only on the
    sequence number, so a replay (redo, undo history) cuts at the same places."""
    seq = node[0][-1][0] + 1 if node is not None else 1
    row: LogRow = (seq, turn, kind, message.english,
                   json.dumps(message.to_json(), ensure_ascii=False))
    new: LogNode
    if node is not None and len(node[0]) < LOG_CHUNK:
        new = ((*node[0], row), node[1])
    else:
        new = ((row,), node)
    if seq % LOG_IN_MEMORY == 0:
        cut = log_from_rows(_latest_rows(new, LOG_IN_MEMORY))
        assert cut is not None
        new = cut
    return new


def log_from_rows(rows: list[LogRow]) -> LogNode | None:
    """A log holding ``rows`` (oldest first)."""
    node: LogNode | None = None
    for i in range(0, len(rows), LOG_CHUNK):
        node = (tuple(rows[i:i + LOG_CHUNK]), node)
    return node


def _latest_rows(node: LogNode | None, n: int) -> list[LogRow]:
    out: list[LogRow] = []
    while node is not None and len(out) < n:
        rows, node = node
        out.extend(reversed(rows))
    del out[n:]
    out.reverse()
    return out


def log_length(node: LogNode | None) -> int:
    """How many entries the log holds in memory."""
    n = 0
    while node is not None:
        n += len(node[0])
        node = node[1]
    return n


def log_latest(node: LogNode | None, n: int) -> list[LogEntry]:
    return [LogEntry(*row) for row in _latest_rows(node, n)]
