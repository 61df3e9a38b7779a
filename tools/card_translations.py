"""Build ``assets/cards/planar_cards_i18n.json``: the printed foreign-language text of the
planar cards, from ``shared/data/planar_cards_i18n.json`` (see that folder's README).

The source is read like untrusted input: every card must be an official card of the English
data, every language one we know, every field a bounded string, and every provenance
complete. The output keeps each translation's name, type line, text, printing and older
printings, and names its provenance by a key of ``source.sources`` instead of repeating it
732 times. The text is *printed* text, not Oracle: old printings use old wording
("whenever you roll chaos"), so the English Oracle text stays the authority.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

from tools.json_input import no_duplicate_keys

I18N_FILE = "planar_cards_i18n.json"
I18N_SOURCE_FILE = "shared/data/" + I18N_FILE
FORMAT = "planechase-card-translations"
VERSION = 1
LANGUAGES = ("es", "it", "fr", "de", "ja", "pt", "zh-Hans")
"""Every language the source may hold, in the order the output lists them."""
SETS = ("OHOP", "OPC2", "PHOP", "MOC", "WHO")
MAX_FIELD_CHARS = {"name": 120, "type_line": 120, "text": 2000}
_PROVENANCE = ("repository", "path", "commit", "mtgjson_version", "mtgjson_date", "extraction")
_OPTIONAL_PROVENANCE = ("file_last_changed_in",)
_COMMIT_RE = re.compile(r"[0-9a-f]{40}")
_DATE_RE = re.compile(r"\d{4}-\d{2}-\d{2}")

Translation = dict[str, Any]


class TranslationsError(ValueError):
    """The translations file is malformed; the message names the card and language."""


def _string(value: object, where: str, field: str) -> str:
    limit = MAX_FIELD_CHARS.get(field, 300)
    if not isinstance(value, str) or not value.strip():
        raise TranslationsError(f"{where}: {field!r} must be a non-empty string")
    if len(value) > limit:
        raise TranslationsError(f"{where}: {field!r} is longer than {limit} characters")
    if any(ord(ch) < 32 and ch != "\n" for ch in value):
        raise TranslationsError(f"{where}: {field!r} holds a control character")
    return value


def _source_key(source: object, where: str) -> tuple[str, dict[str, str]]:
    if not isinstance(source, dict):
        raise TranslationsError(f"{where}: 'source' must be an object")
    unknown = set(source) - set(_PROVENANCE) - set(_OPTIONAL_PROVENANCE)
    if unknown:
        raise TranslationsError(f"{where}: unknown source field {sorted(unknown)[0]!r}")
    out: dict[str, str] = {}
    for field in (*_PROVENANCE, *_OPTIONAL_PROVENANCE):
        if field not in source and field in _OPTIONAL_PROVENANCE:
            continue
        out[field] = _string(source.get(field), where, f"source.{field}")
    for field in ("commit", "file_last_changed_in"):
        if field in out and not _COMMIT_RE.fullmatch(out[field]):
            raise TranslationsError(f"{where}: 'source.{field}' is not a 40-digit commit")
    if not _DATE_RE.fullmatch(out["mtgjson_date"]):
        raise TranslationsError(f"{where}: 'source.mtgjson_date' is not YYYY-MM-DD")
    # One key per source file and version: "OHOP-2022-04-25".
    return f"{Path(out['path']).stem}-{out['mtgjson_date']}", out


def _translation(raw: object, where: str, english_lines: int,
                 sources: dict[str, dict[str, str]]) -> Translation:
    if not isinstance(raw, dict):
        raise TranslationsError(f"{where}: a translation must be an object")
    allowed = {"name", "type_line", "text", "set", "printed", "source", "older_printings"}
    unknown = set(raw) - allowed
    if unknown:
        raise TranslationsError(f"{where}: unknown field {sorted(unknown)[0]!r}")
    if raw.get("printed") is not True:
        raise TranslationsError(f"{where}: 'printed' must be true (printed text, not Oracle)")
    printing = raw.get("set")
    if printing not in SETS:
        raise TranslationsError(f"{where}: 'set' must be one of {', '.join(SETS)}")
    text = _string(raw.get("text"), where, "text")
    if text.count("\n") + 1 != english_lines:
        # Shown line by line beside the Oracle text: a merged or split ability would pair
        # the wrong lines (the README checked this on every card).
        raise TranslationsError(f"{where}: the text has {text.count(chr(10)) + 1} lines, "
                                f"the English Oracle text {english_lines}")
    key, provenance = _source_key(raw.get("source"), where)
    if sources.setdefault(key, provenance) != provenance:
        raise TranslationsError(f"{where}: source {key!r} differs from another card's")
    out: Translation = {
        "name": _string(raw.get("name"), where, "name"),
        "type_line": _string(raw.get("type_line"), where, "type_line"),
        "text": text,
        "set": printing,
        "source": key,
    }
    older = raw.get("older_printings")
    if older is not None:
        if not isinstance(older, list) or not older or len(older) > 4:
            raise TranslationsError(f"{where}: 'older_printings' must be a list of 1 to 4")
        out["older_printings"] = [
            {"set": _older_set(o, where), "name": _string(o.get("name"), where, "name")}
            for o in older]
    return out


def _older_set(older: object, where: str) -> str:
    if not isinstance(older, dict) or older.get("set") not in SETS:
        raise TranslationsError(f"{where}: an older printing needs a 'set' of {', '.join(SETS)}")
    return str(older["set"])


def load_translations(raw: bytes, cards: list[dict[str, Any]]
                      ) -> tuple[dict[str, dict[str, Translation]], dict[str, dict[str, str]]]:
    """Parse and check the source file; returns ``({english name: {lang: translation}},
    {source key: provenance})``. Raises ``TranslationsError`` at the first problem."""
    try:
        doc = json.loads(raw.decode("utf-8"),
                         object_pairs_hook=no_duplicate_keys(TranslationsError, I18N_FILE))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise TranslationsError(f"{I18N_FILE}: not valid UTF-8 JSON ({exc})") from exc
    if not isinstance(doc, list):
        raise TranslationsError(f"{I18N_FILE}: must be a list of cards")
    english = {c["name"]: c for c in cards}
    out: dict[str, dict[str, Translation]] = {}
    sources: dict[str, dict[str, str]] = {}
    for entry in doc:
        if not isinstance(entry, dict) or set(entry) != {"name", "translations"}:
            raise TranslationsError(f"{I18N_FILE}: each card needs exactly 'name' and "
                                    "'translations'")
        name = entry["name"]
        card = english.get(name) if isinstance(name, str) else None
        if card is None:
            raise TranslationsError(f"{I18N_FILE}: translations for unknown card {name!r}")
        if card.get("category") != "official":
            raise TranslationsError(f"{I18N_FILE}: {name!r} is not an official card")
        if name in out:
            raise TranslationsError(f"{I18N_FILE}: {name!r} is listed twice")
        langs = entry["translations"]
        if not isinstance(langs, dict) or not langs:
            raise TranslationsError(f"{I18N_FILE}: {name!r}: 'translations' must be a "
                                    "non-empty object")
        unknown = [lang for lang in langs if lang not in LANGUAGES]
        if unknown:
            raise TranslationsError(f"{I18N_FILE}: {name!r}: unknown language {unknown[0]!r}")
        lines = card["oracle_text"].count("\n") + 1
        out[name] = {lang: _translation(langs[lang], f"{I18N_FILE}: {name!r} [{lang}]",
                                        lines, sources)
                     for lang in LANGUAGES if lang in langs}
    return out, sources


def build_translations(path: Path, cards: list[dict[str, Any]], data_date: str) -> str:
    """The output JSON text for the translations file beside the English source."""
    raw = path.read_bytes()
    translations, sources = load_translations(raw, cards)
    coverage = {lang: sum(lang in t for t in translations.values()) for lang in LANGUAGES}
    document = {
        "format": FORMAT,
        "version": VERSION,
        "data_date": data_date,
        "note": "printed text as on the cards in each language, not Oracle; the English "
                "Oracle text is the authority. A card never printed in a language is "
                "absent from it.",
        "languages": list(LANGUAGES),
        "coverage": coverage,
        "source": {
            "file": I18N_SOURCE_FILE,
            "sha256": hashlib.sha256(raw).hexdigest(),
            "readme": "shared/data/README.md",
            "sources": dict(sorted(sources.items())),
        },
        "cards": dict(sorted(translations.items())),
    }
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"
