#!/usr/bin/env python3
"""Reads the QR code a PayRed screen draws in half blocks back with zbarimg.

Usage: tmux capture-pane -p -t SESSION | Core/QRCode/Scripts/read-terminal-qr.py
Prints the decoded payload exactly (zbarimg -Sbinary). The screen draws light modules filled
(the quiet zone included), dark ones as spaces, two module rows per line.
"""
import os
import subprocess
import sys
import tempfile

BLOCKS = {"█": (0, 0), " ": (1, 1), "▀": (0, 1), "▄": (1, 0)}  # (top, bottom), 1 = dark


def symbol_lines(text):
    """The lines of the first run of lines made only of half blocks and spaces, inside a quiet zone."""
    run = []
    for line in text.splitlines():
        body = line.strip(" ")
        if body and body.startswith("█") and all(c in BLOCKS for c in body):
            run.append(body)
        elif run:
            break
    return run


def main():
    lines = symbol_lines(sys.stdin.read())
    if not lines:
        sys.exit("read-terminal-qr: no QR code on the screen")
    width = max(len(line) for line in lines)
    rows = []
    for line in lines:
        cells = [BLOCKS[c] for c in line.ljust(width, "█")]
        rows.append([top for top, _ in cells])
        rows.append([bottom for _, bottom in cells])
    scale = 4
    pixels = [[value for value in row for _ in range(scale)] for row in rows for _ in range(scale)]
    with tempfile.NamedTemporaryFile("w", suffix=".pbm", delete=False) as image:
        image.write(f"P1\n{len(pixels[0])} {len(pixels)}\n")
        for row in pixels:
            image.write(" ".join(map(str, row)) + "\n")
    try:
        result = subprocess.run(
            ["zbarimg", "--quiet", "--raw", "--nodbus", "-Sdisable", "-Sqrcode.enable", "-Sbinary", image.name],
            capture_output=True,
        )
    finally:
        os.unlink(image.name)
    if result.returncode != 0:
        sys.exit("read-terminal-qr: zbarimg found no QR code")
    sys.stdout.buffer.write(result.stdout)


if __name__ == "__main__":
    main()
