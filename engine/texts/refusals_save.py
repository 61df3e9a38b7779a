"""Refusals of saving, loading, undo and redo.

``detail`` parameters hold text from outside the catalogue: the operating system's error
(``strerror``), Python's JSON parser, or the diagnosis of a damaged save (a state check
in ``consistency.py`` or the save reader). An app shows it as it is."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "input.the_file": "the file",
    "save.cannot_write": "can't write {path}: {detail}",
    "save.wont_overwrite": "won't overwrite {path}: it isn't a save this version can read "
                           "({problem}). Move it away or choose another file.",
    "save.not_unicode": "can't save {path}: the game holds text that is not valid Unicode "
                        "({given})",
    "save.not_a_file": "{path} is not a file",
    "save.too_large": "{path} is {size} bytes: too large to be a save file",
    "save.larger_than": "{path} is larger than {limit} bytes: too large to be a save file",
    "save.missing": "no save file at {path}",
    "save.cannot_read": "can't read {path}: {detail}",
    "save.corrupt_json": "corrupt JSON: {detail}",
    "save.unreadable": "{origin} is not a readable save file ({problem})",
    "save.not_a_save": "{origin} is not a Planechase save file",
    "save.no_version": "{origin} has no valid version number",
    "save.newer": "{origin} was saved by a newer version (save format {version}; this app "
                  "reads up to {newest}). Update the app to open it",
    "save.unknown_version": "{origin} has an unknown save format version {version}",
    "save.damaged": "{origin} is damaged: {detail}",
    "save.autosave_failed": "nothing changed: the autosave failed ({problem})",
    "save.undo_step_fails": "undo step {step} ({cmd:words}) no longer applies: {problem}",
    "save.replay_differs": "replaying the saved actions doesn't give the saved game",
    "undo.no_more": "nothing more to undo: undo reaches back {kept:,} actions at most, and "
                    "the {dropped:,} before them are no longer kept",
    "undo.at_start": "nothing to undo: this is the start of the game",
    "undo.nothing_to_redo": "nothing to redo",
    "rule.cited": "{rule}: {message}",
}
