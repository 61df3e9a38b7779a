"""The PySide6 table app. Widgets call the engine through one bridge and redraw from the
events it returns; hardware threads reach the GUI only through Qt signals."""
