"""Can Qt open a window here? Asked before Qt is loaded, because Qt itself aborts the
process (with a message few players can act on) when it can't.

On Linux, Qt's usual platform (xcb) needs an X display and a set of X libraries that a
minimal system lacks (`libxcb-cursor0` most often). Each missing library is found with
``dlopen`` (a few milliseconds) and named with the exact command that installs it.
"""

from __future__ import annotations

import ctypes
import logging
import os
import sys

log = logging.getLogger(__name__)

XCB_LIBRARIES: dict[str, str] = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-util.so.1": "libxcb-util1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libdbus-1.so.3": "libdbus-1-3",
}
"""What Qt's xcb platform plugin loads beyond a base system, and the Debian/Ubuntu
package of each."""
HEADLESS_PLATFORMS = ("offscreen", "minimal", "vnc", "eglfs", "linuxfb", "vkkhrdisplay")


def _platform() -> str:
    return os.environ.get("QT_QPA_PLATFORM", "").split(":", 1)[0].strip().lower()


def missing_libraries(names: dict[str, str] = XCB_LIBRARIES) -> list[str]:
    """The packages whose library can't be loaded here (in ``names`` order)."""
    missing: list[str] = []
    for library, package in names.items():
        try:
            ctypes.CDLL(library)
        except OSError:
            missing.append(package)
    return missing


def display_problem() -> str | None:
    """One sentence on why no window can open here, with the fix; None if it can."""
    if not sys.platform.startswith("linux"):
        return None
    platform = _platform()
    if platform in HEADLESS_PLATFORMS:
        return None
    wayland = bool(os.environ.get("WAYLAND_DISPLAY"))
    x11 = bool(os.environ.get("DISPLAY"))
    if platform.startswith("wayland") or (not platform and wayland and not x11):
        return None  # Qt's own Wayland plugin; its libraries come with any Wayland desktop
    if not x11:
        return ("there is no display to open the window on (DISPLAY is not set): start it "
                "from a desktop session, or add --screenshot FILE with "
                "QT_QPA_PLATFORM=offscreen to render without a screen.")
    missing = missing_libraries()
    if missing:
        log.warning("Qt's xcb platform lacks: %s", ", ".join(missing))
        return ("the window can't open: Qt needs system libraries this machine lacks. "
                f"Install them with: sudo apt-get install {' '.join(missing)}")
    return None
