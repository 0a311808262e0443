"""The table's web pages: a live public board and each player's private page (issue 10).

A local web server (aiohttp) inside the host's app, on its own thread: it gets views of the state
(:mod:`companion.game.titm.public`) and hands the phones' entries to the host
(:class:`companion.web.host.TableHost`), which records them like a key press. It
never touches the journal or any file. Nothing here is imported when the app
starts: the host's "Share the table…" or ``companion serve`` imports it.

Modules: :mod:`server` (the :class:`ShareServer` the host starts and stops, on a
thread of its own), :mod:`routes` (the endpoints, Host and Origin checks, rate
limits), :mod:`limits` (token buckets, connection caps, bare error answers,
problems told once per kind), :mod:`snapshot` (each page drawn once per change, as
bytes), :mod:`tokens` (the unguessable links), :mod:`stream` (server-sent events:
32 board streams and each player's own, keep-alive pings, a bounded queue per
client), :mod:`net` (the LAN address); ``templates/`` (Jinja2, autoescaped) and
``static/`` (plain CSS and JS, no framework, no CDN).
"""
