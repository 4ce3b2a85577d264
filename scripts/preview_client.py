"""A WebSocket client of `keysmith preview`'s protocol (docs/preview-protocol.md), written on plain
sockets with Python's standard library, for scripts/load_preview.py."""

import base64
import json
import os
import socket
import struct
import time

HOST = "127.0.0.1"
SOCKET_TIMEOUT = 60  # seconds; a generous ceiling on any single wait


class Closed(Exception):
    """The server closed the connection; `code` is the close frame's status, None without one."""

    def __init__(self, code=None):
        super().__init__(f"closed with status {code}" if code is not None else "closed")
        self.code = code


class Session:
    """A WebSocket client of the preview protocol, on a plain socket."""

    def __init__(self, port, path="/session", headers=None):
        self.sock = socket.create_connection((HOST, port), timeout=SOCKET_TIMEOUT)
        key = base64.b64encode(os.urandom(16)).decode()
        headers = dict(headers or {})
        lines = [
            f"GET {path} HTTP/1.1",
            f"Host: {headers.pop('Host', f'{HOST}:{port}')}",
            "Upgrade: websocket",
            "Connection: Upgrade",
            f"Sec-WebSocket-Key: {key}",
            "Sec-WebSocket-Version: 13",
        ] + [f"{name}: {value}" for name, value in headers.items()]
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            self._fill()
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        self.status = int(head.split(b" ")[1])

    def _fill(self):
        chunk = self.sock.recv(1 << 16)
        if not chunk:
            raise Closed()
        self.buffer += chunk

    def _take(self, count):
        while len(self.buffer) < count:
            self._fill()
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def send_frame(self, opcode, payload, fin=True):
        header = bytes([(0x80 if fin else 0) | opcode])
        length = len(payload)
        if length < 126:
            header += bytes([0x80 | length])
        elif length < 1 << 16:
            header += bytes([0x80 | 126]) + struct.pack("!H", length)
        else:
            header += bytes([0x80 | 127]) + struct.pack("!Q", length)
        mask = os.urandom(4)
        self.sock.sendall(header + mask + _mask(payload, mask))

    def send(self, message):
        self.send_frame(0x1, json.dumps(message).encode())

    def receive(self):
        """The next text message, as a string; answers pings, raises Closed at a close."""
        parts = []
        while True:
            first, second = self._take(2)
            opcode, length = first & 0x0F, second & 0x7F
            if length == 126:
                (length,) = struct.unpack("!H", self._take(2))
            elif length == 127:
                (length,) = struct.unpack("!Q", self._take(8))
            payload = self._take(length)
            if opcode == 0x8:
                raise Closed(struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else None)
            if opcode == 0x9:
                self.send_frame(0xA, payload)
                continue
            if opcode in (0x1, 0x0):
                parts.append(payload)
                if first & 0x80:
                    return b"".join(parts).decode()

    def receive_until(self, wanted):
        """Messages up to and including the first whose type is in `wanted`, as dicts."""
        seen = []
        while True:
            text = self.receive()
            # Frames are tens of kilobytes of SVG: only their type is read.
            kind = _type_of(text)
            seen.append(json.loads(text) if kind != "frame" else {"type": "frame"})
            if kind in wanted:
                return seen

    def open(self):
        """Reads the opening messages, up to `host`; returns the first `document`."""
        messages = self.receive_until({"host"})
        return next(m for m in messages if m["type"] == "document")

    def close(self):
        try:
            self.send_frame(0x8, struct.pack("!H", 1000))
        except OSError:
            pass
        self.sock.close()


def _mask(payload, mask):
    """The payload masked with `mask`, as a client must send it; whole-integer XOR for speed."""
    repeated = (mask * (len(payload) // 4 + 1))[: len(payload)]
    return (int.from_bytes(payload, "big") ^ int.from_bytes(repeated, "big")).to_bytes(len(payload), "big")


def _type_of(text):
    start = text.find('"type":"')
    if start < 0:
        return None
    start += len('"type":"')
    return text[start : text.find('"', start)]


def text_for(number):
    """A text of letters only that no other session types: its number spelled in letters."""
    digits = "abcdefghij"
    return "load " + "".join(digits[int(d)] for d in f"{number:03d}") + " quick fox"


def type_text(session, text, pace, clock=time.monotonic):
    """Types `text` one key at a time, `pace` seconds apart at least; returns each answer's latency
    and every problem seen (another text, a missing answer)."""
    latencies, problems = [], []
    for count, character in enumerate(text, start=1):
        started = clock()
        session.send({"v": 1, "type": "key", "key": character, "t": started})
        for message in session.receive_until({"document", "error"}):
            if message["type"] == "error":
                problems.append(f"{character!r} answered with {message.get('code')}: {message.get('message')}")
            elif message["type"] == "document" and message.get("text") != text[:count]:
                problems.append(f"expected {text[:count]!r}, the document said {message.get('text')!r}")
        latencies.append(clock() - started)
        rest = pace - (clock() - started)
        if rest > 0:
            time.sleep(rest)
    return latencies, problems


def start_session(port):
    """A session with autocorrection off, so that what is typed stays as typed."""
    session = Session(port)
    session.open()
    session.send({"v": 1, "type": "settings", "autocorrection": False})
    session.receive_until({"settings"})
    return session


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(p / 100 * len(ordered) + 0.5)) - 1))]
