"""Widgets of the referee calculator screen."""
