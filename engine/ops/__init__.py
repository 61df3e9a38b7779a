"""What a planar ability does when it resolves: its ops, run by ``resolver.Resolver``.

The ops are data (``assets/cards/automation.json``, checked by ``engine.automation``);
each op's code lives with its area: ``players``, ``turns`` and ``planar``. They reach the
table only through the ``surface.TableOps`` protocol, so nothing here imports the table.
This package's ``__init__`` imports nothing.
"""
