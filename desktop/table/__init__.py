"""The table screen: the main window, the face-up planes, the seats around them, the die
panel, the stack, the turn bar, effects and the game log."""
