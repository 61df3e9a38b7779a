"""events"""

from __future__ import annotations

TEXTS: dict[str, str] = {
}
