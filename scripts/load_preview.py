#!/usr/bin/env python3
"""Load test of `keysmith preview`: many sessions typing at once, and bad clients beside them.

Starts `keysmith preview --port 0` on 127.0.0.1 and:

1. times one session typing alone (the answer to each `key` message: from sending it to the
   `document` message that shows the new character);
2. twice, opens SESSIONS sessions that type at once, each its own text at a person's pace, while
   bad clients connect beside them: malformed messages on a session (not JSON, wrong fields,
   invalid UTF-8, binary, deep nesting), a message over the 1 MiB limit whole and in fragments, a
   frame that announces more than it sends, a client that sends but never reads, random bytes, an
   HTTP request cut in the middle, an idle connection, WebSocket requests from another origin and
   another host, and sessions reset with a finger down;
3. checks that every session saw its own text and nothing else in every `document` message, that
   each one's median answer stayed within LATENCY_FACTOR of the median alone (or LATENCY_SLACK
   more) and none took over LATENCY_CEILING, that
   the server's resident memory after both rounds is within MEMORY_GROWTH of before them and the
   second round added less than SECOND_ROUND_GROWTH, and that the server still answers a fresh
   session.

It uses Python's standard library only: the WebSocket client is written on sockets. Everything
stays on 127.0.0.1, every socket has a timeout, the whole run has a deadline, and the server is
stopped at the end. Exit status 0 when every check passed, 1 otherwise.

    python3 scripts/load_preview.py --keysmith "$(swift build --package-path Tools --show-bin-path)/keysmith"
"""

import argparse
import base64
import json
import os
import platform
import socket
import statistics
import struct
import subprocess
import sys
import threading
import time

HOST = "127.0.0.1"
SOCKET_TIMEOUT = 60  # seconds; a generous ceiling on any single wait
LATENCY_FACTOR = 4  # a session's median answer under load, against one session alone...
LATENCY_SLACK = 0.05  # ...or this many seconds more, whichever is larger
LATENCY_CEILING = 2.0  # seconds no answer may take, on a machine as busy as it may be
MEMORY_GROWTH = 32 * 1024 * 1024  # bytes the server may keep after the load, against before it
SECOND_ROUND_GROWTH = 4 * 1024 * 1024  # bytes a second, identical round may add to the first
MAX_MESSAGE = 1 << 20  # the protocol's limit on one message


class Closed(Exception):
    """The server closed the connection."""


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
                raise Closed()
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


def resident_bytes(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    out = subprocess.run(["ps", "-o", "rss=", "-p", str(pid)], capture_output=True, text=True).stdout.strip()
    return int(out) * 1024 if out else 0


# Bad clients. Each returns a sentence saying what happened; an exception is a failure.


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
        b'{"v": 1, "type": "key", "key": "\xff\xfe", "t": 1}',
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
    return f"{len(bad) + 1} malformed messages (invalid UTF-8 among them) each answered with an error; the session typed on"


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
    bad_messages, oversized, fragmented_oversized, half_open_frame, half_open_request,
    idle_connection, never_reads, garbage, foreign_requests, dropped_mid_session,
]


