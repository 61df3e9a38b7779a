"""The serial dice tower: protocol v1 (``PD/1``), a reader thread, port discovery and a
simulated tower. No Qt here; see docs/serial-protocol.md.

This package is ``hardware.serial``; pyserial is the top-level ``serial``, always imported
absolutely (``import serial``). Nothing named ``serial.py`` may sit at the top of
``hardware/``, or scripts run from that folder would find it instead of pyserial.

    python -m hardware.serial simulate                 # a tower on a pseudo-terminal
    python -m hardware.serial watch --port PATH --json # one JSON line per result
    python -m hardware.serial ports                    # ports, and which has a tower
"""

from hardware.serial.dedupe import SeqTracker, Verdict
from hardware.serial.ports import (
    PortChoice,
    PortInfo,
    detect_towers,
    first_tower,
    list_ports,
    probe,
)
from hardware.serial.protocol import DEFAULT_BAUD, PROTOCOL, Hello
from hardware.serial.reader import LinkState, LinkStats, TowerReader, TowerResult, TowerStatus

__all__ = [
    "DEFAULT_BAUD",
    "PROTOCOL",
    "Hello",
    "LinkState",
    "LinkStats",
    "PortChoice",
    "PortInfo",
    "SeqTracker",
    "TowerReader",
    "TowerResult",
    "TowerStatus",
    "Verdict",
    "detect_towers",
    "first_tower",
    "list_ports",
    "probe",
]
