"""The Textual table companion: the screens a host keeps up all night.

Data flows one way: a key press becomes an event recorded through
:class:`companion.game.session.Game`; the screens re-render from the state.
Nothing here computes a rule: previews call the rules engine.
"""
