"""The bad clients scripts/load_preview.py connects beside its typing sessions. Each takes the
server's port and returns a sentence saying what happened, or the socket it holds open and the
sentence; an exception is a failure."""

import os
import socket
import struct
import time

from preview_client import HOST, SOCKET_TIMEOUT, Closed, Session, start_session, type_text

MAX_MESSAGE = 1 << 20  # the protocol's limit on one message


def closes(session, seconds=30):
    """Whether the server closes `session` within `seconds` (answering its pings meanwhile)."""
    session.sock.settimeout(seconds)
    limit = time.monotonic() + seconds
    try:
        while time.monotonic() < limit:
            session.receive()
    except (Closed, OSError):
        return True
    return False


def bad_messages(port):
    session = start_session(port)
    bad = [
        b"not json",
        b'{"v": 1}',
        b'{"v": 2, "type": "tick", "t": 1}',
        b'{"v": 1, "type": "nonsense"}',
        b'{"v": 1, "type": "touch", "phase": "sideways", "id": 1, "x": 1, "y": 1, "t": 1}',
        b'{"v": 1, "type": "touch", "phase": "began", "id": 1, "x": 1e999, "y": -1e308, "t": 1}',
        b'{"v": 1, "type": "document", "selection": {"start": 9, "end": 2}}',
        b'{"v": 1, "type": "settings", "device": "toaster"}',
        b'{"v": 1, "type": "key", "key": "\xe2\x98\x83", "t": 1}',
        b"[" * 100_000 + b"]" * 100_000,
    ]
    for payload in bad + [None]:
        if payload is None:
            session.send_frame(0x2, b"\x00\x01binary")
        else:
            session.send_frame(0x1, payload)
        # Each is answered with an error, and nothing else changes.
        answers = session.receive_until({"error", "document", "frame"})
        if answers[-1]["type"] != "error":
            raise AssertionError(f"{payload[:60]!r} was answered with {[a['type'] for a in answers]}, not an error")
    # The session goes on: it still types.
    latencies, problems = type_text(session, "ok", 0)
    if problems:
        raise AssertionError(f"after malformed messages: {problems}")
    session.close()
    return f"{len(bad) + 1} malformed messages each answered with an error; the session typed on"


def invalid_utf8(port):
    session = start_session(port)
    session.send_frame(0x1, b'{"v": 1, "type": "key", "key": "\xff\xfe", "t": 1}')
    # RFC 6455 section 8.1: a text message that is not UTF-8 fails the connection with 1007.
    try:
        while True:
            session.receive()
    except Closed as closed:
        if closed.code != 1007:
            raise AssertionError(f"a text message of invalid UTF-8 closed with status {closed.code}, not 1007")
    finally:
        session.sock.close()
    return "a text message of invalid UTF-8 closed its connection with status 1007"


def oversized(port):
    session = start_session(port)
    try:
        session.send_frame(0x1, b'{"v": 1, "type": "document", "text": "' + b"x" * (MAX_MESSAGE + 1024) + b'"}')
    except OSError:
        pass  # closed while sending: what is wanted
    if not closes(session):
        raise AssertionError("a message over 1 MiB did not close its connection")
    return f"a message of {(MAX_MESSAGE + 1024) / 1048576:.2f} MiB closed its connection"


def fragmented_oversized(port):
    session = start_session(port)
    chunk = b"y" * (256 * 1024)
    try:
        session.send_frame(0x1, b'{"v": 1, "type": "document", "text": "' + chunk, fin=False)
        for _ in range(8):
            session.send_frame(0x0, chunk, fin=False)
    except OSError:
        pass  # closed while sending: what is wanted
    if not closes(session):
        raise AssertionError("a message over 1 MiB in fragments did not close its connection")
    return "a message of 2.25 MiB in fragments closed its connection"


def half_open_frame(port):
    session = start_session(port)
    # Announces 64 KiB and sends ten bytes, then holds the connection until the load ends.
    session.sock.sendall(bytes([0x81, 0x80 | 127]) + struct.pack("!Q", 65536) + os.urandom(4) + b"0123456789")
    return session.sock, "a frame announcing 64 KiB with ten bytes sent, held open"


def half_open_request(port):
    sock = socket.create_connection((HOST, port), timeout=SOCKET_TIMEOUT)
    sock.sendall(f"GET /session HTTP/1.1\r\nHost: {HOST}:{port}\r\nUpgrade: webs".encode())
    return sock, "an HTTP request cut in the middle, held open"


def idle_connection(port):
    return socket.create_connection((HOST, port), timeout=SOCKET_TIMEOUT), "a connection that sends nothing, held open"


def never_reads(port):
    # Changes the picture again and again without reading a byte of the answers: the server must
    # not keep them all.
    session = start_session(port)
    session.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    devices = ["iphone-portrait", "ipad-landscape", "iphone-landscape", "ipad-portrait"]
    sent = 0
    try:
        for number in range(400):
            session.send({"v": 1, "type": "settings", "device": devices[number % 4]})
            sent += 1
    except OSError:
        pass
    return session.sock, f"a session that sent {sent} picture changes and read nothing, held open"


def garbage(port):
    sock = socket.create_connection((HOST, port), timeout=SOCKET_TIMEOUT)
    try:
        sock.sendall(os.urandom(8192))
    except OSError:
        pass  # the server may hang up before the last byte
    sock.close()
    return "8 KiB of random bytes, then closed"


def foreign_requests(port):
    # The WebSocket library answers every refused upgrade with 400; a plain request gets the status
    # the server chose.
    refused = [
        Session(port, "/session", {"Origin": "http://evil.example"}).status,
        Session(port, "/session", {"Host": "evil.example"}).status,
    ]
    if 101 in refused:
        raise AssertionError("a WebSocket from another origin or another host was accepted")
    sock = socket.create_connection((HOST, port), timeout=SOCKET_TIMEOUT)
    sock.sendall(b"GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
    status = int(sock.recv(1024).split(b" ")[1])
    sock.close()
    if status != 421:
        raise AssertionError(f"the page was answered {status} for another host, not 421")
    return f"WebSockets from another origin and another host refused ({refused}), the page for another host 421"


def dropped_mid_session(port):
    for _ in range(10):
        session = start_session(port)
        session.send({"v": 1, "type": "touch", "phase": "began", "id": 1, "x": 30, "y": 120, "t": 1})
        session.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        session.sock.close()  # a reset, no close frame
    return "10 sessions reset with a finger down and no close frame"


BAD_CLIENTS = [
    bad_messages, invalid_utf8, oversized, fragmented_oversized, half_open_frame, half_open_request,
    idle_connection, never_reads, garbage, foreign_requests, dropped_mid_session,
]
