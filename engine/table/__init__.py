"""The rules of one game, laid out by area of the Comprehensive Rules.

``engine.table.table.Table`` is the whole table; each module below it holds one area,
named for what it does, with its rule numbers in its docstring (see docs/engine-layout.md).
This package's ``__init__`` imports nothing, so importing one layer loads only the layers
beneath it.
"""
