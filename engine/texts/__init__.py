"""The English catalogue of engine messages, by area: ``{id: str.format template}``.

Data only (the ``Message`` type and its rendering are in ``engine.messages``). Ids are
dotted and grouped by area; an app's translation catalogue has the same ids.
"""

from __future__ import annotations

from engine.texts import (
    events,
    labels,
    refusals_command,
    refusals_save,
    refusals_setup,
    refusals_table,
)


def _merge(*areas: dict[str, str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for area in areas:
        twice = set(out) & set(area)
        if twice:
            raise ValueError(f"message ids defined twice: {sorted(twice)}")
        out.update(area)
    return out


CATALOGUE: dict[str, str] = _merge(labels.TEXTS, refusals_command.TEXTS, refusals_setup.TEXTS,
                                   refusals_table.TEXTS, refusals_save.TEXTS, events.TEXTS)
"""Every message id and its English template."""
