#!/usr/bin/env python3
"""Runs a command on a new terminal (a pty), answers its prompt once, and passes on what it printed.

Usage: answer-prompt.py PROMPT ANSWER COMMAND [ARG...]

Waits (on the data, never a fixed pause) until the command has printed PROMPT and has turned the terminal's echo
off, as a password prompt does, then types ANSWER and a newline; the terminal's whole output goes to standard
output and the exit status is the command's. Gives up after 60 s (status 124), or when the command ends before
prompting (its status).
"""
import os
import pty
import select
import sys
import termios
import time

LIMIT = 60.0  # seconds for the whole run


def read_available(descriptor, output, wait):
    """Appends what the terminal has within `wait` seconds; False once the command's side is closed."""
    ready, _, _ = select.select([descriptor], [], [], wait)
    if not ready:
        return True
    try:
        chunk = os.read(descriptor, 4096)
    except OSError:  # EIO: every copy of the terminal's other side is closed
        return False
    output += chunk
    return bool(chunk)


def echo_off(descriptor):
    """Whether the terminal's echo is off (Linux: the pty's two sides share one termios)."""
    return not termios.tcgetattr(descriptor)[3] & termios.ECHO


def main():
    prompt, answer, command = sys.argv[1].encode(), sys.argv[2].encode(), sys.argv[3:]
    pid, descriptor = pty.fork()
    if pid == 0:
        os.execvp(command[0], command)
    output, answered, deadline, open_ = bytearray(), False, time.monotonic() + LIMIT, True
    while open_ and time.monotonic() < deadline:
        if not answered and prompt in output and echo_off(descriptor):
            os.write(descriptor, answer + b"\n")
            answered = True
        open_ = read_available(descriptor, output, 0.01 if not answered and prompt in output else 0.5)
    sys.stdout.buffer.write(bytes(output))
    if open_:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        return 124
    return os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])


if __name__ == "__main__":
    sys.exit(main())
