"""``python -m mesh_lsp ARGS``: runs the bundled ``mesh-lsp`` binary."""

import os
import subprocess
import sys

from mesh_lsp._find import find_mesh_lsp_bin


def main() -> "int":
    binary = find_mesh_lsp_bin()
    if sys.platform == "win32":
        return subprocess.run([binary, *sys.argv[1:]]).returncode
    os.execvp(binary, [binary, *sys.argv[1:]])
    return 0  # not reached


if __name__ == "__main__":
    sys.exit(main())
