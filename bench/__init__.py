"""Benchmarks that print figures (``python -m bench.engine``); speed goals live here."""
