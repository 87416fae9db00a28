"""A thin wrapper around the real engine for the arena tests. It records its process id,
optionally kills the process that started it (once, guarded by a marker file), then becomes
the real engine (``exec``: same process id, so the recorded id is the engine's).

    python wrap_engine.py --pids FILE [--kill-parent-once MARKER]
"""

from __future__ import annotations

import argparse
import os
import signal
import sys


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--pids", required=True, help="append this process id here")
    p.add_argument("--kill-parent-once", default=None, metavar="MARKER",
                   help="if MARKER does not exist: create it and SIGKILL the parent process")
    args = p.parse_args()
    with open(args.pids, "a", encoding="utf-8") as f:
        f.write(f"{os.getpid()}\n")
    if args.kill_parent_once:
        try:
            fd = os.open(args.kill_parent_once, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except FileExistsError:
            pass
        else:
            os.close(fd)
            os.kill(os.getppid(), signal.SIGKILL)
            sys.exit(9)
    os.execv(sys.executable, [sys.executable, "-m", "galleria_ai.engine.main"])


if __name__ == "__main__":
    main()
