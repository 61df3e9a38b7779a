"""The face map: which planar face each pip value of an ordinary d6 stands for.

Many tables use a plain d6 as the planar die. The camera's d6 mode and the dice tower's pip
results share this map. The default follows the planar die's odds (901.3a): one face is
the Planeswalker symbol, one is chaos, the other four are blank.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from engine.domain import DieFace

DEFAULT_FACE_MAP_TEXT = "1=planeswalker,6=chaos"

_FACE_NAMES: dict[str, DieFace] = {
    "planeswalker": DieFace.PLANESWALKER,
    "pw": DieFace.PLANESWALKER,
    "chaos": DieFace.CHAOS,
    "blank": DieFace.BLANK,
}


class FaceMapError(ValueError):
    """A face map that can't be read; the message names the offending part."""


@dataclass(frozen=True)
class FaceMap:
    """Pip value (1-6) to planar face; values not named are blank."""

    special: Mapping[int, DieFace] = field(
        default_factory=lambda: MappingProxyType(
            {1: DieFace.PLANESWALKER, 6: DieFace.CHAOS}
        )
    )

    def face(self, pips: int) -> DieFace:
        if not 1 <= pips <= 6:
            raise FaceMapError(f"a d6 shows 1 to 6 pips, not {pips}")
        return self.special.get(pips, DieFace.BLANK)

    def text(self) -> str:
        """The map in the command-line form, e.g. ``1=planeswalker,6=chaos``."""
        return ",".join(
            f"{pips}={face.value}"
            for pips, face in sorted(self.special.items())
            if face is not DieFace.BLANK
        )

    @classmethod
    def parse(cls, text: str) -> FaceMap:
        """Read ``1=planeswalker,6=chaos``. Unnamed values are blank.

        The planar die has exactly one Planeswalker face and one chaos face (901.3a); a map
        that gives a d6 a different count would change the odds, so it is refused.
        """
        special: dict[int, DieFace] = {}
        for part in (p.strip() for p in text.split(",")):
            if not part:
                continue
            key, sep, value = part.partition("=")
            if not sep:
                raise FaceMapError(f"face map part {part!r} should look like 1=planeswalker")
            try:
                pips = int(key.strip())
            except ValueError:
                raise FaceMapError(f"face map part {part!r}: {key.strip()!r} is not a pip "
                                   "value 1-6") from None
            if not 1 <= pips <= 6:
                raise FaceMapError(f"face map part {part!r}: a d6 has pip values 1-6")
            face = _FACE_NAMES.get(value.strip().lower())
            if face is None:
                raise FaceMapError(f"face map part {part!r}: {value.strip()!r} is not "
                                   "planeswalker, chaos or blank")
            if pips in special:
                raise FaceMapError(f"face map names pip value {pips} twice")
            special[pips] = face
        counts = {f: sum(1 for v in special.values() if v is f)
                  for f in (DieFace.PLANESWALKER, DieFace.CHAOS)}
        if counts[DieFace.PLANESWALKER] != 1 or counts[DieFace.CHAOS] != 1:
            raise FaceMapError(
                f"face map {text!r} must name exactly one planeswalker and one chaos value, "
                "like the planar die (901.3a)")
        return cls(MappingProxyType(special))
