"""The primary game, *Trading in the Mediterranean*: its events, state, fold, views and reports."""
