"""Data files shipped with the app: card data, symbols, icons and translations.

A package only so that ``importlib.resources`` finds the files in an installed copy.
"""
