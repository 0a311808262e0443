"""The table's web pages: a live public board and each player's private page (issue 10).

A local web server (aiohttp) inside the host's app: it reads views of the state
(:mod:`companion.game.public`) and hands the phones' entries to the host
(:class:`companion.web.server.TableHost`), which records them like a key press. It
never touches the journal or any file. Nothing here is imported when the app
starts: the host's "Share the table…" or ``companion serve`` imports it.

Modules: :mod:`server` (the app factory, routes and the :class:`ShareServer` the
host starts and stops), :mod:`tokens` (the unguessable links), :mod:`stream`
(server-sent events: at most 32 live connections, keep-alive pings, a bounded
queue per client), :mod:`net` (the LAN address); ``templates/`` (Jinja2,
autoescaped) and ``static/`` (plain CSS and JS, no framework, no CDN).
"""
