"""The links kept for a restart: after a crash or a quit, sharing again gives the same links.

A host whose app stopped mid-game shares the table again: with new links every player
would scan a new QR code; with the kept ones every open page reconnects by itself.
``x`` (stop sharing) forgets them; ``r`` makes new ones; a read-only window keeps none.
"""

from __future__ import annotations

import os
import socket
import stat

import aiohttp

from companion.web.links import SavedLinks, forget_links, links_path, load_links, save_links
from tests.web.test_tui_sharing import share, shared, step2  # noqa: F401 - step2 is a fixture

NAMES = ["Ann", "Ben"]
LINKS = SavedLinks(board="b" * 22, players={"Ann": "A" * 22, "Ben": "-" * 21 + "_"}, port=41871)


def test_links_are_kept_beside_the_journal_for_its_owner_only(tmp_path):
    journal = tmp_path / "friday.jsonl"
    save_links(journal, LINKS)
    path = tmp_path / ".friday.links.json"
    assert links_path(journal) == path
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600  # a token lets a phone send entries
    assert load_links(journal, ["Ben", "Ann"]) == LINKS
    forget_links(journal)
    assert not path.exists()
    forget_links(journal)  # nothing to forget: no error


def test_a_links_file_that_is_not_ours_is_ignored(tmp_path):
    journal = tmp_path / "friday.jsonl"
    path = links_path(journal)
    assert load_links(journal, NAMES) is None  # none kept
    save_links(journal, LINKS)
    assert load_links(journal, ["Ann", "Ben", "Cat"]) is None  # other players
    for text in ("{", "[]", '{"board": "short", "players": {}, "port": 1}',
                 LINKS.model_dump_json().replace("41871", "70000"), LINKS.model_dump_json()[:-1] + ', "x": 1}'):
        path.write_text(text)
        assert load_links(journal, NAMES) is None, text
    path.unlink()
    os.mkfifo(path)  # would hang a plain read
    assert load_links(journal, NAMES) is None
    path.unlink()
    path.symlink_to("/dev/zero")  # would be read until memory runs out
    assert load_links(journal, NAMES) is None


async def test_sharing_again_after_a_restart_gives_the_same_links(step2):  # noqa: F811
    path, _ = step2
    async with shared(path) as (app, pilot):
        first = app.sharing.urls()
        assert "same links" not in str(app.screen.query_one("#share-info").render())
    # the app quit (or crashed): the same journal, shared again
    async with shared(path) as (app, pilot):
        assert app.sharing.urls() == first
        assert "The same links as before" in str(app.screen.query_one("#share-info").render())
        async with aiohttp.ClientSession() as session:
            assert (await session.get(first[1]["Ann"])).status == 200
        await pilot.press("x")  # stop sharing: the links stop working, now and after a restart
        await pilot.pause()
        assert not links_path(path).exists()
    async with shared(path) as (app, pilot):
        board, players = app.sharing.urls()
        assert board != first[0] and players["Ann"] != first[1]["Ann"]


async def test_new_links_are_the_ones_kept(step2):  # noqa: F811
    path, _ = step2
    async with shared(path) as (app, pilot):
        await pilot.press("r", "y")
        await pilot.pause()
        renewed = app.sharing.urls()
    async with shared(path) as (app, pilot):
        assert app.sharing.urls() == renewed


def test_links_that_cannot_be_kept_never_bring_back_the_ones_they_replaced(tmp_path, monkeypatch):
    """Before: r (new links) on a full disk kept the old file, so after a restart sharing gave back
    the old links, which r had stopped (a link seen by someone it should not have been) — the host
    had only been told the new ones 'could not be kept for a restart'."""
    import errno

    import pytest

    from companion.errors import CompanionError

    journal = tmp_path / "friday.jsonl"
    save_links(journal, LINKS)
    real = os.write

    def full(fd, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", full)
    renewed = SavedLinks(board="c" * 22, players={"Ann": "C" * 22, "Ben": "D" * 22}, port=41871)
    with pytest.raises(CompanionError, match="No space left on device"):
        save_links(journal, renewed)
    monkeypatch.setattr(os, "write", real)
    assert load_links(journal, NAMES) is None  # a restart makes new links
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # and no temporary file stays


async def test_the_old_port_taken_keeps_the_tokens_and_says_the_phones_must_scan_again(step2):  # noqa: F811
    path, _ = step2
    async with shared(path) as (app, pilot):
        board, _ = app.sharing.urls()
        port = app.sharing.server.port
    with socket.socket() as squatter:  # another program took the port meanwhile
        squatter.bind(("127.0.0.1", port))
        squatter.listen()
        async with shared(path) as (app, pilot):
            assert app.sharing.server.port != port
            assert app.sharing.urls()[0].split("/b/")[1] == board.split("/b/")[1]
            info = str(app.screen.query_one("#share-info").render())
            assert f"port {port} is taken" in info and "scan again" in info


async def test_the_local_network_is_served_again_on_the_same_network_only(step2, monkeypatch):  # noqa: F811
    path, _ = step2
    monkeypatch.setattr("companion.web.net.lan_address", lambda: "127.0.0.2")  # a second loopback address
    async with shared(path) as (app, pilot):
        await pilot.press("l", "y")  # serve the local network (asked, and agreed)
        for _ in range(50):
            await pilot.pause(0.02)
            if app.sharing.server.lan_ip:
                break
        lan = app.sharing.urls()
        assert lan[0].startswith("http://127.0.0.2:")
    # a restart on the same network: served again without a question, the very same links
    async with shared(path) as (app, pilot):
        assert app.sharing.urls() == lan
        async with aiohttp.ClientSession() as session:
            assert (await session.get(lan[1]["Ben"])).status == 200
    # another night, elsewhere: another address; the host is asked again before the LAN is served
    monkeypatch.setattr("companion.web.net.lan_address", lambda: "127.0.0.3")
    async with shared(path) as (app, pilot):
        assert app.sharing.server.lan_ip is None and app.sharing.urls()[0].startswith("http://127.0.0.1:")
        info = str(app.screen.query_one("#share-info").render())
        assert "another network" in info and "l serves it" in info
