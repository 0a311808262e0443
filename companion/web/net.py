"""Which address the phones on the local network reach this computer at — without sending a packet.

:func:`lan_address` asks the kernel's routing table: ``connect()`` on a UDP socket
sends nothing (UDP has no handshake); it only picks the interface a datagram to that
address would leave from, and ``getsockname()`` reads that interface's address. The
address used, 192.0.2.1, is TEST-NET-1 (RFC 5737): reserved for documentation, never
routed on the internet, so even a mistake could not reach anyone. When there is no
route (no network), the host name's own addresses are tried
(``socket.getaddrinfo(socket.gethostname())``, which reads /etc/hosts or asks the
local resolver); loopback addresses are never offered as the LAN address.
"""

from __future__ import annotations

import ipaddress
import socket

#: RFC 5737 TEST-NET-1: routes like the internet, and is never used by anyone.
_PROBE = ("192.0.2.1", 9)


def _usable(address: str) -> bool:
    ip = ipaddress.ip_address(address)
    return not (ip.is_loopback or ip.is_unspecified or ip.is_link_local or ip.is_multicast)


def lan_address() -> str | None:
    """This computer's IPv4 address on the local network, or None if it has none."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(_PROBE)  # no packet is sent: UDP connect only chooses the route
            address: str = probe.getsockname()[0]
        if _usable(address):
            return address
    except OSError:
        pass
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET, socket.SOCK_DGRAM)
    except OSError:
        return None
    for info in infos:
        address = str(info[4][0])
        if _usable(address):
            return address
    return None
