"""Array types shared by the camera modules, and casts for what OpenCV returns.

OpenCV's stubs type results loosely (`MatLike`); these casts give them back their real
dtypes without copying.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray

Image = NDArray[np.uint8]
FloatImage = NDArray[np.float32]


def u8(array: Any) -> Image:
    return np.asarray(array, dtype=np.uint8)


def f32(array: Any) -> FloatImage:
    return np.asarray(array, dtype=np.float32)
