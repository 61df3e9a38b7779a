"""Dialogs the table opens: choices, the new-game wizard, the deck builder, settings."""
