"""Planar die sources with no Qt in them: virtual, manual, camera and serial dice towers.

Each source produces readings (a face, a source, a confidence and a status) from threads
with bounded buffers, and never blocks its caller. The camera and serial readers arrive
with their own issues; until then the app uses the engine's virtual die.
"""
