"""Reading a real planar die with a camera (no Qt here)."""
