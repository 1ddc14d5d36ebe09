#!/usr/bin/env python3
"""Reads the QR code a PayRed screen draws back with zbarimg.

Usage: tmux capture-pane -p -e -t SESSION | Core/QRCode/Scripts/read-terminal-qr.py [--light]
Prints the decoded payload exactly (zbarimg -Sbinary). The screen draws the code with half blocks
in explicit black and white (SGR true colour or the 256-colour palette), two module rows per line;
`-e` keeps those colours in the capture. Cells without a colour take the theme's defaults: a dark
theme unless --light.
"""
import os
import re
import subprocess
import sys
import tempfile

SGR = re.compile(r"\x1b\[([0-9;]*)m")
LEVELS = [0, 95, 135, 175, 215, 255]


def palette_is_dark(index):
    """Whether xterm's 256-colour palette entry is dark (cube from 16, grey ramp from 232)."""
    if 16 <= index <= 231:
        cube = index - 16
        return (LEVELS[cube // 36] + LEVELS[cube // 6 % 6] + LEVELS[cube % 6]) / 3 < 128
    if index >= 232:
        return 8 + 10 * (index - 232) < 128
    return index in (0, 1, 2, 4, 5, 6, 8)


def pixels(text, light):
    """Two rows of pixels per line, 1 for dark, as the terminal lights each cell."""
    rows = []
    for line in text.splitlines():
        fg, bg = light, not light
        top, bottom = [], []
        position = 0
        for match in list(SGR.finditer(line)) + [None]:
            end = match.start() if match else len(line)
            for character in line[position:end]:
                upper, lower = {"▀": (fg, bg), "▄": (bg, fg), "█": (fg, fg)}.get(character, (bg, bg))
                top.append(int(upper))
                bottom.append(int(lower))
            if not match:
                break
            position = match.end()
            codes = [int(code) if code else 0 for code in match.group(1).split(";")]
            index = 0
            while index < len(codes):
                code = codes[index]
                if code == 0:
                    fg, bg = light, not light
                elif code in (38, 48) and index + 1 < len(codes):
                    if codes[index + 1] == 2 and index + 4 < len(codes):
                        dark = sum(codes[index + 2:index + 5]) / 3 < 128
                        index += 4
                    elif codes[index + 1] == 5 and index + 2 < len(codes):
                        dark = palette_is_dark(codes[index + 2])
                        index += 2
                    else:
                        dark = None
                    if dark is not None:
                        fg, bg = (dark, bg) if code == 38 else (fg, dark)
                index += 1
        rows += [top, bottom]
    return rows


def main():
    rows = pixels(sys.stdin.read(), "--light" in sys.argv[1:])
    width = max((len(row) for row in rows), default=0)
    if not width:
        sys.exit("read-terminal-qr: the capture is empty")
    scale = 4
    with tempfile.NamedTemporaryFile("w", suffix=".pbm", delete=False) as image:
        image.write(f"P1\n{width * scale} {len(rows) * scale}\n")
        for row in rows:
            line = " ".join(str(value) for value in row + [0] * (width - len(row)) for _ in range(scale))
            image.write((line + "\n") * scale)
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
