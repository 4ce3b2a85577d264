"""The record of skipped checks that scripts/test.sh lists at the end of its run.

scripts/test.sh names a file in KEYSMITH_SKIPPED_CHECKS; a check that cannot run appends a line,
`what is not checked<TAB>what is missing and how to get it`. Without the variable nothing is written.
"""

import os


def record(check, advice):
    """Records that `check` was skipped, and why."""
    path = os.environ.get("KEYSMITH_SKIPPED_CHECKS")
    if not path:
        return
    line = f"{check}\t{advice}".replace("\n", " ") + "\n"
    # One write to a file opened for appending, so that lines written at the same time never mix.
    descriptor = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(descriptor, line.encode("utf-8"))
    finally:
        os.close(descriptor)
