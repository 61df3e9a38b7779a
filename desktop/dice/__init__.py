"""Real dice in the app: the camera and the dice tower as die sources (each a hardware
reader relayed to the GUI thread by a link), their pages, settings and calibration."""