def load_round(port, pid, options, limit, deadline):
    """SESSIONS sessions typing at once and every bad client beside them; prints the figures and
    returns the failures and the peak resident memory of the server."""
    failures = []
    results = {}
    bad_reports = []
    held = []
    peak = [resident_bytes(pid)]
    lock = threading.Lock()
    done = threading.Event()

    def typist(number):
        try:
            session = start_session(port)
            latencies, problems = type_text(session, text_for(number) * 2, options.pace)
            session.close()
        except Exception as error:  # noqa: BLE001: every failure is reported
            latencies, problems = [], [f"{type(error).__name__}: {error}"]
        with lock:
            results[number] = (latencies, problems)

    def bad_client(run):
        try:
            outcome = run(port)
            if isinstance(outcome, tuple):
                with lock:
                    held.append(outcome[0])
                outcome = outcome[1]
            with lock:
                bad_reports.append(outcome)
        except Exception as error:  # noqa: BLE001
            with lock:
                failures.append(f"{run.__name__}: {type(error).__name__}: {error}")

    def sample_memory():
        while not done.wait(0.25):
            peak[0] = max(peak[0], resident_bytes(pid))

    sampler = threading.Thread(target=sample_memory, daemon=True)
    sampler.start()
    threads = [threading.Thread(target=typist, args=(n,), daemon=True) for n in range(options.sessions)]
    threads += [threading.Thread(target=bad_client, args=(run,), daemon=True) for run in BAD_CLIENTS]
    load_started = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(max(1, deadline - time.monotonic()))
    load_seconds = time.monotonic() - load_started
    for sock in held:
        sock.close()
    done.set()

    worst = []
    for number in range(options.sessions):
        latencies, problems = results.get(number, ([], ["did not finish before the deadline"]))
        failures += [f"session {number}: {p}" for p in problems]
        if latencies:
            median = statistics.median(latencies)
            worst.append((median, number, percentile(latencies, 90), max(latencies)))
            if median > limit:
                failures.append(f"session {number}: median {median * 1000:.0f} ms, over {limit * 1000:.0f} ms")
            if max(latencies) > LATENCY_CEILING:
                failures.append(f"session {number}: an answer took {max(latencies):.1f} s")
    all_latencies = [value for latencies, _ in results.values() for value in latencies]
    print(
        f"{options.sessions} sessions at once, a key every {options.pace * 1000:.0f} ms each, "
        f"{len(all_latencies)} keys in {load_seconds:.1f} s: median {statistics.median(all_latencies) * 1000:.1f} ms, "
        f"p90 {percentile(all_latencies, 90) * 1000:.1f} ms, max {max(all_latencies) * 1000:.1f} ms"
    )
    worst.sort(reverse=True)
    if worst:
        median, number, p90, largest = worst[0]
        print(
            f"  slowest session ({number}): median {median * 1000:.1f} ms, p90 {p90 * 1000:.1f} ms, "
            f"max {largest * 1000:.1f} ms (limits: {limit * 1000:.0f} ms on each session's median, "
            f"{LATENCY_CEILING:.0f} s on any answer)"
        )
    crossed = sum(1 for _, problems in results.values() if problems)
    print(f"  sessions whose document showed anything but their own text: {crossed}")
    for report in sorted(bad_reports):
        print(f"  beside them: {report}")
    return failures, peak[0]


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("--keysmith", required=True, help="the keysmith executable")
    arguments.add_argument("--sessions", type=int, default=50)
    arguments.add_argument("--pace", type=float, default=0.1, help="seconds between one session's keys")
    arguments.add_argument("--deadline", type=float, default=300, help="seconds the whole run may take")
    options = arguments.parse_args()

    started = time.monotonic()
    server = subprocess.Popen(
        [options.keysmith, "preview", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    watchdog = threading.Timer(options.deadline, server.kill)
    watchdog.daemon = True
    watchdog.start()
    failures = []
    try:
        line = server.stdout.readline()
        if not line.startswith("Keysmith preview: "):
            print(f"the server did not start: {line!r} {server.stderr.read()}")
            return 1
        port = int(line.strip().rstrip("/").rsplit(":", 1)[1])
        print(f"Machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, {platform.platform()}")
        print(f"Server: {options.keysmith} preview on {HOST}:{port}, pid {server.pid}")

        # Warm up and measure one session alone.
        warm = start_session(port)
        type_text(warm, text_for(999), 0)
        warm.close()
        rss_before = resident_bytes(server.pid)
        alone_session = start_session(port)
        alone, problems = type_text(alone_session, text_for(998) * 2, options.pace)
        alone_session.close()
        failures += [f"alone: {p}" for p in problems]
        alone_median = statistics.median(alone)
        print(
            f"One session alone: {len(alone)} keys, median {alone_median * 1000:.1f} ms, "
            f"p90 {percentile(alone, 90) * 1000:.1f} ms, max {max(alone) * 1000:.1f} ms"
        )

        limit = max(LATENCY_FACTOR * alone_median, alone_median + LATENCY_SLACK)
        # Twice: what the first round leaves is the allocator's reach; the second must add little.
        peak = rss_before
        rss_rounds = []
        for number in (1, 2):
            print(f"Round {number}:")
            round_failures, round_peak = load_round(port, server.pid, options, limit, started + options.deadline - 30)
            failures += [f"round {number}: {f}" for f in round_failures]
            peak = max(peak, round_peak)
            rss_rounds.append(resident_bytes(server.pid))

        # The server survives and answers a fresh session.
        fresh = start_session(port)
        _, problems = type_text(fresh, "still here", 0)
        fresh.close()
        failures += [f"fresh session afterwards: {p}" for p in problems]
        if server.poll() is not None:
            failures.append(f"the server exited with status {server.returncode}")
        first, second = rss_rounds
        print(
            f"Server memory: {rss_before / 1048576:.1f} MiB before the load, peak {peak / 1048576:.1f} MiB, "
            f"{first / 1048576:.1f} MiB after the first round, {second / 1048576:.1f} MiB after the second "
            f"(limits: {MEMORY_GROWTH / 1048576:.0f} MiB in all, {SECOND_ROUND_GROWTH / 1048576:.0f} MiB for the second)"
        )
        if second - rss_before > MEMORY_GROWTH:
            failures.append(f"the server kept {(second - rss_before) / 1048576:.1f} MiB after the load")
        if second - first > SECOND_ROUND_GROWTH:
            failures.append(f"the second round added {(second - first) / 1048576:.1f} MiB")
        print(f"A fresh session afterwards typed {'and read back its text' if not problems else 'with problems'}")
    except (OSError, Closed) as error:
        failures.append(f"{type(error).__name__}: {error}")
    finally:
        watchdog.cancel()
        if server.poll() is None:
            server.terminate()
            try:
                server.wait(10)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
    print(f"Took {time.monotonic() - started:.1f} s")
    for failure in failures:
        print(f"FAIL: {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
