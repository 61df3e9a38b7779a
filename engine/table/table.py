"""The whole table: every rule layer of ``engine/table/`` composed into one class.

The layers stack without cycles, each building on the one below: core (state, events,
guards) < effects < stack (603) < stack_choices (603.3c, 603.3d) < planeswalking (701.31,
901.11) < state_checks (704.6f, 603.8) < turns (500-514, 723) < die (901.9, 116.2i) <
table_counters < resolution (608) < leaving (800.4a, 901.10) < commander (903) <
corrections (the table's fixes by hand, 116.2i). docs/engine-layout.md maps each module
to its rules.
"""

from __future__ import annotations

from engine.table.corrections import CorrectionsLayer


class Table(CorrectionsLayer):
    """The rules, applied to ``state``; ``events`` collects what happened."""
