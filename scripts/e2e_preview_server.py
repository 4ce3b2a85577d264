"""The server and the outcomes of the checks of scripts/e2e_preview.py, shared by its check modules."""

import queue
import subprocess
import threading
import time


class Skip(Exception):
    """A check that cannot run yet; it counts neither as passed nor as failed."""


class CheckFailed(AssertionError):
    pass


# MARK: The server


class PreviewServer:
    """`keysmith preview --port 0 FOLDER`, started and stopped by the test."""

    def __init__(self, keysmith, folder):
        self.process = subprocess.Popen(
            [keysmith, "preview", "--port", "0", str(folder)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines = queue.Queue()
        self.errors = []
        threading.Thread(target=self._read, args=(self.process.stdout, self.lines.put), daemon=True).start()
        threading.Thread(target=self._read, args=(self.process.stderr, self.errors.append), daemon=True).start()

    @staticmethod
    def _read(stream, sink):
        for line in stream:
            sink(line.rstrip("\n"))

    def url(self, timeout=60):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=0.2)
            except queue.Empty:
                if self.process.poll() is not None:
                    break
                continue
            if line.startswith("Keysmith preview: "):
                return line[len("Keysmith preview: "):]
        raise CheckFailed(f"the server printed no URL within {timeout} s; its errors: {self.errors}")

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=5)
