#!/usr/bin/env python3
"""Times `payred` from launch to its first screen, in a real 80x24 pseudo-terminal.

Usage: launch_to_first_screen.py PAYRED_BINARY [RUNS]

Each run starts the binary (embedded demo gateway, the default) and reads the terminal until
  - "first frame": the first screen is drawn (the splash, whose title is "PayRed"), and
  - "login ready": the Login screen's "Email address" field is drawn and takes keys,
then presses Ctrl-C and waits for the app to exit. Runs alternate between a fresh data
directory (the database, secure store and demo gateway are created) and an existing one.
Prints min, median and max per measure.
"""
import fcntl
import os
import select
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

MARKS = {"first frame": b"PayRed", "login ready": b"Email address"}
TIMEOUT_SECONDS = 30


def one_run(binary, data_dir):
    """Seconds from spawn to each mark, for one launch over `data_dir`."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    env = dict(os.environ, TERM="xterm-256color", COLORTERM="truecolor")
    start = time.perf_counter()
    process = subprocess.Popen(
        [binary, "--data-dir", data_dir], stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True
    )
    os.close(slave)
    seen, output = {}, b""
    try:
        while len(seen) < len(MARKS):
            if time.perf_counter() - start > TIMEOUT_SECONDS:
                raise RuntimeError(f"no {set(MARKS) - set(seen)} after {TIMEOUT_SECONDS} s; output: {output[-400:]!r}")
            ready, _, _ = select.select([master], [], [], 0.5)
            if not ready:
                continue
            try:
                output += os.read(master, 65536)
            except OSError:
                raise RuntimeError(f"payred exited early: {output[-400:]!r}")
            for name, marker in MARKS.items():
                if name not in seen and marker in output:
                    seen[name] = time.perf_counter() - start
    finally:
        os.write(master, b"\x03")
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        os.close(master)
    return seen


def report(label, values):
    print(f"{label:<36} min {min(values):.3f} s  median {statistics.median(values):.3f} s  max {max(values):.3f} s  ({len(values)} runs)")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary, runs = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 10
    results = {("fresh", name): [] for name in MARKS} | {("existing", name): [] for name in MARKS}
    with tempfile.TemporaryDirectory() as root:
        existing = os.path.join(root, "existing")
        one_run(binary, existing)  # creates the data directory the "existing" runs reopen
        for run in range(runs):
            for kind, data_dir in (("fresh", os.path.join(root, f"fresh-{run}")), ("existing", existing)):
                for name, seconds in one_run(binary, data_dir).items():
                    results[(kind, name)].append(seconds)
    for (kind, name), values in results.items():
        report(f"{name} ({kind} data dir)", values)


if __name__ == "__main__":
    main()
